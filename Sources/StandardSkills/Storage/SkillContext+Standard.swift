import AgentSkill
import Foundation
import SkillStore

extension SkillContext {
    /// The person's language for this answer: Chinese when `hint` or the latest request has CJK
    /// text, otherwise the locale's.
    func replyLanguage(hint: String = "") -> ReplyLanguage {
        ReplyLanguage.detect(in: hint, fallback: language)
    }

    /// The skill's storage, or a clear error when the agent was given none.
    func requireStorage() throws(StandardSkillError) -> ScopedStore {
        guard let storage else {
            throw StandardSkillError(
                .noStorage,
                "\(skillID) needs the assistant's database, but none is configured — give the agent a store"
                    + " (AgentConfiguration.store) or run it from the assistant program",
                chinese: "\(skillID) 需要助手的数据库，但没有配置——请给助手配置存储（AgentConfiguration.store），"
                    + "或者在 assistant 程序里运行它")
        }
        return storage
    }

    /// Today in the person's time zone.
    var today: LocalDate { LocalDate(now, in: timeZone) }
}

/// Reading the dates and times people and models write in skill arguments.
enum DateArgument {
    /// Relative day words, in English and Chinese, with their offsets from today.
    static let relativeDays: [String: Int] = [
        "today": 0, "tomorrow": 1, "yesterday": -1, "day after tomorrow": 2, "day before yesterday": -2,
        "今天": 0, "今日": 0, "明天": 1, "明日": 1, "后天": 2, "昨天": -1, "前天": -2,
    ]

    /// What the Chinese messages call an argument: 日期 for `date`, 开始时间 for `start`…; its JSON
    /// path (`$.field`) for one without a name.
    static func chineseName(of field: String) -> String {
        switch field {
        case "date": "日期"
        case "new_date": "新日期"
        case "from": "起始日期"
        case "to": "截止日期"
        case "start": "开始时间"
        case "end": "结束时间"
        case "at": "提醒时间"
        case "deadline": "截止时间"
        default: "$.\(field)"
        }
    }

    /// The error for a range whose `to` comes before its `from`.
    static func backwards(from: LocalDate, to: LocalDate) -> StandardSkillError {
        StandardSkillError(
            .invalidArgument, "'to' (\(to.iso)) is before 'from' (\(from.iso))",
            chinese: "截止日期（\(to.iso)）早于起始日期（\(from.iso)）")
    }

    /// A day: `YYYY-MM-DD` or a relative word; `nil` or empty gives `fallback`.
    static func day(_ text: String?, field: String, today: LocalDate, fallback: LocalDate) throws(StandardSkillError)
        -> LocalDate
    {
        let trimmed = (text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return fallback }
        if let offset = relativeDays[trimmed.lowercased()] { return today.adding(days: offset) }
        if let date = LocalDate(iso: trimmed) { return date }
        throw StandardSkillError(
            .invalidArgument,
            "\(field) '\(trimmed)' is not a date — use YYYY-MM-DD, today, tomorrow, yesterday, 今天, 明天 or 后天",
            chinese: "\(chineseName(of: field))“\(trimmed)”无效——请写成 2026-12-03 这样的日期，或者今天、明天、后天、昨天、前天")
    }

    /// A day, or a run of whole days written as an ISO 8601 interval (`2026-12-07/2026-12-13`,
    /// both days included, at most 62 of them): the first and the last day.
    static func days(_ text: String, field: String, today: LocalDate) throws(StandardSkillError)
        -> (first: LocalDate, last: LocalDate)
    {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            let day = try day(text, field: field, today: today, fallback: today)
            return (day, day)
        }
        guard let first = LocalDate(iso: parts[0].trimmingCharacters(in: .whitespaces)),
            let last = LocalDate(iso: parts[1].trimmingCharacters(in: .whitespaces))
        else {
            throw StandardSkillError(
                .invalidArgument, "\(field) '\(text)' is not a run of days — use YYYY-MM-DD/YYYY-MM-DD",
                chinese: "\(chineseName(of: field))“\(text)”不是日期范围——请写成 2026-12-07/2026-12-13 这样（第一天/最后一天）")
        }
        guard first <= last, last.daysSince1970 - first.daysSince1970 < 62 else {
            throw StandardSkillError(
                .invalidArgument, "\(field) '\(text)' must run forwards and span at most 62 days",
                chinese: "\(chineseName(of: field))“\(text)”无效：最后一天不能早于第一天，而且最多跨 62 天")
        }
        return (first, last)
    }

    /// A moment: `YYYY-MM-DDTHH:MM[:SS]` (or with a space) in `timeZone`, or with `Z` or an
    /// offset like `+08:00`; a bare date (`YYYY-MM-DD`, or a relative day word) is that whole day.
    ///
    /// - Returns: the instant and whether only a day was given.
    static func moment(_ text: String, field: String, today: LocalDate, timeZone: TimeZone) throws(StandardSkillError)
        -> (date: Date, dayOnly: Bool)
    {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let offset = relativeDays[trimmed.lowercased()] {
            return (today.adding(days: offset).start(in: timeZone), true)
        }
        if let day = LocalDate(iso: trimmed) { return (day.start(in: timeZone), true) }
        guard let parsed = parseDateTime(trimmed) else {
            throw StandardSkillError(
                .invalidArgument,
                "\(field) '\(trimmed)' is not a date and time — use YYYY-MM-DDTHH:MM (for example 2026-12-03T15:00),"
                    + " optionally with Z or an offset such as +08:00",
                chinese: "\(chineseName(of: field))“\(trimmed)”无效——请写成 2026-12-03T15:00 这样的日期和时间，"
                    + "末尾可以加 Z 或 +08:00 这样的时差")
        }
        if let offset = parsed.offsetSeconds {
            return (Date(timeIntervalSince1970: Double(parsed.wall.secondsAsIfUTC - offset)), false)
        }
        return (parsed.wall.instant(in: timeZone), false)
    }

    /// `YYYY-MM-DD[T ]HH:MM[:SS][Z|±HH:MM]`, checked for real dates and times.
    static func parseDateTime(_ text: String) -> (wall: LocalDateTime, offsetSeconds: Int?)? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 16, let date = LocalDate(iso: String(decoding: bytes[0..<10], as: UTF8.self)),
            bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " ") || bytes[10] == UInt8(ascii: "t"),
            bytes[13] == UInt8(ascii: ":"), let hour = number(bytes[11..<13]), let minute = number(bytes[14..<16]),
            hour < 24, minute < 60
        else { return nil }
        var index = 16
        var second = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
            guard index + 3 <= bytes.count, let value = number(bytes[index + 1..<index + 3]), value < 60 else {
                return nil
            }
            second = value
            index += 3
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {  // Fractions of a second are dropped.
                index += 1
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            }
        }
        let wall = LocalDateTime(date: date, hour: hour, minute: minute, second: second)
        if index == bytes.count { return (wall, nil) }
        if bytes[index] == UInt8(ascii: "Z") || bytes[index] == UInt8(ascii: "z") {
            return index + 1 == bytes.count ? (wall, 0) : nil
        }
        guard bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"), index + 6 == bytes.count,
            bytes[index + 3] == UInt8(ascii: ":"), let hours = number(bytes[index + 1..<index + 3]),
            let minutes = number(bytes[index + 4..<index + 6]), hours < 24, minutes < 60
        else { return nil }
        let offset = (hours * 3600 + minutes * 60) * (bytes[index] == UInt8(ascii: "-") ? -1 : 1)
        return (wall, offset)
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}

import Foundation

/// Reads `RRULE` text into a ``RecurrenceRule``: splits the `NAME=VALUE` parts, reads each value,
/// then lets the rule's initializer check how the parts fit together.
enum RecurrenceRuleParser {
    typealias Check = RecurrenceRuleCheck

    /// Every part name the parser knows, in RFC 5545's order.
    static let partNames = [
        "FREQ", "UNTIL", "COUNT", "INTERVAL", "BYSECOND", "BYMINUTE", "BYHOUR", "BYDAY", "BYMONTHDAY", "BYYEARDAY",
        "BYWEEKNO", "BYMONTH", "BYSETPOS", "WKST",
    ]

    static func parse(_ text: String) throws(StandardSkillError) -> RecurrenceRule {
        guard text.count <= RecurrenceRule.maximumTextLength else {
            throw StandardSkillError(
                .inputTooLarge,
                "invalid recurrence rule: it is \(text.count) characters long — at most"
                    + " \(RecurrenceRule.maximumTextLength)",
                chinese: "重复规则无效：长度为 \(text.count) 个字符——最多 \(RecurrenceRule.maximumTextLength) 个")
        }
        var body = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        if body.uppercased().hasPrefix("RRULE:") { body = body.dropFirst(6) }
        var values: [String: Substring] = [:]
        for part in body.split(separator: ";", omittingEmptySubsequences: true) {
            guard let equals = part.firstIndex(of: "=") else {
                throw Check.error(
                    "part '\(Check.quoted(part))' has no value — write NAME=VALUE, like INTERVAL=2",
                    chinese: "“\(Check.quoted(part))”缺少值——请写成 名称=值，如 INTERVAL=2")
            }
            let name = part[..<equals].uppercased()
            guard partNames.contains(name) else {
                let known = partNames.joined(separator: ", ")
                throw Check.error(
                    "unknown part '\(Check.quoted(part[..<equals]))' — use one of \(known)",
                    chinese: "不认识的部分“\(Check.quoted(part[..<equals]))”——可用的有 \(known)")
            }
            guard values[name] == nil else {
                throw Check.error(
                    "part \(name) is given twice — give each part once",
                    chinese: "\(name) 出现了两次——每个部分只能写一次")
            }
            values[name] = part[part.index(after: equals)...]
        }
        guard let freq = values["FREQ"] else {
            if values.isEmpty {
                throw Check.error(
                    "the rule is empty — write one like FREQ=WEEKLY;BYDAY=MO",
                    chinese: "规则是空的——请写成 FREQ=WEEKLY;BYDAY=MO 这样")
            }
            throw Check.error(
                "FREQ is missing — say how often it repeats, like FREQ=WEEKLY",
                chinese: "缺少 FREQ——请写明重复的频率，如 FREQ=WEEKLY")
        }
        let frequency = try frequency(freq)
        var end = RecurrenceRule.End.never
        if let count = values["COUNT"], let until = values["UNTIL"] {
            throw Check.error(
                "COUNT and UNTIL are both given (COUNT=\(Check.quoted(count)), UNTIL=\(Check.quoted(until))) — keep"
                    + " one: COUNT ends after that many times, UNTIL at a date",
                chinese: "同时写了 COUNT（\(Check.quoted(count))）和 UNTIL（\(Check.quoted(until))）——只能保留一个："
                    + "COUNT 按次数结束，UNTIL 按日期结束")
        } else if let count = values["COUNT"] {
            end = .count(try number(count, of: "COUNT", in: .positive))
        } else if let value = values["UNTIL"] {
            end = .until(try until(value))
        }
        var interval = 1
        if let value = values["INTERVAL"] { interval = try number(value, of: "INTERVAL", in: .positive) }
        var weekStart = RecurrenceRule.Weekday.monday
        if let value = values["WKST"] {
            guard let day = RecurrenceRule.Weekday(rawValue: value.uppercased()) else {
                throw Check.error(
                    "WKST value '\(Check.quoted(value))' is not a weekday — use MO, TU, WE, TH, FR, SA or SU",
                    chinese: "WKST 的值“\(Check.quoted(value))”不是星期——请用 MO、TU、WE、TH、FR、SA 或 SU")
            }
            weekStart = day
        }
        return try RecurrenceRule(
            frequency: frequency, interval: interval, end: end,
            byDay: try list(values["BYDAY"], of: "BYDAY", weekdayNumber),
            byMonthDay: try numbers(values["BYMONTHDAY"], of: "BYMONTHDAY", in: .signed(31)),
            byMonth: try numbers(values["BYMONTH"], of: "BYMONTH", in: .plain(1...12)),
            byYearDay: try numbers(values["BYYEARDAY"], of: "BYYEARDAY", in: .signed(366)),
            byWeekNumber: try numbers(values["BYWEEKNO"], of: "BYWEEKNO", in: .signed(53)),
            byHour: try numbers(values["BYHOUR"], of: "BYHOUR", in: .plain(0...23)),
            byMinute: try numbers(values["BYMINUTE"], of: "BYMINUTE", in: .plain(0...59)),
            bySecond: try numbers(values["BYSECOND"], of: "BYSECOND", in: .plain(0...59)),
            bySetPosition: try numbers(values["BYSETPOS"], of: "BYSETPOS", in: .signed(366)),
            weekStart: weekStart)
    }

    static func frequency(_ value: Substring) throws(StandardSkillError) -> RecurrenceRule.Frequency {
        let name = value.uppercased()
        if let frequency = RecurrenceRule.Frequency(rawValue: name) { return frequency }
        if ["HOURLY", "MINUTELY", "SECONDLY"].contains(name) {
            throw Check.error(
                "FREQ=\(name) is not supported — the calendar repeats by the day at most often: use DAILY, WEEKLY,"
                    + " MONTHLY or YEARLY, with BYHOUR for several times a day",
                chinese: "不支持 FREQ=\(name)——日历最多每天重复：请用 DAILY、WEEKLY、MONTHLY 或 YEARLY，"
                    + "一天多次可加 BYHOUR")
        }
        throw Check.error(
            "FREQ value '\(Check.quoted(value))' is not a frequency — use DAILY, WEEKLY, MONTHLY or YEARLY",
            chinese: "FREQ 的值“\(Check.quoted(value))”不是重复频率——请用 DAILY、WEEKLY、MONTHLY 或 YEARLY")
    }

    /// `20261231`, `20261231T093000` or `20261231T093000Z`.
    static func until(_ value: Substring) throws(StandardSkillError) -> RecurrenceRule.Until {
        let bytes = Array(value.utf8)
        func bad() -> StandardSkillError {
            Check.error(
                "UNTIL value '\(Check.quoted(value))' is not a date (YYYYMMDD) or date-time (YYYYMMDDTHHMMSS, with Z"
                    + " for UTC)",
                chinese: "UNTIL 的值“\(Check.quoted(value))”不是日期（如 20261231）或日期时间（如 20261231T093000，"
                    + "协调世界时在末尾加 Z）")
        }
        guard bytes.count == 8 || bytes.count == 15 || bytes.count == 16, let year = digits(bytes, 0, 4),
            let month = digits(bytes, 4, 2), let day = digits(bytes, 6, 2),
            let date = LocalDate(year: year, month: month, day: day)
        else { throw bad() }
        if bytes.count == 8 { return .date(date) }
        guard bytes[8] == UInt8(ascii: "T") || bytes[8] == UInt8(ascii: "t"), let hour = digits(bytes, 9, 2),
            let minute = digits(bytes, 11, 2), let second = digits(bytes, 13, 2)
        else { throw bad() }
        guard hour < 24, minute < 60, second < 60 else {
            throw Check.badUntilTime(hour: hour, minute: minute, second: second)
        }
        let local = LocalDateTime(date: date, hour: hour, minute: minute, second: second)
        if bytes.count == 15 { return .localTime(date, hour: hour, minute: minute, second: second) }
        guard bytes[15] == UInt8(ascii: "Z") || bytes[15] == UInt8(ascii: "z") else { throw bad() }
        return .utc(local.instant(offsetFromGMT: 0))
    }

    /// `MO`, `-1FR`, `+2WE`.
    static func weekdayNumber(_ value: Substring) throws(StandardSkillError) -> RecurrenceRule.WeekdayNumber {
        let code = value.suffix(2).uppercased()
        let prefix = value.dropLast(2)
        guard let weekday = RecurrenceRule.Weekday(rawValue: code),
            prefix.isEmpty || signedNumber(prefix) != nil
        else {
            throw Check.error(
                "BYDAY value '\(Check.quoted(value))' is not a weekday — use MO, TU, WE, TH, FR, SA or SU, with an"
                    + " optional number before it like 1MO or -1FR",
                chinese: "BYDAY 的值“\(Check.quoted(value))”不是星期——请用 MO、TU、WE、TH、FR、SA 或 SU，"
                    + "前面可加序号，如 1MO、-1FR")
        }
        return RecurrenceRule.WeekdayNumber(weekday, ordinal: prefix.isEmpty ? nil : signedNumber(prefix))
    }

    static func number(
        _ value: Substring, of part: String, in range: Check.Range
    ) throws(StandardSkillError) -> Int {
        guard let number = signedNumber(value) else { throw Check.notANumber(part, String(value), range) }
        guard range.contains(number) else { throw Check.outOfRange(part, String(value), range) }
        return number
    }

    static func numbers(
        _ value: Substring?, of part: String, in range: Check.Range
    ) throws(StandardSkillError) -> [Int] {
        try list(value, of: part) { item throws(StandardSkillError) in try number(item, of: part, in: range) }
    }

    /// The comma-separated items of a list part, each read by `read`.
    static func list<Item>(
        _ value: Substring?, of part: String, _ read: (Substring) throws(StandardSkillError) -> Item
    ) throws(StandardSkillError) -> [Item] {
        guard let value else { return [] }
        let items = value.split(separator: ",", omittingEmptySubsequences: false)
        guard !items.contains(where: \.isEmpty) else {
            throw Check.error(
                "\(part) value '\(Check.quoted(value))' has an empty item — separate the values with single commas",
                chinese: "\(part) 的值“\(Check.quoted(value))”中有空项——值之间请用一个逗号分隔")
        }
        var result: [Item] = []
        for item in items { result.append(try read(item)) }
        return result
    }

    /// An optional `+` or `-` and ASCII digits (RFC 5545 numbers), or nil; a magnitude past 10¹⁵
    /// reads as 10¹⁵, which every range refuses.
    static func signedNumber(_ text: Substring) -> Int? {
        var digits = text[...]
        var sign = 1
        if let first = digits.first, first == "+" || first == "-" {
            sign = first == "-" ? -1 : 1
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty else { return nil }
        var value = 0
        for byte in digits.utf8 {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = min(value * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000_000_000_000)
        }
        return sign * value
    }

    /// The `count` ASCII digits at `offset` as a number, or nil.
    private static func digits(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int? {
        guard bytes.count >= offset + count else { return nil }
        var value = 0
        for byte in bytes[offset..<offset + count] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}

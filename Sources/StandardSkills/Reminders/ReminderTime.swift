import AgentSkill
import Foundation

/// Reading the times of reminder arguments: when an alarm rings, a to-do's deadline, a length
/// from now.
enum ReminderTime {
    /// When a new reminder is due and whether it rings.
    struct Due: Sendable, Hashable {
        /// The alarm's moment, the deadline (a day's start when `allDay`), or `nil` for no date.
        var date: Date?
        /// Whether `date` is a day.
        var allDay = false
        /// Whether it rings at `date`.
        var alarm = false
    }

    /// The clock a reminder said for a day only rings at ("明天提醒我交水费"): 09:00.
    static let morningHour = 9

    /// The longest length from now a reminder or a snooze takes: a year.
    static let longestSeconds = 366 * 86_400

    /// What `at` (an alarm's moment, or a day), `duration` (a length from now) and `deadline` (a
    /// day or a moment to be done by) make of a new reminder: an alarm when `at` or `duration`
    /// is given (a day alone rings at 09:00, or is a to-do for that day once 09:00 has passed),
    /// else a to-do with the deadline, or with no date.
    ///
    /// A `repeating` reminder's `at` may have passed: its series starts then, and rings from now on
    /// (``ReminderSeries/starting(_:given:now:timeZone:)``).
    ///
    /// - Throws: ``StandardSkillError`` for a time that cannot be read or has passed.
    static func due(
        at: String?, duration: String?, deadline: String?, now: Date, timeZone: TimeZone, repeating: Bool = false
    ) throws(StandardSkillError) -> Due {
        let today = LocalDate(now, in: timeZone)
        if let at = nonEmpty(at) {
            let (date, dayOnly) = try DateArgument.moment(at, field: "at", today: today, timeZone: timeZone)
            if repeating, !dayOnly { return Due(date: date, alarm: true) }
            if dayOnly {
                let day = LocalDate(date, in: timeZone)
                let morning = LocalDateTime(date: day, hour: morningHour, minute: 0, second: 0).instant(in: timeZone)
                if morning > now || repeating { return Due(date: morning, alarm: true) }
                guard day >= today else { throw passed(at) }
                return Due(date: day.start(in: timeZone), allDay: true, alarm: false)
            }
            guard date > now.addingTimeInterval(-60) else { throw passed(at) }
            return Due(date: max(date, now), alarm: true)
        }
        if let duration = nonEmpty(duration) {
            return Due(date: now.addingTimeInterval(Double(try seconds(duration, field: "duration"))), alarm: true)
        }
        if let deadline = nonEmpty(deadline) {
            let (date, dayOnly) = try DateArgument.moment(
                deadline, field: "deadline", today: today, timeZone: timeZone)
            return Due(date: date, allDay: dayOnly, alarm: false)
        }
        return Due()
    }

    /// A length as ISO 8601 (`PT10M`, `PT1H30M`, `P1D`) in seconds: more than none, at most a year.
    ///
    /// - Throws: ``StandardSkillError`` when it is not such a length.
    static func seconds(_ text: String, field: String) throws(StandardSkillError) -> Int {
        guard let seconds = isoSeconds(text), seconds > 0, seconds <= longestSeconds else {
            throw StandardSkillError(
                .invalidArgument,
                "\(field) '\(text)' is not a length from a minute to a year — use ISO 8601 such as PT10M, PT1H30M or P1D",
                chinese: "时长“\(text)”无效——请写成 PT10M、PT1H30M、P1D 这样（一分钟到一年之间）")
        }
        return seconds
    }

    /// `P[nD][T[nH][nM][nS]]` with whole numbers in seconds, or `nil`.
    static func isoSeconds(_ text: String) -> Int? {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces).uppercased())
        guard rest.first == "P", rest.count > 1 else { return nil }
        rest.removeFirst()
        var inTime = false
        var digits = ""
        var total = 0
        var read = false
        for character in rest {
            if character == "T" {
                guard !inTime, digits.isEmpty else { return nil }
                inTime = true
                continue
            }
            if let digit = character.wholeNumberValue, character.isASCII {
                guard digits.count < 7 else { return nil }  // a year in seconds has 8 digits; days 3
                digits.append(Character(String(digit)))
                continue
            }
            guard let value = Int(digits) else { return nil }
            digits = ""
            read = true
            switch (character, inTime) {
            case ("W", false): total += value * 7 * 86_400
            case ("D", false): total += value * 86_400
            case ("H", true): total += value * 3_600
            case ("M", true): total += value * 60
            case ("S", true): total += value
            default: return nil
            }
        }
        guard read, digits.isEmpty else { return nil }
        return total
    }

    /// `10分钟`, `1小时30分钟`, `2天` / `10 minutes`, `1 hour 30 minutes`, `2 days`.
    static func length(_ seconds: Int, language: ReplyLanguage) -> String {
        let days = seconds / 86_400
        let hours = seconds % 86_400 / 3_600
        let minutes = seconds % 3_600 / 60
        var parts: [String] = []
        func add(_ count: Int, _ chinese: String, _ english: String) {
            guard count > 0 else { return }
            parts.append(
                language == .chinese ? "\(count)\(chinese)" : "\(count) \(english)\(count == 1 ? "" : "s")")
        }
        add(days, "天", "day")
        add(hours, "小时", "hour")
        add(minutes, "分钟", "minute")
        if parts.isEmpty { add(max(seconds, 1), "秒", "second") }
        return parts.joined(separator: language == .chinese ? "" : " ")
    }

    static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return text
    }

    /// The error for an alarm time already past.
    static func passed(_ text: String) -> StandardSkillError {
        StandardSkillError(
            .invalidArgument, "the time '\(text)' has already passed — say a later time",
            chinese: "时间“\(text)”已经过去了——请说一个以后的时间")
    }
}

import Foundation

extension StandardSkillError.Code {
    /// A recurrence rule (`RRULE`) could not be read or breaks RFC 5545; the message names the part.
    public static let invalidRecurrenceRule: Self = "invalidRecurrenceRule"
}

/// The checks a ``RecurrenceRule`` passes, and their errors: `invalid recurrence rule: <detail> —
/// <what to write instead>`, in English and Chinese, quoting the part and value as written.
enum RecurrenceRuleCheck {
    /// A number's allowed values, and how to say them.
    enum Range {
        /// 1 to ``RecurrenceRule/maximumNumber``.
        case positive
        /// The range itself.
        case plain(ClosedRange<Int>)
        /// 1 to `limit` or -`limit` to -1.
        case signed(Int)

        func contains(_ value: Int) -> Bool {
            switch self {
            case .positive: (1...RecurrenceRule.maximumNumber).contains(value)
            case .plain(let range): range.contains(value)
            case .signed(let limit): value != 0 && abs(value) <= limit
            }
        }

        var english: String {
            switch self {
            case .positive: "1 to \(RecurrenceRule.maximumNumber)"
            case .plain(let range): "\(range.lowerBound) to \(range.upperBound)"
            case .signed(let limit): "1 to \(limit) or -\(limit) to -1"
            }
        }

        var chinese: String {
            switch self {
            case .positive: "1 到 \(RecurrenceRule.maximumNumber)"
            case .plain(let range): "\(range.lowerBound) 到 \(range.upperBound)"
            case .signed(let limit): "1 到 \(limit) 或 -\(limit) 到 -1"
            }
        }
    }

    /// An `invalidRecurrenceRule` error with the common lead-in.
    static func error(_ english: String, chinese: String) -> StandardSkillError {
        StandardSkillError(
            .invalidRecurrenceRule, "invalid recurrence rule: " + english, chinese: "重复规则无效：" + chinese)
    }

    /// `text` cut to 40 characters for quoting.
    static func quoted(_ text: some StringProtocol) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : String(text)
    }

    static func number(_ value: Int, of part: String, in range: Range) throws(StandardSkillError) {
        guard range.contains(value) else { throw outOfRange(part, String(value), range) }
    }

    static func numbers(_ values: [Int], of part: String, in range: Range) throws(StandardSkillError) {
        for value in values { try number(value, of: part, in: range) }
    }

    static func outOfRange(_ part: String, _ value: String, _ range: Range) -> StandardSkillError {
        error(
            "\(part) value '\(quoted(value))' is out of range — use \(range.english)",
            chinese: "\(part) 的值“\(quoted(value))”超出范围——请用 \(range.chinese)")
    }

    static func notANumber(_ part: String, _ value: String, _ range: Range) -> StandardSkillError {
        error(
            "\(part) value '\(quoted(value))' is not a whole number — use \(range.english)",
            chinese: "\(part) 的值“\(quoted(value))”不是整数——请用 \(range.chinese)")
    }

    /// A `BYDAY` week number: in range, and only where RFC 5545 §3.3.10 allows one.
    static func ordinal(
        _ item: RecurrenceRule.WeekdayNumber, ordinal: Int, frequency: RecurrenceRule.Frequency, hasWeekNumbers: Bool
    ) throws(StandardSkillError) {
        let text = item.description
        guard ordinal != 0, abs(ordinal) <= 53 else {
            throw error(
                "BYDAY value '\(text)' is out of range — the number before the weekday must be 1 to 53 or -53 to -1",
                chinese: "BYDAY 的值“\(text)”超出范围——星期前的序号须为 1 到 53 或 -53 到 -1")
        }
        let weekday = item.weekday.rawValue
        if frequency == .daily || frequency == .weekly {
            throw error(
                "BYDAY value '\(text)' has a number, which only FREQ=MONTHLY or FREQ=YEARLY can use — write"
                    + " \(weekday) alone",
                chinese: "BYDAY 的值“\(text)”带序号，只有 FREQ=MONTHLY 或 FREQ=YEARLY 能用——请只写 \(weekday)")
        }
        if hasWeekNumbers {
            throw error(
                "BYDAY value '\(text)' has a number, which cannot be combined with BYWEEKNO — write \(weekday) alone",
                chinese: "BYDAY 的值“\(text)”带序号，不能与 BYWEEKNO 同用——请只写 \(weekday)")
        }
    }

    /// The parts RFC 5545's table (§3.3.10) marks N/A for a frequency.
    static func combination(
        frequency: RecurrenceRule.Frequency, byMonthDay: Bool, byYearDay: Bool, byWeekNumber: Bool
    ) throws(StandardSkillError) {
        let name = frequency.rawValue
        if byMonthDay, frequency == .weekly {
            throw error(
                "BYMONTHDAY cannot be used with FREQ=WEEKLY — use BYDAY for days of the week, or FREQ=MONTHLY",
                chinese: "BYMONTHDAY 不能与 FREQ=WEEKLY 同用——按星期请用 BYDAY，按日期请用 FREQ=MONTHLY")
        }
        if byYearDay, frequency != .yearly {
            throw error(
                "BYYEARDAY cannot be used with FREQ=\(name) — only with FREQ=YEARLY",
                chinese: "BYYEARDAY 不能与 FREQ=\(name) 同用——只能用于 FREQ=YEARLY")
        }
        if byWeekNumber, frequency != .yearly {
            throw error(
                "BYWEEKNO cannot be used with FREQ=\(name) — only with FREQ=YEARLY",
                chinese: "BYWEEKNO 不能与 FREQ=\(name) 同用——只能用于 FREQ=YEARLY")
        }
    }

    static func setPositionAlone() -> StandardSkillError {
        error(
            "BYSETPOS needs another BY part to choose from — like BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1"
                + " (the last weekday)",
            chinese: "BYSETPOS 需要另一个 BY 部分作为挑选范围——如 BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1（最后一个工作日）")
    }

    static func badUntilTime(hour: Int, minute: Int, second: Int) -> StandardSkillError {
        let time = "\(zeroPadded(hour, 2)):\(zeroPadded(minute, 2)):\(zeroPadded(second, 2))"
        return error(
            "UNTIL time '\(time)' is not a time of day — use 00:00:00 to 23:59:59",
            chinese: "UNTIL 的时刻“\(time)”不是一天中的时刻——请用 00:00:00 到 23:59:59")
    }

    static func untilOutOfYears() -> StandardSkillError {
        error(
            "UNTIL is outside the years 1 to 9999 the calendar holds",
            chinese: "UNTIL 超出了日历的 1 年到 9999 年")
    }

    /// The UTC `UNTIL` instants a rule can write back: years 1 to 9999 in UTC.
    static let utcUntilRange: ClosedRange<Date> =
        CalendarBounds.firstDay.start(in: .gmt)...CalendarBounds.endDay.start(in: .gmt).addingTimeInterval(-1)
}

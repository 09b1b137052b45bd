import Foundation

/// `calendar.create`'s `repeat` argument made into a series every peer reads the same way.
///
/// 1. **Read** the `RRULE` with ``RecurrenceRule`` (errors name the bad part, in both languages;
///    `HOURLY` and finer are refused).
/// 2. **`UNTIL`** takes the form RFC 5545 requires with the start: for a timed event with a zone, a
///    date (`UNTIL=20270331`, "through that day") becomes the last second of that day there, in
///    UTC, and a floating time the UTC instant it names there; for an all-day event, a date.
/// 3. **The first occurrence.** When the start given is not itself an occurrence (a Thursday for
///    `BYDAY=WE`), the series starts at the rule's first occurrence after it, so `DTSTART` is in the
///    set and every calendar agrees on the set.
enum CalendarRepeat {
    /// The series' rule and its first occurrence's start.
    struct Series: Sendable, Hashable {
        var rule: RecurrenceRule
        var start: Date
    }

    /// Reads `text` for an event starting at `start` in `zone`.
    ///
    /// - Throws: ``StandardSkillError``: `invalidRecurrenceRule` naming the part; `invalidArgument`
    ///   when the rule gives no occurrence at or after the start.
    static func series(_ text: String, start: Date, allDay: Bool, zone: TimeZone) throws(StandardSkillError) -> Series {
        var rule = try RecurrenceRule(parsing: text)
        if case .until(let until) = rule.end {
            rule = try rule.ending(.until(normalized(until, allDay: allDay, zone: zone)))
        }
        let wall = LocalDateTime(start, in: zone)
        let recurrence = Recurrence(rule: rule, start: wall, timeZone: zone)
        guard
            let first = recurrence.occurrences(from: start, to: CalendarBounds.endDay.start(in: .gmt), limit: 1).starts
                .first
        else {
            let day = LocalDate(start, in: zone).iso
            throw StandardSkillError(
                .invalidArgument,
                "the rule \(rule.text) gives no occurrence on or after the start (\(day)) — check its days and its end",
                chinese: "重复规则 \(rule.text) 在开始日期（\(day)）当天及之后没有任何一次——请检查日期和结束条件")
        }
        return Series(rule: rule, start: first)
    }

    /// `until` in the form the start's type needs (see the type's step 2).
    static func normalized(_ until: RecurrenceRule.Until, allDay: Bool, zone: TimeZone) -> RecurrenceRule.Until {
        switch (until, allDay) {
        case (.date, true): return until
        case (.localTime(let day, _, _, _), true): return .date(day)
        case (.utc(let instant), true): return .date(LocalDate(instant, in: zone))
        case (.date(let day), false):
            return .utc(CalendarBounds.stamp(day.adding(days: 1).start(in: zone).addingTimeInterval(-1)))
        case (.localTime(let day, let hour, let minute, let second), false):
            return .utc(
                CalendarBounds.stamp(
                    LocalDateTime(date: day, hour: hour, minute: minute, second: second).instant(in: zone)))
        case (.utc, false): return until
        }
    }
}

extension RecurrenceRule {
    /// This rule with another end (`COUNT`, `UNTIL` or none).
    func ending(_ end: End) throws(StandardSkillError) -> RecurrenceRule {
        try RecurrenceRule(
            frequency: frequency, interval: interval, end: end, byDay: byDay, byMonthDay: byMonthDay, byMonth: byMonth,
            byYearDay: byYearDay, byWeekNumber: byWeekNumber, byHour: byHour, byMinute: byMinute, bySecond: bySecond,
            bySetPosition: bySetPosition, weekStart: weekStart)
    }
}

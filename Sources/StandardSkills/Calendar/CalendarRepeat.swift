import Foundation

/// `calendar.create`'s `repeat` argument made into a series every peer reads the same way.
///
/// 1. **Read** the `RRULE` with ``RecurrenceRule`` (errors name the bad part, in both languages;
///    `HOURLY` and finer are refused).
/// 2. **`UNTIL`** takes the form RFC 5545 requires with the start
///    (``RecurrenceRule/withUntil(forAllDay:in:)``).
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
        let rule = try RecurrenceRule(parsing: text).withUntil(forAllDay: allDay, in: zone)
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
}

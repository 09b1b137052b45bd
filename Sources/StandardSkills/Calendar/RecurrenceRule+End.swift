import Foundation

/// How a rule ends, shared by repeating events (``CalendarRepeat``) and repeating reminders
/// (``ReminderSeries``).
extension RecurrenceRule {
    /// This rule with another end (`COUNT`, `UNTIL` or none).
    ///
    /// - Throws: ``StandardSkillError`` when the parts do not make a rule with that end.
    func ending(_ end: End) throws(StandardSkillError) -> RecurrenceRule {
        try RecurrenceRule(
            frequency: frequency, interval: interval, end: end, byDay: byDay, byMonthDay: byMonthDay, byMonth: byMonth,
            byYearDay: byYearDay, byWeekNumber: byWeekNumber, byHour: byHour, byMinute: byMinute, bySecond: bySecond,
            bySetPosition: bySetPosition, weekStart: weekStart)
    }

    /// The same rule with no `COUNT` or `UNTIL`.
    var withoutEnd: RecurrenceRule {
        // The parts were checked when this rule was made, so remaking it with no end cannot fail.
        (try? ending(.never)) ?? self
    }

    /// This rule with its `UNTIL` in the form RFC 5545 requires beside a start of that kind (see
    /// ``until(_:forAllDay:in:)``); a rule with another end is returned as it is.
    func withUntil(forAllDay allDay: Bool, in zone: TimeZone) throws(StandardSkillError) -> RecurrenceRule {
        guard case .until(let until) = end else { return self }
        return try ending(.until(Self.until(until, forAllDay: allDay, in: zone)))
    }

    /// `until` in the form RFC 5545 requires beside the start: for a timed start with a zone, a
    /// date (`UNTIL=20270331`, "through that day") becomes the last second of that day there, in
    /// UTC, and a floating time the UTC instant it names there; for an all-day start, a date.
    static func until(_ until: Until, forAllDay allDay: Bool, in zone: TimeZone) -> Until {
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

import Foundation

/// The time the calendar holds: calendar years 1 to 9999, the years iCalendar's four-digit dates
/// can write, so whatever the calendar holds it can export, and whatever it exports it can import.
///
/// 1. A timed event starts at or after 0001-01-01 00:00 and ends (exclusively) at or before
///    10000-01-01 00:00, both in UTC and in its own zone: its times may be written either way.
/// 2. An all-day event's days are 0001-01-01 to 9999-12-31 in its zone (only dates are written).
///    An event on 9999-12-31 ends at 10000-01-01 00:00, which a `DTEND` cannot say: the export
///    writes `DURATION` instead (so does a timed event ending at exactly that moment).
///
/// The store refuses events outside these bounds, the importer refuses them with the event's line,
/// and the export clamps older records into them rather than write a year it could not read back.
enum CalendarBounds {
    /// The first day the calendar holds.
    static let firstDay = LocalDate(daysSince1970: CivilDays.days(year: 1, month: 1, day: 1))
    /// The day after the last day the calendar holds (10000-01-01): where the latest events end.
    static let endDay = LocalDate(daysSince1970: CivilDays.days(year: 10_000, month: 1, day: 1))

    /// The instants an event may start and end at (both included), in `zone`.
    static func range(allDay: Bool, zone: TimeZone) -> ClosedRange<Date> {
        let local = firstDay.start(in: zone)...endDay.start(in: zone)
        guard !allDay else { return local }
        let utc = firstDay.start(in: .gmt)...endDay.start(in: .gmt)
        let lower = max(local.lowerBound, utc.lowerBound)
        return lower...max(lower, min(local.upperBound, utc.upperBound))
    }

    /// How an event falls outside the calendar's years.
    enum Violation: Sendable, Hashable {
        case startsBeforeYear1, startsAfterYear9999, endsAfterYear9999

        /// `starts before the year 1 — the calendar holds years 1 to 9999`, and so on.
        var detail: String {
            let what =
                switch self {
                case .startsBeforeYear1: "starts before the year 1"
                case .startsAfterYear9999: "starts after the year 9999"
                case .endsAfterYear9999: "ends after the year 9999"
                }
            return "\(what) — the calendar holds years 1 to 9999"
        }

        /// `it` and the ``detail``.
        var message: String { "it " + detail }

        /// The ``detail`` in Chinese: `开始时间早于公元 1 年——日历只能保存 1 年到 9999 年的日程`, and so on.
        var chineseDetail: String {
            let what =
                switch self {
                case .startsBeforeYear1: "开始时间早于公元 1 年"
                case .startsAfterYear9999: "开始时间晚于 9999 年"
                case .endsAfterYear9999: "结束时间晚于 9999 年"
                }
            return "\(what)——日历只能保存 1 年到 9999 年的日程"
        }
    }

    /// How an event falls outside the calendar's years (it must start at or after the range's lower
    /// bound and before its upper bound, and end by the upper bound), or `nil` when it fits.
    static func violation(_ event: CalendarEvent) -> Violation? {
        let range = range(allDay: event.allDay, zone: event.resolvedTimeZone)
        if !(event.start >= range.lowerBound) { return .startsBeforeYear1 }
        if !(event.start < range.upperBound) { return .startsAfterYear9999 }
        if !(event.end <= range.upperBound) { return .endsAfterYear9999 }
        return nil
    }

    /// ``violation(_:)``'s message, or `nil` when the event fits.
    static func problem(_ event: CalendarEvent) -> String? {
        violation(event)?.message
    }

    /// `event`'s start and end moved into the calendar's years, for an export that must never write
    /// a year it cannot read back (events stored before the bounds were checked).
    static func clamped(_ event: CalendarEvent) -> (start: Date, end: Date) {
        let range = range(allDay: event.allDay, zone: event.resolvedTimeZone)
        let start = clamp(event.start, to: range.lowerBound...range.upperBound.addingTimeInterval(-1))
        let end = clamp(event.end, to: range)
        return (start, max(start, end))
    }

    /// `date` moved into `range` (NaN to its lower bound).
    static func clamp(_ date: Date, to range: ClosedRange<Date>) -> Date {
        guard !date.timeIntervalSince1970.isNaN else { return range.lowerBound }
        return min(max(date, range.lowerBound), range.upperBound)
    }

    /// A moment for `DTSTAMP` and `LAST-MODIFIED`: `date` moved into the UTC years 1 to 9999, whole
    /// seconds.
    static func stamp(_ date: Date) -> Date {
        let utc = firstDay.start(in: .gmt)...endDay.start(in: .gmt).addingTimeInterval(-1)
        return clamp(date, to: utc)
    }
}

import Foundation

/// Writes `VTIMEZONE` components (RFC 5545 §3.6.5) from Foundation's time zone data.
///
/// Rather than guess recurrence rules, each component lists the observances actually in force at
/// the event times that use the zone: for each instant, the last offset transition before it
/// (found with `TimeZone.nextDaylightSavingTimeTransition(after:)`), written as a one-off
/// `STANDARD` or `DAYLIGHT` with its `DTSTART`, `TZOFFSETFROM` and `TZOFFSETTO`. A reader that
/// picks the latest observance starting before a time therefore gets the right offset for every
/// event in the file. A zone with no transition in the year before an instant (Asia/Shanghai)
/// gets a single `STANDARD` with a constant offset.
enum ICalendarTimeZones {
    /// One observance: from `onset` on, the zone is `offsetTo` seconds from UTC.
    struct Observance: Hashable, Comparable {
        var onset: Date
        var offsetFrom: Int
        var offsetTo: Int
        var isDaylight: Bool
        var name: String?

        static func < (lhs: Observance, rhs: Observance) -> Bool { lhs.onset < rhs.onset }
    }

    /// How far back to look for the transition in force; every zone with DST has one within a year.
    private static let lookBack: TimeInterval = 400 * 86_400

    /// The observance in force in `zone` at `instant`.
    static func observance(in zone: TimeZone, at instant: Date) -> Observance {
        let windowStart = instant.addingTimeInterval(-lookBack)
        var transition: Date?
        var cursor = windowStart
        for _ in 0..<16 {
            guard let next = zone.nextDaylightSavingTimeTransition(after: cursor), next <= instant else { break }
            transition = next
            cursor = next
        }
        if let transition {
            return Observance(
                onset: transition, offsetFrom: zone.secondsFromGMT(for: transition.addingTimeInterval(-1)),
                offsetTo: zone.secondsFromGMT(for: transition), isDaylight: zone.isDaylightSavingTime(for: transition),
                name: zone.abbreviation(for: transition))
        }
        // No transition in the window: the offset is constant over it. Start the observance at the first
        // midnight inside the window, so it can never claim an hour from before a transition.
        let offset = zone.secondsFromGMT(for: instant)
        let windowWall = LocalDateTime(windowStart, offsetFromGMT: offset)
        let midnight = LocalDateTime(date: windowWall.date.adding(days: 1), hour: 0, minute: 0, second: 0)
        return Observance(
            onset: midnight.instant(offsetFromGMT: offset), offsetFrom: offset, offsetTo: offset,
            isDaylight: zone.isDaylightSavingTime(for: instant), name: zone.abbreviation(for: instant))
    }

    /// The content lines of a `VTIMEZONE` for `zone` that is right at every one of `instants`.
    static func component(for zone: TimeZone, tzid: String, covering instants: [Date]) -> [String] {
        var found: Set<Observance> = []
        var current: (observance: Observance, until: Date?)?
        for instant in instants.sorted() {
            // Sorted instants before the next transition share the observance: no need to look again.
            if let current, current.until.map({ instant < $0 }) ?? true { continue }
            let observance = observance(in: zone, at: instant)
            found.insert(observance)
            current = (observance, zone.nextDaylightSavingTimeTransition(after: instant))
        }
        let observances = found.sorted()
        var lines = ["BEGIN:VTIMEZONE", "TZID:" + ICalendarText.escape(tzid)]
        for observance in observances {
            let kind = observance.isDaylight ? "DAYLIGHT" : "STANDARD"
            lines.append("BEGIN:" + kind)
            // DTSTART of an observance is the local time in the offset in force before it; one that
            // began before the year 1 (the window looks back 400 days) is written as starting then.
            let onset = LocalDateTime(observance.onset, offsetFromGMT: observance.offsetFrom)
            let first = LocalDateTime(date: CalendarBounds.firstDay, hour: 0, minute: 0, second: 0)
            lines.append("DTSTART:" + (onset.date < CalendarBounds.firstDay ? first : onset).basicFormat)
            lines.append("TZOFFSETFROM:" + utcOffset(observance.offsetFrom))
            lines.append("TZOFFSETTO:" + utcOffset(observance.offsetTo))
            if let name = observance.name, !name.isEmpty {
                lines.append("TZNAME:" + ICalendarText.escape(name))
            }
            lines.append("END:" + kind)
        }
        lines.append("END:VTIMEZONE")
        return lines
    }

    /// A UTC-OFFSET value: `+0800`, `-0430`, or `+053328` when seconds are needed.
    static func utcOffset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = abs(seconds)
        let text = sign + zeroPadded(magnitude / 3600, 2) + zeroPadded(magnitude % 3600 / 60, 2)
        return magnitude % 60 == 0 ? text : text + zeroPadded(magnitude % 60, 2)
    }
}

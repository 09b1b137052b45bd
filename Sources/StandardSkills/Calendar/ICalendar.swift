import Foundation

/// iCalendar (RFC 5545) files for ``CalendarEvent``s: ``export(_:productID:)`` writes one,
/// ``parse(_:defaultTimeZone:)`` reads one (from us or from any calendar app).
///
/// ```swift
/// let text = ICalendar.export(events)                  // "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n…"
/// let back = try ICalendar.parse(text, defaultTimeZone: .gmt)  // == events
/// ```
///
/// What survives a round trip: uid, title, start and end (whole seconds), time zone, location,
/// notes, stamp and all-day. Text is normalized on the way out and on the way in: CRLF and lone CR
/// become `\n`, and control characters other than tab are dropped (iCalendar TEXT cannot hold them).
public enum ICalendar {
    /// The largest text ``parse(_:defaultTimeZone:)`` accepts, in UTF-8 bytes (16 MiB).
    public static let maximumInputBytes = 16 << 20
    /// The longest line ``parse(_:defaultTimeZone:)`` accepts, in UTF-8 bytes, after unfolding (1 MiB).
    public static let maximumLineBytes = 1 << 20
    /// The non-standard property that keeps an event's time zone where no `TZID` can: on all-day
    /// events (a `DATE` cannot carry one) and on events whose times both had to be written in UTC.
    static let allDayTimeZoneProperty = "X-AGENTSKILL-TZID"

    /// Writes a `VCALENDAR` holding one `VEVENT` per event, in order.
    ///
    /// - Timed events with a ``CalendarEvent/timeZone`` Foundation knows get `DTSTART;TZID=…` local
    ///   times and one `VTIMEZONE` per zone, right for the events' dates; those without (or with a
    ///   zone Foundation does not know) get UTC times (`…Z`). A local time that happens twice when
    ///   clocks go back names its first occurrence, so an event at the second one is written in UTC
    ///   (with `X-AGENTSKILL-TZID` naming its zone when neither time could keep it).
    /// - All-day events get `VALUE=DATE` days in their zone, and an `X-AGENTSKILL-TZID` naming it
    ///   (`GMT` for UTC), so they read back in the same zone whatever the reader's default.
    /// - Every date written is in the years 1 to 9999 (``CalendarBounds``): an end that would be
    ///   10000-01-01 (an all-day event on 9999-12-31) is written as a `DURATION`, and an event stored
    ///   before the bounds were checked is clamped into them, `DTSTAMP` included.
    /// - Lines end in CRLF and fold at 75 octets, never inside a UTF-8 character.
    ///
    /// - Parameters:
    ///   - events: the events to write.
    ///   - productID: the `PRODID`, naming the program that wrote the file.
    /// - Returns: the file's text.
    public static func export(_ events: [CalendarEvent], productID: String = "-//AgentSkill//AgentSkill//EN") -> String
    {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + ICalendarText.escape(productID), "CALSCALE:GREGORIAN",
        ]
        var instantsByZone: [String: (zone: TimeZone, instants: [Date])] = [:]
        var body: [String] = []
        for event in events {
            body += vevent(event, zones: &instantsByZone)
        }
        for (tzid, entry) in instantsByZone.sorted(by: { $0.key < $1.key }) {
            lines += ICalendarTimeZones.component(for: entry.zone, tzid: tzid, covering: entry.instants)
        }
        lines += body
        lines.append("END:VCALENDAR")
        var bytes: [UInt8] = []
        for line in lines {
            ICalendarText.appendFolded(line, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The content lines of one `VEVENT`; adds the instants written in each zone to `zones`.
    private static func vevent(
        _ event: CalendarEvent, zones: inout [String: (zone: TimeZone, instants: [Date])]
    ) -> [String] {
        let stamp = CalendarBounds.stamp(event.stamp)
        var lines = ["BEGIN:VEVENT", "UID:" + ICalendarText.escape(event.uid), "DTSTAMP:" + utc(stamp)]
        var zoneProperty: String?
        let (start, end) = CalendarBounds.clamped(event)
        if event.allDay {
            let zone = event.resolvedTimeZone
            let first = LocalDate(start, in: zone)
            let last = max(first, LocalDate(end.addingTimeInterval(-1), in: zone))
            lines.append("DTSTART;VALUE=DATE:" + first.basicFormat)
            let after = last.adding(days: 1)
            if after < CalendarBounds.endDay {
                lines.append("DTEND;VALUE=DATE:" + after.basicFormat)
            } else {  // 10000-01-01: a DATE cannot say it
                lines.append("DURATION:P\(after.daysSince1970 - first.daysSince1970)D")
            }
            zoneProperty = zone.identifier
        } else {
            let zone = event.knownTimeZone
            var wroteZone = false
            for (name, instant) in [("DTSTART", start), ("DTEND", end)] {
                let local = zone.flatMap { zone in localTime(instant, in: zone).map { (zone, $0) } }
                let wall = local?.1 ?? LocalDateTime(instant, offsetFromGMT: 0)
                if wall.date.year > 9999 {  // only an end at 10000-01-01 00:00
                    lines.append("DURATION:PT\(wholeSeconds(end) - wholeSeconds(start))S")
                } else if let (zone, local) = local {
                    lines.append(
                        name + ";TZID=" + ICalendarText.parameterValue(zone.identifier) + ":" + local.basicFormat)
                    zones[zone.identifier, default: (zone, [])].instants.append(instant)
                    wroteZone = true
                } else {
                    lines.append(name + ":" + wall.basicFormat + "Z")
                }
            }
            if let zone, !wroteZone {
                zoneProperty = zone.identifier  // both times fell in a repeated hour
            }
        }
        lines.append("SUMMARY:" + ICalendarText.escape(event.title))
        if let location = event.location {
            lines.append("LOCATION:" + ICalendarText.escape(location))
        }
        if let notes = event.notes {
            lines.append("DESCRIPTION:" + ICalendarText.escape(notes))
        }
        if let zoneProperty {
            lines.append(allDayTimeZoneProperty + ":" + ICalendarText.escape(zoneProperty))
        }
        lines.append("END:VEVENT")
        return lines
    }

    /// A UTC DATE-TIME: `20261203T013000Z`.
    static func utc(_ instant: Date) -> String {
        LocalDateTime(instant, offsetFromGMT: 0).basicFormat + "Z"
    }

    /// Whole seconds since 1970 of an instant within ``CalendarBounds``.
    private static func wholeSeconds(_ instant: Date) -> Int {
        Int(instant.timeIntervalSince1970.rounded(.down))
    }

    /// The local DATE-TIME of `instant` in `zone`, or nil when reading it back would give another
    /// instant (the second occurrence of a repeated hour).
    private static func localTime(_ instant: Date, in zone: TimeZone) -> LocalDateTime? {
        let local = LocalDateTime(instant, in: zone)
        let wholeSeconds = instant.timeIntervalSince1970.rounded(.down)
        return local.instant(in: zone).timeIntervalSince1970 == wholeSeconds ? local : nil
    }
}

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
/// notes, stamp and all-day. Text is normalized on the way out: CRLF and lone CR in notes become
/// `\n`, and control characters other than tab are dropped (iCalendar TEXT cannot hold them).
public enum ICalendar {
    /// The largest text ``parse(_:defaultTimeZone:)`` accepts, in UTF-8 bytes (16 MiB).
    public static let maximumInputBytes = 16 << 20
    /// The longest line ``parse(_:defaultTimeZone:)`` accepts, in UTF-8 bytes, after unfolding (1 MiB).
    public static let maximumLineBytes = 1 << 20
    /// The non-standard property that keeps an all-day event's time zone (a `DATE` cannot carry a `TZID`).
    static let allDayTimeZoneProperty = "X-AGENTSKILL-TZID"

    /// Writes a `VCALENDAR` holding one `VEVENT` per event, in order.
    ///
    /// - Timed events with a ``CalendarEvent/timeZone`` Foundation knows get `DTSTART;TZID=…` local
    ///   times and one `VTIMEZONE` per zone, right for the events' dates; those without (or with a
    ///   zone Foundation does not know) get UTC times (`…Z`). A local time that happens twice when
    ///   clocks go back names its first occurrence, so an event at the second one is written in UTC.
    /// - All-day events get `VALUE=DATE` days in their zone, and an `X-AGENTSKILL-TZID` naming it
    ///   (`GMT` for UTC), so they read back in the same zone whatever the reader's default.
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
        var eventLines: [String] = []
        for event in events {
            eventLines.append("BEGIN:VEVENT")
            eventLines.append("UID:" + ICalendarText.escape(event.uid))
            eventLines.append("DTSTAMP:" + utc(event.stamp))
            if event.allDay {
                let zone = event.resolvedTimeZone
                let first = LocalDate(event.start, in: zone)
                let last = LocalDate(event.end.addingTimeInterval(-1), in: zone)
                let end = max(first, last).adding(days: 1)
                eventLines.append("DTSTART;VALUE=DATE:" + first.basicFormat)
                eventLines.append("DTEND;VALUE=DATE:" + end.basicFormat)
            } else {
                for (name, instant) in [("DTSTART", event.start), ("DTEND", event.end)] {
                    if let id = event.timeZone, let zone = TimeZone(identifier: id),
                        let local = localTime(instant, in: zone)
                    {
                        eventLines.append(name + ";TZID=" + ICalendarText.parameterValue(zone.identifier) + ":" + local)
                        instantsByZone[zone.identifier, default: (zone, [])].instants.append(instant)
                    } else {
                        eventLines.append(name + ":" + utc(instant))
                    }
                }
            }
            eventLines.append("SUMMARY:" + ICalendarText.escape(event.title))
            if let location = event.location {
                eventLines.append("LOCATION:" + ICalendarText.escape(location))
            }
            if let notes = event.notes {
                eventLines.append("DESCRIPTION:" + ICalendarText.escape(notes))
            }
            if event.allDay {
                eventLines.append(
                    allDayTimeZoneProperty + ":" + ICalendarText.escape(event.resolvedTimeZone.identifier))
            }
            eventLines.append("END:VEVENT")
        }
        for (tzid, entry) in instantsByZone.sorted(by: { $0.key < $1.key }) {
            lines += ICalendarTimeZones.component(for: entry.zone, tzid: tzid, covering: entry.instants)
        }
        lines += eventLines
        lines.append("END:VCALENDAR")
        var bytes: [UInt8] = []
        for line in lines {
            ICalendarText.appendFolded(line, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A UTC DATE-TIME: `20261203T013000Z`.
    static func utc(_ instant: Date) -> String {
        LocalDateTime(instant, offsetFromGMT: 0).basicFormat + "Z"
    }

    /// The local DATE-TIME of `instant` in `zone`, or nil when reading it back would give another
    /// instant (the second occurrence of a repeated hour).
    private static func localTime(_ instant: Date, in zone: TimeZone) -> String? {
        let local = LocalDateTime(instant, in: zone)
        let wholeSeconds = instant.timeIntervalSince1970.rounded(.down)
        return local.instant(in: zone).timeIntervalSince1970 == wholeSeconds ? local.basicFormat : nil
    }
}

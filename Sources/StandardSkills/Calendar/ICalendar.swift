import Foundation

/// iCalendar (RFC 5545) files for ``CalendarEvent``s and to-dos (``ICalendarTodo``):
/// ``export(_:todos:productID:)`` writes one, ``read(_:defaultTimeZone:)`` reads one (from us or
/// from any calendar app), ``parse(_:defaultTimeZone:)`` reads only its events.
///
/// ```swift
/// let text = ICalendar.export(events, todos: todos)    // "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n…"
/// let back = try ICalendar.read(text, defaultTimeZone: .gmt)  // back.events == events, back.todos == todos
/// ```
///
/// What survives a round trip: uid, title, start and end (whole seconds), time zone, location,
/// notes, stamp, all-day, the repetition (`RRULE`, `RDATE`, `EXDATE`), overrides of single
/// occurrences (`RECURRENCE-ID`) and alarms (offsets from the start, whole seconds); of a to-do,
/// every field of ``ICalendarTodo``. Text is normalized on the way out and on the way in: CRLF and lone CR
/// become `\n`, and control characters other than tab are dropped (iCalendar TEXT cannot hold them).
public enum ICalendar {
    /// The largest text ``parse(_:defaultTimeZone:)`` accepts, in UTF-8 bytes (16 MiB).
    public static let maximumInputBytes = 16 << 20
    /// The longest line ``parse(_:defaultTimeZone:)`` accepts, in UTF-8 bytes, after unfolding (1 MiB).
    public static let maximumLineBytes = 1 << 20
    /// The non-standard property that keeps an event's time zone where no `TZID` can: on all-day
    /// events (a `DATE` cannot carry one) and on events whose times both had to be written in UTC.
    static let allDayTimeZoneProperty = "X-AGENTSKILL-TZID"

    /// Writes a `VCALENDAR` holding one `VEVENT` per event — each series followed by its
    /// overrides — and one `VTODO` per to-do.
    ///
    /// - Timed events with a ``CalendarEvent/timeZone`` Foundation knows get `DTSTART;TZID=…` local
    ///   times and one `VTIMEZONE` per zone, right for the events' dates; those without (or with a
    ///   zone Foundation does not know) get UTC times (`…Z`). A local time that happens twice when
    ///   clocks go back names its first occurrence, so an event at the second one is written in UTC
    ///   (with `X-AGENTSKILL-TZID` naming its zone when neither time could keep it).
    /// - All-day events get `VALUE=DATE` days in their zone, and an `X-AGENTSKILL-TZID` naming it
    ///   (`GMT` for UTC), so they read back in the same zone whatever the reader's default.
    /// - A series gets its `RRULE` (canonical text), `EXDATE`s and `RDATE`s written like its
    ///   `DTSTART` (same `TZID`, or `VALUE=DATE`), and its `VTIMEZONE` covers the zone's changes
    ///   over the series (until its end, at most 20 years); overrides follow it, with a
    ///   `RECURRENCE-ID` written the same way. An override whose series is not among `events` is
    ///   written at the end, `RECURRENCE-ID` and all.
    /// - Alarms are `VALARM`s with `ACTION:DISPLAY`, the title as `DESCRIPTION`, and a
    ///   `TRIGGER` relative to the start in exact hours, minutes and seconds.
    /// - To-dos: see ``ICalendarTodo``.
    /// - Every date written is in the years 1 to 9999 (``CalendarBounds``): an end that would be
    ///   10000-01-01 (an all-day event on 9999-12-31) is written as a `DURATION`, and an event stored
    ///   before the bounds were checked is clamped into them, `DTSTAMP` included; an `RDATE`,
    ///   `EXDATE` or `RECURRENCE-ID` outside them is left out.
    /// - Lines end in CRLF and fold at 75 octets, never inside a UTF-8 character.
    ///
    /// - Parameters:
    ///   - events: the events to write.
    ///   - todos: the to-dos to write (`VTODO`s, after the events).
    ///   - productID: the `PRODID`, naming the program that wrote the file.
    /// - Returns: the file's text.
    public static func export(
        _ events: [CalendarEvent], todos: [ICalendarTodo] = [], productID: String = "-//AgentSkill//AgentSkill//EN"
    ) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + ICalendarText.escape(productID), "CALSCALE:GREGORIAN",
        ]
        var writer = ICalendarWriter()
        var body: [String] = []
        for event in ICalendarWriter.seriesOrder(events) {
            body += writer.vevent(event)
        }
        for todo in todos {
            body += writer.vtodo(todo)
        }
        for (tzid, entry) in writer.zones.sorted(by: { $0.key < $1.key }) {
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

    /// A UTC DATE-TIME: `20261203T013000Z`.
    static func utc(_ instant: Date) -> String {
        LocalDateTime(instant, offsetFromGMT: 0).basicFormat + "Z"
    }
}

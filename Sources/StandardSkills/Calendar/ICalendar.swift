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

/// Writes the components of ``ICalendar/export(_:todos:productID:)``, remembering the instants
/// written in each zone for its `VTIMEZONE`.
struct ICalendarWriter {
    /// The instants written as local times, by `TZID`.
    var zones: [String: (zone: TimeZone, instants: [Date])] = [:]

    /// The events with each series' overrides right after it (by original start), the rest in order.
    static func seriesOrder(_ events: [CalendarEvent]) -> [CalendarEvent] {
        let masters = Set(events.filter { $0.recurrenceID == nil }.map(\.uid))
        var overrides: [String: [CalendarEvent]] = [:]
        var orphans: [CalendarEvent] = []
        for event in events where event.recurrenceID != nil {
            if masters.contains(event.uid) {
                overrides[event.uid, default: []].append(event)
            } else {
                orphans.append(event)
            }
        }
        var ordered: [CalendarEvent] = []
        for event in events where event.recurrenceID == nil {
            ordered.append(event)
            if let own = overrides.removeValue(forKey: event.uid) {
                ordered += own.sorted { ($0.recurrenceID ?? $0.start) < ($1.recurrenceID ?? $1.start) }
            }
        }
        return ordered + orphans
    }

    /// The content lines of one `VEVENT`.
    mutating func vevent(_ event: CalendarEvent) -> [String] {
        let stamp = CalendarBounds.stamp(event.stamp)
        var lines = ["BEGIN:VEVENT", "UID:" + ICalendarText.escape(event.uid), "DTSTAMP:" + ICalendar.utc(stamp)]
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
                let local = zone.flatMap { zone in Self.localTime(instant, in: zone).map { (zone, $0) } }
                let wall = local?.1 ?? LocalDateTime(instant, offsetFromGMT: 0)
                if wall.date.year > 9999 {  // only an end at 10000-01-01 00:00
                    lines.append("DURATION:PT\(Self.wholeSeconds(end) - Self.wholeSeconds(start))S")
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
            if let zone, event.recurrenceRule != nil { coverSeries(event, in: zone) }
        }
        if let recurrenceID = event.recurrenceID {
            lines += times("RECURRENCE-ID", [recurrenceID], of: event)
        }
        if let rule = event.recurrenceRule {
            lines.append("RRULE:" + rule)
        }
        lines += times("RDATE", event.recurrenceDates, of: event)
        lines += times("EXDATE", event.exceptionDates, of: event)
        lines.append("SUMMARY:" + ICalendarText.escape(event.title))
        if let location = event.location {
            lines.append("LOCATION:" + ICalendarText.escape(location))
        }
        if let notes = event.notes {
            lines.append("DESCRIPTION:" + ICalendarText.escape(notes))
        }
        if let zoneProperty {
            lines.append(ICalendar.allDayTimeZoneProperty + ":" + ICalendarText.escape(zoneProperty))
        }
        for offset in event.alarmOffsets where offset.isFinite {
            lines += ICalendarAlarms.lines(seconds: Int(offset.rounded()), description: event.title)
        }
        lines.append("END:VEVENT")
        return lines
    }

    /// `RDATE`, `EXDATE` or `RECURRENCE-ID` lines for `instants`, written as `event`'s `DTSTART`
    /// is: `VALUE=DATE` days for an all-day event, else local times with its `TZID`, else UTC.
    /// When one instant cannot be a local time (the second of a repeated hour) each gets a line
    /// of its own, so their order survives. Instants outside the years 1 to 9999 are left out.
    mutating func times(_ name: String, _ instants: [Date], of event: CalendarEvent) -> [String] {
        let years = CalendarBounds.range(allDay: false, zone: .gmt)
        let instants = instants.filter { years.contains($0) && $0 < years.upperBound }
        guard !instants.isEmpty else { return [] }
        if event.allDay {
            let zone = event.resolvedTimeZone
            return [name + ";VALUE=DATE:" + instants.map { LocalDate($0, in: zone).basicFormat }.joined(separator: ",")]
        }
        guard let zone = event.knownTimeZone else {
            return [name + ":" + instants.map(ICalendar.utc).joined(separator: ",")]
        }
        let locals = instants.map { Self.localTime($0, in: zone) }
        let prefix = name + ";TZID=" + ICalendarText.parameterValue(zone.identifier) + ":"
        zones[zone.identifier, default: (zone, [])].instants += zip(instants, locals).filter { $1 != nil }.map(\.0)
        if locals.allSatisfy({ $0 != nil }) {
            return [prefix + locals.compactMap { $0?.basicFormat }.joined(separator: ",")]
        }
        return zip(instants, locals).map { instant, local in
            local.map { prefix + $0.basicFormat } ?? name + ":" + ICalendar.utc(instant)
        }
    }

    /// Adds the zone's changes over a series to its `VTIMEZONE`: from the start to the last
    /// occurrence (at most 1,000 looked for) or, for a longer or endless series, 20 years on.
    private mutating func coverSeries(_ event: CalendarEvent, in zone: TimeZone) {
        let horizon = event.start.addingTimeInterval(20 * 365.25 * 86_400)
        let found = CalendarSeries(event).recurrence.occurrences(
            from: event.start, to: horizon, limit: 1_000)
        let last = found.isTruncated ? horizon : max(found.starts.last ?? event.start, event.start)
        var transitions: [Date] = []
        var cursor = event.start
        while transitions.count < 64, let next = zone.nextDaylightSavingTimeTransition(after: cursor), next <= last {
            transitions.append(next)
            cursor = next
        }
        zones[zone.identifier, default: (zone, [])].instants += transitions
    }

    /// Whole seconds since 1970 of an instant within ``CalendarBounds``.
    static func wholeSeconds(_ instant: Date) -> Int {
        Int(instant.timeIntervalSince1970.rounded(.down))
    }

    /// The local DATE-TIME of `instant` in `zone`, or nil when reading it back would give another
    /// instant (the second occurrence of a repeated hour).
    static func localTime(_ instant: Date, in zone: TimeZone) -> LocalDateTime? {
        let local = LocalDateTime(instant, in: zone)
        let wholeSeconds = instant.timeIntervalSince1970.rounded(.down)
        return local.instant(in: zone).timeIntervalSince1970 == wholeSeconds ? local : nil
    }
}

import Foundation

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

extension ICalendarWriter {
    /// The content lines of one `VTODO` (see ``ICalendarTodo``).
    mutating func vtodo(_ todo: ICalendarTodo) -> [String] {
        var lines = [
            "BEGIN:VTODO", "UID:" + ICalendarText.escape(todo.uid),
            "DTSTAMP:"
                + ICalendar.utc(CalendarBounds.stamp(todo.created ?? todo.due ?? Date(timeIntervalSince1970: 0))),
        ]
        var zoneProperty: String?
        if let due = todo.due {
            let zone = todo.timeZone.flatMap(ICalendarZoneResolver.zone(identifier:))
            let carrier = CalendarEvent(
                uid: todo.uid, title: todo.title, start: due, end: due, timeZone: todo.timeZone,
                stamp: due, allDay: todo.allDay)
            if todo.recurrenceRule != nil { lines += times("DTSTART", [due], of: carrier) }
            let dueLines = times("DUE", [due], of: carrier)
            lines += dueLines
            if todo.allDay {
                zoneProperty = carrier.resolvedTimeZone.identifier
            } else if let zone, dueLines.first?.hasPrefix("DUE:") == true {
                zoneProperty = zone.identifier  // the second of a repeated hour: written in UTC
            }
        }
        if todo.due == nil, let zone = todo.timeZone.flatMap(ICalendarZoneResolver.zone(identifier:)) {
            zoneProperty = zone.identifier  // an undated to-do keeps the zone it was made in
        }
        lines.append("SUMMARY:" + ICalendarText.escape(todo.title))
        lines.append("STATUS:" + (todo.completed == nil ? "NEEDS-ACTION" : "COMPLETED"))
        if let completed = todo.completed {
            lines.append("COMPLETED:" + ICalendar.utc(CalendarBounds.stamp(completed)))
        }
        if let rule = todo.recurrenceRule, todo.due != nil {
            lines.append("RRULE:" + rule)
        }
        if let zoneProperty {
            lines.append(ICalendar.allDayTimeZoneProperty + ":" + ICalendarText.escape(zoneProperty))
        }
        if todo.alarm, todo.due != nil {
            lines += ICalendarAlarms.lines(seconds: 0, fromEnd: true, description: todo.title)
        }
        lines.append("END:VTODO")
        return lines
    }
}

import Foundation

extension ICalendar {
    /// Reads every `VEVENT` of an iCalendar file: ``read(_:defaultTimeZone:)``'s events, without
    /// its to-dos and diagnostics.
    ///
    /// ```swift
    /// let events = try ICalendar.parse(text, defaultTimeZone: TimeZone(identifier: "Asia/Shanghai")!)
    /// ```
    ///
    /// - Throws: what ``read(_:defaultTimeZone:)`` throws.
    public static func parse(_ text: String, defaultTimeZone: TimeZone) throws(StandardSkillError) -> [CalendarEvent] {
        try read(text, defaultTimeZone: defaultTimeZone).events
    }

    /// Reads the events, series and to-dos of an iCalendar file.
    ///
    /// 1. Unfold lines (CRLF or LF, then a space or tab) and split each into name, parameters and value.
    /// 2. Walk `BEGIN`/`END`, collecting `VEVENT`s, `VTODO`s (each with its `VALARM`s) and
    ///    `VTIMEZONE`s; unknown properties and components (`VJOURNAL`, `X-…`) are skipped.
    /// 3. Turn each event's times into instants:
    ///    - `…Z` is UTC; `TZID=` a zone Foundation knows is that zone (a path-like TZID such as
    ///      `/mozilla.org/…/America/New_York` is tried by its last parts); an unknown TZID uses its
    ///      `VTIMEZONE` when every observance has the same offset, else `defaultTimeZone`;
    ///    - a floating time or a `VALUE=DATE` day is in `defaultTimeZone` (an all-day event we wrote
    ///      carries its zone in `X-AGENTSKILL-TZID`, as does a timed one whose times are both UTC);
    ///    - the end is `DTEND`, else `DTSTART` + `DURATION`, else one hour (one day when all-day).
    /// 4. Read each event's repetition (``ICalendarRecurrenceReader``: `RRULE`, `RDATE`, `EXDATE`,
    ///    `RECURRENCE-ID`) and alarms (``ICalendarAlarms``: `VALARM` triggers as offsets from the
    ///    start), then tie each override to its series (``ICalendarSeriesAssembly``): a cancelled
    ///    override (`STATUS:CANCELLED`) becomes an `EXDATE` of its series; an override whose series
    ///    is not in the file becomes a one-off event.
    /// 5. Read each `VTODO` (``ICalendarTodo``).
    /// 6. An event or to-do without a `UID` gets `ics-` and a stable hash of its start and summary,
    ///    so importing the same file twice gives the same ids.
    ///
    /// Cancelled one-off events are left out. `stamp` is `LAST-MODIFIED`, else `DTSTAMP`, else the
    /// start. What cannot be kept of a component that is otherwise fine — an `RRULE` the calendar
    /// cannot repeat by, a malformed `EXDATE` value, an alarm that cannot be placed, a `VTODO`
    /// without a `SUMMARY` — is an ``ICalendarDiagnostic`` naming the line, never an error: the
    /// rest of the file is read. The limits (``maximumRecurrenceDates``, ``maximumAlarms``,
    /// ``maximumOverrides``) keep the work bounded whatever the file says.
    ///
    /// ```swift
    /// let file = try ICalendar.read(text, defaultTimeZone: TimeZone(identifier: "Asia/Shanghai")!)
    /// file.events       // series, overrides and one-off events
    /// file.todos        // the VTODOs
    /// file.diagnostics  // what was dropped, by line
    /// ```
    ///
    /// - Parameters:
    ///   - text: the file's text.
    ///   - defaultTimeZone: the zone for floating times and dates, and for TZIDs nothing can resolve.
    /// - Returns: the events (in file order, each series followed by its overrides; overrides
    ///   made one-off events, their series missing, last), the to-dos in file order, and the
    ///   diagnostics in line order.
    /// - Throws: ``StandardSkillError`` with code `inputTooLarge` for text over 16 MiB or a line over
    ///   1 MiB, and `invalidICalendar`, naming the line, for a malformed line, an unbalanced
    ///   `BEGIN`/`END`, an event without `DTSTART`, a bad `DTSTART`, `DTEND` or `DURATION`, an end
    ///   before the start, or an event outside the years 1 to 9999 (``CalendarBounds``; a
    ///   `DURATION` that runs past 9999 included).
    public static func read(_ text: String, defaultTimeZone: TimeZone) throws(StandardSkillError) -> ICalendarImport {
        let lines = try ICalendarContentLines.read(text)
        let document = try ICalendarDocument(lines)
        let resolver = ICalendarZoneResolver(declared: document.timeZones, defaultTimeZone: defaultTimeZone)
        var diagnostics: [ICalendarDiagnostic] = []
        var assembly = ICalendarSeriesAssembly()
        for raw in document.events {
            let cancelled = raw["STATUS"]?.value.trimmingCharacters(in: .whitespaces).uppercased() == "CANCELLED"
            if cancelled, raw["RECURRENCE-ID"] == nil { continue }
            var event = try raw.event(resolver: resolver)
            var reader = ICalendarRecurrenceReader(component: raw, event: event, resolver: resolver)
            if let recurrenceID = raw["RECURRENCE-ID"] {
                guard let original = reader.recurrenceID(recurrenceID) else {
                    diagnostics += reader.diagnostics
                    continue
                }
                event.recurrenceID = original
                reader.ignoreRepetition(inOverride: raw)
            } else {
                reader.readRepetition(into: &event)
            }
            diagnostics += reader.diagnostics
            if reader.overLimit {
                assembly.skip(uid: event.uid)
                continue
            }
            if cancelled {
                assembly.cancel(event, line: raw.line)
                continue
            }
            event.alarmOffsets = ICalendarAlarms.offsets(of: raw, event: event, diagnostics: &diagnostics)
            assembly.add(event, line: raw.line)
        }
        let events = assembly.events(diagnostics: &diagnostics)
        var todos: [ICalendarTodo] = []
        for raw in document.todos {
            if let todo = ICalendarTodo(raw, resolver: resolver, diagnostics: &diagnostics) { todos.append(todo) }
        }
        diagnostics.sort { $0.line < $1.line }
        return ICalendarImport(events: events, todos: todos, diagnostics: diagnostics)
    }

    /// The most values one event's `RDATE`s may list, and the most its `EXDATE`s may: an event
    /// over either is left out (with a diagnostic), since keeping only some would change which
    /// occurrences it has.
    public static let maximumRecurrenceDates = 1_000
    /// The most `VALARM`s read from one event or to-do; the rest are dropped with a diagnostic.
    public static let maximumAlarms = 16
    /// The most overrides (`RECURRENCE-ID`) one series may have; the rest are left out with a
    /// diagnostic.
    public static let maximumOverrides = 1_000
}

extension ICalendarRawComponent {
    /// The event's own fields: uid, title, start, end, zone, location, notes, stamp, all-day.
    func event(resolver: ICalendarZoneResolver) throws(StandardSkillError) -> CalendarEvent {
        guard let startLine = self["DTSTART"] else {
            throw StandardSkillError(
                .invalidICalendar, "invalid calendar file, line \(line): the VEVENT starting here has no DTSTART",
                chinese: "日历文件无效，第 \(line) 行：从这里开始的 VEVENT 没有 DTSTART")
        }
        let title = self["SUMMARY"].map { ICalendarText.text($0.value[...]) } ?? ""
        let startValue = try ICalendarValues.dateValue(startLine)
        let endValue = try self["DTEND"].map { line throws(StandardSkillError) in try ICalendarValues.dateValue(line) }
        let allDay: Bool
        let start: Date
        var end: Date
        var zoneID: String?
        if case .date(let day) = startValue {
            allDay = true
            let zone = resolver.allDayZone(
                self[ICalendar.allDayTimeZoneProperty].map { ICalendarText.unescape($0.value[...]) })
            zoneID = zone.fieldID
            start = day.start(in: zone.zone)
            if let endValue {
                end = resolver.instant(endValue, allDayZone: zone.zone).instant
            } else if let durationLine = self["DURATION"] {
                let duration = try ICalendarValues.duration(durationLine)
                end = day.adding(days: duration.days).start(in: zone.zone).addingTimeInterval(Double(duration.seconds))
            } else {
                end = day.adding(days: 1).start(in: zone.zone)
            }
        } else {
            allDay = false
            let resolved = resolver.instant(startValue, allDayZone: .gmt)
            start = resolved.instant
            zoneID = resolved.fieldID
            if let endValue {
                let resolvedEnd = resolver.instant(endValue, allDayZone: resolved.zone ?? .gmt)
                end = resolvedEnd.instant
                if case .utc = startValue { zoneID = resolvedEnd.fieldID }
            } else if let durationLine = self["DURATION"] {
                let duration = try ICalendarValues.duration(durationLine)
                let zone = resolved.zone ?? .gmt
                let wall = LocalDateTime(start, in: zone)
                let shifted = LocalDateTime(
                    date: wall.date.adding(days: duration.days), hour: wall.hour, minute: wall.minute,
                    second: wall.second)
                end = (duration.days == 0 ? start : shifted.instant(in: zone)).addingTimeInterval(
                    Double(duration.seconds))
            } else {
                end = start.addingTimeInterval(3600)
            }
            if zoneID == nil, case .utc = startValue, let property = self[ICalendar.allDayTimeZoneProperty],
                let zone = ICalendarZoneResolver.knownZone(ICalendarText.unescape(property.value[...]))
            {
                zoneID = ICalendarZoneResolver.fieldID(zone)
            }
        }
        guard end >= start else {
            let endLine = (self["DTEND"] ?? self["DURATION"])?.number ?? line
            throw StandardSkillError(
                .invalidICalendar,
                "invalid calendar file, line \(endLine): the event '\(title.prefix(40))' ends before it starts",
                chinese: "日历文件无效，第 \(endLine) 行：日程“\(title.prefix(40))”的结束时间早于开始时间")
        }
        let stamp = firstUTCTime(of: ["LAST-MODIFIED", "DTSTAMP"])
        let uid = self["UID"].map { ICalendarText.text($0.value[...]) }.flatMap { $0.isEmpty ? nil : $0 }
        let event = CalendarEvent(
            uid: uid ?? Self.derivedUID(start: start, title: title), title: title, start: start, end: end,
            timeZone: zoneID, location: self["LOCATION"].map { ICalendarText.text($0.value[...]) },
            notes: self["DESCRIPTION"].map { ICalendarText.text($0.value[...]) }, stamp: stamp ?? start,
            allDay: allDay)
        if let violation = CalendarBounds.violation(event) {
            let named = violation == .endsAfterYear9999 ? (self["DTEND"] ?? self["DURATION"]) : startLine
            throw StandardSkillError(
                .invalidICalendar,
                "invalid calendar file, line \(named?.number ?? line): the event '\(title.prefix(40))'"
                    + " \(violation.detail)",
                chinese: "日历文件无效，第 \(named?.number ?? line) 行：日程“\(title.prefix(40))”\(violation.chineseDetail)")
        }
        return event
    }

    /// The UTC time of the first of `names` that has one: a stamp.
    func firstUTCTime(of names: [String]) -> Date? {
        names.lazy.compactMap { name -> Date? in
            guard let line = self[name], case .utc(let date)? = try? ICalendarValues.dateValue(line) else { return nil }
            return date
        }.first
    }

    /// `ics-` and the 64-bit FNV-1a hash of the start (whole seconds since 1970) and the title, in hex.
    static func derivedUID(start: Date, title: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(Int64(start.timeIntervalSince1970.rounded(.down)))\u{1F}\(title)".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "ics-" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}

import Foundation

/// A to-do as an iCalendar file holds it (`VTODO`, RFC 5545 §3.6.2), shaped like a reminder: one
/// moment, which is when its alarm rings (``alarm``) or its deadline.
///
/// Reading a `VTODO`:
/// - ``title`` is `SUMMARY`; a `VTODO` without one (or with an empty one) is left out, with a
///   diagnostic.
/// - ``due`` is `DUE`, else `DTSTART`; a `DATE` makes it ``allDay`` (the start of that day in its
///   zone).
/// - An alarm makes it ring: ``due`` becomes when the earliest `VALARM` rings (a trigger relative
///   to `DTSTART` — or to `DUE` when there is no `DTSTART` — or with `RELATED=END` to `DUE`, or
///   at a fixed time) and ``alarm`` is true. A reminder has one moment, so a deadline that differs
///   from the alarm is not kept.
/// - ``completed`` is `COMPLETED` (UTC), else the stamp when `STATUS:COMPLETED` says it is done;
///   `STATUS:CANCELLED` to-dos are left out.
/// - ``recurrenceRule`` is the `RRULE` in canonical form; one that does not parse (or a to-do with
///   no date to repeat from) is dropped with a diagnostic.
///
/// Writing: `UID`, `DTSTAMP` (``created``), `DUE` (a `DATE` when ``allDay``, else with the zone's
/// `TZID`, else UTC; the zone of a day, or of a to-do with no date, in `X-AGENTSKILL-TZID`), `DTSTART` equal to `DUE` when it repeats (RFC 5545 repeats from
/// `DTSTART`), `SUMMARY`, `STATUS` (`COMPLETED` or `NEEDS-ACTION`), `COMPLETED`, `RRULE`, and for
/// an alarm a `VALARM` ringing at `DUE` (`TRIGGER;RELATED=END:PT0S`).
///
/// ```swift
/// let call = ICalendarTodo(uid: "call@agentskill", title: "Call mom", due: fivePM, alarm: true, timeZone: "Asia/Shanghai")
/// ICalendar.export([], todos: [call])  // BEGIN:VTODO … DUE;TZID=Asia/Shanghai:20261203T170000 … BEGIN:VALARM …
/// ```
public struct ICalendarTodo: Sendable, Hashable {
    /// The `UID`: importing the same to-do again updates it.
    public var uid: String
    /// What to do (`SUMMARY`).
    public var title: String
    /// When its alarm rings (``alarm``), or its deadline; `nil` for a to-do with no date.
    public var due: Date?
    /// Whether ``due`` is a whole day (the start of that day in ``timeZone``).
    public var allDay: Bool
    /// Whether it rings at ``due``.
    public var alarm: Bool
    /// The IANA id of the zone ``due`` is in; `nil` means UTC.
    public var timeZone: String?
    /// How it repeats: a canonical RRULE value, or `nil`.
    public var recurrenceRule: String?
    /// When it was done, or `nil` while it is not.
    public var completed: Date?
    /// When it was made (`CREATED`, else `DTSTAMP`); written as `DTSTAMP`.
    public var created: Date?

    /// Creates a to-do.
    public init(
        uid: String, title: String, due: Date? = nil, allDay: Bool = false, alarm: Bool = false,
        timeZone: String? = nil, recurrenceRule: String? = nil, completed: Date? = nil, created: Date? = nil
    ) {
        self.uid = uid
        self.title = title
        self.due = due
        self.allDay = allDay
        self.alarm = alarm
        self.timeZone = timeZone
        self.recurrenceRule = recurrenceRule
        self.completed = completed
        self.created = created
    }
}

extension ICalendarTodo {
    /// Reads one `VTODO`, or nil (with a diagnostic, unless it was cancelled) when it is left out.
    init?(
        _ raw: ICalendarRawComponent, resolver: ICalendarZoneResolver, diagnostics: inout [ICalendarDiagnostic]
    ) {
        if raw["STATUS"]?.value.trimmingCharacters(in: .whitespaces).uppercased() == "CANCELLED" { return nil }
        let title = raw["SUMMARY"].map { ICalendarText.text($0.value[...]) } ?? ""
        guard !title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            diagnostics.append(
                ICalendarDiagnostic(
                    .skipped, line: raw.line, "a VTODO without a SUMMARY is left out — there is nothing to remind of",
                    chinese: "没有 SUMMARY 的 VTODO 没有导入——没有可提醒的内容"))
            return nil
        }
        let quoted = title.prefix(40)
        func warn(_ line: Int, _ message: String, chinese: String) {
            diagnostics.append(ICalendarDiagnostic(.warning, line: line, message, chinese: chinese))
        }
        func moment(_ line: ICalendarContentLine?) -> (instant: Date, allDay: Bool, zone: String?)? {
            guard let line else { return nil }
            guard let value = try? ICalendarValues.dateValue(line) else {
                warn(
                    line.number,
                    "\(line.name) '\(line.value.prefix(40))' of the to-do '\(quoted)' dropped: not a date (YYYYMMDD)"
                        + " or date-time (YYYYMMDDTHHMMSS, with Z for UTC)",
                    chinese: "待办“\(quoted)”的 \(line.name)“\(line.value.prefix(40))”已丢弃：不是日期（如 20261203）"
                        + "或日期时间（如 20261203T150000）")
                return nil
            }
            if case .date(let day) = value {
                let zone = resolver.allDayZone(
                    raw[ICalendar.allDayTimeZoneProperty].map { ICalendarText.unescape($0.value[...]) })
                return (day.start(in: zone.zone), true, zone.fieldID)
            }
            let resolved = resolver.instant(value, allDayZone: .gmt)
            if case .utc = value, let property = raw[ICalendar.allDayTimeZoneProperty],
                let zone = ICalendarZoneResolver.knownZone(ICalendarText.unescape(property.value[...]))
            {
                return (resolved.instant, false, ICalendarZoneResolver.fieldID(zone))
            }
            return (resolved.instant, false, resolved.fieldID)
        }
        let start = moment(raw["DTSTART"])
        let deadline = moment(raw["DUE"])
        var due = deadline ?? start
        if let found = due, !CalendarBounds.range(allDay: false, zone: .gmt).contains(found.instant) {
            warn(
                raw.line, "the date of the to-do '\(quoted)' is outside the years 1 to 9999 — dropped",
                chinese: "待办“\(quoted)”的日期不在 1 年到 9999 年之间——已丢弃")
            due = nil
        }
        var ringsAt: Date?
        for (alarm, trigger) in ICalendarAlarms.triggers(of: raw, resolver: resolver, diagnostics: &diagnostics) {
            let time: Date?
            switch trigger {
            case .absolute(let instant): time = instant
            case .relative(let seconds, let fromEnd):
                time = (fromEnd ? deadline : start ?? deadline)?.instant.addingTimeInterval(Double(seconds))
            }
            guard let time, CalendarBounds.range(allDay: false, zone: .gmt).contains(time) else {
                warn(
                    alarm.line,
                    "an alarm of the to-do '\(quoted)' dropped: it has no DUE or DTSTART to ring relative to",
                    chinese: "待办“\(quoted)”的一个提醒已丢弃：没有可参照的 DUE 或 DTSTART")
                continue
            }
            ringsAt = min(ringsAt ?? time, time)
        }
        var rule: String?
        if let line = raw["RRULE"] {
            do {
                rule = try RecurrenceRule(parsing: line.value).text
                if due == nil {
                    rule = nil
                    warn(
                        line.number, "RRULE of the to-do '\(quoted)' dropped: it has no DUE or DTSTART to repeat from",
                        chinese: "待办“\(quoted)”的 RRULE 已丢弃：没有可重复的 DUE 或 DTSTART")
                }
            } catch {
                warn(
                    line.number,
                    "RRULE '\(line.value.prefix(60))' of the to-do '\(quoted)' dropped: \(error.message) — it is kept"
                        + " without repeating",
                    chinese: "待办“\(quoted)”的 RRULE“\(line.value.prefix(60))”已丢弃：\(error.chineseMessage)——保留为不重复的待办")
            }
        }
        let stamp = raw.firstUTCTime(of: ["CREATED", "DTSTAMP"])
        var completed: Date?
        if let line = raw["COMPLETED"], let value = try? ICalendarValues.dateValue(line) {
            completed = resolver.instant(value, allDayZone: .gmt).instant
        } else if raw["STATUS"]?.value.trimmingCharacters(in: .whitespaces).uppercased() == "COMPLETED" {
            completed = stamp ?? due?.instant ?? Date(timeIntervalSince1970: 0)
        }
        let uid = raw["UID"].map { ICalendarText.text($0.value[...]) }.flatMap { $0.isEmpty ? nil : $0 }
        let undatedZone = raw[ICalendar.allDayTimeZoneProperty].flatMap {
            ICalendarZoneResolver.knownZone(ICalendarText.unescape($0.value[...])).flatMap(
                ICalendarZoneResolver.fieldID)
        }
        self.init(
            uid: uid
                ?? ICalendarRawComponent.derivedUID(
                    start: due?.instant ?? .init(timeIntervalSince1970: 0), title: title),
            title: title, due: ringsAt ?? due?.instant, allDay: ringsAt == nil && due?.allDay == true,
            alarm: ringsAt != nil, timeZone: due.map(\.zone) ?? undatedZone, recurrenceRule: rule, completed: completed,
            created: stamp)
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

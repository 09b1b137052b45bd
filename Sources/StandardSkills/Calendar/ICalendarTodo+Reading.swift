import Foundation

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

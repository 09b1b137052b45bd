import Foundation

/// `VALARM`s (RFC 5545 §3.6.6): read as the moments they ring, written as `ACTION:DISPLAY`
/// alarms with a `DESCRIPTION` and a relative `TRIGGER`.
///
/// Reading an event's alarm gives an offset in seconds from its start
/// (``CalendarEvent/alarmOffsets``):
/// - a relative trigger (`TRIGGER:-PT15M`) is that offset; a day (`P1D`) counts as 86,400 seconds;
/// - `RELATED=END` is converted: the event's length is added, so it rings at the same moment;
/// - an absolute trigger (`TRIGGER;VALUE=DATE-TIME:…Z`) is converted to the offset from the start
///   of a one-off event or an override; in a series it would ring once, not with each occurrence,
///   so it is dropped with a diagnostic.
/// Every `ACTION` (`DISPLAY`, `AUDIO`, `EMAIL`) is read as a moment to ring; `ACTION:NONE`
/// (RFC 9074) is no alarm. `REPEAT` and `DURATION` (repeats of an alarm) are not kept. At most
/// ``ICalendar/maximumAlarms`` are read per component; a trigger that cannot be read is dropped.
enum ICalendarAlarms {
    /// When an alarm rings, as written.
    enum Trigger: Equatable {
        /// Seconds from the start, or from the end when `fromEnd` (`RELATED=END`).
        case relative(seconds: Int, fromEnd: Bool)
        /// An instant.
        case absolute(Date)
    }

    /// An event's alarms as offsets from its start.
    static func offsets(
        of component: ICalendarRawComponent, event: CalendarEvent, diagnostics: inout [ICalendarDiagnostic]
    ) -> [TimeInterval] {
        let isSeries = event.recurrenceRule != nil || !event.recurrenceDates.isEmpty
        let length = event.end.timeIntervalSince(event.start)
        let title = event.title.prefix(40)
        var offsets: [TimeInterval] = []
        for (alarm, trigger) in triggers(of: component, resolver: nil, diagnostics: &diagnostics) {
            switch trigger {
            case .relative(let seconds, let fromEnd):
                offsets.append(Double(seconds) + (fromEnd ? length : 0))
            case .absolute(let instant) where !isSeries:
                offsets.append(instant.timeIntervalSince(event.start).rounded(.down))
            case .absolute:
                diagnostics.append(
                    ICalendarDiagnostic(
                        .warning, line: alarm.line,
                        "an alarm at a fixed time in the repeating event '\(title)' dropped — it would ring once,"
                            + " not with each occurrence; use a trigger relative to the start",
                        chinese: "重复日程“\(title)”里固定时间的提醒已丢弃——它只会响一次，不会每次都响；"
                            + "请用相对开始时间的提醒"))
            }
        }
        return offsets
    }

    /// The triggers of a component's alarms, at most ``ICalendar/maximumAlarms``; absolute ones
    /// are read with `resolver` (UTC when nil).
    static func triggers(
        of component: ICalendarRawComponent, resolver: ICalendarZoneResolver?,
        diagnostics: inout [ICalendarDiagnostic]
    ) -> [(ICalendarRawAlarm, Trigger)] {
        var found: [(ICalendarRawAlarm, Trigger)] = []
        for (index, alarm) in component.alarms.enumerated() {
            guard index < ICalendar.maximumAlarms else {
                diagnostics.append(
                    ICalendarDiagnostic(
                        .warning, line: alarm.line,
                        "more than \(ICalendar.maximumAlarms) alarms in one \(component.kind.rawValue): the rest,"
                            + " from here on, are dropped",
                        chinese: "一个 \(component.kind.rawValue) 里的提醒超过 \(ICalendar.maximumAlarms) 个：从这里起的都已丢弃"))
                break
            }
            if alarm["ACTION"]?.value.trimmingCharacters(in: .whitespaces).uppercased() == "NONE" { continue }
            guard let line = alarm["TRIGGER"] else {
                diagnostics.append(
                    ICalendarDiagnostic(
                        .warning, line: alarm.line, "a VALARM without TRIGGER dropped — it never rings",
                        chinese: "没有 TRIGGER 的 VALARM 已丢弃——它永远不会响"))
                continue
            }
            guard let trigger = trigger(line, resolver: resolver) else {
                diagnostics.append(
                    ICalendarDiagnostic(
                        .warning, line: line.number,
                        "TRIGGER '\(line.value.prefix(40))' dropped: not a duration (like -PT15M) or a UTC date-time",
                        chinese: "TRIGGER“\(line.value.prefix(40))”已丢弃：不是时长（如 -PT15M）或协调世界时的日期时间"))
                continue
            }
            found.append((alarm, trigger))
        }
        return found
    }

    /// Reads one `TRIGGER`, or nil when it cannot be read.
    static func trigger(_ line: ICalendarContentLine, resolver: ICalendarZoneResolver?) -> Trigger? {
        let value = line.value.trimmingCharacters(in: .whitespaces)
        let isDuration = value.first.map { "+-Pp".contains($0) } ?? false
        if line.parameter("VALUE")?.uppercased() == "DATE-TIME" || !isDuration {
            guard let date = try? ICalendarValues.dateValue(line) else { return nil }
            let resolver = resolver ?? ICalendarZoneResolver(declared: [:], defaultTimeZone: .gmt)
            return .absolute(resolver.instant(date, allDayZone: resolver.defaultTimeZone).instant)
        }
        guard let duration = try? ICalendarValues.duration(line) else { return nil }
        return .relative(
            seconds: duration.days * 86_400 + duration.seconds,
            fromEnd: line.parameter("RELATED")?.uppercased() == "END")
    }

    /// The content lines of a display alarm `seconds` from the start (or from the end, `DUE`,
    /// when `fromEnd`), saying `description`.
    static func lines(seconds: Int, fromEnd: Bool = false, description: String) -> [String] {
        let text = description.isEmpty ? "Reminder" : description
        return [
            "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + ICalendarText.escape(text),
            "TRIGGER" + (fromEnd ? ";RELATED=END" : "") + ":" + duration(seconds), "END:VALARM",
        ]
    }

    /// A DURATION in exact hours, minutes and seconds (never nominal days, which daylight-saving
    /// changes would stretch): `-PT15M`, `PT0S`, `-PT24H`, `PT1H0M30S` written as `PT1H30S`.
    static func duration(_ seconds: Int) -> String {
        let magnitude = seconds.magnitude
        var text = (seconds < 0 ? "-" : "") + "PT"
        let (hours, minutes, rest) = (magnitude / 3600, magnitude % 3600 / 60, magnitude % 60)
        if hours > 0 { text += "\(hours)H" }
        if minutes > 0 { text += "\(minutes)M" }
        if rest > 0 || magnitude == 0 { text += "\(rest)S" }
        return text
    }
}

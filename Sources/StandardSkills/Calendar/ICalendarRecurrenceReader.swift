import Foundation

/// Reads how one `VEVENT` repeats — `RRULE`, `RDATE`, `EXDATE` — or which occurrence it overrides
/// (`RECURRENCE-ID`), collecting a diagnostic for each value it cannot keep.
///
/// - `RRULE` must parse as a ``RecurrenceRule`` (`FREQ=HOURLY` and the like do not): one that does
///   not is dropped and the event is kept without it (its first occurrence, plus any `RDATE`s).
///   Only the first `RRULE` is kept; `EXRULE` (deprecated by RFC 5545) is dropped.
/// - `RDATE` and `EXDATE` values may be comma-separated and the properties repeated; each value is
///   a `DATE` (the start of that day in the event's zone), a UTC time, a time in its `TZID`, or a
///   floating time (in the default zone). A value that cannot be read is dropped by itself; an
///   `RDATE` period (`VALUE=PERIOD`) keeps its start. More than
///   ``ICalendar/maximumRecurrenceDates`` values of either marks the event ``overLimit``: it is
///   left out, since keeping some would change its occurrences.
/// - `RECURRENCE-ID` is read like a `DTSTART`. `RANGE=THISANDFUTURE` is not kept: the override
///   changes its own occurrence only (a diagnostic says so).
struct ICalendarRecurrenceReader {
    let component: ICalendarRawComponent
    let title: String
    let zone: TimeZone
    let resolver: ICalendarZoneResolver
    private(set) var diagnostics: [ICalendarDiagnostic] = []
    /// Whether the event has more `RDATE` or `EXDATE` values than the limit.
    private(set) var overLimit = false

    init(component: ICalendarRawComponent, event: CalendarEvent, resolver: ICalendarZoneResolver) {
        self.component = component
        self.title = String(event.title.prefix(40))
        self.zone = event.resolvedTimeZone
        self.resolver = resolver
    }

    /// Reads the series' rule, extra dates and exceptions into `event`.
    mutating func readRepetition(into event: inout CalendarEvent) {
        let rules = component.all("RRULE")
        if let line = rules.first {
            do {
                event.recurrenceRule = try RecurrenceRule(parsing: line.value).text
            } catch {
                warn(
                    line,
                    "RRULE '\(line.value.prefix(60))' dropped: \(error.message) — the event '\(title)' is kept without"
                        + " repeating",
                    chinese: "RRULE“\(line.value.prefix(60))”已丢弃：\(error.chineseMessage)——日程“\(title)”保留为不重复的日程")
            }
        }
        for line in rules.dropFirst() {
            warn(
                line, "a second RRULE in the event '\(title)' dropped — only the first is kept",
                chinese: "日程“\(title)”的第二条 RRULE 已丢弃——只保留第一条")
        }
        for line in component.all("EXRULE") {
            warn(
                line, "EXRULE dropped from the event '\(title)' — RFC 5545 deprecates it; use EXDATE",
                chinese: "日程“\(title)”的 EXRULE 已丢弃——RFC 5545 已弃用它，请用 EXDATE")
        }
        guard let inclusions = dates("RDATE"), let exclusions = dates("EXDATE") else { return }
        event.recurrenceDates = inclusions
        event.exceptionDates = exclusions
    }

    /// The original start of the occurrence an override replaces, or nil (with a diagnostic) when
    /// it cannot be read.
    mutating func recurrenceID(_ line: ICalendarContentLine) -> Date? {
        guard let value = try? ICalendarValues.dateValue(line) else {
            diagnostics.append(
                ICalendarDiagnostic(
                    .skipped, line: line.number,
                    "RECURRENCE-ID '\(line.value.prefix(40))' is not a date or date-time — the changed occurrence"
                        + " '\(title)' is left out",
                    chinese: "RECURRENCE-ID“\(line.value.prefix(40))”不是日期或日期时间——改动过的那次“\(title)”没有导入"))
            return nil
        }
        if line.parameter("RANGE")?.uppercased() == "THISANDFUTURE" {
            warn(
                line,
                "RANGE=THISANDFUTURE not kept: the change to '\(title)' applies to this occurrence only, not to the"
                    + " ones after it",
                chinese: "不支持 RANGE=THISANDFUTURE：对“\(title)”的改动只用于这一次，不用于之后的各次")
        }
        return resolver.instant(value, allDayZone: zone).instant
    }

    /// Notes that an override's own `RRULE`, `RDATE` and `EXDATE` are dropped: it is one occurrence.
    mutating func ignoreRepetition(inOverride component: ICalendarRawComponent) {
        for name in ["RRULE", "RDATE", "EXDATE", "EXRULE"] {
            guard let line = component.all(name).first else { continue }
            warn(
                line, "\(name) dropped from the changed occurrence '\(title)' — an override is one occurrence",
                chinese: "改动过的那次“\(title)”的 \(name) 已丢弃——改动只针对一次")
        }
    }

    /// Every value of the `RDATE` or `EXDATE` lines as instants, or nil when there are more than
    /// the limit (the event is then ``overLimit``). Work is bounded by counting values before
    /// reading any of a line.
    private mutating func dates(_ name: String) -> [Date]? {
        var instants: [Date] = []
        var count = 0
        let years = CalendarBounds.range(allDay: false, zone: .gmt)
        for line in component.all(name) {
            let items = line.value.split(separator: ",", omittingEmptySubsequences: false)
            count += items.count
            guard count <= ICalendar.maximumRecurrenceDates else {
                overLimit = true
                diagnostics.append(
                    ICalendarDiagnostic(
                        .skipped, line: line.number,
                        "the event '\(title)' lists more than \(ICalendar.maximumRecurrenceDates) \(name) values"
                            + " — it is left out, with its changed occurrences",
                        chinese: "日程“\(title)”的 \(name) 超过 \(ICalendar.maximumRecurrenceDates) 个——"
                            + "这个日程（连同改动过的各次）没有导入"))
                return nil
            }
            let isPeriod = line.parameter("VALUE")?.uppercased() == "PERIOD"
            var warnedPeriod = false
            for item in items {
                var text = item.trimmingCharacters(in: .whitespaces)
                if isPeriod, let slash = text.firstIndex(of: "/") {
                    text = String(text[..<slash])
                    if !warnedPeriod {
                        warnedPeriod = true
                        warn(
                            line, "\(name) periods in '\(title)': only each period's start is kept",
                            chinese: "“\(title)”的 \(name) 时段：只保留每段的开始时间")
                    }
                }
                var parameters = line.parameters
                if isPeriod { parameters["VALUE"] = nil }
                let single = ICalendarContentLine(
                    number: line.number, name: name, parameters: parameters, value: text)
                guard let value = try? ICalendarValues.dateValue(single) else {
                    warn(
                        line,
                        "\(name) value '\(text.prefix(40))' in '\(title)' dropped: not a date (YYYYMMDD) or date-time"
                            + " (YYYYMMDDTHHMMSS, with Z for UTC)",
                        chinese: "“\(title)”的 \(name) 值“\(text.prefix(40))”已丢弃：不是日期（如 20261203）"
                            + "或日期时间（如 20261203T150000，协调世界时在末尾加 Z）")
                    continue
                }
                let instant = resolver.instant(value, allDayZone: zone).instant
                guard years.contains(instant) else {
                    warn(
                        line, "\(name) value '\(text.prefix(40))' in '\(title)' dropped: outside the years 1 to 9999",
                        chinese: "“\(title)”的 \(name) 值“\(text.prefix(40))”已丢弃：不在 1 年到 9999 年之间")
                    continue
                }
                instants.append(instant)
            }
        }
        return instants
    }

    private mutating func warn(_ line: ICalendarContentLine, _ message: String, chinese: String) {
        diagnostics.append(ICalendarDiagnostic(.warning, line: line.number, message, chinese: chinese))
    }
}

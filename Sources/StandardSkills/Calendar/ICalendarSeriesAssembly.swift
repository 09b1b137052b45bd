import Foundation

/// Ties the overrides of single occurrences (`RECURRENCE-ID`) to their series, after every event
/// of a file has been read (an override may come before its series).
///
/// - An override is kept after its series (the first event with its `UID` and no
///   `RECURRENCE-ID`), at most ``ICalendar/maximumOverrides`` per series; a second override of
///   the same occurrence is left out (the first wins). One whose `RECURRENCE-ID` is not an
///   occurrence of the series is kept (readers such as `recurring-ical-events` show it as an extra
///   occurrence), with a warning.
/// - A cancelled override (`STATUS:CANCELLED`) becomes an `EXDATE` of its series.
/// - An override whose series is not in the file becomes a one-off event (its `RECURRENCE-ID`
///   dropped, with a warning); a second one with the same `UID` gets `UID#<RECURRENCE-ID in UTC>`
///   so the two stay apart.
/// - The overrides of a series that was left out (over a limit) are left out too.
struct ICalendarSeriesAssembly {
    private var entries: [(event: CalendarEvent, line: Int)] = []
    private var cancellations: [(event: CalendarEvent, line: Int)] = []
    private var skippedUIDs: Set<String> = []

    /// Adds a series, a one-off event or an override.
    mutating func add(_ event: CalendarEvent, line: Int) { entries.append((event, line)) }

    /// Adds a cancelled override.
    mutating func cancel(_ event: CalendarEvent, line: Int) { cancellations.append((event, line)) }

    /// Notes that the series with `uid` was left out: its overrides go too.
    mutating func skip(uid: String) { skippedUIDs.insert(uid) }

    /// The events: each series or one-off event followed by its overrides, in file order.
    func events(diagnostics: inout [ICalendarDiagnostic]) -> [CalendarEvent] {
        var groups: [(master: CalendarEvent, overrides: [(event: CalendarEvent, line: Int)])] = []
        var masterIndex: [String: Int] = [:]
        for (event, _) in entries where event.recurrenceID == nil {
            if masterIndex[event.uid] == nil { masterIndex[event.uid] = groups.count }
            groups.append((event, []))
        }
        var usedUIDs = Set(masterIndex.keys)
        for (event, line) in entries {
            guard let original = event.recurrenceID else { continue }
            let title = event.title.prefix(40)
            if skippedUIDs.contains(event.uid) {
                diagnostics.append(
                    ICalendarDiagnostic(
                        .skipped, line: line, "the changed occurrence '\(title)' is left out with its series",
                        chinese: "改动过的那次“\(title)”随所属的重复日程一起没有导入"))
            } else if let index = masterIndex[event.uid] {
                if groups[index].overrides.contains(where: { $0.event.recurrenceID == original }) {
                    diagnostics.append(
                        ICalendarDiagnostic(
                            .skipped, line: line,
                            "a second change to the occurrence of '\(title)' at \(ICalendar.utc(original)) is left out"
                                + " — the first is kept",
                            chinese: "对“\(title)”在 \(ICalendar.utc(original)) 那次的第二个改动没有导入——保留第一个"))
                } else if groups[index].overrides.count >= ICalendar.maximumOverrides {
                    diagnostics.append(
                        ICalendarDiagnostic(
                            .skipped, line: line,
                            "the series '\(title)' has more than \(ICalendar.maximumOverrides) changed occurrences —"
                                + " this one is left out",
                            chinese: "重复日程“\(title)”改动过的次数超过 \(ICalendar.maximumOverrides) 个——这一个没有导入"))
                } else {
                    groups[index].overrides.append((event, line))
                }
            } else {
                var single = event
                single.recurrenceID = nil
                if usedUIDs.contains(event.uid) { single.uid = event.uid + "#" + ICalendar.utc(original) }
                usedUIDs.insert(single.uid)
                diagnostics.append(
                    ICalendarDiagnostic(
                        .warning, line: line,
                        "the changed occurrence '\(title)' has no series with its UID in the file — kept as a"
                            + " single event",
                        chinese: "改动过的那次“\(title)”在文件里找不到同一 UID 的重复日程——作为单次日程导入"))
                groups.append((single, []))
            }
        }
        for (event, line) in cancellations {
            guard let original = event.recurrenceID, !skippedUIDs.contains(event.uid) else { continue }
            guard let index = masterIndex[event.uid] else {
                diagnostics.append(
                    ICalendarDiagnostic(
                        .skipped, line: line,
                        "a cancelled occurrence of '\(event.title.prefix(40))' has no series with its UID in the file"
                            + " — nothing to cancel",
                        chinese: "“\(event.title.prefix(40))”被取消的那次在文件里找不到同一 UID 的重复日程——无需取消"))
                continue
            }
            if !groups[index].master.exceptionDates.contains(original) {
                groups[index].master.exceptionDates.append(original)
            }
        }
        for index in groups.indices where !groups[index].overrides.isEmpty {
            warnAboutStrayOverrides(groups[index].master, groups[index].overrides, &diagnostics)
        }
        return groups.flatMap { [$0.master] + $0.overrides.map(\.event) }
    }

    /// How many occurrences the check of overrides looks at, at most.
    static let checkedOccurrences = 10_000

    /// Warns about overrides whose `RECURRENCE-ID` is no occurrence of the series: one expansion
    /// from the earliest id, at most ``checkedOccurrences`` long (ids past it are not checked).
    private func warnAboutStrayOverrides(
        _ master: CalendarEvent, _ overrides: [(event: CalendarEvent, line: Int)],
        _ diagnostics: inout [ICalendarDiagnostic]
    ) {
        let ids = overrides.compactMap(\.event.recurrenceID).map(Recurrence.wholeSeconds)
        guard let first = ids.min(), let last = ids.max() else { return }
        let found = CalendarSeries(master).recurrence.occurrences(
            from: first, to: last.addingTimeInterval(1), limit: Self.checkedOccurrences)
        let starts = Set(found.starts)
        let reached = found.isTruncated ? found.starts.last ?? first : last
        for (event, line) in overrides {
            guard let id = event.recurrenceID.map(Recurrence.wholeSeconds), id <= reached, !starts.contains(id)
            else { continue }
            diagnostics.append(
                ICalendarDiagnostic(
                    .warning, line: line,
                    "RECURRENCE-ID \(ICalendar.utc(id)) is not an occurrence of '\(master.title.prefix(40))' — kept,"
                        + " as an extra occurrence",
                    chinese: "RECURRENCE-ID \(ICalendar.utc(id)) 不是“\(master.title.prefix(40))”的任何一次——"
                        + "仍然导入，算作额外的一次"))
        }
    }
}

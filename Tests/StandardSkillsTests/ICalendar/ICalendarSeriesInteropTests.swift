import Foundation
import SkillStore
import TestSupport
import Testing

@testable import StandardSkills

/// Series, overrides, alarms and to-dos against the reference readers (pinned in
/// `Tests/Interop/requirements.txt`; the peer is `Tests/Interop/ics_series_peer.py`):
///
/// 1. Python's `icalendar` writes a few hundred random files from a seeded generator (series in
///    UTC and four zones with daylight-saving changes, all-day series, `COUNT`/`UNTIL`, `EXDATE`s
///    listed and repeated, `RDATE`s, overrides that move occurrences, cancelled ones, alarms
///    relative to the start or the end, to-dos with `DUE`, alarms, `STATUS`, `COMPLETED`, `RRULE`).
/// 2. We read each: no diagnostics, and every field we keep equals what `icalendar` reads.
/// 3. We export what we read; `icalendar` reads our file and finds the same fields again.
/// 4. We import every file's events into a real SQLite store; `recurring-ical-events` expands
///    both files over two years, and its starts equal those of ``CalendarStore/occurrences(from:to:limit:)``
///    (``CalendarSeries``: the rule, `RDATE`s and `EXDATE`s, each override standing in for the
///    occurrence it names).
///
/// Left out, because the readers differ where RFC 5545 leaves the meaning open: a `DTSTART` its
/// rule does not yield (`recurring-ical-events` counts it as the first occurrence; we, like
/// python-dateutil, do not — see ``Recurrence``). The generator starts each series on its rule's
/// first occurrence.
///
/// A hand-written set (``ICalendarSeriesTests``' fixtures) goes through steps 3 and 4 too.
@Suite(
    "Interop: icalendar and recurring-ical-events read, write and expand series as we do",
    .timeLimit(.minutes(5)), .requires(Peers.interopPython))
struct ICalendarSeriesInteropTests {
    static let seed = 0x1C5_0018
    static let fileCount = 300
    static let window = (from: "20260101", to: "20280101")

    @Test func randomFilesFromIcalendarReadWriteAndExpandAsThePeersDo() async throws {
        let context = "seed \(Self.seed)"
        try await TemporaryDirectory.with("agentskill-ics-series") { folder in
            let generated = try await InteropPeers.run(
                "ics_series_peer.py", ["generate", "\(Self.seed)", "\(Self.fileCount)", folder.path], in: folder)
            try #require(generated.status == 0, "generate failed (\(context)): \(generated.errors)")
            var originals: [URL] = []
            var ours: [URL] = []
            var read: [ICalendarImport] = []
            for index in 0..<Self.fileCount {
                let file = folder.appending(path: "\(index).ics")
                let result = try ICalendar.read(String(contentsOf: file, encoding: .utf8), defaultTimeZone: .gmt)
                #expect(result.diagnostics == [], "\(context), file \(index): \(result.diagnostics)")
                let export = folder.appending(path: "\(index).ours.ics")
                try ICalendar.export(result.events, todos: result.todos).write(
                    to: export, atomically: true, encoding: .utf8)
                originals.append(file)
                ours.append(export)
                read.append(result)
            }
            let expansions = try await Self.expand(read.flatMap(\.events), in: folder)
            let described = try await Self.peer("describe", originals + ours, in: folder, as: PeerFile.self)
            let expanded = try await Self.peer(
                "expand", originals + ours, [Self.window.from, Self.window.to], in: folder, as: PeerExpansion.self)
            var mismatches: [String] = []
            var occurrences = 0
            for index in 0..<Self.fileCount {
                let theirs = described[index].canonical
                let ourFields = PeerFile(read[index]).canonical
                if ourFields != theirs {
                    mismatches.append("file \(index), we read: \(Self.difference(ourFields, theirs))")
                }
                let again = described[Self.fileCount + index].canonical
                if again != theirs {
                    mismatches.append("file \(index), icalendar reads our export: \(Self.difference(again, theirs))")
                }
                let uids = Set(read[index].events.map(\.uid))
                let expansion = expansions.filter { uids.contains($0[0]) }
                occurrences += expansion.count
                for (name, peer) in [("file", expanded[index]), ("our export", expanded[Self.fileCount + index])]
                where peer.occurrences != expansion {
                    let only = expansion.filter { !peer.occurrences.contains($0) }.prefix(3)
                    let onlyTheirs = peer.occurrences.filter { !expansion.contains($0) }.prefix(3)
                    mismatches.append(
                        "file \(index), recurring-ical-events on the \(name): we have \(expansion.count), it"
                            + " \(peer.occurrences.count); only ours \(Array(only)), only its \(Array(onlyTheirs))")
                }
            }
            let report = mismatches.prefix(10).joined(separator: "\n")
            #expect(mismatches.isEmpty, "\(context): \(mismatches.count) differences, in \(folder.path):\n\(report)")
            // The files are not trivially empty.
            #expect(occurrences > 20 * Self.fileCount, "\(context)")
            #expect(read.map(\.todos.count).reduce(0, +) > Self.fileCount / 2)
            #expect(read.flatMap(\.events).filter { $0.recurrenceID != nil }.count > Self.fileCount / 4)
        }
    }

    @Test func handWrittenSeriesAreReadAndExpandedAsWeWroteThem() async throws {
        let events = [
            ICalendarSeriesTests.badminton, ICalendarSeriesTests.moved, ICalendarSeriesTests.birthday,
            ICalendarSeriesTests.standUp,
            CalendarEvent(
                uid: "sydney", title: "Early swim", start: Fixed.local(2026, 4, 5, 2, 30, in: Self.sydney),
                end: Fixed.local(2026, 4, 5, 3, 30, in: Self.sydney), timeZone: "Australia/Sydney",
                stamp: Fixed.stamp, recurrenceRule: "FREQ=WEEKLY;UNTIL=20270101T000000Z;BYDAY=SU",
                recurrenceDates: [Fixed.local(2026, 10, 6, 2, 30, in: Self.sydney)],
                exceptionDates: [Fixed.local(2026, 10, 11, 2, 30, in: Self.sydney)]),
            CalendarEvent(
                uid: "sydney", title: "Early swim, later", start: Fixed.local(2026, 4, 13, 6, 0, in: Self.sydney),
                end: Fixed.local(2026, 4, 13, 7, 0, in: Self.sydney), timeZone: "Australia/Sydney",
                stamp: Fixed.stamp, recurrenceID: Fixed.local(2026, 4, 12, 2, 30, in: Self.sydney)),
        ]
        let todos = ICalendarSeriesTests.todos
        try await TemporaryDirectory.with("agentskill-ics-series") { folder in
            let file = folder.appending(path: "ours.ics")
            try ICalendar.export(events, todos: todos).write(to: file, atomically: true, encoding: .utf8)
            let described = try await Self.peer("describe", [file], in: folder, as: PeerFile.self)
            let expanded = try await Self.peer(
                "expand", [file], [Self.window.from, Self.window.to], in: folder, as: PeerExpansion.self)
            let ourFields = PeerFile(ICalendarImport(events: events, todos: todos)).canonical
            #expect(described.first?.canonical == ourFields)
            let expansion = try await Self.expand(events, in: folder)
            let theirs = expanded.first?.occurrences ?? []
            #expect(
                theirs == expansion,
                "only ours: \(expansion.filter { !theirs.contains($0) }), only theirs: \(theirs.filter { !expansion.contains($0) })"
            )
            #expect(expansion.count > 100)
            // 02:30 on the Sunday Sydney's clocks go forward does not exist: read as 03:30 AEDT.
            #expect(expansion.contains(["sydney", "20261003T163000Z"]))
            #expect(expansion.contains(["sydney", "20260412T200000Z"]))
        }
    }

    static let sydney = TimeZone(identifier: "Australia/Sydney") ?? .gmt

    // MARK: - The peer

    static func peer<Line: Decodable>(
        _ mode: String, _ files: [URL], _ arguments: [String] = [], in folder: URL, as type: Line.Type
    ) async throws -> [Line] {
        let list = folder.appending(path: "\(mode)-list.txt")
        try files.map(\.path).joined(separator: "\n").write(to: list, atomically: true, encoding: .utf8)
        let result = try await InteropPeers.run("ics_series_peer.py", [mode, list.path] + arguments, in: folder)
        try #require(result.status == 0, "ics_series_peer.py \(mode) failed (seed \(seed)): \(result.errors)")
        let lines = try result.output.split(separator: "\n").map {
            try JSONDecoder().decode(Line.self, from: Data($0.utf8))
        }
        try #require(lines.count == files.count, "the peer answered \(lines.count) of \(files.count) files")
        return lines
    }

    /// The first field that differs, for the failure message.
    static func difference(_ ours: PeerFile, _ theirs: PeerFile) -> String {
        for (mine, peer) in zip(ours.events, theirs.events) where mine != peer {
            return "ours \(mine) — theirs \(peer)"
        }
        for (mine, peer) in zip(ours.todos, theirs.todos) where mine != peer {
            return "ours \(mine) — theirs \(peer)"
        }
        return "ours \(ours.events.count) events, \(ours.todos.count) to-dos; theirs \(theirs.events.count),"
            + " \(theirs.todos.count)"
    }

    // MARK: - Our expansion

    /// Every occurrence starting in the window, as `[uid, start]` sorted: `events` imported into a
    /// real SQLite store in `folder`, and read back as occurrences (an override that names no
    /// occurrence stands at its own time, as `recurring-ical-events` has it).
    static func expand(_ events: [CalendarEvent], in folder: URL) async throws -> [[String]] {
        let directory = folder.appending(path: "store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let calendar = CalendarStore(ScopedStore(try StandardSchema.openStore(in: directory.path), access: .full))
        _ = try await calendar.importEvents(events)
        let found = try await calendar.occurrences(
            from: Fixed.utc(2026, 1, 1).addingTimeInterval(-3 * 86_400), to: Fixed.utc(2028, 1, 1), limit: 1_000_000)
        #expect(!found.isTruncated)
        return found.events.map { [$0.uid, PeerFile.time($0.start, of: $0)] }.filter { occurrence in
            let start = occurrence[1]
            let bounds = start.count == 8 ? window : (window.from + "T000000Z", window.to + "T000000Z")
            return start >= bounds.0 && start < bounds.1
        }.sorted { $0.lexicographicallyPrecedes($1) }
    }
}

/// What `ics_series_peer.py describe` prints for one file, and the same made from what we read.
struct PeerFile: Codable, Equatable {
    struct Event: Codable, Equatable {
        var uid: String
        var summary: String
        var start: String
        var end: String
        var tzid: String?
        var rrule: String?
        var exdates: [String]
        var rdates: [String]
        var recurrenceID: String?
        var alarms: [Int]

        enum CodingKeys: String, CodingKey {
            case uid, summary, start, end, tzid, rrule, exdates, rdates, alarms
            case recurrenceID = "recurrence_id"
        }
    }

    struct Todo: Codable, Equatable {
        var uid: String
        var summary: String
        var when: String?
        var allDay: Bool
        var alarm: Bool
        var completed: String?
        var rrule: String?

        enum CodingKeys: String, CodingKey {
            case uid, summary, when, alarm, completed, rrule
            case allDay = "all_day"
        }
    }

    var events: [Event]
    var todos: [Todo]

    init(_ file: ICalendarImport) {
        events = file.events.map { event in
            Event(
                uid: event.uid, summary: event.title, start: Self.time(event.start, of: event),
                end: Self.time(event.end, of: event), tzid: event.allDay ? nil : event.timeZone,
                rrule: event.recurrenceRule, exdates: event.exceptionDates.map { Self.time($0, of: event) }.sorted(),
                rdates: event.recurrenceDates.map { Self.time($0, of: event) }.sorted(),
                recurrenceID: event.recurrenceID.map { Self.time($0, of: event) },
                alarms: event.alarmOffsets.map { Int($0) }.sorted())
        }.sorted { ($0.uid, $0.recurrenceID ?? "") < ($1.uid, $1.recurrenceID ?? "") }
        todos = file.todos.map { todo in
            let zone = todo.timeZone.flatMap { TimeZone(identifier: $0) } ?? .gmt
            return Todo(
                uid: todo.uid, summary: todo.title,
                when: todo.due.map { todo.allDay ? LocalDate($0, in: zone).basicFormat : ICalendar.utc($0) },
                allDay: todo.allDay, alarm: todo.alarm, completed: todo.completed.map(ICalendar.utc),
                rrule: todo.recurrenceRule)
        }.sorted { $0.uid < $1.uid }
    }

    /// An instant as the peer prints it: a date for an all-day event (in its zone), else UTC.
    static func time(_ instant: Date, of event: CalendarEvent) -> String {
        event.allDay ? LocalDate(instant, in: event.resolvedTimeZone).basicFormat : ICalendar.utc(instant)
    }

    /// With every RRULE in canonical form (the peer writes the parts in its own order).
    var canonical: PeerFile {
        func rule(_ text: String?) -> String? { text.map { (try? RecurrenceRule(parsing: $0).text) ?? $0 } }
        var copy = self
        for index in copy.events.indices { copy.events[index].rrule = rule(copy.events[index].rrule) }
        for index in copy.todos.indices { copy.todos[index].rrule = rule(copy.todos[index].rrule) }
        return copy
    }
}

/// What `ics_series_peer.py expand` prints for one file.
struct PeerExpansion: Decodable {
    var occurrences: [[String]]
}

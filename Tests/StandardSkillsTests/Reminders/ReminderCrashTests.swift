import Foundation
import SkillStore
import TestSupport
import Testing

@testable import StandardSkills

/// Kills a process that keeps adding due reminders and ringing them with SIGKILL at random
/// moments, 20 times over one database, then lets one run ring what is left: every reminder rang
/// exactly once — none twice (no alarm reported twice, one delivery row each), none lost. Each run
/// also adds a reminder that repeats every day, and each ring is a day later: each of its times
/// rang exactly once — each delivery row is the first time after the ring before (none skipped,
/// none twice), and after the last ring it waits for the next.
@Suite(.timeLimit(.minutes(3))) struct ReminderCrashTests {
    /// What one run reported before it was killed (whole lines only).
    struct Reported {
        var added: [Int64] = []
        /// The reminder and the due time (ms) of each alarm reported.
        var rang: [String] = []
    }

    /// 2026-12-02 10:00 UTC: the first time of every reminder (the probe's `due`).
    static let start: Int64 = 1_796_205_600_000
    static let day: Int64 = 86_400_000

    static func run(database: String, label: String, lines: Int?) throws -> Reported {
        let process = SpawnedProcess()
        process.executableURL = try BuiltExecutable.url("reminder-crash-probe")
        process.arguments = [database, label] + (lines == nil ? ["--drain"] : [])
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var received = Data()
        if let lines {
            var count = 0
            while count < lines {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }  // The probe ended on its own: the test says why below.
                received.append(chunk)
                count = received.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            }
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        received.append(output.fileHandleForReading.readDataToEndOfFile())
        if lines != nil {
            #expect(process.terminationReason == .uncaughtSignal, "the probe stopped before it was killed")
        } else {
            #expect(process.terminationStatus == 0)
        }
        let text = String(decoding: received, as: UTF8.self)
        let complete = text.hasSuffix("\n") ? text : String(text[..<(text.lastIndex(of: "\n") ?? text.startIndex)])
        var reported = Reported()
        for line in complete.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count >= 2, let id = Int64(parts[1]) else { continue }
            if parts[0] == "added" { reported.added.append(id) }
            if parts[0] == "rang", parts.count == 3 { reported.rang.append("\(id) \(parts[2])") }
        }
        return reported
    }

    /// The delivery rows, `(due_ms, fired_ms)` by reminder, one-offs and repeating ones apart, and
    /// every `"id due_ms"`.
    struct Deliveries {
        var once: [Int64: [(due: Int64, fired: Int64)]] = [:]
        var series: [Int64: [(due: Int64, fired: Int64)]] = [:]
        var all: Set<String> = []
    }

    static func deliveries(_ store: SkillStore) async throws -> Deliveries {
        try await store.read { db in
            var rows = Deliveries()
            for row in try db.query(
                "SELECT d.reminder_id, d.due_ms, d.fired_ms, r.rule IS NOT NULL AS repeats FROM reminder_deliveries d"
                    + " JOIN reminder_items r ON r.id = d.reminder_id ORDER BY d.reminder_id, d.due_ms")
            {
                let id = try row.decode("reminder_id", as: Int64.self)
                let delivery = (
                    due: try row.decode("due_ms", as: Int64.self), fired: try row.decode("fired_ms", as: Int64.self)
                )
                if try row.decode("repeats", as: Int.self) == 1 {
                    rows.series[id, default: []].append(delivery)
                } else {
                    rows.once[id, default: []].append(delivery)
                }
                rows.all.insert("\(id) \(delivery.due)")
            }
            return rows
        }
    }

    /// Each repeating reminder (every day at 10:00 UTC from ``start``) rang first at its first time,
    /// then each time at the first time after the ring before — none skipped, none twice — and now
    /// waits for the first time after its last ring.
    static func checkSeries(_ store: SkillStore, rows: Deliveries, run: String) async throws {
        func nextTime(after fired: Int64) -> Int64 { start + ((fired - start) / day + 1) * day }
        let waiting = try await store.read { db in
            var due: [Int64: Int64] = [:]
            for row in try db.query("SELECT id, due_ms FROM reminder_items WHERE rule IS NOT NULL") {
                due[try row.decode("id", as: Int64.self)] = try row.decode("due_ms", as: Int64.self)
            }
            return due
        }
        for (id, deliveries) in rows.series {
            let dues = deliveries.map(\.due)
            let expected = [start] + deliveries.dropLast().map { nextTime(after: $0.fired) }
            #expect(dues == expected, "\(run): reminder \(id) rang at \(dues), not \(expected)")
            if let last = deliveries.last {
                #expect(waiting[id] == nextTime(after: last.fired), "\(run): reminder \(id) waits for the wrong time")
            }
        }
    }

    @Test func everyReminderRingsExactlyOnceThroughSIGKILLs() async throws {
        let directory = try TemporaryDirectory.create("reminder-crash").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let database = directory + "/reminders.sqlite"
        var random = SplitMix64(seed: 20_261_203)
        var added: Set<Int64> = []
        var rang: [String] = []
        for run in 0..<20 {
            let lines = Int(random.next() % 150) + 1
            let reported = try await onOwnThread {
                try Self.run(database: database, label: "run\(run)", lines: lines)
            }
            added.formUnion(reported.added)
            rang += reported.rang
            let store = try SkillStore(path: database)
            let check = try store.withoutTransaction { db in try db.scalar("PRAGMA integrity_check", as: String.self) }
            #expect(check == "ok", "run \(run): integrity_check said \(check ?? "nothing")")
            // No alarm is ever reported twice, and each reported one has its one delivery row.
            #expect(Set(rang).count == rang.count, "run \(run): an alarm rang twice")
            let rows = try await Self.deliveries(store)
            #expect(
                rows.once.values.allSatisfy { $0.count == 1 }, "run \(run): a one-off reminder has two deliveries")
            #expect(Set(rang).isSubset(of: rows.all), "run \(run): a reported alarm has no delivery")
            try await Self.checkSeries(store, rows: rows, run: "run \(run)")
        }
        let drained = try await onOwnThread { try Self.run(database: database, label: "drain", lines: nil) }
        rang += drained.rang
        let store = try SkillStore(path: database)
        let all = try await store.read { db in
            Set(try db.query("SELECT id FROM reminder_items").map { try $0.decode("id", as: Int64.self) })
        }
        let rows = try await Self.deliveries(store)
        // Every reminder stored rang, a one-off once; every one reported as added is stored.
        #expect(added.isSubset(of: all))
        #expect(Set(rows.once.keys).union(rows.series.keys) == all, "some reminders never rang")
        #expect(rows.once.values.allSatisfy { $0.count == 1 })
        #expect(rows.series.count >= 20, "\(rows.series.count) repeating reminders rang")
        #expect(Set(rang).count == rang.count)
        try await Self.checkSeries(store, rows: rows, run: "the drain")
        #expect(all.count >= 20)
    }
}

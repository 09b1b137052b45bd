import Foundation
import SkillStore
import TestSupport
import Testing

@testable import StandardSkills

/// Kills a process that keeps adding due reminders and ringing them with SIGKILL at random
/// moments, 20 times over one database, then lets one run ring what is left: every reminder rang
/// exactly once — none twice (no alarm reported twice, one delivery row each), none lost.
@Suite(.timeLimit(.minutes(3))) struct ReminderCrashTests {
    /// What one run reported before it was killed (whole lines only).
    struct Reported {
        var added: [Int64] = []
        var rang: [Int64] = []
    }

    static func run(database: String, label: String, lines: Int?) throws -> Reported {
        let process = Process()
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
            guard parts.count == 2, let id = Int64(parts[1]) else { continue }
            if parts[0] == "added" { reported.added.append(id) }
            if parts[0] == "rang" { reported.rang.append(id) }
        }
        return reported
    }

    @Test func everyReminderRingsExactlyOnceThroughSIGKILLs() async throws {
        let directory = try TemporaryDirectory.create("reminder-crash").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let database = directory + "/reminders.sqlite"
        var random = SplitMix64(seed: 20_261_203)
        var added: Set<Int64> = []
        var rang: [Int64] = []
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
            let counts = try await ReminderBook(ScopedStore(store, access: .full)).deliveryCounts()
            #expect(counts.values.allSatisfy { $0 == 1 }, "run \(run): a reminder has two deliveries")
            #expect(Set(rang).isSubset(of: Set(counts.keys)), "run \(run): a reported alarm has no delivery")
        }
        let drained = try await onOwnThread { try Self.run(database: database, label: "drain", lines: nil) }
        rang += drained.rang
        let store = try SkillStore(path: database)
        let all = try await store.read { db in
            Set(try db.query("SELECT id FROM reminder_items").map { try $0.decode("id", as: Int64.self) })
        }
        let counts = try await ReminderBook(ScopedStore(store, access: .full)).deliveryCounts()
        // Every reminder stored rang, once; every one reported as added is stored.
        #expect(added.isSubset(of: all))
        #expect(Set(counts.keys) == all, "\(all.subtracting(counts.keys).count) reminders never rang")
        #expect(counts.values.allSatisfy { $0 == 1 })
        #expect(Set(rang).count == rang.count)
        #expect(all.count >= 20)
    }
}

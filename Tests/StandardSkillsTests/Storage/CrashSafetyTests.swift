import Foundation
import SkillStore
import TestSupport
import Testing

@testable import StandardSkills

/// Kills a process that is adding ledger entries with SIGKILL at random moments, 20 times, and
/// checks after each kill that the database is intact and holds every entry reported as committed.
@Suite(.timeLimit(.minutes(3))) struct CrashSafetyTests {
    static func probe() throws -> URL { try BuiltExecutable.url("ledger-crash-probe") }

    /// Starts the probe, waits for `commits` reported commits, kills it, and returns every note it reported.
    static func runAndKill(database: String, label: String, commits: Int) throws -> [String] {
        let process = SpawnedProcess()
        process.executableURL = try probe()
        process.arguments = [database, label]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var received = Data()
        var lines = 0
        while lines < commits {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }  // The probe ended on its own: the test will say why below.
            received.append(chunk)
            lines = received.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        received.append(output.fileHandleForReading.readDataToEndOfFile())
        #expect(process.terminationReason == .uncaughtSignal, "the probe stopped before it was killed")
        // Only whole lines count: a line cut by the kill was not fully reported.
        let text = String(decoding: received, as: UTF8.self)
        let complete = text.hasSuffix("\n") ? text : String(text[..<(text.lastIndex(of: "\n") ?? text.startIndex)])
        return complete.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ")
            return parts.count == 3 && parts[0] == "committed" ? String(parts[2]) : nil
        }
    }

    @Test func everyReportedCommitSurvivesSIGKILL() async throws {
        let directory = try TemporaryDirectory.create("crash-safety").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let database = directory + "/ledger.sqlite"
        var random = SplitMix64(seed: 20_261_202)
        var reported: Set<String> = []
        for run in 0..<20 {
            let commits = Int(random.next() % 120) + 1
            let notes = try await onOwnThread {
                try Self.runAndKill(database: database, label: "run\(run)", commits: commits)
            }
            #expect(notes.count >= commits)
            reported.formUnion(notes)
            let store = try SkillStore(path: database)
            let check = try store.withoutTransaction { db in try db.scalar("PRAGMA integrity_check", as: String.self) }
            #expect(check == "ok", "run \(run): integrity_check said \(check ?? "nothing")")
            let stored = try await store.read { db in
                Set(try db.query("SELECT note FROM ledger_entries").map { try $0.decode("note", as: String.self) })
            }
            let missing = reported.subtracting(stored)
            #expect(
                missing.isEmpty,
                "run \(run): \(missing.count) reported commits are missing, e.g. \(missing.first ?? "")")
        }
        #expect(reported.count >= 20)
    }
}

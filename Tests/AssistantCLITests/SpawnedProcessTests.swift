import Foundation
import TestSupport
import Testing

/// The tests' own spawner (`SpawnedProcess`), which every test that runs a program uses instead of
/// Foundation's `Process` (whose `run()` can crash while the test process holds ~1,300
/// descriptors, swiftlang/swift-corelibs-foundation#5472).
@Suite("SpawnedProcess: programs started for tests")
struct SpawnedProcessTests {
    @Test func aProgramStartsWhileThisProcessHoldsManyDescriptorsAndInheritsNone() throws {
        var held: [Int32] = []
        defer { for fd in held { close(fd) } }
        for _ in 0..<800 {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { break }
            held += ends
        }
        #expect(held.count >= 1_500, "could open only \(held.count) descriptors")
        let output = Pipe()
        let process = SpawnedProcess()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ls /proc/self/fd | wc -l"]
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        // 0, 1, 2 and the descriptor `ls` reads the directory with: nothing of ours leaked in.
        #expect(Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 <= 4, "\(text)")
    }

    @Test(arguments: [("exit 3", 3, SpawnedProcess.TerminationReason.exit), ("kill -9 $$", 9, .uncaughtSignal)])
    func statusAndReasonAreReported(script: String, status: Int32, reason: SpawnedProcess.TerminationReason)
        async throws
    {
        let process = SpawnedProcess()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        let ended: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do { try process.run() } catch { continuation.resume(throwing: error) }
        }
        #expect(ended == status)
        #expect(process.terminationReason == reason)
        #expect(!process.isRunning)
    }

    @Test func aMissingProgramOrFolderIsAnErrorNamingIt() {
        let process = SpawnedProcess()
        process.executableURL = URL(fileURLWithPath: "/nonexistent/program")
        #expect(throws: SpawnedProcess.Failure.self) { try process.run() }
        let elsewhere = SpawnedProcess()
        elsewhere.executableURL = URL(fileURLWithPath: "/bin/true")
        elsewhere.currentDirectoryURL = URL(fileURLWithPath: "/nonexistent/folder")
        #expect(throws: SpawnedProcess.Failure.self) { try elsewhere.run() }
    }

    @Test func theWorkingDirectoryAndEnvironmentAreTheChildsOwn() throws {
        let folder = FileManager.default.temporaryDirectory
        let output = Pipe()
        let process = SpawnedProcess()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "pwd; echo $ONLY_HERE"]
        process.environment = ["ONLY_HERE": "yes", "PATH": "/usr/bin:/bin"]
        process.currentDirectoryURL = folder
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let resolved = folder.resolvingSymlinksInPath().path
        #expect(text == resolved + "\nyes\n" || text == folder.path + "\nyes\n", "\(text)")
    }
}

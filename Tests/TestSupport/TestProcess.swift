import Foundation

/// Runs a program (typically a Python peer's script) to its end without blocking a thread:
/// standard output and error go to files, so a full pipe can never stall it, and the wait is a
/// continuation resumed by the process's termination handler.
///
/// ```swift
/// let python = try Peers.interopPython.executable()
/// let result = try await TestProcess.run(
///     python, ["-B", script, file.path], environment: TestProcess.pythonEnvironment(), in: folder)
/// #expect(result.status == 0, "\(result.errors)")
/// ```
public enum TestProcess {
    /// How a run ended and what it printed.
    public struct Result: Sendable {
        /// The exit status (or the signal's number, when a signal ended it).
        public var status: Int32
        /// Everything written to standard output.
        public var output: String
        /// Everything written to standard error.
        public var errors: String
    }

    /// Why a run could not start.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// The test process's environment plus what Python peers need: UTF-8 standard streams and no
    /// `.pyc` files in the checkout; `extra` adds or replaces variables.
    public static func pythonEnvironment(adding extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["PYTHONIOENCODING"] = "utf-8"
        environment["PYTHONDONTWRITEBYTECODE"] = "1"
        return environment.merging(extra) { _, new in new }
    }

    /// Runs `executable` with `arguments` in `folder` (its working directory, where the output
    /// files go too) with standard input empty, and waits for it to end.
    ///
    /// - Parameters:
    ///   - environment: the program's whole environment.
    ///   - killAfter: when set, a program still running after that long is sent SIGTERM.
    /// - Throws: ``Failure`` when the output files cannot be made, or the error of starting the program.
    public static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String], in folder: URL,
        killAfter: Duration? = nil
    ) async throws -> Result {
        let process = SpawnedProcess()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = folder
        let outputURL = folder.appending(path: "stdout-\(UUID().uuidString)")
        let errorURL = folder.appending(path: "stderr-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: outputURL.path, contents: nil),
            FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        else { throw Failure(description: "cannot create output files in \(folder.path)") }
        let output = try FileHandle(forWritingTo: outputURL)
        let errors = try FileHandle(forWritingTo: errorURL)
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
                return
            }
            if let killAfter {
                let watched = Watched(process: process)
                let seconds = Double(killAfter.components.seconds) + Double(killAfter.components.attoseconds) / 1e18
                DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                    if watched.process.isRunning { watched.process.terminate() }
                }
            }
        }
        try output.close()
        try errors.close()
        return Result(
            status: status, output: try String(contentsOf: outputURL, encoding: .utf8),
            errors: try String(contentsOf: errorURL, encoding: .utf8))
    }

    /// The process a watchdog stops; `Process` is thread-safe for `isRunning` and `terminate()`.
    private final class Watched: @unchecked Sendable {
        let process: SpawnedProcess
        init(process: SpawnedProcess) { self.process = process }
    }
}

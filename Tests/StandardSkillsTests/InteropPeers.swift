import Foundation
import Testing

/// Runs the Python peers of the interop tests: scripts in `Tests/Interop/`, with the interpreter of
/// the virtualenv `scripts/bootstrap` makes (`.build/interop-venv`), or `INTEROP_PYTHON` when set.
/// No network: the peers only read and write files in a temporary folder.
enum InteropPeers {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The interpreter, or a failure that says how to get it.
    static func python() throws -> URL {
        let configured = ProcessInfo.processInfo.environment["INTEROP_PYTHON"].flatMap { $0.isEmpty ? nil : $0 }
        let url =
            configured.map { URL(fileURLWithPath: $0) } ?? packageRoot.appending(path: ".build/interop-venv/bin/python")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw Failure(
                description: "interop peers missing: no Python at \(url.path) — run scripts/bootstrap (or make test),"
                    + " which installs Tests/Interop/requirements.txt into .build/interop-venv; or set INTEROP_PYTHON")
        }
        return url
    }

    /// Runs `python -B Tests/Interop/<script> arguments…` (or `python -B -m module` when `script` starts
    /// with `-m `) and waits for it without blocking a thread.
    static func run(_ script: String, _ arguments: [String], in folder: URL) async throws -> Result {
        let python = try python()
        let process = Process()
        process.executableURL = python
        let target =
            script.hasPrefix("-m ")
            ? ["-m", String(script.dropFirst(3))] : [packageRoot.appending(path: "Tests/Interop/\(script)").path]
        process.arguments = ["-B"] + target + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["PYTHONIOENCODING"] = "utf-8"
        environment["PYTHONDONTWRITEBYTECODE"] = "1"
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
            }
        }
        try output.close()
        try errors.close()
        return Result(
            status: status, output: try String(contentsOf: outputURL, encoding: .utf8),
            errors: try String(contentsOf: errorURL, encoding: .utf8))
    }

    /// A fresh temporary folder, removed after `body`.
    static func withTemporaryFolder<T>(_ body: (URL) async throws -> T) async throws -> T {
        let folder = FileManager.default.temporaryDirectory.appending(path: "agentskill-interop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try await body(folder)
    }
}

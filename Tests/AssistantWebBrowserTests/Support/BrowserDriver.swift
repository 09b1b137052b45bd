import Foundation
import SkillJSON

/// Runs `Tests/Browser/browser.py` (headless Debian Chromium driven through chromedriver) with the
/// interop venv's Python: one browser per call, the steps in order, one JSON answer back.
///
/// The steps are the JSON objects `browser.py` documents: `["goto": url]`, `["type": sel, "text": s]`,
/// `["press": "Enter"]`, `["click": sel]`, `["waitFor": sel]`, `["waitText": sel, "text": s, "timeout": 5]`,
/// `["waitGone": sel]`, `["text": sel]` (recorded), `["resize": [w, h]]`, `["screenshot": path, "fullPage": true]`,
/// `["evaluate": js]` (recorded), `["consoleErrors": true]` (recorded: a list of strings).
///
/// Without the venv, selenium, Chromium or chromedriver, ``run(_:timeout:)`` throws a ``Failure``
/// that says to run `scripts/bootstrap`; the tests fail, they never skip.
enum BrowserDriver {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// What one run answered.
    struct Outcome: CustomStringConvertible {
        /// Every step ran.
        var ok: Bool
        /// The values of the recording steps (`text`, `evaluate`, `consoleErrors`), in order.
        var recorded: [JSONValue]
        /// Why the run stopped, when it did not finish.
        var error: String?
        /// The index of the step that failed.
        var failedStep: Int?
        /// Seconds until the browser was ready, and for the whole run.
        var launchSeconds: Double?
        var totalSeconds: Double?
        /// What the driver wrote on standard error.
        var log: String
        /// When a step failed: the page's status lines, focused element and console errors then.
        var context: JSONValue? = nil

        var description: String {
            "ok: \(ok), error: \(error ?? "none"), failed step: \(failedStep.map(String.init) ?? "none"), "
                + "recorded: \(JSONValue.array(recorded).stableString()), log: \(log)"
                + (context.map { ", context: \($0.stableString())" } ?? "")
        }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Where tests put screenshots and other files worth keeping: `.build/test-artifacts`.
    static var artifacts: URL { packageRoot.appending(path: ".build/test-artifacts") }

    /// The interop venv's interpreter, or a failure that says how to get it, Chromium and chromedriver.
    static func python() throws -> URL { try python(environment: ProcessInfo.processInfo.environment) }

    /// ``python()`` with the variables it reads given: `INTEROP_PYTHON` (else `.build/interop-venv`),
    /// `BROWSER_BINARY` (else `/usr/lib/chromium/chromium`), `CHROMEDRIVER` (else `/usr/bin/chromedriver`).
    static func python(environment: [String: String]) throws -> URL {
        let configured = environment["INTEROP_PYTHON"].flatMap { $0.isEmpty ? nil : $0 }
        let url =
            configured.map { URL(fileURLWithPath: $0) } ?? packageRoot.appending(path: ".build/interop-venv/bin/python")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw Failure(
                description: "browser tests: no Python at \(url.path) — run scripts/bootstrap (or make test), which"
                    + " installs selenium (Tests/Interop/requirements.txt) into .build/interop-venv")
        }
        let browser = environment["BROWSER_BINARY"] ?? "/usr/lib/chromium/chromium"
        let chromedriver = environment["CHROMEDRIVER"] ?? "/usr/bin/chromedriver"
        for (path, package) in [(browser, "chromium"), (chromedriver, "chromium-driver")]
        where !FileManager.default.isExecutableFile(atPath: path) {
            throw Failure(
                description: "browser tests: \(path) is missing — run scripts/bootstrap, which installs the Debian"
                    + " package \(package)")
        }
        return url
    }

    /// Loads `url`, then runs `steps`.
    static func run(url: String, _ steps: [JSONValue], timeout: Double = 45) async throws -> Outcome {
        try await run([["goto": .string(url)]] + steps, timeout: timeout)
    }

    /// Runs `steps` in one fresh browser. `timeout` bounds the whole run inside the driver, which
    /// then stops the browser; should the driver hang anyway, it is sent SIGTERM 15 s later.
    static func run(_ steps: [JSONValue], timeout: Double = 45) async throws -> Outcome {
        let python = try python()
        return try await withTemporaryFolder { folder in
            let stepsFile = folder.appending(path: "steps.json")
            try JSONValue.array(steps).stableData().write(to: stepsFile)
            let script = packageRoot.appending(path: "Tests/Browser/browser.py").path
            let (status, output, errors) = try await launch(
                python, ["-B", script, "--steps-file", stepsFile.path, "--timeout", String(timeout)], in: folder,
                killAfter: timeout + 15)
            let answer = output.split(separator: "\n").last.map(String.init) ?? ""
            guard let parsed = try? JSONValue.parse(answer), let ok = parsed["ok"]?.boolValue else {
                throw Failure(
                    description: "browser.py exited with status \(status) without a JSON answer; stdout: \(output)"
                        + " stderr: \(errors)")
            }
            return Outcome(
                ok: ok, recorded: parsed["recorded"]?.arrayValue ?? [], error: parsed["error"]?.stringValue,
                failedStep: parsed["failedStep"]?.intValue, launchSeconds: parsed["seconds"]?["launch"]?.doubleValue,
                totalSeconds: parsed["seconds"]?["total"]?.doubleValue, log: errors, context: parsed["context"])
        }
    }

    /// Runs a Python script from `Tests/Browser` in the background with its standard input open, and
    /// returns the process and the pipe whose closing ends it (see `serve.py`).
    static func start(_ script: String, _ arguments: [String]) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = try python()
        process.arguments = ["-B", packageRoot.appending(path: "Tests/Browser/\(script)").path] + arguments
        process.environment = environment()
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return (process, input)
    }

    static func environment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["PYTHONIOENCODING"] = "utf-8"
        environment["PYTHONDONTWRITEBYTECODE"] = "1"
        environment["SE_OFFLINE"] = "true"
        environment["SE_AVOID_STATS"] = "true"
        environment["LANG"] = "C.UTF-8"
        return environment
    }

    /// Runs `executable` and waits without blocking a thread; output goes through files, so a full
    /// pipe cannot stall it. After `killAfter` seconds a process still running is sent SIGTERM.
    static func launch(
        _ executable: URL, _ arguments: [String], in folder: URL, killAfter: Double
    ) async throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment()
        process.currentDirectoryURL = folder
        let outputURL = folder.appending(path: "stdout")
        let errorURL = folder.appending(path: "stderr")
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
            let watched = Watched(process: process)
            DispatchQueue.global().asyncAfter(deadline: .now() + killAfter) {
                if watched.process.isRunning { watched.process.terminate() }
            }
        }
        try output.close()
        try errors.close()
        return (
            status, try String(contentsOf: outputURL, encoding: .utf8),
            try String(contentsOf: errorURL, encoding: .utf8)
        )
    }

    /// The process the watchdog stops; `Process` is thread-safe for `isRunning` and `terminate()`.
    private final class Watched: @unchecked Sendable {
        let process: Process
        init(process: Process) { self.process = process }
    }

    /// A fresh temporary folder, removed after `body`.
    static func withTemporaryFolder<T>(_ body: (URL) async throws -> T) async throws -> T {
        let folder = FileManager.default.temporaryDirectory.appending(path: "agentskill-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try await body(folder)
    }
}

/// `Tests/Browser/serve.py` serving a folder on 127.0.0.1 with `script-src 'self'`; ``stop()`` ends it,
/// and it also ends by itself when this test process goes away (its standard input closes).
final class LocalFileServer {
    let port: Int
    private let process: Process
    private let input: Pipe

    var baseURL: String { "http://127.0.0.1:\(port)/" }

    init(serving folder: URL) async throws {
        let portFile = folder.deletingLastPathComponent().appending(path: "port-\(UUID().uuidString)")
        (process, input) = try BrowserDriver.start("serve.py", [folder.path, portFile.path])
        defer { try? FileManager.default.removeItem(at: portFile) }
        for _ in 0..<200 {
            if let text = try? String(contentsOf: portFile, encoding: .utf8), let port = Int(text) {
                self.port = port
                return
            }
            if !process.isRunning { break }
            try await Task.sleep(for: .milliseconds(25))
        }
        process.terminate()
        throw BrowserDriver.Failure(description: "serve.py did not report its port within 5 s")
    }

    func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}

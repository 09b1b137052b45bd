import Foundation
import SkillJSON
import TestSupport

/// Runs `Tests/Browser/browser.py` (headless Debian Chromium driven through chromedriver) with the
/// interop venv's Python: one browser per call, the steps in order, one JSON answer back.
///
/// The steps are the JSON objects `browser.py` documents: `["goto": url]`, `["type": sel, "text": s]`,
/// `["press": "Enter"]`, `["click": sel]`, `["waitFor": sel]`, `["waitText": sel, "text": s, "timeout": 5]`,
/// `["waitGone": sel]`, `["text": sel]` (recorded), `["resize": [w, h]]`, `["viewport": [w, h], "mobile": true]`,
/// `["screenshot": path, "fullPage": true]`,
/// `["evaluate": js]` (recorded), `["consoleErrors": true]` (recorded: a list of strings),
/// `["waitUntil": js]`, `["initScript": js]`, `["grantPermissions": ["notifications"], "origin": url]`,
/// `["newTab": url]`, `["switchTab": 0]`.
///
/// Without the venv, selenium, Chromium or chromedriver, ``run(_:timeout:)`` throws a ``Failure``
/// that says to run `scripts/bootstrap`. The tests that drive a browser declare
/// `.requires(Peers.browser)`: a bare `swift test` skips them there, `make test` fails them.
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

    /// Where tests put screenshots and other files worth keeping: `.build/test-artifacts`.
    static var artifacts: URL { PackageRoot.artifacts }

    /// The interop venv's interpreter, or a failure that says how to get it, Chromium and chromedriver.
    static func python() throws -> URL { try python(environment: ProcessInfo.processInfo.environment) }

    /// ``python()`` with the variables it reads given: `INTEROP_PYTHON` (else `.build/interop-venv`),
    /// `BROWSER_BINARY` (else `/usr/lib/chromium/chromium`), `CHROMEDRIVER` (else `/usr/bin/chromedriver`)
    /// — ``Peers/browser``, its message in a ``Failure``.
    static func python(environment: [String: String]) throws -> URL {
        do {
            return try Peers.browser.executable(environment: environment)
        } catch {
            throw Failure(description: error.description)
        }
    }

    /// Loads `url`, then runs `steps`.
    static func run(url: String, _ steps: [JSONValue], timeout: Double = 45) async throws -> Outcome {
        try await run([["goto": .string(url)]] + steps, timeout: timeout)
    }

    /// Runs `steps` in one fresh browser. `timeout` bounds the whole run inside the driver, which
    /// then stops the browser; should the driver hang anyway, it is sent SIGTERM 15 s later.
    static func run(_ steps: [JSONValue], timeout: Double = 45) async throws -> Outcome {
        let python = try python()
        return try await TemporaryDirectory.with("agentskill-browser") { folder in
            let stepsFile = folder.appending(path: "steps.json")
            try JSONValue.array(steps).stableData().write(to: stepsFile)
            let script = PackageRoot.appending("Tests/Browser/browser.py").path
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
    static func start(_ script: String, _ arguments: [String]) throws -> (SpawnedProcess, Pipe) {
        let process = SpawnedProcess()
        process.executableURL = try python()
        process.arguments = ["-B", PackageRoot.appending("Tests/Browser/\(script)").path] + arguments
        process.environment = environment()
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return (process, input)
    }

    /// The environment of the driver's scripts: the Python peers' (``TestProcess/pythonEnvironment(adding:)``),
    /// with Selenium kept offline and a UTF-8 locale.
    static func environment() -> [String: String] {
        TestProcess.pythonEnvironment(adding: ["SE_OFFLINE": "true", "SE_AVOID_STATS": "true", "LANG": "C.UTF-8"])
    }

    /// Runs `executable` in `folder` and waits without blocking a thread (``TestProcess``); after
    /// `killAfter` seconds a process still running is sent SIGTERM.
    static func launch(
        _ executable: URL, _ arguments: [String], in folder: URL, killAfter: Double
    ) async throws -> (Int32, String, String) {
        let result = try await TestProcess.run(
            executable, arguments, environment: environment(), in: folder, killAfter: .seconds(killAfter))
        return (result.status, result.output, result.errors)
    }
}

/// `Tests/Browser/serve.py` serving a folder on 127.0.0.1 with `script-src 'self'`; ``stop()`` ends it,
/// and it also ends by itself when this test process goes away (its standard input closes).
final class LocalFileServer {
    let port: Int
    private let process: SpawnedProcess
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

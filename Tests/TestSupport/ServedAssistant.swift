import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The real `assistant serve` program, started on a free port of 127.0.0.1 with its own data
/// and config folders, for tests that need the whole server as a user runs it.
///
/// ```swift
/// let served = try await ServedAssistant.start()
/// // … drive served.url with a browser or an HTTP client …
/// let (status, output) = await served.stop()  // SIGINT, as Ctrl-C sends
/// ```
public final class ServedAssistant: Sendable {
    /// The page's address, `http://127.0.0.1:PORT/`.
    public let url: String
    /// The port it listens on.
    public let port: Int
    /// Where its database lives.
    public let dataDirectory: URL
    private let process: ProcessBox
    private let scratch: URL
    private let outputFile: URL

    /// Why the server did not come up.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Starts `assistant serve --port 0` plus `arguments`, and waits (up to 60 s) until it prints
    /// its address. `environment` adds or replaces variables (`AGENTSKILL_NOW`, weather URLs, …).
    ///
    /// - Parameters:
    ///   - port: the port to listen on; 0 (the default) takes a free one. A restarted server
    ///     passes its predecessor's, so an open page finds it again.
    ///   - dataDirectory: a data folder to use, which outlives the server (a restart over the
    ///     same data); by default a fresh one that ``stop(signal:timeout:)`` removes.
    public static func start(
        arguments: [String] = [], environment extra: [String: String] = [:], port: Int = 0,
        dataDirectory: URL? = nil
    ) async throws -> ServedAssistant {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "agentskill-served-\(UUID().uuidString)")
        let data = dataDirectory ?? scratch.appending(path: "data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let outputFile = scratch.appending(path: "output")
        guard FileManager.default.createFile(atPath: outputFile.path, contents: nil) else {
            throw Failure(description: "cannot create \(outputFile.path)")
        }
        let process = SpawnedProcess()
        process.executableURL = try BuiltExecutable.url("assistant")
        process.arguments = ["serve", "--port", String(port), "--data-dir", data.path] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment["XDG_CONFIG_HOME"] = scratch.appending(path: "config").path
        environment["AGENTSKILL_CONFIG"] = nil
        environment["AGENTSKILL_NOW"] = nil
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let output = try FileHandle(forWritingTo: outputFile)
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        try? output.close()
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline {
            let text = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
            if let match = text.firstMatch(of: /serving at (http:\/\/127\.0\.0\.1:(\d+)\/)/), let port = Int(match.2) {
                return ServedAssistant(
                    url: String(match.1), port: port, dataDirectory: data, process: ProcessBox(process),
                    scratch: scratch, outputFile: outputFile)
            }
            guard process.isRunning else {
                throw Failure(description: "assistant serve exited (\(process.terminationStatus)): \(text)")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        process.terminate()
        throw Failure(description: "assistant serve printed no address within 60 s")
    }

    private init(
        url: String, port: Int, dataDirectory: URL, process: ProcessBox, scratch: URL, outputFile: URL
    ) {
        self.url = url
        self.port = port
        self.dataDirectory = dataDirectory
        self.process = process
        self.scratch = scratch
        self.outputFile = outputFile
    }

    /// The process id, for tests that signal it themselves.
    public var processIdentifier: Int32 { process.value.processIdentifier }

    /// Whether the program still runs.
    public var isRunning: Bool { process.value.isRunning }

    /// Everything it printed so far.
    public var output: String { (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "" }

    /// Sends `signal` (SIGINT by default, as Ctrl-C does), waits up to `timeout` seconds for the
    /// program to end (then kills it), removes its folders, and returns its exit status and
    /// everything it printed. A status of `nil` means it had to be killed.
    @discardableResult
    public func stop(signal number: Int32 = SIGINT, timeout: Double = 30) async -> (status: Int32?, output: String) {
        let process = self.process
        let status: Int32? = await onOwnThread {
            let running = process.value
            if running.isRunning { kill(running.processIdentifier, number) }
            let deadline = Date().addingTimeInterval(timeout)
            while running.isRunning, Date() < deadline { usleep(20_000) }
            guard !running.isRunning else {
                kill(running.processIdentifier, SIGKILL)
                running.waitUntilExit()
                return nil
            }
            running.waitUntilExit()
            return running.terminationStatus
        }
        let text = output
        try? FileManager.default.removeItem(at: scratch)
        return (status, text)
    }

    /// Ends the program with SIGKILL, as a crash or a power cut would, and waits for it; its
    /// data folder stays for the test to inspect (``stop(signal:timeout:)`` removes it later).
    public func kill9() async {
        let process = self.process
        await onOwnThread {
            let running = process.value
            if running.isRunning { kill(running.processIdentifier, SIGKILL) }
            running.waitUntilExit()
        }
    }

    /// The resident memory of the program now, in bytes (Linux `VmRSS`); `nil` when unreadable.
    public var residentBytes: Int? {
        let status = (try? String(contentsOfFile: "/proc/\(processIdentifier)/status", encoding: .utf8)) ?? ""
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        return kilobytes * 1024
    }

    deinit {
        if process.value.isRunning { kill(process.value.processIdentifier, SIGKILL) }
    }
}

/// A `Process` shared across threads: `isRunning`, signals and waiting are thread-safe.
private final class ProcessBox: @unchecked Sendable {
    let value: SpawnedProcess
    init(_ value: SpawnedProcess) { self.value = value }
}

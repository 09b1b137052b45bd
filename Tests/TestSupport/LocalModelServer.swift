import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A real OpenAI-compatible model server on 127.0.0.1, for interop tests of the LLM client:
/// llama-cpp-python serving SmolLM2-135M-Instruct, started through `Tests/Interop/llm_server.py` with
/// the interpreter of `.build/llm-venv` (which `scripts/bootstrap` installs), or `$LLM_PYTHON` when set
/// (``Peers/modelServerPython``; suites that start it declare `.requires(Peers.modelServerPython)`).
///
/// The model is tiny and its answers are not worth judging; what it gives is the real wire format:
/// chat completions, server-sent events and `tool_calls`.
///
/// ```swift
/// let server = try await LocalModelServer.start()
/// // … POST server.baseURL/chat/completions with "model": server.model …
/// await server.stop()
/// ```
public final class LocalModelServer: Sendable {
    /// The API root, `http://127.0.0.1:PORT/v1`.
    public let baseURL: URL
    /// The port the server listens on.
    public let port: Int
    /// The model's name, for the requests' `model` field.
    public let model: String
    /// The server's process id (the child of `llm_server.py`).
    public let serverProcessIdentifier: Int32
    private let launcher: LauncherBox
    private let scratch: URL

    /// Why the server did not come up.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Starts `llm_server.py` and waits (up to `timeout`) for the line it prints once `/v1/models`
    /// answers: `{"port": N, "pid": P, "model": "…"}`. Loading the model takes a few seconds.
    public static func start(timeout: Duration = .seconds(180)) async throws -> LocalModelServer {
        let python = try Peers.modelServerPython.executable()
        let scratch = FileManager.default.temporaryDirectory.appending(path: "agentskill-llm-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let outputFile = scratch.appending(path: "stdout")
        let errorFile = scratch.appending(path: "stderr")
        guard FileManager.default.createFile(atPath: outputFile.path, contents: nil),
            FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        else { throw Failure(description: "cannot create output files in \(scratch.path)") }
        let process = SpawnedProcess()
        process.executableURL = python
        let script = PackageRoot.appending("Tests/Interop/llm_server.py").path
        process.arguments = ["-B", script]
        process.environment = TestProcess.pythonEnvironment()
        let output = try FileHandle(forWritingTo: outputFile)
        let errors = try FileHandle(forWritingTo: errorFile)
        process.standardOutput = output
        process.standardError = errors
        // The script runs until its stdin closes: stop() closes this pipe, and so does our exit.
        let input = Pipe()
        process.standardInput = input
        try process.run()
        try? output.close()
        try? errors.close()
        let launcher = LauncherBox(process, input: input.fileHandleForWriting)
        let deadline = ContinuousClock.now + timeout
        func failure(_ what: String) -> Failure {
            let log = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
            return Failure(description: "\(what) — while starting \(script):\n\(log.suffix(4000))")
        }
        while ContinuousClock.now < deadline {
            let text = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
            if let line = text.split(separator: "\n").first, text.contains("\n") {
                guard let fields = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                    let port = fields["port"] as? Int, let pid = fields["pid"] as? Int,
                    let model = fields["model"] as? String
                else {
                    await launcher.end()
                    throw failure("llm_server.py printed '\(line)', not {\"port\", \"pid\", \"model\"}")
                }
                return LocalModelServer(
                    baseURL: URL(string: "http://127.0.0.1:\(port)/v1")!, port: port, model: model,
                    serverProcessIdentifier: Int32(pid), launcher: launcher, scratch: scratch)
            }
            guard process.isRunning else {
                throw failure("llm_server.py exited (\(process.terminationStatus)) before the server answered")
            }
            do {
                try await Task.sleep(for: .milliseconds(100))
            } catch {
                await launcher.end()
                throw error
            }
        }
        await launcher.end()
        throw failure("the local model server did not answer within \(timeout)")
    }

    private init(
        baseURL: URL, port: Int, model: String, serverProcessIdentifier: Int32, launcher: LauncherBox, scratch: URL
    ) {
        self.baseURL = baseURL
        self.port = port
        self.model = model
        self.serverProcessIdentifier = serverProcessIdentifier
        self.launcher = launcher
        self.scratch = scratch
    }

    /// Everything the script and the server wrote to stderr so far (uvicorn's log, tracebacks).
    public var log: String { (try? String(contentsOf: scratch.appending(path: "stderr"), encoding: .utf8)) ?? "" }

    /// Stops the script (SIGTERM, by pid), which stops the server by its pid; kills both after 10 s.
    public func stop() async {
        await launcher.end(server: serverProcessIdentifier)
        try? FileManager.default.removeItem(at: scratch)
    }

    deinit {
        if launcher.process.isRunning { launcher.forceKill(server: serverProcessIdentifier) }
    }
}

/// The launcher `Process` and the write end of its stdin, shared across threads.
private final class LauncherBox: @unchecked Sendable {
    let process: SpawnedProcess
    let input: FileHandle

    init(_ process: SpawnedProcess, input: FileHandle) {
        self.process = process
        self.input = input
    }

    /// SIGTERM to the script, a wait off the cooperative pool, then SIGKILL to both if need be.
    func end(server: Int32? = nil) async {
        await onOwnThread {
            if self.process.isRunning { kill(self.process.processIdentifier, SIGTERM) }
            try? self.input.close()
            let deadline = Date().addingTimeInterval(10)
            while self.process.isRunning, Date() < deadline { usleep(20_000) }
            if self.process.isRunning { self.forceKill(server: server) }
            self.process.waitUntilExit()
        }
    }

    /// SIGKILL to the script and the server, without waiting (only while the script, the server's
    /// parent, still runs, so the server's pid cannot have been reused).
    func forceKill(server: Int32?) {
        guard process.isRunning else { return }
        if let server { kill(server, SIGKILL) }
        kill(process.processIdentifier, SIGKILL)
    }
}

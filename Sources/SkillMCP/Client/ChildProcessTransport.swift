import Foundation

/// A server started as a child process: its standard input and output carry the protocol, its
/// standard error goes to ours.
final class ChildProcessTransport: MCPTransport, @unchecked Sendable {
    // `Process` is not Sendable; it is only touched in `init`, `close` and `processID`, and
    // Foundation's Process is safe to terminate from any thread.
    private let process: Process
    private let input: FileHandle
    let incoming: AsyncStream<[UInt8]>
    private let name: String

    /// Starts `config.command`.
    ///
    /// - Throws: ``MCPError`` (``MCPError/Kind/serverExited``) when it cannot be started.
    init(_ config: MCPServerConfig, environment: [String: String]) throws(MCPError) {
        _ = FileDescriptorIO.ignoreBrokenPipes
        name = config.name
        let process = Process()
        let executable = Self.resolve(config.command, path: environment["PATH"] ?? "/usr/bin:/bin")
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = config.args
        process.environment = environment.merging(config.env) { _, new in new }
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.standardError
        do {
            try process.run()
        } catch {
            throw MCPError(
                .serverExited, "cannot start MCP server", "'\(config.command)' (\(error.localizedDescription))",
                while: "starting server '\(config.name)'")
        }
        self.process = process
        self.input = stdin.fileHandleForWriting
        self.incoming = FileDescriptorIO.chunks(from: stdout.fileHandleForReading.fileDescriptor)
    }

    /// The child's process id.
    var processID: Int32 { process.processIdentifier }

    func send(_ bytes: [UInt8]) async throws(MCPError) {
        try FileDescriptorIO.write(bytes, to: input.fileDescriptor, context: "writing to server '\(name)'")
    }

    /// Closes its input and ends it: the spec's shutdown for stdio (close, then SIGTERM).
    func close() async {
        try? input.close()
        if process.isRunning { process.terminate() }
    }

    /// `command` itself when it holds a `/`, else the first executable of that name in `path`.
    static func resolve(_ command: String, path: String) -> String {
        guard !command.contains("/") else { return command }
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(command)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return command
    }
}

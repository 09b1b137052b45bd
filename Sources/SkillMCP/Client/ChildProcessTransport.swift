import Foundation

/// A server started as a child process (see ``ChildProcess``): its standard input and output carry
/// the protocol; each line of its standard error goes to `log`, as `mcp: server 'NAME': LINE`.
///
/// Its standard error is not handed to ours: whatever a server writes reaches the person only
/// through the program's own writer, which makes it safe for a terminal.
final class ChildProcessTransport: MCPTransport {
    private let child: ChildProcess
    let incoming: AsyncStream<[UInt8]>
    private let name: String
    private let shutdownGrace: Duration

    /// Starts `config.command`.
    ///
    /// - Throws: ``MCPError`` (``MCPError/Kind/serverExited``) when it cannot be started.
    init(
        _ config: MCPServerConfig, environment: [String: String], shutdownGrace: Duration = .seconds(2),
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) throws(MCPError) {
        _ = FileDescriptorIO.ignoreBrokenPipes
        name = config.name
        self.shutdownGrace = shutdownGrace
        child = try ChildProcess(
            executable: Self.resolve(config.command, path: environment["PATH"] ?? "/usr/bin:/bin"),
            arguments: config.args, environment: environment.merging(config.env) { _, new in new },
            context: "starting server '\(config.name)'")
        incoming = child.outputChunks()
        Self.forwardLines(of: child.errorChunks(), prefix: "mcp: server '\(config.name)': ", to: log)
    }

    /// The child's process id (and process group id).
    var processID: Int32 { child.id }

    func send(_ bytes: [UInt8]) async throws(MCPError) {
        try child.write(bytes, context: "writing to server '\(name)'")
    }

    /// The spec's shutdown for stdio: closes its input and waits for it to exit, then `SIGTERM`,
    /// then `SIGKILL` — each to its whole process group, each after ``MCPClientOptions/shutdownGrace``.
    func close() async {
        child.closeInput()
        _ = await child.waitForExit(within: shutdownGrace)
        await child.terminate(grace: shutdownGrace)
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

    /// The longest line of a server's standard error passed on, in bytes; the rest of it is dropped.
    static let errorLineLimit = 4_096

    /// Hands each line of `chunks` to `log` with `prefix`, cut at ``errorLineLimit`` bytes.
    private static func forwardLines(
        of chunks: AsyncStream<[UInt8]>, prefix: String, to log: @escaping @Sendable (String) -> Void
    ) {
        Task {
            var line: [UInt8] = []
            func flush() {
                guard !line.isEmpty else { return }
                log(prefix + String(decoding: line, as: UTF8.self))
                line.removeAll(keepingCapacity: true)
            }
            for await chunk in chunks {
                for byte in chunk {
                    if byte == UInt8(ascii: "\n") {
                        flush()
                    } else if line.count < errorLineLimit {
                        line.append(byte)
                    }
                }
            }
            flush()
        }
    }
}

import Foundation

/// Runs a program with some of its standard streams on a pseudo-terminal — so `isatty` says yes
/// for them, as when a person runs it — and the others on pipes; standard input is `/dev/null`.
///
/// The terminal is in raw mode, so what the program wrote comes back byte for byte (no `\r`
/// added before each `\n`).
public enum PseudoTerminal {
    /// A standard stream of the program.
    public enum Stream: Sendable, Hashable {
        case output
        case error
    }

    /// What a run produced.
    public struct Result: Sendable {
        /// The exit status.
        public var status: Int32
        /// What the program wrote to the terminal (from every stream on it).
        public var terminal: String
        /// What it wrote to standard output, when that was a pipe.
        public var output: String
        /// What it wrote to standard error, when that was a pipe.
        public var error: String
    }

    /// Why a run could not start.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Runs `executable` to its end, off the cooperative pool, with `streams` on the terminal.
    public static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String], onTerminal streams: Set<Stream>
    ) async throws -> Result {
        try await onOwnThread { try runBlocking(executable, arguments, environment: environment, streams: streams) }
    }

    private static func runBlocking(
        _ executable: URL, _ arguments: [String], environment: [String: String], streams: Set<Stream>
    ) throws -> Result {
        var master: Int32 = 0
        var slave: Int32 = 0
        guard openpty(&master, &slave, nil, nil, nil) == 0 else {
            throw Failure(description: "openpty failed: \(String(cString: strerror(errno)))")
        }
        for descriptor in [master, slave] { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var raw = termios()
        tcgetattr(slave, &raw)
        cfmakeraw(&raw)
        tcsetattr(slave, TCSANOW, &raw)
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        let output = Pipe()
        let error = Pipe()
        let process = SpawnedProcess()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        process.standardOutput = streams.contains(.output) ? terminal : output
        process.standardError = streams.contains(.error) ? terminal : error
        do {
            try process.run()
        } catch {
            close(master)
            close(slave)
            throw error
        }
        // Only the program holds the terminal now: reading it ends (EIO) when the program is done.
        close(slave)
        try? output.fileHandleForWriting.close()
        try? error.fileHandleForWriting.close()
        let shown = Captured()
        let reader = Thread { [master] in
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                if count > 0 {
                    shown.append(buffer[0..<count])
                } else if count < 0, errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            close(master)
            shown.finish()
        }
        reader.start()
        let piped = (
            output.fileHandleForReading.readDataToEndOfFile(), error.fileHandleForReading.readDataToEndOfFile()
        )
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, terminal: String(decoding: shown.wait(), as: UTF8.self),
            output: String(decoding: piped.0, as: UTF8.self), error: String(decoding: piped.1, as: UTF8.self))
    }
}

/// Bytes a reader thread collects, handed over when it finishes.
private final class Captured: @unchecked Sendable {
    // @unchecked: `bytes` is only touched under `condition`.
    private let condition = NSCondition()
    private var bytes: [UInt8] = []
    private var done = false

    func append(_ more: ArraySlice<UInt8>) {
        condition.lock()
        bytes += more
        condition.unlock()
    }

    func finish() {
        condition.lock()
        done = true
        condition.broadcast()
        condition.unlock()
    }

    func wait() -> [UInt8] {
        condition.lock()
        defer { condition.unlock() }
        while !done { condition.wait() }
        return bytes
    }
}

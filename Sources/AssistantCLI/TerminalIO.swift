import Foundation

/// The program's connection to the outside: lines in, text out. Tests pass their own.
public struct TerminalIO: Sendable {
    /// The next line of input without its newline, or `nil` at end of input (Ctrl-D).
    public var readLine: @Sendable () async -> String?
    /// The next line of input as bytes, without its newline, or `nil` at end of input: for
    /// commands that must see invalid UTF-8 rather than have it repaired (`assistant nlu`).
    ///
    /// The reader calls its argument just before it waits for more input, so a command can write
    /// the output it has buffered while nobody is waiting for it. A line longer than
    /// ``lineByteLimit`` comes back cut to `lineByteLimit + 1` bytes; the rest of it is skipped.
    public var readRawLine: @Sendable (_ beforeWaiting: () -> Void) async -> [UInt8]?
    /// Writes to standard output.
    public var write: @Sendable (String) -> Void
    /// Writes to standard error.
    public var writeError: @Sendable (String) -> Void
    /// Whether a person is typing at a terminal (then the chat shows a prompt and phase lines).
    public var isInteractive: Bool
    /// The environment variables (for `LANG`, `LC_ALL`, `XDG_DATA_HOME`).
    public var environment: [String: String]

    /// The longest line, in bytes, that ``readRawLine`` returns whole: 64 KiB.
    public static let lineByteLimit = 65_536

    /// Creates an IO from closures.
    ///
    /// - Parameter readRawLine: by default ``readLine``'s lines as UTF-8 (calling `beforeWaiting`
    ///   before each).
    public init(
        readLine: @escaping @Sendable () async -> String?, write: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void, isInteractive: Bool, environment: [String: String],
        readRawLine: (@Sendable (_ beforeWaiting: () -> Void) async -> [UInt8]?)? = nil
    ) {
        self.readLine = readLine
        self.readRawLine =
            readRawLine ?? { beforeWaiting in
                beforeWaiting()
                return await readLine().map { Array($0.utf8) }
            }
        self.write = write
        self.writeError = writeError
        self.isInteractive = isInteractive
        self.environment = environment
    }

    /// Standard input, output and error of this process.
    public static func standard() -> TerminalIO {
        let rawInput = RawLineReader(descriptor: STDIN_FILENO, limit: lineByteLimit)
        return TerminalIO(
            readLine: { Swift.readLine(strippingNewline: true) },
            write: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) },
            isInteractive: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1,
            environment: ProcessInfo.processInfo.environment,
            readRawLine: { beforeWaiting in rawInput.next(beforeWaiting: beforeWaiting) })
    }
}

import Foundation

/// The program's connection to the outside: lines in, text out. Tests pass their own.
///
/// Every byte of terminal text goes out through ``output`` or ``errorOutput`` (``write(_:as:)``,
/// ``writeError(_:as:)``), which make it safe for the terminal showing that stream, if any — see
/// ``TerminalStream``. Nothing in the program writes to the standard streams any other way.
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
    /// Standard output.
    public var output: TerminalStream
    /// Standard error.
    public var errorOutput: TerminalStream
    /// Whether a person is typing at a terminal (then the chat shows a prompt and phase lines):
    /// standard input and output are both terminals. It decides what is asked, never how text is
    /// made safe — each stream does that by itself.
    public var isInteractive: Bool
    /// The environment variables (for `LANG`, `LC_ALL`, `XDG_DATA_HOME`).
    public var environment: [String: String]
    /// Makes the line editor the chat reads with at a terminal — a ``LineEditor``, which
    /// ``standard()`` offers when standard input and output are terminals — or `nil`, when lines
    /// come from ``readLine`` as they are.
    var makeLineEditor: LineEditorFactory?

    /// The longest line, in bytes, that ``readRawLine`` returns whole: 64 KiB.
    public static let lineByteLimit = 65_536

    /// Creates an IO from closures.
    ///
    /// - Parameters:
    ///   - write: Receives standard output, already made safe when `outputIsTerminal`.
    ///   - writeError: Receives standard error, already made safe when `errorIsTerminal`.
    ///   - outputIsTerminal: Whether a terminal shows standard output; by default `isInteractive`.
    ///   - errorIsTerminal: Whether a terminal shows standard error; by default `isInteractive`.
    ///   - readRawLine: By default ``readLine``'s lines as UTF-8 (calling `beforeWaiting` before each).
    public init(
        readLine: @escaping @Sendable () async -> String?, write: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void, isInteractive: Bool, environment: [String: String],
        outputIsTerminal: Bool? = nil, errorIsTerminal: Bool? = nil,
        readRawLine: (@Sendable (_ beforeWaiting: () -> Void) async -> [UInt8]?)? = nil
    ) {
        self.readLine = readLine
        self.readRawLine =
            readRawLine ?? { beforeWaiting in
                beforeWaiting()
                return await readLine().map { Array($0.utf8) }
            }
        self.output = TerminalStream(isTerminal: outputIsTerminal ?? isInteractive, sink: write)
        self.errorOutput = TerminalStream(isTerminal: errorIsTerminal ?? isInteractive, sink: writeError)
        self.isInteractive = isInteractive
        self.environment = environment
    }

    /// Standard input, output and error of this process.
    public static func standard() -> TerminalIO {
        let rawInput = RawLineReader(descriptor: STDIN_FILENO, limit: lineByteLimit)
        var io = TerminalIO(
            readLine: { Swift.readLine(strippingNewline: true) }, write: { _ in }, writeError: { _ in },
            isInteractive: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1,
            environment: ProcessInfo.processInfo.environment,
            readRawLine: { beforeWaiting in rawInput.next(beforeWaiting: beforeWaiting) })
        io.output = .descriptor(STDOUT_FILENO)
        io.errorOutput = .descriptor(STDERR_FILENO)
        if io.isInteractive {
            io.makeLineEditor = { environment, warn in LineEditor(environment: environment, warn: warn) }
        }
        return io
    }

    /// Writes to standard output (see ``TerminalStream/write(_:as:)``).
    public func write(_ text: String, as kind: TerminalStream.Kind = .plain) {
        output.write(text, as: kind)
    }

    /// Writes to standard error (see ``TerminalStream/write(_:as:)``).
    public func writeError(_ text: String, as kind: TerminalStream.Kind = .plain) {
        errorOutput.write(text, as: kind)
    }
}

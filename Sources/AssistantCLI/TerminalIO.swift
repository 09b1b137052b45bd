import Foundation

/// The program's connection to the outside: lines in, text out. Tests pass their own.
public struct TerminalIO: Sendable {
    /// The next line of input without its newline, or `nil` at end of input (Ctrl-D).
    public var readLine: @Sendable () async -> String?
    /// Writes to standard output.
    public var write: @Sendable (String) -> Void
    /// Writes to standard error.
    public var writeError: @Sendable (String) -> Void
    /// Whether a person is typing at a terminal (then the chat shows a prompt and phase lines).
    public var isInteractive: Bool
    /// The environment variables (for `LANG`, `LC_ALL`, `XDG_DATA_HOME`).
    public var environment: [String: String]

    /// Creates an IO from closures.
    public init(
        readLine: @escaping @Sendable () async -> String?, write: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void, isInteractive: Bool, environment: [String: String]
    ) {
        self.readLine = readLine
        self.write = write
        self.writeError = writeError
        self.isInteractive = isInteractive
        self.environment = environment
    }

    /// Standard input, output and error of this process.
    public static func standard() -> TerminalIO {
        TerminalIO(
            readLine: { Swift.readLine(strippingNewline: true) },
            write: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) },
            isInteractive: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1,
            environment: ProcessInfo.processInfo.environment)
    }
}

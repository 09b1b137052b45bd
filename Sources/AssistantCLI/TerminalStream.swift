import Foundation

/// One of the program's output streams — standard output or standard error — and the only way
/// text reaches it: when a terminal shows the stream, what is written is made safe for it first.
///
/// Whether a stream is a terminal is decided for that stream alone (`isatty` of its own
/// descriptor), never from standard input or the other stream: `assistant ask "…" </dev/null` at a
/// terminal still neutralises escapes, and `assistant ask "…" 2>log` still does on standard output.
/// What goes to a pipe or a file is written exactly as given.
///
/// ```swift
/// let errors = TerminalStream(isTerminal: true) { print($0, terminator: "") }
/// errors.write("warning: \u{1B}]0;pwned\u{7}\n")  // prints warning: ^[]0;pwned^G
/// ```
public struct TerminalStream: Sendable {
    /// What the text written is, which decides how it is made safe at a terminal.
    public enum Kind: Sendable, Hashable {
        /// Text: every control character but newline and tab is shown in caret notation (`^[`).
        case plain
        /// Text from this program's renderers: their colour sequences (SGR) are kept, every other
        /// control character is shown as for ``plain``.
        case styled
        /// JSON text (`--json`): control characters the JSON still holds raw (C1 controls and DEL,
        /// inside strings) are written as `\u00XX` escapes — the same JSON value.
        case json
    }

    /// Whether a terminal shows this stream.
    public let isTerminal: Bool
    private let sink: @Sendable (String) -> Void

    /// A stream that hands text to `sink`, made safe first when `isTerminal`.
    public init(isTerminal: Bool, sink: @escaping @Sendable (String) -> Void) {
        self.isTerminal = isTerminal
        self.sink = sink
    }

    /// The stream on file descriptor `descriptor` (`STDOUT_FILENO`, `STDERR_FILENO`), a terminal when
    /// `isatty(descriptor)` says so.
    public static func descriptor(_ descriptor: Int32) -> TerminalStream {
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        return TerminalStream(isTerminal: isatty(descriptor) == 1) { handle.write(Data($0.utf8)) }
    }

    /// Writes `text`, made safe for the terminal when one shows this stream.
    public func write(_ text: String, as kind: Kind = .plain) {
        sink(safe(text, as: kind))
    }

    /// `text` as it is written to this stream.
    func safe(_ text: String, as kind: Kind) -> String {
        guard isTerminal else { return text }
        switch kind {
        case .plain: return TerminalText.sanitized(text)
        case .styled: return TerminalText.sanitizedKeepingColors(text)
        case .json: return TerminalText.sanitizedJSON(text)
        }
    }
}

import SkillJSON

/// A problem or a note about A2UI input or output: where it is (a line of the input, a message of
/// an array, or a surface being built), a JSON path inside that, and the message.
///
/// ```swift
/// diagnostic.description  // "line 3: $.updateComponents.components[2].children: …"
/// ```
public struct A2UIDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// What the JSON path is relative to.
    public enum Origin: Sendable, Hashable, CustomStringConvertible {
        /// The whole input (too large, not JSON).
        case input
        /// A line of JSONL input, from 1.
        case line(Int)
        /// An element of a JSON array of messages, from 0.
        case message(Int)
        /// A surface's components, while its tree is built; the path starts at the component id.
        case surface(String)

        /// `input`, `line 3`, `message 2`, `surface "s1"`.
        public var description: String {
            switch self {
            case .input: "input"
            case .line(let line): "line \(line)"
            case .message(let index): "message \(index)"
            case .surface(let id): "surface " + JSONValue.string(id).stableString()
            }
        }
    }

    /// Where the path starts.
    public var origin: Origin
    /// The severity, path and message.
    public var diagnostic: Diagnostic

    /// Creates a diagnostic.
    public init(_ origin: Origin, _ diagnostic: Diagnostic) {
        self.origin = origin
        self.diagnostic = diagnostic
    }

    /// Creates a diagnostic from its parts.
    public init(_ origin: Origin, severity: Diagnostic.Severity = .error, path: JSONPath = .root, _ message: String) {
        self.init(origin, Diagnostic(severity: severity, path: path, message: message))
    }

    /// `error` or `warning`.
    public var severity: Diagnostic.Severity { diagnostic.severity }

    /// `"<origin>: <path>: <message>"`.
    public var description: String { "\(origin): \(diagnostic.description)" }
}

/// Collects diagnostics for one origin.
struct A2UIDiagnosticSink {
    var origin: A2UIDiagnostic.Origin
    var items: [A2UIDiagnostic] = []

    mutating func error(_ path: JSONPath, _ message: String) {
        items.append(A2UIDiagnostic(origin, severity: .error, path: path, message))
    }

    mutating func warning(_ path: JSONPath, _ message: String) {
        items.append(A2UIDiagnostic(origin, severity: .warning, path: path, message))
    }
}

/// One problem found by ``JSONSchema/validate(_:)``: where it is, how bad, and what is wrong.
///
/// ```swift
/// let diagnostic = Diagnostic(path: ["count"], message: "0 is less than the minimum 1")
/// diagnostic.description  // "$.count: 0 is less than the minimum 1"
/// ```
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable {
        /// The value does not satisfy the schema (or the schema cannot be applied).
        case error
        /// Worth knowing, but the value is acceptable.
        case warning
    }

    /// How serious the problem is.
    public var severity: Severity
    /// Where in the validated value the problem is.
    public var path: JSONPath
    /// What is wrong, phrased for a person (or a model) to fix it, in English.
    public var message: String
    /// The same in Chinese, when the producer wrote it (``JSONSchema/validate(_:)`` does).
    public var chineseMessage: String?

    /// Creates a diagnostic; the severity defaults to ``Severity/error``.
    ///
    /// - Parameters:
    ///   - severity: how serious the problem is.
    ///   - path: where it is.
    ///   - message: what is wrong, in English.
    ///   - chinese: the same in Chinese, for a person who reads Chinese.
    public init(severity: Severity = .error, path: JSONPath, message: String, chinese: String? = nil) {
        self.severity = severity
        self.path = path
        self.message = message
        self.chineseMessage = chinese
    }

    /// `"<path>: <message>"`, for example `$.unit: "kelvin" is not one of "celsius", "fahrenheit"`.
    public var description: String { "\(path): \(message)" }

    /// `"<path>：<Chinese message>"`, for example `$.unit："kelvin" 不是可选的值（"celsius"、"fahrenheit"）`
    /// (the message alone at the root: `缺少必填的 $.text`); the English ``description`` when there
    /// is no Chinese.
    public var chineseDescription: String {
        guard let chineseMessage else { return description }
        return path == .root ? chineseMessage : "\(path)：\(chineseMessage)"
    }

    /// Two diagnostics are the same when their severity, path and English message are: the
    /// Chinese says the same thing.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.severity == rhs.severity && lhs.path == rhs.path && lhs.message == rhs.message
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(severity)
        hasher.combine(path)
        hasher.combine(message)
    }
}

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
    /// What is wrong, phrased for a person (or a model) to fix it.
    public var message: String

    /// Creates a diagnostic; the severity defaults to ``Severity/error``.
    public init(severity: Severity = .error, path: JSONPath, message: String) {
        self.severity = severity
        self.path = path
        self.message = message
    }

    /// `"<path>: <message>"`, for example `$.unit: "kelvin" is not one of "celsius", "fahrenheit"`.
    public var description: String { "\(path): \(message)" }
}

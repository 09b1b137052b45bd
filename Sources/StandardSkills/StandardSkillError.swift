import Foundation

/// The one error type of the standard skills: a stable machine-readable ``code`` and a message a
/// person can act on (`what failed: detail — while context`).
///
/// Codes are open: each skill family declares its own in an extension of ``Code``, next to the
/// skill, so adding a skill never touches this file.
///
/// ```swift
/// throw StandardSkillError(.invalidDate, "date '2026-13-40' is not a calendar date — use YYYY-MM-DD")
/// ```
public struct StandardSkillError: Error, LocalizedError, Sendable, Hashable, CustomStringConvertible {
    /// A stable name for what went wrong (`"invalidDate"`, `"storage"`, …), for programs and tests.
    public struct Code: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { rawValue = value }
    }

    /// What went wrong, for programs.
    public let code: Code
    /// What went wrong, for people.
    public let message: String

    /// Creates an error with a code and a message.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var errorDescription: String? { message }
    public var description: String { message }
}

extension StandardSkillError.Code {
    /// An argument is present but unusable (a bad date, an unknown category…).
    public static let invalidArgument: Self = "invalidArgument"
}

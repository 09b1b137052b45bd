import AgentSkill
import Foundation

/// The one error type of the standard skills: a stable machine-readable ``code`` and a message a
/// person can act on (`what failed: detail — while context`), in English and in Chinese.
///
/// The English ``message`` is what logs, `assistant ask --json`, MCP and tests read
/// (`errorDescription`, `description`); a reply to a Chinese request quotes the Chinese one
/// (``message(in:)``, the ``LocalizedSkillError`` the agent looks for). Both say the same facts —
/// the values quoted, the limits, the suggestion — and the Chinese keeps only the person's own
/// input, the codes and values they type (`USD`, `PT30M`), units and JSON paths (`$.amount`) in
/// Latin letters.
///
/// Codes are open: each skill family declares its own in an extension of ``Code``, next to the
/// skill, so adding a skill never touches this file.
///
/// ```swift
/// throw StandardSkillError(
///     .invalidArgument, "date '2026-13-40' is not a calendar date — use YYYY-MM-DD",
///     chinese: "日期“2026-13-40”不存在——请写成 2026-12-03 这样的日期")
/// ```
public struct StandardSkillError: Error, LocalizedError, LocalizedSkillError, Sendable, Hashable,
    CustomStringConvertible
{
    /// A stable name for what went wrong (`"invalidDate"`, `"storage"`, …), for programs and tests.
    public struct Code: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { rawValue = value }
    }

    /// What went wrong, for programs.
    public let code: Code
    /// What went wrong, for people, in English: stable, for logs, programs and tests.
    public let message: String
    /// What went wrong, for people, in Chinese; the English ``message`` when none was given.
    public let chineseMessage: String

    /// Creates an error with a code and a message in English and in Chinese.
    ///
    /// - Parameters:
    ///   - code: what went wrong, for programs.
    ///   - message: the English message.
    ///   - chinese: the same in Chinese; without it a Chinese reply quotes the English.
    public init(_ code: Code, _ message: String, chinese: String? = nil) {
        self.code = code
        self.message = message
        self.chineseMessage = chinese ?? message
    }

    /// The message in `language`.
    public func message(in language: ReplyLanguage) -> String {
        switch language {
        case .english: message
        case .chinese: chineseMessage
        }
    }

    public var errorDescription: String? { message }
    public var description: String { message }

    /// Two errors are the same when their codes and English messages are: the Chinese says the
    /// same thing.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.code == rhs.code && lhs.message == rhs.message
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(message)
    }
}

extension StandardSkillError.Code {
    /// An argument is present but unusable (a bad date, an unknown category…).
    public static let invalidArgument: Self = "invalidArgument"
}

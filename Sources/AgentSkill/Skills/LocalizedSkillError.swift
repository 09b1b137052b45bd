import Foundation
import SkillJSON

/// An error that can say what went wrong in the person's language.
///
/// Throw one from a skill and the agent's reply quotes ``message(in:)`` in the request's language
/// (`「记账」出错：金额“12.345”无效：…`), inside a frame in the same language. Logs,
/// ``AgentError/description``, `assistant ask --json` and MCP keep the English text — the error's
/// `LocalizedError.errorDescription`, else ``message(in:)`` in English — so programs see a stable
/// message whatever the person's language.
///
/// Write each language's message with the same facts (the values quoted, the limits, the
/// suggestion), and in the language itself: the person's own input and the codes they type stay
/// as they are, everything else is translated.
///
/// ```swift
/// struct TooManyGuests: LocalizedSkillError, LocalizedError {
///     var count: Int
///     var errorDescription: String? { message(in: .english) }
///
///     func message(in language: ReplyLanguage) -> String {
///         language == .chinese
///             ? "人数太多：\(count) 位，最多 12 位" : "too many guests: \(count), the limit is 12"
///     }
/// }
/// ```
///
/// The standard skills' `StandardSkillError` is one.
public protocol LocalizedSkillError: Error {
    /// What went wrong, written for a person who reads `language`.
    func message(in language: ReplyLanguage) -> String
}

/// What went wrong, in each language the agent answers in: the reason of
/// ``AgentError/skillFailed(skillID:reason:)`` and the problems of
/// ``AgentError/invalidArguments(skillID:problems:)``.
///
/// ``english`` (also ``description``) is what logs, `assistant ask --json` and MCP show;
/// ``text(in:)`` is what a person reads in the reply. A string literal is a reason that reads the
/// same in every language.
///
/// ```swift
/// let reason = LocalizedReason(describing: error)
/// reason.english               // "invalid amount '12.345': 3 decimal places, but CNY allows …"
/// reason.text(in: .chinese)    // "金额“12.345”无效：有 3 位小数，但 CNY 最多 2 位"
/// ```
public struct LocalizedReason: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The reason in English, for logs and programs.
    public let english: String
    /// The reason in the other languages, where it is not the English.
    private let translations: [ReplyLanguage: String]

    /// A reason in English, with its translations (those equal to the English are dropped).
    public init(_ english: String, translations: [ReplyLanguage: String] = [:]) {
        self.english = english
        self.translations = translations.filter { $0.key != .english && $0.value != english }
    }

    /// A reason that reads the same in every language.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The reason of `error`.
    ///
    /// English is the error's `LocalizedError.errorDescription`, else a ``LocalizedSkillError``'s
    /// English message, else its description. The other languages come from a
    /// ``LocalizedSkillError``; any other error reads the same in all of them.
    public init(describing error: any Error) {
        let localized = error as? any LocalizedSkillError
        let english =
            (error as? any LocalizedError)?.errorDescription ?? localized?.message(in: .english)
            ?? String(describing: error)
        var translations: [ReplyLanguage: String] = [:]
        if let localized {
            for language in ReplyLanguage.allCases where language != .english {
                translations[language] = localized.message(in: language)
            }
        }
        self.init(english, translations: translations)
    }

    /// The reason in `language`: its translation, or the English when it has none.
    public func text(in language: ReplyLanguage) -> String {
        translations[language] ?? english
    }

    public var description: String { english }

    /// Two reasons are the same when their English is: the translations say the same thing.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.english == rhs.english
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(english)
    }
}

extension LocalizedReason {
    /// A schema problem: `$.path: message` in English, and in Chinese when the diagnostic has it.
    init(diagnostic: Diagnostic) {
        self.init(diagnostic.description, translations: [.chinese: diagnostic.chineseDescription])
    }
}

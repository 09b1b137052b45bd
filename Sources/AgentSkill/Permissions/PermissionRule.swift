import Foundation
import SkillJSON

/// One rule of a ``PermissionPolicy``: which calls it matches and what to decide for them.
///
/// A rule matches a call when every part it has matches: ``skill`` (an exact id or a `prefix.*`
/// pattern), ``permission`` (one of the skill's declared permissions, same patterns), and
/// ``condition`` (a numeric argument compared with a threshold). A rule has at least a skill or
/// a permission. See ``PermissionPolicy`` for the JSON form.
///
/// ```swift
/// let rule = PermissionRule(
///     skill: "ledger.add", condition: .init(argument: "amount", comparison: .above, threshold: 1000),
///     decision: .ask)
/// ```
public struct PermissionRule: Sendable, Hashable, CustomStringConvertible {
    /// What a rule decides.
    public enum Decision: String, Sendable, Hashable, CaseIterable {
        case allow, ask, deny
    }

    /// Skill ids this rule applies to: `"weather"`, `"ledger.*"`, or `"*"`.
    public var skill: NamePattern?
    /// A permission the skill must declare: `"network"`, `"calendar.*"`.
    public var permission: NamePattern?
    /// A numeric argument test, or `nil` for every call.
    public var condition: Condition?
    /// What to do with a matching call.
    public var decision: Decision
    /// For `ask`: whether one approval covers the skill for the rest of the session.
    public var rememberForSession: Bool

    /// Creates a rule; give at least a skill or a permission pattern.
    public init(
        skill: NamePattern? = nil, permission: NamePattern? = nil, condition: Condition? = nil,
        decision: Decision, rememberForSession: Bool = false
    ) {
        self.skill = skill
        self.permission = permission
        self.condition = condition
        self.decision = decision
        self.rememberForSession = rememberForSession
    }

    /// Whether the rule applies to a call.
    public func matches(_ call: PermissionCall) -> Bool {
        if skill == nil && permission == nil { return false }
        if let skill, !skill.matches(call.skillID) { return false }
        if let permission, !call.permissions.contains(where: { permission.matches($0.rawValue) }) { return false }
        if let condition, !condition.holds(for: call.arguments) { return false }
        return true
    }

    /// The rule as people read it: `ledger.add when amount above 1000 → ask (once per session)`.
    public var description: String {
        var parts: [String] = []
        if let skill { parts.append(skill.pattern) }
        if let permission { parts.append("permission \(permission.pattern)") }
        if let condition { parts.append("when \(condition)") }
        return parts.joined(separator: " ") + " → \(decision.rawValue)"
            + (rememberForSession ? " (once per session)" : "")
    }
}

extension PermissionRule {
    /// An exact name (`ledger.add`), a prefix ending in `.*` (`ledger.*` matches `ledger.add`
    /// but not `ledger` or `ledgers.add`), or `*` for everything.
    public struct NamePattern: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The pattern as written.
        public let pattern: String

        /// Creates a pattern; ``isValid`` says whether it is well formed.
        public init(_ pattern: String) { self.pattern = pattern }
        public init(stringLiteral value: String) { self.init(value) }

        /// Non-empty, no whitespace, and `*` only as the whole pattern or after a final `.`.
        public var isValid: Bool {
            guard !pattern.isEmpty, !pattern.contains(where: \.isWhitespace) else { return false }
            guard let star = pattern.firstIndex(of: "*") else { return true }
            return pattern == "*"
                || (star == pattern.index(before: pattern.endIndex) && pattern.dropLast().hasSuffix("."))
        }

        /// Whether `name` matches.
        public func matches(_ name: String) -> Bool {
            if pattern == "*" { return true }
            if pattern.hasSuffix(".*") { return name.hasPrefix(pattern.dropLast()) }
            return name == pattern
        }

        public var description: String { pattern }
    }

    /// A test of one numeric argument against a threshold, compared exactly as `Decimal`.
    ///
    /// The argument may be a JSON number or a string holding a plain decimal number
    /// (`"1000.01"`, `"-5"`, no exponent, no thousands separators). When the argument is
    /// missing or not a number the condition does not hold, so the rule does not match.
    public struct Condition: Sendable, Hashable, CustomStringConvertible {
        /// How the argument is compared with the threshold.
        public enum Comparison: String, Sendable, Hashable, CaseIterable {
            /// Strictly greater.
            case above
            /// Greater or equal.
            case atLeast
            /// Strictly less.
            case below
        }

        /// The name of a top-level argument (`"amount"`).
        public var argument: String
        /// How to compare.
        public var comparison: Comparison
        /// The threshold.
        public var threshold: Decimal

        /// Creates a condition.
        public init(argument: String, comparison: Comparison, threshold: Decimal) {
            self.argument = argument
            self.comparison = comparison
            self.threshold = threshold
        }

        /// Whether the condition holds for a call's arguments.
        public func holds(for arguments: JSONValue) -> Bool {
            guard let value = arguments[argument].flatMap(DecimalArgument.decimal) else { return false }
            switch comparison {
            case .above: return value > threshold
            case .atLeast: return value >= threshold
            case .below: return value < threshold
            }
        }

        public var description: String { "\(argument) \(comparison.rawValue) \(threshold)" }
    }
}

/// Reads JSON numbers and numeric strings as exact decimals.
enum DecimalArgument {
    private static let posix = Locale(identifier: "en_US_POSIX")

    /// The decimal value of a number or a plain numeric string; `nil` for anything else.
    ///
    /// A JSON number is read through its shortest round-trip text (`1000.01`, not the binary
    /// value 1000.009999…), so thresholds compare the way the number was written.
    static func decimal(_ value: JSONValue) -> Decimal? {
        switch value {
        case .number(let number):
            guard number.isFinite else { return nil }
            return Decimal(string: "\(number)", locale: posix)
        case .string(let text):
            return decimal(text)
        default:
            return nil
        }
    }

    /// The decimal value of `[+-]digits[.digits]`, surrounding spaces allowed; `nil` otherwise.
    static func decimal(_ text: String) -> Decimal? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        var body = Substring(trimmed)
        if body.first == "+" || body.first == "-" { body = body.dropFirst() }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty,
            whole.allSatisfy({ $0.isASCII && $0.isNumber }),
            parts.count == 1 || (!parts[1].isEmpty && parts[1].allSatisfy({ $0.isASCII && $0.isNumber }))
        else { return nil }
        return Decimal(string: trimmed.hasPrefix("+") ? String(trimmed.dropFirst()) : trimmed, locale: posix)
    }
}

import AgentSkill
import Foundation
import SkillJSON

@testable import StandardSkills

// The skill of docs/ADDING_A_SKILL.md, compiled and routed here so the guide stays true. It is
// not a standard skill (adding it to `StandardSkills.all()` would change how everything routes);
// the one difference from the guide is `bundle: .module`, this test target's own resources.

/// `tip`: the tip on a bill, and the total. `{"amount": "48", "percent": 20}` → "A 20% tip on
/// 48.00 is 9.60, so 57.60 in all."
public struct TipSkill: TypedSkill {
    /// The bill and the tip rate.
    public struct Arguments: Decodable, Sendable {
        /// The bill, as a decimal string ("48.50").
        public var amount: String
        /// ISO 4217 code, when one was said.
        public var currency: String?
        /// The tip in percent; 15 when not said.
        public var percent: Double?
    }

    public let id = "tip"
    public let name = "小费 Tip"
    public let description = "Works out the tip on a bill, and the total"
    /// Only arithmetic: changes nothing.
    public var effect: SkillEffect { .readOnly }
    public var keywords: [String] { Self.vocabulary.keywords }
    public var examples: [SkillExample] { Self.vocabulary.examples }
    /// The keywords and examples, from `tip.vocabulary.json` beside this file (read once).
    static let vocabulary = StandardVocabulary("tip", bundle: .module)

    public var parameters: JSONSchema {
        .object(
            [
                "amount": .string(description: "The bill, as a decimal string such as \"48.50\"", minLength: 1),
                "currency": .string(description: "ISO 4217 code, e.g. USD, CNY", pattern: "^[A-Za-z]{3}$"),
                "percent": .number(description: "The tip in percent (default 15)", minimum: 0, maximum: 100),
            ], required: ["amount"], additionalProperties: false)
    }

    public init() {}

    /// "tip 48", "小费 200 18%": the first number is the bill, a number before `%` the rate.
    public func arguments(for match: KeywordMatch) -> JSONValue {
        var arguments: [String: JSONValue] = [:]
        for word in match.rest.split(whereSeparator: { $0.isWhitespace || $0 == "，" || $0 == "," }) {
            if word.hasSuffix("%"), let percent = Double(word.dropLast()) {
                arguments["percent"] = .number(percent)
            } else if arguments["amount"] == nil, Decimal(string: String(word)) != nil {
                arguments["amount"] = .string(String(word))
            }
        }
        return .object(arguments)
    }

    public func run(_ arguments: Arguments, context: SkillContext) async throws -> SkillOutput {
        guard let bill = Decimal(string: arguments.amount), bill >= 0 else {
            throw StandardSkillError(
                .invalidArgument, "the amount '\(arguments.amount)' is not a number — write it like \"48.50\"",
                chinese: "金额“\(arguments.amount)”不是数字——请写成“48.50”这样")
        }
        let percent = arguments.percent ?? 15
        let tip = Self.cents(bill * Decimal(percent) / 100)
        let total = Self.cents(bill) + tip
        let unit = arguments.currency.map { " " + $0.uppercased() } ?? ""
        let rate = percent.formatted(.number.locale(Locale(identifier: "en_US_POSIX")))
        let text =
            context.replyLanguage() == .chinese
            ? "\(Self.text(bill))\(unit) 的 \(rate)% 小费是 \(Self.text(tip))\(unit)，合计 \(Self.text(total))\(unit)。"
            : "A \(rate)% tip on \(Self.text(bill))\(unit) is \(Self.text(tip))\(unit), so \(Self.text(total))\(unit) in all."
        return SkillOutput(text, data: ["tip": .string(Self.text(tip)), "total": .string(Self.text(total))])
    }

    /// `value` rounded to cents, halves away from zero.
    static func cents(_ value: Decimal) -> Decimal {
        var value = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 2, .plain)
        return rounded
    }

    /// `value` with two decimals: `7.2` → `"7.20"`.
    static func text(_ value: Decimal) -> String {
        let cents = NSDecimalNumber(decimal: cents(value) * 100).int64Value
        let sign = cents < 0 ? "-" : ""
        return sign + "\(abs(cents) / 100)." + String(format: "%02lld", abs(cents) % 100)
    }
}

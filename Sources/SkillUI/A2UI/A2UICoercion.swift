import Foundation
import SkillJSON

/// A2UI's coercion rules (the renderer guide's "MUST" list), in one place.
///
/// - to text: strings as they are; numbers locale-neutral (`3`, `2.5`); Booleans `true`/`false`;
///   `null` (and anything missing) `""`; arrays and objects as JSON text.
/// - to a number: numbers as they are; numeric strings parsed; Booleans 1 and 0; anything else 0.
/// - to a Boolean: Booleans as they are; `"true"`/`"false"` in any case; numbers: non-zero is
///   true; anything else false.
enum A2UICoercion {
    static func string(_ value: JSONValue) -> String {
        switch value {
        case .null: ""
        case .string(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): numberText(number)
        case .array, .object: value.stableString()
        }
    }

    static func number(_ value: JSONValue) -> Double {
        switch value {
        case .number(let number): number
        case .bool(let flag): flag ? 1 : 0
        case .string(let text): parsedNumber(text) ?? 0
        default: 0
        }
    }

    static func bool(_ value: JSONValue) -> Bool {
        switch value {
        case .bool(let flag): flag
        case .number(let number): number != 0
        case .string(let text): text.lowercased() == "true"
        default: false
        }
    }

    /// A count of fraction digits: the number, whole, from 0 to 12 (so no value can overflow).
    static func decimals(_ value: JSONValue) -> Int {
        let number = number(value)
        guard number.isFinite else { return 0 }
        return Int(min(max(number.rounded(.down), 0), 12))
    }

    /// A number from text, or nil when the text is not a finite number.
    static func parsedNumber(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, let number = Double(trimmed), number.isFinite else { return nil }
        return number
    }

    /// `3` for whole numbers, the shortest round-tripping text otherwise.
    static func numberText(_ number: Double) -> String {
        if number.isNaN { return "NaN" }
        if number.isInfinite { return number > 0 ? "Infinity" : "-Infinity" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }
}

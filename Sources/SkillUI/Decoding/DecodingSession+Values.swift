import SkillJSON

/// Readers for member values: each returns the value or `nil`, coercing and reporting as it goes.
///
/// `dropping` names what is lost when the value is unusable (`"component"` for a required field);
/// `nil` means the field is optional and is ignored with a warning. JSON `null` means absent.
extension DecodingSession {
    /// A string; numbers and Booleans are coerced with a warning.
    mutating func string(
        _ value: JSONValue, at extra: @autoclosure () -> [JSONPath.Component], dropping: String? = nil
    ) -> String? {
        switch value {
        case .string(let text):
            return limited(text, at: extra())
        case .number, .bool:
            let text = value.stableString()
            warn(extra(), "expected a string, got \(text)", fix: "read as \(quoted(text))")
            return text
        case .null:
            return nil
        case .array, .object:
            mismatch(extra(), expected: "a string", got: value, dropping: dropping)
            return nil
        }
    }

    /// A member's string; `nil` when absent.
    mutating func string(_ member: Member?, dropping: String? = nil) -> String? {
        guard let member else { return nil }
        return string(member.value, at: member.step, dropping: dropping)
    }

    /// A finite number; numeric strings (`"16"`, `"16px"`, `"45%"`) are coerced with a warning.
    mutating func number(
        _ value: JSONValue, at extra: @autoclosure () -> [JSONPath.Component], dropping: String? = nil
    ) -> Double? {
        switch value {
        case .number(let number) where number.isFinite:
            return number
        case .string(let text):
            guard let number = Self.parseNumber(text) else { break }
            warn(extra(), "expected a number, got \(describe(value))", fix: "read as \(format(number))")
            return number
        case .null:
            return nil
        default:
            break
        }
        mismatch(extra(), expected: "a finite number", got: value, dropping: dropping)
        return nil
    }

    /// A member's number; `nil` when absent.
    mutating func number(_ member: Member?, dropping: String? = nil) -> Double? {
        guard let member else { return nil }
        return number(member.value, at: member.step, dropping: dropping)
    }

    /// A size or spacing: a number that is not negative.
    mutating func measure(_ member: Member?) -> Double? {
        guard let member, let value = number(member) else { return nil }
        guard value >= 0 else {
            warn(member.step, "\(format(value)) is negative", fix: "ignored")
            return nil
        }
        return value
    }

    /// A count (`minLength`): a whole number that is not negative; fractions are cut with a warning.
    mutating func count(_ member: Member?) -> Int? {
        guard let member, var value = measure(member) else { return nil }
        guard value <= 9_007_199_254_740_992 else {
            warn(member.step, "\(format(value)) is too large", fix: "ignored")
            return nil
        }
        if value.rounded(.towardZero) != value {
            let whole = value.rounded(.towardZero)
            warn(member.step, "expected a whole number, got \(format(value))", fix: "read as \(format(whole))")
            value = whole
        }
        return Int(value)
    }

    /// A Boolean; `"true"`/`"false"`, `"yes"`/`"no"`, `"on"`/`"off"`, `1`/`0` are coerced with a warning.
    mutating func flag(_ member: Member?) -> Bool? {
        guard let member else { return nil }
        var coerced: Bool?
        switch member.value {
        case .bool(let flag): return flag
        case .null: return nil
        case .string(let text):
            switch text.lowercased() {
            case "true", "yes", "on", "1": coerced = true
            case "false", "no", "off", "0": coerced = false
            default: break
            }
        case .number(let number):
            if number == 1 { coerced = true } else if number == 0 { coerced = false }
        case .array, .object:
            break
        }
        if let coerced {
            warn(member.step, "expected a boolean, got \(describe(member.value))", fix: "read as \(coerced)")
        } else {
            mismatch(member.step, expected: "a boolean", got: member.value, dropping: nil)
        }
        return coerced
    }

    /// Reports a value of the wrong type.
    mutating func mismatch(
        _ extra: [JSONPath.Component], expected: String, got value: JSONValue, dropping: String?
    ) {
        let problem = "expected \(expected), got \(describe(value))"
        if let dropping {
            drop(extra, problem, fix: "\(dropping) dropped")
        } else {
            warn(extra, problem, fix: "ignored")
        }
    }

    /// A short description of `value` for messages (see ``describeJSON(_:)``).
    func describe(_ value: JSONValue) -> String { describeJSON(value) }

    /// A number as JSON writes it (`16`, not `16.0`).
    func format(_ number: Double) -> String {
        JSONValue.number(number).stableString()
    }

    /// Parses `"16"`, `" 2.5 "`, `"16px"`, `"16pt"` or `"45%"` (as 45); `nil` for anything else.
    static func parseNumber(_ text: String) -> Double? {
        var body = Substring(text.trimmingWhitespace())
        for suffix in ["px", "pt", "%"] where body.hasSuffix(suffix) {
            body = body.dropLast(suffix.count)
            break
        }
        let allowed = body.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "e")
                || byte == UInt8(ascii: "E")
        }
        guard allowed, !body.isEmpty, let number = Double(body), number.isFinite else { return nil }
        return number
    }
}

extension String {
    /// The string without leading and trailing white space (Unicode `White_Space`).
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.first, let last = scalars.last,
            first.properties.isWhitespace || last.properties.isWhitespace
        else { return self }
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }
}

/// A short description of `value` for messages: scalars as JSON (long strings cut), containers by kind.
func describeJSON(_ value: JSONValue) -> String {
    switch value {
    case .string(let text):
        guard let cut = text.index(text.startIndex, offsetBy: 40, limitedBy: text.endIndex), cut < text.endIndex
        else { return quoted(text) }
        return quoted(String(text[..<cut]) + "…")
    case .array: return "an array"
    case .object: return "an object"
    case .null, .bool, .number: return value.stableString()
    }
}

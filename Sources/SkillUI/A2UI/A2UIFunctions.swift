import Foundation
import SkillJSON

/// The 14 functions of the basic catalog, on arguments already resolved.
extension A2UIEvaluator {
    mutating func apply(_ name: String, args: [String: JSONValue], scope: [String], path: JSONPath, depth: Int)
        -> JSONValue
    {
        var call = FunctionCall(name: name, args: args, path: path)
        defer { diagnostics.append(contentsOf: call.problems) }
        switch name {
        case "required":
            switch args["value"] ?? .null {
            case .null: return false
            case .string(let text): return .bool(!text.isEmpty)
            case .array(let elements): return .bool(!elements.isEmpty)
            default: return true
            }
        case "regex":
            return .bool(regex(&call))
        case "length":
            let count = A2UICoercion.string(call.required("value")).count
            return .bool(call.inRange(Double(count)))
        case "numeric":
            let value = call.required("value")
            let number: Double? =
                if case .string(let text) = value {
                    A2UICoercion.parsedNumber(text)
                } else if case .number(let n) = value { n } else { nil }
            guard let number else { return false }
            return .bool(call.inRange(number))
        case "email":
            return .bool(Self.isEmail(A2UICoercion.string(call.required("value"))))
        case "formatString":
            let template = A2UICoercion.string(call.required("value"))
            return .string(
                interpolate(
                    template, scope: scope, path: path.appending(key: "args").appending(key: "value"), depth: depth))
        case "formatNumber":
            let value = A2UICoercion.number(call.required("value"))
            let decimals = args["decimals"].map { A2UICoercion.decimals($0) }
            let grouping = args["grouping"].map(A2UICoercion.bool) ?? true
            return .string(A2UINumberFormat.decimal(value, decimals: decimals, grouping: grouping))
        case "formatCurrency":
            let value = A2UICoercion.number(call.required("value"))
            let currency = A2UICoercion.string(call.required("currency"))
            let decimals = args["decimals"].map { A2UICoercion.decimals($0) }
            let grouping = args["grouping"].map(A2UICoercion.bool) ?? true
            return .string(A2UINumberFormat.currency(value, code: currency, decimals: decimals, grouping: grouping))
        case "formatDate":
            let value = call.required("value")
            let format = A2UICoercion.string(call.required("format"))
            let input: A2UIDateFormat.JSONValueLike =
                if case .number(let number) = value { .number(number) } else { .text(A2UICoercion.string(value)) }
            guard value != .null, let date = A2UIDateFormat.parse(input, timeZone: options.timeZone) else {
                if value != .null { call.problem("formatDate: \(value) is not an ISO 8601 date or time; shown empty") }
                return ""
            }
            return .string(A2UIDateFormat.format(date, pattern: format, timeZone: options.timeZone))
        case "pluralize":
            let value = A2UICoercion.number(call.required("value"))
            let category = A2UIPlural.category(value, language: options.locale)
            let text = args[category] ?? call.required("other")
            return .string(A2UICoercion.string(text))
        case "and", "or":
            let values = call.required("values").arrayValue ?? []
            if values.count < 2 { call.problem("\(name) needs at least 2 values, got \(values.count)") }
            let flags = values.map(A2UICoercion.bool)
            return .bool(name == "and" ? flags.allSatisfy { $0 } : flags.contains(true))
        case "not":
            return .bool(!A2UICoercion.bool(call.required("value")))
        case "openUrl":
            call.warning("openUrl is an action (a Button's functionCall); it has no value here")
            return .null
        default:
            call.problem(
                "unknown function \(JSONValue.string(name)) — the basic catalog has \(A2UICatalog.functionNames.joined(separator: ", ")); shown empty"
            )
            return .null
        }
    }

    private func regex(_ call: inout FunctionCall) -> Bool {
        let value = A2UICoercion.string(call.required("value"))
        guard case .string(let pattern) = call.required("pattern") else { return false }
        guard pattern.count <= limits.maxPatternLength else {
            call.problem(
                "regex pattern of \(pattern.count) characters is longer than \(limits.maxPatternLength) (maxPatternLength); check fails"
            )
            return false
        }
        guard value.count <= limits.maxRegexInputLength else {
            call.problem(
                "regex input of \(value.count) characters is longer than \(limits.maxRegexInputLength) (maxRegexInputLength); check fails"
            )
            return false
        }
        guard !Self.hasNestedQuantifier(pattern) else {
            call.problem(
                "regex pattern \(JSONValue.string(pattern)) repeats a repeated group (like (a+)+), which can take exponential time; check fails"
            )
            return false
        }
        guard let expression = try? NSRegularExpression(pattern: pattern) else {
            call.problem("regex pattern \(JSONValue.string(pattern)) is not a valid regular expression; check fails")
            return false
        }
        let range = NSRange(value.startIndex..<value.endIndex, in: value)
        return expression.firstMatch(in: value, range: range) != nil
    }

    /// Whether a quantified group holds a quantifier itself (`(a+)+`, `(a|b*)*`, `(x{2,})+`): the
    /// patterns whose backtracking explodes. Escapes and character classes are skipped.
    static func hasNestedQuantifier(_ pattern: String) -> Bool {
        let characters = Array(pattern)
        var groups: [Bool] = []
        var sawQuantifier = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\": index += 1
            case "[":
                while index < characters.count, characters[index] != "]" {
                    if characters[index] == "\\" { index += 1 }
                    index += 1
                }
            case "(":
                groups.append(sawQuantifier)
                sawQuantifier = false
            case ")":
                let inner = sawQuantifier
                sawQuantifier = (groups.popLast() ?? false) || inner
                let next = index + 1 < characters.count ? characters[index + 1] : " "
                if inner, next == "+" || next == "*" || next == "{" { return true }
            case "+", "*", "{", "?":
                if character != "?" { sawQuantifier = true }
            default: break
            }
            index += 1
        }
        return false
    }

    /// `^[^\s@]+@[^\s@]+\.[^\s@]+$`, without a regular expression.
    static func isEmail(_ text: String) -> Bool {
        guard !text.contains(where: \.isWhitespace) else { return false }
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { return false }
        let domain = parts[1]
        guard let dot = domain.lastIndex(of: ".") else { return false }
        return dot > domain.startIndex && domain.index(after: dot) < domain.endIndex
    }
}

/// One function call's arguments, with the problems found reading them.
struct FunctionCall {
    var name: String
    var args: [String: JSONValue]
    var path: JSONPath
    var problems: [Diagnostic] = []

    init(name: String, args: [String: JSONValue], path: JSONPath) {
        self.name = name
        self.args = args
        self.path = path
    }

    mutating func required(_ key: String) -> JSONValue {
        guard let value = args[key] else {
            problem("\(name) needs the argument \(JSONValue.string(key))")
            return .null
        }
        return value
    }

    /// Whether `value` is within the optional `min` and `max` arguments (at least one is expected).
    mutating func inRange(_ value: Double) -> Bool {
        let low = args["min"].map(A2UICoercion.number)
        let high = args["max"].map(A2UICoercion.number)
        if low == nil && high == nil { warning("\(name) without min or max always passes") }
        return value >= (low ?? -.infinity) && value <= (high ?? .infinity)
    }

    mutating func problem(_ message: String) {
        problems.append(Diagnostic(path: path.appending(key: "call"), message: message))
    }

    mutating func warning(_ message: String) {
        problems.append(Diagnostic(severity: .warning, path: path.appending(key: "call"), message: message))
    }
}

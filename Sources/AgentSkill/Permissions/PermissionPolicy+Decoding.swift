import Foundation
import SkillJSON

extension PermissionPolicy {
    /// Reads a policy from the `permissions` section of a config file (`{"rules": [...]}`).
    ///
    /// - Parameters:
    ///   - json: the section's value.
    ///   - path: where the section sits in its file, for messages (`$.permissions`).
    /// - Throws: ``JSONError/decodingFailed(path:reason:)`` for the first problem in document
    ///   order, naming its path: `$.permissions.rules[0].when.above: expected a number or a
    ///   numeric string, got "lots"`. Unknown keys are problems too.
    public init(json: JSONValue, at path: JSONPath = .root) throws(JSONError) {
        let section = try ConfigReader.object(json, at: path, keys: ["rules"])
        guard let rulesValue = section["rules"] else {
            self.init()
            return
        }
        let rulesPath = path.appending(key: "rules")
        guard case .array(let items) = rulesValue else {
            throw ConfigReader.problem(at: rulesPath, "expected an array of rules, got \(rulesValue.typeName)")
        }
        var rules: [PermissionRule] = []
        for (index, item) in items.enumerated() {
            rules.append(try Self.rule(item, at: rulesPath.appending(index: index)))
        }
        self.init(rules: rules)
    }

    private static func rule(_ value: JSONValue, at path: JSONPath) throws(JSONError) -> PermissionRule {
        let object = try ConfigReader.object(
            value, at: path, keys: ["skill", "permission", "when", "decision", "remember"])
        let skill = try object["skill"].map { value throws(JSONError) in
            try pattern(value, at: path.appending(key: "skill"))
        }
        let permission = try object["permission"].map { value throws(JSONError) in
            try pattern(value, at: path.appending(key: "permission"))
        }
        guard skill != nil || permission != nil else {
            throw ConfigReader.problem(
                at: path, "a rule needs \"skill\" or \"permission\" to say which calls it matches")
        }
        let condition = try object["when"].map { value throws(JSONError) in
            try Self.condition(value, at: path.appending(key: "when"))
        }
        guard let decisionValue = object["decision"] else {
            throw ConfigReader.problem(at: path, "missing \"decision\": use \"allow\", \"ask\" or \"deny\"")
        }
        let decision = try ConfigReader.choice(
            decisionValue, at: path.appending(key: "decision"), of: PermissionRule.Decision.allCases)
        var remember = false
        if let rememberValue = object["remember"] {
            let rememberPath = path.appending(key: "remember")
            guard rememberValue == "session" else {
                throw ConfigReader.problem(
                    at: rememberPath, "expected \"session\", got \(rememberValue.stableString())")
            }
            guard decision == .ask else {
                throw ConfigReader.problem(at: rememberPath, "\"remember\" only applies to \"decision\": \"ask\"")
            }
            remember = true
        }
        return PermissionRule(
            skill: skill, permission: permission, condition: condition, decision: decision,
            rememberForSession: remember)
    }

    private static func pattern(_ value: JSONValue, at path: JSONPath) throws(JSONError) -> PermissionRule.NamePattern {
        guard case .string(let text) = value else {
            throw ConfigReader.problem(
                at: path, "expected a name such as \"notes.add\" or \"notes.*\", got \(value.typeName)")
        }
        let pattern = PermissionRule.NamePattern(text)
        guard pattern.isValid else {
            throw ConfigReader.problem(
                at: path, "invalid pattern \"\(text)\": use an exact name, a prefix ending in \".*\" or \"*\"")
        }
        return pattern
    }

    private static func condition(_ value: JSONValue, at path: JSONPath) throws(JSONError) -> PermissionRule.Condition {
        let comparisons = PermissionRule.Condition.Comparison.allCases
        let object = try ConfigReader.object(value, at: path, keys: ["argument"] + comparisons.map(\.rawValue))
        guard let argumentValue = object["argument"] else {
            throw ConfigReader.problem(at: path, "missing \"argument\": the name of the argument to compare")
        }
        guard case .string(let argument) = argumentValue, !argument.isEmpty else {
            throw ConfigReader.problem(
                at: path.appending(key: "argument"), "expected an argument name, got \(argumentValue.stableString())")
        }
        let given = comparisons.filter { object[$0.rawValue] != nil }
        guard given.count == 1, let comparison = given.first, let thresholdValue = object[comparison.rawValue] else {
            let names = comparisons.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw ConfigReader.problem(at: path, "expected exactly one of \(names), got \(given.count)")
        }
        guard let threshold = DecimalArgument.decimal(thresholdValue) else {
            throw ConfigReader.problem(
                at: path.appending(key: comparison.rawValue),
                "expected a number or a numeric string, got \(thresholdValue.stableString())")
        }
        return PermissionRule.Condition(argument: argument, comparison: comparison, threshold: threshold)
    }
}

/// Small helpers for reading hand-written config JSON strictly, with paths in every message.
package enum ConfigReader {
    /// A decoding problem at `path`.
    package static func problem(at path: JSONPath, _ reason: String) -> JSONError {
        .decodingFailed(path: path, reason: reason)
    }

    /// The members of an object whose keys are all in `keys`.
    ///
    /// - Throws: when `value` is not an object, or names a key not in `keys` (the message lists them).
    package static func object(_ value: JSONValue, at path: JSONPath, keys: [String]) throws(JSONError) -> [String:
        JSONValue]
    {
        guard case .object(let members) = value else {
            throw problem(at: path, "expected an object, got \(value.typeName)")
        }
        if let unknown = members.keys.sorted().first(where: { !keys.contains($0) }) {
            let hint =
                ClosestMatch.find(unknown, in: keys).map { " — did you mean \"\($0)\"?" }
                ?? " (expected one of " + keys.map { "\"\($0)\"" }.joined(separator: ", ") + ")"
            throw problem(at: path.appending(key: unknown), "unknown key \"\(unknown)\"\(hint)")
        }
        return members
    }

    /// One of a fixed set of strings.
    package static func choice<Choice: RawRepresentable & Sendable>(
        _ value: JSONValue, at path: JSONPath, of choices: [Choice]
    ) throws(JSONError) -> Choice where Choice.RawValue == String {
        if case .string(let text) = value, let choice = choices.first(where: { $0.rawValue == text }) { return choice }
        let names = choices.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        throw problem(at: path, "expected one of \(names), got \(value.stableString())")
    }
}

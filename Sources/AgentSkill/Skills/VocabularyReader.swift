import SkillJSON

/// Reads a ``SkillVocabulary`` out of parsed JSON, collecting every problem with its path
/// instead of stopping at the first.
///
/// ```swift
/// var reader = VocabularyReader()
/// let vocabulary = reader.read(["keywords": ["tip"], "exmples": []])
/// reader.problems.map(\.description)
/// // ["$.exmples: unknown field — did you mean \"examples\"?", "$: missing required field \"examples\""]
/// ```
struct VocabularyReader {
    /// What is wrong, in document order; empty when the value is a vocabulary.
    private(set) var problems: [Diagnostic] = []

    /// The vocabulary in `value`, with whatever could be read when there are ``problems``.
    mutating func read(_ value: JSONValue) -> SkillVocabulary {
        guard let members = value.objectValue else {
            report(.root, "expected an object with \"keywords\" and \"examples\", got \(Self.describe(value))")
            return .empty
        }
        checkFields(
            of: members, at: .root, known: ["keywords", "examples", "texts"], required: ["keywords", "examples"])
        let keywords = strings(members["keywords"], at: JSONPath.root.appending(key: "keywords"), noun: "keyword")
        var examples: [SkillExample] = []
        let examplesPath = JSONPath.root.appending(key: "examples")
        if let list = array(members["examples"], at: examplesPath) {
            for (index, element) in list.enumerated() {
                if let example = example(element, at: examplesPath.appending(index: index)) {
                    examples.append(example)
                }
            }
        }
        var texts: [String: SkillTexts] = [:]
        if let value = members["texts"] { texts = readTexts(value, at: JSONPath.root.appending(key: "texts")) }
        return SkillVocabulary(keywords: keywords, examples: examples, texts: texts)
    }

    /// `{"en": {...}, "zh": {...}}`: the skill's texts per language code.
    private mutating func readTexts(_ value: JSONValue, at path: JSONPath) -> [String: SkillTexts] {
        guard let languages = value.objectValue else {
            report(path, "expected an object of texts by language (\"en\", \"zh\"), got \(Self.describe(value))")
            return [:]
        }
        let codes = ReplyLanguage.allCases.map(\.code)
        checkFields(of: languages, at: path, known: codes, required: [])
        var result: [String: SkillTexts] = [:]
        for code in codes {
            guard let language = languages[code] else { continue }
            let languagePath = path.appending(key: code)
            guard let members = language.objectValue else {
                report(
                    languagePath, "expected an object with \"name\" and \"description\", got \(Self.describe(language))"
                )
                continue
            }
            checkFields(
                of: members, at: languagePath, known: ["name", "description", "parameters", "values"],
                required: ["name", "description"])
            let name = string(members["name"], at: languagePath.appending(key: "name"), noun: "name")
            let description = string(
                members["description"], at: languagePath.appending(key: "description"), noun: "description")
            let parameters = labels(members["parameters"], at: languagePath.appending(key: "parameters"))
            var values: [String: [String: String]] = [:]
            if let value = members["values"] {
                let valuesPath = languagePath.appending(key: "values")
                if let byParameter = value.objectValue {
                    for (parameter, labels) in byParameter {
                        values[parameter] = self.labels(labels, at: valuesPath.appending(key: parameter))
                    }
                } else {
                    report(valuesPath, "expected an object of value labels by parameter, got \(Self.describe(value))")
                }
            }
            if let name, let description {
                result[code] = SkillTexts(name: name, description: description, parameters: parameters, values: values)
            }
        }
        return result
    }

    /// An object of non-blank strings (`{"amount": "金额"}`).
    private mutating func labels(_ value: JSONValue?, at path: JSONPath) -> [String: String] {
        guard let value else { return [:] }
        guard let members = value.objectValue else {
            report(path, "expected an object of labels, got \(Self.describe(value))")
            return [:]
        }
        var labels: [String: String] = [:]
        for (key, label) in members.sorted(by: { $0.key < $1.key }) {
            if let text = string(label, at: path.appending(key: key), noun: "label") { labels[key] = text }
        }
        return labels
    }

    private mutating func example(_ value: JSONValue, at path: JSONPath) -> SkillExample? {
        guard let members = value.objectValue else {
            report(path, "expected an object with an \"utterance\", got \(Self.describe(value))")
            return nil
        }
        checkFields(of: members, at: path, known: ["utterance", "arguments"], required: ["utterance"])
        let utterance = string(members["utterance"], at: path.appending(key: "utterance"), noun: "utterance")
        var arguments: JSONValue?
        switch members["arguments"] {
        case nil, .null?: arguments = nil
        case .object(let object)?: arguments = .object(object)
        case let other?:
            report(path.appending(key: "arguments"), "expected an object of arguments, got \(Self.describe(other))")
        }
        return utterance.map { SkillExample($0, arguments: arguments) }
    }

    /// Reports the members of an object that are not among `known`, and those of `required` it lacks.
    private mutating func checkFields(
        of members: [String: JSONValue], at path: JSONPath, known: [String], required: [String]
    ) {
        for key in members.keys.sorted() where !known.contains(key) {
            let hint =
                ClosestMatch.find(key, in: known).map { "did you mean \"\($0)\"?" }
                ?? "the only fields are " + Self.list(known.map { "\"\($0)\"" })
            report(path.appending(key: key), "unknown field — \(hint)")
        }
        for key in required where members[key] == nil {
            report(path, "missing required field \"\(key)\"")
        }
    }

    /// `"a"`, `"a" and "b"`, `"a", "b" and "c"`.
    private static func list(_ items: [String]) -> String {
        guard items.count > 2, let last = items.last else { return items.joined(separator: " and ") }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    private mutating func array(_ value: JSONValue?, at path: JSONPath) -> [JSONValue]? {
        guard let value else { return nil }  // reported as missing by checkFields
        guard let elements = value.arrayValue else {
            report(path, "expected an array, got \(Self.describe(value))")
            return nil
        }
        return elements
    }

    private mutating func strings(_ value: JSONValue?, at path: JSONPath, noun: String) -> [String] {
        guard let elements = array(value, at: path) else { return [] }
        return elements.enumerated().compactMap { index, element in
            string(element, at: path.appending(index: index), noun: noun)
        }
    }

    private mutating func string(_ value: JSONValue?, at path: JSONPath, noun: String) -> String? {
        guard let value else { return nil }  // reported as missing by checkFields
        guard let text = value.stringValue else {
            report(path, "expected a string, got \(Self.describe(value))")
            return nil
        }
        guard !text.allSatisfy(\.isWhitespace) else {
            report(path, "the \(noun) is blank")
            return nil
        }
        return text
    }

    private mutating func report(_ path: JSONPath, _ message: String) {
        problems.append(Diagnostic(path: path, message: message))
    }

    /// A short description of a value for messages: `35`, `true`, `"text"`, `an object`, `an array`.
    private static func describe(_ value: JSONValue) -> String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .null, .bool, .number, .string:
            let text = value.stableString()
            return text.count > 40 ? String(text.prefix(40)) + "…" : text
        }
    }
}

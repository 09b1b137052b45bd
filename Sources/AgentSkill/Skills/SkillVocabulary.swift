import Foundation
import SkillJSON

/// The words and example utterances that route requests to a skill, kept in a resource file
/// beside it rather than in code.
///
/// A skill's ``Skill/keywords`` select it in ``KeywordRouter``; its ``Skill/examples`` train
/// classifiers (SkillNLU's `NLURouter`) and show people what to say. Both live in
/// `<skill id>.vocabulary.json`:
///
/// ```json
/// {
///   "keywords": ["tip", "小费"],
///   "examples": [
///     {"utterance": "tip on 48 dollars", "arguments": {"bill": "48"}},
///     {"utterance": "48块给多少小费", "arguments": {"bill": "48"}}
///   ]
/// }
/// ```
///
/// Both fields are required (an empty list is fine); `"texts"`, the skill's name, description and
/// labels per language (``SkillTexts``), is optional. An example needs a non-blank `utterance`;
/// its `arguments`, when present, are an object. Unknown fields are errors, so a misspelt
/// `"exmples"` is reported instead of leaving the skill silently without examples. Order is
/// kept: examples train a classifier in the order given.
///
/// Files are read with ``init(json:file:)`` (or ``load(named:from:subdirectory:)``), which checks
/// all of this; the `Codable` conformance is the plain synthesized one, for carrying a vocabulary
/// inside other JSON.
///
/// A skill reads its file once and answers from it:
///
/// ```swift
/// struct TipSkill: Skill {
///     static let vocabulary: SkillVocabulary = {
///         do {
///             return try SkillVocabulary.load(named: "tip", from: .module)
///         } catch {
///             // tip.vocabulary.json: $.examples[2].utterance: expected a string, got 35
///             print("warning: \(error) — the tip skill has no keywords or examples")
///             return .empty
///         }
///     }()
///     var keywords: [String] { Self.vocabulary.keywords }
///     var examples: [SkillExample] { Self.vocabulary.examples }
///     // id, description, execute…
/// }
/// ```
public struct SkillVocabulary: Sendable, Hashable, Codable {
    /// Words or phrases that select the skill in ``KeywordRouter``.
    public var keywords: [String]
    /// Utterances with the arguments they mean, in the order they train routers.
    public var examples: [SkillExample]
    /// What the skill is called and says in each language, by language code (`en`, `zh`); see
    /// ``SkillTexts``. Optional in the file; a skill without them shows its `name` and
    /// `description` in every language.
    public var texts: [String: SkillTexts]

    /// Creates a vocabulary.
    public init(keywords: [String] = [], examples: [SkillExample] = [], texts: [String: SkillTexts] = [:]) {
        self.keywords = keywords
        self.examples = examples
        self.texts = texts
    }

    /// The texts in `language`, when the vocabulary has them.
    public func texts(in language: ReplyLanguage) -> SkillTexts? { texts[language.code] }

    /// No keywords and no examples: what a skill answers with when its file cannot be loaded.
    public static let empty = SkillVocabulary()

    /// The file name extension of vocabulary resources: `ledger.add` is in `ledger.add.vocabulary.json`.
    public static let fileExtension = "vocabulary.json"
}

// MARK: - Loading

extension SkillVocabulary {
    /// Loads `<name>.vocabulary.json` from a bundle, such as the `Bundle.module` of the module
    /// that declares the resource.
    ///
    /// - Parameters:
    ///   - name: the resource name without its extension, by convention the skill's id.
    ///   - bundle: the bundle that holds the resource.
    ///   - subdirectory: the folder inside the bundle, when the resource was copied in one.
    /// - Throws: ``SkillVocabularyError`` naming the file: not found in the bundle, unreadable,
    ///   not valid JSON (with line and column), or not the shape of a vocabulary (with every
    ///   problem's JSON path).
    ///
    /// ```swift
    /// let vocabulary = try SkillVocabulary.load(named: "ledger.add", from: .module)
    /// ```
    public static func load(
        named name: String, from bundle: Bundle, subdirectory: String? = nil
    ) throws(SkillVocabularyError) -> SkillVocabulary {
        let file = "\(name).\(fileExtension)"
        guard let url = bundle.url(forResource: file, withExtension: nil, subdirectory: subdirectory) else {
            let folder = subdirectory.map { bundle.bundleURL.appending(path: $0).path } ?? bundle.bundlePath
            throw SkillVocabularyError(file: file, reason: .notFound(searched: folder))
        }
        return try SkillVocabulary(contentsOf: url)
    }

    /// Reads a vocabulary file.
    ///
    /// - Throws: ``SkillVocabularyError`` naming the file (its last path component) and the problem.
    public init(contentsOf url: URL) throws(SkillVocabularyError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason =
                (error as? CocoaError)?.code == .fileReadNoSuchFile ? "no such file" : error.localizedDescription
            throw SkillVocabularyError(file: url.lastPathComponent, reason: .unreadable(path: url.path, detail: reason))
        }
        try self.init(json: data, file: url.lastPathComponent)
    }

    /// Reads a vocabulary from JSON bytes.
    ///
    /// - Parameters:
    ///   - data: UTF-8 JSON text in the shape shown on ``SkillVocabulary``.
    ///   - file: the name to report in errors.
    /// - Throws: ``SkillVocabularyError`` with ``SkillVocabularyError/Reason/invalidJSON(_:)``
    ///   (line and column) or ``SkillVocabularyError/Reason/invalidShape(_:)`` (every problem found,
    ///   each with its JSON path).
    public init(json data: Data, file: String = "vocabulary") throws(SkillVocabularyError) {
        let value: JSONValue
        do {
            value = try JSONValue.parse(data)
        } catch {
            throw SkillVocabularyError(file: file, reason: .invalidJSON(error))
        }
        var reader = VocabularyReader()
        let vocabulary = reader.read(value)
        guard reader.problems.isEmpty else {
            throw SkillVocabularyError(file: file, reason: .invalidShape(reader.problems))
        }
        self = vocabulary
    }
}

// MARK: - Writing

extension SkillVocabulary {
    /// The vocabulary as JSON text in the layout of the resource files: keywords on one line, then
    /// one example per line, argument keys sorted. Reading it back gives an equal vocabulary.
    ///
    /// ```swift
    /// SkillVocabulary(keywords: ["tip"], examples: [SkillExample("tip 10%")]).jsonText
    /// // {
    /// //   "keywords": ["tip"],
    /// //   "examples": [
    /// //     {"utterance": "tip 10%"}
    /// //   ]
    /// // }
    /// ```
    public var jsonText: String {
        let keywordList = keywords.map { JSONValue.string($0).stableString() }.joined(separator: ", ")
        var lines = ["{", "  \"keywords\": [\(keywordList)],"]
        if examples.isEmpty {
            lines.append("  \"examples\": []")
        } else {
            lines.append("  \"examples\": [")
            for (offset, example) in examples.enumerated() {
                var line = "    {\"utterance\": " + JSONValue.string(example.utterance).stableString()
                if let arguments = example.arguments { line += ", \"arguments\": " + Self.oneLine(arguments) }
                lines.append(line + (offset == examples.count - 1 ? "}" : "},"))
            }
            lines.append("  ]")
        }
        if !texts.isEmpty {
            lines[lines.count - 1] += ","
            lines.append("  \"texts\": {")
            let codes = texts.keys.sorted()
            for (offset, code) in codes.enumerated() {
                guard let text = texts[code] else { continue }
                var members: [String: JSONValue] = [
                    "name": .string(text.name), "description": .string(text.description),
                ]
                if !text.parameters.isEmpty {
                    members["parameters"] = .object(text.parameters.mapValues(JSONValue.string))
                }
                if !text.values.isEmpty {
                    members["values"] = .object(text.values.mapValues { .object($0.mapValues(JSONValue.string)) })
                }
                let line = "    " + JSONValue.string(code).stableString() + ": " + Self.oneLine(.object(members))
                lines.append(line + (offset == codes.count - 1 ? "" : ","))
            }
            lines.append("  }")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `value` on one line with a space after each `:` and `,`, object keys sorted.
    private static func oneLine(_ value: JSONValue) -> String {
        switch value {
        case .array(let elements):
            return "[" + elements.map(oneLine).joined(separator: ", ") + "]"
        case .object(let members):
            let pairs = members.sorted { $0.key < $1.key }.map {
                JSONValue.string($0.key).stableString() + ": " + oneLine($0.value)
            }
            return "{" + pairs.joined(separator: ", ") + "}"
        case .null, .bool, .number, .string:
            return value.stableString()
        }
    }
}

extension Skill {
    /// Its first example written in `language` (Chinese when it has Chinese in it), or `nil`.
    public func example(in language: ReplyLanguage) -> SkillExample? {
        examples.first { ReplyLanguage.detect(in: $0.utterance, fallback: .english) == language }
    }
}

/// What a skill is called and says about itself in one language: its name, its one-line
/// description, and labels for its parameters and their values.
///
/// Front ends show these instead of ids and schema names: the no-match list, `/skills`, the web
/// page's skill forms, approval prompts. A skill supplies them per language through
/// ``Skill/texts(in:)``, usually from the `"texts"` member of its vocabulary file
/// (``SkillVocabulary/texts``):
///
/// ```json
/// "texts": {
///   "en": {"name": "Record expense", "description": "Records an expense or an income",
///          "parameters": {"amount": "Amount"}, "values": {"kind": {"expense": "Expense"}}},
///   "zh": {"name": "记账", "description": "记一笔支出或收入",
///          "parameters": {"amount": "金额"}, "values": {"kind": {"expense": "支出"}}}
/// }
/// ```
public struct SkillTexts: Sendable, Hashable, Codable {
    /// The skill's name: `记账`, `Record expense`.
    public var name: String
    /// One line on what it does.
    public var description: String
    /// A label per parameter (property name → `金额`); a parameter without one shows its name.
    public var parameters: [String: String]
    /// Labels of enumerated values per parameter (`kind` → `expense` → `支出`).
    public var values: [String: [String: String]]

    /// Creates the texts of one language.
    public init(
        name: String, description: String, parameters: [String: String] = [:], values: [String: [String: String]] = [:]
    ) {
        self.name = name
        self.description = description
        self.parameters = parameters
        self.values = values
    }

    /// The label of `parameter`, or the parameter's own name when there is none.
    public func label(of parameter: String) -> String { parameters[parameter] ?? parameter }

    /// The label of `value` of `parameter`, or the value itself when there is none.
    public func label(of value: String, for parameter: String) -> String { values[parameter]?[value] ?? value }
}

import AgentSkill
import SkillJSON
import SkillUI

/// Shows text with an optional title, as a UI card: the original write-up's `TextDisplaySkill`.
///
/// `{"title": "今日天气", "content": "晴，温度 24°C", "style": "body"}` → a vertical stack with a
/// title text and a body text.
public struct DisplayTextSkill: TypedSkill {
    /// The text to show.
    public struct Arguments: Decodable, Sendable {
        /// A heading above the content.
        public var title: String?
        /// The text itself.
        public var content: String
        /// `title`, `body` (default) or `caption`.
        public var style: String?
    }

    public let id = "ui.display_text"
    public var answersWithUI: Bool { true }
    public var name: String { Self.vocabulary.texts(in: .english).name }
    public var description: String { Self.vocabulary.texts(in: .english).description }
    public func texts(in language: ReplyLanguage) -> SkillTexts { Self.vocabulary.texts(in: language) }
    public var keywords: [String] { Self.vocabulary.keywords }
    public var examples: [SkillExample] { Self.vocabulary.examples }
    /// The keywords and examples, from `ui.display_text.vocabulary.json` beside this file (read once).
    static let vocabulary = StandardVocabulary("ui.display_text")
    /// Pure and instant: runs inline.
    /// Changes nothing.
    public var effect: SkillEffect { .readOnly }
    public var execution: SkillExecution { .inline }
    public var parameters: JSONSchema {
        .object(
            [
                "title": .string(description: "A heading above the content"),
                "content": .string(description: "The text to show", minLength: 1),
                "style": .string(description: "How prominent the content is", enum: ["title", "body", "caption"]),
            ],
            required: ["content"], additionalProperties: false)
    }

    /// Creates the skill.
    public init() {}

    public func arguments(for match: KeywordMatch) -> JSONValue {
        ["content": .string(match.rest)]
    }

    public func run(_ arguments: Arguments, context: SkillContext) async throws -> SkillOutput {
        let style = arguments.style.flatMap(SKText.Style.init(rawValue:)) ?? .body
        var children: [SKComponent] = []
        if let title = arguments.title, !title.isEmpty {
            children.append(.text(SKText(content: title, style: .title)))
        }
        children.append(.text(SKText(content: arguments.content, style: style)))
        let text = [arguments.title, arguments.content].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n")
        return SkillOutput(text, ui: .stack(SKStack(direction: .vertical, spacing: 2, children: children)))
    }
}

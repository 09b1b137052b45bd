import AgentSkill
import SkillJSON

/// Repeats back what it is given: `"复读：你好"` → `"你好"`, `"echo hello"` → `"hello"`.
///
/// The smallest complete skill, useful to check the whole path from text to answer.
public struct EchoSkill: TypedSkill {
    /// The text to repeat.
    public struct Arguments: Decodable, Sendable {
        /// What to say back.
        public var text: String
    }

    public let id = "echo"
    public var name: String { Self.vocabulary.texts(in: .english).name }
    public var description: String { Self.vocabulary.texts(in: .english).description }
    public func texts(in language: ReplyLanguage) -> SkillTexts { Self.vocabulary.texts(in: language) }
    public var keywords: [String] { Self.vocabulary.keywords }
    public var examples: [SkillExample] { Self.vocabulary.examples }
    /// The keywords and examples, from `echo.vocabulary.json` beside this file (read once).
    static let vocabulary = StandardVocabulary("echo")
    /// Echo is pure and instant, so it runs inline: no task, no timer.
    /// Changes nothing.
    public var effect: SkillEffect { .readOnly }
    public var execution: SkillExecution { .inline }
    public var parameters: JSONSchema {
        .object(
            ["text": .string(description: "The text to repeat", minLength: 1)],
            required: ["text"], additionalProperties: false)
    }

    /// Creates the skill.
    public init() {}

    public func run(_ arguments: Arguments, context: SkillContext) async throws -> SkillOutput {
        SkillOutput(arguments.text, data: ["text": .string(arguments.text)])
    }
}

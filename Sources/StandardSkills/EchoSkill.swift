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
    public let name = "复读 Echo"
    public let description = "Repeats back what you say"
    public var keywords: [String] { ["echo", "repeat after me", "repeat", "复读", "重复一遍", "跟我说"] }
    /// Echo is pure and instant, so it runs inline: no task, no timer.
    /// Changes nothing.
    public var effect: SkillEffect { .readOnly }
    public var execution: SkillExecution { .inline }
    public var parameters: JSONSchema {
        .object(
            ["text": .string(description: "The text to repeat", minLength: 1)],
            required: ["text"], additionalProperties: false)
    }
    public var examples: [SkillExample] {
        [
            SkillExample("echo hello", arguments: ["text": "hello"]),
            SkillExample("复读：你好", arguments: ["text": "你好"]),
            SkillExample("repeat after me: good morning", arguments: ["text": "good morning"]),
        ]
    }

    /// Creates the skill.
    public init() {}

    public func run(_ arguments: Arguments, context: SkillContext) async throws -> SkillOutput {
        SkillOutput(arguments.text, data: ["text": .string(arguments.text)])
    }
}

import AgentSkill
import SkillJSON

/// Skills as a model's tools: one ``ToolDefinition`` per skill, with a name the OpenAI dialect
/// accepts (`^[A-Za-z0-9_-]{1,64}$`, so `calendar.create` becomes `calendar__create`), the
/// skill's description followed by a few example requests, and its parameter schema.
public struct SkillToolbox: Sendable {
    /// The tools, in the order the skills were given.
    public let tools: [ToolDefinition]
    private let skillIDs: [String: String]

    /// How many example requests each tool description carries.
    public static let examplesPerTool = 3

    /// The toolbox for `skills`.
    public init(_ skills: [any Skill]) {
        var tools: [ToolDefinition] = []
        var skillIDs: [String: String] = [:]
        for skill in skills {
            var name = Self.toolName(for: skill.id)
            // Two ids that map to one name keep both: the second gets a numbered suffix.
            var suffix = 2
            while skillIDs[name] != nil {
                name = String(Self.toolName(for: skill.id).prefix(60)) + "_\(suffix)"
                suffix += 1
            }
            skillIDs[name] = skill.id
            tools.append(
                ToolDefinition(
                    name: name, description: Self.description(of: skill), parameters: skill.parameters.jsonValue))
        }
        self.tools = tools
        self.skillIDs = skillIDs
    }

    /// The skill a tool name stands for, or `nil` for a name that is not in the toolbox.
    public func skillID(forTool name: String) -> String? {
        skillIDs[name]
    }

    /// The tool name for a skill id: dots become `__`, other characters outside `[A-Za-z0-9_-]`
    /// become `_`, cut to 64 characters.
    public static func toolName(for skillID: String) -> String {
        var name = ""
        for character in skillID.replacingOccurrences(of: ".", with: "__") {
            let allowed =
                character.isASCII && (character.isLetter || character.isNumber || character == "_" || character == "-")
            name.append(allowed ? character : "_")
        }
        return String((name.isEmpty ? "tool" : name).prefix(64))
    }

    /// The skill's description, then up to ``examplesPerTool`` example requests.
    static func description(of skill: any Skill) -> String {
        let examples = skill.examples.prefix(examplesPerTool).map { "\"\($0.utterance)\"" }
        guard !examples.isEmpty else { return skill.description }
        return skill.description + " Examples: " + examples.joined(separator: ", ") + "."
    }
}

import AgentSkill
import SkillJSON

/// `assistant skills [--json]` and the chat's `/skills`: what the assistant can do.
extension AssistantCommand.Skills {
    /// Lists the skills (the standard ones, or those given); opens no store and starts no MCP server.
    static func run(in environment: CommandEnvironment) throws(CommandExit) -> Int32 {
        let skills = try environment.registry().skills
        let json = environment.options.json
        environment.io.write(render(skills, json: json), as: json ? .json : .plain)
        return 0
    }

    static func render(_ skills: [any Skill], json: Bool) -> String {
        if json {
            return JSONValue.object(["skills": .array(skills.map(\.jsonSummary))]).stableString(pretty: true) + "\n"
        }
        guard !skills.isEmpty else { return "No skills are registered.\n" }
        var lines: [String] = []
        for skill in skills {
            lines.append(skill.name == skill.id ? skill.id : "\(skill.id) (\(skill.name))")
            lines.append("  \(skill.description)")
            if !skill.keywords.isEmpty { lines.append("  keywords: \(skill.keywords.joined(separator: ", "))") }
            if let example = skill.examples.first { lines.append("  try: \(example.utterance)") }
            lines.append("  parameters: \(skill.parameters.jsonValue.stableString())")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension Skill {
    /// The stable JSON form printed by `assistant skills --json` (documented in the README).
    var jsonSummary: JSONValue {
        [
            "id": .string(id),
            "name": .string(name),
            "description": .string(description),
            "keywords": .array(keywords.map(JSONValue.string)),
            "examples": .array(
                examples.map { ["utterance": .string($0.utterance), "arguments": $0.arguments ?? .null] }),
            "permissions": .array(permissions.map { .string($0.rawValue) }),
            "parameters": parameters.jsonValue,
        ]
    }
}

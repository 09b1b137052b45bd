import AgentSkill
import SkillJSON

/// What a tool call gave, as the JSON text the model reads in a `tool` message. Results are data:
/// the skill's words go in a `text` field, never as free text that could pass for instructions.
enum ToolResult {
    /// `{"ok": true, "skill": …, "text": …, "data": …}`.
    static func success(skillID: String, output: SkillOutput) -> String {
        var fields: [String: JSONValue] = ["ok": true, "skill": .string(skillID), "text": .string(output.text)]
        if let data = output.data, data != .null { fields["data"] = data }
        if output.ui != nil { fields["shown"] = "the person sees this result as a card" }
        return JSONValue.object(fields).stableString()
    }

    /// `{"ok": false, "skill": …, "error": …, "problems": […], "fix": …}`.
    static func failure(skillID: String?, error: String, problems: [String] = [], fix: String? = nil) -> String {
        var fields: [String: JSONValue] = ["ok": false, "error": .string(error)]
        if let skillID { fields["skill"] = .string(skillID) }
        if !problems.isEmpty { fields["problems"] = .array(problems.map(JSONValue.string)) }
        if let fix { fields["fix"] = .string(fix) }
        return JSONValue.object(fields).stableString()
    }
}

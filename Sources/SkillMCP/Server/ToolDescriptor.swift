import AgentSkill
import SkillJSON

/// How a skill is shown to MCP clients in `tools/list`.
///
/// - `name` is the skill's id; `title` and `description` are its name and description in the
///   server's language (``Skill/texts(in:)``: `记账` / `Record expense`);
/// - `inputSchema` is its parameter schema (always an object schema, as MCP requires);
/// - `annotations` come from its ``SkillEffect``: read-only skills are `readOnlyHint` and
///   `idempotentHint`; destructive ones `destructiveHint`; `openWorldHint` when it uses the network;
/// - `_meta.ui.resourceUri` links a skill that answers with UI to its card (``MCPApps``), for a
///   client that shows apps.
enum ToolDescriptor {
    /// The tool object for `skill`, named and described in `language`; `apps` when the client
    /// shows MCP Apps.
    static func tool(for skill: any Skill, language: ReplyLanguage = .english, apps: Bool = false) -> JSONValue {
        let texts = skill.texts(in: language)
        var tool: [String: JSONValue] = [
            "name": .string(skill.id),
            "description": .string(texts.description),
            "inputSchema": inputSchema(skill.parameters),
            "annotations": annotations(effect: skill.effect, permissions: skill.permissions, title: texts.name),
        ]
        if texts.name != skill.id { tool["title"] = .string(texts.name) }
        if apps { tool["_meta"] = MCPApps.toolMeta(for: skill) }
        return .object(tool)
    }

    /// The schema as JSON Schema, with `"type": "object"` added when the skill left it open.
    static func inputSchema(_ schema: JSONSchema) -> JSONValue {
        guard case .object(var members) = schema.jsonValue else { return ["type": "object"] }
        if members["type"] == nil { members["type"] = "object" }
        return .object(members)
    }

    /// The behaviour hints for an effect.
    static func annotations(effect: SkillEffect, permissions: [SkillPermission], title: String) -> JSONValue {
        [
            "title": .string(title),
            "readOnlyHint": .bool(effect == .readOnly),
            "destructiveHint": .bool(effect == .destructive),
            "idempotentHint": .bool(effect == .readOnly),
            "openWorldHint": .bool(permissions.contains(.network)),
        ]
    }
}

import AgentSkill
import SkillJSON

/// Turns the agent's answer to one call into a `tools/call` result.
///
/// Success: the text as one text content block, the data as `structuredContent` (an object as it
/// is, any other value under `"value"`, none as `{"text": …}`), `isError: false`. A skill that
/// failed, timed out, was denied or got invalid arguments is a tool error: `isError: true` with
/// the agent's explanation as text, so the model can read it and try again. So is one that
/// answered but could not do its job (``AgentSkill/SkillOutput/failure``: a service unreachable,
/// nothing matched), with the skill's own explanation.
///
/// A `card` (``MCPApps/card(for:language:html:a2ui:surfaceID:)``) goes into `structuredContent.card` of a success,
/// beside the data, for the MCP App that shows it; it replaces a data member named `card`.
/// `resources` (the card as A2UI, ``MCPApps/a2uiResource(for:skillID:)``) follow the text of a
/// success in `content`.
enum ToolResult {
    /// The result for a reply from ``AgentSkill/Agent/invoke(_:request:)``.
    static func result(
        for reply: Message, refusal: String? = nil, card: JSONValue? = nil, resources: [JSONValue] = []
    ) -> JSONValue {
        if let error = reply.error {
            let text = refusal ?? error.description
            return [
                "content": [["type": "text", "text": .string(text)]],
                "structuredContent": ["error": .string(text)],
                "isError": true,
            ]
        }
        if reply.output.failure != nil {
            return [
                "content": [["type": "text", "text": .string(reply.text)]],
                "structuredContent": ["error": .string(reply.text)],
                "isError": true,
            ]
        }
        var structured = structured(reply.data, text: reply.text)
        if let card, case .object(var members) = structured {
            members["card"] = card
            structured = .object(members)
        }
        return [
            "content": .array([["type": "text", "text": .string(reply.text)]] + resources),
            "structuredContent": structured,
            "isError": false,
        ]
    }

    static func structured(_ data: JSONValue?, text: String) -> JSONValue {
        switch data {
        case .object(let members)?: .object(members)
        case let value?: ["value": value]
        case nil: ["text": .string(text)]
        }
    }
}

import AgentSkill
import SkillJSON
import SkillUI

/// A tap on a card an imported tool drew: which component, the A2UI event name it sends, the
/// event's resolved `context` (the payload) and the values of the card's inputs.
struct MCPTap: Sendable, Hashable {
    /// The tapped component's id (``MCPCardID``: the card token, then the A2UI id).
    var componentID: String
    /// The A2UI event name: the Button's `action.event.name`.
    var event: String
    /// The event's `context`, its bindings resolved.
    var payload: JSONValue?
    /// The card's inputs by name (`form/email` for an input bound to `/form/email`).
    var formValues: [String: JSONValue]

    /// The tap `action` is.
    init(_ action: UIAction) {
        self.componentID = action.componentID
        self.event = action.action
        self.payload = action.payload
        self.formValues = action.formValues
    }

    /// The tap the agent's permission check describes with `arguments`, the object
    /// `{componentID, action, payload?, formValues?}` (``Skill/effect(for:)`` sees that for a
    /// tap); `nil` for arguments of any other shape.
    init?(arguments: JSONValue) {
        guard let members = arguments.objectValue,
            Set(members.keys).isSubset(of: ["componentID", "action", "payload", "formValues"]),
            let componentID = members["componentID"]?.stringValue, let event = members["action"]?.stringValue
        else { return nil }
        let formValues: [String: JSONValue]
        switch members["formValues"] {
        case nil: formValues = [:]
        case .object(let values)?: formValues = values
        case .some: return nil
        }
        self.componentID = componentID
        self.event = event
        self.payload = members["payload"]
        self.formValues = formValues
    }
}

/// What a tap on an imported A2UI card calls, with which arguments, and how it is checked.
///
/// The A2UI project documents two ways for a client to send a Button's event to an MCP server:
/// - "Render A2UI Inside an MCP App" (https://a2ui.org/guides/a2ui-in-mcp-apps/): the event's
///   name is the tool and its context the arguments (`callServerTool({name: action.name,
///   arguments: action.context})`);
/// - "A2UI over MCP" (https://a2ui.org/guides/a2ui_over_mcp/): one tool named `action` takes
///   `{name, context}`, as the recipe sample's server (`samples/community/mcp/a2ui-over-mcp-recipe/
///   server.py`) still offers.
///
/// So: an event named like a tool of the card's server calls that tool; any other event goes to
/// the server's `action` tool when it has one; otherwise the tap is refused and nothing runs.
enum MCPTapRule {
    /// The tool the "A2UI over MCP" guide sends every event to.
    static let actionToolName = "action"

    /// What a tap calls.
    enum Target: Sendable, Hashable {
        /// The tool named like the event.
        case tool(MCPTool)
        /// The server's `action` tool, with `{name, context}`.
        case actionHandler(MCPTool)

        /// The tool called either way.
        var tool: MCPTool {
            switch self {
            case .tool(let tool), .actionHandler(let tool): tool
            }
        }
    }

    /// The target of `event` among the server's `tools`; `nil` when the event is no tool's and
    /// the server has no `action` tool.
    static func target(for event: String, among tools: [MCPTool]) -> Target? {
        if let tool = tools.first(where: { $0.name == event }) { return .tool(tool) }
        return tools.first { $0.name == actionToolName }.map(Target.actionHandler)
    }

    /// The arguments of the call a tap makes.
    ///
    /// - A tool named like the event: the context's members, then each input's value under the
    ///   argument of the tool's `inputSchema.properties` it names — its whole name (`note`), or
    ///   else the last step of it (`form/note` → `note`) — unless the context already has that
    ///   argument. Inputs that name no declared argument are left out: the layout puts what a
    ///   tool needs in the event's context, and a schema that declares nothing takes only that.
    /// - The `action` tool: `{"name": event, "context": the context}`, as the guide shows it.
    ///
    /// - Throws: ``MCPError`` when the context is not an object (A2UI's always is).
    static func arguments(for tap: MCPTap, calling target: Target) throws(MCPError) -> JSONValue {
        let context = try contextMembers(tap.payload, event: tap.event)
        switch target {
        case .actionHandler:
            return ["name": .string(tap.event), "context": .object(context)]
        case .tool(let tool):
            return .object(merge(context, formValues: tap.formValues, declared: declaredArguments(tool.inputSchema)))
        }
    }

    /// `context` with the form values merged in under declared argument names (see
    /// ``arguments(for:calling:)``).
    static func merge(
        _ context: [String: JSONValue], formValues: [String: JSONValue], declared: Set<String>
    ) -> [String: JSONValue] {
        var arguments = context
        let names = formValues.keys.sorted()
        // Whole names first, so `note` beats `form/note` for the argument `note`.
        for name in names where declared.contains(name) && arguments[name] == nil {
            arguments[name] = formValues[name]
        }
        for name in names {
            guard let last = name.split(separator: "/").last.map(String.init), last != name,
                declared.contains(last), arguments[last] == nil
            else { continue }
            arguments[last] = formValues[name]
        }
        return arguments
    }

    /// The property names an input schema declares.
    static func declaredArguments(_ schema: JSONValue) -> Set<String> {
        Set((schema["properties"]?.objectValue ?? [:]).keys)
    }

    /// The effect the permission check uses for a call with arguments that read as a tap on a
    /// button that calls a tool whose effect is `target`.
    ///
    /// A tap does not run the card's own tool, so the called tool's effect decides: a read-only
    /// card's button that calls a destructive tool is asked about like that tool. Arguments of a
    /// direct call can have the shape of a tap too (a tool with `componentID` and `action`
    /// parameters); the runner checks a direct call against the skill's schema before the
    /// permission check, so when `couldBeDirectCall` (the arguments pass that schema) the
    /// stricter of the two effects is used, and a direct call is never checked as less than the
    /// tool it runs.
    ///
    /// A tap that calls a tool that is not read-only is checked as destructive, so it is always
    /// asked about: an imported write tool asks before every direct call (the import's `ask`
    /// rules, ``MCPImport/approvalRules(for:)``), but those rules name that tool's own skill, and a
    /// tap is checked under the card's.
    static func effect(own: SkillEffect, target: SkillEffect, couldBeDirectCall: Bool) -> SkillEffect {
        let tapped: SkillEffect = target == .readOnly ? .readOnly : .destructive
        guard couldBeDirectCall else { return tapped }
        return rank(own) >= rank(tapped) ? own : tapped
    }

    private static func rank(_ effect: SkillEffect) -> Int {
        switch effect {
        case .readOnly: 0
        case .write: 1
        case .destructive: 2
        }
    }

    private static func contextMembers(_ payload: JSONValue?, event: String) throws(MCPError) -> [String: JSONValue] {
        switch payload {
        case nil, .null?: return [:]
        case .object(let members)?: return members
        case let other?:
            throw MCPError(
                .invalidParams, "tap not sent", "the context of '\(event)' is \(other.typeName), not an object",
                while: "turning a tap into a tool call")
        }
    }
}

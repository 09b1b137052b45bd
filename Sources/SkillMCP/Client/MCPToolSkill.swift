import AgentSkill
import SkillJSON
import SkillUI

extension SkillPermission {
    /// Runs code outside this program: a tool of an MCP server.
    public static let external: SkillPermission = "external"
}

/// A tool of an MCP server, registered as a skill `mcp.<server>.<tool>`.
///
/// - parameters: the tool's `inputSchema` (when SkillJSON cannot read a keyword of it, an open
///   object schema, and the server checks the arguments itself);
/// - effect: `readOnlyHint` → read-only; `destructiveHint: false` → write; otherwise destructive,
///   MCP's default for a tool that is not read-only;
/// - permission: ``SkillPermission/external``;
/// - a result with `isError` fails the skill with the tool's text;
/// - a result that carries A2UI messages (``MCPToolResult/a2ui``) answers with UI: the tree of
///   the first surface that has one, built by ``SkillUI/A2UIDocument`` within
///   ``SkillUI/A2UILimits/default``; the reader's diagnostics go into the data as
///   `a2uiDiagnostics` (`"warning: line 3: $.…: …"`), and a list of messages is not repeated as data.
///
/// Tools that are not read-only need approval by default: see ``MCPImport/approvalRules(for:)``.
public struct MCPToolSkill: Skill {
    public let id: String
    public let description: String
    public let parameters: JSONSchema
    public let effect: SkillEffect
    /// The tool as listed.
    public let tool: MCPTool
    private let client: MCPClient
    private let callTimeout: Duration

    /// Creates the skill for one tool of `client`'s server.
    public init(tool: MCPTool, client: MCPClient, callTimeout: Duration = .seconds(30)) {
        self.id = "mcp.\(client.config.name).\(tool.name)"
        self.description = tool.description
        self.parameters = (try? JSONSchema(jsonValue: tool.inputSchema)) ?? JSONSchema(type: .object)
        self.effect = tool.readOnly ? .readOnly : tool.destructive ? .destructive : .write
        self.tool = tool
        self.client = client
        self.callTimeout = callTimeout
    }

    public var name: String { tool.name }
    public var permissions: [SkillPermission] { [.external] }
    /// A little longer than the call's own timeout, so the clearer MCP error wins the race.
    public var timeout: Duration? { callTimeout + .seconds(5) }

    public func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        let result = try await client.call(tool.name, arguments: arguments)
        guard !result.isError else {
            throw MCPError(
                .remote(code: 0), "tool failed", result.text.isEmpty ? "no message" : result.text,
                while: "calling '\(tool.name)' on MCP server '\(client.config.name)'")
        }
        guard let a2ui = result.a2ui else { return SkillOutput(result.text, data: result.structured) }
        let card = Self.card(from: a2ui)
        let structuredIsA2UI = result.structured?.arrayValue.map(MCPToolResult.areA2UIMessages) ?? false
        var data = structuredIsA2UI ? nil : result.structured
        if !card.diagnostics.isEmpty {
            let notes = JSONValue.array(card.diagnostics.map { .string("\($0.severity.rawValue): \($0)") })
            switch data {
            case .object(var members)?:
                members["a2uiDiagnostics"] = notes
                data = .object(members)
            case let value?: data = ["value": value, "a2uiDiagnostics": notes]
            case nil: data = ["a2uiDiagnostics": notes]
            }
        }
        return SkillOutput(result.text, data: data, ui: card.component)
    }

    /// The tree of the first surface in `text` (A2UI JSONL or a JSON array) that has one, and every
    /// diagnostic of reading it; the diagnostics of surfaces tried before it are left out.
    static func card(from text: String) -> A2UIRendering {
        let (document, notes) = A2UIDocument.read(text)
        var last: A2UIRendering?
        for id in document.surfaceOrder {
            let rendering = document.render(surfaceID: id)
            if rendering.component != nil {
                return A2UIRendering(component: rendering.component, diagnostics: notes + rendering.diagnostics)
            }
            last = last ?? rendering
        }
        let fallback = last ?? document.render()
        return A2UIRendering(component: nil, diagnostics: notes + fallback.diagnostics)
    }
}

import AgentSkill
import SkillJSON

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
/// - a result with `isError` fails the skill with the tool's text.
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
        return SkillOutput(result.text, data: result.structured)
    }
}

/// How `assistant mcp` presents itself and treats calls that need confirmation.
public struct MCPServerOptions: Sendable, Hashable {
    /// The `serverInfo.name` sent in initialize.
    public var name: String
    /// The `serverInfo.version`.
    public var version: String
    /// Instructions for the client's model, sent in initialize; `nil` for none.
    public var instructions: String?
    /// How often a call with a progress token reports that it is still running.
    public var progressInterval: Duration
    /// Run calls that need approval without asking (`assistant mcp --yes`). Otherwise they are
    /// confirmed through elicitation, or refused when the client cannot elicit.
    public var approvesEverything: Bool
    /// The line and nesting limits for what clients send.
    public var limits: MCPLimits

    /// Creates options.
    public init(
        name: String = "agentskill", version: String = "0.1.0", instructions: String? = nil,
        progressInterval: Duration = .seconds(2), approvesEverything: Bool = false, limits: MCPLimits = .default
    ) {
        self.name = name
        self.version = version
        self.instructions = instructions
        self.progressInterval = progressInterval
        self.approvesEverything = approvesEverything
        self.limits = limits
    }
}

/// Timeouts and limits for talking to MCP servers.
public struct MCPClientOptions: Sendable, Hashable {
    /// How long a server has to answer `initialize` and `tools/list`.
    public var startTimeout: Duration
    /// How long one `tools/call` may take.
    public var callTimeout: Duration
    /// How many times a server that exited is started again before its skills fail for good.
    public var restartLimit: Int
    /// Line and nesting limits for what servers send.
    public var limits: MCPLimits

    /// Creates options: 10 s to start, 30 s per call, one restart, 4 MiB lines.
    public init(
        startTimeout: Duration = .seconds(10), callTimeout: Duration = .seconds(30), restartLimit: Int = 1,
        limits: MCPLimits = .default
    ) {
        self.startTimeout = startTimeout
        self.callTimeout = callTimeout
        self.restartLimit = restartLimit
        self.limits = limits
    }
}

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
    /// How long a server being stopped has to exit after its input is closed, and again after
    /// `SIGTERM`, before it and its process group are sent `SIGKILL`.
    public var shutdownGrace: Duration
    /// Bounds of A2UI cards: linked layouts (size, how many cached) and cards kept for taps.
    public var a2ui: MCPA2UILimits

    /// Creates options: 10 s to start, 30 s per call, one restart, 4 MiB lines, 2 s to shut down,
    /// the default ``MCPA2UILimits``.
    public init(
        startTimeout: Duration = .seconds(10), callTimeout: Duration = .seconds(30), restartLimit: Int = 1,
        limits: MCPLimits = .default, shutdownGrace: Duration = .seconds(2), a2ui: MCPA2UILimits = .default
    ) {
        self.startTimeout = startTimeout
        self.callTimeout = callTimeout
        self.restartLimit = restartLimit
        self.limits = limits
        self.shutdownGrace = shutdownGrace
        self.a2ui = a2ui
    }
}

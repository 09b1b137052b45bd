import AgentSkill
import Foundation
import SkillJSON

/// One MCP server run as a child process: started, initialized, its tools listed, called with a
/// timeout, restarted once when it exits.
///
/// Starting:
/// 1. spawn `command args` with `env` over our environment, in a process group of its own with a
///    clean signal state (see `ChildProcess`); each line it writes to standard error goes to `log`;
/// 2. `initialize` at 2025-11-25 (the server may answer 2025-06-18) within the start timeout,
///    then `notifications/initialized`;
/// 3. `tools/list`, following `nextCursor`.
///
/// A server that exits (or stops answering within the timeout at start) is started again on the
/// next call, once; after that every call fails with a ``MCPError/Kind/unavailable`` error that
/// names the server. The client never crashes or blocks the agent on a broken server.
///
/// ```swift
/// let client = MCPClient(MCPServerConfig(name: "time", command: "mcp-server-time"))
/// let tools = try await client.start()
/// let result = try await client.call("get_current_time", arguments: ["timezone": "UTC"])
/// ```
public actor MCPClient {
    /// The server's entry in the config file.
    public nonisolated let config: MCPServerConfig
    let options: MCPClientOptions
    /// The A2UI layouts read from this server (``a2uiLayout(_:tool:)``).
    nonisolated let layouts: A2UILayoutCache
    private let environment: [String: String]
    private let clock: AgentClock
    private let log: @Sendable (String) -> Void
    private var lifecycle: ClientLifecycle
    private var connection: MCPConnection?
    private var transport: ChildProcessTransport?
    private var reader: Task<Void, Never>?
    private var generation = 0
    /// The tools listed at the last start.
    public private(set) var tools: [MCPTool] = []
    /// The protocol version the server agreed to at the last start.
    public private(set) var protocolVersion: String?

    /// Creates a client; nothing starts until ``start()`` or the first call.
    public init(
        _ config: MCPServerConfig, options: MCPClientOptions = .init(),
        environment: [String: String] = ProcessInfo.processInfo.environment, clock: AgentClock = .system,
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.config = config
        self.options = options
        self.environment = environment
        self.clock = clock
        self.log = log
        self.lifecycle = ClientLifecycle(restartLimit: options.restartLimit)
        self.layouts = A2UILayoutCache(capacity: options.a2ui.maxCachedLayouts)
    }

    /// The server's process id while it runs.
    public var processID: Int32? { lifecycle.isRunning ? transport?.processID : nil }

    /// Starts the server (if it is not running) and returns its tools.
    ///
    /// - Throws: ``MCPError`` when it cannot be started, does not initialize in time, or has failed for good.
    @discardableResult
    public func start() async throws(MCPError) -> [MCPTool] {
        _ = try await ready()
        return tools
    }

    /// Calls a tool and returns its result (which may be a tool error, `isError`).
    ///
    /// - Throws: ``MCPError``: a timeout, the server exiting mid-call, a protocol error, or a
    ///   server that failed for good.
    public func call(_ tool: String, arguments: JSONValue) async throws(MCPError) -> MCPToolResult {
        let connection = try await ready()
        let context = "calling '\(tool)' on MCP server '\(config.name)'"
        do {
            let result = try await connection.request(
                "tools/call", params: ["name": .string(tool), "arguments": arguments], timeout: options.callTimeout)
            return MCPToolResult(result, linkLimit: options.a2ui.maxLinks)
        } catch {
            if error.kind == .serverExited {
                noteExit(of: connection, reason: error.message)
                let retry = lifecycle.restarts < options.restartLimit ? "; it is started again on the next call" : ""
                throw MCPError(
                    .serverExited, "MCP server exited", "'\(config.name)' exited mid-call\(retry)", while: context)
            }
            throw error.adding(context: context)
        }
    }

    /// Stops the server: closes its input, gives it ``MCPClientOptions/shutdownGrace`` to exit,
    /// then sends its process group `SIGTERM`, and `SIGKILL` after the grace period again. When
    /// this returns, the server and everything it started in its group are gone.
    public func stop() async {
        reader?.cancel()
        await transport?.close()
        transport = nil
        connection = nil
        lifecycle.exited(reason: "stopped")
    }

    // MARK: - Starting

    /// The connection, starting (or restarting) the server when it is not running.
    func ready() async throws(MCPError) -> MCPConnection {
        if let connection, await connection.isClosed { noteExit(of: connection, reason: "it exited") }
        switch lifecycle.beforeCall() {
        case .use:
            if let connection { return connection }
            return try await launch()
        case .start:
            return try await launch()
        case .fail(let reason):
            throw MCPError(
                .unavailable, "MCP server unavailable",
                "'\(config.name)' stopped working (\(reason)) and was restarted \(lifecycle.restarts) time(s) already",
                while: "using server '\(config.name)'; check its command in the MCP config")
        }
    }

    private func launch() async throws(MCPError) -> MCPConnection {
        await transport?.close()
        let context = "starting MCP server '\(config.name)' (\(config.command))"
        let transport: ChildProcessTransport
        do {
            transport = try ChildProcessTransport(
                config, environment: environment, shutdownGrace: options.shutdownGrace, log: log)
        } catch {
            lifecycle.exited(reason: error.message)
            throw error
        }
        let connection = MCPConnection(
            transport: transport, limits: options.limits, clock: clock, peerName: "server '\(config.name)'",
            answersMalformedLines: false, log: log)
        generation += 1
        self.transport = transport
        self.connection = connection
        // A server started again may publish other layouts.
        layouts.invalidateAll()
        let handler = ServerRequestHandler(layouts: layouts)
        reader = Task { await connection.run(handler: handler) }
        do {
            let result = try await connection.request(
                "initialize",
                params: [
                    "protocolVersion": "2025-11-25", "capabilities": [:],
                    "clientInfo": ["name": "agentskill", "version": "0.1.0"],
                ], timeout: options.startTimeout)
            protocolVersion = result["protocolVersion"]?.stringValue
            await connection.notify("notifications/initialized")
            tools = try await listTools(connection)
        } catch {
            lifecycle.exited(reason: error.message)
            await transport.close()
            throw error.adding(context: context)
        }
        lifecycle.started()
        log("mcp: server '\(config.name)' ready at \(protocolVersion ?? "?") with \(tools.count) tool(s)")
        return connection
    }

    private func listTools(_ connection: MCPConnection) async throws(MCPError) -> [MCPTool] {
        var tools: [MCPTool] = []
        var cursor: JSONValue?
        // A bounded number of pages: a server that pages forever cannot hold the start up.
        for _ in 0..<100 {
            var params: [String: JSONValue] = [:]
            params["cursor"] = cursor
            let page = try await connection.request(
                "tools/list", params: .object(params), timeout: options.startTimeout)
            tools += (page["tools"]?.arrayValue ?? []).compactMap { MCPTool($0, linkLimit: options.a2ui.maxLinks) }
            guard let next = page["nextCursor"], next != .null else { break }
            cursor = next
        }
        return tools
    }

    private func noteExit(of connection: MCPConnection, reason: String) {
        guard connection === self.connection else { return }
        self.connection = nil
        lifecycle.exited(reason: reason)
        log("mcp: server '\(config.name)' \(reason)")
    }
}

/// What the client answers when a server asks something: `ping`; everything else is unsupported
/// (we declare no client capabilities). Of the notifications, `notifications/resources/updated`
/// forgets that resource's cached A2UI layout and `notifications/resources/list_changed` forgets
/// them all; the rest are ignored.
struct ServerRequestHandler: MCPMessageHandler {
    /// The layouts the notifications invalidate.
    let layouts: A2UILayoutCache

    func handle(_ request: JSONRPCRequest, on connection: MCPConnection) async throws(MCPError) -> JSONValue {
        guard request.method == "ping" else {
            throw MCPError(
                .methodNotFound, "method not found", "'\(request.method)'", while: "answering the server as a client")
        }
        return [:]
    }

    func handle(_ notification: JSONRPCNotification, on connection: MCPConnection) async {
        switch notification.method {
        case "notifications/resources/updated":
            if let uri = notification.params?["uri"]?.stringValue { layouts.invalidate(uri) }
        case "notifications/resources/list_changed":
            layouts.invalidateAll()
        default:
            break
        }
    }
}

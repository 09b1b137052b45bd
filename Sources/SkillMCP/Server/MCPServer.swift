import AgentSkill
import SkillJSON

/// Serves a registry's skills as MCP tools over one connection.
///
/// Answering `tools/call`:
/// 1. find the skill (an unknown name is -32602 with a did-you-mean);
/// 2. run it through a fresh ``AgentSkill/Agent`` on the shared registry and configuration, so
///    validation, the permission policy, timeouts, retries and the audit log apply as for `run`;
///    calls that need approval are confirmed through `elicitation/create` when the client can,
///    otherwise refused with a tool error that says how to allow them;
/// 3. report progress when the call carries a `progressToken`;
/// 4. answer with text content, `structuredContent` and `isError` — and, for a client that shows
///    MCP Apps, the skill's card in `structuredContent.card`.
///
/// Skills that answer with UI are also resources: `resources/list` and `resources/read` serve
/// their `ui://agentskill/<skill-id>` documents, and their tools link to them (``MCPApps``).
///
/// `notifications/cancelled` cancels the call's task, which cancels the skill; no response is sent.
///
/// The server also speaks first, through an ``MCPNotifier`` (the program's reminders): it declares
/// the `logging` capability, and once the client asks with `logging/setLevel` for the notifier's
/// level or a lower one, the notifier's messages go out as `notifications/message` until the
/// client asks for a higher level or leaves. A client that never asks gets none.
///
/// ```swift
/// let server = MCPServer(registry: registry, configuration: configuration, log: { print($0, to: &stderr) })
/// await server.serve(StdioTransport())
/// ```
public actor MCPServer: MCPMessageHandler {
    private let registry: SkillRegistry
    private let configuration: AgentConfiguration
    private let options: MCPServerOptions
    private let log: @Sendable (String) -> Void
    private let notifier: (any MCPNotifier)?
    private var session = ServerSession()
    /// The level the client asked for with `logging/setLevel`; `nil` until it does.
    private var logLevel: MCPLogLevel?
    /// The notifier running, while the client listens at its level.
    private var notifying: Task<Void, Never>?

    /// Creates a server.
    ///
    /// - Parameters:
    ///   - registry: The skills to serve.
    ///   - configuration: The agents' configuration (policy, store, audit log, clock, and the
    ///     locale whose language names and describes the tools); its approver is replaced per call.
    ///   - options: Name, version, progress interval, `--yes`.
    ///   - log: Where diagnostics go; standard error in the program (standard output carries
    ///     only the protocol).
    ///   - notifier: What speaks first (the reminders), as log messages the client asks for.
    public init(
        registry: SkillRegistry, configuration: AgentConfiguration = .init(), options: MCPServerOptions = .init(),
        log: @escaping @Sendable (String) -> Void = { _ in }, notifier: (any MCPNotifier)? = nil
    ) {
        self.registry = registry
        self.configuration = configuration
        self.options = options
        self.log = log
        self.notifier = notifier
    }

    /// Serves one client until it closes the transport.
    public func serve(_ transport: any MCPTransport) async {
        let connection = MCPConnection(
            transport: transport, limits: options.limits, clock: configuration.clock, peerName: "client",
            answersMalformedLines: true, log: log)
        await connection.run(handler: self)
        // The client left: nobody hears the notifier any more.
        notifying?.cancel()
        await notifying?.value
        notifying = nil
    }

    // MARK: - MCPMessageHandler

    public func handle(_ request: JSONRPCRequest, on connection: MCPConnection) async throws(MCPError) -> JSONValue {
        switch request.method {
        case "initialize":
            let agreement = try session.initialize(request.params)
            log(
                "mcp: initialized at \(agreement.protocolVersion) for \(agreement.client.isEmpty ? "a client" : agreement.client)"
            )
            return initializeResult(agreement)
        case "ping":
            return [:]
        case "tools/list":
            let agreement = try session.require(for: request.method)
            return [
                "tools": .array(
                    registry.skills.map {
                        ToolDescriptor.tool(for: $0, language: language, apps: agreement.clientShowsApps)
                    })
            ]
        case "resources/list":
            _ = try session.require(for: request.method)
            return MCPApps.list(registry, language: language)
        case "resources/read":
            _ = try session.require(for: request.method)
            return try MCPApps.read(request.params, registry: registry, language: language)
        case "tools/call":
            let agreement = try session.require(for: request.method)
            defer { notifier?.toolCallFinished() }
            return try await callTool(request, agreement: agreement, connection: connection)
        case "logging/setLevel":
            _ = try session.require(for: request.method)
            try await setLevel(request.params, connection: connection)
            return [:]
        default:
            let known = [
                "initialize", "ping", "tools/list", "tools/call", "resources/list", "resources/read",
                "logging/setLevel",
            ]
            let suggestion = ClosestMatch.find(request.method, in: known).map { "; did you mean '\($0)'?" } ?? ""
            throw MCPError(
                .methodNotFound, "method not found", "'\(request.method)'\(suggestion)",
                while: "serving tools (methods: \(known.joined(separator: ", ")))")
        }
    }

    public func handle(_ notification: JSONRPCNotification, on connection: MCPConnection) async {
        switch notification.method {
        case "notifications/initialized":
            if !session.initialized() { log("mcp: 'notifications/initialized' out of order (\(session))") }
        case "notifications/cancelled":
            let id = notification.params?["requestId"]?.stableString() ?? "?"
            log("mcp: request \(id) cancelled by the client")
        default:
            break
        }
    }

    // MARK: - Methods

    /// The server's language: tools, resources and cards are named and worded in it.
    private var language: ReplyLanguage { ReplyLanguage(locale: configuration.locale) }

    private func initializeResult(_ agreement: ServerSession.Agreement) -> JSONValue {
        var result: [String: JSONValue] = [
            "protocolVersion": .string(agreement.protocolVersion),
            "capabilities": [
                "tools": ["listChanged": false], "resources": ["listChanged": false], "logging": [:],
                "extensions": [MCPApps.extensionID: [:]],
            ],
            "serverInfo": ["name": .string(options.name), "version": .string(options.version)],
        ]
        result["instructions"] = options.instructions.map(JSONValue.string)
        return .object(result)
    }

    /// Takes the client's `logging/setLevel`, and starts or stops the notifier to match.
    ///
    /// - Throws: ``MCPError`` (-32602) for a level that is none of RFC 5424's eight.
    private func setLevel(_ params: JSONValue?, connection: MCPConnection) async throws(MCPError) {
        let text = params?["level"]?.stringValue ?? ""
        guard let level = MCPLogLevel(rawValue: text) else {
            let levels = MCPLogLevel.allCases.map(\.rawValue).joined(separator: ", ")
            throw MCPError(
                .invalidParams, "invalid params", "unknown log level '\(text)' — use one of \(levels)",
                while: "setting the log level")
        }
        logLevel = level
        guard let notifier else { return }
        let listens = level <= notifier.level
        if listens, notifying == nil {
            log("mcp: the client listens at '\(level.rawValue)': reminders ring as notifications/message")
            notifying = Task {
                await notifier.run { message in
                    await connection.notify("notifications/message", params: message.params)
                }
            }
        } else if !listens, let running = notifying {
            log("mcp: the client listens at '\(level.rawValue)' only: reminders wait for another front end")
            notifying = nil
            // A message being sent goes out; the notifier then stops.
            running.cancel()
            await running.value
        }
    }

    private func callTool(
        _ request: JSONRPCRequest, agreement: ServerSession.Agreement, connection: MCPConnection
    ) async throws(MCPError) -> JSONValue {
        let params = request.params
        guard let name = params?["name"]?.stringValue else {
            throw MCPError(
                .invalidParams, "invalid params", "'tools/call' needs a string \"name\"", while: "calling a tool")
        }
        guard registry.skill(id: name) != nil else {
            let suggestion = registry.suggestion(for: name).map { "; did you mean '\($0)'?" } ?? ""
            throw MCPError(.invalidParams, "unknown tool", "'\(name)'\(suggestion)", while: "calling a tool")
        }
        let arguments = params?["arguments"] ?? [:]
        guard case .object = arguments else {
            throw MCPError(
                .invalidParams, "invalid params", "\"arguments\" must be an object, got \(arguments.typeName)",
                while: "calling '\(name)'")
        }
        var configuration = configuration
        configuration.approver = approver(agreement, connection: connection)
        let agent = Agent(registry: registry, configuration: configuration)
        var events: Task<Void, Never>?
        var heartbeat: Task<Void, Never>?
        if let token = params?["_meta"]?["progressToken"] {
            let reporter = ProgressReporter(token: token, connection: connection)
            let stream = agent.events
            // Until the agent is idle again: its last event of the call, emitted before invoke returns.
            events = Task {
                for await event in stream {
                    if case .phaseChanged(.idle) = event.kind { break }
                    await reporter.report(event)
                }
            }
            let clock = configuration.clock
            let interval = options.progressInterval
            heartbeat = Task {
                while (try? await clock.sleep(interval)) != nil { await reporter.heartbeat() }
            }
        }
        let reply = await agent.invoke(Invocation(name, arguments: arguments))
        heartbeat?.cancel()
        // Progress goes out before the result; a cancelled call sends neither.
        if Task.isCancelled { events?.cancel() } else { await events?.value }
        if reply.error == .cancelled { log("mcp: '\(name)' stopped: cancelled") }
        let card =
            registry.skill(id: name)?.answersWithUI == true
            ? MCPApps.card(
                for: reply, language: language, html: agreement.clientShowsApps, a2ui: agreement.clientTakesA2UI,
                surfaceID: "\(name).call-\(request.id)") : nil
        return ToolResult.result(
            for: reply, refusal: Confirmation.refusal(for: reply, clientElicits: agreement.clientElicits), card: card,
            resources: MCPApps.a2uiResource(for: card, skillID: name).map { [$0] } ?? [])
    }

    private func approver(_ agreement: ServerSession.Agreement, connection: MCPConnection) -> Approver {
        if options.approvesEverything { return .always(true) }
        guard agreement.clientElicits else { return .nobody }
        let version = agreement.protocolVersion
        let log = log
        let serverLanguage = ReplyLanguage(locale: configuration.locale)
        return .handler { request in
            do throws(MCPError) {
                let answer = try await connection.request(
                    "elicitation/create",
                    params: Confirmation.params(
                        for: request, protocolVersion: version,
                        language: ReplyLanguage.detect(in: request.summary, fallback: serverLanguage)))
                return Confirmation.approves(answer)
            } catch {
                log("mcp: confirmation of \(request.summary) failed: \(error.message)")
                return false
            }
        }
    }
}

import SkillJSON

/// The server's side of the MCP lifecycle, a plain value: waiting for `initialize`, then
/// initialized (the client may already call tools), then ready once `notifications/initialized`
/// arrives.
///
/// ```swift
/// var session = ServerSession()
/// let agreed = try session.initialize(params)  // agreed.protocolVersion == "2025-11-25"
/// session.initialized()
/// ```
struct ServerSession: Sendable {
    /// What initialize settled.
    struct Agreement: Sendable, Hashable {
        /// The protocol version both sides speak.
        var protocolVersion: String
        /// Whether the client can answer `elicitation/create` in form mode.
        var clientElicits: Bool
        /// Whether the client shows MCP Apps: it advertised the UI extension with
        /// `text/html;profile=mcp-app` (``MCPApps/clientShowsApps(_:)``).
        var clientShowsApps: Bool = false
        /// Whether the client takes cards as A2UI: it listed `application/a2ui+json` among the UI
        /// extension's MIME types (``MCPApps/clientTakesA2UI(_:)``).
        var clientTakesA2UI: Bool = false
        /// The client's name and version, for logs.
        var client: String
    }

    private enum State: Sendable, Hashable {
        case awaitingInitialize
        case initialized(Agreement)
        case ready(Agreement)
    }

    /// The versions served, newest first: 2025-11-25, and 2025-06-18 when a client asks for it.
    static let supportedVersions = ["2025-11-25", "2025-06-18"]

    private var state = State.awaitingInitialize

    /// The agreement, once initialize has been answered.
    var agreement: Agreement? {
        switch state {
        case .awaitingInitialize: nil
        case .initialized(let agreement), .ready(let agreement): agreement
        }
    }

    /// Takes the client's `initialize` and settles the version: the one asked for when we speak
    /// it, else our newest (the client then decides whether to go on).
    ///
    /// - Throws: ``MCPError`` (-32600) when initialize comes a second time, (-32602) without a
    ///   `protocolVersion`.
    mutating func initialize(_ params: JSONValue?) throws(MCPError) -> Agreement {
        guard case .awaitingInitialize = state else {
            throw MCPError(.invalidRequest, "invalid request", "'initialize' was already answered", while: "\(self)")
        }
        guard let requested = params?["protocolVersion"]?.stringValue else {
            throw MCPError(
                .invalidParams, "invalid params", "'initialize' needs a string \"protocolVersion\"",
                while: "starting the session")
        }
        let version = Self.supportedVersions.contains(requested) ? requested : Self.supportedVersions[0]
        let elicitation = params?["capabilities"]?["elicitation"]?.objectValue
        // An empty elicitation capability means form mode (2025-11-25); 2025-06-18 knew only forms.
        let elicits = elicitation.map { $0.isEmpty || $0["form"] != nil } ?? false
        let info = params?["clientInfo"]
        let client = [info?["name"]?.stringValue, info?["version"]?.stringValue].compactMap { $0 }.joined(
            separator: " ")
        let agreement = Agreement(
            protocolVersion: version, clientElicits: elicits,
            clientShowsApps: MCPApps.clientShowsApps(params?["capabilities"]),
            clientTakesA2UI: MCPApps.clientTakesA2UI(params?["capabilities"]), client: client)
        state = .initialized(agreement)
        return agreement
    }

    /// Takes `notifications/initialized`; before initialize it is ignored (and logged by the caller).
    ///
    /// - Returns: whether it fit the state.
    mutating func initialized() -> Bool {
        guard case .initialized(let agreement) = state else { return false }
        state = .ready(agreement)
        return true
    }

    /// The agreement a method other than initialize and ping needs.
    ///
    /// - Throws: ``MCPError`` (-32600) naming the method before initialize.
    func require(for method: String) throws(MCPError) -> Agreement {
        guard let agreement else {
            throw MCPError(
                .invalidRequest, "invalid request", "'\(method)' before 'initialize'",
                while: "waiting for the client to initialize the session")
        }
        return agreement
    }
}

extension ServerSession: CustomStringConvertible {
    var description: String {
        switch state {
        case .awaitingInitialize: "waiting for initialize"
        case .initialized(let agreement): "initialized at \(agreement.protocolVersion)"
        case .ready(let agreement): "ready at \(agreement.protocolVersion)"
        }
    }
}

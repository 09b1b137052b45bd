import SkillJSON

/// What a connection calls for the requests and notifications its peer sends.
public protocol MCPMessageHandler: Sendable {
    /// Answers one request. Each runs in its own task, cancelled when the peer sends
    /// `notifications/cancelled` for it (then no response is sent).
    ///
    /// - Throws: ``MCPError``; it becomes the JSON-RPC error response.
    func handle(_ request: JSONRPCRequest, on connection: MCPConnection) async throws(MCPError) -> JSONValue
    /// Takes one notification, in the order they arrive.
    func handle(_ notification: JSONRPCNotification, on connection: MCPConnection) async
}

/// A byte stream to one peer: MCP's stdio transport, a child process's pipes, or memory in tests.
///
/// The connection frames the bytes into lines itself, so a transport only moves bytes.
public protocol MCPTransport: Sendable {
    /// The bytes the peer sends, in chunks of any size; finishes when the peer closes its end.
    var incoming: AsyncStream<[UInt8]> { get }
    /// Sends bytes to the peer.
    ///
    /// - Throws: ``MCPError`` of kind ``MCPError/Kind/transport`` when the peer is gone.
    func send(_ bytes: [UInt8]) async throws(MCPError)
    /// Closes the outgoing side; the peer sees the end of its input.
    func close() async
}

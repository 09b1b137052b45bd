import Synchronization

/// Two transports joined back to back: what one sends the other receives. For tests, and for
/// running a server and a client in one process.
///
/// ```swift
/// let (clientSide, serverSide) = InMemoryTransport.pair()
/// ```
public final class InMemoryTransport: MCPTransport {
    public let incoming: AsyncStream<[UInt8]>
    private let inbox: AsyncStream<[UInt8]>.Continuation
    private let peer: Mutex<AsyncStream<[UInt8]>.Continuation?>

    private init() {
        (incoming, inbox) = AsyncStream.makeStream(of: [UInt8].self)
        peer = Mutex(nil)
    }

    /// Two joined transports.
    public static func pair() -> (InMemoryTransport, InMemoryTransport) {
        let first = InMemoryTransport()
        let second = InMemoryTransport()
        first.peer.withLock { $0 = second.inbox }
        second.peer.withLock { $0 = first.inbox }
        return (first, second)
    }

    public func send(_ bytes: [UInt8]) async throws(MCPError) {
        guard let peer = peer.withLock({ $0 }), case .enqueued = peer.yield(bytes) else {
            throw MCPError(.transport, "cannot send", "the other side is closed", while: "writing to memory")
        }
    }

    public func close() async {
        let closed = peer.withLock { peer in
            defer { peer = nil }
            return peer
        }
        closed?.finish()
    }
}

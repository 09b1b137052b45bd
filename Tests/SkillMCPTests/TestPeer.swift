import AgentSkill
import SkillJSON
import SkillMCP

/// The client's end of an in-memory connection to a server under test: sends raw lines and reads
/// the server's messages one at a time.
final class TestPeer: Sendable {
    let transport: InMemoryTransport
    private let reader: LineReader

    init(_ transport: InMemoryTransport) {
        self.transport = transport
        self.reader = LineReader(transport.incoming)
    }

    /// A served registry and the peer that talks to it.
    static func serving(
        _ skills: [any Skill], configuration: AgentConfiguration = .testing, options: MCPServerOptions = .init(),
        notifier: (any MCPNotifier)? = nil
    ) throws -> TestPeer {
        let (client, server) = InMemoryTransport.pair()
        let mcp = MCPServer(
            registry: try SkillRegistry(skills), configuration: configuration, options: options, notifier: notifier)
        Task { await mcp.serve(server) }
        return TestPeer(client)
    }

    func send(raw line: String) async throws {
        try await transport.send(Array((line + "\n").utf8))
    }

    func send(_ message: JSONValue) async throws {
        try await send(raw: message.stableString())
    }

    /// The server's next message, or `nil` when it closed.
    func next() async throws -> JSONValue? {
        guard let line = await reader.nextLine() else { return nil }
        return try JSONValue.parse(line)
    }

    /// Sends a request and returns the next message that is a response.
    func call(_ id: Int, _ method: String, _ params: JSONValue = [:]) async throws -> JSONValue? {
        try await send(["jsonrpc": "2.0", "id": .number(Double(id)), "method": .string(method), "params": params])
        while let message = try await next() {
            if message["id"] != nil { return message }
        }
        return nil
    }

    /// initialize + initialized, with the given client capabilities.
    @discardableResult
    func initialize(version: String = "2025-11-25", capabilities: JSONValue = [:]) async throws -> JSONValue? {
        let result = try await call(
            0, "initialize",
            [
                "protocolVersion": .string(version), "capabilities": capabilities,
                "clientInfo": ["name": "tests", "version": "1"],
            ])
        try await send(["jsonrpc": "2.0", "method": "notifications/initialized"])
        return result
    }
}

/// Lines from a byte stream, through the module's framer.
actor LineReader {
    private var iterator: AsyncStream<[UInt8]>.Iterator
    private var framer = LineFramer(maxLineBytes: 64 * 1024 * 1024)
    private var ready: [[UInt8]] = []

    init(_ stream: AsyncStream<[UInt8]>) {
        iterator = stream.makeAsyncIterator()
    }

    func nextLine() async -> [UInt8]? {
        while ready.isEmpty {
            var current = iterator
            let chunk = await current.next(isolation: self)
            iterator = current
            guard let chunk else { return nil }
            for case .line(let line) in framer.feed(chunk) { ready.append(line) }
        }
        return ready.removeFirst()
    }
}

extension AgentConfiguration {
    /// No deadline a test could hit by accident; everything else as default.
    static var testing: AgentConfiguration {
        var configuration = AgentConfiguration()
        configuration.defaultTimeout = .seconds(3600)
        return configuration
    }
}

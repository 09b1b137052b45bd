import Foundation
import Synchronization
import TestSupport
import Testing

@testable import AssistantWeb

@Suite struct HTTPServerTests {
    /// A server that echoes the method, path, query `q` and body, and streams three events on `/events`.
    static func makeServer(_ configuration: HTTPServer.Configuration = .init()) throws -> HTTPServer {
        HTTPServer(configuration: configuration) { request in
            switch request.path {
            case "/events":
                let (stream, continuation) = AsyncStream.makeStream(of: ServerSentEvent.self)
                for number in 1...3 { continuation.yield(ServerSentEvent(event: "n", data: "\(number)")) }
                if request.query["open"] == nil { continuation.finish() }
                return .eventStream(stream)
            case "/slow":
                try? await Task.sleep(for: .milliseconds(200))
                return .text("slow")
            case "/missing":
                return .text("not here", status: 404)
            default:
                let body = String(decoding: request.body, as: UTF8.self)
                return .text("\(request.method) \(request.path) q=\(request.query["q"] ?? "-") body=\(body)")
            }
        }
    }

    @Test func getAndPostReachTheHandler() async throws {
        let server = try Self.makeServer()
        let port = try server.start()
        #expect(port > 0)
        let client = RawHTTPClient(port: port)
        let get = try #require(await client.send("GET", "/hello?q=two%20words"))
        #expect(get.status == 200)
        #expect(get.body == "GET /hello q=two words body=")
        let post = try #require(await client.send("POST", "/data", body: Data("{\"a\":1}".utf8)))
        #expect(post.status == 200)
        #expect(post.body == "POST /data q=- body={\"a\":1}")
        await server.shutdown()
    }

    @Test func notFoundPassesThrough() async throws {
        let server = try Self.makeServer()
        let client = RawHTTPClient(port: try server.start())
        let reply = try #require(await client.send("GET", "/missing"))
        #expect(reply.status == 404)
        await server.shutdown()
    }

    @Test func oversizedBodiesGet413() async throws {
        let server = try Self.makeServer(.init(maxBodyBytes: 1024))
        let client = RawHTTPClient(port: try server.start())
        let fits = try #require(await client.send("POST", "/x", body: Data(repeating: 65, count: 1024)))
        #expect(fits.status == 200)
        let tooBig = try #require(await client.send("POST", "/x", body: Data(repeating: 65, count: 1025)))
        #expect(tooBig.status == 413)
        #expect(tooBig.body.contains("too large"))
        await server.shutdown()
    }

    @Test func concurrentRequestsAllAnswer() async throws {
        let server = try Self.makeServer()
        let client = RawHTTPClient(port: try server.start())
        let statuses = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<12 { group.addTask { await client.send("GET", "/slow")?.status ?? 0 } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 200, count: 12))
        await server.shutdown()
    }

    @Test func eventStreamsWriteEventsThenEnd() async throws {
        let server = try Self.makeServer()
        let client = RawHTTPClient(port: try server.start())
        let reply = try #require(await client.send("GET", "/events"))
        #expect(reply.status == 200)
        #expect(reply.header("content-type")?.hasPrefix("text/event-stream") == true)
        #expect(reply.body.contains("event: n\ndata: 1\n\nevent: n\ndata: 2\n\nevent: n\ndata: 3\n\n"))
        await server.shutdown()
    }

    @Test func eventStreamsBeyondTheCapGet503() async throws {
        let server = try Self.makeServer(.init(maxEventStreams: 1, heartbeatInterval: 0.1))
        let client = RawHTTPClient(port: try server.start())
        let release = Flag()
        let first = Task { await client.send("GET", "/events?open=1", until: { _ in release.isSet }) }
        try await waitUntil { server.openEventStreams == 1 }
        let second = try #require(await client.send("GET", "/events?open=1"))
        #expect(second.status == 503)
        release.set()  // The heartbeats wake the first client, which then hangs up.
        #expect(await first.value?.status == 200)
        // The first client left: the heartbeat finds out and frees the slot.
        try await waitUntil { server.openEventStreams == 0 }
        await server.shutdown()
    }

    @Test func stopEndsOpenStreamsAndRefusesConnections() async throws {
        let server = try Self.makeServer()
        let port = try server.start()
        let client = RawHTTPClient(port: port)
        let progress = RawHTTPClient.Progress()
        let stream = Task { await client.send("GET", "/events?open=1", timeout: 60, progress: progress) }
        try await waitUntil { server.openEventStreams == 1 && progress.text.contains("data: 3") }
        await server.shutdown()
        let reply = await stream.value
        #expect(reply?.body.contains("data: 3") == true)
        #expect(server.port == 0)
        #expect(await client.send("GET", "/hello", timeout: 1) == nil)
        await server.shutdown()
    }

    @Test func startingTwiceIsAnError() async throws {
        let server = try Self.makeServer()
        try server.start()
        #expect(throws: WebError.alreadyRunning) { try server.start() }
        await server.shutdown()
    }
}

/// Polls `condition` every 20 ms for up to 60 seconds: generous, because on a loaded machine
/// with two cores the server's handlers can wait seconds for a thread; a condition that holds
/// returns at once.
func waitUntil(_ condition: @Sendable () -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(60)
    while ContinuousClock.now < deadline {
        if condition() { return }
        try await Task.sleep(for: .milliseconds(20))
    }
    Issue.record("condition never held within 60 s")
}

/// A flag one task sets and another reads.
final class Flag: Sendable {
    private let value = Mutex(false)
    var isSet: Bool { value.withLock { $0 } }
    func set() { value.withLock { $0 = true } }
}

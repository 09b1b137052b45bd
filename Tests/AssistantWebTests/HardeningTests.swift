import AgentSkill
import Foundation
import SkillJSON
import SkillUI
import TestSupport
import Testing

@testable import AssistantWeb

/// "undo card": shows a card whose Undo button is destructive, like the ledger's.
struct TestUndoCardSkill: Skill {
    let id = "undo.card"
    let description = "Shows a card with an Undo button"
    var keywords: [String] { ["undo card"] }
    var uiActions: [String] { ["undo"] }
    func effect(for arguments: JSONValue) -> SkillEffect {
        arguments["action"] == "undo" ? .destructive : .write
    }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        SkillOutput(
            "added",
            ui: .stack(SKStack(id: "root", children: [.button(SKButton(id: "undo", title: "Undo", action: "undo"))])))
    }
    func handle(_ action: UIAction, context: SkillContext) async throws -> SkillOutput {
        SkillOutput("undone")
    }
}

/// The findings of the hardening review, each against a real server on 127.0.0.1: no request
/// can wedge the server, and no page can disturb a session.
@Suite struct HardeningTests {
    static func withApp(
        server options: WebServer.Options = .init(), sessionLimit: Int = 64, limits: WebApp.Limits = .init(),
        historyBytes: Int = 4 << 20, _ body: (RawHTTPClient, WebServer) async throws -> Void
    ) async throws {
        let app = WebApp(sessionLimit: sessionLimit, limits: limits) {
            var configuration = AgentConfiguration(defaultTimeout: nil)
            configuration.approver = .events
            configuration.historyByteLimit = historyBytes
            return try Agent(
                skills: [TestEchoSkill(), TestDeleteSkill(), TestUndoCardSkill()], configuration: configuration)
        }
        let server = try WebServer(options: options) { await app.handle($0) }
        let port = try server.start()
        try await body(RawHTTPClient(port: port), server)
        await server.shutdown()
    }

    static func post(
        _ client: RawHTTPClient, _ path: String, _ json: String, cookie: String? = nil,
        until: (@Sendable (String) -> Bool)? = nil
    ) async -> RawHTTPClient.Reply? {
        var headers = ["Content-Type": "application/json"]
        if let cookie { headers["Cookie"] = cookie }
        return await client.send("POST", path, headers: headers, body: Data(json.utf8), until: until)
    }

    static func newSession(_ client: RawHTTPClient) async throws -> String {
        try #require(WebAppTests.cookie(await post(client, "/api/session", "{}")))
    }

    /// Finding 1, repro A: in more sessions than there are worker threads, a card's destructive
    /// Undo is pressed with no page open to answer, and the client hangs up. Each press is
    /// answered at once (nobody could approve it), and the server keeps serving.
    @Test func abandonedApprovalPressesDoNotWedgeTheServer() async throws {
        let options = WebServer.Options(maxEventStreams: 2, workerThreads: 8)
        try await Self.withApp(server: options) { client, server in
            for index in 0..<12 {
                let cookie = try await Self.newSession(client)
                let added = try #require(
                    await Self.post(client, "/api/invocations", #"{"skill":"undo.card"}"#, cookie: cookie))
                #expect(added.status == 200, "card \(index): \(added.body)")
                let card = try JSONValue.parse(added.body)
                let id = try #require(card["id"]?.intValue)
                let press = try #require(
                    await Self.post(
                        client, "/api/actions", #"{"componentID":"undo","action":"undo","messageID":\#(id)}"#,
                        cookie: cookie))
                #expect(press.status == 200, "press \(index)")
                #expect(press.body.contains("nobody was there to approve it"), "press \(index): \(press.body)")
            }
            #expect(server.http.runningHandlers == 0)
            let echo = try WebAppTests.json(
                await Self.post(client, "/api/invocations", #"{"skill":"echo","arguments":{"text":"still here"}}"#))
            #expect(echo["text"] == "still here")
        }
    }

    /// Finding 1, repro B: with the page's event stream open, a destructive call waits for
    /// approval; the client that asked hangs up, and the wait is cancelled at once — the
    /// handler ends and the thread is free — instead of holding a worker forever. Then the page
    /// closes its stream, and its place is free at once, without waiting for a heartbeat.
    @Test func aClientThatLeavesCancelsItsApprovalAndItsStream() async throws {
        let options = WebServer.Options(heartbeatInterval: 3_600)
        try await Self.withApp(server: options) { client, server in
            let cookie = try await Self.newSession(client)
            let closeStream = Flag()
            let asked = Flag()
            let declined = Flag()
            let stream = Task {
                await client.send(
                    "GET", "/api/events", headers: ["Cookie": cookie], timeout: 120,
                    until: { text in
                        if text.contains("approvalRequested") { asked.set() }
                        if text.contains(#""approved":false"#) { declined.set() }
                        return closeStream.isSet
                    })
            }
            try await waitUntil { server.http.openEventStreams == 1 }
            let leaver = Task {
                await Self.post(
                    client, "/api/invocations", #"{"skill":"notes.delete","arguments":{"text":"x"}}"#, cookie: cookie,
                    until: { _ in asked.isSet })
            }
            try await waitUntil { asked.isSet && server.http.runningHandlers == 1 }
            // The approval is waiting: the request's handler is running. The client leaves.
            _ = await leaver.value
            try await waitUntil { server.http.runningHandlers == 0 }
            // The declined approval's event can reach the stream just after the handler ends.
            try await waitUntil { declined.isSet }
            closeStream.set()
            let events = try #require(await stream.value)
            #expect(events.body.contains("event: approvalRequested"))
            #expect(events.body.contains(#""approved":false"#))
            try await waitUntil { server.http.openEventStreams == 0 }
            // The session goes on: its next request is answered.
            let echo = try WebAppTests.json(
                await Self.post(
                    client, "/api/invocations", #"{"skill":"echo","arguments":{"text":"after"}}"#, cookie: cookie))
            #expect(echo["text"] == "after")
        }
    }

    /// Finding 1: when the last page of a session closes its stream, nobody is left to answer,
    /// so a waiting approval is cancelled and the request that asked is answered.
    @Test func closingTheLastStreamCancelsWaitingApprovals() async throws {
        try await Self.withApp { client, server in
            let cookie = try await Self.newSession(client)
            let closeStream = Flag()
            let stream = Task {
                await client.send(
                    "GET", "/api/events", headers: ["Cookie": cookie], timeout: 120,
                    until: { $0.contains("approvalRequested") || closeStream.isSet })
            }
            try await waitUntil { server.http.openEventStreams == 1 }
            let reply = Task {
                await Self.post(
                    client, "/api/invocations", #"{"skill":"notes.delete","arguments":{"text":"x"}}"#, cookie: cookie)
            }
            _ = await stream.value
            let answer = try WebAppTests.json(await reply.value)
            #expect(answer["error"] != nil)
            #expect(answer["text"]?.stringValue?.contains("cancelled") == true, "\(answer)")
        }
    }

    /// Finding 4: GETs without a session — what an `<img>` on any site sends — start no
    /// session, so they cannot push a person's session out; a POST (same-origin) starts one.
    @Test func crossSiteGetsStartNoSessions() async throws {
        try await Self.withApp(sessionLimit: 4) { client, _ in
            let victim = try await Self.newSession(client)
            _ = await Self.post(
                client, "/api/invocations", #"{"skill":"echo","arguments":{"text":"remember me"}}"#, cookie: victim)
            for index in 0..<70 {
                let path = ["/api/skills?i=\(index)", "/api/messages?i=\(index)", "/api/events?i=\(index)", "/"][
                    index % 4]
                let reply = try #require(await client.send("GET", path, headers: ["Sec-Fetch-Site": "cross-site"]))
                #expect(reply.header("set-cookie") == nil, "\(path)")
                #expect(reply.status == (path.hasPrefix("/api/events") ? 401 : 200), "\(path)")
            }
            let skills = try WebAppTests.json(await client.send("GET", "/api/skills"))
            #expect(skills.arrayValue?.count == 3)
            let history = try WebAppTests.json(await client.send("GET", "/api/messages", headers: ["Cookie": victim]))
            #expect(history.arrayValue?.last?["text"] == "remember me")
        }
    }

    /// Finding 4: a session with an open page is never pushed out by new sessions; when every
    /// session is in use, a new one is refused instead.
    @Test func aSessionWithAnOpenPageIsNeverEvicted() async throws {
        try await Self.withApp(sessionLimit: 2) { client, server in
            let victim = try await Self.newSession(client)
            _ = await Self.post(
                client, "/api/invocations", #"{"skill":"echo","arguments":{"text":"mine"}}"#, cookie: victim)
            let release = Flag()
            let page = Task {
                await client.send("GET", "/api/events", headers: ["Cookie": victim], until: { _ in release.isSet })
            }
            try await waitUntil { server.http.openEventStreams == 1 }
            for _ in 0..<10 { _ = try await Self.newSession(client) }
            let history = try WebAppTests.json(await client.send("GET", "/api/messages", headers: ["Cookie": victim]))
            #expect(history.arrayValue?.last?["text"] == "mine")
            release.set()
            _ = await page.value
        }
    }

    /// Finding 4: event streams are capped per session as well as in all, so one session (or
    /// one page's `<img>` tags) cannot take every place.
    @Test func eventStreamsAreCappedPerSession() async throws {
        let limits = WebApp.Limits(streamsPerSession: 2)
        try await Self.withApp(limits: limits) { client, server in
            let one = try await Self.newSession(client)
            let two = try await Self.newSession(client)
            let release = Flag()
            let open = (0..<2).map { _ in
                Task {
                    await client.send("GET", "/api/events", headers: ["Cookie": one], until: { _ in release.isSet })
                }
            }
            try await waitUntil { server.http.openEventStreams == 2 }
            #expect(await client.send("GET", "/api/events", headers: ["Cookie": one])?.status == 429)
            let other = Task {
                await client.send("GET", "/api/events", headers: ["Cookie": two], until: { _ in release.isSet })
            }
            try await waitUntil { server.http.openEventStreams == 3 }
            release.set()
            for task in open { _ = await task.value }
            #expect(await other.value?.status == 200)
        }
    }

    /// Finding 5: a session's conversation is bounded in bytes, however large each message.
    @Test func historiesAreBoundedInBytes() async throws {
        let limit = 256 * 1024
        try await Self.withApp(historyBytes: limit) { client, _ in
            let cookie = try await Self.newSession(client)
            let text = String(repeating: "a", count: 100_000)
            for _ in 0..<12 {
                let reply = await Self.post(
                    client, "/api/invocations", #"{"skill":"echo","arguments":{"text":"\#(text)"}}"#, cookie: cookie)
                #expect(reply?.status == 200)
            }
            let history = try #require(await client.send("GET", "/api/messages", headers: ["Cookie": cookie]))
            let messages = try JSONValue.parse(history.body).arrayValue ?? []
            #expect(!messages.isEmpty)
            // Each echo is two messages of ~100 KB (request and answer): at most two pairs fit.
            #expect(messages.count <= 4)
            #expect(history.body.utf8.count < 2 * limit)
        }
    }

    /// Messages longer than the page allows are refused by the server too.
    @Test func overlongMessagesAre413() async throws {
        try await Self.withApp { client, _ in
            let text = String(repeating: "字", count: 4_001)
            let reply = await Self.post(client, "/api/messages", #"{"text":"\#(text)"}"#)
            #expect(reply?.status == 413)
            #expect(reply?.body.contains("the limit is 4000") == true)
        }
    }

    /// Finding 3: slowloris. Thirty connections that send half a header and wait do not delay
    /// a normal request: it is answered while all thirty are still held open.
    @Test func slowClientsDoNotDelayOthers() async throws {
        // A long header timeout, so the slow connections are surely still open when the normal
        // request is answered, however busy the machine.
        let options = WebServer.Options(requestTimeout: 120)
        try await Self.withApp(server: options) { client, server in
            let port = server.http.port
            let slow = (0..<30).compactMap { _ in RawSocket(port: port) }
            #expect(slow.count == 30)
            for socket in slow { socket.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Slow: ") }
            let reply = await client.send("GET", "/api/skills")
            #expect(reply?.status == 200)
            let held = slow.filter(\.isOpenAndQuiet).count
            #expect(held == 30, "the slow connections were still held")
            for socket in slow { socket.close() }
        }
    }

    /// Finding 3: a body declared but never sent holds a worker for the request timeout, then
    /// gets 408 naming what arrived.
    @Test func aMissingBodyTimesOut() async throws {
        let options = WebServer.Options(requestTimeout: 1)
        try await Self.withApp(server: options) { _, server in
            let port = server.http.port
            let socket = try #require(RawSocket(port: port))
            socket.send(
                "POST /api/messages HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 100\r\n\r\n{\"text\":")
            // On a thread of its own: a blocking read on one of the (two) threads that run the
            // tests' and the server's tasks would starve the server it waits for.
            let reply = await onOwnThread { socket.readAll(timeout: 60) }
            #expect(reply.hasPrefix("HTTP/1.1 408"), "\(reply.prefix(80))")
            #expect(reply.contains("Content-Length said 100 bytes, 8 arrived"))
        }
    }

    /// Requests of one session are capped, so one session cannot hold every worker.
    @Test func requestsArecappedPerSession() async throws {
        let limits = WebApp.Limits(requestsPerSession: 1)
        try await Self.withApp(limits: limits) { client, server in
            let cookie = try await Self.newSession(client)
            let release = Flag()
            let asked = Flag()
            let page = Task {
                await client.send(
                    "GET", "/api/events", headers: ["Cookie": cookie],
                    until: { text in
                        if text.contains("approvalRequested") { asked.set() }
                        return release.isSet
                    })
            }
            try await waitUntil { server.http.openEventStreams == 1 }
            // Waits for approval, holding the session's one request place.
            let waiting = Task {
                await Self.post(
                    client, "/api/invocations", #"{"skill":"notes.delete","arguments":{"text":"x"}}"#, cookie: cookie)
            }
            // The approval is asked only once the request holds its place (a running handler may
            // not have taken it yet on a busy machine).
            try await waitUntil { asked.isSet }
            let refused = await Self.post(
                client, "/api/invocations", #"{"skill":"echo","arguments":{"text":"y"}}"#, cookie: cookie)
            #expect(refused?.status == 429)
            #expect(refused?.header("retry-after") == "1")
            release.set()
            _ = await page.value
            #expect(await waiting.value?.status == 200)
        }
    }
}

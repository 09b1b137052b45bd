import AgentSkill
import Foundation
import SkillJSON
import TestSupport
import Testing

@testable import AssistantWeb

/// "wait": runs until its request is cancelled (ten minutes at most, far beyond any test).
struct TestWaitSkill: Skill {
    let id = "wait"
    let description = "Waits until it is stopped"
    var keywords: [String] { ["wait"] }
    var effect: SkillEffect { .readOnly }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        try await Task.sleep(for: .seconds(600))
        return SkillOutput("waited")
    }
}

/// `POST /api/requests/ID/cancel` against a real server on 127.0.0.1: it stops a running
/// `POST /api/messages` of its own session only, says when there is nothing to stop, and the
/// session goes on.
@Suite struct StopRequestWebTests {
    static func withApp(
        limits: WebApp.Limits = .init(), _ body: (RawHTTPClient) async throws -> Void
    ) async throws {
        let app = WebApp(limits: limits) {
            var configuration = AgentConfiguration(defaultTimeout: nil)
            configuration.approver = .events
            return try Agent(skills: [TestEchoSkill(), TestWaitSkill()], configuration: configuration)
        }
        let server = try WebServer(options: .init()) { await app.handle($0) }
        let port = try server.start()
        try await body(RawHTTPClient(port: port))
        await server.shutdown()
    }

    static func cancel(_ client: RawHTTPClient, _ id: String, cookie: String?) async -> RawHTTPClient.Reply? {
        await WebAppTests.post(client, "/api/requests/\(id)/cancel", "{}", cookie: cookie)
    }

    /// Asks to stop request `id` until it is running (404 before it started), for at most a
    /// minute however busy the machine; returns the first other answer.
    static func stopOnceRunning(
        _ client: RawHTTPClient, _ id: Int, cookie: String
    ) async throws -> RawHTTPClient.Reply {
        let deadline = ContinuousClock.now + .seconds(60)
        while true {
            let reply = try #require(await cancel(client, String(id), cookie: cookie))
            if reply.status != 404 || ContinuousClock.now > deadline { return reply }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    @Test func stoppingARunningMessageAnswersItAsCancelledAndTheSessionGoesOn() async throws {
        try await Self.withApp { client in
            let cookie = try #require(WebAppTests.cookie(await WebAppTests.post(client, "/api/session", "{}")))
            let waiting = Task { await WebAppTests.post(client, "/api/messages", #"{"text":"wait"}"#, cookie: cookie) }
            let stopped = try await Self.stopOnceRunning(client, 1, cookie: cookie)
            #expect(stopped.status == 200, "\(stopped.body)")
            #expect(try JSONValue.parse(stopped.body) == ["cancelled": true, "requestID": 1])
            let reply = try WebAppTests.json(await waiting.value)
            #expect(reply["requestID"] == 1)
            #expect(reply["errorCode"] == "cancelled", "\(reply)")
            // Too late now: it has finished.
            let again = try #require(await Self.cancel(client, "1", cookie: cookie))
            #expect(again.status == 409)
            #expect(again.body.contains("cannot stop request 1: it has already finished"), "\(again.body)")
            // The session goes on.
            let echo = try WebAppTests.json(
                await WebAppTests.post(client, "/api/messages", #"{"text":"echo after"}"#, cookie: cookie))
            #expect(echo["text"] == "after")
            #expect(echo["errorCode"] == .null)
        }
    }

    @Test(arguments: [
        ("99", 404, "cannot stop request 99: it is not running in this session"),
        ("abc", 404, "cannot stop request 'abc': a request id is a whole number"),
        ("0", 404, "a request id is a whole number"),
        ("-1", 404, "a request id is a whole number"),
    ])
    func nothingToStopIsAClearError(id: String, status: Int, message: String) async throws {
        try await Self.withApp { client in
            let cookie = try #require(WebAppTests.cookie(await WebAppTests.post(client, "/api/session", "{}")))
            let reply = try #require(await Self.cancel(client, id, cookie: cookie))
            #expect(reply.status == status)
            #expect(try JSONValue.parse(reply.body)["error"]?.stringValue?.contains(message) == true, "\(reply.body)")
        }
    }

    /// Another session (or none) cannot stop a request; a page of another origin cannot post at
    /// all; only POST stops.
    @Test func onlyTheRequestsOwnSessionStopsIt() async throws {
        try await Self.withApp { client in
            let cookie = try #require(WebAppTests.cookie(await WebAppTests.post(client, "/api/session", "{}")))
            let other = try #require(WebAppTests.cookie(await WebAppTests.post(client, "/api/session", "{}")))
            // A page listens, so the test sees when the skill runs; then the others try to stop it.
            let progress = RawHTTPClient.Progress()
            let events = Task {
                await client.send(
                    "GET", "/api/events", headers: ["Cookie": cookie], timeout: 120,
                    until: { $0.contains(#""phase":"executing""#) }, progress: progress)
            }
            let deadline = ContinuousClock.now + .seconds(60)
            while !progress.text.contains(": connected"), ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(10))
            }
            let waiting = Task { await WebAppTests.post(client, "/api/messages", #"{"text":"wait"}"#, cookie: cookie) }
            _ = await events.value
            #expect(progress.text.contains(#""phase":"executing""#), "\(progress.text)")
            #expect(await Self.cancel(client, "1", cookie: other)?.status == 404)
            #expect(await Self.cancel(client, "1", cookie: nil)?.status == 404)
            let crossSite = await client.send(
                "POST", "/api/requests/1/cancel",
                headers: ["Content-Type": "application/json", "Cookie": cookie, "Origin": "http://evil.example"],
                body: Data("{}".utf8))
            #expect(crossSite?.status == 403)
            let formPost = await client.send(
                "POST", "/api/requests/1/cancel",
                headers: ["Content-Type": "application/x-www-form-urlencoded", "Cookie": cookie], body: Data("x".utf8))
            #expect(formPost?.status == 403)
            #expect(await client.send("GET", "/api/requests/1/cancel", headers: ["Cookie": cookie])?.status == 405)
            // Still running: its own session stops it.
            #expect(await Self.cancel(client, "1", cookie: cookie)?.status == 200)
            #expect(try WebAppTests.json(await waiting.value)["errorCode"] == "cancelled")
        }
    }

    /// Listing and stopping are not requests of their own: they work when the session runs all
    /// it may.
    @Test func listingAndStoppingWorkWhenTheSessionIsAtItsRequestLimit() async throws {
        try await Self.withApp(limits: .init(requestsPerSession: 1)) { client in
            let cookie = try #require(WebAppTests.cookie(await WebAppTests.post(client, "/api/session", "{}")))
            #expect(try WebAppTests.json(await client.send("GET", "/api/requests", headers: ["Cookie": cookie])) == [])
            let waiting = Task { await WebAppTests.post(client, "/api/messages", #"{"text":"wait"}"#, cookie: cookie) }
            // Listed once it runs (a minute at most, however busy the machine).
            var listed: JSONValue = []
            let deadline = ContinuousClock.now + .seconds(60)
            while listed == [], ContinuousClock.now < deadline {
                listed = try WebAppTests.json(await client.send("GET", "/api/requests", headers: ["Cookie": cookie]))
                if listed == [] { try await Task.sleep(for: .milliseconds(20)) }
            }
            #expect(listed == [["requestID": 1, "text": "wait"]])
            #expect(
                await WebAppTests.post(client, "/api/messages", #"{"text":"echo hi"}"#, cookie: cookie)?.status == 429)
            // Nobody else sees it.
            #expect(try WebAppTests.json(await client.send("GET", "/api/requests")) == [])
            let stopped = try #require(await Self.cancel(client, "1", cookie: cookie))
            #expect(stopped.status == 200, "\(stopped.body)")
            #expect(try WebAppTests.json(await waiting.value)["errorCode"] == "cancelled")
            #expect(try WebAppTests.json(await client.send("GET", "/api/requests", headers: ["Cookie": cookie])) == [])
        }
    }

    @Test func aStoppedRequestStaysStoppedInTheHistory() async throws {
        try await Self.withApp { client in
            let cookie = try #require(WebAppTests.cookie(await WebAppTests.post(client, "/api/session", "{}")))
            let waiting = Task { await WebAppTests.post(client, "/api/messages", #"{"text":"wait"}"#, cookie: cookie) }
            #expect(try await Self.stopOnceRunning(client, 1, cookie: cookie).status == 200)
            _ = await waiting.value
            let history = try WebAppTests.json(await client.send("GET", "/api/messages", headers: ["Cookie": cookie]))
            #expect(history.arrayValue?.last?["errorCode"] == "cancelled", "\(history)")
        }
    }
}

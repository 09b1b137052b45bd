import Foundation
import SkillJSON
import SkillUI
import TestSupport
import Testing

@testable import AssistantWeb

/// `GET /api/a2ui/events` and `POST /api/a2ui/actions` over the real HTTP server.
@Suite struct A2UIWebTests {
    /// The A2UI messages among a stream's `data:` lines, in order.
    static func messages(_ text: String) -> [JSONValue] {
        text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("data: ") else { return nil }
            let message = try? JSONValue.parse(String(line.dropFirst("data: ".count)))
            return message?["version"] == "v0.9" ? message : nil
        }
    }

    static func tap(
        surface: String, name: String = "increment", context: String = #"{"n":0}"#, version: String = "v0.9"
    ) -> String {
        #"{"version":"\#(version)","action":{"name":"\#(name)","surfaceId":"\#(surface)","sourceComponentId":"plus","timestamp":"2026-03-01T10:15:00Z","context":\#(context)}}"#
    }

    @Test func aUIAnswerArrivesAsA2UIAndATapThroughA2UIChangesIt() async throws {
        _ = try await Self.countAndTap()
    }

    /// What a client sees (the stream's messages) when it asks "count" and taps Plus through
    /// `POST /api/a2ui/actions`, checking each step on the way.
    static func countAndTap() async throws -> [JSONValue] {
        var seen: [JSONValue] = []
        try await WebAppTests.withApp { client, server in
            let cookie = try #require(WebAppTests.cookie(await WebAppTests.post(client, "/api/session", "{}")))
            let progress = RawHTTPClient.Progress()
            let done = Flag()
            let stream = Task {
                await client.send(
                    "GET", "/api/a2ui/events", headers: ["Cookie": cookie], timeout: 60, until: { _ in done.isSet },
                    progress: progress)
            }
            try await waitUntil { server.http.openEventStreams == 1 }
            let shown = try WebAppTests.json(
                await WebAppTests.post(client, "/api/messages", #"{"text":"count"}"#, cookie: cookie))
            let surface = String(try #require(shown["id"]?.intValue))
            try await waitUntil { Self.messages(progress.text).count >= 2 }
            let first = Self.messages(progress.text)
            #expect(first[0]["createSurface"]?["surfaceId"] == .string(surface))
            #expect(first[0]["createSurface"]?["catalogId"] == .string(A2UICatalog.basicCatalogID))
            let components = try #require(first[1]["updateComponents"]?["components"]?.arrayValue)
            #expect(first[1]["updateComponents"]?["surfaceId"] == .string(surface))
            #expect(components.contains { $0["component"] == "Text" && $0["text"] == "<0>" })
            #expect(components.contains { $0["id"] == "plus" && $0["component"] == "Button" })

            let reply = try WebAppTests.json(
                await WebAppTests.post(client, "/api/a2ui/actions", Self.tap(surface: surface), cookie: cookie))
            #expect(reply["message"]?["text"] == "1")
            #expect(reply["message"]?["id"] == shown["id"])
            #expect(reply["dom"]?.arrayValue?.isEmpty == false)
            // v0.9.1 kept v0.9's action message.
            let tap091 = Self.tap(surface: surface, context: #"{"n":1}"#, version: "v0.9.1")
            let second = try WebAppTests.json(
                await WebAppTests.post(client, "/api/a2ui/actions", tap091, cookie: cookie))
            #expect(second["message"]?["text"] == "2")
            // The change arrives as the whole tree again, on the same surface, never a second create.
            try await waitUntil {
                Self.messages(progress.text).contains {
                    $0["updateComponents"]?["components"]?.arrayValue?.contains { $0["text"] == "<2>" } == true
                }
            }
            let all = Self.messages(progress.text)
            #expect(all.filter { $0["createSurface"] != nil }.count == 1)
            #expect(all.allSatisfy { $0.objectValue?.count == 2 })
            // A page opened later gets the surface from the conversation so far.
            let later = try #require(
                await client.send(
                    "GET", "/api/a2ui/events", headers: ["Cookie": cookie], timeout: 60,
                    until: { Self.messages($0).count >= 2 }))
            let replayed = Self.messages(later.body)
            #expect(replayed.first?["createSurface"]?["surfaceId"] == .string(surface))
            #expect(
                replayed.dropFirst().first?["updateComponents"]?["components"]?.arrayValue?.contains {
                    $0["text"] == "<2>"
                } == true)
            done.set()
            _ = await stream.value
            seen = all + replayed
        }
        return seen
    }

    /// The messages the stream sends validate against the official v0.9 schemas.
    @Test(.requires(Peers.a2uiSchemas)) func theStreamIsValidA2UI() async throws {
        let messages = try await Self.countAndTap()
        let lines = messages.enumerated().map { index, message in
            JSONValue.object(["document": "stream", "index": .number(Double(index)), "message": message]).stableString()
        }
        let result = try await A2UISchemaPeer.validate(lines: lines)
        #expect(result.status == 0, "\(result.errors)")
        let report = try JSONValue.parse(result.report)
        #expect(report["checked"] == .number(Double(messages.count)))
        #expect(report["failures"] == [], "\(result.report)")
    }

    @Test(arguments: [
        (#"[1]"#, "expected a JSON object"),
        (#"{"action":{}}"#, "'version'"),
        (#"{"version":"v0.8","action":{}}"#, "'version'"),
        (#"{"version":"v0.9","error":{}}"#, "'error'"),
        (#"{"version":"v0.9"}"#, "'action'"),
        (
            #"{"version":"v0.9","action":{"surfaceId":"1","sourceComponentId":"plus","timestamp":"2026-03-01T10:15:00Z","context":{}}}"#,
            "'action.name'"
        ),
        (tap(surface: "1", context: "[]"), "'action.context'"),
        (tap(surface: "main"), "'action.surfaceId'"),
        (
            #"{"version":"v0.9","action":{"name":"x","surfaceId":"1","sourceComponentId":"plus","timestamp":"yesterday","context":{}}}"#,
            "'action.timestamp'"
        ),
        (
            #"{"version":"v0.9","action":{"name":"x","surfaceId":"1","sourceComponentId":"plus","timestamp":"2026-03-01T10:15:00Z","context":{},"extra":1}}"#,
            "'action.extra'"
        ),
        ("{nope", "invalid JSON"),
    ])
    func malformedActionsAre400NamingTheField(body: String, mentions: String) async throws {
        try await WebAppTests.withApp { client, _ in
            let reply = try #require(await WebAppTests.post(client, "/api/a2ui/actions", body))
            #expect(reply.status == 400)
            #expect(reply.body.contains(mentions), "\(reply.body)")
        }
    }

    @Test func crossSiteRequestsAreRefusedAndTheStreamNeedsASession() async throws {
        try await WebAppTests.withApp { client, _ in
            let evil = ["Content-Type": "application/json", "Origin": "http://evil.example"]
            let post = await client.send(
                "POST", "/api/a2ui/actions", headers: evil, body: Data(Self.tap(surface: "1").utf8))
            #expect(post?.status == 403)
            let form = ["Content-Type": "application/x-www-form-urlencoded"]
            #expect(
                await client.send("POST", "/api/a2ui/actions", headers: form, body: Data("a=1".utf8))?.status == 403)
            #expect(await client.send("GET", "/api/a2ui/events")?.status == 401)
            #expect(await client.send("GET", "/api/a2ui/events", host: "evil.example:80")?.status == 403)
            #expect(await client.send("PUT", "/api/a2ui/actions", headers: ["X-AgentSkill": "1"])?.status == 405)
        }
    }
}

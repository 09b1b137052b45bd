import AgentSkill
import Foundation
import SkillJSON
import SkillStore
import Synchronization
import TestSupport
import Testing

@testable import AssistantWeb

/// "delete <text>": destructive, counting its runs.
struct CountedDeleteSkill: Skill {
    let id = "notes.delete"
    let description = "Deletes a note"
    let counter: RunCounter
    var keywords: [String] { ["delete"] }
    var effect: SkillEffect { .destructive }
    var parameters: JSONSchema { .object(["text": .string(minLength: 1)], required: ["text"]) }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        counter.ran(id)
        return SkillOutput("deleted \(arguments["text"]?.stringValue ?? "")")
    }
}

/// `GET /api/approvals` and answering approvals over HTTP after a reload and a restart: two servers
/// one after the other over the same database file, the same cookie.
@Suite(.timeLimit(.minutes(2))) struct DurableApprovalWebTests {
    static let asked = Date(timeIntervalSince1970: 1_800_000_000)

    /// A wall clock that stands still until a test moves it.
    final class WallClock: Sendable {
        private let date = Mutex(DurableApprovalWebTests.asked)
        var now: Date { date.withLock { $0 } }
        func advance(by seconds: TimeInterval) { date.withLock { $0 += seconds } }
    }

    /// Serves an app whose sessions and approvals live in `folder`'s database (a new connection,
    /// as a restarted program opens), runs `body`, and shuts the server down.
    static func withServer(
        in folder: URL, counter: RunCounter, clock: WallClock,
        _ body: (RawHTTPClient, WebServer) async throws -> Void
    ) async throws {
        let store = try SkillStore(path: folder.appending(path: "agentskill.sqlite").path)
        var migrator = Migrator()
        AgentSchema.register(in: &migrator)
        try migrator.migrate(store)
        let approvals = SQLiteApprovalStore(store)
        let app = WebApp(sessionStore: SQLiteSessionStore(store, now: { clock.now })) { sessionID in
            var configuration = AgentConfiguration(defaultTimeout: nil, approvalTimeout: .seconds(300))
            configuration.approver = .events
            configuration.clock.now = { clock.now }
            configuration.durableApprovals = DurableApprovals(store: approvals, conversation: "web:\(sessionID)")
            return try Agent(
                skills: [TestEchoSkill(), CountedDeleteSkill(counter: counter)], configuration: configuration)
        }
        let server = try WebServer(options: .init()) { await app.handle($0) }
        let port = try server.start()
        try await body(RawHTTPClient(port: port), server)
        await server.shutdown()
    }

    static func post(_ client: RawHTTPClient, _ path: String, _ json: String, cookie: String?) async -> RawHTTPClient
        .Reply?
    {
        await WebAppTests.post(client, path, json, cookie: cookie)
    }

    static func approvals(_ client: RawHTTPClient, cookie: String?) async throws -> [JSONValue] {
        var headers: [String: String] = [:]
        if let cookie { headers["Cookie"] = cookie }
        let reply = try #require(await client.send("GET", "/api/approvals", headers: headers))
        #expect(reply.status == 200)
        return try #require(try JSONValue.parse(reply.body).arrayValue)
    }

    @Test func approvalsAreListedAndAnsweredAfterAReloadAndARestart() async throws {
        try await TemporaryDirectory.with("agentskill-web-approvals") { folder in
            let counter = RunCounter()
            let clock = WallClock()
            var cookie = ""
            var firstID = 0
            var secondID = 0
            try await Self.withServer(in: folder, counter: counter, clock: clock) { client, server in
                #expect(try await Self.approvals(client, cookie: nil) == [])
                cookie = try #require(WebAppTests.cookie(await Self.post(client, "/api/session", "{}", cookie: nil)))
                let first = try await Self.ask(client, server, "delete first note", cookie: cookie)
                firstID = first
                // A reload: the page's stream is gone; the approval waits, listed with its times.
                let listed = try await Self.approvals(client, cookie: cookie)
                #expect(listed.count == 1)
                let approval = try #require(listed.first)
                #expect(approval["id"]?.intValue == first)
                #expect(approval["skill"] == "notes.delete")
                #expect(approval["summary"] == "notes.delete: text first note")
                #expect(approval["state"] == "pending")
                #expect(approval["created"] == "2027-01-15T08:00:00Z")
                #expect(approval["expires"] == "2027-01-15T08:05:00Z")
                // Answered from the reloaded page: performed now, its answer in the reply.
                let answer = try WebAppTests.json(
                    await Self.post(client, "/api/approvals", #"{"id":\#(first),"approved":true}"#, cookie: cookie))
                #expect(answer["answered"] == true)
                #expect(answer["message"]?["text"] == "deleted first note")
                #expect(counter.count("notes.delete") == 1)
                let again = await Self.post(
                    client, "/api/approvals", #"{"id":\#(first),"approved":true}"#, cookie: cookie)
                #expect(again?.status == 409)
                #expect(again?.body.contains("already answered (performed)") == true, "\(again?.body ?? "")")
                secondID = try await Self.ask(client, server, "delete second note", cookie: cookie)
            }
            // A restart over the same file; the browser keeps its cookie.
            let (kept, first, second) = (cookie, firstID, secondID)
            try await Self.withServer(in: folder, counter: counter, clock: clock) { client, _ in
                let cookie = kept
                let resumed = await Self.post(client, "/api/session", "{}", cookie: cookie)
                #expect(try WebAppTests.json(resumed)["session"] == "resumed")
                #expect(resumed?.header("set-cookie") == nil)
                let listed = try await Self.approvals(client, cookie: cookie)
                #expect(listed.map { $0["id"]?.intValue } == [second, first])
                #expect(listed.map { $0["state"] } == ["pending", "performed"])
                // Two tabs answer at once: one performs it, the other hears it was answered.
                async let one = Self.post(
                    client, "/api/approvals", #"{"id":\#(second),"approved":true}"#, cookie: cookie)
                async let two = Self.post(
                    client, "/api/approvals", #"{"id":\#(second),"approved":true}"#, cookie: cookie)
                let statuses = await [one?.status, two?.status].compactMap { $0 }.sorted()
                #expect(statuses == [200, 409])
                #expect(counter.count("notes.delete") == 2)
                // Another session sees none of it, and cannot answer it.
                let stranger = try #require(
                    WebAppTests.cookie(await Self.post(client, "/api/session", "{}", cookie: nil)))
                #expect(try await Self.approvals(client, cookie: stranger) == [])
                let foreign = await Self.post(
                    client, "/api/approvals", #"{"id":\#(first),"approved":true}"#, cookie: stranger)
                #expect(foreign?.status == 404)
            }
        }
    }

    @Test func anExpiredApprovalIsListedAsExpiredAndCannotBeApproved() async throws {
        try await TemporaryDirectory.with("agentskill-web-approvals") { folder in
            let counter = RunCounter()
            let clock = WallClock()
            try await Self.withServer(in: folder, counter: counter, clock: clock) { client, server in
                let cookie = try #require(
                    WebAppTests.cookie(await Self.post(client, "/api/session", "{}", cookie: nil)))
                let id = try await Self.ask(client, server, "delete old note", cookie: cookie)
                clock.advance(by: 300)
                let listed = try await Self.approvals(client, cookie: cookie)
                #expect(listed.map { $0["state"] } == ["expired"])
                let late = await Self.post(client, "/api/approvals", #"{"id":\#(id),"approved":true}"#, cookie: cookie)
                #expect(late?.status == 410)
                #expect(late?.body.contains("expired before it was answered") == true)
                #expect(counter.count("notes.delete") == 0)
            }
        }
    }

    /// A cookie no server of this data remembers (or one not shaped like ours) starts a new
    /// session, as before.
    @Test func anUnknownCookieStartsANewSession() async throws {
        try await TemporaryDirectory.with("agentskill-web-approvals") { folder in
            try await Self.withServer(in: folder, counter: RunCounter(), clock: WallClock()) { client, _ in
                for unknown in ["agentskill_session=0123456789abcdef0123456789abcdef", "agentskill_session=x' OR 1=1"] {
                    let reply = await Self.post(client, "/api/session", "{}", cookie: unknown)
                    let answer = try WebAppTests.json(reply)
                    #expect(answer["session"] == "started")
                    #expect(reply?.header("set-cookie") != nil)
                }
            }
        }
    }

    /// Opens the page's stream, sends `text`, waits for its approval, then closes the stream (a
    /// reload) and waits for the request's end; returns the approval's id.
    static func ask(_ client: RawHTTPClient, _ server: WebServer, _ text: String, cookie: String) async throws -> Int {
        let streams = server.http.openEventStreams
        let stream = Task {
            await client.send(
                "GET", "/api/events", headers: ["Cookie": cookie], timeout: 60,
                until: { $0.contains("event: approvalRequested") })
        }
        try await waitUntil { server.http.openEventStreams == streams + 1 }
        let reply = Task { await Self.post(client, "/api/messages", #"{"text":"\#(text)"}"#, cookie: cookie) }
        let events = try #require(await stream.value)
        let line = try #require(
            events.body.split(separator: "\n").first { $0.hasPrefix("data: ") && $0.contains("approvalRequested") })
        let id = try #require(try JSONValue.parse(String(line.dropFirst("data: ".count)))["approval"]?["id"]?.intValue)
        let ended = try WebAppTests.json(await reply.value)
        #expect(ended["text"]?.stringValue?.contains("waiting for approval #\(id)") == true, "\(ended)")
        return id
    }
}

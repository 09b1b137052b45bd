import AgentSkill
import Foundation
import SkillJSON
import SkillUI
import TestSupport
import Testing

@testable import AssistantWeb

/// "echo <text>" answers the text.
struct TestEchoSkill: Skill {
    let id = "echo"
    let description = "Repeats <b>what</b> you say"
    var keywords: [String] { ["echo"] }
    var effect: SkillEffect { .readOnly }
    var examples: [SkillExample] { [SkillExample("echo hi", arguments: ["text": "hi"])] }
    var parameters: JSONSchema { .object(["text": .string()], required: ["text"]) }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        SkillOutput(arguments["text"]?.stringValue ?? "")
    }
}

/// "delete <text>": destructive, so it waits for approval.
struct TestDeleteSkill: Skill {
    let id = "notes.delete"
    let description = "Deletes a note"
    var keywords: [String] { ["delete"] }
    var effect: SkillEffect { .destructive }
    var parameters: JSONSchema { .object(["text": .string(minLength: 1)], required: ["text"]) }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        SkillOutput("deleted \(arguments["text"]?.stringValue ?? "")")
    }
}

/// "count": a counter with a button whose `increment` action counts up.
struct TestCounterSkill: Skill {
    let id = "counter"
    let description = "Counts"
    var keywords: [String] { ["count"] }
    var effect: SkillEffect { .readOnly }
    var uiActions: [String] { ["increment"] }
    func ui(_ value: Int) -> SKComponent {
        .stack(
            SKStack(
                id: "root",
                children: [
                    .text(SKText(id: "value", content: "<\(value)>")),
                    .button(
                        SKButton(id: "plus", title: "Plus", action: "increment", payload: ["n": .number(Double(value))])
                    ),
                ]))
    }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        SkillOutput("0", ui: ui(0))
    }
    func handle(_ action: UIAction, context: SkillContext) async throws -> SkillOutput {
        let next = (action.payload?["n"]?.intValue ?? 0) + 1
        return SkillOutput("\(next)", ui: ui(next))
    }
}

@Suite struct WebAppTests {
    static func withApp(
        maxEventStreams: Int = 8, _ body: (RawHTTPClient, WebServer) async throws -> Void
    ) async throws {
        let app = WebApp {
            // No skill timeout: under the whole parallel suite a skill's task can wait seconds
            // for a thread, and these tests are about the API, not time.
            var configuration = AgentConfiguration(defaultTimeout: nil)
            configuration.approver = .events
            return try Agent(
                skills: [TestEchoSkill(), TestDeleteSkill(), TestCounterSkill()], configuration: configuration)
        }
        let server = try WebServer(options: .init(maxEventStreams: maxEventStreams)) { await app.handle($0) }
        let port = try server.start()
        try await body(RawHTTPClient(port: port), server)
        await server.shutdown()
    }

    static func post(
        _ client: RawHTTPClient, _ path: String, _ json: String, cookie: String? = nil
    ) async -> RawHTTPClient.Reply? {
        var headers = ["Content-Type": "application/json"]
        if let cookie { headers["Cookie"] = cookie }
        return await client.send("POST", path, headers: headers, body: Data(json.utf8))
    }

    static func json(_ reply: RawHTTPClient.Reply?) throws -> JSONValue {
        try JSONValue.parse(try #require(reply).body)
    }

    /// `agentskill_session=…` from a reply's Set-Cookie.
    static func cookie(_ reply: RawHTTPClient.Reply?) -> String? {
        reply?.header("set-cookie")?.split(separator: ";").first.map(String.init)
    }

    @Test(arguments: ["/", "/playground"])
    func pagesLoadScriptsOnlyFromFilesThatExist(path: String) async throws {
        try await Self.withApp { client, _ in
            let page = try #require(await client.send("GET", path))
            #expect(page.status == 200)
            #expect(page.header("content-type")?.hasPrefix("text/html") == true)
            // Every script and stylesheet is a file of this server: no inline script anywhere.
            let scripts = page.body.components(separatedBy: "<script").dropFirst()
            #expect(!scripts.isEmpty)
            for script in scripts {
                let source = try #require(script.firstMatch(of: /^ src="(\/static\/[a-z.]+)" defer><\/script>/))
                #expect(await client.send("GET", String(source.1))?.status == 200, "\(source.1)")
            }
            for sheet in page.body.matches(of: /<link rel="stylesheet" href="([^"]+)">/) {
                let reply = await client.send("GET", String(sheet.1))
                #expect(reply?.status == 200 && reply?.header("content-type")?.hasPrefix("text/css") == true)
            }
            #expect(page.body.firstMatch(of: /<[^>]*\son[a-z]+=/) == nil, "no inline event handlers")
        }
    }

    @Test(arguments: [
        ("zh-CN,zh;q=0.9,en;q=0.8", "lang=\"zh-CN\"", "发送"), ("en-US,en;q=0.9", "lang=\"en\"", "Send"),
        ("fr-FR, en;q=0.5, zh;q=0.7", "lang=\"zh-CN\"", "发送"), ("", "lang=\"en\"", "Send"),
    ])
    func theChatSpeaksTheBrowsersLanguage(header: String, lang: String, send: String) async throws {
        try await Self.withApp { client, _ in
            let page = try #require(await client.send("GET", "/", headers: ["Accept-Language": header]))
            #expect(page.body.contains(lang))
            #expect(page.body.contains(">\(send)</button>"))
        }
    }

    @Test func unknownPagesAndMethodsAreRefused() async throws {
        try await Self.withApp { client, _ in
            #expect(await client.send("GET", "/nope")?.status == 404)
            #expect(await client.send("GET", "/static/../Package.swift")?.status == 404)
            #expect(await client.send("GET", "/static/missing.js")?.status == 404)
            #expect(await client.send("DELETE", "/api/messages", headers: ["X-AgentSkill": "1"])?.status == 405)
        }
    }

    @Test func invocationsRunOneSkillDirectly() async throws {
        try await Self.withApp { client, _ in
            let reply = await Self.post(client, "/api/invocations", #"{"skill":"echo","arguments":{"text":"hi <b>"}}"#)
            #expect(reply?.status == 200)
            let answer = try Self.json(reply)
            #expect(answer["text"] == "hi <b>")
            let unknown = await Self.post(client, "/api/invocations", #"{"skill":"nope","arguments":{}}"#)
            #expect(unknown?.status == 404)
            #expect(unknown?.body.contains("no skill 'nope'") == true)
            let bad = await Self.post(client, "/api/invocations", #"{"skill":"echo","arguments":[1]}"#)
            #expect(bad?.status == 400)
            #expect(bad?.body.contains("'arguments' must be a JSON object") == true)
        }
    }

    @Test func messagesAnswerWithTheReplyAndSetASessionCookie() async throws {
        try await Self.withApp { client, _ in
            let reply = try #require(await Self.post(client, "/api/messages", #"{"text":"echo <b>hi</b>"}"#))
            #expect(reply.status == 200)
            let cookie = try #require(reply.header("set-cookie"))
            #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"))
            let message = try Self.json(reply)
            #expect(message["text"] == "<b>hi</b>")
            #expect(message["role"] == "assistant")
            #expect(message["skill"] == "echo")
            #expect(message["html"] == .null)
        }
    }

    @Test func eachSessionHasItsOwnConversation() async throws {
        try await Self.withApp { client, _ in
            let first = await Self.post(client, "/api/messages", #"{"text":"echo one"}"#)
            let cookie = try #require(Self.cookie(first))
            let again = await Self.post(client, "/api/messages", #"{"text":"echo two"}"#, cookie: cookie)
            #expect(again?.header("set-cookie") == nil)
            #expect(try Self.json(again)["id"] == 4)
            let other = await Self.post(client, "/api/messages", #"{"text":"echo three"}"#)
            #expect(try Self.json(other)["id"] == 2)
            #expect(Self.cookie(other) != cookie)
            // The conversation so far, for a reloaded page: this session's only.
            let history = try Self.json(await client.send("GET", "/api/messages", headers: ["Cookie": cookie]))
            #expect(
                history.arrayValue?.compactMap { $0["text"]?.stringValue } == ["echo one", "one", "echo two", "two"])
            #expect(
                history.arrayValue?.compactMap { $0["role"]?.stringValue } == [
                    "user", "assistant", "user", "assistant",
                ])
        }
    }

    @Test(arguments: [
        (#"{"text": "echo hi",}"#, "line 1, column"), (#"["echo"]"#, "expected a JSON object"),
        (#"{"txt": "echo"}"#, "'text'"), (#"{"text": "  "}"#, "empty"),
    ])
    func badMessageBodiesAre400(body: String, mentions: String) async throws {
        try await Self.withApp { client, _ in
            let reply = try #require(await Self.post(client, "/api/messages", body))
            #expect(reply.status == 400)
            #expect(reply.body.contains(mentions), "\(reply.body)")
        }
    }

    @Test func oversizedBodiesAre413() async throws {
        try await Self.withApp { client, _ in
            let text = String(repeating: "a", count: 1 << 20)
            let reply = await Self.post(client, "/api/messages", #"{"text":"\#(text)"}"#)
            #expect(reply?.status == 413)
        }
    }

    @Test func skillsListTheirSchemaAndExamples() async throws {
        try await Self.withApp { client, _ in
            let skills = try Self.json(await client.send("GET", "/api/skills"))
            let echo = try #require(skills.arrayValue?.first { $0["id"] == "echo" })
            #expect(echo["description"] == "Repeats <b>what</b> you say")
            #expect(echo["parameters"]?["type"] == "object")
            #expect(echo["examples"]?[0]?["utterance"] == "echo hi")
        }
    }

    @Test func renderDecodesLenientlyOrStrictly() async throws {
        try await Self.withApp { client, _ in
            let document = #"{"type":"text","content":"<script>x</script>","bogus":1}"#
            let quoted = try #require(String(data: JSONEncoder().encode(document), encoding: .utf8))
            let lenient = try Self.json(await Self.post(client, "/api/render", #"{"json":\#(quoted)}"#))
            let html = try #require(lenient["html"]?.stringValue)
            #expect(html.contains("&lt;script&gt;") && !html.contains("<script>"))
            #expect(lenient["tree"]?["type"] == "text")
            #expect(lenient["diagnostics"]?[0]?["severity"] == "warning")
            let strict = try Self.json(await Self.post(client, "/api/render", #"{"json":\#(quoted),"strict":true}"#))
            #expect(strict["html"] == .null)
            #expect(strict["diagnostics"]?[0]?["severity"] == "error")
            let missing = await Self.post(client, "/api/render", #"{"strict":true}"#)
            #expect(missing?.status == 400)
        }
    }

    @Test func actionsUpdateTheMessageAndReturnPatches() async throws {
        try await Self.withApp { client, _ in
            let shown = await Self.post(client, "/api/messages", #"{"text":"count"}"#)
            let cookie = try #require(Self.cookie(shown))
            let message = try Self.json(shown)
            #expect(message["html"]?.stringValue?.contains("&lt;0&gt;") == true)
            #expect(message["tree"]?["id"] == "root")
            let body = #"{"componentID":"plus","action":"increment","payload":{"n":0},"formValues":{}}"#
            let reply = try Self.json(await Self.post(client, "/api/actions", body, cookie: cookie))
            #expect(reply["message"]?["text"] == "1")
            #expect(reply["message"]?["id"] == message["id"])
            #expect(reply["patches"]?.arrayValue?.isEmpty == false)
            // The page's edits: redraw the text and the button (its payload changed), escaped.
            let edits = try #require(reply["dom"]?.arrayValue)
            #expect(edits.compactMap { $0["id"]?.stringValue }.sorted() == ["plus", "value"])
            let text = try #require(edits.first { $0["id"] == "value" }?["html"]?.stringValue)
            #expect(
                text.hasPrefix("<p class=\"sk-text") && text.contains("data-sk-id=\"value\"")
                    && text.contains("&lt;1&gt;"))
            #expect(!text.contains("sk-root"))
            let refused = try Self.json(
                await Self.post(client, "/api/actions", #"{"componentID":"plus","action":"explode"}"#, cookie: cookie))
            #expect(refused["message"]?["error"] != .null)
            #expect(refused["patches"] == [])
            #expect(refused["dom"] == [])
        }
    }

    @Test func eventsStreamPhasesMessagesAndApprovals() async throws {
        try await Self.withApp { client, server in
            let cookie = try #require(Self.cookie(await Self.post(client, "/api/session", "{}")))
            // The page keeps its stream open while the person answers: closing the last stream
            // would cancel the approval.
            let progress = RawHTTPClient.Progress()
            let done = Flag()
            let stream = Task {
                await client.send(
                    "GET", "/api/events", headers: ["Cookie": cookie], timeout: 60, until: { _ in done.isSet },
                    progress: progress)
            }
            try await waitUntil { server.http.openEventStreams == 1 }
            let reply = Task { await Self.post(client, "/api/messages", #"{"text":"delete note"}"#, cookie: cookie) }
            try await waitUntil { progress.text.contains("event: approvalRequested") }
            let seen = progress.text
            #expect(seen.contains("text/event-stream"))
            // Every event names its request.
            #expect(seen.contains(#"data: {"phase":"thinking","requestID":1,"skill":null,"type":"phase"}"#))
            #expect(seen.contains("event: message\n"))
            let line = try #require(
                seen.split(separator: "\n").first { $0.hasPrefix("data: ") && $0.contains("approvalRequested") })
            let approval = try JSONValue.parse(String(line.dropFirst("data: ".count)))["approval"]
            #expect(approval?["skill"] == "notes.delete")
            let id = try #require(approval?["id"]?.intValue)
            let answer = await Self.post(client, "/api/approvals", #"{"id":\#(id),"approved":true}"#, cookie: cookie)
            #expect(answer?.status == 200)
            #expect(try Self.json(await reply.value)["text"] == "deleted note")
            let again = await Self.post(client, "/api/approvals", #"{"id":\#(id),"approved":true}"#, cookie: cookie)
            #expect(again?.status == 404)
            let bad = await Self.post(client, "/api/approvals", #"{"id":"one"}"#, cookie: cookie)
            #expect(bad?.status == 400)
            done.set()
            _ = await stream.value
        }
    }

    @Test func eventStreamsAreCapped() async throws {
        try await Self.withApp(maxEventStreams: 1) { client, server in
            let release = Flag()
            let one = try #require(Self.cookie(await Self.post(client, "/api/session", "{}")))
            let two = try #require(Self.cookie(await Self.post(client, "/api/session", "{}")))
            let first = Task {
                await client.send("GET", "/api/events", headers: ["Cookie": one], until: { _ in release.isSet })
            }
            try await waitUntil { server.http.openEventStreams == 1 }
            #expect(await client.send("GET", "/api/events", headers: ["Cookie": two])?.status == 503)
            release.set()
            _ = await first.value
        }
    }
}

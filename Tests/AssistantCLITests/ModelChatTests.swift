import Foundation
import SkillJSON
import Synchronization
import TestSupport
import Testing

@testable import AssistantCLI

/// The program with a configured model: an OpenAI-compatible server on 127.0.0.1 (started by the
/// test) that answers from a script, so every byte the program sends and gets is real HTTP.
@Suite(.timeLimit(.minutes(1))) struct ModelChatTests {
    static let key = "sk-cli-test-0123456789ABCDEFGHIJ"

    /// "Now" fixed, weather endpoints nobody answers, and the model at `server`.
    static func environment(_ server: ScriptedModelServer) -> [String: String] {
        [
            "AGENTSKILL_NOW": "2026-12-02T10:00:00",
            "AGENTSKILL_WEATHER_GEOCODING_URL": "http://127.0.0.1:9/geocoding",
            "AGENTSKILL_WEATHER_FORECAST_URL": "http://127.0.0.1:9/forecast",
            "AGENTSKILL_WEATHER_AIR_QUALITY_URL": "http://127.0.0.1:9/air",
            "AGENTSKILL_LLM_BASE_URL": server.baseURL.absoluteString,
            "AGENTSKILL_LLM_MODEL": "test-model",
            "AGENTSKILL_LLM_API_KEY": key,
        ]
    }

    static let phonePlans = #"""
        {"type":"card","title":"Phone plans","children":[
          {"type":"table","columns":["Plan","Data","Price"],
           "rows":[["Basic","5 GB","$15"],["Plus","20 GB","$25"],["Max","Unlimited","$40"]]}
        ]}
        """#

    @Test func anOpenRequestBecomesAModelWrittenCard() async throws {
        let server = try ScriptedModelServer([
            .toolCall("ui__generate", arguments: #"{"request":"a card comparing three phone plans"}"#),
            .content(Self.phonePlans),
            .content("Here are the three plans side by side."),
        ])
        let terminal = FakeTerminal(environment: Self.environment(server))
        let status = await terminal.run(["ask", "make me a card comparing three phone plans"])
        #expect(status == 0, "\(terminal.stderr)")
        // The terminal shows the card (the model's closing sentence is the message's text, which
        // `--json` and the web page show beside it).
        for text in ["╭─ Phone plans", "│ Basic │ 5 GB      │ $15   │", "Unlimited", "$40"] {
            #expect(terminal.stdout.contains(text), "\(text) missing from:\n\(terminal.stdout)")
        }
        let bodies = server.bodies
        #expect(bodies.count == 3)
        // The router's request offers the top skills plus ui.generate; ui.generate's own request
        // streams and carries the component catalog.
        let offered = bodies.first?["tools"]?.arrayValue?.compactMap { $0["function"]?["name"]?.stringValue } ?? []
        #expect(offered.contains("ui__generate"))
        #expect(offered.count <= 6, "top 5 + ui.generate, got \(offered)")
        #expect(bodies.count > 1 && bodies[1]["stream"]?.boolValue == true)
        #expect(server.authorizations.allSatisfy { $0 == "Bearer \(Self.key)" })
        #expect(!terminal.stdout.contains(Self.key) && !terminal.stderr.contains(Self.key))
    }

    @Test func aRequestTheNLUCannotPlaceComesBackAsASkillCall() async throws {
        let server = try ScriptedModelServer([
            .toolCall(
                "ledger__add",
                arguments: #"{"amount":"12.50","currency":"USD","category":"food","note":"sandwich"}"#),
            .content("Noted: 12.50 USD for a sandwich."),
        ])
        try await TemporaryDirectory.with { root in
            var environment = Self.environment(server)
            environment["AGENTSKILL_DATA_DIR"] = root.path
            let terminal = FakeTerminal(environment: environment)
            let status = await terminal.run(["ask", "that sandwich set me back twelve fifty, jot it down", "--json"])
            #expect(status == 0, "\(terminal.stderr)")
            #expect(terminal.stdout.contains(#""skill":"ledger.add""#), "\(terminal.stdout)")
            #expect(terminal.stdout.contains(#""text":"Noted: 12.50 USD for a sandwich.""#), "\(terminal.stdout)")
            let list = FakeTerminal(environment: environment)
            #expect(await list.run(["run", "ledger.list", "--json"]) == 0)
            #expect(list.stdout.contains("sandwich"), "\(list.stdout)")
        }
        #expect(server.bodies.count == 2)
    }

    @Test func aConfidentRequestNeverReachesTheModel() async throws {
        let server = try ScriptedModelServer([.content("unused")])
        let terminal = FakeTerminal(environment: Self.environment(server))
        #expect(await terminal.run(["ask", "午饭花了35元", "--time-zone", "Asia/Shanghai"]) == 0)
        #expect(terminal.stdout.contains("35.00"), "\(terminal.stdout)")
        #expect(server.bodies.isEmpty)
    }

    @Test func aRefusedKeyIsReportedWithoutTheKey() async throws {
        let server = try ScriptedModelServer([.failure(status: 401, message: "Incorrect API key provided: \(Self.key)")]
        )
        let terminal = FakeTerminal(environment: Self.environment(server))
        let status = await terminal.run(["ask", "make me a card comparing three phone plans"])
        #expect(status != 0)
        #expect(terminal.stderr.contains("refused the API key") || terminal.stdout.contains("refused the API key"))
        #expect(!terminal.stdout.contains(Self.key) && !terminal.stderr.contains(Self.key))
    }

    static let settingsErrors: [([String], [String: String], String)] = [
        (
            ["ask", "hi", "--llm-base-url", "http://127.0.0.1:9/v1"], [:],
            "error: model settings: a server is given (http://127.0.0.1:9/v1) but no model: pass --llm-model or set AGENTSKILL_LLM_MODEL\n"
        ),
        (
            ["ask", "hi"], ["AGENTSKILL_LLM_MODEL": "m"],
            "error: model settings: the model 'm' is given but no server: pass --llm-base-url (for example http://127.0.0.1:8080/v1) or set AGENTSKILL_LLM_BASE_URL\n"
        ),
        (
            ["ask", "hi", "--llm-model", "m", "--llm-base-url", "ftp://host/v1"], [:],
            "error: model settings: 'ftp://host/v1' is not an http(s) URL: pass --llm-base-url like http://127.0.0.1:8080/v1\n"
        ),
        (
            ["ask", "hi", "--router", "llm"], [:],
            "error: --router llm needs a model — pass --llm-base-url and --llm-model (or set AGENTSKILL_LLM_BASE_URL and AGENTSKILL_LLM_MODEL), or use --router nlu\n"
        ),
    ]

    @Test(arguments: settingsErrors)
    func incompleteModelSettingsAreUsageErrors(arguments: [String], environment: [String: String], message: String)
        async
    {
        let terminal = FakeTerminal(environment: environment)
        #expect(await terminal.run(arguments) == 2)
        #expect(terminal.stderr == message)
        #expect(terminal.stdout.isEmpty)
    }

    /// The config file's `llm` section configures the model when flags and the environment do
    /// not; its `topK` bounds the skills the model is shown.
    @Test func theConfigFileCanNameTheModel() async throws {
        let server = try ScriptedModelServer([.content("Hello from the file's model.")])
        try await TemporaryDirectory.with { root in
            let config = root.appending(path: "config.json")
            let section: JSONValue = [
                "llm": ["baseURL": .string(server.baseURL.absoluteString), "model": "file-model", "topK": 2]
            ]
            try Data(section.stableString().utf8).write(to: config)
            var environment = Self.environment(server)
            environment["AGENTSKILL_LLM_BASE_URL"] = nil
            environment["AGENTSKILL_LLM_MODEL"] = ""
            let terminal = FakeTerminal(environment: environment)
            let status = await terminal.run(["ask", "tell me something nice", "--config", config.path])
            #expect(status == 0, "\(terminal.stderr)")
            #expect(terminal.stdout == "Hello from the file's model.\n")
            let body = try #require(server.bodies.first)
            #expect(body["model"] == "file-model")
            let tools = body["tools"]?.arrayValue?.compactMap { $0["function"]?["name"]?.stringValue } ?? []
            #expect(tools.count == 3 && tools.last == "ui__generate", "top 2 + ui.generate, got \(tools)")
        }
    }

    static let badSections: [(String, String)] = [
        (
            #"{"llm": {"apiKey": "sk-secret"}}"#,
            "$.llm.apiKey: the API key is not read from the config file — set AGENTSKILL_LLM_API_KEY or pass --llm-api-key"
        ),
        (#"{"llm": {"modle": "m"}}"#, #"$.llm.modle: unknown key "modle" — did you mean "model"?"#),
        (#"{"llm": {"topK": 2.5}}"#, "$.llm.topK: expected a whole number, got 2.5"),
        (#"{"llm": {"threshold": 3}}"#, "$.llm.threshold: expected a number in 0…1, got 3"),
        (#"{"llm": {"model": ""}}"#, #"$.llm.model: expected a non-empty string, got """#),
    ]

    @Test(arguments: badSections)
    func aMalformedLLMSectionIsAnErrorNamingThePlace(text: String, problem: String) async throws {
        try await TemporaryDirectory.with { root in
            let config = root.appending(path: "config.json")
            try Data(text.utf8).write(to: config)
            let terminal = FakeTerminal()
            #expect(await terminal.run(["ask", "echo hi", "--config", config.path]) == 2)
            #expect(terminal.stderr.hasPrefix("error: config file '\(config.path)': \(problem)"), "\(terminal.stderr)")
            #expect(!terminal.stderr.contains("sk-secret"))
        }
    }

    @Test func withoutAModelNothingChanges() async throws {
        let terminal = FakeTerminal(environment: [
            "OPENAI_API_KEY": Self.key, "OPENAI_BASE_URL": "http://127.0.0.1:9/v1",
        ])
        #expect(await terminal.run(["skills", "--json"]) == 0)
        #expect(!terminal.stdout.contains("ui.generate"))
        let withModel = FakeTerminal(environment: [
            "AGENTSKILL_LLM_MODEL": "m", "OPENAI_BASE_URL": "http://127.0.0.1:9/v1",
        ])
        #expect(await withModel.run(["skills", "--json"]) == 0)
        #expect(withModel.stdout.contains("ui.generate"))
    }
}

/// An OpenAI-compatible server that answers each `POST /v1/chat/completions` with the next scripted
/// reply — as a chat completion, or as server-sent events when the request asks to stream.
final class ScriptedModelServer: Sendable {
    enum Reply: Sendable {
        case content(String)
        case toolCall(String, arguments: String)
        case failure(status: Int, message: String)
    }

    private let server: LocalHTTPServer

    init(_ replies: [Reply]) throws {
        let script = Script(replies)
        server = try LocalHTTPServer { request in
            guard request.method == "POST", request.path == "/v1/chat/completions" else {
                return .json(#"{"error":{"message":"no route"}}"#, status: 404)
            }
            let stream = (try? JSONValue.parse(request.body))?["stream"]?.boolValue == true
            let reply = script.replies.withLock { $0.isEmpty ? nil : $0.removeFirst() }
            return Self.answer(reply ?? .failure(status: 500, message: "the script is over"), stream: stream)
        }
    }

    deinit { server.stop() }

    private final class Script: Sendable {
        let replies: Mutex<[Reply]>
        init(_ replies: [Reply]) { self.replies = Mutex(replies) }
    }

    var baseURL: URL { server.url("/v1") }
    var bodies: [JSONValue] { server.requests.compactMap { try? JSONValue.parse($0.body) } }
    var authorizations: [String?] {
        server.requests.map { request in request.headers.first { $0.key.lowercased() == "authorization" }?.value }
    }

    private static func answer(_ reply: Reply, stream: Bool) -> LocalHTTPServer.Reply {
        let message: JSONValue
        let finish: String
        switch reply {
        case .failure(let status, let text):
            return .json(JSONValue.object(["error": ["message": .string(text)]]).stableString(), status: status)
        case .content(let text):
            message = ["role": "assistant", "content": .string(text)]
            finish = "stop"
        case .toolCall(let name, let arguments):
            message = [
                "role": "assistant", "content": nil,
                "tool_calls": [
                    [
                        "id": "call_1", "type": "function",
                        "function": ["name": .string(name), "arguments": .string(arguments)],
                    ]
                ],
            ]
            finish = "tool_calls"
        }
        guard stream else {
            let completion: JSONValue = [
                "id": "chatcmpl-1", "object": "chat.completion", "model": "test-model",
                "choices": [["index": 0, "message": message, "finish_reason": .string(finish)]],
            ]
            return .json(completion.stableString())
        }
        // Streamed: the content in pieces of 7 characters, then the finish reason and [DONE].
        var events: [JSONValue] = []
        if case .content(let text) = reply {
            var rest = Substring(text)
            while !rest.isEmpty {
                events.append(["role": "assistant", "content": .string(String(rest.prefix(7)))])
                rest = rest.dropFirst(7)
            }
        } else {
            events.append(message)
        }
        var body = ""
        for (index, delta) in events.enumerated() {
            let chunk: JSONValue = [
                "id": "chatcmpl-1", "object": "chat.completion.chunk", "model": "test-model",
                "choices": [
                    ["index": 0, "delta": delta, "finish_reason": index == events.count - 1 ? .string(finish) : nil]
                ],
            ]
            body += "data: \(chunk.stableString())\n\n"
        }
        body += "data: [DONE]\n\n"
        return .eventStream([Array(body.utf8)])
    }
}

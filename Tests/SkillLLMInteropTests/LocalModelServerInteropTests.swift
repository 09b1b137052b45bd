import Foundation
import SkillJSON
import SkillLLM
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Interop with a real OpenAI-compatible server: llama-cpp-python serving SmolLM2-135M-Instruct on
/// 127.0.0.1 (``LocalModelServer``; `scripts/bootstrap` installs it into `.build/llm-venv`). The tiny
/// model's choices are not judged, only that its answers have the shape of the chat-completions wire
/// format: a plain answer, a stream of server-sent events, and a request with `tools`.
///
/// One server for the whole suite (`.localModelServer`: loading the model takes seconds); the
/// tests run one after another because the server answers one request at a time.
/// Without the model server's venv a bare `swift test` skips the suite, saying to run
/// `scripts/bootstrap`; `make test` (`AGENTSKILL_REQUIRE_PEERS=1`) runs it and fails with that message.
@Suite(.serialized, .timeLimit(.minutes(5)), .requires(Peers.modelServerPython), .localModelServer)
struct LocalModelServerInteropTests {
    @Test func plainChatAnswerHasContent() async throws {
        let server = try LocalModelServerScope.current()
        let (status, body) = try await post(server, chatRequest(server, maxTokens: 24))
        #expect(status == 200, "\(body)")
        let answer = try JSONValue.parse(body)
        let message = answer["choices"]?[0]?["message"]
        #expect(message?["role"]?.stringValue == "assistant")
        let content = try #require(message?["content"]?.stringValue, "no content in \(body)")
        #expect(!content.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(body)")
        #expect(answer["object"]?.stringValue == "chat.completion")
        #expect(answer["usage"]?["completion_tokens"]?.intValue ?? 0 > 0, "\(body)")
    }

    @Test func streamedAnswerIsServerSentEventsEndingWithDone() async throws {
        let server = try LocalModelServerScope.current()
        var request = chatRequest(server, maxTokens: 16)
        request["stream"] = true
        let (status, body) = try await post(server, request)
        #expect(status == 200, "\(body)")
        let events = body.split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("data:") }
            .map { $0.dropFirst("data:".count).trimmingCharacters(in: .whitespaces) }
        #expect(events.last == "[DONE]", "\(body)")
        let chunks = try events.dropLast().map { try JSONValue.parse($0) }
        #expect(chunks.count >= 2, "\(body)")
        #expect(chunks.allSatisfy { $0["object"]?.stringValue == "chat.completion.chunk" }, "\(body)")
        let text = chunks.compactMap { $0["choices"]?[0]?["delta"]?["content"]?.stringValue }.joined()
        #expect(!text.isEmpty, "\(body)")
        #expect(chunks.contains { $0["choices"]?[0]?["finish_reason"]?.stringValue != nil }, "\(body)")
    }

    /// How the request asks for tools. This server ignores `tools` unless `tool_choice` is given
    /// (`chatml-function-calling`), answers `"auto"` with a call or with content that may be empty, and
    /// a named function always with a call; `"required"` is an internal error (500) there.
    enum ToolChoice: String, CaseIterable, Sendable {
        case unset, auto, named

        var json: JSONValue? {
            switch self {
            case .unset: nil
            case .auto: "auto"
            case .named: ["type": "function", "function": ["name": "get_weather"]]
            }
        }
    }

    @Test(arguments: ToolChoice.allCases)
    func toolsRequestRoundTrips(toolChoice: ToolChoice) async throws {
        let server = try LocalModelServerScope.current()
        var request = chatRequest(server, maxTokens: 48, prompt: "What is the weather in Paris tomorrow?")
        request["tools"] = [
            [
                "type": "function",
                "function": [
                    "name": "get_weather", "description": "The weather forecast for a city on a day.",
                    "parameters": [
                        "type": "object",
                        "properties": ["city": ["type": "string"], "day": ["type": "string"]],
                        "required": ["city"],
                    ],
                ],
            ]
        ]
        request["tool_choice"] = toolChoice.json
        let (status, body) = try await post(server, request)
        #expect(status == 200, "\(body)")
        let answer = try JSONValue.parse(body)
        let message = try #require(answer["choices"]?[0]?["message"], "no message in \(body)")
        #expect(message["role"]?.stringValue == "assistant", "\(body)")
        let calls = message["tool_calls"]?.arrayValue ?? []
        #expect(!calls.isEmpty || message["content"]?.stringValue != nil, "neither content nor tool_calls: \(body)")
        for call in calls {
            #expect(call["type"]?.stringValue == "function", "\(body)")
            #expect(call["id"]?.stringValue?.isEmpty == false, "\(body)")
            #expect(call["function"]?["name"]?.stringValue == "get_weather", "\(body)")
            let arguments = try #require(call["function"]?["arguments"]?.stringValue, "\(body)")
            #expect((try? JSONValue.parse(arguments))?.objectValue != nil, "arguments are not a JSON object: \(body)")
        }
        if !calls.isEmpty {
            #expect(answer["choices"]?[0]?["finish_reason"]?.stringValue == "tool_calls", "\(body)")
        }
        if toolChoice == .named {
            #expect(!calls.isEmpty, "a named tool_choice must be answered with a call: \(body)")
        }
    }

    // MARK: - Helpers

    private func chatRequest(_ server: LocalModelServer, maxTokens: Int, prompt: String = "Say hello in one sentence.")
        -> [String: JSONValue]
    {
        [
            "model": .string(server.model),
            "messages": [["role": "user", "content": .string(prompt)]],
            "max_tokens": .number(Double(maxTokens)),
            "temperature": 0,
        ]
    }

    /// POSTs `body` to `/chat/completions` and returns the status and the whole response body. The
    /// data task's callback resumes the test; no thread waits meanwhile.
    private func post(_ server: LocalModelServer, _ body: [String: JSONValue]) async throws -> (Int, String) {
        var request = URLRequest(url: server.baseURL.appending(path: "chat/completions"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = JSONValue.object(body).stableData()
        request.timeoutInterval = 120
        let (data, response): (Data, URLResponse) = try await withCheckedThrowingContinuation { continuation in
            URLSession.shared.dataTask(with: request) { data, response, error in
                if let data, let response {
                    continuation.resume(returning: (data, response))
                } else {
                    continuation.resume(throwing: error ?? URLError(.badServerResponse))
                }
            }.resume()
        }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        return (status, String(decoding: data, as: UTF8.self))
    }
}

/// Runs a suite inside one ``LocalModelServer``: started before its first test, stopped (by pid)
/// after its last. When the server cannot start (no `.build/llm-venv`: run `scripts/bootstrap`), the
/// suite fails with that message (a suite without the venv is skipped before this scope, unless
/// `AGENTSKILL_REQUIRE_PEERS=1`).
struct LocalModelServerScope: SuiteTrait, TestScoping {
    @TaskLocal static var server: LocalModelServer?

    /// The suite's server, from inside one of its tests.
    static func current() throws -> LocalModelServer {
        try #require(server, "no local model server: mark the suite with .localModelServer")
    }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // The model's inference keeps both cores busy: never beside the browser suite.
        try await HeavySuiteGate.shared.exclusively {
            let server = try await LocalModelServer.start()
            do {
                try await Self.$server.withValue(server) { try await function() }
            } catch {
                await server.stop()
                throw error
            }
            await server.stop()
        }
    }
}

extension Trait where Self == LocalModelServerScope {
    /// Starts a real model server for the suite; tests reach it with `LocalModelServerScope.current()`.
    static var localModelServer: Self { Self() }
}

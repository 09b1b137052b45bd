import AgentSkill
import Foundation
import SkillJSON
import SkillLLM
import SkillUI
import SkillUIHTML
import StandardSkills
import Synchronization
import TestSupport
import Testing

/// Our client and tool loop against the real server (llama-cpp-python with SmolLM2-135M-Instruct):
/// what the raw-HTTP suite shows the server sends, ``OpenAIClient`` must read — answers, streams,
/// tool calls — and the agent must come through the whole loop without a protocol error. The tiny
/// model's choices are not judged.
extension LocalModelServerInteropTests {
    func client(_ server: LocalModelServer, transport: LLMTransport = .platformDefault) -> OpenAIClient {
        OpenAIClient(
            configuration: LLMConfiguration(
                baseURL: server.baseURL, model: server.model, timeout: 120, maxRetries: 0, transport: transport))
    }

    static let weatherTool = ToolDefinition(
        name: "get_weather", description: "The weather forecast for a city on a day.",
        parameters: [
            "type": "object", "properties": ["city": ["type": "string"], "day": ["type": "string"]],
            "required": ["city"],
        ])

    @Test(arguments: LLMTransport.allCases)
    func clientCompletesAPlainChat(transport: LLMTransport) async throws {
        let server = try LocalModelServerScope.current()
        let answer = try await client(server, transport: transport).complete(
            ChatRequest(messages: [.user("Say hello in one sentence.")], temperature: 0, maxTokens: 24))
        #expect(answer.message.role == .assistant)
        #expect(!(answer.message.content ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        #expect(answer.finishReason == "stop" || answer.finishReason == "length")
        #expect((answer.usage?.completionTokens ?? 0) > 0)
        #expect(answer.model?.isEmpty == false)
    }

    @Test(arguments: LLMTransport.allCases)
    func clientStreamsAnAnswerAndAssemblesIt(transport: LLMTransport) async throws {
        let server = try LocalModelServerScope.current()
        var deltas = ""
        var finished: ChatCompletion?
        for try await event in client(server, transport: transport).stream(
            ChatRequest(messages: [.user("Say hello in one sentence.")], temperature: 0, maxTokens: 16))
        {
            switch event {
            case .contentDelta(let text): deltas += text
            case .toolCallDelta: Issue.record("no tools were offered, got \(event)")
            case .finished(let completion): finished = completion
            }
        }
        let completion = try #require(finished, "the stream ended without its finished event")
        #expect(!deltas.isEmpty)
        #expect(completion.message.content == deltas)
        #expect(completion.finishReason != nil)
    }

    /// A named tool choice is the one this server always answers with a call, whole and streamed.
    @Test(arguments: [false, true])
    func clientReadsANamedToolCall(streamed: Bool) async throws {
        let server = try LocalModelServerScope.current()
        let request = ChatRequest(
            messages: [.user("What is the weather in Paris tomorrow?")], tools: [Self.weatherTool],
            toolChoice: .function("get_weather"), temperature: 0, maxTokens: 48)
        var completion: ChatCompletion?
        if streamed {
            for try await event in client(server).stream(request) {
                if case .finished(let done) = event { completion = done }
            }
        } else {
            completion = try await client(server).complete(request)
        }
        let message = try #require(completion?.message)
        let call = try #require(message.toolCalls.first, "no tool call in \(message)")
        #expect(call.name == "get_weather")
        #expect(!call.id.isEmpty)
        #expect((try? JSONValue.parse(call.arguments))?.objectValue != nil, "arguments: \(call.arguments)")
    }

    /// The whole loop: an agent whose router is the model, with a real skill, and `ui.generate`
    /// asking the same model for a card. Whatever the tiny model writes, the reply is an answer or a
    /// skill's own error — never a failure to talk to the server or to read it.
    ///
    /// The loop's requests name the tool (``NamingTools``): when this server picks a tool itself
    /// (`"auto"`), it ignores `max_tokens` (llama-cpp-python 0.3.36, `chatml_function_calling`
    /// passes `max_tokens=None`), and the tiny model then writes arguments until its context is full.
    @Test(arguments: [("echo good morning", "echo"), ("make me a card comparing three phone plans", "ui__generate")])
    func anAgentRoutesThroughTheRealServer(text: String, tool: String) async throws {
        let server = try LocalModelServerScope.current()
        let model = NamingTools(base: client(server), tool: tool)
        let registry = try SkillRegistry([EchoSkill(), UIGenerateSkill(model: model, maxRepairs: 1, maxTokens: 200)])
        let router = LLMRouter(
            model: model, registry: registry,
            configuration: LLMRouter.Configuration(maxSteps: 3, temperature: 0, maxTokens: 64))
        let agent = Agent(registry: registry, router: router, configuration: AgentConfiguration(defaultTimeout: nil))
        let events = agent.events
        let reply = await agent.send(text)
        var started: [String] = []
        for await event in events {
            if case .skillStarted(let skillID, _) = event.kind { started.append(skillID) }
            if event.kind == .phaseChanged(.idle) { break }
        }
        let problem = reply.error?.description ?? ""
        #expect(
            !problem.contains("model server") && !problem.contains("chat completion"),
            "protocol trouble: \(problem)")
        // The named tool's call was read and ran through the agent, and its result went back to
        // the model in a later request. (Whether the tiny model's card decodes, and what it says
        // after, is its own business: the final reply may be its words alone.)
        #expect(started.first == tool.replacingOccurrences(of: "__", with: "."), "started \(started); \(reply)")
        #expect(model.requests >= 2, "\(model.requests) requests")
        if let ui = reply.ui {
            // A card the model wrote went through the decoder: it renders.
            #expect(!HTMLRenderer().render(ui).isEmpty)
        }
    }
}

/// Names `tool` in requests that offer tools, and asks for words (`"none"`) once a tool result is
/// in — the server's paths that honour `max_tokens`. Counts the requests.
final class NamingTools: ChatModel {
    let base: OpenAIClient
    let tool: String
    private let log = Mutex(0)

    init(base: OpenAIClient, tool: String) {
        self.base = base
        self.tool = tool
    }

    var requests: Int { log.withLock { $0 } }

    func complete(_ request: ChatRequest) async throws(LLMError) -> ChatCompletion {
        try await base.complete(adjusted(request))
    }

    func stream(_ request: ChatRequest) -> AsyncThrowingStream<ChatStreamEvent, any Error> {
        base.stream(adjusted(request))
    }

    private func adjusted(_ request: ChatRequest) -> ChatRequest {
        log.withLock { $0 += 1 }
        var request = request
        if !request.tools.isEmpty {
            request.toolChoice = request.messages.last?.role == .tool ? ToolChoice.none : .function(tool)
        }
        return request
    }
}

import AgentSkill
import Foundation
import SkillJSON
import SkillLLM
import SkillNLU
import StandardSkills

/// A model that answers instantly from a script that loops: call `echo`, then answer. What is
/// measured with it is the loop's own cost per model step, without any model time.
struct InstantToolModel: ChatModel {
    func complete(_ request: ChatRequest) async throws(LLMError) -> ChatCompletion {
        let calledAlready = request.messages.last?.role == .tool
        let message: ChatMessage =
            calledAlready
            ? .assistant("Done.")
            : .assistant(nil, toolCalls: [ToolCall(id: "call_1", name: "echo", arguments: #"{"text":"你好, world"}"#)])
        return ChatCompletion(
            message: message, finishReason: calledAlready ? "stop" : "tool_calls", usage: nil, model: "instant")
    }

    func stream(_ request: ChatRequest) -> AsyncThrowingStream<ChatStreamEvent, any Error> {
        AsyncThrowingStream { $0.finish() }
    }
}

/// Tool-loop overhead per model step, and the prompt size of the tools the hybrid router shows
/// a model (top k) against all of them.
func llmLoopBenchmarks() async throws -> (rows: [BenchmarkResult], prompt: [(String, Int)]) {
    let clock = AgentClock.fixed(Date(timeIntervalSince1970: 1_800_000_000))
    let skills: [any Skill] =
        StandardSkills.all(weatherService: WeatherService()) + [UIGenerateSkill(model: InstantToolModel())]
    let registry = try SkillRegistry(skills)
    let router = LLMRouter(model: InstantToolModel(), registry: registry)
    let agent = Agent(
        registry: registry, router: router, configuration: AgentConfiguration(clock: clock, timeZone: .gmt))
    var rows: [BenchmarkResult] = []
    // Two model steps per request: the tool call, then the answer.
    var request = await measure("LLM tool loop: request with one tool call (2 model steps)", iterations: 2_000) {
        blackHole(await agent.send("say hello to the world"))
    }
    rows.append(request)
    request.name = "LLM tool loop: overhead per model step (no model time)"
    request.nanosecondsPerOperation /= 2
    request.target = "—"
    rows.append(request)

    let local = NLURouter(registry: registry, recognizers: StandardRecognizers.all())
    let hybrid = HybridRouter(local: local, model: router)
    let offered = hybrid.offeredSkills(
        for: "make me a card comparing three phone plans", at: NLUContext(now: clock.now(), timeZone: .gmt))
    let all = SkillToolbox(registry.skills).tools
    let top = SkillToolbox(offered.compactMap { registry.skill(id: $0) }).tools
    return (
        rows, [("all \(all.count) tools", toolTokens(all)), ("top \(top.count - 1) + ui.generate", toolTokens(top))]
    )
}

/// Estimated prompt tokens of `tools` in the wire form (`{"type":"function","function":{…}}`).
func toolTokens(_ tools: [ToolDefinition]) -> Int {
    let wire = JSONValue.array(
        tools.map { tool in
            [
                "type": "function",
                "function": [
                    "name": .string(tool.name), "description": .string(tool.description), "parameters": tool.parameters,
                ],
            ]
        })
    return ConversationMemory.estimatedTokens(wire.stableString())
}

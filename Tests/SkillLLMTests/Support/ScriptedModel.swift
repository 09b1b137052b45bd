import AgentSkill
import Foundation
import Synchronization

@testable import SkillLLM

/// A fake model for unit tests of our own loop logic: answers each request with the next scripted
/// completion (or error) and records every request it got.
final class ScriptedModel: ChatModel {
    enum Step: Sendable {
        case answer(ChatCompletion)
        case failure(LLMError)
    }

    private let state: Mutex<(steps: [Step], requests: [ChatRequest])>
    /// Characters per streamed content delta.
    let streamChunk: Int

    init(_ steps: [Step], streamChunk: Int = .max) {
        state = Mutex((steps, []))
        self.streamChunk = max(1, streamChunk)
    }

    /// Every request so far, in order.
    var requests: [ChatRequest] { state.withLock { $0.requests } }

    func complete(_ request: ChatRequest) async throws(LLMError) -> ChatCompletion {
        let step = state.withLock { state -> Step? in
            state.requests.append(request)
            return state.steps.isEmpty ? nil : state.steps.removeFirst()
        }
        switch step {
        case .answer(let completion)?: return completion
        case .failure(let error)?: throw error
        case nil: throw LLMError.malformedResponse("the script ran out after \(requests.count - 1) answers")
        }
    }

    func stream(_ request: ChatRequest) -> AsyncThrowingStream<ChatStreamEvent, any Error> {
        AsyncThrowingStream { continuation in
            Task {
                do {
                    let completion = try await self.complete(request)
                    var rest = Substring(completion.message.content ?? "")
                    while !rest.isEmpty {
                        continuation.yield(.contentDelta(String(rest.prefix(self.streamChunk))))
                        rest = rest.dropFirst(self.streamChunk)
                    }
                    continuation.yield(.finished(completion))
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
        }
    }
}

extension ScriptedModel.Step {
    /// The model says `text`.
    static func says(_ text: String) -> Self {
        .answer(ChatCompletion(message: .assistant(text), finishReason: "stop", usage: nil, model: "scripted"))
    }

    /// The model calls `tools` (name, arguments JSON), optionally with some words.
    static func calls(_ tools: [(String, String)], text: String? = nil) -> Self {
        let calls = tools.enumerated().map { index, tool in
            ToolCall(id: "call_\(index + 1)", name: tool.0, arguments: tool.1)
        }
        return .answer(
            ChatCompletion(
                message: .assistant(text, toolCalls: calls), finishReason: "tool_calls", usage: nil, model: "scripted"))
    }
}

extension AgentConfiguration {
    /// No skill timeout: these tests are about the loop, not time, and a loaded machine running
    /// the whole suite in parallel can keep a skill's task waiting for a thread for seconds.
    static var untimed: AgentConfiguration { AgentConfiguration(defaultTimeout: nil) }
}

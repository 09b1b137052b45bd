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

    init(_ steps: [Step]) {
        state = Mutex((steps, []))
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
                    if let content = completion.message.content { continuation.yield(.contentDelta(content)) }
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

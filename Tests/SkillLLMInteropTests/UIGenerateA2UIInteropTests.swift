import AgentSkill
import Foundation
import SkillJSON
import SkillLLM
import SkillUI
import SkillUIHTML
import Synchronization
import TestSupport
import Testing

/// `ui.generate` in A2UI against the real server: the loop runs end to end. What the tiny model
/// writes is not judged; what we assert is the pipeline — the A2UI prompt went out, a repair
/// request (if any) lists each problem with where it is and carries the model's own answer back,
/// and the end is a card that renders or the failure that says why.
extension LocalModelServerInteropTests {
    @Test func uiGenerateAsksForA2UIAndRunsTheRepairLoop() async throws {
        let server = try LocalModelServerScope.current()
        let model = RecordingModel(base: client(server))
        let skill = UIGenerateSkill(model: model, format: .a2ui, maxRepairs: 1, maxTokens: 160)
        let agent = try Agent(skills: [skill], configuration: AgentConfiguration(defaultTimeout: nil))
        let reply = await agent.invoke(
            Invocation("ui.generate", arguments: ["request": "a card comparing two phone plans"]))

        let exchanges = model.exchanges
        #expect((1...2).contains(exchanges.count), "\(exchanges.count) requests")
        let system = exchanges.first?.request.messages.first?.content ?? ""
        #expect(system.hasPrefix("You write user interfaces as A2UI v0.9 messages"), "\(system.prefix(80))")
        if exchanges.count == 2 {
            let history = exchanges[1].request.messages
            #expect(history.dropLast().last?.content == exchanges[0].answer, "the first answer goes back as it was")
            let feedback = history.last?.content ?? ""
            let problems = feedback.split(separator: "\n").filter { $0.hasPrefix("- ") }
            #expect(feedback.hasPrefix("Those A2UI messages have problems:"), "\(feedback)")
            #expect(!problems.isEmpty, "\(feedback)")
            for problem in problems {
                let located = ["- line ", "- input: ", "- surface "].contains { problem.hasPrefix($0) }
                #expect(located && problem.contains(": $"), "no place in: \(problem)")
            }
        }
        if let ui = reply.ui {
            #expect(!HTMLRenderer().render(ui).isEmpty)
            #expect(reply.data?["format"] == "a2ui")
        } else {
            let problem = reply.error?.description ?? reply.text
            #expect(problem.contains("the model's A2UI did not decode after 1 repair rounds"), "\(problem)")
        }
    }
}

/// Forwards to the real client and records each request with the answer's text.
final class RecordingModel: ChatModel {
    struct Exchange: Sendable {
        var request: ChatRequest
        var answer: String
    }

    let base: OpenAIClient
    private let log = Mutex<[Exchange]>([])

    init(base: OpenAIClient) { self.base = base }

    var exchanges: [Exchange] { log.withLock { $0 } }

    func complete(_ request: ChatRequest) async throws(LLMError) -> ChatCompletion {
        let completion = try await base.complete(request)
        record(request, completion.message.content ?? "")
        return completion
    }

    private func record(_ request: ChatRequest, _ answer: String) {
        log.withLock { $0.append(Exchange(request: request, answer: answer)) }
    }

    func stream(_ request: ChatRequest) -> AsyncThrowingStream<ChatStreamEvent, any Error> {
        let (stream, continuation) = AsyncThrowingStream<ChatStreamEvent, any Error>.makeStream()
        let task = Task { [base, self] in
            var text = ""
            do {
                for try await event in base.stream(request) {
                    if case .contentDelta(let delta) = event { text += delta }
                    if case .finished(let completion) = event, let final = completion.message.content, !final.isEmpty {
                        text = final
                    }
                    continuation.yield(event)
                }
                record(request, text)
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }
}

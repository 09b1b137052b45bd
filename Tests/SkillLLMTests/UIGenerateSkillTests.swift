import AgentSkill
import Foundation
import SkillJSON
import SkillUI
import Testing

@testable import SkillLLM

/// Model-written UI through the lenient decoder, with diagnostics sent back for repair.
@Suite struct UIGenerateSkillTests {
    static func run(_ model: ScriptedModel, maxRepairs: Int = 2) async -> Message {
        let agent = try? Agent(skills: [UIGenerateSkill(model: model, maxRepairs: maxRepairs)], configuration: .untimed)
        return await agent?.invoke(Invocation("ui.generate", arguments: ["request": "compare plans"]))
            ?? Message(
                id: 0, role: .assistant, text: "no agent", date: Date(timeIntervalSince1970: 0))
    }

    @Test func repairableJSONIsFixedWithoutAskingAgain() async throws {
        let model = ScriptedModel([.says("```json\n{'type': 'card', 'title': 'Plans', children: [],}\n```")])
        let reply = await Self.run(model)
        #expect(model.requests.count == 1)
        #expect(reply.text == "Plans")
        #expect(reply.data?["repairRounds"] == 0)
        guard case .card? = reply.ui else {
            Issue.record("expected a card")
            return
        }
    }

    /// A bound document keeps its bindings on the output, for A2UI clients.
    @Test func aBoundDocumentKeepsItsBindings() async throws {
        let model = ScriptedModel([
            .says(
                #"{"$data": {"plans": ["Basic", "Pro"]}, "type": "card", "title": "Plans", "children": [{"type": "stack", "children": {"$each": "/plans", "template": {"type": "text", "content": {"$bind": "."}}}}]}"#
            )
        ])
        let reply = await Self.run(model)
        #expect(reply.output.bindings?.templates.map(\.pointer) == ["/plans"])
        #expect(reply.output.bindings?.data == ["plans": ["Basic", "Pro"]])
        let plain = ScriptedModel([.says(#"{"type": "card", "title": "Plans", "children": []}"#)])
        #expect(await Self.run(plain).output.bindings == nil)
    }

    @Test func errorsGoBackWithTheirPathsAndTheRepairIsShown() async throws {
        let model = ScriptedModel([
            .says(
                #"{"type": "card", "title": "Plans", "children": [{"type": "table", "columns": "Plan", "rows": 7}]}"#),
            .says(
                #"{"type": "card", "title": "Plans", "children": [{"type": "table", "columns": ["Plan"], "rows": [["A"]]}]}"#
            ),
        ])
        let reply = await Self.run(model)
        #expect(model.requests.count == 2)
        #expect(reply.data?["repairRounds"] == 1)
        let feedback = try #require(model.requests.last?.messages.last?.content)
        #expect(feedback.hasPrefix("That JSON has problems:"))
        #expect(feedback.contains("$.children[0]"), "\(feedback)")
    }

    /// What a tiny local model really wrote: valid JSON whose root is no component, which would
    /// render as nothing. It goes back for repair, and after the last round it is a failure.
    @Test func aRootOfNoKnownTypeIsRepairedNotShown() async throws {
        let unknown = #"{"type": "JSON", "typeCode": "json", "data": {"name": "A&#39;BCE"}}"#
        let card = #"{"type": "card", "title": "Plans", "children": []}"#
        let repaired = ScriptedModel([.says(unknown), .says(card)])
        let reply = await Self.run(repaired)
        #expect(model(repaired, sentBack: "'JSON' is not a component type"))
        guard case .card? = reply.ui else {
            Issue.record("expected the repaired card, got \(String(describing: reply.ui))")
            return
        }
        let stubborn = ScriptedModel([.says(unknown), .says(unknown)])
        let failed = await Self.run(stubborn, maxRepairs: 1)
        #expect(failed.ui == nil)
        #expect(failed.error != nil)
        #expect(failed.text.contains("'JSON' is not a component type"), "\(failed.text)")
    }

    private func model(_ model: ScriptedModel, sentBack problem: String) -> Bool {
        model.requests.count == 2 && model.requests[1].messages.last?.content?.contains(problem) == true
    }

    @Test func nothingReadableAfterTheRepairsIsAClearFailure() async throws {
        let model = ScriptedModel([.says("I cannot do that."), .says("Sorry."), .says("No.")])
        let reply = await Self.run(model)
        #expect(model.requests.count == 3)
        #expect(reply.error != nil)
        #expect(reply.text.contains("did not decode after 2 repair rounds"), "\(reply.text)")
    }

    @Test func aStreamedCardGrowsInPlaceAndEndsAsOneMessage() async throws {
        let rows = (1...6).map { #"{"type":"text","id":"r\#($0)","content":"Plan \#($0)"}"# }.joined(separator: ",")
        let card = #"{"type":"card","id":"plans","title":"Plans","children":["# + rows + "]}"
        let model = ScriptedModel([.says(card)], streamChunk: 20)
        let agent = try Agent(skills: [UIGenerateSkill(model: model)], configuration: .untimed)
        let events = agent.events
        let reply = await agent.invoke(Invocation("ui.generate", arguments: ["request": "list plans"]))
        var partials: [Int] = []
        var appended = 0
        for await event in events {
            if case .messageAppended(let message) = event.kind, message.role == .assistant { appended += 1 }
            if case .messageUpdated(let message, let patches) = event.kind, message.id == reply.id {
                partials.append(message.ui?.children.count ?? -1)
                #expect(patches.allSatisfy { if case .replace = $0 { false } else { true } }, "\(patches)")
            }
            if event.kind == .phaseChanged(.idle) { break }
        }
        #expect(appended == 1)
        #expect(partials.count >= 3, "\(partials)")
        #expect(partials == partials.sorted(), "the card only grows: \(partials)")
        #expect(partials.last == 6)
        #expect(reply.ui?.children.count == 6)
    }
}

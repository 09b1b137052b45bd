import AgentSkill
import SkillJSON
import SkillUI
import Synchronization
import Testing

/// A counter with + and − buttons, like a tiny interactive card.
struct CounterSkill: Skill {
    let id = "counter"
    let description = "Counts taps"
    var keywords: [String] { ["counter"] }
    var uiActions: [String] { ["increment", "decrement"] }

    static func output(_ value: Int) -> SkillOutput {
        SkillOutput(
            "count: \(value)", data: ["count": .number(Double(value))],
            ui: .card(
                SKCard(
                    title: "Counter",
                    children: [
                        .text(SKText(content: "\(value)", style: .title)),
                        .stack(
                            SKStack(
                                direction: .horizontal,
                                children: [
                                    .button(SKButton(id: "minus", title: "−", action: "decrement", payload: ["by": 1])),
                                    .button(SKButton(id: "plus", title: "+", action: "increment", payload: ["by": 1])),
                                    .button(SKButton(id: "reset", title: "Reset", action: "reset")),
                                ])),
                    ])))
    }

    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        Self.output(0)
    }

    func handle(_ action: UIAction, context: SkillContext) async throws -> SkillOutput {
        let current = context.recentTurns.last(where: { $0.skillID == id })?.data?["count"]?.intValue ?? 0
        let step = action.payload?["by"]?.intValue ?? 1
        return Self.output(action.action == "increment" ? current + step : current - step)
    }
}

@Suite(.timeLimit(.minutes(1))) struct UIActionTests {
    @Test func skillUIGetsIDsAndIsKeptOnTheMessage() async throws {
        let agent = try Agent(skills: [CounterSkill()], configuration: .testing())
        let reply = await agent.send("counter")
        let ui = try #require(reply.ui)
        #expect(ui.id == "root")
        #expect(ui.contains(componentID: "plus"))
        #expect(ui.children.first?.id == "root/0-text")
    }

    @Test func aTapRunsTheSkillAndPatchesTheMessageInPlace() async throws {
        let agent = try Agent(skills: [CounterSkill()], configuration: .testing())
        let first = await agent.send("counter")
        let events = agent.events
        let updated = await agent.perform(UIAction(componentID: "plus", action: "increment", payload: ["by": 1]))
        #expect(updated.id == first.id)
        #expect(updated.text == "count: 1")
        #expect(updated.error == nil)
        let log = await drain(events)
        #expect(phases(log) == [.thinking, .executing(skillID: "counter"), .responding, .idle])
        let patches = log.compactMap { event -> [UIPatch]? in
            if case .messageUpdated(let message, let patches) = event, message.id == first.id { return patches }
            return nil
        }
        #expect(patches == [[.update(id: "root/0-text", set: ["content": "1"], unset: [])]])
        let history = await agent.history
        #expect(history.count == 2)
        #expect(history.last == updated)
    }

    @Test func actionsTheSkillDoesNotDeclareAreRejected() async throws {
        let agent = try Agent(skills: [CounterSkill()], configuration: .testing())
        await agent.send("counter")
        let reply = await agent.perform(UIAction(componentID: "reset", action: "reset"))
        #expect(reply.error == .actionNotAllowed(skillID: "counter", action: "reset"))
        #expect(reply.text == "counter does not accept the action 'reset'")
    }

    @Test func anActionTheComponentDidNotOfferIsRejected() async throws {
        let agent = try Agent(skills: [CounterSkill()], configuration: .testing())
        await agent.send("counter")
        let reply = await agent.perform(UIAction(componentID: "minus", action: "increment"))
        #expect(reply.error == .actionNotAllowed(skillID: "counter", action: "increment"))
    }

    @Test func aComponentThatIsNotOnScreenIsReported() async throws {
        let agent = try Agent(skills: [CounterSkill()], configuration: .testing())
        await agent.send("counter")
        let reply = await agent.perform(UIAction(componentID: "ghost", action: "increment"))
        #expect(reply.error == .unknownComponent("ghost"))
        #expect(await agent.send("counter 计数").text == "count: 0")
    }

    @Test func theStoreShowsTheUpdatedMessage() async throws {
        let store = await AgentStore(agent: try Agent(skills: [CounterSkill()], configuration: .testing()))
        await store.send("counter")
        await store.perform(UIAction(componentID: "plus", action: "increment"))
        await store.perform(UIAction(componentID: "plus", action: "increment"))
        let texts = await store.messages.map(\.text)
        #expect(texts == ["counter", "count: 2"])
    }
}

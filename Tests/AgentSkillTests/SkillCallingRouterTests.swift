import AgentSkill
import SkillJSON
import SkillUI
import TestSupport
import Testing

/// A router that runs a fixed list of calls through the caller, then answers with what it saw:
/// how a model's tool-call loop uses the agent.
struct ScriptedCallingRouter: Router {
    let calls: [Invocation]

    func route(_ text: String, context: RoutingContext) async throws -> Routing {
        guard let skills = context.skills else { return Routing(calls.first.map(RouteDecision.invoke) ?? .noMatch) }
        return Routing(try await run(skills))
    }

    private func run(_ skills: SkillCaller) async throws -> RouteDecision {
        var lines: [String] = []
        var last: SkillOutput?
        for call in calls {
            do {
                let output = try await skills(call)
                lines.append("\(call.skillID): \(output.text)")
                last = output
            } catch {
                lines.append("\(call.skillID) failed: \(error)")
            }
        }
        return .answer(
            SkillOutput(
                lines.joined(separator: "\n"), data: last?.data,
                ui: .text(SKText(id: "summary", content: "\(lines.count) calls"))),
            skillID: calls.last?.skillID)
    }
}

@Suite struct SkillCallingRouterTests {
    static func agent(
        _ calls: [Invocation], approver: Approver = .nobody, counter: RunCounter = RunCounter()
    ) throws -> Agent {
        let registry = try SkillRegistry([SaySkill(), DeleteSkill(counter: counter)])
        return Agent(
            registry: registry, router: ScriptedCallingRouter(calls: calls),
            configuration: .testing(approver: approver))
    }

    @Test func callsRunThroughTheAgentAndTheAnswerCarriesTheirUI() async throws {
        let agent = try Self.agent([
            Invocation("say", arguments: ["text": "one"]), Invocation("say", arguments: ["text": "two"]),
        ])
        let events = agent.events
        let reply = await agent.send("anything")
        #expect(reply.text == "say: one\nsay: two")
        #expect(reply.skillID == "say")
        #expect(reply.data?["text"] == "two")
        #expect(reply.ui?.id == "summary")
        var phases: [AgentPhase] = []
        for await event in events {
            if case .phaseChanged(let phase) = event.kind { phases.append(phase) }
            if event.kind == .phaseChanged(.idle) { break }
        }
        #expect(
            phases == [
                .thinking, .executing(skillID: "say"), .thinking, .executing(skillID: "say"), .thinking, .responding,
                .idle,
            ])
    }

    @Test func invalidArgumentsComeBackToTheRouterNamingThePath() async throws {
        let agent = try Self.agent([Invocation("say", arguments: ["text": 5])])
        let reply = await agent.send("anything")
        #expect(reply.text.hasPrefix("say failed: "))
        #expect(reply.text.contains("text"))
    }

    @Test func aDestructiveCallStillNeedsApproval() async throws {
        let counter = RunCounter()
        let denied = try Self.agent([Invocation("notes.delete", arguments: ["text": "x"])], counter: counter)
        let reply = await denied.send("anything")
        #expect(reply.text.hasPrefix("notes.delete failed: "))
        #expect(counter.count("notes.delete") == 0)
        let approved = try Self.agent(
            [Invocation("notes.delete", arguments: ["text": "x"])], approver: .always(true), counter: counter)
        #expect(await approved.send("anything").text == "notes.delete: deleted x")
        #expect(counter.count("notes.delete") == 1)
    }
}

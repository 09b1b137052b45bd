import AgentSkill
import Foundation
import SkillJSON
import SkillNLU
import StandardSkills
import Testing

@testable import SkillLLM

/// Local first, the model for the rest — with only the top-k skills in the prompt.
@Suite struct HybridRouterTests {
    static let timeZone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt

    static func router(_ model: ScriptedModel, topK: Int = 3) throws -> HybridRouter {
        let skills: [any Skill] = StandardSkills.all(weatherService: WeatherService()) + [UIGenerateSkill(model: model)]
        let registry = try SkillRegistry(skills)
        let local = NLURouter(registry: registry, recognizers: StandardRecognizers.all())
        let llm = LLMRouter(model: model, registry: registry)
        return HybridRouter(local: local, model: llm, configuration: HybridRouter.Configuration(topK: topK))
    }

    /// A request at ``LLMRouterTests/now`` in Shanghai.
    static func context(skills: SkillCaller? = nil) -> RoutingContext {
        RoutingContext(clock: .fixed(LLMRouterTests.now), timeZone: timeZone, skills: skills)
    }

    static let moment = NLUContext(now: LLMRouterTests.now, timeZone: timeZone)

    @Test(arguments: ["明天下午3点开会", "午饭花了35元", "复读：你好", "what's the weather in Boston tomorrow"])
    func confidentRequestsNeverReachTheModel(text: String) async throws {
        let model = ScriptedModel([])
        let router = try Self.router(model)
        let decision = try await router.route(text, context: Self.context(skills: SkillCaller { _ in SkillOutput("") }))
            .decision
        guard case .invoke = decision else {
            Issue.record("expected a local invocation, got \(decision)")
            return
        }
        #expect(model.requests.isEmpty)
    }

    @Test func anOpenRequestGoesToTheModelWithOnlyTheTopSkills() async throws {
        let model = ScriptedModel([.says("A poem about autumn.")])
        let router = try Self.router(model, topK: 3)
        let decision = try await router.route(
            "write me a poem about autumn", context: Self.context(skills: SkillCaller { _ in SkillOutput("") })
        ).decision
        #expect(decision == .reply("A poem about autumn."))
        let tools = try #require(model.requests.first).tools.map(\.name)
        #expect(tools.count == 4, "\(tools)")
        #expect(tools.last == "ui__generate")
        #expect(Set(tools).count == tools.count)
    }

    @Test func theOfferedSkillsFollowTheLocalRanking() throws {
        let router = try Self.router(ScriptedModel([]), topK: 2)
        let offered = router.offeredSkills(
            for: "is it going to rain in Paris the day after tomorrow or not, tell me", at: Self.moment)
        #expect(offered.count == 3)
        #expect(offered.first == "weather")
        #expect(offered.last == "ui.generate")
    }

    /// Offering the top k keeps the prompt small but is no boundary: a registered skill the model
    /// names anyway runs (through the agent, with its permissions); a name nothing has is refused.
    @Test func aRegisteredSkillTheModelWasNotShownStillRuns() async throws {
        let model = ScriptedModel([
            .calls([("echo", #"{"text":"still here"}"#)]),
            .says("Done."),
        ])
        let router = try Self.router(model, topK: 0)
        let text = "that sandwich set me back twelve fifty, jot it down"
        #expect(router.offeredSkills(for: text, at: Self.moment) == ["ui.generate"])
        let agent = Agent(registry: router.model.registry, router: router, configuration: .untimed)
        let reply = await agent.send(text)
        #expect(reply.skillID == "echo")
        #expect(reply.data?["text"]?.stringValue == "still here" || reply.text == "Done.")
        let toolResult = model.requests.last?.messages.last
        #expect(toolResult?.role == .tool)
        #expect(toolResult?.content?.contains("still here") == true, "\(String(describing: toolResult))")
    }

    @Test func aCardRequestTheNLUCannotPlaceBecomesAGeneratedCard() async throws {
        let card =
            #"{"type":"card","title":"Phone plans","children":[{"type":"table","columns":["Plan","Price"],"rows":[["A","$10"],["B","$20"],["C","$30"]]}]}"#
        let model = ScriptedModel([
            .calls([("ui__generate", #"{"request":"make me a card comparing three phone plans"}"#)]),
            .says(card),
            .says("Here is the comparison."),
        ])
        let router = try Self.router(model)
        let agent = Agent(registry: router.model.registry, router: router, configuration: .untimed)
        let reply = await agent.send("make me a card comparing three phone plans")
        #expect(reply.text == "Here is the comparison.")
        #expect(reply.skillID == "ui.generate")
        guard case .card(let shown)? = reply.ui else {
            Issue.record("expected a card, got \(String(describing: reply.ui))")
            return
        }
        #expect(shown.title == "Phone plans")
        // The UI request went out with the catalog and no tools.
        let uiRequest = model.requests[1]
        #expect(uiRequest.tools.isEmpty)
        #expect(uiRequest.messages.first?.content?.contains("\"type\"") == true)
    }
}

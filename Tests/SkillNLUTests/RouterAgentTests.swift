import AgentSkill
import SkillJSON
import SkillNLU
import SkillStore
import StandardSkills
import Testing

@Suite struct RouterAgentTests {
    @Test func anAgentRecordsLunchEndToEnd() async throws {
        let store = try SkillStore.inMemory()
        try StandardSchema.migrator.migrate(store)
        // No wall-clock limit on the skill: a busy CI machine must not turn a ledger write into a timeout.
        var configuration = AgentConfiguration(
            clock: .fixed(RouterFixtures.now), timeZone: RouterFixtures.timeZone, store: store)
        configuration.defaultTimeout = nil
        let registry = try SkillRegistry(RouterFixtures.skills)
        let router = NLURouter(
            registry: registry, recognizers: [FakeRecognizer(rules: [FakeRecognizer.money("35元", 35)])])
        let agent = Agent(registry: registry, router: router, configuration: configuration)
        let reply = await agent.send("午饭花了35元")
        #expect(reply.skillID == "ledger.add")
        #expect(reply.error == nil, "\(reply.text)")
        let summary = await agent.invoke(Invocation("ledger.summary", arguments: ["from": "2026-12-01"]))
        #expect(summary.text.contains("35"), "\(summary.text)")
    }

    @Test func theAgentAsksAndTheNextTurnAnswers() async throws {
        let registry = try SkillRegistry(RouterFixtures.skills)
        let router = NLURouter(registry: registry, recognizers: [])
        let agent = Agent(registry: registry, router: router)
        let question = await agent.send("复读")
        #expect(question.text == "要我说什么？")
        let answer = await agent.send("你好世界")
        #expect(answer.skillID == "echo")
        #expect(answer.text == "你好世界")
    }
}

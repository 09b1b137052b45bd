import AgentSkill
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct AgentStoreTests {
    @Test func storeShowsTheSeedMockAnswer() async throws {
        let store = AgentStore(agent: try Agent(skills: [MockSkill()], configuration: .testing()))
        let reply = await store.send("测试")
        #expect(reply.text == "测试成功")
        #expect(store.messages.map(\.text) == ["测试", "测试成功"])
        #expect(store.phase == .idle)
        #expect(!store.isBusy)
        #expect(store.lastError == nil)
    }

    @Test func storeRecordsTheLastError() async throws {
        let store = AgentStore(agent: try Agent(skills: [BoomSkill()], configuration: .testing()))
        await store.send("boom")
        #expect(store.lastError == .skillFailed(skillID: "boom", reason: "disk on fire"))
    }

    @Test func applyingEventsTracksTheCurrentSkill() throws {
        let store = AgentStore(agent: try Agent(skills: [], configuration: .testing()))
        store.apply(AgentEvent(requestID: RequestID(1), kind: .phaseChanged(.thinking)))
        #expect(store.currentSkillID == nil)
        store.apply(AgentEvent(requestID: RequestID(1), kind: .phaseChanged(.executing(skillID: "weather"))))
        #expect(store.currentSkillID == "weather")
        #expect(store.isBusy)
    }

    @Test func storeKeepsAtMostItsLimit() async throws {
        let store = AgentStore(agent: try Agent(skills: [SaySkill()], configuration: .testing()), messageLimit: 3)
        for word in ["a", "b"] { await store.send("say \(word)") }
        #expect(store.messages.map(\.text) == ["a", "say b", "b"])
    }
}

import AgentSkill
import Testing

@Suite struct SkillRegistryTests {
    @Test func listsInRegistrationOrderAndLooksUpByID() throws {
        let registry = try SkillRegistry([SaySkill(), MockSkill(), BoomSkill()])
        #expect(registry.skills.map(\.id) == ["say", "mock", "boom"])
        #expect(registry.skill(id: "mock")?.description == "Answers 测试成功")
        #expect(registry.skill(id: "nope") == nil)
    }

    @Test func duplicateIDIsAnErrorNamingTheID() throws {
        let registry = try SkillRegistry([MockSkill()])
        #expect(throws: AgentError.duplicateSkill("mock")) { try registry.register(MockSkill()) }
        #expect(
            AgentError.duplicateSkill("mock").description == "cannot register skill: id 'mock' is already registered")
        #expect(registry.skills.count == 1)
    }

    @Test(arguments: ["", "two words", "tab\there", "nul\u{0}"])
    func invalidIDsAreRefused(id: String) {
        let registry = SkillRegistry()
        #expect(throws: AgentError.invalidSkillID(id)) { try registry.register(SaySkill(id: id)) }
    }

    @Test func unregisterRemovesAndKeepsOrder() throws {
        let registry = try SkillRegistry([SaySkill(), MockSkill(), BoomSkill()])
        let before = registry.version
        #expect(registry.unregister(id: "mock")?.id == "mock")
        #expect(registry.unregister(id: "mock") == nil)
        #expect(registry.skills.map(\.id) == ["say", "boom"])
        #expect(registry.skill(id: "boom")?.id == "boom")
        #expect(registry.version > before)
        try registry.register(MockSkill())
        #expect(registry.skills.map(\.id) == ["say", "boom", "mock"])
    }

    @Test(arguments: [("mok", "mock"), ("sya", "say"), ("bom", "boom"), ("weather", nil)] as [(String, String?)])
    func suggestsTheClosestID(typed: String, expected: String?) throws {
        let registry = try SkillRegistry([SaySkill(), MockSkill(), BoomSkill()])
        #expect(registry.suggestion(for: typed) == expected)
    }
}

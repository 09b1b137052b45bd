import AgentSkill
import SkillJSON
import Testing

@Suite struct KeywordRouterTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var skill: String?
        var argument: String?
        var testDescription: String { text }
    }

    static let echoLike: [any Skill] = [
        SaySkill(id: "echo", keywords: ["echo", "repeat after me", "repeat", "复读"]),
        SaySkill(id: "weather", keywords: ["weather", "天气", "天气预报"]),
        SaySkill(id: "forecast", keywords: ["天气预报", "forecast"]),
    ]

    static let cases: [Case] = [
        Case(text: "复读：你好", skill: "echo", argument: "你好"),
        Case(text: "echo hello", skill: "echo", argument: "hello"),
        Case(text: "ECHO Hello World", skill: "echo", argument: "Hello World"),
        Case(text: "repeat after me: x", skill: "echo", argument: "x"),
        Case(text: "please repeat: 'quoted'", skill: "echo", argument: "quoted"),
        Case(text: "hello, echo", skill: "echo", argument: "hello"),
        Case(text: "请帮我复读 “早上好”", skill: "echo", argument: "早上好"),
        Case(text: "echoes of the past", skill: nil, argument: nil),
        Case(text: "北京明天天气怎么样", skill: "weather", argument: "怎么样"),
        Case(text: "天气预报 上海", skill: "weather", argument: "上海"),
        Case(text: "forecast then weather", skill: "forecast", argument: "then weather"),
        Case(text: "nothing here", skill: nil, argument: nil),
        Case(text: "", skill: nil, argument: nil),
    ]

    @Test(arguments: cases)
    func routes(_ testCase: Case) async throws {
        let router = try KeywordRouter(skills: Self.echoLike)
        let decision = try await router.decision(for: testCase.text)
        if let skill = testCase.skill {
            #expect(decision == .invoke(Invocation(skill, arguments: ["text": .string(testCase.argument ?? "")])))
        } else {
            #expect(decision == .noMatch)
        }
    }

    @Test func longestKeywordWinsOverEarlierShorterOne() throws {
        let router = try KeywordRouter(skills: [
            SaySkill(id: "short", keywords: ["run"]), SaySkill(id: "long", keywords: ["running advice"]),
        ])
        #expect(
            router.decide("run: running advice please") == .invoke(Invocation("long", arguments: ["text": "please"])))
    }

    @Test func equalLengthTiesGoToTheEarliestPosition() throws {
        let router = try KeywordRouter(skills: [
            SaySkill(id: "a", keywords: ["alpha"]), SaySkill(id: "b", keywords: ["bravo"]),
        ])
        #expect(router.decide("bravo alpha").invocation?.skillID == "b")
        #expect(router.decide("alpha bravo").invocation?.skillID == "a")
    }

    @Test func sameKeywordGoesToTheSkillRegisteredFirst() throws {
        let first = try KeywordRouter(skills: [
            SaySkill(id: "a", keywords: ["go"]), SaySkill(id: "b", keywords: ["GO"]),
        ])
        let second = try KeywordRouter(skills: [
            SaySkill(id: "b", keywords: ["GO"]), SaySkill(id: "a", keywords: ["go"]),
        ])
        #expect(first.decide("go now").invocation?.skillID == "a")
        #expect(second.decide("go now").invocation?.skillID == "b")
    }

    @Test func followsRegistrationsMadeLater() throws {
        let registry = SkillRegistry()
        let router = KeywordRouter(registry: registry)
        #expect(router.decide("say hi") == .noMatch)
        try registry.register(SaySkill())
        #expect(router.decide("say hi").invocation?.skillID == "say")
        registry.unregister(id: "say")
        #expect(router.decide("say hi") == .noMatch)
    }

    @Test func caseFoldingBeyondASCII() throws {
        let router = try KeywordRouter(skills: [SaySkill(id: "cafe", keywords: ["ÉCOLE"])])
        #expect(router.decide("école: x").invocation?.skillID == "cafe")
        #expect(router.decide("École: x").invocation?.arguments == ["text": "x"])
    }
}

extension RouteDecision {
    var invocation: Invocation? {
        if case .invoke(let invocation) = self { return invocation }
        return nil
    }
}

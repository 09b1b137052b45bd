import AgentSkill
import SkillJSON
import SkillNLU
import Testing

/// What a hybrid router asks of the local NLU: a decision only when it is sure, and a ranking of
/// skills to show a language model otherwise.
@Suite struct RouterConfidenceTests {
    @Test func aConfidentRequestIsDecidedLocallyAndItsQuestionAnswered() throws {
        let router = try RouterFixtures.router()
        guard case .ask = router.confidentDecision("明天天气怎么样", threshold: 0.5) else {
            Issue.record("expected the weather skill to ask for the city")
            return
        }
        // The answer to the waiting question is local too, however low its own confidence.
        #expect(
            router.confidentDecision("北京", threshold: 0.99)
                == .invoke(Invocation("weather", arguments: ["city": "Beijing", "date": "2026-12-03"])))
    }

    @Test(arguments: ["帮我写一首关于秋天的诗", "make me a card comparing three phone plans", "what is the meaning of life"])
    func anOpenRequestIsLeftForTheModel(text: String) throws {
        let router = try RouterFixtures.router()
        #expect(router.confidentDecision(text, threshold: 0.6) == nil)
        // Nothing was remembered: a bare city afterwards is not an answer to anything.
        #expect(router.confidentDecision("北京", threshold: 0.6) == nil)
    }

    @Test func explicitCommandsAreAlwaysLocal() throws {
        let router = try RouterFixtures.router()
        #expect(
            router.confidentDecision("复读：make me a card", threshold: 1.0)
                == .invoke(Invocation("echo", arguments: ["text": "make me a card"])))
    }

    @Test func theRankingPutsTheLikelySkillsFirst() throws {
        let router = try RouterFixtures.router()
        let ranked = router.rankedSkills(for: "明天北京会下雨吗", limit: 3)
        #expect(ranked.count == 3)
        #expect(ranked.first == "weather")
        #expect(router.rankedSkills(for: "午饭花了35元", limit: 2).first == "ledger.add")
        #expect(router.rankedSkills(for: "x", limit: 0).isEmpty)
    }
}

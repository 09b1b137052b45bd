import AgentSkill
import Foundation
import SkillJSON
import SkillNLU
import TestSupport
import Testing

@testable import StandardSkills

/// The tip skill of docs/ADDING_A_SKILL.md: its vocabulary file loads, and both routers find it
/// beside the standard skills — the NLU classifier from the examples, `KeywordRouter` from the keywords.
@Suite struct AddingASkillTests {
    static let shanghai = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
    /// 2026-12-02T10:00:00 in Shanghai, the day the standard examples are written for.
    static let now = Date(timeIntervalSince1970: 1_796_176_800)
    static let skills: [any Skill] = StandardSkills.all(weatherService: WeatherService()) + [TipSkill()]

    /// Trained once: training the classifier in a debug build takes most of a second.
    static let router: NLURouter? = try? NLURouter(skills: skills, recognizers: StandardRecognizers.all())

    /// The guide shows these files verbatim (but for the bundle the vocabulary is read from), so it
    /// cannot drift from code that compiles and routes.
    @Test func theGuideShowsTheseFiles() throws {
        let guide = try String(contentsOf: PackageRoot.appending("docs/ADDING_A_SKILL.md"), encoding: .utf8)
        let folder = PackageRoot.appending("Tests/StandardSkillsTests/AddingASkill")
        let swift = try String(contentsOf: folder.appending(path: "TipSkill.swift"), encoding: .utf8)
        let json = try String(contentsOf: folder.appending(path: "tip.vocabulary.json"), encoding: .utf8)
        let skill = try #require(swift.range(of: "/// `tip`: ")).lowerBound
        let asInTheGuide = swift[skill...].replacingOccurrences(
            of: #"StandardVocabulary("tip", bundle: .module)"#, with: #"StandardVocabulary("tip")"#)
        #expect(
            guide.contains(
                "```swift\nimport AgentSkill\nimport Foundation\nimport SkillJSON\n\n" + asInTheGuide + "```"))
        #expect(guide.contains("```json\n" + json + "```"))
    }

    @Test func theVocabularyComesFromTheFileBesideTheSkill() {
        #expect(TipSkill.vocabulary.problem == nil)
        #expect(TipSkill().keywords == ["tip", "小费", "算小费", "tip calculator"])
        #expect(TipSkill().examples.count == 15)
        #expect(
            TipSkill().examples.first
                == SkillExample(
                    "how much should I tip on 48 dollars", arguments: ["amount": "48", "currency": "USD"]))
    }

    @Test(arguments: [
        ("what tip should I leave on 75 dollars", "A 15% tip on 75.00 USD is 11.25 USD, so 86.25 USD in all."),
        ("tip for a 40 dollar bill", "A 15% tip on 40.00 USD is 6.00 USD, so 46.00 USD in all."),
        ("200元的饭钱给多少小费", "200.00 CNY 的 15% 小费是 30.00 CNY，合计 230.00 CNY。"),
        ("帮我算一下小费，一共90块", "90.00 CNY 的 15% 小费是 13.50 CNY，合计 103.50 CNY。"),
    ])
    func theNLURouterFindsTheNewSkill(text: String, answer: String) async throws {
        let router = try #require(Self.router)
        let agent = Agent(
            registry: router.registry, router: router,
            configuration: AgentConfiguration(defaultTimeout: nil, clock: .fixed(Self.now), timeZone: Self.shanghai))
        let reply = await agent.send(text)
        #expect(reply.skillID == "tip")
        #expect(reply.text == answer)
    }

    /// The standard skills still get their own requests with the new skill beside them.
    @Test(arguments: [("午饭花了35元", "ledger.add"), ("明天北京天气", "weather"), ("echo hello", "echo")])
    func theStandardSkillsKeepTheirRequests(text: String, skillID: String) throws {
        let router = NLUConversation(
            router: try #require(Self.router), clock: .fixed(Self.now), timeZone: Self.shanghai)
        guard case .invoke(let invocation) = router.decide(text) else {
            Issue.record("expected an invocation for \(text)")
            return
        }
        #expect(invocation.skillID == skillID)
    }

    @Test(arguments: [
        ("tip 48 20%", "A 20% tip on 48.00 is 9.60, so 57.60 in all."),
        ("小费 120", "120.00 的 15% 小费是 18.00，合计 138.00。"),
    ])
    func theKeywordRouterFindsTheNewSkill(text: String, answer: String) async throws {
        let agent = try Agent(skills: Self.skills)
        let reply = await agent.send(text)
        #expect(reply.skillID == "tip")
        #expect(reply.text == answer)
    }
}

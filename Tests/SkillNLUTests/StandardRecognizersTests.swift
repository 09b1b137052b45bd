import AgentSkill
import Foundation
import SkillJSON
import StandardSkills
import Testing

@testable import SkillNLU

/// The real recognizers and the standard skills together, as the program runs them.
@Suite struct StandardRecognizersTests {
    static let shanghai = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
    /// 2026-12-02T10:00:00 in Shanghai.
    static let now = Date(timeIntervalSince1970: 1_796_176_800)

    static let router: NLUConversation? = try? NLUConversation(
        router: NLURouter(skills: StandardSkills.all(), recognizers: StandardRecognizers.all()), clock: .fixed(now),
        timeZone: shanghai)

    @Test(
        arguments: [
            ("明天下午3点开会", "calendar.create", #"{"start":"2026-12-03T15:00:00","title":"开会"}"#),
            ("午饭花了35元", "ledger.add", nil),
            ("明天北京适合跑步吗", "running_advice", #"{"city":"Beijing","date":"2026-12-03"}"#),
            ("what's on my calendar tomorrow", "calendar.list", #"{"from":"2026-12-03","to":"2026-12-03"}"#),
        ] as [(String, String, String?)])
    func theIssueExamplesAreUnderstood(_ text: String, _ skill: String, _ arguments: String?) throws {
        let interpretation = try #require(Self.router).interpret(text)
        #expect(interpretation.skillID == skill)
        if let arguments {
            #expect(interpretation.arguments.stableString() == arguments)
        }
    }

    @Test func aLedgerEntryGetsTheAmountCategoryAndDay() throws {
        let interpretation = try #require(Self.router).interpret("午饭花了35元")
        #expect(interpretation.arguments["amount"] == "35")
        #expect(interpretation.arguments["currency"] == "CNY")
        #expect(interpretation.arguments["category"] == "food")
        #expect(interpretation.arguments["date"] == "2026-12-02")
        let line = interpretation.contractJSON
        #expect(line["skill"] == "ledger.add")
        #expect(line["entities"]?[0]?["type"] == "money")
        #expect(line["entities"]?[0]?["amount"] == "35")
    }
}

@Suite struct ExplicitCommandTests {
    @Test(arguments: [
        ("echo Hello, World!", "Hello, World!"), ("复读：你好！", "你好！"),
        ("repeat after me: I spent 35 dollars", "I spent 35 dollars"), ("echo 明天下午3点开会", "明天下午3点开会"),
    ])
    func aNamedFreeTextSkillGetsTheRestVerbatim(_ text: String, _ expected: String) throws {
        let router = try #require(StandardRecognizersTests.router)
        let interpretation = router.interpret(text)
        #expect(interpretation.skillID == "echo")
        #expect(interpretation.arguments["text"] == .string(expected))
        guard case .invoke(let invocation) = router.decide(text) else {
            Issue.record("expected an invocation for \(text)")
            return
        }
        #expect(invocation.arguments["text"] == .string(expected))
    }

    /// A skill with keywords and no examples is reached by its keyword, even where the classifier
    /// would pick a trained skill.
    @Test func aKeywordOnlySkillIsReachedByItsKeyword() throws {
        struct Notes: Skill {
            let id = "notes.delete"
            let description = "Deletes a note"
            var keywords: [String] { ["delete note"] }
            func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput { SkillOutput("") }
            func arguments(for match: KeywordMatch) -> JSONValue { ["name": .string(match.rest)] }
        }
        let router = NLUConversation(
            router: try NLURouter(skills: StandardSkills.all() + [Notes()], recognizers: StandardRecognizers.all()),
            clock: .fixed(StandardRecognizersTests.now))
        #expect(
            router.decide("delete note shopping")
                == .invoke(Invocation("notes.delete", arguments: ["name": "shopping"])))
    }
}

@Suite struct LedgerNoteTests {
    @Test(
        arguments: [
            ("午饭花了35元", "午饭"), ("打车23.5块", "打车"), ("昨天买咖啡花了28", "咖啡"), ("coffee was $4.50", "Coffee"),
            ("I spent 12 dollars on parking", "Parking"), ("花了35元", nil),
            // Who it was for is no part of the item.
            ("给爷爷买了双棉鞋 260", "棉鞋"), ("got my sister a scarf, 35", "Scarf"), ("picked up some grapes for 6", "Grapes"),
            ("sneakers for my son 45", "Sneakers"),
        ] as [(String, String?)])
    func theWordsBesideTheAmountBecomeTheNote(_ text: String, _ note: String?) throws {
        let interpretation = try #require(StandardRecognizersTests.router).interpret(text)
        #expect(interpretation.skillID == "ledger.add")
        #expect(
            interpretation.arguments["note"] == note.map(JSONValue.string), "\(interpretation.arguments.stableString())"
        )
    }
}

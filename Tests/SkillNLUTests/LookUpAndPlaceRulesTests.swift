import AgentSkill
import Foundation
import SkillJSON
import SkillNLU
import StandardSkills
import Testing

/// Rules from issue 15's dev failures: periods that are over name a ledger look-up, compared
/// periods are one call each, category names fill `category`, cities the gazetteer lacks are
/// still looked up, and renames say the new name. "Now" is Wednesday 2026-12-02 10:00 in
/// Shanghai (the real recognizers and skills); the rows are written for the rules, not copied
/// from the corpus.
@Suite struct LookUpAndPlaceRulesTests {
    static func calls(_ text: String, keys: [String]) throws -> [String] {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        guard interpretation.calls.isEmpty else {
            return SeveralRequestsTests.describe(interpretation.calls, keys: keys)
        }
        guard let skillID = interpretation.skillID else { return [] }
        return SeveralRequestsTests.describe([Invocation(skillID, arguments: interpretation.arguments)], keys: keys)
    }

    @Test(arguments: [
        // A period that is over and a kind of spending: nobody plans an event in the past.
        ("groceries in the first quarter of this year", ["ledger.summary category=food from=2026-01-01 to=2026-03-31"]),
        ("上上个月的医疗", ["ledger.summary category=health from=2026-10-01 to=2026-10-31"]),
        ("income last month", ["ledger.summary category=salary from=2026-11-01 to=2026-11-30"]),
        // The category named by its own name.
        ("education costs this year", ["ledger.summary category=education from=2026-01-01 to=2026-12-31"]),
        ("上个月娱乐花了多少", ["ledger.summary category=entertainment from=2026-11-01 to=2026-11-30"]),
    ])
    func pastPeriodsAndCategoryNamesAskTheLedger(_ text: String, _ expected: [String]) throws {
        #expect(try Self.calls(text, keys: ["category", "from", "to"]) == expected, "\(text)")
    }

    @Test func aComingPeriodStaysAnEvent() throws {
        // Shopping next weekend is a plan, whatever the category word.
        let calls = try Self.calls("shopping with Lily next Saturday", keys: ["title"])
        #expect(calls == ["calendar.create title=Shopping with Lily"])
    }

    @Test(arguments: [
        (
            "how much did I spend last month and this month",
            [
                "ledger.summary from=2026-11-01 to=2026-11-30",
                "ledger.summary from=2026-12-01 to=2026-12-31",
            ]
        ),
        (
            "上周和这周分别花了多少",
            [
                "ledger.summary from=2026-11-23 to=2026-11-29",
                "ledger.summary from=2026-11-30 to=2026-12-06",
            ]
        ),
    ])
    func comparedPeriodsAreOneCallEach(_ text: String, _ expected: [String]) throws {
        #expect(try Self.calls(text, keys: ["from", "to"]) == expected, "\(text)")
    }

    @Test(arguments: [
        ("weather in Spokane tomorrow", ["weather city=Spokane date=2026-12-03"]),
        (
            "will it snow in Boston and Spokane tomorrow?",
            ["weather city=Boston date=2026-12-03", "weather city=Spokane date=2026-12-03"]
        ),
        ("is tomorrow good for a run in Salt Lake City", ["running_advice city=Salt Lake City date=2026-12-03"]),
        // A month is a time, not a city; the known city is still found.
        ("weather in May in Boston", ["weather city=Boston date=2027-05-01"]),
    ])
    func citiesTheGazetteerLacksAreLookedUpByName(_ text: String, _ expected: [String]) throws {
        #expect(try Self.calls(text, keys: ["city", "date"]) == expected, "\(text)")
    }

    @Test(arguments: [
        ("把周四的周会改个名字，叫项目同步", "calendar.update new_title=项目同步 title=周会"),
        ("明天的羽毛球改名成和老王打羽毛球", "calendar.update new_title=和老王打羽毛球 title=羽毛球"),
        ("把周五的分享会重命名为技术沙龙", "calendar.update new_title=技术沙龙 title=分享会"),
    ])
    func renamesSayTheNewName(_ text: String, _ expected: String) throws {
        #expect(try Self.calls(text, keys: ["new_title", "title"]) == [expected], "\(text)")
    }
}

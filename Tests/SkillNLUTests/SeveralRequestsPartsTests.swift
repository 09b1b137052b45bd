import AgentSkill
import Foundation
import SkillJSON
import SkillNLU
import StandardSkills
import Testing

/// Session 27's rules for cutting a message into requests, with rows written for the rules.
/// "Now" is Wednesday 2026-12-02 10:00 in Shanghai.
@Suite struct SeveralRequestsPartsTests {
    /// A line break ends a request like a full stop.
    @Test func eachLineIsARequest() throws {
        let got = try LookUpAndPlaceRulesTests.calls("周五上午九点体检\n周六下午两点看房", keys: ["start", "title"])
        #expect(
            got == [
                "calendar.create start=2026-12-04T09:00:00 title=体检",
                "calendar.create start=2026-12-05T14:00:00 title=看房",
            ])
        let mixed = try LookUpAndPlaceRulesTests.calls(
            "parking 12\nweather in Boston tomorrow", keys: ["amount", "city"])
        #expect(mixed == ["ledger.add amount=12", "weather city=Boston"])
    }

    /// Between two amounts the cut is at the first comma, so what follows an amount before the
    /// comma is its entry's; an amount the whole message reads as money stays money in its part.
    @Test(arguments: [
        (
            "tea 5 this morning, then a bagel 6", ["amount", "note"],
            ["ledger.add amount=5 note=Tea", "ledger.add amount=6 note=Bagel"]
        ),
        (
            "taxi 30 yesterday; dinner 80 today", ["amount", "date"],
            ["ledger.add amount=30 date=2026-12-01", "ledger.add amount=80 date=2026-12-02"]
        ),
        (
            "paid 90 at the pharmacy, 40 on the water bill", ["amount", "note"],
            ["ledger.add amount=90 note=Pharmacy", "ledger.add amount=40 note=Water bill"]
        ),
        (
            "uber 15 there and 19 back", ["amount", "note"],
            ["ledger.add amount=15 note=Uber", "ledger.add amount=19 note=Uber"]
        ),
    ])
    func amountsAreCutAtTheirClause(_ text: String, _ keys: [String], _ expected: [String]) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: keys) == expected, "\(text)")
    }

    /// A weather or running question that says no day or place asks about the part before's.
    @Test(arguments: [
        (
            "will it snow in Denver on Friday? and can I run there",
            ["weather city=Denver date=2026-12-04", "running_advice city=Denver date=2026-12-04"]
        ),
        ("后天杭州下雨吗？适合跑步吗", ["weather city=Hangzhou date=2026-12-04", "running_advice city=Hangzhou date=2026-12-04"]),
    ])
    func aFollowingWeatherQuestionSharesDayAndPlace(_ text: String, _ expected: [String]) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["city", "date"]) == expected, "\(text)")
    }

    /// A bare comma between a change and a removal of two named events cuts; a clause that points
    /// back, or one that names the event a change is about, does not.
    @Test(arguments: [
        ("周四的例会挪到下午四点，周五团建取消", ["calendar.update title=例会", "calendar.delete title=团建"]),
        (
            "push the retro to 3pm, cancel the design review",
            ["calendar.update title=retro", "calendar.delete title=Design review"]
        ),
    ])
    func aChangeAndARemovalSplitAtAComma(_ text: String, _ expected: [String]) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["title"]) == expected, "\(text)")
    }

    @Test(arguments: [
        "skipping the book club on Monday, delete it", "周日聚餐的时间变了，改成晚上七点", "the dentist Friday, rename it to checkup",
    ])
    func aClausePointingBackStaysOneRequest(_ text: String) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["title"]).count <= 1, "\(text)")
    }
}

/// Session 28: events said one after another with no comma — a space between Chinese words,
/// 然后 / "then" — are one event each; a second time that ends the first stays its end.
@Suite struct EventsSaidInARowTests {
    @Test(arguments: [
        (
            "周五上午九点体检 下午三点去银行",
            [
                "calendar.create start=2026-12-04T09:00:00 title=体检",
                "calendar.create start=2026-12-04T15:00:00 title=去银行",
            ]
        ),
        (
            "周六下午两点开会然后五点去接孩子",
            [
                "calendar.create start=2026-12-05T14:00:00 title=开会",
                "calendar.create start=2026-12-05T17:00:00 title=去接孩子",
            ]
        ),
        (
            "dentist Friday at 9am then pick up the dry cleaning at 11",
            [
                "calendar.create start=2026-12-04T09:00:00 title=Dentist",
                "calendar.create start=2026-12-04T11:00:00 title=Pick up the dry cleaning",
            ]
        ),
    ])
    func eachEventIsItsOwn(_ text: String, _ expected: [String]) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["start", "title"]) == expected, "\(text)")
    }

    @Test(arguments: ["周五下午三点开会 五点结束", "review Friday at 3pm, ends at 5"])
    func aSecondTimeThatEndsTheFirstIsItsEnd(_ text: String) throws {
        let got = try LookUpAndPlaceRulesTests.calls(text, keys: ["start", "end"])
        #expect(got == ["calendar.create start=2026-12-04T15:00:00 end=2026-12-04T17:00:00"], "\(text)")
    }
}

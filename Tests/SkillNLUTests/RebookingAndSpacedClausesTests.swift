import AgentSkill
import Testing

@testable import SkillNLU

/// A removal and a new event in one message, and Chinese clauses typed with a space between them
/// (session 31). "Now" is Wednesday 2026-12-02 10:00 in Shanghai.
@Suite struct RebookingAndSpacedClausesTests {
    @Test(arguments: [
        // The new event takes the removed one's name when it names none ("book it", 重新约一个).
        (
            "cancel tomorrow's flu shot and book it for next monday 8am instead",
            ["calendar.delete title=Flu shot", "calendar.create start=2026-12-07T08:00:00 title=Flu shot"]
        ),
        (
            "取消明天的体检，改成下周一早上八点",
            ["calendar.delete title=体检", "calendar.create start=2026-12-07T08:00:00 title=体检"]
        ),
        (
            "明天的客户电话删了 周二下午两点重新约一个",
            ["calendar.delete title=客户电话", "calendar.create start=2026-12-08T14:00:00 title=客户电话"]
        ),
        // A change word before a new activity makes that activity.
        (
            "今晚健身不去了 改成明早七点跑步",
            ["calendar.delete title=健身", "calendar.create start=2026-12-03T07:00:00 title=跑步"]
        ),
        (
            "约会取消 明晚七点改成跟爸妈吃饭",
            ["calendar.delete title=约会", "calendar.create start=2026-12-03T19:00:00 title=跟爸妈吃饭"]
        ),
        // A named event after a removal is changed, on the day the removal gave.
        ("周五上午那个删了 下午的牙医改到四点", ["calendar.delete", "calendar.update start=2026-12-04T16:00:00 title=牙医"]),
        ("牙医改到下周一同一时间 项目评审推迟一小时", ["calendar.update title=牙医", "calendar.update title=项目评审"]),
    ])
    func removedAndMadeAgain(_ text: String, _ expected: [String]) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["start", "title"]) == expected, "\(text)")
    }

    /// A day right after a day and a clock names the event (月底对账); a call asked twice is made
    /// once; 下午茶 is no afternoon.
    @Test(arguments: [
        ("30号下午三点月底对账 7月1号上午十点季度会", ["calendar.create title=月底对账", "calendar.create title=季度会"]),
        ("明天杭州下雨吗 后天呢 大后天呢", ["weather title=nil", "weather title=nil", "weather title=nil"]),
        ("午饭38 下午茶25", ["ledger.add title=nil", "ledger.add title=nil"]),
    ])
    func eachRequestOnce(_ text: String, _ expected: [String]) throws {
        let found = try LookUpAndPlaceRulesTests.calls(text, keys: ["title"]).map {
            $0.contains("title=") ? $0 : $0 + " title=nil"
        }
        #expect(found == expected, "\(text)")
    }

    /// Entries joined by "and" keep the item after their amount; one day said after every amount
    /// is each entry's (written before running the parser on them).
    @Test func entriesJoinedByAnd() throws {
        #expect(
            try LookUpAndPlaceRulesTests.calls("spent 40 on gas and 12 on parking yesterday", keys: ["amount", "date"])
                == [
                    "ledger.add amount=40 date=2026-12-01", "ledger.add amount=12 date=2026-12-01",
                ])
    }

    /// "cancel my 10am tomorrow": the time alone finds the event; "my" names nothing.
    @Test func aPossessiveAloneNamesNothing() throws {
        let interpretation = try RouterFixtures.standardRouter().interpret("cancel my 10am tomorrow")
        #expect(interpretation.skillID == "calendar.delete")
        #expect(interpretation.arguments["title"] == nil)
        #expect(interpretation.arguments["during"]?.stringValue == "10:00")
    }

    /// 十点 read as 22:00 was still said without am/pm; 十九点 was not.
    @Test func aChineseHourSaidWithoutAmPm() throws {
        let router = try RouterFixtures.standardRouter()
        #expect(router.interpret("羽毛球改到十点").arguments["am_pm_unsaid"] != nil)
        #expect(router.interpret("晚饭改到十九点").arguments["am_pm_unsaid"] == nil)
    }

    /// A removal said twice is one removal; "删了吧" names nothing of its own.
    @Test(arguments: ["礼拜四面试取消了 删了吧", "下周四的那个讲座我不去了，从日程里去掉"])
    func oneRemovalSaidTwice(_ text: String) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        #expect(interpretation.calls.isEmpty, "\(text)")
        #expect(interpretation.skillID == "calendar.delete", "\(text)")
    }
}

/// The event's own words in a longer message (session 31): asides typed apart in Chinese, a
/// scene that ends in 了, and English words of a plan around the event.
@Suite struct EventTitleAsidesTests {
    @Test(arguments: [
        ("7月1号早上九点 在人民医院 体检 记得空腹", "体检"), ("后儿上午九点 在4号门集合 去秋游", "去秋游"),
        ("我妈下周三来上海 高铁下午三点到虹桥 帮我记一下去虹桥接我妈", "去虹桥接我妈"),
        ("这周过得太快了 下周四晚上八点给我留出来 跟Mia看球", "跟Mia看球"),
        ("ugh long week. sleeping in tomorrow but lunch with Jess at noon", "Lunch with Jess"),
        ("uh the kids swim meet is saturday at eight thirty am can you add that", "Kids swim meet"),
        ("next Saturday morning road test, need to be there at 8:20", "Road test"),
    ])
    func theEventsOwnWords(_ text: String, _ title: String) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        #expect(interpretation.calls.isEmpty, "\(text)")
        #expect(interpretation.skillID == "calendar.create", "\(text)")
        #expect(interpretation.arguments["title"]?.stringValue == title, "\(text)")
    }
}

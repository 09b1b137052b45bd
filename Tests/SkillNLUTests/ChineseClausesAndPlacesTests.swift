import AgentSkill
import Testing

@testable import SkillNLU

/// Chinese requests for different skills typed with a space between them, and new places for
/// stored events said in everyday words (session 32). "Now" is Wednesday 2026-12-02 10:00 in Shanghai.
@Suite struct ChineseClausesAndPlacesTests {
    @Test(arguments: [
        (
            "今晚打车回来四十五 明天早上九点去银行办卡",
            ["ledger.add amount=45", "calendar.create start=2026-12-03T09:00:00"]
        ),
        ("下周有什么安排 这个月花了多少", ["calendar.list from=2026-12-07", "ledger.summary from=2026-12-01"]),
        (
            "给老爸买礼物 六百 周日晚上六点家庭聚餐记一下",
            ["ledger.add amount=600", "calendar.create start=2026-12-06T18:00:00"]
        ),
        // Not cut: a clause that names the event a change is about, a plan and its weather question.
        ("周三下午的周会 推后半小时", ["calendar.update"]),
        ("周六早上想跑个半马 苏州天气行吗", ["running_advice"]),
    ])
    func requestsTypedWithSpaces(_ text: String, _ expected: [String]) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["amount", "start", "from"]) == expected, "\(text)")
    }

    @Test(arguments: [
        ("周四体检 地点是市中心医院", "市中心医院", "体检"),
        ("跟老王吃饭 地方换成楼下那家川菜馆", "楼下那家川菜馆", "跟老王吃饭"),
        ("家庭聚餐地点定了 在外婆家", "外婆家", "家庭聚餐"),
        ("中秋家宴改在外婆家吃", "外婆家", "中秋家宴"),
        ("周五聚餐换个地方 去万达那家烤肉", "万达那家烤肉", "聚餐"),
        ("老王那顿饭改到海底捞", "海底捞", "老王那顿饭"),
    ])
    func aNewPlace(_ text: String, _ place: String, _ title: String) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        #expect(interpretation.skillID == "calendar.update", "\(text)")
        #expect(interpretation.arguments["location"]?.stringValue == place, "\(text)")
        #expect(interpretation.arguments["title"]?.stringValue == title, "\(text)")
    }

    /// What is said first, in clauses typed apart before the event's clock, is no part of its title;
    /// an event's name before its clock, a step after it and the request itself are.
    @Test(arguments: [
        ("下个项目的事要当面聊 明天中午十二点跟老周吃饭 帮我记上", "跟老周吃饭"),
        ("今天开完周会以后 下午三点到四点半 跟设计对一下稿子", "跟设计对一下稿子"),
        ("周六我有空 上午十点吧 去宜家买书架", "去宜家买书架"),
        ("跟老王 明天下午三点 吃饭", "跟老王吃饭"),
        ("老婆说周六要去丈母娘家吃饭 中午11点出发 帮我记上", "去丈母娘家吃饭"),
    ])
    func whatIsSaidFirstIsNoTitle(_ text: String, _ title: String) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        #expect(interpretation.skillID == "calendar.create", "\(text)")
        #expect(interpretation.arguments["title"]?.stringValue == title, "\(text)")
    }

    /// Called off by 不用去了 / 不用来了; who said so names nothing.
    @Test(arguments: [
        ("家长会不用去了 孩子他爸去 从我日程里删掉", "家长会"), ("周三奶茶店的班 店长说不用来了", "奶茶店的班"),
    ])
    func calledOffAndWhoSaidSo(_ text: String, _ title: String) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        #expect(interpretation.skillID == "calendar.delete", "\(text)")
        #expect(interpretation.arguments["title"]?.stringValue == title, "\(text)")
    }

    /// 上周一共: 一共 is "in all", not Monday.
    @Test(arguments: [
        ("上周一共花了多少钱", ["ledger.summary from=2026-11-23 to=2026-11-29"]),
        ("上周一花了多少钱", ["ledger.summary from=2026-11-23 to=2026-11-23"]),
        ("周一一共花了多少", ["ledger.summary from=2026-11-30 to=2026-11-30"]),
    ])
    func inAllIsNoMonday(_ text: String, _ expected: [String]) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["from", "to"]) == expected, "\(text)")
    }

    /// 下周一一起吃饭: 一起 is "together", no second Monday.
    @Test func togetherIsNoMonday() throws {
        let interpretation = try RouterFixtures.standardRouter().interpret("下周一一起吃饭")
        #expect(interpretation.calls.isEmpty)
        #expect(interpretation.arguments["title"]?.stringValue == "一起吃饭")
    }

    /// A removal with what will not happen after it is one removal; a rebooking keeps its end.
    @Test(arguments: [
        ("游泳课删了吧 国庆期间不上", ["calendar.delete end=nil title=游泳课"]),
        (
            "明天的家教取消 改成周六下午两点到四点",
            ["calendar.delete end=nil title=家教", "calendar.create end=2026-12-05T16:00:00 title=家教"]
        ),
    ])
    func removalsAndRebookings(_ text: String, _ expected: [String]) throws {
        let found = try LookUpAndPlaceRulesTests.calls(text, keys: ["end", "title"]).map { call in
            call.contains("end=") ? call : call.replacingOccurrences(of: " title=", with: " end=nil title=")
        }
        #expect(found == expected, "\(text)")
    }

    @Test func aClassSignedUpForIsEducation() throws {
        let interpretation = try RouterFixtures.standardRouter().interpret("上个月给孩子报班花了多少钱")
        #expect(interpretation.arguments["category"]?.stringValue == "education")
    }

    /// 前一天 after 改到 is a day earlier, not a place; a clock with the place makes a new event.
    @Test func aShiftOrAClockIsNoPlace() throws {
        let router = try RouterFixtures.standardRouter()
        #expect(router.interpret("重阳节爬山那个 改到前一天").arguments["location"] == nil)
        #expect(router.interpret("周四下午三点体检 地点是市中心医院").skillID == "calendar.create")
    }
}

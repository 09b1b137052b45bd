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
        // A category by its own name over a period that holds today.
        ("transport this month", ["ledger.summary category=transport from=2026-12-01 to=2026-12-31"]),
    ])
    func pastPeriodsAndCategoryNamesAskTheLedger(_ text: String, _ expected: [String]) throws {
        #expect(try Self.calls(text, keys: ["category", "from", "to"]) == expected, "\(text)")
    }

    /// A year after `for`, `during` or `in` is the period looked up, not an amount.
    @Test(arguments: [
        ("total spending for 2025", "ledger.summary from=2025-01-01 to=2025-12-31"),
        ("what did I spend during 2025", "ledger.summary from=2025-01-01 to=2025-12-31"),
        ("spending in 2025", "ledger.summary from=2025-01-01 to=2025-12-31"),
        ("my calendar for January", "calendar.list from=2027-01-01 to=2027-01-31"),
    ])
    func aYearAfterForOrDuringIsThePeriod(_ text: String, _ expected: String) throws {
        #expect(try Self.calls(text, keys: ["from", "to"]) == [expected], "\(text)")
    }

    /// Context said before the request is not the event's title; a request that points back
    /// keeps the title said before it.
    @Test(arguments: [
        ("my sister lands Friday so can you put pickup at the airport at 6:40pm", "Pickup"),
        ("it's late I know but add cake pickup the day after tomorrow at 11am", "Cake pickup"),
        ("we're out of milk, could you schedule a grocery run tomorrow at 5pm", "Grocery run"),
        ("PTO December 14-16, please add it", "PTO"),
        ("can you add lunch with Sam tomorrow at noon", "Lunch with Sam"),
    ])
    func contextBeforeTheRequestIsNotTheTitle(_ text: String, _ title: String) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        #expect(interpretation.skillID == "calendar.create", "\(text)")
        #expect(interpretation.arguments["title"]?.stringValue == title, "\(text)")
    }

    /// Sentences that only set the scene are no part of the event said after them; a scene that
    /// says the day, a clock or an abbreviation's period keeps the whole message.
    @Test(arguments: [
        ("what a day. drinks with Leo tomorrow at 6pm", "Drinks with Leo 2026-12-03T18:00:00"),
        ("this month is a blur. friday 7pm movie night with the kids", "Movie night with the kids 2026-12-04T19:00:00"),
        ("meeting with Dr. Lee tomorrow at 3pm", "Meeting with Dr Lee 2026-12-03T15:00:00"),
    ])
    func aSceneBeforeTheEventIsNoPartOfIt(_ text: String, _ expected: String) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        #expect(interpretation.skillID == "calendar.create", "\(text)")
        let said = [interpretation.arguments["title"]?.stringValue, interpretation.arguments["start"]?.stringValue]
        #expect(said.compactMap { $0 }.joined(separator: " ") == expected, "\(text)")
    }

    @Test func aSceneThatSaysTheDayKeepsIt() throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(
            "my brother flies in Friday. pick him up at 6:40pm")
        #expect(interpretation.arguments["start"]?.stringValue == "2026-12-04T18:40:00")
    }

    /// Over a period of days, words that ask what it holds list the calendar.
    @Test(arguments: [
        ("anything before Christmas?", "calendar.list from=2026-12-02 to=2026-12-24"),
        ("appointments within the next 5 days", "calendar.list from=2026-12-02 to=2026-12-06"),
        ("下个月上旬都排了些啥", "calendar.list from=2027-01-01 to=2027-01-10"),
    ])
    func aPeriodAskedAboutIsListed(_ text: String, _ expected: String) throws {
        #expect(try Self.calls(text, keys: ["from", "to"]) == [expected], "\(text)")
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
            "food spending in October and in November",
            [
                "ledger.summary from=2026-10-01 to=2026-10-31",
                "ledger.summary from=2026-11-01 to=2026-11-30",
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
        // A name right before "weather" or "forecast".
        ("Spokane weather on Friday", ["weather city=Spokane date=2026-12-04"]),
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

/// Parts of one message that point back at the part before (``PartReferences``): the day (那天,
/// "that day"), the place (那边, "there"), or the whole request with another day or place ("what
/// about Friday", 那广州呢). Rows written for the rule.
@Suite struct PartReferenceTests {
    @Test(arguments: [
        (
            "后天广州天气怎么样？大后天呢？",
            ["weather city=Guangzhou date=2026-12-04", "weather city=Guangzhou date=2026-12-05"]
        ),
        (
            "明天适合在深圳跑步吗？那广州呢",
            ["running_advice city=Shenzhen date=2026-12-03", "running_advice city=Guangzhou date=2026-12-03"]
        ),
        (
            "what's the weather in Austin on Friday? what about Saturday",
            ["weather city=Austin date=2026-12-04", "weather city=Austin date=2026-12-05"]
        ),
        (
            "帮我看看周五的安排，再看下那天青岛的天气",
            ["calendar.list from=2026-12-04 to=2026-12-04", "weather city=Qingdao date=2026-12-04"]
        ),
        (
            "how's the weather in Chicago on Sunday? and what's on my calendar that day",
            ["weather city=Chicago date=2026-12-06", "calendar.list from=2026-12-06 to=2026-12-06"]
        ),
        // Elided (还有…的) and verbless (", and the … weather") parts.
        (
            "周六苏州天气，还有周日无锡的",
            ["weather city=Suzhou date=2026-12-05", "weather city=Wuxi date=2026-12-06"]
        ),
        (
            "dentist at 9 on Friday, and the Seattle weather for Friday",
            ["calendar.create start=2026-12-04T09:00:00", "weather city=Seattle date=2026-12-04"]
        ),
    ])
    func theWordsOfThePartBefore(_ text: String, _ expected: [String]) throws {
        let calls = try LookUpAndPlaceRulesTests.calls(text, keys: ["city", "date", "from", "to", "start"])
        #expect(calls == expected, "\(text)")
    }

    /// A heading before a colon names no item, and its day is every entry's.
    @Test(arguments: [
        (
            "前天的账：地铁6，午饭28",
            ["ledger.add amount=6 date=2026-11-30 note=地铁", "ledger.add amount=28 date=2026-11-30 note=午饭"]
        ),
        (
            "yesterday's spending: bagel 3, taxi 19",
            ["ledger.add amount=3 date=2026-12-01 note=Bagel", "ledger.add amount=19 date=2026-12-01 note=Taxi"]
        ),
    ])
    func aHeadingIsNoNote(_ text: String, _ expected: [String]) throws {
        let calls = try LookUpAndPlaceRulesTests.calls(text, keys: ["amount", "date", "note"])
        #expect(calls == expected, "\(text)")
    }

    @Test func aShortAnswerThatNamesNoDayOrPlaceFollowsNothingUp() throws {
        // 那我呢 names neither a day nor a place: no second call is made up.
        let calls = try LookUpAndPlaceRulesTests.calls("明天杭州天气怎么样？那我呢", keys: ["city", "date"])
        #expect(calls.count <= 1)
    }
}

/// Words that belong to a time stay out of a title: the words that make it approximate, and a
/// holiday that restates the day just said (one event, not two). Rows written for the rule.
@Suite struct TitleTimeWordsTests {
    @Test(arguments: [
        ("明天大约十点左右去银行办卡", "calendar.create start=2026-12-03T10:00:00 title=去银行办卡"),
        (
            "tomorrow, sometime around 4, call the plumber",
            "calendar.create start=2026-12-03T16:00:00 title=Call the plumber"
        ),
        ("12月25号圣诞节，晚上七点和同学聚餐", "calendar.create start=2026-12-25T19:00:00 title=和同学聚餐"),
    ])
    func theTitleKeepsNoTimeWords(_ text: String, _ expected: String) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["start", "title"]) == [expected], "\(text)")
    }

    /// A holiday before a stored event's name is part of the name and no day to look on.
    @Test(arguments: [
        ("元宵晚会往后推半小时", "calendar.update title=元宵晚会"),
        ("把圣诞聚餐推迟一个小时", "calendar.update title=圣诞聚餐"),
        // Fillers and a clause that says why are no part of the name.
        ("嗯…周四的复盘推迟半小时", "calendar.update date=2026-12-03 title=复盘"),
        ("太忙了，周五的周会我想推迟一个小时", "calendar.update date=2026-12-04 title=周会"),
    ])
    func aHolidayNamesTheStoredEvent(_ text: String, _ expected: String) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["date", "title"]) == [expected], "\(text)")
    }
}

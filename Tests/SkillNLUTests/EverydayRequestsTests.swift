import Testing

@testable import SkillNLU

/// What the standard router makes of a message, for the suites below.
private enum Understood {
    static func argument(_ text: String, _ key: String) throws -> String? {
        try RouterFixtures.standardRouter().interpret(text).arguments[key]?.stringValue
    }

    /// "income salary", "expense other": an entry's kind and category.
    static func kindAndCategory(_ text: String) throws -> String {
        let arguments = try RouterFixtures.standardRouter().interpret(text).arguments
        return "\(arguments["kind"]?.stringValue ?? "nil") \(arguments["category"]?.stringValue ?? "nil")"
    }

    static func skill(_ text: String) throws -> String? {
        try RouterFixtures.standardRouter().interpret(text).skillID
    }

    /// Expects `text` to make one call of `skill` whose argument `key` is `value` (`nil`: any).
    static func expectOneCall(_ text: String, _ skill: String, _ key: String, _ value: String?) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        #expect(interpretation.skillID == skill, "\(text)")
        #expect(interpretation.calls.isEmpty, "\(text)")
        if let value { #expect(interpretation.arguments[key]?.stringValue == value, "\(text)") }
    }
}

/// Requests found wrong by cases written before running the parser (session 34: a handyman with a
/// dog and a family): events called off in passing ("tom bailed on brunch"), a need before a
/// change ("need to push …"), a run asked with the weather ("… and is it good for a run"), money
/// got from someone, and tools and materials bought. "Now" is Wednesday 2026-12-02 10:00 in
/// Shanghai.
@Suite struct TradesmanRequestsTests {
    @Test(arguments: [
        ("tom bailed on brunch", "calendar.delete title=brunch"),
        ("the accountant call isn't happening", "calendar.delete title=Accountant call"),
        ("the deck estimate fell through", "calendar.delete title=Deck estimate"),
        ("need to push the accountant back 2 hours", "calendar.update title=accountant"),
        ("gotta move the dentist to 4", "calendar.update title=dentist"),
        ("the call with my accountant will run till 5", "calendar.update title=Call with my accountant"),
        // Called off in passing, then moved: one change.
        ("lunch w mark isn't happening today, move it to monday 12:30", "calendar.update title=Lunch w mark"),
        // A need after the event's name is no part of a new event's title.
        ("next Saturday morning road test, need to be there at 8:20", "calendar.create title=Road test"),
    ])
    func skillAndName(_ text: String, _ expected: String) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        let title = interpretation.arguments["title"]?.stringValue ?? "nil"
        let said = "\(interpretation.skillID ?? "none") title=\(title)"
        #expect(said.hasPrefix(expected), "\(text): \(said)")
        #expect(interpretation.calls.isEmpty, "\(text)")
    }

    @Test(arguments: [
        (
            "weather in Albany tomorrow and is it good for a run",
            ["weather city=Albany date=2026-12-03", "running_advice city=Albany date=2026-12-03"]
        ),
        (
            "after my shift thursday morning i wanna run, weather + running in Boston thursday",
            ["weather city=Boston date=2026-12-03", "running_advice city=Boston date=2026-12-03"]
        ),
        ("明天北京的天气和跑步建议", ["weather city=Beijing date=2026-12-03", "running_advice city=Beijing date=2026-12-03"]),
    ])
    func weatherAndARun(_ text: String, _ expected: [String]) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["city", "date"]) == expected, "\(text)")
    }

    @Test(arguments: [
        ("got 300 cash from the Parkers for the fence", "income other"),
        ("got $300 from the Parkers", "income other"),
        ("my side gig paid 450", "income salary"),
        // Per diem is pay for the days away, as the blind writers of rounds 31 and 44 filed it.
        ("per diem came in 225", "income salary"),
        ("paid 89 for a new drill bit set", "expense shopping"),
        ("lumber yard 320", "expense shopping"),
        ("DJ deposit 600", "expense entertainment"),
        ("auto parts 64", "expense transport"),
        // Bought from somewhere, not got from someone.
        ("got 2 tickets from ticketmaster 80", "expense entertainment"),
    ])
    func kindAndCategory(_ text: String, _ expected: String) throws {
        #expect(try Understood.kindAndCategory(text) == expected, "\(text)")
    }
}

/// Everyday requests of round 14's development rows (session 34: a teacher, a photographer, a
/// parent of three): terse look-ups ("june calendar pls", "tuition ytd"), what is left of a week,
/// "next sat", "weds", errands with a price ("costco run 346"), a class's small buys, "no X" on a
/// day after why. "Now" is Wednesday 2026-12-02 10:00 in Shanghai.
@Suite struct TerseEverydayRequestsTests {
    @Test(arguments: [
        ("june calendar pls", ["calendar.list from=2027-06-01 to=2027-06-30"]),
        ("next 3 days calendar", ["calendar.list from=2026-12-02 to=2026-12-04"]),
        ("second half of june schedule", ["calendar.list from=2027-06-16 to=2027-06-30"]),
        ("how many shoots mon thru wed", ["calendar.list from=2026-12-07 to=2026-12-09"]),
        ("what's left this week", ["calendar.list from=2026-12-02 to=2026-12-06"]),
        ("whats left for me this wk", ["calendar.list from=2026-12-02 to=2026-12-06"]),
        ("walk me through next week's calendar", ["calendar.list from=2026-12-07 to=2026-12-13"]),
        ("august spending", ["ledger.summary from=2026-08-01 to=2026-08-31"]),
        ("tuition ytd", ["ledger.summary from=2026-01-01 to=2026-12-02"]),
    ])
    func lookUps(_ text: String, _ expected: [String]) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["from", "to"]) == expected, "\(text)")
    }

    @Test(arguments: [
        ("dept meeting weds 3:30-5", "start=2026-12-02T15:30:00"),
        ("drive to acadia next sat 4am", "start=2026-12-12T04:00:00"),
        ("parking last sat 25", "date=2026-11-28"),
        ("costco run 346", "amount=346"),
        ("grocery run 80", "amount=80"),
        ("teacher's out, no piano next wednesday", "title=piano"),
        ("uncle dev is taking an uber, no pickup needed", "title=Uncle dev"),
    ])
    func oneArgument(_ text: String, _ expected: String) throws {
        let arguments = try RouterFixtures.standardRouter().interpret(text).arguments
        let key = String(expected.prefix { $0 != "=" })
        #expect("\(key)=\(arguments[key]?.stringValue ?? "nil")" == expected, "\(text)")
    }

    @Test(arguments: [
        ("prizes for my class 86", "shopping"), ("dry erase markers + sticky notes 23.40", "shopping"),
        ("lens rental fri 85", "other"), ("jake's soccer season fee 240", "education"),
    ])
    func category(_ text: String, _ expected: String) throws {
        #expect(try Understood.argument(text, "category") == expected, "\(text)")
    }

    /// Not a month, not a deadline, not a removal.
    @Test(arguments: ["March to the beat", "ok, no rush tomorrow", "morning run 5"])
    func nothingMisread(_ text: String) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        #expect(interpretation.skillID != "calendar.delete" && interpretation.skillID != "ledger.add", "\(text)")
    }
}

/// Chinese requests of round 14's development rows (session 34): activities that hold 看 or 查
/// are plans (去看爷爷, 检查作业), a place after a lone 地点, 一整天 is no part of a title, a part of
/// a month asked 有哪些 or 满不满, gear rented, a client's fee paid in, a run asked in the morning of
/// the weather's day, towns people travel to. "Now" is Wednesday 2026-12-02 10:00 in Shanghai.
@Suite struct ChineseEverydayRequestsTests {
    @Test(arguments: [
        ("七点给二宝检查作业", "calendar.create title=给二宝检查作业"),
        ("父亲节带孩子们去看爷爷", "calendar.create title=带孩子们去看爷爷"),
        ("周六上午十点足球赛 地点 体育中心3号场", "calendar.create title=足球赛"),
        ("下周六婚礼跟拍 一整天", "calendar.create title=婚礼跟拍"),
        ("5月上旬有哪些拍摄", "calendar.list title=nil"),
        ("5月中旬拍摄排得满不满", "calendar.list title=nil"),
    ])
    func skillAndTitle(_ text: String, _ expected: String) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        let title = interpretation.arguments["title"]?.stringValue ?? "nil"
        #expect("\(interpretation.skillID ?? "none") title=\(title)" == expected, "\(text)")
    }

    @Test(arguments: [
        ("周六上午十点足球赛 地点 体育中心3号场", "location", "体育中心3号场"),
        ("周五租镜头 280", "category", "other"),
        ("上个月的拍摄费到账了 9800", "category", "salary"),
        ("security deposit refunded 500", "category", "other"),
        ("下周六黄山天气 去拍日出", "city", "Huangshan"),
    ])
    func argument(_ text: String, _ key: String, _ expected: String) throws {
        #expect(try Understood.argument(text, key) == expected, "\(text)")
    }

    @Test func aRunInTheMorningOfTheWeathersDay() throws {
        #expect(
            try LookUpAndPlaceRulesTests.calls("周六苏州下雨吗 早上能跑步吗", keys: ["city", "date"]) == [
                "weather city=Suzhou date=2026-12-05", "running_advice city=Suzhou date=2026-12-05",
            ])
    }

    /// 北海 and 日照 are words too: the towns only with 市.
    @Test(arguments: ["北海公园划船 周六下午", "日照时间长"])
    func wordsThatAreTownsToo(_ text: String) {
        #expect(Gazetteer.builtIn.places(in: NormalizedText(text)).isEmpty, "\(text)")
    }
}

/// A student's several requests, written before running the parser (session 34): one verb moving
/// two events, a run asked after the weather of a town the gazetteer lacks, "skip X", "sat at 1".
/// "Now" is Wednesday 2026-12-02 10:00 in Shanghai.
@Suite struct StudentRequestsTests {
    @Test(arguments: [
        (
            "move study group to sunday 3pm and laundry to saturday",
            ["calendar.update title=study group", "calendar.update title=laundry"]
        ),
        ("push standup to 10 and retro to 3pm", ["calendar.update title=standup", "calendar.update title=retro"]),
    ])
    func severalCalls(_ text: String, _ expected: [String]) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["title"]) == expected, "\(text)")
    }

    @Test func theRunIsOnTheWeathersDayAndTown() throws {
        #expect(
            try LookUpAndPlaceRulesTests.calls(
                "weather friday in Ithaca and can i run in the morning", keys: ["city", "date"])
                == ["weather city=Ithaca date=2026-12-04", "running_advice city=Ithaca date=2026-12-04"])
        #expect(
            try LookUpAndPlaceRulesTests.calls("rain sat in philly? ok for a morning run?", keys: ["date"])
                == ["weather date=2026-12-05", "running_advice date=2026-12-05"])
    }

    @Test(arguments: [
        ("skip study group this week", "calendar.delete", "title", "study group"),
        ("group project meeting sat at 1", "calendar.create", "start", "2026-12-05T13:00:00"),
        ("forget the closing wednesday, it's postponed", "calendar.delete", "title", "closing"),
        ("patel closing now at 2pm same day", "calendar.update", "title", "Patel closing"),
        // Who wants it is no part of the name; the day moves, the clock stays.
        ("priya wants thursday instead, same time", "calendar.update", "title", "Priya"),
        // "from now at 2pm" is a new event, not a change.
        ("three days from now at 2pm pick up my lab results", "calendar.create", "title", "Pick up my lab results"),
    ])
    func oneCall(_ text: String, _ skill: String, _ key: String, _ value: String) throws {
        try Understood.expectOneCall(text, skill, key, value)
    }
}

/// Money and rebookings from earlier rounds' development rows (session 34): a money word longer
/// than 12 letters ("reimbursement"), money put on a card, a holiday before a verb is the day,
/// "him" after a removal names the removed event, "do a X instead" is a new event.
@Suite struct MoneyWordsAndRebookingTests {
    @Test func longMoneyWordsAreKnownByTheirFirstTwelveLetters() {
        let long = Array("reimbursement".unicodeScalars)
        let plural = Array("reimbursements".unicodeScalars)
        #expect(EnglishNumberWords.code(long, 0..<long.count) == EnglishNumberWords.code("reimbursement"))
        #expect(EnglishNumberWords.code(plural, 0..<plural.count) == EnglishNumberWords.code(long, 0..<long.count))
        #expect(EnglishNumberWords.code(long, 0..<long.count) != EnglishNumberWords.code("reimbursed"))
    }

    @Test(arguments: [
        ("expense reimbursement came in 1,240.55", "1240.55"), ("put 50 on my meal card", "50"),
        ("reimbursement 80", "80"),
    ])
    func amount(_ text: String, _ expected: String) throws {
        #expect(try Understood.argument(text, "amount") == expected, "\(text)")
    }

    @Test(arguments: [
        (
            "paycheck 412 came in, also put 50 on my meal card",
            ["ledger.add note=Paycheck", "ledger.add note=Meal card"]
        ),
        (
            "cancel jordan tomorrow and put him in next monday at 10 instead",
            ["calendar.delete title=Jordan", "calendar.create title=Jordan"]
        ),
        (
            "cancel monday's staff meeting, do a team dinner tuesday 7pm instead",
            ["calendar.delete title=Staff meeting", "calendar.create title=Team dinner"]
        ),
    ])
    func severalCalls(_ text: String, _ expected: [String]) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["note", "title"]) == expected, "\(text)")
    }

    @Test(arguments: [
        ("juneteenth take my nephew to the zoo", "Take my nephew to the zoo"),
        ("halloween party at 8", "Halloween party"),
        ("wedding coverage all day next saturday", "Wedding coverage"),
    ])
    func title(_ text: String, _ expected: String) throws {
        #expect(try Understood.argument(text, "title") == expected, "\(text)")
    }
}

/// A restaurant owner's and a runner's Chinese requests from round 15's development rows (session
/// 34): takings are income, wages handed out are spending, cash is how it was paid, a holiday
/// inside a name stays in the title, a trip with no word of the weather is a plan.
@Suite struct RestaurantAndRunnerRequestsTests {
    @Test(arguments: [
        ("今天晚市营业额 5120", "income other"),
        ("给洗碗阿姨发工资 现金 3200", "expense other"),
        ("付了小王工资1800", "expense other"),
        ("上周五修冰箱 现金 450", "expense other"),
        ("工资到账 12000", "income salary"),
    ])
    func kindAndCategory(_ text: String, _ expected: String) throws {
        #expect(try Understood.kindAndCategory(text) == expected, "\(text)")
    }

    @Test(arguments: [
        ("上周五修冰箱 现金 450", "note", "修冰箱"),
        ("下周一上午九点半 新年第一个站会", "title", "新年第一个站会"),
        ("周日早上七点 跑团新年拉练", "title", "跑团新年拉练"),
        ("重阳节带爸妈去爬山", "title", "带爸妈去爬山"),
        ("这周日程", "from", "2026-11-30"),
        ("海鲜明天不送了 删掉", "title", "海鲜"),
        ("这个月买食材花了多少", "category", "food"),
        ("咖啡一包十二块八", "amount", "12.8"),
    ])
    func argument(_ text: String, _ key: String, _ expected: String) throws {
        #expect(try Understood.argument(text, key) == expected, "\(text)")
    }

    /// 周日程序员聚会 is on Sunday: 日程 only after 这周/下周 without 序.
    @Test func sundayBeforeAProgrammer() throws {
        let times = try RouterFixtures.standardRouter().analyze("周日程序员聚会").times
        #expect(times.first?.start.dateString == "2026-12-06")
    }

    @Test(arguments: [
        ("国庆节去杭州玩", "calendar.create"), ("明天去杭州 冷不冷", "weather"),
        ("is it going to be humid in New Orleans tomorrow", "weather"),
        ("这周日程", "calendar.list"), ("下周三有几场会", "calendar.list"), ("未来一周有几场训练", "calendar.list"),
        ("能量胶一盒 128", "ledger.add"), ("周日高铁去嘉兴 来回 146", "ledger.add"),
        ("上周六跑团活动 AA 50", "ledger.add"),
    ])
    func tripOrWeather(_ text: String, _ expected: String) throws {
        #expect(try Understood.skill(text) == expected, "\(text)")
    }
}

/// English requests of round 15's development rows (session 34): a day and an hour range in
/// shorthand ("sat 2-5"), "on call", a period's total, a shop's takings, a race on a day is an
/// event. "Now" is Wednesday 2026-12-02 10:00 in Shanghai.
@Suite struct ShorthandAndTakingsTests {
    @Test(arguments: [
        ("deep clean the kitchen sat 2-5", "start", "2026-12-05T14:00:00"),
        ("deep clean the kitchen sat 2-5", "end", "2026-12-05T17:00:00"),
        ("on call next tue thru fri", "title", "On call"),
        ("on call all next week mon-sun", "title", "On call"),
        ("december total", "from", "2026-12-01"),
        ("takings today 4,320", "kind", "income"),
        ("weather in providence tmrw", "city", "Providence"),
        ("travel spending this year", "category", "transport"),
    ])
    func argument(_ text: String, _ key: String, _ expected: String) throws {
        #expect(try Understood.argument(text, key) == expected, "\(text)")
    }

    @Test(arguments: [
        ("providence half marathon march 27", "calendar.create"), ("周日上海半马", "calendar.create"),
        ("weather for the boston marathon", "running_advice"), ("how many mtgs next wed", "calendar.list"),
        ("takings last week", "ledger.summary"),
    ])
    func skill(_ text: String, _ expected: String) throws {
        #expect(try Understood.skill(text) == expected, "\(text)")
    }
}

/// An assistant keeping a busy calendar, written before running the parser (session 35): two
/// changes with no verb, a start that "needs to" move, a new event beside a removal, a reason
/// before the clause that names the event, and two look-ups of different skills. "Now" is
/// Wednesday 2026-12-02 10:00 in Shanghai.
@Suite struct CalendarKeeperRequestsTests {
    @Test(arguments: [
        (
            "lunch with dana to 1pm and the review to 4",
            ["calendar.update title=Lunch with dana", "calendar.update title=Review"]
        ),
        ("周四下午三点加个面试，牙医取消", ["calendar.create title=面试", "calendar.delete title=牙医"]),
        ("这周花了多少，下周有什么安排", ["ledger.summary", "calendar.list"]),
        // A dash left before the next request is no part of the first.
        ("bonus hit today, 12,000 - and how much did I spend this month", ["ledger.add", "ledger.summary"]),
    ])
    func severalCalls(_ text: String, _ expected: [String]) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["title"]) == expected, "\(text)")
    }

    @Test(arguments: [
        ("board prep needs to start at 8:30 tomorrow", "calendar.update", "Board prep"),
        ("客户那边说不用来了，把拜访取消", "calendar.delete", "拜访"),
        // Two clauses that both call it off name it in the first.
        ("面试取消了 删了吧", "calendar.delete", "面试"),
    ])
    func oneCall(_ text: String, _ skill: String, _ title: String) throws {
        try Understood.expectOneCall(text, skill, "title", title)
    }
}

/// A nurse's, a landlord's and a carer's entries from round 16's development rows (session 35):
/// shift pay is pay, rent and deposits from tenants are housing income, a carer's wages are
/// spending, a price set off by a space after a count is still the price, and "august 2,800" is
/// no day.
@Suite struct NurseAndLandlordEntriesTests {
    @Test(arguments: [
        ("night diff 210", "income salary"), ("holiday pay came thru 480", "income salary"),
        ("国庆值班费 到账 900", "income salary"), ("unit 1 tenant paid rent 1,725", "income housing"),
        ("新租客押金收了 8400", "income housing"), ("护工阿姨8月工资 5500", "expense other"),
        ("wheelchair for dad 289", "expense health"),
    ])
    func kindAndCategory(_ text: String, _ expected: String) throws {
        #expect(try Understood.kindAndCategory(text) == expected, "\(text)")
    }

    @Test(arguments: [
        ("给妈买了蛋白粉 两罐 398", "398", "蛋白粉"), ("维修师傅换马桶 连工带料 720", "720", nil),
        ("儿子游泳课 续了20节 3600", "3600", nil), ("电费 2号房 318", "318", nil),
    ])
    func amountAndNote(_ text: String, _ amount: String, _ note: String?) throws {
        #expect(try Understood.argument(text, "amount") == amount, "\(text)")
        if let note { #expect(try Understood.argument(text, "note") == note, "\(text)") }
    }

    @Test func thousandsAfterAMonthAreNoDay() throws {
        #expect(try Understood.argument("caregiver pay for august 2,800", "amount") == "2800")
        #expect(try Understood.argument("caregiver pay for august 2,800", "date") == "2026-12-02")
    }
}

/// A nurse's and a landlord's look-ups and places from round 16's development rows (session 35):
/// a roster asked for is a look-up, a long month name alone is the month, a number after "unit"
/// is no clock, a count of units is no price, and a place may be a block of a building or two
/// owners' home. "Now" is Wednesday 2026-12-02 10:00 in Shanghai.
@Suite struct RosterAndPlaceRequestsTests {
    @Test(arguments: [
        ("12月的排班给我看下", "calendar.list from=2026-12-01 to=2026-12-31"),
        ("接下来三天的班", "calendar.list from=2026-12-02 to=2026-12-04"),
        ("下周的排班", "calendar.list from=2026-12-07 to=2026-12-13"),
        ("这周还剩哪些班", "calendar.list from=2026-12-02 to=2026-12-06"),
        ("show me january", "calendar.list from=2027-01-01 to=2027-01-31"),
        ("my shifts the next 3 days", "calendar.list from=2026-12-02 to=2026-12-04"),
    ])
    func lookUps(_ text: String, _ expected: String) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["from", "to"]) == [expected], "\(text)")
    }

    @Test(arguments: [
        // Sending the roster is a thing to do, not a look-up.
        ("下周三 排班表发到群里", "calendar.create"), ("january", nil),
    ])
    func notLookUps(_ text: String, _ skill: String?) throws {
        #expect(try Understood.skill(text) == skill, "\(text)")
    }

    @Test(arguments: [
        ("HVAC guy at unit 2 tomorrow 9am", "location", "unit 2"),
        ("HVAC guy at unit 2 tomorrow 9am", "start", "2026-12-03T09:00:00"),
        ("10号上午九点 交接房子 在翠湖花园3单元", "location", "翠湖花园3单元"),
        ("dinner at mom and dad's thursday 4pm", "location", "mom and dad's"),
        ("water bill all 3 units 187", "amount", "187"),
        ("open house 12/5/2026", "start", "2026-12-05"),
    ])
    func argument(_ text: String, _ key: String, _ expected: String) throws {
        #expect(try Understood.argument(text, key) == expected, "\(text)")
    }

    @Test func howMuchIsLeftIsOfTheWholePeriod() throws {
        let now = TimeTestSupport.context("2026-12-02T10:00:00", "Asia/Shanghai")
        #expect(
            TimeRecognizer().entities(in: NormalizedText("本季度还剩多少预算"), context: now).map(TimeTestSupport.describe)
                == ["本季度 2026-10-01T00:00:00–2027-01-01T00:00:00 day"])
        // What is left of an afternoon is the afternoon.
        #expect(
            TimeRecognizer().entities(in: NormalizedText("周四下午还剩啥"), context: now).map(TimeTestSupport.describe)
                == ["周四下午 2026-12-03T12:00:00–2026-12-03T18:00:00 hour"])
    }
}

/// Changes and plans from round 16's development rows (session 35): "instead" right after a time
/// makes it the new one, "a day earlier" and "now 3-5" change an event, a second clause that only
/// changes the place is the same change, a move-out walkthrough is a new event, and calendar
/// arithmetic may follow a clock. "Now" is Wednesday 2026-12-02 10:00 in Shanghai.
@Suite struct LandlordChangesTests {
    @Test(arguments: [
        ("walkthrough monday 9am instead, meet at the front gate", "calendar.update", "start", "2026-12-07T09:00:00"),
        ("endoscopy a day earlier", "calendar.update", "title", "Endoscopy"),
        ("CE course now 3-5", "calendar.update", "title", "CE course"),
        ("退房验收改到周一上午九点 地点改成小区门口", "calendar.update", "location", "小区门口"),
        ("move out walkthrough next mon 2pm", "calendar.create", "title", "Move out walkthrough"),
        ("rental inspection 9am tuesday after next", "calendar.create", "start", "2026-12-15T09:00:00"),
        ("take the folks for tea sun 3 to 5", "calendar.create", "end", "2026-12-06T17:00:00"),
    ])
    func oneCall(_ text: String, _ skill: String, _ key: String, _ value: String) throws {
        try Understood.expectOneCall(text, skill, key, value)
    }

    @Test func nowAsThePresentIsNoNewTime() throws {
        #expect(try Understood.skill("right now 3-5 people are here") != "calendar.update")
    }
}

/// A carer's forecasts and entries from round 16's development rows (session 35): a town the
/// gazetteer lacks is read after "in", a reason said after a question is no request, and a copay
/// or shift pay after its amount makes it money. "Now" is Wednesday 2026-12-02 10:00 in Shanghai.
@Suite struct CarerForecastsAndEntriesTests {
    @Test(arguments: [
        ("weekend weather in cape may, taking mom to the beach", ["weather city=Cape May", "weather city=Cape May"]),
        ("good day to run in bar harbor tomorrow?", ["running_advice city=Bar Harbor"]),
        ("rain in pittsburgh tomorrow? dad has a follow up", ["weather city=Pittsburgh"]),
        ("明天苏州下雨吗？要带妈妈去医院", ["weather city=Suzhou"]),
    ])
    func forecasts(_ text: String, _ expected: [String]) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["city"]) == expected, "\(text)")
    }

    @Test(arguments: ["weather in the morning", "is it cold in here"])
    func noTownAfterIn(_ text: String) throws {
        #expect(try Understood.argument(text, "city") == nil, "\(text)")
    }

    @Test(arguments: [
        ("dad's PT last saturday 60 copay", "60"), ("night diff 210", "210"),
    ])
    func amount(_ text: String, _ expected: String) throws {
        #expect(try Understood.argument(text, "amount") == expected, "\(text)")
    }

    @Test func aRouteNumberBeforeAFareIsNoAmount() throws {
        #expect(try Understood.argument("bus 7 fare 2.50", "amount") == "2.5")
    }
}

/// Changes and entries from earlier rounds' development rows and own cases (session 35): a name
/// moved "to tuesday" with no verb, a one-on-one is no clock, a place for this week's event keeps
/// its time, and a day the money is for is not the day it was spent. "Now" is Wednesday 2026-12-02
/// 10:00 in Shanghai.
@Suite struct MovedNamesAndPurposeDaysTests {
    @Test(arguments: [
        ("product review to tuesday", "calendar.update", "title", "Product review"),
        ("move jordan's 1:1 to fri same time", "calendar.update", "title", "jordan's 1:1"),
        ("drive to tuesday's game", "calendar.create", "title", nil),
        ("turkey and sides for thursday 142", "ledger.add", "date", "2026-12-02"),
        ("hotel for last weekend 300", "ledger.add", "date", "2026-11-28"),
        ("got excused from jury duty, remove it", "calendar.delete", "title", "jury duty"),
        ("cookout at the Parkers on the Fourth of July 3pm", "calendar.create", "location", "the Parkers"),
    ])
    func oneCall(_ text: String, _ skill: String, _ key: String, _ value: String?) throws {
        try Understood.expectOneCall(text, skill, key, value)
    }

    @Test func aPlaceForThisWeeksEventKeepsItsTime() throws {
        let arguments = try RouterFixtures.standardRouter()
            .interpret("soccer practice is at the rec center this week").arguments
        #expect(arguments["location"]?.stringValue == "the rec center")
        #expect(arguments["start"] == nil && arguments["new_time"] == nil && arguments["new_date"] == nil)
    }
}

/// A driver's, a teacher's and a retired couple's requests from round 17's development rows
/// (session 35): car parts are transport, club dues entertainment, delivery pay is pay, a sigh
/// after a price leaves it a price, 冷不冷 asks the weather, a tournament in a town is an event,
/// "fri thru sun" is a range, and 那家修车铺 is one place. "Now" is Wednesday 2026-12-02 10:00 in
/// Shanghai.
@Suite struct DriverAndTeacherRequestsTests {
    @Test(arguments: [
        ("brake pads saturday 340", "expense transport"), ("上周五换了个雨刮器 75", "expense transport"),
        ("garden club dues 40", "expense entertainment"), ("周二跑单奖励到账 200", "income salary"),
        ("doordash paid 610 this week", "income salary"),
    ])
    func kindAndCategory(_ text: String, _ expected: String) throws {
        #expect(try Understood.kindAndCategory(text) == expected, "\(text)")
    }

    @Test(arguments: [
        ("parking ticket 65 ugh", "ledger.add", "amount", "65"),
        ("debate tournament in albany fri thru sun", "calendar.create", "end", "2026-12-06"),
        ("下周一早上八点 换轮胎 在路口那家修车铺", "calendar.create", "location", "路口那家修车铺"),
        ("明天北京冷不冷", "weather", "city", "Beijing"),
        ("周二跑单奖励200到账", "ledger.add", "amount", "200"),
        ("月底前还要交啥", "calendar.list", "to", "2026-12-31"),
    ])
    func oneCall(_ text: String, _ skill: String, _ key: String, _ value: String) throws {
        try Understood.expectOneCall(text, skill, key, value)
    }
}

/// Rules from corpus round 18's development rows (session 36: a couple renovating and planning a
/// wedding, a personal trainer, an online-shop seller), tried on phrasings of my own: renovation
/// costs are housing, a list's unnamed items share its one category, a business's sales and a
/// client's renewal are pay, a visitor "coming by" sets no deadline, "coming" after a name is a verb,
/// plural sessions over a period are a look-up. "Now" is Wednesday 2026-12-02 10:00 in Shanghai.
@Suite struct RenovationAndShopRequestsTests {
    @Test(arguments: [
        ("水电工上门费 300", "expense housing"), ("grout and primer 64", "expense housing"),
        ("淘宝店直播卖了 2600", "income salary"), ("sold two session packages 900", "income salary"),
        ("闲鱼卖了旧沙发 300", "income other"), ("李姐续了二十节课 5600", "income salary"),
        ("健身卡续了 1999", "expense health"), ("gift from grandma 100", "income other"),
        ("音乐会员续费 15", "expense entertainment"),
        ("拿货 4200", "expense shopping"), ("whey 39.90", "expense health"),
    ])
    func kindAndCategory(_ text: String, _ expected: String) throws {
        #expect(try Understood.kindAndCategory(text) == expected, "\(text)")
    }

    @Test(arguments: [
        // 门槛石, a thing no word names, is bought (ThingsBought).
        ("地砖5400 门槛石300 安装费800", ["housing", "shopping", "housing"]),
        ("drywall 700, labor 1200", ["housing", "housing"]),
        // One item named, the other a thing of its own: nothing is shared.
        ("tile 640, hair trial 120", ["housing", "other"]),
        // Two named categories: nothing is shared.
        ("午饭35 打车20 杂费5", ["food", "transport", "other"]),
    ])
    func listSharesItsCategory(_ text: String, _ expected: [String]) throws {
        let calls = try LookUpAndPlaceRulesTests.calls(text, keys: ["category"])
        #expect(calls == expected.map { "ledger.add category=\($0)" }, "\(text)")
    }

    @Test(arguments: [
        ("plumber coming by friday 9am", "calendar.create", "start", "2026-12-04T09:00:00"),
        (
            "the tiler's coming monday 8am to start the bathroom", "calendar.create", "title",
            "Tiler's coming to start the bathroom"
        ),
        ("clients over the next 3 days", "calendar.list", "to", "2026-12-04"),
        ("free trial class all day saturday", "calendar.create", "start", "2026-12-05"),
        ("remind me in 15 min about the package pickup", "reminder.create", "title", "The package pickup"),
        ("6.18 大促 直播", "calendar.create", "start", "2027-06-18"),
        ("6.18 防水验收", "calendar.create", "start", "2027-06-18"),
        ("下周一买跑步机", "calendar.create", "title", "买跑步机"),
        ("明天 给我爸送药", "calendar.create", "title", "给我爸送药"),
        ("take a look at the quotes friday 2pm at home depot", "calendar.create", "location", "home depot"),
        ("stretch class saturday 9am in the rec center", "calendar.create", "location", "the rec center"),
        ("oil change and tire rotation monday 8am", "calendar.create", "start", "2026-12-07T08:00:00"),
        ("cancel chapter 3 review", "calendar.delete", "title", "Chapter 3 review"),
    ])
    func oneCall(_ text: String, _ skill: String, _ key: String, _ value: String) throws {
        try Understood.expectOneCall(text, skill, key, value)
    }
}

/// Two clauses of one message on one day: a clock said without its half of the day goes on from the
/// clause before; a request of another kind before a weather and a run question is a third call.
@Suite struct ClausesThatGoOnTests {
    @Test func clockGoesOnFromTheMorning() throws {
        let calls = try LookUpAndPlaceRulesTests.calls("周五上午八点到九点 王哥私教 九点到十点 李姐私教", keys: ["start", "end"])
        #expect(
            calls == [
                "calendar.create start=2026-12-04T08:00:00 end=2026-12-04T09:00:00",
                "calendar.create start=2026-12-04T09:00:00 end=2026-12-04T10:00:00",
            ])
    }

    @Test func whatComesAfterIsAnotherEvent() throws {
        let calls = try LookUpAndPlaceRulesTests.calls("周六上午十点开会 开完下午三点去健身", keys: ["start", "title"])
        #expect(
            calls == [
                "calendar.create start=2026-12-05T10:00:00 title=开会",
                "calendar.create start=2026-12-05T15:00:00 title=去健身",
            ])
    }

    @Test func eventThenWeatherThenRun() throws {
        let calls = try LookUpAndPlaceRulesTests.calls(
            "yoga friday 7am in riverside park, weather in boston friday and can i run", keys: ["location", "city"])
        #expect(
            calls == [
                "calendar.create location=riverside park", "weather city=Boston", "running_advice city=Boston",
            ])
    }
}

/// A ledger note keeps what names the item (session 36): a holiday or a month right before it
/// (国庆加班费, 3月房租), what follows the last word of giving or buying (交的寒假托管费 → 寒假托管费,
/// 卖了个旧手机 → 旧手机), a name without such a word whole (驾校科目二考试费), and 双 of 双十一.
@Suite struct LedgerNoteKeepsTheItemTests {
    @Test(arguments: [
        ("春节值班费 到账 1200", "春节值班费"), ("3月房租 4200", "3月房租"), ("周三交的寒假托管费 1800", "寒假托管费"),
        ("卖了个旧手机 收了八百", "旧手机"), ("驾校科目二考试费 300", "驾校科目二考试费"), ("双十一预售的定金付了100", "双十一预售的定金"),
    ])
    func note(_ text: String, _ expected: String) throws {
        #expect(try Understood.argument(text, "note") == expected, "\(text)")
    }
}

/// Prices followed by their day (session 36): "paid the plumber 180 on friday"; a small number
/// before a day stays a clock. (The money recognizer alone reads "parking 12 for 2 hours"; in a
/// request the router still drops that amount: not yet found why.)
@Suite struct PriceThenDayTests {
    @Test(arguments: [
        ("paid the plumber 180 on friday", "180"), ("OT 300 in", "300"),
        ("party favors 45", "45"),
    ])
    func amount(_ text: String, _ expected: String) throws {
        #expect(try Understood.argument(text, "amount") == expected, "\(text)")
    }

    @Test func smallNumberBeforeADayIsNoPrice() throws {
        #expect(try Understood.skill("dinner with sam 7 on friday") == "calendar.create")
    }
}

/// New Year's Eve in a Chinese title (session 36): beside the time that places it, 跨年 before a
/// name is part of the name and after what is done is the doing; a part of the day gives way to a
/// clock said inside it.
@Suite struct NewYearsEveTitlesTests {
    @Test(arguments: [
        ("12月31号晚上 跨年晚宴 七点半", "2026-12-31T19:30:00", "跨年晚宴"),
        ("三十一号晚上九点去江边跨年", "2026-12-31T21:00:00", "去江边跨年"),
    ])
    func title(_ text: String, _ start: String, _ title: String) throws {
        let arguments = try RouterFixtures.standardRouter().interpret(text).arguments
        #expect(arguments["start"]?.stringValue == start, "\(text)")
        #expect(arguments["title"]?.stringValue == title, "\(text)")
    }
}

/// A new event said on one day with how many days it lasts (session 36): the last day is its end,
/// and the count is no part of its title; 天气 is no count of days.
@Suite struct EventLengthTests {
    @Test(arguments: [
        ("camping at the lake saturday for 2 days", "2026-12-05", "2026-12-06"),
        ("three days off starting monday", "2026-12-07", "2026-12-09"),
        ("周五去杭州出差四天", "2026-12-04", "2026-12-07"),
    ])
    func lastDay(_ text: String, _ start: String, _ end: String) throws {
        let arguments = try RouterFixtures.standardRouter().interpret(text).arguments
        #expect(arguments["start"]?.stringValue == start, "\(text)")
        #expect(arguments["end"]?.stringValue == end, "\(text)")
        #expect(arguments["title"]?.stringValue.map { !$0.contains("2") && !$0.contains("四天") } == true, "\(text)")
    }

    @Test func fromWhenIsNoPartOfTheTitle() throws {
        #expect(try Understood.argument("下周一起连休三天", "title") == "连休")
        #expect(try Understood.argument("明天六点起床 去赶飞机", "title")?.hasPrefix("起床") == true)
    }

    @Test func weatherIsNoCountOfDays() throws {
        #expect(try Understood.skill("后天天气") == "weather")
    }
}

/// A part of the day said once after coordinated days applies to each (CONVENTIONS "distribute",
/// session 36): 周三和周五下午, "mon or tue evening".
@Suite struct PartOfDayDistributedTests {
    @Test(arguments: [
        ("周四和周五下午", ["2026-12-03T12:00:00", "2026-12-04T12:00:00"]),
        ("mon or tue evening", ["2026-12-07T18:00:00", "2026-12-08T18:00:00"]),
    ])
    func eachDayTakesThePart(_ text: String, _ starts: [String]) {
        let found = TimeRecognizer().entities(in: NormalizedText(text), context: CoordinationEllipsisTests.now)
        #expect(found.map { $0.start.description } == starts, "\(text)")
        #expect(found.allSatisfy { $0.end != nil }, "\(text)")
    }
}

/// 元旦后第一个工作日 and 国庆前最后一个工作日: working days counted from a holiday, Monday to Friday
/// (session 36). 2027-10-01 is a Friday, 2027-01-01 a Friday.
@Suite struct WorkdaysFromAHolidayTests {
    @Test(arguments: [
        ("国庆后第一个工作日", "2027-10-04T00:00:00"), ("元旦后第二个工作日", "2027-01-05T00:00:00"),
        ("国庆前的最后一个工作日", "2027-09-30T00:00:00"),
    ])
    func day(_ text: String, _ expected: String) {
        let found = TimeRecognizer().entities(in: NormalizedText(text), context: CoordinationEllipsisTests.now)
        #expect(found.map { $0.start.description } == [expected], "\(text)")
    }
}

/// Days of the month listed with commas after "the 4th" are days of the same month (session 36);
/// "the 26th and 27th" stays one run for a change.
@Suite struct BareDaysOfTheMonthTests {
    @Test func listAfterADayOfTheMonth() {
        let found = TimeRecognizer().entities(
            in: NormalizedText("on the 4th, 5th and 6th"), context: CoordinationEllipsisTests.now)
        #expect(found.map { $0.start.dateString } == ["2026-12-04", "2026-12-05", "2026-12-06"])
    }
}

/// The last entries asked for by count, with no verb the classifier knows (session 36).
@Suite struct LastEntriesByCountTests {
    @Test(arguments: ["bring up my last 5 transactions", "last 5 purchases", "最近五笔"])
    func listsThem(_ text: String) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        #expect(interpretation.skillID == "ledger.list", "\(text)")
        #expect(interpretation.arguments["limit"] == .number(5), "\(text)")
    }

    @Test func aCountOfSomethingElseIsNoList() throws {
        #expect(try Understood.skill("last 3 miles felt slow") != "ledger.list")
    }
}

/// Digits and letters do not share a period word's code (session 36): "the 12" was read as "q2",
/// the second quarter; "the 11" … "the 14" are days, Q1 … Q4 and H1 still quarters and halves.
@Suite struct PeriodWordCodesTests {
    @Test(arguments: [
        ("due the 12", "2026-12-12T00:00:00"), ("the 14", "2026-12-14T00:00:00"),
        ("Q2 numbers", "2027-04-01T00:00:00"), ("h1 targets", "2027-01-01T00:00:00"),
    ])
    func start(_ text: String, _ expected: String) {
        let found = TimeRecognizer().entities(in: NormalizedText(text), context: CoordinationEllipsisTests.now)
        #expect(found.first?.start.description == expected, "\(text)")
    }
}

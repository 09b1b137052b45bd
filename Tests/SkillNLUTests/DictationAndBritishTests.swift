import AgentSkill
import Testing

@testable import SkillNLU

/// Dictated and British English, and Chinese dictation fillers (session 30): "a fortnight",
/// "Monday week", "twenty to twelve", an ordinal day after a preposition, "next three days",
/// 然后呢 and the request said after the event. "Now" is Wednesday 2026-12-02 10:00.
@Suite struct DictationAndBritishTests {
    @Test(arguments: [
        ("meet me twenty to twelve", "2026-12-02T11:40:00"), ("lunch twenty-five to one", "2026-12-02T12:35:00"),
        ("car service a fortnight today at 10", "2026-12-16T10:00:00"), ("in a fortnight", "2026-12-16T00:00:00"),
        ("a week today", "2026-12-09T00:00:00"), ("Monday week the builders start", "2026-12-14T00:00:00"),
        ("dentist appointment on the thirtieth at ten", "2026-12-30T10:00:00"),
        ("weather for the fourth in Boston", "2026-12-04T00:00:00"),
        ("total spending for 2025", "2025-01-01T00:00:00"), ("during 2025", "2025-01-01T00:00:00"),
        // A quarter that names the event is no time; one that says when still is.
        ("Q3 planning tomorrow at 10am", "2026-12-03T10:00:00"), ("spending in Q1 2026", "2026-01-01T00:00:00"),
        // Not times: a count of times, a floor, hours worked today, a week's day of the week.
        ("for the second time", "none"), ("the fourth floor", "none"),
    ])
    func englishDays(_ text: String, _ expected: String) {
        #expect(ClockIdiomTests.start(text, english: true) == expected, "\(text)")
    }

    /// 初三中午 is the third day of the new year at noon; 初三中学 is a school.
    @Test func theThirdDayOfTheNewYearAtNoon() {
        #expect(ClockIdiomTests.start("初三中午十二点 在老地方聚餐", now: "2029-02-12T17:30:00") == "2029-02-15T12:00:00")
        #expect(ClockIdiomTests.start("初三中学") == "none")
    }

    /// "five to ten" may be a range; "twenty to twelve" cannot run backwards, so it is a clock.
    @Test func aForwardPairNeedsASetting() {
        #expect(ClockIdiomTests.start("kids five to ten", english: true) == "none")
    }

    @Test(arguments: [
        ("within a fortnight", "2026-12-02T00:00:00…2026-12-16T00:00:00"),
        ("how much have I spent in the last fortnight", "2026-11-19T00:00:00…2026-12-03T00:00:00"),
        ("next three days", "2026-12-02T00:00:00…2026-12-05T00:00:00"),
    ])
    func englishWindows(_ text: String, _ expected: String) {
        let found = TimeRecognizer().entities(
            in: NormalizedText(text), context: TimeTestSupport.context(ClockIdiomTests.wednesday, "America/New_York"))
        #expect(found.map { "\($0.start)…\($0.end.map(\.description) ?? "")" } == [expected], "\(text)")
    }

    /// The words a fortnight replaced still map back to the text as typed.
    @Test func aRewrittenWordKeepsItsPlace() {
        let text = NormalizedText("within a Fortnight, please")
        #expect(String(String.UnicodeScalarView(text.scalars)) == "within two weeks, please")
        #expect(text.span(7..<16).text == "a Fortnight")
    }

    @Test(arguments: [
        ("就是后天晚上七点然后呢跟老同学吃个饭", "跟老同学吃个饭"),
        ("礼拜四下午两点面试 帮我加一下", "面试"), ("明天下午3点开会 记一下", "开会"),
        ("明儿个晚上七点来钟 跟老同学喝酒", "跟老同学喝酒"),
        // Who said it first, a note to self and "do not disturb" are no part of the title.
        ("老公说周日要去爬山 早上七点出发", "去爬山"), ("帮我记个事 周五晚上八点 给房东打电话", "给房东打电话"),
        ("今晚九点到十一点 写论文 别打扰", "写论文"),
    ])
    func chineseRequestWordsAreNoTitle(_ text: String, _ title: String) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        #expect(interpretation.skillID == "calendar.create", "\(text)")
        #expect(interpretation.arguments["title"]?.stringValue == title, "\(text)")
    }

    /// A new length or a longer run is no move.
    @Test(arguments: [
        ("项目评审改成两个小时", "length PT2H"), ("周会延长半小时", "extend PT30M"), ("例会缩短十五分钟", "extend -PT15M"),
        ("make it two hours", "length PT2H"), ("the sync needs an hour", "length PT1H"),
        ("cut the readout down to an hour", "length PT1H"), ("workshop an hour longer", "extend PT1H"),
        ("周会推迟半小时", "none"), ("push the standup back an hour", "none"),
    ])
    func lengthChanges(_ text: String, _ expected: String) {
        let scalars = NormalizedText(text).scalars
        let found = EventEdit.findShift(in: scalars).flatMap { EventEdit.lengthChange(in: scalars, shift: $0) }
        #expect(found.map { "\($0.key) \($0.value)" } ?? "none" == expected, "\(text)")
    }

    /// 然后呢 between two entries; a bare amount in an English part of a Chinese message is yuan.
    @Test(arguments: [
        ("咖啡28 然后呢 面包15", ["ledger.add amount=28 currency=CNY", "ledger.add amount=15 currency=CNY"]),
        ("lunch花了35 然后dinner 88", ["ledger.add amount=35 currency=CNY", "ledger.add amount=88 currency=CNY"]),
        // Entries typed with spaces, each with its own day; AA inside Chinese is a money word.
        ("周一打车36 周二打车41", ["ledger.add amount=36 currency=CNY", "ledger.add amount=41 currency=CNY"]),
        ("周六聚餐AA 215 周日买菜 58", ["ledger.add amount=215 currency=CNY", "ledger.add amount=58 currency=CNY"]),
    ])
    func entriesSaidOneAfterAnother(_ text: String, _ expected: [String]) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["amount", "currency"]) == expected, "\(text)")
    }

    /// A look-up verb after a space opens another request in Chinese typed without punctuation.
    @Test func aLookUpAfterASpaceIsAnotherRequest() throws {
        #expect(
            try LookUpAndPlaceRulesTests.calls("后天下午三点打网球 查下后天杭州天气", keys: ["city", "date", "start"]) == [
                "calendar.create start=2026-12-04T15:00:00", "weather city=Hangzhou date=2026-12-04",
            ])
    }

    /// "… this week? and next week?": a follow-up question after a question mark repeats the
    /// request for its own period.
    @Test func aFollowUpQuestionAfterAQuestionMark() throws {
        #expect(
            try LookUpAndPlaceRulesTests.calls("what's on this week? and next week?", keys: ["from", "to"]) == [
                "calendar.list from=2026-11-30 to=2026-12-06", "calendar.list from=2026-12-07 to=2026-12-13",
            ])
    }

    /// Clauses that come out as the same call are one request, not two.
    @Test func theSameCallTwiceIsOneRequest() throws {
        let interpretation = try RouterFixtures.standardRouter().interpret("月底31号 下午三点 报销截止")
        #expect(interpretation.calls.isEmpty)
        #expect(interpretation.arguments["start"]?.stringValue == "2026-12-31T15:00:00")
    }
}

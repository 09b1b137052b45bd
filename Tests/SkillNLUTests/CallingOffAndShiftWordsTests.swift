import AgentSkill
import Testing

@testable import SkillNLU

/// Calling an event off in everyday words, which way a shift goes, and 看下 before a weekday
/// (session 31). "Now" is Wednesday 2026-12-02 10:00 in Shanghai.
@Suite struct CallingOffAndShiftWordsTests {
    /// The name is what is left once the words that call it off are gone, wherever they stand.
    @Test(arguments: [
        ("周二的瑜伽课 取消掉", "瑜伽课"), ("周四晚上那个瑜伽 我去不了 删了", "瑜伽"), ("跟Mia吃饭的事 算了 删掉吧", "跟Mia吃饭"),
        ("元旦去登山那个行程，帮我从日历里去掉", "去登山"), ("双十一抢购那个不要了", "抢购"),
        ("take the couples massage off Valentine's Day", "couples massage"), ("um take off wednesday gym", "gym"),
        ("landlord let us renew, so delete move out", "move out"),
        ("working late friday so no gym, delete that one", "gym"),
        ("no standup monday, it's a company offsite", "standup"),
    ])
    func theEventCalledOff(_ text: String, _ title: String) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        #expect(interpretation.skillID == "calendar.delete", "\(text)")
        #expect(interpretation.arguments["title"]?.stringValue == title, "\(text)")
    }

    /// "that one" and "the big one" point at something; they are no amount.
    @Test(arguments: ["delete that one", "the big one", "which one"])
    func oneAfterADeterminerIsNoAmount(_ text: String) {
        #expect(MoneyRecognizerTests.one(text) == "", "\(text)")
    }

    @Test func oneAsAnAmountStays() {
        #expect(MoneyRecognizerTests.one("lunch was one fifty") == "one fifty=1.5 USD")
    }

    /// The direction word nearest the amount wins; the 早 of 明早 is a day. 俩钟头 and 一个钟 are
    /// hours.
    @Test(arguments: [
        ("明早跑步 往后推半小时", "PT30M"), ("视频拜年往后推俩钟头", "PT2H"), ("下周一下午三点那个，往后挪一个钟", "PT1H"),
        ("早上的会往前挪半小时", "-PT30M"), ("周会提前半小时", "-PT30M"),
    ])
    func shiftDirection(_ text: String, _ shift: String) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        #expect(interpretation.skillID == "calendar.update", "\(text)")
        #expect(interpretation.arguments["shift"]?.stringValue == shift, "\(text)")
    }

    /// "start it at", ", change to": the change said after the event, whose name is not "to 5".
    @Test(arguments: [
        ("the lunch and learn on the 5th, start it at 12:30", "Lunch and learn", "2026-12-05T12:30:00"),
        ("tomorrow's 4 o'clock, change to 5", nil, "2026-12-03T17:00:00"),
    ])
    func aChangeSaidAfterTheEvent(_ text: String, _ title: String?, _ start: String) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        #expect(interpretation.skillID == "calendar.update", "\(text)")
        #expect(interpretation.arguments["title"]?.stringValue == title, "\(text)")
        #expect(interpretation.arguments["start"]?.stringValue == start, "\(text)")
    }

    /// The name of the event, past a reason typed before a space and past 名字 (what changes).
    @Test(arguments: [
        ("王总说明天不行 吃饭往后挪一天", "吃饭"), ("周三下午三点那个会，名字改成“供应商对账”", "会"),
        ("明天下午三点的评审 名字改成 V2.0评审", "评审"),
    ])
    func theNameBesideWhyAndWhat(_ text: String, _ title: String) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        #expect(interpretation.skillID == "calendar.update", "\(text)")
        #expect(interpretation.arguments["title"]?.stringValue == title, "\(text)")
    }

    /// Moved to a day's part: the day, and the part the event's clock should lie in.
    @Test(arguments: [
        ("约会改到周日晚上", "2026-12-06", "18:00-24:00"), ("move dinner to friday evening", "2026-12-04", "18:00-24:00"),
    ])
    func movedToAPartOfADay(_ text: String, _ day: String, _ within: String) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        #expect(interpretation.arguments["new_date"]?.stringValue == day, "\(text)")
        #expect(interpretation.arguments["within"]?.stringValue == within, "\(text)")
    }

    /// A place given by its label and verb, beside any other change; a place label beside a clock
    /// is a new event's.
    @Test(arguments: [
        ("同学聚会地点是湘菜馆", "calendar.update", "湘菜馆"), ("去银行那个 地点写上 招商银行科技园支行", "calendar.update", "招商银行科技园支行"),
        ("跟Mia吃晚饭改到周六 地点换成 海底捞", "calendar.update", "海底捞"),
        ("下周二下午三点 地点是B座1208 供应商谈判", "calendar.create", "B座1208"),
        ("change the concert venue to Madison Square Garden", "calendar.update", "Madison Square Garden"),
    ])
    func aPlaceByItsLabel(_ text: String, _ skill: String, _ location: String) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        #expect(interpretation.skillID == skill, "\(text)")
        #expect(interpretation.arguments["location"]?.stringValue == location, "\(text)")
    }

    /// A day before the name and a clock after it: the day finds, the whole moves; noon takes no
    /// part of the day from the day said.
    @Test(arguments: [
        ("thursday yoga 8pm instead", "2026-12-03", "2026-12-03T20:00:00"),
        ("sunday evening's thing, make it lunch at noon instead", "2026-12-06", "2026-12-06T12:00:00"),
    ])
    func aDayBeforeTheNameFinds(_ text: String, _ date: String, _ start: String) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        #expect(interpretation.arguments["date"]?.stringValue == date, "\(text)")
        #expect(interpretation.arguments["start"]?.stringValue == start, "\(text)")
    }

    /// Changes said as people say them (written before running the parser on them).
    @Test(arguments: [
        ("my flight got pushed back two hours", "shift", "PT2H"),
        ("make the 1:1 with Sarah 30 minutes", "length", "PT30M"),
        ("move my run tomorrow morning to the evening", "within", "18:00-24:00"),
        ("move my run tomorrow morning to the evening", "during", "06:00-12:00"),
    ])
    func changesAsPeopleSayThem(_ text: String, _ key: String, _ value: String) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        #expect(interpretation.skillID == "calendar.update", "\(text)")
        #expect(interpretation.arguments[key]?.stringValue == value, "\(text)")
    }

    /// A day and a clock composed across the change word: the day and its part find the event.
    @Test func theDayBeforeTheChangeWordFinds() throws {
        let interpretation = try RouterFixtures.standardRouter().interpret("明天下午那个面试改成四点")
        #expect(interpretation.arguments["date"]?.stringValue == "2026-12-03")
        #expect(interpretation.arguments["during"]?.stringValue == "12:00-18:00")
        #expect(interpretation.arguments["start"]?.stringValue == "2026-12-03T16:00:00")
    }

    /// 看下 / 查下 before a weekday is "have a look"; 看下下周五 is 看看下周五; 查下周的安排 keeps
    /// next week.
    @Test(arguments: [
        ("周五下午三点开会 顺便看下周五北京天气", ["calendar.create start=2026-12-04T15:00:00", "weather date=2026-12-04"]),
        ("看下下周五北京天气", ["weather date=2026-12-11"]),
    ])
    func aLookBeforeAWeekday(_ text: String, _ expected: [String]) throws {
        let found = try LookUpAndPlaceRulesTests.calls(text, keys: ["start", "date"])
        #expect(found == expected, "\(text)")
    }

    @Test func nextWeekWithoutAWeekdayStays() {
        let text = NormalizedText("查下周的安排")
        #expect(String(String.UnicodeScalarView(text.scalars)) == "查下周的安排")
        #expect(String(String.UnicodeScalarView(NormalizedText("看下周五").scalars)) == "看看周五")
        // 看看 already says "a little"; 周末 is left to mean next weekend.
        #expect(String(String.UnicodeScalarView(NormalizedText("看看下周五").scalars)) == "看看下周五")
        #expect(String(String.UnicodeScalarView(NormalizedText("看下周末").scalars)) == "看下周末")
    }
}

import StandardSkills
import Testing

@testable import SkillNLU

/// How often a request says something repeats, read into the parts of an RFC 5545 RRULE
/// (issue 18: "每周三晚上7点打羽毛球" was read as one date).
struct RecurrencePhraseTests {
    @Test(arguments: [
        ("每周三晚上7点打羽毛球", "FREQ=WEEKLY;BYDAY=WE"),
        ("每周一上午九点例会", "FREQ=WEEKLY;BYDAY=MO"),
        ("每周一三五早上跑步", "FREQ=WEEKLY;BYDAY=MO,WE,FR"),
        ("每周二和周四晚上游泳", "FREQ=WEEKLY;BYDAY=TU,TH"),
        ("每个星期天下午打扫", "FREQ=WEEKLY;BYDAY=SU"),
        ("每隔一周周三下午3点钢琴课", "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE"),
        ("隔周周五组会", "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR"),
        ("每两周开一次会", "FREQ=WEEKLY;INTERVAL=2"),
        ("工作日每天早上8点跑步", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        ("每个工作日9点站会", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        ("每月最后一个周五下午4点复盘", "FREQ=MONTHLY;BYDAY=-1FR"),
        ("每个月第二个周三交报表", "FREQ=MONTHLY;BYDAY=2WE"),
        ("每月15号还信用卡", "FREQ=MONTHLY;BYMONTHDAY=15"),
        ("每月月底对账", "FREQ=MONTHLY;BYMONTHDAY=-1"),
        ("每年3月3日纪念日", "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3"),
        ("每天晚上10点吃药", "FREQ=DAILY"),
        ("每隔两天浇一次花", "FREQ=DAILY;INTERVAL=3"),
        ("每周一上午九点例会，共10次", "FREQ=WEEKLY;BYDAY=MO;COUNT=10"),
        ("every Monday at 9 standup", "FREQ=WEEKLY;BYDAY=MO"),
        ("every other Wednesday at 3pm piano", "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE"),
        ("weekdays at 8am gym", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        ("the last Friday of every month at 4pm review", "FREQ=MONTHLY;BYDAY=-1FR"),
        ("every month on the second Tuesday book club", "FREQ=MONTHLY;BYDAY=2TU"),
        ("rent on the 1st of every month", "FREQ=MONTHLY;BYMONTHDAY=1"),
        ("every year on March 3 anniversary", "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3"),
        ("yoga on Tuesdays and Thursdays at 7pm", "FREQ=WEEKLY;BYDAY=TU,TH"),
        ("every 2 weeks on friday payday", "FREQ=WEEKLY;INTERVAL=2"),
        ("daily standup at 9:30", "FREQ=DAILY"),
        ("piano lesson every Saturday morning, 10 times", "FREQ=WEEKLY;BYDAY=SA;COUNT=10"),
        ("biweekly 1:1 with Sam", "FREQ=WEEKLY;INTERVAL=2"),
    ])
    func aRepetitionIsReadIntoARule(text: String, rule: String) throws {
        let phrase = try #require(RecurrencePhrase.find(in: text), "\(text)")
        #expect(phrase.rule == rule, "\(text)")
        // What the NLU writes, the calendar's recurrence engine reads, and writes back the same.
        let parsed = try RecurrenceRule(parsing: phrase.rule)
        #expect(try RecurrenceRule(parsing: parsed.text) == parsed, "\(text)")
    }

    /// One-off requests say nothing about repeating.
    @Test(arguments: [
        "明天下午3点开会", "周三晚上7点打羽毛球", "午饭花了35元", "lunch with Ann on Friday at noon",
        "move my dentist appointment to Friday at 3pm", "这个月花了多少钱", "how much did I spend this month",
        "下周一上午九点例会",
    ])
    func aOneOffRequestHasNoRule(text: String) {
        #expect(RecurrencePhrase.find(in: text) == nil, "\(text)")
    }

    @Test func endsSaidAsALengthOrADateAreMarked() throws {
        let weeks = try #require(RecurrencePhrase.find(in: "every Monday at 9 standup for 10 weeks"))
        #expect(weeks.length == 10)
        #expect(weeks.lengthUnit == .weekly)
        let chinese = try #require(RecurrencePhrase.find(in: "每周三游泳，持续3个月"))
        #expect(chinese.length == 3)
        #expect(chinese.lengthUnit == .monthly)
        let text = "every Monday at 9 standup until March"
        let until = try #require(RecurrencePhrase.find(in: text))
        let span = try #require(until.untilSpan)
        #expect(String(String.UnicodeScalarView(Array(text.unicodeScalars)[span])) == "March")
        let zh = "每周一例会到明年3月"
        let toMarch = try #require(RecurrencePhrase.find(in: zh))
        let zhSpan = try #require(toMarch.untilSpan)
        #expect(String(String.UnicodeScalarView(Array(zh.unicodeScalars)[zhSpan])) == "明年3月")
    }

    /// The cue words, for leaving them out of a title: "每周三晚上7点打羽毛球" keeps 打羽毛球.
    @Test(arguments: [
        ("每周三晚上7点打羽毛球", ["每周三"]),
        ("每隔一周周三下午3点钢琴课", ["每隔一周周三"]),
        ("every other Wednesday at 3pm piano", ["every other wednesday"]),
        ("每周一上午九点例会，共10次", ["每周一", "共10次"]),
    ])
    func theCueWordsAreMarked(text: String, cues: [String]) throws {
        let phrase = try #require(RecurrencePhrase.find(in: text))
        let scalars = Array(text.lowercased().unicodeScalars)
        #expect(phrase.cueRanges.map { String(String.UnicodeScalarView(scalars[$0])) } == cues)
    }

    /// Hostile sizes stay bounded: an interval is at most 1,000; a count past what COUNT holds is none.
    @Test func hugeIntervalsAreBounded() throws {
        let phrase = try #require(RecurrencePhrase.find(in: "every 999999999999 weeks"))
        #expect(phrase.interval <= 1_000)
        let count = try #require(RecurrencePhrase.find(in: "每周一例会，共99999999999次"))
        #expect(count.count == nil)
        #expect(try RecurrenceRule(parsing: count.rule).end == .never)
    }
}

/// Weekday runs, weekends, more ends, and the words that also name an event.
struct RecurrencePhraseMoreTests {
    @Test(arguments: [
        ("周一到周五早上8点送孩子", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        ("每个周末上午10点爬山", "FREQ=WEEKLY;BYDAY=SA,SU"),
        ("hike every weekend at 9", "FREQ=WEEKLY;BYDAY=SA,SU"),
        ("每周六上午游泳课，共8节", "FREQ=WEEKLY;BYDAY=SA;COUNT=8"),
        ("meet weekly on Mondays", "FREQ=WEEKLY;BYDAY=MO"),
    ])
    func moreRepetitionIsRead(text: String, rule: String) throws {
        let phrase = try #require(RecurrencePhrase.find(in: text), "\(text)")
        #expect(phrase.rule == rule, "\(text)")
    }

    /// A run of days that is one week named, and a clock range, are no repetition or end.
    @Test func aNamedWeekAndAClockRangeAreNotRepetition() throws {
        #expect(RecurrencePhrase.find(in: "下周一到周五出差") == nil)
        let range = try #require(RecurrencePhrase.find(in: "每周三晚上7点到9点日语课"))
        #expect(range.untilSpan == nil)
        let english = try #require(RecurrencePhrase.find(in: "every Tuesday from 6 until 8pm choir"))
        #expect(english.untilSpan == nil)
    }

    /// "weekly sync": the word names the event and stays in its title.
    @Test func anAdjectiveNamesTheEvent() throws {
        let named = try #require(RecurrencePhrase.find(in: "weekly sync tomorrow at 10"))
        #expect(named.onlyInAName)
        #expect(named.cueRanges.isEmpty)
        let said = try #require(RecurrencePhrase.find(in: "weekly team sync on Mondays at 11am"))
        #expect(!said.onlyInAName)
        #expect(said.namingRanges == [0..<6])
    }

    @Test func lengthsSaidAheadAreLengths() throws {
        let ahead = try #require(RecurrencePhrase.find(in: "接下来两周每天晚上11点睡觉"))
        #expect(ahead.length == 2)
        #expect(ahead.lengthUnit == .weekly)
        let next = try #require(RecurrencePhrase.find(in: "remind me every night for the next 3 weeks"))
        #expect(next.length == 3)
    }
}

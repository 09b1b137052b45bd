import SkillNLU
import Testing

/// Session 29's rules for requests said one after the other, with rows written for the rules.
/// "Now" is Wednesday 2026-12-02 10:00 in Shanghai.
@Suite struct RequestsOneAfterAnotherTests {
    private func calls(_ text: String, _ keys: [String]) throws -> [String] {
        try LookUpAndPlaceRulesTests.calls(text, keys: keys)
    }

    /// Complete requests of one skill, said one after the other, are each made.
    @Test(arguments: [
        (
            "how much this week and how much last week",
            ["ledger.summary from=2026-11-30 to=2026-12-06", "ledger.summary from=2026-11-23 to=2026-11-29"]
        ),
        (
            "这周花了多少 上周呢",
            ["ledger.summary from=2026-11-30 to=2026-12-06", "ledger.summary from=2026-11-23 to=2026-11-29"]
        ),
        (
            "今年花了多少 还有今年工资一共进了多少",
            [
                "ledger.summary from=2026-01-01 to=2026-12-31",
                "ledger.summary category=salary from=2026-01-01 to=2026-12-31",
            ]
        ),
        (
            "spending last month vs this month",
            ["ledger.summary from=2026-11-01 to=2026-11-30", "ledger.summary from=2026-12-01 to=2026-12-31"]
        ),
    ])
    func oneSkillTwice(_ text: String, _ expected: [String]) throws {
        #expect(try calls(text, ["category", "from", "to"]) == expected, "\(text)")
    }

    /// A question mark or a full stop inside one request does not make two of one skill.
    @Test(arguments: [
        ("下周二晚上一起吃个饭？六点，帮我记上", "calendar.create start=2026-12-08T18:00:00"),
        ("tomorrow afternoon remind me to call Mr. Wang, at 3", "reminder.create at=2026-12-03T15:00:00"),
    ])
    func aQuestionInsideOneRequestDoesNotCut(_ text: String, _ expected: String) throws {
        #expect(try calls(text, ["start", "at"]) == [expected], "\(text)")
    }

    /// Typed without punctuation: a space before 再 / 还有, or " also " before a request.
    @Test(arguments: [
        (
            "今天奖金到账 3000 顺便看看这个月一共花了多少", ["amount", "from"],
            ["ledger.add amount=3000", "ledger.summary from=2026-12-01"]
        ),
        (
            "dinner with Sam tomorrow at 7pm also what's the weather in Boston", ["start", "city"],
            ["calendar.create start=2026-12-03T19:00:00", "weather city=Boston"]
        ),
    ])
    func joinedWithoutPunctuation(_ text: String, _ keys: [String], _ expected: [String]) throws {
        #expect(try calls(text, keys) == expected, "\(text)")
    }

    /// "the day after", "the day before", 第二天: counted from the day of the part before — but
    /// "the day after tomorrow" is a day of its own.
    @Test(arguments: [
        (
            "basketball tomorrow at 10am, and the weather in Chicago the day after",
            "weather city=Chicago date=2026-12-04"
        ),
        (
            "lunch with Ann Friday at noon, and the weather in Boston the day before",
            "weather city=Boston date=2026-12-03"
        ),
        ("周五下午三点去上海开会，再看看第二天上海的天气", "weather city=Shanghai date=2026-12-05"),
        (
            "dinner Friday at 7pm, and the weather in Boston the day after tomorrow",
            "weather city=Boston date=2026-12-04"
        ),
    ])
    func aDayCountedFromThePartBefore(_ text: String, _ expected: String) throws {
        let got = try calls(text, ["city", "date"])
        #expect(got.count == 2 && got.last == expected, "\(text): \(got)")
    }

    /// A name after "for" ends before the date beside it; short names of cities are known.
    @Test(arguments: [
        ("weather for Providence December 9", "weather city=Providence date=2026-12-09"),
        ("is it going to rain in DC tomorrow", "weather city=Washington date=2026-12-03"),
        ("Philly weather on Saturday", "weather city=Philadelphia date=2026-12-05"),
        ("weather in Vegas tomorrow", "weather city=Las Vegas date=2026-12-03"),
    ])
    func placesBesideDatesAndShortNames(_ text: String, _ expected: String) throws {
        #expect(try calls(text, ["city", "date"]) == [expected], "\(text)")
    }

    /// A heading's day is each entry's and no part of its note; request words are no part of a title.
    @Test func headingsAndRequestWords() throws {
        let entries = try calls("Christmas gifts: handbag for my wife 420, RC car for my son 65", ["amount", "note"])
        #expect(entries == ["ledger.add amount=420 note=Handbag", "ledger.add amount=65 note=RC car"])
        let swap = try calls("cancel tomorrow's yoga and put a swim Friday 7pm instead", ["title"])
        #expect(swap == ["calendar.delete title=Yoga", "calendar.create title=Swim"])
    }

    /// A question with a time of its own after a comma asks another skill; one without is the same
    /// question (后天想在青岛跑步，天气允许吗); "&" joins two days.
    @Test func aQuestionAfterAComma() throws {
        let two = try calls("礼拜三晚上七点跟老王吃饭，这个月吃饭花了多少", ["start", "from"])
        #expect(two == ["calendar.create start=2026-12-02T19:00:00", "ledger.summary from=2026-12-01"])
        let one = try calls("后天想在青岛海边跑步，天气允许吗", ["city", "date"])
        #expect(one == ["running_advice city=Qingdao date=2026-12-04"])
        let days = try calls("weather in Miami tmrw & the day after", ["date"])
        #expect(days == ["weather date=2026-12-03", "weather date=2026-12-04"])
    }
}

import Testing

@testable import SkillNLU

/// Words people type or say for days and counts (session 29): northern 儿-forms, 俩 and 仨,
/// 傍黑 and 晌午, and English chat shorthand. "Now" is Wednesday 2026-12-02 10:00.
@Suite struct SpokenShorthandTests {
    @Test(arguments: [
        ("后儿上午十点去舅舅家", "2026-12-04T10:00:00"), ("明儿个晚上七点喝酒", "2026-12-03T19:00:00"),
        ("今儿晚上八点", "2026-12-02T20:00:00"), ("俩小时后开始包饺子", "2026-12-02T12:00:00"),
        ("仨礼拜以后复查", "2026-12-23T00:00:00"), ("傍黑出去遛狗", "2026-12-02T17:00:00"),
        ("晌午十二点半吃饭", "2026-12-02T12:30:00"),
    ])
    func chinese(_ text: String, _ expected: String) {
        #expect(ClockIdiomTests.start(text) == expected, "\(text)")
    }

    @Test func yesterdaySaidTheNorthernWay() {
        #expect(ClockIdiomTests.start("昨儿个打车四十二", past: true) == "2026-12-01T00:00:00")
    }

    @Test(arguments: [
        ("camping this wknd", "2026-12-05T00:00:00"), ("what did I spend last wk", "2026-11-23T00:00:00"),
        ("oil change sat 9am", "2026-12-05T09:00:00"), ("dentist tmrrw at 5", "2026-12-03T17:00:00"),
        ("sat movie and popcorn", "2026-12-05T00:00:00"), ("I sat in traffic", "none"),
        ("taxes done b4 Dec 15", "2026-12-02T00:00:00"),
    ])
    func english(_ text: String, _ expected: String) {
        #expect(ClockIdiomTests.start(text, english: true) == expected, "\(text)")
    }

    /// 俩 and 仨 count things: never an amount of money.
    @Test func countsAreNoMoney() {
        #expect(MoneyRecognizerTests.one("买了仨西瓜") == "")
        #expect(MoneyRecognizerTests.one("俩杯奶茶花了三十") == "三十=30 CNY")
    }

    /// An event "is off" on a day said; everything spent is a list; "went up to" gives the amount.
    @Test func chatRequests() throws {
        #expect(
            try LookUpAndPlaceRulesTests.calls("fri drinks are off", keys: ["date", "title"]) == [
                "calendar.delete date=2026-12-04 title=Drinks"
            ])
        #expect(
            try LookUpAndPlaceRulesTests.calls("show me everything I spent last wk", keys: ["from"]) == [
                "ledger.list from=2026-11-23"
            ])
        #expect(
            try LookUpAndPlaceRulesTests.calls("rent went up to 2,150 this month, log it", keys: ["amount"]) == [
                "ledger.add amount=2150"
            ])
    }
}

import AgentSkill
import Testing

@testable import SkillNLU

/// Times and amounts as people type them every day (session 31): ordinals of floors, a spelled
/// hour and a half, texting spellings, a holiday's own days, 二月二, decimals with 点, and the
/// words that end one amount and start the next. "Now" is Wednesday 2026-12-02 10:00.
@Suite struct EverydayTimeAndMoneyTests {
    @Test(arguments: [
        ("she lives on the 18th floor", "none"), ("apartment 3B on the 9th floor", "none"),
        ("for the 3rd time", "none"), ("dinner on the 18th", "2026-12-18T00:00:00"),
        ("Sunday brunch eleven thirty", "2026-12-06T11:30:00"),
        ("next Monday the sprint demo, ten thirty if possible", "2026-12-07T10:30:00"),
        ("dinner 2nite at 8", "2026-12-02T20:00:00"), ("Vday dinner res", "2027-02-14T00:00:00"),
        ("long weekend for Labor Day", "2027-09-06T00:00:00"),
    ])
    func englishTimes(_ text: String, _ expected: String) {
        #expect(ClockIdiomTests.start(text, english: true) == expected, "\(text)")
    }

    @Test(arguments: [
        ("国庆第二天早上七点自驾出发", "2027-10-02T07:00:00"), ("二月二剃头", "2027-03-09T00:00:00"),
        ("二月二日开会", "2027-02-02T00:00:00"), ("血糖六点八", "none"), ("体温三十七点五度", "none"),
        ("明天六点八个人吃饭", "2026-12-03T18:00:00"),
    ])
    func chineseTimes(_ text: String, _ expected: String) {
        #expect(ClockIdiomTests.start(text) == expected, "\(text)")
    }

    /// "coffee four fifty" stays a price: a spelled hour with 50 minutes is no clock.
    @Test func aSpelledPriceIsNoClock() {
        #expect(ClockIdiomTests.start("coffee four fifty", english: true) == "none")
    }

    @Test(arguments: [
        ("咖啡28然后蛋糕32", "28=28 CNY | 32=32 CNY"), ("三个人吃饭一共360 我出了120", "360=360 CNY | 120=120 CNY"),
        ("欠小王200，欠老李一千五", "200=200 CNY | 一千五=1500 CNY"), ("二手车最后两万五成交", "两万五=25000 CNY"),
    ])
    func chineseAmounts(_ text: String, _ expected: String) {
        #expect(MoneyRecognizerTests.one(text) == expected, "\(text)")
    }

    /// An amount read inside a clock is dropped: "brunch at eleven thirty" holds no 30.
    @Test func noAmountInsideAClock() throws {
        let analysis = try RouterFixtures.standardRouter().analyze("Sunday brunch at eleven thirty")
        #expect(analysis.money.isEmpty)
        #expect(analysis.times.count == 1)
    }
}

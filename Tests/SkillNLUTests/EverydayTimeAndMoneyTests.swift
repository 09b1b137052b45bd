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
        ("dinner this Friday, the table's booked for 7", "2026-12-04T19:00:00"),
        ("mom's birthday lunch sun noon", "2026-12-06T12:00:00"),
        // An hour opening a note to self, before a comma or a verb of something to do (session 32).
        ("9, take the trash out", "2026-12-03T09:00:00"), ("12, lunch with the new hire", "2026-12-02T12:00:00"),
        ("11 call the landlord back", "2026-12-02T11:00:00"), ("3, 5 and 7 are the options", "none"),
        ("12 eggs", "none"),
        // Words that pin the morning make a bare 5, 6 or 7 the morning's.
        ("school drop off tmrw 7:50", "2026-12-03T07:50:00"), ("breakfast with tom at 7", "2026-12-03T07:00:00"),
        ("dinner at 7", "2026-12-02T19:00:00"),
    ])
    func englishTimes(_ text: String, _ expected: String) {
        #expect(ClockIdiomTests.start(text, english: true) == expected, "\(text)")
    }

    @Test(arguments: [
        ("国庆第二天早上七点自驾出发", "2027-10-02T07:00:00"), ("二月二剃头", "2027-03-09T00:00:00"),
        ("二月二日开会", "2027-02-02T00:00:00"), ("血糖六点八", "none"), ("体温三十七点五度", "none"),
        ("明天六点八个人吃饭", "2026-12-03T18:00:00"),
        // M.D opening the message before a space and words that are no thing bought: a date.
        ("明天7点送孩子上学", "2026-12-03T07:00:00"), ("4.15 报税", "2027-04-15T00:00:00"),
        ("12.12 店里搞活动", "2026-12-12T00:00:00"), ("5.20 咖啡", "none"),
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
        // A Chinese word in letters before a price; a round hundred with 多 ending the message; a
        // number that names something.
        ("昨天晚上8点唱K400", "400=400 CNY"), ("电动车换电瓶 四百多", "四百=400 CNY"), ("来了三百多人", ""),
        ("我的手机尾号是6688", ""), ("验证码 4321", ""),
        // A space ends a Chinese clause after an amount, unless a unit follows it (session 32).
        ("尾款到账了 一万二 记收入", "一万二=12000 CNY"), ("来了三百 人", ""),
    ])
    func chineseAmounts(_ text: String, _ expected: String) {
        #expect(MoneyRecognizerTests.one(text) == expected, "\(text)")
    }

    /// A holiday said in numerals is no amount (五一的高铁票 is May Day's tickets); a letter word
    /// and a space before a spoken price (唱K 三百二).
    @Test(arguments: [("五一的高铁票 两张 五百四", "540"), ("下班跟同事唱K 三百二", "320")])
    func theAmountBesideADayOrAWord(_ text: String, _ amount: String) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        #expect(interpretation.skillID == "ledger.add", "\(text)")
        #expect(interpretation.arguments["amount"]?.stringValue == amount, "\(text)")
    }

    /// An amount read inside a clock is dropped: "brunch at eleven thirty" holds no 30.
    @Test func noAmountInsideAClock() throws {
        let analysis = try RouterFixtures.standardRouter().analyze("Sunday brunch at eleven thirty")
        #expect(analysis.money.isEmpty)
        #expect(analysis.times.count == 1)
    }
}

/// A price at the end of a ledger line, an event said to be somewhere, and one period asked about
/// twice (session 31).
@Suite struct LedgerLinesAndPlacesTests {
    @Test(arguments: [
        ("lunch twelve fifty", "twelve fifty=12.5 USD"), ("coffee four fifty", "four fifty=4.5 USD"),
        ("piano lessons for May 240", "240=240 USD"), ("freelance check came in, 800", "800=800 USD"),
        ("haircut and beard trim, 35 even", "35=35 USD"), ("easter sunday roast 72", "72=72 USD"),
        // Not prices: a head count, a range of days, a list of days, a measure, a year, minutes.
        ("party for 30", ""), ("business trip Dec 21 through 24", ""), ("weather Dec 27, 28 and 29", ""),
        ("the temperature was 72", ""), ("check the forecast for that day 2028", ""), ("meeting with bob 30", ""),
        // Session 32: a check or an invoice is money; a number after "the kids" ending the line is a price.
        ("freelance check 1,200 came in", "1,200=1200 USD"), ("invoice 850 paid", "850=850 USD"),
        ("saturday bowling with the kids 64", "64=64 USD"),
        // A dash after a space sets off what follows the amount.
        ("rent 1900 - paid", "1900=1900 USD"), ("10 - 12 people", ""),
    ])
    func aPriceEndsTheLine(_ text: String, _ expected: String) {
        #expect(MoneyRecognizerTests.one(text) == expected, "\(text)")
    }

    @Test(arguments: [
        ("book club is at the library this time", "calendar.update location=the library title=Book club"),
        ("bank appointment is at the Chase on Main St", "calendar.update location=the Chase on Main St"),
        (
            "standup monday is in the big conference room",
            "calendar.update date=2026-12-07 location=the big conference room"
        ),
    ])
    func anEventSaidToBeSomewhere(_ text: String, _ expected: String) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        let found =
            ([interpretation.skillID ?? "none"]
            + ["date", "location", "title"].compactMap { key in
                interpretation.arguments[key]?.stringValue.map { "\(key)=\($0)" }
            }).joined(separator: " ")
        #expect(expected.split(separator: " ").allSatisfy { found.contains($0) }, "\(text): \(found)")
    }

    @Test(arguments: ["the dentist is in two weeks", "the meeting is in the morning"])
    func aTimeIsNoPlace(_ text: String) throws {
        #expect(try RouterFixtures.standardRouter().interpret(text).skillID != "calendar.update", "\(text)")
    }

    @Test(arguments: [
        (
            "how much did i spend this month and how much of it was food",
            ["ledger.summary from=2026-12-01", "ledger.summary category=food from=2026-12-01"]
        ),
        (
            "food this month and transport this month",
            ["ledger.summary category=food from=2026-12-01", "ledger.summary category=transport from=2026-12-01"]
        ),
        ("跟老王和小李吃饭花了多少", ["ledger.summary category=food"]),
    ])
    func onePeriodAskedTwice(_ text: String, _ expected: [String]) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["category", "from"]) == expected, "\(text)")
    }
}

/// Money paid for work done is income filed as salary; money from a sale stays `other` (session 32).
@Suite struct PaidForWorkTests {
    @Test(arguments: [
        ("客户打款到账 8000", "income", "salary"), ("尾款到账了 一万二", "income", "salary"),
        ("client payment came in 2,500", "income", "salary"), ("卖了个旧相机 收了一千五", "income", "other"),
        ("午饭35", "expense", "food"), ("尾款到账了 一万二 记收入", "income", "salary"),
        // Toys and things for the home are shopping.
        ("RC car for my son 65", "expense", "shopping"), ("给儿子买了遥控车 329", "expense", "shopping"),
        // Money sent with a verb of paying is an entry whatever it was for.
        ("给我妈转了两千 生活费", "expense", "other"),
    ])
    func kindAndCategory(_ text: String, _ kind: String, _ category: String) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        #expect(interpretation.skillID == "ledger.add", "\(text)")
        #expect(interpretation.arguments["kind"]?.stringValue == kind, "\(text)")
        #expect(interpretation.arguments["category"]?.stringValue == category, "\(text)")
    }
}

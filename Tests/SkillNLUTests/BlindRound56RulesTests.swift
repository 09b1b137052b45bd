import Foundation
import Testing

@testable import SkillNLU

/// Found on round 56's development rows (never its held-out rows): a wedding florist, a retired
/// museum docent learning Spanish, a couple renovating their first apartment.
@Suite struct Round56RulesTests {
    /// The person after 给 is paid, not paying; stock bought in (进了) is spending.
    @Test(arguments: [
        ("给工长付了第一期工程款 20000", "expense"), ("王姐付了定金 500", "income"), ("进了一批白玫瑰 640", "expense"),
    ])
    func kind(_ text: String, _ expected: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "ledger.add", "\(text)")
        #expect(interpretation.arguments["kind"]?.stringValue == expected, "\(text)")
    }

    /// 我们 is no part of a title; a firm named for its trade (装修公司) is one place.
    @Test(arguments: [
        ("我们下周末搬家", "title", "搬家"),
        ("周五上午九点 跟装修公司签增项 在装修公司门店", "location", "装修公司门店"),
    ])
    func residue(_ text: String, _ key: String, _ expected: String) throws {
        #expect(try interpret(text).arguments[key]?.stringValue == expected, "\(text)")
    }

    /// Cities by their English names (CONVENTIONS §12).
    @Test(arguments: [("9月29号塞维利亚热不热", "Seville"), ("how hot is seville on sept 29", "Seville")])
    func englishCityNames(_ text: String, _ city: String) throws {
        #expect(try interpret(text).arguments["city"]?.stringValue == city, "\(text)")
    }
}

/// A measure or a term after its count is no price, and the price after it still is; a weather
/// question after an event is its own request (development rows, session 44).
@Suite struct MeasuresAndWeatherClauseTests {
    @Test(arguments: [
        ("paint 6 gallons 212", "212=212 USD"), ("trados renewal 1 yr 380", "380=380 USD"), ("flight UA 857", ""),
    ])
    func amounts(_ text: String, _ expected: String) {
        #expect(MoneyRecognizerTests.one(text) == expected, "\(text)")
    }

    @Test(arguments: [
        "tour tmrw 10am, how cold will boston be tmrw",
        "tommy's birthday fri 6pm, how cold will it be in portland that day",
    ])
    func eventThenWeather(_ text: String) throws {
        #expect(try interpret(text).calls.map(\.skillID) == ["calendar.create", "weather"], "\(text)")
    }
}

/// Entries, then a look-up of spending: a question after an amount and a comma is its own request,
/// and a category shown over a period after an entry is what was spent on it (development rows,
/// session 44).
@Suite struct EntriesThenSpendingTests {
    @Test(arguments: [
        ("medals 240, certificates 35, what did prizes cost in march", ["ledger.add", "ledger.add", "ledger.summary"]),
        ("log pension 2310 then show meds this month", ["ledger.add", "ledger.summary"]),
    ])
    func calls(_ text: String, _ skills: [String]) throws {
        let calls = try interpret(text).calls
        #expect(calls.map(\.skillID) == skills, "\(text)")
        #expect(calls.last?.arguments["category"] != nil, "\(text)")
    }
}

/// 删了…… 加一个……的: a removal, then another of the same event at a new time (development rows of
/// rounds 55 and 56, session 44).
@Suite struct RemoveThenAddAnotherTests {
    @Test func removesThenAddsAnother() throws {
        let calls = try interpret("删了明天早班船 加一个周五早上六点的").calls
        #expect(calls.map(\.skillID) == ["calendar.delete", "calendar.create"])
        #expect(calls.last?.arguments["title"]?.stringValue == "早班船")
        #expect(calls.last?.arguments["start"]?.stringValue == "2026-12-04T06:00:00")
    }
}

/// A walk outdoors asked about is the advice for a run; a morning activity named before a bare hour
/// keeps it in the morning (development rows, session 44).
@Suite struct WalksTests {
    @Test(arguments: [
        ("brisk walk tmrw morning in stamford ok?", "running_advice"), ("明天早上北京能出去走走吗", "running_advice"),
        ("morning walk with the dog at 7", "calendar.create"),
    ])
    func skill(_ text: String, _ expected: String) throws {
        #expect(try interpret(text).skillID == expected, "\(text)")
    }

    @Test func morningActivityKeepsTheMorning() throws {
        #expect(
            try interpret("morning walk with the dog at 7").arguments["start"]?.stringValue == "2026-12-03T07:00:00")
    }
}

import Foundation
import Testing

@testable import SkillNLU

/// Holidays by rule, relative to a holiday, holiday spans and traditional characters; "now" is
/// Wednesday 2026-12-02 10:00 in Shanghai unless a row says otherwise.
@Suite struct HolidayTests {
    static func check(_ text: String, _ expected: String, zone: String = "Asia/Shanghai", past: Bool = false) {
        let found = TimeTestSupport.only(text, TimeTestSupport.context("2026-12-02T10:00:00", zone, past: past))
        #expect(found == expected, "\(text)")
    }

    @Test(arguments: [
        ("腊八那天去寺里", "腊八那天 2027-01-15T00:00:00–nil day"),
        ("小年回家", "小年 2027-01-30T00:00:00–nil day"),
        ("大年初三走亲戚", "大年初三 2027-02-08T00:00:00–nil day"),
        ("正月十五看灯", "正月十五 2027-02-20T00:00:00–nil day"),
        ("年三十", "年三十 2027-02-05T00:00:00–nil day"),
        ("过年回老家", "过年 2027-02-06T00:00:00–nil day"),
        ("中元节", "中元节 2027-08-16T00:00:00–nil day"),
        ("明年腊八", "明年腊八 2027-01-15T00:00:00–nil day"),
        ("除夕夜", "除夕夜 2027-02-05T18:00:00–2027-02-06T00:00:00 hour"),
    ])
    func lunarDays(_ text: String, _ expected: String) { Self.check(text, expected) }

    @Test(arguments: [
        ("冬至包饺子", "冬至 2026-12-22T00:00:00–nil day"),
        ("立春", "立春 2027-02-04T00:00:00–nil day"),
        ("夏至那天", "夏至那天 2027-06-21T00:00:00–nil day"),
        ("清明节", "清明节 2027-04-05T00:00:00–nil day"),
        ("大雪节气", "大雪节气 2026-12-07T00:00:00–nil day"),
        ("明天有大雪", "明天 2026-12-03T00:00:00–nil day"),
    ])
    func solarTerms(_ text: String, _ expected: String) { Self.check(text, expected) }

    @Test(arguments: [(2026, 4, 5), (2027, 3, 28), (2028, 4, 16), (2000, 4, 23), (1943, 4, 25), (2038, 4, 25)])
    func easterByComputus(_ year: Int, _ month: Int, _ day: Int) {
        #expect(HolidayRules.easter(year) == CivilCalendar.dayNumber(year: year, month: month, day: day))
    }

    @Test(arguments: [
        // (year, longitude, month, day): solar terms from published almanacs.
        (1900, 270, 12, 22), (1950, 15, 4, 5), (2000, 0, 3, 20), (2024, 315, 2, 4), (2025, 15, 4, 4),
        (2026, 270, 12, 22), (2027, 285, 1, 5), (2100, 90, 6, 21),
    ])
    func solarTermDays(_ year: Int, _ longitude: Int, _ month: Int, _ day: Int) {
        #expect(
            HolidayRules.solarTerm(longitude: longitude, year: year)
                == CivilCalendar.dayNumber(year: year, month: month, day: day))
    }

    @Test(arguments: [
        ("双十一买的", "双十一 2027-11-11T00:00:00–nil day"),
        ("双12", "双12 2026-12-12T00:00:00–nil day"),
        ("618抢购", "618 2027-06-18T00:00:00–nil day"),
        ("母亲节", "母亲节 2027-05-09T00:00:00–nil day"),
        ("复活节", "复活节 2027-03-28T00:00:00–nil day"),
        ("妇女节", "妇女节 2027-03-08T00:00:00–nil day"),
        ("教师节", "教师节 2027-09-10T00:00:00–nil day"),
        ("十一假期", "十一假期 2027-10-01T00:00:00–2027-10-08T00:00:00 day"),
        ("国庆长假", "国庆长假 2027-10-01T00:00:00–2027-10-08T00:00:00 day"),
        ("春节假期", "春节假期 2027-02-05T00:00:00–2027-02-12T00:00:00 day"),
        ("买了十一个苹果", "none"),
        ("618元", "none"),
    ])
    func chineseWords(_ text: String, _ expected: String) { Self.check(text, expected) }

    @Test(arguments: [
        ("国庆节后一天", "国庆节后一天 2027-10-02T00:00:00–nil day"),
        ("春节前两天", "春节前两天 2027-02-04T00:00:00–nil day"),
        ("元旦后的第一个周一", "元旦后的第一个周一 2027-01-04T00:00:00–nil day"),
        ("清明节后第二天", "清明节后第二天 2027-04-07T00:00:00–nil day"),
        ("中秋节当晚", "中秋节当晚 2027-09-15T18:00:00–2027-09-16T00:00:00 hour"),
        ("感恩节那周", "感恩节那周 2027-11-22T00:00:00–2027-11-29T00:00:00 day"),
        ("五一劳动节", "五一劳动节 2027-05-01T00:00:00–nil day"),
        ("七夕情人节", "七夕情人节 2027-08-08T00:00:00–nil day"),
        ("今年的中秋节", "今年的中秋节 2026-09-25T00:00:00–nil day"),
        ("3月8号是妇女节", "3月8号 2027-03-08T00:00:00–nil day"),
        ("房间618", "none"),
        ("年前回家", "年前 2026-12-02T00:00:00–2027-02-06T00:00:00 day"),
        ("三年前", "三年前 2023-12-02T00:00:00–nil day"),
    ])
    func chineseRelative(_ text: String, _ expected: String) { Self.check(text, expected) }

    @Test(arguments: [
        ("Memorial Day", "Memorial Day 2027-05-31T00:00:00–nil day"),
        ("Labor Day", "Labor Day 2027-09-06T00:00:00–nil day"),
        ("MLK Day", "MLK Day 2027-01-18T00:00:00–nil day"),
        ("Presidents' Day", "Presidents' Day 2027-02-15T00:00:00–nil day"),
        ("Good Friday", "Good Friday 2027-03-26T00:00:00–nil day"),
        ("Easter 2028", "Easter 2028 2028-04-16T00:00:00–nil day"),
        ("NYE", "NYE 2026-12-31T00:00:00–nil day"),
        ("Turkey Day", "Turkey Day 2027-11-25T00:00:00–nil day"),
        ("Lunar New Year", "Lunar New Year 2027-02-06T00:00:00–nil day"),
        ("the Dragon Boat Festival", "Dragon Boat Festival 2027-06-09T00:00:00–nil day"),
        ("Christmas Eve at 8", "Christmas Eve at 8 2026-12-24T20:00:00–nil hour"),
        ("the Monday after Easter", "the Monday after Easter 2027-03-29T00:00:00–nil day"),
        ("two days after Easter", "two days after Easter 2027-03-30T00:00:00–nil day"),
        ("the Friday before Christmas", "the Friday before Christmas 2026-12-18T00:00:00–nil day"),
        ("the day after Christmas", "the day after Christmas 2026-12-26T00:00:00–nil day"),
        ("the fourth floor", "none"),
        ("block party the fourth at 5pm", "the fourth at 5pm 2027-07-04T17:00:00–nil hour"),
        ("the fourth at the lake", "none"),
        ("last Easter", "last Easter 2026-04-05T00:00:00–nil day"),
        ("next Easter", "next Easter 2027-03-28T00:00:00–nil day"),
        ("last Christmas", "last Christmas 2025-12-25T00:00:00–nil day"),
        ("4th of July fireworks", "4th of July 2027-07-04T00:00:00–nil day"),
    ])
    func englishWords(_ text: String, _ expected: String) { Self.check(text, expected, zone: "America/New_York") }

    @Test func thanksgivingWeekendLooksBack() {
        Self.check(
            "Thanksgiving weekend", "Thanksgiving weekend 2026-11-26T00:00:00–2026-11-30T00:00:00 day",
            zone: "America/New_York", past: true)
    }

    @Test(arguments: [
        ("下週一上午十點", "下週一上午十點 2026-12-07T10:00:00–nil hour"),
        ("禮拜五", "禮拜五 2026-12-04T00:00:00–nil day"),
        ("兩點一刻", "兩點一刻 2026-12-02T14:15:00–nil minute"),
        ("國慶節", "國慶節 2027-10-01T00:00:00–nil day"),
        ("明晚七點", "明晚七點 2026-12-03T19:00:00–nil hour"),
    ])
    func traditionalCharacters(_ text: String, _ expected: String) { Self.check(text, expected) }

    @Test(arguments: [
        ("Halloween party at 8pm", 0..<9, true), ("party on Halloween", 9..<18, false),
        ("Easter Sunday at 10am", 0..<13, false), ("Thanksgiving groceries 230", 0..<12, true),
    ])
    func aHolidayBeforeANounStaysInTheTitle(_ text: String, _ range: Range<Int>, _ expected: Bool) {
        #expect(TimeRecognizer.isHolidayModifier(range, in: NormalizedText(text)) == expected)
    }

    @Test func foldedTextKeepsItsSpans() {
        let text = NormalizedText("週四下午三點開會")
        #expect(String(String.UnicodeScalarView(text.scalars)) == "周四下午三点开会")
        #expect(text.span(0..<2).text == "週四")
        #expect(text.span(6..<8).text == "開會")
    }
}

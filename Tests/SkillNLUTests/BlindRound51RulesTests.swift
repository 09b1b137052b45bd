import Foundation
import Testing

@testable import SkillNLU

/// Found on round 51's development rows (never its held-out rows): a man who runs a small moving
/// company, an office worker doing an evening MBA, the mother of a teenage figure skater.
@Suite struct Round51RulesTests {
    /// A house move named as the event is no change of a stored one.
    @Test(arguments: [
        ("north end move fri 6am", "2026-12-04T06:00:00", "North end move"),
        ("long haul move to boston dec 22-23", "2026-12-22", "Long haul move to boston"),
        ("office move next tue 8am", "2026-12-08T08:00:00", "Office move"),
        ("move for the kleins friday 8am", "2026-12-04T08:00:00", "Move for the kleins"),
    ])
    func aMoveIsAnEvent(_ text: String, _ start: String, _ title: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "calendar.create", "\(text)")
        #expect(interpretation.arguments["start"]?.stringValue == start, "\(text)")
        #expect(interpretation.arguments["title"]?.stringValue == title, "\(text)")
    }

    /// "move" as a verb still moves: opening the request, after a need or a comma, with its object,
    /// or an event that "moves to" a time.
    @Test(arguments: [
        "move the dentist to 4pm", "can you move my run to friday", "dentist move to 4pm",
        "the company party moves from friday to saturday", "recert on friday?? no. move it to monday at 1pm",
        "need to move standup to 10",
    ])
    func aMoveVerbStillMoves(_ text: String) throws {
        #expect(try interpret(text).skillID == "calendar.update", "\(text)")
    }

    @Test(arguments: [
        // A hundred-and-so-much said the short way, after what was bought.
        ("纸箱胶带 一百二", "一百二=120 CNY"), ("磨冰刀 一百五", "一百五=150 CNY"),
        // A reading is no price; a room in a place said with 地点 is no price.
        ("血压一百三", ""), ("体重一百二", ""), ("期末考试 地点是商学院302", ""), ("地址：幸福路88号", ""),
        // Arabic digits with 千 or w, the way people type money; a scale and then a word.
        ("这周平台结了3千4", "3千4=3400 CNY"), ("租礼堂3千 押金另算", "3千=3000 CNY"), ("意大利沙发2w8", "2w8=28000 CNY"),
        ("the rv cost 85k used", "85k=85000 USD"), ("series A at a 12 mil pre", "12 mil=12000000 USD"),
        ("hit 10k steps today", ""),
        // Readings named before a number.
        ("空腹血糖 6.1 餐后 8.4", ""), ("等级分 1850", ""), ("今天跑了一千五", ""), ("房租涨到3500", "3500=3500 CNY"),
    ])
    func amounts(_ text: String, _ expected: String) {
        #expect(MoneyRecognizerTests.one(text) == expected)
    }

    /// "the 12th and 13th": two days of the month; an update to "the 26th and 27th" starts on the first.
    @Test func ordinalsJoinedByAnd() throws {
        let weather = try interpret("boston weather the 12th and 13th")
        #expect(weather.calls.map { $0.arguments["date"]?.stringValue } == ["2026-12-12", "2026-12-13"])
    }

    /// 小王, 老李: a person paid is no thing bought; so is the one word after "paid".
    @Test(arguments: [
        ("小王今天一天 300", "expense other"), ("paid luis 160", "expense other"), ("小米充电宝 99", "expense shopping"),
    ])
    func aPersonPaid(_ text: String, _ expected: String) throws {
        #expect(try entryKindAndCategory(of: text) == expected, "\(text)")
    }

    /// A coming period asked about by what it holds, and "anything" with a day: the calendar's list.
    @Test(arguments: [
        "shifts and dialysis next week", "maddie's ice the next 3 days", "moves booked next week",
        "next 3 days, any camp stuff", "anything dec 9", "anything tmrw, first of the month",
        "anything on election day",
    ])
    func aPeriodLookedAt(_ text: String) throws {
        #expect(try interpret(text).skillID == "calendar.list", "\(text)")
    }

    /// Election Day: the Tuesday after the first Monday of November (2027: Nov 2).
    @Test func electionDay() throws {
        let interpretation = try interpret("volunteer at the polls election day 2027 6am")
        #expect(interpretation.arguments["start"]?.stringValue == "2027-11-02T06:00:00")
    }
}

import Foundation
import Testing

@testable import SkillNLU

/// A price after a holiday or a day the money rules do not know as day words, and the day an
/// occasion said as the day dates the entry (development rows, session 44).
@Suite struct AmountBesideADayTests {
    /// Said on 2026-12-02: the amount is read as it would be with no day said, and the day said
    /// with "on" or 那天 is the entry's, however long ago; an occasion bought for is today's.
    @Test(arguments: [
        ("处暑那天 换了根链条 260", "260", "2026-08-23"),
        ("处暑 换了根链条 260", "260", "2026-08-23"),
        ("ink order on mlk day 260", "260", "2026-01-19"),
        ("chocolates on valentine's day 45", "45", "2026-02-14"),
        ("valentine's day chocolates 45", "45", "2026-12-02"),
    ])
    func entry(_ text: String, _ amount: String, _ date: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "ledger.add", "\(text)")
        #expect(interpretation.arguments["amount"]?.stringValue == amount, "\(text)")
        #expect(interpretation.arguments["date"]?.stringValue == date, "\(text)")
    }

    /// A number that is no price stays out: a room, and a plan with no amount at all.
    @Test(arguments: ["flight on memorial day UA 857", "明天 跑步", "party on new year's eve"])
    func noAmount(_ text: String) throws {
        #expect(try interpret(text).skillID != "ledger.add", "\(text)")
    }
}

/// A work shift named as a noun, and a check done as work, are events to make (development rows,
/// session 44).
@Suite struct ShiftNounTests {
    @Test(arguments: [
        "shift tmrw 8am location: engine 12", "shift swap with dave at 3", "covering mike's shift mon 9am",
        "四点 查勘老李家屋顶漏水", "十一点 把产包再查一遍",
    ])
    func makesAnEvent(_ text: String) throws {
        #expect(try interpret(text).skillID == "calendar.create", "\(text)")
    }

    /// "shift" before its object, after "pls" or before "to" and a time still moves an event.
    @Test(arguments: [
        "shift the dentist to 4pm", "shift my run to 6", "pls shift standup to 10", "dentist shift to 4pm",
    ])
    func movesAnEvent(_ text: String) throws {
        #expect(try interpret(text).skillID == "calendar.update", "\(text)")
    }
}

/// A day named by what began on it counts from that day ("since school started sept 1",
/// 9月1号开学以来), and "what has … cost" asks for spending (development rows, session 44).
@Suite struct SinceAnEventTests {
    @Test(arguments: [
        ("tutoring since school started sept 1", "2026-09-01", "2026-12-02"),
        ("what has the trip cost since we left nov 1", "2026-11-01", "2026-12-02"),
        ("从11月1号出发到现在 一共花了多少", "2026-11-01", "2026-12-02"),
        ("9月1号开学以来 学费花了多少", "2026-09-01", "2026-12-02"),
        // A time inside the clause stays in it, and the day after is its own.
        ("spent since we got back tuesday nov 3 and wed", "2026-11-03", "2026-12-02"),
    ])
    func period(_ text: String, _ from: String, _ to: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "ledger.summary", "\(text)")
        #expect(interpretation.arguments["from"]?.stringValue == from, "\(text)")
        #expect(interpretation.arguments["to"]?.stringValue == to, "\(text)")
    }

    @Test(arguments: [
        ("what did the trip cost", "ledger.summary"), ("how much has the roof cost us so far", "ledger.summary"),
        ("what's the cost review meeting about", nil),
    ])
    func asksCost(_ text: String, _ skill: String?) throws {
        #expect(try interpret(text).skillID == skill, "\(text)")
    }
}

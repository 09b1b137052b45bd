import Foundation
import Testing

@testable import SkillNLU

/// Found on round 57's development rows (never its held-out rows): a physiotherapist who coaches
/// rugby, a truck driver's spouse who keeps the family's calendar and accounts, a student who sells
/// handmade earrings.
@Suite struct Round57RulesTests {
    /// A run at a clock, asked nothing about, is a plan; asked about, it is advice.
    @Test(arguments: [
        ("早上七点 去江边跑步", "calendar.create"), ("早上五点出门跑步", "calendar.create"),
        ("明天早上七点跑步合适吗", "running_advice"), ("明天早上在北京跑步会不会太冷", "running_advice"),
    ])
    func runOrPlan(_ text: String, _ expected: String) throws {
        #expect(try interpret(text).skillID == expected, "\(text)")
    }

    /// A count before the item is no price when the price comes after it.
    @Test(arguments: [("100 gift boxes 26", "26=26 USD"), ("45.50 takeout", "45.50=45.5 USD")])
    func amounts(_ text: String, _ expected: String) {
        #expect(MoneyRecognizerTests.one(text) == expected, "\(text)")
    }

    @Test func whatItRanUs() throws {
        #expect(try interpret("what did groceries run us this month").skillID == "ledger.summary")
    }
}

/// A correction that names only a new start moves the start of the range said before; the range
/// keeps its end (development rows of round 57, session 44).
@Suite struct RangeStartCorrectionTests {
    @Test(arguments: [
        ("今天下午三点到六点 市集摆摊 不对 两点半开始", "2026-12-02T14:30:00", "2026-12-02T18:00:00"),
        ("craft market today 3 to 6, no wait starting 2:30", "2026-12-02T14:30:00", "2026-12-02T18:00:00"),
    ])
    func startMoves(_ text: String, _ start: String, _ end: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "calendar.create", "\(text)")
        #expect(interpretation.arguments["start"]?.stringValue == start, "\(text)")
        #expect(interpretation.arguments["end"]?.stringValue == end, "\(text)")
    }

    /// Without a correction word, or without a new start, nothing is rewritten.
    @Test(arguments: ["今天下午三点到六点 市集摆摊 两点半开始", "craft market today 3 to 6, no wait 2:30"])
    func leftAlone(_ text: String) {
        #expect(NLURouter.rangeStartCorrected(text) == nil, "\(text)")
    }
}

/// A part of a message keeps no comma at its end: "fuel card 500," is the entry it would be alone.
@Suite struct PartCommaTests {
    @Test func entryThenQuestion() throws {
        let calls = try interpret("fuel card 500, what's transportation this month").calls
        #expect(calls.map(\.skillID) == ["ledger.add", "ledger.summary"])
        #expect(calls.first?.arguments["amount"]?.stringValue == "500")
    }
}

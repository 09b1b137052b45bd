import AgentSkill
import Foundation
import SkillJSON
import SkillNLU
import StandardSkills
import Testing

/// Session 27's ledger rules, with rows written for them. "Now" is Wednesday 2026-12-02 10:00
/// in Shanghai.
@Suite struct LedgerEntryRulesTests {
    /// A number that opens the message with its item after it is the price; not a count, a year,
    /// or a number in a longer English sentence.
    @Test(arguments: [
        ("38.5 奶茶", ["ledger.add amount=38.5 category=food"]),
        ("12.99 sandwich", ["ledger.add amount=12.99 category=food"]),
        ("60 for two movie tickets", ["ledger.add amount=60 category=entertainment"]),
        ("35 groceries", ["ledger.add amount=35 category=food"]),
    ])
    func aPriceMayOpenTheMessage(_ text: String, _ expected: [String]) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["amount", "category"]) == expected, "\(text)")
    }

    @Test(arguments: ["6 bagels please", "2026 gym plan", "15 pizza places near the office"])
    func countsAndYearsAreNoPrice(_ text: String) throws {
        #expect(
            try LookUpAndPlaceRulesTests.calls(text, keys: ["amount"]).allSatisfy { !$0.hasPrefix("ledger.add") },
            "\(text)")
    }

    /// Money from selling something is `other`, whatever it is called; 收入 is no note.
    @Test(arguments: [
        ("二手书卖了 收入85", "ledger.add category=other kind=income"),
        ("sold my old bike, income 120", "ledger.add category=other kind=income"),
        ("工资到账 收入9000", "ledger.add category=salary kind=income"),
    ])
    func sellingIsNoPay(_ text: String, _ expected: String) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["category", "kind"]) == [expected], "\(text)")
    }

    /// Items set off by commas, each ending in a bare number, are a list of prices whatever the
    /// items are; a count before a colon is no amount.
    @Test(arguments: [
        ("camping trip: folding chairs 64, lantern 22", ["ledger.add amount=64", "ledger.add amount=22"]),
        ("年会抽奖礼品：保温杯 89，蓝牙音箱 199", ["ledger.add amount=89", "ledger.add amount=199"]),
        ("log two: parking 14, snacks 6.50", ["ledger.add amount=14", "ledger.add amount=6.5"]),
    ])
    func aListOfPricedItems(_ text: String, _ expected: [String]) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["amount"]) == expected, "\(text)")
    }

    @Test(arguments: [
        "seats in row 12, row 14", "4号楼 302，6号楼 508", "dentist Jan 8, 9 and 10", "call at 4, dinner at 7",
    ])
    func labelsDaysAndClocksAreNoPriceList(_ text: String) throws {
        let calls = try LookUpAndPlaceRulesTests.calls(text, keys: ["amount"])
        #expect(calls.allSatisfy { !$0.hasPrefix("ledger.add") }, "\(text) → \(calls)")
    }
}

/// Session 28: the day said between an item and its price does not hide the price, and "came to"
/// gives a total. "Now" is Wednesday 2026-12-02 10:00 in Shanghai.
@Suite struct PriceAfterTheDayTests {
    @Test(arguments: [
        ("tacos yesterday 14", "ledger.add amount=14 date=2026-12-01"),
        ("movies the day before yesterday, 30", "ledger.add amount=30 date=2026-11-30"),
        ("taxis today came to 41", "ledger.add amount=41 date=2026-12-02"),
        ("gas came to 52.10", "ledger.add amount=52.1 date=2026-12-02"),
    ])
    func thePriceIsFound(_ text: String, _ expected: String) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["amount", "date"]) == [expected], "\(text)")
    }
}

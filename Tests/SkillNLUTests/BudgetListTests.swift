import AgentSkill
import Testing

@testable import SkillNLU

/// Budget lists typed with no commas and no money word, and money arriving said by its verb
/// (session 33, from round 12's development rows and our own).
@Suite struct BudgetListTests {
    @Test(arguments: [
        // Items each followed by a price: every number is a price.
        ("electric 412 water 88 wifi 70", ["ledger.add amount=412", "ledger.add amount=88", "ledger.add amount=70"]),
        ("牛奶进货640 纸杯 280", ["ledger.add amount=640", "ledger.add amount=280"]),
        ("farmers market 38 and a birthday card for emma 6", ["ledger.add amount=38", "ledger.add amount=6"]),
        // The heading's count is no price.
        (
            "记一下：房租 4800，水电 260，网费 100",
            ["ledger.add amount=4800", "ledger.add amount=260", "ledger.add amount=100"]
        ),
        // Counts and models are no prices.
        ("bought 2 tickets for 90", ["ledger.add amount=90"]),
        ("iPhone 15 case 29", ["ledger.add amount=29"]),
        // Money arriving or leaving, said by its verb; a month and day before the item.
        (
            "paycheck 2,980 hit, car payment 410 out",
            ["ledger.add amount=2980 kind=income", "ledger.add amount=410 kind=expense"]
        ),
        ("7.15退休金到账5230", ["ledger.add amount=5230 kind=income"]),
        // A short closing after the last price; a place ending in 室 before a space; "came in".
        ("工资到了 18600 奖金 5000 也记上", ["ledger.add amount=18600", "ledger.add amount=5000"]),
        ("午饭请学生吃饭 326 打车回实验室 24", ["ledger.add amount=326", "ledger.add amount=24"]),
        (
            "per diem came in 225, hotel 412, cab 34",
            [
                "ledger.add amount=225 kind=income", "ledger.add amount=412 kind=expense",
                "ledger.add amount=34 kind=expense",
            ]
        ),
        // Counts and clocks are no prices.
        ("nitrile gloves 4 boxes 96", ["ledger.add amount=96"]),
    ])
    func pricesInALine(_ text: String, _ expected: [String]) throws {
        let keys = expected.contains { $0.contains("kind=") } ? ["amount", "kind"] : ["amount"]
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: keys) == expected, "\(text)")
    }

    @Test(arguments: [
        ("退休金到了 5230", "ledger.add category=salary kind=income"),
        ("social security came in 2,310", "ledger.add category=salary kind=income"),
        ("farmers market 46.50", "ledger.add category=food kind=expense"),
        ("electric 131.40", "ledger.add category=housing kind=expense"),
        ("周六婚戒 两万三", "ledger.add category=shopping kind=expense"),
        ("wedding bands saturday 2,300", "ledger.add category=shopping kind=expense"),
    ])
    func pensionsMarketsAndBills(_ text: String, _ expected: String) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["category", "kind"]) == [expected], "\(text)")
    }

    /// A clock range in a list-like line is no list of prices.
    @Test func aClockRangeIsNoPriceList() throws {
        let calls = try LookUpAndPlaceRulesTests.calls(
            "next tuesday between 9 and 11 plumber visit", keys: ["end", "start"])
        #expect(calls.first?.hasPrefix("calendar.create") == true, "\(calls)")
    }
}

import Testing

@testable import SkillNLU

/// Money someone else handed over, and work charged for before a price.
@Suite struct MoneyHandedOverTests {
    @Test(arguments: ["emma paid for tutoring 120", "got a donation 300", "got tips 45"])
    func isIncome(_ text: String) throws {
        #expect(try interpret(text).arguments["kind"]?.stringValue == "income", "\(text)")
    }

    @Test(arguments: ["mom paid for dinner 80", "we paid for the tickets 60", "rent paid 1200"])
    func isSpending(_ text: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "ledger.add", "\(text)")
        #expect(interpretation.arguments["kind"]?.stringValue == "expense", "\(text)")
    }

    @Test func chargedWorkBeforeThePriceIsAnEntry() throws {
        let interpretation = try interpret("cold room repair 350")
        #expect(interpretation.skillID == "ledger.add")
        #expect(interpretation.arguments["amount"]?.stringValue == "350")
        #expect(try interpret("room 350").skillID != "ledger.add")
    }
}

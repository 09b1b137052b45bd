import Foundation
import Testing

@testable import SkillNLU

/// Found on round 54's development rows (never its held-out rows): a stadium food-stall owner, a
/// bank teller training for a cycling event, a student violinist applying to music colleges.
@Suite struct Round54RulesTests {
    /// Money a family member gave is money in, in both languages.
    @Test(arguments: [
        ("grandpa sent 300 for audition travel", "300"), ("grandma gave me 200 friday for strings", "200"),
        ("周五 奶奶给了 500 买琴弦", "500"), ("外婆给了1000", "1000"),
    ])
    func familyGave(_ text: String, _ amount: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "ledger.add", "\(text)")
        #expect(interpretation.arguments["amount"]?.stringValue == amount, "\(text)")
        #expect(interpretation.arguments["kind"]?.stringValue == "income", "\(text)")
    }

    /// A weekday after an amount says when it was paid; a count of things after "sent" is no money.
    @Test(arguments: [
        ("paid 200 friday", "200=200 USD"), ("sent 3 photos", ""),
        ("took in 3,400 at the stand today", "3,400=3400 USD"),
        ("took in 3 strays", ""),
    ])
    func amounts(_ text: String, _ expected: String) {
        #expect(MoneyRecognizerTests.one(text) == expected)
    }
}

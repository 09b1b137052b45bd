import Testing

@testable import SkillNLU

/// Found on development rows in session 38. "Now" is Wednesday 2026-12-02 10:00 in Shanghai.
private func interpret(_ text: String) throws -> NLUInterpretation {
    try RouterFixtures.standardRouter().interpret(text)
}

/// A place to stay away from home is `housing` (CONVENTIONS §12).
@Suite struct LodgingCategoryTests {
    @Test(arguments: ["酒店三晚1260", "hotel 3 nights 987", "民宿两晚 800", "airbnb for the weekend 420"])
    func isHousing(_ text: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "ledger.add", "\(text)")
        #expect(interpretation.arguments["category"]?.stringValue == "housing", "\(text)")
    }
}

/// A town that names the item stays in the note; one that says where the money went does not.
@Suite struct TownsInNotesTests {
    @Test(arguments: [
        ("东京酒店定金18000日元", "东京酒店定金"), ("伦敦房租950英镑", "伦敦房租"), ("tokyo hotel deposit 18,000 yen", "Tokyo hotel deposit"),
        ("在香港买相机花了八千港币", "相机"), ("£18 for lunch in London", "Lunch"),
    ])
    func note(_ text: String, _ note: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "ledger.add", "\(text)")
        #expect(interpretation.arguments["note"]?.stringValue == note, "\(text)")
    }
}

/// A money word anywhere before a price-sized number that ends the message makes the number the
/// amount, across a day said between them; an hour or a year does not.
@Suite struct MoneyWordEarlierTests {
    @Test(arguments: [
        ("donation came in on the 1st 500", "500"), ("venmo from the garcias yesterday 120 for walks", "120"),
    ])
    func isTheAmount(_ text: String, _ amount: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "ledger.add", "\(text)")
        #expect(interpretation.arguments["amount"]?.stringValue == amount, "\(text)")
    }

    @Test(arguments: [
        "pay the fee on friday at 10", "donation pickup on the 1st at 1530", "donation dinner tomorrow until 1830",
    ])
    func hoursAndYearsAreNoAmount(_ text: String) throws {
        let money = MoneyRecognizer().entities(in: NormalizedText(text), context: CoordinationEllipsisTests.now)
        #expect(money.isEmpty, "\(text)")
    }
}

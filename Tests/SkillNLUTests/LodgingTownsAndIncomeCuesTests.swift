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

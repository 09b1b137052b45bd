import Foundation
import Testing

@testable import SkillNLU

/// Found on round 52's development rows (never its held-out rows): a community midwife on call, a
/// theatre stage manager on a run and a tour, a retired man learning to swim who visits his
/// grandchildren abroad.
@Suite struct Round52RulesTests {
    /// A reason first, then the change: a shift ends the event's name as " to " would.
    @Test(arguments: [
        ("caught a birth, bump tmrw's prenatal visit a day", "prenatal visit"),
        ("rained out, push tmrw's game a day", "game"),
    ])
    func aShiftAfterAReason(_ text: String, _ title: String) throws {
        let arguments = try interpret(text).arguments
        #expect(arguments["shift"]?.stringValue == "P1D", "\(text)")
        #expect(arguments["title"]?.stringValue == title, "\(text)")
        #expect(arguments["new_date"] == nil, "\(text)")
    }

    /// The calendar asked about with a town beside it is no weather question.
    @Test(arguments: [
        "what's on late december, after the philly run", "what's the week after next look like, boston trip",
    ])
    func theCalendarAskedBesideATown(_ text: String) throws {
        #expect(try interpret(text).skillID == "calendar.list", "\(text)")
    }

    @Test(arguments: [
        ("round trip to dublin 1,240", "expense transport"), ("night call allowance came in 320", "income salary"),
        ("per diem 60 came in", "income salary"), ("kids allowance 20", "expense other"),
    ])
    func whatAMidwifeAndATravellerEnter(_ text: String, _ expected: String) throws {
        #expect(try entryKindAndCategory(of: text) == expected, "\(text)")
    }
}

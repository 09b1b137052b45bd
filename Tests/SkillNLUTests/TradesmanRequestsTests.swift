import Testing

@testable import SkillNLU

/// Requests found wrong by cases written before running the parser (session 34: a handyman with a
/// dog and a family): events called off in passing ("tom bailed on brunch"), a need before a
/// change ("need to push …"), a run asked with the weather ("… and is it good for a run"), money
/// got from someone, and tools and materials bought. "Now" is Wednesday 2026-12-02 10:00 in
/// Shanghai.
@Suite struct TradesmanRequestsTests {
    @Test(arguments: [
        ("tom bailed on brunch", "calendar.delete title=brunch"),
        ("the accountant call isn't happening", "calendar.delete title=Accountant call"),
        ("the deck estimate fell through", "calendar.delete title=Deck estimate"),
        ("need to push the accountant back 2 hours", "calendar.update title=accountant"),
        ("gotta move the dentist to 4", "calendar.update title=dentist"),
        ("the call with my accountant will run till 5", "calendar.update title=Call with my accountant"),
        // Called off in passing, then moved: one change.
        ("lunch w mark isn't happening today, move it to monday 12:30", "calendar.update title=Lunch w mark"),
        // A need after the event's name is no part of a new event's title.
        ("next Saturday morning road test, need to be there at 8:20", "calendar.create title=Road test"),
    ])
    func skillAndName(_ text: String, _ expected: String) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        let title = interpretation.arguments["title"]?.stringValue ?? "nil"
        let said = "\(interpretation.skillID ?? "none") title=\(title)"
        #expect(said.hasPrefix(expected), "\(text): \(said)")
        #expect(interpretation.calls.isEmpty, "\(text)")
    }

    @Test(arguments: [
        (
            "weather in Albany tomorrow and is it good for a run",
            ["weather city=Albany date=2026-12-03", "running_advice city=Albany date=2026-12-03"]
        ),
        (
            "after my shift thursday morning i wanna run, weather + running in Boston thursday",
            ["weather city=Boston date=2026-12-03", "running_advice city=Boston date=2026-12-03"]
        ),
        ("明天北京的天气和跑步建议", ["weather city=Beijing date=2026-12-03", "running_advice city=Beijing date=2026-12-03"]),
    ])
    func weatherAndARun(_ text: String, _ expected: [String]) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["city", "date"]) == expected, "\(text)")
    }

    @Test(arguments: [
        ("got 300 cash from the Parkers for the fence", "income other"),
        ("got $300 from the Parkers", "income other"),
        ("my side gig paid 450", "income salary"),
        ("per diem came in 225", "income other"),
        ("paid 89 for a new drill bit set", "expense shopping"),
        ("lumber yard 320", "expense shopping"),
        ("DJ deposit 600", "expense entertainment"),
        ("auto parts 64", "expense transport"),
        // Bought from somewhere, not got from someone.
        ("got 2 tickets from ticketmaster 80", "expense entertainment"),
    ])
    func kindAndCategory(_ text: String, _ expected: String) throws {
        let arguments = try RouterFixtures.standardRouter().interpret(text).arguments
        let said = "\(arguments["kind"]?.stringValue ?? "nil") \(arguments["category"]?.stringValue ?? "nil")"
        #expect(said == expected, "\(text)")
    }
}

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

    /// A night that runs past midnight, and an hour said "from" after a part of the day.
    @Test(arguments: [
        ("on call saturday night from 11 to 7", "2026-12-05T23:00:00", "2026-12-06T07:00:00"),
        ("on call saturday night from 11", "2026-12-05T23:00:00", nil),
        ("deep clean tomorrow morning from 9", "2026-12-03T09:00:00", nil),
        ("下周一晚上八点 夜班 到早上八点", "2026-12-07T20:00:00", "2026-12-08T08:00:00"),
        ("明晚十点上夜班到早上六点", "2026-12-03T22:00:00", "2026-12-04T06:00:00"),
    ])
    func overnight(_ text: String, _ start: String, _ end: String?) throws {
        let arguments = try interpret(text).arguments
        #expect(arguments["start"]?.stringValue == start, "\(text)")
        #expect(arguments["end"]?.stringValue == end, "\(text)")
    }

    /// Money that "came in" is no year and no stray number: each entry of the list is kept.
    @Test(arguments: [
        ("pension came in 1912, canvas 14", ["1912", "14"]),
        ("offering 1020 came in, canned goods 96", ["1020", "96"]),
    ])
    func moneyThatCameIn(_ text: String, _ amounts: [String]) throws {
        #expect(try interpret(text).calls.map { $0.arguments["amount"]?.stringValue } == amounts, "\(text)")
    }
}

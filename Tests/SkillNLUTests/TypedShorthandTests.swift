import AgentSkill
import Testing

@testable import SkillNLU

/// Shorthand people type, from a set written from everyday use before the parser ran on it
/// (session 33): contractions without their apostrophe, "sat" for Saturday, "is off this week".
/// "Now" is Wednesday 2026-12-02 10:00 in Shanghai, so Saturday is 2026-12-05.
@Suite struct TypedShorthandTests {
    @Test(arguments: [
        // "whats" is "what's": a question, not an event called "Whats".
        ("whats on next week", ["calendar.list from=2026-12-07 to=2026-12-13"]),
        ("whats my schedule tomorrow", ["calendar.list from=2026-12-03 to=2026-12-03"]),
        // "sat" after a word that asks about a day, or ending the message after no subject.
        ("weather sat in Portland", ["weather date=2026-12-05"]),
        ("weather in Providence sat", ["weather date=2026-12-05"]),
        ("lunch w mom sat", ["calendar.create start=2026-12-05"]),
        // The verb stays a verb.
        ("i sat in traffic for an hour, parking 20", ["ledger.add date=2026-12-02"]),
    ])
    func contractionsAndSaturday(_ text: String, _ expected: [String]) throws {
        let keys = ["date", "from", "start", "to"]
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: keys) == expected, "\(text)")
    }

    @Test(arguments: [
        // "is off" and the day it is off.
        ("book club is off this week", ["calendar.delete title=Book club"]),
        ("yoga's off tomorrow", ["calendar.delete title=Yoga"]),
        // The direction word before "by" and the amount.
        ("move the haircut earlier by 30 min", ["calendar.update shift=-PT30M title=haircut"]),
        ("push the haircut back by 30 min", ["calendar.update shift=PT30M title=haircut"]),
        // When is no part of where.
        ("book club is at sarah's place this time", ["calendar.update location=sarah's place title=Book club"]),
    ])
    func offEarlierAndPlaces(_ text: String, _ expected: [String]) throws {
        let keys = ["location", "shift", "title"]
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: keys) == expected, "\(text)")
    }
}

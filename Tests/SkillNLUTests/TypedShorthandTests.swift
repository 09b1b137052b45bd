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

    @Test(arguments: [
        // Rain, snow and storms asked about are the weather; a name ending the message after "weather".
        ("any storms saturday in Newark", ["weather city=Newark date=2026-12-05"]),
        (
            "weekend weather Sarasota",
            ["weather city=Sarasota date=2026-12-05", "weather city=Sarasota date=2026-12-06"]
        ),
        (
            "depot run saturday 7am, is it gonna rain in Newark saturday",
            ["calendar.create start=2026-12-05T07:00:00", "weather city=Newark date=2026-12-05"]
        ),
    ])
    func rainAndStorms(_ text: String, _ expected: [String]) throws {
        let keys = ["city", "date", "start"]
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: keys) == expected, "\(text)")
    }

    @Test(arguments: [
        // Removals said by a time alone, a cancel verb ending the message, or "no X" after why.
        ("get rid of tomorrow's 7am", ["calendar.delete date=2026-12-03 during=07:00 title=nil"]),
        ("kill tomorrow 8am", ["calendar.delete date=2026-12-03 during=08:00 title=nil"]),
        ("tuesday 3pm cancel", ["calendar.delete date=2026-12-08 during=15:00 title=nil"]),
        ("rain tomorrow so no farmers market", ["calendar.delete date=2026-12-03 during=nil title=farmers market"]),
    ])
    func removalsByTimeAndReason(_ text: String, _ expected: [String]) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        let described = [interpretation.skillID ?? "none"].map { skill in
            ([skill]
                + ["date", "during", "title"].map { "\($0)=\(interpretation.arguments[$0]?.stringValue ?? "nil")" })
                .joined(separator: " ")
        }
        #expect(described == expected, "\(text)")
    }

    /// "no" after no reason removes nothing.
    @Test(arguments: ["meeting tomorrow, no agenda yet", "lunch with sam, no dessert"])
    func noWithoutAReasonRemovesNothing(_ text: String) throws {
        #expect(try RouterFixtures.standardRouter().interpret(text).skillID != "calendar.delete", "\(text)")
    }
}

/// Chinese changes from round 12's development rows: a longer event, where it ends, a new place
/// after 在, and the half of the day read from the clocks said, not the words between them.
@Suite struct ChineseChangeShapesTests {
    @Test(arguments: [
        ("牙科复诊 加半个小时", "calendar.update extend=PT30M title=牙科复诊"),
        ("周二游泳换地方了 在区体育馆", "calendar.update location=区体育馆 title=游泳"),
        ("明天早市晚点去 改成七点半", "calendar.update am_pm_unsaid=? title=早市"),
        ("游泳课 时间改成 9点半到10点半", "calendar.update am_pm_unsaid=? title=游泳课"),
    ])
    func changes(_ text: String, _ expected: String) throws {
        let keys = ["am_pm_unsaid", "extend", "location", "title"]
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: keys) == [expected], "\(text)")
    }
}

/// English changes from round 12's development rows: shift workers' "7a to 3p", a time after
/// "will be", a trip's return as its end, a floor after the place, and a verb after the name.
@Suite struct EnglishChangeShapesTests {
    @Test(arguments: [
        (
            "friday's shift is a day shift now 7a to 3p",
            "calendar.update end=2026-12-04T15:00:00 start=2026-12-04T07:00:00"
        ),
        (
            "bean delivery tmrw will be 10 instead",
            "calendar.update am_pm_unsaid=? start=2026-12-03T10:00:00 title=Bean delivery"
        ),
        ("the lancaster trip gets back at 8pm not 6", "calendar.update end=20:00 title=Lancaster trip"),
        (
            "frank's checkup is at St. Mary's, 3rd floor",
            "calendar.update location=St. Mary's, 3rd floor title=Frank's checkup"
        ),
        ("monday 9am thing move to wednesday", "calendar.update new_date=2026-12-09"),
    ])
    func changes(_ text: String, _ expected: String) throws {
        let keys = ["am_pm_unsaid", "end", "location", "new_date", "start", "title"]
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: keys) == [expected], "\(text)")
    }

    @Test func aShiftTypedWithAAndPIsAnEvent() throws {
        #expect(
            try LookUpAndPlaceRulesTests.calls("night shift tmrw 7p-7a", keys: ["end", "start"]) == [
                "calendar.create end=2026-12-04T07:00:00 start=2026-12-03T19:00:00"
            ])
        // Alone, "7p" is still seven pence.
        #expect(
            try LookUpAndPlaceRulesTests.calls("coffee 7p", keys: ["amount", "currency"]) == [
                "ledger.add amount=0.07 currency=GBP"
            ])
    }
}

/// A clause that says why or when before a comma is no part of the title; "show me everything"
/// over a period is the calendar.
@Suite struct EnglishContextClauseTests {
    @Test(arguments: [
        ("friday after i get off, passport appt 10am", "calendar.create title=Passport appt"),
        (
            "emma's coming to stay friday, pick up emma from the bus station 5pm",
            "calendar.create title=Pick up emma from the bus station"
        ),
        // The name first: the clause after the comma is the step, not the event.
        ("hiking trip on Sunday the 20th, we start at 6:30am", "calendar.create title=Hiking trip"),
        ("next Thursday I need a haircut, put it at 4pm", "calendar.create title=Haircut"),
        ("show me everything through the end of the month", "calendar.list title=nil"),
        ("show every transaction in December", "ledger.list title=nil"),
    ])
    func titlesAfterContext(_ text: String, _ expected: String) throws {
        let interpretation = try RouterFixtures.standardRouter().interpret(text)
        let title = interpretation.arguments["title"]?.stringValue ?? "nil"
        #expect("\(interpretation.skillID ?? "none") title=\(title)" == expected, "\(text)")
    }
}

/// Changes and removals from a set written from everyday use before the parser ran on it
/// (session 33, third set): an event among the days of a week, a bare hour after a weekday, a
/// longer event, and a removal said after why.
@Suite struct WeekOfAnEventTests {
    @Test(arguments: [
        ("delete next week's piano", "calendar.delete date=2026-12-07/2026-12-13 title=Piano"),
        // A weekday alone is in the event's week.
        (
            "next week's piano lesson -> wednesday",
            "calendar.update date=2026-12-07/2026-12-13 new_date=2026-12-09 title=Piano lesson"
        ),
        ("extend brunch by an hour", "calendar.update extend=PT1H title=brunch"),
        ("maria's out sick so cancel our 1:1", "calendar.delete title=1:1"),
        ("add dinner w/ the team thurs 7", "calendar.create start=2026-12-03T19:00:00 title=Dinner w/ the team"),
    ])
    func weeksHoursAndReasons(_ text: String, _ expected: String) throws {
        let keys = ["date", "extend", "new_date", "start", "title"]
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: keys) == [expected], "\(text)")
    }

    /// A price after a weekday stays a price when it cannot be an hour.
    @Test func aPriceAfterAWeekday() throws {
        #expect(try LookUpAndPlaceRulesTests.calls("pizza friday 24", keys: ["amount"]) == ["ledger.add amount=24"])
    }
}

import AgentSkill
import Testing

@testable import SkillNLU

/// Changes and removals of stored events said the way people type them, written from everyday use
/// before the parser ran on them (session 32). "Now" is Wednesday 2026-12-02 10:00 in Shanghai.
@Suite struct EverydayEventChangesTests {
    @Test(arguments: [
        // "is now", "end it at": a change without a change verb.
        ("dinner w sam is now at 7:30", ["calendar.update new_time=19:30 title=Dinner w sam"]),
        ("board meeting is going to run long, end it at 4", ["calendar.update end=16:00 title=Board meeting"]),
        // A clock range after the name with no verb that moves it is the new time, whole.
        ("make dinner with sam 7 to 9:30", ["calendar.update end=21:30 new_time=19:00 title=dinner with sam"]),
        (
            "tennis tomorrow is 10 to 12 now",
            ["calendar.update end=2026-12-03T12:00:00 start=2026-12-03T10:00:00 title=Tennis"]
        ),
        // A stored event (the, my) given a place, with no day or clock: a new place.
        ("put the board meeting in room 4B", ["calendar.update title=Board meeting"]),
        // An event called off by its own verb: 不打了, 不踢了.
        ("今晚羽毛球不打了", ["calendar.delete title=羽毛球"]),
        ("周六的球不踢了", ["calendar.delete title=球"]),
    ])
    func changedInEverydayWords(_ text: String, _ expected: [String]) throws {
        let keys = ["end", "new_time", "start", "title"]
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: keys) == expected, "\(text)")
    }

    @Test(arguments: [
        ("bring tomorrow's sync forward half an hour", ["calendar.update shift=-PT30M title=Sync"]),
        (
            "brunch on sunday will be at my mom's place, update the location",
            ["calendar.update location=my mom's place title=Brunch"]
        ),
        ("we're not doing the father's day brunch anymore", ["calendar.delete title=brunch"]),
        ("skip the next standup", ["calendar.delete title=standup"]),
        // A change that finds its event by a day alone after a removal moves the other one of that name.
        (
            "cancel monday's design review and move wednesday's to 10am",
            ["calendar.delete title=Design review", "calendar.update title=Design review"]
        ),
    ])
    func forwardPlacesAndSkips(_ text: String, _ expected: [String]) throws {
        #expect(
            try LookUpAndPlaceRulesTests.calls(text, keys: ["location", "shift", "title"]) == expected, "\(text)")
    }

    @Test(arguments: [
        ("study group tmrw is in the library 2nd floor", ["calendar.update location=the library 2nd floor"]),
        ("new client thing: location is the WeWork on 5th", ["calendar.update location=the WeWork on 5th"]),
        // (A flag reads "?" in these descriptions: the end is read on the event's half of the day.)
        ("sunday's team dinner should end at 9", ["calendar.update am_pm_unsaid=? end=2026-12-06T09:00:00"]),
        // A work shift is no verb; a time with "is at" is a new event's.
        ("shift tonight 8 till 11", ["calendar.create end=2026-12-02T23:00:00 start=2026-12-02T20:00:00"]),
        ("study group is at 5", ["calendar.create start=2026-12-02T17:00:00"]),
        // Two questions: the weather, then a run on its day and place.
        ("weather in Boston today, good for a run?", ["weather", "running_advice"]),
        ("明天杭州天气咋样 适合跑步吗", ["weather", "running_advice"]),
        ("后天想在青岛海边跑步，天气允许吗", ["running_advice"]),
    ])
    func placesEndsShiftsAndTwoQuestions(_ text: String, _ expected: [String]) throws {
        let keys = ["am_pm_unsaid", "end", "location", "start"]
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: keys) == expected, "\(text)")
    }

    /// Written from everyday use before the parser ran on them (session 32, second set).
    @Test(arguments: [
        ("priya asked to push our 1:1 to 3", ["calendar.update location=nil new_time=15:00 title=1:1"]),
        ("dinner at luca's -> 8pm", ["calendar.update location=nil new_time=20:00 title=Dinner at luca's"]),
        (
            "the 1:1 with priya is now in room 12",
            ["calendar.update location=room 12 new_time=nil title=1:1 with priya"]
        ),
        ("we're not going to luca's anymore", ["calendar.delete location=nil new_time=nil title=luca's"]),
        ("need to call the bank monday at 10", ["calendar.create location=nil new_time=nil title=Call the bank"]),
    ])
    func secondSet(_ text: String, _ expected: [String]) throws {
        let found = try RouterFixtures.standardRouter().interpret(text)
        let described = ["location", "new_time", "title"].map { key in
            "\(key)=\(found.arguments[key]?.stringValue ?? "nil")"
        }
        #expect([([found.skillID ?? "none"] + described).joined(separator: " ")] == expected, "\(text)")
    }

    /// "between now and friday" is today until Friday; "say" and "after work" around a clock are when.
    @Test func nowUntilAndWordsAroundTheClock() throws {
        #expect(
            try LookUpAndPlaceRulesTests.calls("what do I have between now and friday", keys: ["from", "to"])
                == ["calendar.list from=2026-12-02 to=2026-12-04"])
        #expect(
            try LookUpAndPlaceRulesTests.calls("thursday after work drinks with the team, say 5:30", keys: ["title"])
                == ["calendar.create title=Drinks with the team"])
    }

    /// Written from everyday use before the parser ran on them (session 32, third set).
    @Test(
        arguments: [
            ("date night will now be on saturday", "calendar.update", "Date night"),
            ("physio needs to move to wednesday", "calendar.update", "Physio"),
            ("no soccer practice this week", "calendar.delete", "soccer practice"),
            ("dan cancelled coffee", "calendar.delete", nil),
            ("the babysitter cancelled so push date night to saturday", "calendar.update", nil),
            ("date night at Nopa this time", "calendar.update", "Date night"),
            ("call mom this time tomorrow", "calendar.create", "Call mom"),
        ] as [(String, String, String?)])
    func thirdSet(_ text: String, _ skill: String, _ title: String?) throws {
        let found = try RouterFixtures.standardRouter().interpret(text)
        #expect(found.skillID == skill, "\(text)")
        if let title { #expect(found.arguments["title"]?.stringValue == title, "\(text)") }
    }

    /// "what's my week look like": this week, unless another week is said.
    @Test func myWeekIsThisWeek() throws {
        #expect(
            try LookUpAndPlaceRulesTests.calls("what's my week look like", keys: ["from"])
                == ["calendar.list from=2026-11-30"])
        #expect(
            try LookUpAndPlaceRulesTests.calls("what's my week look like next week", keys: ["from"])
                == ["calendar.list from=2026-12-07"])
    }

    /// A new event after a removal, with a clock but no day, is on the removed one's day.
    @Test func aNewEventAfterARemovalIsOnItsDay() throws {
        #expect(
            try LookUpAndPlaceRulesTests.calls(
                "cancel soccer tomorrow and put swim lesson at 4pm instead", keys: ["start", "title"])
                == ["calendar.delete title=Soccer", "calendar.create start=2026-12-03T16:00:00 title=Swim lesson"])
    }

    /// "book dinner with Alex … instead" after a removal books a new event; "book club" is no booking.
    @Test func aBookingAfterARemovalIsANewEvent() throws {
        #expect(
            try LookUpAndPlaceRulesTests.calls(
                "cancel dinner with sam and book dinner with Alex friday at 7 instead", keys: ["start"])
                == ["calendar.delete", "calendar.create start=2026-12-04T19:00:00"])
    }
}

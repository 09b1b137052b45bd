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

    /// "book dinner with Alex … instead" after a removal books a new event; "book club" is no booking.
    @Test func aBookingAfterARemovalIsANewEvent() throws {
        #expect(
            try LookUpAndPlaceRulesTests.calls(
                "cancel dinner with sam and book dinner with Alex friday at 7 instead", keys: ["start"])
                == ["calendar.delete", "calendar.create start=2026-12-04T19:00:00"])
    }
}

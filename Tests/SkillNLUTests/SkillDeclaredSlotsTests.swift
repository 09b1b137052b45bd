import AgentSkill
import SkillJSON
import Testing

@testable import SkillNLU

/// A `duration` argument (a timer's, a reminder's) takes a length said, or the time until a moment
/// said from now, as ISO 8601. "now" is Wednesday 2026-12-02 10:00 in Shanghai.
@Suite struct DurationSlotTests {
    /// A timer: one `duration` argument in ISO 8601.
    private struct Timer: Skill {
        let id = "timer.start"
        let description = "Starts a timer"
        var parameters: JSONSchema {
            .object(["duration": .string(description: "How long", format: "duration")], required: ["duration"])
        }
        func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput { SkillOutput("") }
    }

    private static func duration(of text: String) throws -> String? {
        let router = try RouterFixtures.standardRouter()
        let slots = SkillSlots(Timer(), datesDefaultToToday: false)
        #expect(slots.schema.slots.map(\.kind) == [.duration])
        return router.filler.arguments(for: slots, from: router.analyze(text))["duration"]?.stringValue
    }

    @Test(
        arguments: [
            // A length said.
            ("set a timer for 20 minutes", "PT20M"),
            ("timer for an hour and a half", "PT1H30M"),
            ("timer for 2 minutes", "PT2M"),
            ("计时二十分钟", "PT20M"),
            ("定个一个半小时的计时", "PT1H30M"),
            // A reply that is only a length.
            ("20 minutes", "PT20M"),
            ("an hour", "PT1H"),
            // The time until a moment said from now.
            ("remind me in 45 minutes", "PT45M"),
            ("两小时后提醒我", "PT2H"),
            ("in 3 hours", "PT3H"),
            // No length and nothing from now: nothing to fill.
            ("timer at 5pm", nil),
            ("set a timer", nil),
        ] as [(String, String?)])
    func durationSaid(_ text: String, _ expected: String?) throws {
        #expect(try Self.duration(of: text) == expected, "\(text)")
    }

    @Test(arguments: [
        (45, "PT45S"), (60, "PT1M"), (5_400, "PT1H30M"), (86_400, "P1D"), (93_600, "P1DT2H"), (0, "PT0S"),
    ])
    func isoDurations(_ seconds: Int, _ expected: String) {
        #expect(SlotFiller.isoDuration(seconds: seconds) == expected)
    }

    @Test func theQuestionForAMissingDurationAsksHowLong() {
        #expect(DialogueWording.question(for: .duration, name: "duration", chinese: true) == "多长时间？")
        #expect(DialogueWording.question(for: .duration, name: "duration", chinese: false) == "For how long?")
    }
}

/// A skill says how its days are read; the router knows no skill by id for it.
@Suite struct DateReadingHintTests {
    private struct Diary: Skill {
        let id = "diary.add"
        let description = "Writes a diary line"
        var dateReading: DateReading { [.leansToPast, .defaultsToToday] }
        var parameters: JSONSchema { .object(["date": .string(format: "date"), "text": .string()]) }
        func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput { SkillOutput("") }
    }

    @Test func aSkillsOwnHintsReachItsSlots() {
        let slots = SkillSlots(Diary())
        #expect(slots.leansToPast)
        #expect(slots.datesDefaultToToday)
    }

    @Test func theStandardSkillsDeclareTheirs() throws {
        let router = try RouterFixtures.standardRouter()
        let skills = router.currentModel().skills
        #expect(skills["ledger.add"]?.leansToPast == true)
        #expect(skills["ledger.add"]?.datesDefaultToToday == true)
        #expect(skills["ledger.summary"]?.leansToPast == true)
        #expect(skills["weather"]?.datesDefaultToToday == true)
        #expect(skills["weather"]?.leansToPast == false)
        #expect(skills["calendar.create"]?.leansToPast == false)
    }
}

/// A server makes one router per conversation from a prototype it knows only as `any Router`.
@Suite struct NewConversationTests {
    @Test func anNLURoutersNewConversationSharesTheTrainedModelButNotTheDialogue() throws {
        let prototype = try RouterFixtures.standardRouter()
        let held: any Router = prototype
        let fresh = try #require(held.routerForNewConversation() as? NLURouter)
        #expect(fresh !== prototype)
        #expect(fresh.currentModel() === prototype.currentModel())
        // A question asked in one conversation waits only there.
        guard case .ask = prototype.decide("天气怎么样") else {
            Issue.record("expected the prototype to ask for the city")
            return
        }
        #expect(prototype.dialogue.withLock { $0.pending != nil })
        #expect(fresh.dialogue.withLock { $0.pending == nil })
    }

    /// A router that keeps no conversation: it always answers the same.
    private struct Constant: Router {
        let answer: String
        func route(_ text: String, conversation: Conversation) async throws -> RouteDecision { .reply(answer) }
    }

    @Test func aRouterThatKeepsNoConversationIsItsOwnNewConversation() throws {
        let fresh = try #require(Constant(answer: "same").routerForNewConversation() as? Constant)
        #expect(fresh.answer == "same")
    }
}

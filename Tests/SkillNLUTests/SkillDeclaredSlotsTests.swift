import AgentSkill
import SkillJSON
import StandardSkills
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
        return router.router.filler.arguments(for: slots, from: router.analyze(text))["duration"]?.stringValue
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
        let skills = router.router.currentModel().skills
        #expect(skills["ledger.add"]?.leansToPast == true)
        #expect(skills["ledger.add"]?.datesDefaultToToday == true)
        #expect(skills["ledger.summary"]?.leansToPast == true)
        #expect(skills["weather"]?.datesDefaultToToday == true)
        #expect(skills["weather"]?.leansToPast == false)
        #expect(skills["calendar.create"]?.leansToPast == false)
    }
}

/// One router serves every conversation: the dialogue state travels with the request.
@Suite struct SharedRouterTests {
    @Test func aQuestionWaitsOnlyInTheConversationThatAskedIt() async throws {
        let router = try RouterFixtures.standardRouter().router
        let context = RoutingContext(clock: .fixed(RouterFixtures.now), timeZone: RouterFixtures.timeZone)
        let asked = try await router.route("天气怎么样", context: context)
        guard case .ask = asked.decision else {
            Issue.record("expected a question for the city, got \(asked.decision)")
            return
        }
        let state = try #require(asked.state)
        var waiting = context
        waiting.conversation.state = state
        let answered = try await router.route("北京", context: waiting)
        #expect(
            answered.decision
                == .invoke(Invocation("weather", arguments: ["city": "Beijing", "date": "2026-12-02"])))
        // Another conversation with the same router has no question open: "北京" alone is no request.
        let elsewhere = try await router.route("北京", context: context)
        #expect(elsewhere.decision != answered.decision)
    }

    @Test func twoAgentsSharingOneRouterKeepTheirOwnDialogue() async throws {
        let router = try RouterFixtures.standardRouter().router
        var configuration = AgentConfiguration(clock: .fixed(RouterFixtures.now), timeZone: RouterFixtures.timeZone)
        configuration.defaultTimeout = nil
        let skills = StandardSkills.all(weatherService: WeatherService())
        let first = try Agent(skills: skills, router: router, configuration: configuration)
        let second = try Agent(skills: skills, router: router, configuration: configuration)
        _ = await first.send("天气怎么样")
        #expect(await first.openQuestion?.skillID == "weather")
        #expect(await second.openQuestion == nil)
        _ = await second.send("北京")
        #expect(await first.openQuestion?.skillID == "weather")
        await first.clearHistory()
        #expect(await first.openQuestion == nil)
    }
}

import AgentSkill
import SkillJSON
import Testing

@testable import StandardSkills

@Suite struct WeatherRoutingTests {
    @Test(
        arguments: [
            ("北京明天天气", "weather", "北京", "明天"),
            ("明天北京的天气怎么样？", "weather", "北京", "明天"),
            ("上海天气", "weather", "上海", nil),
            ("后天杭州天气预报", "weather", "杭州", "后天"),
            ("weather in Boston tomorrow", "weather", "Boston", "tomorrow"),
            ("What's the weather like in New York today?", "weather", "New York", "today"),
            (
                "weather forecast for San Francisco the day after tomorrow", "weather", "San Francisco",
                "day after tomorrow"
            ),
            ("Paris weather 2026-12-24", "weather", "Paris", "2026-12-24"),
            ("明天上海适合跑步吗", "running_advice", "上海", "明天"),
            ("北京明天天气适合跑步吗", "running_advice", "北京", "明天"),
            ("should I go running in Paris tomorrow", "running_advice", "Paris", "tomorrow"),
            ("is the weather good for running in Boston?", "running_advice", "Boston", nil),
            ("go for a run in London today", "running_advice", "London", "today"),
        ] as [(String, String, String, String?)])
    func keywordsPickTheSkillAndTheSlots(utterance: String, skill: String, city: String, date: String?) throws {
        let router = try KeywordRouter(skills: StandardSkills.weatherSkills(service: WeatherService()))
        var arguments: [String: JSONValue] = ["city": .string(city)]
        arguments["date"] = date.map(JSONValue.string)
        #expect(router.decide(utterance) == .invoke(Invocation(skill, arguments: .object(arguments))))
    }

    /// The examples now carry the NLU contract's arguments (English city, `YYYY-MM-DD`); the
    /// keyword router passes the words through, and the skill resolves them.
    @Test func theFirstExamplesRouteByKeyword() throws {
        let skills = StandardSkills.weatherSkills(service: WeatherService())
        let router = try KeywordRouter(skills: skills)
        let expected: [String: JSONValue] = [
            "北京明天天气": ["city": "北京", "date": "明天"],
            "weather in Boston tomorrow": ["city": "Boston", "date": "tomorrow"],
            "上海天气": ["city": "上海"],
            "明天上海适合跑步吗": ["city": "上海", "date": "明天"],
            "should I go running in Paris tomorrow": ["city": "Paris", "date": "tomorrow"],
        ]
        for skill in skills {
            for example in skill.examples {
                guard let arguments = expected[example.utterance] else { continue }
                #expect(router.decide(example.utterance) == .invoke(Invocation(skill.id, arguments: arguments)))
            }
        }
    }

    @Test func noCityIsAnEmptyCityTheSchemaRejects() throws {
        let weather = WeatherSkill(service: WeatherService())
        #expect(UtteranceSlots(utterance: "weather tomorrow").arguments == ["city": "", "date": "tomorrow"])
        #expect(
            weather.parameters.validate(["city": ""]).map(\.description)
                == ["$.city: length 0 is shorter than minLength 1"])
    }

    @Test func theSkillsAreListedInAll() {
        let ids = StandardSkills.all().map(\.id)
        #expect(
            ids == [
                "echo", "ui.display_text", "weather", "running_advice", "calendar.create", "calendar.list",
                "calendar.update", "calendar.delete", "ledger.add", "ledger.summary", "ledger.list", "ledger.undo",
                "reminder.create", "reminder.list", "reminder.done", "reminder.delete", "reminder.snooze",
            ])
        let weather = StandardSkills.all().first { $0.id == "weather" }
        #expect(weather?.permissions == [.network])
        #expect(weather?.timeout == .seconds(31))
    }

    @Test(arguments: WMOWeatherCode.knownCodes)
    func everyDocumentedWeatherCodeHasBothLanguages(code: Int) {
        #expect(!WMOWeatherCode.describe(code, in: .english).hasPrefix("Unknown"))
        #expect(!WMOWeatherCode.describe(code, in: .chinese).hasPrefix("未知"))
    }

    @Test func theCodeTableIsTheDocumentedOne() {
        #expect(
            WMOWeatherCode.knownCodes == [
                0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96,
                99,
            ])
        #expect(WMOWeatherCode.describe(42, in: .english) == "Unknown conditions (code 42)")
    }
}

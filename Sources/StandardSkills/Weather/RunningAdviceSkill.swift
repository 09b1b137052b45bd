import AgentSkill
import Foundation
import SkillJSON
import SkillUI

/// Whether to go for a run in a city on a day, and why: `{"city": "上海", "date": "明天"}`.
///
/// A chain: it asks the `weather` skill through ``SkillContext/invoke(_:arguments:)`` (so the agent
/// checks that skill's permissions) and judges the day's high, rain chance, wind and US AQI — the
/// weather skill fetches the air quality for the next five days and puts it in its `data.usAQI`.
/// See ``RunningAdvice`` for the bands. When the weather cannot be had, the answer says so and
/// `data.error` repeats the weather's error kind.
public struct RunningAdviceSkill: TypedSkill {
    /// Where and when, as for the weather skill.
    public struct Arguments: Decodable, Sendable {
        /// A city name in Chinese or English.
        public var city: String
        /// `YYYY-MM-DD`, `today`, `tomorrow`, `day after tomorrow`, `今天`, `明天` or `后天`; today when absent.
        public var date: String?
    }

    public let id = "running_advice"
    public var answersWithUI: Bool { true }
    public var name: String { Self.vocabulary.texts(in: .english).name }
    public var description: String { Self.vocabulary.texts(in: .english).description }
    public func texts(in language: ReplyLanguage) -> SkillTexts { Self.vocabulary.texts(in: language) }
    /// Questions of a run outdoors ("明天适合跑步吗") are routed here by role, whatever the id.
    public var roles: Set<SkillRole> { [.outdoorAdvice] }
    /// No day said means today.
    public var dateReading: DateReading { .defaultsToToday }
    public var keywords: [String] { Self.vocabulary.keywords }
    public var examples: [SkillExample] { Self.vocabulary.examples }
    /// The keywords and examples, from `running_advice.vocabulary.json` beside this file (read once).
    static let vocabulary = StandardVocabulary("running_advice")
    /// Room for the `weather` call it makes (its three HTTP calls and their retries) plus a margin.
    public let timeout: Duration?
    public var parameters: JSONSchema {
        .object(
            [
                "city": .string(description: "City name, Chinese or English (上海, Paris)", minLength: 1),
                "date": .string(
                    description: "YYYY-MM-DD, today, tomorrow, day after tomorrow, 今天, 明天 or 后天; default today"),
            ],
            required: ["city"], additionalProperties: false)
    }

    /// Creates the skill; `timeout` must leave room for the weather skill it calls.
    public init(timeout: Duration = .seconds(45)) {
        self.timeout = timeout
    }

    public func arguments(for match: KeywordMatch) -> JSONValue {
        UtteranceSlots(match).arguments
    }

    public func run(_ arguments: Arguments, context: SkillContext) async throws -> SkillOutput {
        let language = WeatherSkill.language(city: arguments.city, context: context)
        var weatherArguments: [String: JSONValue] = ["city": .string(arguments.city)]
        weatherArguments["date"] = arguments.date.map(JSONValue.string)
        let weather = try await context.invoke("weather", arguments: .object(weatherArguments))
        guard let data = weather.data, data["error"] == nil else {
            return Self.withoutWeather(weather, language: language)
        }
        let advice = RunningAdvice.assess(
            RunningAdvice.Conditions(
                temperature: data["temperatureMax"]?.doubleValue,
                rainProbability: data["precipitationProbability"]?.doubleValue,
                windSpeed: data["windSpeedMax"]?.doubleValue, usAQI: data["usAQI"]?.doubleValue))
        return Self.output(advice, weather: data, language: language)
    }

    private static func withoutWeather(_ weather: SkillOutput, language: ReplyLanguage) -> SkillOutput {
        let kind = weather.data?["error"]?.stringValue ?? "noWeatherData"
        let text: String
        if kind == "unreachable" {
            text =
                language == .chinese
                ? "跑步建议需要天气预报，但天气服务暂时无法连接，请稍后再试。"
                : "Running advice needs the weather forecast, and the weather service cannot be reached right now — "
                    + "please try again later."
        } else {
            text =
                language == .chinese
                ? "没有天气预报，无法给出跑步建议：\(weather.text)"
                : "Without a weather forecast there is no running advice: \(weather.text)"
        }
        return SkillOutput(
            text, data: ["error": .string(kind)],
            failure: weather.failure ?? SkillFailure(code: kind, message: weather.text))
    }

    private static func output(_ advice: RunningAdvice, weather: JSONValue, language: ReplyLanguage) -> SkillOutput {
        let chinese = language == .chinese
        let place = weather["city"]?.stringValue ?? ""
        let date = weather["date"]?.stringValue ?? ""
        let offset = weather["dayOffset"]?.intValue ?? -1
        let dayText = [WeatherFormatting.dayLabel(offset: offset, in: language), date].compactMap { $0 }
            .joined(separator: " ")
        let verdict = advice.verdict.text(in: language)
        let reasons = advice.reasons.map { "\($0.title(in: language)) — \($0.detail(in: language))" }
        let text =
            chinese
            ? "\(place) \(dayText)：\(verdict)。原因：\(reasons.joined(separator: "；"))。"
            : "\(place), \(dayText): \(verdict). Why: \(reasons.joined(separator: "; "))."
        let data: JSONValue = [
            "verdict": .string(advice.verdict.rawValue),
            "reasons": .array(
                advice.reasons.map { reason in
                    [
                        "factor": .string(reason.factor), "level": .string(reason.level.rawValue),
                        "text": .string("\(reason.title(in: language)) — \(reason.detail(in: language))"),
                    ]
                }),
            "weather": weather,
        ]
        let ui = SKComponent.card(
            SKCard(
                title: chinese ? "跑步建议 · \(place) · \(dayText)" : "Running advice · \(place) · \(dayText)",
                subtitle: weather["condition"]?.stringValue,
                children: [
                    .stack(
                        SKStack(
                            direction: .horizontal, spacing: 8,
                            children: [.badge(SKBadge(text: verdict, color: .semantic(advice.verdict.color)))])),
                    .list(
                        SKList(
                            items: advice.reasons.map { reason in
                                SKList.Item(title: reason.title(in: language), subtitle: reason.detail(in: language))
                            })),
                ]))
        return SkillOutput(text, data: data, ui: ui)
    }
}

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
    public let name = "跑步建议 Running advice"
    public let description = "Whether the weather suits a run in a city on a day, with the reasons"
    /// Questions of a run outdoors ("明天适合跑步吗") are routed here by role, whatever the id.
    public var roles: Set<SkillRole> { [.outdoorAdvice] }
    /// No day said means today.
    public var dateReading: DateReading { .defaultsToToday }
    public var keywords: [String] {
        [
            "running", "run", "jog", "jogging", "go for a run", "go running", "for running", "for a run",
            "running advice", "跑步", "慢跑", "适合跑步", "跑步吗", "能跑步吗", "跑步建议",
        ]
    }
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
    public var examples: [SkillExample] {
        [
            SkillExample("明天上海适合跑步吗", arguments: ["city": "Shanghai", "date": "2026-12-03"]),
            SkillExample("should I go running in Paris tomorrow", arguments: ["city": "Paris", "date": "2026-12-03"]),
            SkillExample("今天北京能跑步吗", arguments: ["city": "Beijing", "date": "2026-12-02"]),
            SkillExample("后天广州适合户外跑步吗", arguments: ["city": "Guangzhou", "date": "2026-12-04"]),
            SkillExample("深圳明天早上可以去跑步吗", arguments: ["city": "Shenzhen", "date": "2026-12-03"]),
            SkillExample("杭州今天适不适合慢跑", arguments: ["city": "Hangzhou", "date": "2026-12-02"]),
            SkillExample("周六在成都跑步合适吗", arguments: ["city": "Chengdu", "date": "2026-12-05"]),
            SkillExample("我想明天在南京跑个步，天气行吗", arguments: ["city": "Nanjing", "date": "2026-12-03"]),
            SkillExample("武汉今天空气适合跑步吗", arguments: ["city": "Wuhan", "date": "2026-12-02"]),
            SkillExample("给我一个西安明天的跑步建议", arguments: ["city": "Xi'an", "date": "2026-12-03"]),
            SkillExample("重庆周日能不能去夜跑", arguments: ["city": "Chongqing", "date": "2026-12-06"]),
            SkillExample("天津今天跑步会不会太冷", arguments: ["city": "Tianjin", "date": "2026-12-02"]),
            SkillExample("苏州明天出门跑步好吗", arguments: ["city": "Suzhou", "date": "2026-12-03"]),
            SkillExample("厦门后天适合晨跑吗", arguments: ["city": "Xiamen", "date": "2026-12-04"]),
            SkillExample("青岛今天能去海边跑步吗", arguments: ["city": "Qingdao", "date": "2026-12-02"]),
            SkillExample("长沙明天跑步建议", arguments: ["city": "Changsha", "date": "2026-12-03"]),
            SkillExample("昆明下周一适合跑步吗", arguments: ["city": "Kunming", "date": "2026-12-07"]),
            SkillExample("东京今天跑步合适吗", arguments: ["city": "Tokyo", "date": "2026-12-02"]),
            SkillExample("伦敦明天能不能跑步", arguments: ["city": "London", "date": "2026-12-03"]),
            SkillExample("在纽约周六去慢跑可以吗", arguments: ["city": "New York", "date": "2026-12-05"]),
            SkillExample("大连今天风大不大，能跑步吗", arguments: ["city": "Dalian", "date": "2026-12-02"]),
            SkillExample("哈尔滨明天跑步会冻着吗", arguments: ["city": "Harbin", "date": "2026-12-03"]),
            SkillExample("郑州今天雾霾，还能跑步吗", arguments: ["city": "Zhengzhou", "date": "2026-12-02"]),
            SkillExample("沈阳后天可以跑十公里吗", arguments: ["city": "Shenyang", "date": "2026-12-04"]),
            SkillExample("合肥今天下午去跑步怎么样", arguments: ["city": "Hefei", "date": "2026-12-02"]),
            SkillExample("济南明天适合锻炼跑步吗", arguments: ["city": "Jinan", "date": "2026-12-03"]),
            SkillExample("三亚周日海边跑步行不行", arguments: ["city": "Sanya", "date": "2026-12-06"]),
            SkillExample("is it a good day for a run in London", arguments: ["city": "London", "date": "2026-12-02"]),
            SkillExample("can I go jogging in Seattle tomorrow", arguments: ["city": "Seattle", "date": "2026-12-03"]),
            SkillExample("running advice for Chicago today", arguments: ["city": "Chicago", "date": "2026-12-02"]),
            SkillExample(
                "is Saturday good for running in Boston", arguments: ["city": "Boston", "date": "2026-12-05"]),
            SkillExample(
                "should I run outside in Toronto on Sunday", arguments: ["city": "Toronto", "date": "2026-12-06"]),
            SkillExample(
                "good weather for a jog in Sydney today?", arguments: ["city": "Sydney", "date": "2026-12-02"]),
            SkillExample("is it safe to run in Delhi tomorrow", arguments: ["city": "Delhi", "date": "2026-12-03"]),
            SkillExample(
                "would a run in Berlin be ok the day after tomorrow",
                arguments: ["city": "Berlin", "date": "2026-12-04"]),
            SkillExample(
                "can I do my morning run in Shanghai tomorrow", arguments: ["city": "Shanghai", "date": "2026-12-03"]),
            SkillExample(
                "running conditions in Beijing next Monday", arguments: ["city": "Beijing", "date": "2026-12-07"]),
            SkillExample(
                "is today a good day to go running in Los Angeles",
                arguments: ["city": "Los Angeles", "date": "2026-12-02"]),
            SkillExample(
                "should I go for a run in Madrid tomorrow", arguments: ["city": "Madrid", "date": "2026-12-03"]),
            SkillExample(
                "is the air ok for running in San Francisco",
                arguments: ["city": "San Francisco", "date": "2026-12-02"]),
            SkillExample("can I run a marathon in Rome on Friday", arguments: ["city": "Rome", "date": "2026-12-04"]),
            SkillExample(
                "jogging in Singapore today, yes or no", arguments: ["city": "Singapore", "date": "2026-12-02"]),
            SkillExample("is it too hot to run in Dubai tomorrow", arguments: ["city": "Dubai", "date": "2026-12-03"]),
            SkillExample("running forecast for Miami", arguments: ["city": "Miami", "date": "2026-12-02"]),
            SkillExample(
                "should I jog in Vancouver this Saturday", arguments: ["city": "Vancouver", "date": "2026-12-05"]),
            SkillExample(
                "is it nice enough for a run in Bangkok", arguments: ["city": "Bangkok", "date": "2026-12-02"]),
            SkillExample(
                "can I go for a long run in New York tomorrow", arguments: ["city": "New York", "date": "2026-12-03"]),
            SkillExample("is it too cold to jog in Moscow today", arguments: ["city": "Moscow", "date": "2026-12-02"]),
            SkillExample("any good for running in Seoul today", arguments: ["city": "Seoul", "date": "2026-12-02"]),
            SkillExample(
                "would you recommend running in Amsterdam tomorrow",
                arguments: ["city": "Amsterdam", "date": "2026-12-03"]),
            SkillExample(
                "thinking of a run in Paris this evening, good idea?",
                arguments: ["city": "Paris", "date": "2026-12-02"]),
        ]
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
        return SkillOutput(text, data: ["error": .string(kind)])
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

import AgentSkill
import Foundation
import SkillJSON

/// The weather for a city on a day, from Open-Meteo: `{"city": "Boston", "date": "tomorrow"}`.
///
/// Answers in Chinese when the city or the request has Chinese in it or the locale is `zh`, else
/// in English; `data` carries the numbers (°C, km/h, mm, %), and `ui` a weather card. Problems —
/// an unknown city, a date outside the 16-day forecast, a service that cannot be reached or
/// answers badly — are answers too, with `data.error` naming the kind (`"unreachable"`,
/// `"cityNotFound"`, `"dateOutOfRange"`, `"invalidDate"`, `"httpStatus"`, `"malformedResponse"`)
/// so a chain such as `running_advice` can tell.
public struct WeatherSkill: TypedSkill {
    /// Where and when.
    public struct Arguments: Decodable, Sendable {
        /// A city name in Chinese or English.
        public var city: String
        /// `YYYY-MM-DD`, `today`, `tomorrow`, `day after tomorrow`, `今天`, `明天` or `后天`; today when absent.
        public var date: String?
    }

    public let id = "weather"
    public let name = "天气 Weather"
    public let description = "The weather forecast for a city on a day (today up to 15 days ahead)"
    /// Questions of the weather ("北京明天天气怎么样") are routed here by role, whatever the id.
    public var roles: Set<SkillRole> { [.weatherForecast] }
    /// No day said means today.
    public var dateReading: DateReading { .defaultsToToday }
    public var keywords: [String] {
        ["weather", "forecast", "天气", "天气预报", "气温", "下雨吗", "weather forecast"]
    }
    public var permissions: [SkillPermission] { [.network] }
    /// Three HTTP calls, each with one retry, must fit.
    public var timeout: Duration? { service.configuration.worstCaseDuration }
    public var parameters: JSONSchema {
        .object(
            [
                "city": .string(description: "City name, Chinese or English (北京, Boston)", minLength: 1),
                "date": .string(
                    description: "YYYY-MM-DD, today, tomorrow, day after tomorrow, 今天, 明天 or 后天; default today"),
            ],
            required: ["city"], additionalProperties: false)
    }
    public var examples: [SkillExample] {
        [
            SkillExample("北京明天天气", arguments: ["city": "Beijing", "date": "2026-12-03"]),
            SkillExample("weather in Boston tomorrow", arguments: ["city": "Boston", "date": "2026-12-03"]),
            SkillExample("上海天气", arguments: ["city": "Shanghai", "date": "2026-12-02"]),
            SkillExample("明天广州会下雨吗", arguments: ["city": "Guangzhou", "date": "2026-12-03"]),
            SkillExample("深圳今天天气怎么样", arguments: ["city": "Shenzhen", "date": "2026-12-02"]),
            SkillExample("杭州后天多少度", arguments: ["city": "Hangzhou", "date": "2026-12-04"]),
            SkillExample("帮我查一下成都的天气", arguments: ["city": "Chengdu", "date": "2026-12-02"]),
            SkillExample("南京周六天气如何", arguments: ["city": "Nanjing", "date": "2026-12-05"]),
            SkillExample("武汉明天冷不冷", arguments: ["city": "Wuhan", "date": "2026-12-03"]),
            SkillExample("西安这周日天气预报", arguments: ["city": "Xi'an", "date": "2026-12-06"]),
            SkillExample("重庆今天气温多少", arguments: ["city": "Chongqing", "date": "2026-12-02"]),
            SkillExample("天津明天要带伞吗", arguments: ["city": "Tianjin", "date": "2026-12-03"]),
            SkillExample("苏州后天天气咋样", arguments: ["city": "Suzhou", "date": "2026-12-04"]),
            SkillExample("请问厦门今天热吗", arguments: ["city": "Xiamen", "date": "2026-12-02"]),
            SkillExample("青岛明天刮风吗", arguments: ["city": "Qingdao", "date": "2026-12-03"]),
            SkillExample("看看长沙的天气预报", arguments: ["city": "Changsha", "date": "2026-12-02"]),
            SkillExample("昆明下周一天气", arguments: ["city": "Kunming", "date": "2026-12-07"]),
            SkillExample("东京明天天气好吗", arguments: ["city": "Tokyo", "date": "2026-12-03"]),
            SkillExample("伦敦今天下雨吗", arguments: ["city": "London", "date": "2026-12-02"]),
            SkillExample("纽约周六冷吗", arguments: ["city": "New York", "date": "2026-12-05"]),
            SkillExample("大连明天最高温度是多少", arguments: ["city": "Dalian", "date": "2026-12-03"]),
            SkillExample("哈尔滨今天会下雪吗", arguments: ["city": "Harbin", "date": "2026-12-02"]),
            SkillExample("郑州明天空气质量和天气", arguments: ["city": "Zhengzhou", "date": "2026-12-03"]),
            SkillExample("沈阳后天几度", arguments: ["city": "Shenyang", "date": "2026-12-04"]),
            SkillExample("合肥这两天天气", arguments: ["city": "Hefei", "date": "2026-12-02"]),
            SkillExample("济南明天是晴天吗", arguments: ["city": "Jinan", "date": "2026-12-03"]),
            SkillExample("三亚周日天气怎样", arguments: ["city": "Sanya", "date": "2026-12-06"]),
            SkillExample(
                "what's the weather like in London today", arguments: ["city": "London", "date": "2026-12-02"]),
            SkillExample("will it rain in Seattle tomorrow", arguments: ["city": "Seattle", "date": "2026-12-03"]),
            SkillExample("how hot is it in Dubai", arguments: ["city": "Dubai", "date": "2026-12-02"]),
            SkillExample("forecast for Paris on Saturday", arguments: ["city": "Paris", "date": "2026-12-05"]),
            SkillExample(
                "do I need an umbrella in Tokyo tomorrow", arguments: ["city": "Tokyo", "date": "2026-12-03"]),
            SkillExample("Chicago weather", arguments: ["city": "Chicago", "date": "2026-12-02"]),
            SkillExample(
                "how cold will it be in Toronto on Sunday", arguments: ["city": "Toronto", "date": "2026-12-06"]),
            SkillExample("temperature in Sydney today", arguments: ["city": "Sydney", "date": "2026-12-02"]),
            SkillExample(
                "is it going to snow in Denver tomorrow", arguments: ["city": "Denver", "date": "2026-12-03"]),
            SkillExample(
                "what's the forecast for Berlin the day after tomorrow",
                arguments: ["city": "Berlin", "date": "2026-12-04"]),
            SkillExample("tell me the weather in Shanghai", arguments: ["city": "Shanghai", "date": "2026-12-02"]),
            SkillExample("weather for Beijing next Monday", arguments: ["city": "Beijing", "date": "2026-12-07"]),
            SkillExample("is it sunny in Los Angeles today", arguments: ["city": "Los Angeles", "date": "2026-12-02"]),
            SkillExample(
                "check the weather in Madrid tomorrow please", arguments: ["city": "Madrid", "date": "2026-12-03"]),
            SkillExample(
                "how windy is it in San Francisco", arguments: ["city": "San Francisco", "date": "2026-12-02"]),
            SkillExample(
                "what will the weather be in Rome on Friday", arguments: ["city": "Rome", "date": "2026-12-04"]),
            SkillExample("any rain in Singapore today", arguments: ["city": "Singapore", "date": "2026-12-02"]),
            SkillExample("Hong Kong weather tomorrow", arguments: ["city": "Hong Kong", "date": "2026-12-03"]),
            SkillExample("give me the forecast for Miami", arguments: ["city": "Miami", "date": "2026-12-02"]),
            SkillExample(
                "how's the weather in Vancouver this Saturday", arguments: ["city": "Vancouver", "date": "2026-12-05"]),
            SkillExample("is it warm in Bangkok right now", arguments: ["city": "Bangkok", "date": "2026-12-02"]),
            SkillExample(
                "should I bring a jacket in New York tomorrow", arguments: ["city": "New York", "date": "2026-12-03"]),
            SkillExample(
                "what's the temperature in Moscow today", arguments: ["city": "Moscow", "date": "2026-12-02"]),
            SkillExample("weather report for Seoul", arguments: ["city": "Seoul", "date": "2026-12-02"]),
            SkillExample(
                "will it be cloudy in Amsterdam tomorrow", arguments: ["city": "Amsterdam", "date": "2026-12-03"]),
            SkillExample("hey what's it like outside in Boston", arguments: ["city": "Boston", "date": "2026-12-02"]),
        ]
    }

    private let service: WeatherService

    /// Creates the skill over a shared service.
    public init(service: WeatherService) {
        self.service = service
    }

    public func arguments(for match: KeywordMatch) -> JSONValue {
        UtteranceSlots(match).arguments
    }

    public func run(_ arguments: Arguments, context: SkillContext) async throws -> SkillOutput {
        let city = arguments.city.trimmingCharacters(in: .whitespacesAndNewlines)
        let language = Self.language(city: city, context: context)
        let calendar = context.calendar
        let now = context.now
        let today = LocalDate(now, in: calendar)
        let lastDay = LocalDate(
            calendar.date(byAdding: .day, value: RequestedDay.forecastDays - 1, to: calendar.startOfDay(for: now))
                ?? now, in: calendar)
        let day: RequestedDay
        do {
            day = try RequestedDay.resolve(arguments.date, now: now, calendar: calendar)
        } catch {
            return WeatherAnswer(city: city, day: RequestedDay(date: today, offset: 0), language: language)
                .output(for: error, today: today, lastDay: lastDay)
        }
        let answer = WeatherAnswer(city: city, day: day, language: language)
        guard day.isInForecastRange else {
            let error = StandardSkillError(
                .weatherDateOutOfRange, "date \(day.date) is outside the forecast range \(today) – \(lastDay)")
            return answer.output(for: error, today: today, lastDay: lastDay)
        }
        do {
            let report = try await service.report(city: city, day: day, now: now)
            return answer.output(for: report)
        } catch {
            try Task.checkCancellation()
            return answer.output(for: error, today: today, lastDay: lastDay)
        }
    }

    /// Chinese when the city or the person's latest message has Chinese in it, else the locale's language.
    static func language(city: String, context: SkillContext) -> ReplyLanguage {
        let request = context.recentTurns.last(where: { $0.role == .user })?.text ?? ""
        return ReplyLanguage.detect(in: city + request, fallback: ReplyLanguage(locale: context.locale))
    }
}

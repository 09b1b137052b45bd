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
    public var answersWithUI: Bool { true }
    public var name: String { Self.vocabulary.texts(in: .english).name }
    public var description: String { Self.vocabulary.texts(in: .english).description }
    public func texts(in language: ReplyLanguage) -> SkillTexts { Self.vocabulary.texts(in: language) }
    /// Questions of the weather ("北京明天天气怎么样") are routed here by role, whatever the id.
    public var roles: Set<SkillRole> { [.weatherForecast] }
    /// No day said means today.
    public var dateReading: DateReading { .defaultsToToday }
    public var keywords: [String] { Self.vocabulary.keywords }
    public var examples: [SkillExample] { Self.vocabulary.examples }
    /// The keywords and examples, from `weather.vocabulary.json` beside this file (read once).
    static let vocabulary = StandardVocabulary("weather")
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
                .weatherDateOutOfRange, "date \(day.date) is outside the forecast range \(today) – \(lastDay)",
                chinese: "日期 \(day.date) 不在预报范围 \(today) – \(lastDay) 之内")
            return answer.output(for: error, today: today, lastDay: lastDay)
        }
        do {
            let report = try await service.report(city: city, day: day, language: language, now: now)
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

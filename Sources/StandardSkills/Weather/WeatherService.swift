import AgentSkill
import Foundation

/// The weather source the `weather` skill uses: Open-Meteo geocoding, forecast and air quality,
/// with a short cache. Create one and share it between skills (``StandardSkills/weatherSkills(service:)``).
///
/// Answering one request:
/// 1. look in the cache for the city and date (10 minutes on the skill's clock);
/// 2. geocode the city (`language=zh` when the name has Chinese characters);
/// 3. fetch the 16-day forecast at the place, in the place's time zone;
/// 4. for the next five days, fetch the air quality forecast (best effort: its failure leaves the AQI out);
/// 5. store the answer in the cache.
///
/// ```swift
/// let service = WeatherService(configuration: .fromEnvironment(ProcessInfo.processInfo.environment))
/// let skills = StandardSkills.weatherSkills(service: service)
/// ```
public final class WeatherService: Sendable {
    /// Endpoints, timeout, cache lifetime and size limit.
    public let configuration: Configuration
    private let client: OpenMeteoClient
    private let cache: WeatherCache

    /// Creates a service that talks HTTP through `URLSession`.
    public convenience init(configuration: Configuration = Configuration()) {
        self.init(configuration: configuration, transport: URLSessionWeatherTransport(timeout: configuration.timeout))
    }

    /// Creates a service over any transport (tests inject canned answers here).
    init(configuration: Configuration, transport: any WeatherHTTPTransport) {
        self.configuration = configuration
        self.client = OpenMeteoClient(configuration: configuration, transport: transport)
        self.cache = WeatherCache(lifetime: configuration.cacheLifetime)
    }

    /// How many days ahead the air quality forecast reaches (documented: 5 days from today).
    static let airQualityDays = 5

    /// The weather for `city` on `day`, with the place named in `language`, from the cache when a
    /// fresh answer is there.
    ///
    /// - Throws: ``StandardSkillError`` with a `weather…` code: unreachable, HTTP status,
    ///   malformed answer, city not found, or a date the forecast does not cover.
    func report(city: String, day: RequestedDay, language: ReplyLanguage, now: Date) async throws(StandardSkillError)
        -> WeatherReport
    {
        let key = WeatherCache.Key(city: city, date: day.date, language: language)
        if let cached = await cache.report(for: key, now: now) { return cached }
        guard let place = try await client.geocode(city, language: language) else {
            throw StandardSkillError(
                .weatherCityNotFound, "city not found: no place named '\(city)'", chinese: "找不到城市：没有叫“\(city)”的地方")
        }
        let forecast = try await client.forecast(at: place)
        guard let weather = forecast.days.first(where: { $0.date == day.date.description }) else {
            let range = [forecast.days.first?.date, forecast.days.last?.date].compactMap { $0 }.joined(separator: " – ")
            throw StandardSkillError(
                .weatherDateOutOfRange, "no forecast for \(day.date) at '\(place.name)': the forecast covers \(range)",
                chinese: "“\(place.name)”没有 \(day.date) 的预报：预报只有 \(range)")
        }
        var aqi: Double?
        if (0..<Self.airQualityDays).contains(day.offset) {
            aqi = try? await client.maxUSAQI(at: place, on: day.date)
        }
        let report = WeatherReport(
            place: place, day: weather, current: day.offset == 0 ? forecast.current : nil, units: forecast.units,
            usAQI: aqi)
        await cache.store(report, for: key, now: now)
        return report
    }
}

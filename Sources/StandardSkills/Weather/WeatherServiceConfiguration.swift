import Foundation

extension WeatherService {
    /// Where the Open-Meteo services live and how patiently to talk to them.
    ///
    /// The defaults are the public Open-Meteo endpoints (no API key needed). Point the URLs at a
    /// local server in tests, or read them from the environment with ``fromEnvironment(_:)``.
    ///
    /// ```swift
    /// var configuration = WeatherService.Configuration()
    /// configuration.forecastURL = URL(string: "http://127.0.0.1:8080/v1/forecast")!
    /// let service = WeatherService(configuration: configuration)
    /// ```
    public struct Configuration: Sendable, Hashable {
        /// The geocoding search endpoint (`…/v1/search`).
        public var geocodingURL: URL
        /// The forecast endpoint (`…/v1/forecast`).
        public var forecastURL: URL
        /// The air quality endpoint (`…/v1/air-quality`).
        public var airQualityURL: URL
        /// How long one HTTP attempt may take; a failed attempt is retried once.
        public var timeout: Duration
        /// How long an answer for one city and date is reused.
        public var cacheLifetime: Duration
        /// The largest response body accepted, in bytes.
        public var maxResponseBytes: Int

        /// The public geocoding endpoint.
        public static let openMeteoGeocodingURL = URL(string: "https://geocoding-api.open-meteo.com/v1/search")
        /// The public forecast endpoint.
        public static let openMeteoForecastURL = URL(string: "https://api.open-meteo.com/v1/forecast")
        /// The public air quality endpoint.
        public static let openMeteoAirQualityURL = URL(string: "https://air-quality-api.open-meteo.com/v1/air-quality")

        /// Creates a configuration; every parameter defaults to the public service and house limits
        /// (5 s per attempt, answers cached for 10 minutes, bodies up to 2 MiB).
        public init(
            geocodingURL: URL? = nil, forecastURL: URL? = nil, airQualityURL: URL? = nil,
            timeout: Duration = .seconds(5), cacheLifetime: Duration = .seconds(600),
            maxResponseBytes: Int = 2 * 1024 * 1024
        ) {
            self.geocodingURL = geocodingURL ?? Self.openMeteoGeocodingURL ?? Self.fallbackURL
            self.forecastURL = forecastURL ?? Self.openMeteoForecastURL ?? Self.fallbackURL
            self.airQualityURL = airQualityURL ?? Self.openMeteoAirQualityURL ?? Self.fallbackURL
            self.timeout = timeout
            self.cacheLifetime = cacheLifetime
            self.maxResponseBytes = max(1, maxResponseBytes)
        }

        /// The defaults, with any endpoint overridden by `AGENTSKILL_WEATHER_GEOCODING_URL`,
        /// `AGENTSKILL_WEATHER_FORECAST_URL` or `AGENTSKILL_WEATHER_AIR_QUALITY_URL`.
        ///
        /// A value that is not an absolute `http` or `https` URL is ignored, so a typo falls back to
        /// the public service instead of breaking every weather request.
        ///
        /// ```swift
        /// let configuration = WeatherService.Configuration.fromEnvironment(ProcessInfo.processInfo.environment)
        /// ```
        public static func fromEnvironment(_ environment: [String: String]) -> Configuration {
            func url(_ name: String) -> URL? {
                guard let text = environment[name]?.trimmingCharacters(in: .whitespaces), !text.isEmpty,
                    let url = URL(string: text), let scheme = url.scheme?.lowercased(),
                    scheme == "http" || scheme == "https", url.host != nil
                else { return nil }
                return url
            }
            return Configuration(
                geocodingURL: url("AGENTSKILL_WEATHER_GEOCODING_URL"),
                forecastURL: url("AGENTSKILL_WEATHER_FORECAST_URL"),
                airQualityURL: url("AGENTSKILL_WEATHER_AIR_QUALITY_URL"))
        }

        /// The longest one weather answer can take: three calls, each tried twice, plus a margin.
        var worstCaseDuration: Duration { timeout * 6 + .seconds(1) }

        /// Never used: the literals above are valid URLs. Exists so no initializer needs a force unwrap.
        private static let fallbackURL = URL(fileURLWithPath: "/")
    }
}

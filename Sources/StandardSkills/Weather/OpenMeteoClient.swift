import AgentSkill
import Foundation
import SkillJSON

/// Talks to the three Open-Meteo APIs: builds the URLs, retries once, checks status and size,
/// parses JSON and hands the documents to ``OpenMeteoDecoding``.
///
/// Retries: a network failure (connection refused, timeout…) or an HTTP 5xx is tried exactly once
/// more, at once; an HTTP 4xx never is.
struct OpenMeteoClient: Sendable {
    let configuration: WeatherService.Configuration
    let transport: any WeatherHTTPTransport

    /// The best match for `name` (in any language), or `nil` when the service knows none; its
    /// name and country come in `language` (北京 · 中国 for a Chinese reply, even when the
    /// name asked for was "Beijing").
    func geocode(_ name: String, language: ReplyLanguage) async throws(StandardSkillError) -> WeatherPlace? {
        let language = language == .chinese ? "zh" : "en"
        let url = try Self.url(
            configuration.geocodingURL,
            [("name", name), ("count", "1"), ("language", language), ("format", "json")])
        return try OpenMeteoDecoding.place(from: await json(url, api: .geocoding))
    }

    /// The 16-day daily forecast and current conditions at `place`, in the place's own time zone.
    func forecast(at place: WeatherPlace) async throws(StandardSkillError) -> WeatherForecast {
        let url = try Self.url(
            configuration.forecastURL,
            [
                ("latitude", Self.coordinate(place.latitude)), ("longitude", Self.coordinate(place.longitude)),
                (
                    "daily",
                    "weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max,"
                        + "precipitation_sum,wind_speed_10m_max"
                ),
                ("current", "temperature_2m,weather_code,wind_speed_10m,relative_humidity_2m"),
                ("timezone", "auto"), ("forecast_days", "16"),
            ])
        return try OpenMeteoDecoding.forecast(from: await json(url, api: .forecast))
    }

    /// The highest hourly US AQI forecast on `date` at `place`, or `nil` when there is no value.
    func maxUSAQI(at place: WeatherPlace, on date: LocalDate) async throws(StandardSkillError) -> Double? {
        let url = try Self.url(
            configuration.airQualityURL,
            [
                ("latitude", Self.coordinate(place.latitude)), ("longitude", Self.coordinate(place.longitude)),
                ("hourly", "us_aqi"), ("timezone", "auto"), ("start_date", date.description),
                ("end_date", date.description),
            ])
        return try OpenMeteoDecoding.maxUSAQI(from: await json(url, api: .airQuality), on: date)
    }

    // MARK: - HTTP

    private func json(_ url: URL, api: OpenMeteoAPI) async throws(StandardSkillError) -> JSONValue {
        var attempt = 1
        while true {
            let response: WeatherHTTPResponse
            do {
                response = try await transport.get(
                    url, timeout: configuration.timeout, maxBytes: configuration.maxResponseBytes)
            } catch {
                switch error {
                case .cancelled:
                    throw StandardSkillError(
                        .weatherUnreachable, "\(api.name) request cancelled", chinese: "\(api.chineseName)的请求已取消")
                case .tooLarge(let limit):
                    throw StandardSkillError(
                        .weatherMalformedResponse, "\(api.name) answer too large: more than \(limit) bytes",
                        chinese: "\(api.chineseName)的回答太大：超过 \(limit) 字节")
                case .network(let reason):
                    if attempt < 2 && !Task.isCancelled {
                        attempt += 1
                        continue
                    }
                    // The reason is the system's own words, in English.
                    throw StandardSkillError(
                        .weatherUnreachable, "\(api.name) unreachable: \(reason) — after \(attempt) attempts",
                        chinese: "连不上\(api.chineseName)：\(reason)（试了 \(attempt) 次）")
                }
            }
            if (500..<600).contains(response.status) && attempt < 2 && !Task.isCancelled {
                attempt += 1
                continue
            }
            guard (200..<300).contains(response.status) else {
                // The service's reason, if it gave one, is its own words, in English.
                let reason = Self.reason(in: response.body)
                throw StandardSkillError(
                    .weatherHTTPStatus,
                    "\(api.name) answered HTTP \(response.status)" + (reason.map { ": \($0)" } ?? ""),
                    chinese: "\(api.chineseName)返回了错误状态 \(response.status)" + (reason.map { "：\($0)" } ?? ""))
            }
            do {
                return try JSONValue.parse(response.body)
            } catch {
                throw StandardSkillError(
                    .weatherMalformedResponse, "\(api.name) answer is not valid JSON: \(error.description)",
                    chinese: "\(api.chineseName)的回答不是有效的 JSON：\(error.description)")
            }
        }
    }

    /// The reason of an Open-Meteo error body (`{"error": true, "reason": "…"}`), at most 200
    /// characters, or `nil`.
    private static func reason(in body: Data) -> String? {
        guard let value = try? JSONValue.parse(body), let reason = value["reason"]?.stringValue, !reason.isEmpty
        else { return nil }
        return String(reason.prefix(200))
    }

    private static func url(_ base: URL, _ query: [(String, String)]) throws(StandardSkillError) -> URL {
        func invalid() -> StandardSkillError {
            StandardSkillError(
                .invalidArgument, "weather endpoint '\(base)' is not a valid URL",
                chinese: "天气服务地址“\(base)”不是有效的网址")
        }
        guard var components = URLComponents(url: base, resolvingAgainstBaseURL: false) else { throw invalid() }
        components.queryItems = (components.queryItems ?? []) + query.map { URLQueryItem(name: $0.0, value: $0.1) }
        guard let url = components.url else { throw invalid() }
        return url
    }

    private static func coordinate(_ value: Double) -> String {
        String(format: "%.4f", value)
    }
}

/// The three services, named the way messages name them.
enum OpenMeteoAPI: Sendable {
    case geocoding, forecast, airQuality

    var name: String {
        switch self {
        case .geocoding: "geocoding service"
        case .forecast: "forecast service"
        case .airQuality: "air quality service"
        }
    }

    /// The name in Chinese: 地理编码服务, 天气预报服务, 空气质量服务.
    var chineseName: String {
        switch self {
        case .geocoding: "地理编码服务"
        case .forecast: "天气预报服务"
        case .airQuality: "空气质量服务"
        }
    }
}

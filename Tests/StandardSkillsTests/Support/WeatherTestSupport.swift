import AgentSkill
import Foundation
import SkillJSON
import Synchronization
import TestSupport

@testable import StandardSkills

/// A clock for tests whose time moves only when told to; sleeping and deadlines stay real.
final class TestTime: Sendable {
    private let current: Mutex<Date>

    /// Starts at an RFC 3339 instant such as `2026-12-02T15:00:00Z`.
    init(_ instant: String) {
        current = Mutex(ISO8601DateFormatter().date(from: instant) ?? Date(timeIntervalSince1970: 0))
    }

    var now: Date { current.withLock { $0 } }

    func advance(minutes: Double) {
        current.withLock { $0 = $0.addingTimeInterval(minutes * 60) }
    }

    var clock: AgentClock {
        var clock = AgentClock.fixed(now)
        clock.now = { [self] in now }
        return clock
    }
}

/// Open-Meteo on 127.0.0.1: each path answers from a queue of replies; the last one repeats.
final class FakeOpenMeteo: Sendable {
    static let geocodingPath = "/v1/search"
    static let forecastPath = "/v1/forecast"
    static let airQualityPath = "/v1/air-quality"

    /// The replies waiting for each path.
    private final class ReplyQueues: Sendable {
        let table: Mutex<[String: [LocalHTTPServer.Reply]]>

        init(_ table: [String: [LocalHTTPServer.Reply]]) {
            self.table = Mutex(table)
        }

        func next(for path: String) -> LocalHTTPServer.Reply {
            table.withLock { table in
                guard var queue = table[path], let first = queue.first else {
                    return .json(OpenMeteoFixtures.error("no route \(path)"), status: 404)
                }
                if queue.count > 1 {
                    queue.removeFirst()
                    table[path] = queue
                }
                return first
            }
        }
    }

    let server: LocalHTTPServer
    private let replies: ReplyQueues

    /// Boston with a forecast from 2026-12-02 and an AQI peak of 42 on 2026-12-03, unless told otherwise.
    init(
        geocoding: String = OpenMeteoFixtures.geocoding(name: "Boston"),
        forecast: String = OpenMeteoFixtures.forecast(start: "2026-12-02"),
        airQuality: String = OpenMeteoFixtures.airQuality(date: "2026-12-03", peak: 42)
    ) throws {
        let replies = ReplyQueues([
            Self.geocodingPath: [.json(geocoding)], Self.forecastPath: [.json(forecast)],
            Self.airQualityPath: [.json(airQuality)],
        ])
        self.replies = replies
        server = try LocalHTTPServer { request in replies.next(for: request.path) }
    }

    /// Answers the next requests for `path` with `queue`, the last reply repeating.
    func answer(_ path: String, with queue: [LocalHTTPServer.Reply]) {
        replies.table.withLock { $0[path] = queue }
    }

    func configuration(timeout: Duration = .seconds(5)) -> WeatherService.Configuration {
        WeatherService.Configuration(
            geocodingURL: server.url(Self.geocodingPath), forecastURL: server.url(Self.forecastPath),
            airQualityURL: server.url(Self.airQualityPath), timeout: timeout)
    }

    func service(timeout: Duration = .seconds(5)) -> WeatherService {
        WeatherService(configuration: configuration(timeout: timeout))
    }

    /// A service whose every address refuses connections: a port that is bound and never listens,
    /// which no server another test starts can take (a stopped server's port can be reused).
    static func unreachableService(_ port: RefusingPort, timeout: Duration = .seconds(5)) -> WeatherService {
        WeatherService(
            configuration: WeatherService.Configuration(
                geocodingURL: port.url(geocodingPath), forecastURL: port.url(forecastPath),
                airQualityURL: port.url(airQualityPath), timeout: timeout))
    }

    func requests(_ path: String) -> [LocalHTTPServer.Request] {
        server.requests.filter { $0.path == path }
    }

    deinit {
        server.stop()
    }
}

/// A context like the agent's, with a user message when the test wants one.
func weatherContext(
    _ skillID: String = "weather", time: TestTime, timeZone: String = "America/New_York", locale: String = "en_US",
    userText: String? = nil
) -> SkillContext {
    let turns = userText.map { [Message(id: 1, role: .user, text: $0, date: time.now)] } ?? []
    return SkillContext(
        skillID: skillID, clock: time.clock, timeZone: TimeZone(identifier: timeZone) ?? .gmt,
        locale: Locale(identifier: locale), recentTurns: turns)
}

/// Runs the weather skill once.
func askWeather(
    _ service: WeatherService, city: String, date: String? = nil, time: TestTime,
    timeZone: String = "America/New_York", locale: String = "en_US"
) async throws -> SkillOutput {
    var arguments: [String: JSONValue] = ["city": .string(city)]
    arguments["date"] = date.map(JSONValue.string)
    return try await WeatherSkill(service: service).execute(
        .object(arguments), context: weatherContext(time: time, timeZone: timeZone, locale: locale))
}

/// Answers every request from a closure, without sockets: for parsing and retry logic.
struct CannedTransport: WeatherHTTPTransport {
    let answer: @Sendable (URL) throws(WeatherTransportFailure) -> WeatherHTTPResponse

    func get(_ url: URL, timeout: Duration, maxBytes: Int) async throws(WeatherTransportFailure) -> WeatherHTTPResponse
    {
        let response = try answer(url)
        guard response.body.count <= maxBytes else { throw .tooLarge(limit: maxBytes) }
        return response
    }
}

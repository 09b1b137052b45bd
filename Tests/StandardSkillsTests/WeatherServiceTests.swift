import AgentSkill
import Foundation
import SkillJSON
import Synchronization
import TestSupport
import Testing

@testable import StandardSkills

/// Retries, failures and the cache, over real HTTP to 127.0.0.1.
@Suite(.timeLimit(.minutes(1))) struct WeatherServiceTests {
    static let bostonMorning = WeatherSkillTests.bostonMorning

    @Test func aServerErrorIsRetriedOnceAndTheRetryAnswers() async throws {
        let fake = try FakeOpenMeteo()
        fake.answer(
            FakeOpenMeteo.forecastPath,
            with: [
                .json(OpenMeteoFixtures.error("busy"), status: 500),
                .json(OpenMeteoFixtures.forecast(start: "2026-12-02")),
            ])
        let output = try await askWeather(fake.service(), city: "Boston", time: TestTime(Self.bostonMorning))
        #expect(output.data?["error"] == nil)
        #expect(output.data?["temperatureMax"] == 9)
        #expect(fake.requests(FakeOpenMeteo.forecastPath).count == 2)
    }

    @Test func twoServerErrorsAreAnAnswerNamingTheStatus() async throws {
        let fake = try FakeOpenMeteo()
        fake.answer(FakeOpenMeteo.forecastPath, with: [.json(OpenMeteoFixtures.error("busy"), status: 503)])
        let output = try await askWeather(fake.service(), city: "Boston", time: TestTime(Self.bostonMorning))
        #expect(output.text == "The weather service returned an error: forecast service answered HTTP 503: busy")
        #expect(output.data?["error"] == "httpStatus")
        #expect(fake.requests(FakeOpenMeteo.forecastPath).count == 2)
    }

    @Test func aClientErrorIsNotRetried() async throws {
        let fake = try FakeOpenMeteo()
        fake.answer(
            FakeOpenMeteo.forecastPath,
            with: [.json(OpenMeteoFixtures.error("Parameter 'forecast_days' must be between 0 and 16"), status: 400)])
        let output = try await askWeather(fake.service(), city: "Boston", time: TestTime(Self.bostonMorning))
        #expect(
            output.text
                == "The weather service returned an error: forecast service answered HTTP 400: "
                + "Parameter 'forecast_days' must be between 0 and 16")
        #expect(output.data?["error"] == "httpStatus")
        #expect(fake.requests(FakeOpenMeteo.forecastPath).count == 1)
    }

    @Test func aStoppedServerIsUnreachableAtOnce() async throws {
        let refusing = try #require(RefusingPort())
        // An hour's timeout: the refusal itself must end the attempts. The error's reason shows it
        // (a timeout would say "timed out"), with no bound on wall time, which a loaded machine
        // can stretch (this once took 27 s with two builds running beside the suite).
        let service = FakeOpenMeteo.unreachableService(refusing, timeout: .seconds(3_600))
        let client = OpenMeteoClient(
            configuration: service.configuration,
            transport: URLSessionWeatherTransport(timeout: service.configuration.timeout))
        do {
            _ = try await client.geocode("Boston", language: .english)
            Issue.record("a refusing port answered")
        } catch {
            #expect(error.code == .weatherUnreachable)
            #expect(error.message.contains("connection refused"), "\(error.message)")
            #expect(error.message.hasSuffix("after 2 attempts"), "\(error.message)")
        }
        let output = try await askWeather(service, city: "Boston", time: TestTime(Self.bostonMorning))
        #expect(output.text == "The weather service cannot be reached right now — please try again later.")
        #expect(output.data?["error"] == "unreachable")
        #expect(output.ui == nil)
    }

    @Test func aStoppedServerIsUnreachableInChinese() async throws {
        let refusing = try #require(RefusingPort())
        let service = FakeOpenMeteo.unreachableService(refusing)
        let output = try await askWeather(service, city: "波士顿", time: TestTime(Self.bostonMorning))
        #expect(output.text == "天气服务暂时无法连接，请稍后再试。")
        #expect(output.data?["error"] == "unreachable")
    }

    /// One second per attempt: swift-corelibs-foundation counts request timeouts in whole seconds.
    @Test func aServerThatNeverAnswersTimesOutTwiceThenIsUnreachable() async throws {
        let fake = try FakeOpenMeteo()
        fake.answer(FakeOpenMeteo.forecastPath, with: [.noAnswer])
        let started = ContinuousClock.now
        let output = try await askWeather(
            fake.service(timeout: .seconds(1)), city: "Boston", time: TestTime(Self.bostonMorning))
        let elapsed = ContinuousClock.now - started
        #expect(output.data?["error"] == "unreachable")
        #expect(output.data?["message"] == "forecast service unreachable: timed out — after 2 attempts")
        #expect(fake.requests(FakeOpenMeteo.forecastPath).count == 2)
        #expect(elapsed >= .milliseconds(1800))
        #expect(elapsed < .seconds(30), "the two attempts should end at their timeouts, not hang")
    }

    @Test(arguments: [
        ("{not json", "The weather service's answer could not be read: forecast service answer is not valid JSON"),
        (
            #"{"daily":{"time":["2026-12-02"]},"current":{"time":"2026-12-02T10:00"}}"#,
            "The weather service's answer could not be read: forecast service answer is malformed: "
                + "no 'daily.weather_code'"
        ),
        (
            #"{"daily":{"time":["2026-12-02"],"weather_code":[3],"temperature_2m_max":["warm"]}}"#,
            "The weather service's answer could not be read: forecast service answer is malformed: "
                + "'daily.temperature_2m_max[0]' is string, expected a number or null"
        ),
    ])
    func aMalformedAnswerIsNamed(body: String, says: String) async throws {
        let fake = try FakeOpenMeteo()
        fake.answer(FakeOpenMeteo.forecastPath, with: [.json(body)])
        let output = try await askWeather(fake.service(), city: "Boston", time: TestTime(Self.bostonMorning))
        #expect(output.text.hasPrefix(says))
        #expect(output.data?["error"] == "malformedResponse")
        #expect(fake.requests(FakeOpenMeteo.forecastPath).count == 1)
    }

    @Test func aSecondRequestWithinTenMinutesComesFromTheCache() async throws {
        let fake = try FakeOpenMeteo()
        let service = fake.service()
        let time = TestTime(Self.bostonMorning)
        let first = try await askWeather(service, city: "Boston", date: "tomorrow", time: time)
        let calls = fake.server.requestCount
        #expect(calls == 3)
        time.advance(minutes: 9)
        let second = try await askWeather(service, city: " boston ", date: "2026-12-03", time: time)
        #expect(fake.server.requestCount == calls)
        #expect(second.data?["temperatureMax"] == first.data?["temperatureMax"])
        time.advance(minutes: 2)
        _ = try await askWeather(service, city: "Boston", date: "tomorrow", time: time)
        #expect(fake.server.requestCount == calls * 2)
    }

    @Test func failuresAreNotCached() async throws {
        let fake = try FakeOpenMeteo()
        fake.answer(
            FakeOpenMeteo.forecastPath,
            with: [.json("{}", status: 404), .json(OpenMeteoFixtures.forecast(start: "2026-12-02"))])
        let service = fake.service()
        let time = TestTime(Self.bostonMorning)
        #expect(try await askWeather(service, city: "Boston", time: time).data?["error"] == "httpStatus")
        #expect(try await askWeather(service, city: "Boston", time: time).data?["error"] == nil)
    }

    @Test func anAnswerOverTheSizeLimitIsRefused() async throws {
        let service = WeatherService(
            configuration: WeatherService.Configuration(maxResponseBytes: 64),
            transport: CannedTransport { _ in
                WeatherHTTPResponse(status: 200, body: Data(OpenMeteoFixtures.geocoding(name: "Boston").utf8))
            })
        let output = try await askWeather(service, city: "Boston", time: TestTime(Self.bostonMorning))
        #expect(output.data?["error"] == "malformedResponse")
        #expect(output.text.hasSuffix("geocoding service answer too large: more than 64 bytes"))
    }

    @Test func aNetworkFailureIsRetriedExactlyOnce() async throws {
        let attempts = AttemptCounter()
        let service = WeatherService(
            configuration: WeatherService.Configuration(),
            transport: CannedTransport { _ throws(WeatherTransportFailure) in
                attempts.increment()
                throw .network("connection refused")
            })
        let output = try await askWeather(service, city: "Boston", time: TestTime(Self.bostonMorning))
        #expect(output.data?["error"] == "unreachable")
        #expect(output.data?["message"] == "geocoding service unreachable: connection refused — after 2 attempts")
        #expect(attempts.value == 2)
    }

    @Test(arguments: [
        ([String: String](), "https://api.open-meteo.com/v1/forecast"),
        (["AGENTSKILL_WEATHER_FORECAST_URL": "http://127.0.0.1:9/v1/forecast"], "http://127.0.0.1:9/v1/forecast"),
        (["AGENTSKILL_WEATHER_FORECAST_URL": "not a url"], "https://api.open-meteo.com/v1/forecast"),
        (["AGENTSKILL_WEATHER_FORECAST_URL": "ftp://example.com/x"], "https://api.open-meteo.com/v1/forecast"),
    ])
    func theEnvironmentCanMoveTheEndpoints(environment: [String: String], forecast: String) {
        let configuration = WeatherService.Configuration.fromEnvironment(environment)
        #expect(configuration.forecastURL.absoluteString == forecast)
        #expect(configuration.geocodingURL.absoluteString == "https://geocoding-api.open-meteo.com/v1/search")
        #expect(configuration.airQualityURL.absoluteString == "https://air-quality-api.open-meteo.com/v1/air-quality")
        #expect(configuration.timeout == .seconds(5))
        #expect(configuration.cacheLifetime == .seconds(600))
    }
}

final class AttemptCounter: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func increment() { count.withLock { $0 += 1 } }
}

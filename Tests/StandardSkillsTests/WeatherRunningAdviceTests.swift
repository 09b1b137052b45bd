import AgentSkill
import Foundation
import SkillJSON
import SkillUI
import TestSupport
import Testing

@testable import StandardSkills

@Suite(.timeLimit(.minutes(1))) struct WeatherRunningAdviceTests {
    typealias Advice = RunningAdvice

    // MARK: - The pure judgement

    @Test(arguments: [
        (-8.0, Advice.Reason.tooCold(-8), Advice.Verdict.notAdvised),
        (-5, .cold(-5), .okWithCare),
        (4.9, .cold(4.9), .okWithCare),
        (5, .idealTemperature(5), .good),
        (19.9, .idealTemperature(19.9), .good),
        (20, .warm(20), .okWithCare),
        (27.9, .warm(27.9), .okWithCare),
        (28, .hot(28), .okWithCare),
        (33, .hot(33), .okWithCare),
        (33.5, .tooHot(33.5), .notAdvised),
    ])
    func temperatureBands(high: Double, reason: Advice.Reason, verdict: Advice.Verdict) {
        let advice = Advice.assess(.init(temperature: high, rainProbability: 0, windSpeed: 5, usAQI: 20))
        #expect(advice.reasons.first == reason)
        #expect(advice.verdict == verdict)
    }

    @Test(arguments: [
        (10.0, Advice.Reason.dry(10), Advice.Verdict.good),
        (39, .dry(39), .good),
        (40, .showersLikely(40), .okWithCare),
        (69, .showersLikely(69), .okWithCare),
        (70, .rainLikely(70), .notAdvised),
        (100, .rainLikely(100), .notAdvised),
    ])
    func rainBands(chance: Double, reason: Advice.Reason, verdict: Advice.Verdict) {
        let advice = Advice.assess(.init(temperature: 15, rainProbability: chance, windSpeed: 5, usAQI: 20))
        #expect(advice.reasons[1] == reason)
        #expect(advice.verdict == verdict)
    }

    @Test(arguments: [
        (0.0, Advice.Reason.calm(0), Advice.Verdict.good),
        (39.9, .calm(39.9), .good),
        (40, .tooWindy(40), .notAdvised),
    ])
    func windBands(speed: Double, reason: Advice.Reason, verdict: Advice.Verdict) {
        let advice = Advice.assess(.init(temperature: 15, rainProbability: 0, windSpeed: speed, usAQI: 20))
        #expect(advice.reasons[2] == reason)
        #expect(advice.verdict == verdict)
    }

    @Test(arguments: [
        (42.0, Advice.Reason.cleanAir(42), Advice.Verdict.good),
        (100, .cleanAir(100), .good),
        (101, .airUnhealthyForSensitive(101), .okWithCare),
        (150, .airUnhealthyForSensitive(150), .okWithCare),
        (151, .airUnhealthy(151), .notAdvised),
    ])
    func airQualityBands(aqi: Double, reason: Advice.Reason, verdict: Advice.Verdict) {
        let advice = Advice.assess(.init(temperature: 15, rainProbability: 0, windSpeed: 5, usAQI: aqi))
        #expect(advice.reasons[3] == reason)
        #expect(advice.verdict == verdict)
    }

    @Test func theWorstFactorDecidesAndUnknownsDoNot() {
        let mixed = Advice.assess(.init(temperature: 25, rainProbability: 75, windSpeed: 10, usAQI: 120))
        #expect(mixed.verdict == .notAdvised)
        #expect(mixed.reasons == [.warm(25), .rainLikely(75), .calm(10), .airUnhealthyForSensitive(120)])
        let unknown = Advice.assess(.init(temperature: nil, rainProbability: nil, windSpeed: nil, usAQI: nil))
        #expect(unknown.verdict == .good)
        #expect(unknown.reasons == [.temperatureUnknown, .rainUnknown, .windUnknown, .airQualityUnknown])
    }

    // MARK: - Through a real agent and a local Open-Meteo

    /// 10:00 in Boston on 2026-12-02; tomorrow is hot and breezy-free with some rain chance.
    private func agent(_ fake: FakeOpenMeteo, time: TestTime, locale: String = "en_US") throws -> Agent {
        try Agent(
            skills: StandardSkills.all(weatherService: fake.service()),
            configuration: AgentConfiguration(
                clock: time.clock, timeZone: TimeZone(identifier: "America/New_York") ?? .gmt,
                locale: Locale(identifier: locale)))
    }

    @Test func anEnglishRequestGetsAVerdictWithReasons() async throws {
        let fake = try FakeOpenMeteo(
            forecast: OpenMeteoFixtures.forecast(
                start: "2026-12-02", days: [.init(), .init(code: 1, max: 30, min: 19, rain: 45, wind: 12)]))
        let agent = try agent(fake, time: TestTime(WeatherSkillTests.bostonMorning))
        let reply = await agent.send("Should I go running in Boston tomorrow?")
        #expect(reply.skillID == "running_advice")
        #expect(reply.error == nil)
        #expect(
            reply.text
                == "Boston, tomorrow 2026-12-03: OK with care. Why: High of 30°C — hot — run in the early morning only; "
                + "Rain chance 45% — rain possible — bring a light jacket; Wind 12 km/h — wind is fine; "
                + "Air quality (US AQI) 42 — air quality is fine.")
        #expect(reply.data?["verdict"] == "okWithCare")
        #expect(reply.data?["weather"]?["city"] == "Boston")
        guard case .card(let card) = reply.ui else {
            Issue.record("expected a card, got \(String(describing: reply.ui))")
            return
        }
        #expect(card.title == "Running advice · Boston · tomorrow 2026-12-03")
        var badges: [SKBadge] = []
        var lists: [SKList] = []
        card.children.first?.forEachNode { if case .badge(let badge) = $0 { badges.append(badge) } }
        for child in card.children { if case .list(let list) = child { lists.append(list) } }
        #expect(badges.map(\.text) == ["OK with care"])
        #expect(badges.first?.color == .semantic(.warning))
        #expect(
            lists.first?.items.map(\.title) == [
                "High of 30°C", "Rain chance 45%", "Wind 12 km/h", "Air quality (US AQI) 42",
            ])
    }

    @Test func aChineseRequestIsAnsweredInChinese() async throws {
        let fake = try FakeOpenMeteo(
            geocoding: OpenMeteoFixtures.geocoding(name: "波士顿"),
            forecast: OpenMeteoFixtures.forecast(
                start: "2026-12-02", days: [.init(), .init(code: 0, max: 12, min: 3, rain: 5, wind: 8)]))
        let agent = try agent(fake, time: TestTime(WeatherSkillTests.bostonMorning))
        let reply = await agent.send("明天波士顿适合跑步吗")
        #expect(reply.skillID == "running_advice")
        #expect(
            reply.text
                == "波士顿 明天 2026-12-03：适合跑步。原因：最高气温 12°C — 温度理想；降水概率 5% — 降雨可能性小；"
                + "风速 8 km/h — 风力不大；空气质量指数 42 — 空气质量可以。")
        #expect(fake.requests(FakeOpenMeteo.geocodingPath).first?.query["name"] == "波士顿")
        #expect(fake.requests(FakeOpenMeteo.geocodingPath).first?.query["language"] == "zh")
    }

    @Test func aRunAfterAWeatherQuestionUsesTheSharedCache() async throws {
        let fake = try FakeOpenMeteo()
        let agent = try agent(fake, time: TestTime(WeatherSkillTests.bostonMorning))
        let weather = await agent.send("weather in Boston tomorrow")
        #expect(weather.skillID == "weather")
        #expect(weather.data?["date"] == "2026-12-03")
        let calls = fake.server.requestCount
        let advice = await agent.send("go running in Boston tomorrow")
        #expect(advice.skillID == "running_advice")
        #expect(advice.data?["verdict"] == "good")
        #expect(fake.server.requestCount == calls)
    }

    @Test func withoutTheWeatherServiceThereIsNoAdvice() async throws {
        let refusing = try #require(RefusingPort())
        let time = TestTime(WeatherSkillTests.bostonMorning)
        let agent = try Agent(
            skills: StandardSkills.all(weatherService: FakeOpenMeteo.unreachableService(refusing)),
            configuration: AgentConfiguration(
                clock: time.clock, timeZone: TimeZone(identifier: "America/New_York") ?? .gmt,
                locale: Locale(identifier: "en_US")))
        let english = await agent.send("go running in Boston")
        #expect(english.skillID == "running_advice")
        #expect(
            english.text
                == "Running advice needs the weather forecast, and the weather service cannot be reached right now — "
                + "please try again later.")
        #expect(english.data == ["error": "unreachable"])
        let chinese = await agent.send("北京今天适合跑步吗")
        #expect(chinese.text == "跑步建议需要天气预报，但天气服务暂时无法连接，请稍后再试。")
    }

    @Test func anUnknownCityIsRelayed() async throws {
        let fake = try FakeOpenMeteo(geocoding: OpenMeteoFixtures.noPlace)
        let agent = try agent(fake, time: TestTime(WeatherSkillTests.bostonMorning))
        let reply = await agent.send("go running in Atlantis")
        #expect(
            reply.text
                == "Without a weather forecast there is no running advice: I couldn't find a city called 'Atlantis' — "
                + "try another spelling (for example Beijing or 北京).")
        #expect(reply.data == ["error": "cityNotFound"])
    }
}

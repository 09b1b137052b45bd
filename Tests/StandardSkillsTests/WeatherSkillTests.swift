import AgentSkill
import Foundation
import SkillJSON
import SkillUI
import Testing

@testable import StandardSkills

/// The weather skill against a local Open-Meteo on 127.0.0.1.
@Suite(.timeLimit(.minutes(1))) struct WeatherSkillTests {
    /// 10:00 on 2026-12-02 in Boston.
    static let bostonMorning = "2026-12-02T15:00:00Z"

    @Test func aForecastInEnglish() async throws {
        let fake = try FakeOpenMeteo()
        let output = try await askWeather(
            fake.service(), city: "Boston", date: "tomorrow", time: TestTime(Self.bostonMorning))
        #expect(
            output.text
                == "Boston, tomorrow (2026-12-03): Overcast, 2–9°C, rain chance 20%, wind up to 15 km/h. "
                + "Air quality: US AQI 42 (good).")
        #expect(output.data?["date"] == "2026-12-03")
        #expect(output.data?["dayOffset"] == 1)
        #expect(output.data?["temperatureMax"] == 9)
        #expect(output.data?["temperatureMin"] == 2)
        #expect(output.data?["precipitationProbability"] == 20)
        #expect(output.data?["windSpeedMax"] == 15)
        #expect(output.data?["usAQI"] == 42)
        #expect(output.data?["weatherCode"] == 3)
        #expect(output.data?["current"] == nil)
        guard case .card(let card) = output.ui else {
            Issue.record("expected a card, got \(String(describing: output.ui))")
            return
        }
        #expect(card.title == "Boston · tomorrow 2026-12-03")
        #expect(card.subtitle == "Overcast · Massachusetts · United States")
        #expect(card.children.contains(.progress(SKProgress(value: 0.2, label: "Rain chance 20%"))))
        #expect(card.children.contains(.text(SKText(content: "High 9°C / Low 2°C / Wind up to 15 km/h"))))

        let geocoding = try #require(fake.requests(FakeOpenMeteo.geocodingPath).first)
        #expect(geocoding.query == ["name": "Boston", "count": "1", "language": "en", "format": "json"])
        let forecast = try #require(fake.requests(FakeOpenMeteo.forecastPath).first)
        #expect(forecast.query["latitude"] == "42.3584")
        #expect(forecast.query["longitude"] == "-71.0598")
        #expect(
            forecast.query["daily"]
                == "weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max,"
                + "precipitation_sum,wind_speed_10m_max")
        #expect(forecast.query["current"] == "temperature_2m,weather_code,wind_speed_10m,relative_humidity_2m")
        #expect(forecast.query["timezone"] == "auto")
        #expect(forecast.query["forecast_days"] == "16")
        let air = try #require(fake.requests(FakeOpenMeteo.airQualityPath).first)
        #expect(air.query["hourly"] == "us_aqi")
        #expect(air.query["start_date"] == "2026-12-03")
        #expect(air.query["end_date"] == "2026-12-03")
    }

    @Test func aChineseCityIsLookedUpInChineseAndAnsweredInChinese() async throws {
        let fake = try FakeOpenMeteo(
            geocoding: OpenMeteoFixtures.geocoding(
                name: "北京", latitude: 39.9075, longitude: 116.39723, country: "中国", admin1: "北京市",
                timezone: "Asia/Shanghai"),
            forecast: OpenMeteoFixtures.forecast(
                start: "2026-12-02",
                days: [.init(), .init(code: 61, max: 6.5, min: -1, rain: 55, rainSum: 2.4, wind: 22)],
                timezone: "Asia/Shanghai"))
        // 10:00 in Beijing.
        let output = try await askWeather(
            fake.service(), city: "北京", date: "明天", time: TestTime("2026-12-02T02:00:00Z"),
            timeZone: "Asia/Shanghai")
        #expect(
            output.text
                == "北京 明天（2026-12-03）：小雨，-1–6.5°C，降水概率 55%，降水量 2.4 mm，最大风速 22 km/h。空气质量指数（US AQI）42，优。")
        #expect(output.ui.flatMap { if case .card(let card) = $0 { card.title } else { nil } } == "北京 · 明天 2026-12-03")
        #expect(fake.requests(FakeOpenMeteo.geocodingPath).first?.query["language"] == "zh")
        #expect(fake.requests(FakeOpenMeteo.geocodingPath).first?.query["name"] == "北京")
    }

    @Test func aChineseLocaleAnswersInChineseEvenForALatinName() async throws {
        let fake = try FakeOpenMeteo()
        let output = try await askWeather(
            fake.service(), city: "Boston", date: "tomorrow", time: TestTime(Self.bostonMorning), locale: "zh_CN")
        #expect(output.text.hasPrefix("Boston 明天（2026-12-03）：阴"))
    }

    /// The NLU names places in English ("北京" → "Beijing"); a Chinese reply still names the place
    /// in Chinese, as the service returns it when asked in Chinese, and so does its country.
    @Test func anEnglishPlaceNameIsLookedUpInTheReplysLanguage() async throws {
        let fake = try FakeOpenMeteo(
            geocoding: OpenMeteoFixtures.geocoding(
                name: "北京", latitude: 39.9075, longitude: 116.39723, country: "中国", admin1: "北京市",
                timezone: "Asia/Shanghai"))
        let output = try await askWeather(
            fake.service(), city: "Beijing", date: "tomorrow", time: TestTime("2026-12-02T02:00:00Z"),
            timeZone: "Asia/Shanghai", locale: "zh_CN")
        #expect(output.text.hasPrefix("北京 明天（2026-12-03）"))
        #expect(fake.requests(FakeOpenMeteo.geocodingPath).first?.query["name"] == "Beijing")
        #expect(fake.requests(FakeOpenMeteo.geocodingPath).first?.query["language"] == "zh")
    }

    @Test func todayShowsTheCurrentConditions() async throws {
        let fake = try FakeOpenMeteo(
            airQuality: OpenMeteoFixtures.airQuality(date: "2026-12-02", peak: 120))
        let output = try await askWeather(fake.service(), city: "Boston", time: TestTime(Self.bostonMorning))
        #expect(
            output.text
                == "Boston, today (2026-12-02): Overcast, 2–9°C, rain chance 20%, wind up to 15 km/h. "
                + "Now: 5°C, Partly cloudy, wind 10 km/h, humidity 60%. "
                + "Air quality: US AQI 120 (unhealthy for sensitive groups).")
        #expect(
            output.data?["current"]
                == [
                    "time": "2026-12-02T10:00", "temperature": 5, "weatherCode": 2, "condition": "Partly cloudy",
                    "windSpeed": 10, "relativeHumidity": 60,
                ])
        guard case .card(let card) = output.ui else {
            Issue.record("expected a card")
            return
        }
        #expect(card.title == "Boston · today 2026-12-02")
        #expect(
            card.children.contains(
                .text(
                    SKText(
                        content: "Now: 5°C · Partly cloudy · wind 10 km/h · humidity 60%", style: .caption,
                        color: .semantic(.secondaryLabel)))))
        #expect(
            card.children.first?.children.contains(
                .badge(SKBadge(text: "AQI 120 unhealthy for sensitive groups", color: .semantic(.warning)))) == true)
    }

    @Test(arguments: [
        // 23:30 in Shanghai on 12-02 (15:30 UTC): tomorrow is 12-03.
        ("2026-12-02T15:30:00Z", "2026-12-03"),
        // 00:30 in Shanghai on 12-03 while UTC is still 12-02: tomorrow is 12-04.
        ("2026-12-02T16:30:00Z", "2026-12-04"),
    ])
    func tomorrowFollowsThePersonsTimeZoneNearMidnight(instant: String, expected: String) async throws {
        let fake = try FakeOpenMeteo(
            forecast: OpenMeteoFixtures.forecast(start: "2026-12-02", timezone: "Asia/Shanghai"))
        let output = try await askWeather(
            fake.service(), city: "Boston", date: "tomorrow", time: TestTime(instant), timeZone: "Asia/Shanghai")
        #expect(output.data?["date"] == .string(expected))
        #expect(output.data?["dayOffset"] == 1)
    }

    @Test(arguments: [
        ("2026-12-18", "2026-12-18 is outside that range"),
        ("2026-12-01", "2026-12-01 is outside that range"),
    ])
    func aDateOutsideTheForecastSaysTheRangeWithoutCallingTheService(date: String, says: String) async throws {
        let fake = try FakeOpenMeteo()
        let output = try await askWeather(
            fake.service(), city: "Boston", date: date, time: TestTime(Self.bostonMorning))
        #expect(
            output.text
                == "I can only give the weather from today (2026-12-02) to 2026-12-17 (16 days); \(says).")
        #expect(output.data?["error"] == "dateOutOfRange")
        #expect(output.data?["range"] == ["first": "2026-12-02", "last": "2026-12-17"])
        #expect(output.ui == nil)
        #expect(fake.server.requestCount == 0)
    }

    @Test func theLastDayOfTheForecastIsInRange() async throws {
        let fake = try FakeOpenMeteo()
        let output = try await askWeather(
            fake.service(), city: "Boston", date: "2026-12-17", time: TestTime(Self.bostonMorning))
        #expect(output.data?["date"] == "2026-12-17")
        #expect(output.data?["usAQI"] == nil)
        #expect(fake.requests(FakeOpenMeteo.airQualityPath).isEmpty)
    }

    @Test func anUnknownDateWordIsAClearAnswer() async throws {
        let fake = try FakeOpenMeteo()
        let output = try await askWeather(
            fake.service(), city: "Boston", date: "next week", time: TestTime(Self.bostonMorning))
        #expect(
            output.text.hasPrefix("I don't understand that date: date 'next week' is not understood — use YYYY-MM-DD"))
        #expect(output.data?["error"] == "invalidDate")
        #expect(fake.server.requestCount == 0)
    }

    @Test(arguments: [("Atlantis", "en_US"), ("亚特兰蒂斯", "en_US")])
    func anUnknownCityIsAClearAnswer(city: String, locale: String) async throws {
        let fake = try FakeOpenMeteo(geocoding: OpenMeteoFixtures.noPlace)
        let output = try await askWeather(
            fake.service(), city: city, time: TestTime(Self.bostonMorning), locale: locale)
        if city == "Atlantis" {
            #expect(
                output.text
                    == "I couldn't find a city called 'Atlantis' — try another spelling (for example Beijing or 北京).")
        } else {
            #expect(output.text == "找不到名为「亚特兰蒂斯」的城市，请换个写法试试（例如：北京、Beijing）。")
        }
        #expect(output.data?["error"] == "cityNotFound")
        #expect(fake.requests(FakeOpenMeteo.forecastPath).isEmpty)
    }

    @Test func aFailedAirQualityCallLeavesTheIndexOut() async throws {
        let fake = try FakeOpenMeteo()
        fake.answer(FakeOpenMeteo.airQualityPath, with: [.json(OpenMeteoFixtures.error("boom"), status: 500)])
        let output = try await askWeather(
            fake.service(), city: "Boston", date: "tomorrow", time: TestTime(Self.bostonMorning))
        #expect(output.data?["error"] == nil)
        #expect(output.data?["usAQI"] == nil)
        #expect(!output.text.contains("AQI"))
    }
}

import AgentSkill
import SkillJSON
import SkillUI

/// Turns a weather report, or the reason there is none, into a ``SkillOutput``: text in the
/// person's language, the numbers as `data`, and a card.
struct WeatherAnswer {
    var city: String
    var day: RequestedDay
    var language: ReplyLanguage

    // MARK: - A report

    func output(for report: WeatherReport) -> SkillOutput {
        SkillOutput(text(for: report), data: data(for: report), ui: card(for: report))
    }

    private var chinese: Bool { language == .chinese }

    private func text(for report: WeatherReport) -> String {
        let weather = report.day
        let units = report.units
        let n = WeatherFormatting.number
        var parts = [WMOWeatherCode.describe(weather.weatherCode, in: language)]
        if let low = weather.temperatureMin, let high = weather.temperatureMax {
            parts.append("\(n(low))–\(n(high))\(units.temperature)")
        }
        if let rain = weather.precipitationProbabilityMax {
            parts.append(chinese ? "降水概率 \(n(rain))%" : "rain chance \(n(rain))%")
        }
        if let sum = weather.precipitationSum, sum > 0 {
            parts.append(
                chinese ? "降水量 \(n(sum)) \(units.precipitation)" : "precipitation \(n(sum)) \(units.precipitation)")
        }
        if let wind = weather.windSpeedMax {
            parts.append(chinese ? "最大风速 \(n(wind)) \(units.windSpeed)" : "wind up to \(n(wind)) \(units.windSpeed)")
        }
        let separator = chinese ? "，" : ", "
        let label = WeatherFormatting.dayLabel(offset: day.offset, in: language)
        var text =
            chinese
            ? "\(report.place.name)\(label.map { " \($0)" } ?? "")（\(day.date)）：\(parts.joined(separator: separator))。"
            : "\(report.place.name), \(label.map { "\($0) " } ?? "")(\(day.date)): \(parts.joined(separator: separator))."
        if let current = report.current {
            text += chinese ? "现在：" : " Now: "
            text += currentParts(current, units: units).joined(separator: separator) + (chinese ? "。" : ".")
        }
        if let aqi = report.usAQI {
            let category = WeatherFormatting.aqiCategory(aqi, in: language).text
            text += chinese ? "空气质量指数（US AQI）\(n(aqi))，\(category)。" : " Air quality: US AQI \(n(aqi)) (\(category))."
        }
        return text
    }

    private func currentParts(_ current: CurrentWeather, units: WeatherUnits) -> [String] {
        let n = WeatherFormatting.number
        var parts: [String] = []
        if let temperature = current.temperature { parts.append("\(n(temperature))\(units.temperature)") }
        parts.append(WMOWeatherCode.describe(current.weatherCode, in: language))
        if let wind = current.windSpeed {
            parts.append(chinese ? "风速 \(n(wind)) \(units.windSpeed)" : "wind \(n(wind)) \(units.windSpeed)")
        }
        if let humidity = current.relativeHumidity {
            parts.append(chinese ? "湿度 \(n(humidity))%" : "humidity \(n(humidity))%")
        }
        return parts
    }

    private func data(for report: WeatherReport) -> JSONValue {
        let weather = report.day
        var object: [String: JSONValue] = [
            "query": .string(city),
            "city": .string(report.place.name),
            "latitude": .number(report.place.latitude),
            "longitude": .number(report.place.longitude),
            "date": .string(day.date.description),
            "dayOffset": .number(Double(day.offset)),
            "condition": .string(WMOWeatherCode.describe(weather.weatherCode, in: language)),
            "units": [
                "temperature": .string(report.units.temperature), "windSpeed": .string(report.units.windSpeed),
                "precipitation": .string(report.units.precipitation), "precipitationProbability": "%",
            ],
        ]
        object["country"] = report.place.country.map(JSONValue.string)
        object["timezone"] = report.place.timezone.map(JSONValue.string)
        object["weatherCode"] = weather.weatherCode.map { .number(Double($0)) }
        object["temperatureMax"] = weather.temperatureMax.map(JSONValue.number)
        object["temperatureMin"] = weather.temperatureMin.map(JSONValue.number)
        object["precipitationProbability"] = weather.precipitationProbabilityMax.map(JSONValue.number)
        object["precipitationSum"] = weather.precipitationSum.map(JSONValue.number)
        object["windSpeedMax"] = weather.windSpeedMax.map(JSONValue.number)
        object["usAQI"] = report.usAQI.map(JSONValue.number)
        if let current = report.current {
            var now: [String: JSONValue] = [
                "time": .string(current.time),
                "condition": .string(WMOWeatherCode.describe(current.weatherCode, in: language)),
            ]
            now["temperature"] = current.temperature.map(JSONValue.number)
            now["weatherCode"] = current.weatherCode.map { .number(Double($0)) }
            now["windSpeed"] = current.windSpeed.map(JSONValue.number)
            now["relativeHumidity"] = current.relativeHumidity.map(JSONValue.number)
            object["current"] = .object(now)
        }
        return .object(object)
    }

    private func card(for report: WeatherReport) -> SKComponent {
        let weather = report.day
        let units = report.units
        let n = WeatherFormatting.number
        var children: [SKComponent] = []
        var headline: [SKComponent] = []
        if let high = weather.temperatureMax {
            headline.append(.text(SKText(content: "\(n(high))\(units.temperature)", style: .title, weight: .bold)))
        }
        if let aqi = report.usAQI {
            let category = WeatherFormatting.aqiCategory(aqi, in: language)
            headline.append(.badge(SKBadge(text: "AQI \(n(aqi)) \(category.text)", color: .semantic(category.color))))
        }
        if !headline.isEmpty {
            children.append(
                .stack(SKStack(direction: .horizontal, spacing: 12, alignment: .center, children: headline)))
        }
        var range: [String] = []
        if let high = weather.temperatureMax {
            range.append(chinese ? "最高 \(n(high))\(units.temperature)" : "High \(n(high))\(units.temperature)")
        }
        if let low = weather.temperatureMin {
            range.append(chinese ? "最低 \(n(low))\(units.temperature)" : "Low \(n(low))\(units.temperature)")
        }
        if let wind = weather.windSpeedMax {
            range.append(chinese ? "最大风速 \(n(wind)) \(units.windSpeed)" : "Wind up to \(n(wind)) \(units.windSpeed)")
        }
        if !range.isEmpty {
            children.append(.text(SKText(content: range.joined(separator: " / "), style: .body)))
        }
        if let rain = weather.precipitationProbabilityMax {
            let label = chinese ? "降水概率 \(n(rain))%" : "Rain chance \(n(rain))%"
            children.append(.progress(SKProgress(value: min(1, max(0, rain / 100)), label: label)))
        }
        if let current = report.current {
            let prefix = chinese ? "现在：" : "Now: "
            children.append(
                .text(
                    SKText(
                        content: prefix + currentParts(current, units: units).joined(separator: " · "),
                        style: .caption, color: .semantic(.secondaryLabel))))
        }
        let place = [report.place.admin1, report.place.country].compactMap { $0 }.filter { !$0.isEmpty }
        let subtitle = ([WMOWeatherCode.describe(weather.weatherCode, in: language)] + place).joined(separator: " · ")
        return .card(
            SKCard(
                title: "\(report.place.name) · \(WeatherFormatting.dayText(day, in: language))", subtitle: subtitle,
                children: children))
    }

    // MARK: - No report

    /// A clear answer for a failure; `data.error` names the kind (`"unreachable"`, `"cityNotFound"`…).
    func output(for error: StandardSkillError, today: LocalDate, lastDay: LocalDate) -> SkillOutput {
        let text: String
        switch error.code {
        case .weatherUnreachable:
            text =
                chinese
                ? "天气服务暂时无法连接，请稍后再试。" : "The weather service cannot be reached right now — please try again later."
        case .weatherCityNotFound:
            text =
                chinese
                ? "找不到名为「\(city)」的城市，请换个写法试试（例如：北京、Beijing）。"
                : "I couldn't find a city called '\(city)' — try another spelling (for example Beijing or 北京)."
        case .weatherDateOutOfRange:
            text =
                chinese
                ? "只能查询今天（\(today)）到 \(lastDay) 的天气（\(RequestedDay.forecastDays) 天内），\(day.date) 不在范围内。"
                : "I can only give the weather from today (\(today)) to \(lastDay) (\(RequestedDay.forecastDays) days); "
                    + "\(day.date) is outside that range."
        case .weatherInvalidDate:
            text =
                chinese
                ? "看不懂这个日期：\(error.message(in: language))" : "I don't understand that date: \(error.message)"
        case .weatherHTTPStatus:
            text =
                chinese
                ? "天气服务出错了：\(error.message(in: language))"
                : "The weather service returned an error: \(error.message)"
        default:
            text =
                chinese
                ? "天气服务的回答无法读取：\(error.message(in: language))"
                : "The weather service's answer could not be read: \(error.message)"
        }
        var data: [String: JSONValue] = [
            "error": .string(error.weatherDataName), "message": .string(error.message), "query": .string(city),
        ]
        if error.code == .weatherDateOutOfRange {
            data["date"] = .string(day.date.description)
            data["range"] = ["first": .string(today.description), "last": .string(lastDay.description)]
        }
        return SkillOutput(
            text, data: .object(data), failure: SkillFailure(code: error.code.rawValue, message: error.message))
    }
}

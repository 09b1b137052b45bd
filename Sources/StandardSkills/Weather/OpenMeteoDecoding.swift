import SkillJSON

/// Reads Open-Meteo JSON documents into models. Every missing or mistyped field is an error that
/// names it (`forecast service answer has no 'daily.temperature_2m_max'`); `null` inside a daily
/// array is a value the service does not have, kept as `nil`.
///
/// Field names as documented at open-meteo.com/en/docs, /en/docs/geocoding-api and
/// /en/docs/air-quality-api.
enum OpenMeteoDecoding {
    /// `results[0]` of a geocoding answer; `nil` when `results` is missing or empty (no match).
    static func place(from root: JSONValue) throws(StandardSkillError) -> WeatherPlace? {
        let reader = FieldReader(api: .geocoding)
        guard let results = root["results"], let first = results.arrayValue?.first else {
            if let results = root["results"], results.arrayValue == nil {
                throw reader.mistyped("results", results, expected: "an array")
            }
            return nil
        }
        return WeatherPlace(
            name: try reader.string(first, "results[0].name", key: "name"),
            country: first["country"]?.stringValue,
            admin1: first["admin1"]?.stringValue,
            latitude: try reader.number(first, "results[0].latitude", key: "latitude"),
            longitude: try reader.number(first, "results[0].longitude", key: "longitude"),
            timezone: first["timezone"]?.stringValue)
    }

    /// A forecast answer with `daily` and `current` blocks.
    static func forecast(from root: JSONValue) throws(StandardSkillError) -> WeatherForecast {
        let reader = FieldReader(api: .forecast)
        let daily = try reader.object(root, "daily", key: "daily")
        let dates = try reader.strings(daily, "daily.time", key: "time")
        func column(_ key: String) throws(StandardSkillError) -> [Double?] {
            let values = try reader.optionalNumbers(daily, "daily.\(key)", key: key)
            guard values.count == dates.count else {
                throw reader.problem(
                    "'daily.\(key)' has \(values.count) values for \(dates.count) days",
                    chinese: "“daily.\(key)”有 \(values.count) 个值，但有 \(dates.count) 天")
            }
            return values
        }
        let codes = try column("weather_code")
        let maxima = try column("temperature_2m_max")
        let minima = try column("temperature_2m_min")
        let rainChances = try column("precipitation_probability_max")
        let rainSums = try column("precipitation_sum")
        let winds = try column("wind_speed_10m_max")
        let days = dates.indices.map { index in
            DailyWeather(
                date: dates[index], weatherCode: codes[index].flatMap(Int.init(exactly:)),
                temperatureMax: maxima[index], temperatureMin: minima[index],
                precipitationProbabilityMax: rainChances[index], precipitationSum: rainSums[index],
                windSpeedMax: winds[index])
        }
        let current = try reader.object(root, "current", key: "current")
        let now = CurrentWeather(
            time: try reader.string(current, "current.time", key: "time"),
            temperature: try reader.optionalNumber(current, "current.temperature_2m", key: "temperature_2m"),
            weatherCode: try reader.optionalNumber(current, "current.weather_code", key: "weather_code")
                .flatMap(Int.init(exactly:)),
            windSpeed: try reader.optionalNumber(current, "current.wind_speed_10m", key: "wind_speed_10m"),
            relativeHumidity: try reader.optionalNumber(
                current, "current.relative_humidity_2m", key: "relative_humidity_2m"))
        var units = WeatherUnits()
        if let dailyUnits = root["daily_units"] {
            units.temperature = dailyUnits["temperature_2m_max"]?.stringValue ?? units.temperature
            units.windSpeed = dailyUnits["wind_speed_10m_max"]?.stringValue ?? units.windSpeed
            units.precipitation = dailyUnits["precipitation_sum"]?.stringValue ?? units.precipitation
        }
        return WeatherForecast(
            timezone: root["timezone"]?.stringValue, days: days, current: now, units: units)
    }

    /// The highest `hourly.us_aqi` among the hours of `date` (`hourly.time` like `2026-12-03T07:00`).
    static func maxUSAQI(from root: JSONValue, on date: LocalDate) throws(StandardSkillError) -> Double? {
        let reader = FieldReader(api: .airQuality)
        let hourly = try reader.object(root, "hourly", key: "hourly")
        let times = try reader.strings(hourly, "hourly.time", key: "time")
        let values = try reader.optionalNumbers(hourly, "hourly.us_aqi", key: "us_aqi")
        guard values.count == times.count else {
            throw reader.problem(
                "'hourly.us_aqi' has \(values.count) values for \(times.count) hours",
                chinese: "“hourly.us_aqi”有 \(values.count) 个值，但有 \(times.count) 个小时")
        }
        let prefix = "\(date)T"
        return zip(times, values).compactMap { time, value in time.hasPrefix(prefix) ? value : nil }.max()
    }
}

/// Reads typed fields and says exactly which one is missing or of the wrong type.
private struct FieldReader {
    let api: OpenMeteoAPI

    func problem(_ detail: String, chinese: String) -> StandardSkillError {
        StandardSkillError(
            .weatherMalformedResponse, "\(api.name) answer is malformed: \(detail)",
            chinese: "\(api.chineseName)的回答格式不对：\(chinese)")
    }

    private func field(_ parent: JSONValue, _ path: String, key: String) throws(StandardSkillError) -> JSONValue {
        guard let value = parent[key] else { throw problem("no '\(path)'", chinese: "缺少“\(path)”") }
        return value
    }

    /// `expected` is one of the phrases of ``chinese(_:)``.
    func mistyped(_ path: String, _ value: JSONValue, expected: String) -> StandardSkillError {
        problem(
            "'\(path)' is \(value.typeName), expected \(expected)",
            chinese: "“\(path)”是\(Self.chinese(value.typeName))，应为\(Self.chinese(expected))")
    }

    /// A JSON type, or what was expected, in Chinese.
    private static func chinese(_ english: String) -> String {
        switch english {
        case "null": "空值"
        case "boolean": "布尔值"
        case "integer": "整数"
        case "number", "a number": "数字"
        case "string", "a string": "字符串"
        case "array", "an array": "数组"
        case "object", "an object": "对象"
        case "a number or null": "数字或空值"
        default: english
        }
    }

    func object(_ parent: JSONValue, _ path: String, key: String) throws(StandardSkillError) -> JSONValue {
        let value = try field(parent, path, key: key)
        guard value.objectValue != nil else { throw mistyped(path, value, expected: "an object") }
        return value
    }

    func string(_ parent: JSONValue, _ path: String, key: String) throws(StandardSkillError) -> String {
        let value = try field(parent, path, key: key)
        guard let string = value.stringValue else { throw mistyped(path, value, expected: "a string") }
        return string
    }

    func number(_ parent: JSONValue, _ path: String, key: String) throws(StandardSkillError) -> Double {
        let value = try field(parent, path, key: key)
        guard let number = value.doubleValue else { throw mistyped(path, value, expected: "a number") }
        return number
    }

    func optionalNumber(_ parent: JSONValue, _ path: String, key: String) throws(StandardSkillError) -> Double? {
        let value = try field(parent, path, key: key)
        if value.isNull { return nil }
        guard let number = value.doubleValue else { throw mistyped(path, value, expected: "a number or null") }
        return number
    }

    func strings(_ parent: JSONValue, _ path: String, key: String) throws(StandardSkillError) -> [String] {
        let value = try field(parent, path, key: key)
        guard let array = value.arrayValue else { throw mistyped(path, value, expected: "an array") }
        var strings: [String] = []
        for (index, element) in array.enumerated() {
            guard let string = element.stringValue else {
                throw mistyped("\(path)[\(index)]", element, expected: "a string")
            }
            strings.append(string)
        }
        return strings
    }

    func optionalNumbers(_ parent: JSONValue, _ path: String, key: String) throws(StandardSkillError) -> [Double?] {
        let value = try field(parent, path, key: key)
        guard let array = value.arrayValue else { throw mistyped(path, value, expected: "an array") }
        var numbers: [Double?] = []
        for (index, element) in array.enumerated() {
            if element.isNull {
                numbers.append(nil)
            } else if let number = element.doubleValue {
                numbers.append(number)
            } else {
                throw mistyped("\(path)[\(index)]", element, expected: "a number or null")
            }
        }
        return numbers
    }
}

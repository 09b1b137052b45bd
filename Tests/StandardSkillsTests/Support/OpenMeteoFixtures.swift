import Foundation

/// Open-Meteo answers in the documented format (open-meteo.com/en/docs, /en/docs/geocoding-api,
/// /en/docs/air-quality-api), built from a few numbers so each test states what matters to it.
enum OpenMeteoFixtures {
    /// A geocoding answer with one result.
    static func geocoding(
        name: String, latitude: Double = 42.35843, longitude: Double = -71.05977, country: String = "United States",
        admin1: String = "Massachusetts", timezone: String = "America/New_York"
    ) -> String {
        """
        {"results":[{"id":4930956,"name":"\(name)","latitude":\(latitude),"longitude":\(longitude),\
        "elevation":14.0,"feature_code":"PPLA","country_code":"US","admin1_id":6254926,"timezone":"\(timezone)",\
        "population":617594,"country_id":6252001,"country":"\(country)","admin1":"\(admin1)"}],\
        "generationtime_ms":0.9
        }
        """
    }

    /// A geocoding answer without matches: Open-Meteo leaves `results` out.
    static let noPlace = #"{"generationtime_ms":0.4}"#

    /// One day of a forecast fixture.
    struct Day {
        var code: Int = 3
        var max: Double = 9
        var min: Double = 2
        var rain: Double? = 20
        var rainSum: Double = 0
        var wind: Double = 15
    }

    /// A 16-day forecast starting on `start` (`YYYY-MM-DD`): `days` first, then mild filler days.
    static func forecast(
        start: String, days: [Day] = [], timezone: String = "America/New_York", currentTime: String? = nil,
        currentTemperature: Double = 5, currentCode: Int = 2, currentWind: Double = 10, humidity: Double = 60
    ) -> String {
        let dates = dateStrings(from: start, count: 16)
        let all = days + Array(repeating: Day(), count: max(0, 16 - days.count))
        func list(_ values: [Double?]) -> String {
            "[" + values.map { $0.map { String($0) } ?? "null" }.joined(separator: ",") + "]"
        }
        return """
            {"latitude":42.36,"longitude":-71.06,"generationtime_ms":0.2,"utc_offset_seconds":-18000,\
            "timezone":"\(timezone)","timezone_abbreviation":"GMT-5","elevation":9.0,\
            "current_units":{"time":"iso8601","interval":"seconds","temperature_2m":"°C","weather_code":"wmo code",\
            "wind_speed_10m":"km/h","relative_humidity_2m":"%"},\
            "current":{"time":"\(currentTime ?? start + "T10:00")","interval":900,"temperature_2m":\(currentTemperature),\
            "weather_code":\(currentCode),"wind_speed_10m":\(currentWind),"relative_humidity_2m":\(humidity)},\
            "daily_units":{"time":"iso8601","weather_code":"wmo code","temperature_2m_max":"°C",\
            "temperature_2m_min":"°C","precipitation_probability_max":"%","precipitation_sum":"mm",\
            "wind_speed_10m_max":"km/h"},\
            "daily":{"time":[\(dates.map { "\"\($0)\"" }.joined(separator: ","))],\
            "weather_code":\(list(all.map { Double($0.code) })),\
            "temperature_2m_max":\(list(all.map(\.max))),"temperature_2m_min":\(list(all.map(\.min))),\
            "precipitation_probability_max":\(list(all.map(\.rain))),\
            "precipitation_sum":\(list(all.map(\.rainSum))),"wind_speed_10m_max":\(list(all.map(\.wind)))}}
            """
    }

    /// An hourly US AQI answer for `date`: 24 hours whose highest value is `peak`.
    static func airQuality(date: String, peak: Double) -> String {
        let times = (0..<24).map { hour in "\"\(date)T\(hour < 10 ? "0" : "")\(hour):00\"" }
        let values = (0..<24).map { hour in hour == 15 ? String(peak) : String(max(0, peak - 20)) }
        return """
            {"latitude":42.4,"longitude":-71.1,"generationtime_ms":0.5,"utc_offset_seconds":-18000,\
            "timezone":"America/New_York","timezone_abbreviation":"GMT-5",\
            "hourly_units":{"time":"iso8601","us_aqi":"USAQI"},\
            "hourly":{"time":[\(times.joined(separator: ","))],"us_aqi":[\(values.joined(separator: ","))]}}
            """
    }

    /// Open-Meteo's error body.
    static func error(_ reason: String) -> String {
        #"{"error":true,"reason":"\#(reason)"}"#
    }

    /// `count` consecutive dates from `start`, in the proleptic Gregorian calendar.
    static func dateStrings(from start: String, count: Int) -> [String] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let parts = start.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3,
            let first = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))
        else { return [] }
        return (0..<count).compactMap { offset in
            guard let date = calendar.date(byAdding: .day, value: offset, to: first) else { return nil }
            let day = calendar.dateComponents([.year, .month, .day], from: date)
            return String(format: "%04d-%02d-%02d", day.year ?? 0, day.month ?? 0, day.day ?? 0)
        }
    }
}

import AgentSkill

/// WMO weather interpretation codes as Open-Meteo reports them (`weather_code`), described in
/// English and Chinese.
enum WMOWeatherCode {
    private static let descriptions: [Int: (english: String, chinese: String)] = [
        0: ("Clear sky", "晴"),
        1: ("Mainly clear", "大部晴朗"),
        2: ("Partly cloudy", "局部多云"),
        3: ("Overcast", "阴"),
        45: ("Fog", "雾"),
        48: ("Depositing rime fog", "雾凇"),
        51: ("Light drizzle", "小毛毛雨"),
        53: ("Moderate drizzle", "毛毛雨"),
        55: ("Dense drizzle", "大毛毛雨"),
        56: ("Light freezing drizzle", "轻度冻毛毛雨"),
        57: ("Dense freezing drizzle", "重度冻毛毛雨"),
        61: ("Slight rain", "小雨"),
        63: ("Moderate rain", "中雨"),
        65: ("Heavy rain", "大雨"),
        66: ("Light freezing rain", "轻度冻雨"),
        67: ("Heavy freezing rain", "重度冻雨"),
        71: ("Slight snow", "小雪"),
        73: ("Moderate snow", "中雪"),
        75: ("Heavy snow", "大雪"),
        77: ("Snow grains", "米雪"),
        80: ("Slight rain showers", "小阵雨"),
        81: ("Moderate rain showers", "中阵雨"),
        82: ("Violent rain showers", "强阵雨"),
        85: ("Slight snow showers", "小阵雪"),
        86: ("Heavy snow showers", "大阵雪"),
        95: ("Thunderstorm", "雷暴"),
        96: ("Thunderstorm with slight hail", "雷暴伴小冰雹"),
        99: ("Thunderstorm with heavy hail", "雷暴伴大冰雹"),
    ]

    /// Every code with a description.
    static var knownCodes: [Int] { descriptions.keys.sorted() }

    /// The description of `code` in `language`; an unknown or missing code says so.
    static func describe(_ code: Int?, in language: ReplyLanguage) -> String {
        guard let code else { return language == .chinese ? "天气不详" : "Conditions unknown" }
        guard let text = descriptions[code] else {
            return language == .chinese ? "未知天气（代码 \(code)）" : "Unknown conditions (code \(code))"
        }
        return language == .chinese ? text.chinese : text.english
    }
}

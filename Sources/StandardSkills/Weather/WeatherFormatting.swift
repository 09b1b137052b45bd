import AgentSkill
import SkillUI

/// Small shared wording for weather and running answers.
enum WeatherFormatting {
    /// `9`, `9.4`, `-3`: whole numbers without a fraction, others with one decimal.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(format: "%.1f", rounded)
    }

    /// `today`/`今天`, `tomorrow`/`明天`, `day after tomorrow`/`后天`, else `nil`.
    static func dayLabel(offset: Int, in language: ReplyLanguage) -> String? {
        switch (offset, language) {
        case (0, .chinese): "今天"
        case (1, .chinese): "明天"
        case (2, .chinese): "后天"
        case (0, .english): "today"
        case (1, .english): "tomorrow"
        case (2, .english): "day after tomorrow"
        default: nil
        }
    }

    /// `明天 2026-12-03` or `2026-12-10`.
    static func dayText(_ day: RequestedDay, in language: ReplyLanguage) -> String {
        guard let label = dayLabel(offset: day.offset, in: language) else { return day.date.description }
        return "\(label) \(day.date)"
    }

    /// The US AQI category (EPA breakpoints) and the color to show it in.
    static func aqiCategory(_ aqi: Double, in language: ReplyLanguage) -> (text: String, color: SKSemanticColor) {
        let chinese = language == .chinese
        switch aqi {
        case ..<51: return (chinese ? "优" : "good", .success)
        case ..<101: return (chinese ? "中等" : "moderate", .accent)
        case ..<151: return (chinese ? "对敏感人群不健康" : "unhealthy for sensitive groups", .warning)
        case ..<201: return (chinese ? "不健康" : "unhealthy", .danger)
        case ..<301: return (chinese ? "非常不健康" : "very unhealthy", .danger)
        default: return (chinese ? "危险" : "hazardous", .danger)
        }
    }
}

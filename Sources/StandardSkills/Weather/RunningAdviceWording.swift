import AgentSkill
import SkillUI

extension RunningAdvice.Verdict {
    /// `Good for a run` / `适合跑步`, `OK with care` / `注意后可跑`, `Not advised` / `不建议跑步`.
    func text(in language: ReplyLanguage) -> String {
        switch (self, language) {
        case (.good, .english): "Good for a run"
        case (.okWithCare, .english): "OK with care"
        case (.notAdvised, .english): "Not advised"
        case (.good, .chinese): "适合跑步"
        case (.okWithCare, .chinese): "注意后可跑"
        case (.notAdvised, .chinese): "不建议跑步"
        }
    }

    /// Green, amber or red.
    var color: SKSemanticColor {
        switch self {
        case .good: .success
        case .okWithCare: .warning
        case .notAdvised: .danger
        }
    }
}

extension RunningAdvice.Reason {
    /// The measured value as a person reads it: `气温 31°C`, `Rain chance 20%`.
    func title(in language: ReplyLanguage) -> String {
        let n = WeatherFormatting.number
        let chinese = language == .chinese
        switch self {
        case .tooCold(let value), .cold(let value), .idealTemperature(let value), .warm(let value), .hot(let value),
            .tooHot(let value):
            return chinese ? "最高气温 \(n(value))°C" : "High of \(n(value))°C"
        case .temperatureUnknown:
            return chinese ? "气温" : "Temperature"
        case .dry(let value), .showersLikely(let value), .rainLikely(let value):
            return chinese ? "降水概率 \(n(value))%" : "Rain chance \(n(value))%"
        case .rainUnknown:
            return chinese ? "降水" : "Rain"
        case .calm(let value), .tooWindy(let value):
            return chinese ? "风速 \(n(value)) km/h" : "Wind \(n(value)) km/h"
        case .windUnknown:
            return chinese ? "风" : "Wind"
        case .cleanAir(let value), .airUnhealthyForSensitive(let value), .airUnhealthy(let value):
            return chinese ? "空气质量指数 \(n(value))" : "Air quality (US AQI) \(n(value))"
        case .airQualityUnknown:
            return chinese ? "空气质量" : "Air quality"
        }
    }

    /// What the value means for a run: `偏热，只建议清晨跑`, `bring a light jacket`.
    func detail(in language: ReplyLanguage) -> String {
        let chinese = language == .chinese
        switch self {
        case .tooCold: return chinese ? "太冷，不建议户外跑" : "too cold to run outside"
        case .cold: return chinese ? "较冷，多穿几层" : "cold — wear layers"
        case .idealTemperature: return chinese ? "温度理想" : "ideal running temperature"
        case .warm: return chinese ? "偏暖，注意补水" : "warm — hydrate well"
        case .hot: return chinese ? "炎热，只建议清晨跑" : "hot — run in the early morning only"
        case .tooHot: return chinese ? "酷热，不建议跑步" : "too hot to run safely"
        case .temperatureUnknown: return chinese ? "没有气温数据" : "no temperature in the forecast"
        case .dry: return chinese ? "降雨可能性小" : "rain unlikely"
        case .showersLikely: return chinese ? "可能下雨，带件防雨外套" : "rain possible — bring a light jacket"
        case .rainLikely: return chinese ? "很可能下雨，不建议跑" : "rain likely — better stay in"
        case .rainUnknown: return chinese ? "没有降水数据" : "no rain forecast"
        case .calm: return chinese ? "风力不大" : "wind is fine"
        case .tooWindy: return chinese ? "风太大，不建议跑" : "too windy to run"
        case .windUnknown: return chinese ? "没有风速数据" : "no wind forecast"
        case .cleanAir: return chinese ? "空气质量可以" : "air quality is fine"
        case .airUnhealthyForSensitive:
            return chinese
                ? "敏感人群（哮喘、心肺疾病）应避免户外跑" : "sensitive people (asthma, heart or lung conditions) should avoid it"
        case .airUnhealthy: return chinese ? "空气污染，不建议跑" : "unhealthy air — run indoors"
        case .airQualityUnknown: return chinese ? "暂无空气质量预报" : "no air quality forecast for this day"
        }
    }
}

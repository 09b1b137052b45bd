import AgentSkill

/// Whether a day suits a run, and why: a pure function of the weather, tested without I/O.
///
/// The temperature judged is the day's high (the warmest hours; for hot days the advice is to
/// run in the cool of the morning). Bands and limits:
///
/// | factor | good | OK with care | not advised |
/// |---|---|---|---|
/// | temperature (°C) | 5 to < 20 | -5 to < 5 (layers), 20 to < 28 (hydrate), 28 to 33 (early morning only) | < -5, > 33 |
/// | rain chance (%) | < 40 | 40 to < 70 (bring a jacket) | ≥ 70 |
/// | wind (km/h) | < 40 | — | ≥ 40 |
/// | US AQI | ≤ 100 | 101 to 150 (sensitive people avoid) | > 150 |
///
/// The verdict is the worst level among the factors; an unknown value is a reason of its own that
/// does not change the verdict.
struct RunningAdvice: Sendable, Hashable {
    /// How suitable the day is, from best to worst.
    enum Verdict: String, Sendable, Hashable, Comparable, CaseIterable {
        case good, okWithCare, notAdvised

        private var rank: Int {
            switch self {
            case .good: 0
            case .okWithCare: 1
            case .notAdvised: 2
            }
        }

        static func < (lhs: Verdict, rhs: Verdict) -> Bool { lhs.rank < rhs.rank }
    }

    /// One thing that shaped the verdict.
    enum Reason: Sendable, Hashable {
        case tooCold(Double)
        case cold(Double)
        case idealTemperature(Double)
        case warm(Double)
        case hot(Double)
        case tooHot(Double)
        case temperatureUnknown
        case dry(Double)
        case showersLikely(Double)
        case rainLikely(Double)
        case rainUnknown
        case calm(Double)
        case tooWindy(Double)
        case windUnknown
        case cleanAir(Double)
        case airUnhealthyForSensitive(Double)
        case airUnhealthy(Double)
        case airQualityUnknown

        /// What this reason does to the verdict.
        var level: Verdict {
            switch self {
            case .tooCold, .tooHot, .rainLikely, .tooWindy, .airUnhealthy: .notAdvised
            case .cold, .warm, .hot, .showersLikely, .airUnhealthyForSensitive: .okWithCare
            default: .good
            }
        }

        /// The factor it is about: `temperature`, `rain`, `wind` or `airQuality`.
        var factor: String {
            switch self {
            case .tooCold, .cold, .idealTemperature, .warm, .hot, .tooHot, .temperatureUnknown: "temperature"
            case .dry, .showersLikely, .rainLikely, .rainUnknown: "rain"
            case .calm, .tooWindy, .windUnknown: "wind"
            case .cleanAir, .airUnhealthyForSensitive, .airUnhealthy, .airQualityUnknown: "airQuality"
            }
        }
    }

    /// The weather the advice is about.
    struct Conditions: Sendable, Hashable {
        /// The day's high, °C.
        var temperature: Double?
        /// The highest chance of rain, %.
        var rainProbability: Double?
        /// The highest wind speed, km/h.
        var windSpeed: Double?
        /// The highest US AQI.
        var usAQI: Double?
    }

    var verdict: Verdict
    var reasons: [Reason]

    /// The advice for `conditions`.
    static func assess(_ conditions: Conditions) -> RunningAdvice {
        let reasons = [
            temperatureReason(conditions.temperature), rainReason(conditions.rainProbability),
            windReason(conditions.windSpeed), airReason(conditions.usAQI),
        ]
        return RunningAdvice(verdict: reasons.map(\.level).max() ?? .good, reasons: reasons)
    }

    private static func temperatureReason(_ value: Double?) -> Reason {
        guard let value else { return .temperatureUnknown }
        switch value {
        case ..<(-5): return .tooCold(value)
        case ..<5: return .cold(value)
        case ..<20: return .idealTemperature(value)
        case ..<28: return .warm(value)
        case ...33: return .hot(value)
        default: return .tooHot(value)
        }
    }

    private static func rainReason(_ value: Double?) -> Reason {
        guard let value else { return .rainUnknown }
        switch value {
        case 70...: return .rainLikely(value)
        case 40...: return .showersLikely(value)
        default: return .dry(value)
        }
    }

    private static func windReason(_ value: Double?) -> Reason {
        guard let value else { return .windUnknown }
        return value >= 40 ? .tooWindy(value) : .calm(value)
    }

    private static func airReason(_ value: Double?) -> Reason {
        guard let value else { return .airQualityUnknown }
        switch value {
        case ...100: return .cleanAir(value)
        case ...150: return .airUnhealthyForSensitive(value)
        default: return .airUnhealthy(value)
        }
    }
}

extension StandardSkillError.Code {
    /// The weather service could not be reached (connection refused, timeout), even after one retry.
    public static let weatherUnreachable: Self = "weatherUnreachable"
    /// A weather service answered with an HTTP error status.
    public static let weatherHTTPStatus: Self = "weatherHTTPStatus"
    /// A weather service answered with JSON that is malformed, too large, or missing a field.
    public static let weatherMalformedResponse: Self = "weatherMalformedResponse"
    /// The geocoding service knows no place by the requested name.
    public static let weatherCityNotFound: Self = "weatherCityNotFound"
    /// The requested date is in the past or beyond the forecast range.
    public static let weatherDateOutOfRange: Self = "weatherDateOutOfRange"
    /// The requested date is neither `YYYY-MM-DD` nor a word such as `tomorrow` or `明天`.
    public static let weatherInvalidDate: Self = "weatherInvalidDate"
}

extension StandardSkillError {
    /// The short name put in a weather answer's `data.error`, so a chain can tell what went wrong
    /// (`"unreachable"`, `"httpStatus"`, `"malformedResponse"`, `"cityNotFound"`, …).
    var weatherDataName: String {
        switch code {
        case .weatherUnreachable: "unreachable"
        case .weatherHTTPStatus: "httpStatus"
        case .weatherMalformedResponse: "malformedResponse"
        case .weatherCityNotFound: "cityNotFound"
        case .weatherDateOutOfRange: "dateOutOfRange"
        case .weatherInvalidDate: "invalidDate"
        default: code.rawValue
        }
    }
}

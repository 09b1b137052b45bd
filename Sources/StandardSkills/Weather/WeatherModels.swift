import Foundation

/// A place the geocoding service found.
struct WeatherPlace: Sendable, Hashable {
    var name: String
    var country: String?
    var admin1: String?
    var latitude: Double
    var longitude: Double
    var timezone: String?
}

/// One day of the daily forecast; a `nil` is a value the service left out (`null`).
struct DailyWeather: Sendable, Hashable {
    var date: String
    var weatherCode: Int?
    var temperatureMax: Double?
    var temperatureMin: Double?
    var precipitationProbabilityMax: Double?
    var precipitationSum: Double?
    var windSpeedMax: Double?
}

/// The conditions now, from the forecast's `current` block.
struct CurrentWeather: Sendable, Hashable {
    var time: String
    var temperature: Double?
    var weatherCode: Int?
    var windSpeed: Double?
    var relativeHumidity: Double?
}

/// The units the service used, from `daily_units`; defaults are Open-Meteo's metric ones.
struct WeatherUnits: Sendable, Hashable {
    var temperature = "°C"
    var windSpeed = "km/h"
    var precipitation = "mm"
}

/// A forecast document, decoded.
struct WeatherForecast: Sendable, Hashable {
    var timezone: String?
    var days: [DailyWeather]
    var current: CurrentWeather
    var units: WeatherUnits
}

/// Everything one weather answer shows: the place, the day, and for today the current conditions.
struct WeatherReport: Sendable, Hashable {
    var place: WeatherPlace
    var day: DailyWeather
    var current: CurrentWeather?
    var units: WeatherUnits
    /// The day's highest hourly US AQI, when the air quality forecast covers the day.
    var usAQI: Double?
}

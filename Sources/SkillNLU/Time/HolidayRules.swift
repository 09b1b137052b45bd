import Foundation

/// The calendar rules behind `Holiday`: Western Easter by the computus, the nth weekday of a
/// month, the 24 solar terms from the sun's position, and lunar dates placed in a Gregorian year.
enum HolidayRules {
    /// The day number of Western Easter Sunday in `year` (the anonymous Gregorian algorithm,
    /// also called Meeus/Jones/Butcher).
    static func easter(_ year: Int) -> Int {
        let a = year % 19
        let b = year / 100
        let c = year % 100
        let d = b / 4
        let e = b % 4
        let f = (b + 8) / 25
        let g = (b - f + 1) / 3
        let h = (19 * a + b - d - g + 15) % 30
        let i = c / 4
        let k = c % 4
        let l = (32 + 2 * e + 2 * i - h - k) % 7
        let m = (a + 11 * h + 22 * l) / 451
        let month = (h + l - 7 * m + 114) / 31
        let day = (h + l - 7 * m + 114) % 31 + 1
        return CivilCalendar.dayNumber(year: year, month: month, day: day)
    }

    /// The `nth` `weekday` (1 Monday … 7 Sunday) of `month` in `year`; `nth` −1 is the last one.
    static func nthWeekday(year: Int, month: Int, weekday: Int, nth: Int) -> Int {
        if nth < 0 {
            let last = CivilCalendar.dayNumber(
                year: year, month: month, day: CivilCalendar.daysInMonth(year: year, month: month))
            return last - (CivilCalendar.weekday(last) - weekday + 7) % 7 + 7 * (nth + 1)
        }
        let first = CivilCalendar.dayNumber(year: year, month: month, day: 1)
        return first + (weekday - CivilCalendar.weekday(first) + 7) % 7 + 7 * (nth - 1)
    }

    /// The day number of lunar `month`/`day` that falls in Gregorian `year` (腊月 dates of the
    /// lunar year that began the year before usually do), or `nil` when neither candidate does.
    static func lunar(month: Int, day: Int, inGregorianYear year: Int) -> Int? {
        for lunarYear in [year - 1, year] {
            guard let value = LunarHolidays.dayNumber(month: month, day: day, gregorianYear: lunarYear) else {
                continue
            }
            if CivilCalendar.date(value).year == year { return value }
        }
        return nil
    }

    // MARK: - Solar terms

    /// The day (in China's time, UTC+8) on which the sun's apparent longitude reaches
    /// `longitude` degrees in Gregorian `year` — the solar term of that longitude (春分 0°,
    /// 清明 15°, … 冬至 270°, 小寒 285°).
    ///
    /// The sun's position is Meeus' low-accuracy solution (*Astronomical Algorithms*, ch. 25:
    /// about 0.01°, a quarter of an hour), solved for the moment by Newton steps; ΔT is the
    /// Morrison–Stephenson parabola. Good for any year from 1900 to 2100 except a term that falls
    /// within minutes of midnight.
    static func solarTerm(longitude: Int, year: Int) -> Int {
        let target = Double(longitude)
        // First guess: the March equinox plus the mean motion; terms from 285° on fall in Jan–Mar.
        let equinox = Double(CivilCalendar.dayNumber(year: year, month: 3, day: 20))
        let degrees = longitude >= 285 ? target - 360 : target
        var julian = equinox + degrees * 365.2422 / 360 + 2_440_587.5
        for _ in 0..<6 {
            var difference = target - apparentLongitude(julianEphemerisDay: julian)
            difference -= 360 * (difference / 360).rounded()
            julian += difference * 365.2422 / 360
            if abs(difference) < 1e-6 { break }
        }
        let u = (Double(year) - 1820) / 100
        let deltaT = (-20 + 32 * u * u) / 86_400
        let beijing = julian - deltaT + 8.0 / 24 - 2_440_587.5
        return Int(beijing.rounded(.down))
    }

    /// The sun's apparent geocentric longitude in degrees at Julian Ephemeris Day `jde`.
    private static func apparentLongitude(julianEphemerisDay jde: Double) -> Double {
        let t = (jde - 2_451_545.0) / 36_525
        let radians = Double.pi / 180
        let meanLongitude = 280.46646 + 36_000.76983 * t + 0.000_303_2 * t * t
        let anomaly = (357.52911 + 35_999.05029 * t - 0.000_153_7 * t * t) * radians
        let center =
            (1.914602 - 0.004817 * t - 0.000014 * t * t) * sin(anomaly) + (0.019993 - 0.000101 * t)
            * sin(2 * anomaly) + 0.000289 * sin(3 * anomaly)
        let omega = (125.04 - 1934.136 * t) * radians
        let apparent = meanLongitude + center - 0.00569 - 0.00478 * sin(omega)
        return apparent - 360 * (apparent / 360).rounded(.down)
    }
}

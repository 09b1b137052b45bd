/// Proleptic Gregorian date arithmetic on plain integers: day numbers count days since
/// 1970-01-01, so "three days later" is `+ 3` and no `Calendar` is needed on the common path.
///
/// The conversions are Howard Hinnant's `days_from_civil` / `civil_from_days`.
enum CivilCalendar {
    /// The day number of `year-month-day` (1970-01-01 is 0).
    static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The civil date of day number `days`.
    static func date(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// ISO weekday of day number `days`: 1 is Monday, 7 is Sunday.
    static func weekday(_ days: Int) -> Int {
        let offset = (days + 3) % 7  // 1970-01-01 was a Thursday.
        return (offset < 0 ? offset + 7 : offset) + 1
    }

    /// The Monday that starts the ISO week holding `days`.
    static func monday(of days: Int) -> Int { days - (weekday(days) - 1) }

    static func isLeapYear(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// `(year, month)` moved by `months` (which may be negative).
    static func addMonths(year: Int, month: Int, _ months: Int) -> (year: Int, month: Int) {
        let index = year * 12 + (month - 1) + months
        let newYear = index >= 0 ? index / 12 : (index - 11) / 12
        return (newYear, index - newYear * 12 + 1)
    }

    /// The day number of a valid date, or `nil` when the month has no such day.
    static func validDayNumber(year: Int, month: Int, day: Int) -> Int? {
        guard (1...12).contains(month), day >= 1, day <= daysInMonth(year: year, month: month) else { return nil }
        return dayNumber(year: year, month: month, day: day)
    }

    /// `floor(a / b)` for a positive `b`.
    static func floorDivide(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : (a - b + 1) / b }

    /// The wall-clock moment `seconds` after the start of day number `days` (seconds may exceed a day).
    static func moment(day days: Int, seconds: Int) -> LocalMoment {
        let extraDays = floorDivide(seconds, 86_400)
        let secondOfDay = seconds - extraDays * 86_400
        let civil = date(days + extraDays)
        return LocalMoment(
            year: civil.year, month: civil.month, day: civil.day, hour: secondOfDay / 3600,
            minute: secondOfDay / 60 % 60, second: secondOfDay % 60)
    }
}

import Foundation
import Synchronization

/// A holiday the recognizers know, resolved to its date in a given Gregorian year.
enum Holiday: Sendable, Hashable {
    case newYearsDay, newYearsEve, valentinesDay, laborDay, childrensDay, independenceDay, halloween
    case nationalDay, christmasEve, christmas, thanksgiving, qingming
    case springFestival, lunarNewYearsEve, lanternFestival, dragonBoat, qixi, midAutumn, doubleNinth
    /// A fixed Gregorian date: 妇女节 (3, 8), Boxing Day (12, 26), 双十一 (11, 11).
    case fixed(month: Int, day: Int)
    /// The `nth` `weekday` of `month` (nth −1: the last) plus `days`: Mother's Day (5, Sunday, 2),
    /// Memorial Day (5, Monday, −1), Black Friday (11, Thursday, 4, +1).
    case nthWeekday(month: Int, weekday: Int, nth: Int, days: Int)
    /// Western Easter plus `days`: Good Friday −2, Easter Monday +1, Ash Wednesday −46.
    case easter(days: Int)
    /// A lunar date: 腊八 (12, 8), 小年 (12, 23), 正月初七 (1, 7), 龙抬头 (2, 2).
    case lunar(month: Int, day: Int)
    /// A solar term by the sun's apparent longitude in degrees: 春分 0, 清明 15 … 冬至 270, 小寒 285.
    case solarTerm(longitude: Int)

    /// The lunar month and day of a lunar holiday (`nil` for solar ones).
    var lunarDate: (month: Int, day: Int)? {
        switch self {
        case .springFestival: (1, 1)
        case .lanternFestival: (1, 15)
        case .dragonBoat: (5, 5)
        case .qixi: (7, 7)
        case .midAutumn: (8, 15)
        case .doubleNinth: (9, 9)
        default: nil
        }
    }

    /// The day number (see `CivilCalendar`) of this holiday in Gregorian `year`.
    func dayNumber(in year: Int) -> Int? {
        switch self {
        case .newYearsDay: CivilCalendar.dayNumber(year: year, month: 1, day: 1)
        case .newYearsEve: CivilCalendar.dayNumber(year: year, month: 12, day: 31)
        case .valentinesDay: CivilCalendar.dayNumber(year: year, month: 2, day: 14)
        case .laborDay: CivilCalendar.dayNumber(year: year, month: 5, day: 1)
        case .childrensDay: CivilCalendar.dayNumber(year: year, month: 6, day: 1)
        case .independenceDay: CivilCalendar.dayNumber(year: year, month: 7, day: 4)
        case .halloween: CivilCalendar.dayNumber(year: year, month: 10, day: 31)
        case .nationalDay: CivilCalendar.dayNumber(year: year, month: 10, day: 1)
        case .christmasEve: CivilCalendar.dayNumber(year: year, month: 12, day: 24)
        case .christmas: CivilCalendar.dayNumber(year: year, month: 12, day: 25)
        case .thanksgiving:
            // The fourth Thursday of November.
            {
                let first = CivilCalendar.dayNumber(year: year, month: 11, day: 1)
                return first + (4 - CivilCalendar.weekday(first) + 7) % 7 + 21
            }()
        case .qingming: HolidayRules.solarTerm(longitude: 15, year: year)
        case .fixed(let month, let day): CivilCalendar.validDayNumber(year: year, month: month, day: day)
        case .nthWeekday(let month, let weekday, let nth, let days):
            HolidayRules.nthWeekday(year: year, month: month, weekday: weekday, nth: nth) + days
        case .easter(let days): HolidayRules.easter(year) + days
        case .lunar(let month, let day): HolidayRules.lunar(month: month, day: day, inGregorianYear: year)
        case .solarTerm(let longitude): HolidayRules.solarTerm(longitude: longitude, year: year)
        case .lunarNewYearsEve: LunarHolidays.dayNumber(month: 1, day: 1, gregorianYear: year).map { $0 - 1 }
        default:
            lunarDate.flatMap { LunarHolidays.dayNumber(month: $0.month, day: $0.day, gregorianYear: year) }
        }
    }
}

/// Lunar dates through Foundation's Chinese calendar, cached per Gregorian year and lunar date.
enum LunarHolidays {
    private struct Key: Hashable {
        var year: Int
        var month: Int
        var day: Int
    }

    private static let cache = Mutex<[Key: Int]>([:])

    /// The day number of lunar `month`/`day` in the lunar year that begins in Gregorian `gregorianYear`.
    static func dayNumber(month: Int, day: Int, gregorianYear: Int) -> Int? {
        let key = Key(year: gregorianYear, month: month, day: day)
        if let cached = cache.withLock({ $0[key] }) { return cached }
        guard let computed = compute(month: month, day: day, gregorianYear: gregorianYear) else { return nil }
        cache.withLock { $0[key] = computed }
        return computed
    }

    private static func compute(month: Int, day: Int, gregorianYear: Int) -> Int? {
        guard let utc = TimeZone(identifier: "UTC") else { return nil }
        var chinese = Calendar(identifier: .chinese)
        chinese.timeZone = utc
        // July 1 always lies in the lunar year that began that spring.
        let midYear = Double(CivilCalendar.dayNumber(year: gregorianYear, month: 7, day: 1)) * 86_400
        let parts = chinese.dateComponents([.era, .year], from: Date(timeIntervalSince1970: midYear))
        var target = DateComponents()
        target.era = parts.era
        target.year = parts.year
        target.month = month
        target.day = day
        target.isLeapMonth = false
        guard let date = chinese.date(from: target) else { return nil }
        return CivilCalendar.floorDivide(Int(date.timeIntervalSince1970.rounded(.down)), 86_400)
    }
}

/// A day counted from a holiday: `days` days on (`国庆节后一天` +1, `the day before Thanksgiving`
/// −1), or with `weekday` the `|days|`-th such weekday strictly after (+) or before (−) it
/// (`the Monday after Easter`, `元旦后的第一个周一`, `the Friday before Christmas`).
struct HolidayShift: Sendable, Hashable {
    var days: Int
    var weekday: Int?
    /// `next Easter` (+1): the first one after today; `last Easter` (−1): the latest one before
    /// today — whichever way the preference leans.
    var side: Int?
    /// `days` counts working days (Monday to Friday, no public-holiday calendar): 元旦后第一个工作日.
    var workdays = false

    /// The shifted day of holiday day `day`.
    func apply(to day: Int) -> Int {
        if workdays {
            var result = day
            var left = abs(days)
            while left > 0 {
                result += days >= 0 ? 1 : -1
                if CivilCalendar.weekday(result) <= 5 { left -= 1 }
            }
            return result
        }
        guard let weekday else { return day + days }
        let current = CivilCalendar.weekday(day)
        if days >= 0 {
            let first = day + ((weekday - current + 6) % 7 + 1)
            return first + 7 * max(days - 1, 0)
        }
        let first = day - ((current - weekday + 6) % 7 + 1)
        return first + 7 * (days + 1)
    }
}

/// Days around a holiday, as a period.
enum HolidaySpan: Sendable, Hashable {
    /// `count` days from `from` days after the holiday: 国庆假期 (0, 7), 春节假期 (−1, 7: 除夕 to 初六).
    case days(from: Int, count: Int)
    /// The Monday-based week holding the holiday: 感恩节那周, Christmas week.
    case week
    /// The long weekend it makes: a Monday holiday with the Saturday and Sunday before it, a
    /// Thursday or Friday one through the Sunday after, Easter from Good Friday to Easter Monday.
    case weekend
}

extension TimeResolver {
    /// The day of `holiday` (shifted by `shift`): in the year `spec` names, or else the nearest on
    /// the preferred side, today included.
    func holidayDay(_ holiday: Holiday, year spec: YearSpec?, shift: HolidayShift?) -> Int? {
        func day(in year: Int) -> Int? {
            guard let value = holiday.dayNumber(in: year) else { return nil }
            return shift?.apply(to: value) ?? value
        }
        if let spec { return day(in: year(spec)) }
        let candidates = [currentYear - 1, currentYear, currentYear + 1].compactMap(day)
        switch shift?.side {
        case .some(1): return candidates.filter { $0 > today }.min()
        case .some(-1): return candidates.filter { $0 < today }.max()
        default: return future ? candidates.filter { $0 >= today }.min() : candidates.filter { $0 <= today }.max()
        }
    }

    /// The first day and the day after the last of `span` around `holiday`: in the year `spec`
    /// names, or else the nearest not yet over (future) / already begun (past).
    func holidayDays(_ holiday: Holiday, year spec: YearSpec?, span: HolidaySpan) -> (start: Int, end: Int)? {
        func days(in year: Int) -> (start: Int, end: Int)? {
            guard let value = holiday.dayNumber(in: year) else { return nil }
            switch span {
            case .days(let from, let count):
                return (value + from, value + from + count)
            case .week:
                let monday = CivilCalendar.monday(of: value)
                return (monday, monday + 7)
            case .weekend:
                if case .easter = holiday { return (value - 2, value + 2) }
                switch CivilCalendar.weekday(value) {
                case 1: return (value - 2, value + 1)
                case 4, 5: return (value, CivilCalendar.monday(of: value) + 7)
                case 6, 7: return (CivilCalendar.monday(of: value) + 5, CivilCalendar.monday(of: value) + 7)
                default: return (CivilCalendar.monday(of: value) - 2, value + 1)
                }
            }
        }
        if let spec { return days(in: year(spec)) }
        let candidates = [currentYear - 1, currentYear, currentYear + 1].compactMap(days)
        if future { return candidates.filter { $0.end > today }.min { $0.start < $1.start } }
        return candidates.filter { $0.start <= today }.max { $0.start < $1.start }
    }
}

extension TimeResolver {
    /// The evening for a bare hour of 5–11 on an eve (`Christmas Eve at 8`, 除夕8点): 20:00.
    static func evePart(_ day: DayRef?, _ clock: ClockTime) -> PartOfDay? {
        guard case .holiday(let holiday, _)? = day, clock.meridiem == nil, !clock.twentyFourHour,
            (5...11).contains(clock.hour)
        else { return nil }
        switch holiday {
        case .christmasEve, .newYearsEve, .lunarNewYearsEve: return .night
        default: return nil
        }
    }
}

extension TimeResolver {
    /// Whether `phrase`, a holiday alone, only names the day of the entity just before it
    /// (3月8号是妇女节, 12月31号晚上跨年): it is not a second time.
    static func restatesDay(
        _ phrase: TimePhrase, _ resolution: Resolution, after last: (range: Range<Int>, entity: TimeEntity)
    ) -> Bool {
        guard phrase.second == nil, case .holiday? = phrase.first.day, phrase.first.clock == nil,
            phrase.first.part == nil, phrase.range.lowerBound - last.range.upperBound <= 2
        else { return false }
        let day = CivilCalendar.date(CivilCalendar.floorDivide(resolution.start, 86_400))
        let start = last.entity.start
        return (start.year, start.month, start.day) == (day.year, day.month, day.day)
    }
}

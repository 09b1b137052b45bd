/// The unresolved pieces a grammar reads; `TimeResolver` turns them into moments against "now".

/// A year given with a date: written out (`2027年`) or relative (`明年` = +1).
enum YearSpec: Sendable, Hashable {
    case absolute(Int)
    case relative(Int)
}

/// How a weekday was qualified.
enum WeekdayMode: Sendable, Hashable {
    /// `周三`, `Wednesday`, `this Wednesday`: the nearest one on the preferred side of today (today counts).
    case nearest
    /// `这周三` (0), `下周三` / `next Wednesday` (+1), `上周三` / `last Wednesday` (−1): in that Monday-based week.
    case week(Int)
    /// "this past Wednesday", "past Wednesday": the latest one before today.
    case mostRecent
    /// "coming Thursday", "this coming Thursday": the first one after today (said on a Thursday,
    /// next week's).
    case upcoming
}

/// A day (or the day part of a longer expression).
enum DayRef: Sendable, Hashable {
    /// `今天` (0), `明天` (1), `3天后` (3), `2 days ago` (−2).
    case relative(Int)
    /// 1 = Monday … 7 = Sunday.
    case weekday(Int, WeekdayMode)
    /// `20号`; with a month offset for `下个月1号` (+1), `这个月15号` (0).
    case dayOfMonth(Int, monthOffset: Int?)
    /// "Monday the 27th", "Friday the 13th": the nearest month whose day falls on that weekday.
    case dayOfMonthOnWeekday(Int, weekday: Int)
    /// "Sunday, Feb 10" with no year: the nearest year in which the date falls on that weekday.
    case monthDayOnWeekday(month: Int, day: Int, weekday: Int)
    /// `12月20号`, `2027年1月5日`, `December 18`.
    case monthDay(month: Int, day: Int, year: YearSpec?)
    /// `元旦`, `中秋`, `Christmas`.
    case holiday(Holiday, year: YearSpec?)
    /// `国庆节后一天`, `the Monday after Easter`, `元旦后的第一个周一`: a day counted from a holiday.
    case holidayShifted(Holiday, year: YearSpec?, shift: HolidayShift)
    /// `一个月后` (+1), `3 months ago` (−3): the same day of month, clamped to the month's length.
    case monthsFromNow(Int)
    /// `下个月第二个周三` (2), `这个月最后一个周四` (−1), `the third Friday of January`: the nth
    /// weekday (1 = Monday) of a period, counted from its end when negative.
    case nthWeekday(Int, weekday: Int, in: PeriodRef)
    /// `本月倒数第三天` (−3), `the last day of February` (−1), `第10天` (10).
    case nthDay(Int, in: PeriodRef)
    /// `下个月最后一个工作日`: Monday to Friday (no public-holiday calendar).
    case nthBusinessDay(Int, in: PeriodRef)
    /// `月底`, `下个月底`, `end of March`: the last day of that month.
    case monthEnd(MonthRef)
    /// `下个月第二个周三`, `the last Monday in January`, `倒数第二个周五`: the Nth (−N: Nth from the
    /// end) of a weekday (1 = Monday … 7 = Sunday) in a month.
    case weekdayOfMonth(Int, ordinal: Int, MonthRef)
    /// `the first day of next month` (1), `这个月倒数第三天` (−3), `the last day of February` (−1).
    case countedDayOfMonth(Int, MonthRef)
    /// `下个月最后一个工作日` (−1), `the first business day of April` (1): Monday–Friday, no holidays.
    case businessDayOfMonth(Int, MonthRef)

    /// A calendar date (`12月5号`, `January 12`, `the 11th`), not a weekday or a relative day.
    var isDate: Bool {
        switch self {
        case .dayOfMonth, .monthDay, .dayOfMonthOnWeekday, .monthDayOnWeekday: true
        default: false
        }
    }
}

/// A period that is a range of whole days.
enum PeriodRef: Sendable, Hashable {
    /// `本周` (0), `下周` (1), `上周` (−1): Monday to the next Monday.
    case week(Int)
    /// `周末` (nil: by preference), `下周末` (1): Saturday to Monday.
    case weekend(Int?)
    /// `这个月` (0), `下个月` (1).
    case month(Int)
    /// `今年` (0), `明年` (1).
    case year(Int)
    /// `12月`, `2027年1月`: that calendar month.
    case namedMonth(Int, year: YearSpec?)
    /// `2027年`.
    case namedYear(Int)
    /// `下个月第一个周末` (1), `the last weekend of last month` (−1): the nth Saturday and Sunday
    /// of a period (counted from its end when negative).
    case nthWeekend(Int, in: CountScope)
    /// `12月下旬`, `下个月初`, `the first week of April`: part of a month (`MonthPart`).
    case monthPart(MonthPart, MonthRef)
    /// `明年上半年`, `Q3`, `第三季度`, `年初`: part of a year; with no year, this year's unless it is
    /// over (future) or not begun (past).
    case yearPart(YearPart, year: YearSpec?)
    /// `本季度` (0), `下季度` / `next quarter` (1), `上季度` (−1).
    case quarter(Int)
    /// `early next week` (`WeekPart`) of a Monday-based week: this (0), next (1), last (−1).
    case weekPart(WeekPart, Int)
    /// `最近7天`, `the past week` (back to today), `the next week` (ahead from today): whole days
    /// counted with today (`PeriodWindow`).
    case window(PeriodWindow)
    /// `later this week` (from today to the week's end), `earlier this month` (from its start to
    /// yesterday): this week, month or year cut at today.
    case restOfCurrent(PeriodWindow.Unit, later: Bool)
    /// `国庆假期`, `Thanksgiving weekend`, `感恩节那周`: days around a holiday.
    case holidaySpan(Holiday, year: YearSpec?, span: HolidaySpan)
    /// `this summer`, `next winter`, `今年夏天`, `2025年秋季`: a season (`Season`).
    case season(Season, SeasonRef)
}

/// The period an ordinal counts in (`下个月第一个周末`): plain values, so that `PeriodRef` and
/// `DayRef` stay trivially copyable (no indirect cases: the grammar copies them at every step).
enum CountScope: Sendable, Hashable {
    case week(Int)
    case month(Int)
    case namedMonth(Int, year: YearSpec?)
    case year(Int)
    case namedYear(Int)

    /// The scope of `period`, when an ordinal can count in it.
    init?(_ period: PeriodRef) {
        switch period {
        case .week(let value): self = .week(value)
        case .month(let value): self = .month(value)
        case .namedMonth(let month, let year): self = .namedMonth(month, year: year)
        case .year(let value): self = .year(value)
        case .namedYear(let value): self = .namedYear(value)
        default: return nil
        }
    }

    var period: PeriodRef {
        switch self {
        case .week(let value): .week(value)
        case .month(let value): .month(value)
        case .namedMonth(let month, let year): .namedMonth(month, year: year)
        case .year(let value): .year(value)
        case .namedYear(let value): .namedYear(value)
        }
    }
}

/// Calendar arithmetic on a point's day, applied after the day resolves: `国庆节后一天`,
/// `a week from Thursday`, `元旦后的第一个周一`, `两周前的周四`.
enum DayShift: Sendable, Hashable {
    /// Days and months on (`a month from tomorrow`: months 1), back when negative.
    case days(Int, months: Int)
    /// The nth such weekday strictly after (before, when negative) the day.
    case weekdayFrom(weekday: Int, count: Int)
    /// That weekday in the Monday-based week of the day.
    case weekdayInWeek(Int)

    /// This shift and then `next`, when both are counts of days and months; `nil` otherwise.
    func then(_ next: DayShift) -> DayShift? {
        guard case .days(let days, let months) = self, case .days(let more, let moreMonths) = next else { return nil }
        return .days(days + more, months: months + moreMonths)
    }
}

/// A part of the day, with the hours it spans (`end` exclusive; 24 is the next midnight).
enum PartOfDay: Sendable, Hashable {
    case dawn  // 凌晨 00–06
    case earlyMorning  // 早上 早晨 清晨 06–09
    case forenoon  // 上午 08–12
    case morning  // English "morning" 06–12
    case noon  // 中午, noon: 12:00
    case afternoon  // 下午 afternoon 12–18
    case dusk  // 傍晚 17–19
    case night  // 晚上 今晚 evening tonight night 18–24
    case lateNight  // 深夜 (半夜, 午夜 before a clock) 23–03 of the next day
    case lateMorning  // "late morning" 09–12
    case earlyAfternoon  // "early afternoon" 12–15
    case lateAfternoon  // "late afternoon" 15–18
    case earlyEvening  // "early evening" 18–21
    case lateEvening  // "late evening" 21–24

    var hours: (start: Int, end: Int) {
        switch self {
        case .dawn: (0, 6)
        case .earlyMorning: (6, 9)
        case .forenoon: (8, 12)
        case .morning: (6, 12)
        case .noon: (12, 13)
        case .afternoon: (12, 18)
        case .dusk: (17, 19)
        case .night: (18, 24)
        case .lateNight: (23, 27)
        case .lateMorning: (9, 12)
        case .earlyAfternoon: (12, 15)
        case .lateAfternoon: (15, 18)
        case .earlyEvening: (18, 21)
        case .lateEvening: (21, 24)
        }
    }
}

/// am / pm as written.
enum Meridiem: Sendable, Hashable {
    case am, pm
}

/// A clock time as written: `下午3点` is hour 3 with the part of day applied later.
struct ClockTime: Sendable, Hashable {
    var hour: Int
    /// Negative for minutes before the hour (`差十分八点`, `ten to eight`: hour 8, minute −10).
    var minute: Int = 0
    /// Minutes were written (`3:00`, `三点半`): grain minute.
    var hasMinutes = false
    var meridiem: Meridiem?
    /// Written with a leading zero or as 13–24 (`07:00`, `15点`): a 24-hour time, never shifted.
    var twentyFourHour = false
    /// `midnight`: 24:00 of the day.
    var isMidnight = false
    /// `这个时候`, `this time`, `same time`: now's clock, on the day said with it.
    var isNow = false
}

/// A duration from now in seconds (`两小时后`), with the grain its unit implies.
struct TimeOffset: Sendable, Hashable {
    var seconds: Int
    var grain: TimeGrain
}

/// One piece a grammar recognizes.
enum TimeComponent: Sendable, Hashable {
    case day(DayRef)
    case period(PeriodRef)
    case part(PartOfDay)
    case dayAndPart(DayRef, PartOfDay)
    case clock(ClockTime)
    case offset(TimeOffset)
    /// "the week of April 10th", "the week of the 18th": the Monday-based week that holds the day;
    /// "the week beginning February 4" (`startsOnTheDay`): seven days from the day.
    case weekOf(DayRef, startsOnTheDay: Bool)
}

/// The components of one point in time ("明天下午3点"), each slot filled at most once.
struct TimePoint: Sendable, Hashable {
    var day: DayRef?
    /// Arithmetic on `day` (`国庆节后一天`), applied once it resolves.
    var shift: DayShift?
    var period: PeriodRef?
    var part: PartOfDay?
    /// `part` was carried over from the start of a range ("saturday night from 11 to 7"), not said.
    var partCarried = false
    var clock: ClockTime?
    var offset: TimeOffset?
    /// `day` stands for its whole (Monday-based) week ("the week of the 18th").
    var wholeWeek = false
    /// `day` starts a week of seven days ("the week beginning February 4").
    var weekStartsOnTheDay = false
    /// The day was said before the clock at the end of a range ("from 2pm till tomorrow 4:30pm"):
    /// it is the end's own, not the whole range's.
    var dayLeads = false

    var isEmpty: Bool { day == nil && period == nil && part == nil && clock == nil && offset == nil }

    /// Adds `component` when its slot is free and it fits with what is there; `false` otherwise.
    mutating func add(_ component: TimeComponent) -> Bool {
        if let anchored = addAnchored(component) { return anchored }
        // 明年3.8, next year 1/20: a date without a year after a relative year is in that year.
        if case .year(let years)? = period, day == nil, clock == nil, part == nil, offset == nil {
            switch component {
            case .day(.monthDay(let month, let dayOfMonth, nil)):
                period = nil
                day = .monthDay(month: month, day: dayOfMonth, year: .relative(years))
                return true
            default:
                break
            }
        }
        // "December 3 last year", "March 4 next year": a relative year after a date without one.
        if case .period(.year(let years)) = component, case .monthDay(let month, let dayOfMonth, nil)? = day,
            period == nil, offset == nil
        {
            day = .monthDay(month: month, day: dayOfMonth, year: .relative(years))
            return true
        }
        // "2019 q1", "2027 H2": a year said before a quarter or a half is its year.
        if case .namedYear(let year)? = period, day == nil, clock == nil, part == nil, offset == nil,
            case .period(.yearPart(let yearPart, nil)) = component
        {
            period = .yearPart(yearPart, year: .absolute(year))
            return true
        }
        if period != nil || offset != nil { return false }
        switch component {
        case .day(let value):
            // 4.5清明, 12-31跨年: a date named by its holiday stays the date.
            if case .holiday = value, case .monthDay? = day, clock == nil, part == nil { return true }
            // "Friday the 11th", "Tuesday, January 12", "Thursday 11/4": a weekday said beside a
            // date restates it; the date is the day (either order).
            // "Monday the 27th": a day of the month with no month named is the one on that weekday.
            if case .weekday(let weekday, .nearest)? = day, case .dayOfMonth(let dayOfMonth, nil) = value {
                day = .dayOfMonthOnWeekday(dayOfMonth, weekday: weekday)
                return true
            }
            if case .weekday(let weekday, .nearest) = value, case .dayOfMonth(let dayOfMonth, nil)? = day {
                day = .dayOfMonthOnWeekday(dayOfMonth, weekday: weekday)
                return true
            }
            // "Sunday, Feb 10": a date with no year restated by its weekday is in the year that fits.
            if case .weekday(let weekday, .nearest)? = day, case .monthDay(let month, let dayOfMonth, nil) = value {
                day = .monthDayOnWeekday(month: month, day: dayOfMonth, weekday: weekday)
                return true
            }
            if case .weekday(let weekday, .nearest) = value, case .monthDay(let month, let dayOfMonth, nil)? = day {
                day = .monthDayOnWeekday(month: month, day: dayOfMonth, weekday: weekday)
                return true
            }
            if case .weekday(_, .nearest)? = day, value.isDate {
                day = value
                return true
            }
            if case .weekday(_, .nearest) = value, day?.isDate == true { return true }
            guard day == nil else { return false }
            day = value
        case .period(.namedYear(let year)):
            // Jan 1st '27, the 2nd of June 2027, 5pm on Feb 5th '27: a year after a date without one
            // is its year.
            guard case .monthDay(let month, let dayOfMonth, nil)? = day else {
                guard isEmpty else { return false }
                period = .namedYear(year)
                return true
            }
            day = .monthDay(month: month, day: dayOfMonth, year: .absolute(year))
        case .period(let value):
            guard isEmpty else { return false }
            period = value
        case .part(let value):
            guard part == nil, clock == nil || clock?.meridiem == nil, !wholeWeek else { return false }
            part = value
        case .dayAndPart(let dayValue, let partValue):
            guard day == nil, part == nil else { return false }
            day = dayValue
            part = partValue
        case .clock(let value):
            guard clock == nil, !(part == .noon && value.meridiem != nil), !wholeWeek else { return false }
            clock = value
        case .offset(let value):
            guard isEmpty else { return false }
            offset = value
        case .weekOf(let value, let startsOnTheDay):
            guard isEmpty else { return false }
            day = value
            wholeWeek = true
            weekStartsOnTheDay = startsOnTheDay
        }
        return true
    }
}

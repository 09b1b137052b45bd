/// The pieces of the periods that are parts of a month, a year or a week, and windows of whole
/// days around today. `TimeResolver+Periods` turns them into days; docs/NLU.md gives the spans.

/// Which month a part of a month (or a month's end) belongs to.
enum MonthRef: Sendable, Hashable {
    /// `这个月` (0), `下个月` / `next month` (1), `上个月` (−1).
    case relative(Int)
    /// `12月`, `2027年3月`, `December`: with no year, the month as `PeriodRef.namedMonth` reads it.
    case named(Int, year: YearSpec?)
    /// `月初`, `月底` with no month: this month's, or the next (previous) month's when this month's
    /// part is over (not begun) on the preferred side.
    case nearest
}

/// A part of a month, in days of the month (the end included).
enum MonthPart: Sendable, Hashable {
    /// 上旬, 月初, early, the beginning of: days 1–10.
    case early
    /// 中旬, 月中, mid-, the middle of: days 11–20.
    case middle
    /// 下旬, late: day 21 to the last day.
    case late
    /// 上半月, the first half of the month: days 1–15.
    case firstHalf
    /// 下半月, the second half: day 16 to the last.
    case secondHalf
    /// 第N周, the Nth week of: days 7N−6 … 7N; `-1` (最后一周, the last week of) is the last seven days.
    case week(Int)
    /// 第一个周末, the last weekend of: the Nth (−1: last) Saturday of the month and the Sunday after.
    case weekend(Int)
}

/// A part of a year.
enum YearPart: Sendable, Hashable {
    /// Q1 … Q4, 第一季度 … 第四季度: three months from January, April, July or October.
    case quarter(Int)
    /// 上半年 (1): January–June; 下半年 (2): July–December.
    case half(Int)
    /// 年初, early, the beginning of the year: January.
    case early
    /// late in the year: December (年底, the end of the year, is the day December 31).
    case late
    /// "week 27 of 2017", 2027年第3周, "the last week of 2016" (−1): an ISO week, Monday to Sunday;
    /// week 1 holds the year's first Thursday (so January 4).
    case week(Int)
}

/// A season, by the meteorological convention (whole months, northern hemisphere): spring
/// March–May, summer June–August, autumn September–November, winter December–February (the
/// winter of a year starts in its December).
enum Season: Int, Sendable, Hashable {
    case spring = 3
    case summer = 6
    case autumn = 9
    case winter = 12
}

/// Which season: the one under way or coming (`this summer`), the next to start, the last to
/// end, or that of a year (`今年夏天`, `summer 2027`).
enum SeasonRef: Sendable, Hashable {
    case nearest, next, last
    case year(YearSpec)
}

/// A part of a Monday-based week.
enum WeekPart: Sendable, Hashable {
    /// early in the week, the beginning of the week: Monday–Tuesday.
    case early
    /// midweek, the middle of the week: Wednesday–Thursday.
    case middle
    /// late in the week: Friday–Sunday.
    case late
    /// the work week, the working week: Monday–Friday.
    case workdays
}

/// Whole units counted from today, today included.
struct PeriodWindow: Sendable, Hashable {
    /// The unit counted.
    enum Unit: Sendable, Hashable {
        case day, week, month, year
    }

    var count: Int
    var unit: Unit
    /// Forward from today (`the next week`) or back to today (`最近7天`, `the past month`).
    var ahead: Bool
}

/// Days of the periods that are parts of a month, a year or a week, and windows around today
/// (see `PeriodParts.swift` and docs/NLU.md).
extension TimeResolver {
    /// The first day and the day after the last of a part of a month, a year or a week, or of a window.
    func partDays(of period: PeriodRef) -> (start: Int, end: Int)? {
        switch period {
        case .monthPart(let part, let ref):
            return monthPartDays(part, ref)
        case .yearPart(let part, let spec):
            if let spec { return yearPartDays(part, year: yearNumber(spec)) }
            let year = CivilCalendar.date(today).year
            guard let this = yearPartDays(part, year: year) else { return nil }
            if future, this.end <= today { return yearPartDays(part, year: year + 1) }
            if !future, this.start > today { return yearPartDays(part, year: year - 1) }
            return this
        case .quarter(let quarters):
            let (year, month, _) = CivilCalendar.date(today)
            let index = year * 4 + (month - 1) / 3 + quarters
            return yearPartDays(.quarter(index % 4 + 1), year: index / 4)
        case .weekPart(let part, let weeks):
            let monday = CivilCalendar.monday(of: today) + 7 * weeks
            switch part {
            case .early: return (monday, monday + 2)
            case .middle: return (monday + 2, monday + 4)
            case .late: return (monday + 4, monday + 7)
            case .workdays: return (monday, monday + 5)
            }
        case .window(let window):
            return windowDays(window)
        case .restOfCurrent(let unit, let later):
            let (year, month, _) = CivilCalendar.date(today)
            let whole: (start: Int, end: Int)
            switch unit {
            case .day: whole = (today, today + 1)
            case .week:
                let monday = CivilCalendar.monday(of: today)
                whole = (monday, monday + 7)
            case .month:
                let next = CivilCalendar.addMonths(year: year, month: month, 1)
                whole = (
                    CivilCalendar.dayNumber(year: year, month: month, day: 1),
                    CivilCalendar.dayNumber(year: next.year, month: next.month, day: 1)
                )
            case .year:
                whole = (
                    CivilCalendar.dayNumber(year: year, month: 1, day: 1),
                    CivilCalendar.dayNumber(year: year + 1, month: 1, day: 1)
                )
            }
            // On the first day there is no "earlier" yet: the day itself.
            return later ? (today, whole.end) : (whole.start, max(today, whole.start + 1))
        default:
            return days(of: period)
        }
    }

    /// Whole days counted with today: `count` days (weeks of 7) up to today or from today; months
    /// and years run to (from) the day after (before) the same date, clamped to the month's length.
    func windowDays(_ window: PeriodWindow) -> (start: Int, end: Int)? {
        guard window.count > 0 else { return nil }
        switch window.unit {
        case .day, .week:
            let days = window.count * (window.unit == .week ? 7 : 1)
            return window.ahead ? (today, today + days) : (today - days + 1, today + 1)
        case .month, .year:
            let months = window.count * (window.unit == .year ? 12 : 1) * (window.ahead ? 1 : -1)
            let (year, month, day) = CivilCalendar.date(today)
            let target = CivilCalendar.addMonths(year: year, month: month, months)
            let clamped = min(day, CivilCalendar.daysInMonth(year: target.year, month: target.month))
            let other = CivilCalendar.dayNumber(year: target.year, month: target.month, day: clamped)
            return window.ahead ? (today, other) : (other + 1, today + 1)
        }
    }

    /// The last day of the month `ref` names.
    func monthEnd(_ ref: MonthRef) -> Int? {
        if case .nearest = ref {
            // 月底 said in the future is this month's; in the past, last month's unless today is the end.
            let (year, month, _) = CivilCalendar.date(today)
            let thisEnd =
                CivilCalendar.dayNumber(year: year, month: month, day: 1)
                + CivilCalendar.daysInMonth(year: year, month: month) - 1
            if future || thisEnd == today { return thisEnd }
            return CivilCalendar.dayNumber(year: year, month: month, day: 1) - 1
        }
        guard let (year, month) = monthOf(ref) else { return nil }
        return CivilCalendar.dayNumber(
            year: year, month: month, day: CivilCalendar.daysInMonth(year: year, month: month))
    }

    /// The day a counted day of a month names (`DayRef.weekdayOfMonth`, `.countedDayOfMonth`,
    /// `.businessDayOfMonth`); `nil` when the month has no such day.
    func countedDay(_ ref: DayRef) -> Int? {
        let month: MonthRef
        switch ref {
        case .weekdayOfMonth(_, _, let value), .countedDayOfMonth(_, let value), .businessDayOfMonth(_, let value):
            month = value
        default:
            return nil
        }
        guard let (year, number) = monthOf(month) else { return nil }
        let first = CivilCalendar.dayNumber(year: year, month: number, day: 1)
        let after = first + CivilCalendar.daysInMonth(year: year, month: number)
        switch ref {
        case .weekdayOfMonth(let weekday, let ordinal, _):
            return Self.weekdayInMonth(weekday, ordinal: ordinal, first: first, after: after)
        case .countedDayOfMonth(let ordinal, _):
            let day = ordinal > 0 ? first + ordinal - 1 : after + ordinal
            return (first..<after).contains(day) ? day : nil
        case .businessDayOfMonth(let ordinal, _):
            let days = (first..<after).filter { CivilCalendar.weekday($0) <= 5 }
            let index = ordinal > 0 ? ordinal - 1 : days.count + ordinal
            return days.indices.contains(index) ? days[index] : nil
        default:
            return nil
        }
    }

    /// The Nth (−N: Nth from the end) `weekday` among the days `first..<after`.
    static func weekdayInMonth(_ weekday: Int, ordinal: Int, first: Int, after: Int) -> Int? {
        let day: Int
        if ordinal > 0 {
            day = first + (weekday - CivilCalendar.weekday(first) + 7) % 7 + 7 * (ordinal - 1)
        } else {
            let last = after - 1
            day = last - (CivilCalendar.weekday(last) - weekday + 7) % 7 - 7 * (-ordinal - 1)
        }
        return (first..<after).contains(day) ? day : nil
    }

    private func monthPartDays(_ part: MonthPart, _ ref: MonthRef) -> (start: Int, end: Int)? {
        if case .nearest = ref {
            let (year, month, _) = CivilCalendar.date(today)
            let this = partOfMonth(part, year: year, month: month)
            guard future ? this.end <= today : this.start > today else { return this }
            let other = CivilCalendar.addMonths(year: year, month: month, future ? 1 : -1)
            return partOfMonth(part, year: other.year, month: other.month)
        }
        guard let (year, month) = monthOf(ref) else { return nil }
        return partOfMonth(part, year: year, month: month)
    }

    /// The year and month of a relative or named month (`nearest` is this month).
    private func monthOf(_ ref: MonthRef) -> (Int, Int)? {
        let (year, month, _) = CivilCalendar.date(today)
        switch ref {
        case .relative(let months):
            let target = CivilCalendar.addMonths(year: year, month: month, months)
            return (target.year, target.month)
        case .named(let target, let spec):
            guard let days = days(of: .namedMonth(target, year: spec)) else { return nil }
            let first = CivilCalendar.date(days.start)
            return (first.year, first.month)
        case .nearest:
            return (year, month)
        }
    }

    private func partOfMonth(_ part: MonthPart, year: Int, month: Int) -> (start: Int, end: Int) {
        let first = CivilCalendar.dayNumber(year: year, month: month, day: 1)
        let length = CivilCalendar.daysInMonth(year: year, month: month)
        let after = first + length
        switch part {
        case .early: return (first, first + 10)
        case .middle: return (first + 10, first + 20)
        case .late: return (first + 20, after)
        case .firstHalf: return (first, first + 15)
        case .secondHalf: return (first + 15, after)
        case .week(let number):
            if number < 0 { return (after - 7, after) }
            let start = first + 7 * (number - 1)
            return (start, min(start + 7, after))
        case .weekend(let number):
            let saturday = Self.weekdayInMonth(6, ordinal: number, first: first, after: after) ?? first
            return (saturday, saturday + 2)
        }
    }

    private func yearPartDays(_ part: YearPart, year: Int) -> (start: Int, end: Int)? {
        let (firstMonth, months): (Int, Int)
        switch part {
        case .week(let number):
            // ISO weeks: week 1 is the Monday-based week of January 4; a year has 52 or 53.
            let firstMonday = CivilCalendar.monday(of: CivilCalendar.dayNumber(year: year, month: 1, day: 4))
            let weeks =
                (CivilCalendar.monday(of: CivilCalendar.dayNumber(year: year + 1, month: 1, day: 4))
                    - firstMonday) / 7
            let index = number < 0 ? weeks + number : number - 1
            guard (0..<weeks).contains(index) else { return nil }
            return (firstMonday + 7 * index, firstMonday + 7 * index + 7)
        case .quarter(let quarter):
            guard (1...4).contains(quarter) else { return nil }
            (firstMonth, months) = (3 * quarter - 2, 3)
        case .half(let half):
            guard (1...2).contains(half) else { return nil }
            (firstMonth, months) = (6 * half - 5, 6)
        case .early: (firstMonth, months) = (1, 1)
        case .late: (firstMonth, months) = (12, 1)
        }
        let end = CivilCalendar.addMonths(year: year, month: firstMonth, months)
        return (
            CivilCalendar.dayNumber(year: year, month: firstMonth, day: 1),
            CivilCalendar.dayNumber(year: end.year, month: end.month, day: 1)
        )
    }

    private func yearNumber(_ spec: YearSpec) -> Int {
        switch spec {
        case .absolute(let value): value
        case .relative(let offset): CivilCalendar.date(today).year + offset
        }
    }
}

extension TimeResolver {
    /// A range with a period at either end (`7月中旬到8月底`, `late November to early December`):
    /// from the first's start to the end of the second (a day's end is the next midnight). Both
    /// ends must be whole days.
    func periodRange(_ first: TimePoint, _ second: TimePoint) -> Resolution? {
        guard first.clock == nil, first.part == nil, first.offset == nil, second.clock == nil, second.part == nil
        else { return nil }
        var first = first
        // "from May to Oct 2020", "Nov-Feb 5th, 2017": a year said only at the end is the start's
        // too (the year before when the start's month comes later in the year).
        if case .namedMonth(let month, nil)? = first.period, let (endMonth, endYear) = Self.monthAndYear(of: second) {
            first.period = .namedMonth(month, year: .absolute(month > endMonth ? endYear - 1 : endYear))
        }
        guard let start = resolve(first), let last = resolve(second), start.grain == .day, last.grain == .day
        else { return nil }
        let end = last.end ?? last.start + 86_400
        if end <= start.start, case .namedMonth(let month, nil)? = first.period {
            // "from May to September" in September, 8月至2月: a bare first month that would start
            // after the end is last year's (the range that runs now, or runs into next year).
            first.period = .namedMonth(month, year: .absolute(CivilCalendar.date(start.start / 86_400).year - 1))
            guard let earlier = resolve(first), earlier.start < end else { return nil }
            return Resolution(start: earlier.start, end: end, grain: .day)
        }
        guard end > start.start else { return nil }
        return Resolution(start: start.start, end: end, grain: .day)
    }

    /// The month and the year said with it at the end of a range: `Oct 2020`, `Feb 5th, 2017`.
    private static func monthAndYear(of point: TimePoint) -> (month: Int, year: Int)? {
        if case .namedMonth(let month, .absolute(let year)?)? = point.period { return (month, year) }
        if case .monthDay(let month, _, .absolute(let year)?)? = point.day { return (month, year) }
        return nil
    }
}

/// Calendar arithmetic: the nth weekday or day of a period, days and weekdays counted from a day.
extension TimeResolver {
    /// The day number of one of the arithmetic `DayRef` cases; `nil` when it does not exist
    /// (`the fifth Monday` of a month that has four).
    func arithmeticDay(_ ref: DayRef) -> Int? {
        switch ref {
        case .nthWeekday(let count, let weekday, let scope):
            guard count != 0, let days = days(of: scope) else { return nil }
            let day: Int
            if count > 0 {
                day = days.start + (weekday - CivilCalendar.weekday(days.start) + 7) % 7 + 7 * (count - 1)
            } else {
                let last = days.end - 1
                day = last - (CivilCalendar.weekday(last) - weekday + 7) % 7 - 7 * (-count - 1)
            }
            return day >= days.start && day < days.end ? day : nil
        case .nthDay(let count, let scope):
            guard count != 0, let days = days(of: scope) else { return nil }
            let day = count > 0 ? days.start + count - 1 : days.end + count
            return day >= days.start && day < days.end ? day : nil
        case .nthBusinessDay(let count, let scope):
            guard count != 0, let days = days(of: scope) else { return nil }
            var remaining = abs(count)
            var day = count > 0 ? days.start : days.end - 1
            while day >= days.start, day < days.end {
                if CivilCalendar.weekday(day) <= 5 {
                    remaining -= 1
                    if remaining == 0 { return day }
                }
                day += count > 0 ? 1 : -1
            }
            return nil
        default:
            return nil
        }
    }

    /// `day` moved by `shift`.
    func shifted(_ day: Int, by shift: DayShift) -> Int {
        switch shift {
        case .days(let days, let months):
            guard months != 0 else { return day + days }
            let (year, month, dayOfMonth) = CivilCalendar.date(day)
            let target = CivilCalendar.addMonths(year: year, month: month, months)
            let clamped = min(dayOfMonth, CivilCalendar.daysInMonth(year: target.year, month: target.month))
            return CivilCalendar.dayNumber(year: target.year, month: target.month, day: clamped) + days
        case .weekdayFrom(let weekday, let count):
            let current = CivilCalendar.weekday(day)
            if count > 0 { return day + ((weekday - current + 6) % 7 + 1) + 7 * (count - 1) }
            return day - ((current - weekday + 6) % 7 + 1) - 7 * (-count - 1)
        case .weekdayInWeek(let weekday):
            return CivilCalendar.monday(of: day) + weekday - 1
        }
    }

    /// The first day and the day after the last of the nth weekend (Saturday and Sunday) of `scope`.
    func nthWeekend(_ count: Int, in scope: CountScope) -> (start: Int, end: Int)? {
        guard let saturday = dayNumber(.nthWeekday(count, weekday: 6, in: scope.period)) else { return nil }
        return (saturday, saturday + 2)
    }
}

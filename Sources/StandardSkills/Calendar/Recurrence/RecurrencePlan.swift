import Foundation

/// A ``RecurrenceRule`` made concrete for one `DTSTART`: the rule's periods, numbered from 0 (the
/// period holding `DTSTART`), and the wall-clock candidates each period yields (RFC 5545 §3.3.10).
///
/// 1. **Periods.** Period `n` is the year, month, week (starting on `WKST`) or day that is
///    `n × INTERVAL` periods after the one holding `DTSTART`.
/// 2. **Days.** A day of the period is kept when it passes every `BY` part the rule has. `BYDAY`
///    items are one list: a day passes when it is any of them (`BYDAY=MO,1FR` is every Monday and
///    the first Friday). A numbered weekday counts within the month for `MONTHLY` (and for
///    `YEARLY` with `BYMONTH`), else within the year. A `BYMONTHDAY` or `BYYEARDAY` past the end
///    of a short month or year names no day, so the month or year is skipped, not clamped.
/// 3. **Defaults.** With none of `BYDAY`, `BYMONTHDAY`, `BYYEARDAY`, `BYWEEKNO`, a rule repeats on
///    `DTSTART`'s day: its weekday (`WEEKLY`), its day of the month (`MONTHLY`), its month and
///    day (`YEARLY`). Times are `BYHOUR` × `BYMINUTE` × `BYSECOND`, each defaulting to `DTSTART`'s.
/// 4. **`BYSETPOS`** picks from the period's day-and-time candidates in order (`-1` is the last).
///
/// Candidates are wall-clock times ("seconds since 1970 as if UTC"), sorted; turning them into
/// instants, `DTSTART`, `COUNT` and `UNTIL` are ``RecurrenceScan``'s work.
struct RecurrencePlan: Sendable {
    let rule: RecurrenceRule
    /// `DTSTART`'s wall-clock time, as seconds since 1970 as if UTC.
    let startWall: Int
    /// `DTSTART`'s day, as days since 1970.
    let startDay: Int
    let startYear: Int
    let startMonth: Int
    /// The first day of the week holding `DTSTART` (for `WEEKLY`).
    let startWeek: Int
    /// `BYMONTH`, or `DTSTART`'s month for a `YEARLY` rule with no day parts; index 1…12.
    let months: [Bool]?
    let monthDays: Set<Int>
    let yearDays: Set<Int>
    let weekNumbers: Set<Int>
    /// Weekdays (0 Monday … 6 Sunday) that pass on any date: `BYDAY` items with no number.
    let weekdays: [Bool]?
    /// Numbered `BYDAY` items: (weekday, ordinal).
    let numberedWeekdays: [(weekday: Int, ordinal: Int)]
    /// Seconds into the day, sorted.
    let times: [Int]
    /// How many periods make the calendar repeat exactly (the 400-year Gregorian cycle is 146,097
    /// days, 20,871 weeks, 4,800 months): periods `n` and `n + cycleLength` yield the same
    /// candidates shifted by a whole number of cycles.
    let cycleLength: Int

    init(rule: RecurrenceRule, start: LocalDateTime) {
        self.rule = rule
        startWall = start.secondsAsIfUTC
        startDay = start.date.daysSince1970
        startYear = start.date.year
        startMonth = start.date.month
        startWeek = startDay - CivilDays.floorDivide(Self.weekday(startDay) - rule.weekStart.index, 7).remainder
        let hasDayParts =
            !(rule.byDay.isEmpty && rule.byMonthDay.isEmpty && rule.byYearDay.isEmpty && rule.byWeekNumber.isEmpty)
        var byMonth = rule.byMonth
        var byMonthDay = rule.byMonthDay
        var byDay = rule.byDay
        if !hasDayParts {
            switch rule.frequency {
            case .daily: break
            case .weekly:
                byDay = [RecurrenceRule.WeekdayNumber(RecurrenceRule.Weekday.allCases[Self.weekday(startDay)])]
            case .monthly: byMonthDay = [start.date.day]
            case .yearly:
                byMonthDay = [start.date.day]
                if byMonth.isEmpty { byMonth = [start.date.month] }
            }
        }
        if byMonth.isEmpty {
            months = nil
        } else {
            var mask = [Bool](repeating: false, count: 13)
            for month in byMonth { mask[month] = true }
            months = mask
        }
        monthDays = Set(byMonthDay)
        yearDays = Set(rule.byYearDay)
        weekNumbers = Set(rule.byWeekNumber)
        let plain = byDay.filter { $0.ordinal == nil }
        if plain.isEmpty {
            weekdays = nil
        } else {
            var mask = [Bool](repeating: false, count: 7)
            for item in plain { mask[item.weekday.index] = true }
            weekdays = mask
        }
        numberedWeekdays = byDay.compactMap { item in item.ordinal.map { (item.weekday.index, $0) } }
        var times: [Int] = []
        for hour in rule.byHour.isEmpty ? [start.hour] : rule.byHour {
            for minute in rule.byMinute.isEmpty ? [start.minute] : rule.byMinute {
                for second in rule.bySecond.isEmpty ? [start.second] : rule.bySecond {
                    times.append(hour * 3_600 + minute * 60 + second)
                }
            }
        }
        self.times = times.sorted()
        let (cycle, step) =
            switch rule.frequency {
            case .yearly: (400, rule.interval)
            case .monthly: (4_800, rule.interval)
            case .weekly: (20_871, rule.interval)
            case .daily: (146_097, rule.interval)
            }
        cycleLength = cycle / Self.greatestCommonDivisor(cycle, step)
    }

    // MARK: - Periods

    /// The days of period `n`: first day and the day after the last, as days since 1970.
    func period(_ n: Int) -> (first: Int, end: Int) {
        switch rule.frequency {
        case .yearly:
            let year = startYear + n * rule.interval
            return (CivilDays.days(year: year, month: 1, day: 1), CivilDays.days(year: year + 1, month: 1, day: 1))
        case .monthly:
            let (year, month) = Self.yearMonth(monthIndex: startYear * 12 + startMonth - 1 + n * rule.interval)
            let first = CivilDays.days(year: year, month: month, day: 1)
            return (first, first + CivilDays.daysInMonth(year: year, month: month))
        case .weekly:
            let first = startWeek + n * 7 * rule.interval
            return (first, first + 7)
        case .daily:
            let day = startDay + n * rule.interval
            return (day, day + 1)
        }
    }

    /// The year period `n` starts in; the scan stops past the calendar's year 9999.
    func firstYear(ofPeriod n: Int) -> Int {
        switch rule.frequency {
        case .yearly: startYear + n * rule.interval
        case .monthly: Self.yearMonth(monthIndex: startYear * 12 + startMonth - 1 + n * rule.interval).year
        case .weekly, .daily: CivilDays.date(days: period(n).first).year
        }
    }

    /// The last period that starts on or before `day` (negative before `DTSTART`'s period).
    func periodIndex(containing day: Int) -> Int {
        switch rule.frequency {
        case .yearly:
            return CivilDays.floorDivide(CivilDays.date(days: day).year - startYear, rule.interval).quotient
        case .monthly:
            let date = CivilDays.date(days: day)
            let months = date.year * 12 + date.month - 1 - (startYear * 12 + startMonth - 1)
            return CivilDays.floorDivide(months, rule.interval).quotient
        case .weekly:
            return CivilDays.floorDivide(day - startWeek, 7 * rule.interval).quotient
        case .daily:
            return CivilDays.floorDivide(day - startDay, rule.interval).quotient
        }
    }

    // MARK: - Candidates

    /// Period `n`'s candidates, sorted wall-clock times (before `DTSTART`, `COUNT` and `UNTIL`).
    func candidates(_ n: Int) -> Candidates {
        let (first, end) = period(n)
        var days: [Int] = []
        var calendar = DayWalker()
        for day in first..<end where matches(calendar.facts(day)) {
            days.append(day)
        }
        guard !rule.bySetPosition.isEmpty else { return Candidates(days: days, times: times, selected: nil) }
        let total = days.count * times.count
        var picked = Set<Int>()
        for position in rule.bySetPosition {
            let index = position > 0 ? position - 1 : total + position
            if index >= 0, index < total { picked.insert(index) }
        }
        return Candidates(days: days, times: times, selected: picked.sorted())
    }

    /// One period's candidates: every (day, time) pair in order, or those `BYSETPOS` picked.
    struct Candidates {
        let days: [Int]
        let times: [Int]
        /// Indexes into the (day, time) pairs, sorted; nil for all of them.
        let selected: [Int]?

        var count: Int { selected?.count ?? days.count * times.count }

        /// The `i`th candidate's wall-clock time (seconds since 1970 as if UTC).
        subscript(i: Int) -> Int {
            let pair = selected?[i] ?? i
            return days[pair / times.count] * 86_400 + times[pair % times.count]
        }

        /// The first index whose candidate is at or after `wall` (`count` when none is).
        func firstIndex(atOrAfter wall: Int) -> Int {
            var low = 0
            var high = count
            while low < high {
                let middle = (low + high) / 2
                if self[middle] < wall { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    /// Whether a day passes every `BY` part (the numbered and plain `BYDAY` items as one list).
    private func matches(_ day: DayWalker.Facts) -> Bool {
        if let months, !months[day.month] { return false }
        if !monthDays.isEmpty, !monthDays.contains(day.day), !monthDays.contains(day.day - day.monthLength - 1) {
            return false
        }
        if !yearDays.isEmpty, !yearDays.contains(day.dayOfYear),
            !yearDays.contains(day.dayOfYear - day.yearLength - 1)
        {
            return false
        }
        if !weekNumbers.isEmpty, !matchesWeekNumber(day) { return false }
        guard weekdays != nil || !numberedWeekdays.isEmpty else { return true }
        if let weekdays, weekdays[day.weekday] { return true }
        let inMonth = rule.frequency == .monthly || !rule.byMonth.isEmpty
        let (index, length) = inMonth ? (day.day, day.monthLength) : (day.dayOfYear, day.yearLength)
        let fromStart = (index - 1) / 7 + 1
        let fromEnd = -((length - index) / 7 + 1)
        return numberedWeekdays.contains {
            $0.weekday == day.weekday && ($0.ordinal == fromStart || $0.ordinal == fromEnd)
        }
    }

    /// RFC 5545 week numbers: weeks start on `WKST`; week 1 is the first with at least four days
    /// of its year; a day belongs to the week-year its week mostly falls in.
    private func matchesWeekNumber(_ day: DayWalker.Facts) -> Bool {
        var weekYear = day.year
        if day.daysSince1970 < weekOneStart(day.year) {
            weekYear -= 1
        } else if day.daysSince1970 >= weekOneStart(day.year + 1) {
            weekYear += 1
        }
        let weekOne = weekOneStart(weekYear)
        let number = (day.daysSince1970 - weekOne) / 7 + 1
        let weeks = (weekOneStart(weekYear + 1) - weekOne) / 7
        return weekNumbers.contains(number) || weekNumbers.contains(number - weeks - 1)
    }

    /// The first day of week 1 of `year`.
    private func weekOneStart(_ year: Int) -> Int {
        let january1 = CivilDays.days(year: year, month: 1, day: 1)
        let offset = CivilDays.floorDivide(Self.weekday(january1) - rule.weekStart.index, 7).remainder
        return offset <= 3 ? january1 - offset : january1 + 7 - offset
    }

    // MARK: - Arithmetic

    /// 0 for Monday … 6 for Sunday (1970-01-01 was a Thursday).
    static func weekday(_ daysSince1970: Int) -> Int {
        CivilDays.floorDivide(daysSince1970 + 3, 7).remainder
    }

    static func yearMonth(monthIndex: Int) -> (year: Int, month: Int) {
        let (year, month) = CivilDays.floorDivide(monthIndex, 12)
        return (year, month + 1)
    }

    static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (abs(a), abs(b))
        while b != 0 { (a, b) = (b, a % b) }
        return max(a, 1)
    }
}

/// The calendar facts of consecutive days, keeping the year's and month's lengths between calls.
struct DayWalker {
    struct Facts {
        var daysSince1970: Int
        var year: Int
        var month: Int
        var day: Int
        var weekday: Int
        var dayOfYear: Int
        var monthLength: Int
        var yearLength: Int
    }

    private var january1 = Int.min
    private var year = 0

    /// The facts of `daysSince1970`.
    mutating func facts(_ daysSince1970: Int) -> Facts {
        let date = CivilDays.date(days: daysSince1970)
        if date.year != year || january1 == Int.min {
            year = date.year
            january1 = CivilDays.days(year: date.year, month: 1, day: 1)
        }
        return Facts(
            daysSince1970: daysSince1970, year: date.year, month: date.month, day: date.day,
            weekday: RecurrencePlan.weekday(daysSince1970), dayOfYear: daysSince1970 - january1 + 1,
            monthLength: CivilDays.daysInMonth(year: date.year, month: date.month),
            yearLength: CivilDays.isLeapYear(date.year) ? 366 : 365)
    }
}

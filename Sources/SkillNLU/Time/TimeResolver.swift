import Foundation

/// Turns what a grammar read into wall-clock times, against the reference time and the preference.
///
/// Times are "local seconds": seconds since 1970-01-01T00:00 on the wall clock of the time zone,
/// so a day is always 86 400 of them and calendar arithmetic is integer arithmetic. Only offsets
/// from now (`两小时后`) go through `Date`, so they stay exact across a daylight-saving change.
struct TimeResolver {
    /// A resolved time in local seconds; `end` is exclusive.
    struct Resolution: Sendable, Hashable {
        var start: Int
        var end: Int?
        var grain: TimeGrain
    }

    let now: Date
    let timeZone: TimeZone
    let future: Bool
    /// Now, in local seconds.
    let nowLocal: Int
    /// Today's day number.
    let today: Int

    /// The text the times were read from: words in it may pin the morning ("school drop off",
    /// "breakfast", 送孩子上学, 早饭), and then a bare 5, 6 or 7 is the morning's (CONVENTIONS §2:
    /// context words that pin the half of the day). Looked at only for such an hour.
    var text: NormalizedText?

    init(_ context: NLUContext) {
        now = context.now
        timeZone = context.timeZone
        future = context.preference == .future
        nowLocal = Self.localSeconds(context.now, context.timeZone)
        today = CivilCalendar.floorDivide(nowLocal, 86_400)
    }

    static func localSeconds(_ date: Date, _ timeZone: TimeZone) -> Int {
        Int(date.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: date)
    }

    var currentYear: Int { CivilCalendar.date(today).year }

    // MARK: - Points

    /// Resolves one point; `anchorDay` is the day a range's second point inherits from its first.
    func resolve(_ point: TimePoint, anchorDay: Int? = nil) -> Resolution? {
        if let offset = point.offset {
            let target = now.addingTimeInterval(TimeInterval(offset.seconds))
            let local = Self.localSeconds(target, timeZone)
            return Resolution(start: local - (local % 60 + 60) % 60, grain: offset.grain)
        }
        if let period = point.period {
            guard let days = self.days(of: period) else { return nil }
            return Resolution(start: days.start * 86_400, end: days.end * 86_400, grain: .day)
        }
        var day = anchorDay
        // A bare weekday that is today ("周三早上8点" said on Wednesday) rolls a week when the time
        // on it is over (future) or still ahead (past), as a clock alone rolls a day.
        var rollStep = 1
        if let ref = point.day {
            guard var resolved = dayNumber(ref) else { return nil }
            if let shift = point.shift { resolved = shifted(resolved, by: shift) }
            day = resolved
            if case .weekday(_, .nearest) = ref, point.shift == nil, resolved == today,
                point.clock != nil || point.part != nil
            {
                day = nil
                rollStep = 7
            }
        }
        if let clock = point.clock {
            let (seconds, eveningAlternative) = secondOfDay(clock, part: point.part ?? Self.evePart(point.day, clock))
            let grain: TimeGrain = clock.hasMinutes ? .minute : .hour
            if let day { return Resolution(start: day * 86_400 + seconds, grain: grain) }
            return Resolution(
                start: rolled(today * 86_400 + seconds, eveningAlternative: eveningAlternative, days: rollStep),
                grain: grain)
        }
        if let part = point.part {
            let hours = part.hours
            if part == .noon {
                let start = (day ?? today) * 86_400 + 12 * 3600
                return Resolution(
                    start: day == nil ? rolled(start, eveningAlternative: false, days: rollStep) : start, grain: .hour)
            }
            var base = day ?? today
            if day == nil {
                if future, base * 86_400 + hours.end * 3600 <= nowLocal { base += rollStep }
                if !future, base * 86_400 + hours.start * 3600 > nowLocal { base -= rollStep }
            }
            return Resolution(
                start: base * 86_400 + hours.start * 3600, end: base * 86_400 + hours.end * 3600, grain: .hour)
        }
        guard let day else { return nil }
        if point.wholeWeek {
            let first = point.weekStartsOnTheDay ? day : CivilCalendar.monday(of: day)
            return Resolution(start: first * 86_400, end: (first + 7) * 86_400, grain: .day)
        }
        return Resolution(start: day * 86_400, grain: .day)
    }

    /// A clock time with no day: today, or the next (previous, for the past) day when it has passed.
    private func rolled(_ time: Int, eveningAlternative: Bool, days: Int = 1) -> Int {
        if future {
            guard time < nowLocal else { return time }
            // "10点" said at 21:00 means 22:00, not 10:00 tomorrow.
            if eveningAlternative, nowLocal - today * 86_400 >= 12 * 3600, time + 12 * 3600 >= nowLocal {
                return time + 12 * 3600
            }
            return time + days * 86_400
        }
        return time > nowLocal ? time - days * 86_400 : time
    }

    /// Seconds after midnight of `clock` read with `part`; `true` when the bare-hour rule chose a
    /// morning hour (8–11) that may also be read as the evening.
    func secondOfDay(_ clock: ClockTime, part: PartOfDay?) -> (Int, Bool) {
        if clock.isMidnight { return (24 * 3600 + clock.minute * 60, false) }
        if clock.isNow { return (nowLocal - today * 86_400 - (nowLocal % 60 + 60) % 60, false) }
        var hour = clock.hour
        let minutes = clock.minute * 60
        if let meridiem = clock.meridiem {
            if meridiem == .am, hour == 12 { hour = 0 }
            if meridiem == .pm, hour < 12 { hour += 12 }
            return (hour * 3600 + minutes, false)
        }
        if let part, !(clock.twentyFourHour && hour >= 13) {
            switch part {
            case .dawn: if hour == 12 { hour = 0 }
            case .lateNight: hour = hour == 12 || hour == 0 ? 24 : (7...11).contains(hour) ? hour + 12 : hour
            case .earlyMorning, .forenoon, .morning, .lateMorning: break
            case .noon: if (1...5).contains(hour) { hour += 12 }
            case .afternoon, .dusk, .earlyAfternoon, .lateAfternoon: if hour < 12 { hour += 12 }
            case .night, .earlyEvening, .lateEvening:
                if (5...11).contains(hour) {
                    hour += 12
                } else if hour == 12 || hour < 5 {
                    hour += hour == 12 ? 12 : 24  // 晚上12点 is midnight; 晚上1点 is 1:00 the next morning.
                }
            }
            return (hour * 3600 + minutes, false)
        }
        if clock.twentyFourHour { return (hour * 3600 + minutes, false) }
        if (1...7).contains(hour) {
            if (5...7).contains(hour), let text, TimeRecognizer.saysMorning(text) {
                return (hour * 3600 + minutes, false)
            }
            return ((hour + 12) * 3600 + minutes, false)
        }
        return (hour * 3600 + minutes, (8...11).contains(hour))
    }

    // MARK: - Days

    func year(_ spec: YearSpec) -> Int {
        switch spec {
        case .absolute(let value): value
        case .relative(let offset): currentYear + offset
        }
    }

    func dayNumber(_ ref: DayRef) -> Int? {
        switch ref {
        case .relative(let offset):
            return today + offset
        case .weekday(let weekday, .nearest):
            let current = CivilCalendar.weekday(today)
            return future ? today + (weekday - current + 7) % 7 : today - (current - weekday + 7) % 7
        case .weekday(let weekday, .week(let weeks)):
            return CivilCalendar.monday(of: today) + 7 * weeks + weekday - 1
        case .dayOfMonthOnWeekday(let day, let weekday):
            // The nearest such date on the preferred side (this month counts), within 28 months;
            // none (the 31st on a weekday it never meets) is the plain day of the month.
            let (year, month, _) = CivilCalendar.date(today)
            for step in 0..<28 {
                let target = CivilCalendar.addMonths(year: year, month: month, future ? step : -step)
                guard let date = CivilCalendar.validDayNumber(year: target.year, month: target.month, day: day),
                    CivilCalendar.weekday(date) == weekday, future ? date >= today : date <= today
                else { continue }
                return date
            }
            return dayNumber(.dayOfMonth(day, monthOffset: nil))
        case .monthDayOnWeekday(let month, let day, let weekday):
            // The nearest of last year's, this year's and next year's date that is that weekday; none
            // (a weekday said wrong) is the date as if no weekday were said.
            let year = CivilCalendar.date(today).year
            let fitting = (-1...1).compactMap { offset -> Int? in
                guard let date = CivilCalendar.validDayNumber(year: year + offset, month: month, day: day),
                    CivilCalendar.weekday(date) == weekday
                else { return nil }
                return date
            }
            let preferred = fitting.min { abs($0 - today) < abs($1 - today) }
            return preferred ?? dayNumber(.monthDay(month: month, day: day, year: nil))
        case .weekday(let weekday, .mostRecent):
            return today - ((CivilCalendar.weekday(today) - weekday + 6) % 7 + 1)
        case .weekday(let weekday, .upcoming):
            return today + ((weekday - CivilCalendar.weekday(today) + 6) % 7 + 1)
        case .dayOfMonth(let day, let monthOffset):
            let (year, month, current) = CivilCalendar.date(today)
            if let monthOffset {
                let target = CivilCalendar.addMonths(year: year, month: month, monthOffset)
                return CivilCalendar.validDayNumber(year: target.year, month: target.month, day: day)
            }
            for step in 0..<13 {
                if step == 0, future ? day < current : day > current { continue }
                let target = CivilCalendar.addMonths(year: year, month: month, future ? step : -step)
                if let value = CivilCalendar.validDayNumber(year: target.year, month: target.month, day: day) {
                    return value
                }
            }
            return nil
        case .monthDay(let month, let day, let spec):
            if let spec { return CivilCalendar.validDayNumber(year: year(spec), month: month, day: day) }
            for step in 0..<9 {
                let candidate = currentYear + (future ? step : -step)
                if let value = CivilCalendar.validDayNumber(year: candidate, month: month, day: day),
                    future ? value >= today : value <= today
                {
                    return value
                }
            }
            return nil
        case .holiday(let holiday, let spec):
            return holidayDay(holiday, year: spec, shift: nil)
        case .holidayShifted(let holiday, let spec, let shift):
            return holidayDay(holiday, year: spec, shift: shift)
        case .monthsFromNow(let months):
            let (year, month, day) = CivilCalendar.date(today)
            let target = CivilCalendar.addMonths(year: year, month: month, months)
            let clamped = min(day, CivilCalendar.daysInMonth(year: target.year, month: target.month))
            return CivilCalendar.dayNumber(year: target.year, month: target.month, day: clamped)
        case .nthWeekday, .nthDay, .nthBusinessDay:
            return arithmeticDay(ref)
        case .monthEnd(let ref):
            return monthEnd(ref)
        case .weekdayOfMonth, .countedDayOfMonth, .businessDayOfMonth:
            return countedDay(ref)
        }
    }

    /// The first day and the day after the last of `period`.
    func days(of period: PeriodRef) -> (start: Int, end: Int)? {
        let (year, month, _) = CivilCalendar.date(today)
        func monthRange(_ year: Int, _ month: Int) -> (Int, Int) {
            let next = CivilCalendar.addMonths(year: year, month: month, 1)
            return (
                CivilCalendar.dayNumber(year: year, month: month, day: 1),
                CivilCalendar.dayNumber(year: next.year, month: next.month, day: 1)
            )
        }
        switch period {
        case .week(let weeks):
            let monday = CivilCalendar.monday(of: today) + 7 * weeks
            return (monday, monday + 7)
        case .weekend(let weeks):
            let resolvedWeeks = weeks ?? (future || CivilCalendar.weekday(today) >= 6 ? 0 : -1)
            let saturday = CivilCalendar.monday(of: today) + 7 * resolvedWeeks + 5
            return (saturday, saturday + 2)
        case .month(let months):
            let target = CivilCalendar.addMonths(year: year, month: month, months)
            return monthRange(target.year, target.month)
        case .year(let years):
            return namedYear(year + years)
        case .namedYear(let value):
            return namedYear(value)
        case .nthWeekend(let count, let scope):
            return nthWeekend(count, in: scope)
        case .holidaySpan(let holiday, let spec, let span):
            return holidayDays(holiday, year: spec, span: span)
        case .namedMonth(let target, let spec):
            if let spec { return monthRange(self.year(spec), target) }
            if future { return monthRange(target >= month ? year : year + 1, target) }
            return monthRange(target <= month ? year : year - 1, target)
        case .season(let season, let ref):
            return seasonDays(season, ref)
        case .monthPart, .yearPart, .quarter, .weekPart, .window, .restOfCurrent:
            return partDays(of: period)
        }
    }

    /// The days of `season` as `ref` picks it (see `Season`).
    private func seasonDays(_ season: Season, _ ref: SeasonRef) -> (start: Int, end: Int)? {
        func of(_ year: Int) -> (start: Int, end: Int) {
            let after = CivilCalendar.addMonths(year: year, month: season.rawValue, 3)
            return (
                CivilCalendar.dayNumber(year: year, month: season.rawValue, day: 1),
                CivilCalendar.dayNumber(year: after.year, month: after.month, day: 1)
            )
        }
        let year = CivilCalendar.date(today).year
        let around = [year - 1, year, year + 1].map(of)
        let next = around.first { $0.start > today }
        let last = around.last { $0.end <= today }
        switch ref {
        case .year(let spec): return of(self.year(spec))
        case .next: return next
        case .last: return last
        case .nearest:
            if let current = around.first(where: { $0.start <= today && today < $0.end }) { return current }
            return future ? next : last
        }
    }

    private func namedYear(_ year: Int) -> (Int, Int) {
        (
            CivilCalendar.dayNumber(year: year, month: 1, day: 1),
            CivilCalendar.dayNumber(year: year + 1, month: 1, day: 1)
        )
    }

    // MARK: - Ranges

    /// Resolves `first` to `second`; the second point inherits the first's day and part of day
    /// (`下周三上午9点到11点`), a bare first hour takes the second's am/pm (`2-4pm`).
    /// The year in which a range of dates from `from` to `to` (its end included, across the new
    /// year when `to` comes earlier) has begun before `today` and not yet ended, or `nil`.
    static func yearOfRangeInProgress(from: (month: Int, day: Int), to: (month: Int, day: Int), today: Int) -> Int? {
        let year = CivilCalendar.date(today).year
        let crosses = from.month > to.month || (from.month == to.month && from.day > to.day)
        for candidate in [year, year - 1] {
            guard let start = CivilCalendar.validDayNumber(year: candidate, month: from.month, day: from.day),
                let end = CivilCalendar.validDayNumber(
                    year: crosses ? candidate + 1 : candidate, month: to.month, day: to.day)
            else { continue }
            if start < today, today <= end { return candidate }
        }
        return nil
    }

    func resolveRange(_ first: TimePoint, _ second: TimePoint) -> Resolution? {
        if first.period != nil || second.period != nil { return periodRange(first, second) }
        guard first.offset == nil else { return nil }
        var first = first
        var second = second
        // "from 7:15 to 8:45 in the morning today": a day said after the end is the start's too.
        // ("from 2pm till tomorrow 4:30pm": a day said before the end's clock is the end's alone.)
        let sharedDay = first.day == nil && second.day != nil && first.clock != nil && !second.dayLeads
        // "from Dec 31 at 1pm to Jan 4 at 9:30": with a day at each end, each clock is read alone.
        let ownDays = (first.day != nil || second.dayLeads) && second.day != nil
        if first.day == nil, second.day != nil, first.clock != nil, !second.dayLeads {
            first.day = second.day
            first.shift = second.shift
        }
        if var clock = first.clock, first.part == nil, clock.meridiem == nil, !clock.twentyFourHour, !ownDays {
            if let meridiem = second.clock?.meridiem {
                clock.meridiem = meridiem
                if meridiem == .pm, let end = second.clock, clock.hour % 12 > end.hour % 12 { clock.meridiem = .am }
                first.clock = clock
            } else if let part = second.part, second.day == nil || sharedDay {
                // 9点到下午5点: a bare start later on the dial than an afternoon end is the morning's.
                let later = (second.clock?.hour).map { end in clock.hour % 12 > end % 12 } ?? false
                if !(later && (part == .afternoon || part == .night)) { first.part = part }
            }
        }
        // "the 1st to the 4th of March": a bare first day takes the month of the second.
        // "from the 15th to October 1": a first day after the second's is in the month before.
        if case .dayOfMonth(let day, nil)? = first.day, case .monthDay(let month, let last, let year)? = second.day {
            if day <= last {
                first.day = .monthDay(month: month, day: day, year: year)
            } else if month > 1 {
                first.day = .monthDay(month: month - 1, day: day, year: year)
            } else if case .absolute(let value)? = year {
                first.day = .monthDay(month: 12, day: day, year: .absolute(value - 1))
            } else {
                first.day = .monthDay(month: 12, day: day, year: nil)  // the 20th to January 5
            }
        }
        // "the 9th to the 12th" said on the 10th: the range that runs now, this month's.
        if future, case .dayOfMonth(let from, nil)? = first.day, case .dayOfMonth(let to, nil)? = second.day {
            let (year, month, day) = CivilCalendar.date(today)
            if from < day, day <= to, CivilCalendar.validDayNumber(year: year, month: month, day: to) != nil {
                first.day = .monthDay(month: month, day: from, year: .absolute(year))
            }
        }
        // "5/1-5/7/2020", "26 june to 28 june in 2020": a year said with the end only is the
        // start's too (the year before, when the start's date comes later in the year).
        if case .monthDay(let month, let day, nil)? = first.day,
            case .monthDay(let endMonth, let endDay, .absolute(let year))? = second.day
        {
            let later = month > endMonth || (month == endMonth && day > endDay)
            first.day = .monthDay(month: month, day: day, year: .absolute(later ? year - 1 : year))
        }
        // "vacation 10/1-11/7" said on October 24: dates of a range that runs now are this one's.
        if future, case .monthDay(let month, let day, nil)? = first.day,
            case .monthDay(let endMonth, let endDay, nil)? = second.day,
            let year = Self.yearOfRangeInProgress(from: (month, day), to: (endMonth, endDay), today: today)
        {
            first.day = .monthDay(month: month, day: day, year: .absolute(year))
        }
        guard var start = resolve(first) else { return nil }
        let startDay = CivilCalendar.floorDivide(start.start, 86_400)
        // The second date lies on or after the first: 12月20号到25号, 12月24号到1月2号, the 9th to
        // the 12th.
        let startYear = CivilCalendar.date(startDay).year
        if case .dayOfMonth(let day, nil)? = second.day, case .dayOfMonth(let from, nil)? = first.day {
            let (year, month, _) = CivilCalendar.date(startDay)
            let target = day >= from ? (year: year, month: month) : CivilCalendar.addMonths(year: year, month: month, 1)
            second.day = .monthDay(month: target.month, day: day, year: .absolute(target.year))
        } else if case .dayOfMonth(let day, nil)? = second.day, case .monthDay(let month, _, _)? = first.day {
            second.day = .monthDay(month: month, day: day, year: .absolute(startYear))
        } else if case .monthDay(let month, let day, nil)? = second.day, case .monthDay? = first.day {
            let sameYear = CivilCalendar.validDayNumber(year: startYear, month: month, day: day) ?? startDay
            second.day = .monthDay(month: month, day: day, year: .absolute(startYear + (sameYear < startDay ? 1 : 0)))
        }
        if var clock = second.clock, second.part == nil, clock.meridiem == nil, !clock.twentyFourHour, !ownDays {
            if let part = first.part {
                second.part = part
                second.partCarried = true
            } else if let meridiem = first.clock?.meridiem, clock.hour < 12 {
                clock.meridiem = clock.hour % 12 < (first.clock?.hour ?? 0) % 12 && meridiem == .am ? .pm : meridiem
                second.clock = clock
            }
        }
        guard let resolved = resolve(second, anchorDay: second.day == nil ? startDay : nil) else { return nil }
        // A day ends at its end (through that day); a clock or 中午 (a point) at itself.
        var end = resolved.end ?? (second.clock == nil && second.part == nil ? resolved.start + 86_400 : resolved.start)
        // "from last Monday through Wednesday", 下下周三到周五: a bare weekday that ends a range of
        // days is the first such weekday after the start.
        if first.day != nil, first.day != second.day, second.clock == nil, second.part == nil, second.shift == nil,
            second.offset == nil, case .weekday(let weekday, .nearest)? = second.day
        {
            let startDay = CivilCalendar.floorDivide(start.start, 86_400)
            let secondDay = CivilCalendar.floorDivide(resolved.start, 86_400)
            var target = startDay + ((weekday - CivilCalendar.weekday(startDay)) % 7 + 7) % 7
            if target == startDay { target += 7 }
            end += (target - secondDay) * 86_400
        }
        // "from March 1 to today": a month and day with no year that would start after the end is
        // the one before it.
        if end <= start.start, second.day != nil, case .monthDay(let month, let day, nil)? = first.day {
            first.day = .monthDay(month: month, day: day, year: .absolute(startYear - 1))
            if let earlier = resolve(first), earlier.start < end { start = earlier }
        }
        if end <= start.start, second.partCarried,
            let clock = second.clock, second.day == nil, second.shift == nil, clock.hour < 12, clock.meridiem == nil,
            !clock.twentyFourHour, !clock.isMidnight
        {
            // "saturday night from 11 to 7", 晚上十一点到七点: an end taken from the start's part of
            // the day that would come first is the next time the clock shows that hour (7 am).
            let dayStart = CivilCalendar.floorDivide(start.start, 86_400) * 86_400
            let onTheDial = (clock.hour % 12) * 3600 + clock.minute * 60
            end =
                stride(from: 0, through: 36, by: 12).map { dayStart + onTheDial + $0 * 3600 }
                .first { $0 > start.start } ?? end
        }
        if end <= start.start {
            if let clock = second.clock, second.day == nil {
                let bare = second.part == nil && clock.meridiem == nil && !clock.twentyFourHour && clock.hour < 12
                end += bare && end + 12 * 3600 > start.start ? 12 * 3600 : 86_400
            } else if case .weekday? = second.day {
                // 下下周三到周五, "the wed after next thru fri": the first such weekday after the start.
                end += ((start.start - end) / (7 * 86_400) + 1) * 7 * 86_400
            }
        }
        guard end > start.start else { return nil }
        return Resolution(start: start.start, end: end, grain: start.grain)
    }
}

/// English calendar arithmetic: "the third Friday of January", "the last business day of next
/// month", "next month's second Tuesday", "the Tuesday after next", "the month before last",
/// "the day before Thanksgiving", "the Monday after Easter", "a week from Thursday",
/// "the 15th of the month after next".
extension TimeGrammar {
    private static let first = EnglishWord.code("first")
    private static let second = EnglishWord.code("second")
    private static let third = EnglishWord.code("third")
    private static let fourth = EnglishWord.code("fourth")
    private static let fifth = EnglishWord.code("fifth")
    private static let business = EnglishWord.code("business")
    private static let working = EnglishWord.code("working")
    private static let work = EnglishWord.code("work")
    private static let weekdayWord = EnglishWord.code("weekday")

    /// A point that starts with calendar arithmetic at `index`, or `nil`.
    func englishArithmetic(at index: Int) -> (point: TimePoint, end: Int)? {
        var position = index
        if let article = englishWord(at: position), article.word == .the, has(article.end, " ") {
            position = article.end + 1
        }
        if let ordinal = englishOrdinal(at: position), let pick = englishPick(count: ordinal.value, at: ordinal.end) {
            return pick
        }
        guard let word = englishWord(at: position) else { return englishCount(at: position) }
        switch word.word {
        case .weekday(let weekday):
            return englishAfterNext(.weekday(weekday), after: word.end)
                ?? englishWeekdayFrom(weekday, after: word.end)
        case .weekend:
            return englishAfterNext(.weekend, after: word.end)
        case .unit(let unit) where unit == .week || unit == .month || unit == .year:
            return englishAfterNext(.unit(unit), after: word.end)
        case .unit(.day):
            return englishShift(days: 1, after: word.end)
        case .next, .this, .last:
            // next month's second Tuesday
            guard let unit = nextWord(after: word.end), case .unit(let value) = unit.word,
                value == .month || value == .year || value == .week, has(unit.end, "'"), has(unit.end + 1, "s"),
                has(unit.end + 2, " "), let ordinal = englishOrdinal(at: unit.end + 3),
                let pick = englishPickWord(count: ordinal.value, at: ordinal.end)
            else { return nil }
            let offset = word.word == .next ? 1 : word.word == .last ? -1 : 0
            let scope: PeriodRef = value == .month ? .month(offset) : value == .year ? .year(offset) : .week(offset)
            return (Self.point(pick.value, in: scope), pick.end)
        default:
            return englishCount(at: position)
        }
    }

    /// first … fifth, 1st … 5th, last, second to last (second-to-last), third to last.
    private func englishOrdinal(at index: Int) -> (value: Int, end: Int)? {
        if NumberReader.asciiDigit(at(index)) != nil {
            guard let number = TimeNumber.read(s, at: index), number.arabicDigits == 1, (1...5).contains(number.value),
                has(number.end, "s", "t") || has(number.end, "n", "d") || has(number.end, "r", "d")
                    || has(number.end, "t", "h"), !Self.isASCIIAlphanumeric(at(number.end + 2))
            else { return nil }
            return (number.value, number.end + 2)
        }
        guard let word = wordCode(at: index) else { return nil }
        let value: Int
        switch word.code {
        case Self.first: value = 1
        case Self.second: value = 2
        case Self.third: value = 3
        case Self.fourth: value = 4
        case Self.fifth: value = 5
        default:
            guard let known = englishWord(at: index), known.word == .last else { return nil }
            return (-1, known.end)
        }
        // second to last, third-to-last
        if has(word.end, " ") || has(word.end, "-"), let to = englishWord(at: word.end + 1), to.word == .to,
            has(to.end, " ") || has(to.end, "-"), let last = englishWord(at: to.end + 1), last.word == .last
        {
            return (-value, last.end)
        }
        return (value, word.end)
    }

    /// After an ordinal: `Friday of January`, `day of the month`, `business day of next month`,
    /// `weekend of next month`.
    private func englishPick(count: Int, at index: Int) -> (point: TimePoint, end: Int)? {
        guard let pick = englishPickWord(count: count, at: index), let link = nextWord(after: pick.end),
            link.word == .of || link.word == .in, has(link.end, " "), let scope = englishScope(at: link.end + 1)
        else { return nil }
        return (Self.point(pick.value, in: scope.period), scope.end)
    }

    /// `Friday`, `day`, `business day`, `weekend` after an ordinal (with its space).
    private func englishPickWord(count: Int, at index: Int) -> (value: PeriodPick, end: Int)? {
        guard has(index, " ") || has(index, "-") else { return nil }
        if let word = englishWord(at: index + 1) {
            switch word.word {
            case .weekday(let weekday): return (.weekday(weekday, count: count), word.end)
            case .unit(.day): return (.day(count), word.end)
            case .weekend: return (.weekend(count), word.end)
            default: break
            }
        }
        guard let word = wordCode(at: index + 1) else { return nil }
        if word.code == Self.weekdayWord { return (.businessDay(count), word.end) }
        guard word.code == Self.business || word.code == Self.working || word.code == Self.work,
            let day = nextWord(after: word.end), day.word == .unit(.day)
        else { return nil }
        return (.businessDay(count), day.end)
    }

    /// A period an ordinal counts in: `January`, `next month`, `the month`, `the year`, `this week`,
    /// `the month after next`, `2027`.
    private func englishScope(at index: Int) -> (period: PeriodRef, end: Int)? {
        if let word = englishWord(at: index), word.word == .the, let unit = nextWord(after: word.end),
            case .unit(let value) = unit.word
        {
            if let after = englishAfterNext(.unit(value), after: unit.end), let period = after.point.period {
                return (period, after.end)
            }
            switch value {
            case .month: return (.month(0), unit.end)
            case .year: return (.year(0), unit.end)
            case .week: return (.week(0), unit.end)
            default: return nil
            }
        }
        if let word = englishWord(at: index), case .monthName(let month) = word.word {
            // `January`, `March 2027`
            if has(word.end, " "), let year = TimeNumber.read(s, at: word.end + 1), year.arabicDigits == 4,
                !Self.isASCIIAlphanumeric(at(year.end))
            {
                return (.namedMonth(month, year: .absolute(year.value)), year.end)
            }
            return (.namedMonth(month, year: nil), word.end)
        }
        guard let match = component(at: index), case .period(let period) = match.component else { return nil }
        switch period {
        case .month, .namedMonth, .year, .namedYear, .week: return (period, match.end)
        default: return nil
        }
    }

    private static func point(_ pick: PeriodPick, in scope: PeriodRef) -> TimePoint {
        var point = TimePoint()
        switch pick {
        case .weekday(let weekday, let count): point.day = .nthWeekday(count, weekday: weekday, in: scope)
        case .day(let count): point.day = .nthDay(count, in: scope)
        case .businessDay(let count): point.day = .nthBusinessDay(count, in: scope)
        case .weekend(let count): point.period = CountScope(scope).map { .nthWeekend(count, in: $0) }
        }
        return point
    }

    private enum AfterNextSubject {
        case weekday(Int)
        case weekend
        case unit(EnglishWord.Unit)
    }

    /// `Tuesday after next`, `weekend after next`, `month before last`: two weeks (months, years) on.
    private func englishAfterNext(_ subject: AfterNextSubject, after end: Int) -> (point: TimePoint, end: Int)? {
        guard let link = nextWord(after: end), link.word == .after || link.word == .before,
            let target = nextWord(after: link.end),
            link.word == .after ? target.word == .next : target.word == .last
        else { return nil }
        let offset = link.word == .after ? 2 : -2
        var point = TimePoint()
        switch subject {
        case .weekday(let weekday): point.day = .weekday(weekday, .week(offset))
        case .weekend: point.period = .weekend(offset)
        case .unit(.week): point.period = .week(offset)
        case .unit(.month): point.period = .month(offset)
        case .unit(.year): point.period = .year(offset)
        case .unit: return nil
        }
        return (point, target.end)
    }

    /// `Monday after Easter`, `Friday before Christmas`: the first such weekday past the day.
    private func englishWeekdayFrom(_ weekday: Int, after end: Int) -> (point: TimePoint, end: Int)? {
        guard let link = nextWord(after: end), link.word == .after || link.word == .before,
            let base = englishDay(at: link.end)
        else { return nil }
        var point = base.point
        guard base.point.shift == nil else { return nil }
        point.shift = .weekdayFrom(weekday: weekday, count: link.word == .after ? 1 : -1)
        return (point, base.end)
    }

    /// `day before Thanksgiving`, `3 days after Easter`, `a week before Christmas` (after the unit).
    private func englishShift(days: Int, after end: Int) -> (point: TimePoint, end: Int)? {
        guard let link = nextWord(after: end), link.word == .after || link.word == .before,
            let base = englishDay(at: link.end)
        else { return nil }
        var point = base.point
        guard let shift = Self.adding(.days(link.word == .after ? days : -days, months: 0), to: base.point.shift)
        else { return nil }
        point.shift = shift
        return (point, base.end)
    }

    /// `a week from Thursday`, `three weeks from today`, `2 days before Christmas Eve`,
    /// `a month from tomorrow`: a count and a unit, then `from`/`after`/`before` and a day.
    private func englishCount(at index: Int) -> (point: TimePoint, end: Int)? {
        // "for 10 days from Dec 18": how long, from when — not the day ten days after it.
        if index >= 4, has(index - 4, "f", "o"), has(index - 2, "r", " "), !Self.isASCIILetter(at(index - 5)) {
            return nil
        }
        var count: Int
        var end: Int
        if NumberReader.asciiDigit(at(index)) != nil {
            guard let number = TimeNumber.read(s, at: index), number.arabicDigits <= 3 else { return nil }
            count = number.value
            end = number.end
        } else if let word = englishWord(at: index) {
            switch word.word {
            case .a: count = 1
            case .number(let value): count = value
            default: return nil
            }
            end = word.end
        } else {
            return nil
        }
        guard count > 0, let unit = nextWord(after: end), case .unit(let value) = unit.word,
            let link = nextWord(after: unit.end), link.word == .from || link.word == .after || link.word == .before
        else { return nil }
        guard let base = englishDay(at: link.end) else { return nil }
        let sign = link.word == .before ? -1 : 1
        var point = base.point
        let shift: DayShift
        switch value {
        case .day: shift = .days(sign * count, months: 0)
        case .week: shift = .days(sign * 7 * count, months: 0)
        case .month: shift = .days(0, months: sign * count)
        case .year: shift = .days(0, months: sign * 12 * count)
        default: return nil
        }
        guard let combined = Self.adding(shift, to: base.point.shift) else { return nil }
        point.shift = combined
        return (point, base.end)
    }

    /// The day after a link word (`after`, `before`, `from`): `Thanksgiving`, `tomorrow`, `the day
    /// after tomorrow`, `Friday`; not `now` and not a clock.
    private func englishDay(at end: Int) -> (point: TimePoint, day: DayRef, end: Int)? {
        guard has(end, " "), Self.isASCIILetter(at(end + 1)) || NumberReader.asciiDigit(at(end + 1)) != nil else {
            return nil
        }
        let start = end + 1
        var point = TimePoint()
        var stop: Int
        if let nested = englishArithmetic(at: start), nested.point.day != nil {
            point = nested.point
            stop = nested.end
        } else {
            guard let match = component(at: start), !match.weak, point.add(match.component) else { return nil }
            stop = match.end
        }
        guard let day = point.day, point.clock == nil, point.offset == nil, point.period == nil else { return nil }
        return (point, day, stop)
    }

    /// `the 15th of the month after next`, `the 3rd of next month`: a day of the month in a month.
    func englishDayOfScope(_ point: inout TimePoint, at index: Int) -> Int? {
        guard case .dayOfMonth(let day, nil)? = point.day, point.clock == nil, let link = nextWord(after: index),
            link.word == .of, has(link.end, " "), let scope = englishScope(at: link.end + 1)
        else { return nil }
        switch scope.period {
        case .month(let months): point.day = .dayOfMonth(day, monthOffset: months)
        case .namedMonth(let month, let year): point.day = .monthDay(month: month, day: day, year: year)
        default: return nil
        }
        return scope.end
    }
}

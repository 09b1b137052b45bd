/// A time phrase: one point ("明天下午3点") or a range of two ("3点到5点", "from 2pm to 4pm").
struct TimePhrase: Sendable, Hashable {
    var first: TimePoint
    var second: TimePoint?
    /// Normalized scalar range of the phrase (leading `at`, `on`, `from`, `between` left out).
    var range: Range<Int>
    /// Where the first point ends (`range.lowerBound` when it cannot stand alone, as in `2-4pm`).
    var firstEnd: Int
    /// Two bare numbers joined as a range (`9 to 5`, `between 8 and 9`): a time only beside a day
    /// it composes with (`tomorrow, 9 to 5`), else dropped.
    var weak = false
}

extension TimeGrammar {
    /// The longest time phrase starting at `index`, or `nil`.
    func phrase(at index: Int) -> TimePhrase? {
        var start = index
        var allowAnd = false
        if s[index] == "f" || s[index] == "b", !Self.isASCIIAlphanumeric(at(index - 1)),
            let word = englishWord(at: index),
            word.word == .from || word.word == .between, has(word.end, " ")
        {
            allowAnd = word.word == .between
            start = word.end + 1
            guard start < s.count else { return nil }
        }
        if s[start] == "今" || s[start] == "明", let pair = chineseDayRun(at: start) { return pair }
        if NumberReader.asciiDigit(s[start]) != nil,
            let numbers = yearRange(at: start, allowAnd: allowAnd) ?? dayRangeOfMonth(at: start, allowAnd: allowAnd)
        {
            return numbers
        }
        var point = TimePoint()
        var end: Int
        if s[start].value < 0x80, let lead = englishArithmetic(at: start) {
            point = lead.point
            end = extend(&point, from: lead.end)
        } else {
            guard let first = component(at: start), !first.weak else {
                let scalar = s[start]
                guard NumberReader.asciiDigit(scalar) != nil || (scalar.value >= 0x3007 && Self.mayStartChinese(scalar))
                else { return nil }
                return bareHourRange(at: start, allowAnd: allowAnd)
            }
            guard point.add(first.component) else { return nil }
            start = first.start
            end = extend(&point, from: first.end)
        }
        end = extendArithmetic(&point, from: end)
        // 下午三到五点, 早上五到六点: a part of the day before a range whose first hour has no 点 is
        // the part of both hours.
        if point.part != nil, point.clock == nil, end < s.count,
            let hours = bareHourRange(at: end, allowAnd: allowAnd), let second = hours.second, !hours.weak
        {
            var first = point
            first.clock = hours.first.clock
            return TimePhrase(first: first, second: second, range: start..<hours.range.upperBound, firstEnd: end)
        }
        // 三月和九月之间, 3点和5点之间: "between" said after its two ends.
        if has(end, "和") || has(end, "与") || has(end, "跟"), let second = secondPoint(at: end + 1),
            has(second.end, "之", "间") || has(second.end, "间")
        {
            let stop = has(second.end, "之") ? second.end + 2 : second.end + 1
            return TimePhrase(first: point, second: second.point, range: start..<stop, firstEnd: end)
        }
        if let next = connector(at: end, allowAnd: allowAnd),
            let second = theDayAfter(at: next, base: point) ?? chineseNextDay(at: next, base: point)
                ?? secondPoint(at: next)
                ?? bareDayOfMonth(at: next, after: point) ?? bareWeekday(at: next, after: point),
            // "the brunch on Presidents' Day to noon": a day alone and a clock alone make no range.
            !(point.day != nil && point.clock == nil && point.part == nil && point.period == nil
                && second.point.clock != nil && second.point.day == nil && second.point.period == nil
                && second.point.offset == nil && second.point.shift == nil)
        {
            var phrase = TimePhrase(first: point, second: second.point, range: start..<second.end, firstEnd: end)
            ofMonth(&phrase)
            return phrase
        }
        // "9:30 to 11 on the 14th": a bare end hour after a clock ends its range.
        if point.clock != nil, let next = connector(at: end, allowAnd: allowAnd),
            let bare = bareClock(at: next) ?? spokenHourBeforeNextMorning(at: next)
        {
            var second = TimePoint()
            second.clock = bare.clock
            if let next = nextMorning(after: bare.end) {
                // "10pm till 6 the next morning": an end earlier than the start is on the next day.
                second.part = next.part
                return TimePhrase(first: point, second: second, range: start..<next.end, firstEnd: end)
            }
            if !partOfDayFollows(bare.end) {
                return TimePhrase(first: point, second: second, range: start..<bare.end, firstEnd: end)
            }
        }
        return TimePhrase(first: point, range: start..<end, firstEnd: end)
    }

    /// 第二天, 次日, 隔天, 翌日 after a connector: the day after the start, with what follows
    /// (晚上10点到第二天早上6点).
    private func chineseNextDay(at index: Int, base: TimePoint) -> (point: TimePoint, end: Int)? {
        var end: Int
        if has(index, "第", "二", "天") {
            end = index + 3
        } else if has(index, "次", "日") || has(index, "隔", "天") || has(index, "翌", "日") {
            end = index + 2
        } else {
            return nil
        }
        guard base.day != nil || base.shift != nil else {
            // 晚上10点到第二天早上6点 with the day said elsewhere: an end clock earlier than the start
            // already lies on the next day.
            var point = TimePoint()
            end = extend(&point, from: end)
            Self.morningAfterNextDay(&point)
            return point.clock != nil ? (point, end) : nil
        }
        var point = base
        point.clock = nil
        point.part = nil
        guard let shift = base.shift.map({ $0.then(.days(1, months: 0)) }) ?? .days(1, months: 0) else { return nil }
        point.shift = shift
        end = extend(&point, from: end)
        Self.morningAfterNextDay(&point)
        return (point, end)
    }

    /// `the next morning`, `the next day` after `end`: the part of the day it names (morning for
    /// "day"), and where it ends.
    private func nextMorning(after end: Int) -> (part: PartOfDay, end: Int)? {
        guard let the = nextWord(after: end), the.word == .the, let next = nextWord(after: the.end), next.word == .next,
            let what = nextWord(after: next.end)
        else { return nil }
        if what.word == .unit(.day) { return (.morning, what.end) }
        guard let part = Self.partOfDay(what.word) else { return nil }
        return (part, what.end)
    }

    /// Whether words that give a bare hour its half of the day follow `end` ("6 the next morning",
    /// "6 in the morning", "6 tomorrow"): then the hour is read with them, not as a bare end.
    private func partOfDayFollows(_ end: Int) -> Bool {
        guard let next = nextWord(after: end) else { return false }
        switch next.word {
        case .tomorrow, .tonight, .morning, .afternoon, .evening, .night: return true
        case .the:  // "6 the next morning", not "9 the day after tomorrow" or "11 the 14th"
            guard let after = nextWord(after: next.end) else { return false }
            return after.word == .next || Self.partOfDay(after.word) != nil
        case .in: return nextWord(after: next.end)?.word == .the  // "6 in the morning", not "10 in 3 days"
        default: return false
        }
    }

    /// "the 10th to the 20th of last month": a month said after a range of bare days of the month
    /// is the month of both.
    private func ofMonth(_ phrase: inout TimePhrase) {
        // The end read its month ("the 20th of last month"): the bare start day takes it too.
        if case .dayOfMonth(let from, nil)? = phrase.first.day,
            case .dayOfMonth(_, let offset?)? = phrase.second?.day
        {
            phrase.first.day = .dayOfMonth(from, monthOffset: offset)
            return
        }
        guard case .dayOfMonth(let from, nil)? = phrase.first.day, case .dayOfMonth(let to, nil)? = phrase.second?.day,
            let of = nextWord(after: phrase.range.upperBound), of.word == .of,
            let month = monthRef(after: of.end)
        else { return }
        switch month.month {
        case .relative(let offset):
            phrase.first.day = .dayOfMonth(from, monthOffset: offset)
            phrase.second?.day = .dayOfMonth(to, monthOffset: offset)
        case .named(let value, let year):
            phrase.first.day = .monthDay(month: value, day: from, year: year)
            phrase.second?.day = .monthDay(month: value, day: to, year: year)
        default:
            return
        }
        phrase.range = phrase.range.lowerBound..<month.end
    }

    /// 明后两天, 明后天, 今明两天, 今明后三天: consecutive days named by their first characters, one
    /// range from the first to the last.
    private func chineseDayRun(at index: Int) -> TimePhrase? {
        var days: [Int] = []
        var position = index
        while position < s.count, days.count < 3 {
            let offset: Int
            switch s[position] {
            case "今": offset = 0
            case "明": offset = 1
            case "后": offset = 2
            default: offset = -1
            }
            guard offset >= 0, days.last.map({ $0 + 1 == offset }) ?? true else { break }
            days.append(offset)
            position += 1
        }
        guard let first = days.first, let last = days.last, days.count >= 2 else { return nil }
        // 明后天, or a count of the days: 明后两天, 今明后三天.
        var end = position
        if has(end, "天") {
            end += 1
        } else if let count = TimeNumber.read(s, at: end), count.value == days.count, has(count.end, "天") {
            end = count.end + 1
        } else {
            return nil
        }
        var from = TimePoint()
        from.day = .relative(first)
        var to = TimePoint()
        to.day = .relative(last)
        return TimePhrase(first: from, second: to, range: index..<end, firstEnd: index + 1)
    }

    /// Calendar arithmetic after a point (下个月第二个周三, 国庆节后一天, `the 15th of next month`),
    /// then the components that may follow it; returns the new end.
    private func extendArithmetic(_ point: inout TimePoint, from end: Int) -> Int {
        var end = end
        while end < s.count {
            let next = s[end].value < 0x80 ? englishDayOfScope(&point, at: end) : chineseArithmetic(&point, at: end)
            guard let next, next > end else { return end }
            end = extend(&point, from: next)
        }
        return end
    }

    /// Adds the components that follow `end` while they fit; returns the new end.
    private func extend(_ point: inout TimePoint, from end: Int) -> Int {
        var end = end
        while true {
            // One space or 的 may sit between components (明天 下午, 三天后的下午); a comma after a
            // lone weekday ("Tuesday, January 12"); an apostrophe before a short year (Nov 9th '27).
            var next = end
            if has(next, ","), has(next + 1, " "), case .weekday? = point.day,
                (point.clock == nil && point.part == nil) || endsEnglishWeekday(at: end)  // 3pm on Monday, May 10
            {
                next += 1
            }
            if has(next, " ") || has(next, "的") { next += 1 }
            if has(next, "'"), Self.isASCIIDigitStart(at(next + 1)) { next += 1 }
            if let closed = bracketedWeekday(at: next, after: point) {
                end = closed
                continue
            }
            // "9am tuesday after next": a day of calendar arithmetic after a clock.
            if point.day == nil, point.period == nil, point.clock != nil, next < s.count, Self.isASCIILetter(s[next]),
                let lead = englishArithmetic(at: next), let day = lead.point.day, lead.point.clock == nil,
                lead.point.period == nil, lead.point.shift == nil, lead.point.offset == nil
            {
                point.day = day
                end = lead.end
                continue
            }
            guard next < s.count, let match = component(at: next), point.add(match.component) else { return end }
            end = match.end
        }
    }

    /// `8th` in "January 3rd-8th", `5th` in "April 1st through 5th", `9` in "July 5-9": after a date
    /// with no clock, a bare day number (1–31, an ordinal suffix allowed) is a day of that month.
    private func bareDayOfMonth(at index: Int, after first: TimePoint) -> (point: TimePoint, end: Int)? {
        guard first.clock == nil, first.part == nil else { return nil }
        switch first.day {
        case .monthDay?, .dayOfMonth?: break
        default: return nil
        }
        if index < s.count, s[index].value >= 0x3007, let number = TimeNumber.read(s, at: index),
            (1...31).contains(number.value), number.arabicDigits == 0
        {
            // 二月十三到十五, 3月5号到十号: a day in Chinese numerals, with or without its 号.
            var end = number.end
            if has(end, "号") || has(end, "日") {
                end += 1
            } else if end < s.count, s[end].value >= 0x3007, Self.unitAfterNumeral.contains(s[end]) {
                return nil
            }
            var point = TimePoint()
            point.day = .dayOfMonth(number.value, monthOffset: nil)
            return (point, end)
        }
        if index < s.count, Self.isASCIILetter(s[index]), let spoken = spokenOrdinal(at: index),
            (1...31).contains(spoken.value), !Self.isASCIIAlphanumeric(at(spoken.end))
        {
            // "april ninth through seventeenth": a day said as an ordinal word.
            var point = TimePoint()
            point.day = .dayOfMonth(spoken.value, monthOffset: nil)
            return (point, spoken.end)
        }
        guard index < s.count, Self.isASCIIDigitStart(s[index]), let number = TimeNumber.read(s, at: index),
            number.arabicDigits <= 2, (1...31).contains(number.value)
        else { return nil }
        var end = number.end
        if has(end, "s", "t") || has(end, "n", "d") || has(end, "r", "d") || has(end, "t", "h") { end += 2 }
        guard !Self.isASCIIAlphanumeric(at(end)), at(end) != ":", at(end) != "." || !Self.isASCIIDigitStart(at(end + 1))
        else { return nil }
        var point = TimePoint()
        point.day = .dayOfMonth(number.value, monthOffset: nil)
        return (point, end)
    }

    /// What makes a Chinese numeral something other than a day or a weekday (十五个人, 四点).
    private static let unitAfterNumeral = Set("点时个岁年月人分元块号日天周次位名十百千万期".unicodeScalars)

    /// 星期三至四, 周一到五: a weekday numeral alone after a weekday and a connector, later in the
    /// same week.
    private func bareWeekday(at index: Int, after first: TimePoint) -> (point: TimePoint, end: Int)? {
        guard first.clock == nil, first.part == nil, case .weekday(let from, let mode)? = first.day,
            index < s.count, "一二三四五六日天".unicodeScalars.contains(s[index]), let to = Self.weekday(s[index]), to > from
        else { return nil }
        let end = index + 1
        if end < s.count, s[end].value >= 0x3007, Self.unitAfterNumeral.contains(s[end]) || TimeNumber.canStart(s[end])
        {
            return nil
        }
        var point = TimePoint()
        point.day = .weekday(to, mode)
        return (point, end)
    }

    /// `2014-2018`, `from 2014 to 2018`, `between 2014 and 2018`, `1995-1997年`: two years written
    /// in four digits, the second later and at most 50 years on (`1930-2030` is a clock range).
    private func yearRange(at index: Int, allowAnd: Bool) -> TimePhrase? {
        func year(at position: Int) -> (value: Int, end: Int)? {
            guard let number = TimeNumber.read(s, at: position), number.arabicDigits == 4,
                (1900...2100).contains(number.value), !Self.isASCIIAlphanumeric(at(number.end)), at(number.end) != ":"
            else { return nil }
            return (number.value, number.end)
        }
        // (Not inside a longer run of numbers: "+86 2010-2015-86" is a phone number.)
        guard !"+-/".unicodeScalars.contains(at(index - 1)), NumberReader.asciiDigit(at(index - 1)) == nil,
            let first = year(at: index), let next = connector(at: first.end, allowAnd: allowAnd),
            let second = year(at: next), second.value > first.value, second.value - first.value <= 50,
            !(has(second.end, "-") && NumberReader.asciiDigit(at(second.end + 1)) != nil)
        else { return nil }
        var from = TimePoint()
        from.period = .namedYear(first.value)
        var to = TimePoint()
        to.period = .namedYear(second.value)
        let end = has(second.end, "年") ? second.end + 1 : second.end
        return TimePhrase(first: from, second: to, range: index..<end, firstEnd: first.end)
    }

    /// `9 to 12 of June`, `23rd to 26th Oct`, `12 to 16 september`: two days of the month, then
    /// the month.
    private func dayRangeOfMonth(at index: Int, allowAnd: Bool) -> TimePhrase? {
        guard NumberReader.asciiDigit(at(index - 1)) == nil, let first = ordinal(at: index) else { return nil }
        // "15 of february": one day.
        if let of = nextWord(after: first.end), of.word == .of, let month = nextWord(after: of.end),
            case .monthName(let value) = month.word
        {
            let year = yearSuffix(after: month.end)
            var point = TimePoint()
            point.day = .monthDay(month: value, day: first.value, year: year?.year)
            let end = extend(&point, from: year?.end ?? month.end)
            return TimePhrase(first: point, range: index..<end, firstEnd: end)
        }
        guard let next = connector(at: first.end, allowAnd: allowAnd), let last = ordinal(at: next),
            var month = nextWord(after: last.end)
        else { return nil }
        var saidOf = false
        if month.word == .of, let named = nextWord(after: month.end) {
            month = named
            saidOf = true
        }
        guard case .monthName(let value) = month.word else { return nil }
        // "from 2 to 4 may run late": "may" right after bare numbers is the verb unless the words end.
        if value == 5, !saidOf, has(month.end, " "), Self.isASCIILetter(at(month.end + 1)) { return nil }
        let year = yearSuffix(after: month.end)
        var from = TimePoint()
        from.day = .monthDay(month: value, day: first.value, year: year?.year)
        var to = TimePoint()
        to.day = .dayOfMonth(last.value, monthOffset: nil)
        return TimePhrase(first: from, second: to, range: index..<(year?.end ?? month.end), firstEnd: first.end)
    }

    /// The point after a range connector: a moment, a day or a period (`7月中旬到8月底`), not an offset.
    private func secondPoint(at index: Int) -> (point: TimePoint, end: Int)? {
        // "between jan 22 and now", "from march to now": through today.
        if let word = englishWord(at: index), word.word == .now {
            var point = TimePoint()
            point.day = .relative(0)
            return (point, word.end)
        }
        guard let match = component(at: index), !match.weak, match.start == index else { return nil }
        var point = TimePoint()
        guard point.add(match.component), point.offset == nil else { return nil }
        let end = extend(&point, from: match.end)
        if case .day = match.component, point.clock != nil { point.dayLeads = true }
        return (point, end)
    }

    /// `2-4pm`, `3到5点`, `from 2 to 4pm`, `between 9 and 11am`: a bare hour before a connector takes
    /// its reading from the clock after it.
    private func bareHourRange(at index: Int, allowAnd: Bool) -> TimePhrase? {
        // 周五2-4pm: a weekday numeral before the range is no part of it.
        guard TimeNumber.canStart(s[index]), !TimeNumber.canStart(at(index - 1)) || endsWeekday(at: index - 1),
            !Self.isASCIIAlphanumeric(at(index - 1)),
            let number = TimeNumber.read(s, at: index), number.value <= 24, number.arabicDigits <= 2
        else { return nil }
        var clock = ClockTime(hour: number.value)
        clock.twentyFourHour = number.value >= 13 || number.leadingZero
        var end = number.end
        if has(end, ":"), let minute = TimeNumber.read(s, at: end + 1), minute.arabicDigits == 2, minute.value <= 59 {
            clock.minute = minute.value
            clock.hasMinutes = true
            end = minute.end
        }
        guard let next = connector(at: end, allowAnd: allowAnd) else { return nil }
        var first = TimePoint()
        first.clock = clock
        let secondRead = secondPoint(at: next)
        if !clock.hasMinutes, (1...12).contains(number.value), let month = secondRead, month.point.clock == nil,
            month.point.day == nil, case .namedMonth(let value, let year)? = month.point.period, value != number.value
        {
            // 3到5月, 十二至一月: the first month's 月 is left out.
            var from = TimePoint()
            from.period = .namedMonth(number.value, year: value > number.value ? year : nil)
            return TimePhrase(first: from, second: month.point, range: index..<month.end, firstEnd: index)
        }
        if let second = secondRead, second.point.clock != nil {
            return TimePhrase(first: first, second: second.point, range: index..<second.end, firstEnd: index)
        }
        // `9 to 5`, `2-3`: two bare hours, a time only beside a day (see `TimePhrase.weak`).
        guard let bare = bareClock(at: next), Self.isASCIIDigitStart(s[index]) else { return nil }
        var second = TimePoint()
        second.clock = bare.clock
        // "CE course now 3-5": after "now", the new hours of an event.
        let afterNow =
            index >= 4 && has(index - 4, "n", "o", "w") && has(index - 1, " ")
            && !Self.isASCIIAlphanumeric(at(index - 5)) && !presentNow(before: index - 4)
        // "9-10am pt w/ jen then 10-11 pt w/ rob": after "then", the next block of hours.
        let afterThen =
            index >= 5 && has(index - 5, "t", "h") && has(index - 3, "e", "n") && has(index - 1, " ")
            && !Self.isASCIIAlphanumeric(at(index - 6))
        return TimePhrase(
            first: first, second: second, range: index..<bare.end, firstEnd: index, weak: !afterNow && !afterThen)
    }

    /// Whether the word before the "now" at `index` makes it the present ("right now", "from now").
    private func presentNow(before index: Int) -> Bool {
        guard has(index - 1, " ") else { return false }
        var start = index - 1
        while start > 0, Self.isASCIILetter(s[start - 1]) { start -= 1 }
        let word = String(String.UnicodeScalarView(s[start..<(index - 1)]))
        return Self.presentNowWords.contains(word)
    }

    /// Words before "now" that make it the present, not a new time ("right now", "from now").
    static let presentNowWords: Set<String> = ["right", "just", "from", "until", "till", "by", "for"]

    private static func isASCIIDigitStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }

    /// A bare hour written in digits (`5`, `10:40`), not followed by more digits or letters.
    private func bareClock(at index: Int) -> (clock: ClockTime, end: Int)? {
        guard index < s.count, Self.isASCIIDigitStart(s[index]), let number = TimeNumber.read(s, at: index),
            number.value <= 24, number.arabicDigits <= 2
        else { return nil }
        var clock = ClockTime(hour: number.value)
        clock.twentyFourHour = number.value >= 13 || number.leadingZero
        var end = number.end
        if has(end, ":"), let minute = TimeNumber.read(s, at: end + 1), minute.arabicDigits == 2, minute.value <= 59 {
            clock.minute = minute.value
            clock.hasMinutes = true
            end = minute.end
        }
        guard !Self.isASCIIAlphanumeric(at(end)), at(end) != "." || !Self.isASCIIDigitStart(at(end + 1)) else {
            return nil
        }
        return (clock, end)
    }
}

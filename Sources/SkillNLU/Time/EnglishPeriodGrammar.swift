/// English parts of months, years, quarters and weeks, and their ends: the end of the month, end
/// of next month, year end, EOD, COB, early April, mid-January, late next month, the beginning of
/// next month, the first week of April, the last week of this month, the second half of next year,
/// Q3, Q1 2028, H2, the third quarter, next quarter, the past week, the next month. See docs/NLU.md.
extension TimeGrammar {
    /// Words read here that `EnglishWord` does not know.
    enum PeriodWord: Sendable, Hashable {
        case end, beginning, start, early, middle, late, earlier
        case ordinal(Int)
        case quarter, eod, eow, eom, eoy, cob
        case close, business
        /// q1 … q4.
        case quarterNumber(Int)
        /// h1, h2.
        case halfNumber(Int)
    }

    /// The period words made of letters only (``englishMayStart(at:)`` lets a word begin a rule
    /// when it is one of them).
    static let letterPeriodWords: [(String, PeriodWord)] = [
        ("end", .end), ("beginning", .beginning), ("start", .start), ("early", .early), ("middle", .middle),
        ("late", .late), ("first", .ordinal(1)), ("second", .ordinal(2)), ("third", .ordinal(3)),
        ("fourth", .ordinal(4)), ("final", .ordinal(-1)), ("quarter", .quarter), ("qtr", .quarter), ("eod", .eod),
        ("eow", .eow),
        ("eom", .eom), ("eoy", .eoy), ("cob", .cob), ("close", .close), ("business", .business),
        ("earlier", .earlier),
    ]

    private static let periodWords: [(UInt64, PeriodWord)] = {
        var words = letterPeriodWords
        for quarter in 1...4 { words.append(("q\(quarter)", .quarterNumber(quarter))) }
        for half in 1...2 { words.append(("h\(half)", .halfNumber(half))) }
        return words.map { word, value in
            (word.unicodeScalars.reduce(0) { $0 << 7 | UInt64($1.value & 0x7F) }, value)
        }
    }()

    /// The period word starting at `index` (letters, or q/h and one digit), and where it ends.
    /// Seven bits a scalar, nine scalars at most: digits and letters must not share a code (with
    /// six bits "12" read as "q2", the second quarter).
    func periodWord(at index: Int) -> (word: PeriodWord, end: Int)? {
        var code: UInt64 = 0
        var position = index
        while position < s.count, Self.isASCIIAlphanumeric(s[position]), position - index < 9 {
            code = code << 7 | UInt64(s[position].value & 0x7F)
            position += 1
        }
        guard position > index, !Self.isASCIIAlphanumeric(at(position)) else { return nil }
        for (key, word) in Self.periodWords where key == code { return (word, position) }
        return nil
    }

    /// The period word after `end` across a space or a hyphen.
    func nextPeriodWord(after end: Int) -> (word: PeriodWord, end: Int)? {
        guard has(end, " ") || has(end, "-"), Self.isASCIIAlphanumeric(at(end + 1)) else { return nil }
        return periodWord(at: end + 1)
    }

    /// A period, a part of one, or its end starting at `i` with a word `EnglishWord` does not know
    /// (end, early, Q3, EOD …).
    func englishPeriod(at i: Int) -> Match? {
        switch s[i] {
        case "e", "b", "s", "m", "l", "f", "t", "q", "h", "c":
            guard let (word, end) = periodWord(at: i) else { return nil }
            return periodAfter(word, start: i, end: end)
        default:
            return nil
        }
    }

    /// Whether a noun that a quarter names follows `end` ("Q3 planning", "Q1 kickoff", "Q4 OKRs").
    private func namesAnEvent(after end: Int) -> Bool {
        guard has(end, " "), let (code, _) = wordCode(at: end + 1) else { return false }
        return Self.quarterEvents.contains(code)
    }

    private static let quarterEvents: Set<UInt64> = Set(
        [
            "planning", "plan", "kickoff", "review", "reviews", "goals", "okrs", "okr", "report", "reports", "sync",
            "offsite", "roadmap", "retro", "retrospective", "presentation", "deck", "all", "town", "earnings", "board",
            "meeting", "summit", "party",
        ].map(EnglishWord.code))

    /// A period, a part of one, or its end starting with a known `word` (the, mid, next, year …);
    /// `nil` lets the other English rules try.
    func englishPeriod(after word: EnglishWord, start: Int, end: Int) -> Match? {
        periodAfterKnownWord(word, start: start, end: end)
    }

    private func periodAfterKnownWord(_ word: EnglishWord, start: Int, end: Int) -> Match? {
        switch word {
        case .the:
            if let next = nextPeriodWord(after: end) { return periodAfter(next.word, start: start, end: next.end) }
            if let ending = periodEnding(start: start) { return ending }
            guard let next = nextWord(after: end) else { return nil }
            // "the following week", "the previous month": the calendar one after (before) this.
            if next.word == .next || next.word == .last, has(next.start, "f") || has(next.start, "p", "r") {
                return qualified(next.word == .next ? 1 : -1, after: next.end, start: start)
            }
            switch next.word {
            case .last:
                // the last week of April; the past week (seven days up to today).
                if let part = ordinalRest(-1, start: start, end: next.end) { return part }
                return englishWindow(after: next.end, start: start, ahead: false)
            case .next, .coming:
                return englishWindow(after: next.end, start: start, ahead: true)
            case .mid:
                return partOf(.middle, after: next.end, start: start)
            case .unit(.week):
                return weekOf(after: next.end, start: start)
            case .unit(.month), .weekend:
                // the month after next, the month before last, the weekend after next
                guard let link = nextWord(after: next.end), let other = nextWord(after: link.end) else { return nil }
                let offset: Int
                switch (link.word, other.word) {
                case (.after, .next): offset = 2
                case (.before, .last): offset = -2
                default: return nil
                }
                let period: PeriodRef = next.word == .weekend ? .weekend(offset) : .month(offset)
                return Match(component: .period(period), start: start, end: other.end)
            default:
                return nil
            }
        case .mid:
            return partOf(.middle, after: end, start: start)
        case .later:
            return restOfCurrent(later: true, after: end, start: start)
        case .this, .next, .last, .coming:
            guard let quarter = nextPeriodWord(after: end), quarter.word == .quarter else {
                if word == .last { return ordinalRest(-1, start: start, end: end) }
                return nil
            }
            // "the coming quarter" is the next one ("this coming Friday" is this week's).
            let thisComing = has(start - 5, "t", "h", "i") && has(start - 2, "s")
            let offset = word == .next || (word == .coming && !thisComing) ? 1 : word == .last ? -1 : 0
            return Match(component: .period(.quarter(offset)), start: start, end: quarter.end)
        case .monthName(let month):
            return monthAlone(month, start: start, end: end)
        case .unit(.year) where has(end, " "):
            // "the year 2008", "the year of 2027": that year.
            var position = end
            if let of = nextWord(after: end), of.word == .of { position = of.end }
            if has(position, " "), let number = TimeNumber.read(s, at: position + 1), number.arabicDigits == 4,
                (1900...2100).contains(number.value), !Self.isASCIIAlphanumeric(at(number.end)), at(number.end) != ":"
            {
                return Match(component: .period(.namedYear(number.value)), start: start, end: number.end)
            }
            fallthrough
        case .unit(.year), .unit(.month):
            // year to date, month to date: the period, which the deadline marker ` to date` cuts at today.
            if has(end, " "), has(end + 1, "t", "o", " "), has(end + 4, "d", "a", "t"), has(end + 7, "e") {
                return Match(component: .period(word == .unit(.year) ? .year(0) : .month(0)), start: start, end: end)
            }
            // year end, year-end, month end
            guard let next = nextPeriodWord(after: end), next.word == .end else { return nil }
            // "year-end review", "month-end close": it names the thing, unless a preposition makes
            // it the time ("by year-end review").
            if has(next.end, " "), let after = wordCode(at: next.end + 1), englishWord(at: next.end + 1) == nil,
                !Self.connectors.contains(after.code), !prepositionBefore(start)
            {
                return nil
            }
            let day: DayRef = word == .unit(.year) ? .monthDay(month: 12, day: 31, year: nil) : .monthEnd(.relative(0))
            return Match(component: .day(day), start: start, end: next.end)
        default:
            return nil
        }
    }

    /// Words after "year-end" that leave it a time: "by year-end and then", "year-end or later".
    static let connectors: Set<UInt64> = Set(
        ["and", "or", "to", "is", "was", "for", "of", "please", "then", "with", "so", "but", "if", "when"].map(
            EnglishWord.code))

    /// Whether a preposition of time stands before `start`: by, before, until, till, at, around,
    /// after, since, from, through.
    private func prepositionBefore(_ start: Int) -> Bool {
        var end = start
        while end > 0, s[end - 1] == " " { end -= 1 }
        // "by the year end"
        if end >= 4, s[end - 1] == "e", s[end - 2] == "h", s[end - 3] == "t", s[end - 4] == " " {
            end -= 4
        }
        var wordStart = end
        while wordStart > 0, Self.isASCIILetter(s[wordStart - 1]) { wordStart -= 1 }
        guard wordStart < end, let (code, _) = wordCode(at: wordStart) else { return false }
        return Self.timePrepositions.contains(code)
    }

    static let timePrepositions: Set<UInt64> = Set(
        ["by", "before", "until", "till", "at", "around", "after", "since", "from", "through", "till", "til"].map(
            EnglishWord.code))

    /// After a period word at `start`…`end`.
    private func periodAfter(_ word: PeriodWord, start: Int, end: Int) -> Match? {
        func day(_ ref: DayRef, _ stop: Int) -> Match { Match(component: .day(ref), start: start, end: stop) }
        switch word {
        case .end:
            return endOf(after: end, start: start)
        case .beginning, .start:
            guard let of = nextWord(after: end), of.word == .of else { return nil }
            return partOf(.early, after: of.end, start: start)
        case .middle:
            guard let of = nextWord(after: end), of.word == .of else { return nil }
            return partOf(.middle, after: of.end, start: start)
        case .early:
            return partOf(.early, after: end, start: start)
        case .late:
            return partOf(.late, after: end, start: start)
        case .earlier:
            return restOfCurrent(later: false, after: end, start: start)
        case .ordinal(let number):
            return ordinalRest(number, start: start, end: end)
        case .quarterNumber(let quarter):
            let year = yearSuffix(after: end)
            // "Q3 planning", "Q4 kickoff": the quarter names the event, not when it is.
            if year == nil, namesAnEvent(after: end) { return nil }
            return Match(
                component: .period(.yearPart(.quarter(quarter), year: year?.year)), start: start, end: year?.end ?? end)
        case .halfNumber(let half):
            let year = yearSuffix(after: end)
            return Match(
                component: .period(.yearPart(.half(half), year: year?.year)), start: start, end: year?.end ?? end)
        case .eod: return endOfDay(start: start, end: end)
        case .eow: return day(.weekday(7, .week(0)), end)
        case .eom: return day(.monthEnd(.relative(0)), end)
        case .eoy: return day(.monthDay(month: 12, day: 31, year: .relative(0)), end)
        case .cob:
            return Match(component: .clock(ClockTime(hour: 17, twentyFourHour: true)), start: start, end: end)
        case .close:
            // close of business: 17:00.
            guard let of = nextWord(after: end), of.word == .of, let business = nextPeriodWord(after: of.end),
                business.word == .business
            else { return nil }
            return Match(component: .clock(ClockTime(hour: 17, twentyFourHour: true)), start: start, end: business.end)
        case .quarter, .business:
            return nil
        }
    }

    /// After `end`: `of` and a month (its last day), a year (December 31), a week (its Sunday), or
    /// the day / today / tomorrow (that day).
    private func endOf(after end: Int, start: Int) -> Match? {
        guard let of = nextWord(after: end), of.word == .of else { return nil }
        if let month = monthRef(after: of.end) {
            return Match(component: .day(.monthEnd(month.month)), start: start, end: month.end)
        }
        if let year = yearRef(after: of.end) {
            return Match(
                component: .day(.monthDay(month: 12, day: 31, year: year.year ?? .relative(0))), start: start,
                end: year.end)
        }
        if let week = weekRef(after: of.end) {
            return Match(component: .day(.weekday(7, .week(week.weeks))), start: start, end: week.end)
        }
        guard var next = nextWord(after: of.end) else { return nil }
        if next.word == .the, let after = nextWord(after: next.end) { next = after }
        switch next.word {
        case .unit(.day), .today: return endOfDay(start: start, end: next.end)
        case .tomorrow:
            return Match(component: .day(.relative(1)), start: start, end: next.end)
        default: return nil
        }
    }

    /// "the year ends", "the month is over", "the week's out": the period's last day, as "the end
    /// of the year" ("anything left before the year ends").
    private func periodEnding(start: Int) -> Match? {
        guard start > 0, has(start - 1, " ") else { return nil }
        let component: TimeComponent
        let periodEnd: Int
        if let year = yearRef(after: start - 1) {
            component = .day(.monthDay(month: 12, day: 31, year: year.year ?? .relative(0)))
            periodEnd = year.end
        } else if let month = monthRef(after: start - 1) {
            component = .day(.monthEnd(month.month))
            periodEnd = month.end
        } else if let week = weekRef(after: start - 1) {
            component = .day(.weekday(7, .week(week.weeks)))
            periodEnd = week.end
        } else {
            return nil
        }
        for ending in Self.endingWords where matchesWords(ending, at: periodEnd) {
            return Match(component: component, start: start, end: periodEnd + ending.count)
        }
        return nil
    }

    func matchesWords(_ words: [Unicode.Scalar], at index: Int) -> Bool {
        guard index + words.count <= s.count, s[index..<(index + words.count)].elementsEqual(words) else {
            return false
        }
        return !Self.isASCIIAlphanumeric(at(index + words.count))
    }

    private static let endingWords = [" ends", " is over", "'s over", " is out", "'s out", " is done", " wraps up"].map
    {
        Array($0.unicodeScalars)
    }

    /// EOD, end of (the) day: midnight at the end of the day, a clock that takes a day said after
    /// it (EOD tomorrow); "by EOD" runs from now to midnight.
    private func endOfDay(start: Int, end: Int) -> Match {
        Match(component: .clock(ClockTime(hour: 0, twentyFourHour: true, isMidnight: true)), start: start, end: end)
    }

    /// "week 27 of 2017", "week 3 of next year", "week 12, 2027": an ISO week of a year said after
    /// it (a week number alone, "week 3 of the course", is no date).
    func weekOfTheYear(after end: Int, start: Int) -> Match? {
        guard has(end, " "), let number = TimeNumber.read(s, at: end + 1), number.arabicDigits > 0,
            (1...53).contains(number.value), !Self.isASCIIAlphanumeric(at(number.end))
        else { return nil }
        var position = number.end
        if has(position, ",") {
            position += 1
        } else if let of = nextWord(after: position), of.word == .of {
            position = of.end
        } else {
            return nil
        }
        guard let year = yearRef(after: position), let spec = year.year else { return nil }
        return Match(component: .period(.yearPart(.week(number.value), year: spec)), start: start, end: year.end)
    }

    /// "(the) week of April 10th", "the week of the 18th": after "week", " of " and a day; "the
    /// week beginning (starting on, commencing) February 4": seven days from the day.
    func weekOf(after end: Int, start: Int) -> Match? {
        var link = end
        var startsOnTheDay = false
        if let of = nextWord(after: end), of.word == .of {
            link = of.end
        } else if has(end, " "), let begins = Self.weekStarts.first(where: { matchesWords($0, at: end + 1) }) {
            link = end + 1 + begins.count
            startsOnTheDay = true
        } else {
            return nil
        }
        guard has(link, " "), link + 1 < s.count, let day = component(at: link + 1), day.start == link + 1,
            case .day(let ref) = day.component
        else { return nil }
        return Match(component: .weekOf(ref, startsOnTheDay: startsOnTheDay), start: start, end: day.end)
    }

    private static let weekStarts = [
        "beginning on", "beginning", "starting on", "starting", "commencing on", "commencing",
    ].map { Array($0.unicodeScalars) }

    /// "later this week", "earlier in the month", "later this year": this week, month or year from
    /// today on, or up to today.
    private func restOfCurrent(later: Bool, after end: Int, start: Int) -> Match? {
        guard var next = nextWord(after: end) else { return nil }
        switch next.word {
        case .this: break
        case .in:
            guard let the = nextWord(after: next.end), the.word == .the else { return nil }
            next = the
        default: return nil
        }
        guard let unit = nextWord(after: next.end), let period = Self.calendarUnit(unit.word) else { return nil }
        return Match(component: .period(.restOfCurrent(period, later: later)), start: start, end: unit.end)
    }

    /// `part` of the month, year or week after `end`: early April, mid-March next year, late next
    /// month, early next year, mid next week, the beginning of next month.
    private func partOf(_ part: MonthPart, after end: Int, start: Int) -> Match? {
        // "early morning", "late in the afternoon": the first or last hours of a part of the day.
        var partEnd = end
        if let word = nextWord(after: end), word.word == .in, let the = nextWord(after: word.end), the.word == .the {
            partEnd = the.end
        }
        // ("late night" is mostly a kind of thing: a late-night show, a late night snack.)
        if part != .middle, let word = nextWord(after: partEnd), word.word != .night,
            let whole = Self.partOfDay(word.word),
            let hours = Self.partOfDay(whole, early: part == .early)
        {
            return Match(component: .part(hours), start: start, end: word.end)
        }
        if let month = monthRef(after: end) {
            return Match(component: .period(.monthPart(part, month.month)), start: start, end: month.end)
        }
        if let year = yearRef(after: end), part != .middle {
            let yearPart: YearPart = part == .early ? .early : .late
            return Match(component: .period(.yearPart(yearPart, year: year.year)), start: start, end: year.end)
        }
        if let week = weekRef(after: end) {
            let weekPart: WeekPart = part == .early ? .early : part == .middle ? .middle : .late
            return Match(component: .period(.weekPart(weekPart, week.weeks)), start: start, end: week.end)
        }
        return nil
    }

    /// The early or late hours of a part of the day (see ``PartOfDay``).
    static func partOfDay(_ whole: PartOfDay, early: Bool) -> PartOfDay? {
        switch whole {
        case .morning: early ? .earlyMorning : .lateMorning
        case .afternoon: early ? .earlyAfternoon : .lateAfternoon
        case .night: early ? .earlyEvening : .lateEvening
        default: nil
        }
    }

    /// "3rd week of 2018", "the 2nd week of June", "4th qtr 2018": an ordinal written in digits
    /// before `week of` or `quarter`.
    func digitOrdinalWeek(at index: Int, start: Int) -> Match? {
        guard let day = ordinal(at: index), Self.isASCIILetter(at(day.end - 1)), day.value <= 53 else { return nil }
        if day.value <= 4, let quarter = nextPeriodWord(after: day.end), quarter.word == .quarter {
            return ordinalRest(day.value, start: start, end: day.end)
        }
        guard let week = nextWord(after: day.end), week.word == .unit(.week), let of = nextWord(after: week.end),
            of.word == .of
        else { return nil }
        return ordinalRest(day.value, start: start, end: day.end)
    }

    /// After an ordinal (first … fourth, last, final): `week of` a month, `half of` a month or a
    /// year, `quarter` (of a year).
    func ordinalRest(_ number: Int, start: Int, end: Int) -> Match? {
        if let quarter = nextPeriodWord(after: end), quarter.word == .quarter, number > 0 {
            let year = yearSuffix(after: quarter.end)
            return Match(
                component: .period(.yearPart(.quarter(number), year: year?.year)), start: start,
                end: year?.end ?? quarter.end)
        }
        if let counted = englishCountedDay(number, start: start, end: end) { return counted }
        guard let unit = nextWord(after: end), let of = nextWord(after: unit.end), of.word == .of else { return nil }
        switch unit.word {
        case .unit(.week):
            if let month = monthRef(after: of.end) {
                return Match(component: .period(.monthPart(.week(number), month.month)), start: start, end: month.end)
            }
            // "the first week of 2019", "the last week of the year": weeks of the year (ISO).
            guard let year = yearRef(after: of.end), let yearSpec = year.year else { return nil }
            return Match(component: .period(.yearPart(.week(number), year: yearSpec)), start: start, end: year.end)
        case .half:
            guard number == 1 || number == 2 else { return nil }
            if let month = monthRef(after: of.end) {
                let part: MonthPart = number == 1 ? .firstHalf : .secondHalf
                return Match(component: .period(.monthPart(part, month.month)), start: start, end: month.end)
            }
            guard let year = yearRef(after: of.end) else { return nil }
            return Match(component: .period(.yearPart(.half(number), year: year.year)), start: start, end: year.end)
        default:
            return nil
        }
    }
}

/// What the English period words point at: the month, year or week after `of` (this month, April
/// 2027, next year, the week), counted days of a month (the third Friday of January, the last
/// business day of next month) and one-unit windows (the past week, the next month).
extension TimeGrammar {
    /// After an ordinal: `Friday of January`, `Monday in next month`, `Sunday of the year`, `day of
    /// February`, `weekend of last month`, `business day of next month`, `to last day of the month`.
    func englishCountedDay(_ number: Int, start: Int, end: Int) -> Match? {
        var ordinal = number
        var position = end
        // the third to last day, the second-to-last Friday
        if let to = nextWord(after: position), to.word == .to, let last = nextWord(after: to.end), last.word == .last {
            guard number > 0 else { return nil }
            ordinal = -number
            position = last.end
        }
        var business = false
        if let word = nextPeriodWord(after: position), word.word == .business {
            business = true
            position = word.end
        }
        guard let unit = nextWord(after: position), let of = nextWord(after: unit.end), of.word == .of || of.word == .in
        else { return nil }
        func inMonth(_ make: (MonthRef) -> TimeComponent) -> Match? {
            if let month = monthRef(after: of.end) {
                return Match(component: make(month.month), start: start, end: month.end)
            }
            // the last day of this week: its Sunday.
            if unit.word == .unit(.day), !business, let week = weekRef(after: of.end) {
                let weekday = ordinal > 0 ? ordinal : 8 + ordinal
                guard (1...7).contains(weekday) else { return nil }
                return Match(component: .day(.weekday(weekday, .week(week.weeks))), start: start, end: week.end)
            }
            // the last Sunday of the year: in December; the first Monday of 2027: in January.
            guard let year = yearRef(after: of.end) else { return nil }
            let month: MonthRef = .named(ordinal > 0 ? 1 : 12, year: year.year ?? .relative(0))
            return Match(component: make(month), start: start, end: year.end)
        }
        switch unit.word {
        case .weekday(let weekday) where !business:
            return inMonth { .day(.weekdayOfMonth(weekday, ordinal: ordinal, $0)) }
        case .unit(.day):
            return inMonth { business ? .day(.businessDayOfMonth(ordinal, $0)) : .day(.countedDayOfMonth(ordinal, $0)) }
        case .weekend where !business:
            return inMonth { .period(.monthPart(.weekend(ordinal), $0)) }
        default:
            return nil
        }
    }

    /// The week, month or year a unit word names (not a day, an hour or a minute).
    static func calendarUnit(_ word: EnglishWord) -> PeriodWindow.Unit? {
        switch word {
        case .unit(.week): .week
        case .unit(.month): .month
        case .unit(.year): .year
        default: nil
        }
    }

    /// `the past week`, `the last month` (back to today) or `the next week` (from today): one unit.
    func englishWindow(after end: Int, start: Int, ahead: Bool) -> Match? {
        guard let unit = nextWord(after: end) else { return nil }
        if let of = nextWord(after: unit.end), of.word == .of { return nil }
        guard let windowUnit = Self.calendarUnit(unit.word) else { return nil }
        return Match(
            component: .period(.window(PeriodWindow(count: 1, unit: windowUnit, ahead: ahead))), start: start,
            end: unit.end)
    }

    /// A month after `end`: the month, this/next/last month, month, a month name with an optional year.
    func monthRef(after end: Int) -> (month: MonthRef, end: Int)? {
        guard let first = nextWord(after: end) else { return nil }
        switch first.word {
        case .the:
            guard let month = nextWord(after: first.end), month.word == .unit(.month) else { return nil }
            return (.relative(0), month.end)
        case .this, .next, .last, .coming:
            guard let month = nextWord(after: first.end), month.word == .unit(.month) else { return nil }
            return (.relative(first.word == .next ? 1 : first.word == .last ? -1 : 0), month.end)
        case .unit(.month):
            return (.relative(0), first.end)
        case .monthName(let month):
            let year = yearSuffix(after: first.end)
            return (.named(month, year: year?.year), year?.end ?? first.end)
        default:
            return nil
        }
    }

    /// A year after `end`: the year, this/next/last year, year, or a written year (2027).
    func yearRef(after end: Int) -> (year: YearSpec?, end: Int)? {
        if has(end, " "), let number = TimeNumber.read(s, at: end + 1), number.arabicDigits == 4,
            (1900...2100).contains(number.value), !Self.isASCIIAlphanumeric(at(number.end))
        {
            return (.absolute(number.value), number.end)
        }
        guard let first = nextWord(after: end) else { return nil }
        switch first.word {
        case .the:
            guard let year = nextWord(after: first.end), year.word == .unit(.year) else { return nil }
            return (.relative(0), year.end)
        case .this, .next, .last:
            guard let year = nextWord(after: first.end), year.word == .unit(.year) else { return nil }
            return (.relative(first.word == .next ? 1 : first.word == .last ? -1 : 0), year.end)
        case .unit(.year):
            return (.relative(0), first.end)
        default:
            return nil
        }
    }

    /// A year said after a quarter or a month: ` 2028`, `, 2027`, ` next year`, ` of last year`.
    func yearSuffix(after end: Int) -> (year: YearSpec, end: Int)? {
        var position = end
        if has(position, ",") { position += 1 }
        if let of = nextWord(after: position), of.word == .of { position = of.end }
        guard let year = yearRef(after: position), let spec = year.year else { return nil }
        return (spec, year.end)
    }

    /// A week after `end`: the week, this/next/last week, week.
    func weekRef(after end: Int) -> (weeks: Int, end: Int)? {
        guard let first = nextWord(after: end) else { return nil }
        switch first.word {
        case .the:
            guard let week = nextWord(after: first.end), week.word == .unit(.week) else { return nil }
            return (0, week.end)
        case .this, .next, .last, .coming:
            guard let week = nextWord(after: first.end), week.word == .unit(.week) else { return nil }
            return (first.word == .next ? 1 : first.word == .last ? -1 : 0, week.end)
        case .unit(.week):
            return (0, first.end)
        default:
            return nil
        }
    }
}

extension TimeGrammar {
    /// A month name with no day, as the whole month: with a year (`December 2027`), after a
    /// preposition of time (in, during, since, until, by, before, after, from), or as either
    /// end of a range of months (`January through March`, `September to November`). A bare `May`
    /// or `March` elsewhere is a verb as often as a month, and is left alone.
    private static let mayOrMay = Array("may or may".unicodeScalars)

    /// Whether the "may" at `start`…`end` is one of "may or may (not)".
    private func saysMayOrMay(_ start: Int, _ end: Int) -> Bool {
        let mayOrMay = Self.mayOrMay
        func at(_ index: Int) -> Bool {
            index >= 0 && index + mayOrMay.count <= s.count && s[index..<index + mayOrMay.count].elementsEqual(mayOrMay)
        }
        return at(start) || at(end - mayOrMay.count)
    }

    func monthAlone(_ month: Int, start: Int, end: Int) -> Match? {
        // "june of 1992", "april of '87", "april of 87": the month of that year.
        if let of = nextWord(after: end), of.word == .of, has(of.end, " ") {
            let yearStart = has(of.end + 1, "'") ? of.end + 2 : of.end + 1
            if let number = TimeNumber.read(s, at: yearStart), !Self.isASCIIAlphanumeric(at(number.end)),
                at(number.end) != ":",
                number.arabicDigits == 2 || (number.arabicDigits == 4 && (1900...2100).contains(number.value))
            {
                let year = number.arabicDigits == 2 ? TimeNumber.fullYear(number.value) : number.value
                return Match(
                    component: .period(.namedMonth(month, year: .absolute(year))), start: start, end: number.end)
            }
        }
        var stop = end
        if has(stop, ".") { stop += 1 }
        // "October, 1st" is a date (read by the month's own rule).
        if has(stop, ","), has(stop + 1, " "), let day = ordinal(at: stop + 2), Self.isASCIILetter(at(day.end - 1)) {
            return nil
        }
        // "October two thousand and five": the month of a year said in words.
        if has(stop, " "), let spoken = spokenYear(at: stop + 1) {
            return Match(
                component: .period(.namedMonth(month, year: .absolute(spoken.value))), start: start, end: spoken.end)
        }
        // "October, 2026": the month of that year.
        if has(stop, ","), has(stop + 1, " "), let number = TimeNumber.read(s, at: stop + 2), number.arabicDigits == 4,
            (1900...2100).contains(number.value), !Self.isASCIIAlphanumeric(at(number.end)), at(number.end) != ":"
        {
            return Match(
                component: .period(.namedMonth(month, year: .absolute(number.value))), start: start, end: number.end)
        }
        if has(stop, " "), NumberReader.asciiDigit(at(stop + 1)) != nil {
            // December 18 is a date; December 2027 the month of that year.
            guard let number = TimeNumber.read(s, at: stop + 1), number.arabicDigits == 4,
                (1900...2100).contains(number.value), !Self.isASCIIAlphanumeric(at(number.end))
            else { return nil }
            return Match(
                component: .period(.namedMonth(month, year: .absolute(number.value))), start: start, end: number.end)
        }
        // "by March fourth" is a date too.
        if has(stop, " "), let day = spokenOrdinal(at: stop + 1), month != 5 || day.value > 2 { return nil }
        let alone = Match(component: .period(.namedMonth(month, year: nil)), start: start, end: end)
        if let link = nextWord(after: end), link.word == .to || link.word == .through || link.word == .until,
            let other = nextWord(after: link.end), case .monthName = other.word
        {
            return alone
        }
        // April and May, October or November: months coordinated with a month.
        // ("this may or may not work": the verb twice, not two months.)
        if monthCoordinated(after: end) || monthCoordinated(before: start), !(month == 5 && saysMayOrMay(start, end)) {
            return alone
        }
        // "jul-sep", "July – September": a range of months written with a dash.
        if monthAcrossDash(after: end) || monthAcrossDash(before: start) { return alone }
        // "December's shopping entries", "October's expenses" (not May's: a name).
        if month != 5, has(end, "'", "s"), !Self.isASCIILetter(at(end + 2)) { return alone }
        // "june calendar pls", "august gas and tolls", "march spending": a month that opens the
        // message before what is looked up in it.
        if s[..<start].allSatisfy({ $0 == " " }), lookUpNounFollows(end) { return alone }
        // "show me september", "what about november?": a long month name that ends the message is
        // no word but the month (not March, May or June, which are words and names too).
        if end - start >= 7, s[..<start].contains(where: Self.isASCIILetter),
            s[end...].allSatisfy({ $0 == " " || $0 == "?" || $0 == "." || $0 == "!" })
        {
            return alone
        }
        guard let previous = wordBefore(start) else { return wordIsDuringOrSince(before: start) ? alone : nil }
        switch previous.word {
        case .in, .from, .before, .after, .at:
            return alone  // in May, by March (`by` reads as `at`), after June
        case .to, .through, .until:
            // The end of a range of months; "until June" alone too, not "go to March".
            if let first = wordBefore(previous.start), case .monthName = first.word { return alone }
            return previous.word == .until ? alone : nil
        default:
            return nil
        }
    }

    /// Whether a dash (with or without spaces) and a month name follow `end`.
    private func monthAcrossDash(after end: Int) -> Bool {
        var position = end
        if has(position, ".") { position += 1 }
        if has(position, " ") { position += 1 }
        guard at(position) == "-" || at(position) == "–" else { return false }
        position += 1
        if has(position, " ") { position += 1 }
        guard let word = englishWord(at: position), case .monthName = word.word else { return false }
        return true
    }

    /// Whether a month name and a dash (with or without spaces) stand before `start`.
    private func monthAcrossDash(before start: Int) -> Bool {
        var position = start
        if position > 0, s[position - 1] == " " { position -= 1 }
        guard position > 0, s[position - 1] == "-" || s[position - 1] == "–" else { return false }
        position -= 1
        if position > 0, s[position - 1] == " " { position -= 1 }
        if position > 0, s[position - 1] == "." { position -= 1 }
        var wordStart = position
        while wordStart > 0, Self.isASCIILetter(s[wordStart - 1]) { wordStart -= 1 }
        guard wordStart < position, let word = englishWord(at: wordStart), word.end == position,
            case .monthName = word.word
        else { return false }
        return true
    }

    /// Whether a word of what a calendar or a ledger holds follows `end` after one space.
    private func lookUpNounFollows(_ end: Int) -> Bool {
        guard has(end, " ") else { return false }
        var stop = end + 1
        while stop < s.count, Self.isASCIILetter(s[stop]) { stop += 1 }
        return Self.lookUpNouns.contains(String(String.UnicodeScalarView(s[(end + 1)..<stop])))
    }

    private static let lookUpNouns: Set<String> = [
        "calendar", "schedule", "agenda", "plans", "events", "meetings", "appointments", "spending", "spend",
        "expenses", "expense", "budget", "total", "totals", "bills", "transactions", "purchases", "costs", "income",
        "earnings", "gas", "groceries", "food", "rent", "utilities", "tuition", "shopping", "entries",
    ]

    /// The known word that ends one space before `index`, and where it starts.
    private func wordBefore(_ index: Int) -> (word: EnglishWord, start: Int)? {
        guard index >= 2, has(index - 1, " ") || has(index - 1, "-"), Self.isASCIILetter(s[index - 2]) else {
            return nil
        }
        var start = index - 2
        while start > 0, Self.isASCIILetter(s[start - 1]) { start -= 1 }
        guard let word = englishWord(at: start), word.end == index - 1 else { return nil }
        return (word.word, start)
    }

    private static let during = Array("during ".unicodeScalars)
    private static let since = Array("since ".unicodeScalars)
    private static let forWord = Array("for ".unicodeScalars)
    private static let coordinators: [[Unicode.Scalar]] = [" and ", " or ", ", ", " & "].map {
        Array($0.unicodeScalars)
    }

    /// A coordinator and then a month name after `end` ("April and May").
    private func monthCoordinated(after end: Int) -> Bool {
        for word in Self.coordinators where end + word.count <= s.count {
            guard s[end..<end + word.count].elementsEqual(word) else { continue }
            if let month = englishWord(at: end + word.count), case .monthName = month.word { return true }
        }
        return false
    }

    /// A month name and then a coordinator before `start` ("April and May").
    private func monthCoordinated(before start: Int) -> Bool {
        for word in Self.coordinators where start >= word.count + 3 {
            guard s[start - word.count..<start].elementsEqual(word) else { continue }
            var first = start - word.count
            while first > 0, Self.isASCIILetter(s[first - 1]) { first -= 1 }
            if let month = englishWord(at: first), month.end == start - word.count, case .monthName = month.word {
                return true
            }
        }
        return false
    }

    /// `during ` or `since ` right before `index` (words `EnglishWord` does not know).
    private func wordIsDuringOrSince(before index: Int) -> Bool {
        for word in [Self.during, Self.since, Self.forWord] where index >= word.count {
            if (0..<word.count).allSatisfy({ s[index - word.count + $0] == word[$0] }),
                index - word.count == 0 || !Self.isASCIIAlphanumeric(s[index - word.count - 1])
            {
                return true
            }
        }
        return false
    }
}

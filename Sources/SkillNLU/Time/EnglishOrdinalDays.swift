/// Days of the month said as ordinal words: "March fourth", "the twenty-first of June", "the
/// ninth of next month". Read in place, word by word, with no allocation.
extension TimeGrammar {
    /// "first" … "nineteenth" (index + 1), then "twentieth", "thirtieth".
    private static let ordinalWords: [[Unicode.Scalar]] = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh",
        "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth",
        "twentieth", "thirtieth",
    ].map { Array($0.unicodeScalars) }
    private static let tens: [[Unicode.Scalar]] = ["twenty", "thirty"].map { Array($0.unicodeScalars) }

    /// Where `word` ends when it is spelled at `index`, or `nil`.
    private func spelled(_ word: [Unicode.Scalar], at index: Int) -> Int? {
        for offset in 0..<word.count where at(index + offset) != word[offset] { return nil }
        return index + word.count
    }

    /// A day of the month as an ordinal word at `index` (1–31): "fourth", "twenty-first", "thirty first".
    func spokenOrdinal(at index: Int) -> (value: Int, end: Int)? {
        var base = 0
        var position = index
        for (step, word) in Self.tens.enumerated() {
            if let end = spelled(word, at: index), at(end) == "-" || at(end) == " " {
                base = 20 + 10 * step
                position = end + 1
                break
            }
        }
        for (offset, word) in Self.ordinalWords.enumerated() {
            guard let end = spelled(word, at: position), !Self.isASCIIAlphanumeric(at(end)) else { continue }
            let value = offset < 19 ? offset + 1 : offset == 19 ? 20 : 30
            if base > 0 && value > 9 { return nil }
            let day = base + value
            return (1...31).contains(day) ? (day, end) : nil
        }
        return nil
    }

    /// After `the`: an ordinal word with the month it is of — "the fourth of March (2027)", "the
    /// ninth of next month". "the first" alone is no day ("the first week", "the second half").
    func spokenDayOfMonth(after end: Int, start: Int) -> Match? {
        guard has(end, " ") else { return nil }
        return spokenDayOfMonth(at: end + 1, start: start)
    }

    /// An ordinal word at `index` with the month it is of, "the" left out: "second of Aug.",
    /// "twenty-first of June 2027" (the month is needed: "first of all" is no day).
    func spokenDayOfMonth(at index: Int, start: Int) -> Match? {
        guard let day = spokenOrdinal(at: index), var of = nextWord(after: day.end) else { return nil }
        // "the twenty third day of September": the word "day" before "of".
        if of.word == .unit(.day), let after = nextWord(after: of.end) { of = after }
        guard of.word == .of else { return nil }
        if let month = nextWord(after: of.end), case .monthName(let value) = month.word {
            let year = yearSuffix(after: month.end)
            return Match(
                component: .day(.monthDay(month: value, day: day.value, year: year?.year)), start: start,
                end: year?.end ?? month.end)
        }
        guard let month = relativeMonth(after: of.end) else { return nil }
        return Match(component: .day(.dayOfMonth(day.value, monthOffset: month.offset)), start: start, end: month.end)
    }

    /// After `the`: an ordinal word alone as a day of the month, when a preposition of days stands
    /// before `the` (on, for, after, before, until, by, from, to) and the clause ends or a time
    /// word or "I" follows: "on the thirtieth at ten", "weather for the fourth in Boston", "the day
    /// after the fourth I'm off" — not "the fourth floor", "for the second time".
    func spokenDayAlone(after end: Int, start: Int) -> Match? {
        guard has(end, " "), let day = spokenOrdinal(at: end + 1) else { return nil }
        // After a preposition of days or a weekday ("monday the twenty seventh"); the tenth and
        // later need neither ("the twenty third works").
        if day.value < 10 {
            guard has(start - 1, " "), start >= 2, Self.isASCIILetter(at(start - 2)) else { return nil }
            var wordStart = start - 2
            while wordStart > 0, Self.isASCIILetter(s[wordStart - 1]) { wordStart -= 1 }
            guard let before = wordCode(at: wordStart) else { return nil }
            let weekday: Bool
            if case .weekday? = EnglishWord.table[before.code] { weekday = true } else { weekday = false }
            guard weekday || Self.dayPrepositions.contains(before.code) else { return nil }
        }
        let position = has(day.end, " ") ? day.end + 1 : day.end
        switch at(position) {
        case "\u{0}", ",", ".", "!", "?", ";", ")": break
        default:
            if let next = englishWord(at: position) {
                switch next.word {
                case .time, .half, .quarter, .unit, .weekend, .same: return nil  // for the second time
                default: break
                }
            } else if !(at(position) == "i" && !Self.isASCIILetter(at(position + 1))) {
                return nil
            }
        }
        return Match(component: .day(.dayOfMonth(day.value, monthOffset: nil)), start: start, end: day.end)
    }

    private static let dayPrepositions: Set<UInt64> = Set(
        ["on", "for", "after", "before", "until", "till", "by", "from", "to"].map(EnglishWord.code))

    /// "this month", "next month", "last month" after `of` — not "the month after next".
    /// "of the month" has no offset: the nearest such day on the preferred side ("rent is due the
    /// first of the month", said on the 31st, is tomorrow).
    func relativeMonth(after end: Int) -> (offset: Int?, end: Int)? {
        guard let month = monthRef(after: end), case .relative(let offset) = month.month else { return nil }
        if let link = nextWord(after: month.end), link.word == .after || link.word == .before { return nil }
        if offset == 0, let article = nextWord(after: end), article.word == .the { return (nil, month.end) }
        return (offset, month.end)
    }
}

/// Which English words can begin a time expression: the recognizer tries its rules only at
/// those, so an ordinary word ("dentist", "remind", "dollars") costs one table probe instead of
/// a pass through every English rule.
extension TimeGrammar {
    /// Words no other table holds that still begin a rule: the period words (`end of`, `early`;
    /// `Q3` is handled by its digit), the ordinals that begin calendar arithmetic, and `for` /
    /// `during` before a year.
    private static let otherStarts = EnglishWord.Table<Bool>(
        Dictionary(
            (letterPeriodWords.map(\.0) + [
                "first", "second", "third", "fourth", "fifth", "sat", "sun", "for", "during",
                // "second of Aug.", "twenty-first of June": a day of the month with "the" left out.
                "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth",
                "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth", "thirtieth",
                // "summer 2027", "winter of 2025".
                "spring", "summer", "autumn", "fall", "winter",
            ]).map {
                (EnglishWord.code($0), true)
            },
            uniquingKeysWith: { first, _ in first }))

    /// Whether an English time rule may begin at the letter at `index` (the start of a word):
    /// the word is in one of the grammar's word tables, or it is `q`/`h` and a digit (Q3, H1).
    func englishMayStart(at index: Int) -> Bool {
        guard let (code, end) = wordCode(at: index) else { return false }
        if EnglishHolidayWord.table[code] != nil || Self.otherStarts[code] != nil { return true }
        if let word = EnglishWord.table[code] {
            switch word {
            // Words that only continue or link a time ("2 hours ago", "7 o'clock", "to", "of").
            case .to, .and, .of, .after, .before, .ago, .o, .clock, .s, .until, .through, .eve, .festival,
                .time, .now:
                return false
            default:
                return true
            }
        }
        return end == index + 1 && (s[index] == "q" || s[index] == "h") && NumberReader.asciiDigit(at(end)) != nil
    }

    private static let dayOpeners: [[Unicode.Scalar]] = ["on ", "this "].map { Array($0.unicodeScalars) }
    private static let sat = EnglishWord.code("sat")
    private static let sun = EnglishWord.code("sun")
    private static let next = EnglishWord.code("next")
    private static let this = EnglishWord.code("this")

    /// `Sat` and `Sun`, read as weekdays only beside another weekday across and/or/a comma/a
    /// hyphen ("Sat or Sun", "Fri, Sat", "Sat-Sun"): alone they are "sat" and "sun".
    private static let dayTimeWords: Set<UInt64> = Set(
        ["noon", "midnight", "morning", "afternoon", "evening", "night", "am", "pm"].map(EnglishWord.code))

    func shortWeekend(at index: Int) -> Match? {
        guard let (code, end) = wordCode(at: index), code == Self.sat || code == Self.sun else { return nil }
        let weekday = code == Self.sat ? 6 : 7
        func isWeekday(at position: Int) -> Bool {
            guard let (other, otherEnd) = wordCode(at: position) else { return false }
            if other == Self.sat || other == Self.sun { return true }
            if case .weekday? = EnglishWord.table[other] { return true }
            // "sat to next tue": a weekday after next or this.
            if other == Self.next || other == Self.this, otherEnd < s.count, s[otherEnd] == " " {
                return isWeekday(at: otherEnd + 1)
            }
            return false
        }
        // "sat 9am", "sun 10:30", "on Sat", "next sun", and "sat" opening the message ("sat movie
        // & popcorn 31"): a day said in shorthand.
        if end + 1 < s.count, s[end] == " ", NumberReader.asciiDigit(s[end + 1]) != nil {
            // A clock after it (9am, 10:30, 7pm), not a count ("sat 2 hours in traffic").
            var digits = end + 1
            while digits < s.count, NumberReader.asciiDigit(s[digits]) != nil { digits += 1 }
            // … or a range of them ("sat 2-5", "sun 7-9pm").
            let range =
                (digits + 1 < s.count && s[digits] == "-" && NumberReader.asciiDigit(s[digits + 1]) != nil)
                || (digits + 4 < s.count && s[digits] == " " && s[digits + 1] == "t" && s[digits + 2] == "o"
                    && s[digits + 3] == " " && NumberReader.asciiDigit(s[digits + 4]) != nil)  // "sun 3 to 5"
            // "jake soccer sat 2 and emma piano sun 3": a clock before "and" or a comma.
            let listed =
                (digits < s.count && s[digits] == ",")
                || (digits + 5 <= s.count && s[digits..<digits + 5].elementsEqual(" and ".unicodeScalars))
            if digits == s.count || s[digits] == ":" || s[digits] == "a" || s[digits] == "p" || range || listed {
                return Match(component: .day(.weekday(weekday, .nearest)), start: index, end: end)
            }
        }
        // "group project meeting sat at 1": a clock after "at".
        if end + 4 < s.count, s[end] == " ", s[end + 1] == "a", s[end + 2] == "t", s[end + 3] == " ",
            NumberReader.asciiDigit(s[end + 4]) != nil
        {
            return Match(component: .day(.weekday(weekday, .nearest)), start: index, end: end)
        }
        // "lunch sun noon", "brunch sat morning": a clock or part of the day in words after it.
        if end + 1 < s.count, s[end] == " ", let (after, _) = wordCode(at: end + 1), Self.dayTimeWords.contains(after) {
            return Match(component: .day(.weekday(weekday, .nearest)), start: index, end: end)
        }
        if code == Self.sat, satIsSaturday(at: index, end: end) {
            return Match(component: .day(.weekday(weekday, .nearest)), start: index, end: end)
        }
        if (index == 0 && code == Self.sat && !namesTheTest(after: end))
            || Self.dayOpeners.contains(where: { word in
                index >= word.count && s[(index - word.count)..<index].elementsEqual(word)
            })
        {
            return Match(component: .day(.weekday(weekday, .nearest)), start: index, end: end)
        }
        // "weather fri in chicago and sat in detroit": a weekday said earlier in the list, a few words
        // back (not "sat down", "sat around", "sat in traffic").
        if index >= 5, s[(index - 5)..<index].elementsEqual(" and ".unicodeScalars),
            !(end + 1 < s.count && s[end] == " "
                && ["down", "around", "through", "there", "on", "in traffic", "with"].contains(where: { word in
                    s[(end + 1)...].starts(with: word.unicodeScalars)
                })),
            (max(0, index - 40)..<(index - 5)).contains(where: { position in
                (position == 0 || s[position - 1] == " ") && isWeekday(at: position)
            })
        {
            return Match(component: .day(.weekday(weekday, .nearest)), start: index, end: end)
        }
        // After: " or Sun", " and Sun", ", Sun", "-Sun", "fri thru sun".
        for gap in [" or ", " and ", ", ", "-", " & ", " thru ", " through ", " to ", " till ", " until "] {
            let scalars = Array(gap.unicodeScalars)
            if end + scalars.count < s.count, s[end..<end + scalars.count].elementsEqual(scalars),
                isWeekday(at: end + scalars.count)
            {
                return Match(component: .day(.weekday(weekday, .nearest)), start: index, end: end)
            }
            if index - scalars.count > 0, s[index - scalars.count..<index].elementsEqual(scalars) {
                var first = index - scalars.count
                while first > 0, Self.isASCIILetter(s[first - 1]) { first -= 1 }
                if first < index - scalars.count, isWeekday(at: first) {
                    return Match(component: .day(.weekday(weekday, .nearest)), start: index, end: end)
                }
            }
        }
        return nil
    }

    /// Whether the word after "sat" makes it the SAT, the exam: "sat prep 1500", "SAT scores".
    private func namesTheTest(after end: Int) -> Bool {
        guard end + 1 < s.count, s[end] == " ", let (next, _) = wordCode(at: end + 1) else { return false }
        return Self.examWords.contains(next)
    }

    private static let examWords: Set<UInt64> = Set(
        ["prep", "score", "scores", "exam", "registration", "results", "tutor", "tutoring", "book", "books", "vocab"]
            .map(EnglishWord.code))

    /// Subjects before which "sat" is the verb ("I sat in traffic", "we sat outside").
    private static let sitters: Set<UInt64> = Set(
        ["i", "we", "he", "she", "they", "you", "it", "who", "just", "had", "have", "has", "kids", "everyone"].map(
            EnglishWord.code))
    /// Words after which "sat" is the day asked about: "weather sat in Portland", "long run sat".
    private static let satAskers: Set<UInt64> = Set(
        ["weather", "forecast", "rain", "run", "wx", "temps", "jog", "hike", "ride"].map(EnglishWord.code))

    /// Whether "sat" at `index` is Saturday: after a word that asks about a day ("weather sat in
    /// Portland"), or ending the message or a clause after anything but a subject ("lunch w mom
    /// sat", "haircut sat, 11ish").
    private func satIsSaturday(at index: Int, end: Int) -> Bool {
        guard index >= 2, s[index - 1] == " " else { return false }
        var first = index - 1
        while first > 0, Self.isASCIILetter(s[first - 1]) { first -= 1 }
        guard first < index - 1, let (before, _) = wordCode(at: first) else { return false }
        if Self.satAskers.contains(before) { return true }
        let ends = end == s.count || s[end] == "," || s[end] == "?" || s[end] == "." || s[end] == "!"
        return ends && !Self.sitters.contains(before)
    }
}

/// One weekday said with its week or its date: "Tuesday next week", "3pm Tuesday next week",
/// "3pm on Monday, May 10", 12月26号（周六）.
extension TimeCoordination {
    /// A single phrase with a bare weekday right before "next week" / "last week" / "this week"
    /// (one space apart) takes that week and the week's words; `false` when it has none.
    static func takeWeek(_ phrase: inout TimePhrase, _ weeks: Int, through end: Int) -> Bool {
        var changed = false
        if case .weekday(let weekday, .nearest)? = phrase.first.day {
            phrase.first.day = .weekday(weekday, .week(weeks))
            changed = true
        }
        if case .weekday(let weekday, .nearest)? = phrase.second?.day {
            phrase.second?.day = .weekday(weekday, .week(weeks))
            changed = true
        }
        if changed { phrase.range = phrase.range.lowerBound..<end }
        return changed
    }
}

extension TimeGrammar {
    /// `(周六)` right after a date (12月26号（周六）, brackets folded to ASCII): the weekday restates
    /// the date, and the reading goes on after the closing bracket.
    func bracketedWeekday(at index: Int, after point: TimePoint) -> Int? {
        guard has(index, "("), point.day?.isDate == true, let weekday = component(at: index + 1),
            weekday.start == index + 1, case .day(.weekday(_, .nearest)) = weekday.component, has(weekday.end, ")")
        else { return nil }
        return weekday.end + 1
    }

    /// Whether an English weekday name ("Monday", "Mon") ends right at `end`.
    func endsEnglishWeekday(at end: Int) -> Bool {
        var start = end
        while start > 0, Self.isASCIILetter(at(start - 1)) { start -= 1 }
        guard start < end, let word = englishWord(at: start), word.end == end, case .weekday = word.word else {
            return false
        }
        return true
    }
}

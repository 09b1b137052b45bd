/// What English leaves out after "and"/"or": "tomorrow or the day after", "next Monday and the
/// Monday after", "this Saturday or next", "tomorrow morning and evening". The second item
/// borrows what it does not say from the phrase before it, and is an entity of its own
/// (coordination, docs/NLU.md).
extension TimeGrammar {
    /// The elliptical item after `previous` across a coordinator, or `nil`.
    func englishEllipsis(after previous: TimePhrase) -> TimePhrase? {
        guard previous.second == nil, !previous.weak, let start = coordinatedStart(after: previous.range.upperBound),
            Self.isASCIILetter(at(start)), let word = englishWord(at: start)
        else { return nil }
        let base = previous.first
        switch word.word {
        case .the:
            guard let after = theDayAfter(at: start, base: base) else { return nil }
            return TimePhrase(first: after.point, range: start..<after.end, firstEnd: after.end)
        case .next:
            // this Saturday or next; this week or next
            guard !Self.isASCIIAlphanumeric(at(word.end)), nextWord(after: word.end) == nil else { return nil }
            var point = base
            if let period = base.period {
                switch period {
                case .week(let n): point.period = .week(n + 1)
                case .month(let n): point.period = .month(n + 1)
                case .year(let n): point.period = .year(n + 1)
                case .weekend(let n): point.period = .weekend((n ?? 0) + 1)
                default: return nil
                }
            } else if case .weekday? = base.day {
                guard let shift = base.shift.map({ $0.then(.days(7, months: 0)) }) ?? .days(7, months: 0) else {
                    return nil
                }
                point.shift = shift
            } else {
                return nil
            }
            return TimePhrase(first: point, range: start..<word.end, firstEnd: word.end)
        case .morning, .afternoon, .evening, .night:
            // tomorrow morning and evening
            guard base.part != nil, base.clock == nil, base.day != nil, let part = Self.partOfDay(word.word) else {
                return nil
            }
            var point = base
            point.part = part
            return TimePhrase(first: point, range: start..<word.end, firstEnd: word.end)
        default:
            return nil
        }
    }

    /// `the day after`, `the Monday after (that)` at `start`: the day after `base`'s day, or the
    /// first such weekday after it.
    func theDayAfter(at start: Int, base: TimePoint) -> (point: TimePoint, end: Int)? {
        guard let the = englishWord(at: start), the.word == .the, let next = nextWord(after: the.end),
            let after = nextWord(after: next.end), after.word == .after, base.day != nil || base.shift != nil
        else { return nil }
        let step: DayShift
        switch next.word {
        case .unit(.day): step = .days(1, months: 0)
        case .weekday(let weekday): step = .weekdayFrom(weekday: weekday, count: 1)
        default: return nil
        }
        // "the day after tomorrow" is a day of its own.
        if let following = nextWord(after: after.end), following.word == .tomorrow { return nil }
        var point = base
        point.clock = nil
        point.part = nil
        guard let shift = base.shift.map({ $0.then(step) }) ?? step else { return nil }
        point.shift = shift
        return (point, endOfThat(after: after.end))
    }

    /// Where the item after a coordinator (` and `, ` or `, `, `, `, and `, `, or `) starts.
    private func coordinatedStart(after end: Int) -> Int? {
        var position = end
        if has(position, ",") { position += 1 }
        guard has(position, " ") else { return nil }
        position += 1
        if has(position, "a", "n", "d") && has(position + 3, " ") { return position + 4 }
        if has(position, "&") && has(position + 1, " ") { return position + 2 }  // "tmrw & the day after"
        if has(position, "o", "r") && has(position + 2, " ") { return position + 3 }
        return position > end + 1 ? position : nil  // a comma alone
    }

    /// Past a trailing "that" ("the day after that").
    private func endOfThat(after end: Int) -> Int {
        has(end, " ") && has(end + 1, "t", "h", "a") && has(end + 4, "t") && !Self.isASCIIAlphanumeric(at(end + 5))
            ? end + 5 : end
    }
}

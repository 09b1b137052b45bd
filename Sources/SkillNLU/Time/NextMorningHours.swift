/// The end of a night said in a range: "10pm till six the next morning", 晚上10点到第二天6点.
extension TimeGrammar {
    /// A bare hour after 第二天 / 次日 (no part of the day, no 24-hour form) is the morning's:
    /// 晚上10点到第二天6点 ends at 06:00, not 18:00.
    static func morningAfterNextDay(_ point: inout TimePoint) {
        guard let clock = point.clock, point.part == nil, clock.meridiem == nil, !clock.twentyFourHour else { return }
        point.part = .morning
    }

    /// An hour in words (one … twelve) before "the next morning" / "the next day" after a range
    /// connector: "from 10pm till six the next morning". Only there, so "at 10am to one person"
    /// stays no range.
    func spokenHourBeforeNextMorning(at index: Int) -> (clock: ClockTime, end: Int)? {
        guard index < s.count, Self.isASCIILetter(s[index]), let word = englishWord(at: index),
            case .number(let hour) = word.word, (1...12).contains(hour),
            let the = nextWord(after: word.end), the.word == .the, let next = nextWord(after: the.end),
            next.word == .next
        else { return nil }
        return (ClockTime(hour: hour), word.end)
    }
}

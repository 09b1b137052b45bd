/// English clock idioms (see docs/NLU.md, "Clock idioms"):
/// - minutes past or to the named hour: "quarter past four", "a quarter to eleven", "half past six",
///   "twenty-five past eight", "ten after nine", "five to ten", "ten of nine", "five to midnight";
/// - hour and minutes in words: "seven fifteen", "twelve thirty", "nine oh five";
/// - "half six" (British: 6:30) and "nine-ish".
///
/// The named hour keeps the bare-hour rule ("five to ten" said at 21:30 is 21:55). Forms that
/// also read as amounts or ranges ("five to ten people", "from five to ten", "costs twelve fifty")
/// are clocks only after at/by/around/until, before am/pm or a time word (tomorrow, tonight, in the
/// morning…), or alone as the whole message (or its opening, up to punctuation).
extension TimeGrammar {
    /// The idiom starting at `start` with `word` (read up to `end`), or `nil`.
    func englishClockIdiom(_ word: EnglishWord, start: Int, end: Int, afterAt: Bool) -> Match? {
        switch word {
        case .a:
            guard let quarter = nextWord(after: end), quarter.word == .quarter else { return nil }
            return minutesAndHour(15, start: start, after: quarter.end, afterAt: afterAt)
        case .quarter:
            return minutesAndHour(15, start: start, after: end, afterAt: afterAt)
        case .half:
            return minutesAndHour(30, start: start, after: end, afterAt: afterAt)
                ?? britishHalf(start: start, after: end, afterAt: afterAt)
        case .number(let value):
            if let minutes = minuteCount(at: start),
                let idiom = minutesAndHour(minutes.value, start: start, after: minutes.end, afterAt: afterAt)
            {
                return idiom
            }
            if let idiom = hourAndMinutes(start: start, afterAt: afterAt) { return idiom }
            if (1...12).contains(value), let ish = ishSuffix(at: end) {
                return Match(component: .clock(ClockTime(hour: value)), start: start, end: ish)
            }
            return nil
        default:
            return nil
        }
    }

    /// `20 past 7`, `5 past 3`: minutes in digits past the hour (in digits, "10 to 5" stays a range).
    func digitMinutesPast(start: Int, afterAt: Bool) -> Match? {
        guard let minutes = minuteCount(at: start) else { return nil }
        // "20 past 7", "20 min past eight".
        var position = minutes.end
        if let unit = nextWord(after: position), unit.word == .unit(.minute) { position = unit.end }
        guard let relation = nextWord(after: position), relation.word == .last, s[relation.start] == "p" else {
            return nil
        }
        return minutesAndHour(minutes.value, start: start, after: minutes.end, afterAt: afterAt)
    }

    /// After the minutes (read up to `index`): [minutes] past/after/to/till/of, the hour, [o'clock], [am/pm].
    private func minutesAndHour(_ minutes: Int, start: Int, after index: Int, afterAt: Bool) -> Match? {
        var position = index
        if let unit = nextWord(after: position), unit.word == .unit(.minute) { position = unit.end }
        guard let relation = nextWord(after: position) else { return nil }
        let sign: Int
        switch relation.word {
        case .last where s[relation.start] == "p": sign = 1  // past
        case .after: sign = 1
        case .to, .until, .of: sign = -1
        default: return nil
        }
        // "five to ten", "a quarter to six", "twenty-five to four"; "twelve to one" is a range.
        if sign < 0, minutes % 5 != 0 || minutes >= 30 { return nil }
        guard has(relation.end, " "), let hour = namedHour(at: relation.end + 1) else { return nil }
        var clock = hour.clock
        clock.minute = sign * minutes
        clock.hasMinutes = true
        var stop = oClock(after: hour.end)
        if !clock.twentyFourHour, let meridiem = meridiem(at: stop) {
            clock.meridiem = meridiem.value
            stop = meridiem.end
        }
        // "quarter past four", "a quarter to eleven" and "twenty to twelve" are clocks anywhere;
        // "five to ten" and "ten after nine" need a setting (they may be ranges or counts).
        let quarter = minutes == 15 && (at(start) == "q" || at(start) == "a")
        // "twenty to twelve", "twenty-five to one": 20 or 25 before the hour cannot be a range
        // (it would run backwards); "ten to nine" may be a score.
        let backwards = sign < 0 && minutes >= 20 && minutes > hour.clock.hour && !hour.clock.twentyFourHour
        let distinctive = (sign > 0 && relation.word != .after) || quarter || backwards
        guard distinctive || isClockSetting(start: start, end: stop, afterAt: afterAt, clock: clock) else {
            return nil
        }
        return Match(component: .clock(clock), start: start, end: stop)
    }

    /// "seven fifteen", "twelve thirty", "eleven forty-five", "nine oh five": an hour word and minutes 10–59
    /// (or oh and 1–9).
    private func hourAndMinutes(start: Int, afterAt: Bool) -> Match? {
        let hourEnd = EnglishNumberWords.wordEnd(s, from: start)
        // "five-thirty", "seven-fifteen": hyphenated too (not "ten-twelve", a range).
        let hyphen = has(hourEnd, "-")
        guard case .unit(let hour)? = EnglishNumberWords.word(s, start..<hourEnd), (1...12).contains(hour),
            has(hourEnd, " ") || hyphen
        else { return nil }
        var minuteStart = hourEnd + 1
        var minutes: (value: Int, end: Int)?
        if has(minuteStart, "o", "h", " ") || has(minuteStart, "o", " ") {
            minuteStart += has(minuteStart + 1, "h") ? 3 : 2
            if let unit = minuteCount(at: minuteStart), unit.value < 10, Self.isASCIILetter(at(minuteStart)) {
                minutes = unit
            }
        } else if Self.isASCIILetter(at(minuteStart)), let count = minuteCount(at: minuteStart), count.value >= 10 {
            minutes = count
        }
        guard let minutes, !hyphen || (minutes.value >= 15 && minutes.value % 5 == 0) else { return nil }
        var clock = ClockTime(hour: hour, minute: minutes.value, hasMinutes: true)
        var stop = minutes.end
        if let meridiem = meridiem(at: stop) {
            clock.meridiem = meridiem.value
            stop = meridiem.end
        }
        // "Sunday brunch eleven thirty", "…, ten thirty if possible": an hour and a quarter or a
        // half spelled out ends or opens a clause (not "coffee four fifty", a price).
        let quarterly = minutes.value == 15 || minutes.value == 30 || minutes.value == 45
        // "from three thirty to four thirty": the start of a range of spelled-out clocks.
        let rangeStart =
            quarterly && previousWordIsRangeOpener(before: start)
            && [.to, .until, .through, .and].contains(nextWord(after: stop)?.word)
        guard
            rangeStart || isClockSetting(start: start, end: stop, afterAt: afterAt, clock: clock)
                || (quarterly && (clauseEnds(at: stop) || opensClause(at: start)))
        else { return nil }
        return Match(component: .clock(clock), start: start, end: stop)
    }

    /// Whether a clause starts at `start`: the text's start, or punctuation before (a space between).
    private func opensClause(at start: Int) -> Bool {
        var position = start - 1
        if has(position, " ") { position -= 1 }
        return position < 0 || ",;:".unicodeScalars.contains(at(position))
    }

    /// "half six" (British: 6:30), "at half eight".
    private func britishHalf(start: Int, after end: Int, afterAt: Bool) -> Match? {
        guard has(end, " "), let hour = namedHour(at: end + 1), !hour.clock.twentyFourHour else { return nil }
        var clock = hour.clock
        clock.minute = 30
        clock.hasMinutes = true
        var stop = hour.end
        if let meridiem = meridiem(at: stop) {
            clock.meridiem = meridiem.value
            stop = meridiem.end
        }
        guard isClockSetting(start: start, end: stop, afterAt: afterAt, clock: clock) else { return nil }
        return Match(component: .clock(clock), start: start, end: stop)
    }

    /// The hour an idiom names at `index`: one…twelve, 1–12, noon, midnight.
    private func namedHour(at index: Int) -> (clock: ClockTime, end: Int)? {
        if NumberReader.asciiDigit(at(index)) != nil {
            guard let number = TimeNumber.read(s, at: index), number.arabicDigits <= 2, (1...12).contains(number.value),
                at(number.end) != ":",
                at(number.end) != "." || NumberReader.asciiDigit(at(number.end + 1)) == nil,  // "to 6." ends a sentence
                !Self.isASCIIAlphanumeric(at(number.end))
                    || meridiem(at: number.end) != nil
            else { return nil }
            return (ClockTime(hour: number.value), number.end)
        }
        guard Self.isASCIILetter(at(index)), let word = englishWord(at: index) else { return nil }
        switch word.word {
        case .number(let value) where (1...12).contains(value):
            return (ClockTime(hour: value), word.end)
        case .noon:
            return (ClockTime(hour: 12, twentyFourHour: true), word.end)
        case .midnight:
            return (ClockTime(hour: 0, twentyFourHour: true, isMidnight: true), word.end)
        default:
            return nil
        }
    }

    /// Past `o'clock` after `index`, if it is there.
    private func oClock(after index: Int) -> Int {
        guard let o = nextWord(after: index), o.word == .o, has(o.end, "'"), let clock = nextWord(after: o.end),
            clock.word == .clock
        else { return index }
        return clock.end
    }

    /// Whether words that could be an amount or a range are a clock here: after at/by/around/until
    /// (not from/between), with am/pm, before a time word, or as the whole opening of the message.
    private func isClockSetting(start: Int, end: Int, afterAt: Bool, clock: ClockTime) -> Bool {
        if previousWordIsRangeOpener(before: start) { return false }
        if afterAt || clock.meridiem != nil || hasClockCue(before: start) || timeWordFollows(at: end) { return true }
        // "orders close five to ten", "doors open ten to seven": a verb of the schedule before it;
        // "station meeting ten to seven", "board mtg five to eight": a meeting starts at a moment.
        if clauseEnds(at: end), let word = wordBefore(start),
            Self.scheduleVerbs.contains(word) || Self.meetingNouns.contains(word)
        {
            return true
        }
        return clauseEnds(at: end) && (start == 0 || clauseEnds(at: start - 1) || has(start - 1, " ") && start == 1)
    }

    /// The word right before `start` (across one space), or `nil`.
    private func wordBefore(_ start: Int) -> String? {
        guard has(start - 1, " "), Self.isASCIILetter(at(start - 2)) else { return nil }
        var wordStart = start - 2
        while wordStart > 0, Self.isASCIILetter(s[wordStart - 1]) { wordStart -= 1 }
        return String(String.UnicodeScalarView(s[wordStart..<(start - 1)]))
    }

    private static let meetingNouns: Set<String> = [
        "meeting", "mtg", "call", "standup", "appointment", "appt", "interview", "sync", "briefing", "huddle",
    ]

    private static let scheduleVerbs: Set<String> = [
        "close", "closes", "open", "opens", "start", "starts", "end", "ends", "begin", "begins", "leave", "leaves",
        "due", "arrive", "arrives", "lands", "departs", "finish", "finishes", "wrap", "wraps",
    ]

    /// `from` or `between` right before `start`: "from five to ten" is a range.
    private func previousWordIsRangeOpener(before start: Int) -> Bool {
        guard has(start - 1, " "), Self.isASCIILetter(at(start - 2)) else { return false }
        var wordStart = start - 2
        while wordStart > 0, Self.isASCIILetter(s[wordStart - 1]) { wordStart -= 1 }
        guard let word = englishWord(at: wordStart) else { return false }
        return word.word == .from || word.word == .between
    }

    /// The end of the text or punctuation at `index` (a space before it allowed).
    private func clauseEnds(at index: Int) -> Bool {
        let position = has(index, " ") ? index + 1 : index
        switch at(position) {
        case "\u{0}", ",", ".", "!", "?", ";", ")", ":": return true
        default: return index < 0
        }
    }
}

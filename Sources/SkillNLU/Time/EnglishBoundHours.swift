/// A bare hour after a word that bounds a time — "until 5", "after 10", "before 6", "till 4" —
/// is a clock (read by the bare-hour rule), as after "at": these words are followed by a time of
/// day far more often than by a count. The hour must end the clause ("after 5 years" is a span).
extension TimeGrammar {
    /// Whether the number at `start`…`end` follows until/till/after/before and nothing but
    /// punctuation or the end of the text follows it.
    func isBareHourAfterBoundWord(start: Int, end: Int) -> Bool {
        var next = end
        if has(next, " ") { next += 1 }
        guard next >= s.count || !Self.isASCIIAlphanumeric(s[next]) else { return false }
        guard start >= 2, has(start - 1, " "), Self.isASCIILetter(s[start - 2]) else { return false }
        var wordStart = start - 2
        while wordStart > 0, Self.isASCIILetter(s[wordStart - 1]) { wordStart -= 1 }
        // "the table's booked for 7", "it's set for 9": a booking for that hour.
        if let (code, codeEnd) = wordCode(at: wordStart), codeEnd == start - 1, code == Self.forCode, wordStart >= 2,
            has(wordStart - 1, " ")
        {
            var verbStart = wordStart - 2
            while verbStart > 0, Self.isASCIILetter(s[verbStart - 1]) { verbStart -= 1 }
            if let (verb, _) = wordCode(at: verbStart), Self.bookedWords.contains(verb) { return true }
        }
        guard let word = englishWord(at: wordStart), word.end == start - 1 else { return false }
        switch word.word {
        case .until, .after, .before: return true
        default: return false
        }
    }

    /// Whether the hour at `start`…`end` comes right after a weekday, tomorrow or tonight and ends
    /// the message or its clause ("dinner w/ the team thurs 7", "dentist thu 3"): when, not how much.
    func isBareHourAfterADay(start: Int, end: Int) -> Bool {
        var next = end
        while next < s.count, s[next] == " " { next += 1 }
        guard next == s.count || has(next, ",") || has(next, ".") || has(next, "!") || has(next, "?") else {
            return false
        }
        guard start >= 2, has(start - 1, " "), Self.isASCIILetter(s[start - 2]) else { return false }
        var wordStart = start - 2
        while wordStart > 0, Self.isASCIILetter(s[wordStart - 1]) { wordStart -= 1 }
        guard var word = englishWord(at: wordStart), word.end == start - 1 else {
            return shortWeekend(at: wordStart)?.end == start - 1  // "sat 9"
        }
        // "on call saturday night from 11", "tomorrow morning from 9": from the hour on.
        if word.word == .from, wordStart >= 2, has(wordStart - 1, " "), Self.isASCIILetter(s[wordStart - 2]) {
            var before = wordStart - 2
            while before > 0, Self.isASCIILetter(s[before - 1]) { before -= 1 }
            guard let earlier = englishWord(at: before), earlier.end == wordStart - 1 else { return false }
            word = earlier
        }
        switch word.word {
        // "blood work tmrw morning 7": an hour after a part of the day.
        case .weekday, .tomorrow, .tonight, .morning, .afternoon, .evening, .night: return true
        default: return false
        }
    }

    /// Whether the hour at `start`…`end` opens the message before a comma ("9, take the trash
    /// out", "12, lunch with the new hire") or before a verb of something to do ("11 call the
    /// landlord back"): a note to self of what to do at that hour, not a count.
    func isBareHourOpeningANote(start: Int, end: Int) -> Bool {
        guard (0..<start).allSatisfy({ s[$0] == " " }), end < s.count else { return false }
        if has(end, ",") || has(end, " ", "-") {
            var next = end + 1
            while next < s.count, s[next] == " " || s[next] == "-" { next += 1 }
            return next < s.count && Self.isASCIILetter(s[next])  // not "3, 5 and 7"
        }
        guard has(end, " "), let (code, _) = wordCode(at: end + 1) else { return false }
        return Self.noteVerbs.contains(code)
    }

    private static let noteVerbs: Set<UInt64> = Set(
        [
            "call", "meet", "pick", "take", "drop", "go", "leave", "email", "text", "visit", "see", "head", "catch",
            "start", "finish", "phone", "ring", "feed", "walk",
        ].map(EnglishWord.code))

    private static let bookedWords: Set<UInt64> = Set(
        ["booked", "reserved", "set", "scheduled", "planned", "pushed", "moved", "reservation", "booking"].map(
            EnglishWord.code))
}

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
        guard let word = englishWord(at: wordStart), word.end == start - 1 else { return false }
        switch word.word {
        case .until, .after, .before: return true
        default: return false
        }
    }
}

/// Which English words can begin a time expression: the recognizer tries its rules only at
/// those, so an ordinary word ("dentist", "remind", "dollars") costs one table probe instead of
/// a pass through every English rule.
extension TimeGrammar {
    /// Words no other table holds that still begin a rule: the period words (`end of`, `early`;
    /// `Q3` is handled by its digit) and the ordinals that begin calendar arithmetic.
    private static let otherStarts = EnglishWord.Table<Bool>(
        Dictionary(
            (letterPeriodWords.map(\.0) + ["first", "second", "third", "fourth", "fifth"]).map {
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
            case .to, .and, .of, .after, .before, .ago, .later, .o, .clock, .s, .until, .through, .eve, .festival,
                .time, .now:
                return false
            default:
                return true
            }
        }
        return end == index + 1 && (s[index] == "q" || s[index] == "h") && NumberReader.asciiDigit(at(end)) != nil
    }
}

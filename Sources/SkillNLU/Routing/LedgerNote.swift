/// The last touches on a ledger entry's note: the count of the item goes (`一双鞋` → `鞋`,
/// `电影票两张` → `电影票`, `two concert tickets` → `concert tickets`), and a long Chinese note
/// starts at the thing bought (`给孩子报了个课程` → `课程`).
enum LedgerNote {
    /// `note` tidied; `words` are the category words that name things bought.
    static func tidy(_ note: String, words: CategoryLexicon) -> String {
        var s = Array(note.unicodeScalars)
        // A leading or trailing count: 一双, 两张, 3杯.
        if s.count >= 3, NumberReader.canStart(s[0]), NumberReader.chineseDigit(s[1]) == nil,
            NumberReader.asciiDigit(s[1]) == nil, MoneyRecognizer.isMeasureWord(s[1])
        {
            s.removeFirst(2)
        }
        if s.count >= 3, MoneyRecognizer.isMeasureWord(s[s.count - 1]), NumberReader.canStart(s[s.count - 2]) {
            s.removeLast(2)
            while let last = s.last, NumberReader.canStart(last), s.count > 1 { s.removeLast() }
        }
        // 张彩票 (买了张彩票): a measure word left in front, unless it begins the item (杯子, 本子).
        if s.count >= 2, MoneyRecognizer.isMeasureWord(s[0]), (words.wordLength(startingAt: 0, in: s) ?? 0) < 2 {
            s.removeFirst()
        }
        // two concert tickets
        if let space = s.firstIndex(of: " "), space > 0, space + 1 < s.count {
            let lowered = s[0..<space].map {
                $0.value >= 0x41 && $0.value <= 0x5A ? Unicode.Scalar($0.value + 0x20) ?? $0 : $0
            }
            if case .unit? = EnglishNumberWords.word(lowered, 0..<lowered.count) { s.removeFirst(space + 1) }
        }
        // 给孩子报了个课程 → 课程
        if s.count > 4, s.allSatisfy(NumberReader.isCJK) {
            for start in 1..<(s.count - 1) where words.wordLength(startingAt: start, in: s) ?? 0 >= 2 {
                if words.wordLength(startingAt: 0, in: s) != nil { break }
                s.removeFirst(start)
                break
            }
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: s)
        return String(view)
    }
}

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
        // Not 双 of 双十一, 双11.
        // (包船, 包车, 包场: hiring all of it, no measure word.)
        if s.count >= 2, MoneyRecognizer.isMeasureWord(s[0]), (words.wordLength(startingAt: 0, in: s) ?? 0) < 2,
            !NumberReader.canStart(s[1]), !(s[0] == "包" && "船车场间厢机桌".unicodeScalars.contains(s[1]))
        {
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
                // 教练证考试报名费: only words of giving or buying before it go (给孩子报了个), not what names it.
                guard let done = s[..<start].lastIndex(where: { doneWords.contains($0) }) else { break }
                // 报税软件: a verb opening the note that takes no particle names the item with it.
                if done == 0, !particles.contains(s[1]), !["给", "帮", "替", "请"].contains(s[0]) { break }
                // The item starts after the last of them and its particles (交的暑期托管费 → 暑期托管费, 卖了个旧相机 → 旧相机).
                var cut = done + 1
                while cut < start, particles.contains(s[cut]) { cut += 1 }
                s.removeFirst(cut)
                break
            }
        }
        // 门球队会费 一年, 足球课一学期: the period the price is for is not the item.
        for period in MoneyCues.chinesePricePeriods
        where s.count > period.count + 1 && s.suffix(period.count).elementsEqual(period) {
            s.removeLast(period.count)
            while s.last == " " { s.removeLast() }
            break
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: s)
        return withoutRecipient(String(view))
    }

    /// Characters of giving, buying and counting before the thing bought: 给孩子报了个课程.
    private static let doneWords: Set<Unicode.Scalar> = ["了", "给", "买", "报", "交", "付", "个", "点", "帮", "替", "请", "花"]
    private static let particles: Set<Unicode.Scalar> = ["的", "个", "了", "件", "份", "只", "台", "张"]

    /// The note without who it was for or how it was got: 给老妈买了件羊绒衫 → 羊绒衫, 给老婆的包 →
    /// 包, "got Dad a sweater" → "sweater", "picked up some strawberries" → "strawberries", "piano
    /// lessons for my son" → "piano lessons", 大餐 两个人 → 大餐, 高铁票 俩人 → 高铁票. The item is
    /// what the ledger lists.
    static func withoutRecipient(_ note: String) -> String {
        var text = note
        if let match = text.firstMatch(of: chineseRecipient), match.range.lowerBound == text.startIndex,
            match.range.upperBound < text.endIndex
        {
            text = String(text[match.range.upperBound...])
        }
        if let match = text.firstMatch(of: peopleCount), match.range.upperBound == text.endIndex,
            match.range.lowerBound > text.startIndex
        {
            text = String(text[..<match.range.lowerBound])
        }
        let lowered = text.lowercased()
        if let match = lowered.firstMatch(of: englishGetter), match.range.lowerBound == lowered.startIndex,
            match.range.upperBound < lowered.endIndex
        {
            text = String(text[match.range.upperBound...])
        }
        if let match = text.lowercased().firstMatch(of: englishFor), match.range.lowerBound > text.startIndex {
            text = String(text[..<match.range.lowerBound])
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return note }
        return trimmed.first.map { $0.isLowercase && note.first?.isUppercase == true ? $0.uppercased() : String($0) }
            .map { $0 + trimmed.dropFirst() } ?? trimmed
    }

    private static var chineseRecipient: Regex<Substring> {
        /(?:给(?:[\p{Han}]{1,2})|(?:给)?(?:老[妈爸婆公]|妈妈|爸爸|儿子|女儿|孩子|老人|爷爷|奶奶|外公|外婆|朋友|同事|闺女|老板)|(?:妈|爸|爸妈)(?=买))(?:买了|买|的)[件个双条份台部只本盒瓶支套罐]?/
    }
    private static var peopleCount: Regex<Substring> { /\s*(?:[一二两三四五六七八九十0-9]+个?人|[俩仨]人?)$/ }
    private static var englishGetter: Regex<Substring> {
        /^(?:(?:(?:got|bought|picked up|grabbed)\s+)?(?:my\s+)?(?:mom|dad|mum|wife|husband|son|daughter|kids?|sister|brother|friend|boss)\s+(?:a|an|some)\s+|(?:got|bought|picked up|grabbed)\s+[a-z]+\s+(?:a|an|some)\s+|(?:picked up|grabbed|got|bought)\s+(?:some|a|an)\s+|signed\s+(?:my\s+)?\w+\s+up\s+for\s+)/
    }
    private static var englishFor: Regex<Substring> {
        /\s+for\s+(?:my|our|the)\s+(?:son|daughter|kids?|wife|husband|mom|dad|family|boss|team|cookout|party|trip)$/
    }
}

/// A request said after the context that explains it: "my sister lands Friday so can you put
/// pickup at the airport at 6:40pm", "it's late I know but add cake pickup the day after tomorrow
/// at 11am". The words before the request verb say why, not what: they are not the title.
enum RequestInContext {
    /// The span, in the original text's scalar offsets, from the start of the message through the
    /// request verb (and its particle or article: "put down", "add a"), when a request verb
    /// follows `so`, `but`, `please`, `pls`, `just` or "can you" inside the message; `nil` when
    /// none is said.
    static func contextSpan(in text: NormalizedText) -> Range<Int>? {
        let s = text.scalars
        let words = letterWords(s, in: 0..<s.count)
        guard words.count >= 4 else { return nil }
        for position in 2..<(words.count - 1) {
            let word = words[position]
            guard verbs.contains(code(s, word)) else { continue }
            let previous = code(s, words[position - 1])
            if previous == you {
                guard askers.contains(code(s, words[position - 2])) else { continue }  // can you put
            } else if !joiners.contains(previous) {
                continue
            }
            var end = word.upperBound
            var next = position + 1
            while next < words.count, next <= position + 2, followers.contains(code(s, words[next])) {
                end = words[next].upperBound
                next += 1
            }
            // "PTO April 1-3, please add it": the request points back; the title came first.
            guard next < words.count, !pointers.contains(code(s, words[next])) else { return nil }
            return text.origins[0]..<text.origins[end]
        }
        return nil
    }

    /// Chinese clauses typed apart with spaces before the one that holds the event's clock, each
    /// of four or more characters and one a sentence (了, 我, 要, 说, 以后 …): what the person says first, not the event (今天累死了
    /// 明天睡个懒觉 中午十二点约了闺蜜吃火锅 → 约了闺蜜吃火锅; 下个项目的事要当面聊 明天中午十二点跟老周吃饭).
    /// The clock's clause must name the event, or the clause right after it (今天开完周会以后 下午三点到
    /// 四点半 跟设计对一下稿子); "跟老王 明天下午三点 吃饭" keeps 跟老王. `clocks` are the pieces (original
    /// offsets) of the times that hold a clock, the last of them the clock itself; `removed` every span the title leaves out.
    static func chineseContextSpan(in text: NormalizedText, clocks: [Range<Int>], removed: [Range<Int>])
        -> Range<Int>?
    {
        let s = text.scalars
        var chunks: [Range<Int>] = []
        var lower = 0
        for index in s.indices.dropFirst().dropLast()
        where s[index] == " " && TextResidue.isHan(s[index - 1])
            && (TextResidue.isHan(s[index + 1]) || NumberReader.asciiDigit(s[index + 1]) != nil)
        {
            chunks.append(lower..<index)
            lower = index + 1
        }
        chunks.append(lower..<s.count)
        guard chunks.count >= 2, let firstClock = clocks.map(\.lowerBound).max(),
            let clockChunk = chunks.firstIndex(where: {
                text.origins[$0.lowerBound] <= firstClock
                    && firstClock <= text.origins[max($0.lowerBound, $0.upperBound - 1)]
            }),
            clockChunk > 0
        else { return nil }
        func namesTheEvent(_ chunk: Range<Int>) -> Bool {
            let own = String(
                String.UnicodeScalarView(
                    chunk.filter { index in
                        TextResidue.isHan(s[index]) && !removed.contains { $0.contains(text.origins[index]) }
                    }.map { s[$0] }))
            // 中午11点出发 帮我记上: a step or the request itself names no event.
            return own.count >= 2 && !eventPointers.contains { own.hasSuffix($0) } && !steps.contains(own)
                && !requestOpenings.contains { own.hasPrefix($0) }
        }
        guard
            namesTheEvent(chunks[clockChunk])
                || (clockChunk + 1 < chunks.count && namesTheEvent(chunks[clockChunk + 1])),
            chunks[..<clockChunk].allSatisfy({ chunk in chunk.filter { TextResidue.isHan(s[$0]) }.count >= 4 }),
            chunks[..<clockChunk].contains(where: { chunk in
                let said = String(String.UnicodeScalarView(s[chunk]))
                return sentenceMarks.contains { said.contains($0) }
            })
        else { return nil }
        return text.origins[0]..<text.origins[chunks[clockChunk].lowerBound]
    }

    /// An English clause before a comma that says why or when, not what: "friday after i get off,
    /// passport appt 10am", "emma's coming to stay friday, pick up emma from the bus station 5pm".
    /// The clause holds a subject and its verb (I, we, she …; "emma's coming") or opens with
    /// after, when, since, because or once; the event's clock and at least two words of its own
    /// come after the comma.
    static func englishContextClause(in text: NormalizedText, clocks: [Range<Int>], removed: [Range<Int>])
        -> Range<Int>?
    {
        let s = text.scalars
        guard let comma = s.firstIndex(of: ","), comma > 0, comma + 1 < s.count,
            !s.contains(where: { $0.value >= 0x2E80 }),
            let clock = clocks.map(\.lowerBound).min(), clock > text.origins[comma]
        else { return nil }
        let words = letterWords(s, in: 0..<comma)
        guard words.count >= 3 else { return nil }
        let codes = words.map { code(s, $0) }
        let says =
            clauseOpeners.contains(codes[0]) || codes.contains(where: subjects.contains)
            // "just took an order, …": news just had, in the past tense.
            || (codes[0] == justWord
                && (pastVerbs.contains(codes[1]) || s[words[1]].suffix(2).elementsEqual("ed".unicodeScalars)))
            || words.indices.dropLast().contains { position in
                // "emma's coming": a name's 's before a verb in -ing.
                let word = s[words[position]]
                let next = s[words[position + 1]]
                return word.count > 2 && word.suffix(2).elementsEqual("'s".unicodeScalars)
                    && next.count > 4 && next.suffix(3).elementsEqual("ing".unicodeScalars)
            }
        guard says else { return nil }
        // Two words of the event's own after the comma, outside the times and places.
        var own = 0
        for word in letterWords(s, in: (comma + 1)..<s.count)
        where !removed.contains(where: { $0.contains(text.origins[word.lowerBound]) }) {
            // "…, put it at 4pm": the part after the comma points back at the one before.
            if pointers.contains(code(s, word)) { return nil }
            own += 1
        }
        guard own >= 2 else { return nil }
        return text.origins[0]..<text.origins[comma + 1]
    }

    /// A last clause after a comma that says how things stand, not what happens ("walk rocky,
    /// owner's out of town", "vacation sept 8 thru 12, uncle has mom and dad", "physical 9am, no
    /// breakfast"): its span in the original text, or `nil`. It holds no time, and the event is
    /// named before it.
    static func trailingStateClause(in text: NormalizedText, times: [Range<Int>]) -> Range<Int>? {
        let s = text.scalars
        guard let comma = s.lastIndex(of: ","), comma > 0, comma + 2 < s.count,
            !s.contains(where: { $0.value >= 0x2E80 })
        else { return nil }
        let start = text.origins[comma]
        guard !times.contains(where: { $0.upperBound > start }) else { return nil }
        // "the hendersons dec 26 to jan 2, 7 nights": the length of a stay said again.
        let rest = String(String.UnicodeScalarView(s[(comma + 1)...])).trimmingCharacters(in: .whitespaces)
        if rest.wholeMatch(of: /[0-9]{1,2} (nights|night|days)/) != nil { return start..<(text.originalScalars.count) }
        let words = letterWords(s, in: (comma + 1)..<s.count)
        guard (2...6).contains(words.count) else { return nil }
        let codes = words.map { code(s, $0) }
        let first = s[words[0]]
        let states =
            codes[0] == noWord || firstWordStates.contains(codes[0])
            || codes.dropFirst().contains(where: stateVerbs.contains)
            || (first.count > 2 && first.suffix(2).elementsEqual("'s".unicodeScalars) && words.count >= 3)
        guard states, !codes.contains(where: pointers.contains) else { return nil }
        // A word of the event's own before the comma, outside its times ("may 8th 6 to 9pm,
        // Jake's birthday thing" is named after the comma).
        let own = letterWords(s, in: 0..<comma).filter { word in
            let offset = text.origins[word.lowerBound]
            return !times.contains { $0.contains(offset) } && !timeJoiners.contains(code(s, word))
        }
        guard !own.isEmpty else { return nil }
        return start..<(text.originalScalars.count)
    }

    /// A first clause, before a comma or a dash, that only says the day is free ("good friday no
    /// work, fishing", "columbus day no school - take kids apple picking", "off work mlk day, zoo
    /// with the kids"): its span in the original text, or `nil`. Words of the event's own follow.
    static func leadingDayOffClause(in text: NormalizedText) -> Range<Int>? {
        let s = text.scalars
        guard !s.contains(where: { $0.value >= 0x2E80 }),
            let separator = s.indices.first(where: {
                s[$0] == "," || (s[$0] == "-" && $0 > 0 && s[$0 - 1] == " " && $0 + 1 < s.count && s[$0 + 1] == " ")
            }),
            separator > 0
        else { return nil }
        let before = " " + String(String.UnicodeScalarView(s[..<separator])) + " "
        guard dayOffPhrases.contains(where: { before.contains($0) }),
            letterWords(s, in: (separator + 1)..<s.count).count >= 1
        else { return nil }
        return text.origins[0]..<text.origins[separator + 1]
    }

    private static let dayOffPhrases = [
        " no work ", " no school ", " off work ", " day off ", " school's out ", " schools out ", " no classes ",
        " no class ", " off school ", " free day ", " no practice ", " office closed ", " school closed ",
    ]

    /// A last Chinese chunk, after a space, that says how the event came about or restates a stay's
    /// length (明天早上五点半早班 跟老刘换的, 老陈一家入住 连住七晚): its span in the original text, or `nil`.
    static func chineseTrailingClause(in text: NormalizedText, times: [Range<Int>]) -> Range<Int>? {
        let s = text.scalars
        guard let space = s.lastIndex(of: " "), space > 0, space + 2 < s.count,
            s[(space + 1)...].allSatisfy({ $0.value >= 0x2E80 || NumberReader.asciiDigit($0) != nil })
        else { return nil }
        let start = text.origins[space]
        guard !times.contains(where: { $0.upperBound > start }) else { return nil }
        let chunk = String(String.UnicodeScalarView(s[(space + 1)...]))
        let swapped =
            ["跟", "和", "替", "帮"].contains { chunk.hasPrefix($0) }
            && ["换的", "换了", "调的", "调了"].contains { chunk.hasSuffix($0) }
        let stay =
            ["连住", "共住", "住"].contains { chunk.hasPrefix($0) } && ["晚", "夜", "天"].contains { chunk.hasSuffix($0) }
        // 糖耐 要空腹, 开工 以后每周都这样: what to mind, said after the event.
        let aside = [
            "要空腹", "需要", "要带", "记得", "别忘", "以后", "带上", "空腹", "别迟到", "别晚了", "别来晚", "不要迟到",
            "别让我睡过头", "别睡过头", "别让我迟到", "叫醒我", "叫我起床", "对方刚确认", "对方确认", "刚确认", "已确认",
        ].contains {
            chunk.hasPrefix($0)
        }
        guard swapped || stay || aside else { return nil }
        // 下周一早上七点 空腹抽血: with nothing but the time before it, the chunk is the event itself.
        let original = text.originalScalars
        let named = (0..<start).contains { index in
            !times.contains(where: { $0.contains(index) }) && TextResidue.isHan(original[index])
        }
        return named ? start..<original.count : nil
    }

    /// What happened, said before "so" and the event ("mom says tutoring moved so english fri 6-8pm",
    /// "swapped trips so sat, miami turn, report 7am"): original offsets from the start through
    /// "so ", when at least three words come first and every time is said after it; `nil` otherwise.
    static func reasonBeforeSo(in text: NormalizedText, times: [Range<Int>]) -> Range<Int>? {
        let original = String(String.UnicodeScalarView(text.originalScalars)).lowercased()
        guard original.unicodeScalars.count == text.originalScalars.count,
            let so = original.range(of: " so "), original[..<so.lowerBound].split(separator: " ").count >= 3
        else { return nil }
        let end = original.unicodeScalars.distance(from: original.unicodeScalars.startIndex, to: so.upperBound)
        guard !times.isEmpty, times.allSatisfy({ $0.lowerBound >= end }),
            original[so.upperBound...].contains(where: \.isLetter)
        else { return nil }
        return 0..<end
    }

    /// Who said it, opening the message before the event: "wife says movie night w/ the kids fri 7pm",
    /// "coach just said extra practice thurs 8-11pm" — original offsets through "says ", or `nil`.
    static func whoSaid(in text: NormalizedText) -> Range<Int>? {
        let original = String(String.UnicodeScalarView(text.originalScalars)).lowercased()
        guard original.unicodeScalars.count == text.originalScalars.count else { return nil }
        let words = original.split(separator: " ", omittingEmptySubsequences: false)
        guard let said = words.prefix(4).firstIndex(where: { ["says", "said"].contains($0) }), said >= 1,
            said + 2 < words.count
        else { return nil }
        let end = words[...said].reduce(0) { $0 + $1.unicodeScalars.count + 1 }
        return 0..<min(end, text.originalScalars.count)
    }

    /// A last clause saying the plan was confirmed ("tasting w/ the new cafe next tues 2pm, they just
    /// confirmed"): original offsets to the end, or `nil`.
    static func trailingConfirmation(in text: NormalizedText) -> Range<Int>? {
        let original = text.originalScalars
        guard let comma = original.lastIndex(where: { $0 == "," || $0 == "，" }), comma > 0 else { return nil }
        let clause = String(String.UnicodeScalarView(original[(comma + 1)...])).lowercased()
            .trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
        let words = clause.split(separator: " ")
        guard (1...4).contains(words.count), words.last == "confirmed" || clause.hasSuffix("confirmed it") else {
            return nil
        }
        return comma..<original.count
    }

    /// A last clause that gives the weather as the reason ("drop saturday's long ride, rain all day",
    /// 周六的骑行取消，下大雨): original offsets to the end, or `nil`.
    static func trailingWeatherReason(in text: NormalizedText) -> Range<Int>? {
        let original = text.originalScalars
        guard let comma = original.lastIndex(where: { $0 == "," || $0 == "，" }), comma > 0 else { return nil }
        let clause = NormalizedText(String(String.UnicodeScalarView(original[(comma + 1)...])))
        guard RequestShape.contains(clause.scalars, NLURouter.weatherReasons),
            !EventChangeCues.said(in: clause), clause.scalars.count <= 24
        else { return nil }
        return comma..<original.count
    }

    private static let noWord = EnglishNumberWords.code("no")
    /// First words of a last clause that says how the event came about or asks for a reminder:
    /// "early shift tmrw 5:30am, swapped w/ dave", "first run mon 5:40am, set a reminder".
    private static let firstWordStates = codes([
        "swapped", "switched", "traded", "covering", "subbing", "set", "remind", "ping", "gotta", "must", "bring",
    ])
    private static let timeJoiners = codes(["at", "on", "from", "to", "till", "until", "by", "in", "the", "so", "um"])
    private static let stateVerbs = codes([
        "has", "have", "is", "are", "was", "were", "dont", "don't", "doesn't", "can't", "cant", "won't", "isn't",
        "aren't",
    ])

    /// The words of letters (and apostrophes) in `range` of `s`.
    private static func letterWords(_ s: [Unicode.Scalar], in range: Range<Int>) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var index = range.lowerBound
        while index < range.upperBound {
            guard TextResidue.isLetter(s[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < range.upperBound, TextResidue.isLetter(s[end]) || s[end] == "'" { end += 1 }
            words.append(index..<end)
            index = end
        }
        return words
    }

    private static let clauseOpeners = codes(["after", "when", "since", "because", "once", "as"])
    private static let subjects = codes(["i", "we", "she", "he", "they"]).subtracting([0])
    private static let justWord = EnglishNumberWords.code("just")
    private static let pastVerbs = codes([
        "took", "got", "had", "made", "heard", "found", "saw", "sent", "said", "told", "came", "went", "left", "won",
    ])

    /// Words that make a clause a sentence of its own, not a name (公司年会 周五晚上七点 … is the
    /// event's name first).
    private static let sentenceMarks = ["了", "我", "要", "说", "以后", "之后", "完", "有空", "没空", "的事"]
    private static let steps: Set<String> = ["出发", "集合", "见面", "碰头", "到", "到达", "开始"]
    private static let requestOpenings = ["帮我", "记", "提醒", "别忘", "麻烦"]
    private static let eventPointers = ["那场", "那个", "这场", "这个", "那班", "那趟"]

    /// The packed word (``EnglishNumberWords/code(_:_:)``), 0 for one that cannot be packed: the
    /// word tables are read with no string built.
    private static func code(_ s: [Unicode.Scalar], _ word: Range<Int>) -> UInt64 {
        EnglishNumberWords.code(s, word) ?? 0
    }

    private static func codes(_ words: [String]) -> Set<UInt64> { Set(words.map(EnglishNumberWords.code)) }

    private static let you = EnglishNumberWords.code("you")
    private static let verbs = codes(["add", "put", "schedule", "book", "pencil", "block"])
    private static let joiners = codes(["so", "but", "please", "pls", "plz", "just"])
    private static let pointers = codes(["it", "them", "this", "that", "these", "those"])
    private static let askers = codes(["can", "could", "would", "will"])
    private static let followers = codes(["in", "down", "on", "off", "out", "a", "an", "me", "my"])
}

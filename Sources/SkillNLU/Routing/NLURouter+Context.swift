/// Sentences said before the request that only set the scene: "ugh long week. sleeping in tomorrow
/// but lunch with Jess at noon", "this week flew by. thursday 8pm watching the game with Mia",
/// 今天累死了。明天中午十二点约了闺蜜吃火锅. When the last sentence is a new event with a clock of its
/// own, and the sentences before it hold no clock, no amount and no day the last one needs, the
/// event is understood from the last sentence alone: the scene is no part of its title or time.
extension NLURouter {
    /// The last sentence of `text` and its analysis, when the sentences before it only set the
    /// scene for a new event; `nil` otherwise (one sentence, or a scene that says something the
    /// event needs: "my sister lands Friday. pick her up at 6:40pm" keeps Friday).
    func withoutScene(_ text: String, analysis: NLUAnalysis, model: Model) -> (text: String, analysis: NLUAnalysis)? {
        guard let creator = model.eventCreator,
            analysis.prediction.skillID == nil || analysis.prediction.skillID == creator
        else { return nil }
        let scalars = Array(text.unicodeScalars)
        guard let cut = Self.lastSentenceStart(in: scalars) else { return nil }
        var tailView = String.UnicodeScalarView()
        tailView.append(contentsOf: scalars[cut...])
        let tail = String(tailView).trimmingCharacters(in: .whitespaces)
        guard !tail.isEmpty else { return nil }
        let last = analyze(tail, model: model)
        guard last.prediction.skillID == creator, last.times.contains(where: { $0.grain != .day }),
            last.times.contains(where: \.saysDay)
                || !analysis.times.contains(where: { $0.saysDay && $0.span.range.lowerBound < cut })
        else { return nil }
        // The scene itself: no clock and no amount.
        let sceneEnd = cut
        let scene = analysis.entities.filter { entity in
            switch entity {
            case .time(let time): time.span.range.lowerBound < sceneEnd
            case .money(let money): money.span.range.lowerBound < sceneEnd
            default: false
            }
        }
        guard
            !scene.contains(where: { entity in
                if case .time(let time) = entity { return time.grain != .day || time.span.range.upperBound > sceneEnd }
                return true
            })
        else { return nil }
        return (tail, last)
    }

    /// The question of `text` alone, when a statement after it only says why it is asked ("rain in
    /// pittsburgh the next 3 days? dad has a follow up", 明天下雨吗？要带妈妈去医院): the statement names
    /// no time, amount or place and asks for nothing. `text` itself otherwise.
    func withoutAfterthought(_ text: String, model: Model) -> String {
        let scalars = Array(text.unicodeScalars)
        guard let mark = scalars.firstIndex(where: { $0 == "?" || $0 == "？" }), mark + 1 < scalars.count else {
            return text
        }
        let question = String(String.UnicodeScalarView(scalars[...mark]))
        let rest = String(String.UnicodeScalarView(scalars[(mark + 1)...])).trimmingCharacters(in: .whitespaces)
        let lowered = rest.lowercased()
        // 适合跑步吗: a second question, not a reason.
        guard rest.unicodeScalars.count >= 4, !rest.contains("?"), !rest.contains("？"),
            !["吗", "呢", "么", "嘛"].contains(where: { rest.hasSuffix($0) }),
            !Self.afterthoughtOpenings.contains(where: { lowered.hasPrefix($0) }),
            analyze(rest, model: model).entities.isEmpty, EventChangeCues.request(in: NormalizedText(rest)) == nil
        else { return text }
        let asked = analyze(question, model: model)
        guard let skillID = asked.prediction.skillID, model.skills[skillID]?.asksOfAPlaceAndDay == true else {
            return text
        }
        return question
    }

    /// Words that open a request of its own after a question.
    private static let afterthoughtOpenings = [
        "add", "put", "book", "schedule", "cancel", "delete", "remove", "move", "push", "log", "record", "show",
        "list", "remind", "what", "how", "is ", "are ", "can ", "should", "will", "also", "and ", "then", "plus",
        "帮", "记", "加", "取消", "删", "查", "看", "再", "然后", "还有", "顺便", "如果",
    ]

    /// Where the last sentence starts: after a Chinese statement that ends in 了 before a space, or
    /// after the last `.`, `!` or `?` (or 。！？) that ends a sentence — followed by a space or a Chinese character, after a letter or a Chinese
    /// character (not 3.5, not an abbreviation: "Mr. Wang", "Dr. Lee"). `nil` for one sentence.
    static func lastSentenceStart(in s: [Unicode.Scalar]) -> Int? {
        var found: Int?
        // 今天累死了 明天…, 这周过得太快了 下周四…: a Chinese statement ending in 了, then a space.
        var clauseStart = 0
        for index in s.indices.dropFirst().dropLast() where s[index] == " " {
            defer { clauseStart = index + 1 }
            guard TextResidue.isHan(s[index + 1]) else { continue }
            if s[index - 1] == "了" { found = index + 1 }
            // 今天学校放假 不用执勤 明天…: a clause saying there is nothing to do that day.
            let clause = String(String.UnicodeScalarView(s[clauseStart..<index]))
            // The request starts at the next clause that says a clock (孙女周五放假 来家里住 周五下午五点…).
            if Self.dayOffWords.contains(where: { clause.contains($0) }) || Self.reportsSpeech(clause),
                !clause.unicodeScalars.contains(where: { $0 == "点" || NumberReader.asciiDigit($0) != nil })
            {
                var start = index + 1
                while start < s.count {
                    let next = s[start...].prefix { $0 != " " }
                    if next.contains(where: { $0 == "点" || NumberReader.asciiDigit($0) != nil }) {
                        found = start
                        break
                    }
                    start += next.count + 1
                }
            }
        }
        // "boss says he'll pay up this week, pick up my check wed 10am": what was said, then the request.
        if let comma = s.firstIndex(where: { $0 == "," || $0 == "，" }), comma > 0, comma + 1 < s.count,
            Self.reportsSpeech(String(String.UnicodeScalarView(s[..<comma])))
        {
            var start = comma + 1
            while start < s.count, s[start] == " " { start += 1 }
            if start < s.count { found = start }
        }
        for index in s.indices.dropFirst() where ".!?。！？".unicodeScalars.contains(s[index]) {
            let next = index + 1
            guard next < s.count else { continue }
            let before = s[index - 1]
            let wide = s[index].value > 0x3000
            let afterSpace = s[next] == " " && next + 1 < s.count
            guard wide || afterSpace, before.properties.isAlphabetic else { continue }
            if !wide {
                // "Mr. Wang", "Dr. Lee", "St. Louis": an abbreviation, not the end of a sentence.
                var wordStart = index
                while wordStart > 0, s[wordStart - 1].properties.isAlphabetic, s[wordStart - 1].isASCII {
                    wordStart -= 1
                }
                var word = String.UnicodeScalarView()
                word.append(contentsOf: s[wordStart..<index])
                if abbreviations.contains(String(word).lowercased()) { continue }
            }
            var start = next
            while start < s.count, s[start] == " " { start += 1 }
            if start < s.count { found = start }
        }
        return found
    }

    private static let abbreviations: Set<String> = [
        "mr", "mrs", "ms", "dr", "st", "jr", "sr", "prof", "vs", "etc", "inc", "co", "no", "mt", "ave", "rd", "apt",
        "dept", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "a.m", "p.m", "am",
        "pm",
    ]
}

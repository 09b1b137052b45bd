/// A value taken back in the same message: "午饭 35 不对 38", "明天 不对 后天 下午三点开会",
/// "lunch 35 no wait 38", "Friday, I mean Saturday". The message is understood as if the
/// withdrawn value and the correction word had not been said.
extension NLURouter {
    /// `text` without each value that a correction word takes back: a time, an amount or a bare
    /// number right before 不对 / 说错了 / "no wait" / "I mean", when one of the same kind follows.
    func corrected(_ text: String, at context: NLUContext) -> String {
        if let startFixed = Self.rangeStartCorrected(text) { return startFixed }
        let normalized = NormalizedText(text)
        if let dayFixed = withDayCorrectedAtTheEnd(text, normalized, at: context) { return dayFixed }
        if let clockFixed = Self.newEventClockRedone(text) { return clockFixed }
        guard RequestShape.contains(normalized.scalars, Self.correctionCues) else { return text }
        let original = normalized.originalScalars
        // Times and amounts, and bare numbers ("午饭 35 不对 38") as amounts.
        // A day and a clock said apart count as their clock: in "明天打扫周太太家 九点到十二点 哦不
        // 十点到一点" only the clock is taken back, the day and the name stay.
        var values: [(kind: String, range: Range<Int>)] = recognize(normalized, context: context)
            .filter { $0.kind == "time" || $0.kind == "money" }
            .map { entity in
                if case .time(let time) = entity, time.pieces.count >= 2, let last = time.pieces.last,
                    time.span.range.upperBound == last.range.upperBound
                {
                    return (entity.kind, last.range)
                }
                return (entity.kind, entity.span.range)
            }
        for number in Self.bareNumbers(in: original) where !values.contains(where: { $0.range.overlaps(number) }) {
            values.append(("money", number))
        }
        values.sort { $0.range.lowerBound < $1.range.lowerBound }
        var cuts: [Range<Int>] = []
        var insertions: [(at: Int, text: String)] = []
        for (withdrawn, kept) in zip(values, values.dropFirst()) where withdrawn.kind == kept.kind {
            let gap = withdrawn.range.upperBound..<kept.range.lowerBound
            guard !gap.isEmpty, gap.count <= 24 else { continue }
            let words = String(String.UnicodeScalarView(original[gap])).lowercased()
                .split(whereSeparator: { " ,，.…".contains($0) }).joined(separator: " ")
            guard Self.correctionWords.contains(words) else { continue }
            let (start, meridiem) = Self.withdrawnStart(withdrawn, kept: kept, in: original)
            cuts.append(start..<kept.range.lowerBound)
            // "8pm, actually make it 8:30": the half of the day goes on to the new clock.
            if let meridiem { insertions.append((kept.range.upperBound, meridiem)) }
        }
        guard !cuts.isEmpty else { return clockCorrectedAfterAName(original, values: values) ?? text }
        var scalars = original
        let edits =
            cuts.map { ($0, [Unicode.Scalar]()) } + insertions.map { ($0.at..<$0.at, Array($0.text.unicodeScalars)) }
        for (range, replacement) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            scalars.replaceSubrange(range, with: replacement)
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// Where the withdrawn value starts: a whole time, or only its closing clock when the correction
    /// is a clock alone ("next mon 8pm, actually make it 8:30" keeps next Monday).
    private static func withdrawnStart(
        _ withdrawn: (kind: String, range: Range<Int>), kept: (kind: String, range: Range<Int>),
        in original: [Unicode.Scalar]
    ) -> (start: Int, meridiem: String?) {
        guard withdrawn.kind == "time" else { return (withdrawn.range.lowerBound, nil) }
        let keptText = String(String.UnicodeScalarView(original[kept.range]))
        let said = String(String.UnicodeScalarView(original[withdrawn.range]))
        guard keptText.wholeMatch(of: closingClock) != nil,
            let clock = said.matches(of: closingClock).last(where: { $0.range.upperBound == said.endIndex }),
            clock.range.lowerBound > said.startIndex
        else { return (withdrawn.range.lowerBound, nil) }
        let start =
            withdrawn.range.lowerBound
            + said.unicodeScalars.distance(from: said.unicodeScalars.startIndex, to: clock.range.lowerBound)
        let saidClock = said[clock.range].lowercased()
        let keptLower = keptText.lowercased()
        let meridiem = ["am", "pm"].first { saidClock.hasSuffix($0) && !keptLower.hasSuffix($0) }
        return (start, meridiem)
    }

    /// "明天下午三点 李老师体检 哦不对 四点", "mrs patel physical tmrw 3pm, no wait 4": a clock taken back
    /// after the name of the event — the clock at the end of the first time gives way to the new one.
    private func clockCorrectedAfterAName(_ original: [Unicode.Scalar], values: [(kind: String, range: Range<Int>)])
        -> String?
    {
        let text = String(String.UnicodeScalarView(original))
        let lowered = text.lowercased()
        // The last correction word, with only a clock after it.
        guard
            // The last one, and of two ending together the longer ("no wait" over "wait").
            let word = Self.correctionWords.compactMap({ word in lowered.range(of: word, options: .backwards) })
                .max(by: { ($0.upperBound, $1.lowerBound) < ($1.upperBound, $0.lowerBound) })
        else { return nil }
        var kept = text[word.upperBound...].trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
        // 哦不对 是四点: "it is" before the clock said again.
        if kept.hasPrefix("是") { kept = String(kept.dropFirst()).trimmingCharacters(in: .whitespaces) }
        // 哦不是七点 是八点: the wrong clock said again, then the right one.
        if let restated = kept.prefixMatch(of: Self.closingClock), !restated.output.isEmpty {
            let rest = kept[restated.range.upperBound...].trimmingCharacters(
                in: .whitespaces.union(.punctuationCharacters))
            if rest.hasPrefix("是") { kept = String(rest.dropFirst()).trimmingCharacters(in: .whitespaces) }
        }
        guard let keptClock = kept.wholeMatch(of: Self.closingClock) else { return nil }
        let head = String(text[..<word.lowerBound]).trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
        // The last clock of the head, with the name of the event after it.
        guard
            let withdrawn = head.matches(of: Self.closingClock).last(where: { match in
                let before =
                    match.range.lowerBound == head.startIndex ? " " : head[head.index(before: match.range.lowerBound)]
                return !before.isNumber && !before.isLetter || "上下午晚早点".contains(before)
            })
        else { return nil }
        let name = head[withdrawn.range.upperBound...].trimmingCharacters(
            in: .whitespaces.union(.punctuationCharacters))
        guard name.wholeMatch(of: Self.closingClock) == nil else { return nil }
        // "wednesday 7pm no wait 8": the half of the day goes on to the new clock.
        let withdrawnClock = head[withdrawn.range].lowercased()
        let keptSaid = keptClock.output.lowercased()
        let meridiem =
            ["am", "pm"].first { withdrawnClock.hasSuffix($0) && !keptSaid.hasSuffix($0) && !keptSaid.contains("点") }
            ?? ""
        // "mrs patel physical tmrw 3pm, no wait 4": the name came first, the clock ended the head.
        return head[..<withdrawn.range.lowerBound] + keptClock.output + meridiem + (name.isEmpty ? "" : " " + name)
    }

    /// "周四晚上八点 跑团夜跑 改成八点半吧", "thurs the chens 2-4 make it 3-5", "send tmrw's orders to the
    /// cafes 9pm oh make it 9:30": a new event said with its clock, then the clock (or range) made
    /// over at the end — the message as if the new one had been said first. Without 哦 / "oh" the
    /// head must not point at a stored event (的, 's, 那个): "周四晚上八点的夜跑改成八点半" changes one.
    static func newEventClockRedone(_ text: String) -> String? {
        // Cheaply first: every message passes here.
        let scalars = text.unicodeScalars
        guard scalars.contains("改") || scalars.contains(where: { $0 == "k" || $0 == "K" }) else { return nil }
        let lowered = text.lowercased()
        guard
            let cue = redoCues.compactMap({ cue in lowered.range(of: cue, options: .backwards).map { (cue, $0) } })
                .max(by: { $0.1.upperBound < $1.1.upperBound })
        else { return nil }
        var kept = text[cue.1.upperBound...].trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
        let decided = kept.hasSuffix("吧")  // 改成八点半吧: settled now, as one says of a plan
        if decided { kept = String(kept.dropLast()).trimmingCharacters(in: .whitespaces) }
        guard let keptTime = kept.wholeMatch(of: clockOrRange) else { return nil }
        let rawHead = String(text[..<cue.1.lowerBound])
        let head = rawHead.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
        let headLowered = head.lowercased()
        // ("…, actually make it 8:30" is read by the correction words.)
        if ["actually", "no", "wait", "sorry"].contains(where: { headLowered.hasSuffix($0) }) { return nil }
        let softened = cue.0.hasPrefix("oh") || cue.0.hasPrefix("哦") || cue.0.hasPrefix("噢")
        if !softened {
            // "my 3pm today got bumped, make it 4:30", "next sat 10am one, make it 9:30": a stored event.
            if cue.0 == "改成", !decided || ["的", "那个", "那场", "那次"].contains(where: { head.contains($0) }) {
                return nil
            }
            if cue.0 == "make it",
                rawHead.trimmingCharacters(in: .whitespaces).hasSuffix(",")
                    || [" one", "my ", "'s", "’s", "that "].contains(where: { headLowered.contains($0) })
                    || headLowered.hasPrefix("the ")
            {
                return nil
            }
        }
        guard
            let withdrawn = head.matches(of: clockOrRange).last(where: { match in
                let before =
                    match.range.lowerBound == head.startIndex ? " " : head[head.index(before: match.range.lowerBound)]
                return (!before.isNumber && !before.isLetter || "上下午晚早点".contains(before))
                    && (match.range.upperBound == head.endIndex || !head[match.range.upperBound].isNumber)
            }),
            withdrawn.output.contains(where: \.isNumber) || withdrawn.output.contains("点")
        else { return nil }
        // The head says a day, a clock and a name of its own: a whole new event.
        let name = (head[..<withdrawn.range.lowerBound] + " " + head[withdrawn.range.upperBound...])
        guard name.contains(where: { $0.isLetter }) else { return nil }
        let withdrawnSaid = head[withdrawn.range].lowercased()
        let keptSaid = keptTime.output.lowercased()
        let meridiem =
            ["am", "pm"].first { withdrawnSaid.hasSuffix($0) && !keptSaid.hasSuffix($0) && !keptSaid.contains("点") }
            ?? ""
        return head[..<withdrawn.range.lowerBound] + keptTime.output + meridiem + head[withdrawn.range.upperBound...]
    }

    private static let redoCues = ["oh make it", "哦 改成", "哦改成", "噢 改成", "make it", "改成"]

    private nonisolated(unsafe) static let clockOrRange =
        /(?i)(?:[零一二两三四五六七八九十]{1,3}点(?:半|[零一二三四五六七八九十]{1,3}分?)?|[0-9]{1,2}(?::[0-9]{2})?\s?(?:am|pm)?)(?:\s?(?:到|至|-|–|to)\s?(?:[零一二两三四五六七八九十]{1,3}点(?:半|[零一二三四五六七八九十]{1,3}分?)?|[0-9]{1,2}(?::[0-9]{2})?\s?(?:am|pm)?))?/

    private nonisolated(unsafe) static let closingClock =
        /(?i)(?:[零一二两三四五六七八九十]{1,3}点(?:半|[零一二三四五六七八九十]{1,3}分?)?|[0-9]{1,2}(?::[0-9]{2})?\s?(?:am|pm)?)/

    /// "um thursday 2-5pm jen's color, today i mean", "周四下午两点到五点 王姐烫染 今天的": a day said
    /// at the end as a correction takes the place of the day said first; `nil` when the message
    /// ends in no such correction.
    private func withDayCorrectedAtTheEnd(
        _ text: String, _ normalized: NormalizedText, at context: NLUContext
    ) -> String? {
        // Cheaply first: every message passes here.
        guard let end = normalized.scalars.last(where: { $0.properties.isAlphabetic }),
            end == "n" || end == "t" || end == "的" || end == "说" || end == "是"
        else { return nil }
        let lowered = text.lowercased().trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
        guard let tail = Self.dayCorrectionTails.first(where: { lowered.hasSuffix($0) }) else { return nil }
        let times = recognize(normalized, context: context).compactMap { entity -> TimeEntity? in
            if case .time(let time) = entity { time } else { nil }
        }
        guard times.count == 2, let said = times.first, let correction = times.last, correction.grain == .day,
            correction.end == nil, said.saysDay
        else { return nil }
        let original = normalized.originalScalars
        // Only the correction and its words after it end the message, set off by a comma or a space.
        let after = String(String.UnicodeScalarView(original[correction.span.range.upperBound...])).lowercased()
            .trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
        guard tail.hasSuffix(after) || after.isEmpty || Self.dayCorrectionTails.contains(after),
            correction.span.range.lowerBound > 0,
            " ,，".unicodeScalars.contains(original[correction.span.range.lowerBound - 1])
        else { return nil }
        // The day word that opens the first time gives way to the corrected one.
        let first = String(String.UnicodeScalarView(original[said.span.range]))
        guard let day = first.firstMatch(of: Self.openingDay), day.range.lowerBound == first.startIndex else {
            return nil
        }
        let replaced = correction.span.text + first[day.range.upperBound...]
        var scalars = Array(original[..<correction.span.range.lowerBound])
        while let last = scalars.last, " ,，".unicodeScalars.contains(last) { scalars.removeLast() }
        scalars.replaceSubrange(said.span.range, with: Array(replaced.unicodeScalars))
        return String(String.UnicodeScalarView(scalars))
    }

    private static let dayCorrectionTails = ["i mean", "i meant", "的", "我是说", "我说的是"]
    private nonisolated(unsafe) static let openingDay =
        /(?i)^(?:this |next )?(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)[a-z]*|^(?:today|tomorrow|tmrw|tonight)|^(?:下下|下|这|本)?(?:周|星期|礼拜)[一二三四五六日天]|^(?:今天|明天|后天|今晚|明晚)/

    /// The runs of ASCII digits (with a decimal point) in `scalars`.
    private static func bareNumbers(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        var numbers: [Range<Int>] = []
        var index = 0
        while index < scalars.count {
            guard NumberReader.asciiDigit(scalars[index]) != nil else {
                index += 1
                continue
            }
            var end = index
            while end < scalars.count, NumberReader.asciiDigit(scalars[end]) != nil || scalars[end] == "." { end += 1 }
            numbers.append(index..<end)
            index = end
        }
        return numbers
    }

    /// "今天下午三点到六点 市集摆摊 不对 两点半开始", "craft market today 3 to 6, no wait starting 2:30": a
    /// correction that names only a new start moves the start of the clock range said before, and the
    /// range keeps its end (and the part of the day before it).
    static func rangeStartCorrected(_ text: String) -> String? {
        // A short message that says a start (the patterns backtrack: never run on a long text).
        guard text.unicodeScalars.count <= 200, text.contains("开始") || text.lowercased().contains("start") else {
            return nil
        }
        for pattern in [chineseRangeStart, englishRangeStart] {
            if let match = text.wholeMatch(of: pattern) {
                return String(match.output.1) + String(match.output.4) + String(match.output.2)
                    + String(match.output.3)
            }
        }
        return nil
    }

    // (before the start)(the joiner and the end)(what follows, up to the correction)(the new start)
    nonisolated(unsafe) private static let chineseRangeStart =
        /(.*?)[零〇一二两三四五六七八九十0-9]{1,3}点(?:半|一刻|三刻|[零〇一二三四五六七八九十0-9]{1,3}分?)?((?:到|至|-|~)[零〇一二两三四五六七八九十0-9]{1,3}点(?:半|一刻|三刻|[零〇一二三四五六七八九十0-9]{1,3}分?)?)(.*?)[\s,，]*(?:哦不对|啊不对|不对|说错了|哦不|啊不|错了)[\s,，]*([零〇一二两三四五六七八九十0-9]{1,3}点(?:半|一刻|三刻|[零〇一二三四五六七八九十0-9]{1,3}分?)?)开始[\s。!！]*/
    nonisolated(unsafe) private static let englishRangeStart =
        /(.*?\b)\d{1,2}(?::\d{2})?(?:\s?[ap]m)?(\s*(?:to|-|–|till|until)\s*\d{1,2}(?::\d{2})?(?:\s?[ap]m)?)(.*?)[\s,]*(?:no wait|wait no|actually|i mean|sorry)[\s,]+(?:starting(?: at)?|start(?:s)? at|make it start at)\s+(\d{1,2}(?::\d{2})?(?:\s?[ap]m)?)[\s.!]*/
        .ignoresCase()

    /// Words that take back what was just said, as they stand between the two values.
    static let correctionWords: Set<String> = [
        "不对", "说错了", "错了", "哦不", "噢不", "no wait", "wait no", "i mean", "sorry i mean", "no i mean",
        "oops", "correction", "哦不对", "噢不对", "啊不对", "呃不对", "嗯不对", "不对不对", "哦说错了", "不是不是",
        // "next mon 8pm, actually make it 8:30": the clock said again in the same message.
        "actually make it", "actually make that", "actually", "no make it", "wait make it", "make that", "wait",
        "sorry", "no no",
        // "inspection next tue 9am, no, 8:30", 下周二早上九点 查勘 啊不 八点半.
        ", no,", "啊不", "呃不", "嗯不",
    ]
    private static let correctionCues = RequestShape.Cues([
        "不对", "说错了", "错了", "哦不", "噢不", "no wait", "wait no", "i mean", "oops", "correction", "actually",
        "make that", "wait", "sorry", ", no,", "啊不", "呃不", "嗯不",
    ])
}

/// Words in one part of a message that point back at the part before it (issue 15, item 11):
/// "帮我看看端午那天的安排，再看下那天厦门天气" (那天 is 端午), "weather in Denver tomorrow, and
/// can I run there" (there is Denver), "is today good for a run in Philadelphia? what about
/// tomorrow" (the same request, another day). The part is rewritten with the earlier words and
/// then understood on its own.
enum PartReferences {
    /// `part` with its references to `previous` (a part and its analysis) replaced by the words
    /// they point at, and whether it was a follow-up ("what about tomorrow", 那明天呢) that repeats
    /// the previous request with another day or place; `nil` when it points at nothing.
    /// `recognize` is the router's own recognizers, for what a follow-up names.
    static func resolved(
        _ part: String, previous: String, analysis: NLUAnalysis, recognize: (NormalizedText) -> [NLUEntity]
    ) -> (text: String, followUp: Bool)? {
        let place = analysis.places.first.map(\.span)
        if let rest = followUpRest(part) {
            return followUp(rest, previous: previous, analysis: analysis, recognize: recognize).map { ($0, true) }
        }
        var text = part
        var changed = false
        if let start = analysis.times.first?.start {
            for word in dayWords {
                guard let range = text.range(of: word, options: .caseInsensitive) else { continue }
                // The day written out in full, so no word beside it changes it (看下那天 is not 下周五).
                text.replaceSubrange(
                    range, with: written(start, chinese: word.unicodeScalars.first.map { $0.value > 0x7F } ?? false))
                changed = true
                break
            }
            if !changed, let shifted = shiftedDay(in: text, from: start, recognize: recognize) {
                text = shifted
                changed = true
            }
        }
        if let place, !text.contains(place.text) {
            for word in placeWords {
                guard let range = text.range(of: word, options: .caseInsensitive) else { continue }
                text.replaceSubrange(range, with: word.hasPrefix(" ") ? " in \(place.text)" : place.text)
                changed = true
                break
            }
        }
        return changed ? (text, false) : nil
    }

    /// `moment`'s day as a date with its year: 2026年12月4日, December 4, 2026.
    private static func written(_ moment: LocalMoment, chinese: Bool) -> String {
        if chinese { return " \(moment.year)年\(moment.month)月\(moment.day)日 " }
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
        return "\(months[max(0, min(11, moment.month - 1))]) \(moment.day), \(moment.year)"
    }

    /// `text` with a day counted from the day of the part before ("…, and the weather in Chicago
    /// the day after", 第二天, 前一天) written out, or `nil` when it says none, or says it as part
    /// of a time of its own ("the day after tomorrow", 国庆第二天).
    private static func shiftedDay(
        in text: String, from start: LocalMoment, recognize: (NormalizedText) -> [NLUEntity]
    ) -> String? {
        for (word, days) in shiftWords {
            guard let range = text.range(of: word, options: .caseInsensitive) else { continue }
            let offset = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: range.lowerBound)
            let length = word.unicodeScalars.count
            let own = recognize(NormalizedText(text)).contains { entity in
                guard case .time(let time) = entity else { return false }
                return time.span.range.overlaps(offset..<offset + length)
            }
            guard !own, let date = start.date(in: .gmt) else { return nil }
            let day = LocalMoment(date.addingTimeInterval(Double(days) * 86_400), in: .gmt)
            var result = text
            result.replaceSubrange(
                range, with: written(day, chinese: word.unicodeScalars.first.map { $0.value > 0x7F } ?? false))
            return result
        }
        return nil
    }

    /// Words that count days from the day of the part before, longest first.
    private static let shiftWords: [(String, Int)] = [
        ("the following day", 1), ("the next day", 1), ("the day after", 1), ("the day before", -1),
        ("第二天", 1), ("次日", 1), ("隔天", 1), ("前一天", -1),
    ]

    /// Words that mean the day of the part before.
    private static let dayWords = ["那一天", "那天", "当天", "同一天", "that same day", "the same day", "that day"]
    /// Words that mean the place of the part before (" there" not after is/are: "is there rain").
    private static let placeWords = ["那里", "那边", "那儿", " there"]

    /// What follows "what about" / "how about" / 那 … 呢: the new day or place of a follow-up.
    private static func followUpRest(_ part: String) -> String? {
        var text = part.trimmingCharacters(in: .whitespacesAndNewlines)
        while let last = text.last, "?？.。!！".contains(last) { text.removeLast() }
        let lowered = text.lowercased()
        for opener in ["what about ", "how about ", "and what about ", "and how about ", "and "]
        where lowered.hasPrefix(opener) {
            return String(text.dropFirst(opener.count))
        }
        // (还有)周五南京的: the same request, with the words that differ (加一个周五早上六点的 asks
        // for another event: not the request before).
        if text.hasSuffix("的"), text.count > 1, !["加一个", "加个", "再加一个"].contains(where: { text.hasPrefix($0) }) {
            text.removeLast()
            if text.hasPrefix("还有") { text.removeFirst(2) }
            return text
        }
        guard text.hasSuffix("呢") else { return nil }
        text.removeLast()
        for opener in ["那么", "那", "还有"] where text.hasPrefix(opener) {
            text.removeFirst(opener.count)
            break
        }
        return text
    }

    /// The previous part with its day and place replaced by those `rest` names ("周五南京" → both);
    /// `nil` unless `rest` is short and names a day or a place (a capitalized word counts as a
    /// place the gazetteer lacks).
    private static func followUp(
        _ rest: String, previous: String, analysis: NLUAnalysis, recognize: (NormalizedText) -> [NLUEntity]
    ) -> String? {
        guard !rest.isEmpty, rest.split(separator: " ").count <= 4, rest.unicodeScalars.count <= 16 else {
            return nil
        }
        let named = recognize(NormalizedText(rest))
        var replacements: [(range: Range<Int>, text: String)] = []
        if let old = analysis.places.first {
            if let new = named.lazy.compactMap({ if case .place(let place) = $0 { place } else { nil } }).first {
                replacements.append((old.span.range, new.span.text))
            } else if rest.first.map(\.isUppercase) == true, !dayNames.contains(rest.lowercased()) {
                replacements.append((old.span.range, rest))
            }
        }
        if let old = analysis.times.first,
            let new = named.lazy.compactMap({ if case .time(let time) = $0 { time } else { nil } }).first
        {
            replacements.append((old.span.range, new.span.text))
        }
        guard !replacements.isEmpty else { return nil }
        var scalars = Array(previous.unicodeScalars)
        for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            scalars.replaceSubrange(replacement.range, with: replacement.text.unicodeScalars)
        }
        return String(String.UnicodeScalarView(scalars))
    }

    private static let dayNames: Set<String> = [
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "today", "tomorrow", "tonight",
    ]
}

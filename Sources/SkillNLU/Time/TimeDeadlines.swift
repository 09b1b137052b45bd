/// Deadlines: a time with a word that makes it the end of an interval from now — 周五前,
/// 下周三之前, 12月10号以前, 到周四为止, 截止到本周五, 最晚后天, 不晚于12月20日, by Friday,
/// no later than Dec 20, until 5pm, before Friday.
///
/// The interval starts now: today 00:00 at day grain, the current minute at hour or minute grain.
/// Like every range, its end is exclusive. A deadline day is included ("by Thursday" and 周四前
/// end at Friday 00:00); a clock deadline ends at the clock (下午5点前 ends at 17:00). English
/// "before X" excludes the day X (ends at X 00:00), and "before the weekend" / 周末前 ends where
/// the period starts. See docs/NLU.md.
enum TimeDeadlines {
    /// The deadline a marker makes of `resolution` (read from `range` of `scalars`), and the
    /// scalars the marker took; `nil` when no marker is there.
    static func apply(
        _ resolution: TimeResolver.Resolution, range: Range<Int>, scalars: [Unicode.Scalar], resolver: TimeResolver
    ) -> (resolution: TimeResolver.Resolution, marker: Range<Int>)? {
        guard let (marker, excludesDay) = marker(around: range, in: scalars) else { return nil }
        // Only points in the future make deadlines; "上周五前" is a past point, left alone.
        guard resolution.start >= resolver.today * 86_400 else { return nil }
        let dayGrain = resolution.grain == .day
        var end = resolution.start
        if resolution.end != nil || excludesDay {
            // A period (周末前) or English "before": up to where it starts.
            end = CivilCalendar.floorDivide(resolution.start, 86_400) * 86_400
        } else if dayGrain {
            end = resolution.start + 86_400  // the deadline day is included
        }
        let start = dayGrain ? resolver.today * 86_400 : resolver.nowLocal - ((resolver.nowLocal % 60) + 60) % 60
        guard end > start else { return nil }
        return (TimeResolver.Resolution(start: start, end: end, grain: dayGrain ? .day : resolution.grain), marker)
    }

    /// Chinese markers after the time, and Chinese or English markers before it.
    private static let after: [[Unicode.Scalar]] = ["之前", "以前", "为止", "前"].map { Array($0.unicodeScalars) }
    private static let before: [(words: [Unicode.Scalar], excludesDay: Bool)] = [
        ("截止到", false), ("截止至", false), ("截至", false), ("截止", false), ("最晚", false), ("最迟", false),
        ("不晚于", false), ("no later than ", false), ("not later than ", false), ("by ", false), ("until ", false),
        ("till ", false), ("before ", true),
    ].map { (Array($0.0.unicodeScalars), $0.1) }

    private static func marker(around range: Range<Int>, in s: [Unicode.Scalar]) -> (Range<Int>, Bool)? {
        for words in after where matches(words, in: s, at: range.upperBound) {
            // 前 alone must not start another word (前天, 前面 are not deadlines).
            let end = range.upperBound + words.count
            if words.count == 1, end < s.count, "天面后边头年".unicodeScalars.contains(s[end]) { continue }
            // 到……为止 needs its 到.
            if words == Array("为止".unicodeScalars), !(range.lowerBound > 0 && s[range.lowerBound - 1] == "到") {
                continue
            }
            return (range.upperBound..<end, false)
        }
        for (words, excludesDay) in before {
            let start = range.lowerBound - words.count
            guard start >= 0, matches(words, in: s, at: start) else { continue }
            if words.first.map({ $0.value < 0x80 }) == true, start > 0, s[start - 1].properties.isAlphabetic {
                continue
            }
            return (start..<range.lowerBound, excludesDay)
        }
        // 到周四为止: 到 before, 为止 after.
        return nil
    }

    private static func matches(_ words: [Unicode.Scalar], in s: [Unicode.Scalar], at index: Int) -> Bool {
        guard index >= 0, index + words.count <= s.count else { return false }
        for (offset, scalar) in words.enumerated() where s[index + offset] != scalar { return false }
        return true
    }
}

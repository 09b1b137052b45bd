import Foundation

/// Coordinated times share what was said once (CONVENTIONS "distribute"): in 明天上午和下午,
/// 下周二、周四 and "tomorrow morning and evening" the later item takes the earlier one's day or
/// week. Items stay separate entities.
enum TimeCoordination {
    /// `phrases` (in text order) with a day or week carried from an item to the next one joined to
    /// it by 和 、 或 及 与, and, or.
    static func distribute(_ phrases: [TimePhrase], in text: NormalizedText) -> [TimePhrase] {
        var result = phrases
        for index in result.indices.dropFirst() {
            let previous = result[index - 1]
            guard previous.second == nil, result[index].second == nil,
                isCoordinator(text, previous.range.upperBound..<result[index].range.lowerBound),
                let day = previous.first.day
            else { continue }
            var point = result[index].first
            if point.day == nil, point.period == nil, point.offset == nil, point.part != nil || point.clock != nil {
                point.day = day  // 明天上午和下午, tomorrow morning and evening
                point.shift = previous.first.shift
            } else if case .weekday(let weekday, .nearest)? = point.day, case .weekday(_, .week(let weeks)) = day,
                point.clock == nil
            {
                point.day = .weekday(weekday, .week(weeks))  // 下周二、周四
            } else {
                continue
            }
            result[index].first = point
        }
        return result
    }

    /// Whether only a coordinating word lies in `gap`: 和 、 或 及 与 and or (not a comma: "明天，下午三点" is one time).
    private static func isCoordinator(_ text: NormalizedText, _ gap: Range<Int>) -> Bool {
        let s = text.scalars
        guard gap.lowerBound <= gap.upperBound, gap.upperBound <= s.count else { return false }
        // 、 is normalized to a comma; the original tells it apart.
        if gap.count == 1, s[gap.lowerBound] == ",", text.originalScalars[text.origins[gap.lowerBound]] == "、" {
            return true
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: s[gap])
        let word = String(text).trimmingCharacters(in: .whitespaces)
        return ["和", "、", "或", "或者", "及", "与", "and", "or", ", and"].contains(word)
    }
}

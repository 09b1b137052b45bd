import Foundation

/// Coordinated times share what was said once (CONVENTIONS "distribute"): in 明天上午和下午,
/// 下周二、周四 and "tomorrow morning and evening" the later item takes the earlier one's day or
/// week. Items stay separate entities.
enum TimeCoordination {
    /// `phrases` (in text order) with a day or week carried from an item to the next one joined to
    /// it by 和 、 或 及 与, and, or.
    static func distribute(_ phrases: [TimePhrase], in text: NormalizedText) -> [TimePhrase] {
        var result = withBareDays(weeksAfter(phrases, in: text), in: text)
        for index in result.indices.dropFirst() {
            let previous = result[index - 1]
            let gap = previous.range.upperBound..<result[index].range.lowerBound
            let joined = isCoordinator(text, gap)
            // 下周六周日: weekdays side by side are coordinated too.
            let besideWeekday: Bool
            if case .weekday(_, .week)? = previous.first.day, case .weekday(_, .nearest)? = result[index].first.day,
                gap.isEmpty || isSpace(text, gap)
            {
                besideWeekday = true
            } else {
                besideWeekday = false
            }
            guard previous.second == nil, result[index].second == nil, joined || isComma(text, gap) || besideWeekday,
                let day = previous.first.day
            else { continue }
            var point = result[index].first
            if joined, point.day == nil, point.period == nil, point.offset == nil,
                point.part != nil || point.clock != nil
            {
                point.day = day  // 明天上午和下午, tomorrow morning and evening
                point.shift = previous.first.shift
            } else if case .weekday(let weekday, .nearest)? = point.day, case .weekday(_, .week(let weeks)) = day {
                // 下周二、周四; "next Monday, Wednesday and Friday"
                point.day = .weekday(weekday, .week(weeks))
            } else {
                continue
            }
            result[index].first = point
        }
        return backwards(result, in: text)
    }

    /// What the last item says is shared backwards: "either 3pm or 5pm tomorrow" (the clocks take
    /// the day), 下周二、周四晚上七点 and "Tuesday and Thursday at 7pm" (the days take the clock),
    /// 周二和周四晚上 and "sat and sun night" (the days take the part of the day).
    private static func backwards(_ phrases: [TimePhrase], in text: NormalizedText) -> [TimePhrase] {
        var result = phrases
        // A list's earlier items are set off by commas: "Monday, Wednesday and Friday at 10am".
        var listed = Set<Int>()
        for index in result.indices.dropLast().reversed() {
            let next = result[index + 1].first
            let gap = result[index].range.upperBound..<result[index + 1].range.lowerBound
            guard result[index].second == nil, result[index + 1].second == nil else { continue }
            var point = result[index].first
            if point.day == nil, point.period == nil, point.offset == nil, point.clock != nil, let day = next.day,
                next.clock != nil, isCoordinator(text, gap)
            {
                point.day = day  // either 3pm or 5pm tomorrow
                point.shift = next.shift
            } else if point.day != nil, point.clock == nil, point.part == nil, point.period == nil,
                point.offset == nil, next.day != nil || next.offset != nil, let clock = next.clock,
                gap.isEmpty || isCoordinator(text, gap) || (listed.contains(index + 1) && isComma(text, gap))
            {
                // 周四周五下午两点: days side by side are coordinated too.
                point.clock = clock  // Tuesday and Thursday at 7pm
                point.part = next.part
                listed.insert(index)
            } else if point.day != nil, point.clock == nil, point.part == nil, point.period == nil,
                point.offset == nil, next.day != nil, next.clock == nil, let part = next.part,
                gap.isEmpty || isCoordinator(text, gap) || (listed.contains(index + 1) && isComma(text, gap))
            {
                point.part = part  // 周二和周四晚上, "tomorrow or wednesday afternoon"
                listed.insert(index)
            } else {
                continue
            }
            result[index].first = point
        }
        return result
    }

    /// "Saturday and Sunday next week", "Mon, Wed, Fri next week": bare weekdays before a week
    /// take that week, and the week itself is no separate time.
    private static func weeksAfter(_ phrases: [TimePhrase], in text: NormalizedText) -> [TimePhrase] {
        var result = phrases
        var index = 1
        while index < result.count {
            guard case .week(let weeks)? = result[index].first.period, result[index].second == nil,
                isSpace(text, result[index - 1].range.upperBound..<result[index].range.lowerBound)
            else {
                index += 1
                continue
            }
            var first = index - 1
            while first >= 0, result[first].second == nil, result[first].first.clock == nil,
                case .weekday(_, .nearest)? = result[first].first.day,
                first == index - 1
                    || isCoordinator(text, result[first].range.upperBound..<result[first + 1].range.lowerBound)
                    || isComma(text, result[first].range.upperBound..<result[first + 1].range.lowerBound)
            {
                first -= 1
            }
            first += 1
            // One weekday: "Tuesday next week", "3pm Tuesday next week" (a space between).
            guard index - first >= 2 else {
                let week = result[index]
                if week.range.lowerBound > result[index - 1].range.upperBound,
                    takeWeek(&result[index - 1], weeks, through: week.range.upperBound)
                {
                    result.remove(at: index)
                } else {
                    index += 1
                }
                continue
            }
            for item in first..<index {
                if case .weekday(let weekday, .nearest)? = result[item].first.day {
                    result[item].first.day = .weekday(weekday, .week(weeks))
                }
            }
            result.remove(at: index)
        }
        return result
    }

    /// "December 24 and 25", "Dec 5 or 6", 12月5号和6号: a bare day number after a date and a
    /// coordinator is a date of the same month.
    private static let joiners: [[Unicode.Scalar]] = [" and ", " or ", " & ", "和", "或", "、"].map {
        Array($0.unicodeScalars)
    }

    /// `phrase` when it is only a clock or a part of the day said right after `end` (one space,
    /// or " at "), else `nil`.
    private static func clockOnly(_ phrase: TimePhrase, after end: Int, in s: [Unicode.Scalar]) -> TimePhrase? {
        let first = phrase.first
        guard phrase.second == nil, first.day == nil, first.period == nil, first.offset == nil,
            first.clock != nil || first.part != nil, phrase.range.lowerBound >= end
        else { return nil }
        let gap = String(String.UnicodeScalarView(s[end..<phrase.range.lowerBound]))
        return gap == " " || gap == " at " || gap.isEmpty ? phrase : nil
    }

    private static func withBareDays(_ phrases: [TimePhrase], in text: NormalizedText) -> [TimePhrase] {
        let s = text.scalars
        var result: [TimePhrase] = []
        var phrases = phrases
        var absorbed = Set<Int>()
        for index in phrases.indices where !absorbed.contains(index) {
            let phrase = phrases[index]
            // "18 and 19 June": bare days before a date that names the month are that month's.
            let previousEnd = index > 0 ? phrases[index - 1].range.upperBound : 0
            result += bareDaysBefore(phrase, after: previousEnd, in: s)
            result.append(phrase)
            let own = result.count - 1
            let nextStart = index + 1 < phrases.count ? phrases[index + 1].range.lowerBound : s.count
            result += bareWeekdays(after: phrase, upTo: nextStart, in: text)
            guard phrase.second == nil, phrase.first.clock == nil, phrase.first.part == nil else { continue }
            // "on the 1st, 2nd and 3rd": the days of the month said first, without a month too.
            let sameMonth: (Int) -> DayRef
            switch phrase.first.day {
            case .monthDay(let month, _, let year)?: sameMonth = { .monthDay(month: month, day: $0, year: year) }
            // "the 21st 22nd and 23rd": ordinals typed with only spaces between them; "the 12th and
            // 13th": an ordinal after "and" or "or".
            case .dayOfMonth(_, let offset)?
            where has(s, phrase.range.upperBound, ",", " ") || ordinalAfterSpace(s, phrase.range.upperBound)
                || ordinalAfterJoiner(s, phrase.range.upperBound):
                sameMonth = { .dayOfMonth($0, monthOffset: offset) }
            default: continue
            }
            // "Aug 2, 4 and 6": every bare day of the list, each after a joiner.
            var position = phrase.range.upperBound
            while let day = bareDay(after: position, in: text) {
                if index + 1 < phrases.count, phrases[index + 1].range.lowerBound < day.range.upperBound {
                    // 12月5号和6号(下午三点): the grammar read 6号 as a day of some month; it is December's.
                    if phrases[index + 1].range.lowerBound == day.range.lowerBound, phrases[index + 1].second == nil,
                        case .dayOfMonth(let number, nil)? = phrases[index + 1].first.day
                    {
                        phrases[index + 1].first.day = sameMonth(number)
                    } else if phrases[index + 1].range.lowerBound == day.range.lowerBound,
                        position == phrase.range.upperBound, phrases[index + 1].second == nil,
                        case .monthDay(let month, _, let year)? = phrases[index + 1].first.day,
                        case .dayOfMonth(let number, nil)? = phrase.first.day
                    {
                        // "the 18th and 19th of June": the first day is June's too.
                        result[own].first.day = .monthDay(month: month, day: number, year: year)
                    }
                    break
                }
                var point = TimePoint()
                point.day = sameMonth(day.value)
                var range = day.range
                // "Sept 12 and 14 at 3pm": the clock right after the last day is part of it, so the
                // days before take it too.
                if index + 1 < phrases.count,
                    let clock = clockOnly(phrases[index + 1], after: day.range.upperBound, in: s)
                {
                    point.clock = clock.first.clock
                    point.part = clock.first.part
                    range = day.range.lowerBound..<clock.range.upperBound
                    absorbed.insert(index + 1)
                }
                result.append(TimePhrase(first: point, range: range, firstEnd: range.upperBound))
                position = range.upperBound
                if absorbed.contains(index + 1) { break }
            }
        }
        return result
    }

    /// English bare day numbers (1–31, digits or ordinals) right before `phrase`, each followed by
    /// " and ", " or " or ", ", when `phrase` is a date that starts with its own day and names its
    /// month ("18 and 19 June", "the 3rd, 4th and 5th of May"): days of the same month, in order.
    private static func bareDaysBefore(_ phrase: TimePhrase, after limit: Int, in s: [Unicode.Scalar])
        -> [TimePhrase]
    {
        guard phrase.second == nil, phrase.first.clock == nil, phrase.first.part == nil,
            case .monthDay(let month, _, let year)? = phrase.first.day,
            phrase.range.lowerBound < s.count, NumberReader.asciiDigit(s[phrase.range.lowerBound]) != nil
        else { return [] }
        var days: [TimePhrase] = []
        var end = phrase.range.lowerBound
        while true {
            var joinerStart = end
            for joiner in listJoiners
            where end - joiner.count >= limit && s[(end - joiner.count)..<end].elementsEqual(joiner) {
                joinerStart = end - joiner.count
                break
            }
            guard joinerStart < end else { break }
            // The day before the joiner: digits, with an ordinal's letters.
            var dayEnd = joinerStart
            var dayStart = dayEnd
            while dayStart > limit, s[dayStart - 1].value >= 0x61 && s[dayStart - 1].value <= 0x7A,
                dayEnd - dayStart < 2
            {
                dayStart -= 1
            }
            let suffix = String(String.UnicodeScalarView(s[dayStart..<dayEnd]))
            guard suffix.isEmpty || ["st", "nd", "rd", "th"].contains(suffix) else { break }
            dayEnd = dayStart
            while dayStart > limit, NumberReader.asciiDigit(s[dayStart - 1]) != nil { dayStart -= 1 }
            guard dayEnd - dayStart >= 1, dayEnd - dayStart <= 2, dayStart == 0 || !isWordScalar(s[dayStart - 1]),
                let number = TimeNumber.read(s, at: dayStart), (1...31).contains(number.value),
                // In order: "20, 19 June" is an amount and a date.
                number.value < dayOfPhrase(days.first ?? phrase) ?? 0
            else { break }
            var point = TimePoint()
            point.day = .monthDay(month: month, day: number.value, year: year)
            days.insert(TimePhrase(first: point, range: dayStart..<joinerStart, firstEnd: joinerStart), at: 0)
            end = dayStart
        }
        // A bare number counts only as an ordinal ("18th") or after a word that leads to a day
        // ("on 18 and 19 June"): "room 12 and 19 june", "buy 3 and 5 june" keep their numbers.
        guard let first = days.first else { return [] }
        let ordinal = first.range.upperBound < s.count && s[first.range.upperBound - 1].value >= 0x61
        if !ordinal {
            let start = first.range.lowerBound
            let leads = dayLeadWords.contains { word in
                start >= word.count && s[(start - word.count)..<start].elementsEqual(word)
                    && (start == word.count || !isWordScalar(s[start - word.count - 1]))
            }
            guard start == 0 || leads else { return [] }
        }
        return days
    }

    private static let dayLeadWords = ["on ", "for ", "from ", "between ", "at ", "the ", "looking "].map {
        Array($0.unicodeScalars)
    }
    private static let listJoiners = [" and ", " or ", ", "].map { Array($0.unicodeScalars) }

    private static func dayOfPhrase(_ phrase: TimePhrase) -> Int? {
        if case .monthDay(_, let value, _)? = phrase.first.day { value } else { nil }
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value >= 0x61 && scalar.value <= 0x7A) || NumberReader.asciiDigit(scalar) != nil
            || scalar == "$" || scalar == "."
    }

    /// A bare day number of the month after a joiner at `position` (和 6号, " and 25", "、6"; ", 4"
    /// only inside a list that goes on: "Aug 2, 4 and 6").
    private static func bareDay(after start: Int, in text: NormalizedText) -> (value: Int, range: Range<Int>)? {
        let s = text.scalars
        var position = start
        var joined = false
        var commaOnly = false
        for scalars in joiners {
            if position + scalars.count <= s.count, s[position..<position + scalars.count].elementsEqual(scalars) {
                position += scalars.count
                joined = true
                break
            }
        }
        if !joined, position < s.count, s[position] == ",", text.originalScalars[text.origins[position]] == "、" {
            position += 1
            joined = true
        } else if !joined, has(s, position, ",", " ") {
            position += 2
            joined = true
            commaOnly = true
        } else if !joined, ordinalAfterSpace(s, position) {
            position += 1
            joined = true
            commaOnly = true
        }
        guard joined, let number = TimeNumber.read(s, at: position), number.arabicDigits > 0,
            number.arabicDigits <= 2, (1...31).contains(number.value)
        else { return nil }
        var end = number.end
        if has(s, end, "号") || has(s, end, "日") {
            end += 1
        } else if has(s, end, "s", "t") || has(s, end, "n", "d") || has(s, end, "r", "d") || has(s, end, "t", "h") {
            end += 2
        }
        guard end >= s.count || !(s[end].value < 0x80 && s[end].properties.isAlphabetic),
            end >= s.count || NumberReader.asciiDigit(s[end]) == nil
        else { return nil }
        if commaOnly {
            let rest = s[end...]
            guard
                rest.starts(with: ", ".unicodeScalars) || rest.starts(with: " and ".unicodeScalars)
                    || rest.starts(with: " or ".unicodeScalars)
            else { return nil }
        }
        return (number.value, position..<end)
    }

    /// Whether " and " or " or " and a day number written as an ordinal follow `position`.
    private static func ordinalAfterJoiner(_ s: [Unicode.Scalar], _ position: Int) -> Bool {
        for joiner in [" and", " or"] {
            let scalars = Array(joiner.unicodeScalars)
            if position + scalars.count <= s.count, s[position..<position + scalars.count].elementsEqual(scalars) {
                return ordinalAfterSpace(s, position + scalars.count)
            }
        }
        return false
    }

    /// Whether a space and a day number written as an ordinal (22nd, 3rd) follow `position`.
    private static func ordinalAfterSpace(_ s: [Unicode.Scalar], _ position: Int) -> Bool {
        guard has(s, position, " "), let number = TimeNumber.read(s, at: position + 1), number.arabicDigits > 0,
            number.arabicDigits <= 2
        else { return false }
        let end = number.end
        return has(s, end, "s", "t") || has(s, end, "n", "d") || has(s, end, "r", "d") || has(s, end, "t", "h")
    }

    /// 下周一、三、五, 周六日, 周二和四: bare weekday numerals after a weekday are weekdays of the
    /// same week.
    private static func bareWeekdays(after phrase: TimePhrase, upTo limit: Int, in text: NormalizedText)
        -> [TimePhrase]
    {
        let s = text.scalars
        guard phrase.second == nil, phrase.first.clock == nil, phrase.first.part == nil,
            case .weekday(_, let mode)? = phrase.first.day
        else { return [] }
        var found: [TimePhrase] = []
        var position = phrase.range.upperBound
        while position < limit {
            var start = position
            if s[start] == "和" || s[start] == "或"
                || (s[start] == "," && text.originalScalars[text.origins[start]] == "、")
            {
                start += 1
            }
            guard start < limit, let weekday = chineseWeekdayNumeral(s[start]) else { break }
            let end = start + 1
            // 周六日程 is Saturday's schedule; 周三四十 is no list of days; 周三二模 is the second mock
            // exam on Wednesday, 周五二号楼 a building.
            // 下周一一起吃饭, 周一一共: 一起 (together) and 一共 (in all) are no Monday.
            if end < s.count,
                TimeNumber.canStart(s[end]) || "程常记子本期历报模轮号楼班届组".unicodeScalars.contains(s[end])
                    || (s[start] == "一" && "起共直定些样般切下".unicodeScalars.contains(s[end]))
            {
                break
            }
            var point = TimePoint()
            point.day = .weekday(weekday, mode)
            found.append(TimePhrase(first: point, range: start..<end, firstEnd: end))
            position = end
        }
        return found
    }

    private static func chineseWeekdayNumeral(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar {
        case "一": 1
        case "二": 2
        case "三": 3
        case "四": 4
        case "五": 5
        case "六": 6
        case "日": 7  // not 天: 周四天气 is the weather on Thursday
        default: nil
        }
    }

    private static func has(_ s: [Unicode.Scalar], _ index: Int, _ a: Unicode.Scalar) -> Bool {
        index < s.count && s[index] == a
    }

    private static func has(_ s: [Unicode.Scalar], _ index: Int, _ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
        index + 1 < s.count && s[index] == a && s[index + 1] == b
    }

    private static func isSpace(_ text: NormalizedText, _ gap: Range<Int>) -> Bool {
        gap.allSatisfy { text.scalars[$0] == " " }
    }

    private static func isComma(_ text: NormalizedText, _ gap: Range<Int>) -> Bool {
        gap.allSatisfy { text.scalars[$0] == " " || text.scalars[$0] == "," } && !gap.isEmpty
    }

    /// Whether only a coordinating word lies in `gap`: 和 、 或 及 与 and or (not a comma: "明天，下午三点" is one time).
    private static func isCoordinator(_ text: NormalizedText, _ gap: Range<Int>) -> Bool {
        let s = text.scalars
        guard gap.lowerBound <= gap.upperBound, gap.upperBound <= s.count else { return false }
        // 、 is normalized to a comma; the original tells it apart.
        if gap.count == 1, s[gap.lowerBound] == ",", text.originalScalars[text.origins[gap.lowerBound]] == "、" {
            return true
        }
        var lower = gap.lowerBound
        var upper = gap.upperBound
        while lower < upper, s[lower] == " " { lower += 1 }
        while upper > lower, s[upper - 1] == " " { upper -= 1 }
        // Nothing longer than the longest coordinator is one (most gaps are whole clauses).
        guard upper - lower <= 5 else { return false }
        return coordinators.contains { $0.elementsEqual(s[lower..<upper]) }
    }

    private static let coordinators: [[Unicode.Scalar]] = ["和", "、", "或", "或者", "及", "与", "and", "or", ", and"].map {
        Array($0.unicodeScalars)
    }
}

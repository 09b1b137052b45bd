/// How many days a new event said on one day lasts: "trip to denver friday for 3 days", "five days
/// off starting next Thursday", 下周四起连休五天, 下周四开始休假三天. The count is of whole days,
/// the first day included (2 to 60); its words are no part of the title.
enum EventLength {
    /// The number of days said, and where (original-scalar range), outside `times`.
    static func days(in text: NormalizedText, outside times: [TimeEntity]) -> (count: Int, range: Range<Int>)? {
        let s = text.scalars
        let taken = times.flatMap { $0.pieces.map(\.range) } + times.map(\.span.range)
        var numbers = NumberReader.numbers(in: s)
        // "five days off": counts written as English words.
        for index in s.indices where (index == 0 || s[index - 1] == " ") && EnglishNumberWords.isLetter(s[index]) {
            if let word = EnglishNumberWords.read(s, at: index) { numbers.append(word) }
        }
        for number in numbers where !number.hasFraction {
            guard let count = number.integer, (2...60).contains(count), number.range.upperBound < s.count else {
                continue
            }
            var end = number.range.upperBound
            let chinese = s[end] == "天" && (end + 1 == s.count || s[end + 1] != "气")
            if chinese {
                end += 1
            } else {
                // "3 days", "five days", "3-day": an English count of days.
                if s[end] == " " || s[end] == "-" { end += 1 }
                guard let word = MoneyRecognizer.wordAt(end, in: s),
                    ["day", "days"].contains(String(String.UnicodeScalarView(s[word])))
                else { continue }
                // "five days off": the days off are the event; only the count goes.
                let off =
                    word.upperBound + 4 <= s.count
                    && String(String.UnicodeScalarView(s[word.upperBound..<(word.upperBound + 4)])) == " off"
                end = off ? number.range.upperBound : word.upperBound
            }
            var start = number.range.lowerBound
            // "for 3 days": the preposition goes with it.
            if start >= 4, String(String.UnicodeScalarView(s[(start - 4)..<start])) == "for " { start -= 4 }
            guard start < text.origins.count, end - 1 < text.origins.count else { continue }
            let range = text.origins[start]..<(text.origins[end - 1] + 1)
            if taken.contains(where: { $0.overlaps(range) }) { continue }
            return (count, range)
        }
        return nil
    }

    /// The minutes a new event said at a clock lasts, and where (original-scalar range), outside
    /// `times`: "meeting at 3pm for 2 hours", "for an hour and a half", "for 45 minutes", 开会 两个小时,
    /// 一个半小时, 半小时. Not a time from now ("two hours later", 两个小时后); 5 minutes to 12 hours
    /// unless `allowed` says otherwise.
    static func minutes(
        in text: NormalizedText, outside times: [TimeEntity], allowing allowed: ClosedRange<Int> = 5...720
    ) -> (count: Int, range: Range<Int>)? {
        // Cheaply first: most events say no length.
        guard RequestShape.contains(text.scalars, lengthUnits) else { return nil }
        let said = String(String.UnicodeScalarView(text.scalars))
        let taken = times.flatMap { $0.pieces.map(\.range) } + times.map(\.span.range)
        for (pattern, chinese) in [(englishLength, false), (chineseLength, true)] {
            for match in said.matches(of: pattern) {
                let words = String(said[match.range])
                guard let minutes = Self.minutes(of: words, chinese: chinese), allowed.contains(minutes) else {
                    continue
                }
                let rest = said[match.range.upperBound...]
                let fromNow =
                    chinese
                    ? ["后", "以后", "之后", "前", "以前", "之前", "内", "以内", "之内"].contains { rest.hasPrefix($0) }
                    : [" later", " ago", " from now", " before", " after", " early", " earlier", " late"].contains {
                        rest.hasPrefix($0)
                    }
                guard !fromNow else { continue }
                let lower = said.unicodeScalars.distance(
                    from: said.unicodeScalars.startIndex, to: match.range.lowerBound)
                let upper = lower + words.unicodeScalars.count
                guard upper - 1 < text.origins.count else { continue }
                let range = text.origins[lower]..<(text.origins[upper - 1] + 1)
                if taken.contains(where: { $0.overlaps(range) }) { continue }
                return (minutes, range)
            }
        }
        return nil
    }

    private static let lengthUnits = RequestShape.Cues([
        "hour", "hours", "hr", "hrs", "min", "mins", "minute", "minutes", "小时", "钟头", "分钟",
    ])

    private nonisolated(unsafe) static let englishLength =
        /for (?:an?|one|two|three|four|five|six|half an?|[0-9]+(?:\.5)?|[0-9]+ and a half|an? hour and a half|(?:one|two|three) and a half) ?(?:hours?|hrs?|minutes|mins?)?(?: and a half)?/
    private nonisolated(unsafe) static let chineseLength =
        /(?:[一两二三四五六七八九十半0-9]+个?半?(?:小时|钟头)|半小时|半个小时|半个钟头|[一二两三四五六七八九十0-9]+分钟)/

    /// Minutes of a length said in words or digits.
    private static func minutes(of words: String, chinese: Bool) -> Int? {
        if chinese {
            if words.hasPrefix("半") { return 30 }
            let hourWord = words.contains("小时") || words.contains("钟头")
            var digits = words
            for tail in ["个半小时", "个小时", "半小时", "小时", "个半钟头", "个钟头", "钟头", "分钟"] where digits.hasSuffix(tail) {
                digits = String(digits.dropLast(tail.count))
                break
            }
            let scalars = Array(digits.unicodeScalars)
            guard !scalars.isEmpty, let number = NumberReader.read(scalars, at: 0),
                number.range.upperBound == scalars.count,
                let value = number.integer
            else { return nil }
            let half = words.contains("半") ? 30 : 0
            return hourWord ? value * 60 + half : value
        }
        var rest = words.dropFirst(4)  // "for "
        var half = false
        if rest.hasSuffix(" and a half") {
            half = true
            rest = rest.dropLast(" and a half".count)
        }
        let minutesUnit = rest.hasSuffix("minutes") || rest.hasSuffix("mins") || rest.hasSuffix("min")
        let hoursUnit =
            rest.hasSuffix("hour") || rest.hasSuffix("hours") || rest.hasSuffix("hr") || rest.hasSuffix("hrs")
        guard minutesUnit || hoursUnit else { return nil }
        let count = rest.split(separator: " ").dropLast().joined(separator: " ")
        var value: Double
        switch count {
        case "a", "an", "one": value = 1
        case "half a", "half an": value = 0.5
        case "an hour and a half", "a hour and a half": value = 1.5
        default:
            let scalars = Array(count.unicodeScalars)
            if let number = NumberReader.read(scalars, at: 0), number.range.upperBound == scalars.count,
                let text = Double("\(number.value)")
            {
                value = text
            } else if let word = EnglishNumberWords.read(scalars, at: 0), word.range.upperBound == scalars.count,
                let integer = word.integer
            {
                value = Double(integer)
            } else {
                return nil
            }
        }
        if half { value += 0.5 }
        return Int((minutesUnit ? value : value * 60).rounded())
    }

    /// The last day of an event of `count` days from `start` (`YYYY-MM-DD`).
    static func lastDay(from start: LocalMoment, count: Int) -> String {
        let first = CivilCalendar.dayNumber(year: start.year, month: start.month, day: start.day)
        return CivilCalendar.moment(day: first + count - 1, seconds: 0).dateString
    }
}

import Foundation

/// Time zones named after a clock ("9am PST", "Thursday 8:00 GMT", "3pm ET", "10:00 UTC+8"): the
/// clock is that zone's, and the time is given in the context's zone (see docs/NLU.md, "Time
/// zones"). The day is the one said or reached in the context's zone; only the clock is read in
/// the named zone. Abbreviations name the place's zone with its daylight saving time (PST and PDT
/// are both Los Angeles), as people use them; two-letter ones (PT, ET) only in capitals ("pt" is
/// as often physical therapy).
enum TimeZoneWords {
    /// The zone named inside `range` or right after it, after a clock (a digit, am/pm or a
    /// point before its space), and the range of its word.
    static func zone(in text: NormalizedText, near range: Range<Int>) -> (zone: TimeZone, range: Range<Int>)? {
        let s = text.scalars
        for start in range.lowerBound...min(range.upperBound, s.count) {
            if let named = chineseZone(in: s, before: start) { return named }
        }
        let last = min(s.count - 1, range.upperBound + 1)
        guard range.lowerBound + 2 <= last else { return nil }
        for start in (range.lowerBound + 2)...last where s[start - 1] == " " && isLetter(s[start]) {
            let before = s[start - 2]
            guard NumberReader.asciiDigit(before) != nil || before == "m" || before == "." else { continue }
            var end = start
            while end < s.count, isLetter(s[end]), end - start < 8 { end += 1 }
            guard end - start >= 2, end >= s.count || !isLetter(s[end]) else { continue }
            let word = String(String.UnicodeScalarView(s[start..<end]))
            if word == "utc" || word == "gmt", let (seconds, offsetEnd) = offset(in: s, at: end),
                let zone = TimeZone(secondsFromGMT: seconds)
            {
                return (zone, start..<offsetEnd)
            }
            if let identifier = regions[word], let zone = TimeZone(identifier: identifier) {
                // "3pm eastern", "9am pacific time" (not "3pm central station").
                var stop = end
                if has(s, stop, timeWord) { stop += timeWord.count }
                let goesOn =
                    stop >= s.count || ",.!?;)".unicodeScalars.contains(s[stop])
                    || regionFollowers.contains { has(s, stop, $0) }
                guard goesOn else { continue }
                return (zone, start..<stop)
            }
            guard let identifier = names[word], let zone = TimeZone(identifier: identifier) else { continue }
            if word.count == 2, !writtenInCapitals(text, start..<end) { continue }
            return (zone, start..<end)
        }
        return nil
    }

    /// 美东时间上午十点, 伦敦时间下午3点: a place's time said before the clock (北京时间 included).
    private static func chineseZone(in s: [Unicode.Scalar], before start: Int) -> (zone: TimeZone, range: Range<Int>)? {
        guard start >= 3, s[start - 2] == "时", s[start - 1] == "间" else { return nil }
        for (name, identifier) in chinesePlaces where name.count <= start - 2 {
            let from = start - 2 - name.count
            guard s[from..<(start - 2)].elementsEqual(name), let zone = TimeZone(identifier: identifier) else {
                continue
            }
            return (zone, from..<start)
        }
        return nil
    }

    private static let chinesePlaces: [([Unicode.Scalar], String)] = [
        ("北京", "Asia/Shanghai"), ("美东", "America/New_York"), ("美西", "America/Los_Angeles"),
        ("美中", "America/Chicago"), ("纽约", "America/New_York"), ("洛杉矶", "America/Los_Angeles"),
        ("旧金山", "America/Los_Angeles"), ("伦敦", "Europe/London"), ("巴黎", "Europe/Paris"),
        ("柏林", "Europe/Berlin"), ("东京", "Asia/Tokyo"), ("首尔", "Asia/Seoul"), ("新加坡", "Asia/Singapore"),
        ("香港", "Asia/Hong_Kong"), ("悉尼", "Australia/Sydney"), ("莫斯科", "Europe/Moscow"), ("迪拜", "Asia/Dubai"),
        ("格林尼治", "GMT"), ("东部", "America/New_York"), ("太平洋", "America/Los_Angeles"),
    ].map { (Array($0.0.unicodeScalars), $0.1) }

    /// `+8`, `-05:30`, `+0530` after UTC or GMT: seconds east of Greenwich, and where it ends.
    private static func offset(in s: [Unicode.Scalar], at index: Int) -> (Int, Int)? {
        guard index < s.count, s[index] == "+" || s[index] == "-" else { return nil }
        let sign = s[index] == "+" ? 1 : -1
        var position = index + 1
        var digits: [Int] = []
        while position < s.count, let digit = NumberReader.asciiDigit(s[position]), digits.count < 4 {
            digits.append(digit)
            position += 1
        }
        var hours = 0
        var minutes = 0
        switch digits.count {
        case 1, 2:
            hours = digits.reduce(0) { $0 * 10 + $1 }
            if position + 2 < s.count, s[position] == ":", let tens = NumberReader.asciiDigit(s[position + 1]),
                let ones = NumberReader.asciiDigit(s[position + 2])
            {
                minutes = tens * 10 + ones
                position += 3
            }
        case 4:
            hours = digits[0] * 10 + digits[1]
            minutes = digits[2] * 10 + digits[3]
        default:
            return nil
        }
        guard hours <= 14, minutes < 60 else { return nil }
        return (sign * (hours * 3600 + minutes * 60), position)
    }

    private static func writtenInCapitals(_ text: NormalizedText, _ range: Range<Int>) -> Bool {
        range.allSatisfy { index in
            let original = text.originalScalars[text.origins[index]]
            return original.value >= 0x41 && original.value <= 0x5A
        }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x61 && scalar.value <= 0x7A }

    /// The North American regions said for their zones ("3pm eastern", "9am pacific time").
    static let regions: [String: String] = [
        "eastern": "America/New_York", "central": "America/Chicago", "mountain": "America/Denver",
        "pacific": "America/Los_Angeles",
    ]

    /// Words after a region that keep it a zone: "3pm eastern tomorrow", "9am pacific on friday".
    private static let regionFollowers = [
        " tomorrow", " today", " tonight", " on", " this", " next", " every", " monday", " tuesday", " wednesday",
        " thursday", " friday", " saturday", " sunday", " and", " or", " to", " until", " for", " with",
    ].map { Array($0.unicodeScalars) }
    private static let timeWord = Array(" time".unicodeScalars)

    /// Whether the whole word(s) `words` stand at `index`.
    private static func has(_ s: [Unicode.Scalar], _ index: Int, _ words: [Unicode.Scalar]) -> Bool {
        index + words.count <= s.count && s[index..<(index + words.count)].elementsEqual(words)
            && (index + words.count == s.count || !isLetter(s[index + words.count]))
    }

    /// Abbreviations and the zone each names.
    static let names: [String: String] = [
        "pst": "America/Los_Angeles", "pdt": "America/Los_Angeles", "pt": "America/Los_Angeles",
        "mst": "America/Denver", "mdt": "America/Denver", "mt": "America/Denver",
        "cst": "America/Chicago", "cdt": "America/Chicago", "ct": "America/Chicago",
        "est": "America/New_York", "edt": "America/New_York", "et": "America/New_York",
        "akst": "America/Anchorage", "akdt": "America/Anchorage", "hst": "Pacific/Honolulu",
        "gmt": "GMT", "utc": "GMT", "bst": "Europe/London", "cet": "Europe/Berlin", "cest": "Europe/Berlin",
        "eet": "Europe/Athens", "eest": "Europe/Athens", "ist": "Asia/Kolkata", "jst": "Asia/Tokyo",
        "kst": "Asia/Seoul", "hkt": "Asia/Hong_Kong", "sgt": "Asia/Singapore", "aest": "Australia/Sydney",
        "aedt": "Australia/Sydney", "nzst": "Pacific/Auckland", "nzdt": "Pacific/Auckland",
    ]

    /// `resolution` (wall-clock seconds read as if in `zone`) given in `target`'s wall clock.
    static func shifted(
        _ resolution: TimeResolver.Resolution, from zone: TimeZone, to target: TimeZone
    ) -> TimeResolver.Resolution {
        let moment = CivilCalendar.moment(day: 0, seconds: resolution.start)
        guard let instant = moment.date(in: zone) else { return resolution }
        let local = LocalMoment(instant, in: target)
        let delta = seconds(local) - seconds(moment)
        var result = resolution
        result.start += delta
        result.end = resolution.end.map { $0 + delta }
        return result
    }

    private static func seconds(_ moment: LocalMoment) -> Int {
        CivilCalendar.dayNumber(year: moment.year, month: moment.month, day: moment.day) * 86_400 + moment.hour * 3600
            + moment.minute * 60 + moment.second
    }
}

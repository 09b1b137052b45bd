import Foundation

/// Windows that start now and last a number of units: 两周以内, 一个月内, 未来五天, 接下来一周,
/// 二十四小时内, within 3 days, in the next 5 days, next three days, over the next two weeks, within 2 hours.
///
/// Day-sized units count calendar days including today: "within 3 days" is today 00:00 through
/// the day after tomorrow (the end is exclusive, as for every range: 00:00 three days on); a week
/// is 7 days, a month runs to the same day next month. Hours and minutes run from the current
/// minute to exactly that much later. See docs/NLU.md.
enum TimeWindows {
    struct Window {
        var range: Range<Int>
        var resolution: TimeResolver.Resolution
    }

    /// A window as written, before it is resolved: what `find` reads once per text.
    struct Candidate {
        var range: Range<Int>
        var count: Int
        var unit: Unit
        var direction: Direction
    }

    /// The windows of `candidates` (from ``candidates(in:)``) that do not overlap `taken`, resolved;
    /// a window taken hides the candidates that start inside it.
    static func resolve(_ candidates: [Candidate], taken: [Range<Int>], resolver: TimeResolver) -> [Window] {
        var windows: [Window] = []
        var next = 0
        for candidate in candidates where candidate.range.lowerBound >= next {
            guard !taken.contains(where: { $0.contains(candidate.range.lowerBound) || $0.overlaps(candidate.range) }),
                let window = make(candidate, resolver: resolver)
            else { continue }
            windows.append(window)
            next = candidate.range.upperBound
        }
        return windows
    }

    /// Every place in `s` where a window is written, in order of its start (they may overlap).
    static func candidates(in s: [Unicode.Scalar]) -> [Candidate] {
        var candidates: [Candidate] = []
        for index in s.indices {
            // Inside an English word nothing starts, nor at most Chinese characters: skip them
            // without a call per scalar.
            let value = s[index].value
            if value >= 0x80 {
                if !mayStartChinese(value) { continue }
            } else if index > 0, isLetter(s[index - 1]) {
                // Digits may follow a Chinese character (退款3天内到账).
                if !(s[index - 1].value >= 0x80 && value >= 0x30 && value <= 0x39) { continue }
            }
            if let candidate = window(at: index, in: s) { candidates.append(candidate) }
        }
        return candidates
    }

    /// The Chinese scalars a window can start with (its prefixes' first characters and numerals),
    /// as a bitset over U+3000–U+9FFF.
    private static let chineseStarts: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: (0x9FFF - 0x3000) / 64 + 1)
        for value in UInt32(0x3000)...0x9FFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let starts: Bool
            switch scalar {
            case "未", "接", "今", "往", "最", "过", "近", "半", "前", "后", "上", "下": starts = true
            default: starts = TimeNumber.canStart(scalar)
            }
            if starts { bits[Int(value - 0x3000) / 64] |= 1 << UInt64(Int(value - 0x3000) % 64) }
        }
        return bits
    }()

    @inline(__always)
    private static func mayStartChinese(_ value: UInt32) -> Bool {
        guard value >= 0x3000, value <= 0x9FFF else { return value >= 0x80 && value < 0x3000 ? false : true }
        let offset = Int(value - 0x3000)
        return chineseStarts[offset / 64] & (1 << UInt64(offset % 64)) != 0
    }

    enum Unit {
        case minute, hour, day, week, month, quarter, year
    }

    /// Which way a window runs from now.
    enum Direction {
        case ahead, back
        /// 最近, 近: back for the past preference, ahead for the future one.
        case recent
    }

    private static let chinesePrefixes: [([Unicode.Scalar], Direction)] =
        ([
            ("未来", .ahead), ("接下来", .ahead), ("今后", .ahead), ("往后", .ahead), ("最近", .recent), ("过去", .back),
            ("近", .recent),
        ] as [(String, Direction)]).map { (Array($0.0.unicodeScalars), $0.1) }
    private static let chineseSuffixes = ["以内", "之内", "内"].map { Array($0.unicodeScalars) }
    private static let chineseUnits: [([Unicode.Scalar], Unit)] =
        ([
            ("个小时", .hour), ("小时", .hour), ("个钟头", .hour), ("分钟", .minute), ("天", .day), ("日", .day),
            ("个星期", .week), ("个礼拜", .week), ("个周", .week), ("星期", .week), ("周", .week), ("个月", .month),
            ("个季度", .quarter), ("季度", .quarter), ("年", .year),
        ] as [(String, Unit)]).map { (Array($0.0.unicodeScalars), $0.1) }
    private static let englishPrefixes: [([Unicode.Scalar], Direction)] =
        ([
            ("within the next ", .ahead), ("within the last ", .back), ("within the past ", .back), ("within ", .ahead),
            ("in the next ", .ahead), ("in the last ", .back), ("in the past ", .back), ("over the next ", .ahead),
            ("over the last ", .back), ("over the past ", .back), ("for the next ", .ahead), ("for the last ", .back),
            ("for the past ", .back), ("during the next ", .ahead), ("during the last ", .back),
            ("during the past ", .back), ("the next ", .ahead), ("the last ", .back), ("the past ", .back),
            ("the previous ", .back), ("the following ", .ahead), ("the coming ", .ahead), ("previous ", .back),
            ("last ", .back), ("past ", .back), ("next ", .ahead),
        ] as [(String, Direction)]).map { (Array($0.0.unicodeScalars), $0.1) }
    private static let englishUnits: [([Unicode.Scalar], Unit)] =
        ([
            ("minutes", .minute), ("minute", .minute), ("hours", .hour), ("hour", .hour), ("days", .day), ("day", .day),
            ("weeks", .week), ("week", .week), ("months", .month), ("month", .month), ("quarters", .quarter),
            ("years", .year), ("year", .year),
        ] as [(String, Unit)]).map { (Array($0.0.unicodeScalars), $0.1) }

    /// Digits that open a Chinese window (3天内, 10个月之内): a number of at most three digits that
    /// starts here (not inside a number or a word) and runs into a Chinese character.
    private static func startsChineseCount(at start: Int, in s: [Unicode.Scalar]) -> Bool {
        guard NumberReader.asciiDigit(s[start]) != nil else { return false }
        if start > 0 {
            let before = s[start - 1]
            guard !(before.value < 0x80 && isLetter(before)), NumberReader.asciiDigit(before) == nil, before != "."
            else {
                return false
            }
        }
        guard let number = TimeNumber.read(s, at: start), number.arabicDigits <= 3, number.end < s.count else {
            return false
        }
        return s[number.end].value >= 0x3000
    }

    private static func window(at start: Int, in s: [Unicode.Scalar]) -> Candidate? {
        let first = s[start]
        if first.value < 0x80, !startsChineseCount(at: start, in: s) {
            // Only the first two letters of the English window words start one: most positions stop here.
            guard start + 1 < s.count else { return nil }
            switch (first, s[start + 1]) {
            case ("w", "i"), ("i", "n"), ("o", "v"), ("f", "o"), ("d", "u"), ("t", "h"), ("l", "a"), ("p", "a"),
                ("p", "r"), ("n", "e"):
                break
            default: return nil
            }
            // Only at the start of a word.
            if start > 0, isLetter(s[start - 1]) { return nil }
            return english(at: start, in: s)
        }
        switch first {
        case "未", "接", "今", "往", "最", "过", "近", "半", "前", "后", "上", "下": break
        default: guard TimeNumber.canStart(first) else { return nil }
        }
        var index = start
        var prefixed = false
        var direction = Direction.ahead
        for (prefix, way) in chinesePrefixes where matches(prefix, s, index) {
            index += prefix.count
            prefixed = true
            direction = way
            break
        }
        // 后三天, 前两个月, 上两周, 下三个月: one character and a count of two or more, opening a
        // clause (比赛前三天 counts back from the match; 上三天班 is work).
        let oneCharacter = !prefixed && "前后上下".unicodeScalars.contains(first)
        if oneCharacter {
            guard start == 0 || " ,.!?;:~\"'(".unicodeScalars.contains(s[start - 1]) else { return nil }
            index += 1
            prefixed = true
            direction = first == "前" || first == "上" ? .back : .ahead
        }
        let count: Int
        let unit: Unit
        if !oneCharacter, let half = half(at: index, in: s) {
            // 半个月: 15 days; 半年: 6 months; 半小时: 30 minutes.
            (count, unit, index) = half
        } else {
            guard let number = TimeNumber.read(s, at: index), number.value > 0 else { return nil }
            let countStart = index
            index = number.end
            // 前两月, 两月内: 两 before 月 counts months (February is 二月).
            let twoMonths = s[countStart] == "两" && number.end == countStart + 1 && matches(["月"], s, index)
            guard
                let (found, unitEnd) = twoMonths
                    ? (.month, index + 1)
                    : chineseUnits.first(where: { matches($0.0, s, index) }).map({ ($0.1, index + $0.0.count) })
            else { return nil }
            (count, unit, index) = (number.value, found, unitEnd)
            if oneCharacter {
                // (前1周 in digits is a window too; 前一周 may be "the week before".)
                guard count >= 2 || number.arabicDigits > 0,
                    !"班课雨雪岗".unicodeScalars.contains(index < s.count ? s[index] : " ")
                else {
                    return nil
                }
            }
        }
        var suffixed = false
        for suffix in chineseSuffixes where matches(suffix, s, index) {
            index += suffix.count
            suffixed = true
            break
        }
        guard prefixed || suffixed else { return nil }
        return Candidate(range: start..<index, count: count, unit: unit, direction: direction)
    }

    private static let halfUnits: [([Unicode.Scalar], Int, Unit)] =
        ([("半个月", 15, .day), ("半年", 6, .month), ("半个小时", 30, .minute), ("半小时", 30, .minute)]
        as [(String, Int, Unit)]).map { (Array($0.0.unicodeScalars), $0.1, $0.2) }

    /// 半个月, 半年, 半(个)小时 at `index`: the count, unit and end.
    private static func half(at index: Int, in s: [Unicode.Scalar]) -> (Int, Unit, Int)? {
        guard index < s.count, s[index] == "半" else { return nil }
        for (words, count, unit) in halfUnits where matches(words, s, index) {
            return (count, unit, index + words.count)
        }
        return nil
    }

    private static func english(at start: Int, in s: [Unicode.Scalar]) -> Candidate? {
        guard start == 0 || !isLetter(s[start - 1]) else { return nil }
        guard let (prefix, direction) = englishPrefixes.first(where: { matches($0.0, s, start) }) else { return nil }
        var index = start + prefix.count
        var count = 1
        if matches(article, s, index), let (vague, end) = vagueCount(s, at: index + article.count) {
            count = vague  // within a few hours, a couple of days
            index = end
        } else if matches(article, s, index) {
            index += article.count  // within a week
        } else if matches(articleN, s, index) {
            index += articleN.count  // within an hour
        } else if let digits = TimeNumber.read(s, at: index), digits.arabicDigits > 0 {
            count = digits.value
            index = digits.end
        } else if let words = EnglishNumberWords.read(s, at: index) {
            count = NSDecimalNumber(decimal: words.value).intValue
            index = words.range.upperBound
        } else if let (vague, end) = vagueCount(s, at: index) {
            // "the next couple of weeks", "the next few days": two and three.
            count = vague
            index = end
        }
        // "next three days" counts; "next week" is the calendar week, read elsewhere.
        if prefix == nextPrefix, index == start + prefix.count { return nil }
        if index < s.count, s[index] == " " { index += 1 }
        guard count > 0, count <= 1_000,
            let (unit, end) = englishUnits.first(where: { matches($0.0, s, index) }).map({ ($0.1, index + $0.0.count) }
            ),
            end >= s.count || !isLetter(s[end])
        else { return nil }
        // `the last day of the trip`, `the last week of the term`: a part of something, not a window.
        if index == start + prefix.count, matches(ofWord, s, end) { return nil }
        return Candidate(range: start..<end, count: count, unit: unit, direction: direction)
    }

    /// A letter: ASCII by a range check, anything else by its Unicode properties.
    @inline(__always)
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A) }
        // CJK ideographs are letters; no property lookup for the commonest case.
        if (0x4E00...0x9FFF).contains(value) || (0x3400...0x4DBF).contains(value) { return true }
        return scalar.properties.isAlphabetic
    }

    /// The count of "couple of", "couple" or "few" at `index` and where it ends (before the space).
    private static func vagueCount(_ s: [Unicode.Scalar], at index: Int) -> (Int, Int)? {
        for (word, value) in vagueCounts where matches(word, s, index) { return (value, index + word.count - 1) }
        return nil
    }

    /// "couple of", "couple", "few" before a unit, with the space after them.
    private static let vagueCounts: [([Unicode.Scalar], Int)] = [
        (Array("couple of ".unicodeScalars), 2), (Array("couple ".unicodeScalars), 2),
        (Array("few ".unicodeScalars), 3),
    ]
    private static let article = Array("a ".unicodeScalars)
    private static let nextPrefix = Array("next ".unicodeScalars)
    private static let ofWord = Array(" of ".unicodeScalars)
    private static let articleN = Array("an ".unicodeScalars)

    private static func make(_ candidate: Candidate, resolver: TimeResolver) -> Window? {
        let (range, count, unit, direction) = (candidate.range, candidate.count, candidate.unit, candidate.direction)
        let today = resolver.today
        let minute = resolver.nowLocal - ((resolver.nowLocal % 60) + 60) % 60
        let back = direction == .back || (direction == .recent && !resolver.future)
        if unit == .quarter {
            // Whole calendar quarters: "the last 2 quarters" are the two before this one, "the next
            // 2 quarters" the two after it.
            let date = CivilCalendar.date(today)
            let current = date.year * 4 + (date.month - 1) / 3
            let first = back ? current - count : current + 1
            func start(_ quarter: Int) -> Int? {
                CivilCalendar.validDayNumber(year: quarter / 4, month: quarter % 4 * 3 + 1, day: 1)
            }
            guard count <= 400, let from = start(first), let to = start(first + count) else { return nil }
            return Window(range: range, resolution: .init(start: from * 86_400, end: to * 86_400, grain: .day))
        }
        if back {
            // 最近7天, the past 30 days: back to today (or to this minute for hours and minutes).
            let resolution: TimeResolver.Resolution
            switch unit {
            case .minute: resolution = .init(start: minute - count * 60, end: minute, grain: .minute)
            case .hour: resolution = .init(start: minute - count * 3600, end: minute, grain: .minute)
            case .day, .week, .month, .quarter, .year:
                let windowUnit: PeriodWindow.Unit =
                    unit == .day ? .day : unit == .week ? .week : unit == .month ? .month : .year
                guard let days = resolver.windowDays(PeriodWindow(count: count, unit: windowUnit, ahead: false)) else {
                    return nil
                }
                resolution = .init(start: days.start * 86_400, end: days.end * 86_400, grain: .day)
            }
            return Window(range: range, resolution: resolution)
        }
        let resolution: TimeResolver.Resolution
        switch unit {
        case .minute: resolution = .init(start: minute, end: minute + count * 60, grain: .minute)
        case .hour: resolution = .init(start: minute, end: minute + count * 3600, grain: .minute)
        case .day: resolution = .init(start: today * 86_400, end: (today + count) * 86_400, grain: .day)
        case .week: resolution = .init(start: today * 86_400, end: (today + 7 * count) * 86_400, grain: .day)
        case .month, .quarter, .year:
            let date = CivilCalendar.date(today)
            let months = unit == .month ? count : 12 * count
            let total = date.year * 12 + (date.month - 1) + months
            let year = total / 12
            let month = total % 12 + 1
            let day = min(date.day, CivilCalendar.daysInMonth(year: year, month: month))
            guard let target = CivilCalendar.validDayNumber(year: year, month: month, day: day) else { return nil }
            resolution = .init(start: today * 86_400, end: target * 86_400, grain: .day)
        }
        return Window(range: range, resolution: resolution)
    }

    private static func matches(_ words: [Unicode.Scalar], _ s: [Unicode.Scalar], _ index: Int) -> Bool {
        guard index >= 0, index + words.count <= s.count else { return false }
        for (offset, scalar) in words.enumerated() where s[index + offset] != scalar { return false }
        return true
    }
}

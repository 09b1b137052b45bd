/// British English said the way the time grammars read it, folded in after normalization:
///
/// - "a fortnight" and "fortnight" are "two weeks" ("within a fortnight", "the last fortnight",
///   "a fortnight today", "in a fortnight");
/// - texting spellings: "2nite" and "tonite" are "tonight", "2moro" "tomorrow", "w/c" "week
///   commencing", "vday"
///   "valentine's day"; "my week" and "my weekend" are this week and this weekend;
/// - contractions typed without their apostrophe ("whats", "cant", "im") get it back;
/// - a clock range typed with a or p ("7p-7a", "7a to 3p") gets its am and pm;
/// - "Monday week" (a week after the coming Monday) is "a week from monday" — not after this,
///   next, last, every or each, and not "Monday weekend" or "Monday week's".
///
/// - 看下 / 查下 / 问下 before a weekday (看下周五北京天气) is "have a look" (看看周五…), not "next
///   Friday": 看下下周五 is 看看下周五, and 查下周的安排 (no weekday) keeps its next week.
///
/// Each rewritten scalar keeps an origin inside the words it replaces, so spans still map back to
/// the text as typed.
enum WordRewrites {
    /// `scalars` and their `origins` (one per scalar) rewritten, or `nil` when nothing applies.
    static func apply(_ scalars: [Unicode.Scalar], _ origins: [Int]) -> ([Unicode.Scalar], [Int])? {
        guard mayApply(scalars) else { return nil }
        var outScalars: [Unicode.Scalar] = []
        var outOrigins: [Int] = []
        outScalars.reserveCapacity(scalars.count + 8)
        outOrigins.reserveCapacity(scalars.count + 8)
        var changed = false
        var index = 0
        while index < scalars.count {
            if index == 0 || !isLetter(scalars[index - 1]), let (length, replacement) = rewrite(scalars, at: index) {
                let first = origins[index]
                let last = origins[index + length - 1]
                for (offset, scalar) in replacement.enumerated() {
                    outScalars.append(scalar)
                    // Spread over the replaced words: the first keeps the first origin, the last the last.
                    let share = replacement.count > 1 ? offset * (last - first) / (replacement.count - 1) : 0
                    outOrigins.append(first + share)
                }
                index += length
                changed = true
                continue
            }
            outScalars.append(scalars[index])
            outOrigins.append(origins[index])
            index += 1
        }
        return changed ? (outScalars, outOrigins) : nil
    }

    /// 看下周五 → 看看周五 in place (same length, so origins stay): the verb's 下 is "a little",
    /// and the weekday after it is the coming one.
    static func foldLookAt(_ s: inout [Unicode.Scalar]) {
        var index = 1
        while index + 2 < s.count {
            defer { index += 1 }
            // 看看下周五 already has its "a little" (看看), so its 下 is the week's.
            guard s[index] == "下", lookVerbs.contains(s[index - 1]), index < 2 || s[index - 2] != s[index - 1] else {
                continue
            }
            // 看下下周五 is 看一下 + 下周五.
            let week = s[index + 1] == "下" ? index + 2 : index + 1
            guard week + 1 < s.count else { continue }
            let weekday: Unicode.Scalar
            if s[week] == "周" {
                weekday = s[week + 1]
            } else if (s[week] == "星" || s[week] == "礼") && week + 2 < s.count {
                weekday = s[week + 2]
            } else {
                continue
            }
            if weekdayScalars.contains(weekday) {
                s[index] = s[index - 1]
                index += 1  // the 下 after is the week's own
            }
        }
    }

    /// 周一三五, 下周二四, 星期一三五 (Monday, Wednesday and Friday): weekdays after the first said by
    /// their numerals alone, in order and skipping days, are written out (周一、周三、周五), so each is
    /// a day. Not before a clock or a count: 周一三点 is Monday at three, 周二四个人 four people on
    /// Tuesday; 周六日 (side by side) is left as it was.
    static func expandWeekdayRuns(_ s: [Unicode.Scalar], _ origins: [Int]) -> ([Unicode.Scalar], [Int])? {
        // Cheaply first: a weekday numeral right after another one, after 周, 期 or 拜.
        guard
            s.indices.dropFirst().dropLast().contains(where: { index in
                (s[index - 1] == "周" || s[index - 1] == "期" || s[index - 1] == "拜")
                    && weekdayNumber(at: index, in: s) != nil && weekdayNumber(at: index + 1, in: s) != nil
            })
        else { return nil }
        var outScalars: [Unicode.Scalar] = []
        var outOrigins: [Int] = []
        var changed = false
        var index = 0
        while index < s.count {
            let prefix: [Unicode.Scalar]? =
                s[index] == "周"
                ? ["周"]
                : index + 1 < s.count
                    && (s[index] == "星" && s[index + 1] == "期" || s[index] == "礼" && s[index + 1] == "拜")
                    ? [s[index], s[index + 1]] : nil
            guard let prefix, let first = weekdayNumber(at: index + prefix.count, in: s) else {
                outScalars.append(s[index])
                outOrigins.append(origins[index])
                index += 1
                continue
            }
            var days = [index + prefix.count]
            var last = first
            var skips = false  // 周一三五 skips days; 周六日 is left to the grammar
            while let next = weekdayNumber(at: days[days.count - 1] + 1, in: s), next > last {
                days.append(days[days.count - 1] + 1)
                skips = skips || next > last + 1
                last = next
            }
            let end = days[days.count - 1] + 1
            let follower: Unicode.Scalar? = end < s.count ? s[end] : nil
            guard days.count >= 2, skips, follower.map({ afterWeekdayRuns.contains($0) }) ?? true
            else {
                for offset in index..<(index + prefix.count + 1) {
                    outScalars.append(s[offset])
                    outOrigins.append(origins[offset])
                }
                index += prefix.count + 1
                continue
            }
            for (number, day) in days.enumerated() {
                if number > 0 {
                    outScalars.append("、")
                    outOrigins.append(origins[day])
                }
                for (offset, scalar) in prefix.enumerated() {
                    outScalars.append(scalar)
                    outOrigins.append(number == 0 ? origins[index + offset] : origins[day])
                }
                outScalars.append(s[day])
                outOrigins.append(origins[day])
            }
            changed = true
            index = end
        }
        return changed ? (outScalars, outOrigins) : nil
    }

    /// The weekday a numeral names (一 = 1 … 六 = 6, 日 = 7) at `index`, or `nil`.
    private static func weekdayNumber(at index: Int, in s: [Unicode.Scalar]) -> Int? {
        guard index < s.count else { return nil }
        switch s[index] {
        case "一": return 1
        case "二": return 2
        case "三": return 3
        case "四": return 4
        case "五": return 5
        case "六": return 6
        case "日": return 7  // (周四天气 is Thursday's weather: 天 after a numeral is no Sunday)
        default: return nil
        }
    }

    /// What may follow a run of weekday numerals: a part of the day, a verb, a particle, a break (not
    /// 周一三点 (a clock), 周二四个人 (a count), 周一三亚 (Monday, Sanya)).
    private static let afterWeekdayRuns: Set<Unicode.Scalar> = [
        " ", "、", "，", ",", "。", ".", "!", "！", "?", "？", "早", "上", "下", "中", "晚", "傍", "凌", "夜", "都", "去", "有", "要",
        "的", "和", "各", "全", "整", "我", "你", "他", "她", "们", "在", "跑", "练", "打", "游", "健", "学", "开", "值", "透", "来",
        "回", "接", "送", "做", "带", "陪", "见", "约", "吃", "喝", "看", "听", "写", "读", "交", "买",
    ]

    private static let lookVerbs: Set<Unicode.Scalar> = ["看", "查", "问"]
    private static let weekdayScalars: Set<Unicode.Scalar> = [
        "一", "二", "三", "四", "五", "六", "日", "天", "1", "2", "3", "4", "5", "6", "7",
    ]

    /// The ASCII scalars (from "0", one bit each) that ``mayApply(_:)`` looks at.
    /// The first scalars of every rewrite (texting, contractions, "a fortnight", "Saturday week",
    /// a clock's a/p), for `rewrite`.
    private static let rewriteMask: UInt64 = "0123456789abcdfhilmostvwy".unicodeScalars.reduce(0) {
        $0 | (maskBit($1) ?? 0)
    }
    private static let startMask: UInt64 = "0123456789fbdwhcilvmtyo".unicodeScalars.reduce(0) {
        $0 | (maskBit($1) ?? 0)
    }

    /// Digits take bits 0–9, lower-case letters 10–35; other scalars none.
    @inline(__always)
    private static func maskBit(_ scalar: Unicode.Scalar) -> UInt64? {
        switch scalar.value {
        case 0x30...0x39: 1 << UInt64(scalar.value - 0x30)
        case 0x61...0x7A: 1 << UInt64(scalar.value - 0x61 + 10)
        default: nil
        }
    }

    /// A cheap test before any work: "fortnight", "day week" or a texting spelling occurs.
    private static func mayApply(_ s: [Unicode.Scalar]) -> Bool {
        var index = 0
        // Three scalars at least ("ytd" ending the message); the cases that read a fourth check it.
        while index + 3 <= s.count {
            // One bit test skips the scalars no case below starts with.
            guard let bit = maskBit(s[index]), startMask & bit != 0 else {
                index += 1
                continue
            }
            switch s[index] {
            case "f":
                if matches(fortnight, in: s, at: index) { return true }
                if texting.contains(where: { $0.from.first == "f" && matches($0.from, in: s, at: index) }) {
                    return true
                }
            case "b":
                if s[index + 1] == "e", s[index + 2] == "t",
                    texting.contains(where: { matches($0.from, in: s, at: index) })
                {
                    return true
                }
            case "d":
                if matches(dayWeek, in: s, at: index) { return true }
                if s[index + 1] == "o" || s[index + 1] == "i", startsWord(s, index), contraction(in: s, at: index) {
                    return true
                }
            case "w", "h", "c", "i", "l":
                if startsWord(s, index), contraction(in: s, at: index) { return true }
                // "w/c Feb 4": the week commencing.
                if s[index] == "w", s[index + 1] == "/", s[index + 2] == "c", startsWord(s, index),
                    endsWord(s, at: index + 3)
                {
                    return true
                }
            case "2", "v":
                if texting.contains(where: { matches($0.from, in: s, at: index) }) { return true }
                if s[index] == "2", shortMeridiem(s, at: index) != nil { return true }
            case "0", "1", "3", "4", "5", "6", "7", "8", "9":
                if s[index + 1] == "a" || s[index + 1] == "p" || s[index + 1] == ":" || isDigit(s[index + 1]),
                    shortMeridiem(s, at: index) != nil
                {
                    return true
                }
            case "o":  // "3 oclock pm"
                if s[index + 1] == "c", texting.contains(where: { matches($0.from, in: s, at: index) }) { return true }
            case "m":  // "my week", checked by hand: "m" is everywhere
                if s[index + 1] == "y", s[index + 2] == " ", index + 3 < s.count, s[index + 3] == "w",
                    matches(myWeek, in: s, at: index)
                {
                    return true
                }
                if s[index + 1] == "t", s[index + 2] == "d", startsWord(s, index), endsWord(s, at: index + 3) {
                    return true
                }
            case "y":
                if s[index + 1] == "t", s[index + 2] == "d", startsWord(s, index), endsWord(s, at: index + 3) {
                    return true
                }
            case "t":  // tonite, checked by hand: "t" is everywhere
                if s[index + 1] == "h", startsWord(s, index), contraction(in: s, at: index) { return true }
                if s[index + 1] == "o", s[index + 2] == "n", index + 5 < s.count, s[index + 3] == "i",
                    s[index + 4] == "t", s[index + 5] == "e"
                {
                    return true
                }
            default: break
            }
            index += 1
        }
        // "at 9p" ending the message: the loop above stops three scalars short.
        for index in max(0, s.count - 3)..<max(0, s.count - 1) where isDigit(s[index]) {
            if shortMeridiem(s, at: index) != nil { return true }
        }
        return false
    }

    @inline(__always)
    private static func startsWord(_ s: [Unicode.Scalar], _ index: Int) -> Bool {
        index == 0 || !isLetter(s[index - 1])
    }

    /// Whether a contraction typed without its apostrophe ("whats", "cant", "im") stands at `index`
    /// as a whole word.
    private static func contraction(in s: [Unicode.Scalar], at index: Int) -> Bool {
        guard index == 0 || !isLetter(s[index - 1]), index < s.count else { return false }
        let first = s[index].value
        guard first >= 0x61, first <= 0x7A else { return false }
        return contractionsByFirstLetter[Int(first - 0x61)].contains {
            matches($0, in: s, at: index) && endsWord(s, at: index + $0.count)
        }
    }

    /// The contractions typed without their apostrophe, by first letter (a–z): a word start
    /// compares only the few that begin as it does.
    private static let contractionsByFirstLetter: [[[Unicode.Scalar]]] = {
        var table = [[[Unicode.Scalar]]](repeating: [], count: 26)
        for entry in texting where entry.to.contains("'") {
            guard let first = entry.from.first, first.value >= 0x61, first.value <= 0x7A else { continue }
            table[Int(first.value - 0x61)].append(entry.from)
        }
        return table
    }()

    /// Texting spellings of days: "2nite", "tonite", "2moro", "vday".
    private static let texting: [(from: [Unicode.Scalar], to: [Unicode.Scalar])] = [
        ("2nite", "tonight"), ("2night", "tonight"), ("tonite", "tonight"), ("2moro", "tomorrow"),
        ("2morrow", "tomorrow"), ("2mrw", "tomorrow"), ("vday", "valentine's day"),
        ("v-day", "valentine's day"),
        // "what's my week look like", "how's my weekend looking": the one we are in.
        ("my week", "this week"), ("my weekend", "this weekend"),
        // "what do I have between now and friday": from today until then.
        ("between now and", "until"), ("from now until", "until"), ("from now till", "until"),
        // Contractions typed without their apostrophe: "whats on next week", "cant make it thursday".
        ("whats", "what's"), ("hows", "how's"), ("wheres", "where's"), ("thats", "that's"), ("cant", "can't"),
        ("dont", "don't"), ("didnt", "didn't"), ("doesnt", "doesn't"), ("isnt", "isn't"), ("wont", "won't"),
        ("im", "i'm"), ("ive", "i've"), ("theres", "there's"), ("lets", "let's"),
        // "tuition ytd", "gas mtd": the year or the month so far.
        ("ytd", "year to date"), ("mtd", "month to date"),
        // "w/c Feb 4" (British): the week commencing February 4.
        ("w/c", "week commencing"),
        // "3 oclock pm": o'clock typed without its apostrophe.
        ("oclock", "o'clock"),
    ].map { (Array($0.0.unicodeScalars), Array($0.1.unicodeScalars)) }

    /// "7p-7a", "7a to 3p", "10:30p - 6:30a": a clock range typed with a or p for am or pm, as
    /// shift workers write it. The clock at `index` and what it becomes ("7p" → "7pm"), when a
    /// range joins it to another clock with a or p, am or pm.
    private static func shortMeridiem(_ s: [Unicode.Scalar], at index: Int) -> (Int, [Unicode.Scalar])? {
        guard index == 0 || !(isLetter(s[index - 1]) || isDigit(s[index - 1]) || s[index - 1] == ":"),
            let end = meridiemEnd(s, at: index)
        else { return nil }
        let length = end - index
        let replacement = Array(s[index..<end]) + ["m"]
        // "today at 9p", "dinner @ 7p": after "at" it is a clock, not pence.
        var word = index
        while word > 0, s[word - 1] == " " { word -= 1 }
        if word < index, word >= 2, s[word - 1] == "t", s[word - 2] == "a", word == 2 || !isLetter(s[word - 3]) {
            return (length, replacement)
        }
        if word > 0, s[word - 1] == "@" { return (length, replacement) }
        // Joined to a clock after it ("7p-7a") or before it ("…-7a").
        var after = end
        while after < s.count, s[after] == " " { after += 1 }
        for joiner in rangeJoiners where matches(joiner, in: s, at: after) {
            var next = after + joiner.count
            while next < s.count, s[next] == " " { next += 1 }
            if next < s.count, isDigit(s[next]), meridiemEnd(s, at: next, orFull: true) != nil {
                return (length, replacement)
            }
        }
        var before = index
        while before > 0, s[before - 1] == " " { before -= 1 }
        for joiner in rangeJoiners where before >= joiner.count && matches(joiner, in: s, at: before - joiner.count) {
            var last = before - joiner.count
            while last > 0, s[last - 1] == " " { last -= 1 }
            guard last > 0, s[last - 1] == "a" || s[last - 1] == "p" || s[last - 1] == "m" else { continue }
            var start = last - 1
            if s[start] == "m" { start -= 1 }
            while start > 0, isDigit(s[start - 1]) || s[start - 1] == ":" { start -= 1 }
            if start < s.count, isDigit(s[start]), meridiemEnd(s, at: start, orFull: true) != nil {
                return (length, replacement)
            }
        }
        return nil
    }

    /// The end of a clock with a or p after it ("7p", "10:30a") at `index`, not followed by a
    /// letter; with `orFull`, also with am or pm ("7am").
    private static func meridiemEnd(_ s: [Unicode.Scalar], at index: Int, orFull: Bool = false) -> Int? {
        var position = index
        var hour = 0
        while position < s.count, isDigit(s[position]), position - index < 2 {
            hour = hour * 10 + Int(s[position].value - 48)
            position += 1
        }
        guard position > index, (1...12).contains(hour) else { return nil }
        if position + 2 < s.count, s[position] == ":", isDigit(s[position + 1]), isDigit(s[position + 2]) {
            position += 3
        }
        guard position < s.count, s[position] == "a" || s[position] == "p" else { return nil }
        position += 1
        if orFull, position < s.count, s[position] == "m" { position += 1 }
        return position == s.count || !isLetter(s[position]) ? position : nil
    }

    private static let rangeJoiners = ["-", "–", "to", "till", "until", "til"].map { Array($0.unicodeScalars) }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }

    private static func rewrite(_ s: [Unicode.Scalar], at index: Int) -> (Int, [Unicode.Scalar])? {
        // One bit test skips the scalars no rewrite starts with.
        guard let bit = maskBit(s[index]), rewriteMask & bit != 0 else { return nil }
        if isDigit(s[index]), let meridiem = shortMeridiem(s, at: index) { return meridiem }
        for (from, to) in texting
        where from[0] == s[index] && matches(from, in: s, at: index) && endsWord(s, at: index + from.count) {
            // "what's my week look like next week": another week said is the one meant.
            if from.first == "m", from.count > 3, s[(index + from.count)...].contains(where: { $0 == "w" }),
                matches(week, in: s, at: (index + from.count)..<s.count)
            {
                return nil
            }
            return (from.count, to)
        }
        if matches(aFortnight, in: s, at: index), endsWord(s, at: index + aFortnight.count) {
            return (aFortnight.count, twoWeeks)
        }
        if matches(fortnight, in: s, at: index), endsWord(s, at: index + fortnight.count) {
            return (fortnight.count, twoWeeks)
        }
        for weekday in weekdays where weekday[0] == s[index] && matches(weekday, in: s, at: index) {
            let end = index + weekday.count
            guard matches(spaceWeek, in: s, at: end), endsWord(s, at: end + spaceWeek.count),
                !(end + spaceWeek.count < s.count && s[end + spaceWeek.count] == "'"), !qualified(s, before: index)
            else { return nil }
            return (weekday.count + spaceWeek.count, aWeekFrom + weekday)
        }
        return nil
    }

    /// Whether this / next / last / every / each stands right before `index`.
    private static func qualified(_ s: [Unicode.Scalar], before index: Int) -> Bool {
        guard index >= 2, s[index - 1] == " " else { return false }
        var start = index - 1
        while start > 0, isLetter(s[start - 1]) { start -= 1 }
        let word = Array(s[start..<(index - 1)])
        return qualifiers.contains(word)
    }

    private static let week = Array("week".unicodeScalars)
    private static let myWeek = Array("my week".unicodeScalars)

    /// Whether `word` occurs anywhere in `range` of `s`.
    private static func matches(_ word: [Unicode.Scalar], in s: [Unicode.Scalar], at range: Range<Int>) -> Bool {
        range.contains { matches(word, in: s, at: $0) }
    }

    private static func matches(_ word: [Unicode.Scalar], in s: [Unicode.Scalar], at index: Int) -> Bool {
        guard index + word.count <= s.count else { return false }
        for offset in 0..<word.count where s[index + offset] != word[offset] { return false }
        return true
    }

    private static func endsWord(_ s: [Unicode.Scalar], at index: Int) -> Bool {
        index >= s.count || !isLetter(s[index])
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool { scalar >= "a" && scalar <= "z" }

    private static let fortnight = Array("fortnight".unicodeScalars)
    private static let aFortnight = Array("a fortnight".unicodeScalars)
    private static let twoWeeks = Array("two weeks".unicodeScalars)
    private static let dayWeek = Array("day week".unicodeScalars)
    private static let spaceWeek = Array(" week".unicodeScalars)
    private static let aWeekFrom = Array("a week from ".unicodeScalars)
    private static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map {
        Array($0.unicodeScalars)
    }
    private static let qualifiers: Set<[Unicode.Scalar]> = Set(
        ["this", "next", "last", "every", "each", "a", "per", "the"].map { Array($0.unicodeScalars) })
}

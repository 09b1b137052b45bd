/// Clock idioms beyond `N点M分` and `H:MM` (see docs/NLU.md, "Clock idioms"):
/// - Chinese minutes before or past the named hour: `差十分八点`, `八点差一刻`, `两点过五分`, `10点零8分`;
/// - 早 and 晚 alone before a clock (`早七点`, `晚八点`), the late night (`深夜一点`, `半夜两点`,
///   `午夜十二点`) and a hedge before a clock (`差不多八点`);
/// - clocks in digits without a colon: `0930`, `1430h`, `1600 hours`, `730pm`, `7.45 pm`, `9ish`.
///
/// The named hour is read first (with the bare-hour rule) and the minutes are then taken off or
/// added: `ClockTime.minute` is negative for minutes before the hour.
extension TimeGrammar {
    // MARK: - Chinese

    /// After `N点`: `差十分`, `差一刻`, `过五分`, `过一刻`, `零8分` — the minutes (negative before the
    /// hour) and where they end.
    func chineseMinuteIdiom(at index: Int) -> (minute: Int, end: Int)? {
        switch at(index) {
        case "差":
            guard let minutes = chineseMinutes(at: index + 1) else { return nil }
            return (-minutes.value, minutes.end)
        case "过":
            if has(index + 1, "半") { return (30, index + 2) }  // 十点过半
            guard let minutes = chineseMinutes(at: index + 1) else { return nil }
            return (minutes.value, minutes.end)
        case "零", "〇":
            // 10点零8分: a Chinese zero before Arabic minutes.
            guard NumberReader.asciiDigit(at(index + 1)) != nil, let number = TimeNumber.read(s, at: index + 1),
                number.arabicDigits == 1
            else { return nil }
            return (number.value, has(number.end, "分") ? number.end + 1 : number.end)
        default:
            return nil
        }
    }

    /// `十分`, `5分`, `五分钟`, `一刻`, `一刻钟`, `三刻`: minutes 1–59 with their unit.
    private func chineseMinutes(at index: Int) -> (value: Int, end: Int)? {
        guard index < s.count, TimeNumber.canStart(s[index]), let number = TimeNumber.read(s, at: index) else {
            return nil
        }
        if has(number.end, "刻"), number.value == 1 || number.value == 3 {
            return (15 * number.value, has(number.end + 1, "钟") ? number.end + 2 : number.end + 1)
        }
        guard has(number.end, "分"), (1...59).contains(number.value) else { return nil }
        return (number.value, has(number.end + 1, "钟") ? number.end + 2 : number.end + 1)
    }

    /// `差十分八点`, `差一刻九点`, `差5分12点`: minutes before the named hour. `差不多八点` is a hedge:
    /// the clock itself (the span starts at the clock).
    func chineseMinutesBefore(at i: Int) -> Match? {
        if has(i + 1, "不", "多") {
            guard TimeNumber.canStart(at(i + 3)), let named = numericComponent(at: i + 3),
                case .clock = named.component
            else { return nil }
            return named
        }
        guard let minutes = chineseMinutes(at: i + 1), TimeNumber.canStart(at(minutes.end)),
            let named = numericComponent(at: minutes.end), case .clock(var clock) = named.component,
            !clock.hasMinutes
        else { return nil }
        clock.minute = -minutes.value
        clock.hasMinutes = true
        return Match(component: .clock(clock), start: i, end: named.end)
    }

    /// `早七点`, `早8:30`, `晚八点`: 早 and 晚 alone as the part of the day of the clock right after
    /// them — 早 for hours 4–11, 晚 for 5–12, so `早一点` and `晚一点` stay "a bit earlier/later".
    func singleCharacterPart(at i: Int) -> Match? {
        let early = s[i] == "早"
        // 周一晚吃饭, 礼拜一晚间: 晚 after a weekday is its evening (not 周一晚到, 晚些, 晚点, 晚了).
        if !early, "周週拜期".unicodeScalars.contains(at(i - 2)), "一二三四五六日天末".unicodeScalars.contains(at(i - 1)) {
            if has(i + 1, "间") { return Match(component: .part(.night), start: i, end: i + 2) }
            // (At the end, or before a break: 周一晚, 周五晚。)
            if i + 1 >= s.count || " ,.!?;~".unicodeScalars.contains(at(i + 1))
                || (at(i + 1).value >= 0x3400 && !"到了些点上饭".unicodeScalars.contains(at(i + 1))
                    && !TimeNumber.canStart(at(i + 1)))
            {
                return Match(component: .part(.night), start: i, end: i + 1)
            }
        }
        guard TimeNumber.canStart(at(i + 1)), let next = numericComponent(at: i + 1),
            case .clock(let clock) = next.component, clock.meridiem == nil,
            early ? (4...11).contains(clock.hour) : (5...12).contains(clock.hour)
        else { return nil }
        return Match(component: .part(early ? .earlyMorning : .night), start: i, end: i + 1)
    }

    /// Whether a clock (`一点`, `12点`, `3:00`) starts at `index`.
    private func clockFollows(at index: Int) -> Bool {
        guard TimeNumber.canStart(at(index)), let next = numericComponent(at: index),
            case .clock = next.component
        else { return false }
        return true
    }

    /// 深夜 (23:00–03:00; a clock after it is the coming night's), 半夜 (before a clock, the same;
    /// alone, 00:00–06:00 as 凌晨), 午夜 (before a clock, the same; alone, midnight).
    func lateNight(at i: Int) -> Match? {
        guard has(i + 1, "夜") else { return nil }
        let withClock = clockFollows(at: i + 2)
        switch s[i] {
        case "深":
            return Match(component: .part(.lateNight), start: i, end: i + 2)
        case "半":
            return Match(component: .part(withClock ? .lateNight : .dawn), start: i, end: i + 2)
        default:  // 午
            if withClock { return Match(component: .part(.lateNight), start: i, end: i + 2) }
            return Match(
                component: .clock(ClockTime(hour: 0, twentyFourHour: true, isMidnight: true)), start: i, end: i + 2)
        }
    }

    /// Whether `一点` after 早/晚 at `start - 1` is "a bit earlier/later" (早一点, 晚两点 are; 今晚一点,
    /// 明早八点, 早七点 are clocks).
    func isEarlierOrLater(start: Int, hour: Int) -> Bool {
        guard at(start - 1) == "早" || at(start - 1) == "晚" else { return false }
        switch at(start - 2) {
        case "今", "明", "昨", "每", "当": return false
        default: return hour <= 2
        }
    }

    /// Whether `index` holds the numeral of a weekday (周五, 星期三, 礼拜六), so a clock may follow
    /// it at once: 周五两点.
    func endsWeekday(at index: Int) -> Bool {
        "一二三四五六".unicodeScalars.contains(at(index)) && "周期拜週".unicodeScalars.contains(at(index - 1))
    }

    // MARK: - Digits without a colon

    /// Clocks written in digits without a colon, after a number no suffix claimed:
    /// - `730pm`, `1130 am`: hour and minutes run together, with am/pm;
    /// - `0930`, `1430h`, `1600 hours`, `2330`: 24-hour HHMM — only when it is clearly a time: with
    ///   h/hrs/hours after it, or written with a leading zero, after at/by/around/until (or `@`), after
    ///   a day word (`明天0930`, `tomorrow 1400`), or opening the message (`1130 lunch`, `1900集合`) —
    ///   and never before a unit or an amount (`1500元`, `2000 steps`), nor a year (1950–2099) unless
    ///   a cue says so;
    /// - `9ish`, `9-ish`: the bare hour.
    func compactClock(_ number: TimeNumber, start: Int) -> Match? {
        let end = number.end
        if number.arabicDigits <= 2, (1...12).contains(number.value), let ish = ishSuffix(at: end) {
            return Match(component: .clock(ClockTime(hour: number.value)), start: start, end: ish)
        }
        // "…, mrs alvarez perm, 10 i think": a bare hour set off by a comma and hedged.
        if number.arabicDigits <= 2, (1...12).contains(number.value), start >= 2, has(start - 2, ",", " "),
            hedgeFollows(at: end), dayWordBefore(start)
        {
            return Match(component: .clock(ClockTime(hour: number.value)), start: start, end: end)
        }
        guard number.arabicDigits == 3 || number.arabicDigits == 4 else { return nil }
        let hour = number.value / 100
        let minute = number.value % 100
        guard minute <= 59 else { return nil }
        if let meridiem = meridiem(at: end) {
            guard (1...12).contains(hour) else { return nil }
            let clock = ClockTime(hour: hour, minute: minute, hasMinutes: true, meridiem: meridiem.value)
            return Match(component: .clock(clock), start: start, end: meridiem.end)
        }
        // "at 730 tonight", "at 930 in the morning": three digits after "at", with a time word after.
        if number.arabicDigits == 3, (1...12).contains(hour), !number.leadingZero, hasClockCue(before: start),
            timeWordFollows(at: end)
        {
            return Match(
                component: .clock(ClockTime(hour: hour, minute: minute, hasMinutes: true)), start: start, end: end)
        }
        let rangeEnd = compactClockBefore(hyphenAt: start - 1)
        guard number.arabicDigits == 4, hour <= 23, rangeEnd || !Self.isAmountPrefix(at(start - 1)) else { return nil }
        var stop = end
        var cue = false
        if let suffix = hoursSuffix(at: end) {
            stop = suffix
            cue = true
        } else {
            let rangeStart = compactClockAfter(hyphenAt: end)
            guard rangeStart || followsAsClock(at: end) else { return nil }
            cue = rangeEnd || hasClockCue(before: start)
            // "takings last saturday 1340", "paycheck last monday 1100": four digits ending a ledger
            // line after a day are its amount.
            if !number.leadingZero, s[end...].allSatisfy({ $0 == " " || $0 == "." || $0 == "!" }),
                Self.moneyNounsOpening.contains(where: { word in s.starts(with: word) })
                    || Self.itemThenPastDay(Array(s[..<start]))
            {
                return nil
            }
            // 尾号0930, 密码是0930: after other Chinese words, four digits are a code.
            if !cue, at(start - 1).value >= 0x3400 { return nil }
            // "from 2015 to 2016", "from 2007 to the end of 2008": years, not 20:15 or 20:07.
            if !number.leadingZero, yearsJoined(after: end, from: number.value) { return nil }
            let opening = start == 0
            guard cue || number.leadingZero || opening else { return nil }
            if !cue, !number.leadingZero {
                // 2027 is a year, 1500 steps an amount: opening a message, a clock must not look like either.
                guard !(1950...2099).contains(number.value) else { return nil }
                if has(end, " "), minute == 0 { return nil }
            }
        }
        let clock = ClockTime(hour: hour, minute: minute, hasMinutes: minute != 0, twentyFourHour: true)
        return Match(component: .clock(clock), start: start, end: stop)
    }

    /// Whether `before` is an item and then a past day: "annual membership last friday " — four
    /// digits after it end a record of money, not a plan at a clock.
    static func itemThenPastDay(_ before: [Unicode.Scalar]) -> Bool {
        let words = String(String.UnicodeScalarView(before)).lowercased().split(separator: " ").map(String.init)
        guard let last = words.last else { return false }
        let dayWords =
            last == "yesterday"
            ? 1
            : (words.count >= 2 && words[words.count - 2] == "last"
                && pastWeekdays.contains(last)) ? 2 : 0
        guard dayWords > 0, words.count > dayWords else { return false }
        return words.dropLast(dayWords).allSatisfy { word in
            word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic }
        }
    }

    private static let pastWeekdays = EnglishWeekdayNames.all.union(["week", "month"])

    /// Money nouns that open a ledger line ("takings last saturday 1340").
    private static let moneyNounsOpening: [[Unicode.Scalar]] = [
        "takings ", "paycheck ", "pay ", "deposit ", "deposits ", "tips ", "rent ", "sales ", "payout ", "refund ",
        "bonus ", "wages ", "fees ",
    ].map { Array($0.unicodeScalars) }

    /// `7.45 pm`, `5.30pm`, `10.15 tonight`, `at 7.45`: hour.minutes as a clock — with am/pm, or
    /// after at/by/around, or before a time word. (`5.20约会` stays a date, `coffee 3.15` an amount.)
    func dottedClock(_ hour: TimeNumber, start: Int) -> Match? {
        guard hour.arabicDigits > 0, hour.arabicDigits <= 2, hour.value <= 23, has(hour.end, "."),
            NumberReader.asciiDigit(at(hour.end + 1)) != nil, let minute = TimeNumber.read(s, at: hour.end + 1),
            minute.arabicDigits == 2, minute.value <= 59, at(minute.end) != ".",
            NumberReader.asciiDigit(at(minute.end)) == nil
        else { return nil }
        var clock = ClockTime(hour: hour.value, minute: minute.value, hasMinutes: true)
        if let meridiem = meridiem(at: minute.end), (1...12).contains(hour.value) {
            clock.meridiem = meridiem.value
            return Match(component: .clock(clock), start: start, end: meridiem.end)
        }
        guard !Self.isASCIILetter(at(minute.end)),
            hasClockCue(before: start) || timeWordFollows(at: minute.end) || dottedClockFollows(after: minute.end)
        else { return nil }
        // "rates at 6.45 percent", "at 6.45%": a rate, not a clock.
        if at(minute.end) == "%" || (has(minute.end, " ") && isAmountWord(at: minute.end + 1)) { return nil }
        clock.twentyFourHour = hour.value >= 13 || hour.value == 0 || hour.leadingZero
        return Match(component: .clock(clock), start: start, end: minute.end)
    }

    /// Whether a range's second dotted clock follows `end` ("9.30-11.30", "9.30 to 11.30am"): two
    /// such clocks joined are hours, not amounts.
    private func dottedClockFollows(after end: Int) -> Bool {
        var position = has(end, " ") ? end + 1 : end
        if has(position, "-") || has(position, "~") {
            position += 1
        } else if has(position, "t", "o") && has(position + 2, " ") {
            position += 2
        } else {
            return false
        }
        if has(position, " ") { position += 1 }
        guard let hour = TimeNumber.read(s, at: position), hour.arabicDigits > 0, hour.arabicDigits <= 2,
            hour.value <= 23, has(hour.end, "."), let minute = TimeNumber.read(s, at: hour.end + 1),
            minute.arabicDigits == 2, minute.value <= 59
        else { return false }
        return NumberReader.asciiDigit(at(minute.end)) == nil && at(minute.end) != "." && at(minute.end) != "%"
    }

    /// Whether a hedge follows `index` and ends the message or its clause: " i think", " i guess",
    /// " maybe", " probably", " or so".
    private func hedgeFollows(at index: Int) -> Bool {
        for hedge in Self.hedges where index + hedge.count <= s.count {
            guard s[index..<(index + hedge.count)].elementsEqual(hedge) else { continue }
            let after = index + hedge.count
            return after == s.count || [",", ".", "!", "?", "，", "。"].contains(s[after])
        }
        return false
    }

    /// Whether a day or a part of the day is said before `index` (the hedged hour's half of the day).
    private func dayWordBefore(_ index: Int) -> Bool {
        let before = String(String.UnicodeScalarView(s[..<index]))
        return Self.dayWords.contains { before.contains($0) }
    }

    private static let dayWords = [
        "morning", "afternoon", "evening", "night", "today", "tomorrow", "tmrw", "mon", "tue", "wed", "thu", "fri",
        "sat", "sun",
    ]

    private static let hedges: [[Unicode.Scalar]] = [" i think", " i guess", " maybe", " probably", " or so"].map {
        Array($0.unicodeScalars)
    }

    /// `ish` or `-ish` right after a number or a clock word (`9ish`, `nine-ish`, `noon-ish`): where it ends.
    func ishSuffix(at index: Int) -> Int? {
        let position = has(index, "-") ? index + 1 : index
        guard has(position, "i", "s", "h"), !Self.isASCIIAlphanumeric(at(position + 3)) else { return nil }
        return position + 3
    }

    /// `h`, `hrs`, `hr`, ` hours`, ` hrs` after a four-digit clock: where it ends.
    private func hoursSuffix(at index: Int) -> Int? {
        var position = index
        if has(position, " "), Self.isASCIILetter(at(position + 1)) { position += 1 }
        guard has(position, "h") else { return nil }
        var stop = position + 1
        if has(stop, "r", "s") {
            stop += 2
        } else if has(stop, "r") {
            stop += 1
        } else if has(stop, "o", "u", "r") {
            stop += 3
            if has(stop, "s") { stop += 1 }
        } else if position != index {
            return nil  // a lone "h" must be glued: 1430h.
        }
        return Self.isASCIIAlphanumeric(at(stop)) ? nil : stop
    }

    /// Whether what follows a four-digit number lets it be a clock: the end, a space before a word
    /// that is not an amount's unit, punctuation, or a Chinese word that is not a unit or measure.
    private func followsAsClock(at index: Int) -> Bool {
        let next = at(index)
        if next == "\u{0}" { return true }
        if next == " " {
            let word = at(index + 1)
            if NumberReader.asciiDigit(word) != nil { return false }
            if Self.isASCIILetter(word) { return !isAmountWord(at: index + 1) }
            return true
        }
        if next.value >= 0x3400 { return !Self.isAmountFollower(next) && !Self.isMeasureWord(next) }
        if next == "。" || next == "、" { return true }
        // A full stop ends the sentence ("at 1200."), not "1130.5" or "1130.pdf".
        return next == "," || next == "!" || next == "?" || next == ")" || next == ";"
            || (next == "." && !Self.isASCIIAlphanumeric(at(index + 1)))
    }

    /// Whether the four digits `value` (ending at `end`) open a range of years: "to", "and",
    /// "through", "until" or "thru" and then a year in four digits a few years later (with minutes
    /// that are not both quarter hours: "from 2000 to 2030" may be half an hour in the evening), or
    /// the start, middle or end of a year ("to the end of 2008").
    func yearsJoined(after end: Int, from value: Int) -> Bool {
        guard (1950...2099).contains(value), has(end, " "), let (joiner, joinerEnd) = wordCode(at: end + 1),
            Self.yearJoiners.contains(joiner), has(joinerEnd, " ")
        else { return false }
        var position = joinerEnd + 1
        if let (the, theEnd) = wordCode(at: position), the == Self.theCode, has(theEnd, " "),
            let (part, partEnd) = wordCode(at: theEnd + 1), Self.yearParts.contains(part), has(partEnd, " "),
            let (of, ofEnd) = wordCode(at: partEnd + 1), of == Self.ofCode, has(ofEnd, " ")
        {
            position = ofEnd + 1
            guard let year = TimeNumber.read(s, at: position), year.arabicDigits == 4 else { return false }
            return (1950...2099).contains(year.value) && !Self.isASCIIAlphanumeric(at(year.end))
        }
        guard let year = TimeNumber.read(s, at: position), year.arabicDigits == 4, !year.leadingZero,
            !Self.isASCIIAlphanumeric(at(year.end)), at(year.end) != ":", (1...20).contains(year.value - value)
        else { return false }
        return !(value % 100 % 15 == 0 && year.value % 100 % 15 == 0)
    }

    private static let yearJoiners: Set<UInt64> = Set(
        ["to", "and", "through", "thru", "until", "till"].map(EnglishWord.code))
    private static let yearParts: Set<UInt64> = Set(["end", "start", "beginning", "middle"].map(EnglishWord.code))
    private static let theCode = EnglishWord.code("the")
    private static let ofCode = EnglishWord.code("of")

    /// Whether four digits that read as a 24-hour clock stand before the hyphen at `index`, written
    /// with a leading zero or after a clock cue ("0730-0930", "from 1400-1500"): the start of a
    /// range of such clocks.
    func compactClockBefore(hyphenAt index: Int) -> Bool {
        guard index >= 4, has(index, "-") || has(index, "–"), !Self.isASCIIAlphanumeric(at(index - 5)),
            !"$¥€£#-/.:+".unicodeScalars.contains(at(index - 5)),
            at(index - 4) == "0" || hasClockCue(before: index - 4),
            let number = TimeNumber.read(s, at: index - 4), number.arabicDigits == 4, number.end == index
        else { return false }
        return number.value / 100 <= 23 && number.value % 100 <= 59
    }

    /// Whether a hyphen at `index` leads to four digits of a 24-hour clock ending the range ("0730-0930").
    private func compactClockAfter(hyphenAt index: Int) -> Bool {
        guard has(index, "-") || has(index, "–"), let number = TimeNumber.read(s, at: index + 1),
            number.arabicDigits == 4, number.value / 100 <= 23, number.value % 100 <= 59,
            !Self.isASCIIAlphanumeric(at(number.end)), !"-/.:".unicodeScalars.contains(at(number.end))
        else { return false }
        return true
    }

    /// Scalars before a number that make it an amount or a code: `$1130`, `A-0930`, `#2330`, `No.1130`.
    private static func isAmountPrefix(_ scalar: Unicode.Scalar) -> Bool {
        if isASCIIAlphanumeric(scalar) { return true }
        return "$¥€£#-/.:+*x%".unicodeScalars.contains(scalar)
    }

    /// Chinese measure words that make a number a count: 1900人, 2000步, 1130字.
    private static func isMeasureWord(_ scalar: Unicode.Scalar) -> Bool {
        "人字步次张件页名位条份期室楼层卡支台辆间套瓶杯碗只户所家部本首句行票单笔".unicodeScalars.contains(scalar)
    }

    /// English words after a number that make it an amount: dollars, steps, people, …
    private func isAmountWord(at index: Int) -> Bool {
        let end = EnglishNumberWords.wordEnd(s, from: index)
        guard let code = EnglishNumberWords.code(s, index..<end) else { return false }
        return Self.amountWords.contains(code)
    }

    private static let amountWords: Set<UInt64> = Set(
        [
            "dollars", "dollar", "bucks", "usd", "rmb", "yuan", "euros", "euro", "pounds", "yen", "people", "steps",
            "words", "calories", "cal", "kcal", "miles", "km", "meters", "feet", "points", "items", "units", "pages",
            "times", "votes", "views", "likes", "users", "rooms", "room", "sq", "square", "ft", "lbs", "kg", "mg",
            "ml", "mb", "gb", "per", "percent", "plus", "more", "less", "of",
        ].map { EnglishNumberWords.code($0) })

    /// Whether the word before `start` (across one space, or `@`/`~` right before it) says a clock
    /// follows: at, around, by, until, till, before, after, from, to, a day word, or `@`.
    func hasClockCue(before start: Int) -> Bool {
        let previous = at(start - 1)
        if previous == "@" || previous == "~" { return true }
        if previous.value >= 0x3400 {
            if "天晚早午日".unicodeScalars.contains(previous) { return true }
            // 周五0930, 星期三1400, 5号0930 (not 尾号0930).
            let before = at(start - 2)
            if "一二三四五六末".unicodeScalars.contains(previous) { return "周期拜".unicodeScalars.contains(before) }
            return (previous == "号" || previous == "號") && TimeNumber.canStart(before)
        }
        guard previous == " ", Self.isASCIILetter(at(start - 2)) else { return false }
        var wordStart = start - 2
        while wordStart > 0, Self.isASCIILetter(s[wordStart - 1]) { wordStart -= 1 }
        guard let word = englishWord(at: wordStart), word.end == start - 1 else { return false }
        switch word.word {
        case .at, .until, .before, .after, .from, .to, .today, .tomorrow, .tonight, .weekday: return true
        default: return false
        }
    }

    /// Whether a word of the time of day follows `index` (across one space): tonight, tomorrow,
    /// today, this/next/on/in the…, morning/afternoon/evening/night, a weekday, o'clock.
    func timeWordFollows(at index: Int) -> Bool {
        guard let next = nextWord(after: index) else { return false }
        switch next.word {
        case .tonight, .tomorrow, .today, .this, .next, .on, .morning, .afternoon, .evening, .night, .weekday, .o:
            return true
        case .in, .at:
            guard let after = nextWord(after: next.end) else { return false }
            return after.word == .the || after.word == .night
        default:
            return false
        }
    }
}

/// Durations from now beyond `N units 后` / `in N units`, and anchors that keep now's clock on
/// another day (see docs/NLU.md, "Durations and anchors"):
/// - quarters and halves: `三刻钟后` (+45 min), `两天半以后` (+60 h), `一年半以后` (+18 months), `半年后`,
///   `半个月后` (+15 days), "two and a half hours from now", "an hour and a half", "three quarters
///   of an hour", "a half hour", "half a year from now", "in 1.5 hours", "a fortnight from now";
/// - hours and minutes together: `两小时十五分钟后`, "an hour and 20 minutes from now";
/// - `过` before a duration: `过两天`, `过十分钟`, `过一个礼拜` (from now, no 后 needed);
/// - anchors: `明天这个时候`, `下周这个时候`, `三天后的这个点`, `明天此时`, "this time tomorrow", "same
///   time next week", "same time on Friday": the day said, at now's clock (to the minute);
/// - `一年前的今天`, "a year ago today", "six months from today": the day the offset gives.
///
/// Minutes and hours count exactly from now; whole days, weeks, months and years give a day
/// (00:00, grain day); a half day or a half week counts hours (两天半 = 60 h from now); a half
/// month is 15 days, `一个半月` 45 days; half a year is 6 months.
extension TimeGrammar {
    /// A duration as read, before its direction.
    struct Duration {
        var count: Int
        /// A half more of the unit (`两天半`, `一个半小时`, `半年`).
        var half = false
        var unit: EnglishWord.Unit
        /// Minutes after whole hours (`两小时十五分钟`).
        var extraMinutes = 0
        var end: Int
        /// Read by a rule here, not by `numericComponent`'s own offsets.
        var special = false
    }

    /// The component `duration` gives in direction `sign` (+1 later, −1 earlier).
    static func component(_ duration: Duration, sign: Int) -> TimeComponent {
        let count = duration.count
        let half = duration.half
        switch duration.unit {
        case .minute:
            return .offset(TimeOffset(seconds: (60 * count + (half ? 30 : 0)) * sign, grain: .minute))
        case .hour:
            let minutes = 60 * count + (half ? 30 : 0) + duration.extraMinutes
            let grain: TimeGrain = half || duration.extraMinutes != 0 ? .minute : .hour
            return .offset(TimeOffset(seconds: 60 * minutes * sign, grain: grain))
        case .day:
            guard half else { return .day(.relative(count * sign)) }
            return .offset(TimeOffset(seconds: (24 * count + 12) * 3600 * sign, grain: .minute))
        case .week:
            guard half else { return .day(.relative(7 * count * sign)) }
            return .offset(TimeOffset(seconds: (168 * count + 84) * 3600 * sign, grain: .minute))
        case .month:
            guard half else { return .day(.monthsFromNow(count * sign)) }
            return .day(.relative((30 * count + 15) * sign))
        case .year:
            return .day(.monthsFromNow((12 * count + (half ? 6 : 0)) * sign))
        }
    }

    // MARK: - Chinese

    /// A Chinese duration at `index`: a number or 半, an optional 个 and 半, a unit (刻钟, 小时,
    /// 钟头, 分钟, 天, 星期, 礼拜, 周, 个月, 年), an optional 半 after it, and minutes after hours.
    func chineseDuration(at index: Int) -> Duration? {
        var position = index
        var count = 0
        var half = false
        var special = false
        if has(position, "半") {
            half = true
            special = true
            position += 1
        } else {
            guard TimeNumber.canStart(at(position)), let number = TimeNumber.read(s, at: position),
                number.arabicDigits <= 3
            else { return nil }
            count = number.value
            position = number.end
        }
        let counted = has(position, "个")
        if counted { position += 1 }
        if !half, counted, has(position, "半") {
            half = true
            position += 1
        }
        let unit: EnglishWord.Unit
        if has(position, "刻") {
            // 一刻钟, 三刻钟: quarters of an hour.
            guard !half, !counted, (1...3).contains(count) else { return nil }
            position += has(position + 1, "钟") ? 2 : 1
            return Duration(count: 15 * count, unit: .minute, end: position, special: true)
        } else if has(position, "小", "时") || has(position, "钟", "头") {
            unit = .hour
            position += 2
        } else if has(position, "分", "钟") {
            unit = .minute
            position += 2
        } else if has(position, "分"), !counted, !half {
            unit = .minute
            position += 1
        } else if has(position, "天") {
            unit = .day
            position += 1
        } else if has(position, "星", "期") || has(position, "礼", "拜") {
            unit = .week
            position += 2
        } else if has(position, "周"), !counted {
            unit = .week
            position += 1
        } else if has(position, "月"), counted || half {
            unit = .month
            position += 1
            if half, count > 0 { special = true }  // 一个半月
        } else if has(position, "年"), !counted {
            unit = .year
            position += 1
        } else {
            return nil
        }
        if !half, has(position, "半"), unit != .minute {
            half = true
            special = true
            position += 1
        }
        var extraMinutes = 0
        if unit == .hour, !half, TimeNumber.canStart(at(position)), let minutes = TimeNumber.read(s, at: position),
            has(minutes.end, "分"), (1...59).contains(minutes.value)
        {
            extraMinutes = minutes.value
            position = has(minutes.end + 1, "钟") ? minutes.end + 2 : minutes.end + 1
            special = true
        }
        return Duration(
            count: count, half: half, unit: unit, extraMinutes: extraMinutes, end: position, special: special)
    }

    /// The forms `numericComponent`'s own offsets do not read: `三刻钟后`, `两天半以后`, `一年半前`,
    /// `两小时十五分钟后`, `一个半月后`.
    func chineseDurationIdiom(_ number: TimeNumber, start: Int) -> Match? {
        switch at(number.end) {
        case "刻", "个", "天", "年", "小", "钟", "星", "礼", "周": break
        default: return nil
        }
        guard let duration = chineseDuration(at: start), duration.special,
            let after = direction(at: duration.end)
        else { return nil }
        return Match(component: Self.component(duration, sign: after.sign), start: start, end: after.end)
    }

    /// `半年后`, `半个月后`, `半天以后` (after `半小时`, read by `halfHourOffset`).
    func halfOffset(at i: Int) -> Match? {
        guard let duration = chineseDuration(at: i), let after = direction(at: duration.end) else { return nil }
        return Match(component: Self.component(duration, sign: after.sign), start: i, end: after.end)
    }

    /// `过两天`, `过十分钟`, `过半个小时`, `再过一个礼拜`: that long from now (`超过两天`, `不过两天`,
    /// `过了两天` are not).
    func passedOffset(at i: Int) -> Match? {
        switch at(i - 1) {
        case "超", "经", "度", "不", "越", "跨", "错", "通", "路", "穿", "闯", "难", "好", "太", "只": return nil
        default: break
        }
        guard let duration = chineseDuration(at: i + 1) else { return nil }
        let end = direction(at: duration.end).flatMap { $0.sign > 0 ? $0.end : nil } ?? duration.end
        return Match(component: Self.component(duration, sign: 1), start: i, end: end)
    }

    /// After `后`/`前` of an offset: `的今天` (`一年前的今天`) is the same day; returns where it ends.
    func todayAfterOffset(at index: Int) -> Int {
        guard has(index, "的", "今"), has(index + 2, "天") || has(index + 2, "日") else { return index }
        return index + 3
    }

    /// `这个时候`, `这时候`, `这个时间`, `这个点`, `此时`, `此刻`: now's clock, for the day said before it
    /// (`明天这个时候`, `下周这个时候`, `三天后的这个点`). Alone it is no time.
    func nowAnchor(at i: Int) -> Match? {
        var position = i + 1
        if s[i] == "此" {
            guard has(position, "时") || has(position, "刻") else { return nil }
            position += 1
        } else {
            if has(position, "个") { position += 1 }
            if has(position, "时", "候") || has(position, "时", "间") {
                position += 2
            } else if has(position, "点"), position == i + 2, !Self.isNoun(at(position + 1)) {
                position += 1
            } else {
                return nil
            }
        }
        return Match(
            component: .clock(ClockTime(hour: 0, twentyFourHour: true, isNow: true)), start: i, end: position,
            weak: true)
    }

    /// A few nouns after `这个点` that make 点 a point or a spot, not the hour: 这个点子, 这个点位.
    private static func isNoun(_ scalar: Unicode.Scalar) -> Bool { "子位评赞".unicodeScalars.contains(scalar) }

    // MARK: - English

    /// `this time` / `same time` (the words read up to `end`): now's clock, opening a phrase only
    /// when a day follows ("this time tomorrow", "same time next week", "same time on Friday"),
    /// else only after a day ("tomorrow same time").
    func englishNowAnchor(start: Int, after end: Int) -> Match? {
        var stop = end
        if s[start] == "s" {
            guard let time = nextWord(after: end), time.word == .time else { return nil }
            stop = time.end
        }
        var match = Match(
            component: .clock(ClockTime(hour: 0, twentyFourHour: true, isNow: true)), start: start, end: stop,
            weak: true)
        if has(stop, " "), stop + 1 < s.count, Self.isASCIILetter(s[stop + 1]),
            let next = englishComponent(at: stop + 1, afterAt: false)
        {
            switch next.component {
            case .day, .period(.week), .period(.month), .period(.year): match.weak = false
            default: break
            }
        }
        return match
    }

    /// After a count (`count` units were said up to `end`): the durations `offset` does not read —
    /// "two and a half hours", "an hour and a half", "an hour and 20 minutes", "a quarter of an
    /// hour", "three quarters of an hour", "a quarter hour", "a half hour", "a fortnight",
    /// "1.5 hours". `nil` for a plain "N units".
    func englishDurationIdiom(count: Int, start: Int, after end: Int, requireDirection: Bool) -> Match? {
        var duration = Duration(count: count, unit: .hour, end: end, special: false)
        var position = end
        if has(position, ".", "5"), has(position + 2, " ") {
            // 1.5 hours
            duration.half = true
            position += 2
        }
        guard let first = nextWord(after: position) else { return nil }
        var unitStart = position
        switch first.word {
        case .and:
            // two and a half hours
            guard let article = nextWord(after: first.end), article.word == .a, let half = nextWord(after: article.end),
                half.word == .half
            else { return nil }
            duration.half = true
            unitStart = half.end
        case .quarter:
            // a quarter of an hour, three quarters of an hour, a quarter hour
            var stop = first.end
            if let of = nextWord(after: stop), of.word == .of, let article = nextWord(after: of.end),
                article.word == .a
            {
                stop = article.end
            }
            guard let hour = nextWord(after: stop), hour.word == .unit(.hour), (1...3).contains(count) else {
                return nil
            }
            duration = Duration(count: 15 * count, unit: .minute, end: hour.end, special: true)
            return durationMatch(duration, start: start, requireDirection: requireDirection)
        case .half where count == 1 && s[start] == "a":
            // a half hour
            duration.count = 0
            duration.half = true
            unitStart = first.end
        case .number(let units) where (1...9).contains(units) && count >= 20 && count < 100 && count % 10 == 0:
            // twenty-five minutes, forty five minutes from now
            duration.count = count + units
            unitStart = first.end
            guard let unitWord = nextWord(after: unitStart), case .unit(let unit) = unitWord.word else { return nil }
            duration.unit = unit
            duration.end = unitWord.end
            if let tail = englishDurationTail(&duration) { duration.end = tail }
            return durationMatch(duration, start: start, requireDirection: requireDirection)
        case .number(2) where count == 1 && s[first.start] == "c":
            // in a couple hours
            duration.count = 2
            unitStart = first.end
        case .fortnight:
            duration = Duration(count: 2 * count, unit: .week, end: first.end, special: true)
            return durationMatch(duration, start: start, requireDirection: requireDirection)
        case .unit(let unit):
            duration.unit = unit
            duration.end = first.end
            guard let tail = englishDurationTail(&duration) else { return nil }
            duration.end = tail
            return durationMatch(duration, start: start, requireDirection: requireDirection)
        default:
            guard duration.half else { return nil }
        }
        guard let unitWord = nextWord(after: unitStart), case .unit(let unit) = unitWord.word else { return nil }
        duration.unit = unit
        duration.end = unitWord.end
        duration.special = true
        return durationMatch(duration, start: start, requireDirection: requireDirection)
    }

    /// After "N units": "and a half" or "and N minutes"; returns the new end, or `nil` when neither follows.
    private func englishDurationTail(_ duration: inout Duration) -> Int? {
        var minutesStart = duration.end + 1
        if let and = nextWord(after: duration.end), and.word == .and, has(and.end, " ") {
            if let article = nextWord(after: and.end), article.word == .a, let half = nextWord(after: article.end),
                half.word == .half, !duration.half
            {
                duration.half = true
                duration.special = true
                return half.end
            }
            minutesStart = and.end + 1
        } else if !has(duration.end, " ") {
            return duration.half ? duration.end : nil
        }
        // an hour and 20 minutes, two hours 30 minutes
        guard duration.unit == .hour, !duration.half, let minutes = minuteCount(at: minutesStart),
            let unit = nextWord(after: minutes.end), unit.word == .unit(.minute)
        else { return duration.half ? duration.end : nil }
        duration.extraMinutes = minutes.value
        duration.special = true
        return unit.end
    }

    /// `half a year from now`, `half a day later` ("half an hour" is read by `englishComponent`).
    func halfDuration(start: Int, after end: Int) -> Match? {
        guard let article = nextWord(after: end), article.word == .a, let unit = nextWord(after: article.end),
            case .unit(let value) = unit.word, value != .hour
        else { return nil }
        let duration = Duration(count: 0, half: true, unit: value, end: unit.end, special: true)
        return durationMatch(duration, start: start, requireDirection: true)
    }

    /// `duration` with the direction after it (from now, later, ago); without one, a later time
    /// when `requireDirection` is false ("in two and a half hours").
    private func durationMatch(_ duration: Duration, start: Int, requireDirection: Bool) -> Match? {
        if let direction = englishDirection(after: duration.end) {
            return Match(component: Self.component(duration, sign: direction.sign), start: start, end: direction.end)
        }
        guard !requireDirection else { return nil }
        return Match(component: Self.component(duration, sign: 1), start: start, end: duration.end)
    }

    /// A count of minutes written in digits or words (`20`, `fifteen`, `twenty-five`, `forty five`), 1–59.
    func minuteCount(at index: Int) -> (value: Int, end: Int)? {
        if NumberReader.asciiDigit(at(index)) != nil {
            guard let number = TimeNumber.read(s, at: index), number.arabicDigits <= 2, (1...59).contains(number.value),
                !Self.isASCIIAlphanumeric(at(number.end))
            else { return nil }
            return (number.value, number.end)
        }
        let end = EnglishNumberWords.wordEnd(s, from: index)
        guard let word = EnglishNumberWords.word(s, index..<end) else { return nil }
        switch word {
        case .unit(let value) where (1...19).contains(value):
            return (value, end)
        case .tens(let value) where value <= 50:
            if has(end, "-") || has(end, " "), Self.isASCIILetter(at(end + 1)) {
                let unitEnd = EnglishNumberWords.wordEnd(s, from: end + 1)
                if case .unit(let unit)? = EnglishNumberWords.word(s, (end + 1)..<unitEnd), (1...9).contains(unit) {
                    return (value + unit, unitEnd)
                }
            }
            return (value, end)
        default:
            return nil
        }
    }
}

extension TimePoint {
    /// Adds an anchor (`这个时候`, `this time`) or a period after one: a week, month or year then
    /// counts from today (`下周这个时候` is 7 days on, "this time next month" the same day next
    /// month). `nil` when `component` has nothing to do with an anchor.
    mutating func addAnchored(_ component: TimeComponent) -> Bool? {
        switch component {
        case .clock(let value) where value.isNow:
            guard clock == nil, part == nil, offset == nil else { return false }
            if let period {
                guard let anchorDay = Self.anchorDay(period) else { return false }
                self.period = nil
                day = anchorDay
            }
            clock = value
            return true
        case .period(let value) where clock?.isNow == true:
            guard day == nil, let anchorDay = Self.anchorDay(value) else { return false }
            day = anchorDay
            return true
        default:
            return nil
        }
    }

    /// The day a period names when an anchor keeps now's clock: next week is 7 days on.
    private static func anchorDay(_ period: PeriodRef) -> DayRef? {
        switch period {
        case .week(let weeks): .relative(7 * weeks)
        case .month(let months): .monthsFromNow(months)
        case .year(let years): .monthsFromNow(12 * years)
        default: nil
        }
    }
}

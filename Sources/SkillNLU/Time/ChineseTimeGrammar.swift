/// Chinese time words: relative days, weekdays, dates, clock times, parts of day, offsets,
/// periods and holidays. Dispatch is on the first scalar; each rule checks the few that follow.
extension TimeGrammar {
    func chineseComponent(at i: Int) -> Match? {
        if let holiday = chineseHoliday(at: i) { return holiday }
        func day(_ offset: Int, _ length: Int) -> Match {
            Match(component: .day(.relative(offset)), start: i, end: i + length)
        }
        func part(_ value: PartOfDay, _ length: Int) -> Match {
            Match(component: .part(value), start: i, end: i + length)
        }
        func dayPart(_ offset: Int, _ value: PartOfDay, _ length: Int) -> Match {
            Match(component: .dayAndPart(.relative(offset), value), start: i, end: i + length)
        }
        let next = at(i + 1)
        switch s[i] {
        case "今":
            switch next {
            case "天", "日": return day(0, 2)
            case "儿": return day(0, has(i + 2, "个") ? 3 : 2)  // 今儿(个), said in the north
            case "晚": return dayPart(0, .night, has(i + 2, "上") ? 3 : 2)
            case "早": return dayPart(0, .earlyMorning, has(i + 2, "上") ? 3 : 2)
            case "晨": return dayPart(0, .earlyMorning, 2)  // 今晨五点, written
            case "年": return yearPrefixed(.relative(0), start: i, at: i + 2)
            case "明": return chineseTodayAndTomorrow(at: i)
            // 今個月, 今個星期 (said in the south): this month, this week.
            case "个": return relativeUnit(at: i + 1, start: i, offset: 0)
            default: return nil
            }
        case "明":
            switch next {
            case "天", "日": return day(1, 2)
            case "儿": return day(1, has(i + 2, "个") ? 3 : 2)
            case "晚": return dayPart(1, .night, has(i + 2, "上") ? 3 : 2)
            case "早": return dayPart(1, .earlyMorning, has(i + 2, "上") ? 3 : 2)
            case "晨": return dayPart(1, .earlyMorning, 2)
            case "年": return yearPrefixed(.relative(1), start: i, at: i + 2)
            default: return nil
            }
        // Cantonese 听日 (tomorrow), 寻日 and 琴日 (yesterday).
        case "听": return next == "日" && !"记子".unicodeScalars.contains(at(i + 2)) ? day(1, 2) : nil
        case "寻", "琴": return next == "日" && !"记子".unicodeScalars.contains(at(i + 2)) ? day(-1, 2) : nil
        case "后":
            if next == "天" { return day(2, 2) }
            // 后日 (not 以后日子, 三天后日程, 然后日本).
            if next == "日", !TimeNumber.canStart(at(i - 1)), !"以之然最今此先落其天".unicodeScalars.contains(at(i - 1)),
                !"子记程常本元".unicodeScalars.contains(at(i + 2))
            {
                return day(2, 2)
            }
            if next == "儿" { return day(2, has(i + 2, "个") ? 3 : 2) }
            return next == "年" ? yearPrefixed(.relative(2), start: i, at: i + 2) : nil
        case "大":
            if has(i + 1, "后", "天") { return day(3, 3) }
            if has(i + 1, "前", "天") { return day(-3, 3) }
            // 大大后天 (+4), 大大前天 (−4).
            guard next == "大", has(i + 3, "天") else { return nil }
            return has(i + 2, "后") ? day(4, 4) : has(i + 2, "前") ? day(-4, 4) : nil
        case "昨":
            switch next {
            case "天", "日": return day(-1, 2)
            case "儿": return day(-1, has(i + 2, "个") ? 3 : 2)
            case "晚": return dayPart(-1, .night, has(i + 2, "上") ? 3 : 2)
            case "晨": return dayPart(-1, .earlyMorning, 2)
            default: return nil
            }
        case "前":
            if next == "天" { return day(-2, 2) }
            if next == "儿" { return day(-2, has(i + 2, "个") ? 3 : 2) }
            return next == "年" ? yearPrefixed(.relative(-2), start: i, at: i + 2) : nil
        case "去":
            // 要去年检营业执照: going to the annual inspection (年检), not last year (去年检查 still is).
            if next == "年", has(i + 2, "检"), !"查测验".unicodeScalars.contains(at(i + 3)) { return nil }
            return next == "年" ? yearPrefixed(.relative(-1), start: i, at: i + 2) : nil
        case "周", "星", "礼":
            return weekWord(at: i, start: i, weeks: nil)
        case "这", "本":
            return nowAnchor(at: i) ?? relativeUnit(at: i + 1, start: i, offset: 0)
        case "此":
            return nowAnchor(at: i)
        case "下":
            // 下午茶 is afternoon tea, something bought, not a time.
            if next == "午" { return has(i + 2, "茶") ? nil : part(.afternoon, 2) }
            if next == "半" || next == "旬" { return chineseBareHalf(at: i) }
            if closesYiXia(at: i) { return nil }
            if next == "下" { return relativeUnit(at: i + 2, start: i, offset: 2) }
            return relativeUnit(at: i + 1, start: i, offset: 1)
        case "上":
            if next == "午" { return part(.forenoon, 2) }
            if next == "半" || next == "旬" { return chineseBareHalf(at: i) }
            if next == "上" { return relativeUnit(at: i + 2, start: i, offset: -2) }
            return relativeUnit(at: i + 1, start: i, offset: -1)
        case "早":
            return next == "上" || next == "晨" ? part(.earlyMorning, 2) : singleCharacterPart(at: i)
        case "中":
            if next == "午" { return part(.noon, 2) }
            return next == "旬" ? chineseBareHalf(at: i) : nil
        case "晚":
            return next == "上" ? part(.night, 2) : singleCharacterPart(at: i)
        case "深", "午":
            return lateNight(at: i)
        case "差":
            return chineseMinutesBefore(at: i)
        case "过":
            return passedOffset(at: i)
        case "夜":
            return next == "里" || next == "间" ? part(.night, 2) : nil
        case "凌":
            return next == "晨" ? part(.dawn, 2) : nil
        case "傍":
            return next == "晚" || next == "黑" ? part(.dusk, 2) : nil  // 傍黑, said in the north
        case "晌":
            return next == "午" ? part(.noon, 2) : nil
        case "清":
            return next == "晨" ? part(.earlyMorning, 2) : nil
        case "一" where next == "早":
            return part(.earlyMorning, 2)  // 明天一早
        case "半":
            return lateNight(at: i) ?? halfHourOffset(at: i) ?? halfOffset(at: i)
        case "月":
            return chineseBareMonth(at: i)
        case "年":
            return chineseBareYear(at: i)
        case "第":
            return chineseOrdinalQuarter(at: i)
        default:
            // A numeral after digits starts a time (2028/5/13四点); after a numeral it is inside one.
            guard TimeNumber.canStart(s[i]),
                !TimeNumber.canStart(at(i - 1)) || endsWeekday(at: i - 1) || NumberReader.asciiDigit(at(i - 1)) != nil
            else {
                return nil
            }
            return numericComponent(at: i)
        }
    }

    /// Scalars that make a number a date, time or quantity (五一 is Labour Day unless one follows).
    private static func isNumericSuffix(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "点", "时", "号", "日", "月", "年", "天", "个", "周", "小", "分", "块", "元", "万", "千", "百": true
        default: false
        }
    }

    /// `半小时后`, `半个小时之后`, `半个钟头后`: thirty minutes from now.
    private func halfHourOffset(at i: Int) -> Match? {
        var position = i + 1
        if has(position, "个") { position += 1 }
        guard has(position, "小", "时") || has(position, "钟", "头") else { return nil }
        guard let after = direction(at: position + 2) else { return nil }
        return Match(
            component: .offset(TimeOffset(seconds: 1800 * after.sign, grain: .minute)), start: i, end: after.end)
    }

    /// `后` `以后` `之后` (+1) or `前` `以前` `之前` (−1) at `index`.
    func direction(at index: Int) -> (sign: Int, end: Int)? {
        var position = index
        if has(position, "以") || has(position, "之") { position += 1 }
        switch at(position) {
        case "后": return (1, todayAfterOffset(at: position + 1))
        case "前": return (-1, todayAfterOffset(at: position + 1))
        default: return nil
        }
    }

    /// After 这/本/下/上 (offset 0, ±1, ±2): 周三, 周, 周末, 星期三, 个星期, 礼拜, 个月, 月, 个月1号.
    private func relativeUnit(at index: Int, start: Int, offset: Int) -> Match? {
        var position = index
        // 这一周, 下一个月, 上一礼拜: the 一 says nothing more.
        if has(position, "一"), "周星礼个月".unicodeScalars.contains(at(position + 1)) { position += 1 }
        if has(position, "个") { position += 1 }
        switch at(position) {
        case "周", "星", "礼":
            return weekWord(at: position, start: start, weeks: offset)
        case "月":
            position += 1
            if let part = chineseMonthPart(.relative(offset), start: start, at: position) { return part }
            if let number = TimeNumber.read(s, at: position), has(number.end, "号") || has(number.end, "日"),
                (1...31).contains(number.value)
            {
                return Match(
                    component: .day(.dayOfMonth(number.value, monthOffset: offset)), start: start, end: number.end + 1)
            }
            return Match(component: .period(.month(offset)), start: start, end: position)
        case "季" where has(position + 1, "度"):
            return Match(component: .period(.quarter(offset)), start: start, end: position + 2)
        case "年" where offset == 0 && s[start] == "本":
            return yearPrefixed(.relative(0), start: start, at: position + 1)
        case "年" where abs(offset) == 1 && position == start + 1 && !has(position + 1, "纪") && !has(position + 1, "级"):
            // 上年, 下年(度): last and next year (not 上年纪, 上年级).
            return yearPrefixed(.relative(offset), start: start, at: position + 1)
        default:
            return nil
        }
    }

    /// 周三 星期三 礼拜三 周日 周末 at `index`; with `weeks` (这周 0, 下周 1…) also the week itself.
    private func weekWord(at index: Int, start: Int, weeks: Int?) -> Match? {
        guard let position = weekPrefixEnd(at: index) else { return nil }
        let mode: WeekdayMode = weeks.map { .week($0) } ?? .nearest
        if let weekday = Self.weekday(at(position)) {
            if at(position + 1) == "年" { return nil }  // 周一年: a first anniversary.
            // 上周一共花了多少: 一共 is "in all", the week is the whole week.
            if at(position) == "一", at(position + 1) == "共", let weeks {
                return Match(component: .period(.week(weeks)), start: start, end: position)
            }
            // 这周日程, 下周日历: the week's schedule, not its Sunday.
            if at(position) == "日", at(position + 1) == "历" || (at(position + 1) == "程" && at(position + 2) != "序") {
                guard let weeks else { return nil }
                return Match(component: .period(.week(weeks)), start: start, end: position)
            }
            return Match(component: .day(.weekday(weekday, mode)), start: start, end: position + 1)
        }
        if has(position, "末") {
            return Match(component: .period(.weekend(weeks)), start: start, end: position + 1)
        }
        guard let weeks else { return nil }
        return Match(component: .period(.week(weeks)), start: start, end: position)
    }

    static func weekday(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar {
        case "一", "1": 1
        case "二", "2": 2
        case "三", "3": 3
        case "四", "4": 4
        case "五", "5": 5
        case "六", "6": 6
        case "日", "天", "7": 7
        default: nil
        }
    }

    /// After 今年 明年 去年 (or 2027年): a month and day, a month, a holiday, or the year itself.
    private func yearPrefixed(_ year: YearSpec, start: Int, at index: Int) -> Match? {
        if let part = chineseYearPart(year, start: start, at: index) { return part }
        // 明年中秋, 今年的中秋节.
        let holidayStart = has(index, "的") ? index + 1 : index
        if holidayStart < s.count, let holiday = chineseHoliday(at: holidayStart, year: year, start: start) {
            return holiday
        }
        if let number = TimeNumber.read(s, at: index), has(number.end, "月"), (1...12).contains(number.value) {
            return monthRest(month: number.value, year: year, start: start, at: number.end + 1)
        }
        // 明年1.20, 今年3/8: month and day written with digits after the year.
        if let month = TimeNumber.read(s, at: index), month.arabicDigits > 0, (1...12).contains(month.value),
            has(month.end, ".") || has(month.end, "/") || has(month.end, "-"),
            let day = TimeNumber.read(s, at: month.end + 1), day.arabicDigits > 0, day.arabicDigits <= 2,
            (1...31).contains(day.value), !Self.isASCIIAlphanumeric(at(day.end)), at(day.end) != "."
        {
            return Match(
                component: .day(.monthDay(month: month.value, day: day.value, year: year)), start: start, end: day.end)
        }
        switch year {
        case .relative(let offset): return Match(component: .period(.year(offset)), start: start, end: index)
        case .absolute(let value): return Match(component: .period(.namedYear(value)), start: start, end: index)
        }
    }

    /// After `M月`: `D号`/`D日` (a date), `份` or nothing (the month).
    private func monthRest(month: Int, year: YearSpec?, start: Int, at index: Int) -> Match? {
        if let part = chineseMonthPart(.named(month, year: year), start: start, at: index) { return part }
        if let number = TimeNumber.read(s, at: index), (1...31).contains(number.value) {
            if has(number.end, "号") || has(number.end, "日") {
                return Match(
                    component: .day(.monthDay(month: month, day: number.value, year: year)), start: start,
                    end: number.end + 1)
            }
            if !Self.isNumericSuffix(at(number.end)), !TimeNumber.canStart(at(number.end)) {
                // 12月20 (no 号): still a date when nothing else claims the number.
                return Match(
                    component: .day(.monthDay(month: month, day: number.value, year: year)), start: start,
                    end: number.end)
            }
        }
        let end = has(index, "份") ? index + 1 : index
        return Match(component: .period(.namedMonth(month, year: year)), start: start, end: end)
    }

    /// The characters of the digits said one by one (零八年, 二零二七年).
    private static let chineseDigits = Set("〇零一二三四五六七八九".unicodeScalars)

    /// A number and what follows it: 3点半, 15:00, 2026-12-18, 12月20号, 20号, 2027年, 3天后, 两小时后, 3pm.
    func numericComponent(at i: Int) -> Match? {
        guard let number = TimeNumber.read(s, at: i) else { return nil }
        if let duration = chineseDurationIdiom(number, start: i) { return duration }
        let j = number.end
        let arabic = number.arabicDigits > 0
        switch at(j) {
        case "年":
            if number.arabicDigits == 4 || (!arabic && number.value >= 1900 && number.value <= 2100) {
                return yearPrefixed(.absolute(number.value), start: i, at: j + 1)
            }
            // 27年: a year of this century written short (not 3年后, a span); 07年以后 (a leading zero)
            // and 零八年, 九八年 (two digits said one by one) are years too.
            if number.arabicDigits == 2, number.leadingZero || direction(at: j + 1) == nil,
                !Self.isCounter(at(j + 1))
            {
                return yearPrefixed(.absolute(TimeNumber.fullYear(number.value)), start: i, at: j + 1)
            }
            if !arabic, j == i + 2, Self.chineseDigits.contains(s[i]), Self.chineseDigits.contains(s[i + 1]),
                at(j + 1) != "华"
            {
                return yearPrefixed(.absolute(TimeNumber.fullYear(number.value)), start: i, at: j + 1)
            }
            guard let after = direction(at: j + 1) else { return nil }
            return offsetMatch(.day(.monthsFromNow(12 * number.value * after.sign)), i, after.end)
        case "月":
            // 两月 is "two months" (两月前), never February (二月).
            if s[i] == "两" {
                guard let after = direction(at: j + 1) else { return nil }
                return offsetMatch(.day(.monthsFromNow(2 * after.sign)), i, after.end)
            }
            guard (1...12).contains(number.value), number.arabicDigits <= 2 else { return nil }
            return monthRest(month: number.value, year: nil, start: i, at: j + 1)
        case "号", "日":
            if s[j] == "日", has(j + 1, "元") { return nil }  // 日元: yen.
            if let after = direction(at: j + 1), s[j] == "日" {
                return offsetMatch(.day(.relative(number.value * after.sign)), i, after.end)
            }
            guard (1...31).contains(number.value), number.arabicDigits <= 2, !Self.isOrdinalNoun(at(j + 1)),
                !has(j + 1, "会", "议", "室"), !has(j + 1, "会", "议", "厅")
            else {
                return nil
            }
            return Match(component: .day(.dayOfMonth(number.value, monthOffset: nil)), start: i, end: j + 1)
        case "天":
            guard let after = direction(at: j + 1) else { return nil }
            return offsetMatch(.day(.relative(number.value * after.sign)), i, after.end)
        case "周":
            guard let after = direction(at: j + 1) else { return nil }
            return offsetMatch(.day(.relative(7 * number.value * after.sign)), i, after.end)
        case "星", "礼":
            guard has(j + 1, "期") || has(j + 1, "拜"), let after = direction(at: j + 2) else { return nil }
            return offsetMatch(.day(.relative(7 * number.value * after.sign)), i, after.end)
        case "个":
            return countedOffset(number.value, start: i, at: j + 1)
        case "季":
            return chineseNumberedQuarter(number, start: i)
        case "小", "钟":
            return countedOffset(number.value, start: i, at: j)
        case "分":
            let unitEnd = has(j + 1, "钟") ? j + 2 : j + 1
            guard let after = direction(at: unitEnd) else { return nil }
            return offsetMatch(
                .offset(TimeOffset(seconds: 60 * number.value * after.sign, grain: .minute)), i, after.end)
        case "点", "时", "點":
            // 同一时间, 一时间: 时间 and 时候 are words of their own, not an hour.
            if s[j] == "时", has(j + 1, "间") || has(j + 1, "候") { return nil }
            return chineseClock(number, start: i)
        case ":":
            return colonClock(number, start: i)
        case "-", "/", ".":
            if s[j] == "-", let quarter = yearAndQuarter(number, start: i) { return quarter }
            if s[j] == "-", arabic, number.arabicDigits == 4, compactClockBefore(hyphenAt: j),
                let clock = compactClock(number, start: i)
            {
                return clock  // "0730-0930"
            }
            if s[j] == ".", let clock = dottedClock(number, start: i) { return clock }
            if s[j] == ".", NumberReader.asciiDigit(at(j + 1)) == nil {
                // "at 1200.", "Dec 14th '26.": a full stop after the number ends the sentence.
                return shortYear(number, start: i) ?? (arabic ? compactClock(number, start: i) : nil)
            }
            if number.arabicDigits == 4 { return isoDate(year: number.value, start: i, separator: s[j]) }
            return arabic ? numericDate(number, start: i) : nil
        default:
            if let year = shortYear(number, start: i) { return year }
            if let quarter = yearAndQuarter(number, start: i) { return quarter }
            if let year = yearAfterBound(number, start: i) { return year }
            if arabic, let clock = compactClock(number, start: i) { return clock }
            guard arabic, let meridiem = meridiem(at: j), (1...12).contains(number.value) else { return nil }
            return Match(
                component: .clock(ClockTime(hour: number.value, meridiem: meridiem.value)), start: i, end: meridiem.end)
        }
    }

    /// "after 2018", "since 1989", "later than 2018": four digits of a year after a word that
    /// bounds a time are the year (not 20:18); after "before" only when no clock reads them
    /// ("before 1995"; "before 1930" stays a clock).
    private func yearAfterBound(_ number: TimeNumber, start: Int) -> Match? {
        guard number.arabicDigits == 4, (1900...2100).contains(number.value), !Self.isASCIIAlphanumeric(at(number.end)),
            at(number.end) != ":"
        else { return nil }
        // "2018 or later", "2019 onwards": the words after it open a range of years.
        let opensARange = Self.openRangeWords.contains { words in
            number.end + words.count <= s.count
                && s[number.end..<(number.end + words.count)].elementsEqual(words)
                && !Self.isASCIIAlphanumeric(at(number.end + words.count))
        }
        if !opensARange {
            guard let word = wordBefore(start: start),
                Self.yearBounds.contains(word)
                    // "before 1995" (no clock reads 19:95); "before 1930" stays a clock.
                    || (word == "before" && (number.value % 100 > 59 || number.value / 100 > 23))
            else { return nil }
        }
        if let quarter = yearAndQuarter(number, start: start) { return quarter }
        return Match(component: .period(.namedYear(number.value)), start: start, end: number.end)
    }

    private static let yearBounds: Set<String> = ["after", "since", "than"]
    private static let openRangeWords: [[Unicode.Scalar]] = [
        " or later", " or after", " and later", " onwards", " onward", " or earlier", " or before", " and earlier",
    ].map { Array($0.unicodeScalars) }

    /// `2019 q1`, `2017-Q3`: a year and one of its quarters.
    func yearAndQuarter(_ number: TimeNumber, start: Int) -> Match? {
        let end = number.end
        guard number.arabicDigits == 4, (1900...2100).contains(number.value), has(end, " ") || has(end, "-"),
            has(end + 1, "q"), let quarter = NumberReader.asciiDigit(at(end + 2)), (1...4).contains(quarter),
            !Self.isASCIIAlphanumeric(at(end + 3))
        else { return nil }
        return Match(
            component: .period(.yearPart(.quarter(quarter), year: .absolute(number.value))), start: start,
            end: end + 3)
    }

    /// `20270108`: eight digits that make a valid date of 1900–2100, standing alone.
    func compactDate(at start: Int) -> Match? {
        var value = 0
        var end = start
        while end < s.count, let digit = NumberReader.asciiDigit(s[end]), end - start < 9 {
            value = value * 10 + digit
            end += 1
        }
        guard end - start == 8, !Self.isASCIIAlphanumeric(at(end)),
            !NumberNames.stand(in: s, before: start, within: 24, english: true)
        else { return nil }
        let year = value / 10_000
        let month = value / 100 % 100
        let day = value % 100
        guard (1900...2100).contains(year), CivilCalendar.validDayNumber(year: year, month: month, day: day) != nil
        else { return nil }
        return Match(component: .day(.monthDay(month: month, day: day, year: .absolute(year))), start: start, end: end)
    }

    /// `'27`: two digits after an apostrophe that begins a word, a year of this century (not
    /// `'90s`, a decade).
    private func shortYear(_ number: TimeNumber, start: Int) -> Match? {
        guard number.arabicDigits == 2, has(start - 1, "'") || has(start - 1, "’"),
            start < 2 || at(start - 2) == " ", !Self.isASCIIAlphanumeric(at(number.end))
        else { return nil }
        return Match(component: .period(.namedYear(TimeNumber.fullYear(number.value))), start: start, end: number.end)
    }

    private func offsetMatch(_ component: TimeComponent, _ start: Int, _ end: Int) -> Match {
        Match(component: component, start: start, end: end)
    }

    /// What may follow N点D when it is a decimal number (六点八, 三十七点五度): the end, punctuation,
    /// a space or a unit of measure — not a measure word of things (六点八个人 is eight at six).
    private static func endsADecimal(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\u{0}", " ", ",", ".", "!", "?", ";", "，", "。", "度", "斤", "米", "倍", "%", "万", "亿", "公", "千": true
        default: false
        }
    }

    /// 号 followed by these is a line, a building, a seat, a size: 3号线, 5号楼, 三号圆针.
    private static func isOrdinalNoun(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "线", "楼", "房", "门", "床", "位", "窗", "口", "台", "馆", "厅", "机", "车", "球", "码", "店", "电", "选", "桌", "屋",
            "院", "航", "站", "柜", "箱", "包", "厂", "池", "庭", "展", "仓", "舱", "场", "间", "档", "棚", "笼", "栋", "坑", "桩",
            "摊", "铺", "室",
            // Sizes: 三号圆针, 五号字, 7号刀片.
            "针", "圆", "字", "刀", "笔", "管", "尺":
            true
        default: false
        }
    }

    /// After `N个` (or N directly before 小时/钟头): 月后, 小时后, 半小时后, 钟头后, 星期后, 礼拜后.
    private func countedOffset(_ count: Int, start: Int, at index: Int) -> Match? {
        var position = index
        var extraHalf = false
        if has(position, "半") {
            extraHalf = true
            position += 1
        }
        if has(position, "月"), !extraHalf, let after = direction(at: position + 1) {
            return offsetMatch(.day(.monthsFromNow(count * after.sign)), start, after.end)
        }
        // 三个钟后, 两个钟之前 (Cantonese 钟 alone, after 个, is an hour).
        let cantoneseHour = index > 0 && at(index - 1) == "个" && has(position, "钟") && !has(position + 1, "头")
        if has(position, "小", "时") || has(position, "钟", "头") || cantoneseHour {
            guard let after = direction(at: position + (cantoneseHour ? 1 : 2)),
                !(cantoneseHour && has(after.end, "来"))  // 买了两个钟后来: afterwards, not in two hours
            else { return nil }
            let minutes = count * 60 + (extraHalf ? 30 : 0)
            return offsetMatch(
                .offset(TimeOffset(seconds: 60 * minutes * after.sign, grain: extraHalf ? .minute : .hour)), start,
                after.end)
        }
        if !extraHalf, has(position, "星", "期") || has(position, "礼", "拜"), let after = direction(at: position + 2) {
            return offsetMatch(.day(.relative(7 * count * after.sign)), start, after.end)
        }
        return nil
    }

    /// `N点`, `N点半`, `N点一刻`, `N点M分`, `N点钟`, `N时M分` — hours 0–24.
    private func chineseClock(_ hour: TimeNumber, start: Int) -> Match? {
        guard hour.value <= 24, hour.arabicDigits <= 2 else { return nil }
        var end = hour.end + 1
        var clock = ClockTime(hour: hour.value)
        clock.twentyFourHour = hour.value >= 13 || hour.value == 0 || hour.leadingZero
        if let idiom = chineseMinuteIdiom(at: end) {
            clock.minute = idiom.minute
            clock.hasMinutes = true
            end = idiom.end
        } else if has(end, "半") {
            clock.minute = 30
            clock.hasMinutes = true
            end += 1
        } else if has(end + 1, "刻"), at(end) == "一" || at(end) == "三" || at(end) == "1" || at(end) == "3" {
            clock.minute = at(end) == "一" || at(end) == "1" ? 15 : 45
            clock.hasMinutes = true
            end += 2
        } else if let minute = TimeNumber.read(s, at: end), minute.value <= 59 {
            let unit = has(minute.end, "分") && !has(minute.end + 1, "钟")
            if unit || minute.arabicDigits == 2 || minute.value >= 10 || minute.leadingZero {
                clock.minute = minute.value
                clock.hasMinutes = true
                end = unit ? minute.end + 1 : minute.end
                // 17点55分23秒: seconds are read past (the clock keeps its minute).
                if unit, let second = TimeNumber.read(s, at: end), second.value <= 59, has(second.end, "秒") {
                    end = second.end + 1
                }
            } else if Self.endsADecimal(at(minute.end)) {
                return nil  // 血糖六点八, 体温三十七点五度: a decimal number, no clock
            }
        } else if has(end, "钟") || has(end, "整") {
            end += 1
        } else if has(end, "来", "钟") {
            end += 2  // 七点来钟: about seven
        }
        // 一点整, 一点钟 are always the clock.
        if !clock.hasMinutes, hour.arabicDigits == 0, !has(end - 1, "整"), !has(end - 1, "钟"),
            isFigureOfSpeech(start: start, end: end, hour: hour.value)
        {
            return nil
        }
        return Match(component: .clock(clock), start: start, end: end)
    }

    /// `一点也不好`, `快一点`, `有两点建议`, `一点吧`: 点 as "a bit" or "points", not o'clock. (`九点吧`
    /// is nine o'clock: only 一点 is "a bit" before 吧.)
    private func isFigureOfSpeech(start: Int, end: Int, hour: Int) -> Bool {
        // 晚上七点都去, 周四七点也行: after a part of the day or a weekday it is o'clock.
        if "午上晨".unicodeScalars.contains(at(start - 1)), "上下中晚早凌".unicodeScalars.contains(at(start - 2)) {
            return false
        }
        if "一二三四五六日天末".unicodeScalars.contains(at(start - 1)), "周期拜".unicodeScalars.contains(at(start - 2)) {
            return false
        }
        switch at(end) {
        case "也", "都", "儿", "多", "不", "没", "建", "意", "要", "问", "原", "理": return true
        case "吧" where hour == 1:
            // 下午一点吧, 晚上一点吧, 到一点吧: after a part of the day or a range word it is one o'clock.
            if at(start - 1) == "到" || at(start - 1) == "至" { return false }
            let part =
                at(start - 1) == "午" || at(start - 1) == "晨"
                || (at(start - 1) == "上" && "早晚".unicodeScalars.contains(at(start - 2)))
            return !part
        case "点" where hour == 1: return true
        default: break
        }
        // 今晚七点, 明早八点: 晚/早 ends a day word there, not "later"/"earlier".
        if at(start - 1) == "晚" || at(start - 1) == "早", "今明昨".unicodeScalars.contains(at(start - 2)) {
            return false
        }
        switch at(start - 1) {
        case "多" where has(start - 3, "差", "不"): return false  // 差不多八点: about eight
        case "有", "快", "慢", "好", "多", "少", "大", "小", "高", "低", "差", "轻", "重", "近", "远", "贵", "这", "那", "第", "哪",
            "再", "稍", "些":
            return true
        case "早", "晚": return isEarlierOrLater(start: start, hour: hour)
        default: return false
        }
    }

    /// `15:00`, `9:30`, `9:30 pm` (the hour 0–24, the minutes two digits).
    private func colonClock(_ hour: TimeNumber, start: Int) -> Match? {
        guard hour.arabicDigits > 0, hour.arabicDigits <= 2, hour.value <= 24,
            let minute = TimeNumber.read(s, at: hour.end + 1), minute.arabicDigits == 2, minute.value <= 59
        else { return nil }
        var end = minute.end
        // Seconds, when written, are read and dropped.
        if has(end, ":"), let second = TimeNumber.read(s, at: end + 1), second.arabicDigits == 2 { end = second.end }
        var clock = ClockTime(hour: hour.value, minute: minute.value, hasMinutes: true)
        clock.twentyFourHour = hour.value >= 13 || hour.value == 0 || hour.leadingZero
        if let meridiem = meridiem(at: end), (1...12).contains(hour.value) {
            clock.meridiem = meridiem.value
            clock.twentyFourHour = false
            end = meridiem.end
        }
        return Match(component: .clock(clock), start: start, end: end)
    }

    /// `2026-12-18`, `2026/12/18`, `2026.12.18`.
    private func isoDate(year: Int, start: Int, separator: Unicode.Scalar) -> Match? {
        if let named = englishWord(at: start + 5), case .monthName(let month) = named.word, separator != ".",
            has(named.end, separator), let day = TimeNumber.read(s, at: named.end + 1), day.arabicDigits > 0,
            day.arabicDigits <= 2, !Self.isASCIIAlphanumeric(at(day.end)),
            CivilCalendar.validDayNumber(year: year, month: month, day: day.value) != nil
        {
            // 2019/aug/01, 2019-Aug-1: the month by its name.
            return Match(
                component: .day(.monthDay(month: month, day: day.value, year: .absolute(year))), start: start,
                end: day.end)
        }
        guard let month = TimeNumber.read(s, at: start + 5), month.arabicDigits > 0, month.arabicDigits <= 2 else {
            return nil
        }
        if !has(month.end, separator) {
            // 2015-12, 2026/3: a year and its month (not inside a longer run of numbers).
            guard separator != ".", (1900...2100).contains(year), (1...12).contains(month.value),
                !Self.isASCIIAlphanumeric(at(month.end)), !"-/.:".unicodeScalars.contains(at(month.end)),
                !Self.isASCIIAlphanumeric(at(start - 1)), !"-/.+:".unicodeScalars.contains(at(start - 1))
            else { return nil }
            return Match(
                component: .period(.namedMonth(month.value, year: .absolute(year))), start: start,
                end: has(month.end, "月") ? month.end + 1 : month.end)
        }
        guard let day = TimeNumber.read(s, at: month.end + 1), day.arabicDigits > 0,
            day.arabicDigits <= 2, CivilCalendar.validDayNumber(year: year, month: month.value, day: day.value) != nil
        else { return nil }
        let end = has(day.end, "日") || has(day.end, "号") ? day.end + 1 : day.end
        return Match(
            component: .day(.monthDay(month: month.value, day: day.value, year: .absolute(year))), start: start,
            end: end)
    }

    /// Dates in numbers without a four-digit year first (see docs/NLU.md):
    /// - `11/30`, `3/4/2027`, `2/14/27`: month/day; day/month when the first number cannot be a
    ///   month (`30/11`, `23/11/2027`);
    /// - `11.11`, `5.20`, `27.6.1`: month.day, or year.month.day with a two-digit year — only
    ///   before a Chinese word that is not a unit (`5.20约会`; `午饭12.5`, `3.5元` are amounts), or
    ///   opening the message before a space and a part of the day (`3.1 上午九点`);
    /// - `12-31`, `1-15`: month-day only when the day cannot be an hour (13–31), so `3-5点` stays a range.
    private func numericDate(_ first: TimeNumber, start: Int) -> Match? {
        guard first.arabicDigits <= 2 else { return nil }
        let separator = s[first.end]
        guard let second = TimeNumber.read(s, at: first.end + 1), second.arabicDigits > 0, second.arabicDigits <= 2
        else { return nil }
        var end = second.end
        var year: YearSpec?
        var yearDigits = 0
        var month = first.value
        var day = second.value
        if has(end, separator), let third = TimeNumber.read(s, at: end + 1), third.arabicDigits > 0,
            third.arabicDigits != 3
        {
            yearDigits = third.arabicDigits
            if separator == ".", first.arabicDigits == 2, third.arabicDigits <= 2 {
                // 27.6.1: year.month.day.
                year = .absolute(TimeNumber.fullYear(first.value))
                month = second.value
                day = third.value
            } else if separator == ".", third.arabicDigits == 4 {
                // 23.04.2027: day.month.year, as dots are written in Europe (month first only when
                // the second number cannot be a month: 4.23.2027).
                year = .absolute(third.value)
                (day, month) =
                    second.value > 12 && first.value <= 12 ? (second.value, first.value) : (first.value, second.value)
            } else if separator != ".", third.arabicDigits != 1 {
                year = .absolute(third.arabicDigits == 2 ? TimeNumber.fullYear(third.value) : third.value)
            } else {
                return nil
            }
            end = third.end
        }
        switch separator {
        case "/":
            if year == nil, month == 24, day == 7 { return nil }  // "24/7": always open
            if month > 12, day <= 12 { swap(&month, &day) }
        case ".":
            // 5.20约会, 3.15晚会: a Chinese word must follow (午饭12.5 and coffee 3.15 are amounts),
            // unless the year is written (27.6.1) or the date is all there is.
            let next = at(end)
            let chineseAfter = next.value >= 0x3400 && !Self.isAmountFollower(next)
            // 3.1 上午九点: opening the message, a space, then a part of the day.
            let partAfter = start == 0 && has(end, " ") && Self.partsOfDay.contains { has(end + 1, $0.0, $0.1) }
            // 4.15 报税, 12.12 店里搞活动: opening the message, a space, then Chinese words that are no
            // thing bought (5.20 咖啡 is a price).
            // 4.15 小张路考: something that happens, whoever it is for.
            let wordAfter =
                start == 0 && has(end, " ") && end + 1 < s.count && s[end + 1].value >= 0x3400
                && ((!Self.isAmountFollower(s[end + 1])
                    && CategoryLexicon.standard.wordLength(startingAt: end + 1, in: s) == nil)
                    || RequestShape.contains(Array(s[end...]), MoneyRecognizer.happeningWords))  // 5.25 防水验收
            guard year != nil || chineseAfter || partAfter || wordAfter || (start == 0 && end == s.count) else {
                return nil
            }
            if start > 0, "¥$€£".unicodeScalars.contains(at(start - 1)) { return nil }
        default:  // "-"
            // 12-25-2027, 02-02-2027: with a year in four digits, a date in the order slashes take.
            // (Not inside a longer code: "133-03-03-2020".)
            if yearDigits == 4, at(start - 1) != "-", NumberReader.asciiDigit(at(start - 1)) == nil,
                !(has(end, "-") && NumberReader.asciiDigit(at(end + 1)) != nil)
            {
                if month > 12, day <= 12 { swap(&month, &day) }
                break
            }
            // 10-8返校: opening the message with a Chinese word right after it, a date however small the day.
            let openingWord = start == 0 && at(end).value >= 0x3400 && !Self.isAmountFollower(at(end))
            guard year == nil, (13...31).contains(day) || openingWord, !has(end, "点"), !has(end, "时"), !has(end, ":")
            else {
                return nil
            }
        }
        // (Not "30/4.85", a ratio of decimals.)
        guard (1...12).contains(month), (1...31).contains(day), !Self.isASCIIAlphanumeric(at(end)),
            !(at(end) == "." && NumberReader.asciiDigit(at(end + 1)) != nil)
        else { return nil }
        if case .absolute(let value)? = year, CivilCalendar.validDayNumber(year: value, month: month, day: day) == nil {
            return nil
        }
        if has(end, "日") || has(end, "号") { end += 1 }
        return Match(component: .day(.monthDay(month: month, day: day, year: year)), start: start, end: end)
    }

    /// 上午 下午 晚上 早上 中午 傍晚 凌晨, as pairs of scalars.
    private static let partsOfDay: [(Unicode.Scalar, Unicode.Scalar)] = [
        ("上", "午"), ("下", "午"), ("晚", "上"), ("早", "上"), ("中", "午"), ("傍", "晚"), ("傍", "黑"), ("晌", "午"), ("凌", "晨"),
    ]

    /// What follows a decimal amount or a measure, not a date: 3.5元, 2.5小时, 4.5分, 1.5万.
    static func isAmountFollower(_ scalar: Unicode.Scalar) -> Bool {
        if isASCIIAlphanumeric(scalar) || scalar == "%" || scalar == "." { return true }
        // 2.5平方的线, 1.5米: measures of what was bought.
        return "元块毛角分万千百亿倍斤两克米度岁个小级折号点天周月年公英寸吨升码刀镑平卷毫厘尺瓦伏根箱盒袋瓶桶套件条支".unicodeScalars.contains(scalar)
    }

    /// A counter after 年 that makes `3年` a span: 3年级, 3年期.
    private static func isCounter(_ scalar: Unicode.Scalar) -> Bool {
        "级期内里间代度底初末".unicodeScalars.contains(scalar)
    }

    /// `am`, `pm`, ` a.m.`, ` p.m.` after a number (one space allowed); also as speech is
    /// transcribed, the letters apart: "nine a m", "7 p . m .".
    func meridiem(at index: Int) -> (value: Meridiem, end: Int)? {
        var position = index
        if has(position, " ") { position += 1 }
        let value: Meridiem
        switch at(position) {
        case "a": value = .am
        case "p": value = .pm
        default: return nil
        }
        if has(position + 1, "m") {
            position += 2
        } else if has(position + 1, ".", "m") {
            position += 3
            if has(position, ".") { position += 1 }
        } else if has(position + 1, " ", "m") {
            position += 3
        } else if has(position + 1, " ", "."), has(position + 3, " ", "m") {
            position += 5
            if has(position, " ", ".") { position += 2 } else if has(position, ".") { position += 1 }
        } else {
            return nil
        }
        guard !Self.isASCIIAlphanumeric(at(position)) else { return nil }
        return (value, position)
    }
}

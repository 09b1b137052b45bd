/// Chinese parts of months, years and quarters: 12月下旬, 下个月初, 月底, 这个月最后一周, 上半个月,
/// 明年上半年, 第三季度, 三季度, 下季度, 年底, 年初, 年内, 年前. See docs/NLU.md.
extension TimeGrammar {
    /// After a month (`12月`, `下个月`, or nothing for `月底`): 上旬 中旬 下旬, 初, 中, 底, 末,
    /// 上半月 下半(个)月, 第N周, 最后一周; `nil` when none follows.
    func chineseMonthPart(_ month: MonthRef, start: Int, at index: Int) -> Match? {
        func period(_ part: MonthPart, _ end: Int) -> Match {
            Match(component: .period(.monthPart(part, month)), start: start, end: end)
        }
        let next = at(index + 1)
        switch at(index) {
        case "份":
            // 一月份最后一个周六
            return "的第最倒上中下初底末头尾".unicodeScalars.contains(next)
                ? chineseMonthPart(month, start: start, at: index + 1) : nil
        case "上", "中", "下":
            let part: MonthPart = at(index) == "上" ? .early : at(index) == "中" ? .middle : .late
            if next == "旬" { return period(part, index + 2) }
            if at(index) == "中" { return Self.isMonthMiddleEnd(next) ? period(.middle, index + 1) : nil }
            guard next == "半" else { return nil }
            let unit = has(index + 2, "个") ? index + 3 : index + 2
            guard has(unit, "月") else { return nil }
            return period(at(index) == "上" ? .firstHalf : .secondHalf, unit + 1)
        case "初", "头":
            // 八月初八 is a lunar date, not early August. (月头, said in the south, is 月初.)
            return TimeNumber.canStart(next) ? nil : period(.early, index + 1)
        case "底", "末", "尾":
            if next == "薪" { return nil }  // 月底薪: a monthly base salary.
            return Match(component: .day(.monthEnd(month)), start: start, end: index + 1)
        case "的":
            // 下个月的月底: the month said again after 的.
            if has(index + 1, "月"), "初底末头尾中上下".unicodeScalars.contains(at(index + 2)) {
                return chineseMonthPart(month, start: start, at: index + 2)
            }
            guard "第最倒".unicodeScalars.contains(at(index + 1)) else { return nil }
            return chineseMonthPart(month, start: start, at: index + 1)
        case "月" where index > start && "初底末头尾中上下".unicodeScalars.contains(next):
            // 下个月月底, 12月月初: the month said again.
            return chineseMonthPart(month, start: start, at: index + 1)
        case "第":
            guard let number = TimeNumber.read(s, at: index + 1), (1...5).contains(number.value) else { return nil }
            if let end = weekUnitEnd(at: number.end) { return period(.week(number.value), end) }
            return countedDay(number.value, month, start: start, at: number.end)
        case "最":
            guard has(index + 1, "后") else { return nil }
            if let end = weekUnitEnd(at: has(index + 2, "一") ? index + 3 : index + 2) { return period(.week(-1), end) }
            if has(index + 2, "一", "天") {
                return Match(component: .day(.monthEnd(month)), start: start, end: index + 4)
            }
            return countedDay(-1, month, start: start, at: has(index + 2, "一") ? index + 3 : index + 2)
        case "倒":
            // 倒数第二个周五, 倒数第三天.
            guard has(index + 1, "数", "第"), let number = TimeNumber.read(s, at: index + 3),
                (1...5).contains(number.value)
            else { return nil }
            if has(number.end, "天") {
                return Match(
                    component: .day(.countedDayOfMonth(-number.value, month)), start: start, end: number.end + 1)
            }
            return countedDay(-number.value, month, start: start, at: number.end)
        default:
            return nil
        }
    }

    /// After 第N / 最后 / 倒数第N (`ordinal`, negative from the end): 个周三, 个星期五, 个周末, 个工作日.
    private func countedDay(_ ordinal: Int, _ month: MonthRef, start: Int, at index: Int) -> Match? {
        guard has(index, "个") else { return nil }
        var position = index + 1
        if has(position, "工", "作") && has(position + 2, "日") {
            return Match(
                component: .day(.businessDayOfMonth(ordinal, month)), start: start, end: position + 3)
        }
        if has(position, "周") {
            position += 1
        } else if has(position, "星", "期") || has(position, "礼", "拜") {
            position += 2
        } else {
            return nil
        }
        if has(position, "末") {
            return Match(component: .period(.monthPart(.weekend(ordinal), month)), start: start, end: position + 1)
        }
        let weekday: Int
        switch at(position) {
        case "一", "1": weekday = 1
        case "二", "2": weekday = 2
        case "三", "3": weekday = 3
        case "四", "4": weekday = 4
        case "五", "5": weekday = 5
        case "六", "6": weekday = 6
        case "日", "天", "7": weekday = 7
        default: return nil
        }
        return Match(
            component: .day(.weekdayOfMonth(weekday, ordinal: ordinal, month)), start: start, end: position + 1)
    }

    /// 中 ends 月中 / 3月中 only before a pause or a verb-like scalar, not in 3月中国 or 蜜月中.
    private static func isMonthMiddleEnd(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x3400 { return true }
        return "去来要前后的开出到回见交完发办做再左见有就是会能旬".unicodeScalars.contains(scalar)
    }

    /// 周, 个周, 星期, 个星期, 礼拜, 个礼拜 at `index`, not a weekday (第一个周三 is the first Wednesday).
    private func weekUnitEnd(at index: Int) -> Int? {
        var position = index
        if has(position, "个") { position += 1 }
        if has(position, "周") {
            position += 1
        } else if has(position, "星", "期") || has(position, "礼", "拜") {
            position += 2
        } else {
            return nil
        }
        switch at(position) {
        case "一", "二", "三", "四", "五", "六", "日", "天", "末", "1", "2", "3", "4", "5", "6", "7": return nil
        default: return position
        }
    }

    /// After a year (`明年`, `2027年`, or nothing): 上半年 下半年, 第N季度, N季度, QN, 底, 末, 初
    /// (also `今年年底`); `nil` when none follows.
    func chineseYearPart(_ year: YearSpec?, start: Int, at index: Int) -> Match? {
        func period(_ part: YearPart, _ end: Int) -> Match {
            Match(component: .period(.yearPart(part, year: year)), start: start, end: end)
        }
        var position = index
        if has(position, "的") { position += 1 }
        switch at(position) {
        case "上", "下":
            guard has(position + 1, "半", "年") else { return nil }
            return period(.half(at(position) == "上" ? 1 : 2), position + 3)
        case "第", "最":
            if at(position) == "第", let number = TimeNumber.read(s, at: position + 1), let end = quarterEnd(number) {
                return period(.quarter(number.value), end)
            }
            // 2027年第3周, 今年第十周: a week of the year (ISO: Monday to Sunday, week 1 holds January 4).
            if at(position) == "第", year != nil, let number = TimeNumber.read(s, at: position + 1),
                (1...53).contains(number.value), let end = weekUnitEnd(at: number.end),
                !TimeNumber.canStart(at(end))
            {
                return period(.week(number.value), end)
            }
            // 明年的第一个周一: in January; 今年最后一个周日: in December.
            guard let year else { return nil }
            let month: MonthRef = .named(at(position) == "第" ? 1 : 12, year: year)
            return chineseMonthPart(month, start: start, at: position)
        case "春", "夏", "秋", "冬":
            // 今年夏天, 明年春季, 2025年的秋天: that year's season (its winter starts in its December).
            guard let year, has(position + 1, "天") || has(position + 1, "季") else { return nil }
            let season: Season =
                switch at(position) {
                case "春": .spring
                case "夏": .summer
                case "秋": .autumn
                default: .winter
                }
            return Match(component: .period(.season(season, .year(year))), start: start, end: position + 2)
        case "q":
            guard let digit = NumberReader.asciiDigit(at(position + 1)), (1...4).contains(digit),
                !Self.isASCIIAlphanumeric(at(position + 2))
            else { return nil }
            return period(.quarter(digit), position + 2)
        default:
            break
        }
        if let number = TimeNumber.read(s, at: position), let end = quarterEnd(number) {
            return period(.quarter(number.value), end)
        }
        guard position == index else { return nil }
        // 今年年底: the year may be said again.
        if year != nil, has(index, "年"), "底末尾初".unicodeScalars.contains(at(index + 1)) {
            return chineseYearPart(year, start: start, at: index + 1)
        }
        switch at(index) {
        case "底", "末", "尾":
            // (年尾, said in the south, is 年底.)
            return Match(component: .day(.monthDay(month: 12, day: 31, year: year)), start: start, end: index + 1)
        case "初":
            return TimeNumber.canStart(at(index + 1)) ? nil : period(.early, index + 1)
        default:
            return nil
        }
    }

    /// Where `N季度` / `N个季度` ends, for N 1–4.
    private func quarterEnd(_ number: TimeNumber) -> Int? {
        guard (1...4).contains(number.value) else { return nil }
        let position = has(number.end, "个") ? number.end + 1 : number.end
        return has(position, "季", "度") ? position + 2 : nil
    }

    /// A bare `月…` (月初, 月中旬, 月底, 月末, 月内): this month's part, when no number or month word
    /// precedes (those read it themselves).
    func chineseBareMonth(at i: Int) -> Match? {
        guard !Self.isPeriodPrefix(at(i - 1)) else { return nil }
        if has(i + 1, "内") || has(i + 1, "之", "内") || has(i + 1, "以", "内") {
            return Match(component: .period(.month(0)), start: i, end: i + 1)
        }
        return chineseMonthPart(.nearest, start: i, at: i + 1)
    }

    /// A bare `年…` (年底, 年末, 年初, 年内, 年前): this year's end or beginning, the year itself
    /// before 内, and 年前 = by New Year's Eve (除夕) of the lunar year.
    func chineseBareYear(at i: Int) -> Match? {
        guard !Self.isPeriodPrefix(at(i - 1)) else { return nil }
        switch at(i + 1) {
        case "内":
            return Match(component: .period(.year(0)), start: i, end: i + 1)
        case "之", "以":
            return has(i + 2, "内") ? Match(component: .period(.year(0)), start: i, end: i + 1) : nil
        case "前":
            guard !"天面后边头年".unicodeScalars.contains(at(i + 2)) else { return nil }
            return Match(component: .day(.holiday(.lunarNewYearsEve, year: nil)), start: i, end: i + 1)
        default:
            return chineseYearPart(nil, start: i, at: i + 1)
        }
    }

    /// 上半年, 下半年 (this year's halves), 上半月, 下半个月 (this month's), and 上旬, 中旬, 下旬 with no
    /// month (this month's, or the next one's when over).
    func chineseBareHalf(at i: Int) -> Match? {
        if has(i + 1, "旬") { return chineseMonthPart(.nearest, start: i, at: i) }
        guard has(i + 1, "半") else { return nil }
        let first = s[i] == "上"
        if has(i + 2, "年") {
            return Match(component: .period(.yearPart(.half(first ? 1 : 2), year: nil)), start: i, end: i + 3)
        }
        let unit = has(i + 2, "个") ? i + 3 : i + 2
        guard has(unit, "月") else { return nil }
        return Match(
            component: .period(.monthPart(first ? .firstHalf : .secondHalf, .relative(0))), start: i, end: unit + 1)
    }

    /// 第三季度, 第一个季度: this year's quarter (a bare quarter, see `PeriodRef.yearPart`).
    func chineseOrdinalQuarter(at i: Int) -> Match? {
        guard let number = TimeNumber.read(s, at: i + 1), let end = quarterEnd(number) else { return nil }
        return Match(component: .period(.yearPart(.quarter(number.value), year: nil)), start: i, end: end)
    }

    /// 三季度, 一季度: a quarter after a number read at `i`.
    func chineseNumberedQuarter(_ number: TimeNumber, start: Int) -> Match? {
        guard let end = quarterEnd(number) else { return nil }
        return Match(component: .period(.yearPart(.quarter(number.value), year: nil)), start: start, end: end)
    }

    /// Scalars before 月 or 年 that make it part of another word: a number (3月, 三年), a month or
    /// year word read elsewhere (这个月, 今年), or words such as 岁月, 蜜月, 每月, 新年, 多年.
    private static func isPeriodPrefix(_ scalar: Unicode.Scalar) -> Bool {
        if TimeNumber.canStart(scalar) || isASCIIAlphanumeric(scalar) { return true }
        return "个这本上下今明去前后每岁蜜正腊满半整当同隔历多几些数全新旧往近周拜翌次闰元早那".unicodeScalars.contains(scalar)
    }
}

extension TimeGrammar {
    /// 今明两天, 今明两日, 今明: today and tomorrow.
    func chineseTodayAndTomorrow(at i: Int) -> Match? {
        var end = i + 2
        if has(end, "两", "天") || has(end, "两", "日") {
            end += 2
        } else if has(end, "天") {
            end += 1
        }
        let window = PeriodWindow(count: 2, unit: .day, ahead: true)
        return Match(component: .period(.window(window)), start: i, end: end)
    }
}

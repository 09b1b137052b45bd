/// Chinese calendar arithmetic read after a period or a day: 下个月第二个周三, 这个月最后一个周四,
/// 本月倒数第三天, 下个月第一个周末, 国庆节后一天, 春节前三天, 元旦后的第一个周一, 两周前的周四,
/// 三周后的今天, 下个月的今天.
extension TimeGrammar {
    /// What an ordinal picks inside a period.
    enum PeriodPick {
        case weekday(Int, count: Int)
        case day(Int)
        case businessDay(Int)
        case weekend(Int)
    }

    /// Applies one Chinese arithmetic suffix at `index` to `point`; returns where it ends.
    func chineseArithmetic(_ point: inout TimePoint, at index: Int) -> Int? {
        var position = index
        if has(position, "的") { position += 1 }
        if let period = point.period, point.day == nil {
            if has(position, "今", "天") || has(position, "今", "日") {
                switch period {
                case .month(let months): point.day = .monthsFromNow(months)
                case .year(let years): point.day = .monthsFromNow(12 * years)
                case .week(let weeks): point.day = .relative(7 * weeks)
                default: return nil
                }
                point.period = nil
                return position + 2
            }
            if has(index, "份") { position = index + 1 }
            guard let pick = chinesePick(at: position) else { return nil }
            point.period = nil
            switch pick.value {
            case .weekday(let weekday, let count): point.day = .nthWeekday(count, weekday: weekday, in: period)
            case .day(let count): point.day = .nthDay(count, in: period)
            case .businessDay(let count): point.day = .nthBusinessDay(count, in: period)
            case .weekend(let count):
                guard let scope = CountScope(period) else { return nil }
                point.period = .nthWeekend(count, in: scope)
            }
            return pick.end
        }
        guard let day = point.day, point.clock == nil, point.part == nil, point.offset == nil else { return nil }
        // 三周后的今天, 三个月后的今天: the offset already is that day.
        if position > index, has(position, "今", "天") || has(position, "今", "日") {
            switch day {
            case .relative(let offset) where offset != 0: return position + 2
            case .monthsFromNow(let months) where months != 0: return position + 2
            default: break
            }
        }
        // 两周前的周四: that weekday in the week the offset lands in.
        if case .relative(let offset) = day, abs(offset) >= 7, position > index,
            let weekday = chineseWeekday(at: position)
        {
            guard point.shift == nil else { return nil }
            point.shift = .weekdayInWeek(weekday.value)
            return weekday.end
        }
        return chineseShift(day, &point, at: position)
    }

    /// 前一天 后两天 后第二天 前一周 (之)后(的)第一个周一 after a day.
    private func chineseShift(_ day: DayRef, _ point: inout TimePoint, at index: Int) -> Int? {
        var position = index
        if has(position, "之") || has(position, "以") { position += 1 }
        let sign: Int
        switch at(position) {
        case "前": sign = -1
        case "后": sign = 1
        default: return nil
        }
        position += 1
        let linked = has(position, "的")
        if linked { position += 1 }
        // 下周二之后的那个周四, 元旦后的周一: the first such weekday after the day.
        if linked {
            let weekdayStart = has(position, "那", "个") || has(position, "这", "个") ? position + 2 : position
            if let weekday = chineseWeekday(at: weekdayStart), point.shift == nil {
                point.shift = .weekdayFrom(weekday: weekday.value, count: sign)
                return weekday.end
            }
        }
        if let pick = chinesePick(at: position), case .weekday(let weekday, let count) = pick.value, count > 0 {
            guard point.shift == nil else { return nil }
            point.shift = .weekdayFrom(weekday: weekday, count: sign * count)
            return pick.end
        }
        var ordinal = false
        if has(position, "第") {
            ordinal = true
            position += 1
        }
        guard let number = TimeNumber.read(s, at: position), number.value > 0, number.value <= 366 else { return nil }
        position = number.end
        var days = number.value
        if has(position, "天") || has(position, "日") {
            position += 1
        } else if !ordinal, has(position, "周") {
            days *= 7
            position += 1
        } else if !ordinal,
            has(position, "个", "星") && has(position + 2, "期")
                || has(position, "个", "礼")
                    && has(position + 2, "拜")
        {
            days *= 7
            position += 3
        } else {
            return nil
        }
        guard let shift = Self.adding(.days(sign * days, months: 0), to: point.shift) else { return nil }
        point.shift = shift
        return position
    }

    /// `shift` after `existing` (a count of days on a count of days), or `nil`.
    static func adding(_ shift: DayShift, to existing: DayShift?) -> DayShift? {
        guard let existing else { return shift }
        return existing.then(shift)
    }

    /// 第二个周三, 最后一个周四, 倒数第二个周五, 最后一天, 倒数第三天, 第一个周末, 最后一个工作日.
    func chinesePick(at index: Int) -> (value: PeriodPick, end: Int)? {
        var position = index
        var count: Int
        if has(position, "第") {
            guard let number = TimeNumber.read(s, at: position + 1), (1...31).contains(number.value) else { return nil }
            count = number.value
            position = number.end
        } else if has(position, "最", "后") {
            count = -1
            position += 2
            if has(position, "一") { position += 1 }
        } else if has(position, "倒", "数") {
            position += 2
            if has(position, "第") { position += 1 }
            guard let number = TimeNumber.read(s, at: position), (1...31).contains(number.value) else { return nil }
            count = -number.value
            position = number.end
        } else {
            return nil
        }
        if has(position, "天") || has(position, "日") { return (.day(count), position + 1) }
        if has(position, "个") { position += 1 }
        if let weekday = chineseWeekday(at: position) { return (.weekday(weekday.value, count: count), weekday.end) }
        if has(position, "周", "末") { return (.weekend(count), position + 2) }
        if has(position, "工", "作") && has(position + 2, "日") { return (.businessDay(count), position + 3) }
        return nil
    }

    /// 周三 星期三 礼拜天 at `index`: the weekday (1 = Monday).
    private func chineseWeekday(at index: Int) -> (value: Int, end: Int)? {
        guard let position = weekPrefixEnd(at: index), let weekday = Self.weekday(at(position)) else { return nil }
        return (weekday, position + 1)
    }

    /// Where 周, 星期 or 礼拜 at `index` ends.
    func weekPrefixEnd(at index: Int) -> Int? {
        if has(index, "周") { return index + 1 }
        return has(index, "星", "期") || has(index, "礼", "拜") ? index + 2 : nil
    }
}

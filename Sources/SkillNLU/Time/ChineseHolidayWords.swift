/// Chinese holiday words (see docs/NLU.md, "Holidays"): lunar festivals and dates (腊八, 小年,
/// 大年初三, 正月十五, 农历八月十五), the 24 solar terms, shopping days (双十一, 618), Western and
/// Chinese days by rule or by date, and what may follow one: 前一天 / 后第二天 / 后的第一个周一
/// (a shifted day), 假期 / 期间 / 那周 (a span), 当晚 / 夜 (its evening).
extension TimeGrammar {
    /// The holiday starting at `i` with what follows it, or `nil`.
    func chineseHoliday(at i: Int, year: YearSpec? = nil, start: Int? = nil) -> Match? {
        guard var word = chineseHolidayWord(at: i) else { return nil }
        // 五一劳动节, 八一建军节, 七夕情人节: a short name and the full one are one day.
        if !word.evening, word.end < s.count, let full = chineseHolidayWord(at: word.end),
            full.holiday == word.holiday || (word.holiday == .qixi && full.holiday == .valentinesDay)
        {
            word.end = full.end
            word.evening = full.evening
        }
        return chineseHolidayRest(word.holiday, year: year, start: start ?? i, end: word.end, evening: word.evening)
    }

    /// `618`, `618大促`: the mid-year shopping day, when the digits stand alone and no unit follows;
    /// else a shift counted in digits (`3 days before Christmas`).
    func digitHoliday(at i: Int) -> Match? {
        guard has(i, "6", "1", "8") else { return englishHoliday(at: i) }
        guard !Self.isASCIIAlphanumeric(at(i - 1)), !Self.isASCIIAlphanumeric(at(i + 3)),
            !"$¥€£.,:/-#房间室号楼层栋座位门码".unicodeScalars.contains(at(i - 1)),
            !"%.,:/-".unicodeScalars.contains(at(i + 3)),
            !Self.isHolidayNumberFollower(at(i + 3))
        else { return nil }
        return chineseHolidayRest(.fixed(month: 6, day: 18), year: nil, start: i, end: i + 3, evening: false)
    }

    // MARK: - Words

    /// A holiday word at `i`: the holiday, where the word ends (an optional 节 included), and
    /// whether it names an evening (除夕夜, 跨年夜).
    private func chineseHolidayWord(at i: Int) -> (holiday: Holiday, end: Int, evening: Bool)? {
        func word(_ holiday: Holiday, _ length: Int) -> (Holiday, Int, Bool) {
            var end = i + length
            if has(end, "节") && !has(end + 1, "目") { end += 1 }
            let evening = has(end, "夜") && !has(end + 1, "里") && !has(end + 1, "间")
            return (holiday, evening ? end + 1 : end, evening)
        }
        func term(_ longitude: Int, ambiguous: Bool = false) -> (Holiday, Int, Bool)? {
            if ambiguous, !isSolarTermContext(start: i, end: i + 2) { return nil }
            let end = has(i + 2, "节", "气") ? i + 4 : i + 2
            return (.solarTerm(longitude: longitude), end, false)
        }
        if TimeNumber.canStart(s[i]), has(i + 1, "月") || has(i + 2, "月"), let date = lunarMonthDay(at: i) {
            return word(date.holiday, date.end - i)
        }
        let next = at(i + 1)
        switch s[i] {
        case "春":
            if next == "节" { return word(.springFestival, 2) }
            return next == "分" ? term(0) : nil
        case "除":
            return next == "夕" ? word(.lunarNewYearsEve, 2) : nil
        case "过":
            return next == "年" && !TimeNumber.canStart(at(i + 2)) ? word(.springFestival, 2) : nil
        case "新":
            // 新春, 新春佳节: the Spring Festival (not 新春装, 新春款).
            if next == "春" { return "装款季茶".unicodeScalars.contains(at(i + 2)) ? nil : word(.springFestival, 2) }
            guard next == "年", !"快度份级纪".unicodeScalars.contains(at(i + 2)) else { return nil }
            return word(.springFestival, 2)
        case "大":
            if next == "年" {
                if has(i + 2, "三", "十") { return word(.lunarNewYearsEve, 4) }
                if has(i + 2, "夜") { return (.lunarNewYearsEve, i + 3, true) }
                if let day = newYearDay(at: i + 2) { return (.lunar(month: 1, day: day.value), day.end, false) }
                return nil
            }
            switch next {
            case "寒": return term(300)
            case "暑": return term(120)
            case "雪": return term(255, ambiguous: true)
            default: return nil
            }
        case "年":
            if has(i + 1, "三", "十"), !TimeNumber.canStart(at(i - 1)) { return word(.lunarNewYearsEve, 3) }
            // 年前回家: 年 alone is the lunar year's end, so 年前 is a deadline through 除夕 (not 三年前, 去年前).
            if next == "前", !TimeNumber.canStart(at(i - 1)),
                !"去今明前后几多半每当那这些的个某近往上下本同新跨整全次早"
                    .unicodeScalars.contains(at(i - 1))
            {
                return (.lunarNewYearsEve, i + 1, false)
            }
            guard !TimeNumber.canStart(at(i - 1)), let day = newYearDay(at: i + 1) else { return nil }
            return (.lunar(month: 1, day: day.value), day.end, false)
        case "初":
            // 初三学生, 初中 are school years; 初三中午 is a day and its noon.
            guard !"月最当起之其年".unicodeScalars.contains(at(i - 1)), let day = newYearDay(at: i),
                !"中学生级班期稿心衷步".unicodeScalars.contains(at(day.end)) || has(day.end, "中", "午")
            else { return nil }
            return (.lunar(month: 1, day: day.value), day.end, false)
        case "正", "腊", "冬":
            if s[i] == "腊", next == "八" {
                // 腊八粥, 腊八蒜: the festival's food, not its day.
                if "粥蒜醋饭面".unicodeScalars.contains(at(i + 2)) { return nil }
                return word(.lunar(month: 12, day: 8), 2)
            }
            if s[i] == "冬", next == "至" { return term(270) }
            guard next == "月", let day = lunarDay(at: i + 2) else { return nil }
            let month = s[i] == "正" ? 1 : s[i] == "腊" ? 12 : 11
            return word(.lunar(month: month, day: day.value), day.end - i)
        case "阳", "公":
            // 阳历新年, 公历新年: January 1.
            return next == "历" && has(i + 2, "新", "年") ? word(.newYearsDay, 4) : nil
        case "农", "阴", "旧":
            guard next == "历" else { return nil }
            if has(i + 2, "新", "年") { return word(.springFestival, 4) }
            var position = i + 2
            let month: Int
            switch at(position) {
            case "正": month = 1
            case "腊": month = 12
            case "冬": month = 11
            default:
                guard let number = TimeNumber.read(s, at: position), (1...12).contains(number.value) else { return nil }
                month = number.value
                position = number.end - 1
            }
            guard has(position + 1, "月"), let day = lunarDay(at: position + 2, any: true) else { return nil }
            return word(.lunar(month: month, day: day.value), day.end - i)
        case "元":
            if next == "旦" { return word(.newYearsDay, 2) }
            return next == "宵" ? word(.lanternFestival, 2) : nil
        case "端":
            return next == "午" || next == "阳" ? word(.dragonBoat, 2) : nil
        case "七":
            if next == "夕" { return word(.qixi, 2) }
            return next == "一" && isShortDate(at: i) ? word(.fixed(month: 7, day: 1), 2) : nil
        case "中":
            if next == "秋" { return word(.midAutumn, 2) }
            // 中元节, 中元那天 (not 中元素).
            guard next == "元", has(i + 2, "节") || "那当前后晚夜".unicodeScalars.contains(at(i + 2)) else { return nil }
            return word(.lunar(month: 7, day: 15), 2)
        case "重":
            return next == "阳" ? word(.doubleNinth, 2) : nil
        case "清":
            return next == "明" ? word(.qingming, 2) : nil
        case "龙":
            return has(i + 1, "抬", "头") ? word(.lunar(month: 2, day: 2), 3) : nil
        case "二":
            // 二月二 (龙抬头) said alone is the lunar day; 二月二日, 二月二十 and 二月二号 are dates.
            guard next == "月", has(i + 2, "二"), !"日号十一二三四五六七八九0123456789".unicodeScalars.contains(at(i + 3))
            else { return nil }
            return word(.lunar(month: 2, day: 2), 3)
        case "立":
            switch next {
            case "春": return term(315)
            case "夏": return term(45)
            case "秋": return term(135)
            case "冬": return term(225)
            default: return nil
            }
        case "雨": return next == "水" ? term(330, ambiguous: true) : nil
        case "惊": return next == "蛰" ? term(345) : nil
        case "谷": return next == "雨" ? term(30, ambiguous: true) : nil
        case "小":
            switch next {
            case "满": return term(60, ambiguous: true)
            case "暑": return term(105)
            case "雪": return term(240, ambiguous: true)
            case "寒": return term(285)
            case "年": return TimeNumber.canStart(at(i + 2)) ? nil : word(.lunar(month: 12, day: 23), 2)
            default: return nil
            }
        case "芒": return next == "种" ? term(75, ambiguous: true) : nil
        case "夏": return next == "至" ? term(90) : nil
        case "处": return next == "暑" ? term(150) : nil
        case "白": return next == "露" ? term(165, ambiguous: true) : nil
        case "秋": return next == "分" ? term(180) : nil
        case "寒": return next == "露" ? term(195, ambiguous: true) : nil
        case "霜": return next == "降" ? term(210, ambiguous: true) : nil
        case "双":
            if has(i + 1, "十", "一") || has(i + 1, "1", "1") { return word(.fixed(month: 11, day: 11), 3) }
            if has(i + 1, "十", "二") || has(i + 1, "1", "2") { return word(.fixed(month: 12, day: 12), 3) }
            return nil
        case "母": return has(i + 1, "亲", "节") ? word(.nthWeekday(month: 5, weekday: 7, nth: 2, days: 0), 3) : nil
        case "父": return has(i + 1, "亲", "节") ? word(.nthWeekday(month: 6, weekday: 7, nth: 3, days: 0), 3) : nil
        case "感": return has(i + 1, "恩", "节") ? word(.thanksgiving, 3) : nil
        case "复": return has(i + 1, "活", "节") ? word(.easter(days: 0), 3) : nil
        case "万":
            guard next == "圣" else { return nil }
            // 万圣节 is said for Halloween (Oct 31), and so is 万圣节前夜.
            if has(i + 2, "节", "前", "夜") { return (.halloween, i + 5, false) }
            if has(i + 2, "节") || has(i + 2, "夜") { return (.halloween, i + 3, false) }
            return nil
        case "妇": return has(i + 1, "女", "节") ? word(.fixed(month: 3, day: 8), 3) : nil
        case "三":
            if next == "八", has(i + 2, "节") || has(i + 2, "妇") {
                return has(i + 2, "妇", "女") ? word(.fixed(month: 3, day: 8), 5) : word(.fixed(month: 3, day: 8), 2)
            }
            // 三一五 (晚会): World Consumer Rights Day, March 15 — not inside a longer number.
            if next == "一", has(i + 2, "五"), !TimeNumber.canStart(at(i - 1)), at(i - 1) != "第",
                !TimeNumber.canStart(at(i + 3)),
                !Self.isHolidayNumberFollower(at(i + 3))
            {
                return word(.fixed(month: 3, day: 15), 3)
            }
            return nil
        case "消":
            // 消费者权益日, 国际消费者权益日 (the 国际 is read before it).
            return has(i + 1, "费", "者", "权") && has(i + 4, "益", "日") ? (.fixed(month: 3, day: 15), i + 6, false) : nil
        case "澳", "香":
            // 澳门回归(纪念)日 (December 20), 香港回归(纪念)日 (July 1).
            guard has(i + 1, s[i] == "澳" ? "门" : "港", "回", "归") else { return nil }
            let end = has(i + 4, "纪", "念", "日") ? i + 7 : has(i + 4, "日") ? i + 5 : 0
            guard end > 0 else { return nil }
            return (s[i] == "澳" ? .fixed(month: 12, day: 20) : .fixed(month: 7, day: 1), end, false)
        case "忏":
            // 忏悔节, 忏悔星期二: Shrove Tuesday, the day before Ash Wednesday.
            if has(i + 1, "悔", "节") { return (.easter(days: -47), i + 3, false) }
            return has(i + 1, "悔", "星") && has(i + 3, "期", "二") ? (.easter(days: -47), i + 5, false) : nil
        case "濯":
            return has(i + 1, "足", "节") ? (.easter(days: -3), i + 3, false) : nil
        case "基":
            // 基督圣体节 (Corpus Christi), Easter + 60.
            guard has(i + 1, "督", "圣", "体") else { return nil }
            if has(i + 4, "节") { return (.easter(days: 60), i + 5, false) }
            return has(i + 4, "圣", "血", "节") ? (.easter(days: 60), i + 7, false) : nil
        case "植": return has(i + 1, "树", "节") ? word(.fixed(month: 3, day: 12), 3) : nil
        case "愚": return has(i + 1, "人", "节") ? word(.fixed(month: 4, day: 1), 3) : nil
        case "青": return has(i + 1, "年", "节") ? word(.fixed(month: 5, day: 4), 3) : nil
        case "建":
            if has(i + 1, "军", "节") { return word(.fixed(month: 8, day: 1), 3) }
            return has(i + 1, "党", "节") ? word(.fixed(month: 7, day: 1), 3) : nil
        case "教": return has(i + 1, "师", "节") ? word(.fixed(month: 9, day: 10), 3) : nil
        case "跨": return next == "年" ? word(.newYearsEve, 2) : nil
        case "情": return has(i + 1, "人", "节") ? word(.valentinesDay, 3) : nil
        case "劳": return has(i + 1, "动", "节") ? word(.laborDay, 3) : nil
        case "儿": return has(i + 1, "童", "节") ? word(.childrensDay, 3) : nil
        case "五":
            guard isShortDate(at: i) else { return nil }
            if next == "一" { return word(.laborDay, 2) }
            return next == "四" && has(i + 2, "青") ? word(.fixed(month: 5, day: 4), 2) : nil
        case "六": return next == "一" && isShortDate(at: i) ? word(.childrensDay, 2) : nil
        case "八":
            return next == "一" && isShortDate(at: i) ? word(.fixed(month: 8, day: 1), 2) : nil
        case "十":
            // 十一 is also eleven: the National Day only before 假期, 长假, 黄金周, 期间 or 节.
            guard next == "一", !TimeNumber.canStart(at(i - 1)),
                has(i + 2, "假") || has(i + 2, "长", "假") || has(i + 2, "黄", "金") || has(i + 2, "期", "间")
                    || has(i + 2, "小", "长") || has(i + 2, "节") || has(i + 2, "国", "庆") || has(i + 2, "放", "假")
            else { return nil }
            return word(.nationalDay, 2)
        case "国":
            return next == "庆" ? word(.nationalDay, 2) : nil
        case "圣":
            // 圣灵降临节 (Pentecost), 圣灰日 (Ash Wednesday), 圣枝主日 (Palm Sunday), 圣瓦伦丁节.
            if has(i + 1, "灵", "降", "临") { return word(.easter(days: 49), 4) }
            if has(i + 1, "灰", "日") { return (.easter(days: -46), i + 3, false) }
            if has(i + 1, "灰", "礼") && has(i + 3, "仪", "日") { return (.easter(days: -46), i + 5, false) }
            // 圣周四 (Maundy Thursday), 圣周五 (Good Friday), 圣周六 (Holy Saturday).
            if next == "周" {
                switch at(i + 2) {
                case "四": return (.easter(days: -3), i + 3, false)
                case "五": return (.easter(days: -2), i + 3, false)
                case "六": return (.easter(days: -1), i + 3, false)
                default: return nil
                }
            }
            // 圣三一主日, 圣三主日: Trinity Sunday, the Sunday after Pentecost.
            if has(i + 1, "三", "一") && has(i + 3, "主", "日") { return (.easter(days: 56), i + 5, false) }
            if has(i + 1, "三", "主", "日") { return (.easter(days: 56), i + 4, false) }
            if has(i + 1, "体", "节") { return (.easter(days: 60), i + 3, false) }
            if has(i + 1, "枝", "主", "日") { return (.easter(days: -7), i + 4, false) }
            if has(i + 1, "瓦", "伦", "丁") { return word(.valentinesDay, 4) }
            guard next == "诞" else { return nil }
            if has(i + 2, "夜") { return (.christmasEve, i + 3, false) }
            if has(i + 2, "节", "前", "夜") { return (.christmasEve, i + 5, false) }
            return word(.christmas, 2)
        case "平":
            return has(i + 1, "安", "夜") ? (.christmasEve, i + 3, false) : nil
        case "耶", "受":
            // 耶稣受难日, 受难节: Good Friday.
            let start = s[i] == "耶" && has(i + 1, "稣") ? i + 2 : i
            guard has(start, "受", "难"), has(start + 2, "日") || has(start + 2, "节") else { return nil }
            return (.easter(days: -2), start + 3, false)
        case "棕":
            return has(i + 1, "枝", "主", "日") ? (.easter(days: -7), i + 4, false) : nil
        default:
            return nil
        }
    }

    /// 二月初二, 五月初五 (a day written with 初 is a lunar date) and 八月十五 (the Mid-Autumn
    /// Festival's own name), in Chinese numerals.
    private func lunarMonthDay(at i: Int) -> (holiday: Holiday, end: Int)? {
        guard !TimeNumber.canStart(at(i - 1)), let month = TimeNumber.read(s, at: i), month.arabicDigits == 0,
            (1...12).contains(month.value), has(month.end, "月")
        else { return nil }
        if let day = newYearDay(at: month.end + 1) { return (.lunar(month: month.value, day: day.value), day.end) }
        // (二零零四年八月十五: after a year in numbers it is that year's August 15; 今年八月十五 is
        // this year's festival.)
        if month.value == 8, !(at(i - 1) == "年" && TimeNumber.canStart(at(i - 2))), has(month.end + 1, "十", "五"),
            !TimeNumber.canStart(at(month.end + 3)),
            !has(month.end + 3, "号"), !has(month.end + 3, "日")
        {
            return (.midAutumn, month.end + 3)
        }
        return nil
    }

    /// 初一 … 初十 at `i` (the 初 included).
    private func newYearDay(at i: Int) -> (value: Int, end: Int)? {
        // 初七一共: one numeral after 初 is the day, whatever numeral follows it.
        if has(i, "初"), let digit = NumberReader.chineseDigit(at(i + 1)), (1...9).contains(digit), at(i + 2) != "十" {
            return (digit, i + 2)
        }
        guard has(i, "初"), let number = TimeNumber.read(s, at: i + 1), number.arabicDigits == 0,
            (1...10).contains(number.value), number.end == i + 2 || number.value == 10
        else { return nil }
        return (number.value, number.end)
    }

    /// A lunar day: 初八, 十五, 二十三, 廿三, 三十 (and Arabic digits after 农历 when `any`).
    private func lunarDay(at i: Int, any: Bool = false) -> (value: Int, end: Int)? {
        if let day = newYearDay(at: i) { return day }
        if has(i, "廿"), let unit = TimeNumber.read(s, at: i + 1), unit.arabicDigits == 0, (1...9).contains(unit.value),
            unit.end == i + 2
        {
            return (20 + unit.value, unit.end)
        }
        guard let number = TimeNumber.read(s, at: i), (11...30).contains(number.value) || (any && number.value >= 1),
            number.value <= 30, any || number.arabicDigits == 0
        else { return nil }
        let end = has(number.end, "日") || has(number.end, "号") ? number.end + 1 : number.end
        return (number.value, end)
    }

    /// 五一, 六一, 七一, 八一 as dates: no numeral before, and no unit or further digit after.
    private func isShortDate(at i: Int) -> Bool {
        !TimeNumber.canStart(at(i - 1)) && !TimeNumber.canStart(at(i + 2)) && !Self.isHolidayNumberFollower(at(i + 2))
    }

    /// What makes a short number a count, a clock or an amount rather than a date (五一个, 618元).
    private static func isHolidayNumberFollower(_ scalar: Unicode.Scalar) -> Bool {
        "点时号日月年天个周小分块元万千百毛角米斤克岁楼路次位人件只张本号期届班级层室栋".unicodeScalars.contains(scalar)
    }

    /// A solar term whose name is also weather (大雪, 雨水, 白露 …) is one only where no weather
    /// word sits before it and a day word, 节气 or the end of the clause follows.
    private func isSolarTermContext(start: Int, end: Int) -> Bool {
        if "下有场阵降暴中大小的是很了在".unicodeScalars.contains(at(start - 1)) { return false }
        let next = at(end)
        if end >= s.count || next == " " || next.value < 0x80 && !Self.isASCIIAlphanumeric(next) { return true }
        return "节那这当是前后快到之以时左哪几吃喝来过".unicodeScalars.contains(next)
    }

    // MARK: - What follows

    /// After a holiday word: a shift (前一天, 后第二天, 前一周, 后的第一个周一, 前一晚), one of its
    /// own days (国庆第二天), a span
    /// (假期, 长假, 期间, 黄金周, 那周), its evening (当晚, 那晚) or a day word (当天, 那天) — or nothing.
    private func chineseHolidayRest(_ holiday: Holiday, year: YearSpec?, start: Int, end: Int, evening: Bool)
        -> Match?
    {
        func day(_ ref: DayRef, _ end: Int) -> Match { Match(component: .day(ref), start: start, end: end) }
        func night(_ ref: DayRef, _ end: Int) -> Match {
            Match(component: .dayAndPart(ref, .night), start: start, end: end)
        }
        let plain = DayRef.holiday(holiday, year: year)
        if evening { return night(plain, end) }
        var position = end
        switch at(position) {
        case "当", "那", "这":
            if has(position + 1, "晚") { return night(plain, position + 2) }
            if has(position + 1, "天") || has(position + 1, "日") { return day(plain, position + 2) }
            // 国庆这几天, 春节那几天: the days of the holiday.
            if has(position + 1, "几", "天"), let days = Self.holidayDays(holiday) {
                return span(days.holiday, year: year, days.span, start: start, end: position + 3)
            }
            if has(position + 1, "周") || has(position + 1, "一", "周") || has(position + 1, "个", "星")
                || has(position + 1, "个", "礼")
            {
                return span(holiday, year: year, .week, start: start, end: position + 2)
            }
            return day(plain, position)
        case "假", "长", "期", "黄", "小", "放":
            let words = ["假期", "长假", "期间", "黄金周", "小长假", "放假", "假日"]
            for word in words where matches(word, at: position) {
                let length = word.unicodeScalars.count
                let spanEnd = has(position + length, "期", "间") ? position + length + 2 : position + length
                guard let days = Self.holidayDays(holiday) else { return day(plain, position) }
                return span(days.holiday, year: year, days.span, start: start, end: spanEnd)
            }
            return day(plain, position)
        case "前", "后", "之", "以":
            break
        case "第":
            // 国庆第二天, 春节第三天: the holiday's own days, counted from its first.
            guard let number = TimeNumber.read(s, at: position + 1), (1...9).contains(number.value),
                has(number.end, "天")
            else { return day(plain, position) }
            let shift = HolidayShift(days: number.value - 1)
            return day(.holidayShifted(holiday, year: year, shift: shift), number.end + 1)
        default:
            return day(plain, position)
        }
        if has(position, "之") || has(position, "以") { position += 1 }
        let sign: Int
        switch at(position) {
        case "前": sign = -1
        case "后": sign = 1
        default: return day(plain, end)
        }
        position += 1
        if has(position, "后", "那") || has(position, "那") {
            // 感恩节前后那周: the week around it.
            let at = has(position, "后") ? position + 1 : position
            if has(at + 1, "周") || has(at + 1, "一", "周") {
                return span(holiday, year: year, .week, start: start, end: has(at + 1, "一") ? at + 3 : at + 2)
            }
            return day(plain, end)
        }
        if has(position, "的") { position += 1 }
        if has(position, "第") || has(position, "最", "后") {
            // 后第二天 (+2), 后的第一个周一, 前的最后一个周五.
            var ordinal = 1
            var cursor = position + 2
            if has(position, "第") {
                guard let number = TimeNumber.read(s, at: position + 1), (1...9).contains(number.value) else {
                    return day(plain, end)
                }
                ordinal = number.value
                cursor = number.end
            }
            if has(cursor, "天") {
                return day(.holidayShifted(holiday, year: year, shift: HolidayShift(days: sign * ordinal)), cursor + 1)
            }
            if has(cursor, "个") { cursor += 1 }
            let workday = has(cursor, "一", "个") ? cursor + 2 : cursor  // 最后一个工作日
            if has(workday, "工", "作") && has(workday + 2, "日") {
                cursor = workday
                // 元旦后第一个工作日: Monday to Friday.
                var shift = HolidayShift(days: sign * ordinal)
                shift.workdays = true
                return day(.holidayShifted(holiday, year: year, shift: shift), cursor + 3)
            }
            guard let weekday = holidayWeekday(at: cursor) else { return day(plain, end) }
            let shift = HolidayShift(days: sign * ordinal, weekday: weekday.value)
            return day(.holidayShifted(holiday, year: year, shift: shift), weekday.end)
        }
        if let weekday = holidayWeekday(at: position) {
            let shift = HolidayShift(days: sign, weekday: weekday.value)
            return day(.holidayShifted(holiday, year: year, shift: shift), weekday.end)
        }
        if has(position, "一", "晚") || has(position, "一", "夜") {
            return night(.holidayShifted(holiday, year: year, shift: HolidayShift(days: sign)), position + 2)
        }
        guard let count = TimeNumber.read(s, at: position), (1...60).contains(count.value) else {
            return day(plain, end)
        }
        var cursor = count.end
        var days = count.value
        if has(cursor, "个") { cursor += 1 }
        if has(cursor, "天") || has(cursor, "日") {
            cursor += 1
        } else if has(cursor, "周") {
            days *= 7
            cursor += 1
        } else if has(cursor, "星", "期") || has(cursor, "礼", "拜") {
            days *= 7
            cursor += 2
        } else {
            return day(plain, end)
        }
        return day(.holidayShifted(holiday, year: year, shift: HolidayShift(days: sign * days)), cursor)
    }

    /// The days off a holiday gives (国庆 seven, 春节 seven from 除夕, 五一 five), or `nil` for a
    /// holiday of one day.
    private static func holidayDays(_ holiday: Holiday) -> (holiday: Holiday, span: HolidaySpan)? {
        switch holiday {
        case .nationalDay: (holiday, .days(from: 0, count: 7))
        case .springFestival, .lunarNewYearsEve: (.springFestival, .days(from: -1, count: 7))
        case .laborDay: (holiday, .days(from: 0, count: 5))
        default: nil
        }
    }

    private func span(_ holiday: Holiday, year: YearSpec?, _ span: HolidaySpan, start: Int, end: Int) -> Match {
        Match(component: .period(.holidaySpan(holiday, year: year, span: span)), start: start, end: end)
    }

    /// 周一 / 星期一 / 礼拜天 at `i`.
    private func holidayWeekday(at i: Int) -> (value: Int, end: Int)? {
        var position = i
        if has(position, "周") {
            position += 1
        } else if has(position, "星", "期") || has(position, "礼", "拜") {
            position += 2
        } else {
            return nil
        }
        let value: Int
        switch at(position) {
        case "一": value = 1
        case "二": value = 2
        case "三": value = 3
        case "四": value = 4
        case "五": value = 5
        case "六": value = 6
        case "日", "天": value = 7
        default: return nil
        }
        return (value, position + 1)
    }

    /// Whether the scalars of `word` stand at `index`.
    private func matches(_ word: String, at index: Int) -> Bool {
        var position = index
        for scalar in word.unicodeScalars {
            guard at(position) == scalar else { return false }
            position += 1
        }
        return true
    }
}

extension TimeRecognizer {
    /// 中秋聚餐, 跨年聚会, 新年第一跑: a Chinese holiday right before the name of a thing (a Han
    /// character that is no particle, time word or numeral), and no preposition before it (在中秋).
    /// A stored event's name keeps it (中秋聚餐提前到…); a new event's title does not (the convention
    /// of the corpus: 中秋节回家 is a trip home on that day).
    static func isChineseHolidayModifier(_ range: Range<Int>, in text: NormalizedText) -> Bool {
        guard let lower = text.origins.firstIndex(of: range.lowerBound), text.scalars[lower].value >= 0x3400,
            let holiday = TimeGrammar(s: text.scalars).chineseHoliday(at: lower), holiday.end < text.scalars.count,
            text.origins[holiday.end - 1] + 1 == range.upperBound
        else { return false }
        // 七夕那天包船收入: a holiday said with 那天 or 当天 is when, whatever follows.
        if holiday.end >= 2, "天日".unicodeScalars.contains(text.scalars[holiday.end - 1]),
            "那当这".unicodeScalars.contains(text.scalars[holiday.end - 2])
        {
            return false
        }
        let next = text.scalars[holiday.end]
        let after: Unicode.Scalar = holiday.end + 1 < text.scalars.count ? text.scalars[holiday.end + 1] : " "
        // 元宵晚会, 跨年夜宴 name a thing; 元宵晚上, 中秋早上 a time.
        let partOfDay = "晚早夜".unicodeScalars.contains(next) && "上间晨里点".unicodeScalars.contains(after)
        // 新年第一个站会, 新年第一跑 name a thing; 新年第一天 is a day.
        let third: Unicode.Scalar = holiday.end + 2 < text.scalars.count ? text.scalars[holiday.end + 2] : " "
        if next == "第", after == "一", "个次场跑课".unicodeScalars.contains(third) {
            return lower == 0 || !prepositions.contains(text.scalars[lower - 1])
        }
        guard next.value >= 0x4E00, next.value <= 0x9FFF, !partOfDay, !notAName.contains(next),
            NumberReader.chineseDigit(next) == nil
        else { return false }
        return lower == 0 || !prepositions.contains(text.scalars[lower - 1])
    }

    /// Whether a holiday names part of a new event's title: inside a name (跑团新年拉练: a Chinese
    /// character before it) or before an ordinal (新年第一个站会) — not opening the request
    /// (重阳节带爸妈去爬山, 母亲节订个餐厅: the day, then what is done).
    static func isChineseHolidayInsideAName(_ range: Range<Int>, in text: NormalizedText) -> Bool {
        guard isChineseHolidayModifier(range, in: text),
            let lower = text.origins.firstIndex(of: range.lowerBound)
        else { return false }
        let scalars = text.scalars
        if lower > 0, TextResidue.isHan(scalars[lower - 1]) { return true }
        guard let holiday = TimeGrammar(s: scalars).chineseHoliday(at: lower), holiday.end + 1 < scalars.count else {
            return false
        }
        return scalars[holiday.end] == "第" && scalars[holiday.end + 1] == "一"
    }

    /// 过年, 过中秋, 过万圣节: a holiday celebrated (after 过) is an activity, when another time says
    /// the day ("2月3号到2月9号回老家过年").
    static func isCelebratedHoliday(_ range: Range<Int>, in text: NormalizedText) -> Bool {
        guard let lower = text.origins.firstIndex(of: range.lowerBound) else { return false }
        let scalars = text.scalars
        let grammar = TimeGrammar(s: scalars)
        if scalars[lower] == "过" { return grammar.chineseHoliday(at: lower) != nil }
        // 去外滩跨年: 跨年 after what is done is the doing (not 跨年夜, the evening).
        if lower > 0, scalars[lower] == "跨", lower + 1 < scalars.count, scalars[lower + 1] == "年",
            TextResidue.isHan(scalars[lower - 1]), lower + 2 == scalars.count || scalars[lower + 2] != "夜"
        {
            return true
        }
        return lower > 0 && scalars[lower - 1] == "过" && grammar.chineseHoliday(at: lower) != nil
    }

    /// What after a holiday makes it a time, not part of a name: particles, shifts, parts of the
    /// day (晚, 早 and 夜 only as 晚上, 早上, 夜里…: checked apart).
    private static let notAName: Set<Unicode.Scalar> = [
        "的", "前", "后", "当", "那", "这", "上", "下", "中", "午", "凌", "傍", "期", "假", "第", "到", "至", "和", "与", "及",
        "或", "去", "回", "要", "想", "我", "你", "他", "她", "们", "有", "是", "在", "放", "加", "休", "连", "天", "都", "也",
        "还", "就", "再", "吧", "呢", "吗", "了", "时", "左", "一", "两",
    ]
    private static let prepositions: Set<Unicode.Scalar> = ["在", "到", "于", "从", "是", "过", "等"]
}

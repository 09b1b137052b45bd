import AgentSkill
import Foundation

/// How a repeating event's rule reads, in Chinese and English: `每周三 19:00` / `every Wednesday
/// at 19:00`, `每隔一周的周二` / `every other Tuesday`, `工作日 08:00` / `every weekday at 08:00`,
/// `每月最后一个周五` / `on the last Friday of every month`, `每年3月3日` / `every year on March 3`,
/// with the end: `，共10次` / `, 10 times`, `，到2027年3月31日` / `, until March 31, 2027`.
///
/// The parts a person would say are worded: `FREQ`, `INTERVAL`, plain weekdays, numbered weekdays
/// and days of the month (one month for a yearly rule), the last weekday of a month
/// (`BYSETPOS=±1` over Monday to Friday), several times a day, `COUNT` and `UNTIL`; days and times
/// the rule leaves out come from its first occurrence, as the expansion takes them. Any other rule
/// (`BYWEEKNO`, `BYYEARDAY`, other `BYSETPOS`, several months) reads as the rule itself:
/// `按规则重复（FREQ=…）` / `repeating by the rule FREQ=…`. Clock times are 24-hour, as everywhere
/// in the calendar's answers.
enum RecurrenceWording {
    /// The words for `series` (a stored series): its rule from its first occurrence, in its zone;
    /// `重复` / `repeating` for a series of `RDATE`s alone.
    static func text(_ series: CalendarEvent, language: ReplyLanguage) -> String {
        let zone = series.resolvedTimeZone
        guard let rule = series.recurrenceRule.flatMap({ try? RecurrenceRule(parsing: $0) }) else {
            return language == .chinese ? "重复" : "repeating"
        }
        return text(
            rule, start: LocalDateTime(series.start, in: zone), allDay: series.allDay, timeZone: zone,
            language: language)
    }

    /// The words for `rule` repeating from `start` (a wall-clock time in `timeZone`).
    static func text(
        _ rule: RecurrenceRule, start: LocalDateTime, allDay: Bool, timeZone: TimeZone, language: ReplyLanguage
    ) -> String {
        guard let days = days(rule, start: start, language: language) else {
            return language == .chinese ? "按规则重复（\(rule.text)）" : "repeating by the rule \(rule.text)"
        }
        var text = days
        if !allDay {
            let clocks = times(rule, start: start)
            text += language == .chinese ? " " + clocks.joined(separator: "、") : " at " + list(clocks)
        }
        switch rule.end {
        case .never: break
        case .count(let count):
            text += language == .chinese ? "，共\(count)次" : count == 1 ? ", once" : ", \(count) times"
        case .until(let until):
            let day =
                switch until {
                case .date(let day): day
                case .localTime(let day, _, _, _): day
                case .utc(let instant): LocalDate(instant, in: timeZone)
                }
            text +=
                language == .chinese
                ? "，到\(day.year)年\(day.month)月\(day.day)日"
                : ", until \(englishMonths[day.month - 1]) \(day.day), \(day.year)"
        }
        return text
    }

    // MARK: - Days

    /// The days part (`每周三`, `on the last Friday of every month`), or nil when the rule has parts
    /// this wording does not say.
    private static func days(_ rule: RecurrenceRule, start: LocalDateTime, language: ReplyLanguage) -> String? {
        guard rule.byWeekNumber.isEmpty, rule.byYearDay.isEmpty else { return nil }
        let plain = rule.byDay.filter { $0.ordinal == nil }.map(\.weekday)
        let numbered = rule.byDay.filter { $0.ordinal != nil }
        let weekdays: [RecurrenceRule.Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday]
        switch rule.frequency {
        case .daily, .weekly:
            guard rule.byMonth.isEmpty, rule.bySetPosition.isEmpty, rule.byMonthDay.isEmpty else { return nil }
            if rule.frequency == .daily, plain.isEmpty {
                return every(rule.interval, zh: "天", en: ("day", "days"), language: language)
            }
            let days = plain.isEmpty ? [weekday(of: start.date)] : plain
            if days == weekdays, rule.interval == 1 { return language == .chinese ? "工作日" : "every weekday" }
            if rule.frequency == .daily, rule.interval != 1 { return nil }
            return weekly(days, interval: rule.interval, language: language)
        case .monthly:
            guard rule.byMonth.isEmpty else { return nil }
            let month = everyMonth(rule.interval, language: language)
            if !rule.bySetPosition.isEmpty {
                // The first or last weekday of the month.
                guard plain == weekdays, numbered.isEmpty, rule.byMonthDay.isEmpty, rule.bySetPosition.count == 1,
                    let position = rule.bySetPosition.first, abs(position) == 1
                else { return nil }
                return language == .chinese
                    ? "\(month.zh)\(position == 1 ? "第一个" : "最后一个")工作日"
                    : "on the \(position == 1 ? "first" : "last") weekday of \(month.en)"
            }
            if !numbered.isEmpty || !plain.isEmpty {
                guard plain.isEmpty, rule.byMonthDay.isEmpty else { return nil }
                return numberedDays(numbered, of: month, language: language)
            }
            let monthDays = rule.byMonthDay.isEmpty ? [start.date.day] : rule.byMonthDay
            return language == .chinese
                ? month.zh + monthDays.map(chineseMonthDay).joined(separator: "、")
                : "on " + list(monthDays.map(englishMonthDay)) + " of " + month.en
        case .yearly:
            guard rule.bySetPosition.isEmpty, rule.byMonth.count <= 1 else { return nil }
            let monthNumber = rule.byMonth.first ?? start.date.month
            let year = everyYear(rule.interval, language: language)
            if !rule.byDay.isEmpty {
                guard plain.isEmpty, rule.byMonthDay.isEmpty, !rule.byMonth.isEmpty else { return nil }
                let month = (zh: "\(year.zh)\(monthNumber)月", en: "\(englishMonths[monthNumber - 1]) \(year.en)")
                return numberedDays(numbered, of: month, language: language)
            }
            let days = rule.byMonthDay.isEmpty ? [start.date.day] : rule.byMonthDay
            guard days.allSatisfy({ $0 > 0 }) else { return nil }
            return language == .chinese
                ? "\(year.zh)\(monthNumber)月" + days.map { "\($0)日" }.joined(separator: "、")
                : "\(year.en) on \(englishMonths[monthNumber - 1]) " + list(days.map(String.init))
        }
    }

    /// `每周一、周三` / `every Monday and Wednesday`, `每隔一周的周二` / `every other Tuesday`.
    private static func weekly(_ days: [RecurrenceRule.Weekday], interval: Int, language: ReplyLanguage) -> String {
        if language == .chinese {
            let names = days.map { CalendarWording.chineseWeekdays[($0.index + 1) % 7] }.joined(separator: "、")
            switch interval {
            case 1: return "每" + names
            case 2: return "每隔一周的" + names
            default: return "每\(interval)周的" + names
            }
        }
        let names = list(days.map { englishWeekdays[$0.index] })
        switch interval {
        case 1: return "every " + names
        case 2: return "every other " + names
        default: return "every \(interval) weeks on " + names
        }
    }

    /// `每月第二个周三`, `每年11月第四个周四` / `on the second Wednesday of every month`.
    private static func numberedDays(
        _ items: [RecurrenceRule.WeekdayNumber], of period: (zh: String, en: String), language: ReplyLanguage
    ) -> String? {
        var names: [String] = []
        for item in items {
            guard let ordinal = item.ordinal, abs(ordinal) <= 5 else { return nil }
            if language == .chinese {
                let which =
                    ordinal == -1
                    ? "最后一个" : ordinal < 0 ? "倒数第\(chineseNumbers[-ordinal])个" : "第\(chineseNumbers[ordinal])个"
                names.append(which + CalendarWording.chineseWeekdays[(item.weekday.index + 1) % 7])
            } else {
                let which =
                    ordinal == -1
                    ? "last" : ordinal < 0 ? "\(englishOrdinals[-ordinal]) to last" : englishOrdinals[ordinal]
                names.append("the \(which) \(englishWeekdays[item.weekday.index])")
            }
        }
        return language == .chinese
            ? period.zh + names.joined(separator: "、") : "on " + list(names) + " of " + period.en
    }

    /// `每天`, `每隔一天`, `每3天` / `every day`, `every other day`, `every 3 days`.
    private static func every(_ interval: Int, zh: String, en: (String, String), language: ReplyLanguage) -> String {
        switch (interval, language) {
        case (1, .chinese): "每" + zh
        case (2, .chinese): "每隔一" + zh
        case (_, .chinese): "每\(interval)" + zh
        case (1, .english): "every " + en.0
        case (2, .english): "every other " + en.0
        case (_, .english): "every \(interval) " + en.1
        }
    }

    /// `每月` / `every month`, `每隔一个月的` / `every other month`, `每3个月的` / `every 3 months`.
    private static func everyMonth(_ interval: Int, language: ReplyLanguage) -> (zh: String, en: String) {
        switch interval {
        case 1: ("每月", "every month")
        case 2: ("每隔一个月的", "every other month")
        default: ("每\(interval)个月的", "every \(interval) months")
        }
    }

    /// `每年` / `every year`, `每隔一年的` / `every other year`, `每3年的` / `every 3 years`.
    private static func everyYear(_ interval: Int, language: ReplyLanguage) -> (zh: String, en: String) {
        switch interval {
        case 1: ("每年", "every year")
        case 2: ("每隔一年的", "every other year")
        default: ("每\(interval)年的", "every \(interval) years")
        }
    }

    /// `3日`, `最后一天`, `倒数第2天`.
    private static func chineseMonthDay(_ day: Int) -> String {
        day > 0 ? "\(day)日" : day == -1 ? "最后一天" : "倒数第\(-day)天"
    }

    /// `the 3rd`, `the last day`, `the 2nd to last day`.
    private static func englishMonthDay(_ day: Int) -> String {
        day > 0 ? "the " + ordinalNumber(day) : day == -1 ? "the last day" : "the \(ordinalNumber(-day)) to last day"
    }

    /// `1st`, `2nd`, `3rd`, `11th`, `22nd`.
    static func ordinalNumber(_ number: Int) -> String {
        let tens = number % 100
        let suffix =
            (11...13).contains(tens)
            ? "th" : number % 10 == 1 ? "st" : number % 10 == 2 ? "nd" : number % 10 == 3 ? "rd" : "th"
        return "\(number)\(suffix)"
    }

    // MARK: - Times

    /// The clock times of each occurring day, `HH:MM` (with seconds when not zero), sorted.
    private static func times(_ rule: RecurrenceRule, start: LocalDateTime) -> [String] {
        var times: [String] = []
        for hour in rule.byHour.isEmpty ? [start.hour] : rule.byHour {
            for minute in rule.byMinute.isEmpty ? [start.minute] : rule.byMinute {
                for second in rule.bySecond.isEmpty ? [start.second] : rule.bySecond {
                    times.append(
                        zeroPadded(hour, 2) + ":" + zeroPadded(minute, 2)
                            + (second == 0 ? "" : ":" + zeroPadded(second, 2)))
                }
            }
        }
        return times.sorted()
    }

    // MARK: - Words

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    private static func weekday(of date: LocalDate) -> RecurrenceRule.Weekday {
        // 1970-01-01 was a Thursday (index 3, counting Monday as 0).
        RecurrenceRule.Weekday.allCases[((date.daysSince1970 % 7) + 7 + 3) % 7]
    }

    static let englishWeekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    static let englishMonths = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]
    private static let englishOrdinals = ["", "first", "second", "third", "fourth", "fifth"]
    private static let chineseNumbers = ["", "一", "二", "三", "四", "五"]
}

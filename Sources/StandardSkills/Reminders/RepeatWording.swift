import AgentSkill
import Foundation

/// How a repetition reads, in Chinese and English: `每天 08:00` / `every day at 08:00`, `工作日 08:00`
/// / `every weekday at 08:00`, `每周一、三 19:00` / `every Monday and Wednesday at 19:00`, `每隔一周的周三`
/// / `every other Wednesday`, `每月最后一个周五` / `the last Friday of every month`, `每年3月3日` /
/// `every year on 3 Mar`, then an end: `，共10次` / `, 10 times`, `，到3月31日` / `, until 31 Mar`.
///
/// What has no plain words here (`BYSETPOS`, week numbers, days of the year, several months)
/// reads as the rule itself: `按规则重复：FREQ=…` / `repeats: FREQ=…`.
enum RepeatWording {
    /// The repetition of `series`, with its clock time unless `withTime` is false (a day's deadline).
    static func text(_ series: ReminderSeries, language: ReplyLanguage, withTime: Bool = true) -> String {
        let rule = series.rule
        guard let days = days(rule, start: series.start, language: language) else {
            return (language == .chinese ? "按规则重复：" : "repeats: ") + rule.text
        }
        var text = days
        if withTime, let times = times(rule, start: series.start, language: language) {
            text += language == .chinese ? " \(times)" : " at \(times)"
        }
        return text + end(rule, timeZone: series.timeZone, language: language)
    }

    // MARK: - Days

    /// The days part, or `nil` when it has no plain words.
    private static func days(_ rule: RecurrenceRule, start: LocalDateTime, language: ReplyLanguage) -> String? {
        guard rule.byYearDay.isEmpty, rule.byWeekNumber.isEmpty, rule.bySetPosition.isEmpty else { return nil }
        let zh = language == .chinese
        let weekdays = rule.byDay.filter { $0.ordinal == nil }.map(\.weekday)
        guard weekdays.count == rule.byDay.count || rule.frequency == .monthly || rule.frequency == .yearly else {
            return nil
        }
        switch rule.frequency {
        case .daily, .weekly:
            guard rule.byMonthDay.isEmpty, rule.byMonth.isEmpty else { return nil }
            if rule.frequency == .daily, weekdays.isEmpty {
                return every(rule.interval, zh ? "天" : "day", "days", language: language)
            }
            let days = weekdays.isEmpty ? [weekday(of: start)] : weekdays
            if rule.interval == 1, Set(days) == Set(workdays) { return zh ? "工作日" : "every weekday" }
            if rule.interval == 1, Set(days) == [.saturday, .sunday] { return zh ? "每周末" : "every weekend" }
            // DAILY with BYDAY is every such day, whatever the interval says of weeks.
            let interval = rule.frequency == .daily ? 1 : rule.interval
            let names = list(days.map { dayName($0, language: language, short: zh) }, language: language)
            switch (interval, zh) {
            case (1, true): return "每周" + names
            case (2, true): return "每隔一周的周" + names
            case (let n, true): return "每\(n)周的周" + names
            case (1, false): return "every " + names
            case (2, false): return "every other " + names
            case (let n, false): return "every \(n) weeks on " + names
            }
        case .monthly:
            guard rule.byMonth.isEmpty else { return nil }
            let months =
                every(rule.interval, zh ? "月" : "month", "months", language: language, chineseUnit: "个月")
                + (zh && rule.interval > 1 ? "的" : "")
            if !rule.byDay.isEmpty {
                guard rule.byMonthDay.isEmpty, rule.byDay.count == 1, let only = rule.byDay.first,
                    let ordinal = only.ordinal, let nth = ordinalWord(ordinal, language: language)
                else { return nil }
                let day = dayName(only.weekday, language: language, short: false)
                return zh ? "\(months)\(nth)\(day)" : "the \(nth) \(day) of \(months)"
            }
            let monthDays = rule.byMonthDay.isEmpty ? [start.date.day] : rule.byMonthDay
            guard let days = monthDayList(monthDays, language: language) else { return nil }
            return zh ? months + days : "\(months) on \(days)"
        case .yearly:
            guard rule.byDay.isEmpty, rule.byMonth.count <= 1, rule.byMonthDay.count <= 1 else { return nil }
            let month = rule.byMonth.first ?? start.date.month
            let day = rule.byMonthDay.first ?? start.date.day
            guard day > 0 else { return nil }
            let years =
                every(rule.interval, zh ? "年" : "year", "years", language: language)
                + (zh && rule.interval > 1 ? "的" : "")
            return zh ? "\(years)\(month)月\(day)日" : "\(years) on \(day) \(CalendarWording.englishMonths[month - 1])"
        }
    }

    /// `每天` / `every day`, `每隔一天` / `every other day`, `每3天` / `every 3 days`.
    private static func every(
        _ interval: Int, _ unit: String, _ units: String, language: ReplyLanguage, chineseUnit: String? = nil
    ) -> String {
        let chinese = chineseUnit ?? unit
        switch (interval, language) {
        case (1, .chinese): return "每" + unit
        case (2, .chinese): return "每隔一" + chinese
        case (let n, .chinese): return "每\(n)" + chinese
        case (1, .english): return "every " + unit
        case (2, .english): return "every other " + unit
        case (let n, .english): return "every \(n) " + units
        }
    }

    private static let workdays: [RecurrenceRule.Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday]

    /// `一` … `日` (short Chinese, after 每周), `周一` …, or `Monday` ….
    private static func dayName(_ day: RecurrenceRule.Weekday, language: ReplyLanguage, short: Bool) -> String {
        let index = day.index
        switch language {
        case .chinese:
            let name = ["一", "二", "三", "四", "五", "六", "日"][index]
            return short ? name : "周" + name
        case .english:
            return ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][index]
        }
    }

    private static func weekday(of start: LocalDateTime) -> RecurrenceRule.Weekday {
        // 1970-01-01 was a Thursday (index 3, Monday being 0).
        let index = ((start.date.daysSince1970 % 7) + 7 + 3) % 7
        return RecurrenceRule.Weekday.allCases.first { $0.index == index } ?? .monday
    }

    /// `第二个` / `second`, `最后一个` / `last`, `倒数第二个` / `second to last`; `nil` past the fifth.
    private static func ordinalWord(_ ordinal: Int, language: ReplyLanguage) -> String? {
        let english = ["first", "second", "third", "fourth", "fifth"]
        let chinese = ["一", "二", "三", "四", "五"]
        guard (1...5).contains(abs(ordinal)) else { return nil }
        let n = abs(ordinal) - 1
        switch (ordinal > 0, language) {
        case (true, .chinese): return "第\(chinese[n])个"
        case (true, .english): return english[n]
        case (false, .chinese): return ordinal == -1 ? "最后一个" : "倒数第\(chinese[n])个"
        case (false, .english): return ordinal == -1 ? "last" : "\(english[n]) to last"
        }
    }

    /// `3日、15日` / `the 3rd and 15th`; `最后一天` / `the last day`; `nil` for other days from the end.
    private static func monthDayList(_ days: [Int], language: ReplyLanguage) -> String? {
        var names: [String] = []
        for day in days {
            switch (day, language) {
            case (-1, .chinese): names.append("最后一天")
            case (-1, .english): names.append("the last day")
            case (let day, _) where day < 0: return nil
            case (let day, .chinese): names.append("\(day)日")
            case (let day, .english): names.append(englishOrdinal(day))
            }
        }
        let joined = list(names, language: language)
        return language == .english && !joined.hasPrefix("the ") ? "the " + joined : joined
    }

    /// `1st`, `2nd`, `3rd`, `11th`, `22nd`.
    private static func englishOrdinal(_ n: Int) -> String {
        let suffix =
            (11...13).contains(n % 100) ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th"
        return "\(n)\(suffix)"
    }

    /// `一、三、五` / `Monday, Wednesday and Friday`.
    private static func list(_ names: [String], language: ReplyLanguage) -> String {
        guard language == .english, names.count > 1 else { return names.joined(separator: "、") }
        return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }

    // MARK: - Times and the end

    /// `08:00`, `08:00、20:00` / `08:00 and 20:00`; `nil` for more than four times a day.
    private static func times(_ rule: RecurrenceRule, start: LocalDateTime, language: ReplyLanguage) -> String? {
        let hours = rule.byHour.isEmpty ? [start.hour] : rule.byHour
        let minutes = rule.byMinute.isEmpty ? [start.minute] : rule.byMinute
        guard hours.count * minutes.count <= 4 else { return nil }
        let clocks = hours.flatMap { hour in
            minutes.map { minute in (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)" }
        }
        return list(clocks, language: language)
    }

    /// `，共10次` / `, 10 times`; `，到12月31日` / `, until 31 Dec` (with the year when not the start's).
    private static func end(_ rule: RecurrenceRule, timeZone: TimeZone, language: ReplyLanguage) -> String {
        let last: LocalDate
        switch rule.end {
        case .never: return ""
        case .count(let count): return language == .chinese ? "，共\(count)次" : ", \(count) times"
        case .until(.date(let date)), .until(.localTime(let date, _, _, _)): last = date
        case .until(.utc(let instant)): last = LocalDate(instant, in: timeZone)
        }
        let day =
            language == .chinese
            ? "\(last.year)年\(last.month)月\(last.day)日"
            : "\(last.day) \(CalendarWording.englishMonths[last.month - 1]) \(last.year)"
        return language == .chinese ? "，到\(day)" : ", until \(day)"
    }
}

import Foundation

@testable import SkillNLU

/// Chinese templates of the round-trip test: each writes a value into words.
enum ChineseRoundTrip {
    typealias Words = RoundTripWords

    // MARK: - Days

    /// A day on the preferred side of now, written one of many ways.
    static func day(_ r: inout SplitMix64, _ ref: RoundTripReference, past: Bool = false) -> DayWords {
        switch r.int(0...10) {
        case 10:
            // A weekday said with its date restates it: 12月18号周五, 12月18日（星期五）.
            let day = past ? ref.today - r.int(0...300) : ref.today + r.int(0...300)
            let (_, month, dayOfMonth) = RoundTripCalendar.date(day)
            let weekday = "周" + Words.zhWeekdays[RoundTripCalendar.weekday(day) - 1]
            let date = "\(month)月\(dayOfMonth)" + r.pick(["号", "日"])
            return DayWords(text: r.pick([date + weekday, date + "（\(weekday)）", date + " " + weekday]), day: day)
        case 0:
            let offset = r.int(0...3)
            if past { return DayWords(text: ["今天", "今天", "今天", "今天"][offset], day: ref.today) }
            return DayWords(text: ["今天", "明天", "后天", "大后天"][offset], day: ref.today + offset)
        case 1 where !past:
            let offset = r.int(2...40)
            let number = r.chance(50) ? "\(offset)" : Words.zhHour(offset)
            return DayWords(text: number + r.pick(["天后", "天以后", "天之后"]), day: ref.today + offset)
        case 2, 3:
            let weekday = r.int(1...7)
            let name = weekdayName(&r, weekday)
            let (prefix, weeks) = r.pick([("这", 0), ("本", 0), ("下", 1), ("下个", 1), ("上", -1), ("上个", -1)])
            return DayWords(text: prefix + name, day: ref.monday + 7 * weeks + weekday - 1)
        case 4, 5:
            let weekday = r.int(1...7)
            let current = RoundTripCalendar.weekday(ref.today)
            let day = past ? ref.today - (current - weekday + 7) % 7 : ref.today + (weekday - current + 7) % 7
            return DayWords(text: weekdayName(&r, weekday), day: day, rolls: true)
        case 6:
            let day = ref.today + r.int(-400...700)
            let (year, month, dayOfMonth) = RoundTripCalendar.date(day)
            var text = r.pick([
                "\(year)年\(month)月\(dayOfMonth)日", "\(year)年\(month)月\(dayOfMonth)号",
                "\(Words.twoDigits(year % 100))年\(month)月\(dayOfMonth)号",
                "\(year)-\(Words.twoDigits(month))-\(Words.twoDigits(dayOfMonth))", "\(year)/\(month)/\(dayOfMonth)",
            ])
            // 今年/明年/去年 3月4号.
            if (-1...1).contains(year - ref.year), r.chance(40) {
                text = ["去年", "今年", "明年"][year - ref.year + 1] + "\(month)月\(dayOfMonth)" + r.pick(["号", "日"])
            }
            // 下个月5号, 这个月20号, 上个月3号.
            let monthIndex = year * 12 + month - (ref.year * 12 + ref.month)
            if (-1...1).contains(monthIndex), r.chance(40) {
                text = ["上个月", "这个月", "下个月"][monthIndex + 1] + "\(dayOfMonth)" + r.pick(["号", "日"])
            }
            return DayWords(text: text, day: day)
        case 7, 8:
            let day = past ? ref.today - r.int(0...360) : ref.today + r.int(0...360)
            let (_, month, dayOfMonth) = RoundTripCalendar.date(day)
            let text = r.pick([
                "\(month)月\(dayOfMonth)日", "\(month)月\(dayOfMonth)号", "\(Words.zh(month))月\(Words.zh(dayOfMonth))号",
                "\(Words.zh(month))月\(Words.zh(dayOfMonth))日", "\(month)/\(dayOfMonth)",
            ])
            return DayWords(text: text, day: day)
        default:
            let dayOfMonth = r.int(1...28)
            let (year, month, current) = RoundTripCalendar.date(ref.today)
            var target = (year, month)
            if !past, dayOfMonth < current { target = month == 12 ? (year + 1, 1) : (year, month + 1) }
            if past, dayOfMonth > current { target = month == 1 ? (year - 1, 12) : (year, month - 1) }
            let number = r.chance(60) ? "\(dayOfMonth)" : Words.zh(dayOfMonth)
            return DayWords(
                text: number + r.pick(["号", "日"]), day: RoundTripCalendar.day(target.0, target.1, dayOfMonth))
        }
    }

    static func weekdayName(_ r: inout SplitMix64, _ weekday: Int) -> String {
        let prefix = r.pick(["周", "星期", "礼拜"])
        if weekday == 7 { return prefix + (prefix == "周" ? r.pick(["日", "天"]) : r.pick(["日", "天"])) }
        return prefix + Words.zhWeekdays[weekday - 1]
    }

    // MARK: - Clocks

    /// The hour and minutes after 点 (`点半`, `点零五分`, `点二十`).
    static func minutes(_ r: inout SplitMix64, _ minute: Int) -> String {
        switch minute {
        case 0: return r.pick(["点", "点", "点整", "点钟"])
        case 30: return r.pick(["点半", "点30分", "点三十分", "点三十"])
        case 15: return r.pick(["点一刻", "点15分", "点十五分", "点十五"])
        case 45: return r.pick(["点三刻", "点45分", "点四十五分", "点四十五"])
        case 1...9: return r.pick(["点零\(minute)分", "点零\(Words.zh(minute))分", "点\(minute)分", "点0\(minute)分"])
        default: return r.pick(["点\(minute)分", "点\(Words.zh(minute))分", "点\(Words.zh(minute))"])
        }
    }

    /// `hour` as written on the dial (digits or numerals) with its minutes.
    static func dial(_ r: inout SplitMix64, _ hour: Int, _ minute: Int) -> String {
        if r.chance(25) { return "\(hour):\(Words.twoDigits(minute))" }
        let number = r.chance(50) ? "\(hour)" : Words.zhHour(hour)
        return number + minutes(&r, minute)
    }

    /// Parts of the day that can hold `hour`, with the dial hour they use.
    static func parts(_ hour: Int) -> [(String, Int)] {
        var found: [(String, Int)] = []
        if (1...5).contains(hour) { found.append(("凌晨", hour)) }
        if (6...9).contains(hour) { found += [("早上", hour), ("早", hour)] }
        if (8...11).contains(hour) { found.append(("上午", hour)) }
        if hour == 12 || hour == 13 { found.append(("中午", hour == 12 ? 12 : 1)) }
        if (13...18).contains(hour) { found.append(("下午", hour - 12)) }
        if (17...18).contains(hour) { found.append(("傍晚", hour - 12)) }
        if (18...23).contains(hour) { found += [("晚上", hour - 12), ("晚", hour - 12)] }
        return found
    }

    /// The dial hours that read as `hour` with no part of the day (1–7 are 13–19, 8–11 the
    /// morning, 12 noon, 13–23 as written).
    static func bareHours(_ hour: Int) -> [Int] {
        switch hour {
        case 8...12: [hour]
        case 13...19: [hour - 12, hour]
        case 20...23: [hour]
        default: []
        }
    }

    /// `hour:minute` written one of the ways its meaning is decided; `nil` when none is.
    static func clock(_ r: inout SplitMix64, _ hour: Int, _ minute: Int, idioms: Bool) -> ClockWords? {
        var options: [ClockWords] = []
        for dialHour in bareHours(hour) {
            options.append(
                ClockWords(
                    text: dial(&r, dialHour, minute), seconds: hour * 3600 + minute * 60,
                    eveningAlternative: (8...11).contains(dialHour)))
        }
        for (part, dialHour) in parts(hour) {
            var text = dial(&r, dialHour, minute)
            if part == "早" || part == "晚" {
                text = (r.chance(50) ? "\(dialHour)" : Words.zhHour(dialHour)) + minutes(&r, minute)
            }
            options.append(ClockWords(text: part + text, seconds: hour * 3600 + minute * 60))
        }
        if hour < 10 {
            options.append(ClockWords(text: "0\(hour):\(Words.twoDigits(minute))", seconds: hour * 3600 + minute * 60))
        }
        if hour == 12, minute == 0 { options.append(ClockWords(text: "中午", seconds: 12 * 3600)) }

        if idioms, [40, 45, 50, 55].contains(minute), let idiom = idiom(&r, hour + 1, 60 - minute) {
            options.append(ClockWords(text: idiom, seconds: hour * 3600 + minute * 60))
        }
        return options.isEmpty ? nil : r.pick(options)
    }

    /// `before` minutes before the whole hour `named`: 差十分八点, 八点差一刻, 下午三点差五分.
    static func idiom(_ r: inout SplitMix64, _ named: Int, _ before: Int) -> String? {
        let dials =
            bareHours(named).filter { $0 <= 12 }.map { ("", $0) } + parts(named).filter { $0.0 != "早" && $0.0 != "晚" }
        guard !dials.isEmpty else { return nil }
        let (part, dialHour) = r.pick(dials)
        let hourText = (r.chance(50) ? "\(dialHour)" : Words.zhHour(dialHour)) + "点"
        let gap = before == 15 && r.chance(60) ? "一刻" : (r.chance(50) ? "\(before)分" : Words.zh(before) + "分")
        return part.isEmpty && r.chance(50) ? "差\(gap)\(hourText)" : "\(part)\(hourText)差\(gap)"
    }

    /// A clock range on one day: 下午三点到五点, 9点到11点半, 14:00-15:30.
    static func clockRange(_ r: inout SplitMix64, _ start: Int, _ end: Int) -> (String, Int, Int)? {
        let (h1, m1, h2, m2) = (start / 60, start % 60, end / 60, end % 60)
        let joiner = r.pick(["到", "到", "至", "-", "~"])
        var options: [String] = []
        let shared = parts(h1).filter { part in parts(h2).contains { $0.0 == part.0 } && part.0 != "早" && part.0 != "晚"
        }
        if let (part, d1) = shared.isEmpty ? nil : r.pick(shared), let d2 = parts(h2).first(where: { $0.0 == part })?.1
        {
            options.append(part + dial(&r, d1, m1) + joiner + dial(&r, d2, m2))
        }
        let bare1 = bareHours(h1).filter { $0 <= 12 }
        let bare2 = bareHours(h2).filter { $0 <= 12 }
        if let d1 = bare1.first, let d2 = bare2.first {
            options.append((r.chance(30) ? "从" : "") + dial(&r, d1, m1) + joiner + dial(&r, d2, m2))
        }
        if h1 >= 13 || h1 < 10 {
            options.append(
                "\(Words.twoDigits(h1)):\(Words.twoDigits(m1))\(joiner)\(Words.twoDigits(h2)):\(Words.twoDigits(m2))")
        }
        guard !options.isEmpty else { return nil }
        return (r.pick(options), start * 60, end * 60)
    }

    // MARK: - Families

    static let dayFillers = [
        "我得去趟医院，大概", "开个会，时间定在", "要去银行办事，", "和老王见面，约在", "有个面试，", "的站会改一下，",
        "要交材料，", "去机场接人，",
    ]
    static let clockFillers = ["吧，", "，", "见面，", "开会吧，", "出发，"]

    /// Words after a clock said first; not 吧 right after 一点, which is "a bit" (快一点吧).
    static func clockFiller(_ r: inout SplitMix64, after clock: String) -> String {
        let filler = r.pick(clockFillers)
        return clock.hasSuffix("一点") && filler.hasPrefix("吧") ? "，" : filler
    }
    static let tails = ["", "", "开会", "去机场", "提醒我", "见客户"]
    static let heads = ["", "", "提醒我", "帮我记一下", "安排"]

    /// Seconds after midnight of a random clock: whole hours, halves and quarters most often.
    static func clockMinute(_ r: inout SplitMix64) -> Int {
        let minute = r.pick([0, 0, 0, 30, 30, 15, 45, r.int(1...59), r.int(1...11) * 5])
        return r.int(0...23) * 60 + minute
    }
}

extension RoundTripReference {
    /// A clock today (on the rolling day), moved on when it is over: the evening reading of a
    /// bare 8–11 first, then `step` days (docs/NLU.md, "Roll-over"); for the past preference,
    /// moved back `step` days when it is still ahead.
    func rolled(_ seconds: Int, eveningAlternative: Bool, step: Int, past: Bool = false) -> Int {
        let time = today * 86_400 + seconds
        if past { return time > local ? time - step * 86_400 : time }
        if time >= local { return time }
        if eveningAlternative, second >= 12 * 3600, time + 12 * 3600 >= local { return time + 12 * 3600 }
        return time + step * 86_400
    }

    /// A clock on `day`: pinned, or rolled when it is a bare weekday that is today.
    func on(_ day: DayWords, _ clock: ClockWords, past: Bool = false) -> Int {
        if day.rolls, day.day == today {
            return rolled(clock.seconds, eveningAlternative: clock.eveningAlternative, step: 7, past: past)
        }
        return day.day * 86_400 + clock.seconds
    }
}

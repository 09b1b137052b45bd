import Foundation
import Testing

@testable import SkillNLU

/// A round-trip property test (issue 15, "How to measure"): random dates, clocks, ranges and
/// durations are written into Chinese and English text by templates, and the standard
/// `TimeRecognizer` must read back exactly the value each text was written from, under the
/// conventions of docs/NLU.md. Seeds are fixed; a failure names its seed, template family, text,
/// reference time and zone, so it can be replayed.
@Suite struct TimeRoundTripTests {
    /// A Wednesday mid-month (morning and evening), a Friday month end, Dec 31 late, a Sunday month
    /// end, New York's spring-forward and fall-back nights, and the day before a leap day.
    static let nows = [
        "2026-12-16T10:00:00", "2026-12-16T19:40:00", "2027-04-30T15:20:00", "2026-12-31T21:30:00",
        "2027-01-31T08:45:00", "2027-03-14T00:30:00", "2027-11-06T23:10:00", "2028-02-28T12:00:00",
    ]
    static let zones = ["Asia/Shanghai", "America/New_York"]
    static let seeds: [UInt64] = [15, 2027, 0x5EED_CAFE]
    static let casesPerSeed = 4000

    typealias Family = (String, (inout SplitMix64, RoundTripReference, Bool) -> RoundTripCase?)

    /// Every template family, each for Chinese (`true`) and English.
    static var families: [Family] {
        [
            ("day", day), ("day", day), ("clock", clockAlone), ("day+clock", dayAndClock), ("day+clock", dayAndClock),
            ("day+clock apart", dayAndClockApart), ("clock range", clockRange), ("day range", dayRange),
            ("clock range alone", clockRangeAlone), ("overnight", overnight), ("day+part", dayAndPart),
            ("span across days", spanAcrossDays), ("period", period), ("anchor", anchor), ("window", window),
            ("deadline", deadline),
            ("duration", duration),
        ]
    }

    /// The cases of one seed.
    static func cases(seed: UInt64, count: Int) -> [RoundTripCase] {
        var r = SplitMix64(seed: seed)
        var found: [RoundTripCase] = []
        while found.count < count {
            let reference = RoundTripReference(r.pick(nows), r.pick(zones))
            let (name, make) = r.pick(families)
            let chinese = r.chance(50)
            if var value = make(&r, reference, chinese) {
                value.family = "\(chinese ? "zh" : "en") \(name)"
                value.text = dressed(&r, value.text, chinese: chinese)
                found.append(value)
            }
        }
        return found
    }

    @Test(arguments: seeds)
    func valuesWrittenIntoTextReadBack(seed: UInt64) {
        let recognizer = TimeRecognizer()
        var failures: [String] = []
        let all = Self.cases(seed: seed, count: Self.casesPerSeed)
        for value in all {
            let context = TimeTestSupport.context(value.reference.now, value.reference.zone, past: value.past)
            let found = recognizer.entities(in: NormalizedText(value.text), context: context)
            if found.count == 1, found[0].start == value.start, found[0].end == value.end { continue }
            failures.append("\(value)\n      got \(found.map(TimeTestSupport.describe))")
        }
        let summary = failures.prefix(40).joined(separator: "\n  ")
        #expect(failures.isEmpty, "seed \(seed): \(failures.count) of \(all.count) cases failed\n  \(summary)")
    }

    @Test func theGeneratorIsDeterministicAndCoversEveryFamily() {
        let first = Self.cases(seed: 7, count: 400).map(\.text)
        #expect(first == Self.cases(seed: 7, count: 400).map(\.text))
        let names = Set(Self.cases(seed: 7, count: 2000).map(\.family))
        #expect(names.count == 2 * Set(Self.families.map(\.0)).count, "\(names.sorted())")
    }

    /// How people type around the same words: traditional characters (週四下午三點), a capital
    /// first letter, a full stop or a question mark after.
    static func dressed(_ r: inout SplitMix64, _ text: String, chinese: Bool) -> String {
        var text = text
        if chinese, r.chance(10) {
            let traditional: [Character: Character] = [
                "周": "週", "后": "後", "点": "點", "号": "號", "个": "個", "两": "兩", "礼": "禮", "钟": "鐘", "时": "時",
                "见": "見", "机": "機", "会": "會", "医": "醫", "场": "場",
            ]
            text = String(text.map { traditional[$0] ?? $0 })
        }
        if !chinese, r.chance(20), let first = text.first { text = first.uppercased() + text.dropFirst() }
        if r.chance(15) { text += chinese ? r.pick(["。", "！", "？"]) : r.pick([".", "!", "?"]) }
        return text
    }

    /// From a day and a clock to another day and clock: 下周一上午9点到下周三下午5点, "from March 4
    /// at 9am to March 6 at 5pm".
    static func spanAcrossDays(_ r: inout SplitMix64, _ ref: RoundTripReference, _ chinese: Bool) -> RoundTripCase? {
        let firstDay = ref.today + r.int(1...200)
        let lastDay = firstDay + r.int(2...5)
        let (h1, m1) = clockValue(&r)
        let (h2, m2) = clockValue(&r)
        func date(_ day: Int) -> String {
            let (_, month, dayOfMonth) = RoundTripCalendar.date(day)
            return chinese
                ? "\(month)月\(dayOfMonth)" + r.pick(["号", "日"])
                : r.pick([
                    "\(RoundTripWords.months[month - 1]) \(dayOfMonth)",
                    "\(RoundTripWords.monthAbbreviations[month - 1]) \(dayOfMonth)",
                ])
        }
        let text: String
        var seconds = (0, 0)
        if chinese {
            guard let c1 = ChineseRoundTrip.clock(&r, h1, m1, idioms: false),
                let c2 = ChineseRoundTrip.clock(&r, h2, m2, idioms: false)
            else { return nil }
            text =
                (r.chance(30) ? "从" : "") + join(date(firstDay), c1.text) + r.pick(["到", "至"])
                + join(date(lastDay), c2.text)
            seconds = (c1.seconds, c2.seconds)
        } else {
            guard let c1 = EnglishRoundTrip.clock(&r, h1, m1, idioms: false),
                let c2 = EnglishRoundTrip.clock(&r, h2, m2, idioms: false)
            else { return nil }
            text = "from \(date(firstDay)) \(c1.text) \(r.pick(["to", "until", "through"])) \(date(lastDay)) \(c2.text)"
            seconds = (c1.seconds, c2.seconds)
        }
        return RoundTripCase(
            family: "", text: text, start: RoundTripCalendar.moment(firstDay, seconds: seconds.0),
            end: RoundTripCalendar.moment(lastDay, seconds: seconds.1), reference: ref)
    }

    /// A week, weekend, month or year around now: 下周 (Monday to Monday), 这个月, "next weekend",
    /// "last year" — whole days, the end the midnight after.
    static func period(_ r: inout SplitMix64, _ ref: RoundTripReference, _ chinese: Bool) -> RoundTripCase? {
        let offset = r.int(-1...1)
        let (year, month, _) = RoundTripCalendar.date(ref.today)
        func monthStart(_ shift: Int) -> Int {
            let index = year * 12 + month - 1 + shift
            return RoundTripCalendar.day(index / 12, index % 12 + 1, 1)
        }
        let start: Int
        let end: Int
        var text: String
        switch r.int(0...3) {
        case 0:
            (start, end) = (ref.monday + 7 * offset, ref.monday + 7 * offset + 7)
            text =
                chinese
                ? r.pick([["上周", "上个星期"], ["这周", "本周", "这个星期"], ["下周", "下个星期", "下礼拜"]][offset + 1])
                : "\(["last", "this", "next"][offset + 1]) week"
        case 1:
            guard offset >= 0 else { return nil }
            (start, end) = (ref.monday + 7 * offset + 5, ref.monday + 7 * offset + 7)
            text =
                chinese
                ? r.pick([["周末", "这个周末", "这周末"], ["下周末", "下个周末"]][offset])
                : "\(["this", "next"][offset]) weekend"
        case 2:
            (start, end) = (monthStart(offset), monthStart(offset + 1))
            text =
                chinese
                ? r.pick([["上个月", "上月"], ["这个月", "本月"], ["下个月", "下月"]][offset + 1])
                : "\(["last", "this", "next"][offset + 1]) month"
        default:
            (start, end) = (RoundTripCalendar.day(year + offset, 1, 1), RoundTripCalendar.day(year + offset + 1, 1, 1))
            text = chinese ? ["去年", "今年", "明年"][offset + 1] : "\(["last", "this", "next"][offset + 1]) year"
        }
        text =
            chinese
            ? r.pick(["", "看看", "查一下"]) + text + r.pick(["的安排", "有什么事", ""])
            : r.pick(["", "what's on ", "plans for "]) + text
        return RoundTripCase(
            family: "", text: text, start: RoundTripCalendar.moment(start), end: RoundTripCalendar.moment(end),
            reference: ref)
    }

    /// Now's clock on another day: 明天这个时候, 下周这个时候, "this time tomorrow", "same time next week".
    static func anchor(_ r: inout SplitMix64, _ ref: RoundTripReference, _ chinese: Bool) -> RoundTripCase? {
        let (zh, en, days) = r.pick([
            ("明天这个时候", "this time tomorrow", 1), ("后天这个时候", "this time the day after tomorrow", 2),
            ("大后天这个时候", "same time in three days", 3), ("下周这个时候", "same time next week", 7),
            ("明天此时", "same time tomorrow", 1), ("三天后的这个时候", "this time in three days", 3),
        ])
        if !chinese, en == "this time the day after tomorrow" { return nil }
        let text = chinese ? r.pick(["", "提醒我"]) + zh : r.pick(["", "remind me "]) + en
        return RoundTripCase(
            family: "", text: text, start: RoundTripCalendar.moment(ref.today + days, seconds: ref.second),
            reference: ref)
    }

    /// A window from today: 三天内 (today and the next two days), 两周之内, "within 3 days", "in the
    /// next 2 weeks", 一个月以内 (to the same day next month).
    static func window(_ r: inout SplitMix64, _ ref: RoundTripReference, _ chinese: Bool) -> RoundTripCase? {
        let count = r.int(1...10)
        let numeral = RoundTripWords.zhHour(count)
        let plural = count == 1 ? "" : "s"
        let text: String
        let end: Int
        switch r.int(0...2) {
        case 0:
            end = ref.today + count
            text =
                chinese
                ? r.pick(["\(numeral)天内", "\(count)天之内", "\(numeral)天以内", "未来\(numeral)天", "接下来\(count)天"])
                : r.pick([
                    "within \(count) day\(plural)", "in the next \(count) day\(plural)", "over the next \(count) days",
                ])
            if !chinese, count == 1, text.hasPrefix("over") { return nil }
        case 1:
            guard count <= 4 else { return nil }
            end = ref.today + 7 * count
            text =
                chinese
                ? r.pick(["\(numeral)周内", "\(numeral)个星期之内", "\(numeral)周以内"])
                : r.pick(["within \(count) week\(plural)", "in the next \(count) week\(plural)"])
        default:
            guard count <= 6 else { return nil }
            end = ref.monthsOn(count)
            text =
                chinese
                ? r.pick(["\(numeral)个月内", "\(numeral)个月以内", "\(count)个月之内"])
                : r.pick(["within \(count) month\(plural)", "in the next \(count) month\(plural)"])
        }
        let said = chinese ? text + r.pick(["", "完成", "有什么安排"]) : r.pick(["", "finish it ", "plans "]) + text
        return RoundTripCase(
            family: "", text: said, start: RoundTripCalendar.moment(ref.today), end: RoundTripCalendar.moment(end),
            reference: ref)
    }

    /// A deadline day: from today 00:00 through that day (周四前, "by Thursday", 12月20号之前), or up to
    /// it with English "before" ("before Friday" ends Friday 00:00).
    static func deadline(_ r: inout SplitMix64, _ ref: RoundTripReference, _ chinese: Bool) -> RoundTripCase? {
        let text: String
        var last: Int
        if chinese {
            let day = ChineseRoundTrip.day(&r, ref)
            // 21日前 is also "21 days ago": a bare day of the month takes 号 here.
            guard day.day > ref.today, !day.text.contains("后"), !(day.text.hasSuffix("日") && !day.text.contains("月"))
            else { return nil }
            last = day.day + 1
            text = r.pick(["", "请在"]) + day.text + r.pick(["前", "之前", "以前"]) + r.pick(["交报告", "完成", ""])
        } else {
            let day = EnglishRoundTrip.day(&r, ref)
            guard day.words.day > ref.today, !day.words.text.hasPrefix("in "), !day.words.text.hasSuffix("now") else {
                return nil
            }
            let (word, included) = r.pick([("by", true), ("no later than", true), ("before", false), ("until", true)])
            last = included ? day.words.day + 1 : day.words.day
            text = r.pick(["finish the report ", "submit it ", ""]) + word + " " + day.words.text
        }
        return RoundTripCase(
            family: "", text: text, start: RoundTripCalendar.moment(ref.today), end: RoundTripCalendar.moment(last),
            reference: ref)
    }

    // MARK: - Families

    /// A day word and what follows, 今天晚上 said as 今晚 and 明天早上 as 明早 now and then.
    static func fused(_ r: inout SplitMix64, _ day: String, _ rest: String) -> String {
        guard ["今天", "明天"].contains(day), rest.hasPrefix("晚上") || rest.hasPrefix("早上"), r.chance(60) else {
            return join(day, rest)
        }
        return String(day.prefix(1)) + String(rest.prefix(1)) + String(rest.dropFirst(2))
    }

    /// Joins two pieces, with a space where two digits would otherwise run together.
    static func join(_ left: String, _ right: String) -> String {
        guard let last = left.unicodeScalars.last, let first = right.unicodeScalars.first else { return left + right }
        let digits = CharacterSet.decimalDigits
        return digits.contains(last) && digits.contains(first) ? left + " " + right : left + right
    }

    static func clockValue(_ r: inout SplitMix64) -> (Int, Int) {
        let minutes = ChineseRoundTrip.clockMinute(&r)
        return (minutes / 60, minutes % 60)
    }

    /// A day alone: 00:00 of that day, no end; a quarter of them read with the past preference.
    static func day(_ r: inout SplitMix64, _ ref: RoundTripReference, _ chinese: Bool) -> RoundTripCase? {
        let past = r.chance(25)
        if chinese {
            let day = ChineseRoundTrip.day(&r, ref, past: past)
            let text =
                r.pick(ChineseRoundTrip.heads) + day.text
                + (past ? r.pick(["", "花了50"]) : r.pick(ChineseRoundTrip.tails))
            return RoundTripCase(
                family: "", text: text, start: RoundTripCalendar.moment(day.day), reference: ref, past: past)
        }
        let day = EnglishRoundTrip.day(&r, ref, past: past)
        let text =
            r.chance(50)
            ? day.words.text : r.pick(["dinner ", "meeting ", "remind me "]) + day.preposition + day.words.text
        return RoundTripCase(
            family: "", text: text, start: RoundTripCalendar.moment(day.words.day), reference: ref, past: past)
    }

    /// A clock with no day: today's, or moved on when it is over (docs/NLU.md, "Past and future").
    static func clockAlone(_ r: inout SplitMix64, _ ref: RoundTripReference, _ chinese: Bool) -> RoundTripCase? {
        let (hour, minute) = clockValue(&r)
        let clock =
            chinese
            ? ChineseRoundTrip.clock(&r, hour, minute, idioms: false)
            : EnglishRoundTrip.clock(&r, hour, minute, idioms: false)
        guard let clock else { return nil }
        let past = r.chance(20)
        let start = ref.rolled(clock.seconds, eveningAlternative: clock.eveningAlternative, step: 1, past: past)
        // A hedge keeps the clock: 三点左右, 大概三点, "around 3pm".
        var said = clock.text
        if r.chance(15) {
            if chinese {
                said = r.chance(50) ? said + r.pick(["左右", "前后"]) : r.pick(["大概", "差不多", "大约"]) + said
            } else {
                // "about 3" may be a count: "about" only before am/pm.
                let bare = said.hasPrefix("at ") ? String(said.dropFirst(3)) : said
                let meridiem = bare.lowercased().contains("m") && bare.first?.isNumber == true
                said = r.pick(meridiem ? ["around ", "about ", "at around "] : ["around ", "at around "]) + bare
            }
        }
        let text =
            chinese
            ? r.pick(ChineseRoundTrip.heads) + said + r.pick(ChineseRoundTrip.tails)
            : r.pick(EnglishRoundTrip.heads) + said + r.pick(EnglishRoundTrip.tails)
        return RoundTripCase(
            family: "", text: text, start: RoundTripCalendar.moment(0, seconds: start), reference: ref, past: past)
    }

    /// A day and a clock side by side, either order: 明天下午三点, "at 3pm on Friday".
    static func dayAndClock(_ r: inout SplitMix64, _ ref: RoundTripReference, _ chinese: Bool) -> RoundTripCase? {
        let (hour, minute) = clockValue(&r)
        let past = r.chance(20)
        if chinese {
            let day = ChineseRoundTrip.day(&r, ref, past: past)
            guard var clock = ChineseRoundTrip.clock(&r, hour, minute, idioms: !day.rolls) else { return nil }
            if r.chance(10) {  // 明天3pm, 周五10:30am
                let pm = hour >= 12
                let dialed = EnglishRoundTrip.dial(&r, EnglishRoundTrip.twelve(hour), minute)
                clock = ClockWords(text: dialed + (pm ? "pm" : "am"), seconds: hour * 3600 + minute * 60)
            }
            var body = join(day.text, clock.text)
            // 明天0930: four digits right after a day word (docs/NLU.md, "Clock idioms").
            if ["今天", "明天", "后天", "大后天"].contains(day.text), r.chance(20) {
                clock = ClockWords(
                    text: RoundTripWords.twoDigits(hour) + RoundTripWords.twoDigits(minute),
                    seconds: hour * 3600 + minute * 60)
                body = day.text + clock.text
            } else if !day.text.hasPrefix("今"), !day.text.hasPrefix("明"), r.chance(15) {
                body = day.text + "的" + clock.text
            }
            // 今天晚上 → 今晚, 明天早上 → 明早.
            if ["今天", "明天"].contains(day.text), clock.text.hasPrefix("晚上") || clock.text.hasPrefix("早上"),
                r.chance(60)
            {
                body = String(day.text.prefix(1)) + String(clock.text.prefix(1)) + String(clock.text.dropFirst(2))
            }
            let text = r.pick(ChineseRoundTrip.heads) + body + r.pick(ChineseRoundTrip.tails)
            return RoundTripCase(
                family: "", text: text, start: RoundTripCalendar.moment(0, seconds: ref.on(day, clock, past: past)),
                reference: ref, past: past)
        }
        let day = EnglishRoundTrip.day(&r, ref, past: past)
        guard var clock = EnglishRoundTrip.clock(&r, hour, minute, idioms: !day.words.rolls) else { return nil }
        // Not "at 1645 26 days from now": two numbers side by side.
        let numbersMeet =
            clock.text.last?.isNumber == true && day.preposition.isEmpty && day.words.text.first?.isNumber == true
        var body =
            r.chance(50) || numbersMeet
            ? day.words.text + " " + clock.text : clock.text + " " + day.preposition + day.words.text
        // "tomorrow afternoon at 3", "Friday evening at 7:30", "tonight at 8".
        let parts = EnglishRoundTrip.parts(hour).filter { !$0.0.hasPrefix("at") }
        // Not after "Friday next week" ("Friday morning next week" is the English order).
        if !parts.isEmpty, !day.words.text.contains(where: \.isNumber), !day.words.text.hasSuffix("week"), r.chance(40)
        {
            let (part, dialHour) = r.pick(parts)
            let word = String(part.split(separator: " ").last ?? "")
            var said = "\(day.words.text) \(word)"
            if day.words.text == "today" { said = word == "evening" && r.chance(50) ? "tonight" : "this \(word)" }
            body = "\(said) at \(EnglishRoundTrip.dial(&r, dialHour, minute))"
            clock = ClockWords(text: body, seconds: clock.seconds)  // the part decides: no evening reading
        }
        let text = r.pick(EnglishRoundTrip.heads) + body + r.pick(EnglishRoundTrip.tails)
        return RoundTripCase(
            family: "", text: text, start: RoundTripCalendar.moment(0, seconds: ref.on(day.words, clock, past: past)),
            reference: ref, past: past)
    }

    /// A day and a clock with words between, either order (docs/NLU.md, "A day and a clock said apart").
    static func dayAndClockApart(_ r: inout SplitMix64, _ ref: RoundTripReference, _ chinese: Bool) -> RoundTripCase? {
        let (hour, minute) = clockValue(&r)
        if chinese {
            let day = ChineseRoundTrip.day(&r, ref)
            guard let clock = ChineseRoundTrip.clock(&r, hour, minute, idioms: !day.rolls) else { return nil }
            let text =
                r.chance(60)
                ? day.text + r.pick(ChineseRoundTrip.dayFillers) + clock.text
                : clock.text + ChineseRoundTrip.clockFiller(&r, after: clock.text) + day.text
            return RoundTripCase(
                family: "", text: text, start: RoundTripCalendar.moment(0, seconds: ref.on(day, clock)), reference: ref)
        }
        let day = EnglishRoundTrip.day(&r, ref)
        guard let clock = EnglishRoundTrip.clock(&r, hour, minute, idioms: !day.words.rolls) else { return nil }
        let text =
            r.chance(60)
            ? r.pick(EnglishRoundTrip.heads) + day.preposition + day.words.text + r.pick(EnglishRoundTrip.fillers)
                + clock.text
            : clock.text + r.pick([" works, ", ", ", " is fine, "]) + day.preposition + day.words.text
        return RoundTripCase(
            family: "", text: text, start: RoundTripCalendar.moment(0, seconds: ref.on(day.words, clock)),
            reference: ref)
    }

    /// A clock range on a said day: 明天下午三点到五点, "2-4pm on Friday", "next Tuesday from 9:30 to 11".
    static func clockRange(_ r: inout SplitMix64, _ ref: RoundTripReference, _ chinese: Bool) -> RoundTripCase? {
        let start = r.int(1...44) * 30 + r.pick([0, 0, 15])
        let end = start + r.pick([30, 60, 60, 90, 120, 120, 180, 240])
        guard end < 24 * 60 else { return nil }
        if chinese {
            let day = ChineseRoundTrip.day(&r, ref)
            guard !(day.rolls && day.day == ref.today), var (range, _, _) = ChineseRoundTrip.clockRange(&r, start, end)
            else { return nil }
            // People mix in English clocks: 周五2-4pm.
            if r.chance(15), let english = EnglishRoundTrip.clockRange(&r, start, end, alone: true),
                english.first?.isNumber == true
            {
                range = english
            }
            let text =
                switch r.int(0...4) {
                case 0, 1, 2:
                    r.pick(ChineseRoundTrip.heads) + fused(&r, day.text, range) + r.pick(ChineseRoundTrip.tails)
                case 3: day.text + r.pick(ChineseRoundTrip.dayFillers) + range
                default: range + ChineseRoundTrip.clockFiller(&r, after: range) + day.text
                }
            return RoundTripCase(
                family: "", text: text, start: RoundTripCalendar.moment(day.day, seconds: start * 60),
                end: RoundTripCalendar.moment(day.day, seconds: end * 60), reference: ref)
        }
        let day = EnglishRoundTrip.day(&r, ref)
        guard !(day.words.rolls && day.words.day == ref.today), let range = EnglishRoundTrip.clockRange(&r, start, end)
        else { return nil }
        let text =
            r.chance(50)
            ? r.pick(EnglishRoundTrip.heads) + day.preposition + day.words.text + r.pick([" ", ", "]) + range
            : r.pick(EnglishRoundTrip.heads) + range + " " + day.preposition + day.words.text
        return RoundTripCase(
            family: "", text: text, start: RoundTripCalendar.moment(day.words.day, seconds: start * 60),
            end: RoundTripCalendar.moment(day.words.day, seconds: end * 60), reference: ref)
    }

    /// A clock range with no day: today's, or tomorrow's when its start is over. The start is not
    /// 8–11, so no bare hour has an evening reading.
    static func clockRangeAlone(_ r: inout SplitMix64, _ ref: RoundTripReference, _ chinese: Bool) -> RoundTripCase? {
        let start = r.int(1...44) * 30 + r.pick([0, 0, 15])
        let end = start + r.pick([30, 60, 90, 120, 180])
        guard end < 24 * 60, !(8...11).contains(start / 60) else { return nil }
        let range =
            chinese
            ? ChineseRoundTrip.clockRange(&r, start, end).map(\.0)
            : EnglishRoundTrip.clockRange(&r, start, end, alone: true)
        guard let range else { return nil }
        let first = ref.rolled(start * 60, eveningAlternative: false, step: 1)
        let day = first / 86_400
        let text =
            chinese
            ? r.pick(ChineseRoundTrip.heads) + range + r.pick(ChineseRoundTrip.tails)
            : r.pick(EnglishRoundTrip.heads) + range + r.pick(EnglishRoundTrip.tails)
        return RoundTripCase(
            family: "", text: text, start: RoundTripCalendar.moment(0, seconds: first),
            end: RoundTripCalendar.moment(day, seconds: end * 60), reference: ref)
    }

    /// A night across midnight on a said day: 周五晚上11点到凌晨1点, "10pm till 6 the next morning".
    static func overnight(_ r: inout SplitMix64, _ ref: RoundTripReference, _ chinese: Bool) -> RoundTripCase? {
        let startHour = r.int(19...23)
        let startMinute = r.pick([0, 0, 30])
        let endHour = r.int(0...7)
        let endMinute = r.pick([0, 0, 30])
        let words = RoundTripWords.self
        let text: String
        let day: Int
        if chinese {
            let said = ChineseRoundTrip.day(&r, ref)
            guard !said.rolls || said.day != ref.today else { return nil }
            day = said.day
            let first = "晚上" + ChineseRoundTrip.dial(&r, startHour - 12, startMinute)
            let endPart = endHour < 6 ? r.pick(["凌晨", "第二天凌晨", "次日凌晨"]) : r.pick(["第二天早上", "次日早上", "第二天"])
            let second = endPart + (endHour == 0 ? "零点" : ChineseRoundTrip.dial(&r, endHour, endMinute))
            guard endHour > 0 || endMinute == 0 else { return nil }
            text = join(said.text, first + r.pick(["到", "至"]) + second)
        } else {
            let said = EnglishRoundTrip.day(&r, ref)
            guard !said.words.rolls || said.words.day != ref.today, endHour > 0 else { return nil }
            day = said.words.day
            let first = EnglishRoundTrip.dial(&r, startHour - 12, startMinute) + "pm"
            let second =
                r.chance(50)
                ? EnglishRoundTrip.dial(&r, endHour, endMinute) + "am"
                : "\(r.chance(50) ? "\(endHour)" : words.en(endHour)) the next morning"
            guard endMinute == 0 || !second.contains("next") else { return nil }
            text =
                said.preposition + said.words.text + " from " + first + r.pick([" to ", " till ", " until "]) + second
        }
        return RoundTripCase(
            family: "", text: text, start: RoundTripCalendar.moment(day, seconds: startHour * 3600 + startMinute * 60),
            end: RoundTripCalendar.moment(day + 1, seconds: endHour * 3600 + endMinute * 60), reference: ref)
    }

    /// A day and a part of it: 周五下午 (12–18), "tomorrow morning" (06–12); a bare weekday that
    /// is today moves a week on when that part is over.
    static func dayAndPart(_ r: inout SplitMix64, _ ref: RoundTripReference, _ chinese: Bool) -> RoundTripCase? {
        let (part, from, to) =
            chinese
            ? r.pick([("凌晨", 0, 6), ("早上", 6, 9), ("上午", 8, 12), ("下午", 12, 18), ("傍晚", 17, 19), ("晚上", 18, 24)])
            : r.pick([("morning", 6, 12), ("afternoon", 12, 18), ("evening", 18, 24), ("night", 18, 24)])
        let said: DayWords
        let text: String
        if chinese {
            said = ChineseRoundTrip.day(&r, ref)
            text = r.pick(ChineseRoundTrip.heads) + said.text + part + r.pick(ChineseRoundTrip.tails)
        } else {
            let day = EnglishRoundTrip.day(&r, ref)
            guard !day.words.text.contains(where: \.isNumber) || day.words.text.hasPrefix("in ") == false else {
                return nil
            }
            said = day.words
            let phrase =
                r.chance(50) || day.preposition.isEmpty
                ? "\(said.text) \(part)" : "on \(said.text) in the \(part == "night" ? "evening" : part)"
            guard !said.text.hasPrefix("in "), !said.text.hasSuffix("from now"), !said.text.hasSuffix("week"),
                said.text != "today"
            else {
                return nil
            }
            text = r.pick(["", "dinner ", "call "]) + phrase
        }
        var day = said.day
        if said.rolls, day == ref.today, ref.today * 86_400 + to * 3600 <= ref.local { day += 7 }
        return RoundTripCase(
            family: "", text: text, start: RoundTripCalendar.moment(day, seconds: from * 3600),
            end: RoundTripCalendar.moment(day, seconds: to * 3600), reference: ref)
    }

    /// Several days: 12月15日到18日, 下周一到下周三, "from March 4 to March 8"; the end is the
    /// midnight after the last day.
    static func dayRange(_ r: inout SplitMix64, _ ref: RoundTripReference, _ chinese: Bool) -> RoundTripCase? {
        let first = ref.today + r.int(0...300)
        let last = first + r.int(1...9)
        let (y1, m1, d1) = RoundTripCalendar.date(first)
        let (_, m2, d2) = RoundTripCalendar.date(last)
        let dom = ref.dayOfMonth
        var text: String
        var value = (first, last)
        let monthName1 = RoundTripWords.months[m1 - 1]
        let monthName2 = RoundTripWords.months[m2 - 1]
        switch r.int(0...4) {
        case 0 where m1 == m2:
            text =
                chinese
                ? r.pick(["\(m1)月\(d1)号到\(d2)号", "\(m1)月\(d1)日至\(d2)日", "\(m1)月\(d1)号-\(d2)号", "从\(m1)月\(d1)日到\(d2)日"])
                : r.pick([
                    "\(monthName1) \(d1)-\(d2)", "from \(monthName1) \(d1) to \(d2)",
                    "\(monthName1) \(RoundTripWords.ordinal(d1)) to \(RoundTripWords.ordinal(d2))",
                    "\(RoundTripWords.monthAbbreviations[m1 - 1]) \(d1)-\(d2)",
                ])
        case 1:
            text =
                chinese
                ? r.pick(["\(m1)月\(d1)日到\(m2)月\(d2)日", "\(m1)月\(d1)号至\(m2)月\(d2)号", "\(y1)年\(m1)月\(d1)日到\(m2)月\(d2)日"])
                : r.pick([
                    "from \(monthName1) \(d1) to \(monthName2) \(d2)", "\(monthName1) \(d1) - \(monthName2) \(d2)",
                    "\(monthName1) \(RoundTripWords.ordinal(d1)) through \(monthName2) \(RoundTripWords.ordinal(d2))",
                    "between \(monthName1) \(d1) and \(monthName2) \(d2)",
                    "\(RoundTripWords.monthAbbreviations[m1 - 1]) \(d1) - \(RoundTripWords.monthAbbreviations[m2 - 1]) \(d2)",
                ])
        case 2 where dom <= 20:
            let a = r.int(dom...20)
            let b = a + r.int(1...8)
            let (year, month, _) = RoundTripCalendar.date(ref.today)
            value = (RoundTripCalendar.day(year, month, a), RoundTripCalendar.day(year, month, b))
            text =
                chinese
                ? r.pick(["\(a)号到\(b)号", "\(a)号至\(b)号", "从\(a)号到\(b)号"])
                : r.pick([
                    "from the \(RoundTripWords.ordinal(a)) to the \(RoundTripWords.ordinal(b))",
                    "the \(RoundTripWords.ordinal(a)) through the \(RoundTripWords.ordinal(b))",
                ])
        case 3:
            let w1 = r.int(1...6)
            let w2 = r.int(w1 + 1...7)
            let weeks = r.int(0...1)
            value = (ref.monday + 7 * weeks + w1 - 1, ref.monday + 7 * weeks + w2 - 1)
            if chinese {
                let prefix = weeks == 0 ? r.pick(["这周", "本周"]) : r.pick(["下周", "下星期"])
                text = "\(prefix)\(RoundTripWords.zhWeekdays[w1 - 1])到\(prefix)\(RoundTripWords.zhWeekdays[w2 - 1])"
                if w2 == 7 { text = "\(prefix)\(RoundTripWords.zhWeekdays[w1 - 1])到\(prefix)日" }
            } else {
                guard weeks == 1 else { return nil }
                text =
                    "from next \(RoundTripWords.weekdays[w1 - 1]) to next \(RoundTripWords.weekdays[w2 - 1])"
            }
        default:
            let offset = r.int(0...1)
            let length = r.int(1...3 - offset)
            value = (ref.today + offset, ref.today + offset + length)
            text =
                chinese
                ? ["今天", "明天"][offset] + "到" + ["明天", "后天", "大后天"][offset + length - 1]
                : ["today", "tomorrow"][offset] + " through "
                    + ["tomorrow", "the day after tomorrow", ""][offset + length - 1]
            if !chinese, offset + length == 3 { return nil }
        }
        text =
            chinese
            ? r.pick(ChineseRoundTrip.heads) + text + r.pick(["", "出差", "去杭州", "休假"])
            : r.pick(["", "trip ", "vacation "]) + text
        return RoundTripCase(
            family: "", text: text, start: RoundTripCalendar.moment(value.0),
            end: RoundTripCalendar.moment(value.1 + 1),
            reference: ref)
    }

    /// A time from now: minutes and hours exactly, days at 00:00 (docs/NLU.md, "Durations and anchors").
    static func duration(_ r: inout SplitMix64, _ ref: RoundTripReference, _ chinese: Bool) -> RoundTripCase? {
        let words = RoundTripWords.self
        var text: String
        var minutes = 0
        var days = 0
        switch r.int(0...7) {
        case 0:
            minutes = r.pick([5, 10, 20, 25, 40, 45, 50, 90, 120, r.int(2...59), r.int(61...180)])
            let said = minutes < 60 && r.chance(50) ? words.en(minutes) : "\(minutes)"
            let numerals = minutes < 100 ? words.zhHour(minutes) : "\(minutes)"
            text =
                chinese
                ? r.pick(["\(minutes)分钟后", "\(minutes)分钟以后", "\(numerals)分钟后", "过\(minutes)分钟", "\(minutes)分钟之后"])
                : r.pick([
                    "in \(said) minutes", "\(said) minutes from now", "in \(minutes) mins", "\(minutes) minutes later",
                ])
        case 1:
            let hours = r.int(1...10)
            minutes = hours * 60
            let plural = hours == 1 ? "" : "s"
            text =
                chinese
                ? r.pick([
                    "\(hours)小时后", "\(hours)个小时后", "\(words.zhHour(hours))个小时以后", "\(words.zhHour(hours))小时之后",
                    "\(words.zhHour(hours))个钟头后",
                ])
                : r.pick([
                    "in \(hours) hour\(plural)", "\(words.en(hours)) hour\(plural) from now",
                    "\(hours) hour\(plural) later",
                    "in \(hours) hr\(plural)", hours == 1 ? "in an hour" : "in \(words.en(hours)) hours",
                ])
        case 6:
            let weeks = r.int(1...6)
            days = 7 * weeks
            let plural = weeks == 1 ? "" : "s"
            text =
                chinese
                ? r.pick(["\(words.zhHour(weeks))周后", "\(words.zhHour(weeks))个星期后", "\(weeks)个礼拜以后", "\(weeks)周之后"])
                : r.pick([
                    "in \(weeks) week\(plural)", "\(weeks == 1 ? "a" : words.en(weeks)) week\(plural) from now",
                    weeks == 1 ? "in a week" : "in \(words.en(weeks)) weeks",
                ])
        case 7:
            let months = r.pick([1, 2, 3, 6, 12, r.int(1...11)])
            let plural = months == 1 ? "" : "s"
            if chinese {
                text = r.pick(["\(words.zhHour(months))个月后", "\(months)个月以后", "\(months)个月之后"])
                if months == 6, r.chance(50) { text = "半年后" }
                if months == 12, r.chance(50) { text = "一年后" }
            } else {
                text = r.pick([
                    "in \(months) month\(plural)", "\(months == 1 ? "a" : words.en(months)) month\(plural) from now",
                ])
                if months == 12, r.chance(50) { text = r.pick(["in a year", "a year from now"]) }
            }
            text = chinese ? text + r.pick(["", "提醒我", "叫我"]) : r.pick(["", "remind me ", "ping me "]) + text
            return RoundTripCase(
                family: "", text: text, start: RoundTripCalendar.moment(ref.monthsOn(months)), reference: ref)
        case 2:
            let hours = r.int(1...5)
            minutes = hours * 60 + 30
            text =
                chinese
                ? r.pick(["\(words.zhHour(hours))个半小时后", "\(words.zhHour(hours))个半小时以后"])
                : r.pick([
                    "\(words.en(hours)) and a half hours from now", "in \(hours).5 hours",
                    "in \(hours == 1 ? "an" : words.en(hours)) hour\(hours == 1 ? "" : "s") and a half",
                ])
        case 3:
            let hours = r.int(1...4)
            let extra = r.pick([10, 15, 20, 40])
            minutes = hours * 60 + extra
            text =
                chinese
                ? "\(words.zhHour(hours))小时\(words.zh(extra))分钟后"
                : "in \(hours == 1 ? "an" : "\(hours)") hour\(hours == 1 ? "" : "s") and \(extra) minutes"
        case 4:
            let (zh, en, value) = r.pick([
                ("半小时后", "in half an hour", 30), ("半个小时后", "in half an hour", 30),
                ("一刻钟后", "in a quarter of an hour", 15),
                ("三刻钟后", "in three quarters of an hour", 45), ("一个半小时后", "in an hour and a half", 90),
            ])
            minutes = value
            text = chinese ? zh : en
        default:
            days = r.int(1...30)
            text =
                chinese
                ? r.pick(["\(days)天后", "\(words.zhHour(days))天以后", "\(days)天之后"])
                : r.pick(["in \(days) day\(days == 1 ? "" : "s")", "\(days) day\(days == 1 ? "" : "s") from now"])
        }
        let start = days > 0 ? RoundTripCalendar.moment(ref.today + days) : ref.after(seconds: minutes * 60)
        text = chinese ? text + r.pick(["", "提醒我", "叫我"]) : r.pick(["", "remind me ", "ping me "]) + text
        return RoundTripCase(family: "", text: text, start: start, reference: ref)
    }
}

/// Reads ``RecurrencePhrase``s: the Chinese and English ways of saying that something repeats.
///
/// The text is matched lowercased (ASCII only, so scalar offsets stay those of the original).
/// Each rule below adds to one phrase; the first that names a frequency sets it.
struct RecurrenceReader {
    private let original: String
    private let text: String
    private var phrase: RecurrencePhrase?
    /// Whether only a word that names the event ("weekly sync") has said how often so far.
    private var onlyNamed = false

    init(_ text: String) {
        original = text
        self.text = String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { $0.isASCII ? Unicode.Scalar(UInt8(ascii: $0).lowercasedASCII) : $0 }))
    }

    mutating func read() -> RecurrencePhrase? {
        // Most requests say nothing of repeating: a look for the words every rule needs first.
        guard Self.triggers.contains(where: text.contains) else { return nil }
        readChinese()
        readEnglish()
        guard var phrase else { return nil }
        phrase.cueRanges.sort { $0.lowerBound < $1.lowerBound }
        return phrase
    }

    /// The counts an `RRULE` can say (`COUNT` is at most 2³¹ − 1); a larger number is no count.
    private static let counts = 1...2_147_483_647

    /// Words one of which every rule below needs (plural weekdays, weekdays and workdays end in "days").
    private static let triggers = [
        "每", "隔", "一到", "一至", "一-", "every", "each", "daily", "weekly", "monthly", "yearly", "annually",
        "fortnight", "weekend", "days",
    ]

    // MARK: - Chinese

    private static let chineseDay = "[一二三四五六日天]"
    private static let chineseNumber = "[0-9一二两三四五六七八九十]+"

    private mutating func readChinese() {
        let number = Self.chineseNumber
        // 每隔一周 / 隔周 / 每隔两天: every other (N+1).
        if let match = first("每?隔(\(number))?(个)?(天|日|周|星期|礼拜|月|年)") {
            let gap = match.groups[0].flatMap(Self.number) ?? 1
            set(Self.chineseUnit(match.groups[2] ?? ""), interval: gap + 1, cue: match.range)
        }
        // 每两周, 每3个月.
        if let match = first("每(\(number))(个)?(天|日|周|星期|礼拜|月|年)"), let every = match.groups[0].flatMap(Self.number),
            every > 1
        {
            set(Self.chineseUnit(match.groups[2] ?? ""), interval: every, cue: match.range)
        }
        // 工作日 with 每 or 都 somewhere: Monday to Friday.
        if let match = first("(每个|每逢|每)?工作日(的)?(每天)?"), text.contains("每") || text.contains("都") {
            set(.weekly, cue: match.range)
            phrase?.byDay = ["MO", "TU", "WE", "TH", "FR"]
        }
        // 周一到周五(每天) said with a clock or 每天, not a week named (下周一到周五 is one run of days).
        if let match = first("(周|星期|礼拜)一(到|至|-|~)(周|星期|礼拜)?五(的)?(每天)?"),
            match.range.lowerBound == 0
                || !"下上这本".unicodeScalars.contains(Array(text.unicodeScalars)[match.range.lowerBound - 1]),
            match.groups[4] != nil || text.range(of: "[0-9一二两三四五六七八九十](点|:)", options: .regularExpression) != nil
        {
            set(.weekly, cue: match.range)
            phrase?.byDay = ["MO", "TU", "WE", "TH", "FR"]
        }
        // 每个周末, 每周末: Saturday and Sunday.
        if let match = first("每(个|逢)?(周末|礼拜六日|星期六日)") {
            set(.weekly, cue: match.range)
            phrase?.byDay = ["SA", "SU"]
        }
        // 每月最后一个周五, 每个月第二个周三.
        if let match = first("每(个)?月(的)?(最后一个|最后一|倒数第一个|第(\(number))个)(周|星期|礼拜)(\(Self.chineseDay))") {
            let ordinal = match.groups[3].flatMap(Self.number) ?? -1
            set(.monthly, cue: match.range)
            if let day = match.groups[5].flatMap(Self.chineseWeekday) { phrase?.byDay = ["\(ordinal)\(day)"] }
        }
        // 每月最后一天, 每月月底.
        if let match = first("每(个)?月(的)?(最后一天|月底|月末)") {
            set(.monthly, cue: match.range)
            phrase?.byMonthDay = [-1]
        }
        // 每月15号.
        if let match = first("每(个)?月(的)?(\(number))(号|日)"), let day = match.groups[2].flatMap(Self.number),
            (1...31).contains(day)
        {
            set(.monthly, cue: match.range)
            phrase?.byMonthDay = [day]
        }
        // 每年3月3日.
        if let match = first("每年(的)?(\(number))月(\(number))(日|号)?"), let month = match.groups[1].flatMap(Self.number),
            let day = match.groups[2].flatMap(Self.number), (1...12).contains(month), (1...31).contains(day)
        {
            set(.yearly, cue: match.range)
            phrase?.byMonth = [month]
            phrase?.byMonthDay = [day]
        }
        // 每周三, 每周一三五, 每周二和周四, 每个星期天.
        if let match = first("每(个)?(周|星期|礼拜)((\(Self.chineseDay))([、和及与,，]?(周|星期|礼拜)?\(Self.chineseDay))*)?") {
            set(.weekly, cue: match.range)
            let days = (match.groups[2] ?? "").unicodeScalars.compactMap { Self.chineseWeekday(String($0)) }
            if !days.isEmpty { phrase?.byDay = Self.unique(days) }
        } else if let match = first("(隔周|每隔一周|每两周)(的)?(周|星期|礼拜)(\(Self.chineseDay))"),
            let day = match.groups[3].flatMap(Self.chineseWeekday)
        {
            // 每隔一周周三: the weekday after an interval already read; one cue for both.
            phrase?.byDay = [day]
            phrase?.cueRanges.removeAll { $0.overlaps(match.range) }
            phrase?.cueRanges.append(match.range)
        }
        // 以后每周都这样: how often, said of the event just named.
        if let match = first("(以后|今后|往后)?每(天|周|个星期|星期|月|个月|年)都(这样|一样|如此|是这个时间)") {
            let unit: RecurrencePhrase.Frequency =
                match.text.contains("天")
                ? .daily : match.text.contains("月") ? .monthly : match.text.contains("年") ? .yearly : .weekly
            set(unit, cue: match.range)
            phrase?.cueRanges.removeAll { $0.overlaps(match.range) }
            phrase?.cueRanges.append(match.range)
        }
        if let match = first("每(天|日|晚|早)") { set(.daily, cue: match.range) }
        if let match = first("每(个)?月") { set(.monthly, cue: match.range) }
        if let match = first("每年") { set(.yearly, cue: match.range) }
        guard phrase != nil else { return }
        // Ends: 共10次, 重复5次; 持续10周; 到明年3月.
        if let match = first("(一共|总共|共|重复|上)(\(number))(次|节|堂|回)"), let count = match.groups[1].flatMap(Self.number),
            Self.counts.contains(count)
        {
            phrase?.count = count
            phrase?.cueRanges.append(match.range)
        }
        if let match = first("(持续|连续|为期|坚持|接下来|未来)(\(number))(个)?(天|周|星期|礼拜|月|年)"),
            let length = match.groups[1].flatMap(Self.number)
        {
            phrase?.length = length
            phrase?.lengthUnit = Self.chineseUnit(match.groups[3] ?? "")
            phrase?.cueRanges.append(match.range)
        }
        // 到明年3月, 一直到明年年底, 到这周五为止 — not 到9点 or 到下午5点, the end of a clock range.
        if let match = first("(直到|截止到|截至|一直到|到)(?=[0-9一二两三四五六七八九十明今下年月这本])"),
            !saysAClock(after: match.range.upperBound)
        {
            let end = clauseEnd(after: match.range.upperBound)
            phrase?.cueRanges.append(match.range)
            phrase?.untilSpan = match.range.upperBound..<end
        }
    }

    private static func chineseUnit(_ unit: String) -> RecurrencePhrase.Frequency {
        switch unit {
        case "天", "日": .daily
        case "月": .monthly
        case "年": .yearly
        default: .weekly
        }
    }

    private static func chineseWeekday(_ day: String) -> String? {
        ["一": "MO", "二": "TU", "三": "WE", "四": "TH", "五": "FR", "六": "SA", "日": "SU", "天": "SU"][day]
    }

    // MARK: - English

    private static let weekdayNames: [(pattern: String, code: String)] = [
        ("mon(day)?", "MO"), ("tue(s|sday)?", "TU"), ("wed(nesday)?", "WE"), ("thu(r|rs|rsday)?", "TH"),
        ("fri(day)?", "FR"), ("sat(urday)?", "SA"), ("sun(day)?", "SU"),
    ]
    private static let weekday =
        "(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues|tue|wed|thurs|thur|thu|fri|sat|sun)"
    /// Full weekday names, for plurals ("Tuesdays"; "thurs" and "tues" are no plurals).
    private static let fullWeekday = "(monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
    private static let englishNumber = "([0-9]+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
    private static let months = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december",
    ]

    private mutating func readEnglish() {
        let weekday = Self.weekday
        let number = Self.englishNumber
        // every other week, every 2 weeks, biweekly, fortnightly.
        if let match = first("\\bevery (other|second) (day|week|month|year)\\b") {
            set(Self.englishUnit(match.groups[1] ?? ""), interval: 2, cue: match.range)
        }
        if let match = first("\\bevery \(number) (days|weeks|months|years)\\b"),
            let every = match.groups[0].flatMap(Self.number)
        {
            set(Self.englishUnit(match.groups[1] ?? ""), interval: every, cue: match.range)
        }
        if let match = first("\\b(biweekly|fortnightly|every fortnight)\\b") {
            set(.weekly, interval: 2, cue: match.range)
        }
        // every other Wednesday.
        if let match = first("\\bevery other \(weekday)s?\\b") {
            set(.weekly, interval: 2, cue: match.range)
            phrase?.byDay = Self.weekdays(in: match.text)
        }
        // the last Friday of every month, every month on the second Tuesday.
        let ordinal = "(last|first|1st|second|2nd|third|3rd|fourth|4th)"
        if let match = first("\\b(the )?\(ordinal) \(weekday) of (every|each|the) month\\b")
            ?? first("\\b(every|each) month on the \(ordinal) \(weekday)\\b")
        {
            set(.monthly, cue: match.range)
            if let day = Self.weekdays(in: match.text).first, let position = Self.ordinal(in: match.text) {
                phrase?.byDay = ["\(position)\(day)"]
            }
        }
        // the last day of every month.
        if let match = first("\\b(the )?last day of (every|each|the) month\\b") {
            set(.monthly, cue: match.range)
            phrase?.byMonthDay = [-1]
        }
        // the 15th of every month, every month on the 15th, monthly on the 1st.
        if let match = first("\\b(on )?the ([0-9]{1,2})(st|nd|rd|th)? of (every|each) month\\b")
            ?? first("\\b(every month|each month|monthly) on the ([0-9]{1,2})(st|nd|rd|th)?\\b"),
            let day = match.groups[1].flatMap(Self.number), (1...31).contains(day)
        {
            set(.monthly, cue: match.range)
            phrase?.byMonthDay = [day]
        }
        // every year on March 3, every March 3rd, annually on 3 March.
        let monthName = "(" + Self.months.joined(separator: "|") + ")"
        if let match = first(
            "\\b(every year|each year|yearly|annually|every) (on )?\(monthName) ([0-9]{1,2})(st|nd|rd|th)?\\b"),
            let month = match.groups[2].flatMap({ Self.months.firstIndex(of: $0) }).map({ $0 + 1 }),
            let day = match.groups[3].flatMap(Self.number), (1...31).contains(day)
        {
            set(.yearly, cue: match.range)
            phrase?.byMonth = [month]
            phrase?.byMonthDay = [day]
        }
        // every weekend, on weekends: Saturday and Sunday.
        if let match = first("\\b(every weekend|each weekend|on weekends|weekends)\\b") {
            set(.weekly, cue: match.range)
            phrase?.byDay = ["SA", "SU"]
        }
        // every weekday, weekdays, on workdays (not "within 5 weekdays", a length).
        if let match = first("\\b(every |each |on )?(weekday|weekdays|workday|workdays)\\b"),
            !followsANumber(match.range.lowerBound)
        {
            set(.weekly, cue: match.range)
            phrase?.byDay = ["MO", "TU", "WE", "TH", "FR"]
        }
        // every Monday and Thursday, on Mondays, Tuesdays and Fridays.
        let list = "\(weekday)s?((,| and| &|,? and) \(weekday)s?)*"
        if phrase?.byDay.isEmpty ?? true,
            let match = first("\\b(every|each) \(list)\\b")
                ?? first("\\b(on )?\(Self.fullWeekday)s((,| and| &|,? and) \(Self.fullWeekday)s?)*\\b")
        {
            set(.weekly, cue: match.range)
            phrase?.byDay = Self.weekdays(in: match.text)
        }
        if let match = first("\\b(every day|each day|daily|every morning|every evening|every night)\\b") {
            set(.daily, cue: match.range)
        }
        if let match = first("\\b(every week|each week)\\b") { set(.weekly, cue: match.range) }
        if let match = first("\\b(every month|each month)\\b") { set(.monthly, cue: match.range) }
        if let match = first("\\b(every year|each year|annually)\\b") { set(.yearly, cue: match.range) }
        // "weekly", "daily", "monthly", "biweekly": after the activity ("meet weekly") they say how
        // often; before a noun ("weekly sync", "daily standup") they also name the event.
        for (word, frequency, interval) in Self.adjectives {
            guard let match = first("\\b\(word)\\b") else { continue }
            if namesANoun(after: match.range.upperBound) {
                if phrase == nil {
                    set(frequency, interval: interval, cue: match.range)
                    phrase?.cueRanges.removeAll { $0 == match.range }
                    onlyNamed = true
                }
                phrase?.namingRanges.append(match.range)
            } else {
                set(frequency, interval: interval, cue: match.range)
                if phrase?.cueRanges.contains(match.range) == true { onlyNamed = false }
            }
        }
        guard phrase != nil else { return }
        phrase?.onlyInAName = onlyNamed
        if let match = first("\\b(for )?\(number) (times|sessions|occurrences|classes|lessons)\\b"),
            let count = match.groups[1].flatMap(Self.number), Self.counts.contains(count)
        {
            phrase?.count = count
            phrase?.cueRanges.append(match.range)
        }
        if let match = first("\\bfor (the next )?\(number) (days|weeks|months|years)\\b"),
            let length = match.groups[1].flatMap(Self.number)
        {
            phrase?.length = length
            phrase?.lengthUnit = Self.englishUnit(match.groups[2] ?? "")
            phrase?.cueRanges.append(match.range)
        }
        // "until March", "through December" — not "until 8pm", the end of a clock range.
        if let match = first("\\b(until|till|til|through|thru) "), !saysAClock(after: match.range.upperBound) {
            let end = clauseEnd(after: match.range.upperBound)
            phrase?.cueRanges.append(match.range)
            phrase?.untilSpan = match.range.upperBound..<end
        }
    }

    /// Words that say how often and may name the event: (word, frequency, interval).
    private static let adjectives: [(String, RecurrencePhrase.Frequency, Int)] = [
        ("biweekly", .weekly, 2), ("weekly", .weekly, 1), ("daily", .daily, 1), ("monthly", .monthly, 1),
        ("yearly", .yearly, 1),
    ]

    /// Words after "weekly" that do not make it name a noun: "meet weekly on Mondays".
    private static let notNouns: Set<String> = [
        "on", "at", "for", "from", "starting", "until", "till", "through", "in", "every", "and", "or", "basis",
        "until", "by", "to", "with", "please", "pls", "thanks",
    ]

    /// Whether a word that names a thing follows `offset` ("weekly sync", "daily standup").
    private func namesANoun(after offset: Int) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard offset < scalars.count, scalars[offset] == " " else { return false }
        let word = String(String.UnicodeScalarView(scalars[(offset + 1)...].prefix { $0 != " " && $0 != "," }))
        guard let first = word.unicodeScalars.first,
            first.properties.isAlphabetic || first.properties.numericType != nil
        else { return false }
        return !Self.notNouns.contains(word)
    }

    /// Whether a number ("5", "two") is the word before `offset`.
    private func followsANumber(_ offset: Int) -> Bool {
        let before = String(String.UnicodeScalarView(Array(text.unicodeScalars)[..<offset])).split(separator: " ").last
        guard let word = before.map(String.init) else { return false }
        return Self.number(word) != nil
    }

    /// Whether the words at `offset` are a clock ("9点", "下午5点", "8pm", "10:30"), not a day.
    private func saysAClock(after offset: Int) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard offset < scalars.count else { return false }
        let rest = String(String.UnicodeScalarView(scalars[offset...].prefix(12)))
        let clock =
            "^((上午|下午|中午|晚上|早上|凌晨|傍晚|夜里)?[0-9一二两三四五六七八九十]+(点|:|：)|(上午|下午|中午|晚上|早上|凌晨|傍晚|夜里)|[0-9]{1,2}(:[0-9]{2})? ?(am|pm|a\\.m\\.|p\\.m\\.|o'clock)?( |$|,)|noon|midnight)"
        return rest.range(of: clock, options: .regularExpression) != nil
    }

    private static func englishUnit(_ unit: String) -> RecurrencePhrase.Frequency {
        switch unit {
        case "day", "days": .daily
        case "month", "months": .monthly
        case "year", "years": .yearly
        default: .weekly
        }
    }

    /// The weekday codes named in `text`, in order, once each.
    private static func weekdays(in text: String) -> [String] {
        var found: [(Int, String)] = []
        for (pattern, code) in weekdayNames {
            guard let regex = try? Regex("\\b\(pattern)s?\\b") else { continue }
            for match in text.matches(of: regex) {
                found.append((text.distance(from: text.startIndex, to: match.range.lowerBound), code))
            }
        }
        return unique(found.sorted { $0.0 < $1.0 }.map(\.1))
    }

    private static func ordinal(in text: String) -> Int? {
        if text.contains("last") { return -1 }
        for (words, value) in [
            (["first", "1st"], 1), (["second", "2nd"], 2), (["third", "3rd"], 3), (["fourth", "4th"], 4),
        ]
        where words.contains(where: text.contains) {
            return value
        }
        return nil
    }

    // MARK: - Shared

    /// Sets the frequency the first time one is read (a later, vaguer cue — 每周 after 每隔一周 —
    /// only adds its words to the cues) and records the cue.
    private mutating func set(_ frequency: RecurrencePhrase.Frequency, interval: Int = 1, cue: Range<Int>) {
        if phrase == nil {
            var new = RecurrencePhrase(frequency: frequency)
            new.interval = max(1, min(interval, 1_000))
            phrase = new
        }
        guard let existing = phrase?.cueRanges, !existing.contains(where: { $0.overlaps(cue) }) else { return }
        phrase?.cueRanges.append(cue)
    }

    private static func unique(_ items: [String]) -> [String] {
        var seen: Set<String> = []
        return items.filter { seen.insert($0).inserted }
    }

    /// A number in digits, Chinese numerals (一 to 九十九) or English words.
    static func number(_ text: String) -> Int? {
        if let value = Int(text) { return value }
        let words = [
            "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
            "eleven": 11, "twelve": 12,
        ]
        if let value = words[text] { return value }
        let digits: [Character: Int] = [
            "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
        ]
        let characters = Array(text)
        switch characters.count {
        case 1:
            return characters[0] == "十" ? 10 : digits[characters[0]]
        case 2 where characters[0] == "十":
            return digits[characters[1]].map { 10 + $0 }
        case 2 where characters[1] == "十":
            return digits[characters[0]].map { $0 * 10 }
        case 3 where characters[1] == "十":
            guard let tens = digits[characters[0]], let ones = digits[characters[2]] else { return nil }
            return tens * 10 + ones
        default:
            return nil
        }
    }

    /// The end of the clause that starts at `offset`: the next punctuation or the end.
    private func clauseEnd(after offset: Int) -> Int {
        let scalars = Array(text.unicodeScalars)
        var end = offset
        while end < scalars.count, !",，。;；!！?？".unicodeScalars.contains(scalars[end]) { end += 1 }
        return end
    }

    /// A match: its scalar range, its text, and its capture groups (nil when a group did not take part).
    private struct Match {
        var range: Range<Int>
        var text: String
        var groups: [String?]
    }

    private func first(_ pattern: String) -> Match? {
        guard let regex = try? Regex(pattern), let match = text.firstMatch(of: regex) else { return nil }
        let scalars = text.unicodeScalars
        let lower = scalars.distance(from: scalars.startIndex, to: match.range.lowerBound)
        let upper = scalars.distance(from: scalars.startIndex, to: match.range.upperBound)
        let groups = (1..<match.output.count).map { index in match.output[index].substring.map(String.init) }
        return Match(range: lower..<upper, text: String(text[match.range]), groups: groups)
    }
}

extension UInt8 {
    fileprivate var lowercasedASCII: UInt8 { (65...90).contains(self) ? self + 32 : self }
}

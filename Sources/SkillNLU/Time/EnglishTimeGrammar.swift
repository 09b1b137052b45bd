/// English time words, read word by word: each word is packed into an integer (5 bits a letter)
/// and looked up once, so no `String` is made per utterance.
enum EnglishWord: Sendable, Hashable {
    enum Unit: Sendable, Hashable {
        case minute, hour, day, week, month, year
    }

    case today, tonight, tomorrow, yesterday, the, after, before, this, next, last, coming, weekend
    case morning, afternoon, evening, night, noon, midnight
    case at, on, `in`, from, to, until, through, between, and, of, by, around
    case a, half, ago, later, now, o, clock, s, eve, new, christmas, halloween, valentine, thanksgiving
    case independence, chinese, lunar, mid, autumn, festival
    case quarter, fortnight, same, time
    case weekday(Int)
    case monthName(Int)
    case number(Int)
    case unit(Unit)

    /// The packed form of a lowercase ASCII word of at most 12 letters.
    static func code(_ word: String) -> UInt64 {
        word.unicodeScalars.reduce(0) { $0 << 5 | UInt64($1.value - 0x60) }
    }

    /// An open-addressing table keyed by the packed word, with a multiplicative hash: a lookup is a
    /// multiply, a shift and usually one comparison (a `Dictionary` would hash with SipHash).
    struct Table<Value: Sendable>: Sendable {
        private static var bits: Int { 9 }
        private var keys = [UInt64](repeating: 0, count: 1 << bits)
        private var values = [Value?](repeating: nil, count: 1 << bits)

        init(_ words: [UInt64: Value]) {
            for (key, value) in words {
                var slot = Self.slot(key)
                while keys[slot] != 0 { slot = (slot + 1) & ((1 << Self.bits) - 1) }
                keys[slot] = key
                values[slot] = value
            }
        }

        @inline(__always)
        private static func slot(_ key: UInt64) -> Int {
            Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> (64 - UInt64(bits)))
        }

        @inline(__always)
        subscript(_ key: UInt64) -> Value? {
            var slot = Self.slot(key)
            while true {
                let found = keys[slot]
                if found == key { return values[slot] }
                if found == 0 { return nil }
                slot = (slot + 1) & ((1 << Self.bits) - 1)
            }
        }
    }

    static let table = Table<EnglishWord>(words)

    private static let words: [UInt64: EnglishWord] = {
        var table: [UInt64: EnglishWord] = [:]
        func add(_ words: [String], _ value: EnglishWord) { for word in words { table[code(word)] = value } }
        add(["today"], .today)
        add(["tonight", "tonite"], .tonight)
        add(["tomorrow", "tmr", "tmrw", "tomorow", "tmrrw", "tomoz"], .tomorrow)
        add(["yesterday"], .yesterday)
        add(["the"], .the)
        add(["after"], .after)
        add(["before"], .before)
        add(["this", "current"], .this)
        add(["next", "following"], .next)
        add(["last", "past", "previous"], .last)
        add(["coming"], .coming)
        add(["weekend", "wknd", "wkend"], .weekend)
        add(["morning"], .morning)
        add(["afternoon"], .afternoon)
        add(["evening"], .evening)
        add(["night"], .night)
        add(["noon", "midday", "noonish", "lunchtime"], .noon)
        add(["dinnertime", "suppertime"], .evening)
        add(["midnight"], .midnight)
        add(["at", "around", "by"], .at)
        add(["on"], .on)
        add(["in"], .in)
        add(["from"], .from)
        add(["to"], .to)
        add(["until", "till", "til", "untill", "untl"], .until)
        add(["through", "thru"], .through)
        add(["between"], .between)
        add(["and"], .and)
        add(["of"], .of)
        add(["a", "an"], .a)
        add(["half"], .half)
        add(["ago"], .ago)
        add(["later"], .later)
        add(["now"], .now)
        add(["o"], .o)
        add(["clock"], .clock)
        add(["s"], .s)
        add(["eve"], .eve)
        add(["new"], .new)
        add(["christmas", "xmas"], .christmas)
        add(["halloween"], .halloween)
        add(["valentine", "valentines"], .valentine)
        add(["thanksgiving"], .thanksgiving)
        add(["independence"], .independence)
        add(["chinese"], .chinese)
        add(["lunar"], .lunar)
        add(["mid"], .mid)
        add(["autumn"], .autumn)
        add(["festival"], .festival)
        add(["quarter", "quarters"], .quarter)
        add(["fortnight", "fortnights"], .fortnight)
        add(["same"], .same)
        add(["time"], .time)
        // ("sat" and "sun" are read apart: `shortWeekend`.)
        for (index, names) in EnglishWeekdayNames.byWeekday.enumerated() {
            add(names.filter { $0 != "sat" && $0 != "sun" }, .weekday(index + 1))
        }
        let months = [
            ["january", "jan"], ["february", "feb"], ["march", "mar"], ["april", "apr"], ["may"], ["june", "jun"],
            ["july", "jul"], ["august", "aug"], ["september", "sep", "sept"], ["october", "oct"],
            ["november", "nov"], ["december", "dec"],
        ]
        for (index, names) in months.enumerated() { add(names, .monthName(index + 1)) }
        let numbers = [
            "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        ]
        for (index, name) in numbers.enumerated() { add([name], .number(index + 1)) }
        add(["fifteen"], .number(15))
        for (index, name) in ["thirteen", "fourteen"].enumerated() { add([name], .number(13 + index)) }
        for (index, name) in ["sixteen", "seventeen", "eighteen", "nineteen"].enumerated() {
            add([name], .number(16 + index))
        }
        for (index, name) in ["sixty", "seventy", "eighty", "ninety"].enumerated() {
            add([name], .number(60 + 10 * index))
        }
        add(["twenty"], .number(20))
        add(["thirty"], .number(30))
        add(["forty"], .number(40))
        add(["fifty"], .number(50))
        add(["couple"], .number(2))
        add(["minute", "minutes", "min", "mins"], .unit(.minute))
        add(["hour", "hours", "hr", "hrs"], .unit(.hour))
        add(["day", "days"], .unit(.day))
        add(["week", "weeks", "wk", "wks"], .unit(.week))
        add(["month", "months"], .unit(.month))
        add(["year", "years", "yr", "yrs"], .unit(.year))
        return table
    }()
}

extension TimeGrammar {
    /// The known word starting at `index` (which must start a word), or `nil`.
    func englishWord(at index: Int) -> (word: EnglishWord, end: Int)? {
        guard let (code, end) = wordCode(at: index), NumberReader.asciiDigit(at(end)) == nil,
            let word = EnglishWord.table[code]
        else { return nil }
        return (word, end)
    }

    /// The packed code (see ``EnglishWord/code(_:)``) of the word of at most 12 letters at `index`.
    func wordCode(at index: Int) -> (code: UInt64, end: Int)? {
        var code: UInt64 = 0
        var position = index
        while position < s.count, Self.isASCIILetter(s[position]) {
            guard position - index < 12 else { return nil }
            code = code << 5 | UInt64(s[position].value - 0x60)
            position += 1
        }
        return position > index ? (code, position) : nil
    }

    /// Whether "coming" at `i` follows a word that makes it a verb ("the painter's coming sunday", "ups rep
    /// coming thursday"), not the time word of "this coming friday", "on coming monday" or a message's start.
    private func comesAsVerb(at i: Int) -> Bool {
        guard i >= 2, has(i - 1, " "), Self.isASCIILetter(s[i - 2]) else { return false }
        var start = i - 2
        while start > 0, Self.isASCIILetter(s[start - 1]) || s[start - 1] == "'" { start -= 1 }
        return !Self.beforeComingAsTime.contains(String(String.UnicodeScalarView(s[start..<(i - 1)])).lowercased())
    }

    private static let beforeComingAsTime: Set<String> = [
        "this", "the", "on", "for", "by", "until", "till", "before", "after", "from", "of", "and", "or", "is", "it's",
        "be", "to", "thru", "through", "than", "in", "at", "up",
    ]

    /// The word after `end`, across one space, an apostrophe (`new year's`) or a hyphen (`mid-autumn`).
    func nextWord(after end: Int) -> (word: EnglishWord, start: Int, end: Int)? {
        guard has(end, " ") || has(end, "'") || has(end, "-"), Self.isASCIILetter(at(end + 1)),
            let found = englishWord(at: end + 1)
        else { return nil }
        return (found.word, end + 1, found.end)
    }

    func englishComponent(at i: Int, afterAt: Bool) -> Match? {
        if let holiday = englishHoliday(at: i) { return holiday }
        guard let (word, end) = englishWord(at: i) else {
            return yearAfterFor(at: i) ?? shortWeekend(at: i) ?? englishPeriod(at: i)
                ?? spokenDayOfMonth(at: i, start: i) ?? seasonOfAYear(at: i)
        }
        if let period = englishPeriod(after: word, start: i, end: end) { return period }
        func day(_ ref: DayRef, _ end: Int) -> Match { Match(component: .day(ref), start: i, end: end) }
        switch word {
        case .today: return day(.relative(0), end)
        case .tomorrow: return day(.relative(1), end)
        case .yesterday: return day(.relative(-1), end)
        case .tonight: return Match(component: .dayAndPart(.relative(0), .night), start: i, end: end)
        case .weekday(let weekday):
            // "mon 13th", "fri 14th 3pm": a day of the month written with its suffix after a
            // weekday is the nearest one on that weekday.
            if has(end, " "), let date = ordinal(at: end + 1), Self.isASCIILetter(at(date.end - 1)) {
                return day(.dayOfMonthOnWeekday(date.value, weekday: weekday), date.end)
            }
            // "Monday 21 between 9:30 and 3pm", "fri 27 at 10": a day past any hour's number with
            // a clock after it.
            if has(end, " "), let date = ordinal(at: end + 1), date.value >= 13,
                let next = nextWord(after: date.end), next.word == .between || next.word == .at || next.word == .from
            {
                return day(.dayOfMonthOnWeekday(date.value, weekday: weekday), date.end)
            }
            // "tuesday of next week", "friday of this week": the weekday in that week.
            if let of = nextWord(after: end), of.word == .of, let which = nextWord(after: of.end),
                let week = nextWord(after: which.end), week.word == .unit(.week)
            {
                switch which.word {
                case .this: return day(.weekday(weekday, .week(0)), week.end)
                case .next: return day(.weekday(weekday, .week(1)), week.end)
                case .last: return day(.weekday(weekday, .week(-1)), week.end)
                default: break
                }
            }
            return day(.weekday(weekday, .nearest), end)
        case .the:
            return theRest(after: end, start: i)
        case .unit(.day):
            return dayAfterTomorrow(after: end, start: i)
        case .unit(.week):
            return weekOfTheYear(after: end, start: i) ?? weekOf(after: end, start: i)
        case .coming where comesAsVerb(at: i):
            return nil  // "ups rep coming thursday 3pm": the rep comes; thursday is read on its own
        case .coming:
            return upcomingWeekday(after: end, start: i) ?? qualified(0, after: end, start: i)
        case .this:
            return qualified(0, after: end, start: i)
        case .next:
            return qualified(1, after: end, start: i)
        case .last:
            return qualified(-1, after: end, start: i)
        case .monthName(let month):
            return monthNameRest(month, after: end, start: i)
        case .noon:
            return Match(component: .clock(ClockTime(hour: 12, twentyFourHour: true)), start: i, end: end)
        case .midnight:
            return Match(
                component: .clock(ClockTime(hour: 0, twentyFourHour: true, isMidnight: true)), start: i, end: end)
        case .morning, .afternoon, .evening, .night:
            return Match(component: .part(Self.partOfDay(word) ?? .night), start: i, end: end, weak: true)
        case .weekend:
            // "the long weekend for Labor Day": the holiday says when; "long weekend" alone is no
            // particular one.
            if i >= 5, s[(i - 5)..<i].elementsEqual("long ".unicodeScalars) { return nil }
            return Match(component: .period(.weekend(nil)), start: i, end: end)
        case .in:
            return inRest(after: end, start: i)
        case .at, .on:
            guard has(end, " "), end + 1 < s.count else { return nil }
            if NumberReader.asciiDigit(s[end + 1]) != nil {
                // "at 14 maple street": a house number.
                if StreetAddress.starts(in: s, at: end + 1) { return nil }
                if let number = numericComponent(at: end + 1) { return number }
                // "at 6.45 percent": the rest of a decimal, not a bare hour.
                if let number = TimeNumber.read(s, at: end + 1), has(number.end, "."),
                    NumberReader.asciiDigit(at(number.end + 1)) != nil
                {
                    return nil
                }
                return englishNumberComponent(at: end + 1, afterAt: word == .at)
            }
            guard Self.isASCIILetter(s[end + 1]), var inner = englishComponent(at: end + 1, afterAt: word == .at)
            else { return nil }
            inner.weak = false
            return inner
        case .number(let value):
            if value >= 20, has(end, "-") || has(end, " "), let day = spokenDayOfMonth(at: i, start: i) {
                return day  // "twenty-first of June"
            }
            return englishClockIdiom(word, start: i, end: end, afterAt: afterAt)
                ?? countRest(value, start: i, end: end, afterAt: afterAt)
        case .a:
            return englishClockIdiom(word, start: i, end: end, afterAt: afterAt)
                ?? countRest(1, start: i, end: end, afterAt: false)
        case .quarter:
            return englishClockIdiom(word, start: i, end: end, afterAt: afterAt)
        case .same:
            return englishNowAnchor(start: i, after: end)
        case .half:
            if let idiom = englishClockIdiom(word, start: i, end: end, afterAt: afterAt)
                ?? halfDuration(start: i, after: end)
            {
                return idiom
            }
            // half an hour from now
            guard let article = nextWord(after: end), article.word == .a, let unit = nextWord(after: article.end),
                unit.word == .unit(.hour), let direction = englishDirection(after: unit.end)
            else { return nil }
            return Match(
                component: .offset(TimeOffset(seconds: 1800 * direction.sign, grain: .minute)), start: i,
                end: direction.end)
        default:
            return nil
        }
    }

    static func partOfDay(_ word: EnglishWord) -> PartOfDay? {
        switch word {
        case .morning: .morning
        case .afternoon: .afternoon
        case .evening, .night: .night
        default: nil
        }
    }

    /// `the day after tomorrow`, `the weekend`, `the 18th`, `the 5th of January`.
    private func theRest(after end: Int, start: Int) -> Match? {
        if let next = nextWord(after: end) {
            switch next.word {
            case .unit(.day): return dayAfterTomorrow(after: next.end, start: start)
            case .weekend: return Match(component: .period(.weekend(nil)), start: start, end: next.end)
            case .morning, .afternoon, .evening, .night:
                // "pay the night nurse", "the morning shift": the part of the day names a person or a shift.
                if has(next.end, " "), let (code, _) = wordCode(at: next.end + 1), Self.partModifiedNouns.contains(code)
                {
                    return nil
                }
                return Match(component: .part(Self.partOfDay(next.word) ?? .night), start: start, end: next.end)
            default:
                // the twenty-first of March; on the thirtieth at ten
                return spokenDayOfMonth(after: end, start: start) ?? spokenDayAlone(after: end, start: start)
            }
        }
        guard has(end, " "), var day = ordinal(at: end + 1) else {
            return spokenDayOfMonth(after: end, start: start) ?? spokenDayAlone(after: end, start: start)
        }
        if let week = digitOrdinalWeek(at: end + 1, start: start) { return week }
        // "the 1-3pm window": a clock range, not the 1st.
        if NumberReader.asciiDigit(at(day.end - 1)) != nil, has(day.end, "-") || has(day.end, "–"),
            NumberReader.asciiDigit(at(day.end + 1)) != nil
        {
            return nil
        }
        // "the 3 o'clock tomorrow": an hour, not the 3rd.
        if let o = nextWord(after: day.end), o.word == .o, has(o.end, "'") { return nil }
        // "the 3 of us": people counted.
        if TimeGrammar.countOfPeople(s, after: day.end) { return nil }
        // "on the 9th floor", "the 5th grade": an ordinal of something else.
        if has(day.end, " "), let noun = wordCode(at: day.end + 1), Self.ordinalNouns.contains(noun.code) { return nil }
        // "the 15th day of next month": the word "day" before "of".
        // ("the 3rd day of the trip" counts days of something else.)
        if let unit = nextWord(after: day.end), unit.word == .unit(.day), let of = nextWord(after: unit.end),
            of.word == .of
        {
            let month = nextWord(after: of.end)
            var named = false
            if case .monthName? = month?.word { named = true }
            guard named || relativeMonth(after: of.end) != nil else { return nil }
            day = (day.value, unit.end)
        }
        if let of = nextWord(after: day.end), of.word == .of, let month = nextWord(after: of.end),
            case .monthName(let value) = month.word
        {
            let year = yearSuffix(after: month.end)  // the 26th of November 2025, … of March next year
            return Match(
                component: .day(.monthDay(month: value, day: day.value, year: year?.year)), start: start,
                end: year?.end ?? month.end)
        }
        // "the 21st of next month", "the 3rd of this month".
        if let of = nextWord(after: day.end), of.word == .of, let month = relativeMonth(after: of.end) {
            return Match(
                component: .day(.dayOfMonth(day.value, monthOffset: month.offset)), start: start, end: month.end)
        }
        return Match(component: .day(.dayOfMonth(day.value, monthOffset: nil)), start: start, end: day.end)
    }

    /// `day after tomorrow` / `day before yesterday` after `day`.
    private func dayAfterTomorrow(after end: Int, start: Int) -> Match? {
        guard let link = nextWord(after: end), let target = nextWord(after: link.end) else { return nil }
        switch (link.word, target.word) {
        case (.after, .tomorrow): return Match(component: .day(.relative(2)), start: start, end: target.end)
        case (.before, .yesterday): return Match(component: .day(.relative(-2)), start: start, end: target.end)
        default: return nil
        }
    }

    /// Nouns a part of the day names a kind of ("the night nurse", "the morning shift").
    private static let partModifiedNouns: Set<UInt64> = Set(
        [
            "nurse", "nurses", "nanny", "shift", "shifts", "class", "classes", "market", "school", "owl", "light",
            "stand", "bus", "train", "guard", "manager", "staff", "crew", "desk", "feed", "feeding", "feeds", "person",
            "routine", "show", "session", "sessions", "walk", "walks", "run", "runs", "meds", "dose", "news", "edition",
            "service", "services", "rush", "commute", "sitter",
        ].map(EnglishWord.code))

    private static let workWeeks = ["work week", "workweek", "working week", "work-week"].map {
        Array($0.unicodeScalars)
    }

    private static let shortWeekendDays: [UInt64: Int] = [EnglishWord.code("sat"): 6, EnglishWord.code("sun"): 7]

    /// "this past Wednesday" (`next` is the word after "this"), "past wed" (the qualifier at
    /// `start` is "past" and `next` the weekday): the weekday and where it ends.
    private func pastWeekday(_ offset: Int, next: (word: EnglishWord, start: Int, end: Int), start: Int) -> (
        weekday: Int, end: Int
    )? {
        if offset == 0, next.word == .last, has(next.start, "p", "a", "s"), has(next.start + 3, "t"),
            let day = nextWord(after: next.end), case .weekday(let weekday) = day.word
        {
            return (weekday, day.end)
        }
        if offset == -1, has(start, "p", "a", "s"), has(start + 3, "t"), case .weekday(let weekday) = next.word {
            return (weekday, next.end)
        }
        return nil
    }

    /// The season words: "summer", "fall" and "autumn" …
    static let seasons: [UInt64: Season] = [
        EnglishWord.code("spring"): .spring, EnglishWord.code("summer"): .summer, EnglishWord.code("autumn"): .autumn,
        EnglishWord.code("fall"): .autumn, EnglishWord.code("winter"): .winter,
    ]

    /// "summer 2027", "the winter of 2025": a season of a year written in four digits.
    private func seasonOfAYear(at index: Int) -> Match? {
        guard let (code, end) = wordCode(at: index), let season = Self.seasons[code] else { return nil }
        var position = end
        if let of = nextWord(after: position), of.word == .of { position = of.end }
        guard has(position, " "), let year = TimeNumber.read(s, at: position + 1), year.arabicDigits == 4,
            (1900...2100).contains(year.value), !Self.isASCIIAlphanumeric(at(year.end)), at(year.end) != ":"
        else { return nil }
        return Match(
            component: .period(.season(season, .year(.absolute(year.value)))), start: index, end: year.end)
    }

    /// "coming Thursday", "this coming Sat": the first such weekday after today.
    private func upcomingWeekday(after end: Int, start: Int) -> Match? {
        if has(end, " "), let (code, wordEnd) = wordCode(at: end + 1), let weekday = Self.shortWeekendDays[code] {
            return Match(component: .day(.weekday(weekday, .upcoming)), start: start, end: wordEnd)
        }
        guard let next = nextWord(after: end), case .weekday(let weekday) = next.word else { return nil }
        return Match(component: .day(.weekday(weekday, .upcoming)), start: start, end: next.end)
    }

    /// After `this`/`coming` (0), `next` (1), `last` (−1).
    func qualified(_ offset: Int, after end: Int, start: Int) -> Match? {
        // "next sat", "last sun": the short weekend days, which alone are words too.
        if has(end, " "), let (code, wordEnd) = wordCode(at: end + 1), let weekday = Self.shortWeekendDays[code] {
            return Match(
                component: .day(.weekday(weekday, offset == 0 ? .nearest : .week(offset))), start: start, end: wordEnd)
        }
        // "this work week", "next workweek", "the working week": Monday to Friday.
        if has(end, " "),
            let workWeek = Self.workWeeks.first(where: { words in
                end + 1 + words.count <= s.count && s[(end + 1)..<(end + 1 + words.count)].elementsEqual(words)
                    && !Self.isASCIIAlphanumeric(at(end + 1 + words.count))
            })
        {
            return Match(component: .period(.weekPart(.workdays, offset)), start: start, end: end + 1 + workWeek.count)
        }
        // "this summer", "next winter", "last fall".
        if has(end, " "), let (code, wordEnd) = wordCode(at: end + 1), let season = Self.seasons[code] {
            let ref: SeasonRef = offset == 0 ? .nearest : offset > 0 ? .next : .last
            return Match(component: .period(.season(season, ref)), start: start, end: wordEnd)
        }
        guard let next = nextWord(after: end) else { return nil }
        func match(_ component: TimeComponent) -> Match { Match(component: component, start: start, end: next.end) }
        // "this past Wednesday", "past Wednesday": the latest one before today, not last week's.
        if offset <= 0, let day = pastWeekday(offset, next: next, start: start) {
            return Match(component: .day(.weekday(day.weekday, .mostRecent)), start: start, end: day.end)
        }
        switch next.word {
        case .coming where offset == 0:
            return upcomingWeekday(after: next.end, start: start) ?? qualified(0, after: next.end, start: start)
        case .time where offset == 0: return englishNowAnchor(start: start, after: next.end)
        case .weekday(let weekday): return match(.day(.weekday(weekday, offset == 0 ? .nearest : .week(offset))))
        case .unit(.week):
            // "next week on Tuesday", "next week Mon": the weekday in that week.
            var after = next.end
            if let on = nextWord(after: after), on.word == .on { after = on.end }
            if let day = nextWord(after: after), case .weekday(let weekday) = day.word {
                return Match(component: .day(.weekday(weekday, .week(offset))), start: start, end: day.end)
            }
            return match(.period(.week(offset)))
        case .unit(.month): return match(.period(.month(offset)))
        case .unit(.year): return match(.period(.year(offset)))
        case .weekend: return match(.period(.weekend(offset)))
        // "next March", "this October": the month's next coming (last: latest past) occurrence.
        case .monthName(let month) where offset >= 0:
            if let date = monthNameRest(month, after: next.end, start: start) { return date }  // next march 5
            // "this may take longer", "this may or may not work": the verb, not the month.
            if month == 5, has(next.end, " "), let (code, _) = wordCode(at: next.end + 1),
                Self.wordsAfterTheVerbMay.contains(code)
            {
                return nil
            }
            return match(.period(.namedMonth(month, year: nil)))
        case .morning where offset == 0, .afternoon where offset == 0, .evening where offset == 0:
            return match(.dayAndPart(.relative(0), Self.partOfDay(next.word) ?? .night))
        case .morning where offset == 1, .afternoon where offset == 1, .evening where offset == 1:
            // "next evening between 10:30 and 11:45", "next morning": tomorrow's.
            return match(.dayAndPart(.relative(1), Self.partOfDay(next.word) ?? .night))
        case .night where offset <= 0: return match(.dayAndPart(.relative(offset), .night))
        default: return nil
        }
    }

    /// Words that follow "may" the verb, not May the month ("this may take a while").
    static let wordsAfterTheVerbMay: Set<UInt64> = Set(
        [
            "not", "be", "have", "take", "need", "want", "help", "cause", "get", "make", "come", "seem", "look",
            "require", "also", "still", "never", "just", "even", "only", "actually", "well", "or", "already", "sound",
            "work", "change", "vary", "affect", "include", "contain", "apply", "happen", "become", "differ", "appear",
            "feel", "lead", "result", "mean", "use", "give", "prove", "depend", "cost", "last", "show", "find", "see",
            "run", "hurt", "fail", "end", "arrive", "slow", "delay", "interest",
        ].map(EnglishWord.code))

    /// `December 18`, `Dec 18th`, `December 18, 2026`, `Dec 18 2026`.
    private func monthNameRest(_ month: Int, after end: Int, start: Int) -> Match? {
        // `Jan. 15`, `Sept. 9th`: an abbreviation may carry its period.
        var end = has(end, ".") ? end + 1 : end
        // "October, 1st": a comma before a day written as an ordinal.
        if has(end, ","), has(end + 1, " "), let day = ordinal(at: end + 2), day.end > end + 2,
            Self.isASCIILetter(at(day.end - 1))
        {
            end += 1
        }
        if let dated = monthNameSlashDay(month, after: end, start: start) { return dated }
        // "March fourth" ("may first", "may second" are verbs), "May twenty nine".
        let spoken = spokenOrdinal(at: end + 1).flatMap { month == 5 && $0.value <= 2 ? nil : $0 }
        guard has(end, " "), let day = ordinal(at: end + 1) ?? spoken ?? spokenCardinalDay(at: end + 1) else {
            return nil
        }
        var stop = day.end
        var year: YearSpec?
        var position = day.end
        if has(position, ",") {
            position += 1
        } else if has(position, " ", ","), NumberReader.asciiDigit(at(position + 3)) != nil {
            position += 2  // "Dec. 31 , 1994": a space typed before the comma
        } else if let of = nextWord(after: position), of.word == .of {
            position = of.end  // "july 4th of 2027"
        }
        if has(position, " "), let number = TimeNumber.read(s, at: position + 1), number.arabicDigits == 4,
            !Self.isASCIIAlphanumeric(at(number.end)), at(number.end) != ":"
        {
            year = .absolute(number.value)
            stop = number.end
        } else if has(position, " "), let spoken = spokenYear(at: position + 1) {
            // "January twenty five nineteen eighty six".
            year = .absolute(spoken.value)
            stop = spoken.end
        }
        return Match(component: .day(.monthDay(month: month, day: day.value, year: year)), start: start, end: stop)
    }

    /// `22/Jan/2019`, `22-Jan-2019`, `5/may`: a day in digits, a slash or hyphen, a month name
    /// (and a year in four digits after the same sign), as forms and logs write a date.
    private func daySlashMonthName(_ day: TimeNumber, start: Int) -> Match? {
        let sign = at(day.end)
        guard sign == "/" || sign == "-", day.arabicDigits > 0, day.arabicDigits <= 2, (1...31).contains(day.value),
            Self.isASCIILetter(at(day.end + 1)), let (word, end) = englishWord(at: day.end + 1),
            case .monthName(let month) = word
        else { return nil }
        var stop = has(end, ".") ? end + 1 : end
        var year: YearSpec?
        if has(stop, sign), let written = TimeNumber.read(s, at: stop + 1), written.arabicDigits == 4,
            !Self.isASCIIAlphanumeric(at(written.end))
        {
            year = .absolute(written.value)
            stop = written.end
        } else if Self.isASCIIAlphanumeric(at(stop)) || at(stop) == "/" {
            return nil
        }
        return Match(component: .day(.monthDay(month: month, day: day.value, year: year)), start: start, end: stop)
    }

    /// `Oct/2`, `Jan-15`, `Sep-23-2020`, `Jun/15/2027`: a month name, a slash or hyphen, and the
    /// day in digits (a year in four digits may follow the same way); `Oct-2020` is the month.
    private func monthNameSlashDay(_ month: Int, after end: Int, start: Int) -> Match? {
        guard has(end, "/") || has(end, "-") else { return nil }
        if let year = TimeNumber.read(s, at: end + 1), year.arabicDigits == 4, (1900...2100).contains(year.value),
            !Self.isASCIIAlphanumeric(at(year.end)), !"-/:.".unicodeScalars.contains(at(year.end))
        {
            // "Oct-2020", "Mar/2027": the month of that year.
            return Match(
                component: .period(.namedMonth(month, year: .absolute(year.value))), start: start, end: year.end)
        }
        guard let day = TimeNumber.read(s, at: end + 1), day.arabicDigits > 0,
            day.arabicDigits <= 2, (1...31).contains(day.value), !Self.isASCIIAlphanumeric(at(day.end)),
            at(day.end) != ":", at(day.end) != "."
        else { return nil }
        if has(day.end, s[end]), let year = TimeNumber.read(s, at: day.end + 1), year.arabicDigits == 4,
            !Self.isASCIIAlphanumeric(at(year.end))
        {
            return Match(
                component: .day(.monthDay(month: month, day: day.value, year: .absolute(year.value))), start: start,
                end: year.end)
        }
        guard !"-/".unicodeScalars.contains(at(day.end)) else { return nil }
        return Match(component: .day(.monthDay(month: month, day: day.value, year: nil)), start: start, end: day.end)
    }

    /// A day of the month: `18`, `18th`, `1st`, `22nd`, `3rd` (1–31).
    func ordinal(at index: Int) -> (value: Int, end: Int)? {
        guard let number = TimeNumber.read(s, at: index), number.arabicDigits > 0, number.arabicDigits <= 2,
            (1...31).contains(number.value)
        else { return nil }
        var end = number.end
        if has(end, "s", "t") || has(end, "n", "d") || has(end, "r", "d") || has(end, "t", "h") { end += 2 }
        guard !Self.isASCIIAlphanumeric(at(end)), at(end) != ":",
            !(at(end) == "." && NumberReader.asciiDigit(at(end + 1)) != nil),
            // "caregiver pay for august 2,800": thousands, not a day.
            !(end == number.end && at(end) == ","
                && (1...3).allSatisfy { NumberReader.asciiDigit(at(end + $0)) != nil })
        else { return nil }
        return (number.value, end)
    }

    /// `for 2028`, `during 2027` ("total spending for 2028"): a year; `for the fourth`: a day of
    /// the month; any other `for` or `during` is not read here ("during January" is read at the
    /// month).
    private func yearAfterFor(at i: Int) -> Match? {
        guard let (code, end) = wordCode(at: i), code == Self.forCode || code == Self.duringCode else { return nil }
        if let year = yearAfter(end) { return year }
        // "weather for the fourth": a day of the month after `for`, as after `on`.
        guard code == Self.forCode, let the = nextWord(after: end), the.word == .the,
            var day = theRest(after: the.end, start: the.start), case .day = day.component
        else { return nil }
        day.weak = false
        return day
    }

    /// Nouns an ordinal counts when it is no day of the month ("the 18th floor", "the 3rd time").
    private static let ordinalNouns: Set<UInt64> = Set(
        [
            "floor", "floors", "grade", "grader", "place", "row", "inning", "lap", "street", "st", "avenue", "ave",
            "percentile", "century", "anniversary", "birthday", "time", "times", "round", "edition", "attempt", "try",
            "hole", "period", "generation", "level", "seat", "gate", "overall", "pick", "quarter", "qtr",
        ].map(EnglishWord.code))
    static let forCode = EnglishWord.code("for")
    private static let duringCode = EnglishWord.code("during")

    /// A year written in four digits after `in`, `for` or `during` ending at `end`: `in 2028`.
    private func yearAfter(_ end: Int) -> Match? {
        guard has(end, " "), end + 1 < s.count, NumberReader.asciiDigit(s[end + 1]) != nil,
            let number = TimeNumber.read(s, at: end + 1), number.arabicDigits == 4,
            (1900...2100).contains(number.value),
            !Self.isASCIIAlphanumeric(at(number.end)), at(number.end) != ":"
        else { return nil }
        // "in 2026-11", "in 2027-03-04": the year opens a date, read on its own; "during 2017-q1".
        if "-/".unicodeScalars.contains(at(number.end)), NumberReader.asciiDigit(at(number.end + 1)) != nil {
            return numericComponent(at: end + 1)
        }
        if let quarter = yearAndQuarter(number, start: end + 1) { return quarter }
        return Match(component: .period(.namedYear(number.value)), start: end + 1, end: number.end)
    }

    /// The lowercase word right before `start` (one space between), if any.
    func wordBefore(start: Int) -> String? {
        guard start >= 2, has(start - 1, " ") else { return nil }
        var wordStart = start - 1
        while wordStart > 0, Self.isASCIILetter(s[wordStart - 1]) { wordStart -= 1 }
        guard wordStart < start - 1 else { return nil }
        return String(String.UnicodeScalarView(s[wordStart..<(start - 1)]))
    }

    /// After `in`: `in 2 hours`, `in half an hour`, `in the morning`.
    private func inRest(after end: Int, start: Int) -> Match? {
        guard has(end, " "), end + 1 < s.count else { return nil }
        // "in about half an hour", "in another 10 minutes": a hedge before the count says nothing
        // more; "in a few minutes", "in a couple of hours": three and two.
        if let hedged = Self.inHedges.first(where: { matchesWords($0, at: end + 1) }), has(end + 1 + hedged.count, " ")
        {
            return inRest(after: end + 1 + hedged.count, start: start)
        }
        if let (count, countEnd) = Self.inVagueCounts.lazy.compactMap({ words, count in
            self.matchesWords(words, at: end + 1) ? (count, end + 1 + words.count) : nil
        }).first {
            return offset(count: count, start: start, unitAfter: countEnd, requireDirection: false)
        }
        let first = end + 1
        if NumberReader.asciiDigit(s[first]) != nil {
            guard let number = TimeNumber.read(s, at: first) else { return nil }
            if let fraction = fractionOfAnHour(number, start: start) { return fraction }
            if let offset = offset(count: number.value, start: start, unitAfter: number.end, requireDirection: false) {
                return offset
            }
            // "in 2 more minutes": "more" between the count and its unit.
            if has(number.end, " "), let more = wordCode(at: number.end + 1), more.code == Self.moreCode,
                let offset = offset(count: number.value, start: start, unitAfter: more.end, requireDirection: false)
            {
                return offset
            }
            // "pension came in 1912", "tips brought in 2040": money that came in, not a year.
            if wordBefore(start: start).map(MoneyCues.takenInVerbs.contains) == true { return nil }
            return yearAfter(end)  // in 2028
        }
        guard let next = englishWord(at: first) else { return nil }
        switch next.word {
        case .the:
            guard let part = nextWord(after: next.end), let value = Self.partOfDay(part.word) else { return nil }
            return Match(component: .part(value), start: start, end: part.end)
        case .number(let value):
            return offset(count: value, start: start, unitAfter: next.end, requireDirection: false)
        case .a:
            return offset(count: 1, start: start, unitAfter: next.end, requireDirection: false)
        case .half:
            guard let article = nextWord(after: next.end), article.word == .a,
                let unit = nextWord(after: article.end), unit.word == .unit(.hour)
            else { return nil }
            return Match(component: .offset(TimeOffset(seconds: 1800, grain: .minute)), start: start, end: unit.end)
        default:
            return nil
        }
    }

    /// Words between "in" and its count that say nothing more ("in about half an hour").
    private static let inHedges: [[Unicode.Scalar]] = [
        "about", "around", "roughly", "approximately", "another", "just", "like",
    ].map { Array($0.unicodeScalars) }

    /// Vague counts after "in", up to the word before the unit's space.
    private static let inVagueCounts: [([Unicode.Scalar], Int)] = [
        ("a few", 3), ("few", 3), ("a couple of", 2), ("a couple", 2), ("couple of", 2),
    ].map { (Array($0.0.unicodeScalars), $0.1) }

    /// `from now`, `later` (+1) or `ago` (−1) after `end`.
    func englishDirection(after end: Int) -> (sign: Int, end: Int)? {
        guard let next = nextWord(after: end) else { return nil }
        switch next.word {
        case .later: return (1, next.end)
        case .ago:
            // `a year ago today`: the day itself.
            if let today = nextWord(after: next.end), today.word == .today { return (-1, today.end) }
            return (-1, next.end)
        case .from:
            guard let now = nextWord(after: next.end), now.word == .now || now.word == .today else { return nil }
            return (1, now.end)
        default: return nil
        }
    }

    private static let moreCode = EnglishWord.code("more")
    private static let hourAbbreviations: Set<UInt64> = Set(["h", "hr", "hrs", "hour", "hours"].map(EnglishWord.code))

    /// "in 1/2 hour", "in 3/4h", "in 1/4 h": a fraction of an hour (not January 2).
    private func fractionOfAnHour(_ number: TimeNumber, start: Int) -> Match? {
        guard number.arabicDigits == 1, has(number.end, "/"),
            let denominator = NumberReader.asciiDigit(at(number.end + 1)), [2, 3, 4].contains(denominator),
            number.value < denominator, NumberReader.asciiDigit(at(number.end + 2)) == nil
        else { return nil }
        let unitStart = has(number.end + 2, " ") ? number.end + 3 : number.end + 2
        guard let (code, unitEnd) = wordCode(at: unitStart), Self.hourAbbreviations.contains(code) else { return nil }
        return Match(
            component: .offset(TimeOffset(seconds: 3600 * number.value / denominator, grain: .minute)), start: start,
            end: unitEnd)
    }

    /// `count` `unit` [`from now` | `later` | `ago`]: an offset.
    private func offset(count: Int, start: Int, unitAfter end: Int, requireDirection: Bool) -> Match? {
        var unitEnd = end
        let word = nextWord(after: end)
        // `a couple of days`
        if let couple = word, couple.word == .number(2), let of = nextWord(after: couple.end), of.word == .of {
            return offset(count: 2, start: start, unitAfter: of.end, requireDirection: requireDirection)
        }
        if let idiom = englishDurationIdiom(count: count, start: start, after: end, requireDirection: requireDirection)
        {
            return idiom
        }
        guard let unitWord = word, case .unit(let unit) = unitWord.word else { return nil }
        unitEnd = unitWord.end
        var sign = 1
        if let direction = englishDirection(after: unitEnd) {
            sign = direction.sign
            unitEnd = direction.end
        } else if unit != .minute, unit != .hour, let today = nextWord(after: unitEnd), today.word == .today {
            unitEnd = today.end  // "two weeks today", "a week today" (British): that many on from today
        } else if requireDirection {
            return nil
        }
        let component: TimeComponent
        switch unit {
        case .minute: component = .offset(TimeOffset(seconds: 60 * count * sign, grain: .minute))
        case .hour: component = .offset(TimeOffset(seconds: 3600 * count * sign, grain: .hour))
        case .day: component = .day(.relative(count * sign))
        case .week: component = .day(.relative(7 * count * sign))
        case .month: component = .day(.monthsFromNow(count * sign))
        case .year: component = .day(.monthsFromNow(12 * count * sign))
        }
        return Match(component: component, start: start, end: unitEnd)
    }

    /// A number written with digits that no suffix claimed: `2 hours ago`, `18 December`, `at 7`.
    func englishNumberComponent(at i: Int, afterAt: Bool) -> Match? {
        guard let number = TimeNumber.read(s, at: i) else { return nil }
        if let idiom = digitMinutesPast(start: i, afterAt: afterAt) { return idiom }
        if let dated = daySlashMonthName(number, start: i) { return dated }
        // 18 December, 20th December 2026, 05th Feb 2027, the 3rd of May.
        var dayEnd = number.end
        if has(dayEnd, "s", "t") || has(dayEnd, "n", "d") || has(dayEnd, "r", "d") || has(dayEnd, "t", "h") {
            dayEnd += 2
        }
        if let of = nextWord(after: dayEnd), of.word == .of, dayEnd > number.end { dayEnd = of.end }
        if !Self.isASCIIAlphanumeric(at(dayEnd)), let next = nextWord(after: dayEnd),
            case .monthName(let month) = next.word, (1...31).contains(number.value), number.arabicDigits <= 2
        {
            var end = has(next.end, ".") ? next.end + 1 : next.end
            var year: YearSpec?
            var position = end
            if has(position, ",") { position += 1 }
            // "26th june of 2020".
            if let of = nextWord(after: position), of.word == .of, has(of.end, " "),
                NumberReader.asciiDigit(at(of.end + 1)) != nil
            {
                position = of.end
            }
            if has(position, " "), let written = TimeNumber.read(s, at: position + 1), written.arabicDigits == 4,
                (1900...2100).contains(written.value), !Self.isASCIIAlphanumeric(at(written.end)),
                at(written.end) != ":"
            {
                year = .absolute(written.value)
                end = written.end
            } else if has(position, " "), let spoken = spokenYear(at: position + 1) {
                year = .absolute(spoken.value)  // "13 Sept nineteen seventy two"
                end = spoken.end
            } else {
                end = next.end
            }
            return Match(component: .day(.monthDay(month: month, day: number.value, year: year)), start: i, end: end)
        }
        var rest = countRest(number.value, start: i, end: number.end, afterAt: afterAt)
        if case .clock(var clock) = rest?.component, clock.hour >= 13 || number.leadingZero {
            clock.twentyFourHour = true
            rest?.component = .clock(clock)
        }
        return rest
    }

    /// Whether the word right before `start` is a verb in the past ("fixed", "did", "sold").
    private func pastVerbBefore(_ start: Int) -> Bool {
        guard start >= 2, has(start - 1, " "), Self.isASCIILetter(s[start - 2]) else { return false }
        var wordStart = start - 2
        while wordStart > 0, Self.isASCIILetter(s[wordStart - 1]) { wordStart -= 1 }
        let word = String(String.UnicodeScalarView(s[wordStart..<(start - 1)])).lowercased()
        return (word.hasSuffix("ed") && word.count >= 4) || Self.pastVerbs.contains(word)
    }

    private static let pastVerbs: Set<String> = [
        "did", "sold", "made", "had", "ran", "got", "took", "saw", "cut", "sent", "paid", "bought", "drove", "ate",
        "swam", "rode", "wrote", "read", "taught", "caught", "won", "lost", "shot", "gave", "put", "held",
    ]

    /// After a count: an offset (`two days ago`), `7 o'clock`, or a bare hour after `at` or before
    /// `tonight` / `in the morning`.
    private func countRest(_ value: Int, start: Int, end: Int, afterAt: Bool) -> Match? {
        if let offset = offset(count: value, start: start, unitAfter: end, requireDirection: true) { return offset }
        // A clock in words is one to twelve ("married at seventeen" is an age).
        guard value <= (Self.isASCIILetter(s[start]) ? 12 : 24) else { return nil }
        if let o = nextWord(after: end), o.word == .o, has(o.end, "'"), let clock = nextWord(after: o.end),
            clock.word == .clock
        {
            // "3 o'clock pm": am or pm may follow.
            if value <= 12, let meridiem = meridiem(at: clock.end) {
                return Match(
                    component: .clock(ClockTime(hour: value, meridiem: meridiem.value)), start: start,
                    end: meridiem.end)
            }
            return Match(component: .clock(ClockTime(hour: value)), start: start, end: clock.end)
        }
        if value == 12, let noon = nextWord(after: end), noon.word == .noon || noon.word == .midnight,
            let clock = englishComponent(at: noon.start, afterAt: false)
        {
            return Match(component: clock.component, start: start, end: clock.end)  // 12 noon, 12 midnight
        }
        // "seven a.m.", "at eleven pm": a clock in words with am/pm.
        if (1...12).contains(value), Self.isASCIILetter(s[start]), let meridiem = meridiem(at: end) {
            return Match(
                component: .clock(ClockTime(hour: value, meridiem: meridiem.value)), start: start, end: meridiem.end)
        }
        var allowed =
            afterAt || isBareHourAfterBoundWord(start: start, end: end)
            || (!Self.isASCIILetter(s[start]) && value <= 12 && isBareHourOpeningANote(start: start, end: end))
            || (!Self.isASCIILetter(s[start]) && (1...12).contains(value)
                && isBareHourAfterADay(start: start, end: end))
        if let next = nextWord(after: end) {
            switch next.word {
            case .tonight, .tomorrow: allowed = true
            // "fixed 9 today", "did 11 today": after a verb in the past, a count of what was done.
            case .today: allowed = allowed || !pastVerbBefore(start)
            case .in: allowed = allowed || nextWord(after: next.end)?.word == .the
            case .at: allowed = allowed || nextWord(after: next.end)?.word == .night  // 9 at night
            case .this:  // "to 1 this afternoon"
                switch nextWord(after: next.end)?.word {
                case .morning?, .afternoon?, .evening?: allowed = true
                default: break
                }
            default: break
            }
        }
        guard allowed else { return nil }
        return Match(
            component: .clock(ClockTime(hour: value, twentyFourHour: value >= 13 || value == 0)), start: start, end: end
        )
    }
}

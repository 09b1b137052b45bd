/// English holiday names (see docs/NLU.md, "Holidays") and what may surround one: a year
/// (`Easter 2028`, `Juneteenth next year`, `next Christmas`), a shift (`the day before
/// Thanksgiving`, `two days after Easter`, `the Monday after Easter`), a span (`Thanksgiving
/// weekend`, `Christmas week`).
enum EnglishHolidayWord: Sendable, Hashable {
    case easter, mother, father, memorial, labor, mlk, martin, luther, king, jr, presidents, columbus, veterans
    case election
    case good, palm, ash, black, cyber, boxing, saint, patrick, april, fools, cinco, de, mayo, juneteenth
    case groundhog, singles, tomb, sweeping, qingming, qixi, dragon, boat, lantern, double, ninth, eleven
    case spring, moon, nye, turkey, fourth, july, new, year, eve, day, festival, christmas, halloween
    case valentine, thanksgiving, independence, chinese, lunar, mid, autumn, weekend, week, s
    case maundy, holy, shrove, pancake, mardi, gras, trinity, corpus, christi, pentecost, whit, whitsun, earth

    static let table = EnglishWord.Table<EnglishHolidayWord>(words)

    private static let words: [UInt64: EnglishHolidayWord] = {
        var table: [UInt64: EnglishHolidayWord] = [:]
        func add(_ words: [String], _ value: EnglishHolidayWord) {
            for word in words { table[EnglishWord.code(word)] = value }
        }
        add(["easter"], .easter)
        add(["mother", "mothers", "mom", "moms"], .mother)
        add(["father", "fathers", "dad", "dads"], .father)
        add(["memorial"], .memorial)
        add(["labor", "labour"], .labor)
        add(["mlk"], .mlk)
        add(["martin"], .martin)
        add(["luther"], .luther)
        add(["king", "kings"], .king)
        add(["jr"], .jr)
        add(["presidents", "president", "presidents"], .presidents)
        add(["columbus"], .columbus)
        add(["veterans", "veteran"], .veterans)
        add(["election"], .election)
        add(["good"], .good)
        add(["palm"], .palm)
        add(["ash"], .ash)
        add(["black"], .black)
        add(["cyber"], .cyber)
        add(["boxing"], .boxing)
        add(["saint", "st"], .saint)
        add(["patrick", "patricks", "paddy", "paddys", "patty", "pattys"], .patrick)
        add(["april"], .april)
        add(["fools", "fool"], .fools)
        add(["cinco"], .cinco)
        add(["de"], .de)
        add(["mayo"], .mayo)
        add(["juneteenth"], .juneteenth)
        add(["groundhog"], .groundhog)
        add(["singles", "single"], .singles)
        add(["tomb"], .tomb)
        add(["sweeping"], .sweeping)
        add(["qingming", "chingming"], .qingming)
        add(["qixi"], .qixi)
        add(["dragon"], .dragon)
        add(["boat"], .boat)
        add(["lantern"], .lantern)
        add(["double"], .double)
        add(["ninth"], .ninth)
        add(["eleven"], .eleven)
        add(["spring"], .spring)
        add(["moon", "mooncake"], .moon)
        add(["nye"], .nye)
        add(["turkey"], .turkey)
        add(["fourth"], .fourth)
        add(["july"], .july)
        add(["new"], .new)
        add(["year", "years"], .year)
        add(["eve"], .eve)
        add(["day"], .day)
        add(["festival"], .festival)
        add(["christmas", "xmas"], .christmas)
        add(["halloween"], .halloween)
        add(["valentine", "valentines"], .valentine)
        add(["thanksgiving"], .thanksgiving)
        add(["independence"], .independence)
        add(["chinese"], .chinese)
        add(["lunar"], .lunar)
        add(["mid"], .mid)
        add(["autumn"], .autumn)
        add(["weekend"], .weekend)
        add(["week"], .week)
        add(["s"], .s)
        add(["maundy"], .maundy)
        add(["holy"], .holy)
        add(["shrove"], .shrove)
        add(["pancake"], .pancake)
        add(["mardi"], .mardi)
        add(["gras"], .gras)
        add(["trinity"], .trinity)
        add(["corpus"], .corpus)
        add(["christi"], .christi)
        add(["pentecost"], .pentecost)
        add(["whit"], .whit)
        add(["whitsun", "whitsunday"], .whitsun)
        add(["earth"], .earth)
        return table
    }()
}

extension TimeGrammar {
    private static let texas: Set<UInt64> = Set(["tx", "texas"].map(EnglishWord.code))
    /// Words before a name that make it a place ("in corpus christi", "flying to …").
    private static let placeWords: Set<String> = [
        "in", "to", "at", "from", "near", "visit", "visiting", "around", "downtown",
    ]

    /// A holiday at `i` with its year, shift or span, or `nil`.
    func englishHoliday(at i: Int) -> Match? {
        if let name = holidayName(at: i) { return holidayRest(name.holiday, year: nil, start: i, end: name.end) }
        var count = 1
        var position = i
        if let number = TimeNumber.read(s, at: i), number.arabicDigits > 0 {
            // 4th of July.
            if number.value == 4, number.arabicDigits == 1, has(number.end, "t", "h"),
                let of = nextWord(after: number.end + 2), of.word == .of,
                let july = holidayWord(after: of.end), july.word == .july
            {
                return holidayRest(.independenceDay, year: nil, start: i, end: july.end)
            }
            count = number.value
            position = number.end
        } else {
            guard let (word, end) = englishWord(at: i) else { return nil }
            switch word {
            case .the:
                guard has(end, " ") else { return nil }
                // `the` stays out of the span, as `at` and `on` do (the Lantern Festival).
                if let name = holidayName(at: end + 1) {
                    return holidayRest(name.holiday, year: nil, start: end + 1, end: name.end)
                }
                if let fourth = holidayWord(at: end + 1), fourth.word == .fourth, isTheFourth(after: fourth.end) {
                    return holidayRest(.independenceDay, year: nil, start: i, end: fourth.end)
                }
                return holidayShift(count: 1, start: i, at: end + 1)
            case .next, .last, .this:
                guard has(end, " "), let name = holidayName(at: end + 1) else { return nil }
                if word == .this { return holidayRest(name.holiday, year: .relative(0), start: i, end: name.end) }
                // next Easter / last Easter: the first one after today / the latest one before it.
                let shift = HolidayShift(days: 0, side: word == .next ? 1 : -1)
                return Match(
                    component: .day(.holidayShifted(name.holiday, year: nil, shift: shift)), start: i, end: name.end)
            case .number(let value): count = value
            case .a: count = 1
            case .weekday, .unit(.day): return holidayShift(count: 1, start: i, at: i)
            default: return nil
            }
            position = end
        }
        guard has(position, " ") else { return nil }
        return holidayShift(count: count, start: i, at: position + 1)
    }

    /// `[N] day(s) | week(s) | <weekday>` then `before`/`after` then a holiday, at `index`.
    private func holidayShift(count: Int, start: Int, at index: Int) -> Match? {
        guard let (unit, unitEnd) = englishWord(at: index), let link = nextWord(after: unitEnd),
            link.word == .before || link.word == .after, has(link.end, " ")
        else { return nil }
        let sign = link.word == .after ? 1 : -1
        var nameStart = link.end + 1
        if let the = englishWord(at: nameStart), the.word == .the, has(the.end, " ") { nameStart = the.end + 1 }
        guard let name = holidayName(at: nameStart) else { return nil }
        let shift: HolidayShift
        switch unit {
        case .unit(.day): shift = HolidayShift(days: sign * count)
        case .unit(.week): shift = HolidayShift(days: sign * count * 7)
        case .weekday(let weekday): shift = HolidayShift(days: sign * count, weekday: weekday)
        default: return nil
        }
        let (year, end) = holidayYear(after: name.end)
        return Match(
            component: .day(.holidayShifted(name.holiday, year: year, shift: shift)), start: start, end: end)
    }

    /// After a holiday name: a year (`2028`, `next year`), then `weekend` or `week` (a span).
    private func holidayRest(_ holiday: Holiday, year given: YearSpec?, start: Int, end nameEnd: Int) -> Match {
        var (year, end) = (given, nameEnd)
        if year == nil { (year, end) = holidayYear(after: end) }
        if let next = holidayWord(after: end) {
            // "halloween weekend 2021": the year may follow the span.
            var (spanYear, spanEnd) = (year, next.end)
            if spanYear == nil { (spanYear, spanEnd) = holidayYear(after: next.end) }
            switch next.word {
            case .weekend:
                return Match(
                    component: .period(.holidaySpan(holiday, year: spanYear, span: .weekend)), start: start,
                    end: spanEnd)
            case .week:
                return Match(
                    component: .period(.holidaySpan(holiday, year: spanYear, span: .week)), start: start, end: spanEnd)
            default: break
            }
        }
        return Match(component: .day(.holiday(holiday, year: year)), start: start, end: end)
    }

    /// ` 2028`, ` next year`, ` this year`, ` last year` after `end`.
    private func holidayYear(after end: Int) -> (YearSpec?, Int) {
        // "fourth of july, 1995".
        if has(end, ","), has(end + 1, " "), let number = TimeNumber.read(s, at: end + 2), number.arabicDigits == 4,
            (1900...2100).contains(number.value), !Self.isASCIIAlphanumeric(at(number.end)), at(number.end) != ":"
        {
            return (.absolute(number.value), number.end)
        }
        guard has(end, " ") else { return (nil, end) }
        // "thanksgiving of next year", "memorial day of 2025".
        if let of = nextWord(after: end), of.word == .of, has(of.end, " ") {
            let (year, yearEnd) = holidayYear(after: of.end)
            if year != nil { return (year, yearEnd) }
        }
        if let number = TimeNumber.read(s, at: end + 1), number.arabicDigits == 4, (1900...2100).contains(number.value),
            !Self.isASCIIAlphanumeric(at(number.end)), at(number.end) != ":"
        {
            return (.absolute(number.value), number.end)
        }
        if let which = nextWord(after: end), let year = nextWord(after: which.end), year.word == .unit(.year) {
            switch which.word {
            case .next: return (.relative(1), year.end)
            case .last: return (.relative(-1), year.end)
            case .this: return (.relative(0), year.end)
            default: break
            }
        }
        return (nil, end)
    }

    /// `the Fourth` alone is the Fourth of July only at the end of a clause, before a word
    /// that goes with the holiday (fireworks, party, parade, weekend, cookout, barbecue), or before
    /// its clock ("block party the fourth at 5pm", "the fourth 9pm").
    private func isTheFourth(after end: Int) -> Bool {
        if let of = nextWord(after: end), of.word == .of {
            return holidayWord(after: of.end)?.word == .july
        }
        guard has(end, " ") else { return true }
        if NumberReader.asciiDigit(at(end + 1)) != nil { return true }
        for word in Self.clockOpeners where s.count > end + word.count + 2 {
            if s[(end + 1)..<(end + 1 + word.count)].elementsEqual(word), s[end + 1 + word.count] == " ",
                NumberReader.asciiDigit(at(end + 2 + word.count)) != nil
            {
                return true
            }
        }
        guard Self.isASCIILetter(at(end + 1)) else { return true }
        var position = end + 1
        var code: UInt64 = 0
        while position < s.count, Self.isASCIILetter(s[position]), position - end <= 12 {
            code = code << 5 | UInt64(s[position].value - 0x60)
            position += 1
        }
        return Self.fourthCompanions.contains(code)
    }

    private static let clockOpeners = ["at", "from", "around", "by"].map { Array($0.unicodeScalars) }

    private static let fourthCompanions: Set<UInt64> = Set(
        ["fireworks", "firework", "party", "parade", "weekend", "cookout", "barbecue", "bbq", "picnic", "celebration"]
            .map(EnglishWord.code))

    // MARK: - Names

    /// The holiday word at `index` (which must start a word), or `nil`.
    private func holidayWord(at index: Int) -> (word: EnglishHolidayWord, end: Int)? {
        var code: UInt64 = 0
        var position = index
        while position < s.count, Self.isASCIILetter(s[position]) {
            guard position - index < 12 else { return nil }
            code = code << 5 | UInt64(s[position].value - 0x60)
            position += 1
        }
        guard position > index, NumberReader.asciiDigit(at(position)) == nil,
            let word = EnglishHolidayWord.table[code]
        else { return nil }
        return (word, position)
    }

    /// The holiday word after `end`, across one space, an apostrophe or a hyphen.
    private func holidayWord(after end: Int) -> (word: EnglishHolidayWord, end: Int)? {
        guard has(end, " ") || has(end, "'") || has(end, "-"), Self.isASCIILetter(at(end + 1)) else { return nil }
        return holidayWord(at: end + 1)
    }

    /// Past a possessive: `'s` or a bare `'` (`Presidents' Day`).
    private func possessive(_ end: Int) -> Int {
        guard has(end, "'") else { return end }
        return has(end + 1, "s") && !Self.isASCIILetter(at(end + 2)) ? end + 2 : end + 1
    }

    /// The holiday name starting at `index`: the holiday and where the name ends (a trailing
    /// `Day`, `Festival` or `Sunday` included).
    fileprivate func holidayName(at index: Int) -> (holiday: Holiday, end: Int)? {
        guard Self.isASCIILetter(at(index)), !Self.isASCIIAlphanumeric(at(index - 1)),
            let (word, end) = holidayWord(at: index)
        else { return nil }
        /// `holiday`, taking a following `Day` or `Festival` (after a possessive) when `required`
        /// is false, and only with one when it is true.
        func name(_ holiday: Holiday, _ end: Int, dayRequired: Bool = false) -> (Holiday, Int)? {
            let stop = possessive(end)
            if let next = holidayWord(after: stop), next.word == .day || next.word == .festival {
                return (holiday, next.end)
            }
            if has(stop, " "), let next = englishWord(at: stop + 1), next.word == .unit(.day) {
                return (holiday, next.end)
            }
            return dayRequired ? nil : (holiday, end)
        }
        func then(_ expected: EnglishHolidayWord, from end: Int) -> Int? {
            guard let next = holidayWord(after: end), next.word == expected else { return nil }
            return next.end
        }
        func weekdayAfter(_ end: Int) -> Int? {
            guard let next = nextWord(after: end), case .weekday(let weekday) = next.word else { return nil }
            return weekday
        }
        func nextWeekdayEnd(_ end: Int) -> Int { nextWord(after: end)?.end ?? end }
        switch word {
        case .easter:
            switch weekdayAfter(end) {
            case 7: return name(.easter(days: 0), nextWeekdayEnd(end))
            case 1: return (.easter(days: 1), nextWeekdayEnd(end))
            default: return name(.easter(days: 0), end)
            }
        case .mother: return name(.nthWeekday(month: 5, weekday: 7, nth: 2, days: 0), end, dayRequired: true)
        case .father: return name(.nthWeekday(month: 6, weekday: 7, nth: 3, days: 0), end, dayRequired: true)
        case .memorial: return name(.nthWeekday(month: 5, weekday: 1, nth: -1, days: 0), end, dayRequired: true)
        case .labor: return name(.nthWeekday(month: 9, weekday: 1, nth: 1, days: 0), end, dayRequired: true)
        case .mlk: return name(.nthWeekday(month: 1, weekday: 1, nth: 3, days: 0), end, dayRequired: true)
        case .martin:
            guard let luther = then(.luther, from: end), let king = then(.king, from: luther) else { return nil }
            var stop = king
            if let jr = then(.jr, from: stop) { stop = has(jr, ".") ? jr + 1 : jr }
            return name(.nthWeekday(month: 1, weekday: 1, nth: 3, days: 0), stop, dayRequired: true)
        case .presidents: return name(.nthWeekday(month: 2, weekday: 1, nth: 3, days: 0), end, dayRequired: true)
        case .columbus: return name(.nthWeekday(month: 10, weekday: 1, nth: 2, days: 0), end, dayRequired: true)
        case .veterans: return name(.fixed(month: 11, day: 11), end, dayRequired: true)
        // The Tuesday after the first Monday of November.
        case .election: return name(.nthWeekday(month: 11, weekday: 1, nth: 1, days: 1), end, dayRequired: true)
        case .groundhog: return name(.fixed(month: 2, day: 2), end, dayRequired: true)
        case .boxing: return name(.fixed(month: 12, day: 26), end, dayRequired: true)
        case .turkey: return name(.thanksgiving, end, dayRequired: true)
        case .singles: return name(.fixed(month: 11, day: 11), end, dayRequired: true)
        case .good: return weekdayAfter(end) == 5 ? (.easter(days: -2), nextWeekdayEnd(end)) : nil
        case .palm: return weekdayAfter(end) == 7 ? (.easter(days: -7), nextWeekdayEnd(end)) : nil
        case .ash: return weekdayAfter(end) == 3 ? (.easter(days: -46), nextWeekdayEnd(end)) : nil
        // The days of Holy Week and after Easter, counted from it.
        case .maundy: return weekdayAfter(end) == 4 ? (.easter(days: -3), nextWeekdayEnd(end)) : nil
        case .holy:
            switch weekdayAfter(end) {
            case 4: return (.easter(days: -3), nextWeekdayEnd(end))
            case 6: return (.easter(days: -1), nextWeekdayEnd(end))
            default: return nil
            }
        case .shrove: return weekdayAfter(end) == 2 ? (.easter(days: -47), nextWeekdayEnd(end)) : nil
        case .pancake: return name(.easter(days: -47), end, dayRequired: true)
        case .mardi:
            guard let gras = then(.gras, from: end) else { return nil }
            return name(.easter(days: -47), gras)
        case .trinity: return weekdayAfter(end) == 7 ? (.easter(days: 56), nextWeekdayEnd(end)) : nil
        case .corpus:
            // Corpus Christi, Texas: not after a word of place ("in corpus christi"), nor before tx/texas.
            guard let christi = then(.christi, from: end),
                wordBefore(start: index).map(Self.placeWords.contains) != true
            else { return nil }
            let state = [christi + 1, christi + 2].compactMap { wordCode(at: $0)?.code }
            if has(christi, " ") || has(christi, ","), state.contains(where: Self.texas.contains) { return nil }
            return name(.easter(days: 60), christi)
        case .pentecost: return name(.easter(days: 49), end)
        case .whit: return weekdayAfter(end) == 7 ? (.easter(days: 49), nextWeekdayEnd(end)) : nil
        case .whitsun: return name(.easter(days: 49), end)
        case .earth: return name(.fixed(month: 4, day: 22), end, dayRequired: true)
        case .black:
            return weekdayAfter(end) == 5
                ? (.nthWeekday(month: 11, weekday: 4, nth: 4, days: 1), nextWeekdayEnd(end)) : nil
        case .cyber:
            return weekdayAfter(end) == 1
                ? (.nthWeekday(month: 11, weekday: 4, nth: 4, days: 4), nextWeekdayEnd(end)) : nil
        case .saint:
            let stop = has(end, ".") ? end + 1 : end
            guard let patrick = then(.patrick, from: stop) else { return nil }
            return name(.fixed(month: 3, day: 17), patrick)
        case .april:
            guard let fools = then(.fools, from: end) else { return nil }
            return name(.fixed(month: 4, day: 1), fools)
        case .cinco:
            guard let de = then(.de, from: end), let mayo = then(.mayo, from: de) else { return nil }
            return (.fixed(month: 5, day: 5), mayo)
        case .juneteenth: return name(.fixed(month: 6, day: 19), end)
        case .tomb:
            guard let sweeping = then(.sweeping, from: end) else { return nil }
            return name(.qingming, sweeping)
        case .qingming: return name(.qingming, end)
        case .qixi: return name(.qixi, end)
        case .dragon:
            guard let boat = then(.boat, from: end) else { return nil }
            return name(.dragonBoat, boat)
        case .lantern: return name(.lanternFestival, end, dayRequired: true)
        case .double:
            if let ninth = then(.ninth, from: end) { return name(.doubleNinth, ninth) }
            if let eleven = then(.eleven, from: end) { return name(.fixed(month: 11, day: 11), eleven) }
            return nil
        case .spring: return name(.springFestival, end, dayRequired: true)
        case .moon: return name(.midAutumn, end, dayRequired: true)
        case .nye: return (.newYearsEve, end)
        case .fourth:
            guard let of = nextWord(after: end), of.word == .of, let july = then(.july, from: of.end) else {
                return nil
            }
            return (.independenceDay, july)
        case .christmas:
            if let eve = then(.eve, from: end) { return (.christmasEve, eve) }
            return name(.christmas, end)
        case .halloween: return name(.halloween, end)
        case .valentine: return name(.valentinesDay, possessive(end))
        case .thanksgiving: return name(.thanksgiving, end)
        case .independence: return name(.independenceDay, end, dayRequired: true)
        case .new: return newYear(after: end, lunar: false)
        case .chinese, .lunar:
            guard let new = then(.new, from: end) else { return nil }
            return newYear(after: new, lunar: true)
        case .mid:
            guard let autumn = then(.autumn, from: end) else { return nil }
            return name(.midAutumn, autumn)
        default:
            return nil
        }
    }

    /// After `new` (and `chinese`/`lunar`): `year`, `year's`, `years`, then `eve` or `day`.
    private func newYear(after end: Int, lunar: Bool) -> (Holiday, Int)? {
        guard let year = holidayWord(after: end), year.word == .year else { return nil }
        let stop = possessive(year.end)
        if let eve = holidayWord(after: stop), eve.word == .eve {
            return (lunar ? .lunarNewYearsEve : .newYearsEve, eve.end)
        }
        if let day = holidayWord(after: stop), day.word == .day || day.word == .festival {
            return (lunar ? .springFestival : .newYearsDay, day.end)
        }
        return (lunar ? .springFestival : .newYearsDay, year.end)
    }
}

extension TimeRecognizer {
    /// Whether `range` (original scalars) is an English holiday name that also names the thing
    /// after it — `Halloween party`, `Thanksgiving groceries`, `Christmas Eve service` — rather than
    /// only the time (`on Black Friday`, `Easter Sunday at 10am`): a title or note keeps it.
    static func isHolidayModifier(_ range: Range<Int>, in text: NormalizedText) -> Bool {
        guard let lower = text.origins.firstIndex(of: range.lowerBound) else { return false }
        let grammar = TimeGrammar(s: text.scalars)
        guard let found = grammar.holidayName(at: lower), found.end < text.scalars.count,
            text.origins[found.end - 1] + 1 == range.upperBound
        else { return false }
        // "new year's service": the name's possessive before the thing it names.
        var name = found
        if grammar.has(name.end, "'", "s") || grammar.has(name.end, "’", "s") { name.end += 2 }
        guard grammar.has(name.end, " "), TimeGrammar.isASCIILetter(grammar.at(name.end + 1)),
            grammar.englishWord(at: name.end + 1) == nil
        else { return false }
        // A name that says "Day" (Valentine's Day, MLK Day, Father's Day) is when, not what:
        // "Valentine's Day dinner reservation" is a dinner reservation; "Halloween party" keeps it.
        if name.end >= 3, text.scalars[(name.end - 3)..<name.end].elementsEqual("day".unicodeScalars) { return false }
        // "juneteenth take my nephew to the zoo": a verb after the name starts what is done that day.
        var verbEnd = name.end + 1
        while verbEnd < text.scalars.count, TimeGrammar.isASCIILetter(grammar.at(verbEnd)) { verbEnd += 1 }
        var verb: UInt64 = 0
        for index in (name.end + 1)..<verbEnd { verb = verb << 5 | UInt64(text.scalars[index].value - 0x60) }
        if verbsAfterAHoliday.contains(verb) { return false }
        // A preposition before the name makes it the time (`on Halloween`, `for Thanksgiving`).
        var start = lower - 1
        if grammar.has(start, " ") { start -= 1 }
        var wordStart = start
        while wordStart > 0, TimeGrammar.isASCIILetter(grammar.at(wordStart - 1)) { wordStart -= 1 }
        guard start >= 0, TimeGrammar.isASCIILetter(grammar.at(start)) else { return true }
        var code: UInt64 = 0
        for index in wordStart...start { code = code << 5 | UInt64(text.scalars[index].value - 0x60) }
        return !timePrepositions.contains(code)
    }

    /// Verbs that start what is done on a holiday said first ("christmas eve drive to mom's").
    private static let verbsAfterAHoliday: Set<UInt64> = Set(
        [
            "take", "go", "visit", "call", "bring", "pick", "drive", "fly", "watch", "see", "do", "have", "make",
            "meet", "buy", "get", "cook", "host", "head", "run", "clean", "decorate", "order", "book", "send",
            "deliver", "drop", "finish", "ship", "mail", "pay", "start", "walk", "help", "wrap", "work", "shop",
        ]
        .map(EnglishWord.code))

    private static let timePrepositions: Set<UInt64> = Set(
        [
            "on", "at", "for", "by", "until", "till", "before", "after", "over", "during", "since", "this", "next",
            "last",
        ]
        .map(EnglishWord.code))
}

/// More of what makes a bare number money, and English idioms of amounts:
///
/// - the next item after it (`门票120 停车20`, `movie 14 popcorn 8`), or `的` and an item
///   (`一百五的衣服`, `三千五的房租`);
/// - a list of amounts going on (`…, and 22 back`, `plus 25 parking`);
/// - English verbs with a person between (`lent Sam 50`), `for` after buying or selling
///   (`bought 2 tickets for 90`), `was` after an item (`the flight on 1/8 was 420`);
/// - `half a grand` (500), `a quarter million`, `a couple hundred`, `one point five million`,
///   `seventy-two fifty for the groceries` (72.50, said as a price);
/// - not after a month's name (`Jan 15 rent 1900`).
extension MoneyRecognizer {
    // MARK: - Around a bare number

    /// Whether an item of ``CategoryLexicon/standard`` starts right after `end` (after at most one
    /// space): the amount ends where the next item begins. In English only after a price-like
    /// number (10 or more, or with cents): `book 2 tickets` is a count.
    func itemAfter(_ s: [Unicode.Scalar], number: NumberMatch, end: Int) -> Bool {
        guard end < s.count else { return false }
        let position = s[end] == " " ? end + 1 : end
        guard position < s.count, let length = CategoryLexicon.standard.wordLength(startingAt: position, in: s) else {
            return false
        }
        // 一包, 一盒: a count and its measure word (包 is a bag too), not a price and its item.
        if length == 1, Self.isMeasureWord(s[position]), number.chinese { return false }
        if s[position].value >= 0x80 { return true }
        guard position > end else { return false }
        // "sold 35 jars at $14 a jar": a count of things, not a price.
        if let word = Self.wordAt(position, in: s), let code = EnglishNumberWords.code(s, word),
            Self.countNouns.contains(code)
        {
            return false
        }
        return number.hasFraction || number.fixed?.isLess(than: FixedDecimal(10)) == false
    }

    /// A number that opens the message with what it paid for after it: `45.5 外卖`, `45.50
    /// takeout`, `220 for New Year's Eve comedy show tickets` (`for`, then an item within six words).
    func opensWithItem(_ s: [Unicode.Scalar], number: NumberMatch, start: Int, end: Int) -> Bool {
        guard s[..<start].allSatisfy({ $0 == " " }) else { return false }
        if itemAfter(s, number: number, end: end) {
            // 7.15退休金到账5230: a month and day (m.dd) before the item, when its price comes later.
            if number.hasFraction, Self.looksLikeMonthDay(s[start..<end]),
                s[end...].contains(where: { NumberReader.asciiDigit($0) != nil })
            {
                return false
            }
            // 5.25 防水验收: a month and day before something that happens on it, not a price.
            if number.hasFraction, Self.looksLikeMonthDay(s[start..<end]),
                RequestShape.contains(Array(s[end...]), Self.happeningWords)
            {
                return false
            }
            if number.chinese || s[end...].contains(where: NumberReader.isCJK) { return true }
            // In English a short message, and not a count ("12 eggs please", "100 gift boxes 26") or a
            // year ("2027 taxes 4000"): a price with cents, or a whole 20 to 1899, with no price after.
            guard s[end...].split(separator: " ").count <= 3,
                !s[end...].contains(where: { NumberReader.asciiDigit($0) != nil })
            else { return false }
            if number.hasFraction { return true }
            guard let whole = number.integer else { return false }
            return (20..<1900).contains(whole)
        }
        guard !number.chinese, Self.forFollows(s, at: end) else { return false }
        var position = end + 5
        for _ in 0..<6 {
            if CategoryLexicon.standard.wordLength(startingAt: position, in: s) != nil { return true }
            guard let word = Self.wordAt(position, in: s) else { return false }
            position = word.upperBound
            while position < s.count, s[position] == " " || s[position] == "'" { position += 1 }
        }
        return false
    }

    /// Words for something that happens on a day (an inspection, a meeting), not something bought.
    static let happeningWords = RequestShape.Cues([
        "验收", "开会", "会议", "面试", "预约", "见面", "上门", "量房", "inspection", "meeting", "appointment", "walkthrough",
        // 2.18 药师证复审, 12.10 药师考试: exams, renewals, check-ups and deadlines.
        "考试", "复审", "年审", "年检", "复查", "复诊", "体检", "截止", "到期", "出发", "开学", "交稿", "路演", "培训", "讲座", "婚礼",
        "路考", "科目", "考", "出海", "试驾", "演出", "汇报", "比赛", "来人", "上课", "开营", "结营",
        "exam", "deadline", "renewal", "due",
        // 6.15 学校组织去科技馆: an outing.
        "组织", "参加", "活动", "去",
    ])

    /// Whether `digits` read as a month and a day: `7.15`, `12.3` (1–12, a dot, 1–31).
    static func looksLikeMonthDay(_ digits: ArraySlice<Unicode.Scalar>) -> Bool {
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), (1...2).contains(parts[1].count),
            let month = Int(String(String.UnicodeScalarView(parts[0]))),
            let day = Int(String(String.UnicodeScalarView(parts[1])))
        else { return false }
        return (1...12).contains(month) && (1...31).contains(day)
    }

    /// Two or more items set off by commas (after a heading and a colon, if any), each ending in a
    /// bare number, are a list of prices whatever the items are: "preorders: robot vacuum 50,
    /// dishwasher 75", "Halloween costume 45, candy for trick-or-treaters 28", 扫地机 100，洗碗机 200.
    /// Not labels (room 301, gate 12) or clocks (at 5).
    func endsPricedList(_ s: [Unicode.Scalar], start: Int, end: Int) -> Bool {
        func isBreak(_ scalar: Unicode.Scalar) -> Bool { ",，、;；\n".unicodeScalars.contains(scalar) }
        var after = end
        while after < s.count, s[after] == " " || s[after] == "." { after += 1 }
        guard after == s.count || isBreak(s[after]) else { return false }
        let lower = (s[..<start].lastIndex(where: { $0 == ":" || $0 == "：" }) ?? -1) + 1
        var items = 0
        for segment in s[lower...].split(whereSeparator: isBreak) {
            var digitsEnd = segment.endIndex
            while digitsEnd > segment.startIndex, segment[digitsEnd - 1] == " " || segment[digitsEnd - 1] == "." {
                digitsEnd -= 1
            }
            var digitsStart = digitsEnd
            while digitsStart > segment.startIndex,
                NumberReader.asciiDigit(segment[digitsStart - 1]) != nil || segment[digitsStart - 1] == "."
            {
                digitsStart -= 1
            }
            guard digitsStart < digitsEnd, digitsStart > segment.startIndex else { return false }
            var before = segment[digitsStart - 1]
            if before == " ", digitsStart - 2 >= segment.startIndex, NumberReader.isCJK(segment[digitsStart - 2]) {
                before = segment[digitsStart - 2]  // 扫地机 100
            }
            if before == " " {
                // Dec 27, 28 and 29: days of a month.
                guard let word = Self.word(endingAt: digitsStart - 1, in: s), !Self.monthBefore(s, start: digitsStart)
                else { return false }
                if let code = EnglishNumberWords.code(s, word), Self.labels.contains(code) || code == Self.andCode {
                    return false
                }
            } else if !NumberReader.isCJK(before) || NumberReader.chineseDigit(before) != nil
                || Self.chineseLabels.contains(before)
            {
                return false
            }
            items += 1
        }
        return items >= 2
    }

    /// `一百五的衣服`, `三千五的房租`, `八千八百八十八的大红包`: `的`, then within three ideographs an
    /// item or a money noun.
    func itemAfterDe(_ s: [Unicode.Scalar], end: Int) -> Bool {
        guard end < s.count, s[end] == "的" else { return false }
        var position = end + 1
        while position < s.count, position <= end + 3, NumberReader.isCJK(s[position]) {
            if CategoryLexicon.standard.wordLength(startingAt: position, in: s) != nil
                || MoneyCues.chineseCueAfter(s, start: position)
            {
                return true
            }
            position += 1
        }
        return MoneyCues.moneyNounAt(s, start: end + 1)
    }

    /// A list of amounts going on: after an earlier amount, a joining word or mark right before
    /// this number (`,`, `、`, `和`, `加`, `and`, `plus`).
    func continuesAmounts(_ s: [Unicode.Scalar], start: Int, floor: Int) -> Bool {
        guard floor > 0 else { return false }
        var position = start
        while position > floor, s[position - 1] == " " { position -= 1 }
        guard position > floor else { return false }
        // 1.000,00 and 1,50,000 are one number: a comma between digits joins nothing.
        if s[position - 1] == ",", position == start, position >= 2, NumberReader.asciiDigit(s[position - 2]) != nil {
            return false
        }
        switch s[position - 1] {
        case ",", "、", ";", "和", "加", "跟", "&", "+": return true
        default: break
        }
        guard let word = Self.word(endingAt: position, in: s) else { return false }
        let code = EnglishNumberWords.code(s, word)
        return code == Self.andCode || code == Self.plusCode || code == Self.thenCode
    }

    /// English context before a bare number: a verb with a person between (`lent Sam 50`, `paid
    /// mom 200`), `for` after buying or selling (`sold my old phone for 800`), or `was` after an
    /// item (`yesterday's taxi was 26`).
    func englishContextBefore(_ s: [Unicode.Scalar], start: Int) -> Bool {
        guard start > 1, s[start - 1] == " ", let first = Self.word(endingAt: start - 1, in: s),
            let code = EnglishNumberWords.code(s, first)
        else { return false }
        // "got 50 from my sister": an amount got from someone.
        if code == Self.gotCode, let number = NumberReader.read(s, at: start), !number.chinese,
            s[number.range.upperBound...].starts(with: " from ".unicodeScalars)
        {
            return true
        }
        if Self.copulas.contains(code) {
            return CategoryLexicon.standard.containsWord(in: s, before: first.lowerBound)
        }
        var forWord = code == Self.forCode ? first : nil
        if forWord == nil, MoneyCues.englishRole(s, first) == .filler, first.lowerBound > 1,
            s[first.lowerBound - 1] == " ", let second = Self.word(endingAt: first.lowerBound - 1, in: s),
            EnglishNumberWords.code(s, second) == Self.forCode
        {
            forWord = second  // for about 800
        }
        if let forWord {
            var position = forWord.lowerBound
            while position > 0 {
                guard let word = Self.word(endingAt: position, in: s) else {
                    position -= 1
                    continue
                }
                if let verb = EnglishNumberWords.code(s, word), Self.buyingVerbs.contains(verb) { return true }
                position = word.lowerBound
            }
            return false
        }
        // lent Sam 50: one word (not a number or a unit) between the verb and the amount.
        guard EnglishNumberWords.word(s, first) == nil, first.lowerBound > 1, s[first.lowerBound - 1] == " ",
            let verb = Self.word(endingAt: first.lowerBound - 1, in: s),
            let verbCode = EnglishNumberWords.code(s, verb)
        else { return false }
        return Self.personVerbs.contains(verbCode)
    }

    /// `parking garage 24`, `birthday gift for mom 60`, `books on the 20th, 45`, `lunch with Sam,
    /// 27`: a number that ends the message, not right after a label (`room`, `page`) or a
    /// preposition, with an item among the four words before it.
    func lastAfterItem(_ s: [Unicode.Scalar], start: Int, end: Int) -> Bool {
        var after = end
        if after + 3 <= s.count, s[after..<after + 3].elementsEqual("ish".unicodeScalars),
            after + 3 == s.count || !EnglishNumberWords.isLetter(s[after + 3]),
            NumberReader.read(s, at: start)?.integer.map({ $0 > 12 }) == true  // 5ish is a clock
        {
            after += 3  // like 20ish
        }
        while after < s.count, s[after] == "." || s[after] == "!" || s[after] == " " { after += 1 }
        // "35 even", "120 flat", "64 total": a word that only closes the price.
        if let word = Self.wordAt(after, in: s), let code = EnglishNumberWords.code(s, word),
            Self.priceClosers.contains(code)
        {
            after = word.upperBound
            while after < s.count, s[after] == "." || s[after] == "!" || s[after] == " " { after += 1 }
        }
        // "paid the florist 600 on saturday", "favors 312 yesterday": the day after a price-sized number
        // (25 or more: no hour), and "parking 12 for 2 hours": how long it paid for.
        after = Self.afterDayOrLength(
            s, from: after,
            priceSized: NumberReader.read(s, at: start).map {
                $0.hasFraction || ($0.integer.map { $0 >= 25 && !(1900...2100).contains($0) } ?? false)
            } ?? false)
        // The last number of the text, or of an item in a list of them ("cab to work 24, coffee
        // 5", 打车到公司48，咖啡32): a comma and more numbers follow.
        let endsListItem =
            after < s.count && (s[after] == "," || s[after] == ";")
            && s[(after + 1)...].contains(where: { NumberReader.asciiDigit($0) != nil })
            && !Self.clockWordBefore(s, start: start)
        guard after == s.count || endsListItem, start > 1 else { return false }
        var position = start
        while position > 0, s[position - 1] == " " { position -= 1 }
        let afterComma = position > 0 && s[position - 1] == ","
        if afterComma { position -= 1 }
        while position > 0, s[position - 1] == " " { position -= 1 }
        // "Dec 21 through 24", "the 27, 28 and 29": the last day of a range or list of days.
        if let word = Self.word(endingAt: position, in: s), let code = EnglishNumberWords.code(s, word),
            Self.dateJoins.contains(code), NumberReader.read(s, at: start)?.integer.map({ $0 <= 31 }) ?? false,
            s[..<word.lowerBound].contains(where: { NumberReader.asciiDigit($0) != nil })
        {
            return false
        }
        // Written as prices are written (18.60, 4,250), it is the price of what the message names,
        // however far before: "Lyft home from the office 18.60", "my paycheck came in, 4,250".
        if Self.writtenAsPrice(s[start..<end]), CategoryLexicon.standard.containsWord(in: s, before: start) {
            return true
        }
        if position > 0, NumberReader.isCJK(s[position - 1]) {
            // 下午2点半打车回家42: an item within four ideographs, not a label (2号楼, 3层).
            if Self.chineseLabels.contains(s[position - 1]) { return false }
            // 玫瑰20支 700, 月季苗20棵 700: a count of things, then a space and their price.
            if position >= 2, position < start, Self.isMeasureWord(s[position - 1]), s[position - 1] != "次",
                NumberReader.asciiDigit(s[position - 2]) != nil, after == s.count,
                let read = NumberReader.read(s, at: start), !read.chinese,
                read.hasFraction || (read.integer.map { (10..<1_000_000).contains($0) } ?? false)
            {
                return true
            }
            var end = position
            while end > 0, position - end < 5, NumberReader.isCJK(s[end - 1]),
                NumberReader.chineseDigit(s[end - 1]) == nil
            {
                if CategoryLexicon.standard.hasWord(endingAt: end, in: s) { return true }
                end -= 1
            }
            // 给妈买了蛋白粉 两罐 398, 维修师傅换马桶 连工带料 720, 电费 2号房 318: a price-sized number
            // set off by a space at the end, after words that name what was bought or paid.
            return position < start && !afterComma && after == s.count && Self.chinesePriceAtEnd(s, start: start)
        }
        // "dinner for 4": a party of 1 to 12, not a price (a buying verb before `for` is read
        // elsewhere: "sold it for 8").
        if position == start - 1, let word = Self.word(endingAt: position, in: s),
            EnglishNumberWords.code(s, word) == Self.forCode, let count = NumberReader.read(s, at: start),
            !count.hasFraction, count.integer.map({ $0 <= 12 }) == true
        {
            return false
        }
        // "costco run 346", "grocery run 80": an errand to where money is spent, then its price.
        if !afterComma, let word = Self.word(endingAt: position, in: s),
            EnglishNumberWords.code(s, word) == Self.runCode,
            word.lowerBound > 1, s[word.lowerBound - 1] == " ",
            CategoryLexicon.standard.hasWord(endingAt: word.lowerBound - 1, in: s)
        {
            return true
        }
        // A label stands right before its number ("room 405"); "the check came in, 800" has a comma.
        // "uber for the group 58", "pizza for the team 40": people the money was for, not a number.
        if !afterComma, let word = Self.word(endingAt: position, in: s), let code = EnglishNumberWords.code(s, word),
            (Self.labels.contains(code) && !Self.peopleAfterThe(word, code: code, in: s))
                || (word.count <= 2 && word.lowerBound > 0 && s[word.lowerBound - 1] == " "
                    && !CategoryLexicon.standard.hasWord(endingAt: position, in: s)
                    && !Self.termAfterCount(word, code: code, in: s))
        {
            return false  // room 405, flight UA 857
        }
        var counted = 0
        while counted < 4 {
            guard position > 0 else { break }
            if CategoryLexicon.standard.hasWord(endingAt: position, in: s) { return true }
            // The word before: letters or digits, across one space or an apostrophe.
            var wordStart = position
            while wordStart > 0, TextResidue.isLetter(s[wordStart - 1]) || s[wordStart - 1] == "'" { wordStart -= 1 }
            guard wordStart < position, wordStart > 1, s[wordStart - 1] == " " || s[wordStart - 1] == "," else {
                break
            }
            // 提前买了个 Switch 1999: a Chinese money verb before the English name of what was bought.
            if NumberReader.isCJK(s[wordStart - 2]) { return MoneyCues.chineseCueBefore(s, end: wordStart - 1) }
            // "movies the day before yesterday, 30", "flowers Sunday 65": the day words between the
            // item and its price do not count.
            if !(EnglishNumberWords.code(s, wordStart..<position).map(Self.dayWords.contains) ?? false) {
                counted += 1
            }
            position = wordStart - 1
            while position > 0, s[position - 1] == " " || s[position - 1] == "," { position -= 1 }
        }
        // The message ends in a price-sized number after words of its own ("saturday bowling with
        // the kids 64", "freelance check came in, 800"): 10 or more, or with cents.
        guard after == s.count, let read = NumberReader.read(s, at: start), !read.chinese,
            read.hasFraction
                || (read.integer.map { (10..<100_000).contains($0) && !(1900...2100).contains($0) } ?? false)
        else { return false }
        let words = s[..<start].split(separator: " ").filter { $0.contains(where: EnglishNumberWords.isLetter) }
        guard words.count >= 2, !s[..<start].contains(where: NumberReader.isCJK) else { return false }
        // Not a head count ("party for 30") or an event's minutes ("meeting with bob 30"); not the
        // last day of a range or list of dates ("Dec 21 through 24", "Dec 27, 28 and 29").
        if let last = words.last, let code = EnglishNumberWords.code(s, last.startIndex..<last.endIndex) {
            if code == Self.forCode { return false }
            if Self.dateJoins.contains(code), read.integer.map({ $0 <= 31 }) ?? false { return false }
        }
        if s[..<start].last(where: { $0 != " " }) == "-" || s[..<start].last(where: { $0 != " " }) == "," {
            if read.integer.map({ $0 <= 31 }) ?? false { return false }
        }
        // "sold a 10 session package today 750": a money verb says the number is what changed hands.
        if words.contains(where: { word in
            EnglishNumberWords.code(s, word.startIndex..<word.endIndex).map(Self.moneyVerbs.contains) ?? false
        }) {
            return true
        }
        // "cold room repair 350": work charged for, right before the number.
        if let last = words.last, let code = EnglishNumberWords.code(s, last.startIndex..<last.endIndex),
            Self.chargedWork.contains(code)
        {
            return true
        }
        return !words.contains { word in
            EnglishNumberWords.code(s, word.startIndex..<word.endIndex).map(Self.notPricedBefore.contains) ?? false
        }
    }

    /// Whether a short word is a term or a measure after its count ("renewal 1 yr 380", "2 mo 90"): what
    /// the price is for, not a label before a number.
    private static func termAfterCount(_ word: Range<Int>, code: UInt64, in s: [Unicode.Scalar]) -> Bool {
        guard shortTerms.contains(code), word.lowerBound >= 2 else { return false }
        return NumberReader.asciiDigit(s[word.lowerBound - 2]) != nil
    }

    private static let shortTerms: Set<UInt64> = Set(
        ["yr", "mo", "wk", "hr", "ft", "oz", "lb", "kg"].map(EnglishNumberWords.code))

    /// Work that is charged for, which makes the number right after it a price.
    private static let chargedWork: Set<UInt64> = Set(
        ["repair", "repairs", "fix", "labor", "labour", "install", "installation", "replacement", "rental", "cleaning"]
            .map(EnglishNumberWords.code))

    /// Verbs of money changing hands.
    private static let moneyVerbs: Set<UInt64> = Set(
        ["sold", "paid", "spent", "bought", "earned", "charged", "owe", "owed", "cost", "costs"].map(
            EnglishNumberWords.code))

    private static let runCode = EnglishNumberWords.code("run")
    private static let gotCode = EnglishNumberWords.code("got")

    /// Whether the number at `start` is sized like a price (10 or more, not a year) and the words
    /// before it name an item or say a money verb (买, 花, 付, 交 …) anywhere.
    private static func chinesePriceAtEnd(_ s: [Unicode.Scalar], start: Int) -> Bool {
        guard let read = NumberReader.read(s, at: start), !read.chinese,
            read.hasFraction
                || (read.integer.map { (10..<1_000_000).contains($0) && !(1900...2100).contains($0) } ?? false)
        else { return false }
        if CategoryLexicon.standard.containsWord(in: s, before: start) { return true }
        return (1..<start).contains { MoneyCues.chineseCueBefore(s, end: $0) }
    }

    /// Words that join days of a month: "21 through 24", "27, 28 and 29".
    private static let dateJoins: Set<UInt64> = Set(
        ["through", "thru", "to", "till", "until", "and", "or", "til"].map(EnglishNumberWords.code))

    /// Words that keep a last number from being a price when no item word says it is one.
    private static let notPricedBefore: Set<UInt64> = Set(
        [
            "meeting", "meet", "call", "appointment", "appt", "interview", "standup", "sync", "party", "game",
            "match", "class", "session", "minutes", "mins", "people", "guests",
            // Measures and counts that end a sentence with a number.
            "temperature", "temp", "weigh", "weighs", "weighed", "weight", "score", "scored", "zip", "extension",
            "height", "heart", "rate", "steps", "blood", "pressure", "sugar", "glucose", "bmi", "reps", "sets",
            "laps", "pages", "miles", "km", "degrees", "points", "ranked", "votes", "old", "years", "aged", "age",
            "born", "grade", "apartment", "apt", "route", "room", "gate", "seat", "walked", "ran", "run", "drove",
            "biked", "cycled", "hiked", "swam", "rode", "population", "distance", "elevation", "altitude", "depth",
            "length", "width", "area", "size", "gauge",
        ].map(EnglishNumberWords.code))

    /// Words after a price that only close it: "35 even", "120 flat".
    /// Also the verbs of money arriving or leaving: "paycheck 2,980 hit, car payment 410 out".
    private static let priceClosers: Set<UInt64> = Set(
        [
            "even", "flat", "total", "altogether", "hit", "landed", "cleared", "deposited", "received", "arrived",
            "out",
            "in",
            // "parking ticket 65 ugh": a sigh after the price.
            "ugh", "lol", "smh", "oof", "yikes", "sigh", "ouch",
        ].map(EnglishNumberWords.code))

    /// Where the text goes on after day words ("on saturday", "yesterday") when `priceSized`, or a
    /// length ("for 2 hours"), that follow a price at `after`; `after` when none do.
    static func afterDayOrLength(_ s: [Unicode.Scalar], from after: Int, priceSized: Bool) -> Int {
        var position = after
        var skipped = after
        while let word = wordAt(position, in: s) {
            let code = EnglishNumberWords.code(s, word)
            if priceSized, let code, dayWords.contains(code), code != theCode {
                position = word.upperBound
            } else if code == forCode, let count = NumberReader.read(s, at: word.upperBound + 1),
                let unit = wordAt(count.range.upperBound + 1, in: s),
                EnglishNumberWords.code(s, unit).map(lengthUnits.contains) == true
            {
                position = unit.upperBound
            } else {
                break
            }
            while position < s.count, s[position] == " " || s[position] == "." || s[position] == "!" { position += 1 }
            skipped = position
        }
        return skipped == s.count ? skipped : after
    }

    private static let theCode = EnglishNumberWords.code("the")
    private static let lengthUnits: Set<UInt64> = Set(
        ["hours", "hour", "hrs", "hr", "days", "day", "nights", "night", "minutes", "mins", "weeks", "months"].map(
            EnglishNumberWords.code))

    /// Words of a day said between an item and its price.
    private static let dayWords: Set<UInt64> = Set(
        [
            "today", "yesterday", "tonight", "the", "day", "before", "last", "this", "morning", "afternoon", "evening",
            "night", "weekend", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon",
            "tue", "tues", "wed", "weds", "thu", "thur", "thurs", "fri", "sat", "sun", "on",
        ].map(EnglishNumberWords.code))

    /// Whether digits are written as a price: two decimals (`18.60`) or thousands grouped by
    /// commas (`4,250`).
    static func writtenAsPrice(_ digits: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let mark = digits.lastIndex(where: { $0 == "." || $0 == "," }),
            digits[..<mark].contains(where: { NumberReader.asciiDigit($0) != nil }),
            digits[(mark + 1)...].allSatisfy({ NumberReader.asciiDigit($0) != nil })
        else { return false }
        return digits[mark] == "." ? digits.endIndex - mark == 3 : digits.endIndex - mark == 4
    }

    /// Whether `at`, `by`, `around` or `until` stands before `start`: a clock, not a price.
    static func clockWordBefore(_ s: [Unicode.Scalar], start: Int) -> Bool {
        guard start > 1, s[start - 1] == " ", let word = word(endingAt: start - 1, in: s),
            let code = EnglishNumberWords.code(s, word)
        else { return false }
        return clockWords.contains(code)
    }

    /// `45 for gas`, `12.50 for the cab`: a price followed by `for` and an item (10 or more, or
    /// with cents: `4 for dinner` counts people).
    func forItemAfter(_ s: [Unicode.Scalar], number: NumberMatch, end: Int) -> Bool {
        guard !number.chinese, number.hasFraction || number.fixed?.isLess(than: FixedDecimal(10)) == false,
            Self.forFollows(s, at: end)
        else { return false }
        // "got 480 for the water heater repair": money got or charged for a job, whatever it was.
        let start = number.range.lowerBound
        if start >= 2, s[start - 1] == " ", let previous = Self.word(endingAt: start - 1, in: s),
            let code = EnglishNumberWords.code(s, previous), Self.paidForVerbs.contains(code)
        {
            return true
        }
        var position = end + 5
        if let article = Self.wordAt(position, in: s), let code = EnglishNumberWords.code(s, article),
            Self.determiners.contains(code), article.upperBound < s.count, s[article.upperBound] == " "
        {
            position = article.upperBound + 1
        }
        return CategoryLexicon.standard.wordLength(startingAt: position, in: s) != nil
    }

    /// Verbs of money got or charged before "N for …".
    private static let paidForVerbs: Set<UInt64> = Set(
        ["got", "received", "made", "earned", "charged", "collected", "billed"].map(EnglishNumberWords.code))

    /// Whether an English money word stands anywhere before a price-sized number that ends the
    /// message, or is followed only by "for" and what it was for: "donation came in on the 1st
    /// 500", "venmo from the garcias yesterday 120 for walks". The day said between them is no
    /// part of the amount.
    static func moneyWordEarlier(_ s: [Unicode.Scalar], number: NumberMatch, start: Int, end: Int) -> Bool {
        // No hour of a clock (up to 24) and no year.
        guard !number.chinese,
            number.hasFraction || (number.integer.map { $0 >= 25 && !(1900...2100).contains($0) } ?? false)
        else { return false }
        if let previous = word(endingAt: start > 0 && s[start - 1] == " " ? start - 1 : start, in: s),
            let code = EnglishNumberWords.code(s, previous), clockPrepositions.contains(code)
        {
            return false  // "at 1530", "until 1800"
        }
        var after = end
        while after < s.count, s[after] == "." || s[after] == "!" || s[after] == " " { after += 1 }
        if after < s.count {
            guard forFollows(s, at: end), !s[(end + 5)...].contains(where: { NumberReader.asciiDigit($0) != nil })
            else { return false }
        }
        var position = start
        while position > 0 {
            guard let word = word(endingAt: position, in: s) else {
                position -= 1
                continue
            }
            switch MoneyCues.englishRole(s, word) {
            case .cueBefore?, .cueEither?: return true
            default: position = word.lowerBound
            }
        }
        return false
    }

    private static let clockPrepositions: Set<UInt64> = Set(
        ["at", "by", "till", "until", "til", "from", "to", "around", "after", "before", "about"].map(
            EnglishNumberWords.code))

    /// Whether " for " and something after it follow `end`.
    static func forFollows(_ s: [Unicode.Scalar], at end: Int) -> Bool {
        end + 5 < s.count && s[end] == " " && s[end + 1] == "f" && s[end + 2] == "o" && s[end + 3] == "r"
            && s[end + 4] == " "
    }

    /// Whether a small whole number counts things or people, not money, before the price said
    /// next: `tickets, 2 for 160` (`for` and a number after it), `hot pot for four, 212` (a party
    /// of 1 to 12 after `for`, with another number later in the message).
    static func countsBeforePrice(_ s: [Unicode.Scalar], number: NumberMatch, end: Int) -> Bool {
        guard !number.hasFraction, let count = number.integer, (1...20).contains(count) else { return false }
        if forFollows(s, at: end), s[end + 5] == "$" || NumberReader.read(s, at: end + 5) != nil {
            // "paid 20 for 3 pizzas": the number after "for" counts the things; this one is the price.
            if let after = NumberReader.read(s, at: end + 5), after.range.upperBound + 1 < s.count,
                s[after.range.upperBound] == " ", let noun = wordAt(after.range.upperBound + 1, in: s),
                isPlural(s, noun)
            {
                return false
            }
            return true
        }
        // "water bill all 3 units 187", "ensure shakes 2 cases 54": a count of things, then the price.
        if end + 1 < s.count, s[end] == " ", let noun = wordAt(end + 1, in: s),
            let code = EnglishNumberWords.code(s, noun), countNouns.contains(code),
            s[noun.upperBound...].contains(where: { NumberReader.asciiDigit($0) != nil })
        {
            return true
        }
        // "sold 3 prepaid cards 600": things in the plural, one word after the count or two, after a
        // verb of buying or selling (not "parking 18 tolls 9.50": the price of the item before).
        let opening = number.range.lowerBound
        let verbBefore =
            opening == 0
            || (opening > 1 && s[opening - 1] == " "
                && word(endingAt: opening - 1, in: s).flatMap { EnglishNumberWords.code(s, $0) }.map {
                    countingVerbs.contains($0)
                } == true)
        if verbBefore, end + 1 < s.count, s[end] == " ", let first = wordAt(end + 1, in: s),
            !notCounted.contains(EnglishNumberWords.code(s, first) ?? 0)
        {
            var noun = first
            if !isPlural(s, noun), noun.upperBound + 1 < s.count, s[noun.upperBound] == " ",
                let second = wordAt(noun.upperBound + 1, in: s)
            {
                noun = second
            }
            if isPlural(s, noun), s[noun.upperBound...].contains(where: { NumberReader.asciiDigit($0) != nil }) {
                return true
            }
        }
        let start = number.range.lowerBound
        guard count <= 12, start > 1, s[start - 1] == " ", let before = word(endingAt: start - 1, in: s),
            EnglishNumberWords.code(s, before) == forCode, end < s.count, s[end] == ","
        else { return false }
        return s[(end + 1)...].contains { NumberReader.asciiDigit($0) != nil }
    }

    /// Whether the word at `range` is a noun in the plural ("cards", "shirts"; not "glass", "bus").
    private static func isPlural(_ s: [Unicode.Scalar], _ range: Range<Int>) -> Bool {
        guard range.count >= 4, s[range.upperBound - 1] == "s" else { return false }
        let before = s[range.upperBound - 2]
        return before != "s" && before != "u" && before != "i" && before != "'"
    }

    private static let countingVerbs: Set<UInt64> = Set(
        ["sold", "bought", "got", "ordered", "booked", "rented", "hired", "sell", "buy", "picked", "grabbed"].map(
            EnglishNumberWords.code))

    /// Words after a number that start no count of things: "20 for 3 pizzas", "12 on snacks".
    private static let notCounted: Set<UInt64> = Set(
        [
            "for", "on", "at", "and", "to", "in", "with", "from", "of", "per", "a", "the", "each", "bucks", "dollars",
            "plus",
        ]
        .map(EnglishNumberWords.code))

    /// Nouns that count what a price is for.
    private static let countNouns: Set<UInt64> = Set(
        [
            "units", "cases", "packs", "boxes", "pieces", "pairs", "rolls", "cans", "jars", "bags", "cartons",
            "sessions", "lessons", "classes", "visits", "nights", "people", "adults", "kids", "guests", "rooms",
            "apartments", "flats", "tickets", "bottles",
        ].map(EnglishNumberWords.code))

    /// Whether a whole number of four digits from 1900 to 2100 follows `in`, `for`, `during`,
    /// `since` or `of`: a year (`spending in 2028`, `total for 2027`), not a price.
    static func yearAfterPreposition(_ s: [Unicode.Scalar], number: NumberMatch) -> Bool {
        let start = number.range.lowerBound
        guard number.digitString, !number.hasFraction, number.range.count == 4,
            let year = number.integer, (1900...2100).contains(year), start > 1, s[start - 1] == " ",
            let before = word(endingAt: start - 1, in: s)
        else { return false }
        guard yearPrepositions.contains(EnglishNumberWords.code(s, before) ?? 0) else { return false }
        // "pension came in 1912": money that came in.
        if before.lowerBound > 1, s[before.lowerBound - 1] == " ",
            let verb = word(endingAt: before.lowerBound - 1, in: s),
            cameInVerbs.contains(EnglishNumberWords.code(s, verb) ?? 0)
        {
            return false
        }
        return true
    }

    private static let cameInVerbs: Set<UInt64> = Set(MoneyCues.takenInVerbs.map(EnglishNumberWords.code))

    private static let yearPrepositions: Set<UInt64> = Set(
        ["in", "for", "during", "since", "of"].map(EnglishNumberWords.code))

    /// The ASCII word that starts exactly at `start`, or `nil`.
    static func wordAt(_ start: Int, in s: [Unicode.Scalar]) -> Range<Int>? {
        guard start < s.count, EnglishNumberWords.isLetter(s[start]) else { return nil }
        return start..<EnglishNumberWords.wordEnd(s, from: start)
    }

    private static let determiners: Set<UInt64> = Set(
        ["the", "a", "an", "my", "our", "some", "his", "her", "their", "your"].map(EnglishNumberWords.code))

    /// Whether `to`, `-`, 到 or 至 and another number follow `end`: a range of clock times or days
    /// (`10 to 12`, `3-5`), not a bare price.
    static func rangeOfNumbersAfter(_ s: [Unicode.Scalar], end: Int) -> Bool {
        var position = end
        if position < s.count, s[position] == " " { position += 1 }
        guard position < s.count else { return false }
        if s[position] == "-" || s[position] == "到" || s[position] == "至" || s[position] == "~" {
            position += 1
        } else if position + 2 < s.count, s[position] == "t", s[position + 1] == "o", s[position + 2] == " " {
            position += 3
        } else {
            return false
        }
        if position < s.count, s[position] == " " { position += 1 }
        return position < s.count && NumberReader.asciiDigit(s[position]) != nil
    }

    /// Whether the word before `start` names a month (`Jan 15`, `march 3`): a date, not money.
    static func monthBefore(_ s: [Unicode.Scalar], start: Int) -> Bool {
        guard start > 1, s[start - 1] == " " || s[start - 1] == ".",
            let word = word(endingAt: start - 1, in: s), let code = EnglishNumberWords.code(s, word)
        else { return false }
        return months.contains(code)
    }

    /// Measure words that count items: `两张`, `一双`, `3杯`.
    @inline(__always)
    static func isMeasureWord(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "张", "个", "双", "杯", "份", "件", "瓶", "盒", "本", "条", "支", "只", "袋", "箱", "碗", "顿", "次", "套",
            "台", "部", "辆", "束", "罐", "串", "盘", "位", "晚", "趟", "节", "副", "把", "桶", "块", "斤", "包", "提", "卷", "片",
            "颗", "根", "捆", "棵", "株", "盆":
            true
        default: false
        }
    }

    /// The ASCII word that ends exactly at `end`, or `nil`.
    static func word(endingAt end: Int, in s: [Unicode.Scalar]) -> Range<Int>? {
        guard end > 0, end <= s.count, EnglishNumberWords.isLetter(s[end - 1]) else { return nil }
        var start = end - 1
        while start > 0, EnglishNumberWords.isLetter(s[start - 1]) { start -= 1 }
        return start..<end
    }

    // MARK: - English idioms

    /// `half a grand` / `half a million` (0.5), `a quarter million` / `a quarter of a million`
    /// (0.25), `a couple hundred` / `a couple of grand` (2): the factor, its words, before the
    /// scale word that ``money(from:in:floor:)`` applies.
    static func fractionOfScale(_ s: [Unicode.Scalar], at start: Int, wordEnd: Int) -> NumberMatch? {
        guard start == 0 || !EnglishNumberWords.isLetter(s[start - 1]) else { return nil }
        // Only `half …`, `a …` or `an …` begin one: most words stop here.
        guard s[start] == "h" || (s[start] == "a" && wordEnd - start <= 2) else { return nil }
        var value: FixedDecimal
        var end: Int
        let first = EnglishNumberWords.code(s, start..<wordEnd)
        func next(_ position: Int) -> Range<Int>? {
            guard position + 1 < s.count, s[position] == " " else { return nil }
            let end = EnglishNumberWords.wordEnd(s, from: position + 1)
            return end > position + 1 ? (position + 1)..<end : nil
        }
        if first == halfCode, let article = next(wordEnd), EnglishNumberWords.word(s, article) == .article {
            value = FixedDecimal(5, exponent: -1)
            end = article.upperBound
        } else if EnglishNumberWords.word(s, start..<wordEnd) == .article, let word = next(wordEnd) {
            let code = EnglishNumberWords.code(s, word)
            if code == quarterCode {
                value = FixedDecimal(25, exponent: -2)
            } else if code == coupleCode {
                value = FixedDecimal(2)
            } else if code == halfCode {
                value = FixedDecimal(5, exponent: -1)
            } else {
                return nil
            }
            end = word.upperBound
            // a quarter of a million, a couple of grand
            if let of = next(end), EnglishNumberWords.code(s, of) == ofCode {
                if let article = next(of.upperBound), EnglishNumberWords.word(s, article) == .article {
                    end = article.upperBound
                } else if code == coupleCode {
                    end = of.upperBound
                }
            }
        } else {
            return nil
        }
        // Only before a scale, `grand` or a currency word: `half an hour` is not money.
        guard let scale = next(end) else { return nil }
        let isScale: Bool
        switch EnglishNumberWords.word(s, scale) {
        case .scale?, .hundred?: isScale = true
        default:
            let code = EnglishNumberWords.code(s, scale)
            isScale =
                code == grandCodeIdiom || code == milCodeIdiom
                || (CurrencyMarks.suffix(in: s, at: scale.lowerBound)?.isWord == true
                    && value.isLess(than: FixedDecimal(1)) == true)
        }
        guard isScale else { return nil }
        return NumberMatch(
            value: value.decimal, range: start..<end, chinese: false, hasFraction: true, digitString: false,
            fixed: value)
    }

    /// `two and a half million` (2.5 before the scale): a whole number in words, then `and a half`
    /// before a scale word or `grand`.
    static func andAHalf(_ s: [Unicode.Scalar], after number: NumberMatch) -> NumberMatch? {
        let tail: [Unicode.Scalar] = [" ", "a", "n", "d", " ", "a", " ", "h", "a", "l", "f", " "]
        let end = number.range.upperBound
        guard !number.chinese, !number.hasFraction, let whole = number.fixed, whole.exponent == 0,
            end + tail.count < s.count, s[end..<(end + tail.count)].elementsEqual(tail)
        else { return nil }
        let next = end + tail.count
        let nextEnd = EnglishNumberWords.wordEnd(s, from: next)
        let code = EnglishNumberWords.code(s, next..<nextEnd)
        switch EnglishNumberWords.word(s, next..<nextEnd) {
        case .scale?: break
        default: guard code == grandCodeIdiom || code == milCodeIdiom else { return nil }
        }
        let value = FixedDecimal(whole.significand * 10 + 5, exponent: -1)
        return NumberMatch(
            value: value.decimal, range: number.range.lowerBound..<(next - 1), chinese: false, hasFraction: true,
            digitString: false, fixed: value)
    }

    /// `one point five` (1.5): a number in words, `point`, then digits in words.
    static func pointDecimal(_ s: [Unicode.Scalar], after number: NumberMatch) -> NumberMatch? {
        let end = number.range.upperBound
        guard !number.chinese, !number.hasFraction, var value = number.fixed, end + 7 < s.count, s[end] == " ",
            EnglishNumberWords.code(s, (end + 1)..<EnglishNumberWords.wordEnd(s, from: end + 1)) == pointCode
        else { return nil }
        var position = end + 6  // after " point"
        var last = end
        var digits = 0
        while position + 1 < s.count, s[position] == " ", digits < 6 {
            let wordEnd = EnglishNumberWords.wordEnd(s, from: position + 1)
            guard case .unit(let digit)? = EnglishNumberWords.word(s, (position + 1)..<wordEnd), digit < 10,
                value.exponent <= 0, value.significand < UInt64.max / 20
            else { break }
            value = FixedDecimal(value.significand * 10 + UInt64(digit), exponent: value.exponent - 1)
            digits += 1
            last = wordEnd
            position = wordEnd
        }
        guard digits > 0 else { return nil }
        return NumberMatch(
            value: value.decimal, range: number.range.lowerBound..<last, chinese: false, hasFraction: true,
            digitString: false, fixed: value)
    }

    /// Whether `word` names people or a place the money was for, after "for the" and at most one
    /// more word ("for the group", "for our team", "for the waiting room").
    private static func peopleAfterThe(_ word: Range<Int>, code: UInt64, in s: [Unicode.Scalar]) -> Bool {
        guard groupsOfPeople.contains(code) else { return false }
        var end = word.lowerBound
        for _ in 0..<2 {
            guard end > 1, s[end - 1] == " ", let before = Self.word(endingAt: end - 1, in: s) else { return false }
            if let article = EnglishNumberWords.code(s, before), possessives.contains(article) {
                guard before.lowerBound > 1, s[before.lowerBound - 1] == " ",
                    let preposition = Self.word(endingAt: before.lowerBound - 1, in: s)
                else { return false }
                return EnglishNumberWords.code(s, preposition) == forCode
            }
            end = before.lowerBound
        }
        return false
    }

    private static let groupsOfPeople: Set<UInt64> = Set(
        ["group", "team", "class", "house", "room", "office", "lab"].map(EnglishNumberWords.code))
    private static let possessives: Set<UInt64> = Set(
        ["the", "my", "our", "his", "her", "their"].map(EnglishNumberWords.code))

    /// `seventy-two fifty for the groceries`, `three fifty a slice`, `paid twelve forty`: dollars
    /// and cents said as two numbers in words, when said as a price (a money word before, or
    /// `for`, `a`, `each`, `per` after) and not as a clock (`at seven thirty`).
    func dollarsCentsPair(_ s: [Unicode.Scalar], number: NumberMatch, floor: Int) -> (value: FixedDecimal, end: Int)? {
        let start = number.range.lowerBound
        let end = number.range.upperBound
        guard !number.chinese, EnglishNumberWords.isLetter(s[start]), !number.hasFraction,
            let dollars = number.integer, dollars >= 1, dollars <= 99,
            end + 1 < s.count, s[end] == " ",
            let cents = EnglishNumberWords.read(s, at: end + 1), let centsValue = cents.integer,
            centsValue >= 10, centsValue <= 99
        else { return nil }
        let after = cents.range.upperBound
        var priced = cueBefore(s, start: start)
        if after + 1 < s.count, s[after] == " " {
            let wordEnd = EnglishNumberWords.wordEnd(s, from: after + 1)
            let code = EnglishNumberWords.code(s, (after + 1)..<wordEnd)
            if code == Self.forCode || code == Self.eachCode || code == Self.perCode || code == Self.apieceCode
                || EnglishNumberWords.word(s, (after + 1)..<wordEnd) == .article
            {
                priced = true
            }
            if case .scale? = EnglishNumberWords.word(s, (after + 1)..<wordEnd) { return nil }
        }
        if start > 1, s[start - 1] == " ", let before = Self.word(endingAt: start - 1, in: s),
            let code = EnglishNumberWords.code(s, before)
        {
            // "the jacket rang up at forty-nine ninety-nine", "listed at twelve ninety-five".
            let rangUp =
                code == Self.atCode && before.lowerBound >= 2 && s[before.lowerBound - 1] == " "
                && Self.word(endingAt: before.lowerBound - 1, in: s).flatMap { EnglishNumberWords.code(s, $0) }.map {
                    Self.pricedAtWords.contains($0)
                } == true
            if rangUp { priced = true } else if Self.clockWords.contains(code) { return nil }
            // "coffee was five fifty", "it's nine ninety-nine on sale": a thing said to be a price —
            // not a quarter hour ("the meeting is seven thirty" is a clock).
            if Self.priceVerbs.contains(code), ![15, 30, 45].contains(centsValue) { priced = true }
        }
        // "um log a coffee, four seventy-five": after a thing bought and a comma, two number words
        // that cannot be a clock (more than 12 before, or 60 or more after), or that end the
        // message and are not a quarter hour.
        if !priced, start > 2, s[start - 1] == " ", s[start - 2] == ",",
            CategoryLexicon.standard.containsWord(in: s, before: start - 2)
        {
            let clockLike = dollars <= 12 && centsValue < 60
            let ends = s[after...].allSatisfy { $0 == " " || $0 == "." || $0 == "!" }
            priced = !clockLike || (ends && ![15, 30, 45].contains(centsValue))
        }
        // "lunch twelve fifty", "friday night pizza twenty two fifty": the pair ends the message
        // after a thing bought, and is no quarter hour.
        if !priced, start > 1, s[start - 1] == " ", s[after...].allSatisfy({ $0 == " " || $0 == "." || $0 == "!" }),
            ![15, 30, 45].contains(centsValue), CategoryLexicon.standard.containsWord(in: s, before: start - 1)
        {
            priced = true
        }
        // "usb-c hub thirty-nine ninety-nine": ending a short message, a pair no clock can be.
        if !priced, start > 1, start <= 40, s[start - 1] == " ",
            s[after...].allSatisfy({ $0 == " " || $0 == "." || $0 == "!" }),
            dollars > 12 || centsValue >= 60 || centsValue % 5 != 0
        {
            priced = true
        }
        guard priced else { return nil }
        return (FixedDecimal(UInt64(dollars * 100 + centsValue), exponent: -2), after)
    }

    // MARK: - Words

    private static let atCode = EnglishNumberWords.code("at")
    /// Words before "at" that make what follows a price: "rang up at", "listed at", "priced at".
    private static let pricedAtWords: Set<UInt64> = Set(
        ["up", "listed", "priced", "sells", "selling", "marked"].map(EnglishNumberWords.code))
    private static let priceVerbs: Set<UInt64> = Set(
        ["was", "were", "is", "s", "came", "comes"].map(EnglishNumberWords.code))
    private static let andCode = EnglishNumberWords.code("and")
    private static let plusCode = EnglishNumberWords.code("plus")
    private static let thenCode = EnglishNumberWords.code("then")
    private static let forCode = EnglishNumberWords.code("for")
    private static let eachCode = EnglishNumberWords.code("each")
    private static let perCode = EnglishNumberWords.code("per")
    private static let apieceCode = EnglishNumberWords.code("apiece")
    private static let halfCode = EnglishNumberWords.code("half")
    private static let quarterCode = EnglishNumberWords.code("quarter")
    private static let coupleCode = EnglishNumberWords.code("couple")
    private static let ofCode = EnglishNumberWords.code("of")
    private static let pointCode = EnglishNumberWords.code("point")
    private static let grandCodeIdiom = EnglishNumberWords.code("grand")
    private static let milCodeIdiom = EnglishNumberWords.code("mil")

    static let timeWords: Set<UInt64> = Set(
        [
            "yesterday", "today", "tonight", "morning", "afternoon", "evening", "night", "this", "last", "monday",
            "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "weekend", "earlier", "week", "month",
            "lunchtime", "noon", "at", "about", "around", "only", "just", "roughly", "like",
        ].map(EnglishNumberWords.code))

    /// Words a number after them labels, not prices: `room 405`, `page 250`, prepositions.
    static let labels: Set<UInt64> = Set(
        [
            "room", "page", "station", "engine", "ladder", "squad", "precinct", "platform", "section", "level",
            "chapter", "route", "highway", "gate", "seat", "row", "gauge",
            "floor", "size", "number", "no", "line", "exit", "lane", "apt", "unit", "suite", "building", "table",
            "channel", "episode", "season", "version", "step", "grade", "year", "top", "call", "dial", "model", "pro",
            "max", "plus", "mini", "series", "part", "volume", "vol", "issue", "track", "act", "scene", "aisle",
            "terminal", "zone", "pier", "hole", "lap", "mile", "interstate", "rank", "code", "pin", "ext", "lot",
            "spot", "bay", "locker", "box", "ward", "bed", "age", "aged", "turned", "turning", "turn", "to", "at",
            "in", "on", "by", "from", "of", "with", "than", "till", "until", "around", "after", "before", "since",
            "into", "over", "under", "past", "week", "day", "month", "hour", "minute",
            "score", "scored", "ran", "run", "flight", "bus", "train", "ver", "gen", "nba", "covid", "class", "group",
            "team", "stage", "phase", "round", "game", "match", "vs", "versus", "apartment", "house", "street",
            "avenue", "road", "st", "ave", "rd", "highway", "i", "us",
        ].map(EnglishNumberWords.code))

    /// What ends a label rather than an item before a number (2号楼, 3层).
    static let chineseLabels: Set<Unicode.Scalar> = [
        "号", "楼", "层", "室", "线", "路", "站", "排", "座", "栋", "期", "届", "级", "版", "度", "岁", "次", "第", "章", "页", "集",
        "季",
    ]

    private static let copulas: Set<UInt64> = Set(["was", "were", "is", "ran", "runs"].map(EnglishNumberWords.code))

    private static let buyingVerbs: Set<UInt64> = Set(
        [
            "bought", "buy", "buying", "sold", "sell", "selling", "paid", "pay", "purchased", "rented", "grabbed",
            "picked", "spent", "spend", "splurged", "snagged", "scored",
        ].map(EnglishNumberWords.code))

    private static let personVerbs: Set<UInt64> = Set(
        [
            "lent", "loaned", "lend", "gave", "give", "paid", "pay", "owe", "owed", "owes", "sent", "send", "tipped",
            "venmoed", "charged", "transferred", "handed", "reimbursed", "refunded",
        ].map(EnglishNumberWords.code))

    private static let clockWords: Set<UInt64> = Set(
        ["at", "by", "around", "until", "till", "from", "before", "after", "since", "to", "til"].map(
            EnglishNumberWords.code))

    static let months: Set<UInt64> = Set(
        [
            "jan", "january", "feb", "february", "mar", "march", "apr", "april", "may", "jun", "june", "jul", "july",
            "aug", "august", "sep", "sept", "september", "oct", "october", "nov", "november", "dec", "december",
        ].map(EnglishNumberWords.code))
}

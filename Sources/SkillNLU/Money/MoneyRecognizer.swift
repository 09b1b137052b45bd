import Foundation

/// Finds amounts of money in Chinese and English utterances: `午饭花了35元`, `打车23.5块`,
/// `一百二十八块五` (128.5), `3块8毛` (3.8), `房租两千三`, `¥35`, `US$5`, `coffee was $4.50`,
/// `paid twelve dollars fifty for parking`.
///
/// It reads the normalized scalars once, stopping only at numbers (Arabic, Chinese numerals,
/// English number words), in four steps:
/// 1. read the number (``NumberReader``, ``EnglishNumberWords``; `1,299`, `5k`, `1.5万`, `two million`);
/// 2. look left for a prefix mark (`¥`, `$`, `US$`, `rmb`, `人民币`) and right for a suffix mark
///    (`元`, `块钱`, `毛`, `dollars`, `美元`, `刀`); ambiguous marks are checked against their
///    neighbours (`一块蛋糕`, `三角形`, `5分钟` and `lost 5 pounds` are not money);
/// 3. extend compounds: `3块8毛`, `3块8`, `5毛5`, `两块五毛三分`, `twelve dollars fifty`,
///    `$12 and 50 cents`;
/// 4. a number with no mark is money only after a money word (`花了35`, `房租两千三`,
///    `paid 35 for lunch`) or before one (`5k salary`), and only when nothing unit-like follows
///    (`花了3个小时`, `spent 2 hours`): it takes ``Options/defaultCurrency``.
///
/// Dates, times, phone numbers, counts, versions, percentages and measures have no mark and no
/// money word, so they are left alone.
///
/// Amounts are exact: `3块8毛` is 3.8, `$4.50` is 4.5 (the contract writes them as plain decimals
/// without trailing zeros, `Decimal.plainString`). Arithmetic runs on ``FixedDecimal``; an amount
/// past 19 significant digits is not read as money.
///
/// ```swift
/// let money = MoneyRecognizer().entities(in: NormalizedText("一百二十八块五"), context: context)
/// money[0].amount    // 128.5
/// money[0].currency  // "CNY"
/// ```
public struct MoneyRecognizer: Sendable {
    /// What the recognizer assumes where the text does not say.
    public struct Options: Sendable, Hashable {
        /// The currency of a bare amount after a money word (`花了35`, `paid 35`); `nil` means CNY
        /// when the utterance has Chinese characters, USD otherwise.
        public var defaultCurrency: String?
        /// The currency `¥`/`￥` stands for (the sign is shared by yuan and yen); CNY by default.
        public var yenSignCurrency: String
        /// Whether a bare number after a money word is money at all (`午饭花了35`).
        public var bareAmountsAfterCues: Bool

        /// Creates options.
        ///
        /// - Parameters:
        ///   - defaultCurrency: ISO code for bare amounts; `nil` picks CNY or USD by the text.
        ///   - yenSignCurrency: ISO code for `¥`.
        ///   - bareAmountsAfterCues: whether `花了35` is money.
        public init(defaultCurrency: String? = nil, yenSignCurrency: String = "CNY", bareAmountsAfterCues: Bool = true)
        {
            self.defaultCurrency = defaultCurrency
            self.yenSignCurrency = yenSignCurrency
            self.bareAmountsAfterCues = bareAmountsAfterCues
        }
    }

    /// The options in force.
    public var options: Options

    /// Creates a recognizer.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The amounts of money in `text`, left to right, with spans into its original text.
    ///
    /// - Parameters:
    ///   - text: the normalized utterance.
    ///   - context: the reference context (money does not depend on it today).
    /// Whether `number` is 1–12 written right before "ish" ("8ish", "7ish").
    static func hourIsh(_ number: NumberMatch, in s: [Unicode.Scalar]) -> Bool {
        let end = number.range.upperBound
        guard end + 3 <= s.count, s[end] == "i", s[end + 1] == "s", s[end + 2] == "h",
            end + 3 == s.count || !EnglishNumberWords.isLetter(s[end + 3]), !number.hasFraction,
            let value = number.integer
        else { return false }
        return (1...12).contains(value)
    }

    public func entities(in text: NormalizedText, context: NLUContext) -> [MoneyEntity] {
        let s = text.scalars
        var found: [MoneyEntity] = []
        var ranges: [Range<Int>] = []  // Each amount's scalars in `s`.
        var floor = 0  // Nothing may start before the end of the previous amount.
        var index = 0
        while index < s.count {
            let scalar = s[index]
            var number: NumberMatch?
            if NumberReader.asciiDigit(scalar) != nil {
                if let layout = layoutAmount(s, at: index, floor: floor) {
                    found.append(
                        MoneyEntity(
                            span: text.span(layout.range), amount: layout.value.decimal, currency: layout.currency))
                    ranges.append(layout.range)
                    index = layout.range.upperBound
                    floor = index
                    continue
                }
                number = NumberReader.read(s, at: index)
            } else if scalar.value >= 0x3400 {
                if scalar == "零", index + 1 < s.count, NumberReader.chineseDigit(s[index + 1]) != nil {
                    index += 1  // 找零两块: a leading 零 is a word of its own.
                    continue
                }
                // 周六, 星期三, 礼拜五, 第二, 初一: a numeral there names a day or a place in order.
                let previous = index > 0 ? s[index - 1] : " "
                // 押一付三: a month's deposit and three months' rent, counts of months.
                let rentTerms = (previous == "付" || previous == "押") && index >= 3 && s[index - 3] == "押"
                let namesADay =
                    previous == "周" || (previous == "期" && index >= 2 && s[index - 2] == "星") || previous == "拜"
                    || previous == "第"
                    || previous == "初" || rentTerms || (previous == "押" && index + 1 < s.count && s[index + 1] == "付")
                    // 一周三次: how often, not a price.
                    || (scalar == "一" && index + 1 < s.count && s[index + 1] == "周")
                // 黄油12欧一块: 一块 right after a price is "a piece", the price's unit.
                // 复健150一次, 服装120一套: 一 and a measure word right after a price, "each".
                let perPiece =
                    scalar == "一" && index == floor && !found.isEmpty && index + 1 < s.count
                    && (s[index + 1] == "块"
                        ? (index + 2 == s.count || !"钱五半多".unicodeScalars.contains(s[index + 2]))
                        : Self.isMeasureWord(s[index + 1]) && s[index + 1] != "个")
                // 俩 and 仨 count things (买了仨西瓜, 俩人): they hold their measure word, so never a price.
                if !namesADay, !perPiece, scalar != "俩", scalar != "仨",
                    NumberReader.chineseDigit(scalar) != nil || scalar == "十" || scalar == "拾"
                {
                    number = NumberReader.read(s, at: index)
                }
            } else if EnglishNumberWords.isLetter(scalar) {
                let wordEnd = EnglishNumberWords.wordEnd(s, from: index)
                number =
                    EnglishNumberWords.read(s, at: index) ?? article(s, index..<wordEnd)
                    ?? Self.fractionOfScale(s, at: index, wordEnd: wordEnd)
                if let whole = number,
                    let decimal = Self.pointDecimal(s, after: whole) ?? Self.andAHalf(s, after: whole)
                {
                    number = decimal
                }
                // "delete that one", "the big one": a pronoun, not an amount.
                if let read = number, read.range == index..<wordEnd,
                    EnglishNumberWords.code(s, index..<wordEnd) == Self.oneCode, Self.pointsAtOne(s, before: index)
                {
                    number = nil
                }
                if number == nil {
                    index = wordEnd
                    continue
                }
            }
            guard let number else {
                index += 1
                continue
            }
            // 电池十块 400: pieces counted in Chinese numerals, then their price after a space.
            if number.chinese, Self.countedBeforeAPrice(s, after: number.range.upperBound) {
                index = number.range.upperBound
                continue
            }
            // "…, 8ish": a small number hedged with -ish is an hour, never a price.
            if Self.hourIsh(number, in: s) {
                index = number.range.upperBound
                continue
            }
            if let amount = money(from: number, in: s, floor: floor) {
                found.append(
                    MoneyEntity(
                        span: text.span(amount.range), amount: amount.value.decimal,
                        currency: amount.currency))
                ranges.append(amount.range)
                index = amount.range.upperBound
                floor = index
            } else {
                index = max(number.range.upperBound, index + 1)
            }
        }
        return Self.withAddOns(found, ranges: ranges, in: text)
    }

    /// Whether 一 and a measure word follow a price in digits: 服装120一套, 复健150一次 (each).
    private static func eachAfter(_ s: [Unicode.Scalar], number: NumberMatch, end: Int) -> Bool {
        guard !number.chinese, end + 1 < s.count, s[end] == "一", isMeasureWord(s[end + 1]), s[end + 1] != "个",
            number.integer.map({ $0 >= 5 }) ?? number.hasFraction
        else { return false }
        return end + 2 == s.count || !NumberReader.isCJK(s[end + 2]) || NumberReader.chineseDigit(s[end + 2]) == nil
    }

    /// Whether 块 (pieces) and a space and a price in digits follow `end`: 十块 400.
    private static func countedBeforeAPrice(_ s: [Unicode.Scalar], after end: Int) -> Bool {
        end + 2 < s.count && s[end] == "块" && s[end + 1] == " " && NumberReader.asciiDigit(s[end + 2]) != nil
    }

    /// "haircut 30 + tip 5", "dinner 80 plus tax 6", 理发30+小费5: a tip, tax or fee added with `+`
    /// or "plus" is part of the amount before it, one amount spanning both (in the same currency).
    private static func withAddOns(_ found: [MoneyEntity], ranges: [Range<Int>], in text: NormalizedText)
        -> [MoneyEntity]
    {
        guard found.count >= 2 else { return found }
        let s = text.scalars
        var merged: [MoneyEntity] = [found[0]]
        var lower = ranges[0].lowerBound
        for index in 1..<found.count {
            let gap = String(String.UnicodeScalarView(s[ranges[index - 1].upperBound..<ranges[index].lowerBound]))
            var words = gap.split { $0 == " " }.map(String.init)
            if let first = words.first, first.hasPrefix("+"), first.count > 1 {
                words[0] = String(first.dropFirst())
                words.insert("+", at: 0)
            }
            if words.count >= 2, words[0] == "+" || words[0] == "plus", let last = merged.last,
                last.currency == found[index].currency, words.dropFirst().allSatisfy(addOnWords.contains)
            {
                merged[merged.count - 1] = MoneyEntity(
                    span: text.span(lower..<ranges[index].upperBound), amount: last.amount + found[index].amount,
                    currency: last.currency)
                continue
            }
            merged.append(found[index])
            lower = ranges[index].lowerBound
        }
        return merged
    }

    private static let addOnWords: Set<String> = [
        "tip", "tips", "tax", "taxes", "shipping", "delivery", "fee", "fees", "service", "charge", "gratuity",
        "小费", "税", "税费", "运费", "邮费", "服务费", "配送费", "打包费",
    ]

    /// Whether the whole message is an item and a number, as a ledger line is typed ("spray 64",
    /// "mulch 38.50", 喷雾 64): one to three words of letters, or two to six ideographs, then the
    /// number and nothing after it. Numbered places and things, measures and readings are not
    /// items ("room 12", "chapter 3", "weight 165", 3号楼 2).
    static func itemAndPriceOnly(_ s: [Unicode.Scalar], start: Int, end: Int) -> Bool {
        // Cheap checks first: this runs for every number no money word claimed (clocks, counts).
        guard start >= 2, start <= 40, s[end...].allSatisfy({ $0 == " " || $0 == "." || $0 == "!" }),
            s[start..<end].allSatisfy({ NumberReader.asciiDigit($0) != nil || $0 == "." || $0 == "," })
        else { return false }
        // 记一笔 生料带12, "log teflon tape 4": a word that opens an entry, then the line.
        let logged = logWords.first { s.starts(with: $0) }?.count ?? 0
        // A price of ten or more, or with cents ("morning run 5" is a count), or any after a log word.
        guard end - start >= 2 || s[start..<end].contains(".") || logged > 0 else { return false }
        var stop = start
        while stop > 0, s[stop - 1] == " " { stop -= 1 }
        // "rehearsal room 3 hrs 75", "hotel 3 nights 987", 排练室三个小时 240: how much of it was bought.
        // (A place's word before the count is no number of it: "room 3 hrs 75" is no room 3.)
        let countStart = countedLength(s, end: stop)
        let counted = countStart != nil
        if let countStart {
            stop = countStart
            while stop > 0, s[stop - 1] == " " { stop -= 1 }
        }
        guard stop > logged else { return false }
        var item = s[logged..<stop]
        guard !item.isEmpty else { return false }
        // 10月29号 配件2300, 周五 补给45: a day said first, then the line.
        if let space = item.lastIndex(of: " "), space > 0, space - item.startIndex <= 12,
            item[..<space].allSatisfy({ dayScalars.contains($0) || NumberReader.asciiDigit($0) != nil })
        {
            item = item[(space + 1)...]
        }
        // 周五晚上训练买水 96, 周四早上雇工 450: a day and a part of it said first, with no space.
        if let part = leadingDayAndPart(item) { item = item[part...] }
        if !item.isEmpty, item.allSatisfy(NumberReader.isCJK) {
            // (三脚架, 三明治, 五花肉 name things; 三楼, 第二期, 两个 count or rank them.)
            let countMarks = "个楼号层室路站门排座页章级岁点分天年月周次人斤克米度位张节期届".unicodeScalars
            guard (2...6).contains(item.count), let last = item.last, !item.contains("第"),
                !zip(item, item.dropFirst()).contains(where: { digit, next in
                    NumberReader.chineseDigit(digit) != nil && countMarks.contains(next)
                }),
                NumberReader.chineseDigit(last) == nil,
                counted || !"号楼层室路站门排座页章级岁点分天年月周次个人斤克米度".unicodeScalars.contains(last)
            else { return false }
            // 血压120, 身高180, 血糖6.8: readings, not prices.
            return !readingBefore(s, start: stop)
        }
        // ("mother's day", "drop-in": an apostrophe or a hyphen inside a word.)
        guard item.count <= 30,
            item.allSatisfy({
                ($0.value >= 0x61 && $0.value <= 0x7A) || $0 == " " || $0 == "'" || $0 == "’" || $0 == "-"
            })
        else {
            return false
        }
        var words = item.split(separator: " ").map {
            String(String.UnicodeScalarView($0.filter { $0 != "'" && $0 != "’" }))
        }
        guard words.allSatisfy({ !$0.hasPrefix("-") && !$0.hasSuffix("-") }) else { return false }
        // "last sat private session 90", "yesterday bleach 12": a day said first, then the line.
        if words.count >= 2, ["last", "this", "past"].contains(words[0]), leadingDays.contains(words[1]) {
            words.removeFirst(2)
        } else if words.count >= 2, leadingDays.contains(words[0]) {
            words.removeFirst()
        }
        // "headset on veterans day 149": the holiday's day, and "on" before it, say when it was bought.
        if words.count >= 3, words[words.count - 1] == "day", holidayDays.contains(words[words.count - 2]) {
            words.removeLast(2)
            if words.last == "st" || words.last == "saint" { words.removeLast() }  // st. patrick's day
            if words.last == "on" { words.removeLast() }
            return (1...3).contains(words.count) && !words.contains { notItems.contains($0) }
        }
        guard (1...3).contains(words.count), let last = words.last else { return false }
        // "meds mlk day 58": a holiday's "day" is when the item was bought, not a numbered day.
        let holiday = last == "day" && words.count >= 2 && holidayDays.contains(words[words.count - 2])
        return !words.dropLast().contains { notItems.contains($0) } && (counted || holiday || !notItems.contains(last))
    }

    /// Days that may open a ledger line before the item ("sat private session 90").
    private static let leadingDays = EnglishWeekdayNames.all.union(["yesterday", "today"])

    /// Words before "day" that make a holiday ("labor day", "mlk day").
    private static let holidayDays: Set<String> = [
        "mlk", "labor", "memorial", "presidents", "veterans", "columbus", "election", "boxing", "christmas",
        "thanksgiving", "independence", "flag", "arbor", "earth", "groundhog", "patriots", "tax", "valentines",
        "mothers", "fathers", "years", "patricks", "pi", "moving", "juneteenth", "canada",
    ]

    /// Whether "last", "latest", "recent", "top" or 最近 stands right before the number at `start`.
    static func countOfEntriesBefore(_ s: [Unicode.Scalar], start: Int) -> Bool {
        var end = start
        while end > 0, s[end - 1] == " " { end -= 1 }
        return countWordsBefore.contains { scalars in
            guard end >= scalars.count, s[(end - scalars.count)..<end].elementsEqual(scalars) else { return false }
            let before = end - scalars.count
            // ("spent my last 20 on lunch": money.)
            if before >= 3, s[(before - 3)..<before].elementsEqual("my ".unicodeScalars) { return false }
            return before == 0 || !s[before - 1].properties.isAlphabetic || scalars[0].value > 0x7F
        }
    }

    private static let countWordsBefore: [[Unicode.Scalar]] = ["last", "latest", "recent", "top", "最近", "最新"].map {
        Array($0.unicodeScalars)
    }

    /// Words that open a ledger line: 记一笔, "log".
    private static let logWords: [[Unicode.Scalar]] = ["记一笔 ", "记一下 ", "记一笔", "记一下", "记账 ", "log ", "add "].map {
        Array($0.unicodeScalars)
    }

    /// Where a day and a part of the day opening `item` end (周五晚上, 昨天下午, 10月2号早上), or `nil`.
    private static func leadingDayAndPart(_ item: ArraySlice<Unicode.Scalar>) -> Int? {
        let start = item.startIndex
        for part in partsOfTheDay {
            var index = start
            while index < item.endIndex, dayScalars.contains(item[index]) || NumberReader.asciiDigit(item[index]) != nil
            {
                if item[index...].starts(with: part) { break }
                index += 1
            }
            guard index - start >= 2, item[index...].starts(with: part) else { continue }
            let end = index + part.count
            return item.endIndex - end >= 2 ? end : nil
        }
        return nil
    }

    private static let partsOfTheDay: [[Unicode.Scalar]] = ["早上", "上午", "中午", "下午", "晚上", "傍晚", "夜里", "凌晨"].map {
        Array($0.unicodeScalars)
    }

    /// What a day said in Chinese is written with: 10月29号, 周五, 上礼拜三, 昨天.
    private static let dayScalars = Set("一二三四五六七八九十月号日周星期礼拜天今昨前上这本个去年./".unicodeScalars)

    /// Where a count of hours, nights or sessions that ends at `end` starts ("… 3 hrs", "… 三个小时"),
    /// after an item of its own.
    private static func countedLength(_ s: [Unicode.Scalar], end: Int) -> Int? {
        var unitStart = end
        while unitStart > 0, s[unitStart - 1].value >= 0x61, s[unitStart - 1].value <= 0x7A { unitStart -= 1 }
        if unitStart < end {
            let unit = String(String.UnicodeScalarView(s[unitStart..<end]))
            guard countedUnits.contains(unit) else { return nil }
            var digits = unitStart
            if digits > 0, s[digits - 1] == " " { digits -= 1 }
            let digitsEnd = digits
            while digits > 0, NumberReader.asciiDigit(s[digits - 1]) != nil { digits -= 1 }
            guard (1...2).contains(digitsEnd - digits), digits > 1, s[digits - 1] == " " else { return nil }
            return digits
        }
        for unit in chineseCountedUnits where end >= unit.count + 1 && s[(end - unit.count)..<end].elementsEqual(unit) {
            var count = end - unit.count
            let countEnd = count
            while count > 0, countEnd - count < 3, NumberReader.canStart(s[count - 1]) { count -= 1 }
            return count < countEnd && count > 0 ? count : nil
        }
        return nil
    }

    private static let countedUnits: Set<String> = [
        "hrs", "hr", "hours", "hour", "nights", "night", "days", "day", "tickets", "ticket", "sessions", "lessons",
        "classes", "weeks", "months", "people", "guys", "workers",
    ]
    private static let chineseCountedUnits: [[Unicode.Scalar]] = [
        "个小时", "个晚上", "个月", "小时", "晚", "天", "张", "节", "次", "周", "个人", "人", "位", "个",
        // 青团 两盒 58: how many of the thing.
        "盒", "瓶", "包", "袋", "箱", "件", "双", "束", "卷", "本", "支", "杯", "份", "套", "桶", "罐", "条", "斤",
    ]
    .map { Array($0.unicodeScalars) }

    /// Whether a price's period follows `end`: "twenty-eight hundred a month", "45 per hour", "120 a
    /// night" (not "3 times a week", which holds a unit).
    static func perPeriodAfter(_ s: [Unicode.Scalar], end: Int) -> Bool {
        guard end < s.count, s[end] == " " || s[end] == "/" else { return false }
        return perPeriods.contains { period in
            end + period.count <= s.count && s[end..<(end + period.count)].elementsEqual(period)
        }
    }

    private static let perPeriods: [[Unicode.Scalar]] = [
        " a month", " per month", " a week", " per week", " a year", " per year", " an hour", " per hour", " a night",
        " per night", " a session", " per session", " a lesson", " per lesson", " a head", " per head", " per person",
        "/month", "/mo", "/hr", "/hour", "/night", "/week", "/yr",
    ].map { Array($0.unicodeScalars) }

    /// Whether a number that ends the message follows a Chinese clause of something bought, eaten
    /// or paid for (早上在镇上吃了碗面 12, 昨天雇了三个工 450): its price.
    static func afterPastPurchase(_ s: [Unicode.Scalar], start: Int, end: Int) -> Bool {
        guard start >= 3, s[end...].allSatisfy({ $0 == " " || $0 == "。" || $0 == "." }) else { return false }
        var position = start
        if s[position - 1] == " " { position -= 1 }
        guard NumberReader.isCJK(s[position - 1]), NumberReader.chineseDigit(s[position - 1]) == nil,
            !spacedUnits.contains(s[position - 1]), s[position - 1] != "里"
        else { return false }
        let before = String(String.UnicodeScalarView(s[..<position]))
        return pastPurchases.contains { before.contains($0) }
    }

    private static let pastPurchases = [
        "吃了", "喝了", "买了", "打了车", "坐了", "交了", "加了油", "修了", "剪了", "雇了", "请了", "叫了", "点了", "充了", "付了",
        "雇工", "买水", "买菜", "买药", "买票",
    ]

    /// Words before a number that make it no price: numbered places and things, measures, readings.
    private static let notItems: Set<String> = [
        "unit", "units", "apt", "suite", "ste", "room", "rm", "bldg", "building", "floor", "gate", "lot", "platform",
        "terminal", "pier", "dock", "stall", "locker", "ward", "booth", "period", "chapter", "level", "grade",
        "section", "lane", "court", "table", "bay", "line", "page", "pages", "step", "steps", "day", "days", "week",
        "weeks", "size", "rep", "reps", "set", "sets", "lap", "laps", "mile", "miles", "km", "lbs", "lb", "kg", "seat",
        "row", "bus", "route", "version", "no", "number", "order", "ticket", "flight", "train", "channel", "exit",
        "highway", "interstate", "hwy", "zip", "area", "code", "pin", "lesson", "episode", "season", "part", "round",
        "hole", "game", "team", "batch", "group", "class", "year", "age", "score", "temp", "temperature", "heart",
        "rate", "pulse", "weight", "bp", "glucose", "sugar", "height", "hours", "hour", "minutes", "mins", "min",
        "hrs", "hr", "top", "under", "over", "about", "around", "in", "at", "on", "by", "to", "for", "the", "a", "an",
        "is", "was", "and", "or", "of", "call", "text", "me", "you", "i", "we", "it", "my", "remind", "wake",
        "ch", "pg", "vol", "volume", "ep", "q", "quarter", "tab", "slide", "question", "item", "box", "bin",
        "aisle", "dept", "ext", "extension", "house", "with", "w", "ran", "run", "runs", "meeting", "mtg", "iphone",
        "station", "engine", "ladder", "truck", "squad", "precinct",
        "ipad", "pixel", "galaxy", "windows", "ios", "android", "model", "gen", "series", "xbox", "ps", "playstation",
        "address", "st", "street", "ave", "road", "rd",
    ]

    // MARK: - One amount

    private struct Amount {
        var value: FixedDecimal
        var currency: String
        var range: Range<Int>
    }

    /// The amount of money `number` is part of, or `nil` when it is not money.
    private func money(from number: NumberMatch, in s: [Unicode.Scalar], floor: Int) -> Amount? {
        let start = number.range.lowerBound
        var end = number.range.upperBound
        guard var value = number.fixed else { return nil }  // Past 19 digits: not an amount.
        // 一个亿, 1.2个亿: a hundred million counted with a measure word; 三千多万, 十几万: the
        // stated number of ten thousands (approx).
        if end + 1 < s.count, s[end] == "个" || s[end] == "多" || s[end] == "几" || s[end] == "来",
            s[end + 1] == "亿" || s[end + 1] == "億" || s[end + 1] == "万" || s[end + 1] == "萬",
            s[end] != "个" || s[end + 1] == "亿" || s[end + 1] == "億"
        {
            value = value.shifted(by: s[end + 1] == "亿" || s[end + 1] == "億" ? 8 : 4)
            end += 2
        }
        // 3.5.1, 3:30, 12/3: versions, times and dates.
        if end + 1 < s.count, s[end] == "." || s[end] == ":" || s[end] == "/",
            NumberReader.asciiDigit(s[end + 1]) != nil
        {
            return nil
        }
        // 1.5 million, 5 grand.
        var grand = false
        if !number.chinese, end + 1 < s.count, s[end] == " ", EnglishNumberWords.isLetter(s[end + 1]) {
            let wordEnd = EnglishNumberWords.wordEnd(s, from: end + 1)
            let word = EnglishNumberWords.word(s, (end + 1)..<wordEnd)
            if case .scale(let scale)? = word {
                value = value.shifted(by: scale == 1000 ? 3 : scale == 1_000_000 ? 6 : 9)
                end = wordEnd
            } else if case .hundred? = word {
                value = value.shifted(by: 2)  // a couple hundred, 5 hundred
                end = wordEnd
            } else if EnglishNumberWords.code(s, (end + 1)..<wordEnd) == Self.trillionCode {
                value = value.shifted(by: 12)
                end = wordEnd
            } else if EnglishNumberWords.code(s, (end + 1)..<wordEnd) == Self.lakhCode {
                value = value.shifted(by: 5)
                end = wordEnd
            } else if EnglishNumberWords.code(s, (end + 1)..<wordEnd) == Self.croreCode {
                value = value.shifted(by: 7)
                end = wordEnd
            } else if EnglishNumberWords.code(s, (end + 1)..<wordEnd) == Self.grandCode {
                value = value.shifted(by: 3)
                end = wordEnd
                grand = true
            } else if EnglishNumberWords.code(s, (end + 1)..<wordEnd) == Self.milCode
                || EnglishNumberWords.code(s, (end + 1)..<wordEnd) == Self.mnCode
            {
                value = value.shifted(by: 6)  // $1.8 mil, $5 mn
                end = wordEnd
            } else if EnglishNumberWords.code(s, (end + 1)..<wordEnd) == Self.bnCode
                || EnglishNumberWords.code(s, (end + 1)..<wordEnd) == Self.bilCode
            {
                value = value.shifted(by: 9)  // 1.5 bn, 2 bil
                end = wordEnd
            }
        }
        // 2M, 1.5bn, 2.3B right after the digits: money only beside a mark or a money word (5m is
        // also five metres); checked once the mark is known.
        var letterScale: (power: Int, end: Int)?
        if !number.chinese, end == number.range.upperBound, end < s.count, EnglishNumberWords.isLetter(s[end]) {
            let wordEnd = EnglishNumberWords.wordEnd(s, from: end)
            switch EnglishNumberWords.code(s, end..<wordEnd) {
            case Self.mCode, Self.mmCode, Self.mnCode: letterScale = (6, wordEnd)
            case Self.bCode, Self.bnCode: letterScale = (9, wordEnd)
            default: break
            }
        }
        // Left: a prefix mark, else the number must not continue a word, a date or an ordinal.
        var prefix = CurrencyMarks.prefix(in: s, endingAt: start, floor: floor)
        if prefix == nil, start > floor, s[start - 1] == " " {
            prefix = CurrencyMarks.prefix(in: s, endingAt: start - 1, floor: floor)
        }
        // $.99: cents after the mark and a point.
        if prefix == nil, start >= 2, s[start - 1] == ".", number.digitString, end == number.range.upperBound,
            let mark = CurrencyMarks.prefix(in: s, endingAt: start - 1, floor: floor), !mark.mark.isWord
        {
            prefix = mark
            value = FixedDecimal(value.significand, exponent: value.exponent - (end - start))
        }
        if prefix == nil, start > 0 {
            let before = s[start - 1]
            // 第3, #3, 初一 (a lunar day), 大年三十 — but 唱K400, KTV 300: a Chinese word in letters.
            if EnglishNumberWords.isLetter(before), !Self.chineseLetterWord(s, before: start) { return nil }
            if before == "第" || before == "#" || before == "初" { return nil }
            // 手机尾号是6688, 验证码 4321: a number that names something.
            if NumberNames.stand(in: s, before: start, within: 6, english: false) { return nil }
            if before == "年", start > 1, s[start - 2] == "大", number.chinese { return nil }
            if start > 1, before == "." || before == ":" || before == "/" || before == "-",
                NumberReader.asciiDigit(s[start - 2]) != nil
            {
                return nil
            }
        }
        if let scale = letterScale,
            prefix != nil || cueBefore(s, start: start)
                || CurrencyMarks.suffix(
                    in: s, at: scale.end < s.count && s[scale.end] == " " ? scale.end + 1 : scale.end
                )
                .map({ $0.exponent == 0 && $0.caution == .none }) == true
        {  // 1.2M USD
            value = value.shifted(by: scale.power)
            end = scale.end
        }
        // Right: a suffix mark (`35元`, `30多块`, `35 rmb`).
        var markStart = end
        if markStart < s.count, s[markStart] == "多" || s[markStart] == "来" || s[markStart] == "几" || s[markStart] == " "
        {
            markStart += 1
        }
        var suffix = CurrencyMarks.suffix(in: s, at: markStart)
        if let mark = suffix, mark.caution == .attached, markStart != end || number.chinese { suffix = nil }
        if let mark = suffix, markStart > end, !mark.isWord, mark.scalars[0].value < 0x3400,
            markStart + mark.scalars.count < s.count, NumberReader.asciiDigit(s[markStart + mark.scalars.count]) != nil
        {
            suffix = nil  // A symbol after a space and before digits belongs to the next amount: `¥35 $20`.
        }
        if let mark = suffix {
            guard
                var amount = withSuffix(
                    mark, number: number, value: value.shifted(by: mark.exponent), start: start,
                    markEnd: markStart + mark.scalars.count, in: s)
            else { return nil }
            if let prefix { amount.range = prefix.start..<amount.range.upperBound }
            return amount
        }
        if let prefix {
            let currency = prefix.mark.isYenSign ? options.yenSignCurrency : prefix.mark.currency
            var total = value
            var last = end
            if !number.hasFraction, let cents = englishCents(s, at: end, needsCentsWord: true),
                let sum = total.adding(cents.value)
            {
                total = sum
                last = cents.end
            }
            return Amount(value: total, currency: currency, range: prefix.start..<last)
        }
        // A bare number: money after a money word, or `5 grand`.
        guard options.bareAmountsAfterCues || grand else { return nil }
        // "push the rehearsal dinner to the 4th, still 6": the event's clock said again.
        if start >= 6, s[(start - 6)..<start].elementsEqual("still ".unicodeScalars), !grand,
            number.integer.map({ $0 <= 12 }) ?? false
        {
            return nil
        }
        if number.digitString, number.range.count >= 9 { return nil }  // Phone numbers, ids (`340 grand` is neither).
        // "show the last 5 deposits", 最近10笔: how many entries, not an amount.
        if !grand, Self.countOfEntriesBefore(s, start: start) { return nil }
        if let pair = dollarsCentsPair(s, number: number, floor: floor) {
            return Amount(value: pair.value, currency: defaultCurrency(s), range: start..<pair.end)
        }
        if !number.chinese, Self.inAddress(s, start: start) { return nil }  // 地点是商学院302
        if Self.readingBefore(s, start: start) { return nil }  // 空腹血糖 6.1, 等级分涨到1850
        // Jan 15 — but not "piano lessons for May 240": no day of a month.
        if !number.chinese, Self.monthBefore(s, start: start), number.integer.map({ $0 <= 31 }) ?? true { return nil }
        if !number.hasFraction, Self.rangeOfNumbersAfter(s, end: end) { return nil }  // the museum, 10 to 12
        if !number.chinese, Self.countsBeforePrice(s, number: number, end: end) { return nil }  // 2 for 160
        if !number.chinese, Self.yearAfterPreposition(s, number: number) { return nil }  // spending in 2028
        // `10 grand down payment`; `门票120 停车20`: the next item may follow.
        guard
            grand || bareCanEnd(s, at: end) || itemAfter(s, number: number, end: end)
                // "the rv cost 85k used", "a 12 mil pre": a scale word said, then a space.
                || (end < s.count && s[end] == " " && Self.endsWithScale(s, number: number, end: end)
                    && scaledAmount(s, number: number, end: end))
                || pairedPriceList(s, start: start)
                || (MoneyCues.paidLaterAt(s, start: end) && MoneyCues.chineseCueBefore(s, end: start))
        else {
            return nil
        }
        guard
            grand || scaledAmount(s, number: number, end: end) || cueBefore(s, start: start) || cueAfter(s, end: end)
                || spendingWordBefore(s, start: start) || itemAfterDe(s, end: end)
                || Self.itemAndPriceOnly(s, start: start, end: end) || Self.afterPastPurchase(s, start: start, end: end)
                || ((number.integer.map { $0 >= 10 } ?? number.hasFraction) && Self.perPeriodAfter(s, end: end))
                || continuesAmounts(s, start: start, floor: floor) || englishContextBefore(s, start: start)
                || lastAfterItem(s, start: start, end: end) || forItemAfter(s, number: number, end: end)
                || opensWithItem(s, number: number, start: start, end: end)
                || Self.moneyWordEarlier(s, number: number, start: start, end: end)
                || (!number.chinese && endsPricedList(s, start: start, end: end))
                // 两百出头, 一千左右: an approximate hundred or more (三十出头 is an age).
                || (number.chinese && value.isLess(than: FixedDecimal(100)) == false
                    && MoneyCues.approximationAt(s, start: end))
                // 换电瓶 四百多: a round hundred or more and 多 ending the message.
                || (number.chinese && value.isLess(than: FixedDecimal(100)) == false && end < s.count
                    && (s[end] == "多" || s[end] == "来")
                    && s[(end + 1)...].allSatisfy { "。.!！ ".unicodeScalars.contains($0) })
                // 三个娃的校服一千一百五, 钢琴课一学期三千六: a hundred or more in Chinese numerals
                // ending the message after what was paid for.
                || (number.chinese && value.isLess(than: FixedDecimal(100)) == false
                    && s[end...].allSatisfy { "。.!！ ".unicodeScalars.contains($0) }
                    && (CategoryLexicon.standard.containsWord(in: s, before: start)
                        || (1..<max(1, start)).contains { MoneyCues.chineseCueBefore(s, end: $0) }))
                || Self.eachAfter(s, number: number, end: end)
                // 纸箱胶带 一百二: a hundred-and-so-much said the short way, ending the message after
                // what was bought.
                || (number.chinese && Self.elidedUnitEnds(s, start: start, end: end))
                // 唱K400, KTV 300: the letters name what was paid for.
                || Self.chineseLetterWord(s, before: start)
                // "electric 412 water 88 wifi 70", 牛奶进货640 纸杯 280: items and their prices.
                || pairedPriceList(s, start: start)
        else { return nil }
        return Amount(value: value, currency: defaultCurrency(s), range: start..<end)
    }

    /// Whether the amount ends with a scale written in Latin letters: 85k, 2.5m, "12 mil", "3 million".
    static func endsWithScale(_ s: [Unicode.Scalar], number: NumberMatch, end: Int) -> Bool {
        guard end > number.range.lowerBound, end < s.count else { return false }
        guard s[end - 1] == "k" || s[end - 1] == "m" || end > number.range.upperBound else { return false }
        // "10k steps", "2k followers": a count of things.
        var wordEnd = end + 1
        while wordEnd < s.count, EnglishNumberWords.isLetter(s[wordEnd]) { wordEnd += 1 }
        return !countedThings.contains(String(String.UnicodeScalarView(s[(end + 1)..<wordEnd])))
    }

    private static let countedThings: Set<String> = [
        "steps", "step", "followers", "follower", "views", "view", "subscribers", "subs", "likes", "miles", "mi", "km",
        "meters", "metres", "feet", "ft", "words", "calories", "cal", "kcal", "people", "runners", "users",
        "downloads", "plays", "streams", "hits", "visitors", "members", "points", "pts", "reps", "laps", "yards", "yds",
        "race", "run", "runs", "pieces", "units", "copies", "rpm", "lbs", "lb", "kg", "tons", "gallons", "gal",
    ]

    /// Whether a bare number stands in a place said with 地点 / 地址 (地点是商学院302, 地址：幸福路88号):
    /// a room or a house number, within the same clause.
    static func inAddress(_ s: [Unicode.Scalar], start: Int) -> Bool {
        var index = start
        while index > 1, start - index < 16 {
            let scalar = s[index - 1]
            if ",，;；。".unicodeScalars.contains(scalar) { return false }
            if scalar == "点" || scalar == "址", s[index - 2] == "地" { return true }
            index -= 1
        }
        return false
    }

    /// Whether the Chinese numeral at `start..<end` leaves its last unit unsaid (一百二, 三千五), or is
    /// a sum in hundreds or thousands set off by a space (两千零六), and ends the message after words
    /// in Chinese.
    static func elidedUnitEnds(_ s: [Unicode.Scalar], start: Int, end: Int) -> Bool {
        // 布草洗了一车 两千零六: a whole sum in hundreds or thousands, set off by a space, ends it too.
        let spacedSum = start > 0 && s[start - 1] == " " && s[start..<end].contains { $0 == "百" || $0 == "千" }
        guard end - start >= (spacedSum ? 2 : 3), end <= s.count, !readingBefore(s, start: start),
            spacedSum
                || ((s[end - 2] == "百" || s[end - 2] == "千") && NumberReader.chineseDigit(s[end - 1]) != nil),
            s[end...].allSatisfy({ "。.!！ ".unicodeScalars.contains($0) })
        else { return false }
        // 今天跑了一千五: a distance.
        let before = String(String.UnicodeScalarView(s[max(0, start - 3)..<start])).trimmingCharacters(in: .whitespaces)
        guard !["跑了", "走了", "游了", "骑了"].contains(where: { before.hasSuffix($0) }) else { return false }
        return s[..<start].contains { $0.properties.isIdeographic }
    }

    /// Whether a reading is named right before `start` (血压一百三, 空腹血糖 6.1, 等级分涨到1850,
    /// 转速12000转, "DPI 1600"): a measure, not a price.
    static func readingBefore(_ s: [Unicode.Scalar], start: Int) -> Bool {
        var end = start
        while end > 0, s[end - 1] == " " { end -= 1 }
        guard end > 0, readingLastScalars.contains(s[end - 1]) else { return false }  // the common case, cheaply
        return readingScalars.contains { word in
            word.count <= end && s[(end - word.count)..<end].elementsEqual(word)
        }
    }

    private static let readingScalars = readings.map { Array($0.unicodeScalars) }
    private static let readingLastScalars = Set(readings.compactMap(\.unicodeScalars.last))

    /// Readings and numbers of things, not prices: 血压120, 空腹血糖 6.1, 鞋码42, 等级分 1850.
    private static let readings = [
        "血压", "高压", "低压", "身高", "体重", "血糖", "心率", "体温", "血氧", "转速", "分数", "成绩", "步数", "度数", "视力", "气温", "温度",
        "湿度", "电量", "车速", "时速", "配速", "里程", "排名", "名次", "尺码", "码数", "鞋码", "楼号", "房号", "单号", "工号", "学号",
        "考了", "得了", "空腹", "餐后", "等级分", "dpi", "回报率", "胆固醇", "体脂",
    ]

    /// A number written with a money scale (`2.5万`, `两千万`, `4.5亿`, `8k`, `3.5k`, `2 million`):
    /// people count money so, and `bareCanEnd` has already refused what a unit follows (`5万人`).
    /// Not `a 10k` (a race).
    private func scaledAmount(_ s: [Unicode.Scalar], number: NumberMatch, end: Int) -> Bool {
        let start = number.range.lowerBound
        guard end > start else { return false }
        switch s[end - 1] {
        case "万", "萬", "亿", "億", "w": return true
        case "k":
            guard number.range.upperBound == end else { return true }  // `5 thousand`
            // `a 10k`, `ran 5k`, `run a 5k`: a race.
            guard start >= 2, s[start - 1] == " " else { return true }
            var wordStart = start - 1
            while wordStart > 0, EnglishNumberWords.isLetter(s[wordStart - 1]) { wordStart -= 1 }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: s[wordStart..<(start - 1)])
            let before = String(view)
            if before == "did" || before == "do" {  // "did a 10k" is a race, "the studio did 92k" takings
                return number.hasFraction || !(number.integer.map(Self.raceDistances.contains) ?? false)
            }
            return !["a", "ran", "run", "running", "runs", "jog", "jogged", "my"].contains(before)
        default:
            // 两万五, 3万5, 四万零五百: a numeral with 万 or 亿 inside it.
            if number.chinese, s[number.range].contains(where: { NumberReader.largeUnit($0) != nil }) { return true }
            // 3千, 3千4: Arabic digits with 千, as people write money (not 三千, a count as often).
            if number.chinese, NumberReader.asciiDigit(s[start]) != nil, s[number.range].contains("千") { return true }
            return end > number.range.upperBound  // `2 million`
        }
    }

    /// Whether what was bought stands right before a bare number, as in a ledger note: `地铁4`,
    /// `奶茶 18`, `parking 15`, `books 59.90` (a word of ``CategoryLexicon/standard``, then at most
    /// one space).
    private func spendingWordBefore(_ s: [Unicode.Scalar], start: Int) -> Bool {
        var position = start
        if position > 0, s[position - 1] == " " { position -= 1 }
        if position > 0, s[position - 1] == "," { position -= 1 }  // two concert tickets, 120
        if position > 2, s[position - 1] == "s", s[position - 2] == "'" || s[position - 2] == "’" {
            position -= 2  // rent's 1800
        }
        // 电影票两张一百二: a count of the item between it and its price; 火锅 四个人 六百四, 高铁票
        // 俩人 六百四: a count of people.
        var counted = false
        if position >= 2, s[position - 1] == "人", NumberReader.canStart(s[position - 2]) || s[position - 2] == "个" {
            position -= 1
            counted = true
        }
        if position >= 2, Self.isMeasureWord(s[position - 1]), NumberReader.canStart(s[position - 2]) {
            position -= 1
            counted = true
        }
        if counted {
            while position > 0, NumberReader.canStart(s[position - 1]) { position -= 1 }
            if position > 0, s[position - 1] == " " { position -= 1 }
        }
        guard position > 0 else { return false }
        if CategoryLexicon.standard.hasWord(endingAt: position, in: s) { return true }
        // subway this morning 2.90, lunch yesterday 45: time words between the item and its price,
        // when the number cannot be a clock (`overtime tonight 8 to 10`).
        guard let number = NumberReader.read(s, at: start),
            number.hasFraction || number.integer.map({ $0 > 24 }) == true
        else { return false }
        var skipped = 0
        while skipped < 3, let word = Self.word(endingAt: position, in: s),
            let code = EnglishNumberWords.code(s, word), Self.timeWords.contains(code)
        {
            skipped += 1
            position = word.lowerBound
            guard position > 1, s[position - 1] == " " else { return false }
            position -= 1
            if CategoryLexicon.standard.hasWord(endingAt: position, in: s) { return true }
        }
        return false
    }

    /// An amount with a suffix mark, its compound parts and its cautions checked.
    private func withSuffix(
        _ mark: CurrencyMark, number: NumberMatch, value: FixedDecimal, start: Int, markEnd: Int, in s: [Unicode.Scalar]
    ) -> Amount? {
        var total = value
        var last = markEnd
        var part: (value: FixedDecimal, end: Int)?
        if mark.takesChineseMinorUnits, mark.scalars.count == 1, !number.hasFraction {
            part = Self.chineseMinor(s, at: markEnd)
        } else if mark.exponent == -1, mark.scalars.count == 1 {
            part = Self.chineseFen(s, at: markEnd)
        } else if mark.takesCents, mark.isWord || mark.scalars.count > 1, !number.hasFraction {
            part = englishCents(s, at: markEnd, needsCentsWord: false)
        }
        var compound = false
        if let part, let sum = total.adding(part.value) {
            total = sum
            last = part.end
            compound = true
        }
        // 一百块港币, 五十块美金: a measure word, then the currency's name.
        if mark.caution == .measureWord, mark.currency == "CNY", !compound,
            let named = CurrencyMarks.suffix(in: s, at: markEnd), !named.isWord, named.exponent == 0,
            named.currency != "CNY", named.scalars.count >= 2
        {
            return Amount(value: total, currency: named.currency, range: start..<(markEnd + named.scalars.count))
        }
        switch mark.caution {
        case .none, .attached:
            break
        case .measureWord:
            // 蛋糕一块35: one piece, then its price.
            if !compound, number.chinese, number.fixed?.isLess(than: FixedDecimal(10)) == true, markEnd < s.count,
                NumberReader.asciiDigit(s[markEnd]) != nil
            {
                return nil
            }
            guard
                compound || Self.chineseCanFollow(s, at: markEnd) || MoneyCues.chineseCueAfter(s, start: markEnd)
                    || MoneyCues.moneyNounAt(s, start: markEnd) || MoneyCues.approximationAt(s, start: markEnd)
                    // 充了500块饭卡: a price in digits before an item (三块蛋糕 counts pieces).
                    || (!number.chinese && value.isLess(than: FixedDecimal(10)) == false
                        && CategoryLexicon.standard.wordLength(startingAt: markEnd, in: s) != nil)
                    // 早餐八块午餐二十五: an item before the price, the next item after it.
                    || (CategoryLexicon.standard.wordLength(startingAt: markEnd, in: s) != nil
                        && spendingWordBefore(s, start: start))
            else { return nil }
        case .chineseNumeralNeedsSupport:
            guard compound || Self.chineseCanFollow(s, at: markEnd) || MoneyCues.chineseCueAfter(s, start: markEnd)
            else { return nil }
            if number.chinese, number.fixed?.isLess(than: FixedDecimal(10)) == true, !compound,
                !cueBefore(s, start: start)
            {
                return nil
            }
        case .needsSupport:
            guard Self.chineseCanFollow(s, at: markEnd), cueBefore(s, start: start) else { return nil }
        case .weight:
            if MoneyCues.weighingBefore(s, end: start) { return nil }
            if markEnd + 3 <= s.count, s[markEnd] == " ", s[markEnd + 1] == "o", s[markEnd + 2] == "f",
                markEnd + 3 == s.count || !EnglishNumberWords.isLetter(s[markEnd + 3])
            {
                return nil
            }
        }
        if compound, last < s.count, s[last] == "钱" { last += 1 }
        let currency = mark.isYenSign ? options.yenSignCurrency : mark.currency
        return Amount(value: total, currency: currency, range: start..<last)
    }

    // MARK: - Compounds

    /// Jiao and fen after a yuan unit: `8毛`, `8角5分`, `8` (3块8), `零5分` (3.05), `半` (3.5).
    private static func chineseMinor(_ s: [Unicode.Scalar], at start: Int) -> (value: FixedDecimal, end: Int)? {
        var index = start
        guard index < s.count else { return nil }
        var zero = false
        if s[index] == "零" {
            zero = true
            index += 1
        } else if s[index] == "半" {
            return (FixedDecimal(5, exponent: -1), index + 1)
        }
        guard let digit = singleDigit(s, at: index) else { return nil }
        let next = index + 1
        if next < s.count {
            if s[next] == "毛" || s[next] == "角" {
                var value = FixedDecimal(UInt64(digit) * 10, exponent: -2)
                var end = next + 1
                if end < s.count, s[end] == "钱" {
                    end += 1
                } else if let fen = chineseFen(s, at: end) {
                    value.significand += fen.value.significand
                    end = fen.end
                }
                return (value, end)
            }
            if s[next] == "分", next + 1 >= s.count || s[next + 1] != "钟" {
                return (FixedDecimal(UInt64(digit), exponent: -2), next + 1)
            }
        }
        guard chineseCanFollow(s, at: next) || MoneyCues.chineseCueAfter(s, start: next) else { return nil }
        return (FixedDecimal(UInt64(digit), exponent: zero ? -2 : -1), next)
    }

    /// Fen after a jiao unit: `3分`, or a bare digit (`5毛5` = 0.55).
    private static func chineseFen(_ s: [Unicode.Scalar], at start: Int) -> (value: FixedDecimal, end: Int)? {
        guard let digit = singleDigit(s, at: start) else { return nil }
        let value = FixedDecimal(UInt64(digit), exponent: -2)
        let next = start + 1
        if next < s.count, s[next] == "分" {
            guard next + 1 >= s.count || s[next + 1] != "钟" else { return nil }
            return (value, next + 1)
        }
        return chineseCanFollow(s, at: next) ? (value, next) : nil
    }

    /// One digit 1–9 standing alone at `index` (not the start of `80` or `五十`).
    private static func singleDigit(_ s: [Unicode.Scalar], at index: Int) -> Int? {
        guard index < s.count else { return nil }
        let next: Unicode.Scalar? = index + 1 < s.count ? s[index + 1] : nil
        if let digit = NumberReader.asciiDigit(s[index]) {
            guard digit > 0 else { return nil }
            if let next, NumberReader.asciiDigit(next) != nil || next == "." || next == "," { return nil }
            return digit
        }
        guard let digit = NumberReader.chineseDigit(s[index]), digit > 0 else { return nil }
        if let next,
            NumberReader.smallUnit(next) != nil || NumberReader.largeUnit(next) != nil || next == "点"
        {
            return nil
        }
        return digit
    }

    /// Cents after a major unit: `fifty`, `and 50 cents`, `25 cents`. Without the word `cents`
    /// only a lone number that nothing unit-like follows (`twelve dollars fifty for parking`).
    private func englishCents(_ s: [Unicode.Scalar], at start: Int, needsCentsWord: Bool) -> (
        value: FixedDecimal, end: Int
    )? {
        guard start + 1 < s.count, s[start] == " " else { return nil }
        var index = start + 1
        var sawAnd = false
        if index + 4 < s.count, s[index] == "a", s[index + 1] == "n", s[index + 2] == "d", s[index + 3] == " " {
            index += 4
            sawAnd = true
        }
        let number: NumberMatch?
        if NumberReader.asciiDigit(s[index]) != nil {
            var plain = NumberReader.Options.standard
            plain.suffixes = false
            plain.arabicDecimalPoint = false
            plain.thousandsSeparators = false
            number = NumberReader.read(s, at: index, options: plain)
        } else {
            number = EnglishNumberWords.read(s, at: index)
        }
        guard let number, let cents = number.integer, cents > 0, cents < 100, !number.chinese || number.digitString,
            number.range.upperBound - number.range.lowerBound <= (NumberReader.asciiDigit(s[index]) != nil ? 2 : 20)
        else { return nil }
        let value = FixedDecimal(UInt64(cents), exponent: -2)
        let end = number.range.upperBound
        if end + 1 < s.count, s[end] == " " {
            let wordEnd = EnglishNumberWords.wordEnd(s, from: end + 1)
            if let code = EnglishNumberWords.code(s, (end + 1)..<wordEnd),
                code == Self.centsCode || code == Self.centCode
            {
                return (value, wordEnd)
            }
        }
        guard !needsCentsWord, !sawAnd, bareCanEnd(s, at: end) else { return nil }
        return (value, end)
    }

    // MARK: - Neighbours

    /// `a dollar`, `a buck`, `a grand`: the article as the number one.
    private func article(_ s: [Unicode.Scalar], _ word: Range<Int>) -> NumberMatch? {
        guard word.count <= 2, s[word.lowerBound] == "a", word.count == 1 || s[word.lowerBound + 1] == "n",
            word.upperBound + 1 < s.count, s[word.upperBound] == " "
        else { return nil }
        let next = word.upperBound + 1
        let nextEnd = EnglishNumberWords.wordEnd(s, from: next)
        let isMark = CurrencyMarks.suffix(in: s, at: next).map { $0.isWord && $0.exponent == 0 } ?? false
        guard isMark || EnglishNumberWords.code(s, next..<nextEnd) == Self.grandCode else { return nil }
        return NumberMatch(
            value: 1, range: word, chinese: false, hasFraction: false, digitString: false, fixed: FixedDecimal(1))
    }

    /// Whether an ideograph that may follow money, or no ideograph, is at `index`.
    @inline(__always)
    static func chineseCanFollow(_ s: [Unicode.Scalar], at index: Int) -> Bool {
        guard index < s.count else { return true }
        let scalar = s[index]
        guard NumberReader.isCJK(scalar) else { return !EnglishNumberWords.isLetter(scalar) }
        return MoneyCues.canFollowMoney(scalar)
    }

    /// Whether a bare amount may end at `index`: the end, punctuation, or a word that may follow
    /// money — not a unit (`3个`, `5 km`, `50%`, `2 hours`).
    private static let spacedUnits = Set("人个天次年岁位只件张条本斤公米度分秒小时周月号楼层页份盒瓶杯斤克".unicodeScalars)

    func bareCanEnd(_ s: [Unicode.Scalar], at index: Int) -> Bool {
        guard index < s.count else { return true }
        var scalar = s[index]
        var position = index
        if scalar == " " {
            guard index + 1 < s.count else { return true }
            position = index + 1
            scalar = s[position]
            // 值班费900 10月8号发: a date set off after the amount.
            if NumberReader.asciiDigit(scalar) != nil {
                var digits = position
                while digits < s.count, NumberReader.asciiDigit(s[digits]) != nil { digits += 1 }
                if digits < s.count, digits - position <= 2, "月号日".unicodeScalars.contains(s[digits]) { return true }
            }
        }
        if NumberReader.isCJK(scalar) {
            // 尾款到账了 一万二 记收入: a space ends a Chinese clause, unless a unit follows it.
            if position > index, !Self.spacedUnits.contains(scalar) { return true }
            return MoneyCues.canFollowMoney(scalar) || MoneyCues.chineseCueAfter(s, start: position)
                || MoneyCues.nextClauseAt(s, start: position) || MoneyCues.approximationAt(s, start: position)
        }
        if EnglishNumberWords.isLetter(scalar) {
            // 5km, 3pm — but "20ish" is about 20.
            guard position > index else {
                return EnglishNumberWords.wordEnd(s, from: position) == position + 3
                    && s[position..<position + 3].elementsEqual("ish".unicodeScalars)
            }
            let wordEnd = EnglishNumberWords.wordEnd(s, from: position)
            return MoneyCues.englishCanFollowMoney(s, position..<wordEnd) || MoneyCues.englishCueAfter(s, start: index)
        }
        switch scalar {
        // "haircut 30 + tip 5", 理发30+小费5.
        case ",", ".", "!", "?", ";", ")", "\"", "'", "]", ">", "~", "+": return true
        // "bonus hit today, 12,000 - and how much …": a dash after a space sets off what follows.
        case "-", "–", "—": return position > index && position + 1 < s.count && s[position + 1] == " "
        // "log three: breakfast 8.50, …": a number before a colon counts what follows.
        case ":": return s[(position + 1)...].allSatisfy { $0 == " " }
        default: return false
        }
    }

    /// Whether a money word stands before `start` (`花了`, `房租`, `paid`, `cost me about`).
    func cueBefore(_ s: [Unicode.Scalar], start: Int) -> Bool {
        var position = start
        while position > 0, s[position - 1] == " " { position -= 1 }
        guard position > 0 else { return false }
        // "房租: 2000" reads as Chinese, "bonus: 5000" as English.
        let word = s[position - 1] == ":" && position > 1 ? s[position - 2] : s[position - 1]
        if NumberReader.isCJK(word) || (s[position - 1] == ":" && !EnglishNumberWords.isLetter(word)) {
            return MoneyCues.chineseCueBefore(s, end: start)
        }
        // 聚餐AA 186: letters inside Chinese (AA, aa了) are Chinese cues.
        var wordStart = position
        while wordStart > 0, EnglishNumberWords.isLetter(s[wordStart - 1]) { wordStart -= 1 }
        if wordStart > 0, NumberReader.isCJK(s[wordStart - 1]), MoneyCues.chineseCueBefore(s, end: start) {
            return true
        }
        // "took in 3,400 at the stand", "brought in 2.8k": money taken in.
        if position - wordStart == 2, s[wordStart] == "i", s[wordStart + 1] == "n", wordStart > 1,
            s[wordStart - 1] == " "
        {
            var verbStart = wordStart - 1
            while verbStart > 0, EnglishNumberWords.isLetter(s[verbStart - 1]) { verbStart -= 1 }
            let verb = String(String.UnicodeScalarView(s[verbStart..<(wordStart - 1)]))
            if MoneyCues.takenInVerbs.contains(verb) { return true }
        }
        return MoneyCues.englishCueBefore(s, end: start)
    }

    /// Whether a money noun follows `end` (`5k salary`, `2万月薪`).
    private func cueAfter(_ s: [Unicode.Scalar], end: Int) -> Bool {
        guard end < s.count else { return false }
        return MoneyCues.chineseCueAfter(s, start: end) || MoneyCues.englishCueAfter(s, start: end)
    }

    /// The currency of a bare amount: the option, else CNY for Chinese text and USD otherwise.
    func defaultCurrency(_ s: [Unicode.Scalar]) -> String {
        if let currency = options.defaultCurrency { return currency }
        return s.contains(where: NumberReader.isCJK) ? "CNY" : "USD"
    }

    /// Whether the letters right before `start` are a word Chinese writes in Latin letters between
    /// Chinese characters (唱K, KTV, AA): the number after it may be a price.
    private static func chineseLetterWord(_ s: [Unicode.Scalar], before start: Int) -> Bool {
        let start = start > 1 && s[start - 1] == " " ? start - 1 : start  // 唱K 三百二
        var wordStart = start
        while wordStart > 0, EnglishNumberWords.isLetter(s[wordStart - 1]) { wordStart -= 1 }
        // 跑团活动 AA 50: a space may stand between the Chinese and the letters too.
        let before = wordStart > 1 && s[wordStart - 1] == " " ? wordStart - 1 : wordStart
        guard before > 0, NumberReader.isCJK(s[before - 1]) else { return false }
        let word = String(String.UnicodeScalarView(s[wordStart..<start]))
        return word == "k" || word == "ktv" || word == "aa"
    }

    private static let oneCode = EnglishNumberWords.code("one")
    /// Words that make a following "one" a pronoun.
    private static let pronounOnes: Set<UInt64> = Set(
        [
            "that", "this", "which", "each", "every", "no", "any", "the", "another", "other", "last", "next", "first",
            "new", "old", "big", "little", "only", "same", "right", "wrong", "early", "late", "second",
        ].map(EnglishNumberWords.code))

    /// Whether the word before `index` makes a following "one" a pronoun ("that one", "the 3pm one").
    private static func pointsAtOne(_ s: [Unicode.Scalar], before index: Int) -> Bool {
        guard index >= 2, s[index - 1] == " ", let word = Self.word(endingAt: index - 1, in: s),
            let code = EnglishNumberWords.code(s, word)
        else { return false }
        if pronounOnes.contains(code) { return true }
        // "need the hotel one": "the" or "that", a noun, then "one" — an entry pointed at.
        guard word.lowerBound >= 2, s[word.lowerBound - 1] == " ",
            let article = Self.word(endingAt: word.lowerBound - 1, in: s)
        else { return false }
        let said = String(String.UnicodeScalarView(s[article]))
        return ["the", "that", "this"].contains(said) && !s[word].elementsEqual("last".unicodeScalars)
    }
    /// Race distances in kilometres, as people say them with `k` (`did 10k`).
    private static let raceDistances: Set<Int> = [1, 3, 5, 8, 10, 12, 15, 16, 20, 21, 25, 30, 42, 50, 80, 100]

    private static let grandCode = EnglishNumberWords.code("grand")
    private static let trillionCode = EnglishNumberWords.code("trillion")
    private static let lakhCode = EnglishNumberWords.code("lakh")
    private static let croreCode = EnglishNumberWords.code("crore")
    private static let bilCode = EnglishNumberWords.code("bil")
    private static let milCode = EnglishNumberWords.code("mil")
    private static let mCode = EnglishNumberWords.code("m")
    private static let mmCode = EnglishNumberWords.code("mm")
    private static let mnCode = EnglishNumberWords.code("mn")
    private static let bCode = EnglishNumberWords.code("b")
    private static let bnCode = EnglishNumberWords.code("bn")
    private static let centsCode = EnglishNumberWords.code("cents")
    private static let centCode = EnglishNumberWords.code("cent")
}

/// A message made only of items, each followed by its price: "electric 412 water 88 wifi 70",
/// 牛奶进货640 纸杯 280, "farmers market 38 and a birthday card for emma 6". People type a budget
/// list so, with no commas and no money word; every number in it is a price.
extension MoneyRecognizer {
    /// Whether `s` (after a heading and a colon, if any) is two or more items each followed by a
    /// bare number, set off by spaces, commas, 、, semicolons, new lines or "and". Each number ends
    /// at such a break or the message's end (not "3pm", 3点, "2 hours"), comes after a word that is
    /// no label (room 12, 3号楼) and no month (Jan 15), and one of them is 10 or more or has cents.
    func pairedPriceList(_ s: [Unicode.Scalar], start: Int) -> Bool {
        var position = (s.lastIndex(where: { $0 == ":" || $0 == "：" }) ?? -1) + 1
        var pairs = 0
        var priceSized = false
        var isPrice = false  // the number at `start` is one of the prices
        while true {
            while position < s.count, Self.isListBreak(s[position]) { position += 1 }
            if position == s.count { break }
            // The item: letters, ideographs, apostrophes and hyphens, up to the number.
            let itemStart = position
            var letters = false
            while position < s.count, NumberReader.asciiDigit(s[position]) == nil {
                let scalar = s[position]
                if EnglishNumberWords.isLetter(scalar) || NumberReader.isCJK(scalar) {
                    // 三杯: a count in words (三通, a pipe tee, is a name; 软管两根30 counts before the price).
                    if NumberReader.chineseDigit(scalar) != nil, position + 1 < s.count {
                        let next = s[position + 1]
                        let countBeforePrice =
                            MoneyRecognizer.isMeasureWord(next) && position + 2 < s.count
                            && NumberReader.asciiDigit(s[position + 2]) != nil
                        if !countBeforePrice,
                            MoneyRecognizer.isMeasureWord(next) || NumberReader.chineseDigit(next) != nil
                        {
                            return false
                        }
                    }
                    letters = true
                } else if !(scalar == " " || scalar == "'" || scalar == "-" || scalar == "&" || scalar == "/") {
                    return false
                }
                position += 1
            }
            guard letters else { return false }
            if position == s.count {
                // A short closing after the last price: "both paid today", 也记上.
                let closing = s[itemStart...]
                let short =
                    closing.split(separator: " ").count <= 4
                    && closing.filter({ NumberReader.isCJK($0) }).count <= 6
                guard pairs >= 2, short else { return false }
                break
            }
            var itemEnd = position
            while itemEnd > itemStart, s[itemEnd - 1] == " " { itemEnd -= 1 }
            guard itemEnd > itemStart else { return false }
            let last = s[itemEnd - 1]
            if NumberReader.isCJK(last) {
                // 3号楼 is a label; 打车回实验室 24, a space between, is an item and its price.
                if Self.chineseLabels.contains(last), itemEnd == position { return false }
            } else if let word = Self.word(endingAt: itemEnd, in: s), let code = EnglishNumberWords.code(s, word) {
                let cameIn =
                    code == Self.inCode && word.lowerBound >= 6
                    && s[(word.lowerBound - 5)..<word.lowerBound].elementsEqual("came ".unicodeScalars)
                if (Self.labels.contains(code) && !cameIn) || Self.months.contains(code)
                    || Self.timeWords.contains(code) || Self.notListItems.contains(code)
                {
                    return false
                }
            } else {
                return false
            }
            // The price: digits, with cents or thousands grouped by commas.
            let numberStart = position
            if numberStart == start { isPrice = true }
            while position < s.count,
                NumberReader.asciiDigit(s[position]) != nil
                    || ((s[position] == "." || s[position] == ",") && position + 1 < s.count
                        && NumberReader.asciiDigit(s[position + 1]) != nil)
            {
                position += 1
            }
            guard let number = NumberReader.read(s, at: numberStart), !number.chinese else { return false }
            // 三通8块 球阀45: a price may say its unit.
            if position < s.count, s[position] == "块" || s[position] == "元",
                position + 1 == s.count || Self.isListBreak(s[position + 1])
            {
                position += 1
            }
            if position < s.count, !Self.isListBreak(s[position]) { return false }  // 3pm, 5k, 3点
            // What follows a space must be the next item, not a unit ("2 hours", "3 pm").
            var next = position
            while next < s.count, s[next] == " " { next += 1 }
            if next < s.count, let word = Self.wordAt(next, in: s), let code = EnglishNumberWords.code(s, word),
                Self.unitsAfterNumber.contains(code)
            {
                return false
            }
            if number.hasFraction || (number.integer.map { $0 >= 10 } ?? false) { priceSized = true }
            guard number.integer.map({ $0 < 100_000 }) ?? true else { return false }
            pairs += 1
        }
        return pairs >= 2 && priceSized && isPrice
    }

    private static let inCode = EnglishNumberWords.code("in")

    /// Words before a number that make it a count or a model, not a price: "bought 2 tickets for
    /// 90", "iPhone 15 case 29".
    private static let notListItems: Set<UInt64> = Set(
        [
            "for", "bought", "got", "paid", "spent", "buy", "get", "ordered", "iphone", "ipad", "galaxy", "pixel",
            "macbook", "xbox", "ps", "windows", "office", "ios", "android", "covid", "apollo", "x", "each", "every",
            // "between 9 and 11", "9 or 10": clocks and counts joined, not items.
            "between", "and", "or",
        ].map(EnglishNumberWords.code))

    private static func isListBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", ",", "，", "、", ";", "；", "\n", ".", "。", "!": true
        default: false
        }
    }

    /// Words after a number that make it a count, a clock or a length, not a price.
    private static let unitsAfterNumber: Set<UInt64> = Set(
        [
            "am", "pm", "a", "p", "min", "mins", "minutes", "hour", "hours", "hr", "hrs", "day", "days", "week",
            "weeks",
            "times", "people", "kids", "x", "percent", "miles", "km", "lbs", "kg", "oclock", "o", "th", "st", "nd",
            "rd", "boxes", "box", "packs", "pack", "bags", "bottles", "cans", "pairs", "pieces", "items", "tickets",
            "rolls", "cases", "cartons", "dozen",
            // "paint 6 gallons 212", "trados renewal 1 yr 380", "roses 3 bunches 45": measures and terms.
            "gallons", "gallon", "gal", "liters", "litres", "liter", "litre", "oz", "ounces", "sheets", "bundles",
            "bunches", "stems", "sq", "ft", "feet", "yards", "yd", "meters", "tiles", "yr", "yrs", "year", "years",
            "month", "months", "mo", "nights", "sessions", "classes", "lessons",
        ].map(EnglishNumberWords.code))
}

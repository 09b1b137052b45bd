/// How far a change moves an event (推迟半小时, 延后两个小时, 往后推一天, "an hour earlier", "back a
/// week"), read for ``EventEdit`` as an ISO 8601 duration without its direction.
extension EventEdit {
    /// A duration found in the text: where (normalized scalar offsets) and how long.
    struct Shift {
        var range: Range<Int>
        /// `PT30M`, `PT2H`, `PT1H30M`, `P1D`, `P7D`.
        var iso: String
    }

    private enum Unit {
        case minute, hour, day, week
    }

    private static let chineseUnits: [(word: [Unicode.Scalar], unit: Unit, quarter: Bool)] = [
        ("分钟", .minute, false), ("小时", .hour, false), ("钟头", .hour, false), ("刻钟", .minute, true),
        ("钟", .hour, false),
        ("天", .day, false), ("星期", .week, false), ("礼拜", .week, false), ("周", .week, false),
    ].map { (word: String, unit: Unit, quarter: Bool) in (Array(word.unicodeScalars), unit, quarter) }
    private static let englishUnits: [(word: [Unicode.Scalar], unit: Unit)] = [
        ("minutes", .minute), ("minute", .minute), ("mins", .minute), ("min", .minute), ("hours", .hour),
        ("hour", .hour), ("hrs", .hour), ("hr", .hour), ("days", .day), ("day", .day), ("weeks", .week),
        ("week", .week),
    ].map { (word: String, unit: Unit) in (Array(word.unicodeScalars), unit) }
    private static let englishCounts: [(word: [Unicode.Scalar], value: Int)] = [
        ("an", 1), ("a", 1), ("one", 1), ("two", 2), ("three", 3), ("four", 4), ("five", 5), ("six", 6),
        ("seven", 7), ("eight", 8), ("nine", 9), ("ten", 10), ("eleven", 11), ("twelve", 12), ("fifteen", 15),
        ("twenty", 20), ("thirty", 30), ("forty-five", 45), ("forty", 40), ("a couple of", 2), ("couple of", 2),
        ("a few", 3),
    ].map { (word: String, value: Int) in (Array(word.unicodeScalars), value) }
    private static let halfHour: [[Unicode.Scalar]] = [
        "half an hour", "half hour", "a half hour", "半小时", "半个小时", "半个钟头",
    ]
    .map { Array($0.unicodeScalars) }
    private static let andAHalf = Array(" and a half".unicodeScalars)

    /// The first duration in `scalars` (normalized: lowercase, half-width digits).
    static func findShift(in scalars: [Unicode.Scalar]) -> Shift? {
        for index in scalars.indices {
            if let shift = chineseShift(in: scalars, at: index) ?? englishShift(in: scalars, at: index) {
                return shift
            }
        }
        return nil
    }

    private static func chineseShift(in scalars: [Unicode.Scalar], at index: Int) -> Shift? {
        guard TextResidue.isHan(scalars[index]) || isDigit(scalars[index]) else { return nil }
        // 周五周六, 星期三天气: a numeral after 周/星期/礼拜 is a weekday, not a count.
        // (延期一周 is a shift: 期 there is no 星期.)
        if index > 0,
            scalars[index - 1] == "周" || (index > 1 && scalars[index - 2] == "星" && scalars[index - 1] == "期")
                || (index > 1 && scalars[index - 2] == "礼" && scalars[index - 1] == "拜")
        {
            return nil
        }
        for word in halfHour where matches(word, in: scalars, at: index) {
            return Shift(range: index..<(index + word.count), iso: "PT30M")
        }
        guard let (count, afterNumber) = number(in: scalars, at: index) else { return nil }
        var position = afterNumber
        if position < scalars.count, scalars[position] == "个" { position += 1 }
        var half = false
        if position < scalars.count, scalars[position] == "半" {
            half = true
            position += 1
        }
        for (word, unit, quarter) in chineseUnits where matches(word, in: scalars, at: position) {
            position += word.count
            if !half, position < scalars.count, scalars[position] == "半" {
                half = true
                position += 1
            }
            let minutes = quarter ? 15 * count : nil
            return Shift(range: index..<position, iso: iso(count, unit: unit, half: half, minutes: minutes))
        }
        return nil
    }

    private static func englishShift(in scalars: [Unicode.Scalar], at index: Int) -> Shift? {
        guard index == 0 || scalars[index - 1] == " " else { return nil }
        for word in halfHour where matches(word, in: scalars, at: index) {
            return Shift(range: index..<(index + word.count), iso: "PT30M")
        }
        var count = 0
        var position = index
        if isDigit(scalars[index]) {
            while position < scalars.count, isDigit(scalars[position]) {
                count = count * 10 + Int(scalars[position].value - 48)
                position += 1
            }
        } else {
            var best: (length: Int, value: Int)?
            for (word, value) in englishCounts where word.count > (best?.length ?? 0) {
                if matches(word, in: scalars, at: index) { best = (word.count, value) }
            }
            guard let best else { return nil }
            count = best.value
            position += best.length
        }
        guard position < scalars.count, scalars[position] == " " || isDigit(scalars[index]) else { return nil }
        if scalars[position] == " " { position += 1 }
        var half = false
        let andAHalfBefore = Array("and a half ".unicodeScalars)  // "two and a half hours"
        if matches(andAHalfBefore, in: scalars, at: position) {
            half = true
            position += andAHalfBefore.count
        }
        var best: (length: Int, unit: Unit)?
        for (word, unit) in englishUnits where word.count > (best?.length ?? 0) {
            let end = position + word.count
            if matches(word, in: scalars, at: position), end == scalars.count || !TextResidue.isLetter(scalars[end]) {
                best = (word.count, unit)
            }
        }
        guard let best else { return nil }
        position += best.length
        if !half, matches(andAHalf, in: scalars, at: position) {
            half = true
            position += andAHalf.count
        }
        return Shift(range: index..<position, iso: iso(count, unit: best.unit, half: half, minutes: nil))
    }

    /// A Chinese or Arabic count at `index`: 一, 两, 十五, 二十, 3.
    private static func number(in scalars: [Unicode.Scalar], at index: Int) -> (Int, Int)? {
        var position = index
        if isDigit(scalars[index]) {
            var value = 0
            while position < scalars.count, isDigit(scalars[position]) {
                value = value * 10 + Int(scalars[position].value - 48)
                position += 1
            }
            return (value, position)
        }
        let digits: [Unicode.Scalar: Int] = [
            "一": 1, "二": 2, "两": 2, "俩": 2, "仨": 3, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
        ]
        var value = 0
        var current = 0
        var read = false
        while position < scalars.count {
            let scalar = scalars[position]
            if let digit = digits[scalar] {
                current = digit
            } else if scalar == "十" {
                value += (current == 0 ? 1 : current) * 10
                current = 0
            } else {
                break
            }
            read = true
            position += 1
        }
        guard read else { return nil }
        return (value + current, position)
    }

    private static func iso(_ count: Int, unit: Unit, half: Bool, minutes fixed: Int?) -> String {
        var minutes: Int
        switch unit {
        case .minute: minutes = fixed ?? count
        case .hour: minutes = 60 * count + (half ? 30 : 0)
        case .day:
            return half ? "PT\(24 * count + 12)H" : "P\(count)D"
        case .week:
            return half ? "P\(7 * count + 3)DT12H" : "P\(7 * count)D"
        }
        let hours = minutes / 60
        minutes %= 60
        return "PT" + (hours > 0 ? "\(hours)H" : "") + (minutes > 0 || hours == 0 ? "\(minutes)M" : "")
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }
}

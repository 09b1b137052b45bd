/// A small whole number inside a time expression: an hour, a minute, a day, a year.
///
/// `NumberReader` reads any amount exactly (as `Decimal`, through a `String` for Arabic digits);
/// times only ever need small integers, so this reads them straight from the scalars with
/// `NumberReader`'s digit tables and allocates nothing.
struct TimeNumber: Sendable, Hashable {
    /// A year written with two digits ('27, 27年, 3/18/27): 1969–1999 from 69 up, else this
    /// century (the POSIX pivot, as `strptime`'s `%y`): 98年 is 1998, 27年 2027.
    static func fullYear(_ twoDigits: Int) -> Int {
        twoDigits >= 69 ? 1900 + twoDigits : 2000 + twoDigits
    }

    var value: Int
    /// Where it ends (exclusive).
    var end: Int
    /// How many Arabic digits were written (0 for Chinese numerals).
    var arabicDigits: Int
    /// Written with a leading zero (`07`, `零五`).
    var leadingZero: Bool

    /// Reads Arabic digits (at most 4; longer runs such as phone numbers are refused) or a Chinese
    /// numeral below 100 (`十五`, `二十三`, `两`) or a Chinese digit string of 2–4 digits (`二零二七`).
    static func read(_ s: [Unicode.Scalar], at start: Int) -> TimeNumber? {
        guard start < s.count else { return nil }
        if NumberReader.asciiDigit(s[start]) != nil {
            var value = 0
            var index = start
            while index < s.count, let digit = NumberReader.asciiDigit(s[index]) {
                value = value * 10 + digit
                index += 1
                if index - start > 4 { return nil }
            }
            return TimeNumber(value: value, end: index, arabicDigits: index - start, leadingZero: s[start] == "0")
        }
        return readChinese(s, at: start)
    }

    private static func readChinese(_ s: [Unicode.Scalar], at start: Int) -> TimeNumber? {
        var index = start
        // A digit string: 二零二七, 零五.
        while index < s.count, NumberReader.chineseDigit(s[index]) != nil, index - start < 5 { index += 1 }
        let run = index - start
        if run >= 2, index >= s.count || !isTen(s[index]) {
            guard run <= 4 else { return nil }
            var value = 0
            for position in start..<index { value = value * 10 + (NumberReader.chineseDigit(s[position]) ?? 0) }
            return TimeNumber(value: value, end: index, arabicDigits: 0, leadingZero: s[start] == "零")
        }
        index = start
        var value = 0
        if let digit = NumberReader.chineseDigit(s[index]) {
            value = digit
            index += 1
            guard index < s.count, isTen(s[index]) else {
                return TimeNumber(value: value, end: index, arabicDigits: 0, leadingZero: digit == 0)
            }
            guard digit > 0 else { return nil }
            value *= 10
            index += 1
        } else if isTen(s[index]) {
            value = 10
            index += 1
        } else {
            return nil
        }
        if index < s.count, let unit = NumberReader.chineseDigit(s[index]), unit > 0 {
            value += unit
            index += 1
        }
        return TimeNumber(value: value, end: index, arabicDigits: 0, leadingZero: false)
    }

    @inline(__always)
    private static func isTen(_ scalar: Unicode.Scalar) -> Bool { scalar == "十" || scalar == "拾" }

    /// Whether a number may start at `scalar`.
    @inline(__always)
    static func canStart(_ scalar: Unicode.Scalar) -> Bool {
        NumberReader.asciiDigit(scalar) != nil || NumberReader.chineseDigit(scalar) != nil || isTen(scalar)
    }
}

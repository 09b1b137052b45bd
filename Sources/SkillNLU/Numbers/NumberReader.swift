import Foundation

/// A number read from normalized text.
struct NumberMatch: Sendable, Hashable {
    /// The value, exact.
    var value: Decimal
    /// The normalized scalars it was read from.
    var range: Range<Int>
    /// Whether it was written with Chinese numerals (wholly or partly: `3千5`).
    var chinese: Bool
    /// Whether it had a fraction part (`23.5`, `三点五`).
    var hasFraction: Bool
    /// Whether it was a bare digit string without units (`2026`, `二零二六`): years, phone numbers.
    var digitString: Bool
    /// The same value in 64 bits, for fast arithmetic; `nil` past 19 significant digits.
    var fixed: FixedDecimal? = nil

    /// Whether the text is a number too long to read (``NumberReader/maximumDigits``): the match
    /// covers all of it, so no part of it is read as a number of its own, but it has no value
    /// (``value`` is NaN, ``fixed`` and ``integer`` are `nil`).
    var isOutOfRange: Bool { value.isNaN }

    /// The value as an `Int`, when it is whole and fits.
    var integer: Int? {
        if let fixed { return fixed.integer }
        guard !value.isNaN, !hasFraction || value == value.rounded(0) else { return nil }
        let number = NSDecimalNumber(decimal: value)
        guard number.compare(NSDecimalNumber(value: Int.max)) != .orderedDescending,
            number.compare(NSDecimalNumber(value: Int.min)) != .orderedAscending
        else { return nil }
        return number.intValue
    }
}

extension Decimal {
    /// The value rounded to `scale` decimal places (half away from zero).
    func rounded(_ scale: Int) -> Decimal {
        var copy = self
        var result = Decimal()
        NSDecimalRound(&result, &copy, scale, .plain)
        return result
    }
}

/// Reads Arabic and Chinese numbers: `1,299`, `23.5`, `5k`, `1.5万`, `3千5`, `两千三` (2300),
/// `一万二` (12000), `一百二十八`, `一千零三`, `二零二六`, `三点五`, financial numerals (`壹仟`).
///
/// A number longer than the reader's limits (``maximumDigits`` digits, ``maximumFractionDigits``
/// decimals, a value past 1.8 × 10¹⁹ in Chinese units) is read whole as an out-of-range match
/// (``NumberMatch/isOutOfRange``): never cut where a limit falls, so `1` and 400 zeros is not read
/// as several numbers, the last of them 0.
///
/// ```swift
/// NumberReader.read(Array("两千三百块".unicodeScalars), at: 0)?.value  // 2300
/// ```
enum NumberReader {
    /// The most digits before the decimal point a number may have (Arabic or Chinese).
    static let maximumDigits = 30
    /// The most digits after the decimal point (Arabic; Chinese after `点` allows 11).
    static let maximumFractionDigits = 20

    /// Options for what a caller accepts.
    struct Options: Sendable {
        /// Read `点` followed by digits as a decimal point (`三点五` = 3.5). Times say no: `三点五分`.
        var chineseDecimalPoint = true
        /// Read `.` followed by digits as a decimal point.
        var arabicDecimalPoint = true
        /// Read `k`/`w` suffixes (`5k`, `3w`).
        var suffixes = true
        /// Read Arabic thousands separators (`1,299`).
        var thousandsSeparators = true

        static let standard = Options()
    }

    /// The value of a Chinese digit, or `nil`.
    @inline(__always)
    static func chineseDigit(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar {
        case "零", "〇": 0
        case "一", "壹": 1
        case "二", "两", "贰", "兩", "俩": 2  // 俩 and 仨: two and three, said with the measure word in them
        case "三", "叁", "仨": 3
        case "四", "肆": 4
        case "五", "伍": 5
        case "六", "陆": 6
        case "七", "柒": 7
        case "八", "捌": 8
        case "九", "玖": 9
        default: nil
        }
    }

    /// The value of a small Chinese unit (十 百 千), or `nil`.
    @inline(__always)
    static func smallUnit(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar {
        case "十", "拾": 10
        case "百", "佰": 100
        case "千", "仟": 1000
        default: nil
        }
    }

    /// The value of a large Chinese unit (万 亿), or `nil`.
    @inline(__always)
    static func largeUnit(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar {
        case "万", "萬": 10_000
        case "亿", "億": 100_000_000
        default: nil
        }
    }

    @inline(__always)
    static func asciiDigit(_ scalar: Unicode.Scalar) -> Int? {
        let value = scalar.value
        return value >= 0x30 && value <= 0x39 ? Int(value - 0x30) : nil
    }

    /// Whether a number could start at `scalar`.
    @inline(__always)
    static func canStart(_ scalar: Unicode.Scalar) -> Bool {
        asciiDigit(scalar) != nil || chineseDigit(scalar) != nil || scalar == "十" || scalar == "拾"
    }

    /// Every number in `scalars`, left to right, without overlaps.
    static func numbers(in scalars: [Unicode.Scalar], options: Options = .standard) -> [NumberMatch] {
        var matches: [NumberMatch] = []
        var index = 0
        while index < scalars.count {
            if canStart(scalars[index]), let match = read(scalars, at: index, options: options) {
                matches.append(match)
                index = match.range.upperBound
            } else {
                index += 1
            }
        }
        return matches
    }

    /// The longest number starting exactly at `start`, or `nil`.
    static func read(_ scalars: [Unicode.Scalar], at start: Int, options: Options = .standard) -> NumberMatch? {
        guard start < scalars.count else { return nil }
        if asciiDigit(scalars[start]) != nil { return readArabic(scalars, at: start, options: options) }
        return readChinese(scalars, at: start, options: options)
    }

    // MARK: - Arabic

    private static func readArabic(_ s: [Unicode.Scalar], at start: Int, options: Options) -> NumberMatch? {
        // Digits go into a 64-bit significand (`FixedDecimal`); `Decimal(string:)` only past 19 digits.
        var index = start
        var significand: UInt64 = 0
        var fits = true
        var digitCount = 0
        while index < s.count, digitCount < maximumDigits {
            if let digit = asciiDigit(s[index]) {
                fits = fits && append(digit, to: &significand)
                digitCount += 1
                index += 1
            } else if options.thousandsSeparators, s[index] == ",", digitCount > 0,
                (1...3).allSatisfy({ index + $0 < s.count && asciiDigit(s[index + $0]) != nil }),
                index + 4 >= s.count || asciiDigit(s[index + 4]) == nil
            {
                index += 1  // A separator followed by exactly three digits.
            } else {
                break
            }
        }
        if digitCount >= maximumDigits, index < s.count,
            asciiDigit(s[index]) != nil || isSeparatedDigit(s, at: index, options: options)
        {
            return outOfRange(start..<arabicRunEnd(s, from: index, options: options), chinese: false)
        }
        var fractionCount = 0
        if options.arabicDecimalPoint, index + 1 < s.count, s[index] == ".", asciiDigit(s[index + 1]) != nil {
            index += 1
            while index < s.count, let digit = asciiDigit(s[index]), fractionCount < maximumFractionDigits {
                fits = fits && append(digit, to: &significand)
                fractionCount += 1
                index += 1
            }
            if index < s.count, asciiDigit(s[index]) != nil {
                return outOfRange(start..<arabicRunEnd(s, from: index, options: options), chinese: false)
            }
        }
        var fixed: FixedDecimal?
        var value: Decimal
        if fits {
            fixed = FixedDecimal(significand, exponent: -fractionCount)
            value = 0
        } else {
            var text = String.UnicodeScalarView()
            text.append(contentsOf: s[start..<index].lazy.filter { $0 != "," })
            guard let parsed = Decimal(string: String(text)) else { return nil }
            value = parsed
        }
        var chinese = false
        var hasUnit = false
        // Suffixes: 5k, 3w; Chinese units after Arabic digits: 1.5万, 3千5, 2百.
        if index < s.count {
            if options.suffixes, s[index] == "k" || s[index] == "w",
                index + 1 >= s.count || !s[index + 1].properties.isAlphabetic || isCJK(s[index + 1])
            {
                let power = s[index] == "k" ? 3 : 4
                if let current = fixed {
                    fixed = current.shifted(by: power)
                } else {
                    value *= power == 3 ? 1000 : 10_000
                }
                index += 1
                hasUnit = true
                // 2w8 = 28000: one trailing digit fills the thousands, as 2万8 does.
                if power == 4, fractionCount == 0, index < s.count, let digit = asciiDigit(s[index]),
                    index + 1 >= s.count || (asciiDigit(s[index + 1]) == nil && !isLetterOrCJK(s[index + 1]))
                {
                    let trailing = FixedDecimal(UInt64(digit), exponent: 3)
                    if let current = fixed { fixed = current.adding(trailing) } else { value += trailing.decimal }
                    index += 1
                }
            } else if let unit = smallUnit(s[index]) ?? largeUnit(s[index]), s[index] != "十" || fractionCount == 0 {
                if let current = fixed { fixed = current.shifted(by: powerOfTen(unit)) } else { value *= Decimal(unit) }
                index += 1
                chinese = true
                hasUnit = true
                // 3千5 = 3500, 1万2 = 12000, 5百2 = 520: one trailing digit fills the next lower place.
                if fractionCount == 0, index < s.count, let digit = asciiDigit(s[index]) ?? chineseDigit(s[index]),
                    index + 1 >= s.count
                        || (asciiDigit(s[index + 1]) == nil && chineseDigit(s[index + 1]) == nil
                            && smallUnit(s[index + 1]) == nil && largeUnit(s[index + 1]) == nil),
                    unit >= 100
                {
                    let trailing = FixedDecimal(UInt64(digit), exponent: powerOfTen(unit) - 1)
                    if let current = fixed { fixed = current.adding(trailing) } else { value += trailing.decimal }
                    index += 1
                } else if fractionCount == 0, unit >= 10_000, index < s.count, asciiDigit(s[index]) != nil,
                    let rest = readArabic(s, at: index, options: options), !rest.hasFraction,
                    let restFixed = rest.fixed, restFixed.isLess(than: FixedDecimal(UInt64(unit))) == true
                {
                    // 1万5千 = 15000, 5万3000 = 53000, 3亿5000万: a smaller number continues a 万/亿.
                    if let current = fixed { fixed = current.adding(restFixed) } else { value += rest.value }
                    index = rest.range.upperBound
                }
            }
        }
        return NumberMatch(
            value: fixed?.decimal ?? value, range: start..<index, chinese: chinese, hasFraction: fractionCount > 0,
            digitString: !hasUnit && fractionCount == 0, fixed: fixed)
    }

    /// Whether `scalar` is a letter or a CJK character (a unit or a word goes on after a digit).
    private static func isLetterOrCJK(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || isCJK(scalar)
    }

    /// A match for the number in `range` that is too long to read.
    private static func outOfRange(_ range: Range<Int>, chinese: Bool) -> NumberMatch {
        NumberMatch(value: .nan, range: range, chinese: chinese, hasFraction: false, digitString: false, fixed: nil)
    }

    /// Whether a thousands separator at `index` continues the digits before it.
    private static func isSeparatedDigit(_ s: [Unicode.Scalar], at index: Int, options: Options) -> Bool {
        options.thousandsSeparators && s[index] == "," && index > 0 && asciiDigit(s[index - 1]) != nil
            && index + 1 < s.count && asciiDigit(s[index + 1]) != nil
    }

    /// The end of the Arabic number running on from `index`: digits, separators between digits, and
    /// a decimal point followed by a digit.
    private static func arabicRunEnd(_ s: [Unicode.Scalar], from index: Int, options: Options) -> Int {
        var end = index
        while end < s.count {
            if asciiDigit(s[end]) != nil || isSeparatedDigit(s, at: end, options: options)
                || (options.arabicDecimalPoint && s[end] == "." && end + 1 < s.count && asciiDigit(s[end + 1]) != nil)
            {
                end += 1
            } else {
                break
            }
        }
        return end
    }

    /// The end of the Chinese numeral running on from `index`: digits, units, and `点` followed by
    /// a digit.
    private static func chineseRunEnd(_ s: [Unicode.Scalar], from index: Int) -> Int {
        var end = index
        while end < s.count {
            let scalar = s[end]
            if chineseDigit(scalar) != nil || smallUnit(scalar) != nil || largeUnit(scalar) != nil
                || (scalar == "点" && end + 1 < s.count && chineseDigit(s[end + 1]) != nil)
            {
                end += 1
            } else {
                break
            }
        }
        return end
    }

    /// Appends a decimal digit to `significand`; `false` when it would overflow.
    @inline(__always)
    private static func append(_ digit: Int, to significand: inout UInt64) -> Bool {
        let (times10, overflow) = significand.multipliedReportingOverflow(by: 10)
        let (sum, carry) = times10.addingReportingOverflow(UInt64(digit))
        guard !overflow, !carry else { return false }
        significand = sum
        return true
    }

    /// log10 of a Chinese unit (10, 100, 1000, 10⁴, 10⁸).
    @inline(__always)
    private static func powerOfTen(_ unit: Int) -> Int {
        switch unit {
        case 10: 1
        case 100: 2
        case 1000: 3
        case 10_000: 4
        default: 8
        }
    }

    // MARK: - Chinese

    private static func readChinese(_ s: [Unicode.Scalar], at start: Int, options: Options) -> NumberMatch? {
        // A run of digits only (二零二六, 一九九八) is read digit by digit.
        var end = start
        while end < s.count, chineseDigit(s[end]) != nil, end - start < maximumDigits { end += 1 }
        if end < s.count, chineseDigit(s[end]) != nil {
            return outOfRange(start..<chineseRunEnd(s, from: end), chinese: true)
        }
        let digitRun = end - start
        if digitRun >= 2, end >= s.count || (smallUnit(s[end]) == nil && largeUnit(s[end]) == nil && s[end] != "点") {
            var significand: UInt64 = 0
            var fits = true
            for index in start..<end { fits = fits && append(chineseDigit(s[index]) ?? 0, to: &significand) }
            var value: Decimal = 0
            if !fits {
                for index in start..<end { value = value * 10 + Decimal(chineseDigit(s[index]) ?? 0) }
            }
            let fixed = fits ? FixedDecimal(significand) : nil
            // 两 is not a digit in digit strings; 十一二 is not a number — keep it simple and accept.
            return NumberMatch(
                value: fixed?.decimal ?? value, range: start..<end, chinese: true, hasFraction: false,
                digitString: true,
                fixed: fixed)
        }
        var total: UInt64 = 0  // Completed 万/亿 sections.
        var section = 0  // The part below 万.
        var digit: Int?
        var lastUnit = 0  // The last small or large unit, for colloquial trailing digits.
        var zeroSeen = false
        var index = start
        var consumed = false
        var overflow = false
        while index < s.count, index - start < maximumDigits {
            let scalar = s[index]
            if let value = chineseDigit(scalar) {
                if digit != nil { break }  // Two digits in a row after units: stop (一百二三 → 一百二).
                if value == 0 {
                    zeroSeen = true
                    index += 1
                    consumed = true
                    continue
                }
                digit = value
            } else if let unit = smallUnit(scalar) {
                if digit == nil, unit != 10 { break }  // 百 or 千 without a digit is not a number.
                section += (digit ?? 1) * unit
                digit = nil
                lastUnit = unit
                zeroSeen = false
            } else if let unit = largeUnit(scalar) {
                guard digit != nil || section > 0 || total > 0 else { break }
                let sectionValue = UInt64(section + (digit ?? 0))
                let next: (UInt64, Bool)
                if unit == 100_000_000 {
                    let (sum, carry) = total.addingReportingOverflow(sectionValue)
                    let (scaled, overflow) = sum.multipliedReportingOverflow(by: UInt64(unit))
                    next = (scaled, overflow || carry)
                } else {
                    let (scaled, overflow) = sectionValue.multipliedReportingOverflow(by: UInt64(unit))
                    let (sum, carry) = total.addingReportingOverflow(scaled)
                    next = (sum, overflow || carry)
                }
                guard !next.1 else {  // Past 1.8 × 10¹⁹: the whole numeral is out of range.
                    overflow = true
                    break
                }
                total = next.0
                digit = nil
                section = 0
                lastUnit = unit
                zeroSeen = false
            } else {
                break
            }
            index += 1
            consumed = true
        }
        guard consumed else { return nil }
        if overflow || (index < s.count && index - start >= maximumDigits && chineseRunEnd(s, from: index) > index) {
            return outOfRange(start..<chineseRunEnd(s, from: index), chinese: true)
        }
        if let digit {
            // 两千三 = 2300, 一万二 = 12000, 一百二 = 120; 一千零三 = 1003; 十五 = 15.
            if !zeroSeen, lastUnit >= 100 {
                let place = lastUnit == 100_000_000 ? 10_000_000 : lastUnit / 10
                if lastUnit >= 10_000 {
                    let (sum, carry) = total.addingReportingOverflow(UInt64(digit * place))
                    guard !carry else { return outOfRange(start..<index, chinese: true) }
                    total = sum
                } else {
                    section += digit * place
                }
            } else {
                section += digit
            }
        }
        let (whole, carry) = total.addingReportingOverflow(UInt64(section))
        guard !carry else { return outOfRange(start..<index, chinese: true) }
        var value = FixedDecimal(whole)
        var hasFraction = false
        // 三点五 = 3.5 (when the caller allows it).
        if options.chineseDecimalPoint, index + 1 < s.count, s[index] == "点", chineseDigit(s[index + 1]) != nil {
            var fractionEnd = index + 1
            while fractionEnd < s.count, let fractionDigit = chineseDigit(s[fractionEnd]), fractionEnd - index < 12,
                append(fractionDigit, to: &value.significand)
            {
                value.exponent -= 1
                fractionEnd += 1
            }
            if fractionEnd < s.count, chineseDigit(s[fractionEnd]) != nil {
                return outOfRange(start..<chineseRunEnd(s, from: fractionEnd), chinese: true)
            }
            if fractionEnd < s.count, let unit = smallUnit(s[fractionEnd]) ?? largeUnit(s[fractionEnd]) {
                // 一点五万 = 15000.
                value = value.shifted(by: powerOfTen(unit))
                fractionEnd += 1
            }
            index = fractionEnd
            hasFraction = true
        }
        return NumberMatch(
            value: value.decimal, range: start..<index, chinese: true, hasFraction: hasFraction, digitString: false,
            fixed: value)
    }

    /// Whether `scalar` is a CJK ideograph.
    @inline(__always)
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value)
    }
}

import Foundation

/// An exact amount of money: a whole number of the currency's minor units (cents, fen…) and an
/// ISO 4217 currency code. Never a floating-point number.
///
/// Amounts read by ``parse(_:currency:)`` are bounded: at most ``maximumWholeUnits`` whole units of
/// the currency (999,999,999,999.99 CNY), in a currency of the ISO 4217 list (generated into
/// `ISO4217Currencies.swift` by `scripts/generate-currencies`).
///
/// ```swift
/// let lunch = try Money.parse("35.5", currency: "CNY")  // 3550 fen
/// lunch.decimalString                                   // "35.50"
/// try Money.parse("1,234", currency: "JPY").decimalString  // "1234"
/// try Money.parse("0.125", currency: "USD")             // throws: 3 decimal places, USD allows 2
/// try Money.parse("5", currency: "ZZZ")                 // throws: unknown currency 'ZZZ'
/// ```
public struct Money: Sendable, Hashable, Codable {
    /// The amount in the currency's smallest unit: 3550 for CNY 35.50, 100 for JPY 100.
    public var minorUnits: Int64
    /// The ISO 4217 code, upper-case ("CNY", "USD").
    public var currency: String

    /// Creates an amount from minor units; the currency code is upper-cased.
    public init(minorUnits: Int64, currency: String) {
        self.minorUnits = minorUnits
        self.currency = currency.uppercased()
    }

    /// The most whole units of a currency one amount may hold: 999,999,999,999 (just under 10¹²).
    ///
    /// With its decimal places that is 999,999,999,999.99 CNY, 999,999,999,999 JPY or
    /// 999,999,999,999.999 KWD. ISO 4217 currencies have at most 4 decimal places, so an amount is
    /// always below 10¹⁶ minor units: a 64-bit integer holds it with room to spare, and the ledger's
    /// totals, kept in two integers with a carry (see ``LedgerBook/summary(from:to:category:)``),
    /// cannot overflow however many entries there are.
    public static let maximumWholeUnits: Int64 = 999_999_999_999

    /// The largest amount ``parse(_:currency:)`` accepts in `currency`: ``maximumWholeUnits`` and
    /// every decimal place (999,999,999,999.99 for CNY).
    public static func maximum(for currency: String) -> Money {
        let exponent = minorUnitExponent(for: currency)
        var units = maximumWholeUnits
        for _ in 0..<exponent { units = units * 10 + 9 }
        return Money(minorUnits: units, currency: currency)
    }

    /// How many decimal places amounts of a currency are stored and shown with: 0 for JPY, KRW,
    /// VND, CLP and ISK; 3 for KWD, BHD, JOD, OMR and TND; 2 for every other code.
    ///
    /// This is the scale ledgers have always been stored at, so a stored row never changes its
    /// meaning. ISO 4217 gives a few currencies another number of minor units (UGX, PYG, XOF 0;
    /// IQD, LYD 3; CLF 4); their amounts keep two decimals here rather than rescaling rows that
    /// were written with two (100.50 UGX could not be rescaled exactly).
    public static func minorUnitExponent(for currency: String) -> Int {
        storageExponents[currency.uppercased()] ?? 2
    }

    private static let storageExponents: [String: Int] = [
        "JPY": 0, "KRW": 0, "VND": 0, "CLP": 0, "ISK": 0,
        "KWD": 3, "BHD": 3, "JOD": 3, "OMR": 3, "TND": 3,
    ]

    /// The number of decimal places of this amount's currency.
    public var exponent: Int { Self.minorUnitExponent(for: currency) }

    /// Reads a decimal amount as a person types it: `35`, `35.5`, `1,234.56`, `-3`, `+7`, `.5`.
    ///
    /// Commas may group thousands (`1,234,567`) and must come in threes; a comma used as a decimal
    /// point (`1,5`) is refused rather than guessed. Arithmetic is exact (integers only).
    ///
    /// - Parameters:
    ///   - text: the amount; white space around it is ignored.
    ///   - currency: an ISO 4217 code, any case.
    /// - Throws: ``StandardSkillError`` with code `invalidMoney` for an empty or non-numeric text, more
    ///   decimal places than the currency has, an amount over ``maximum(for:)`` (the message names
    ///   the maximum, in English and Chinese), or a currency that is not on the ISO 4217 list (the
    ///   message suggests the closest codes) or has no minor unit (gold, test codes).
    public static func parse(_ text: String, currency: String) throws(StandardSkillError) -> Money {
        let code = try CurrencyCodes.check(currency).code
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let parts: DecimalParts
        do {
            parts = try DecimalParts(trimmed)
        } catch let problem {
            // `1e+20` (a JSON number past 2⁵³ is written so) is refused as too large, not as a typo.
            if let value = Double(trimmed), !value.isNaN, value.magnitude > Double(maximumWholeUnits) {
                throw tooLarge(text, maximum: maximum(for: code))
            }
            throw StandardSkillError(
                .invalidMoney, "invalid amount '\(text)': \(problem.detail) — while reading \(code)",
                chinese: "金额“\(text)”无效：\(problem.chinese)（币种 \(code)）")
        }
        let exponent = minorUnitExponent(for: code)
        guard parts.fraction.count <= exponent else {
            let allowed =
                exponent == 0 ? "no decimal places" : "at most \(exponent) decimal place\(exponent == 1 ? "" : "s")"
            throw StandardSkillError(
                .invalidMoney,
                "invalid amount '\(text)': \(parts.fraction.count) decimal places, but \(code) allows \(allowed)",
                chinese: "金额“\(text)”无效：有 \(parts.fraction.count) 位小数，但 \(code) "
                    + (exponent == 0 ? "不能有小数" : "最多只能有 \(exponent) 位小数"))
        }
        let digits = parts.integer.drop(while: { $0 == 0 }) + parts.fraction
        let maximum = Self.maximum(for: code)
        var magnitude: Int64 = 0
        for digit in digits + Array(repeating: 0, count: exponent - parts.fraction.count) {
            magnitude = magnitude * 10 + Int64(digit)
            guard magnitude <= maximum.minorUnits else { throw tooLarge(text, maximum: maximum) }
        }
        return Money(minorUnits: parts.negative ? -magnitude : magnitude, currency: code)
    }

    /// The error for an amount over `maximum`, naming the maximum; its English message says it in
    /// Chinese too, as it always has.
    static func tooLarge(_ text: String, maximum: Money) -> StandardSkillError {
        let limit = "\(maximum.groupedDecimalString) \(maximum.currency)"
        let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
        return StandardSkillError(
            .invalidMoney,
            "invalid amount '\(shown)': too large — one entry can hold at most \(limit)"
                + "（金额过大：单笔金额最多 \(limit)）",
            chinese: "金额“\(shown)”过大：单笔金额最多 \(limit)")
    }

    /// The amount as a plain decimal with exactly the currency's decimal places and no grouping:
    /// `"35.50"`, `"-0.05"`, `"100"` (JPY), `"1.250"` (KWD).
    public var decimalString: String {
        let exponent = self.exponent
        let digits = String(minorUnits.magnitude)
        let sign = minorUnits < 0 ? "-" : ""
        guard exponent > 0 else { return sign + digits }
        let padded = String(repeating: "0", count: max(0, exponent + 1 - digits.count)) + digits
        let split = padded.index(padded.endIndex, offsetBy: -exponent)
        return sign + padded[..<split] + "." + padded[split...]
    }

    /// ``decimalString`` with commas grouping the whole units in threes: `"999,999,999,999.99"`.
    var groupedDecimalString: String {
        let plain = decimalString
        let sign = plain.hasPrefix("-") ? "-" : ""
        let unsigned = plain.dropFirst(sign.count)
        let whole = unsigned.prefix(while: { $0 != "." })
        var grouped = ""
        for (index, digit) in whole.enumerated() {
            if index > 0, (whole.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return sign + grouped + unsigned.dropFirst(whole.count)
    }
}

/// The sign, integer digits and fraction digits of a decimal text, checked for shape only.
private struct DecimalParts {
    struct Problem: Error {
        var detail: String
        var chinese: String
    }

    var negative = false
    var integer: [UInt8] = []
    var fraction: [UInt8] = []

    init(_ text: String) throws(Problem) {
        var scalars = Substring(text).unicodeScalars[...]
        guard let first = scalars.first else { throw Problem(detail: "it is empty", chinese: "是空的") }
        if first == "-" || first == "−" || first == "+" {
            negative = first != "+"
            scalars = scalars.dropFirst()
        }
        var groups: [Int] = []  // digits in each comma-separated group of the integer part
        var current = 0
        var inFraction = false
        var sawPoint = false
        for scalar in scalars {
            switch scalar {
            case "0"..."9":
                let digit = UInt8(scalar.value - 48)
                if inFraction { fraction.append(digit) } else { integer.append(digit) }
                current += 1
            case "," where !inFraction:
                guard current > 0 else {
                    throw Problem(detail: "a comma must sit between digits", chinese: "逗号只能写在数字之间")
                }
                groups.append(current)
                current = 0
            case ".":
                guard !sawPoint else { throw Problem(detail: "more than one decimal point", chinese: "小数点不止一个") }
                sawPoint = true
                inFraction = true
                groups.append(current)
                current = 0
            default:
                throw Problem(
                    detail: "'\(scalar)' is not part of a number — write digits like 35.50",
                    chinese: "“\(scalar)”不是数字的一部分——请写成 35.50 这样的数字")
            }
        }
        if !inFraction { groups.append(current) }
        guard !integer.isEmpty || !fraction.isEmpty else {
            throw Problem(detail: "there are no digits", chinese: "没有数字")
        }
        if groups.count > 1 {
            guard groups[0] >= 1, groups[0] <= 3, groups.dropFirst().allSatisfy({ $0 == 3 }) else {
                throw Problem(
                    detail: "commas group thousands in threes (1,234.56); use '.' for decimals",
                    chinese: "逗号每三位分隔一次（1,234.56），小数点请用“.”")
            }
        }
    }
}

import Foundation

/// An exact amount of money: a whole number of the currency's minor units (cents, fen…) and an
/// ISO 4217 currency code. Never a floating-point number.
///
/// ```swift
/// let lunch = try Money.parse("35.5", currency: "CNY")  // 3550 fen
/// lunch.decimalString                                   // "35.50"
/// try Money.parse("1,234", currency: "JPY").decimalString  // "1234"
/// try Money.parse("0.125", currency: "USD")             // throws: 3 decimal places, USD allows 2
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

    /// How many decimal places a currency has: 2 for CNY, USD, EUR, GBP, HKD and any currency not
    /// in the table; 0 for JPY, KRW and a few others; 3 for KWD, BHD, JOD, OMR, TND.
    public static func minorUnitExponent(for currency: String) -> Int {
        exponents[currency.uppercased()] ?? 2
    }

    private static let exponents: [String: Int] = [
        "CNY": 2, "USD": 2, "EUR": 2, "GBP": 2, "HKD": 2, "TWD": 2, "SGD": 2, "AUD": 2, "CAD": 2, "CHF": 2,
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
    ///   - currency: a three-letter ISO 4217 code, any case.
    /// - Throws: ``StandardSkillError`` with code `invalidMoney` for an empty or non-numeric text, more
    ///   decimal places than the currency has, an amount too large for 64-bit minor units, or a
    ///   currency code that is not three letters.
    public static func parse(_ text: String, currency: String) throws(StandardSkillError) -> Money {
        let code = currency.trimmingCharacters(in: .whitespaces).uppercased()
        guard code.utf8.count == 3, code.utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
        else {
            throw StandardSkillError(
                .invalidMoney,
                "invalid currency '\(currency)': expected a three-letter ISO 4217 code such as CNY or USD")
        }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let parts: DecimalParts
        do {
            parts = try DecimalParts(trimmed)
        } catch let problem {
            throw StandardSkillError(
                .invalidMoney, "invalid amount '\(text)': \(problem.detail) — while reading \(code)")
        }
        let exponent = minorUnitExponent(for: code)
        guard parts.fraction.count <= exponent else {
            let allowed =
                exponent == 0 ? "no decimal places" : "at most \(exponent) decimal place\(exponent == 1 ? "" : "s")"
            throw StandardSkillError(
                .invalidMoney,
                "invalid amount '\(text)': \(parts.fraction.count) decimal places, but \(code) allows \(allowed)")
        }
        let digits = parts.integer + parts.fraction + Array(repeating: 0, count: exponent - parts.fraction.count)
        var magnitude: Int64 = 0
        for digit in digits {
            let (shifted, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = shifted.addingReportingOverflow(Int64(digit))
            guard !overflow1, !overflow2 else {
                throw StandardSkillError(
                    .invalidMoney, "invalid amount '\(text)': too large — the limit is \(Money.largest(code)) \(code)")
            }
            magnitude = sum
        }
        return Money(minorUnits: parts.negative ? -magnitude : magnitude, currency: code)
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

    private static func largest(_ currency: String) -> String {
        Money(minorUnits: .max, currency: currency).decimalString
    }
}

/// The sign, integer digits and fraction digits of a decimal text, checked for shape only.
private struct DecimalParts {
    struct Problem: Error {
        var detail: String
    }

    var negative = false
    var integer: [UInt8] = []
    var fraction: [UInt8] = []

    init(_ text: String) throws(Problem) {
        var scalars = Substring(text).unicodeScalars[...]
        guard let first = scalars.first else { throw Problem(detail: "it is empty") }
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
                guard current > 0 else { throw Problem(detail: "a comma must sit between digits") }
                groups.append(current)
                current = 0
            case ".":
                guard !sawPoint else { throw Problem(detail: "more than one decimal point") }
                sawPoint = true
                inFraction = true
                groups.append(current)
                current = 0
            default:
                throw Problem(detail: "'\(scalar)' is not part of a number — write digits like 35.50")
            }
        }
        if !inFraction { groups.append(current) }
        guard !integer.isEmpty || !fraction.isEmpty else { throw Problem(detail: "there are no digits") }
        if groups.count > 1 {
            guard groups[0] >= 1, groups[0] <= 3, groups.dropFirst().allSatisfy({ $0 == 3 }) else {
                throw Problem(detail: "commas group thousands in threes (1,234.56); use '.' for decimals")
            }
        }
    }
}

/// An exact sum of amounts in one currency, in 128-bit minor units: wide enough for any ledger.
///
/// Each entry is below 10¹⁶ minor units (``Money/maximumWholeUnits``), so a total overflows only past
/// about 1.7 × 10²² entries — more than a database can hold.
///
/// ```swift
/// let total = MoneyTotal(minorUnits: 3550, currency: "CNY")
/// total.decimalString  // "35.50"
/// ```
public struct MoneyTotal: Sendable, Hashable {
    /// The sum in the currency's smallest unit.
    public var minorUnits: Int128
    /// The ISO 4217 code, upper-case.
    public var currency: String

    /// Creates a total; the currency code is upper-cased.
    public init(minorUnits: Int128, currency: String) {
        self.minorUnits = minorUnits
        self.currency = currency.uppercased()
    }

    /// The total as a plain decimal with the currency's decimal places: `"35.50"`, `"100"` (JPY).
    public var decimalString: String {
        let exponent = Money.minorUnitExponent(for: currency)
        let digits = String(minorUnits.magnitude)
        let sign = minorUnits < 0 ? "-" : ""
        guard exponent > 0 else { return sign + digits }
        let padded = String(repeating: "0", count: max(0, exponent + 1 - digits.count)) + digits
        let split = padded.index(padded.endIndex, offsetBy: -exponent)
        return sign + padded[..<split] + "." + padded[split...]
    }
}

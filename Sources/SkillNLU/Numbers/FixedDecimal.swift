import Foundation

/// An exact decimal `significand × 10^exponent` in 64 bits: the arithmetic behind number and money
/// reading.
///
/// Foundation's `Decimal` is exact but slow on Linux: parsing `"1299"` takes about 600 ns, an
/// addition about 900 ns, a comparison about 400 ns. Everyday numbers fit in 64 bits, so readers
/// compute with this and build one `Decimal` at the end (about 25 ns).
///
/// ```swift
/// let price = FixedDecimal(128).adding(FixedDecimal(5, exponent: -1))  // 128.5
/// price?.decimal  // Decimal 128.5
/// ```
struct FixedDecimal: Sendable, Hashable {
    var significand: UInt64
    var exponent: Int

    init(_ significand: UInt64, exponent: Int = 0) {
        self.significand = significand
        self.exponent = exponent
    }

    /// The value as a `Decimal`.
    var decimal: Decimal {
        Decimal(sign: .plus, exponent: exponent, significand: Decimal(significand))
    }

    /// The value times 10^`power`.
    func shifted(by power: Int) -> FixedDecimal {
        FixedDecimal(significand, exponent: exponent + power)
    }

    /// The value times `factor`, or `nil` on overflow.
    func multiplied(by factor: UInt64) -> FixedDecimal? {
        let (product, overflow) = significand.multipliedReportingOverflow(by: factor)
        return overflow ? nil : FixedDecimal(product, exponent: exponent)
    }

    /// The sum, or `nil` when it does not fit.
    func adding(_ other: FixedDecimal) -> FixedDecimal? {
        guard let (lhs, rhs) = Self.aligned(self, other) else { return nil }
        let (sum, overflow) = lhs.significand.addingReportingOverflow(rhs.significand)
        return overflow ? nil : FixedDecimal(sum, exponent: lhs.exponent)
    }

    /// Whether `self` is less than `other` (`nil` when they cannot be aligned).
    func isLess(than other: FixedDecimal) -> Bool? {
        guard let (lhs, rhs) = Self.aligned(self, other) else { return nil }
        return lhs.significand < rhs.significand
    }

    /// The value as an `Int`, when it is whole and fits.
    var integer: Int? {
        var value = significand
        if exponent < 0 {
            for _ in 0..<(-exponent) {
                guard value % 10 == 0 else { return nil }
                value /= 10
            }
        } else {
            for _ in 0..<exponent {
                let (product, overflow) = value.multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil }
                value = product
            }
        }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }

    /// Both values with the smaller exponent, or `nil` on overflow.
    private static func aligned(_ a: FixedDecimal, _ b: FixedDecimal) -> (FixedDecimal, FixedDecimal)? {
        var a = a
        var b = b
        while a.exponent > b.exponent {
            guard let next = a.multiplied(by: 10) else { return nil }
            a = FixedDecimal(next.significand, exponent: a.exponent - 1)
        }
        while b.exponent > a.exponent {
            guard let next = b.multiplied(by: 10) else { return nil }
            b = FixedDecimal(next.significand, exponent: b.exponent - 1)
        }
        return (a, b)
    }
}

import SkillUI

/// Formats numbers for attributes, CSS and table cells: deterministic, never `nan` or `inf`.
enum HTMLNumber {
    /// Appends `value` rounded to two decimals with trailing zeros removed (`12`, `12.5`, `-0.25`);
    /// a non-finite value is written as `0`, and magnitudes are capped at 10¹².
    static func append(_ value: Double, to output: inout HTMLBuffer) {
        let clamped = value.isFinite ? min(max(value, -1e12), 1e12) : 0
        let hundredths = Int64((clamped * 100).rounded())
        if hundredths < 0 { output.append(UInt8(ascii: "-")) }
        let magnitude = hundredths.magnitude
        appendDigits(magnitude / 100, to: &output)
        let fraction = magnitude % 100
        guard fraction != 0 else { return }
        output.append(UInt8(ascii: "."))
        output.append(UInt8(ascii: "0") + UInt8(fraction / 10))
        if fraction % 10 != 0 { output.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
    }

    /// Appends the decimal digits of `value`.
    static func appendDigits(_ value: UInt64, to output: inout HTMLBuffer) {
        guard value >= 10 else { return output.append(UInt8(ascii: "0") + UInt8(value)) }
        appendDigits(value / 10, to: &output)
        output.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// `value` formatted as by ``append(_:to:)``.
    static func format(_ value: Double) -> String {
        var output = HTMLBuffer(capacity: 32)
        append(value, to: &output)
        return output.string
    }

    /// A length in CSS pixels: finite, at least 0 and at most 10 000.
    static func clampedLength(_ value: Double) -> Double {
        value.isFinite ? min(max(value, 0), 10_000) : 0
    }
}

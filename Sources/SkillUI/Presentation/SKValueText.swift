/// How numbers read on screen: in a chart's data, in a compact text chart, as a percentage.
/// NaN and infinities read as ``SKFallbackText/missingValue`` wherever a value is written out.
public enum SKValueText {
    /// The value itself, for a chart's axis and data table: whole numbers without a fraction,
    /// others in Swift's shortest round-trip form.
    ///
    /// ```swift
    /// SKValueText.exact(12)     // "12"
    /// SKValueText.exact(0.125)  // "0.125"
    /// ```
    public static func exact(_ value: Double) -> String {
        guard value.isFinite else { return SKFallbackText.missingValue }
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// The value as people write it in running text, at most two decimals: `30`, `-2.5`, `0.33`.
    public static func compact(_ value: Double) -> String {
        guard value.isFinite else { return SKFallbackText.missingValue }
        guard abs(value) < 1e15 else { return "\(value)" }
        let hundredths = Int64((abs(value) * 100).rounded())
        let whole = hundredths / 100
        let fraction = hundredths % 100
        let sign = value < 0 && hundredths > 0 ? "-" : ""
        switch fraction {
        case 0: return "\(sign)\(whole)"
        case let tenths where tenths % 10 == 0: return "\(sign)\(whole).\(tenths / 10)"
        case let digits where digits < 10: return "\(sign)\(whole).0\(digits)"
        default: return "\(sign)\(whole).\(fraction)"
        }
    }

    /// A fraction (0…1) as a whole percentage: `0.456` → `"46%"`.
    public static func percent(_ fraction: Double) -> String {
        "\(percentDigits(fraction))%"
    }

    /// The whole percentage of a fraction already in 0…1.
    public static func percentDigits(_ fraction: Double) -> Int {
        Int((fraction * 100).rounded())
    }
}

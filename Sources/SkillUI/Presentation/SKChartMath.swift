/// The chart arithmetic every renderer shares, so a chart means the same in HTML, in a terminal
/// and in SwiftUI, and no value can trap, overflow or produce NaN on the way to the screen.
///
/// What a chart shows, whatever its numbers:
/// 1. A non-finite value (NaN, ±infinity) is missing: no bar, no point (a line breaks there), no
///    slice, and `–` where the value is written out.
/// 2. Every finite value is drawn where it is, however large: positions are computed from halves of
///    the values when the plain span overflows, so `[1e308, -1e308]` spans the whole plot and the
///    axis and statistics name the true extremes. Nothing is clamped but the drawing itself.
/// 3. A range with no span (every value the same) draws every point at mid-height.
/// 4. A pie's shares are divided by the largest before they are added, so the total is at most the
///    number of slices and never overflows; NaN, infinite and negative values count as 0.
public enum SKChartMath {
    /// `value` when it can be drawn (it is finite), else `nil`.
    public static func plottable(_ value: Double) -> Double? {
        value.isFinite ? value : nil
    }

    /// Where `value` sits between `low` (0) and `high` (1), clamped to 0…1; 0.5 when the range has
    /// no span or any argument is not finite. Never NaN.
    public static func position(of value: Double, low: Double, high: Double) -> Double {
        guard value.isFinite, low.isFinite, high.isFinite, high > low else { return 0.5 }
        let span = high - low
        let fraction =
            span.isFinite
            ? (value - low) / span
            : (value / 2 - low / 2) / (high / 2 - low / 2)  // each half is at most greatestFiniteMagnitude / 2
        return fraction.isFinite ? min(max(fraction, 0), 1) : 0.5
    }

    /// The finite extremes of `values`, or `nil` when none is finite.
    public static func extremes<Values: Sequence<Double>>(_ values: Values) -> (low: Double, high: Double)? {
        var result: (low: Double, high: Double)?
        for value in values where value.isFinite {
            result = (min(result?.low ?? value, value), max(result?.high ?? value, value))
        }
        return result
    }

    /// Each value's share of the whole, 0…1: NaN, infinite and negative values count as 0, and the
    /// shares add up to 1 unless nothing is positive (then all are 0).
    public static func shares(_ values: [Double]) -> [Double] {
        let sizes = values.map { $0.isFinite && $0 > 0 ? $0 : 0 }
        guard let largest = sizes.max(), largest > 0 else { return sizes.map { _ in 0 } }
        let scaled = sizes.map { $0 / largest }  // each 0…1, so the total is 1…count
        let total = scaled.reduce(0, +)
        return scaled.map { min(1, $0 / total) }
    }

    /// The mean of the finite values among `values`, or `nil` when none is finite; never overflows
    /// (each value is divided by the count before it is added).
    ///
    /// ```swift
    /// SKChartMath.mean([2, .nan, 4][...])  // 3
    /// ```
    public static func mean(_ values: ArraySlice<Double>) -> Double? {
        let count = Double(values.lazy.filter(\.isFinite).count)
        guard count > 0 else { return nil }
        return values.reduce(0) { sum, value in value.isFinite ? sum + value / count : sum }
    }

    /// `values` averaged into at most `count` points (``mean(_:)``) when there are more; `nil` is
    /// a point with no finite value. A line drawn in fewer points than it has values uses this.
    public static func downsample(_ values: [Double], to count: Int) -> [Double?] {
        guard values.count > count, count > 0 else { return values.map(plottable) }
        return (0..<count).map { bucket in
            let start = bucket * values.count / count
            let end = max(start + 1, (bucket + 1) * values.count / count)
            return mean(values[start..<end])
        }
    }

    /// How long each value's bar is against the largest, 0…1, for a plot whose bars grow from 0 to
    /// the right and cannot go below it: negative and non-finite values get no bar.
    public static func barFraction(_ value: Double, peak: Double) -> Double {
        peak > 0 && value.isFinite ? max(0, value) / peak : 0
    }

    /// The largest finite value, or 0 when none is positive: what ``barFraction(_:peak:)`` scales to.
    public static func peak<Values: Sequence<Double>>(_ values: Values) -> Double {
        max(0, values.lazy.filter(\.isFinite).max() ?? 0)
    }

    /// `progress` as drawn: clamped to 0…1, with NaN and infinities as 0.
    public static func progressFraction(_ progress: Double) -> Double {
        progress.isFinite ? min(max(progress, 0), 1) : 0
    }
}

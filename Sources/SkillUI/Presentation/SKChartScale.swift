import Foundation  // log10 and pow

/// The value axis of a bar or line chart: the range it shows and where a value sits on it.
///
/// The range covers the finite values of every series and 0, so bars grow from a visible
/// baseline; a range with no span is widened to `low … low + 1`. Positions follow
/// ``SKChartMath``: NaN and infinities are missing, and every finite value is placed where it is,
/// however large.
///
/// ```swift
/// let scale = SKChartScale(series: [SKChart.Series(name: "km", values: [3, 5, 8])])
/// (scale.low, scale.high)   // (0, 8)
/// scale.position(of: 4)     // 0.5
/// scale.ticks()             // [0, 2, 4, 6, 8]
/// ```
public struct SKChartScale: Sendable, Hashable {
    /// The smallest value on the axis (0 or below).
    public let low: Double
    /// The largest value on the axis (above `low`).
    public let high: Double

    /// A scale covering the finite values of every series, and 0.
    public init(series: [SKChart.Series]) {
        var low = 0.0
        var high = 0.0
        for entry in series {
            for value in entry.values {
                guard let value = SKChartMath.plottable(value) else { continue }
                low = min(low, value)
                high = max(high, value)
            }
        }
        self.low = low
        self.high = high == low ? low + 1 : high
    }

    /// Where `value` sits on the axis: 0 at `low`, 1 at `high`, clamped; 0.5 when it is not finite.
    public func position(of value: Double) -> Double {
        SKChartMath.position(of: value, low: low, high: high)
    }

    /// The number of categories a chart has: the longer of its labels and its longest series.
    public static func categoryCount(labels: [String], series: [SKChart.Series]) -> Int {
        series.reduce(labels.count) { max($0, $1.values.count) }
    }

    /// Round values to mark on the axis: multiples of 1, 2 or 5 times a power of ten, about
    /// `count` of them, from the last one at or below `low` to the first at or above `high`.
    /// Just `[low, high]` when the span is too large to step through.
    public func ticks(count: Int = 5) -> [Double] {
        let span = high - low
        guard span.isFinite, span > 0, count >= 2 else { return [low, high] }
        let step = Self.niceStep(span / Double(count - 1))
        guard step.isFinite, step > 0 else { return [low, high] }
        let first = (low / step).rounded(.down)
        let last = (high / step).rounded(.up)
        guard last - first <= Double(count * 4) else { return [low, high] }
        return stride(from: first, through: last, by: 1).map { $0 * step }
    }

    /// The smallest of 1, 2, 5 or 10 times a power of ten that is at least `rough` (positive).
    static func niceStep(_ rough: Double) -> Double {
        let magnitude = pow(10, log10(rough).rounded(.down))
        for factor in [1.0, 2, 5] where factor * magnitude >= rough * (1 - 1e-12) {
            return factor * magnitude
        }
        return 10 * magnitude
    }
}

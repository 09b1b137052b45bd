/// Maps chart values to SVG coordinates without ever producing NaN or infinity.
///
/// Values follow ``ChartMath``, as in the terminal: NaN and infinite values are missing, and every
/// finite value is placed where it is, however large (the span between ±`greatestFiniteMagnitude`
/// overflows, so positions come from ``ChartMath/position(of:low:high:)``). The domain always
/// includes 0, so bars grow from a visible baseline.
struct HTMLChartScale {
    /// The chart's drawing area in SVG units (the view box is 320 × 200).
    static let width = 320.0
    static let height = 200.0
    static let plotLeft = 44.0
    static let plotRight = 312.0
    static let plotTop = 12.0
    static let plotBottom = 172.0

    static var plotWidth: Double { plotRight - plotLeft }
    static var plotHeight: Double { plotBottom - plotTop }

    /// The smallest and largest value shown on the axis.
    let low: Double
    let high: Double

    /// A scale covering the finite values of every series, and 0.
    init(series: [SKChart.Series]) {
        var low = 0.0
        var high = 0.0
        for entry in series {
            for value in entry.values {
                guard let value = Self.usable(value) else { continue }
                low = min(low, value)
                high = max(high, value)
            }
        }
        self.low = low
        self.high = high == low ? low + 1 : high
    }

    /// `value` when it can be drawn, or `nil` for NaN and infinities.
    static func usable(_ value: Double) -> Double? {
        ChartMath.plottable(value)
    }

    /// The y coordinate of `value` (already usable), inside the plot.
    func y(_ value: Double) -> Double {
        Self.plotBottom - ChartMath.position(of: value, low: low, high: high) * Self.plotHeight
    }

    /// The number of categories: the longer of the labels and the longest series.
    static func categoryCount(labels: [String], series: [SKChart.Series]) -> Int {
        series.reduce(labels.count) { max($0, $1.values.count) }
    }
}

import SkillUI

/// Maps chart values to SVG coordinates without ever producing NaN or infinity: the shared
/// ``SKChartScale`` laid on the plot area of the chart's 320 × 200 view box, y growing downwards.
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

    /// The value axis.
    let axis: SKChartScale

    /// The smallest and largest value shown on the axis.
    var low: Double { axis.low }
    var high: Double { axis.high }

    /// A scale covering the finite values of every series, and 0.
    init(series: [SKChart.Series]) {
        axis = SKChartScale(series: series)
    }

    /// The y coordinate of `value` (already plottable), inside the plot.
    func y(_ value: Double) -> Double {
        Self.plotBottom - axis.position(of: value) * Self.plotHeight
    }
}

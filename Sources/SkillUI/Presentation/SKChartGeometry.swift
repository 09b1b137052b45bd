import Foundation  // cos and sin

/// Where the marks of a chart go along an extent of the drawing (a plot's width, a circle), in
/// the drawing's own units: the layout rules of bar, line and pie charts, whatever draws them.
///
/// Each helper takes the extent's start and length and computes in one fixed order, so every
/// renderer that uses it gets the same numbers to the last bit.
public enum SKChartGeometry {
    /// One bar: where it starts along the category axis and how wide it is.
    public struct BarSlot: Sendable, Hashable {
        public var start: Double
        public var width: Double

        public init(start: Double, width: Double) {
            self.start = start
            self.width = width
        }
    }

    /// The bar of series `series` (of `seriesCount`) in category `category` (of `categories`):
    /// each category has an equal share of the extent, and its bars fill the middle 80% of it,
    /// side by side in series order.
    public static func bar(
        category: Int, series: Int, categories: Int, seriesCount: Int, start: Double, length: Double
    ) -> BarSlot {
        let group = length / Double(categories)
        let width = group * 0.8 / Double(seriesCount)
        return BarSlot(start: start + group * (Double(category) + 0.1) + width * Double(series), width: width)
    }

    /// The middle of category `category`'s share of the extent in a bar chart, where its label goes.
    public static func barCategoryCenter(_ category: Int, categories: Int, start: Double, length: Double) -> Double {
        start + length / Double(categories) * (Double(category) + 0.5)
    }

    /// Where point `index` of a line chart goes: the first at the start, the last at the end, evenly
    /// between; a lone point in the middle.
    public static func linePoint(_ index: Int, categories: Int, start: Double, length: Double) -> Double {
        guard categories > 1 else { return start + length / 2 }
        return start + length / Double(categories - 1) * Double(index)
    }

    /// The runs of a line: the indices and values of consecutive plottable values. A missing value
    /// (NaN or infinite) breaks the line rather than bridging the gap.
    public static func lineRuns(_ values: ArraySlice<Double>) -> [[(index: Int, value: Double)]] {
        var runs: [[(index: Int, value: Double)]] = [[]]
        for (offset, raw) in values.enumerated() {
            if let value = SKChartMath.plottable(raw) {
                runs[runs.count - 1].append((offset, value))
            } else if !runs[runs.count - 1].isEmpty {
                runs.append([])
            }
        }
        return runs
    }

    /// One slice of a pie: the index of its value, its share, and where it starts and ends, in
    /// turns clockwise from the top (0…1).
    public struct Slice: Sendable, Hashable {
        public var index: Int
        public var fraction: Double
        public var start: Double
        public var end: Double

        public init(index: Int, fraction: Double, start: Double, end: Double) {
            self.index = index
            self.fraction = fraction
            self.start = start
            self.end = end
        }

        /// Whether the slice is (all but) the whole pie, drawn as a full circle.
        public var isWhole: Bool { fraction > 0.999_999 }
    }

    /// The slices for `shares` (``SKChartMath/shares(_:)``), skipping empty ones; the first slice
    /// that is (all but) the whole pie is the last.
    public static func slices(_ shares: [Double]) -> [Slice] {
        var slices: [Slice] = []
        var start = 0.0
        for (index, fraction) in shares.enumerated() where fraction > 0 {
            let slice = Slice(index: index, fraction: fraction, start: start, end: start + fraction)
            slices.append(slice)
            if slice.isWhole { return slices }
            start = slice.end
        }
        return slices
    }

    /// The point `turn` (0…1, clockwise from the top) around a circle, in coordinates whose y
    /// grows downwards (SVG, a canvas, SwiftUI).
    public static func point(
        atTurn turn: Double, centerX: Double, centerY: Double, radius: Double
    ) -> (x: Double, y: Double) {
        let angle = turn * 2 * Double.pi - Double.pi / 2
        return (centerX + radius * cos(angle), centerY + radius * sin(angle))
    }
}

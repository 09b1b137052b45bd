import SkillUI
import Testing

@Suite struct ChartScaleTests {
    static func scale(_ values: [Double]...) -> SKChartScale {
        SKChartScale(series: values.map { SKChart.Series(name: "s", values: $0) })
    }

    @Test(arguments: [
        ([3.0, 5, 8], 0.0, 8.0), ([-4, 2], -4, 2), ([], 0, 1), ([0, 0], 0, 1), ([.nan, 5, .infinity], 0, 5),
        ([-3, -1], -3, 0), ([7, 7], 0, 7),
    ])
    func rangeCoversTheValuesAndZero(values: [Double], low: Double, high: Double) {
        let scale = Self.scale(values)
        #expect(scale.low == low)
        #expect(scale.high == high)
    }

    @Test(arguments: [(0.0, 0.0), (4, 0.5), (8, 1), (-1, 0), (9, 1), (.nan, 0.5)])
    func positionsOnTheAxis(value: Double, expected: Double) {
        #expect(Self.scale([8]).position(of: value) == expected)
    }

    @Test func extremeValuesStayOnTheAxis() {
        let scale = Self.scale([1e308, -1e308])
        #expect(scale.position(of: 1e308) == 1)
        #expect(scale.position(of: -1e308) == 0)
        #expect(scale.position(of: 0) == 0.5)
        #expect(scale.ticks() == [-1e308, 1e308])
    }

    @Test(arguments: [
        ([8.0], [0.0, 2, 4, 6, 8]), ([10], [0, 5, 10]), ([97], [0, 50, 100]), ([-4, 2], [-4, -2, 0, 2]),
        ([0.3], [0, 0.1, 0.2, 0.30000000000000004]), ([1234], [0, 500, 1000, 1500]),
    ])
    func niceTicks(values: [Double], expected: [Double]) {
        #expect(Self.scale(values).ticks() == expected)
    }

    @Test(arguments: [
        ([String](), [[Double]](), 0), (["a", "b"], [[1.0]], 2), (["a"], [[1, 2, 3], [4]], 3),
    ])
    func categoryCountIsTheLongest(labels: [String], values: [[Double]], expected: Int) {
        let series = values.map { SKChart.Series(name: "s", values: $0) }
        #expect(SKChartScale.categoryCount(labels: labels, series: series) == expected)
    }
}

@Suite struct ChartMathRulesTests {
    @Test(arguments: [
        ([1.0, 2, 3, 4], 2, [1.5, 3.5] as [Double?]), ([1, .nan, .nan, 4], 2, [1, 4]), ([.nan, .nan], 1, [nil]),
        ([1, 2], 5, [1, 2]), ([1, .infinity], 5, [1, nil]),
    ])
    func downsampling(values: [Double], count: Int, expected: [Double?]) {
        #expect(SKChartMath.downsample(values, to: count) == expected)
    }

    @Test(arguments: [
        (5.0, 10.0, 0.5), (-5, 10, 0), (.nan, 10, 0), (5, 0, 0), (10, 10, 1),
    ])
    func barFractions(value: Double, peak: Double, expected: Double) {
        #expect(SKChartMath.barFraction(value, peak: peak) == expected)
    }

    static let peakCases: [([Double], Double)] = [([3, -1, .nan], 3), ([-1, -2], 0), ([], 0), ([.infinity, 2], 2)]

    @Test(arguments: peakCases)
    func peaks(values: [Double], expected: Double) {
        #expect(SKChartMath.peak(values) == expected)
    }

    @Test(arguments: [(0.5, 0.5), (-1, 0), (2, 1), (.nan, 0), (.infinity, 0)])
    func progressFractions(value: Double, expected: Double) {
        #expect(SKChartMath.progressFraction(value) == expected)
    }
}

@Suite struct ChartGeometryTests {
    @Test func barsShareTheMiddleOfTheirCategory() {
        let first = SKChartGeometry.bar(category: 0, series: 0, categories: 2, seriesCount: 2, start: 0, length: 100)
        let second = SKChartGeometry.bar(category: 0, series: 1, categories: 2, seriesCount: 2, start: 0, length: 100)
        let last = SKChartGeometry.bar(category: 1, series: 1, categories: 2, seriesCount: 2, start: 10, length: 100)
        #expect(first == SKChartGeometry.BarSlot(start: 5, width: 20))
        #expect(second == SKChartGeometry.BarSlot(start: 25, width: 20))
        #expect(last == SKChartGeometry.BarSlot(start: 85, width: 20))
        #expect(SKChartGeometry.barCategoryCenter(1, categories: 2, start: 10, length: 100) == 85)
    }

    @Test(arguments: [(0, 3, 10.0), (1, 3, 60), (2, 3, 110), (0, 1, 60)])
    func linePointsSpanTheExtent(index: Int, categories: Int, expected: Double) {
        #expect(SKChartGeometry.linePoint(index, categories: categories, start: 10, length: 100) == expected)
    }

    @Test(arguments: [
        ([1.0, 2, .nan, 4, 5] as [Double], [[0, 1], [3, 4]] as [[Int]]), ([.nan, 1], [[1]]), ([], [[]]),
        ([1, .infinity], [[0], []]),
    ])
    func missingValuesBreakTheLine(values: [Double], expected: [[Int]]) {
        #expect(SKChartGeometry.lineRuns(values[...]).map { $0.map(\.index) } == expected)
    }

    @Test func slicesRunClockwiseAndSkipEmptyShares() {
        let slices = SKChartGeometry.slices([0.25, 0, 0.75])
        #expect(slices.map(\.index) == [0, 2])
        #expect(slices.map(\.start) == [0, 0.25])
        #expect(slices.map(\.end) == [0.25, 1])
        #expect(slices.map(\.isWhole) == [false, false])
        let whole = SKChartGeometry.slices([0, 1, 0])
        #expect(whole.map(\.index) == [1])
        #expect(whole.first?.isWhole == true)
        #expect(SKChartGeometry.slices([0, 0]).isEmpty)
    }

    @Test(arguments: [(0.0, 100.0, 16.0), (0.25, 184, 100), (0.5, 100, 184), (0.75, 16, 100)])
    func pointsAroundTheCircleStartAtTheTop(turn: Double, x: Double, y: Double) {
        let point = SKChartGeometry.point(atTurn: turn, centerX: 100, centerY: 100, radius: 84)
        #expect(abs(point.x - x) < 1e-9)
        #expect(abs(point.y - y) < 1e-9)
    }
}

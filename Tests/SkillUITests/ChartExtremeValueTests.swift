import SkillUITestSupport
import Testing

@testable import SkillUI

/// Charts with extreme numbers in both renderers (issue 14, finding 6): nothing traps, nothing is NaN
/// or infinite on screen, and HTML and the terminal agree on what the chart says.
@Suite struct ChartExtremeValueTests {
    /// Values that once crashed the terminal's line chart or that stress every numeric path: spans
    /// that overflow, zero spans, NaN and infinities, subnormals, the largest doubles.
    static let hostile: [[Double]] = [
        [1e308, -1e308],
        [-1e308, 1e308, 0],
        [Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude],
        [Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude],
        [-Double.greatestFiniteMagnitude, 1, Double.nan, Double.infinity],
        [Double.nan, Double.nan],
        [Double.infinity, -Double.infinity],
        [5, 5, 5],
        [0],
        [],
        [Double.leastNonzeroMagnitude, 0, -Double.leastNonzeroMagnitude],
        [1e-300, 2e-300, 1e300],
        Array(repeating: 1.7e308, count: 200),
        (0..<300).map { $0 % 2 == 0 ? 1e308 : -1e308 },
    ]

    @Test(arguments: hostile, SKChart.Kind.allCases)
    func bothRenderersDrawAnyValues(values: [Double], kind: SKChart.Kind) {
        let chart = SKChart(
            kind: kind, labels: values.indices.map { "l\($0)" },
            series: [.init(name: "s", values: values), .init(name: "t", values: values.reversed())])
        for width in [1, 8, 40, 120] {
            let text = TerminalTest.text(.chart(chart), width: width)
            #expect(!text.contains("nan") && !text.contains("inf"), "\(text)")
        }
        let html = HTMLTestSupport.inner(.chart(chart))
        #expect(!html.lowercased().contains("nan") && !html.contains("inf"))
    }

    @Test func aSpanThatOverflowsStillDrawsTheLineEndToEnd() {
        let chart = SKChart(kind: .line, labels: ["a", "b"], series: [.init(name: "", values: [1e308, -1e308])])
        #expect(TerminalTest.text(.chart(chart)) == "█▁  min -1e+308  max 1e+308")
        let html = HTMLTestSupport.inner(.chart(chart))
        #expect(html.contains("points=\"44,12 312,172\""))
        #expect(html.contains("text-anchor=\"end\">1e+308</text>"))
        #expect(html.contains("text-anchor=\"end\">-1e+308</text>"))
    }

    /// Missing values break a line in both renderers: a gap in the sparkline, a gap in the polyline.
    @Test func missingValuesAreGapsInBothRenderers() {
        let chart = SKChart(
            kind: .line, labels: ["a", "b", "c", "d"], series: [.init(name: "", values: [1, .nan, .infinity, 3])])
        #expect(TerminalTest.text(.chart(chart)) == "▁  █  min 1  max 3")
        #expect(!HTMLTestSupport.inner(.chart(chart)).contains("<polyline"))
    }

    /// Pie shares of huge slices: the total overflows, the shares must not.
    @Test(arguments: [
        ([1.7e308, 1.7e308], ["50%", "50%"]),
        ([Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude, 0], ["50%", "50%", "0%"]),
        ([3, Double.nan, 1, -4, Double.infinity], ["75%", "0%", "25%", "0%", "0%"]),
    ])
    func pieSharesNeverOverflow(values: [Double], percents: [String]) {
        let chart = SKChart(
            kind: .pie, labels: values.indices.map { "l\($0)" }, series: [.init(name: "", values: values)])
        let rows = TerminalTest.text(.chart(chart), width: 30).split(separator: "\n")
        #expect(rows.map { String($0.split(separator: " ").last ?? "") } == percents)
        let html = HTMLTestSupport.inner(.chart(chart))
        #expect(html.contains("<path class=\"sk-chart-slice\"") == (percents.filter { $0 != "0%" }.count > 1))
    }

    @Test(arguments: [
        (5.0, 0.0, 10.0, 0.5), (1e308, -1e308, 1e308, 1), (-1e308, -1e308, 1e308, 0), (0, -1e308, 1e308, 0.5),
        (3, 3, 3, 0.5), (.nan, 0, 1, 0.5), (20, 0, 10, 1), (-5, 0, 10, 0), (1, .infinity, 2, 0.5),
    ])
    func positionIsAlwaysBetweenZeroAndOne(value: Double, low: Double, high: Double, expected: Double) {
        #expect(SKChartMath.position(of: value, low: low, high: high) == expected)
    }

    @Test func meanOfHugeValuesDoesNotOverflow() {
        #expect(SKChartMath.mean([1e308, 1e308, 1e308][...]) == 1e308)
        #expect(SKChartMath.mean([Double.nan, .infinity][...]) == nil)
        #expect(SKChartMath.mean([2, .nan, 4][...]) == 3)
    }
}

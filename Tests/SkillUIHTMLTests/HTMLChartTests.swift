import SkillUI
import SkillUITestSupport
import Testing

@testable import SkillUIHTML

@Suite struct HTMLChartTests {
    private func html(_ chart: SKChart) -> String {
        HTMLTestSupport.inner(.chart(chart))
    }

    @Test func barChartGroupsSeriesPerLabel() {
        let chart = SKChart(
            id: "sales", kind: .bar, title: "Sales", labels: ["Q1", "Q2"],
            series: [
                .init(name: "2024", values: [2, 4]), .init(name: "2025", values: [3, -1], color: SKColor("#0A0")),
            ])
        #expect(
            html(chart) == """
                <figure class="sk-chart sk-bar-chart" data-sk-id="sales">
                <figcaption class="sk-chart-title">Sales</figcaption>
                <svg class="sk-chart-plot" viewBox="0 0 320 200" role="img"><title>Sales</title>
                <line class="sk-chart-axis" x1="44" y1="12" x2="44" y2="172"></line>
                <line class="sk-chart-axis" x1="44" y1="140" x2="312" y2="140"></line>
                <text class="sk-chart-value" x="40" y="16" text-anchor="end">4</text>
                <text class="sk-chart-value" x="40" y="176" text-anchor="end">-1</text>
                <rect x="57.4" y="76" width="53.6" height="64" style="fill:var(--sk-accent)"></rect>
                <rect x="191.4" y="12" width="53.6" height="128" style="fill:var(--sk-accent)"></rect>
                <rect x="111" y="44" width="53.6" height="96" style="fill:#00AA00"></rect>
                <rect x="245" y="140" width="53.6" height="32" style="fill:#00AA00"></rect>
                <text class="sk-chart-label" x="111" y="190" text-anchor="middle">Q1</text>
                <text class="sk-chart-label" x="245" y="190" text-anchor="middle">Q2</text>
                </svg>
                <ul class="sk-chart-legend" aria-hidden="true">
                <li><span class="sk-chart-swatch" style="background:var(--sk-accent)"></span>2024</li>
                <li><span class="sk-chart-swatch" style="background:#00AA00"></span>2025</li>
                </ul>
                <table class="sk-visually-hidden">
                <caption>Sales</caption>
                <thead><tr><td></td><th scope="col">2024</th><th scope="col">2025</th></tr></thead>
                <tbody>
                <tr><th scope="row">Q1</th><td>2</td><td>3</td></tr>
                <tr><th scope="row">Q2</th><td>4</td><td>-1</td></tr>
                </tbody>
                </table>
                </figure>
                """)
    }

    @Test func lineChartDrawsAPolylinePerSeries() {
        let chart = SKChart(kind: .line, labels: ["a", "b", "c"], series: [.init(name: "s", values: [0, 10, 5])])
        #expect(
            html(chart) == """
                <figure class="sk-chart sk-line-chart">
                <svg class="sk-chart-plot" viewBox="0 0 320 200" role="img"><title>Line chart</title>
                <line class="sk-chart-axis" x1="44" y1="12" x2="44" y2="172"></line>
                <line class="sk-chart-axis" x1="44" y1="172" x2="312" y2="172"></line>
                <text class="sk-chart-value" x="40" y="16" text-anchor="end">10</text>
                <text class="sk-chart-value" x="40" y="176" text-anchor="end">0</text>
                <polyline class="sk-chart-line" points="44,172 178,12 312,92" style="stroke:var(--sk-accent)"></polyline>
                <circle class="sk-chart-point" cx="44" cy="172" r="3" style="fill:var(--sk-accent)"></circle>
                <circle class="sk-chart-point" cx="178" cy="12" r="3" style="fill:var(--sk-accent)"></circle>
                <circle class="sk-chart-point" cx="312" cy="92" r="3" style="fill:var(--sk-accent)"></circle>
                <text class="sk-chart-label" x="44" y="190" text-anchor="middle">a</text>
                <text class="sk-chart-label" x="178" y="190" text-anchor="middle">b</text>
                <text class="sk-chart-label" x="312" y="190" text-anchor="middle">c</text>
                </svg>
                <table class="sk-visually-hidden">
                <caption>Line chart</caption>
                <thead><tr><td></td><th scope="col">s</th></tr></thead>
                <tbody>
                <tr><th scope="row">a</th><td>0</td></tr>
                <tr><th scope="row">b</th><td>10</td></tr>
                <tr><th scope="row">c</th><td>5</td></tr>
                </tbody>
                </table>
                </figure>
                """)
    }

    @Test func missingValuesBreakTheLine() {
        let chart = SKChart(
            kind: .line, labels: ["a", "b", "c", "d", "e"], series: [.init(name: "s", values: [1, 2, .nan, 4, 4])])
        let output = html(chart)
        #expect(output.components(separatedBy: "<polyline").count - 1 == 2)
        #expect(output.contains("points=\"44,132 111,92\""))
        #expect(output.contains("points=\"245,12 312,12\""))
        #expect(output.components(separatedBy: "<circle").count - 1 == 4)
        let lone = html(
            SKChart(kind: .line, labels: ["a", "b", "c"], series: [.init(name: "s", values: [.nan, 2, .nan])]))
        #expect(!lone.contains("<polyline"))
        #expect(lone.contains("<circle class=\"sk-chart-point\" cx=\"178\" cy=\"12\" r=\"3\""))
    }

    @Test func pieChartDrawsArcsForTheFirstSeries() {
        let chart = SKChart(
            kind: .pie, title: "Share", labels: ["a", "b", "c"],
            series: [.init(name: "s", values: [1, 1, 2]), .init(name: "ignored", values: [9, 9, 9])])
        let output = html(chart)
        #expect(
            output.contains(
                """
                <path class="sk-chart-slice" d="M100 100 L100 16 A84 84 0 0 1 184 100 Z" style="fill:var(--sk-accent)"></path>
                <path class="sk-chart-slice" d="M100 100 L184 100 A84 84 0 0 1 100 184 Z" style="fill:var(--sk-success)"></path>
                <path class="sk-chart-slice" d="M100 100 L100 184 A84 84 0 0 1 100 16 Z" style="fill:var(--sk-warning)"></path>
                """))
        #expect(!output.contains("ignored"))
        #expect(
            output.contains("<li><span class=\"sk-chart-swatch\" style=\"background:var(--sk-success)\"></span>b</li>"))
    }

    @Test func pieSliceLargerThanHalfUsesTheLargeArc() {
        let output = html(SKChart(kind: .pie, labels: ["big", "small"], series: [.init(name: "s", values: [3, 1])]))
        #expect(output.contains("A84 84 0 1 1 16 100 Z"))
        #expect(output.contains("A84 84 0 0 1 100 16 Z"))
    }

    @Test func pieWithOneSliceIsACircle() {
        let output = html(SKChart(kind: .pie, labels: ["all", "none"], series: [.init(name: "s", values: [5, 0])]))
        #expect(
            output.contains(
                "<circle class=\"sk-chart-slice\" cx=\"100\" cy=\"100\" r=\"84\" style=\"fill:var(--sk-accent)\"></circle>"
            ))
        #expect(!output.contains("<path"))
    }

    @Test(
        arguments: [
            SKChart(kind: .pie, labels: [], series: []),
            SKChart(kind: .pie, labels: ["a"], series: [.init(name: "s", values: [-1, .nan, 0, -.infinity])]),
        ])
    func emptyPieIsAnOutline(chart: SKChart) {
        #expect(
            html(chart).contains("<circle class=\"sk-chart-empty\" cx=\"100\" cy=\"100\" r=\"84\"></circle>"))
    }

    /// Charts with no data, hostile numbers and mismatched lengths: never NaN, infinity or an
    /// exponent in an attribute, and every coordinate inside the view box.
    @Test(
        arguments: [
            [],
            [Double.nan],
            [Double.infinity, -Double.infinity],
            [Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude, 0],
            [1e308, 1e308, 1e308],
            [-5, -10, -1],
            [0, 0, 0],
            [1e-300, 2e-300],
            [Double.nan, 3, Double.nan, 4, 5, 6, 7],
        ] as [[Double]])
    func hostileNumbersStayInsideTheViewBox(values: [Double]) {
        for kind in SKChart.Kind.allCases {
            for labels in [[], ["a"], ["a", "b", "c", "d"]] {
                let chart = SKChart(
                    kind: kind, labels: labels,
                    series: [.init(name: "s", values: values), .init(name: "t", values: values.reversed())])
                let output = html(chart)
                for tag in HTMLScan(output).tags {
                    for attribute in tag.attributes
                    where ["x", "y", "x1", "x2", "y1", "y2", "cx", "cy", "r", "width", "height", "points", "d"]
                        .contains(attribute.name)
                    {
                        let value = attribute.value.lowercased()
                        #expect(!value.contains("nan") && !value.contains("inf") && !value.contains("e"), "\(value)")
                        let numbers = value.split(whereSeparator: { " ,mlaz".contains($0) }).compactMap { Double($0) }
                        #expect(numbers.allSatisfy { $0 >= -1 && $0 <= 320 }, "\(attribute.name)=\(value) for \(kind)")
                    }
                }
            }
        }
    }

    @Test func dataTableShowsMissingValuesAsADash() {
        let output = html(SKChart(kind: .bar, labels: ["a", "b"], series: [.init(name: "s", values: [.nan])]))
        #expect(
            output.contains("<tr><th scope=\"row\">a</th><td>–</td></tr>\n<tr><th scope=\"row\">b</th><td></td></tr>"))
    }

    @Test func chartWithoutSeriesStillHasItsAxesAndTable() {
        let output = html(SKChart(kind: .bar, title: "Empty", labels: ["a"], series: []))
        #expect(output.contains("<title>Empty</title>"))
        #expect(output.contains("<tr><th scope=\"row\">a</th></tr>"))
        #expect(!output.contains("<rect"))
    }
}

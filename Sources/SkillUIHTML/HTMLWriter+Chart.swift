import SkillUI

/// Charts as inline SVG, with no script: a `<figure>` holding the SVG (`role="img"` named by its
/// `<title>`), a legend, and the data as a visually hidden `<table>` for screen readers.
extension HTMLWriter {
    mutating func writeChart(_ node: SKChart) {
        let name = SKAccessibleText.chartName(node)
        raw("<figure")
        beginClass("sk-chart")
        raw(" sk-")
        raw(string: node.kind.rawValue)
        raw("-chart")
        endAttribute()
        nodeID(node.id)
        raw(">")
        if let title = node.title {
            raw("\n<figcaption class=\"sk-chart-title\">")
            text(title)
            raw("</figcaption>")
        }
        raw("\n<svg class=\"sk-chart-plot\" viewBox=\"0 0 320 200\" role=\"img\"><title>")
        text(name)
        raw("</title>")
        switch node.kind {
        case .bar: writeBars(node)
        case .line: writeLines(node)
        case .pie: writePie(node)
        }
        raw("\n</svg>")
        writeLegend(node)
        writeChartTable(node, caption: name)
        raw("\n</figure>")
    }

    // MARK: - Bar and line

    private mutating func writeBars(_ node: SKChart) {
        let scale = HTMLChartScale(series: node.series)
        let count = SKChartScale.categoryCount(labels: node.labels, series: node.series)
        writeAxes(scale: scale)
        guard count > 0, !node.series.isEmpty else { return }
        let baseline = scale.y(0)
        for (seriesIndex, series) in node.series.enumerated() {
            let fill = seriesColor(series, index: seriesIndex)
            for (index, raw) in series.values.prefix(count).enumerated() {
                guard let value = SKChartMath.plottable(raw) else { continue }
                let y = scale.y(value)
                self.raw("\n<rect")
                let slot = SKChartGeometry.bar(
                    category: index, series: seriesIndex, categories: count, seriesCount: node.series.count,
                    start: HTMLChartScale.plotLeft, length: HTMLChartScale.plotWidth)
                attribute("x", number: slot.start)
                attribute("y", number: min(y, baseline))
                attribute("width", number: slot.width)
                attribute("height", number: abs(baseline - y))
                self.raw(" style=\"fill:")
                self.raw(string: fill)
                self.raw("\"></rect>")
            }
        }
        writeCategoryLabels(node.labels, count: count) { index in
            SKChartGeometry.barCategoryCenter(
                index, categories: count, start: HTMLChartScale.plotLeft, length: HTMLChartScale.plotWidth)
        }
    }

    private mutating func writeLines(_ node: SKChart) {
        let scale = HTMLChartScale(series: node.series)
        let count = SKChartScale.categoryCount(labels: node.labels, series: node.series)
        writeAxes(scale: scale)
        guard count > 0 else { return }
        let x = { (index: Int) in
            SKChartGeometry.linePoint(
                index, categories: count, start: HTMLChartScale.plotLeft, length: HTMLChartScale.plotWidth)
        }
        for (seriesIndex, series) in node.series.enumerated() {
            let color = seriesColor(series, index: seriesIndex)
            let runs = SKChartGeometry.lineRuns(series.values.prefix(count)).map { run in
                run.map { point in (x(point.index), scale.y(point.value)) }
            }
            for run in runs where run.count > 1 {
                raw("\n<polyline class=\"sk-chart-line\" points=\"")
                for (index, point) in run.enumerated() {
                    if index > 0 { raw(" ") }
                    HTMLNumber.append(point.0, to: &bytes)
                    raw(",")
                    HTMLNumber.append(point.1, to: &bytes)
                }
                raw("\" style=\"stroke:")
                raw(string: color)
                raw("\"></polyline>")
            }
            for point in runs.joined() {
                raw("\n<circle class=\"sk-chart-point\"")
                attribute("cx", number: point.0)
                attribute("cy", number: point.1)
                raw(" r=\"3\" style=\"fill:")
                raw(string: color)
                raw("\"></circle>")
            }
        }
        writeCategoryLabels(node.labels, count: count, x: x)
    }

    /// The x axis at the zero line, the y axis, and the low and high values as text.
    private mutating func writeAxes(scale: HTMLChartScale) {
        let zero = scale.y(0)
        raw("\n<line class=\"sk-chart-axis\" x1=\"44\" y1=\"12\" x2=\"44\" y2=\"172\"></line>")
        raw("\n<line class=\"sk-chart-axis\" x1=\"44\"")
        attribute("y1", number: zero)
        raw(" x2=\"312\"")
        attribute("y2", number: zero)
        raw("></line>")
        raw("\n<text class=\"sk-chart-value\" x=\"40\" y=\"16\" text-anchor=\"end\">")
        text(SKValueText.exact(scale.high))
        raw("</text>\n<text class=\"sk-chart-value\" x=\"40\" y=\"176\" text-anchor=\"end\">")
        text(SKValueText.exact(scale.low))
        raw("</text>")
    }

    private mutating func writeCategoryLabels(_ labels: [String], count: Int, x: (Int) -> Double) {
        for (index, label) in labels.prefix(count).enumerated() where !label.isEmpty {
            raw("\n<text class=\"sk-chart-label\"")
            attribute("x", number: x(index))
            raw(" y=\"190\" text-anchor=\"middle\">")
            text(label)
            raw("</text>")
        }
    }

    // MARK: - Pie

    /// Arc paths for the first series' positive values, clockwise from the top.
    private mutating func writePie(_ node: SKChart) {
        let slices = SKChartGeometry.slices(SKChartMath.shares(pieValues(node)))
        guard !slices.isEmpty else {
            raw("\n<circle class=\"sk-chart-empty\" cx=\"100\" cy=\"100\" r=\"84\"></circle>")
            return
        }
        func point(_ turn: Double) -> (x: Double, y: Double) {
            SKChartGeometry.point(atTurn: turn, centerX: 100, centerY: 100, radius: 84)
        }
        for slice in slices {
            let fill = HTMLCSS.variable(SKPalette.seriesColor(slice.index))
            if slice.isWhole {
                raw("\n<circle class=\"sk-chart-slice\" cx=\"100\" cy=\"100\" r=\"84\" style=\"fill:")
                raw(string: fill)
                raw("\"></circle>")
                return
            }
            let (startX, startY) = point(slice.start)
            let (endX, endY) = point(slice.end)
            raw("\n<path class=\"sk-chart-slice\" d=\"M100 100 L")
            HTMLNumber.append(startX, to: &bytes)
            raw(" ")
            HTMLNumber.append(startY, to: &bytes)
            raw(slice.fraction > 0.5 ? " A84 84 0 1 1 " : " A84 84 0 0 1 ")
            HTMLNumber.append(endX, to: &bytes)
            raw(" ")
            HTMLNumber.append(endY, to: &bytes)
            raw(" Z\" style=\"fill:")
            raw(string: fill)
            raw("\"></path>")
        }
    }

    /// The first series' values, the slices (sized by ``SKChartMath/shares(_:)``).
    private func pieValues(_ node: SKChart) -> [Double] {
        node.series.first?.values ?? []
    }

    // MARK: - Legend and data table

    private func seriesColor(_ series: SKChart.Series, index: Int) -> String {
        series.color.map(HTMLCSS.value) ?? HTMLCSS.variable(SKPalette.seriesColor(index))
    }

    /// The series names (bar and line with more than one series) or slice labels (pie), each with
    /// its color; hidden from screen readers, which read the table instead.
    private mutating func writeLegend(_ node: SKChart) {
        var entries: [(String, String)] = []
        if node.kind == .pie {
            let count = pieValues(node).count
            for (index, label) in node.labels.prefix(count).enumerated() {
                entries.append((label, HTMLCSS.variable(SKPalette.seriesColor(index))))
            }
        } else if node.series.count > 1 {
            for (index, series) in node.series.enumerated() {
                entries.append((series.name, seriesColor(series, index: index)))
            }
        }
        guard !entries.isEmpty else { return }
        raw("\n<ul class=\"sk-chart-legend\" aria-hidden=\"true\">")
        for (label, color) in entries {
            raw("\n<li><span class=\"sk-chart-swatch\" style=\"background:")
            raw(string: color)
            raw("\"></span>")
            text(label)
            raw("</li>")
        }
        raw("\n</ul>")
    }

    /// A visually hidden table: a row per category, a column per series (only the first for pie).
    private mutating func writeChartTable(_ node: SKChart, caption: String) {
        let series = SKAccessibleText.chartSeries(node)
        let count = SKChartScale.categoryCount(labels: node.labels, series: series)
        raw("\n<table class=\"sk-visually-hidden\">\n<caption>")
        text(caption)
        raw("</caption>\n<thead><tr><td></td>")
        for entry in series {
            raw("<th scope=\"col\">")
            text(entry.name)
            raw("</th>")
        }
        raw("</tr></thead>\n<tbody>")
        for index in 0..<count {
            raw("\n<tr><th scope=\"row\">")
            if index < node.labels.count { text(node.labels[index]) }
            raw("</th>")
            for entry in series {
                raw("<td>")
                if index < entry.values.count { text(SKValueText.exact(entry.values[index])) }
                raw("</td>")
            }
            raw("</tr>")
        }
        raw(count == 0 ? "</tbody>\n</table>" : "\n</tbody>\n</table>")
    }
}

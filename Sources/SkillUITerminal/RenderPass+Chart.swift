import SkillUI

/// Charts drawn with Unicode block characters, under their bold title.
///
/// - bar: one row per label and series, `label series ████▌ value`, bars in eighths of a cell, scaled so
///   the largest value fills the room (at most ``maxBarCells``); negative values draw no bar.
/// - line: one sparkline `▁▂▃▄▅▆▇█` per series (averaged down to the room when longer), then its min and
///   max; a missing value is a gap.
/// - pie: one row per slice, `label ████▌   45%`, bars scaled so 100% fills the room.
///
/// Numbers follow ``SKChartMath``, as in HTML: NaN and infinities are missing (`–`), every finite value is
/// drawn where it is however large, and nothing overflows.
extension RenderPass {
    private static let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    private static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    /// Bars never grow longer than this, so charts stay readable on wide terminals.
    static let maxBarCells = 40

    func chart(_ node: SKChart, width: Int) -> [TerminalLine] {
        var lines: [TerminalLine] = []
        if let title = node.title, !title.isEmpty {
            lines += TextWrapper.wrap(text: title, style: .bold, width: width)
        }
        switch node.kind {
        case .bar: lines += barChart(node, width: width)
        case .line: lines += lineChart(node, width: width)
        case .pie: lines += pieChart(node, width: width)
        }
        return lines
    }

    private func barChart(_ node: SKChart, width: Int) -> [TerminalLine] {
        let labels = node.labels.map(TerminalSanitizer.line)
        let names = node.series.map { TerminalSanitizer.line($0.name) }
        let showNames = node.series.count > 1
        let count = SKChartScale.categoryCount(labels: labels, series: node.series)
        let values = node.series.flatMap(\.values).filter(\.isFinite)
        let peak = SKChartMath.peak(values)
        let valueWidth = values.map { DisplayWidth.of(SKValueText.compact($0)) }.max() ?? 1
        var columns = Columns(
            label: min(labels.map(DisplayWidth.of).max() ?? 0, width / 3),
            name: showNames ? min(names.map(DisplayWidth.of).max() ?? 0, width / 4) : 0, value: valueWidth)
        let room = columns.fit(width)

        var lines: [TerminalLine] = []
        for index in 0..<count {
            var first = true
            for (seriesIndex, series) in node.series.enumerated() where index < series.values.count {
                let value = series.values[index]
                var line = TerminalLine()
                if columns.label > 0 {
                    let label = first && index < labels.count ? labels[index] : ""
                    line.append(TextWrapper.truncate([span(label)], width: columns.label))
                    line.pad(to: columns.label + 1)
                }
                if columns.name > 0 {
                    line.append(TextWrapper.truncate([span(names[seriesIndex], style: .dim)], width: columns.name))
                    line.pad(to: columns.label + 1 + columns.name + 1)
                }
                let fraction = SKChartMath.barFraction(value, peak: peak)
                let color = SKPalette.color(of: series, at: seriesIndex)
                line.append(Self.bar(fraction, cells: room), style: TerminalStyle(color: color))
                if fraction > 0 { line.append(" ") }
                line.append(SKValueText.compact(value))
                lines.append(line)
                first = false
            }
        }
        return lines
    }

    private func lineChart(_ node: SKChart, width: Int) -> [TerminalLine] {
        let names = node.series.map { TerminalSanitizer.line($0.name) }
        let nameWidth = min(names.map(DisplayWidth.of).max() ?? 0, width / 3)
        var lines: [TerminalLine] = []
        for (seriesIndex, series) in node.series.enumerated() {
            let values = series.values
            var line = TerminalLine()
            if nameWidth > 0 {
                line.append(TextWrapper.truncate([span(names[seriesIndex])], width: nameWidth))
                line.pad(to: nameWidth + 1)
            }
            guard let (low, high) = SKChartMath.extremes(values) else {
                lines.append(line)
                continue
            }
            let stats = "min \(SKValueText.compact(low))  max \(SKValueText.compact(high))"
            let statsWidth = DisplayWidth.of(stats)
            let showStats = width - line.width - 2 - statsWidth >= min(values.count, 4)
            let room = max(1, width - line.width - (showStats ? statsWidth + 2 : 0))
            let points = SKChartMath.downsample(values, to: room)
            let spark = String(
                points.map { point -> Character in
                    guard let point else { return " " }
                    guard high > low else { return Self.levels[3] }
                    return Self.levels[Int((SKChartMath.position(of: point, low: low, high: high) * 7).rounded())]
                })
            line.append(spark, style: TerminalStyle(color: SKPalette.color(of: series, at: seriesIndex)))
            if showStats {
                line.append("  ")
                line.append(stats, style: .dim)
            }
            lines.append(line)
        }
        return lines
    }

    private func pieChart(_ node: SKChart, width: Int) -> [TerminalLine] {
        let labels = node.labels.map(TerminalSanitizer.line)
        var lines: [TerminalLine] = []
        for (seriesIndex, series) in node.series.enumerated() {
            if node.series.count > 1 {
                lines += TextWrapper.wrap(text: series.name, style: .dim, width: width)
            }
            let shares = SKChartMath.shares(series.values)
            var columns = Columns(
                label: min(labels.prefix(shares.count).map(DisplayWidth.of).max() ?? 0, width / 3), name: 0,
                value: 4)
            let room = columns.fit(width)
            for (index, fraction) in shares.enumerated() {
                var line = TerminalLine()
                if columns.label > 0 {
                    line.append(
                        TextWrapper.truncate([span(index < labels.count ? labels[index] : "")], width: columns.label))
                    line.pad(to: columns.label + 1)
                }
                let color = SKPalette.sliceColor(
                    slice: index, of: series, at: seriesIndex, seriesCount: node.series.count)
                line.append(Self.bar(fraction, cells: room), style: TerminalStyle(color: color))
                let percent = SKValueText.percent(fraction)
                line.pad(to: (columns.label > 0 ? columns.label + 1 : 0) + room + 1 + columns.value - percent.count)
                line.append(percent)
                lines.append(line)
            }
        }
        return lines
    }

    // MARK: - Helpers

    /// The widths of a chart row's text columns; `fit` returns the cells left for the bar, narrowing the
    /// label column when the bar would get fewer than 4.
    private struct Columns {
        var label: Int
        var name: Int
        var value: Int

        mutating func fit(_ width: Int) -> Int {
            func fixed() -> Int { (label > 0 ? label + 1 : 0) + (name > 0 ? name + 1 : 0) + value + 1 }
            let wanted = 4
            if width - fixed() < wanted, label > 0 {
                label = max(1, label - (wanted - (width - fixed())))
            }
            if width - fixed() < wanted, name > 0 {
                name = max(1, name - (wanted - (width - fixed())))
            }
            return max(1, min(RenderPass.maxBarCells, width - fixed()))
        }
    }

    /// A bar `fraction` (0…1) of `cells` long, in eighths of a cell; NaN draws nothing.
    static func bar(_ fraction: Double, cells: Int) -> String {
        let clamped = fraction.isNaN ? 0 : min(1, max(0, fraction))
        let eighthCount = Int((clamped * Double(max(0, cells) * 8)).rounded())
        return String(repeating: "█", count: eighthCount / 8) + eighths[eighthCount % 8]
    }
}

#if canImport(SwiftUI)
    import Charts
    import SkillUI
    import SwiftUI

    /// A `chart` component in Swift Charts: bars (grouped by series), lines (one per series) or a pie (the first
    /// series), with the charts' own axes and legend. Every mark carries its label and value for VoiceOver, which
    /// also offers the chart as an audio graph.
    struct SKChartView: View {
        let node: SKChart
        @Environment(\.colorScheme) private var colorScheme

        var body: some View {
            let styles = self.styles
            VStack(alignment: .leading, spacing: 8) {
                if let title = node.title {
                    Text(title)
                        .font(.headline)
                        .accessibilityAddTraits(.isHeader)
                }
                chart
                    .frame(minHeight: 180)
                    .chartForegroundStyleScale(domain: styleDomain) { key in
                        styles[key] ?? Color.primary
                    }
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel(SKPresentationNeeds.chartName(node))
        }

        @ViewBuilder private var chart: some View {
            switch node.kind {
            case .bar:
                Chart(points) { point in
                    BarMark(x: .value("Label", point.label), y: .value("Value", point.value))
                        .foregroundStyle(by: .value("Series", point.series))
                        .position(by: .value("Series", point.series))
                        .accessibilityLabel(point.accessibilityLabel)
                        .accessibilityValue("\(point.valueText)")
                }
            case .line:
                Chart(points) { point in
                    LineMark(
                        x: .value("Label", point.label), y: .value("Value", point.value),
                        series: .value("Series", point.series)
                    )
                    .foregroundStyle(by: .value("Series", point.series))
                    .accessibilityLabel(point.accessibilityLabel)
                    .accessibilityValue("\(point.valueText)")
                }
            case .pie:
                Chart(slices) { slice in
                    SectorMark(angle: .value("Value", slice.value))
                        .foregroundStyle(by: .value("Label", slice.label))
                        .accessibilityLabel(slice.label)
                        .accessibilityValue("\(slice.valueText)")
                }
            }
        }

        /// Every value that can be drawn, one point per series and label.
        private var points: [SKChartPoint] { SKChartPoint.points(of: node) }

        /// The pie's slices: the first series' drawable positive values.
        private var slices: [SKChartPoint] { SKChartPoint.slices(of: node) }

        /// What the colors stand for: the series, or a pie's labels.
        private var styleDomain: [String] {
            node.kind == .pie ? slices.map(\.label) : node.series.map(\.name)
        }

        /// The color of each series (or slice): its own, else the shared palette's.
        private var styles: [String: Color] {
            var styles: [String: Color] = [:]
            for (index, key) in styleDomain.enumerated() where styles[key] == nil {
                let own = node.kind == .pie ? nil : node.series[index].color
                styles[key] = (own ?? SKPresentationNeeds.chartColor(index: index)).color(in: colorScheme)
            }
            return styles
        }
    }
#endif

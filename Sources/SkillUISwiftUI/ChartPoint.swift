#if canImport(SwiftUI)
    import SkillUI

    /// One value of a chart as Swift Charts plots it.
    struct SKChartPoint: Identifiable, Hashable {
        /// The series' and the label's positions: unique even when names repeat.
        let id: String
        /// The category (x axis or slice).
        let label: String
        /// The series' name.
        let series: String
        let value: Double
        /// The value as VoiceOver reads it.
        let valueText: String

        /// The label and, when there are several series, the series' name.
        let accessibilityLabel: String

        /// Every value of a bar or line chart that can be drawn (finite), label by label.
        static func points(of chart: SKChart) -> [SKChartPoint] {
            var points: [SKChartPoint] = []
            for (seriesIndex, series) in chart.series.enumerated() {
                for (labelIndex, label) in chart.labels.enumerated() where labelIndex < series.values.count {
                    guard let value = SKPresentationNeeds.plottable(series.values[labelIndex]) else { continue }
                    points.append(
                        SKChartPoint(
                            id: "\(seriesIndex)/\(labelIndex)", label: label, series: series.name, value: value,
                            valueText: SKPresentationNeeds.chartValueText(value),
                            accessibilityLabel: SKPresentationNeeds.chartPointName(
                                label: label, series: series.name, in: chart)))
                }
            }
            return points
        }

        /// A pie's slices: the first series' values that can be drawn and are above zero.
        static func slices(of chart: SKChart) -> [SKChartPoint] {
            guard let series = chart.series.first else { return [] }
            var slices: [SKChartPoint] = []
            for (index, label) in chart.labels.enumerated() where index < series.values.count {
                guard let value = SKPresentationNeeds.plottable(series.values[index]), value > 0 else { continue }
                slices.append(
                    SKChartPoint(
                        id: "0/\(index)", label: label, series: series.name, value: value,
                        valueText: SKPresentationNeeds.chartValueText(value), accessibilityLabel: label))
            }
            return slices
        }
    }
#endif

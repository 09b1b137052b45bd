/// The words assistive technology gets for components that are pictures: charts, images,
/// icons, dialogs. HTML writes them as `alt`, `aria-label` and `<title>`; a terminal prints
/// them where the picture would be.
///
/// ```swift
/// SKAccessibleText.chartName(SKChart(kind: .pie, labels: [], series: []))  // "Pie chart"
/// SKAccessibleText.imageSummary(alt: nil)                                 // "image"
/// ```
public enum SKAccessibleText {
    /// A chart's name: its title, else what kind of chart it is.
    public static func chartName(_ chart: SKChart) -> String {
        chart.title ?? SKFallbackText.chartName(chart.kind)
    }

    /// The series a chart's data reads out (its data table): every series, but only the first of
    /// a pie, which is the only one drawn.
    public static func chartSeries(_ chart: SKChart) -> [SKChart.Series] {
        chart.kind == .pie ? Array(chart.series.prefix(1)) : chart.series
    }

    /// An image's alt text; empty (decorative) when it has none.
    public static func imageAlt(_ image: SKImage) -> String {
        image.alt ?? ""
    }

    /// What stands in for an image where it cannot be shown: its alt text (as given, already made
    /// safe for the output), else ``SKFallbackText/image``.
    public static func imageSummary(alt: String?) -> String {
        guard let alt, !alt.isEmpty else { return SKFallbackText.image }
        return alt
    }

    /// An icon's accessible name: its label; `nil` when it has none, and it is decoration.
    public static func iconLabel(_ icon: SKIcon) -> String? {
        guard let label = icon.label, !label.isEmpty else { return nil }
        return label
    }

    /// An icon's tooltip: its label, else the plain words for its symbol.
    public static func iconTooltip(_ icon: SKIcon) -> String {
        iconLabel(icon) ?? icon.name.plainText
    }

    /// A dialog's accessible name: ``SKModal/name``, else ``SKFallbackText/dialog``.
    public static func dialogName(_ modal: SKModal) -> String {
        modal.name ?? SKFallbackText.dialog
    }
}

/// What a component shows when a field it would show is missing: the words renderers put in
/// its place. (English; a document that wants other words gives the field.)
public enum SKFallbackText {
    /// A value that cannot be written (NaN, infinite): an en dash.
    public static let missingValue = "–"

    /// An image without alt text, where text stands in for it (a terminal).
    public static let image = "image"

    /// A dialog with neither a title nor words on its trigger.
    public static let dialog = "Dialog"

    /// The name of a chart without a title.
    public static func chartName(_ kind: SKChart.Kind) -> String {
        switch kind {
        case .bar: "Bar chart"
        case .line: "Line chart"
        case .pie: "Pie chart"
        }
    }
}

/// What a text style means: its size, line height and weight, and whether it is secondary.
///
/// Sizes are in points at the default text size (CSS pixels, SwiftUI points; the HTML stylesheet
/// writes them in `rem` of 16). A terminal has one size, so it shows weight ≥ ``boldWeight`` as
/// bold and secondary text dimmed.
///
/// ```swift
/// SKTypeScale.metrics(for: .title).size  // 24
/// SKTypeScale.isBold(SKText(content: "Hi", style: .headline))  // true
/// ```
public enum SKTypeScale {
    /// One text style's metrics.
    public struct Metrics: Sendable, Hashable {
        /// The font size in points.
        public var size: Double
        /// The line height as a multiple of the size; `nil` for the platform's default.
        public var lineHeight: Double?
        /// The font weight, 100…900 (400 regular, 700 bold).
        public var weight: Int
        /// Whether the text is secondary (``SKPalette/secondaryText`` unless it has a color).
        public var isSecondary: Bool
    }

    /// The weight from which a one-size medium (a terminal) shows text bold.
    public static let boldWeight = 600

    /// The metrics of `style`.
    public static func metrics(for style: SKText.Style) -> Metrics {
        switch style {
        case .title: Metrics(size: 24, lineHeight: 1.25, weight: 700, isSecondary: false)
        case .headline: Metrics(size: 18, lineHeight: 1.3, weight: 600, isSecondary: false)
        case .body: Metrics(size: 16, lineHeight: nil, weight: 400, isSecondary: false)
        case .caption: Metrics(size: 13, lineHeight: nil, weight: 400, isSecondary: true)
        }
    }

    /// The numeric value of an explicit weight.
    public static func weight(_ weight: SKText.Weight) -> Int {
        switch weight {
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        }
    }

    /// Whether a one-size medium shows `text` bold: its style or its explicit weight is at least
    /// ``boldWeight`` (a light weight does not thin a bold style there).
    public static func isBold(_ text: SKText) -> Bool {
        metrics(for: text.style).weight >= boldWeight || text.weight.map { weight($0) >= boldWeight } == true
    }
}

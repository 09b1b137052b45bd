/// Which semantic color each part of a component takes when the document names none. The colors'
/// light and dark values are ``SKSemanticColor``'s, the one palette of every renderer.
///
/// ```swift
/// SKPalette.seriesColor(1)  // .success
/// SKPalette.link            // .accent
/// ```
public enum SKPalette {
    /// The colors of chart series (bar, line) and pie slices without their own, in order; the
    /// sixth starts over.
    public static let series: [SKSemanticColor] = [.accent, .success, .warning, .danger, .secondaryLabel]

    /// The `index`-th series or slice color (0-based, cycling).
    public static func seriesColor(_ index: Int) -> SKSemanticColor {
        series[index % series.count]
    }

    /// A series' own color, else the `index`-th of ``series``.
    public static func color(of series: SKChart.Series, at index: Int) -> SKColor {
        series.color ?? .semantic(seriesColor(index))
    }

    /// The color of slice `slice` of series `seriesIndex` when a chart with `seriesCount` series is
    /// drawn as pies: a lone series' slices take ``series`` in order; when there are several, each
    /// series' slices take its own color, else ``series`` by slice.
    public static func sliceColor(
        slice: Int, of series: SKChart.Series, at seriesIndex: Int, seriesCount: Int
    ) -> SKColor {
        let own = seriesIndex == 0 && seriesCount == 1 ? nil : series.color
        return own ?? .semantic(seriesColor(slice))
    }

    /// A link's text.
    public static let link = SKSemanticColor.accent

    /// A badge without a color of its own.
    public static let badge = SKSemanticColor.accent

    /// The filled part of a progress bar.
    public static let progress = SKSemanticColor.accent

    /// Text that matters less: captions, subtitles, field labels.
    public static let secondaryText = SKSemanticColor.secondaryLabel

    /// The color of a button of `role`: the accent for the primary action, danger for a
    /// destructive one; `nil` (plain) for a secondary one.
    public static func button(_ role: SKButton.Role) -> SKSemanticColor? {
        switch role {
        case .primary: .accent
        case .secondary: nil
        case .destructive: .danger
        }
    }

    /// What is chosen or set: a selected option, a slider's track and knob.
    public static let selection = SKSemanticColor.accent

    /// The mark of a required field.
    public static let required = SKSemanticColor.danger

    /// A toggle that is on, where the medium draws the mark itself (a terminal's `[x]`; HTML leaves
    /// the checkbox to the browser, tinted with ``selection``).
    public static let toggleOn = SKSemanticColor.success
}

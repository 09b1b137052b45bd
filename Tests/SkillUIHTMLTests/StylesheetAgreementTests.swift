import Testing

@testable import SkillUI
@testable import SkillUIHTML

/// The bundled stylesheet writes the shared presentation rules in CSS; these check that it says
/// what ``SKTypeScale``, ``SKSpacing`` and ``SKPalette`` say.
@Suite struct StylesheetAgreementTests {
    static let css = HTMLStylesheet.bundled ?? ""

    /// `1.5rem` for 24 points (16 to the rem).
    static func rem(_ points: Double) -> String {
        let value = points / 16
        return (value.rounded() == value ? String(Int(value)) : String(value)) + "rem"
    }

    @Test(arguments: SKText.Style.allCases)
    func textStylesHaveTheScalesSizeAndWeight(style: SKText.Style) {
        let metrics = SKTypeScale.metrics(for: style)
        var declarations = "font-size: \(Self.rem(metrics.size));"
        if let lineHeight = metrics.lineHeight { declarations += " line-height: \(lineHeight);" }
        if metrics.weight != 400 { declarations += " font-weight: \(metrics.weight);" }
        if metrics.isSecondary { declarations += " color: var(\(HTMLCSS.propertyName(SKPalette.secondaryText)));" }
        #expect(Self.css.contains(".sk-\(style.rawValue) { \(declarations) }"))
    }

    @Test(arguments: SKText.Weight.allCases)
    func weightsHaveTheScalesValue(weight: SKText.Weight) {
        #expect(Self.css.contains(".sk-weight-\(weight.rawValue) { font-weight: \(SKTypeScale.weight(weight)); }"))
    }

    @Test func spacingIsTheSharedDefault() {
        #expect(
            Self.css.contains(
                "  --sk-gap: \(Int(SKSpacing.stack))px;\n  --sk-padding: \(Int(SKSpacing.stackPadding))px;"))
        let padding = "\(Int(SKSpacing.cardPadding.vertical))px \(Int(SKSpacing.cardPadding.horizontal))px"
        #expect(Self.css.contains("  gap: \(Int(SKSpacing.card))px;\n  padding: \(padding);\n  border-radius: 14px;"))
    }

    @Test func defaultColorsAreThePalettes() {
        #expect(Self.css.contains(".sk-link { color: \(HTMLCSS.variable(SKPalette.link));"))
        #expect(Self.css.contains("  --sk-tint: \(HTMLCSS.variable(SKPalette.badge));"))
        #expect(Self.css.contains("accent-color: \(HTMLCSS.variable(SKPalette.progress)); }"))
        for role in [SKButton.Role.primary, .destructive] {
            let color = SKPalette.button(role).map(HTMLCSS.variable) ?? "none"
            #expect(Self.css.contains(".sk-\(role.rawValue) { background: \(color);"))
        }
        #expect(SKPalette.button(.secondary) == nil)
        #expect(Self.css.contains("accent-color: \(HTMLCSS.variable(SKPalette.selection)); margin: 0; }"))
    }
}

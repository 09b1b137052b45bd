import SkillJSON
import SkillUITestSupport
import Testing

@testable import SkillUI

/// Sizes and values at the edges of `Double` in every component that draws a number, through both
/// renderers (found by `scripts/fuzz render`: a horizontal stack's spacing of 1e300 trapped
/// converting to `Int` in the terminal).
@Suite struct RenderExtremeValueTests {
    static let extremes: [Double] = [
        .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300, -1e300, 1e19,
        9.3e18, .leastNonzeroMagnitude, -0.0,
    ]

    @Test(arguments: extremes)
    func everySizeRendersInBothRenderers(value: Double) {
        let tree: SKComponent = .stack(
            SKStack(
                direction: .horizontal, spacing: value, padding: value,
                children: [
                    .stack(SKStack(direction: .vertical, spacing: value, children: [.text(SKText(content: "a"))])),
                    .spacer(SKSpacer(size: value)), .progress(SKProgress(value: value, label: "p")),
                    .image(SKImage(url: "https://example.com/a.png", alt: "i", width: value, height: value)),
                    .chart(SKChart(kind: .line, labels: ["a", "b"], series: [.init(name: "s", values: [value, 1])])),
                ]))
        for width in [1, 10, 80] {
            let text = TerminalTest.text(tree, width: width)
            #expect(TerminalTest.problems(in: text, width: width, color: false).isEmpty)
        }
        #expect(!HTMLTestSupport.inner(tree).contains("nan"))
    }

    /// The same through the decoder, which passes any finite JSON number on.
    @Test(arguments: ["1e300", "-1e300", "1.7976931348623157e308", "9.3e18"])
    func decodedHugeSizesRender(number: String) throws {
        let json = """
            {"type": "stack", "direction": "horizontal", "spacing": \(number), "padding": \(number), "children": [
            {"type": "text", "content": "a"}, {"type": "spacer", "size": \(number)}, {"type": "progress", "value": \(number)}]}
            """
        let component = try #require(UIDecoder.decode(json: json).component)
        #expect(TerminalTest.problems(in: TerminalTest.text(component, width: 40), width: 40, color: false).isEmpty)
        #expect(!HTMLTestSupport.inner(component).contains("inf"))
    }
}

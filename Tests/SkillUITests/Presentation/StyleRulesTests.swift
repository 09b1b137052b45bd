import SkillUI
import Testing

@Suite struct PaletteTests {
    @Test(arguments: [
        (0, SKSemanticColor.accent), (1, .success), (2, .warning), (3, .danger), (4, .secondaryLabel), (5, .accent),
        (11, .success),
    ])
    func seriesColorsCycle(index: Int, expected: SKSemanticColor) {
        #expect(SKPalette.seriesColor(index) == expected)
    }

    @Test func aSeriesKeepsItsOwnColor() throws {
        let own = try #require(SKColor("#FF8800"))
        #expect(SKPalette.color(of: SKChart.Series(name: "a", values: [], color: own), at: 2) == own)
        #expect(SKPalette.color(of: SKChart.Series(name: "a", values: []), at: 2) == .semantic(.warning))
    }

    @Test func loneSeriesSlicesTakeThePaletteOtherwiseTheSeriesColor() throws {
        let own = try #require(SKColor("#FF8800"))
        let colored = SKChart.Series(name: "a", values: [], color: own)
        let plain = SKChart.Series(name: "b", values: [])
        #expect(SKPalette.sliceColor(slice: 1, of: colored, at: 0, seriesCount: 1) == .semantic(.success))
        #expect(SKPalette.sliceColor(slice: 1, of: colored, at: 0, seriesCount: 2) == own)
        #expect(SKPalette.sliceColor(slice: 1, of: plain, at: 1, seriesCount: 2) == .semantic(.success))
    }
}

@Suite struct TypeScaleTests {
    @Test(arguments: [
        (SKText.Style.title, 24.0, 700, false), (.headline, 18, 600, false), (.body, 16, 400, false),
        (.caption, 13, 400, true),
    ])
    func stylesMeanASizeAndAWeight(style: SKText.Style, size: Double, weight: Int, secondary: Bool) {
        let metrics = SKTypeScale.metrics(for: style)
        #expect(metrics.size == size)
        #expect(metrics.weight == weight)
        #expect(metrics.isSecondary == secondary)
    }

    @Test(arguments: [
        (SKText.Style.title, SKText.Weight?.none, true), (.headline, nil, true), (.body, nil, false),
        (.caption, nil, false), (.body, .semibold, true), (.body, .bold, true), (.body, .medium, false),
        (.title, .regular, true), (.caption, .bold, true),
    ])
    func boldInOneSizeMedia(style: SKText.Style, weight: SKText.Weight?, bold: Bool) {
        #expect(SKTypeScale.isBold(SKText(content: "x", style: style, weight: weight)) == bold)
    }
}

@Suite struct AccessibleTextTests {
    @Test(arguments: [
        (SKChart.Kind.bar, String?.none, "Bar chart"), (.line, nil, "Line chart"), (.pie, nil, "Pie chart"),
        (.pie, "Spending", "Spending"), (.bar, "", ""),
    ])
    func chartNames(kind: SKChart.Kind, title: String?, expected: String) {
        #expect(SKAccessibleText.chartName(SKChart(kind: kind, title: title, labels: [], series: [])) == expected)
    }

    @Test func aPieReadsOutItsFirstSeriesOnly() {
        let series = [SKChart.Series(name: "a", values: [1]), SKChart.Series(name: "b", values: [2])]
        #expect(SKAccessibleText.chartSeries(SKChart(kind: .pie, labels: [], series: series)).map(\.name) == ["a"])
        #expect(
            SKAccessibleText.chartSeries(SKChart(kind: .bar, labels: [], series: series)).map(\.name) == ["a", "b"])
    }

    @Test(arguments: [(String?.none, "", "image"), ("", "", "image"), ("A cat", "A cat", "A cat")])
    func images(alt: String?, htmlAlt: String, summary: String) {
        #expect(SKAccessibleText.imageAlt(SKImage(url: "u", alt: alt)) == htmlAlt)
        #expect(SKAccessibleText.imageSummary(alt: alt) == summary)
    }

    @Test func iconsWithoutALabelAreDecoration() {
        #expect(SKAccessibleText.iconLabel(SKIcon(name: .search)) == nil)
        #expect(SKAccessibleText.iconLabel(SKIcon(name: .search, label: "")) == nil)
        #expect(SKAccessibleText.iconTooltip(SKIcon(name: .search)) == SKIconName.search.plainText)
        #expect(SKAccessibleText.iconLabel(SKIcon(name: .search, label: "Find")) == "Find")
        #expect(SKAccessibleText.iconTooltip(SKIcon(name: .search, label: "Find")) == "Find")
    }

    @Test func dialogsAreNamedByTitleThenTriggerThenFallback() {
        let icon = SKComponent.icon(SKIcon(name: .info))
        let content = SKComponent.divider(SKDivider())
        #expect(SKAccessibleText.dialogName(SKModal(title: "Help", trigger: icon, content: content)) == "Help")
        let button = SKComponent.button(SKButton(title: "Open", action: "o"))
        #expect(SKAccessibleText.dialogName(SKModal(trigger: button, content: content)) == "Open")
        #expect(SKAccessibleText.dialogName(SKModal(trigger: content, content: content)) == "Dialog")
    }
}

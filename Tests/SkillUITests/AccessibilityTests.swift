import SkillJSON
import SkillUI
import Testing

private func hex(_ text: String) -> SKColor {
    SKColor(text) ?? .semantic(.label)
}

private func root(_ children: [SKComponent], background: SKColor? = nil) -> SKComponent {
    .stack(SKStack(id: "root", background: background, children: children))
}

/// One tree and the diagnostics it must give, as `"<severity> <path>: <message>"`.
struct AccessibilityCase: CustomTestStringConvertible, Sendable {
    var name: String
    var tree: SKComponent
    var expected: [String]

    var testDescription: String { name }
}

@Suite struct AccessibilityTests {
    static let cases: [AccessibilityCase] = [
        AccessibilityCase(
            name: "labelled controls pass",
            tree: root([
                .button(SKButton(title: "Save", action: "save")),
                .textField(SKTextField(name: "q", placeholder: "Search")),
                .toggle(SKToggle(name: "t", label: "Remind me")),
                .picker(SKPicker(name: "p", label: "Unit", options: [.init(value: "c", label: "°C")])),
                .image(SKImage(url: "https://example.com/a.png", alt: "A cat")),
                .link(SKLink(title: "Docs", url: "https://example.com")),
                .list(SKList(items: [SKList.Item(title: "Row", action: "open"), SKList.Item(title: "")])),
            ]),
            expected: []),
        AccessibilityCase(
            name: "a button with a blank title",
            tree: root([.text(SKText(content: "Hi")), .button(SKButton(title: "  ", action: "go"))]),
            expected: [
                "error $.children[1]: button has no title — a screen reader would announce only \"button\"; give it a title"
            ]),
        AccessibilityCase(
            name: "inputs without labels",
            tree: root([
                .textField(SKTextField(name: "email")),
                .toggle(SKToggle(name: "wifi", label: "")),
                .picker(SKPicker(name: "unit", options: [])),
                .link(SKLink(title: "", url: "https://example.com")),
            ]),
            expected: [
                "error $.children[0]: text field 'email' has no label or placeholder — say what to type",
                "error $.children[1]: toggle 'wifi' has no label — say what it switches",
                "error $.children[2]: picker 'unit' has no label — say what is being chosen",
                "error $.children[3]: link has no title — give it text that says where it goes",
            ]),
        AccessibilityCase(
            name: "a tappable list row needs a title, a plain row does not",
            tree: root([
                .card(
                    SKCard(
                        title: "C",
                        children: [
                            .list(
                                SKList(items: [
                                    SKList.Item(title: "ok", action: "a"), SKList.Item(title: "", action: "b"),
                                    SKList.Item(title: ""),
                                ]))
                        ]))
            ]),
            expected: [
                "error $.children[0].children[0].items[1]: tappable list row has no title — give it one a screen reader can announce"
            ]),
        AccessibilityCase(
            name: "images need alt text",
            tree: .image(SKImage(url: "https://example.com/a.png", alt: "")),
            expected: ["error $: image has no alt text — describe it for people who cannot see it"]),
        AccessibilityCase(
            name: "faint hex text fails on the light page background only",
            tree: root([.text(SKText(content: "faint", color: hex("#AAAAAA")))]),
            expected: [
                "warning $.children[0]: contrast 2.32:1 is below 4.5:1 against #FFFFFF (light) — text color #AAAAAA"
            ]),
        AccessibilityCase(
            name: "#777 misses 4.5:1 for body text in both modes but passes 3:1 for a title",
            tree: root([
                .text(SKText(content: "body", color: hex("#777"))),
                .text(SKText(content: "title", style: .title, color: hex("#777"))),
                .text(SKText(content: "headline", style: .headline, color: hex("#767676"))),
            ]),
            expected: [
                "warning $.children[0]: contrast 4.47:1 is below 4.5:1 against #FFFFFF (light) — text color #777777",
                "warning $.children[0]: contrast 3.79:1 is below 4.5:1 against #1C1C1E (dark) — text color #777777",
            ]),
        AccessibilityCase(
            name: "the nearest stack background counts; an opaque hex one is the same in both modes",
            tree: root(
                [
                    .stack(
                        SKStack(
                            background: hex("#000000"),
                            children: [
                                .stack(SKStack(children: [.text(SKText(content: "dim", color: hex("#333333")))])),
                                .badge(SKBadge(text: "ok", color: hex("#FFFFFF"))),
                            ]))
                ], background: hex("#FFFFFF")),
            expected: [
                "warning $.children[0].children[0].children[0]: contrast 1.66:1 is below 4.5:1 against #000000 — text color #333333"
            ]),
        AccessibilityCase(
            name: "a semantic background is checked in light and dark mode",
            tree: root(
                [.badge(SKBadge(text: "new", color: hex("#4CA3FF")))], background: .semantic(.secondaryBackground)),
            expected: [
                "warning $.children[0]: contrast 2.35:1 is below 4.5:1 against #F2F2F7 (light) — badge color #4CA3FF"
            ]),
        AccessibilityCase(
            name: "a translucent background is laid over the page",
            tree: root([.text(SKText(content: "x", color: hex("#FFFFFF")))], background: hex("#00000080")),
            expected: [
                "warning $.children[0]: contrast 4:1 is below 4.5:1 against #7F7F7F (light) — text color #FFFFFF"
            ]),
        AccessibilityCase(
            name: "semantic text colors are trusted",
            tree: root([.text(SKText(content: "x", color: .semantic(.secondaryLabel)))], background: hex("#000000")),
            expected: []),
    ]

    @Test(arguments: cases)
    func reportsEachProblemWithItsPath(_ check: AccessibilityCase) {
        let found = AccessibilityCheck.check(check.tree).map { "\($0.severity.rawValue) \($0)" }
        #expect(found == check.expected)
    }

    @Test func pathsFollowTheWireForm() throws {
        let tree = SKComponent.stack(
            SKStack(children: [
                .text(SKText(content: "a")),
                .card(SKCard(title: "c", children: [.image(SKImage(url: "https://example.com/x.png"))])),
            ]))
        let diagnostics = AccessibilityCheck.check(tree)
        #expect(diagnostics.map(\.path.description) == ["$.children[1].children[0]"])
        let wire = tree.jsonValue
        #expect(wire["children"]?[1]?["children"]?[0]?["type"] == "image")
    }
}

@Suite struct AccessibilityContrastTests {
    @Test(arguments: [
        ("#777777", "#FFFFFF", 4.478),
        ("#767676", "#FFFFFF", 4.542),
        ("#000000", "#FFFFFF", 21.0),
        ("#FFFFFF", "#FFFFFF", 1.0),
        ("#FF0000", "#FFFFFF", 3.998),
        ("#0000FF", "#FFFFFF", 8.592),
        ("#FFFFFF", "#000000", 21.0),
    ])
    func matchesKnownWCAGPairs(foreground: String, background: String, expected: Double) {
        let ratio = ContrastRatio.between(hex(foreground), hex(background))
        #expect(abs(ratio - expected) < 0.001, "\(ratio)")
    }

    @Test func luminanceEndsAtZeroAndOne() {
        #expect(ContrastRatio.luminance(red: 0, green: 0, blue: 0) == 0)
        #expect(abs(ContrastRatio.luminance(red: 255, green: 255, blue: 255) - 1) < 1e-12)
    }

    @Test(arguments: [
        (4.4781, "4.47"), (4.4999, "4.49"), (2.3, "2.3"), (21, "21"), (4.5, "4.5"), (3, "3"), (1.05, "1.05"),
    ])
    func formatsRoundingDown(ratio: Double, text: String) {
        #expect(ContrastRatio.format(ratio) == text)
    }

    @Test(arguments: [false, true])
    func theShippedPaletteIsLegible(dark: Bool) {
        let texts: [SKSemanticColor] = [.label, .secondaryLabel, .accent, .success, .warning, .danger]
        for text in texts {
            let ratio = ContrastRatio.between(.semantic(text), .semantic(.background), dark: dark)
            #expect(ratio >= ContrastRatio.normalText, "\(text) on background: \(ratio)")
        }
        for text in [SKSemanticColor.label, .secondaryLabel] {
            let ratio = ContrastRatio.between(.semantic(text), .semantic(.secondaryBackground), dark: dark)
            #expect(ratio >= ContrastRatio.normalText, "\(text) on secondaryBackground: \(ratio)")
        }
    }
}

import SkillJSON
import SkillUITestSupport
import Testing

@testable import SkillUI
@testable import SkillUITerminal

@Suite struct TerminalLayoutTests {
    typealias T = TerminalTest

    static func card(_ title: String, _ lines: String...) -> SKComponent {
        .card(SKCard(title: title, children: lines.map { .text(SKText(content: $0)) }))
    }

    @Test func horizontalStackPlacesColumnsSideBySideWhenTheyFit() {
        let row: SKComponent = .stack(
            SKStack(direction: .horizontal, children: [Self.card("甲", "一行", "两行"), Self.card("B", "only one")]))
        #expect(
            T.text(row, width: 30)
                == T.lines(
                    "╭─ 甲 ─╮  ╭─ B ──────╮",
                    "│ 一行 │  │ only one │",
                    "│ 两行 │  ╰──────────╯",
                    "╰──────╯"))
        #expect(
            T.text(row, width: 20)
                == T.lines(
                    "╭─ 甲 ─╮",
                    "│ 一行 │",
                    "│ 两行 │",
                    "╰──────╯",
                    "╭─ B ──────╮",
                    "│ only one │",
                    "╰──────────╯"))
    }

    @Test func horizontalAlignmentPlacesShortColumns() {
        func row(_ alignment: SKAlignment) -> SKComponent {
            .stack(
                SKStack(
                    direction: .horizontal, spacing: 8, alignment: alignment,
                    children: [.text(SKText(content: "a\nb\nc")), .text(SKText(content: "x"))]))
        }
        #expect(T.text(row(.leading)) == T.lines("a  x", "b", "c"))
        #expect(T.text(row(.center)) == T.lines("a", "b  x", "c"))
        #expect(T.text(row(.trailing)) == T.lines("a", "b", "c  x"))
    }

    @Test func spacersInARowOnlySeparate() {
        let row: SKComponent = .stack(
            SKStack(
                direction: .horizontal, spacing: 32,
                children: [.text(SKText(content: "Today")), .spacer(SKSpacer()), .badge(SKBadge(text: "3 due"))]))
        #expect(T.text(row) == "Today    [3 due]")
        #expect(T.text(row, width: 12) == T.lines("Today", "", "[3 due]"))
    }

    @Test func verticalAlignmentMovesChildrenAsUnits() {
        let stack: SKComponent = .stack(
            SKStack(
                alignment: .center,
                children: [
                    .list(SKList(items: [.init(title: "long item"), .init(title: "x")])),
                    .divider(SKDivider()),
                ]))
        #expect(T.text(stack, width: 21) == T.lines("     • long item", "     • x", String(repeating: "─", count: 21)))
        let trailing: SKComponent = .stack(SKStack(alignment: .trailing, children: [.badge(SKBadge(text: "新"))]))
        #expect(T.text(trailing, width: 10) == "      [新]")
    }

    @Test func alignedTextInsideACardUsesTheCardWidth() {
        let card: SKComponent = .card(
            SKCard(children: [
                .text(SKText(content: "wide content line")),
                .text(SKText(content: "mid", align: .center)),
                .text(SKText(content: "end", align: .trailing)),
            ]))
        #expect(
            T.text(card, width: 60)
                == T.lines(
                    "╭───────────────────╮",
                    "│ wide content line │",
                    "│        mid        │",
                    "│               end │",
                    "╰───────────────────╯"))
    }

    @Test func spacingAddsBlankLines() {
        func stack(_ spacing: Double?) -> SKComponent {
            .stack(SKStack(spacing: spacing, children: [.text(SKText(content: "a")), .text(SKText(content: "b"))]))
        }
        #expect(T.text(stack(nil)) == "a\nb")
        #expect(T.text(stack(8)) == "a\nb")
        #expect(T.text(stack(12)) == "a\n\nb")
        #expect(T.text(stack(16)) == "a\n\nb")
        #expect(T.text(stack(100)) == "a\n\n\nb")
    }

    @Test func tooDeepTreesAreCutShort() {
        var node: SKComponent = .button(SKButton(title: "deep", action: "deep"))
        for _ in 0..<200 { node = .stack(SKStack(children: [node])) }
        let rendering = T.render(node)
        #expect(rendering.text == "…")
        #expect(rendering.choices.isEmpty)
    }

    @Test(arguments: [20, 40, 80, 120])
    func randomTreesKeepEveryPromise(width: Int) {
        for seed in 0..<40 {
            var random = RandomTrees(seed: UInt64(seed))
            let tree = random.tree(nodes: 60)
            let plain = TerminalRenderer(options: .init(width: width, color: false, debug: true)).render(tree)
            let colored = TerminalRenderer(options: .init(width: width, color: true, debug: true)).render(tree)
            #expect(T.problems(in: plain.text, width: width, color: false) == [], "seed \(seed)")
            #expect(T.problems(in: colored.text, width: width, color: true) == [], "seed \(seed)")
            #expect(T.foreignEscapes(in: colored.text) == [], "seed \(seed)")
            #expect(T.stripSGR(colored.text) == plain.text, "color changes nothing but color; seed \(seed)")
            #expect(plain.choices == colored.choices)
        }
    }

    @Test(arguments: [1, 2, 3, 5, 8, 13, 20, 33])
    func awkwardTextKeepsEveryPromise(width: Int) {
        let text = "Ünïcödé 中文字符和标点，「引号」👨‍👩‍👧🇨🇳 e\u{301} supercalifragilisticexpialidocious\tend"
        let tree: SKComponent = .stack(
            SKStack(children: [
                .card(
                    SKCard(
                        title: text, subtitle: text,
                        children: [
                            .stack(
                                SKStack(
                                    direction: .horizontal,
                                    children: [
                                        .text(SKText(content: text)), .button(SKButton(title: text, action: "a")),
                                    ])),
                            .table(SKTable(columns: [text, "n"], rows: [[text, "1"], ["2", text]])),
                            .list(SKList(items: [.init(title: text, subtitle: text, trailing: text, action: "x")])),
                            .chart(
                                SKChart(
                                    kind: .bar, title: text, labels: [text], series: [.init(name: text, values: [3])])),
                            .chart(SKChart(kind: .line, labels: [], series: [.init(name: text, values: [1, 9, 4])])),
                            .chart(
                                SKChart(kind: .pie, labels: [text, "b"], series: [.init(name: text, values: [1, 2])])),
                            .progress(SKProgress(value: 0.33, label: text)),
                            .textField(SKTextField(name: "f", label: text, placeholder: text, required: true)),
                            .picker(
                                SKPicker(name: "p", label: text, options: [.init(value: "v", label: text)], action: "p")
                            ),
                            .toggle(SKToggle(name: "t", label: text, isOn: true, action: "t")),
                            .image(SKImage(url: "https://example.com/" + text, alt: text)),
                            .link(SKLink(title: text, url: "https://example.com/" + text)),
                            .badge(SKBadge(text: text)),
                            .divider(SKDivider()),
                        ]))
            ]))
        for color in [false, true] {
            let text = TerminalRenderer(options: .init(width: width, color: color)).render(tree).text
            #expect(T.problems(in: text, width: width, color: color) == [])
        }
    }
}

import SkillUITestSupport
import Testing

@testable import SkillUI
@testable import SkillUITerminal

@Suite struct TerminalPerformanceTests {
    /// The slowest acceptable render of a 10,000-node tree; a release build takes a few milliseconds.
    #if DEBUG
        static let budget = Duration.seconds(10)
    #else
        static let budget = Duration.milliseconds(100)
    #endif

    /// About `nodes` nodes of assistant answers: a column of cards with text, badges, progress, lists,
    /// buttons and dividers, in Chinese and English.
    static func answerCards(nodes: Int) -> SKComponent {
        let cards = (0..<max(1, nodes / 8)).map { index -> SKComponent in
            .card(
                SKCard(
                    id: "card\(index)", title: "明天 \(index) 号", subtitle: "Boston · 多云",
                    children: [
                        .text(SKText(content: "晴，温度 \(index % 30)°C, light wind")),
                        .stack(
                            SKStack(
                                direction: .horizontal, spacing: 8,
                                children: [
                                    .badge(SKBadge(text: "适合跑步", color: .semantic(.success))),
                                    .progress(SKProgress(value: Double(index % 10) / 10, label: "湿度")),
                                ])),
                        .list(
                            SKList(items: [
                                .init(title: "午饭", subtitle: "食堂", trailing: "¥35", action: "open"),
                                .init(title: "Coffee", trailing: "$4.50"),
                            ])),
                        .button(
                            SKButton(
                                title: "删除", action: "delete", payload: ["n": .number(Double(index))],
                                role: .destructive)),
                        .divider(SKDivider()),
                        .text(
                            SKText(
                                content: "Tip: hydrate before you run.", style: .caption,
                                color: .semantic(.secondaryLabel))),
                    ]))
        }
        return .stack(SKStack(spacing: 12, children: cards))
    }

    private func fastest(_ tree: SKComponent) -> (Duration, TerminalRendering) {
        let renderer = TerminalRenderer(options: .init(width: 80, color: true))
        var rendering = renderer.render(tree)  // warm up
        var best = Duration.seconds(60)
        for _ in 0..<5 {
            best = min(best, ContinuousClock().measure { rendering = renderer.render(tree) })
        }
        return (best, rendering)
    }

    @Test func tenThousandNodeAnswerRendersQuickly() {
        let tree = Self.answerCards(nodes: 10_000)
        #expect(tree.nodeCount > 9_990)
        let (best, rendering) = fastest(tree)
        #expect(best < Self.budget, "10,000 nodes took \(best)")
        #expect(rendering.choices.count == 2 * 1_250)
    }

    @Test func tenThousandRandomNodesRenderQuickly() {
        var random = RandomTrees(seed: 2024)
        let tree = random.tree(nodes: 10_000)
        let (best, rendering) = fastest(tree)
        #expect(best < Self.budget * 2, "10,000 random nodes took \(best)")
        #expect(TerminalTest.problems(in: rendering.text, width: 80, color: true) == [])
    }
}

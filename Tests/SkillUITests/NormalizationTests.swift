import SkillJSON
import SkillUI
import SkillUITestSupport
import Testing

private func text(_ id: String) -> SKComponent { .text(SKText(id: id, content: id)) }

private func vstack(_ id: String, spacing: Double? = nil, _ children: [SKComponent]) -> SKComponent {
    .stack(SKStack(id: id, direction: .vertical, spacing: spacing, children: children))
}

private func hstack(_ id: String, _ children: [SKComponent]) -> SKComponent {
    .stack(SKStack(id: id, direction: .horizontal, children: children))
}

/// One normalization: a tree and what it must become.
struct NormalizationCase: CustomTestStringConvertible, Sendable {
    var name: String
    var input: SKComponent
    var output: SKComponent

    var testDescription: String { name }
}

@Suite struct NormalizationTests {
    static let cases: [NormalizationCase] = [
        NormalizationCase(
            name: "a plain single-child stack gives way to its child",
            input: vstack("root", [text("a"), hstack("wrap", [text("b")])]),
            output: vstack("root", [text("a"), text("b")])),
        NormalizationCase(
            name: "spacing alone does not keep a single-child stack",
            input: vstack(
                "root",
                [text("a"), .stack(SKStack(id: "w", direction: .horizontal, spacing: 8, children: [text("b")]))]),
            output: vstack("root", [text("a"), text("b")])),
        NormalizationCase(
            name: "padding, background or alignment keep a single-child stack",
            input: vstack(
                "root",
                [
                    .stack(SKStack(id: "p", padding: 8, children: [text("a")])),
                    .stack(SKStack(id: "b", background: .semantic(.accent), children: [text("b")])),
                    .stack(SKStack(id: "c", alignment: .center, children: [text("c")])),
                ]),
            output: vstack(
                "root",
                [
                    .stack(SKStack(id: "p", padding: 8, children: [text("a")])),
                    .stack(SKStack(id: "b", background: .semantic(.accent), children: [text("b")])),
                    .stack(SKStack(id: "c", alignment: .center, children: [text("c")])),
                ])),
        NormalizationCase(
            name: "a spacer or divider keeps the stack whose direction it follows",
            input: vstack(
                "root",
                [text("a"), hstack("h1", [.spacer(SKSpacer(id: "sp"))]), hstack("h2", [.divider(SKDivider(id: "d"))])]),
            output: vstack(
                "root",
                [text("a"), hstack("h1", [.spacer(SKSpacer(id: "sp"))]), hstack("h2", [.divider(SKDivider(id: "d"))])])),
        NormalizationCase(
            name: "a same-direction plain stack merges into its parent",
            input: vstack("root", [text("a"), vstack("inner", [text("b"), text("c")]), text("d")]),
            output: vstack("root", [text("a"), text("b"), text("c"), text("d")])),
        NormalizationCase(
            name: "different spacing or direction does not merge",
            input: vstack(
                "root",
                [
                    text("a"), vstack("inner", spacing: 4, [text("b"), text("c")]),
                    hstack("row", [text("d"), text("e")]),
                ]),
            output: vstack(
                "root",
                [
                    text("a"), vstack("inner", spacing: 4, [text("b"), text("c")]),
                    hstack("row", [text("d"), text("e")]),
                ])),
        NormalizationCase(
            name: "equal spacing merges",
            input: vstack("root", spacing: 4, [text("a"), vstack("inner", spacing: 4, [text("b"), text("c")])]),
            output: vstack("root", spacing: 4, [text("a"), text("b"), text("c")])),
        NormalizationCase(
            name: "empty stacks and cards go, titled cards stay",
            input: vstack(
                "root",
                [
                    text("a"), vstack("empty", []), .card(SKCard(id: "blank")), .card(SKCard(id: "titled", title: "T")),
                    .card(SKCard(id: "untitled", title: "")),
                    .stack(SKStack(id: "styled", padding: 20, background: .semantic(.danger))),
                ]),
            output: vstack("root", [text("a"), .card(SKCard(id: "titled", title: "T"))])),
        NormalizationCase(
            name: "emptiness cascades upward",
            input: vstack(
                "root",
                [
                    text("a"), text("b"),
                    hstack("outer", [vstack("x", []), .card(SKCard(id: "y", children: [hstack("z", [])]))]),
                ]),
            output: vstack("root", [text("a"), text("b")])),
        NormalizationCase(
            name: "flattening exposes a stack that then merges",
            input: vstack("root", [text("a"), hstack("h", [vstack("v", [text("b"), text("c")])])]),
            output: vstack("root", [text("a"), text("b"), text("c")])),
        NormalizationCase(
            name: "a plain root with one child becomes that child",
            input: vstack("root", [hstack("row", [text("a"), text("b")])]),
            output: hstack("row", [text("a"), text("b")])),
        NormalizationCase(
            name: "an empty root stays, emptied",
            input: vstack("root", [vstack("e", []), .card(SKCard(id: "c"))]),
            output: vstack("root", [])),
        NormalizationCase(
            name: "cards and custom nodes lose empty and plain wrappers but never merge",
            input: .card(
                SKCard(
                    id: "card", title: "C",
                    children: [vstack("v", [text("a"), text("b")]), hstack("one", [text("c")]), vstack("none", [])])),
            output: .card(SKCard(id: "card", title: "C", children: [vstack("v", [text("a"), text("b")]), text("c")]))),
        NormalizationCase(
            name: "leaves are left alone",
            input: text("only"),
            output: text("only")),
    ]

    @Test(arguments: cases)
    func normalizes(_ normalization: NormalizationCase) {
        #expect(UINormalizer.normalize(normalization.input) == normalization.output)
    }

    @Test func isIdempotentKeepsIDsAndNeverDeepensRandomTrees() {
        var shape = RandomTrees.Shape()
        shape.plainStackRate = 0.7
        shape.containerRate = 0.5
        var changed = 0
        for seed in UInt64(0)..<1_000 {
            var random = RandomTrees(seed: seed, shape: shape)
            let tree = random.tree(nodes: 2 + random.int(80))
            let once = UINormalizer.normalize(tree)
            #expect(UINormalizer.normalize(once) == once, "seed \(seed)")
            #expect(DeepTrees.height(once) <= DeepTrees.height(tree), "seed \(seed)")
            #expect(once.nodeCount <= tree.nodeCount)
            var before: [String: SKComponent] = [:]
            tree.forEachNode { before[$0.id] = $0 }
            once.forEachNode { node in
                // Every surviving node was in the input with the same id and the same own fields.
                guard let original = before[node.id] else {
                    Issue.record("seed \(seed): '\(node.id)' is new")
                    return
                }
                var mine = node
                var theirs = original
                mine.children = []
                theirs.children = []
                #expect(mine == theirs, "seed \(seed): '\(node.id)' changed")
            }
            if once != tree { changed += 1 }
        }
        #expect(changed > 500)
    }

    @Test func unchangedTreesComeBackAsTheSameValue() {
        let tree = vstack("root", spacing: 8, [text("a"), hstack("row", [text("b"), text("c")])])
        #expect(UINormalizer.normalize(tree) == tree)
    }

    @Test(arguments: [false, true])
    func aHundredThousandLevelChainNormalizesWithoutRecursion(styled: Bool) {
        var chain = DeepTrees.chain(depth: 100_000, styled: styled)
        var normalized = UINormalizer.normalize(chain)
        if styled {
            #expect(DeepTrees.height(normalized) == 100_000)
            #expect(DeepTrees.equal(normalized, chain))
        } else {
            #expect(normalized == .text(SKText(id: "leaf", content: "bottom")))
        }
        DeepTrees.dismantle(&normalized)
        DeepTrees.dismantle(&chain)
    }
}

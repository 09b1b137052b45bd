import SkillJSON
import SkillUI
import SkillUITestSupport
import Testing

/// Seeded property tests: thousands of random tree pairs, the same ones on every run.
@Suite struct DiffPropertyTests {
    /// 8 batches × 250 seeds = 2,000 random pairs, each diffed both ways.
    @Test(arguments: 0..<8)
    func applyingTheDiffGivesTheNewTree(batch: Int) throws {
        for seed in UInt64(batch * 250)..<UInt64(batch * 250 + 250) {
            var random = RandomTrees(seed: seed)
            let old = random.tree(nodes: 2 + random.int(60))
            let new = random.mutate(old, edits: 1 + random.int(8))
            let forward = UIDiff.diff(from: old, to: new)
            #expect(try UIDiff.apply(forward, to: old) == new, "seed \(seed): \(forward.map(\.description))")
            let backward = UIDiff.diff(from: new, to: old)
            #expect(try UIDiff.apply(backward, to: new) == old, "seed \(seed) backward: \(backward.map(\.description))")
        }
    }

    /// Each edit kind alone, 100 seeds each.
    @Test(arguments: RandomTrees.Edit.allCases)
    func everyKindOfEditRoundTrips(kind: RandomTrees.Edit) throws {
        for seed in UInt64(0)..<100 {
            var random = RandomTrees(seed: seed &+ 10_000)
            let old = random.tree(nodes: 30)
            let new = random.mutate(old, edits: 1 + random.int(3), kinds: [kind])
            let patches = UIDiff.diff(from: old, to: new)
            #expect(try UIDiff.apply(patches, to: old) == new, "seed \(seed): \(patches.map(\.description))")
        }
    }

    @Test func equalTreesGiveNoPatchesEvenWithoutSharedStorage() {
        for seed in UInt64(0)..<200 {
            var random = RandomTrees(seed: seed)
            let tree = random.tree(nodes: 40)
            #expect(UIDiff.diff(from: tree, to: tree).isEmpty)
            #expect(UIDiff.diff(from: tree, to: Self.copy(tree)).isEmpty, "seed \(seed)")
        }
    }

    @Test func editingOneNodeGivesOneUpdateOfTheChangedKeys() {
        var edited = 0
        for seed in UInt64(0)..<300 {
            var random = RandomTrees(seed: seed)
            let old = random.tree(nodes: 40)
            let new = random.mutate(old, edits: 1, kinds: [.property])
            let patches = UIDiff.diff(from: old, to: new)
            guard old != new else {
                #expect(patches.isEmpty)
                continue
            }
            edited += 1
            guard patches.count == 1, case .update(let id, let set, let unset) = patches[0],
                let before = Self.node(id, in: old), let after = Self.node(id, in: new)
            else {
                Issue.record("seed \(seed): expected one update, got \(patches.map(\.description))")
                continue
            }
            let changed = Set(before.properties.keys).union(after.properties.keys).filter {
                before.properties[$0] != after.properties[$0]
            }
            #expect(Set(set.keys).union(unset) == changed, "seed \(seed)")
            #expect(set.allSatisfy { after.properties[$0.key] == $0.value })
        }
        #expect(edited > 250)
    }

    @Test func movesAreMovesNotRemovalsAndInserts() {
        for seed in UInt64(0)..<300 {
            var random = RandomTrees(seed: seed)
            let old = random.tree(nodes: 40)
            let edits = 1 + random.int(3)
            let new = random.mutate(old, edits: edits, kinds: [.moveWithinParent, .moveAcrossParents])
            let patches = UIDiff.diff(from: old, to: new)
            #expect(patches.count <= edits, "seed \(seed): \(patches.map(\.description))")
            #expect(patches.allSatisfy { if case .move = $0 { true } else { false } }, "seed \(seed)")
        }
    }

    @Test func reorderingMovesAllButALongestIncreasingRun() throws {
        for seed in UInt64(0)..<300 {
            var random = RandomTrees(seed: seed)
            let children = (0..<(1 + random.int(12))).map { SKComponent.divider(SKDivider(id: "d\($0)")) }
            var shuffled = children
            shuffled.shuffle(using: &random.random)
            let old = SKComponent.stack(SKStack(id: "root", children: children))
            let new = SKComponent.stack(SKStack(id: "root", children: shuffled))
            let patches = UIDiff.diff(from: old, to: new)
            let ranks = shuffled.compactMap { child in children.firstIndex { $0.id == child.id } }
            #expect(patches.count == children.count - Self.longestIncreasingRun(ranks), "seed \(seed)")
            #expect(patches.allSatisfy { if case .move = $0 { true } else { false } })
            #expect(try UIDiff.apply(patches, to: old) == new)
        }
    }

    @Test func patchesSurviveTheirWireForm() throws {
        var shape = RandomTrees.Shape()
        shape.customRate = 0
        for seed in UInt64(0)..<300 {
            var random = RandomTrees(seed: seed, shape: shape)
            let old = random.tree(nodes: 30)
            let new = random.mutate(old, edits: 1 + random.int(6))
            let patches = UIDiff.diff(from: old, to: new)
            let wire = try JSONValue(encoding: patches)
            #expect(try wire.decode([UIPatch].self) == patches, "seed \(seed)")
        }
    }

    @Test func aHundredThousandLevelChainDiffsAndPatchesWithoutRecursion() throws {
        var old = DeepTrees.chain(depth: 100_000, styled: true)
        var new = DeepTrees.chain(depth: 100_000, styled: true)
        var patched = try UIDiff.apply([.update(id: "leaf", set: ["content": "moved"], unset: [])], to: new)
        swap(&new, &patched)
        DeepTrees.dismantle(&patched)
        let patches = UIDiff.diff(from: old, to: new)
        #expect(patches == [.update(id: "leaf", set: ["content": "moved"], unset: [])])
        var result = try UIDiff.apply(patches, to: old)
        #expect(DeepTrees.equal(result, new))
        DeepTrees.dismantle(&result)
        DeepTrees.dismantle(&old)
        DeepTrees.dismantle(&new)
    }

    // MARK: - Helpers

    /// The same tree with every array rebuilt, so nothing shares storage with `tree`.
    static func copy(_ tree: SKComponent) -> SKComponent {
        var node = tree
        let children = node.children
        if !children.isEmpty { node.children = children.map(copy) }
        return node
    }

    static func node(_ id: String, in tree: SKComponent) -> SKComponent? {
        var found: SKComponent?
        tree.forEachNode { if $0.id == id { found = $0 } }
        return found
    }

    /// The length of a longest strictly increasing subsequence, the slow and obvious way.
    static func longestIncreasingRun(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for index in values.indices {
            for earlier in 0..<index where values[earlier] < values[index] {
                best[index] = max(best[index], best[earlier] + 1)
            }
        }
        return best.max() ?? 0
    }
}

import Foundation
import SkillJSON

/// The work of one ``UIDiff/diff(from:to:)``.
///
/// 1. **Walk matched pairs** top-down, from the two roots, with an explicit stack (no recursion,
///    so depth is no limit). Each pair's own fields are compared without the children, and
///    `properties` are computed only when they differ. Children that are the very same array,
///    or the same bytes (unchanged since one tree was derived from the other), are skipped
///    whole. Children with the same ids in the same order pair up by position; any other child
///    list is a *reorder*: children are matched by id within the parent, the rest of the new ones
///    are *arrivals* and the rest of the old ones are *loose*.
/// 2. **Match arrivals** against every loose old node (the loose subtrees, and the subtrees of
///    replaced nodes), indexed by id. A match is a move across parents; its pair is walked like
///    any other. Anything unmatched is inserted whole.
/// 3. **Emit patches** in an order that always applies: removals of dead subtrees that hold no
///    kept node; moves, parent by parent from the top; removals of the dead subtrees that held
///    moved nodes; replacements; inserts at their final indices; updates.
///
/// A replaced node (new type) brings its whole new subtree: none of its children are matched,
/// as in React and SwiftUI. Tabs and modals pair their children slot by slot; when the child ids
/// in their slots change, the whole node is replaced. Dead nodes inside a replaced node are not removed one by one unless
/// one of their ids comes back elsewhere first.
struct TreeDiffer {
    /// What happens to one child in a reordered parent.
    enum Role {
        /// It was a child of this parent before (possibly at another position).
        case stays
        /// It comes from another parent.
        case movesIn
        /// It is new here: inserted with its subtree.
        case inserted
    }

    /// A parent whose children changed ids or order.
    struct Reorder {
        var parentID: String
        var oldChildIDs: [String]
        var newChildren: [SKComponent]
        var roles: [Role]
    }

    /// An old node outside the part of the tree matched in place.
    struct Loose {
        var node: SKComponent
        /// Its parent's index in `loose`, or -1 when the parent is matched in place or replaced.
        var parent: Int
        var parentID: String
        /// Whether a new node took it over.
        var claimed = false
    }

    /// Sibling pairs waiting to be visited: `old[match.old]` with `new[match.new]` for each match.
    private struct Work {
        var old: [SKComponent]
        var new: [SKComponent]
        var matches: [(old: Int, new: Int)]
        var next = 0
    }

    /// Pending work, innermost last; nodes stay in their arrays, never copied out.
    private var work: [Work] = []
    private var updates: [UIPatch] = []
    private var replacements: [UIPatch] = []
    private var replacedIDs: Set<String> = []
    private var reorders: [Reorder] = []
    private var arrivals: [(reorder: Int, position: Int)] = []
    /// Roots of loose subtrees found before the index was built.
    private var looseRoots: [(node: SKComponent, parentID: String)] = []
    private var loose: [Loose] = []
    private var looseIndex: [String: Int] = [:]
    private var indexed = false
    /// The id of every node that an insert or replace brings, with the id that patch targets.
    private var fresh: [String: String] = [:]
    /// Set when a repeated id is seen; the diff then replaces the root.
    private var sawDuplicateID = false

    /// The patches that turn `old` into `new`.
    static func patches(from old: SKComponent, to new: SKComponent) -> [UIPatch] {
        guard old.id == new.id, old.isSameKind(as: new) else { return [.replace(id: old.id, component: new)] }
        var differ = TreeDiffer()
        differ.work = [Work(old: [old], new: [new], matches: [(0, 0)])]
        differ.walk()
        if !differ.arrivals.isEmpty || !differ.looseRoots.isEmpty {
            differ.indexLooseNodes()
            var next = 0
            while next < differ.arrivals.count {
                differ.settle(differ.arrivals[next])
                differ.walk()
                next += 1
            }
        }
        guard !differ.sawDuplicateID else { return [.replace(id: old.id, component: new)] }
        return differ.emit()
    }

    // MARK: - Matching

    /// Visits pending pairs, parents before children, until none is left.
    private mutating func walk() {
        while let top = work.indices.last {
            let step = work[top].next
            guard step < work[top].matches.count else {
                work.removeLast()
                continue
            }
            work[top].next += 1
            let match = work[top].matches[step]
            visit(work[top].old, match.old, work[top].new, match.new)
        }
    }

    /// Compares `oldSiblings[old]` with `newSiblings[new]` (same id) and queues their children.
    private mutating func visit(_ oldSiblings: [SKComponent], _ old: Int, _ newSiblings: [SKComponent], _ new: Int) {
        let finding = Finding(oldSiblings[old], newSiblings[new])
        if indexed { claim(finding.id) }
        if finding.replaced {
            replace(oldSiblings[old], with: newSiblings[new])
            return
        }
        if let change = finding.change {
            updates.append(.update(id: finding.id, set: change.set, unset: change.unset))
        }
        compareChildren(of: finding.id, old: finding.oldChildren, new: finding.newChildren)
    }

    /// Queues the children that may differ, or records a reorder when the ids changed.
    ///
    /// Most children of a changed parent are unchanged, and usually bit for bit the same values
    /// (the new tree was derived from the old one); those are skipped without a visit.
    private mutating func compareChildren(of parentID: String, old: [SKComponent], new: [SKComponent]) {
        if old.sharesStorage(with: new) {
            claimSubtrees(old)
            return
        }
        guard old.count == new.count else {
            reorder(parentID: parentID, old: old, new: new)
            return
        }
        var differing: [(old: Int, new: Int)] = []
        var unchanged: [Int] = []
        var sameIDs = true
        old.withUnsafeBufferPointer { oldBuffer in
            new.withUnsafeBufferPointer { newBuffer in
                for index in oldBuffer.indices {
                    if Self.isUnchanged(oldBuffer, index, newBuffer, index) {
                        if indexed { unchanged.append(index) }
                    } else if oldBuffer[index].id == newBuffer[index].id {
                        differing.append((index, index))
                    } else {
                        sameIDs = false
                        return
                    }
                }
            }
        }
        guard sameIDs else {
            reorder(parentID: parentID, old: old, new: new)
            return
        }
        claimSubtrees(unchanged.lazy.map { old[$0] })
        if !differing.isEmpty { work.append(Work(old: old, new: new, matches: differing)) }
    }

    /// Whether `old[oldIndex]` and `new[newIndex]` are certainly equal: the same bytes, or equal
    /// leaves. Bytes are compared where they lie, which costs no copies and no reference
    /// counting; identical bytes mean identical fields (the same string and array storage, the
    /// same numbers). `false` only means "look closer".
    private static func isUnchanged(
        _ old: UnsafeBufferPointer<SKComponent>, _ oldIndex: Int, _ new: UnsafeBufferPointer<SKComponent>,
        _ newIndex: Int
    ) -> Bool {
        guard let oldBase = old.baseAddress, let newBase = new.baseAddress else { return false }
        if memcmp(oldBase + oldIndex, newBase + newIndex, MemoryLayout<SKComponent>.size) == 0 { return true }
        // Equal leaves need no closer look (for containers `==` would compare whole subtrees).
        return !old[oldIndex].hasChildNodes && old[oldIndex] == new[newIndex]
    }

    /// Marks every node of `subtrees` as taken over (once loose nodes are indexed).
    private mutating func claimSubtrees(_ subtrees: some Sequence<SKComponent>) {
        guard indexed else { return }
        for subtree in subtrees {
            subtree.forEachNode { claim($0.id, asPairRoot: false) }
        }
    }

    /// Records that `old` becomes `new` wholesale.
    private mutating func replace(_ old: SKComponent, with new: SKComponent) {
        replacements.append(.replace(id: old.id, component: new))
        replacedIDs.insert(old.id)
        // A slot node's children go with it: taking one out on its own would leave a slot empty.
        if !indexed && !old.hasFixedSlots {
            for child in old.children { looseRoots.append((child, old.id)) }
        }
        for child in new.children { markFresh(child, deliveredBy: old.id) }
    }

    /// Matches children by id within one parent; the rest become arrivals and loose nodes.
    private mutating func reorder(parentID: String, old: [SKComponent], new: [SKComponent]) {
        var oldPositions: [String: Int] = [:]
        oldPositions.reserveCapacity(old.count)
        for (position, child) in old.enumerated() where oldPositions.updateValue(position, forKey: child.id) != nil {
            sawDuplicateID = true
        }
        var taken = [Bool](repeating: false, count: old.count)
        var roles: [Role] = []
        roles.reserveCapacity(new.count)
        var staying: [(old: Int, new: Int)] = []
        for (position, child) in new.enumerated() {
            if let oldPosition = oldPositions[child.id], !taken[oldPosition] {
                taken[oldPosition] = true
                roles.append(.stays)
                staying.append((oldPosition, position))
            } else {
                if oldPositions[child.id] != nil { sawDuplicateID = true }
                roles.append(.inserted)
                arrivals.append((reorders.count, position))
            }
        }
        if !indexed {
            for (position, child) in old.enumerated() where !taken[position] {
                looseRoots.append((child, parentID))
            }
        }
        reorders.append(Reorder(parentID: parentID, oldChildIDs: old.map(\.id), newChildren: new, roles: roles))
        var changed: [(old: Int, new: Int)] = []
        var unchanged: [Int] = []
        old.withUnsafeBufferPointer { oldBuffer in
            new.withUnsafeBufferPointer { newBuffer in
                for pair in staying {
                    if !Self.isUnchanged(oldBuffer, pair.old, newBuffer, pair.new) {
                        changed.append(pair)
                    } else if indexed {
                        unchanged.append(pair.old)
                    }
                }
            }
        }
        claimSubtrees(unchanged.lazy.map { old[$0] })
        if !changed.isEmpty { work.append(Work(old: old, new: new, matches: changed)) }
    }

    /// Indexes every loose old node by id, so arrivals can find where they came from.
    private mutating func indexLooseNodes() {
        indexed = true
        for root in looseRoots {
            var pending = [(node: root.node, parent: -1, parentID: root.parentID)]
            while let next = pending.popLast() {
                let index = loose.count
                loose.append(Loose(node: next.node, parent: next.parent, parentID: next.parentID))
                if looseIndex.updateValue(index, forKey: next.node.id) != nil { sawDuplicateID = true }
                for child in next.node.children.reversed() {
                    pending.append((child, index, next.node.id))
                }
            }
        }
    }

    /// Turns an arrival into a move (its id was loose, same kind) or an insert.
    private mutating func settle(_ arrival: (reorder: Int, position: Int)) {
        let node = reorders[arrival.reorder].newChildren[arrival.position]
        if let index = looseIndex[node.id], !loose[index].claimed, loose[index].node.isSameKind(as: node) {
            reorders[arrival.reorder].roles[arrival.position] = .movesIn
            work.append(Work(old: [loose[index].node], new: [node], matches: [(0, 0)]))
        } else {
            if let index = looseIndex[node.id], loose[index].claimed { sawDuplicateID = true }
            markFresh(node, deliveredBy: node.id)
        }
    }

    /// Marks the loose node `id` as taken over: the root of a walked pair (which no other pair
    /// may claim), or a node inside an unchanged subtree.
    private mutating func claim(_ id: String, asPairRoot: Bool = true) {
        guard let index = looseIndex[id] else { return }
        if loose[index].claimed && asPairRoot { sawDuplicateID = true }
        loose[index].claimed = true
    }

    private mutating func markFresh(_ subtree: SKComponent, deliveredBy target: String) {
        subtree.forEachNode { node in
            if fresh.updateValue(target, forKey: node.id) != nil { sawDuplicateID = true }
        }
    }

    /// What comparing two nodes with the same id found.
    private struct Finding {
        var id: String
        /// The kinds differ (or differ in a way properties cannot express): replace the node.
        var replaced = false
        /// The own properties that changed, when any did.
        var change: (set: [String: JSONValue], unset: [String])?
        var oldChildren: [SKComponent] = []
        var newChildren: [SKComponent] = []

        init(_ old: SKComponent, _ new: SKComponent) {
            id = old.id
            guard old.isSameKind(as: new) else {
                replaced = true
                return
            }
            if !old.hasSameOwnFields(as: new) {
                let change = old.propertyChanges(to: new)
                guard !change.set.isEmpty || !change.unset.isEmpty, !old.rawChildrenDiffer(from: new) else {
                    // A difference the wire form cannot express (an unknown node's raw "children"),
                    // alone or beside property changes.
                    replaced = true
                    return
                }
                self.change = change
            }
            if old.canHoldChildren {
                oldChildren = old.children
                newChildren = new.children
            } else if old.hasFixedSlots {
                // Slots pair up by position; a slot that changed hands replaces the whole node.
                let before = old.children
                let after = new.children
                guard before.map(\.id) == after.map(\.id) else {
                    change = nil
                    replaced = true
                    return
                }
                oldChildren = before
                newChildren = after
            }
        }
    }

    // MARK: - Output

    private func emit() -> [UIPatch] {
        var earlyRemovals: [UIPatch] = []
        var lateRemovals: [UIPatch] = []
        var removedEarly: Set<String> = []
        for entry in loose where !entry.claimed && (entry.parent < 0 || loose[entry.parent].claimed) {
            let scan = scanDeadSubtree(entry)
            if replacedIDs.contains(entry.parentID) && !scan.collides { continue }
            if scan.holdsKeptNode {
                lateRemovals.append(.remove(id: entry.node.id))
            } else {
                earlyRemovals.append(.remove(id: entry.node.id))
                removedEarly.insert(entry.node.id)
            }
        }
        var moves: [UIPatch] = []
        var movedAway: Set<String> = []
        for reorder in reorders {
            let current = reorder.oldChildIDs.filter { !removedEarly.contains($0) && !movedAway.contains($0) }
            var targets: [String] = []
            for (child, role) in zip(reorder.newChildren, reorder.roles) where role != .inserted {
                targets.append(child.id)
            }
            for move in ChildOrder.moves(from: current, to: targets) {
                moves.append(.move(id: move.id, parentID: reorder.parentID, index: move.index))
                movedAway.insert(move.id)
            }
        }
        var inserts: [UIPatch] = []
        for reorder in reorders {
            for (index, role) in reorder.roles.enumerated() where role == .inserted {
                inserts.append(.insert(parentID: reorder.parentID, index: index, component: reorder.newChildren[index]))
            }
        }
        return earlyRemovals + moves + lateRemovals + replacements + inserts + updates
    }

    /// Whether a dead subtree holds a node that moves elsewhere (so it must go after the moves),
    /// and whether one of its ids comes back through a patch other than its parent's replace.
    private func scanDeadSubtree(_ entry: Loose) -> (holdsKeptNode: Bool, collides: Bool) {
        var holdsKeptNode = false
        var collides = false
        var pending = [entry.node]
        var isRoot = true
        while let node = pending.popLast() {
            if !isRoot, let index = looseIndex[node.id], loose[index].claimed {
                holdsKeptNode = true
                continue
            }
            isRoot = false
            if let target = fresh[node.id], target != entry.parentID { collides = true }
            pending.append(contentsOf: node.children)
        }
        return (holdsKeptNode, collides)
    }
}

extension Array where Element == SKComponent {
    /// Whether both arrays use the same storage, so their elements are identical (empty arrays
    /// count as shared).
    func sharesStorage(with other: [SKComponent]) -> Bool {
        guard count == other.count else { return false }
        guard !isEmpty else { return true }
        return withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }
}

/// A tree being patched: its nodes in an array, found by id, rebuilt once at the end.
///
/// Subtrees no patch touches are kept as they were given and reused whole by ``build()``.
struct PatchableTree {
    private struct Node {
        /// The node as given; its `children` are stale once `dirty`.
        var component: SKComponent
        var children: [Int]
        /// The parent's index, or -1 for the root.
        var parent: Int
        /// Whether this node or a node below it changed.
        var dirty = false
    }

    private var nodes: [Node] = []
    private var index: [String: Int] = [:]
    /// Ids that more than one node has; patches cannot address them.
    private var ambiguous: Set<String> = []
    private var root = 0

    init(_ tree: SKComponent) {
        let count = tree.nodeCount
        nodes.reserveCapacity(count)
        index.reserveCapacity(count)
        root = add(tree, parent: -1)
    }

    // MARK: - Patches

    mutating func apply(_ patch: UIPatch) throws(UIError) {
        switch patch {
        case .insert(let parentID, let position, let component):
            let parent = try container(parentID, for: patch)
            let count = nodes[parent].children.count
            guard (0...count).contains(position) else {
                throw failure("index \(position) is outside 0...\(count) for the children of '\(parentID)'", patch)
            }
            try checkFree(component, for: patch)
            let child = add(component, parent: parent)
            nodes[parent].children.insert(child, at: position)
            touch(parent)
        case .remove(let id):
            let node = try lookup(id, for: patch)
            guard node != root else { throw failure("'\(id)' is the root, which cannot be removed", patch) }
            try checkNotInSlot(node, id: id, for: patch)
            detach(node)
            forget(node)
        case .move(let id, let parentID, let position):
            let node = try lookup(id, for: patch)
            let parent = try container(parentID, for: patch)
            guard node != root else { throw failure("'\(id)' is the root, which cannot move", patch) }
            try checkNotInSlot(node, id: id, for: patch)
            guard !isInside(parent, node) else {
                throw failure("'\(parentID)' is inside '\(id)', so '\(id)' cannot move into it", patch)
            }
            let count = nodes[parent].children.count - (nodes[node].parent == parent ? 1 : 0)
            guard (0...count).contains(position) else {
                throw failure("index \(position) is outside 0...\(count) for the children of '\(parentID)'", patch)
            }
            detach(node)
            nodes[node].parent = parent
            nodes[parent].children.insert(node, at: position)
            touch(parent)
        case .update(let id, let set, let unset):
            let node = try lookup(id, for: patch)
            for key in ["type", "id", "children"] where set[key] != nil || unset.contains(key) {
                throw failure("an update cannot change '\(key)' of '\(id)'; replace the component instead", patch)
            }
            do {
                nodes[node].component = try nodes[node].component.updated(set: set, unset: unset)
            } catch {
                throw failure("the update does not fit '\(id)': \(error)", patch)
            }
            touch(node)
        case .replace(let id, let component):
            let node = try lookup(id, for: patch)
            let parent = nodes[node].parent
            forget(node)
            try checkFree(component, for: patch)
            let replacement = add(component, parent: parent)
            if parent < 0 {
                root = replacement
            } else if let position = nodes[parent].children.firstIndex(of: node) {
                nodes[parent].children[position] = replacement
                touch(parent)
            }
        }
    }

    /// The patched tree; untouched subtrees are the very values given.
    func build() -> SKComponent {
        guard nodes[root].dirty else { return nodes[root].component }
        var pending: [(node: Int, built: [SKComponent])] = [(root, [])]
        while let top = pending.last {
            let children = nodes[top.node].children
            if top.built.count < children.count {
                let child = children[top.built.count]
                if nodes[child].dirty {
                    pending.append((child, []))
                } else {
                    pending[pending.count - 1].built.append(nodes[child].component)
                }
                continue
            }
            let finished = pending.removeLast()
            var component = nodes[finished.node].component
            component.children = finished.built
            if pending.isEmpty { return component }
            pending[pending.count - 1].built.append(component)
        }
        return nodes[root].component
    }

    // MARK: - Nodes

    /// Adds `subtree` (not linked into its parent's children) and returns its index.
    private mutating func add(_ subtree: SKComponent, parent: Int) -> Int {
        let first = nodes.count
        var pending = [(node: subtree, parent: parent)]
        while let next = pending.popLast() {
            let position = nodes.count
            nodes.append(Node(component: next.node, children: [], parent: next.parent))
            if position != first { nodes[next.parent].children.append(position) }
            register(next.node.id, at: position)
            for child in next.node.children.reversed() {
                pending.append((child, position))
            }
        }
        return first
    }

    private mutating func register(_ id: String, at position: Int) {
        if ambiguous.contains(id) { return }
        if index.updateValue(position, forKey: id) != nil {
            index[id] = nil
            ambiguous.insert(id)
        }
    }

    /// Unregisters the ids of `node` and its subtree.
    private mutating func forget(_ node: Int) {
        var pending = [node]
        while let next = pending.popLast() {
            let id = nodes[next].component.id
            if index[id] == next { index[id] = nil }
            pending.append(contentsOf: nodes[next].children)
        }
    }

    /// Takes `node` out of its parent's children.
    private mutating func detach(_ node: Int) {
        let parent = nodes[node].parent
        guard parent >= 0, let position = nodes[parent].children.firstIndex(of: node) else { return }
        nodes[parent].children.remove(at: position)
        touch(parent)
    }

    /// Marks `node` and its ancestors as changed.
    private mutating func touch(_ node: Int) {
        var current = node
        while current >= 0 && !nodes[current].dirty {
            nodes[current].dirty = true
            current = nodes[current].parent
        }
    }

    /// Whether `node` is `ancestor` or below it.
    private func isInside(_ node: Int, _ ancestor: Int) -> Bool {
        var current = node
        while current >= 0 {
            if current == ancestor { return true }
            current = nodes[current].parent
        }
        return false
    }

    // MARK: - Checks

    private func lookup(_ id: String, for patch: UIPatch) throws(UIError) -> Int {
        if ambiguous.contains(id) { throw failure("more than one component has id '\(id)'", patch) }
        guard let node = index[id] else { throw failure("no component has id '\(id)'", patch) }
        return node
    }

    private func container(_ id: String, for patch: UIPatch) throws(UIError) -> Int {
        let node = try lookup(id, for: patch)
        let component = nodes[node].component
        guard component.canHoldChildren else {
            throw failure("'\(id)' is a \(component.typeName), which cannot hold children", patch)
        }
        return node
    }

    /// Throws when `node` fills a slot of a tabs or modal, which cannot be left empty.
    private func checkNotInSlot(_ node: Int, id: String, for patch: UIPatch) throws(UIError) {
        let parent = nodes[node].parent
        guard parent >= 0, nodes[parent].component.hasFixedSlots else { return }
        let owner = nodes[parent].component
        throw failure(
            "'\(id)' fills a slot of the \(owner.typeName) '\(owner.id)'; replace it, or replace the \(owner.typeName)",
            patch)
    }

    /// Throws when an id in `subtree` is already in the tree.
    private func checkFree(_ subtree: SKComponent, for patch: UIPatch) throws(UIError) {
        var taken: String?
        subtree.forEachNode { node in
            if taken == nil && (index[node.id] != nil || ambiguous.contains(node.id)) { taken = node.id }
        }
        if let taken { throw failure("a component with id '\(taken)' is already in the tree", patch) }
    }

    private func failure(_ reason: String, _ patch: UIPatch) -> UIError {
        .patchFailed("\(reason) — while applying \(patch)")
    }
}

extension SKComponent {
    /// The same tree with every empty id filled in, stable from its position and type: the root
    /// is `"root"`, a child is `"<parent id>/<index>-<type>"`, a list row `"<list id>/<index>"`.
    /// Ids that are already set are kept; a repeated id gets a `~2`, `~3`… suffix so ids stay unique.
    ///
    /// Skills that build trees in Swift leave ids empty and let the agent call this.
    public func withAssignedIDs() -> SKComponent {
        var used = Set<String>()
        forEachNode { node in
            if !node.id.isEmpty { used.insert(node.id) }
            if case .list(let list) = node {
                for item in list.items where !item.id.isEmpty { used.insert(item.id) }
            }
        }
        var seen = Set<String>()
        return Self.assign(self, fallback: "root", used: &used, seen: &seen)
    }

    private static func assign(
        _ node: SKComponent, fallback: String, used: inout Set<String>, seen: inout Set<String>
    ) -> SKComponent {
        // Iterative over depth would be safer, but skill-built trees are shallow; decoded trees are
        // capped at 64 levels by the decoder before they get here.
        var node = node
        node.id = unique(node.id.isEmpty ? fallback : node.id, given: !node.id.isEmpty, used: &used, seen: &seen)
        if case .list(var list) = node {
            for index in list.items.indices {
                let given = !list.items[index].id.isEmpty
                let base = given ? list.items[index].id : "\(list.id)/\(index)"
                list.items[index].id = unique(base, given: given, used: &used, seen: &seen)
            }
            node = .list(list)
        }
        let children = node.children
        if !children.isEmpty {
            let parentID = node.id
            node.children = children.enumerated().map { index, child in
                assign(child, fallback: "\(parentID)/\(index)-\(child.typeName)", used: &used, seen: &seen)
            }
        }
        return node
    }

    private static func unique(
        _ base: String, given: Bool, used: inout Set<String>, seen: inout Set<String>
    ) -> String {
        var candidate = base
        var suffix = 2
        // A derived id must not take an id given elsewhere in the tree; any id must be new so far.
        while seen.contains(candidate) || ((!given || candidate != base) && used.contains(candidate)) {
            candidate = "\(base)~\(suffix)"
            suffix += 1
        }
        seen.insert(candidate)
        used.insert(candidate)
        return candidate
    }
}

import SkillJSON

extension SKComponent {
    /// Whether `self` and `other` are the same kind of node: the same case and `type` tag. A
    /// custom node and an unknown node of the same tag are different kinds.
    func isSameKind(as other: SKComponent) -> Bool { visit(SameKind(other: other)) }

    /// Whether the node can hold children that patches insert, remove and move: a stack, a card
    /// or a custom node. (Tabs and modal hold children in fixed slots; see ``hasChildNodes``.)
    var canHoldChildren: Bool { childLayout == .container }

    /// Whether the node has child components of any kind: a container or a slot node.
    var hasChildNodes: Bool { childLayout != .none }

    /// Whether this unknown node's raw `"children"` (kept as JSON, outside ``properties``)
    /// differ from `other`'s.
    func rawChildrenDiffer(from other: SKComponent) -> Bool {
        guard case .unknown(let one) = self, case .unknown(let two) = other else { return false }
        return one.raw["children"] != two.raw["children"]
    }

    /// Whether the node's own fields (everything but its children) equal `other`'s: the same kind
    /// and equal payloads, children aside (see ``NodePayload/hasSameOwnFields(as:)``).
    func hasSameOwnFields(as other: SKComponent) -> Bool { visit(SameOwnFields(other: other)) }

    /// The wire properties to set and the keys to unset to turn `self`'s own fields into
    /// `other`'s; `unset` is sorted.
    func propertyChanges(to other: SKComponent) -> (set: [String: JSONValue], unset: [String]) {
        let before = properties
        let after = other.properties
        var set: [String: JSONValue] = [:]
        for (key, value) in after where before[key] != value {
            set[key] = value
        }
        let unset = before.keys.filter { after[$0] == nil }.sorted()
        return (set, unset)
    }
}

private struct SameKind: NodeVisitor {
    let other: SKComponent
    func visit<Node: NodePayload>(_ node: Node) -> Bool {
        Node.payload(of: other) { node.hasSameType(as: $0) } ?? false
    }
}

private struct SameOwnFields: NodeVisitor {
    let other: SKComponent
    func visit<Node: NodePayload>(_ node: Node) -> Bool {
        Node.payload(of: other) { node.hasSameOwnFields(as: $0) } ?? false
    }
}

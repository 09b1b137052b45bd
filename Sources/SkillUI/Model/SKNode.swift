import SkillJSON

/// The struct payload one ``SKComponent`` case carries: what every component kind knows about
/// itself.
///
/// ``SKComponent`` reaches a payload through one switch (and wraps it back with ``component``),
/// so the tree-wide operations — ids, children, the wire tag and properties, diffing — are
/// written once against this protocol instead of once per case.
///
/// ```swift
/// let text = SKText(id: "t", content: "Hi")
/// text.typeName                     // "text"
/// text.component == .text(text)     // true
/// ```
public protocol SKNode: Sendable, Hashable {
    /// The node's id, unique within its tree.
    var id: String { get set }

    /// The `"type"` tag as written on the wire (`"text"`, `"stack"`, or a custom/unknown name).
    var typeName: String { get }

    /// The node's child components in order; empty for leaves, whose setter ignores the value.
    var children: [SKComponent] { get set }

    /// The node's own wire properties: its members in the canonical JSON, without `"type"`,
    /// `"id"` and `"children"` (see ``SKComponent/properties``).
    var wireProperties: [String: JSONValue] { get }

    /// The component that carries this payload.
    var component: SKComponent { get }
}

/// A payload of one of the built-in kinds, whose wire tag is its ``SKComponentKind``.
public protocol SKBuiltinNode: SKNode {
    /// The kind, and with it the `"type"` tag.
    static var kind: SKComponentKind { get }
}

// MARK: - Default implementations

extension SKNode {
    /// A leaf has no children; setting them does nothing.
    public var children: [SKComponent] {
        get { [] }
        set {}  // A leaf has nowhere to put them.
    }
}

extension SKBuiltinNode {
    public var typeName: String { Self.kind.rawValue }
}

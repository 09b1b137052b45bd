import SkillJSON

/// How a node holds child components.
enum ChildLayout: Sendable {
    /// None: a leaf.
    case none
    /// A list that patches insert into, remove from and reorder: stack, card, custom.
    case container
    /// A fixed slot per child, replaced only: tabs, modal.
    case slots
}

/// What the package's own tree operations need of a payload beyond ``SKNode``; every payload
/// conforms, most with the defaults.
protocol NodePayload: SKNode {
    /// How the node holds children (a leaf by default).
    static var childLayout: ChildLayout { get }

    /// `body` applied to the payload of `component` when it is of this kind, else `nil`. The
    /// payload is lent, not copied.
    static func payload<Result>(of component: SKComponent, _ body: (Self) -> Result) -> Result?

    /// Whether `other` has the same `"type"` tag; only open-typed payloads (custom, unknown) can
    /// differ from another of their kind.
    func hasSameType(as other: Self) -> Bool

    /// Whether the node's own fields (everything but its children) equal `other`'s.
    func hasSameOwnFields(as other: Self) -> Bool

    /// The node's wire object without `"type"` and `"id"`: its properties and its children,
    /// already encoded (`nil` when it has none).
    func wireObject(children: [JSONValue]?) -> [String: JSONValue]
}

/// An operation on a payload of any kind, run by ``SKComponent/visit(_:)``; generic, so each
/// kind gets its own specialized code and no payload is boxed.
protocol NodeVisitor {
    associatedtype Result
    func visit<Node: NodePayload>(_ node: Node) -> Result
}

// MARK: - Default implementations

extension NodePayload {
    static var childLayout: ChildLayout { .none }

    func hasSameType(as other: Self) -> Bool { true }

    /// A leaf's own fields are all of it.
    func hasSameOwnFields(as other: Self) -> Bool { self == other }

    /// The properties, with the children under `"children"` for a container.
    func wireObject(children: [JSONValue]?) -> [String: JSONValue] {
        var object = wireProperties
        if Self.childLayout == .container {
            object["children"] = .array(children ?? [])
        }
        return object
    }
}

extension SKComponent {
    /// Runs `visitor` on this node's payload: the one place a case meets its payload (the
    /// payloads' ``SKNode/component`` wrap them back).
    func visit<Visitor: NodeVisitor>(_ visitor: Visitor) -> Visitor.Result {
        switch self {
        case .text(let node): visitor.visit(node)
        case .button(let node): visitor.visit(node)
        case .textField(let node): visitor.visit(node)
        case .list(let node): visitor.visit(node)
        case .image(let node): visitor.visit(node)
        case .spacer(let node): visitor.visit(node)
        case .divider(let node): visitor.visit(node)
        case .stack(let node): visitor.visit(node)
        case .card(let node): visitor.visit(node)
        case .table(let node): visitor.visit(node)
        case .chart(let node): visitor.visit(node)
        case .badge(let node): visitor.visit(node)
        case .progress(let node): visitor.visit(node)
        case .toggle(let node): visitor.visit(node)
        case .picker(let node): visitor.visit(node)
        case .link(let node): visitor.visit(node)
        case .slider(let node): visitor.visit(node)
        case .dateTimeInput(let node): visitor.visit(node)
        case .icon(let node): visitor.visit(node)
        case .video(let node): visitor.visit(node)
        case .audioPlayer(let node): visitor.visit(node)
        case .tabs(let node): visitor.visit(node)
        case .modal(let node): visitor.visit(node)
        case .custom(let node): visitor.visit(node)
        case .unknown(let node): visitor.visit(node)
        }
    }
}

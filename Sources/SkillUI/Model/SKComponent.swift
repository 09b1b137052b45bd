import SkillJSON

/// One node of a declarative UI tree that skills and models produce and every front end renders.
///
/// Each case carries a struct payload with an ``id`` that is unique within its tree. The wire
/// format is JSON with a `"type"` tag (see `docs/UI-FORMAT.md`):
///
/// ```json
/// { "type": "stack", "direction": "vertical", "spacing": 16, "components": [
///   { "type": "text", "content": "欢迎使用智能助手", "align": "center", "style": "title" },
///   { "type": "button", "title": "点击获取今日推荐", "action": "fetch_recommendation" } ] }
/// ```
public enum SKComponent: Sendable, Hashable {
    case text(SKText)
    indirect case button(SKButton)
    indirect case textField(SKTextField)
    case list(SKList)
    indirect case image(SKImage)
    case spacer(SKSpacer)
    case divider(SKDivider)
    case stack(SKStack)
    case card(SKCard)
    case table(SKTable)
    case chart(SKChart)
    case badge(SKBadge)
    case progress(SKProgress)
    case toggle(SKToggle)
    indirect case picker(SKPicker)
    case link(SKLink)
    case slider(SKSlider)
    case dateTimeInput(SKDateTimeInput)
    case icon(SKIcon)
    case video(SKVideo)
    case audioPlayer(SKAudioPlayer)
    case tabs(SKTabs)
    indirect case modal(SKModal)
    /// A component type registered by the application (see ``SKComponentRegistry``).
    case custom(SKCustom)
    /// A component type nobody knows; kept so a debug view can show it, rendered as nothing.
    case unknown(SKUnknown)
}

/// The `"type"` tags of the built-in components, each written once.
public enum SKComponentKind: String, Sendable, Hashable, CaseIterable {
    case text, button, textField, list, image, spacer, divider, stack, card, table, chart, badge, progress, toggle,
        picker, link, slider, dateTimeInput, icon, video, audioPlayer, tabs, modal
}

extension SKComponent {
    /// The node's id, unique within its tree.
    public var id: String {
        get { visit(IDReader()) }
        set { self = visit(IDWriter(id: newValue)) }
    }

    /// The `"type"` tag as written on the wire (`"text"`, `"stack"`, or a custom/unknown name).
    public var typeName: String { visit(TypeNameReader()) }

    /// The child components of containers (stack, card, custom), a tabs' pages in tab order and a
    /// modal's `[trigger, content]`; empty for leaves.
    ///
    /// Tabs and modal have a fixed slot per child: setting fewer children than they have drops
    /// the tabs left without one (extra children are ignored), and a modal takes only exactly two.
    public var children: [SKComponent] {
        get { visit(ChildrenReader()) }
        set {
            if let updated = visit(ChildrenWriter(children: newValue)) { self = updated }
        }
    }

    /// Whether each child fills a slot of its own (tabs, modal): children cannot be inserted,
    /// removed or moved one by one, only replaced.
    public var hasFixedSlots: Bool { childLayout == .slots }

    /// How the node holds children.
    var childLayout: ChildLayout { visit(ChildLayoutReader()) }

    /// Calls `body` for this node and every descendant, parents before children.
    public func forEachNode(_ body: (SKComponent) throws -> Void) rethrows {
        var pending: [SKComponent] = [self]
        while let node = pending.popLast() {
            try body(node)
            pending.append(contentsOf: node.children.reversed())
        }
    }

    /// The number of nodes in this tree.
    public var nodeCount: Int {
        var count = 0
        forEachNode { _ in count += 1 }
        return count
    }
}

private struct IDReader: NodeVisitor {
    func visit<Node: NodePayload>(_ node: Node) -> String { node.id }
}

private struct IDWriter: NodeVisitor {
    let id: String
    func visit<Node: NodePayload>(_ node: Node) -> SKComponent {
        var node = node
        node.id = id
        return node.component
    }
}

private struct TypeNameReader: NodeVisitor {
    func visit<Node: NodePayload>(_ node: Node) -> String { node.typeName }
}

private struct ChildrenReader: NodeVisitor {
    func visit<Node: NodePayload>(_ node: Node) -> [SKComponent] { node.children }
}

private struct ChildrenWriter: NodeVisitor {
    let children: [SKComponent]
    /// `nil` for a leaf, which stays as it is.
    func visit<Node: NodePayload>(_ node: Node) -> SKComponent? {
        guard Node.childLayout != .none else { return nil }
        var node = node
        node.children = children
        return node.component
    }
}

private struct ChildLayoutReader: NodeVisitor {
    func visit<Node: NodePayload>(_ node: Node) -> ChildLayout { Node.childLayout }
}

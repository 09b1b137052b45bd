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
        get {
            switch self {
            case .text(let node): node.id
            case .button(let node): node.id
            case .textField(let node): node.id
            case .list(let node): node.id
            case .image(let node): node.id
            case .spacer(let node): node.id
            case .divider(let node): node.id
            case .stack(let node): node.id
            case .card(let node): node.id
            case .table(let node): node.id
            case .chart(let node): node.id
            case .badge(let node): node.id
            case .progress(let node): node.id
            case .toggle(let node): node.id
            case .picker(let node): node.id
            case .link(let node): node.id
            case .slider(let node): node.id
            case .dateTimeInput(let node): node.id
            case .icon(let node): node.id
            case .video(let node): node.id
            case .audioPlayer(let node): node.id
            case .tabs(let node): node.id
            case .modal(let node): node.id
            case .custom(let node): node.id
            case .unknown(let node): node.id
            }
        }
        set {
            switch self {
            case .text(var node):
                node.id = newValue
                self = .text(node)
            case .button(var node):
                node.id = newValue
                self = .button(node)
            case .textField(var node):
                node.id = newValue
                self = .textField(node)
            case .list(var node):
                node.id = newValue
                self = .list(node)
            case .image(var node):
                node.id = newValue
                self = .image(node)
            case .spacer(var node):
                node.id = newValue
                self = .spacer(node)
            case .divider(var node):
                node.id = newValue
                self = .divider(node)
            case .stack(var node):
                node.id = newValue
                self = .stack(node)
            case .card(var node):
                node.id = newValue
                self = .card(node)
            case .table(var node):
                node.id = newValue
                self = .table(node)
            case .chart(var node):
                node.id = newValue
                self = .chart(node)
            case .badge(var node):
                node.id = newValue
                self = .badge(node)
            case .progress(var node):
                node.id = newValue
                self = .progress(node)
            case .toggle(var node):
                node.id = newValue
                self = .toggle(node)
            case .picker(var node):
                node.id = newValue
                self = .picker(node)
            case .link(var node):
                node.id = newValue
                self = .link(node)
            case .slider(var node):
                node.id = newValue
                self = .slider(node)
            case .dateTimeInput(var node):
                node.id = newValue
                self = .dateTimeInput(node)
            case .icon(var node):
                node.id = newValue
                self = .icon(node)
            case .video(var node):
                node.id = newValue
                self = .video(node)
            case .audioPlayer(var node):
                node.id = newValue
                self = .audioPlayer(node)
            case .tabs(var node):
                node.id = newValue
                self = .tabs(node)
            case .modal(var node):
                node.id = newValue
                self = .modal(node)
            case .custom(var node):
                node.id = newValue
                self = .custom(node)
            case .unknown(var node):
                node.id = newValue
                self = .unknown(node)
            }
        }
    }

    /// The `"type"` tag as written on the wire (`"text"`, `"stack"`, or a custom/unknown name).
    public var typeName: String {
        switch self {
        case .text: SKComponentKind.text.rawValue
        case .button: SKComponentKind.button.rawValue
        case .textField: SKComponentKind.textField.rawValue
        case .list: SKComponentKind.list.rawValue
        case .image: SKComponentKind.image.rawValue
        case .spacer: SKComponentKind.spacer.rawValue
        case .divider: SKComponentKind.divider.rawValue
        case .stack: SKComponentKind.stack.rawValue
        case .card: SKComponentKind.card.rawValue
        case .table: SKComponentKind.table.rawValue
        case .chart: SKComponentKind.chart.rawValue
        case .badge: SKComponentKind.badge.rawValue
        case .progress: SKComponentKind.progress.rawValue
        case .toggle: SKComponentKind.toggle.rawValue
        case .picker: SKComponentKind.picker.rawValue
        case .link: SKComponentKind.link.rawValue
        case .slider: SKComponentKind.slider.rawValue
        case .dateTimeInput: SKComponentKind.dateTimeInput.rawValue
        case .icon: SKComponentKind.icon.rawValue
        case .video: SKComponentKind.video.rawValue
        case .audioPlayer: SKComponentKind.audioPlayer.rawValue
        case .tabs: SKComponentKind.tabs.rawValue
        case .modal: SKComponentKind.modal.rawValue
        case .custom(let node): node.type
        case .unknown(let node): node.type
        }
    }

    /// The child components of containers (stack, card, custom), a tabs' pages in tab order and a
    /// modal's `[trigger, content]`; empty for leaves.
    ///
    /// Tabs and modal have a fixed slot per child: setting fewer children than they have drops
    /// the tabs left without one (extra children are ignored), and a modal takes only exactly two.
    public var children: [SKComponent] {
        get {
            switch self {
            case .stack(let node): node.children
            case .card(let node): node.children
            case .custom(let node): node.children
            case .tabs(let node): node.tabs.map(\.child)
            case .modal(let node): [node.trigger, node.content]
            default: []
            }
        }
        set {
            switch self {
            case .stack(var node):
                node.children = newValue
                self = .stack(node)
            case .card(var node):
                node.children = newValue
                self = .card(node)
            case .custom(var node):
                node.children = newValue
                self = .custom(node)
            case .tabs(var node):
                node.tabs = zip(node.tabs, newValue).map { tab, child in SKTabs.Tab(title: tab.title, child: child) }
                self = .tabs(node)
            case .modal(var node):
                guard newValue.count == 2 else { return }
                node.trigger = newValue[0]
                node.content = newValue[1]
                self = .modal(node)
            default: break
            }
        }
    }

    /// Whether each child fills a slot of its own (tabs, modal): children cannot be inserted,
    /// removed or moved one by one, only replaced.
    public var hasFixedSlots: Bool {
        switch self {
        case .tabs, .modal: true
        default: false
        }
    }

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

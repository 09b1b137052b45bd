// Each payload's place in ``SKComponent``: its kind, how it is wrapped into a component and
// read from one. Containers and slot nodes say how they hold their children.

extension SKText: SKBuiltinNode, NodePayload {
    public static var kind: SKComponentKind { .text }
    public var component: SKComponent { .text(self) }
    static func payload<Result>(of component: SKComponent, _ body: (Self) -> Result) -> Result? {
        guard case .text(let node) = component else { return nil }
        return body(node)
    }
}

extension SKButton: SKBuiltinNode, NodePayload {
    public static var kind: SKComponentKind { .button }
    public var component: SKComponent { .button(self) }
    static func payload<Result>(of component: SKComponent, _ body: (Self) -> Result) -> Result? {
        guard case .button(let node) = component else { return nil }
        return body(node)
    }
}

extension SKTextField: SKBuiltinNode, NodePayload {
    public static var kind: SKComponentKind { .textField }
    public var component: SKComponent { .textField(self) }
    static func payload<Result>(of component: SKComponent, _ body: (Self) -> Result) -> Result? {
        guard case .textField(let node) = component else { return nil }
        return body(node)
    }
}

extension SKList: SKBuiltinNode, NodePayload {
    public static var kind: SKComponentKind { .list }
    public var component: SKComponent { .list(self) }
    static func payload<Result>(of component: SKComponent, _ body: (Self) -> Result) -> Result? {
        guard case .list(let node) = component else { return nil }
        return body(node)
    }
}

extension SKImage: SKBuiltinNode, NodePayload {
    public static var kind: SKComponentKind { .image }
    public var component: SKComponent { .image(self) }
    static func payload<Result>(of component: SKComponent, _ body: (Self) -> Result) -> Result? {
        guard case .image(let node) = component else { return nil }
        return body(node)
    }
}

extension SKSpacer: SKBuiltinNode, NodePayload {
    public static var kind: SKComponentKind { .spacer }
    public var component: SKComponent { .spacer(self) }
    static func payload<Result>(of component: SKComponent, _ body: (Self) -> Result) -> Result? {
        guard case .spacer(let node) = component else { return nil }
        return body(node)
    }
}

extension SKDivider: SKBuiltinNode, NodePayload {
    public static var kind: SKComponentKind { .divider }
    public var component: SKComponent { .divider(self) }
    static func payload<Result>(of component: SKComponent, _ body: (Self) -> Result) -> Result? {
        guard case .divider(let node) = component else { return nil }
        return body(node)
    }
}

extension SKStack: SKBuiltinNode, NodePayload {
    public static var kind: SKComponentKind { .stack }
    public var component: SKComponent { .stack(self) }
    static func payload<Result>(of component: SKComponent, _ body: (Self) -> Result) -> Result? {
        guard case .stack(let node) = component else { return nil }
        return body(node)
    }
}

extension SKCard: SKBuiltinNode, NodePayload {
    public static var kind: SKComponentKind { .card }
    public var component: SKComponent { .card(self) }
    static func payload<Result>(of component: SKComponent, _ body: (Self) -> Result) -> Result? {
        guard case .card(let node) = component else { return nil }
        return body(node)
    }
}

extension SKTable: SKBuiltinNode, NodePayload {
    public static var kind: SKComponentKind { .table }
    public var component: SKComponent { .table(self) }
    static func payload<Result>(of component: SKComponent, _ body: (Self) -> Result) -> Result? {
        guard case .table(let node) = component else { return nil }
        return body(node)
    }
}

extension SKChart: SKBuiltinNode, NodePayload {
    public static var kind: SKComponentKind { .chart }
    public var component: SKComponent { .chart(self) }
    static func payload<Result>(of component: SKComponent, _ body: (Self) -> Result) -> Result? {
        guard case .chart(let node) = component else { return nil }
        return body(node)
    }
}

extension SKBadge: SKBuiltinNode, NodePayload {
    public static var kind: SKComponentKind { .badge }
    public var component: SKComponent { .badge(self) }
    static func payload<Result>(of component: SKComponent, _ body: (Self) -> Result) -> Result? {
        guard case .badge(let node) = component else { return nil }
        return body(node)
    }
}

extension SKProgress: SKBuiltinNode, NodePayload {
    public static var kind: SKComponentKind { .progress }
    public var component: SKComponent { .progress(self) }
    static func payload<Result>(of component: SKComponent, _ body: (Self) -> Result) -> Result? {
        guard case .progress(let node) = component else { return nil }
        return body(node)
    }
}

extension SKToggle: SKBuiltinNode, NodePayload {
    public static var kind: SKComponentKind { .toggle }
    public var component: SKComponent { .toggle(self) }
    static func payload<Result>(of component: SKComponent, _ body: (Self) -> Result) -> Result? {
        guard case .toggle(let node) = component else { return nil }
        return body(node)
    }
}

extension SKPicker: SKBuiltinNode, NodePayload {
    public static var kind: SKComponentKind { .picker }
    public var component: SKComponent { .picker(self) }
    static func payload<Result>(of component: SKComponent, _ body: (Self) -> Result) -> Result? {
        guard case .picker(let node) = component else { return nil }
        return body(node)
    }
}

extension SKLink: SKBuiltinNode, NodePayload {
    public static var kind: SKComponentKind { .link }
    public var component: SKComponent { .link(self) }
    static func payload<Result>(of component: SKComponent, _ body: (Self) -> Result) -> Result? {
        guard case .link(let node) = component else { return nil }
        return body(node)
    }
}

extension SKSlider: SKBuiltinNode, NodePayload {
    public static var kind: SKComponentKind { .slider }
    public var component: SKComponent { .slider(self) }
    static func payload<Result>(of component: SKComponent, _ body: (Self) -> Result) -> Result? {
        guard case .slider(let node) = component else { return nil }
        return body(node)
    }
}

extension SKDateTimeInput: SKBuiltinNode, NodePayload {
    public static var kind: SKComponentKind { .dateTimeInput }
    public var component: SKComponent { .dateTimeInput(self) }
    static func payload<Result>(of component: SKComponent, _ body: (Self) -> Result) -> Result? {
        guard case .dateTimeInput(let node) = component else { return nil }
        return body(node)
    }
}

extension SKIcon: SKBuiltinNode, NodePayload {
    public static var kind: SKComponentKind { .icon }
    public var component: SKComponent { .icon(self) }
    static func payload<Result>(of component: SKComponent, _ body: (Self) -> Result) -> Result? {
        guard case .icon(let node) = component else { return nil }
        return body(node)
    }
}

extension SKVideo: SKBuiltinNode, NodePayload {
    public static var kind: SKComponentKind { .video }
    public var component: SKComponent { .video(self) }
    static func payload<Result>(of component: SKComponent, _ body: (Self) -> Result) -> Result? {
        guard case .video(let node) = component else { return nil }
        return body(node)
    }
}

extension SKAudioPlayer: SKBuiltinNode, NodePayload {
    public static var kind: SKComponentKind { .audioPlayer }
    public var component: SKComponent { .audioPlayer(self) }
    static func payload<Result>(of component: SKComponent, _ body: (Self) -> Result) -> Result? {
        guard case .audioPlayer(let node) = component else { return nil }
        return body(node)
    }
}

extension SKTabs: SKBuiltinNode, NodePayload {
    public static var kind: SKComponentKind { .tabs }
    public var component: SKComponent { .tabs(self) }
    static func payload<Result>(of component: SKComponent, _ body: (Self) -> Result) -> Result? {
        guard case .tabs(let node) = component else { return nil }
        return body(node)
    }
}

extension SKModal: SKBuiltinNode, NodePayload {
    public static var kind: SKComponentKind { .modal }
    public var component: SKComponent { .modal(self) }
    static func payload<Result>(of component: SKComponent, _ body: (Self) -> Result) -> Result? {
        guard case .modal(let node) = component else { return nil }
        return body(node)
    }
}

extension SKCustom: NodePayload {
    public var typeName: String { type }
    public var component: SKComponent { .custom(self) }
    static func payload<Result>(of component: SKComponent, _ body: (Self) -> Result) -> Result? {
        guard case .custom(let node) = component else { return nil }
        return body(node)
    }
}

extension SKUnknown: NodePayload {
    public var typeName: String { type }
    public var component: SKComponent { .unknown(self) }
    static func payload<Result>(of component: SKComponent, _ body: (Self) -> Result) -> Result? {
        guard case .unknown(let node) = component else { return nil }
        return body(node)
    }
}

import SkillJSON

extension SKComponent {
    /// Whether `self` and `other` are the same kind of node: the same case and `type` tag. A
    /// custom node and an unknown node of the same tag are different kinds.
    func isSameKind(as other: SKComponent) -> Bool {
        guard caseIndex == other.caseIndex else { return false }
        switch self {
        case .custom(let node): return node.type == other.typeName
        case .unknown(let node): return node.type == other.typeName
        default: return true
        }
    }

    /// The position of the case in the declaration, to compare kinds without building strings.
    private var caseIndex: Int {
        switch self {
        case .text: 0
        case .button: 1
        case .textField: 2
        case .list: 3
        case .image: 4
        case .spacer: 5
        case .divider: 6
        case .stack: 7
        case .card: 8
        case .table: 9
        case .chart: 10
        case .badge: 11
        case .progress: 12
        case .toggle: 13
        case .picker: 14
        case .link: 15
        case .custom: 16
        case .unknown: 17
        case .slider: 18
        case .dateTimeInput: 19
        case .icon: 20
        case .video: 21
        case .audioPlayer: 22
        case .tabs: 23
        case .modal: 24
        }
    }

    /// Whether the node can hold children that patches insert, remove and move: a stack, a card
    /// or a custom node. (Tabs and modal hold children in fixed slots; see ``hasChildNodes``.)
    var canHoldChildren: Bool {
        switch self {
        case .stack, .card, .custom: true
        default: false
        }
    }

    /// Whether the node has child components of any kind: a container or a slot node.
    var hasChildNodes: Bool { canHoldChildren || hasFixedSlots }

    /// Whether this unknown node's raw `"children"` (kept as JSON, outside ``properties``)
    /// differ from `other`'s.
    func rawChildrenDiffer(from other: SKComponent) -> Bool {
        guard case .unknown(let one) = self, case .unknown(let two) = other else { return false }
        return one.raw["children"] != two.raw["children"]
    }

    /// Whether the node's own fields (everything but its children) equal `other`'s: the same kind
    /// and equal payloads, children aside.
    ///
    /// Written case by case so neither value is copied; `DiffTests` checks the container field
    /// lists against the model so a new stored property cannot be missed.
    func hasSameOwnFields(as other: SKComponent) -> Bool {
        switch self {
        case .text(let one): if case .text(let two) = other { return one == two }
        case .button(let one): if case .button(let two) = other { return one == two }
        case .textField(let one): if case .textField(let two) = other { return one == two }
        case .list(let one): if case .list(let two) = other { return one == two }
        case .image(let one): if case .image(let two) = other { return one == two }
        case .spacer(let one): if case .spacer(let two) = other { return one == two }
        case .divider(let one): if case .divider(let two) = other { return one == two }
        case .table(let one): if case .table(let two) = other { return one == two }
        case .chart(let one): if case .chart(let two) = other { return one == two }
        case .badge(let one): if case .badge(let two) = other { return one == two }
        case .progress(let one): if case .progress(let two) = other { return one == two }
        case .toggle(let one): if case .toggle(let two) = other { return one == two }
        case .picker(let one): if case .picker(let two) = other { return one == two }
        case .link(let one): if case .link(let two) = other { return one == two }
        case .slider(let one): if case .slider(let two) = other { return one == two }
        case .dateTimeInput(let one): if case .dateTimeInput(let two) = other { return one == two }
        case .icon(let one): if case .icon(let two) = other { return one == two }
        case .video(let one): if case .video(let two) = other { return one == two }
        case .audioPlayer(let one): if case .audioPlayer(let two) = other { return one == two }
        case .unknown(let one): if case .unknown(let two) = other { return one == two }
        case .stack(let one):
            if case .stack(let two) = other {
                return one.id == two.id && one.direction == two.direction && one.spacing == two.spacing
                    && one.alignment == two.alignment && one.padding == two.padding && one.background == two.background
            }
        case .card(let one):
            if case .card(let two) = other {
                return one.id == two.id && one.title == two.title && one.subtitle == two.subtitle
            }
        case .tabs(let one):
            if case .tabs(let two) = other {
                return one.id == two.id && one.selected == two.selected
                    && one.tabs.map(\.title) == two.tabs.map(\.title)
            }
        case .modal(let one):
            if case .modal(let two) = other { return one.id == two.id && one.title == two.title }
        case .custom(let one):
            if case .custom(let two) = other {
                return one.id == two.id && one.type == two.type && one.properties == two.properties
            }
        }
        return false
    }

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

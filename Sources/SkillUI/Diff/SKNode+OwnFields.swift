// The own fields of the nodes with children, compared one by one so neither value is copied;
// `DiffTests` checks the container field lists against the model so a new stored property
// cannot be missed. Leaves compare whole (the default).

extension SKStack {
    func hasSameOwnFields(as other: SKStack) -> Bool {
        id == other.id && direction == other.direction && spacing == other.spacing && alignment == other.alignment
            && padding == other.padding && background == other.background
    }
}

extension SKCard {
    func hasSameOwnFields(as other: SKCard) -> Bool {
        id == other.id && title == other.title && subtitle == other.subtitle
    }
}

extension SKCustom {
    func hasSameOwnFields(as other: SKCustom) -> Bool {
        id == other.id && type == other.type && properties == other.properties
    }
}

extension SKTabs {
    func hasSameOwnFields(as other: SKTabs) -> Bool {
        id == other.id && selected == other.selected && tabs.map(\.title) == other.tabs.map(\.title)
    }
}

extension SKModal {
    func hasSameOwnFields(as other: SKModal) -> Bool {
        id == other.id && title == other.title
    }
}

extension SKCustom {
    func hasSameType(as other: SKCustom) -> Bool { type == other.type }
}

extension SKUnknown {
    func hasSameType(as other: SKUnknown) -> Bool { type == other.type }
}

extension SKComponent {
    /// The component with `id` in this tree (this one included), depth first; `nil` when absent.
    public func component(withID id: String) -> SKComponent? {
        if self.id == id { return self }
        for child in children {
            if let found = child.component(withID: id) { return found }
        }
        return nil
    }

    /// Whether this tree has a component (or list row) with `id`.
    public func contains(componentID id: String) -> Bool {
        var found = false
        forEachNode { node in
            guard !found else { return }
            if node.id == id {
                found = true
            } else if case .list(let list) = node, list.items.contains(where: { $0.id == id }) {
                found = true
            }
        }
        return found
    }

    /// What the person saw on the control with `id`: a button's or row's title, a toggle's label,
    /// a picker's label; `nil` when the tree has no such control or it shows no words. Approval
    /// prompts name a tap by it ("记账：撤销").
    public func actionLabel(of id: String) -> String? {
        var label: String?
        forEachNode { node in
            guard label == nil else { return }
            switch node {
            case .button(let button) where button.id == id: label = button.title
            case .toggle(let toggle) where toggle.id == id: label = toggle.label
            case .picker(let picker) where picker.id == id: label = picker.label
            case .list(let list): label = list.items.first(where: { $0.id == id })?.title
            default: break
            }
        }
        return label.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
    }

    /// The action name the component (or list row) with `id` offers — a button's, a tappable
    /// row's, a toggle's or picker's `action` — or `nil` when it offers none or is not in the tree.
    /// A disabled button offers none.
    public func actionOffered(by id: String) -> String? {
        var offered: String?
        forEachNode { node in
            guard offered == nil else { return }
            switch node {
            case .button(let button) where button.id == id && !button.disabled: offered = button.action
            case .toggle(let toggle) where toggle.id == id: offered = toggle.action
            case .picker(let picker) where picker.id == id: offered = picker.action
            case .list(let list): offered = list.items.first(where: { $0.id == id })?.action
            default: break
            }
        }
        return offered
    }
}

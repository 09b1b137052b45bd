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

import SkillUI

/// How a card's component ids name the card: every id of a tree an imported tool drew is
/// `"<token>:<A2UI id>"` (`"card-3f9a0c1e-7:scale-button"`), so a tap, which names only the
/// component, finds the card it came from (``MCPCardStore``). Two cards of the same layout have
/// different ids, and the same card keeps its ids from tap to tap, so the agent's diff of old and
/// new tree is a few patches.
enum MCPCardID {
    /// Between the token and the component's own id.
    static let separator: Character = ":"

    /// `id` with the card's `token` in front.
    static func id(_ id: String, token: String) -> String {
        "\(token)\(separator)\(id)"
    }

    /// The card token at the front of a component id; `nil` when the id has none.
    static func token(in componentID: String) -> String? {
        guard let end = componentID.firstIndex(of: separator) else { return nil }
        let token = componentID[..<end]
        return token.hasPrefix(MCPCardStore.tokenPrefix) ? String(token) : nil
    }
}

extension SKComponent {
    /// The same tree with `token` in front of every id, list rows' too (``MCPCardID``).
    func prefixingIDs(with token: String) -> SKComponent {
        var node = self
        node.id = MCPCardID.id(node.id, token: token)
        if case .list(var list) = node {
            for index in list.items.indices {
                list.items[index].id = MCPCardID.id(list.items[index].id, token: token)
            }
            node = .list(list)
        }
        let children = node.children
        if !children.isEmpty { node.children = children.map { $0.prefixingIDs(with: token) } }
        return node
    }

    /// Every action name the tree offers: buttons (enabled or not), tappable list rows, toggles
    /// and pickers.
    var offeredActions: Set<String> {
        var names = Set<String>()
        forEachNode { node in
            switch node {
            case .button(let button): names.insert(button.action)
            case .toggle(let toggle): if let action = toggle.action { names.insert(action) }
            case .picker(let picker): if let action = picker.action { names.insert(action) }
            case .list(let list): names.formUnion(list.items.compactMap(\.action))
            default: break
            }
        }
        names.remove("")
        return names
    }
}

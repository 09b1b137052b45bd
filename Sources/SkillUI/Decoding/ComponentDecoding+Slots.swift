import SkillJSON

// Tabs and modal: components whose children sit in named slots. The tree walker decodes the
// children; these read the slots and leave a placeholder in each until then.

struct TabsFields: NodeFieldSet {
    static let keys = FieldKeys(
        ["tabs", "selected"],
        aliases: [
            "items": "tabs", "pages": "tabs", "panes": "tabs", "tabItems": "tabs", "selectedIndex": "selected",
            "activeIndex": "selected", "active": "selected", "activeTab": "selected", "current": "selected",
            "index": "selected",
        ])
    var tabs, selected: Member?

    mutating func assign(_ slot: Int, _ member: Member) -> Member? {
        switch slot {
        case 0: Member.place(&tabs, member)
        case 1: Member.place(&selected, member)
        default: member
        }
    }
}

/// One tab written as an object.
struct TabFields: NodeFieldSet {
    static let keys = FieldKeys(
        ["title", "child"],
        aliases: [
            "label": "title", "name": "title", "text": "title", "content": "child", "component": "child",
            "body": "child", "view": "child", "children": "child",
        ])
    var title, child: Member?

    mutating func assign(_ slot: Int, _ member: Member) -> Member? {
        switch slot {
        case 0: Member.place(&title, member)
        case 1: Member.place(&child, member)
        default: member
        }
    }
}

struct ModalFields: NodeFieldSet {
    static let keys = FieldKeys(
        ["title", "trigger", "content"],
        aliases: [
            "heading": "title", "header": "title", "label": "title", "entryPointChild": "trigger",
            "opener": "trigger", "button": "trigger", "activator": "trigger", "contentChild": "content",
            "body": "content", "child": "content", "dialog": "content",
        ])
    var title, trigger, content: Member?

    mutating func assign(_ slot: Int, _ member: Member) -> Member? {
        switch slot {
        case 0: Member.place(&title, member)
        case 1: Member.place(&trigger, member)
        case 2: Member.place(&content, member)
        default: member
        }
    }
}

extension DecodingSession {
    /// What fills a slot until the walker has decoded its child.
    private static let placeholder = SKComponent.divider(SKDivider())

    /// Tabs: each tab needs a `child` (a tab without one is dropped) and gets a numbered title when
    /// it has none; at most ``SKTabs/maxTabs`` tabs; `selected` past the last tab is clamped.
    mutating func decodeTabs(_ members: [String: JSONValue], site: NodeSite) -> NodeOutcome {
        let (fields, idMember) = collect(members, as: TabsFields.self, typeName: "tabs")
        guard present(fields.tabs), let tabsMember = fields.tabs else { return missing("tabs", of: "tabs") }
        guard case .array(let elements) = tabsMember.value else {
            mismatch(tabsMember.step, expected: "an array of tabs", got: tabsMember.value, dropping: "component")
            return .dropped
        }
        var tabs: [SKTabs.Tab] = []
        var list = ChildList(values: [], key: tabsMember.key, childKeys: [], inputIndices: [])
        trail.append(.key(tabsMember.key))
        for (index, element) in elements.enumerated() {
            trail.append(.index(index))
            defer { trail.removeLast() }
            guard tabs.count < SKTabs.maxTabs else {
                drop([], "more than \(SKTabs.maxTabs) tabs", fix: "this and later tabs dropped")
                break
            }
            guard case .object(let tabMembers) = element else {
                drop([], "expected a tab {title, child}, got \(describe(element))", fix: "tab dropped")
                continue
            }
            let (tab, tabID) = collect(tabMembers, as: TabFields.self, typeName: "tab")
            if let tabID { warn(tabID.step, "unknown field \"id\" for tab", fix: "ignored") }
            guard present(tab.child), let child = tab.child else {
                drop([], "missing required field \"child\" for tab", fix: "tab dropped")
                continue
            }
            var title = string(tab.title)
            if title == nil {
                title = "\(tabs.count + 1)"
                if !present(tab.title) {
                    warn([], "missing required field \"title\" for tab", fix: "numbered \(quoted(title ?? ""))")
                }
            }
            tabs.append(SKTabs.Tab(title: title ?? "", child: Self.placeholder))
            list.values.append(child.value)
            list.childKeys?.append(child.key)
            list.inputIndices?.append(index)
        }
        trail.removeLast()
        var selected = count(fields.selected) ?? 0
        if selected >= tabs.count, selected > 0, let member = fields.selected {
            let last = max(0, tabs.count - 1)
            warn(member.step, "tab \(selected) is past the last tab, \(last)", fix: "clamped to \(last)")
            selected = last
        }
        var node = SKTabs(tabs: tabs, selected: selected)
        node.id = assignID(idMember, site: site, type: "tabs")
        return .container(.tabs(node), list)
    }

    /// Modal: `trigger` and `content` are required; a modal whose trigger or content is dropped is
    /// dropped too (by the walker).
    mutating func decodeModal(_ members: [String: JSONValue], site: NodeSite) -> NodeOutcome {
        let (fields, idMember) = collect(members, as: ModalFields.self, typeName: "modal")
        guard present(fields.trigger), let trigger = fields.trigger else { return missing("trigger", of: "modal") }
        guard present(fields.content), let content = fields.content else { return missing("content", of: "modal") }
        var node = SKModal(title: string(fields.title), trigger: Self.placeholder, content: Self.placeholder)
        node.id = assignID(idMember, site: site, type: "modal")
        let list = ChildList(
            values: [trigger.value, content.value], key: nil, indexed: false, childKeys: [trigger.key, content.key])
        return .container(.modal(node), list)
    }
}

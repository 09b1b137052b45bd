import SkillJSON

struct ListFields: NodeFieldSet {
    static let keys = FieldKeys(
        ["items"],
        aliases: ["rows": "items", "entries": "items", "data": "items", "children": "items", "components": "items"])
    var items: Member?

    mutating func assign(_ slot: Int, _ member: Member) -> Member? {
        slot == 0 ? Member.place(&items, member) : member
    }
}

struct ListItemFields: NodeFieldSet {
    static let keys = FieldKeys(
        ["title", "subtitle", "trailing", "action", "payload"],
        aliases: [
            "text": "title", "label": "title", "name": "title", "content": "title", "description": "subtitle",
            "detail": "subtitle", "subtext": "subtitle", "secondary": "subtitle", "caption": "subtitle",
            "summary": "subtitle", "value": "trailing", "accessory": "trailing", "trailingText": "trailing",
            "right": "trailing", "meta": "trailing", "onTap": "action", "onClick": "action", "data": "payload",
        ])
    var title, subtitle, trailing, action, payload: Member?

    mutating func assign(_ slot: Int, _ member: Member) -> Member? {
        switch slot {
        case 0: Member.place(&title, member)
        case 1: Member.place(&subtitle, member)
        case 2: Member.place(&trailing, member)
        case 3: Member.place(&action, member)
        case 4: Member.place(&payload, member)
        default: member
        }
    }
}

extension DecodingSession {
    /// List: rows are `{title, …}` objects or (leniently) plain strings; a row without a title is
    /// dropped.
    mutating func decodeList(_ members: [String: JSONValue], site: NodeSite) -> NodeOutcome {
        let (fields, idMember) = collect(members, as: ListFields.self, typeName: "list")
        guard present(fields.items), let itemsMember = fields.items else { return missing("items", of: "list") }
        guard case .array(let elements) = itemsMember.value else {
            mismatch(itemsMember.step, expected: "an array of items", got: itemsMember.value, dropping: "component")
            return .dropped
        }
        let id = assignID(idMember, site: site, type: "list")
        var items: [SKList.Item] = []
        items.reserveCapacity(elements.count)
        trail.append(.key(itemsMember.key))
        for (index, element) in elements.enumerated() {
            trail.append(.index(index))
            if let item = listItem(element, listID: id, index: index) { items.append(item) }
            trail.removeLast()
        }
        trail.removeLast()
        return .leaf(.list(SKList(id: id, items: items)))
    }

    private mutating func listItem(_ element: JSONValue, listID: String, index: Int) -> SKList.Item? {
        switch element {
        case .object(let members):
            let (fields, idMember) = collect(members, as: ListItemFields.self, typeName: "list item")
            guard present(fields.title) else {
                drop([], "missing required field \"title\" for list item", fix: "item dropped")
                return nil
            }
            guard let title = string(fields.title, dropping: "item") else { return nil }
            var item = SKList.Item(
                title: title, subtitle: string(fields.subtitle), trailing: string(fields.trailing),
                action: string(fields.action), payload: fields.payload.map { freeform($0.value, at: $0.step) })
            item.id = assignRowID(idMember, list: listID, index: index)
            return item
        case .string, .number:
            guard let title = string(element, at: []) else { return nil }
            if case .string = element {
                warn([], "expected a list item object, got a string", fix: "read as its title")
            }
            return SKList.Item(id: assignRowID(nil, list: listID, index: index), title: title)
        case .null, .bool, .array:
            drop([], "expected a list item object, got \(describe(element))", fix: "item dropped")
            return nil
        }
    }
}

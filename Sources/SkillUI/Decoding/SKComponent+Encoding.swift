import SkillJSON

extension SKComponent {
    /// The canonical wire JSON of this tree (see `docs/UI-FORMAT.md`).
    ///
    /// Every node has `"type"` and `"id"`, then each property that is set, under its wire key.
    /// Optional properties that are `nil` and properties equal to their default (`style` body,
    /// `role` primary, `disabled` false, …) are omitted. Colors are written as
    /// ``SKColor/description``. Stack and card children go under `"children"` (always present);
    /// a custom node's properties are merged at the top level, with `"children"` when it has any;
    /// an unknown node is its `raw` object with `type` and `id` set.
    /// ``UIDecoder/decodeStrict(_:options:)`` reads the result back into an equal tree.
    ///
    /// ```swift
    /// SKComponent.text(SKText(id: "t", content: "Hi", style: .title)).jsonValue.stableString()
    /// // {"content":"Hi","id":"t","style":"title","type":"text"}
    /// ```
    public var jsonValue: JSONValue {
        // Post-order over an explicit stack, so a deep tree built in code cannot overflow the stack.
        var pending: [(node: SKComponent, children: [SKComponent], encoded: [JSONValue])] = [
            (self, self.children, [])
        ]
        var result: JSONValue = .null
        while let top = pending.last {
            if top.encoded.count < top.children.count {
                let child = top.children[top.encoded.count]
                let grandchildren = child.children
                if grandchildren.isEmpty {
                    pending[pending.count - 1].encoded.append(child.shallowJSON(children: nil))
                } else {
                    pending.append((child, grandchildren, []))
                }
                continue
            }
            let finished = pending.removeLast()
            let value = finished.node.shallowJSON(children: finished.encoded)
            if pending.isEmpty {
                result = value
            } else {
                pending[pending.count - 1].encoded.append(value)
            }
        }
        return result
    }

    /// The node's own wire properties: the members of ``jsonValue`` without `"type"`, `"id"` and
    /// `"children"`. A list keeps its `"items"` (each with its `"id"`); tabs keep `"tabs"` with
    /// each tab's `"title"` only, and a modal leaves out its `"trigger"` and `"content"`.
    ///
    /// Diffing two versions of a node compares these to name the properties that changed.
    ///
    /// ```swift
    /// SKComponent.button(SKButton(title: "OK", action: "ok", disabled: true)).properties
    /// // ["title": "OK", "action": "ok", "disabled": true]
    /// ```
    public var properties: [String: JSONValue] {
        var members = WireObject()
        switch self {
        case .text(let node):
            members["content"] = .string(node.content)
            members.set("style", node.style, default: .body)
            members.set("align", node.align)
            members.set("color", node.color)
            members.set("weight", node.weight)
        case .button(let node):
            members["title"] = .string(node.title)
            members["action"] = .string(node.action)
            members["payload"] = node.payload
            members.set("role", node.role, default: .primary)
            members.set("disabled", node.disabled)
        case .textField(let node):
            members["name"] = .string(node.name)
            members.set("label", node.label)
            members.set("placeholder", node.placeholder)
            members.set("value", node.value)
            members.set("kind", node.kind, default: .text)
            members.set("required", node.required)
            members.set("minLength", node.minLength)
            members.set("maxLength", node.maxLength)
            members.set("pattern", node.pattern)
        case .list(let node):
            members["items"] = .array(node.items.map(Self.itemJSON))
        case .image(let node):
            members["url"] = .string(node.url)
            members.set("alt", node.alt)
            members.set("width", node.width)
            members.set("height", node.height)
            members.set("fit", node.fit, default: .fit)
        case .spacer(let node):
            members.set("size", node.size)
        case .divider:
            break
        case .stack(let node):
            members.set("direction", node.direction, default: .vertical)
            members.set("spacing", node.spacing)
            members.set("alignment", node.alignment)
            members.set("padding", node.padding)
            members.set("background", node.background)
        case .card(let node):
            members.set("title", node.title)
            members.set("subtitle", node.subtitle)
        case .table(let node):
            members["columns"] = .array(node.columns.map(JSONValue.string))
            members["rows"] = .array(node.rows.map { .array($0.map(JSONValue.string)) })
        case .chart(let node):
            members["kind"] = .string(node.kind.rawValue)
            members.set("title", node.title)
            members["labels"] = .array(node.labels.map(JSONValue.string))
            members["series"] = .array(node.series.map(Self.seriesJSON))
        case .badge(let node):
            members["text"] = .string(node.text)
            members.set("color", node.color)
        case .progress(let node):
            members["value"] = .number(node.value)
            members.set("label", node.label)
        case .toggle(let node):
            members["name"] = .string(node.name)
            members["label"] = .string(node.label)
            members.set("isOn", node.isOn)
            members.set("action", node.action)
            members.set("style", node.style, default: .switch)
        case .picker(let node):
            members["name"] = .string(node.name)
            members.set("label", node.label)
            members["options"] = .array(
                node.options.map { ["value": .string($0.value), "label": .string($0.label)] })
            if node.multiple {
                members["multiple"] = .bool(true)
                if !node.selectedValues.isEmpty {
                    members["selected"] = .array(node.selectedValues.map(JSONValue.string))
                }
            } else {
                members.set("selected", node.selected)
            }
            members.set("action", node.action)
            members.set("style", node.style, default: .dropdown)
        case .link(let node):
            members["title"] = .string(node.title)
            members["url"] = .string(node.url)
        case .slider(let node):
            members["name"] = .string(node.name)
            members.set("label", node.label)
            if node.min != 0 { members["min"] = .number(node.min) }
            members["max"] = .number(node.max)
            members.set("step", node.step)
            members["value"] = .number(node.value)
        case .dateTimeInput(let node):
            members["name"] = .string(node.name)
            members.set("label", node.label)
            members.set("value", node.value)
            members.set("mode", node.mode, default: .dateTime)
            members.set("min", node.min)
            members.set("max", node.max)
        case .icon(let node):
            members["name"] = .string(node.name.rawValue)
            members.set("label", node.label)
        case .video(let node):
            members["url"] = .string(node.url)
            members.set("poster", node.poster)
            members.set("description", node.description)
        case .audioPlayer(let node):
            members["url"] = .string(node.url)
            members.set("description", node.description)
        case .tabs(let node):
            members["tabs"] = .array(node.tabs.map { ["title": .string($0.title)] })
            if node.selected != 0 { members["selected"] = .number(Double(node.selected)) }
        case .modal(let node):
            members.set("title", node.title)
        case .custom(let node):
            members.storage = node.properties
            for key in ["type", "id", "children"] { members.storage.removeValue(forKey: key) }
        case .unknown(let node):
            members.storage = node.raw.objectValue ?? [:]
            for key in ["type", "id", "children"] { members.storage.removeValue(forKey: key) }
        }
        return members.storage
    }

    /// This node's object with `type`, `id` and the given encoded children.
    private func shallowJSON(children: [JSONValue]?) -> JSONValue {
        var object: [String: JSONValue]
        switch self {
        case .unknown(let node):
            object = node.raw.objectValue ?? [:]
        case .custom(let node):
            object = node.properties
            object.removeValue(forKey: "children")
        default:
            object = properties
        }
        object["type"] = .string(typeName)
        object["id"] = .string(id)
        switch self {
        case .tabs(let node):
            let encoded = children ?? node.tabs.map(\.child.jsonValue)
            object["tabs"] = .array(
                zip(node.tabs, encoded).map { tab, child in ["title": .string(tab.title), "child": child] })
        case .modal(let node):
            object["trigger"] = children?.first ?? node.trigger.jsonValue
            object["content"] = children?.last ?? node.content.jsonValue
        case .stack, .card:
            object["children"] = .array(children ?? [])
        case .custom:
            if let children, !children.isEmpty { object["children"] = .array(children) }
        default:
            break
        }
        return .object(object)
    }

    private static func itemJSON(_ item: SKList.Item) -> JSONValue {
        var members = WireObject()
        members["id"] = .string(item.id)
        members["title"] = .string(item.title)
        members.set("subtitle", item.subtitle)
        members.set("trailing", item.trailing)
        members.set("action", item.action)
        members["payload"] = item.payload
        return .object(members.storage)
    }

    private static func seriesJSON(_ series: SKChart.Series) -> JSONValue {
        var members = WireObject()
        members["name"] = .string(series.name)
        members["values"] = .array(series.values.map(JSONValue.number))
        members.set("color", series.color)
        return .object(members.storage)
    }
}

/// An object under construction that leaves out `nil`s and defaults.
private struct WireObject {
    var storage: [String: JSONValue] = [:]

    subscript(key: String) -> JSONValue? {
        get { storage[key] }
        set { storage[key] = newValue }
    }

    mutating func set(_ key: String, _ value: String?) {
        if let value { storage[key] = .string(value) }
    }

    mutating func set(_ key: String, _ value: Double?) {
        if let value { storage[key] = .number(value) }
    }

    mutating func set(_ key: String, _ value: Int?) {
        if let value { storage[key] = .number(Double(value)) }
    }

    /// Writes `true` only; `false` is the default of every flag.
    mutating func set(_ key: String, _ value: Bool) {
        if value { storage[key] = .bool(true) }
    }

    mutating func set(_ key: String, _ value: SKColor?) {
        if let value { storage[key] = .string(value.description) }
    }

    mutating func set<Value: RawRepresentable<String>>(_ key: String, _ value: Value?) {
        if let value { storage[key] = .string(value.rawValue) }
    }

    mutating func set<Value: RawRepresentable<String> & Equatable>(
        _ key: String, _ value: Value, default defaultValue: Value
    ) {
        if value != defaultValue { storage[key] = .string(value.rawValue) }
    }
}

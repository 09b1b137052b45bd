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
    public var properties: [String: JSONValue] { visit(WirePropertiesReader()) }

    /// This node's object with `type`, `id` and the given encoded children.
    private func shallowJSON(children: [JSONValue]?) -> JSONValue {
        var object = visit(WireObjectWriter(children: children))
        object["type"] = .string(typeName)
        object["id"] = .string(id)
        return .object(object)
    }
}

private struct WirePropertiesReader: NodeVisitor {
    func visit<Node: NodePayload>(_ node: Node) -> [String: JSONValue] { node.wireProperties }
}

private struct WireObjectWriter: NodeVisitor {
    let children: [JSONValue]?
    func visit<Node: NodePayload>(_ node: Node) -> [String: JSONValue] { node.wireObject(children: children) }
}

/// An object under construction that leaves out `nil`s and defaults.
struct WireObject {
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

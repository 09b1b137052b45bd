import SkillJSON

extension SKComponent {
    /// This node with the wire properties in `set` given their values and those in `unset` taken
    /// back to their defaults; `type`, `id` and children are kept.
    ///
    /// Built-in types are rebuilt by decoding their wire object strictly, so a value the type
    /// does not accept fails here with the decoder's diagnostic. Custom and unknown nodes keep
    /// their properties as JSON and take the change as is.
    func updated(set: [String: JSONValue], unset: [String]) throws(UIError) -> SKComponent {
        func edit(_ object: inout [String: JSONValue]) {
            for key in unset { object.removeValue(forKey: key) }
            for (key, value) in set { object[key] = value }
        }
        switch self {
        case .custom(var node):
            edit(&node.properties)
            return .custom(node)
        case .unknown(var node):
            var object = node.raw.objectValue ?? [:]
            edit(&object)
            node.raw = .object(object)
            return .unknown(node)
        default:
            var object = properties
            edit(&object)
            object["type"] = .string(typeName)
            object["id"] = .string(id)
            if canHoldChildren { object["children"] = [] }
            if hasFixedSlots { try fillSlots(&object) }
            var decoded = try UIDecoder.decodeStrict(.object(object))
            guard decoded.isSameKind(as: self) else {
                throw .patchFailed("'\(id)' would become a \(decoded.typeName)")
            }
            decoded.children = children
            return decoded
        }
    }

    /// Puts this slot node's children back into its edited wire object, so strict decoding sees a
    /// whole node: each tab its `child` (the tab count may not change), a modal its `trigger` and
    /// `content`.
    private func fillSlots(_ object: inout [String: JSONValue]) throws(UIError) {
        let slots = children.map(\.jsonValue)
        if case .modal = self {
            object["trigger"] = slots.first
            object["content"] = slots.last
            return
        }
        guard case .array(let tabs)? = object["tabs"], tabs.count == slots.count else {
            throw .patchFailed("an update must keep the \(slots.count) tabs of '\(id)'; replace it to change them")
        }
        object["tabs"] = .array(
            zip(tabs, slots).map { tab, child in
                var members = tab.objectValue ?? [:]
                members["child"] = child
                return .object(members)
            })
    }
}

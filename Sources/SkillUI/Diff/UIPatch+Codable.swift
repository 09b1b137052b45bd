import SkillJSON

/// The wire form described on ``UIPatch``: an object with an `"op"` tag.
extension UIPatch: Codable {
    private enum CodingKeys: String, CodingKey {
        case op, id, parentID, index, component, set, unset
    }

    /// The `"op"` tags, each written once.
    private enum Operation: String {
        case insert, remove, move, update, replace
    }

    /// Reads a patch from its wire form; components are decoded strictly
    /// (``UIDecoder/decodeStrict(_:options:)``) with the standard registry, so a component of a
    /// custom type fails here — decode such patches yourself with your registry.
    ///
    /// - Throws: `DecodingError` for an unknown `op`, a missing member, or a component that does
    ///   not decode (its message names the component's path).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let tag = try container.decode(String.self, forKey: .op)
        guard let operation = Operation(rawValue: tag) else {
            throw DecodingError.dataCorruptedError(
                forKey: .op, in: container,
                debugDescription: "unknown patch op '\(tag)' — expected insert, remove, move, update or replace")
        }
        switch operation {
        case .insert:
            self = .insert(
                parentID: try container.decode(String.self, forKey: .parentID),
                index: try container.decode(Int.self, forKey: .index), component: try Self.component(in: container))
        case .remove:
            self = .remove(id: try container.decode(String.self, forKey: .id))
        case .move:
            self = .move(
                id: try container.decode(String.self, forKey: .id),
                parentID: try container.decode(String.self, forKey: .parentID),
                index: try container.decode(Int.self, forKey: .index))
        case .update:
            self = .update(
                id: try container.decode(String.self, forKey: .id),
                set: try container.decodeIfPresent([String: JSONValue].self, forKey: .set) ?? [:],
                unset: try container.decodeIfPresent([String].self, forKey: .unset) ?? [])
        case .replace:
            self = .replace(
                id: try container.decode(String.self, forKey: .id), component: try Self.component(in: container))
        }
    }

    /// Writes the wire form; `set` and `unset` are left out when empty.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .insert(let parentID, let index, let component):
            try container.encode(Operation.insert.rawValue, forKey: .op)
            try container.encode(parentID, forKey: .parentID)
            try container.encode(index, forKey: .index)
            try container.encode(component.jsonValue, forKey: .component)
        case .remove(let id):
            try container.encode(Operation.remove.rawValue, forKey: .op)
            try container.encode(id, forKey: .id)
        case .move(let id, let parentID, let index):
            try container.encode(Operation.move.rawValue, forKey: .op)
            try container.encode(id, forKey: .id)
            try container.encode(parentID, forKey: .parentID)
            try container.encode(index, forKey: .index)
        case .update(let id, let set, let unset):
            try container.encode(Operation.update.rawValue, forKey: .op)
            try container.encode(id, forKey: .id)
            if !set.isEmpty { try container.encode(set, forKey: .set) }
            if !unset.isEmpty { try container.encode(unset, forKey: .unset) }
        case .replace(let id, let component):
            try container.encode(Operation.replace.rawValue, forKey: .op)
            try container.encode(id, forKey: .id)
            try container.encode(component.jsonValue, forKey: .component)
        }
    }

    private static func component(in container: KeyedDecodingContainer<CodingKeys>) throws -> SKComponent {
        let value = try container.decode(JSONValue.self, forKey: .component)
        do {
            return try UIDecoder.decodeStrict(value)
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: .component, in: container, debugDescription: "invalid component: \(error)")
        }
    }
}

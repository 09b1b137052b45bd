import SkillJSON

/// One edit of a UI tree, addressed by component id: what ``UIDiff/diff(from:to:)`` produces and
/// ``UIDiff/apply(_:to:)`` performs.
///
/// Patches apply in order, and every index is a position at the moment its patch is applied.
///
/// Wire form (``Codable``), one JSON object per patch with an `"op"` tag — components in their
/// canonical wire form (``SKComponent/jsonValue``):
///
/// ```json
/// {"op": "insert",  "parentID": "list", "index": 0, "component": {"type": "text", "id": "t9", "content": "Hi"}}
/// {"op": "remove",  "id": "t3"}
/// {"op": "move",    "id": "t4", "parentID": "side", "index": 2}
/// {"op": "update",  "id": "b1", "set": {"title": "Save"}, "unset": ["disabled"]}
/// {"op": "replace", "id": "c2", "component": {"type": "card", "id": "c2", "title": "Now", "children": []}}
/// ```
///
/// `set` and `unset` are absent when empty. A web page applies them the same way
/// ``UIDiff/apply(_:to:)`` does.
public enum UIPatch: Sendable, Hashable {
    /// Put `component` (with its subtree) among the children of `parentID` at `index`
    /// (`0...count`; `count` appends).
    case insert(parentID: String, index: Int, component: SKComponent)
    /// Take the component `id` and its subtree out of the tree.
    case remove(id: String)
    /// Take the component `id` (with its subtree) out of its parent, then put it among the
    /// children of `parentID` at `index`, counted after it was taken out. Within one parent,
    /// this moves it to `index`.
    case move(id: String, parentID: String, index: Int)
    /// Change wire properties of the component `id` (``SKComponent/properties``): give each key
    /// in `set` its value, and take each key in `unset` back to its default. Children, `type` and
    /// `id` do not change.
    case update(id: String, set: [String: JSONValue], unset: [String])
    /// Put `component` (with its subtree) where the component `id` is, dropping that one's
    /// subtree. Used when a component's type changes, or the root's id.
    case replace(id: String, component: SKComponent)
}

extension UIPatch: CustomStringConvertible {
    /// One line for logs and test failures: `move t4 → side[2]`, `update b1 set title unset disabled`.
    public var description: String {
        switch self {
        case .insert(let parentID, let index, let component):
            return "insert \(component.typeName) \(component.id) → \(parentID)[\(index)]"
        case .remove(let id):
            return "remove \(id)"
        case .move(let id, let parentID, let index):
            return "move \(id) → \(parentID)[\(index)]"
        case .update(let id, let set, let unset):
            let setPart = set.isEmpty ? "" : " set " + set.keys.sorted().joined(separator: ",")
            let unsetPart = unset.isEmpty ? "" : " unset " + unset.joined(separator: ",")
            return "update \(id)\(setPart)\(unsetPart)"
        case .replace(let id, let component):
            return "replace \(id) with \(component.typeName) \(component.id)"
        }
    }
}

import SkillJSON
import SkillUI
import SkillUIHTML

/// UI patches turned into edits a page can make to its DOM without a renderer of its own:
/// `{"op":"replace","id":…,"html":…}` puts freshly rendered HTML in place of the element with
/// that `data-sk-id`; `{"op":"remove","id":…}` takes it out.
///
/// Every `html` is rendered from the *new* tree, so applying the edits in order leaves each
/// touched element as the new tree has it: an `update` or `replace` redraws that component, an
/// `insert` or `move` redraws the parent that gained the child (a `move` also redraws the old
/// parent, or removes the moved element when the old parent is unknown). A page that cannot
/// find an element falls back to the message's whole `html`.
enum DOMPatches {
    static func make(_ patches: [UIPatch], newTree: SKComponent?) -> [JSONValue] {
        guard let newTree else { return [] }
        let renderer = HTMLRenderer()
        func replace(_ id: String) -> JSONValue? {
            guard let node = newTree.component(withID: id) else { return nil }
            return .object(["op": "replace", "id": .string(id), "html": .string(renderer.renderFragment(node))])
        }
        var edits: [JSONValue] = []
        for patch in patches {
            switch patch {
            case .update(let id, _, _), .replace(let id, _):
                if let edit = replace(id) { edits.append(edit) }
            case .insert(let parentID, _, _):
                if let edit = replace(parentID) { edits.append(edit) }
            case .move(let id, let parentID, _):
                edits.append(.object(["op": "remove", "id": .string(id)]))
                if let edit = replace(parentID) { edits.append(edit) }
            case .remove(let id):
                edits.append(.object(["op": "remove", "id": .string(id)]))
            }
        }
        return edits
    }
}

import AgentSkill
import SkillJSON
import SkillUI

/// The conversation's UI as A2UI v0.9 messages, for `GET /api/a2ui/events`: a plain value that
/// remembers which messages' surfaces a client has been told about.
///
/// 1. A message with UI, new to the client, becomes `createSurface` (the surface id is the
///    message id, as text) then ``A2UIWriter``'s `updateComponents` and, when the UI has inputs,
///    `updateDataModel`. A UI decoded from a bound document (its output has
///    ``AgentSkill/SkillOutput/bindings``) is written with its bindings and templates, and its
///    data model.
/// 2. A later change of that message's UI (a tap's patches) becomes the **whole tree again**:
///    `updateComponents` with every component (A2UI has no message that removes a component, so a
///    component the new tree dropped stays in the surface unreferenced and unseen) and the data
///    model again. We send the whole tree rather than only the patched components because a
///    patch that moves or removes children changes the parent's child list anyway.
/// 3. A message whose UI went away becomes `deleteSurface`.
struct A2UISurfaces: Sendable {
    private var shown: Set<Int> = []

    /// The messages that bring the client up to date with `message` (none when it has no UI and
    /// never had).
    mutating func messages(for message: Message) -> [JSONValue] {
        let surface = String(message.id)
        guard let ui = message.ui else {
            guard shown.remove(message.id) != nil else { return [] }
            return [["version": .string(A2UIWriter.version), "deleteSurface": ["surfaceId": .string(surface)]]]
        }
        let written = A2UIWriter.write(ui, bindings: message.output.bindings, surfaceID: surface).messages
        guard shown.insert(message.id).inserted else { return Array(written.dropFirst()) }
        return written
    }

    /// Whether the client has been told about the surface of message `id`.
    func isShown(_ id: Int) -> Bool { shown.contains(id) }

    /// The message id a surface id names, or `nil` when it is not one of ours.
    static func messageID(of surfaceID: String) -> Int? {
        guard let id = Int(surfaceID), String(id) == surfaceID, id >= 0 else { return nil }
        return id
    }
}

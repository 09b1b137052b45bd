import AgentSkill
import Foundation
import SkillJSON
import SkillUI

/// A v0.9 client `action` message read strictly for `POST /api/a2ui/actions`, as our
/// ``UIAction`` on the message its surface is:
/// `{"version": "v0.9", "action": {name, surfaceId, sourceComponentId, timestamp, context}}`
/// (`"v0.9.1"` too).
///
/// Every field is required and no other is allowed; the surface id is a message id (see
/// ``A2UISurfaces``); the timestamp is ISO 8601 date-time text; `context` is an object and becomes
/// the action's payload (none when it is empty). Each problem is a ``WebError/badRequest(_:)``
/// naming the field, as `action.timestamp`.
struct A2UIClientAction {
    var action: UIAction
    var messageID: Int

    /// The versions whose `action` message this reads (v0.9.1 kept v0.9's).
    static let versions: Set<String> = ["v0.9", "v0.9.1"]
    static let actionFields: Set<String> = ["name", "surfaceId", "sourceComponentId", "timestamp", "context"]

    init(_ body: JSONValue) throws(WebError) {
        guard case .object(let envelope) = body else {
            throw .badRequest("invalid A2UI message: expected a JSON object {\"version\", \"action\"}")
        }
        guard let version = envelope["version"]?.stringValue, Self.versions.contains(version) else {
            throw .badRequest(
                "invalid field 'version': expected \"v0.9\" or \"v0.9.1\", got "
                    + (envelope["version"]?.stableString() ?? "nothing"))
        }
        if let extra = envelope.keys.sorted().first(where: { $0 != "version" && $0 != "action" }) {
            throw .badRequest(
                "unexpected field '\(extra)': an A2UI client message here has only 'version' and 'action'"
                    + (extra == "error" ? " (error messages are not accepted)" : ""))
        }
        guard case .object(let fields)? = envelope["action"] else {
            throw .badRequest("missing or invalid field 'action': expected an object")
        }
        if let extra = fields.keys.sorted().first(where: { !Self.actionFields.contains($0) }) {
            throw .badRequest(
                "unexpected field 'action.\(extra)': an action has name, surfaceId, sourceComponentId, timestamp, context"
            )
        }
        func text(_ key: String) throws(WebError) -> String {
            guard case .string(let value)? = fields[key], !value.isEmpty else {
                throw .badRequest("missing or invalid field 'action.\(key)': expected a non-empty string")
            }
            return value
        }
        let name = try text("name")
        let surface = try text("surfaceId")
        let source = try text("sourceComponentId")
        let timestamp = try text("timestamp")
        guard Self.isDateTime(timestamp) else {
            throw .badRequest(
                "invalid field 'action.timestamp': \(JSONValue.string(timestamp)) is not an ISO 8601 date-time"
                    + " such as \"2026-03-01T10:15:00Z\"")
        }
        guard case .object(let context)? = fields["context"] else {
            throw .badRequest("missing or invalid field 'action.context': expected an object ({} for none)")
        }
        guard let messageID = A2UISurfaces.messageID(of: surface) else {
            throw .badRequest(
                "invalid field 'action.surfaceId': \(JSONValue.string(surface)) is not a surface of this conversation"
                    + " (its surfaces are message ids, as GET /api/a2ui/events names them)")
        }
        self.messageID = messageID
        action = UIAction(componentID: source, action: name, payload: context.isEmpty ? nil : .object(context))
    }

    /// Whether `text` is an RFC 3339 / ISO 8601 date-time with a zone (fractional seconds allowed).
    static func isDateTime(_ text: String) -> Bool {
        let plain = ISO8601DateFormatter()
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return plain.date(from: text) != nil || fractional.date(from: text) != nil
    }
}

import AgentSkill
import SkillJSON

/// The settings read from the config file (`config.json`).
///
/// ```json
/// {"permissions": {"rules": [{"skill": "ledger.add", "when": {"argument": "amount", "above": 1000}, "decision": "ask"}]}}
/// ```
///
/// Each top-level section belongs to one part of the program; sections this version does not
/// know are ignored, so a newer file still works, but inside a known section every key is
/// checked and an unknown one is an error (a typo must not silently loosen a permission).
struct AssistantConfig: Sendable, Equatable {
    /// The `permissions` section; the default policy when the file has none.
    var permissions = PermissionPolicy()

    /// Reads the settings from a parsed file.
    ///
    /// - Throws: ``JSONError/decodingFailed(path:reason:)`` naming the path of the first problem.
    init(json: JSONValue) throws(JSONError) {
        guard case .object(let sections) = json else {
            throw .decodingFailed(
                path: .root, reason: "expected an object with sections such as \"permissions\", got \(json.typeName)")
        }
        if let permissions = sections["permissions"] {
            self.permissions = try PermissionPolicy(json: permissions, at: ["permissions"])
        }
    }

    /// The defaults, for when there is no file.
    init() {}
}

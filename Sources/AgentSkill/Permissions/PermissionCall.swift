import SkillJSON

/// One call the policy decides about: which skill, what it declared, what it will do, with what.
public struct PermissionCall: Sendable, Hashable {
    /// The skill's id.
    public var skillID: String
    /// The permissions the skill declared.
    public var permissions: [SkillPermission]
    /// The effect of this call (``Skill/effect(for:)``).
    public var effect: SkillEffect
    /// The validated arguments.
    public var arguments: JSONValue

    /// Creates a call.
    public init(skillID: String, permissions: [SkillPermission] = [], effect: SkillEffect, arguments: JSONValue = [:]) {
        self.skillID = skillID
        self.permissions = permissions
        self.effect = effect
        self.arguments = arguments
    }
}

import AgentSkill

/// Which skill serves each ``AgentSkill/SkillRole``, as the skills declare: how the routing rules
/// name the skill that makes events or totals spending without knowing its id.
///
/// When several skills declare a role, the first by id serves it. A role no skill declares has
/// no skill, and the rules for it stay silent (as they do for a registry without such a skill).
///
/// ```swift
/// let roles = RoleTable(model.skills.values)
/// roles.skill(for: .eventCreate)                 // the id of the skill that declares it, if any
/// roles.plays(prediction.skillID, .eventCreate)  // whether the prediction is that skill
/// ```
struct RoleTable: Sendable {
    private let skillByRole: [SkillRole: String]

    /// The roles declared by `skills`.
    init(_ skills: some Sequence<SkillSlots>) {
        var skillByRole: [SkillRole: String] = [:]
        for skill in skills {
            for role in skill.roles where skillByRole[role].map({ skill.id < $0 }) ?? true {
                skillByRole[role] = skill.id
            }
        }
        self.skillByRole = skillByRole
    }

    /// The skill that serves `role` (the first by id when several declare it), if any.
    func skill(for role: SkillRole) -> String? {
        skillByRole[role]
    }

    /// The skills that serve `roles`, those that some skill serves.
    func skills(for roles: [SkillRole]) -> [String] {
        roles.compactMap { skillByRole[$0] }
    }

    /// Whether some skill serves `role`.
    func has(_ role: SkillRole) -> Bool {
        skillByRole[role] != nil
    }

    /// Whether `skillID` is the skill that serves `role`; `false` for no skill.
    func plays(_ skillID: String?, _ role: SkillRole) -> Bool {
        guard let skillID else { return false }
        return skillByRole[role] == skillID
    }
}

import AgentSkill

/// The skills that ship with AgentSkill.
public enum StandardSkills {
    /// A fresh instance of every standard skill, in the order they are listed to people.
    public static func all() -> [any Skill] {
        [EchoSkill(), DisplayTextSkill()]
    }
}

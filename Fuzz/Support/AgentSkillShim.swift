// Stands in for the part of the AgentSkill module that StandardSkillError needs, so the ics fuzz
// target can compile its StandardSkills files without the whole agent. Together with the real
// Sources/AgentSkill/Localization/ReplyLanguage.swift it is built as a small module named
// AgentSkill (see scripts/fuzz). Keep the requirement in step with
// Sources/AgentSkill/Skills/LocalizedSkillError.swift.

/// An error that can say what went wrong in the language of the reply.
public protocol LocalizedSkillError: Error {
    /// The message in `language`.
    func message(in language: ReplyLanguage) -> String
}

import AgentSkill
import SkillJSON

/// A skill as the skill panel shows it: its name and description in the person's language, and a field per
/// argument of its parameter schema.
struct SkillSummary: Identifiable, Hashable {
    let id: String
    let name: String
    let summary: String
    /// The fields of its form: required arguments first, then the others, each group by name.
    let fields: [SkillField]

    init(skill: any Skill, language: ReplyLanguage) {
        let texts = skill.texts(in: language)
        id = skill.id
        name = texts.name
        summary = texts.description
        let schema = skill.parameters
        fields = schema.properties
            .map { name, property in
                SkillField(
                    name: name, schema: property, isRequired: schema.required.contains(name), texts: texts)
            }
            .sorted { ($0.isRequired ? 0 : 1, $0.id) < ($1.isRequired ? 0 : 1, $1.id) }
    }
}

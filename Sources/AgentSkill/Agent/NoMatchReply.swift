/// The answer when no skill fits: says so and lists what the agent can do, each skill by its
/// name and description in the person's language, with an example in that language.
enum NoMatchReply {
    static func text(for request: String, skills: [any Skill], language: ReplyLanguage) -> String {
        let quoted = request.count > 60 ? String(request.prefix(60)) + "…" : request
        let opening = Phrase.noMatch.text(in: language, ["request": quoted])
        guard !skills.isEmpty else { return language.sentences(opening, Phrase.noSkillsRegistered.text(in: language)) }
        var lines = [language.sentences(opening, Phrase.canHelpWith.text(in: language))]
        for skill in skills {
            let texts = skill.texts(in: language)
            var values = ["name": texts.name, "description": texts.description]
            if let example = skill.example(in: language) ?? skill.examples.first {
                values["example"] = example.utterance
                lines.append(Phrase.skillLineWithExample.text(in: language, values))
            } else {
                lines.append(Phrase.skillLine.text(in: language, values))
            }
        }
        return lines.joined(separator: "\n")
    }
}

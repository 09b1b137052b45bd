/// The answer when no skill fits: says so and lists what the agent can do.
enum NoMatchReply {
    static func text(for request: String, skills: [any Skill], language: ReplyLanguage) -> String {
        let quoted = request.count > 60 ? String(request.prefix(60)) + "…" : request
        let zh = language == .chinese
        guard !skills.isEmpty else {
            return zh ? "没有技能能处理“\(quoted)”：还没有注册任何技能。" : "No skill matched “\(quoted)”: no skills are registered yet."
        }
        var lines = [zh ? "没有技能能处理“\(quoted)”。我会这些：" : "No skill matched “\(quoted)”. I can help with:"]
        for skill in skills {
            var line = "• \(skill.id)"
            if skill.name != skill.id { line += " (\(skill.name))" }
            line += " — \(skill.description)"
            let example =
                zh
                ? skill.examples.first { ReplyLanguage.detect(in: $0.utterance, fallback: .english) == .chinese }
                : skill.examples.first { ReplyLanguage.detect(in: $0.utterance, fallback: .english) == .english }
            if let example = example ?? skill.examples.first {
                line += zh ? "，例如“\(example.utterance)”" : " (try “\(example.utterance)”)"
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}

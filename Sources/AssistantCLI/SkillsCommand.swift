import AgentSkill
import Foundation
import SkillJSON
import SkillUI
import SkillUITerminal

/// `assistant skills [--json]` and the chat's `/skills`: what the assistant can do.
extension AssistantCommand.Skills {
    /// Lists the skills (the standard ones, or those given); opens no store and starts no MCP server.
    static func run(in environment: CommandEnvironment) throws(CommandExit) -> Int32 {
        let skills = try environment.registry().skills
        let json = environment.options.json
        let locale =
            environment.options.localeIdentifier ?? AssistantProgram.localeIdentifier(from: environment.io.environment)
        let language = ReplyLanguage(locale: Locale(identifier: locale))
        let width = environment.io.environment["COLUMNS"].flatMap { Int($0) } ?? 80
        environment.io.write(render(skills, json: json, language: language, width: width), as: json ? .json : .plain)
        return 0
    }

    /// The skills as JSON (`--json`: ids, keywords, examples, parameter schemas), or as a table a
    /// person reads: name, what it does and one example, in `language`, fitted to `width` columns.
    static func render(
        _ skills: [any Skill], json: Bool, language: ReplyLanguage = .english, width: Int = 80
    ) -> String {
        if json {
            return JSONValue.object(["skills": .array(skills.map(\.jsonSummary))]).stableString(pretty: true) + "\n"
        }
        guard !skills.isEmpty else { return Phrase.noSkillsRegistered.text(in: language) + "\n" }
        let columns = Phrase.skillsHeader.text(in: language).split(separator: "|").map(String.init)
        let rows = skills.map { skill in
            let texts = skill.texts(in: language)
            let example =
                skill.example(in: language)
                ?? skill.examples.first
            return [texts.name, texts.description, example?.utterance ?? ""]
        }
        let options = TerminalRenderer.Options(width: width, color: false)
        let text = TerminalRenderer(options: options).render(.table(SKTable(columns: columns, rows: rows))).text
        return text.hasSuffix("\n") ? text : text + "\n"
    }
}

extension Skill {
    /// The stable JSON form printed by `assistant skills --json` (documented in the README).
    var jsonSummary: JSONValue {
        [
            "id": .string(id),
            "name": .string(name),
            "description": .string(description),
            "keywords": .array(keywords.map(JSONValue.string)),
            "examples": .array(
                examples.map { ["utterance": .string($0.utterance), "arguments": $0.arguments ?? .null] }),
            "permissions": .array(permissions.map { .string($0.rawValue) }),
            "parameters": parameters.jsonValue,
        ]
    }
}

import AgentSkill
import Foundation
import SkillJSON
import Testing

/// The phrase tables, and the answers to greetings, thanks and "what can you do".
struct SmallTalkTests {
    /// A skill with a role and examples in both languages, like a standard one.
    struct DiarySkill: Skill {
        let id = "diary.add"
        let description = "Writes a diary entry"
        var roles: Set<SkillRole> { [.eventCreate] }
        var examples: [SkillExample] { [SkillExample("write in my diary: sunny"), SkillExample("记日记：晴天")] }
        func texts(in language: ReplyLanguage) -> SkillTexts {
            language == .chinese
                ? SkillTexts(name: "写日记", description: "记一篇日记") : SkillTexts(name: "Diary", description: description)
        }
        func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput { SkillOutput("ok") }
    }

    @Test(arguments: Phrase.allCases)
    func everyPhraseHasBothLanguagesWithTheSamePlaceholders(phrase: Phrase) {
        let english = Phrase.template(phrase, in: .english)
        let chinese = Phrase.template(phrase, in: .chinese)
        #expect(!english.isEmpty && !chinese.isEmpty)
        #expect(Set(Phrase.placeholders(in: english)) == Set(Phrase.placeholders(in: chinese)))
        // Outside its placeholders and the y/N of a prompt, the Chinese table has no English words.
        var words = chinese
        for name in Phrase.placeholders(in: chinese) { words = words.replacingOccurrences(of: "{\(name)}", with: "") }
        // Commands, keys and the program's name are typed as they are.
        for typed in ["[y/N]", "/skills", "/help", "/quit", "Ctrl-D", "Ctrl-C", "AgentSkill"] {
            words = words.replacingOccurrences(of: typed, with: "")
        }
        #expect(!words.contains { $0.isASCII && $0.isLetter }, "\(phrase): \(chinese)")
    }

    @Test func placeholdersAreFilledAndUnknownOnesKept() {
        #expect(Phrase.noMatch.text(in: .chinese, ["request": "订机票"]) == "我还不会处理“订机票”。")
        #expect(Phrase.noMatch.text(in: .english) == "I can't do “{request}” yet.")
        #expect(Phrase.skillLine.text(in: .english, ["name": "Diary"]) == "• Diary — {description}")
    }

    @Test(arguments: [
        ("你好", "你好！我是你的助手。直接说你想做什么就行。\n比如：\n• 记日记：晴天"),
        (
            "Hi there!",
            "Hi! I'm your assistant. Tell me what you need in your own words.\nFor example:\n• write in my diary: sunny"
        ),
        ("谢谢！", "不客气！"),
        ("thanks", "You're welcome!"),
        ("bye 👋", "Bye! Come back any time."),
        ("你好，你能做什么？", "我是你的助手，可以帮你管日程、记账、看天气。\n我会这些：写日记、echo\n比如：\n• 记日记：晴天"),
        (
            "what can you do",
            "I'm an assistant that keeps your calendar, your expenses and an eye on the weather.\nI can help with: Diary, echo\nFor example:\n• write in my diary: sunny"
        ),
        ("HELP", "Tell me what you need in your own words.\nFor example:\n• write in my diary: sunny"),
    ])
    func smallTalkIsAnsweredInThePersonsLanguage(text: String, reply: String) async throws {
        let agent = try Agent(skills: [DiarySkill(), EchoTestSkill()], configuration: .testing())
        let message = await agent.send(text)
        #expect(message.text == reply)
        #expect(message.skillID == nil)
    }

    /// Small talk is the whole message: with a request in it, it is not.
    @Test(arguments: ["你好，帮我订机票", "thanks for the flight booking", "help me book a flight"])
    func aRequestIsNotSmallTalk(text: String) async throws {
        let agent = try Agent(skills: [DiarySkill()], configuration: .testing())
        let message = await agent.send(text)
        #expect(message.text.contains("“\(text)”"))
    }

    @Test func greetingsOfferOneExamplePerAreaEverydayAreasFirst() async {
        struct Skill2: Skill {
            var id: String
            var roles: Set<SkillRole>
            var examples: [SkillExample]
            let description = "x"
            func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput { SkillOutput("") }
        }
        let skills: [any Skill] = [
            Skill2(id: "echo", roles: [], examples: (0..<50).map { SkillExample("echo \($0)") }),
            Skill2(id: "cal.edit", roles: [.eventChange], examples: (0..<9).map { SkillExample("move \($0)") }),
            Skill2(id: "cal.add", roles: [.eventCreate], examples: [SkillExample("add lunch")]),
            Skill2(id: "money.add", roles: [.entryRecord], examples: [SkillExample("lunch 35")]),
            Skill2(id: "sky", roles: [.weatherForecast], examples: [SkillExample("天气")]),
        ]
        // Calendar (most examples among everyday areas, from its first skill), money; the sky has
        // no English example; echo, a utility, comes last.
        let reply = await (try? Agent(skills: skills, configuration: .testing()))?.send("hi").text ?? ""
        let offered = reply.split(separator: "\n").filter { $0.hasPrefix("• ") }.map { String($0.dropFirst(2)) }
        #expect(offered == ["move 0", "lunch 35", "echo 0"])
    }
}

/// A skill without texts of its own: shown by its id in every language.
struct EchoTestSkill: Skill {
    let id = "echo"
    let description = "Repeats"
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput { SkillOutput("") }
}

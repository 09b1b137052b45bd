import AgentSkill
import Foundation
import SkillJSON
import StandardSkills
import Testing

@Suite(.timeLimit(.minutes(1))) struct EchoSkillTests {
    static let utterances: [(String, String)] = [
        ("复读：你好", "你好"),
        ("echo hello", "hello"),
        ("repeat after me: x", "x"),
        ("Echo   spaced   out  ", "spaced   out"),
        ("请复读 “早上好”", "早上好"),
        ("跟我说：今天天气不错", "今天天气不错"),
        ("echo <script>alert('x')</script>", "<script>alert('x')</script>"),
        ("echo '; DROP TABLE skills; --", "'; DROP TABLE skills; --"),
    ]

    @Test(arguments: utterances)
    func repeatsTheRestOfTheUtterance(utterance: String, expected: String) async throws {
        let agent = try Agent(skills: StandardSkills.all(), configuration: AgentConfiguration(timeZone: .gmt))
        let reply = await agent.send(utterance)
        #expect(reply.text == expected)
        #expect(reply.skillID == "echo")
        #expect(reply.data == ["text": .string(expected)])
        #expect(reply.error == nil)
    }

    /// The examples now train the NLU classifier (with its argument contract); the keyword router
    /// keeps routing the plain "keyword: text" forms.
    @Test func keywordFormsRouteToTheirArguments() throws {
        let echo = EchoSkill()
        let router = try KeywordRouter(skills: [echo])
        for (utterance, text) in [
            ("echo hello", "hello"), ("复读：你好", "你好"), ("repeat after me: good morning", "good morning"),
        ] {
            #expect(router.decide(utterance) == .invoke(Invocation("echo", arguments: ["text": .string(text)])))
        }
        #expect(echo.examples.prefix(3).map(\.utterance) == ["echo hello", "复读：你好", "repeat after me: good morning"])
    }

    @Test func nothingToRepeatIsAClearError() async throws {
        let agent = try Agent(skills: StandardSkills.all())
        let reply = await agent.send("echo")
        #expect(
            reply.error
                == .invalidArguments(skillID: "echo", problems: ["$.text: length 0 is shorter than minLength 1"]))
    }

    @Test func runsDirectlyWithAContext() async throws {
        let output = try await EchoSkill().execute(["text": "hi"], context: SkillContext(skillID: "echo"))
        #expect(output == SkillOutput("hi", data: ["text": "hi"]))
    }

    @Test func wrongArgumentTypesAreRejectedByTheSchema() {
        let problems = EchoSkill().parameters.validate(["text": 3, "extra": true]).map(\.description)
        #expect(
            problems == [
                #"$.extra: property is not allowed (additionalProperties is false)"#, "$.text: expected string, got 3",
            ])
    }

    @Test func controlCharactersAndLongTextSurviveUnchanged() async throws {
        let agent = try Agent(skills: StandardSkills.all())
        let long = String(repeating: "长", count: 10_000)
        #expect(await agent.send("echo \(long)").text == long)
        #expect(await agent.send("echo a\u{7}b\u{1B}[31m").text == "a\u{7}b\u{1B}[31m")
    }
}

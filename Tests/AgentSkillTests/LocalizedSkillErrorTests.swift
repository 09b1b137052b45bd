import AgentSkill
import Foundation
import SkillJSON
import Testing

/// A skill's own error, and a schema's problems, in the language of the request; the English
/// stays what programs read.
@Suite(.timeLimit(.minutes(1))) struct LocalizedSkillErrorTests {
    @Test(arguments: [
        ("来一次", "「refusing」出错：人数太多：13 位，最多 12 位"),
        ("once more", "refusing failed: too many guests: 13, the limit is 12"),
    ])
    func aLocalizedErrorIsQuotedInTheRequestsLanguage(request: String, text: String) async throws {
        let agent = try Agent(skills: [RefusingSkill()], configuration: .testing())
        let reply = await agent.invoke(Invocation("refusing", arguments: [:]), request: request)
        #expect(reply.text == text)
        #expect(reply.error?.description == "refusing failed: too many guests: 13, the limit is 12")
    }

    @Test(arguments: [
        ("说", "「say」的参数不对：缺少必填的 $.text"),
        ("say", #"say got invalid arguments: $: missing required property "text""#),
    ])
    func aSchemaProblemIsInTheRequestsLanguage(request: String, text: String) async throws {
        let agent = try Agent(skills: [SaySkill()], configuration: .testing())
        let reply = await agent.invoke(Invocation("say", arguments: [:]), request: request)
        #expect(reply.text == text)
        #expect(reply.error == .invalidArguments(skillID: "say", problems: [#"$: missing required property "text""#]))
    }

    @Test func aPlanStepsReasonIsInTheRequestsLanguageToo() async throws {
        let plan: RouteDecision = .plan([Invocation("say", arguments: ["text": "hi"]), Invocation("refusing")])
        let agent = try Agent(
            skills: [SaySkill(), RefusingSkill()], router: FixedRouter(decision: plan), configuration: .testing())
        let reply = await agent.send("先说再来")
        #expect(reply.text == "计划第 2/2 步「refusing」失败，计划已停止：「refusing」出错：人数太多：13 位，最多 12 位")
    }

    @Test func aReasonIsTheSameWhateverItsTranslations() {
        let plain = LocalizedReason(describing: FireError())
        #expect(plain.english == "disk on fire")
        #expect(plain.text(in: .chinese) == "disk on fire")
        let localized = LocalizedReason(describing: RefusingSkill.TooManyGuests(count: 13))
        #expect(localized.text(in: .chinese) == "人数太多：13 位，最多 12 位")
        #expect(localized.text(in: .english) == "too many guests: 13, the limit is 12")
        #expect(localized == "too many guests: 13, the limit is 12")
        #expect("\(localized)" == "too many guests: 13, the limit is 12")
        // Without errorDescription, the English message stands in for the description.
        let bare = LocalizedReason(describing: Unexplained())
        #expect(bare.english == "no description")
        #expect(bare.text(in: .chinese) == "没有描述")
    }
}

/// Throws an error that speaks both languages.
private struct RefusingSkill: Skill {
    struct TooManyGuests: LocalizedSkillError, LocalizedError {
        var count: Int
        var errorDescription: String? { message(in: .english) }

        func message(in language: ReplyLanguage) -> String {
            language == .chinese ? "人数太多：\(count) 位，最多 12 位" : "too many guests: \(count), the limit is 12"
        }
    }

    let id = "refusing"
    let description = "Refuses"

    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        throw TooManyGuests(count: 13)
    }
}

private struct Unexplained: LocalizedSkillError {
    func message(in language: ReplyLanguage) -> String {
        language == .chinese ? "没有描述" : "no description"
    }
}

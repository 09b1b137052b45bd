import AgentSkill
import SkillJSON
import SkillUI
import Testing

/// Shows a list growing one row at a time, then the finished list.
struct GrowingSkill: Skill {
    let id = "grow"
    let description = "Grows a list"
    var keywords: [String] { ["grow"] }
    static func ui(_ count: Int) -> SKComponent {
        .stack(SKStack(id: "list", children: (0..<count).map { .text(SKText(id: "row\($0)", content: "row \($0)")) }))
    }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        #expect(context.showsProgress)
        for count in 1...2 { await context.showProgress(SkillOutput("…", ui: Self.ui(count))) }
        return SkillOutput("3 rows", ui: Self.ui(3))
    }
}

/// Invokes `grow`: a nested step shows no progress of its own.
struct WrapperSkill: Skill {
    let id = "wrap"
    let description = "Wraps grow"
    var keywords: [String] { ["wrap"] }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        try await context.invoke("grow")
    }
}

@Suite struct ProgressTests {
    @Test func partialAnswersBecomeOneMessageUpdatedWithPatches() async throws {
        let agent = try Agent(skills: [GrowingSkill()], configuration: AgentConfiguration(defaultTimeout: nil))
        let events = agent.events
        let reply = await agent.send("grow")
        var seen: [String] = []
        for await event in events {
            switch event.kind {
            case .messageAppended(let message): seen.append("appended \(message.id) \(message.text)")
            case .messageUpdated(let message, let patches):
                seen.append("updated \(message.id) \(message.text) \(patches)")
            default: break
            }
            if event.kind == .phaseChanged(.idle) { break }
        }
        #expect(
            seen == [
                "appended 1 grow", "appended 2 …", "updated 2 … [insert text row1 → list[1]]",
                "updated 2 3 rows [insert text row2 → list[2]]",
            ])
        #expect(reply.id == 2)
        #expect(reply.text == "3 rows")
        #expect(await agent.history.map(\.id) == [1, 2])
        // The next request starts a message of its own.
        #expect(await agent.send("grow").id == 4)
    }

    @Test func nestedStepsShowNoProgress() async throws {
        let agent = try Agent(
            skills: [WrapperSkill(), GrowingSkillWithoutExpectation()],
            configuration: AgentConfiguration(defaultTimeout: nil))
        let events = agent.events
        let reply = await agent.send("wrap")
        var appended = 0
        var updated = 0
        for await event in events {
            if case .messageAppended = event.kind { appended += 1 }
            if case .messageUpdated = event.kind { updated += 1 }
            if event.kind == .phaseChanged(.idle) { break }
        }
        #expect(reply.text == "3 rows")
        #expect(appended == 2)
        #expect(updated == 0)
    }
}

/// `grow` for nesting: it may be asked to show progress and is then ignored.
struct GrowingSkillWithoutExpectation: Skill {
    let id = "grow"
    let description = "Grows a list"
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        #expect(!context.showsProgress)
        await context.showProgress(SkillOutput("…", ui: GrowingSkill.ui(1)))
        return SkillOutput("3 rows", ui: GrowingSkill.ui(3))
    }
}

import AgentSkill
import SkillJSON
import SkillUI
import StandardSkills
import Testing

@Suite(.timeLimit(.minutes(1))) struct DisplayTextSkillTests {
    @Test func theWriteUpExampleBecomesATitledStack() async throws {
        let output = try await DisplayTextSkill().execute(
            ["title": "今日天气", "content": "晴，温度 24°C", "style": "body"],
            context: SkillContext(skillID: "ui.display_text"))
        #expect(output.text == "今日天气\n晴，温度 24°C")
        #expect(
            output.ui
                == .stack(
                    SKStack(
                        direction: .vertical, spacing: 2,
                        children: [
                            .text(SKText(content: "今日天气", style: .title)),
                            .text(SKText(content: "晴，温度 24°C", style: .body)),
                        ])))
    }

    @Test(arguments: [("显示文本：晴，温度 24°C", "晴，温度 24°C"), ("display text Hello Agent", "Hello Agent")])
    func routesByKeyword(utterance: String, content: String) async throws {
        let agent = try Agent(skills: StandardSkills.all())
        let reply = await agent.send(utterance)
        #expect(reply.skillID == "ui.display_text")
        #expect(reply.text == content)
        #expect(reply.ui?.children.map(\.id) == ["root/0-text"])
    }

    @Test func anUnknownStyleIsRejectedByTheSchema() async throws {
        let problems = DisplayTextSkill().parameters.validate(["content": "x", "style": "huge"]).map(\.description)
        #expect(problems == [#"$.style: "huge" is not one of "title", "body", "caption""#])
    }
}

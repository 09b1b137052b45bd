import AgentSkill
import Foundation
import SkillJSON
import Testing

@testable import SkillMCP

/// A skill that answered but could not do its job is a tool error to the client.
@Suite struct ToolResultTests {
    static let date = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func aFailureTheSkillExplainedIsAToolError() {
        let reply = Message(
            id: 2, role: .assistant,
            output: SkillOutput(
                "The weather service cannot be reached right now", data: ["error": "unreachable"],
                failure: SkillFailure(code: "weatherUnreachable", message: "timed out")),
            skillID: "weather", date: Self.date)
        let result = ToolResult.result(for: reply)
        #expect(result["isError"] == true)
        #expect(result["content"]?[0]?["text"] == "The weather service cannot be reached right now")
    }

    @Test func anAnswerThatDidItsJobIsNoError() {
        let reply = Message(
            id: 2, role: .assistant, output: SkillOutput("hi", data: ["text": "hi"]), skillID: "echo", date: Self.date)
        let result = ToolResult.result(for: reply)
        #expect(result["isError"] == false)
        #expect(result["structuredContent"] == ["text": "hi"])
    }
}

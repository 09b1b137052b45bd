import AgentSkill
import Foundation
import SkillJSON
import Testing

@testable import AssistantWeb

/// The message JSON tells a page, or a script, what `ask --json` tells a terminal.
struct WebJSONTests {
    @Test func aSkillThatCouldNotDoItsJobCarriesItsFailure() {
        let failed = Message(
            id: 3, role: .assistant,
            output: SkillOutput(
                "天气服务暂时无法连接，请稍后再试。",
                failure: SkillFailure(code: "weatherUnreachable", message: "天气服务暂时无法连接，请稍后再试。")),
            skillID: "weather", date: Date(timeIntervalSince1970: 0))
        let json = WebJSON.message(failed)
        #expect(json["failure"] == ["code": "weatherUnreachable", "message": "天气服务暂时无法连接，请稍后再试。"])
        #expect(json["error"] == .null)
        let fine = Message(id: 4, role: .assistant, text: "hi", date: Date(timeIntervalSince1970: 0))
        #expect(WebJSON.message(fine)["failure"] == .null)
    }

    /// The approval's reason comes in each language, for the page to pick its own.
    @Test func anApprovalCarriesItsReasonInEachLanguage() {
        let request = ApprovalRequest(
            id: 1, skillID: "ledger.undo", summary: "撤销记账：午饭 35.00 元", effect: .destructive, arguments: ["id": 3],
            reason: .effect(.destructive))
        let json = WebJSON.approval(request)
        #expect(json["reasons"] == ["en": "it deletes or undoes something", "zh": "这是删除或撤销操作"])
        #expect(json["summary"] == "撤销记账：午饭 35.00 元")
    }
}

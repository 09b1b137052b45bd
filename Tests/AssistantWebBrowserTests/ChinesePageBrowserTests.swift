import AgentSkill
import Foundation
import SkillJSON
import TestSupport
import Testing

/// A Chinese page speaks Chinese throughout: the skill panel and its forms, small talk, cards and
/// approvals. English words on it are only names, units and what the person typed.
@Suite(.serialized) struct ChinesePageBrowserTests {
    /// The page's visible text as words of two or more ASCII letters, minus those allowed.
    static let strayEnglish = """
        (() => {
          const allowed = new Set(['AgentSkill', 'CNY', 'AQI', 'US', 'km', 'mm']);
          const words = (document.body.innerText.match(/[A-Za-z]{2,}/g) || []).filter(w => !allowed.has(w));
          return Array.from(new Set(words)).sort();
        })()
        """

    @Test(.requires(Peers.browser)) func aChinesePageHasNoStrayEnglish() async throws {
        let shot = BrowserDriver.artifacts.appending(path: "chat-chinese.png")
        try? FileManager.default.removeItem(at: shot)
        let served = try await ServedAssistant.start(environment: ["AGENTSKILL_NOW": "2026-12-02T10:00"])
        let outcome: BrowserDriver.Outcome
        do {
            outcome = try await BrowserDriver.run(
                [
                    ["acceptLanguage": "zh-CN,zh;q=0.9"],
                    ["goto": .string(served.url)],
                    ["waitFor": "#skill-list .skill-chip[data-skill='ledger.add']"],
                    [
                        "evaluate":
                            "Array.from(document.querySelectorAll('#skill-list .skill-chip')).map(c => c.textContent)"
                    ],
                    ["click": "#skill-list .skill-chip[data-skill='ledger.add']"],
                    ["waitFor": "#skill-form [name=amount]"],
                    [
                        "evaluate":
                            "Array.from(document.querySelectorAll('#skill-form label > span')).map(s => s.textContent)"
                    ],
                    [
                        "evaluate":
                            "Array.from(document.querySelectorAll('#skill-form [name=kind] option')).map(o => o.textContent)"
                    ],
                    ["evaluate": .string(Self.strayEnglish)],
                    ["click": "#skill-form .button-secondary"],
                    ["type": "#input", "text": "你好"],
                    ["press": "Enter"],
                    ["waitText": "#messages .message-agent", "text": "比如", "timeout": 30],
                    ["waitFor": "#phase[data-phase=idle]", "timeout": 30],
                    ["type": "#input", "text": "午饭花了35元"],
                    ["press": "Enter"],
                    ["waitFor": "#messages .message-agent button[data-sk-action=undo]", "timeout": 30],
                    ["waitFor": "#phase[data-phase=idle]", "timeout": 30],
                    ["click": "#messages .message-agent button[data-sk-action=undo]"],
                    ["waitFor": ".approval .approval-confirm", "timeout": 30],
                    ["evaluate": "document.querySelector('.approval').innerText"],
                    ["evaluate": .string(Self.strayEnglish)],
                    ["screenshot": .string(shot.path)],
                    ["click": ".approval .approval-deny"],
                    ["consoleErrors": true],
                ], timeout: 120)
        } catch {
            await served.stop()
            throw error
        }
        _ = await served.stop()
        #expect(outcome.ok, "\(outcome)")
        let recorded = outcome.recorded
        #expect(recorded.count == 7, "\(recorded)")
        guard recorded.count == 7 else { return }
        let chips = recorded[0].arrayValue?.compactMap(\.stringValue) ?? []
        #expect(chips.contains("记账") && chips.contains("天气") && chips.contains("新建日程"), "\(chips)")
        #expect(recorded[1].arrayValue?.compactMap(\.stringValue).prefix(3) == ["金额", "类别", "币种"])
        #expect(recorded[2].arrayValue?.compactMap(\.stringValue) == ["（不填）", "支出", "收入"])
        #expect(recorded[3] == [], "stray English on the skill form: \(recorded[3])")
        let approval = recorded[4].stringValue ?? ""
        #expect(approval.contains("撤销记账") && approval.contains("午饭") && approval.contains("35.00"), "\(approval)")
        #expect(!approval.contains("{"), "\(approval)")
        #expect(recorded[5] == [], "stray English on the page: \(recorded[5])")
        #expect(recorded[6] == [])
    }
}

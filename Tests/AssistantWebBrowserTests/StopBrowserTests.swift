import AgentSkill
import AssistantWeb
import Foundation
import SkillJSON
import TestSupport
import Testing

/// "wait": runs until its request is stopped (ten minutes at most, far beyond any test).
private struct WaitUntilStoppedSkill: Skill {
    let id = "wait"
    let description = "Waits until it is stopped"
    var keywords: [String] { ["wait"] }
    var effect: SkillEffect { .readOnly }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        try await Task.sleep(for: .seconds(600))
        return SkillOutput("waited")
    }
}

/// "echo <text>" answers the text.
private struct EchoTextSkill: Skill {
    let id = "echo"
    let description = "Repeats what you say"
    var keywords: [String] { ["echo"] }
    var effect: SkillEffect { .readOnly }
    var parameters: JSONSchema { .object(["text": .string()], required: ["text"]) }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        SkillOutput(arguments["text"]?.stringValue ?? "")
    }
}

extension BrowserHarnessTests {
    /// The chat page over this process's own server, whose agent has a skill that runs until it
    /// is stopped: no timing decides the outcome. Pressing Stop cancels that request, the page
    /// says it stopped, and the next message is answered.
    @Test(.requires(Peers.browser)) func stopCancelsTheRunningRequestAndTheChatGoesOn() async throws {
        let app = WebApp {
            var configuration = AgentConfiguration(defaultTimeout: nil)
            configuration.approver = .events
            return try Agent(skills: [WaitUntilStoppedSkill(), EchoTextSkill()], configuration: configuration)
        }
        let server = try WebServer(options: .init()) { await app.handle($0) }
        let port = try server.start()
        let shot = BrowserDriver.artifacts.appending(path: "chat-stopped.png")
        let running = BrowserDriver.artifacts.appending(path: "chat-stop-button.png")
        for file in [shot, running] { try? FileManager.default.removeItem(at: file) }
        let outcome: BrowserDriver.Outcome
        do {
            outcome = try await BrowserDriver.run(
                url: "http://127.0.0.1:\(port)/",
                [
                    ["waitFor": "#skill-list .skill-chip"],
                    ["evaluate": "document.getElementById('send').textContent"],
                    ["type": "#input", "text": "wait"], ["press": "Enter"],
                    // While it runs, the send button is Stop; Enter does not send.
                    ["waitFor": "#send[data-state=stop]", "timeout": 30],
                    ["screenshot": .string(running.path)],
                    ["evaluate": "document.getElementById('send').textContent"],
                    ["type": "#input", "text": "echo later"], ["press": "Enter"],
                    ["evaluate": "document.querySelectorAll('#messages .message-user').length"],
                    ["click": "#send"],
                    ["waitText": "#messages .message-stopped .bubble", "text": "Stopped", "timeout": 30],
                    ["waitFor": "#send[data-state=idle]", "timeout": 30],
                    ["waitFor": "#phase[data-phase=idle]", "timeout": 30],
                    ["evaluate": "document.getElementById('send').textContent"],
                    ["screenshot": .string(shot.path)],
                    // The text typed meanwhile is still there; now it is sent and answered.
                    ["evaluate": "document.getElementById('input').value"],
                    ["press": "Enter", "selector": "#input"],
                    ["waitText": "#messages .message-agent:last-child .bubble", "text": "later", "timeout": 30],
                    ["evaluate": "document.querySelectorAll('#messages .message-agent').length"],
                    [
                        "evaluate":
                            "[document.querySelectorAll('#messages .message-stopped').length, document.querySelectorAll('#messages .message-error').length]"
                    ],
                    ["evaluate": "document.getElementById('notice').textContent"],
                    ["consoleErrors": true],
                ], timeout: 90)
        } catch {
            await server.shutdown()
            throw error
        }
        await server.shutdown()
        #expect(outcome.ok, "\(outcome)")
        #expect(outcome.recorded == ["Send", "Stop", 1, "Send", "echo later", 2, [1, 0], "", []])
        try Self.expectPNG(at: shot)
        try Self.expectPNG(at: running)
    }

    /// Stop while the request waits for an approval declines that approval (none outlives the
    /// request it belonged to), and nothing is undone.
    @Test(.requires(Peers.browser)) func stopDuringAnApprovalDeclinesIt() async throws {
        let shot = BrowserDriver.artifacts.appending(path: "chat-stopped-approval.png")
        try? FileManager.default.removeItem(at: shot)
        let outcome = try await Self.withServedChat { _ in
            [
                ["waitFor": "#skill-list .skill-chip"],
                ["type": "#input", "text": "午饭花了35元"], ["press": "Enter"],
                ["waitFor": "#messages li:nth-child(2) button[data-sk-action=undo]", "timeout": 30],
                ["waitFor": "#send[data-state=idle]", "timeout": 30],
                ["type": "#input", "text": "撤销上一笔"], ["press": "Enter"],
                ["waitFor": ".approval .approval-confirm", "timeout": 30],
                ["evaluate": "document.getElementById('send').textContent"],
                ["click": "#send"],
                ["waitFor": ".approval.approval-denied", "timeout": 30],
                ["waitFor": "#send[data-state=idle]", "timeout": 30],
                ["waitFor": "#phase[data-phase=idle]", "timeout": 30],
                ["screenshot": .string(shot.path)],
                [
                    "evaluate":
                        "fetch('/api/approvals', {credentials: 'same-origin'}).then(r => r.json()).then(l => l.map(a => a.state))"
                ],
                // Nothing was undone: the entry is still there.
                ["type": "#input", "text": "这个月花了多少钱"], ["press": "Enter"],
                ["waitText": "#messages .message-agent:last-child", "text": "35.00", "timeout": 30],
                ["consoleErrors": true],
            ]
        }
        #expect(outcome.ok, "\(outcome)")
        #expect(outcome.recorded.dropLast() == ["Stop", ["declined"]])
        // The refusal may end the request before or after the page also asks to cancel it (then
        // a 409 the browser logs); nothing else went wrong.
        let errors = outcome.recorded.last?.arrayValue ?? []
        #expect(
            errors.allSatisfy { $0.stringValue?.contains("/cancel - Failed to load resource") == true }, "\(errors)")
        try Self.expectPNG(at: shot)
    }
}

import Foundation
import SkillJSON
import TestSupport
import Testing

/// The chat page of the real `assistant serve` (its own data folder) in headless Chromium.
/// Part of the serialized browser suite, so only one Chromium runs at a time.
extension BrowserHarnessTests {
    /// The newest agent bubble's text, for `evaluate` steps.
    static let newestAgentText =
        "Array.from(document.querySelectorAll('#messages .message-agent .bubble')).map(e => e.textContent).pop()"

    /// Runs `steps` against a freshly served assistant, stops it, and returns the outcome.
    static func withServedChat(_ steps: (String) -> [JSONValue]) async throws -> BrowserDriver.Outcome {
        let served = try await ServedAssistant.start()
        let outcome: BrowserDriver.Outcome
        do {
            outcome = try await BrowserDriver.run(url: served.url, steps(served.url), timeout: 90)
        } catch {
            await served.stop()
            throw error
        }
        let (status, output) = await served.stop()
        #expect(status == 0, "assistant serve ended with \(status.map(String.init) ?? "a kill"): \(output)")
        return outcome
    }

    @Test(.requires(Peers.browser)) func chatAnswersAnEchoAndGoesBackToIdle() async throws {
        let shot = BrowserDriver.artifacts.appending(path: "chat.png")
        try? FileManager.default.removeItem(at: shot)
        let outcome = try await Self.withServedChat { url in
            [
                ["waitFor": "#skill-list .skill-chip"],
                ["type": "#input", "text": "复读：你好"],
                ["press": "Enter"],
                ["waitText": "#messages .message-agent .bubble", "text": "你好", "timeout": 20],
                ["waitFor": "#phase[data-phase=idle]", "timeout": 20],
                ["evaluate": "document.querySelector('#messages .message-user .bubble').textContent"],
                ["evaluate": .string(Self.newestAgentText)],
                ["evaluate": "document.getElementById('input').value"],
                // Enter sent it; the input is empty and the newest message is scrolled into view.
                [
                    "evaluate":
                        .string(
                            "(() => { const l = document.getElementById('messages');"
                                + " return l.scrollHeight - l.scrollTop - l.clientHeight < 2; })()")
                ],
                // A second round: a ledger entry with its card, then the card's own button.
                ["type": "#input", "text": "午饭花了35元"],
                ["press": "Enter"],
                ["waitFor": "#messages .message-agent button[data-sk-action=undo]", "timeout": 20],
                ["type": "#input", "text": "明天下午3点开会"],
                ["press": "Enter"],
                ["waitFor": "#messages .message-agent button[data-sk-action=delete]", "timeout": 20],
                ["waitFor": "#phase[data-phase=idle]", "timeout": 20],
                // A reload shows the conversation so far.
                ["goto": .string(url)],
                ["waitFor": "#messages .message-agent button[data-sk-action=delete]", "timeout": 20],
                ["evaluate": "document.querySelectorAll('#messages .message').length"],
                ["resize": [1280, 1600]],
                ["screenshot": .string(shot.path), "fullPage": true],
                ["consoleErrors": true],
            ]
        }
        #expect(outcome.ok, "\(outcome)")
        #expect(outcome.recorded.prefix(5) == ["复读：你好", "你好", "", true, 6])
        #expect(outcome.recorded.last == [], "console errors: \(outcome.recorded.last ?? JSONValue.null)")
        try Self.expectPNG(at: shot)
    }

    @Test(.requires(Peers.browser)) func hostileTextIsShownAsTextAndRunsNothing() async throws {
        let hostile = #"复读：<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>'; DROP TABLE x;--"#
        let outcome = try await Self.withServedChat { _ in
            [
                ["waitFor": "#skill-list .skill-chip"],
                ["type": "#input", "text": .string(hostile)],
                ["press": "Enter"],
                ["waitText": "#messages .message-agent .bubble", "text": "DROP TABLE", "timeout": 20],
                ["evaluate": .string(Self.newestAgentText)],
                ["evaluate": "typeof window.pwned"],
                ["evaluate": "document.querySelectorAll('#messages img, #messages script').length"],
                ["consoleErrors": true],
            ]
        }
        #expect(outcome.ok, "\(outcome)")
        let expected = String(hostile.dropFirst("复读：".count))
        #expect(outcome.recorded == [JSONValue.string(expected), "undefined", 0, []])
    }

    @Test(.requires(Peers.browser)) func skillPanelFormRunsTheSkillAndACardButtonPatchesTheCardInPlace() async throws {
        let outcome = try await Self.withServedChat { _ in
            [
                ["waitFor": "#skill-list .skill-chip[data-skill='ledger.add']"],
                ["click": "#skill-list .skill-chip[data-skill='ledger.add']"],
                ["waitFor": "#skill-form [name=amount]"],
                ["type": "#skill-form [name=amount]", "text": "42.50"],
                ["type": "#skill-form [name=category]", "text": "transport"],
                ["type": "#skill-form [name=note]", "text": "taxi <b>home</b>"],
                ["click": "#skill-form .skill-run"],
                ["waitFor": "#messages .message-agent button[data-sk-action=undo]", "timeout": 20],
                ["evaluate": "document.getElementById('skill-form').hidden"],
                [
                    "evaluate":
                        "document.querySelector('#messages .message-agent .sk-card').textContent.includes('taxi <b>home</b>')"
                ],
                // Mark the card's root and the other bubbles: a patch keeps them, a redraw would not.
                [
                    "evaluate":
                        .string(
                            "(() => { document.querySelector('#messages .message-agent .sk-root').dataset.marker = 'kept';"
                                + " document.querySelector('#messages .message-user').dataset.marker = 'kept'; return true; })()"
                        )
                ],
                ["evaluate": "document.querySelector('#messages .message-user .bubble').textContent"],
                // Undoing is destructive, so the card's button asks first; confirmed, the card changes.
                ["click": "#messages .message-agent button[data-sk-action=undo]"],
                ["waitFor": ".approval .approval-confirm", "timeout": 20],
                ["click": ".approval .approval-confirm"],
                ["waitFor": "#messages .message-agent[data-updates='1']", "timeout": 20],
                ["evaluate": "document.querySelector('#messages .message-agent .sk-root').dataset.marker"],
                ["evaluate": "document.querySelector('#messages .message-user').dataset.marker"],
                [
                    "evaluate":
                        "document.querySelectorAll('#messages .message-agent button[data-sk-action=undo]').length"
                ],
                ["evaluate": "document.querySelectorAll('#messages .message-agent').length"],
                ["consoleErrors": true],
            ]
        }
        #expect(outcome.ok, "\(outcome)")
        #expect(
            outcome.recorded == [
                true, true, true, "Record expense · Amount: 42.50, Category: Transport, Note: taxi <b>home</b>", "kept",
                "kept", 0, 1, [],
            ])
    }

    @Test(.requires(Peers.browser)) func approvalsAreAskedInlineAndBothAnswersWork() async throws {
        let outcome = try await Self.withServedChat { _ in
            [
                ["waitFor": "#skill-list .skill-chip"],
                ["type": "#input", "text": "午饭花了35元"],
                ["press": "Enter"],
                ["waitFor": "#messages .message-agent button[data-sk-action=undo]", "timeout": 20],
                // Undoing is destructive: the page asks. Deny first …
                ["type": "#input", "text": "撤销上一笔"],
                ["press": "Enter"],
                ["waitFor": ".approval .approval-deny", "timeout": 20],
                ["evaluate": "document.getElementById('phase').dataset.phase"],
                ["click": ".approval .approval-deny"],
                ["waitFor": ".approval .approval-result", "timeout": 20],
                ["waitFor": "#phase[data-phase=idle]", "timeout": 20],
                ["evaluate": "document.querySelector('.approval .approval-result').textContent"],
                // … then confirm.
                ["type": "#input", "text": "撤销上一笔"],
                ["press": "Enter"],
                ["waitFor": ".approval:not(.approval-denied) .approval-confirm", "timeout": 20],
                ["click": ".approval:not(.approval-denied) .approval-confirm"],
                ["waitText": ".approval.approval-approved .approval-result", "text": "Confirmed", "timeout": 20],
                ["waitText": "#messages .message-agent:last-child", "text": "已撤销", "timeout": 20],
                ["evaluate": "document.querySelectorAll('.approval').length"],
                ["consoleErrors": true],
            ]
        }
        #expect(outcome.ok, "\(outcome)")
        #expect(outcome.recorded == ["awaitingApproval", "Denied", 2, []])
    }
}

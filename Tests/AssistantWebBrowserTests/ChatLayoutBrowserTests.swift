import Foundation
import SkillJSON
import TestSupport
import Testing

/// The chat page's layout and its answers in headless Chromium against the real `assistant
/// serve`: the document never scrolls (only the message list does), a reply with a card says its
/// text once, and a message over the limit is refused with its length and the limit. Part of
/// the serialized browser suite.
extension BrowserHarnessTests {
    /// The page's geometry now: whether the document and the body scroll, and whether the header
    /// and the composer are inside the viewport; `sizes` for the failure message.
    static let layout = """
        (() => {
          const d = document.documentElement, b = document.body;
          const inView = (selector) => {
            const r = document.querySelector(selector).getBoundingClientRect();
            return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
          };
          return {
            documentFits: d.scrollHeight === d.clientHeight, bodyFits: b.scrollHeight === b.clientHeight,
            headerInView: inView('.app-header'), composerInView: inView('#composer'), scrolledBy: scrollY,
            sizes: [d.scrollHeight, d.clientHeight, b.scrollHeight, b.clientHeight, innerWidth, innerHeight].join(' ')
          };
        })()
        """

    /// Sets the input's text (as a paste would, without typing each character) and sends it.
    static func send(_ text: String) -> [JSONValue] {
        let literal = JSONValue.string(text).stableString()
        return [
            [
                "evaluate":
                    .string(
                        "(() => { const i = document.getElementById('input'); i.value = \(literal);"
                            + " i.dispatchEvent(new Event('input')); return i.value.length; })()")
            ],
            ["press": "Enter", "selector": "#input"],
        ]
    }

    @Test(.requires(Peers.browser), arguments: [(1280, 800, false), (390, 844, true)])
    func theDocumentNeverScrollsOnlyTheMessageListDoes(width: Int, height: Int, mobile: Bool) async throws {
        let name = "chat-layout-\(width)x\(height)"
        let stages = ["chart", "long-word", "many-lines", "approval"]
        let shots = stages.map { BrowserDriver.artifacts.appending(path: "\(name)-\($0).png") }
        for shot in shots { try? FileManager.default.removeItem(at: shot) }
        let longWord = "复读：" + String(repeating: "x", count: 3_897)
        let manyLines = "复读：" + (1...300).map { "line \($0)" }.joined(separator: "\n")
        let outcome = try await Self.withServedChat { _ in
            var steps: [JSONValue] = [
                ["viewport": [.number(Double(width)), .number(Double(height))], "mobile": .bool(mobile)],
                ["waitFor": "#skill-list .skill-chip"],
                ["type": "#input", "text": "午饭花了35元"], ["press": "Enter"],
                ["waitFor": "#messages li:nth-child(2) button[data-sk-action=undo]", "timeout": 30],
                ["type": "#input", "text": "打车20"], ["press": "Enter"],
                ["waitFor": "#messages li:nth-child(4) button[data-sk-action=undo]", "timeout": 30],
                // A summary with a chart, whose data table is there for screen readers only.
                ["type": "#input", "text": "这个月花了多少钱"], ["press": "Enter"],
                ["waitFor": "#messages li:nth-child(6) .sk-chart-plot", "timeout": 30],
                ["waitFor": "#phase[data-phase=idle]", "timeout": 30],
                ["evaluate": "document.querySelectorAll('#messages .sk-visually-hidden').length"],
                ["evaluate": .string(Self.layout)],
                ["screenshot": .string(shots[0].path), "fullPage": true],
            ]
            steps += Self.send(longWord)
            steps += [
                ["waitFor": "#messages li:nth-child(8).message-agent", "timeout": 30],
                ["evaluate": .string(Self.layout)],
                ["screenshot": .string(shots[1].path), "fullPage": true],
            ]
            steps += Self.send(manyLines)
            steps += [
                ["waitFor": "#messages li:nth-child(10).message-agent", "timeout": 30],
                ["evaluate": .string(Self.layout)],
                ["screenshot": .string(shots[2].path), "fullPage": true],
                // Undoing asks first: the approval card, its Confirm button focused.
                ["type": "#input", "text": "撤销上一笔"], ["press": "Enter"],
                ["waitFor": ".approval .approval-confirm", "timeout": 30],
                ["evaluate": "document.activeElement.classList.contains('approval-confirm')"],
                ["evaluate": .string(Self.layout)],
                ["screenshot": .string(shots[3].path), "fullPage": true],
                ["click": ".approval .approval-deny"],
                ["waitFor": "#phase[data-phase=idle]", "timeout": 30],
                ["consoleErrors": true],
            ]
            return steps
        }
        #expect(outcome.ok, "\(outcome)")
        let values = outcome.recorded
        #expect(values.first == 1, "one visually hidden data table: \(outcome)")
        let layouts = values.filter { $0["documentFits"] != nil }
        #expect(layouts.count == stages.count, "\(outcome)")
        for (stage, layout) in zip(stages, layouts) {
            let sizes = layout["sizes"]?.stringValue ?? ""
            #expect(layout["documentFits"] == true, "\(name), \(stage): the document scrolls (\(sizes))")
            #expect(layout["bodyFits"] == true, "\(name), \(stage): the body scrolls (\(sizes))")
            #expect(layout["headerInView"] == true, "\(name), \(stage): the header left the viewport")
            #expect(layout["composerInView"] == true, "\(name), \(stage): the input left the viewport")
            #expect(layout["scrolledBy"] == 0, "\(name), \(stage): the page scrolled")
        }
        #expect(values.contains(true), "the approval's Confirm button has the focus: \(outcome)")
        #expect(values.last == [], "console errors: \(values.last ?? JSONValue.null)")
        for shot in shots { try Self.expectPNG(at: shot) }
    }

    /// A reply with a card shows its text once: the card says it, the bubble is hidden and names
    /// the card for screen readers. A reply without a card keeps its bubble.
    @Test(.requires(Peers.browser)) func aReplyWithACardDoesNotRepeatItsText() async throws {
        // For each agent message: its text from the server, how often the visible message shows
        // it, whether its bubble shows, and whether the card is named by that text.
        let check = """
            fetch('/api/messages', {credentials: 'same-origin'}).then(r => r.json()).then(list =>
              list.filter(m => m.role === 'assistant').map(m => {
                const item = document.querySelector(`#messages [data-message-id="${m.id}"]`);
                const bubble = item.querySelector('.bubble');
                const ui = item.querySelector('.message-ui');
                const name = ui && document.getElementById(ui.getAttribute('aria-labelledby') || '');
                return {
                  card: !!m.html, times: item.innerText.split(m.text).length - 1,
                  bubbleShown: !!bubble && bubble.getClientRects().length > 0,
                  named: !!name && name.textContent === m.text && ui.getAttribute('role') === 'group'
                };
              }))
            """
        let shot = BrowserDriver.artifacts.appending(path: "chat-card-text-once.png")
        try? FileManager.default.removeItem(at: shot)
        let outcome = try await Self.withServedChat { url in
            [
                ["waitFor": "#skill-list .skill-chip"],
                ["type": "#input", "text": "午饭花了35元"], ["press": "Enter"],
                ["waitFor": "#messages li:nth-child(2) button[data-sk-action=undo]", "timeout": 30],
                ["type": "#input", "text": "打车20"], ["press": "Enter"],
                ["waitFor": "#messages li:nth-child(4) button[data-sk-action=undo]", "timeout": 30],
                ["type": "#input", "text": "这个月花了多少钱"], ["press": "Enter"],
                ["waitFor": "#messages li:nth-child(6) .sk-chart-plot", "timeout": 30],
                ["type": "#input", "text": "复读：你好"], ["press": "Enter"],
                ["waitText": "#messages li:nth-child(8) .bubble", "text": "你好", "timeout": 30],
                ["waitFor": "#phase[data-phase=idle]", "timeout": 30],
                ["evaluate": .string(check)],
                ["screenshot": .string(shot.path)],
                // A reloaded page draws the conversation so far the same way.
                ["goto": .string(url)],
                ["waitFor": "#messages li:nth-child(6) .sk-chart-plot", "timeout": 30],
                ["evaluate": .string(check)],
                ["consoleErrors": true],
            ]
        }
        #expect(outcome.ok, "\(outcome)")
        #expect(outcome.recorded.count == 3, "\(outcome)")
        for (index, recorded) in outcome.recorded.prefix(2).enumerated() {
            let replies = recorded.arrayValue ?? []
            #expect(
                replies.map { $0["card"] } == [true, true, true, false],
                "\(index == 0 ? "live" : "reloaded"): \(recorded)")
            for reply in replies where reply["card"] == true {
                #expect(reply["times"] == 0, "a card's text is shown: \(reply)")
                #expect(reply["bubbleShown"] == false, "\(reply)")
                #expect(reply["named"] == true, "the card is not named by its text: \(reply)")
            }
            #expect(replies.last == ["card": false, "times": 1, "bubbleShown": true, "named": false])
        }
        #expect(outcome.recorded.last == [], "console errors: \(outcome.recorded.last ?? JSONValue.null)")
        try Self.expectPNG(at: shot)
    }

    /// A message over the limit (pasted past the input's own `maxlength`) is refused by the
    /// server, and the page says how long it was and what the limit is, and gives the text back.
    @Test(.requires(Peers.browser)) func aMessageOverTheLimitIsRefusedWithItsLengthAndTheLimit() async throws {
        let shot = BrowserDriver.artifacts.appending(path: "chat-message-too-long.png")
        try? FileManager.default.removeItem(at: shot)
        let outcome = try await Self.withServedChat { _ in
            [
                ["waitFor": "#skill-list .skill-chip"],
                ["evaluate": "document.getElementById('input').maxLength"],
            ] + Self.send(String(repeating: "长", count: 4_100)) + [
                ["waitText": "#notice", "text": "too long", "timeout": 30],
                ["text": "#notice"],
                ["evaluate": "document.getElementById('input').value.length"],
                ["evaluate": "document.querySelectorAll('#messages .message-user.message-failed').length"],
                ["evaluate": "document.getElementById('send').textContent"],
                ["screenshot": .string(shot.path)],
                // The page goes on: a message that fits is answered.
                ["evaluate": "(() => { document.getElementById('input').value = ''; return true; })()"],
                ["type": "#input", "text": "复读：短"], ["press": "Enter"],
                ["waitText": "#messages .message-agent .bubble", "text": "短", "timeout": 30],
                ["consoleErrors": true],
            ]
        }
        #expect(outcome.ok, "\(outcome)")
        #expect(
            outcome.recorded.dropLast() == [
                4_000, 4_100,
                "Your message is too long: 4100 characters, and the limit is 4000. Shorten it and send it again.",
                4_100, 1, "Send", true,
            ])
        // The browser logs the refused request itself; nothing else went wrong.
        let errors = outcome.recorded.last?.arrayValue ?? []
        #expect(errors.allSatisfy { $0.stringValue?.contains("status of 413") == true }, "\(errors)")
        try Self.expectPNG(at: shot)
    }
}

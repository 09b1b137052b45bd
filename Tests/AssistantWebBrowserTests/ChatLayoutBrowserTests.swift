import Foundation
import SkillJSON
import TestSupport
import Testing

/// The chat page's layout in headless Chromium against the real `assistant serve`: the document
/// never scrolls (only the message list does). Part of the serialized browser suite.
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
}

import Foundation
import SkillJSON
import SkillUI
import TestSupport
import Testing

/// The UI playground in headless Chromium against the real `assistant serve`. Part of the
/// serialized browser suite, so two Chromiums never run at once.
extension BrowserHarnessTests {
    /// A document with its closing brace missing, as typed.
    static let brokenButton = #"{"type": "button", "title": "Save the draft", "action": "save""#

    /// JavaScript that puts `text` into the editor as if pasted (one `input` event).
    static func setEditor(_ text: String) -> JSONValue {
        let quoted = JSONValue.string(text).stableString()
        return .string(
            "((s) => { s.focus(); s.value = \(quoted); s.dispatchEvent(new Event('input', {bubbles: true}));"
                + " return s.value.length; })(document.querySelector('#pg-source'))")
    }

    /// JavaScript that picks gallery example `name` the way the `<select>` does.
    static func pickExample(_ name: String) -> JSONValue {
        .string(
            "((g) => { g.value = '\(name)'; g.dispatchEvent(new Event('change', {bubbles: true})); return g.value; })"
                + "(document.querySelector('#pg-gallery'))")
    }

    /// The console errors the page is to blame for. One kind is not: the test browser resolves no
    /// host but this machine, so the examples' `https://example.com` images cannot load.
    static func pageErrors(_ recorded: JSONValue) -> [String] {
        (recorded.arrayValue ?? []).compactMap(\.stringValue).filter { message in
            !(message.hasPrefix("https://example.com/") && message.contains("net::ERR_NAME_NOT_RESOLVED"))
        }
    }

    /// Starts `assistant serve`, runs `steps` on its playground and stops the server.
    static func runOnPlayground(_ steps: [JSONValue]) async throws -> BrowserDriver.Outcome {
        let served = try await ServedAssistant.start()
        do {
            let outcome = try await BrowserDriver.run(url: served.url + "playground", steps, timeout: 90)
            await served.stop()
            return outcome
        } catch {
            await served.stop()
            throw error
        }
    }

    static let caretToEnd: JSONValue = .string(
        "((s) => { s.focus(); s.setSelectionRange(s.value.length, s.value.length); return true; })"
            + "(document.querySelector('#pg-source'))")

    /// The current diagnostic's path, the tree node it highlights, the editor's selection and the
    /// number of highlighted preview elements.
    static let located: JSONValue = .string(
        "[document.querySelector('.pg-diagnostic[aria-current] .pg-path').textContent,"
            + " document.querySelector('#pg-tree .is-target .pg-node-label').textContent,"
            + " ((s) => s.value.slice(s.selectionStart, s.selectionEnd))(document.querySelector('#pg-source')),"
            + " document.querySelectorAll('#pg-preview .pg-flash').length]")

    /// Strict mode, a document typed with its closing brace missing, then the brace.
    static let brokenThenFixed: [JSONValue] = [
        ["waitFor": "#playground[data-ready]", "timeout": 15],
        ["waitFor": "#pg-preview .sk-root", "timeout": 10],
        // 0: the gallery is offered.
        ["evaluate": "document.querySelectorAll('#pg-gallery option:not([value=\"\"])').length"],
        ["click": "#pg-mode-strict"],
        ["evaluate": setEditor("")],
        ["type": "#pg-source", "text": .string(brokenButton)],
        ["waitFor": ".pg-diagnostic[data-severity=error]", "timeout": 20],
        // 2: the diagnostic; 3: the last good preview is marked stale.
        ["text": "#pg-diagnostics"],
        ["evaluate": "!document.querySelector('#pg-stale').hidden"],
        // 4: clicking it puts the caret where the parser stopped.
        ["click": ".pg-diagnostic"],
        ["evaluate": "[document.activeElement.id, document.activeElement.selectionStart]"],
        ["evaluate": caretToEnd],
        ["press": "}"],
        ["waitText": "#pg-preview button.sk-button", "text": "Save the draft", "timeout": 20],
        ["waitFor": ".pg-diagnostics-empty"],
        // 6: the tree; 7: the preview is current again.
        ["text": "#pg-tree"],
        ["evaluate": "document.querySelector('#pg-stale').hidden"],
    ]

    /// A gallery example in lenient mode: every fix listed, one located in tree, editor and preview.
    static let lenientExample: [JSONValue] = [
        ["click": "#pg-mode-lenient"],
        ["evaluate": pickExample("16-lenient-fixes")],
        ["waitText": "#pg-preview", "text": "Fixed by the lenient decoder", "timeout": 20],
        ["waitFor": ".pg-diagnostic[data-severity=warning]"],
        // 9: the number of diagnostics; 10: the third one (`$.components[0].text`) located.
        ["evaluate": "document.querySelectorAll('.pg-diagnostic').length"],
        ["click": ".pg-diagnostic-item:nth-child(3) .pg-diagnostic"],
        ["evaluate": located],
        // 11: a button in the preview shows the action it would send.
        ["click": "#pg-preview button.sk-button"],
        ["text": "#pg-action"],
    ]

    /// Screenshots in the light theme, then (system → light → dark) the dark one; console errors last.
    static func screenshots(light: URL, dark: URL) -> [JSONValue] {
        [
            ["screenshot": .string(light.path), "fullPage": true],
            ["click": "#theme-toggle"],
            ["click": "#theme-toggle"],
            ["evaluate": pickExample("03-weather-card")],
            ["waitFor": "#pg-preview .sk-root[data-sk-theme=dark] .sk-card", "timeout": 20],
            ["screenshot": .string(dark.path), "fullPage": true],
            // 13, 14: Tab in the editor inserts two spaces and keeps the focus there.
            ["evaluate": caretToEnd],
            ["press": "Tab"],
            ["evaluate": "[document.activeElement.id, document.querySelector('#pg-source').value.endsWith('}\\n  ')]"],
            ["consoleErrors": true],
        ]
    }

    @Test(.requires(Peers.browser)) func playgroundShowsDiagnosticsTreeAndPreviewAsYouType() async throws {
        let shot = BrowserDriver.artifacts.appending(path: "playground.png")
        let dark = BrowserDriver.artifacts.appending(path: "playground-dark.png")
        for file in [shot, dark] { try? FileManager.default.removeItem(at: file) }
        let outcome = try await Self.runOnPlayground(
            Self.brokenThenFixed + Self.lenientExample + Self.screenshots(light: shot, dark: dark))
        #expect(outcome.ok, "\(outcome)")
        guard outcome.recorded.count == 16 else {
            Issue.record("expected 16 recorded values: \(outcome)")
            return
        }
        let recorded = outcome.recorded
        #expect(recorded[0] == .number(Double(UIGallery.examples.count + A2UIGallery.examples.count)))
        let diagnostic = recorded[2].stringValue ?? ""
        let column = Self.brokenButton.count + 1
        #expect(diagnostic.contains("$") && diagnostic.contains("1:\(column)"), "\(diagnostic)")
        #expect(diagnostic.contains("line 1, column \(column)"), "\(diagnostic)")
        #expect(recorded[3] == true)
        #expect(recorded[4] == ["pg-source", .number(Double(Self.brokenButton.count))])
        #expect(recorded[6].stringValue?.contains(#""title": "Save the draft""#) == true, "\(recorded[6])")
        #expect(recorded[7] == true)
        let fixes = UIDecoder.decode(json: try #require(UIGallery.example(named: "16-lenient-fixes")).json)
        #expect(recorded[9] == .number(Double(fixes.diagnostics.count)))
        let located = recorded[10].arrayValue ?? []
        #expect(located.count == 4, "\(recorded[10])")
        if located.count == 4 {
            #expect(located[0] == "$.components[0].text")
            #expect(located[1].stringValue?.hasPrefix("text") == true, "\(located[1])")
            #expect(located[2] == #""text""#)
            #expect(located[3] == 1)
        }
        #expect(recorded[11].stringValue?.contains("go") == true, "\(recorded[11])")
        #expect(recorded[14] == ["pg-source", true])
        #expect(Self.pageErrors(recorded[15]) == [])
        try Self.expectPNG(at: shot)
        try Self.expectPNG(at: dark)
    }

    /// Every gallery example, ours and A2UI's, loads into the playground and renders a preview,
    /// without a console error.
    @Test(.requires(Peers.browser)) func playgroundRendersEveryGalleryExample() async throws {
        let state: JSONValue = .string(
            "[document.querySelector('#pg-gallery').value, !!document.querySelector('#pg-preview .sk-root'),"
                + " document.querySelector('#pg-stale').hidden, document.querySelector('#pg-status').dataset.state]")
        var steps: [JSONValue] = [
            ["waitFor": "#playground[data-ready]", "timeout": 15],
            ["waitFor": "#pg-preview .sk-root", "timeout": 10],
        ]
        let a2uiNames = A2UIGallery.examples.map { "a2ui/" + $0.name }
        for name in UIGallery.examples.map(\.name) + a2uiNames {
            steps.append(["evaluate": Self.pickExample(name)])
            steps.append(["waitFor": "#pg-status:not([data-state=busy])", "timeout": 20])
            steps.append(["evaluate": state])
        }
        steps.append(["consoleErrors": true])
        let outcome = try await Self.runOnPlayground(steps)
        #expect(outcome.ok, "\(outcome)")
        // Per example: the picker's answer, then [picked, has a preview, not stale, status].
        #expect(outcome.recorded.count == 2 * (UIGallery.examples.count + a2uiNames.count) + 1)
        for (index, example) in UIGallery.examples.enumerated() where 2 * index + 1 < outcome.recorded.count {
            let value = outcome.recorded[2 * index + 1]
            let state = value[3]?.stringValue ?? ""
            #expect(value[0] == .string(example.name) && value[1] == true && value[2] == true, "\(value)")
            #expect(["ok", "warning"].contains(state), "\(example.name): status \(state)")
        }
        // The A2UI examples: each picked and previewed (the hostile ones with their errors listed),
        // but the one without a root, which leaves the last preview marked stale.
        for (offset, name) in a2uiNames.enumerated() {
            let index = 2 * (UIGallery.examples.count + offset) + 1
            guard index < outcome.recorded.count else { break }
            let value = outcome.recorded[index]
            let fresh = name != "a2ui/42-missing-root"
            #expect(value[0] == .string(name) && value[1] == true && value[2] == .bool(fresh), "\(value)")
            #expect(["ok", "warning", "error"].contains(value[3]?.stringValue ?? ""), "\(name): \(value)")
        }
        #expect(Self.pageErrors(outcome.recorded.last ?? .null) == [])
    }
}

extension BrowserHarnessTests {
    /// An A2UI gallery document pasted into the playground is detected, previewed and shown as our
    /// JSON; one of ours pasted after it is shown as A2UI JSONL with the writer's notes.
    @Test(.requires(Peers.browser)) func playgroundConvertsBetweenA2UIAndOurs() async throws {
        let tabs = try #require(A2UIGallery.example(named: "13-tabs"))
        let ours = try #require(UIGallery.example(named: "19-trip-planner"))
        let shot = BrowserDriver.artifacts.appending(path: "playground-a2ui.png")
        try? FileManager.default.removeItem(at: shot)
        let steps: [JSONValue] = [
            ["waitFor": "#playground[data-ready]", "timeout": 15],
            ["waitFor": "#pg-preview .sk-root", "timeout": 10],
            ["evaluate": Self.setEditor(tabs.json)],
            ["waitFor": "#playground[data-format=a2ui]", "timeout": 20],
            ["waitText": "#pg-preview", "text": "Sunny", "timeout": 20],
            // 1: the converted pane shows our JSON; 2: its heading says which way.
            ["text": "#pg-converted"],
            ["text": "#pg-converted-format"],
            ["screenshot": .string(shot.path), "fullPage": true],
            ["evaluate": Self.setEditor(ours.json)],
            ["waitFor": "#playground[data-format=ours]", "timeout": 20],
            // 4: A2UI JSONL; 5: the writer's notes listed.
            ["text": "#pg-converted"],
            ["evaluate": "document.querySelectorAll('#pg-conversion-notes .pg-conversion-note').length"],
            ["consoleErrors": true],
        ]
        let outcome = try await Self.runOnPlayground(steps)
        #expect(outcome.ok, "\(outcome)")
        guard outcome.recorded.count == 7 else {
            Issue.record("expected 7 recorded values: \(outcome)")
            return
        }
        let recorded = outcome.recorded
        let tree = try JSONValue.parse(recorded[1].stringValue ?? "")
        #expect(tree["type"] == "tabs", "\(recorded[1])")
        #expect(recorded[2] == "A2UI → our JSON")
        let lines = (recorded[4].stringValue ?? "").split(separator: "\n")
        #expect(lines.count >= 2, "\(recorded[4])")
        #expect(lines.first.map { (try? JSONValue.parse(String($0)))?["createSurface"] != nil } == true)
        let tree19 = try #require(UIDecoder.decode(json: ours.json).component)
        #expect(recorded[5] == .number(Double(A2UIWriter.write(tree19).notes.count)))
        #expect(Self.pageErrors(recorded[6]) == [])
        try Self.expectPNG(at: shot)
    }

    /// An A2UI surface with a template and bindings is shown as our bound document: the data
    /// model, and the template written once.
    @Test(.requires(Peers.browser)) func playgroundShowsABoundSurfaceAsOurBoundDocument() async throws {
        let template = try #require(A2UIGallery.example(named: "17-template"))
        let steps: [JSONValue] = [
            ["waitFor": "#playground[data-ready]", "timeout": 15],
            ["waitFor": "#pg-preview .sk-root", "timeout": 10],
            ["evaluate": Self.setEditor(template.json)],
            ["waitFor": "#playground[data-format=a2ui]", "timeout": 20],
            ["waitText": "#pg-preview", "text": "Coffee", "timeout": 20],
            ["text": "#pg-converted"],
            ["consoleErrors": true],
        ]
        let outcome = try await Self.runOnPlayground(steps)
        #expect(outcome.ok, "\(outcome)")
        guard outcome.recorded.count == 3 else {
            Issue.record("expected 3 recorded values: \(outcome)")
            return
        }
        let shown = try JSONValue.parse(outcome.recorded[1].stringValue ?? "")
        #expect(shown["$data"]?["orders"]?.arrayValue?.count == 2, "\(outcome.recorded[1])")
        #expect(shown["children"]?["$each"] == "/orders")
        #expect(Self.pageErrors(outcome.recorded[2]) == [])
    }
}

import Foundation
import SkillJSON
import TestSupport
import Testing

/// The robustness suite's browser part: a hostile page in the same headless Chromium as a
/// person's open chat.
extension BrowserHarnessTests {
    /// A page on another origin fires 70 `<img>` requests at the API (each once made a session
    /// and pushed the oldest out at 64) and 12 at the event stream (which once took all 8
    /// places), plus cross-site form posts. The person's conversation survives, and their page
    /// still gets its event stream.
    @Test(.requires(Peers.browser)) func aHostilePageCannotDisturbAnOpenChat() async throws {
        let served = try await ServedAssistant.start()
        let base = served.url.hasSuffix("/") ? String(served.url.dropLast()) : served.url
        let images =
            (0..<70).map { #"<img src="\#(base)/api/skills?i=\#($0)">"# }
            + (0..<12).map { #"<img src="\#(base)/api/events?i=\#($0)">"# }
        let forms = (0..<5).map {
            #"<form method="post" action="\#(base)/api/messages" target="sink\#($0)" enctype="text/plain">"#
                + #"<input name='{"text":"echo pwned","x":"' value='"}'></form>"#
        }
        let page = """
            <!doctype html><html><body><h1>cats</h1>
            \(images.joined(separator: "\n"))
            \(forms.joined(separator: "\n"))
            \((0..<5).map { #"<iframe name="sink\#($0)"></iframe>"# }.joined())
            <div id="done"></div>
            <script>
            // Every image has loaded or failed once the window's load event fires.
            window.addEventListener('load', function () { document.getElementById('done').textContent = 'done'; });
            document.querySelectorAll('form').forEach(function (f) { f.submit(); });
            </script></body></html>
            """
        let file = FileManager.default.temporaryDirectory.appending(
            path: "agentskill-hostile-\(UUID().uuidString).html")
        try page.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome: BrowserDriver.Outcome
        do {
            outcome = try await BrowserDriver.run(
                url: served.url,
                [
                    ["waitFor": "#skill-list .skill-chip"],
                    ["type": "#input", "text": "复读：记得我"],
                    ["press": "Enter"],
                    ["waitText": "#messages .message-agent .bubble", "text": "记得我", "timeout": 30],
                    ["goto": .string(file.absoluteString)],
                    ["waitText": "#done", "text": "done", "timeout": 60],
                    ["goto": .string(served.url)],
                    ["waitText": "#messages .message-user .bubble", "text": "复读：记得我", "timeout": 30],
                    ["waitFor": "#phase[data-phase=idle]", "timeout": 30],
                    ["evaluate": "document.querySelectorAll('#messages .message-user').length"],
                    ["evaluate": "document.body.textContent.indexOf('pwned')"],
                ], timeout: 110)
        } catch {
            await served.stop()
            throw error
        }
        await served.stop()
        print(
            "robustness · cross-site flood: 70 API <img>, 12 event-stream <img>, 5 form posts from a hostile page; "
                + "conversation kept: \(outcome.ok), messages after: \(outcome.recorded.first.map { "\($0)" } ?? "-")")
        #expect(outcome.ok, "\(outcome)")
        #expect(outcome.recorded.first == 1)
        #expect(outcome.recorded.last == -1)
    }
}

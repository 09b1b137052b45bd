import AgentSkill
import Foundation
import SkillJSON
import SkillUI
import TestSupport
import Testing

@testable import SkillMCP

/// A card's MCP App in a real browser: headless Chromium (Tests/Browser/browser.py) loads a tiny
/// host page from 127.0.0.1 that frames the `ui://` document as `resources/read` serves it, in a
/// sandboxed iframe, and plays the host's side of the bridge: it answers `ui/initialize` (dark
/// theme), sends the tool result once the View says `initialized`, follows `size-changed`, and
/// answers `ui/message`.
@Suite(.serialized, .timeLimit(.minutes(2)), .takingTurns) struct MCPAppBrowserTests {
    /// Answers with a card whose title is the given text and an Undo button.
    struct CardSkill: Skill {
        let id = "test.card"
        let description = "Shows a card"
        var answersWithUI: Bool { true }
        var effect: SkillEffect { .readOnly }
        var parameters: JSONSchema { .object(["title": .string()], required: ["title"]) }
        func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
            let title = arguments["title"]?.stringValue ?? ""
            return SkillOutput(
                "card: \(title)",
                ui: .card(
                    SKCard(title: title, children: [.button(SKButton(id: "undo", title: "Undo", action: "undo"))])))
        }
    }

    /// The host's script: its log of what the View sent is `window.hostLog`.
    static let hostScript = """
        const frame = document.getElementById("app");
        window.hostLog = [];
        const send = (message) => frame.contentWindow.postMessage(Object.assign({ jsonrpc: "2.0" }, message), "*");
        window.addEventListener("message", (event) => {
          if (event.source !== frame.contentWindow) return;
          const message = event.data;
          window.hostLog.push(message);
          if (message.method === "ui/initialize") {
            send({ id: message.id, result: { protocolVersion: "2026-01-26", hostInfo: { name: "test host", version: "1" },
              hostCapabilities: {}, hostContext: { theme: "dark" } } });
          } else if (message.method === "ui/notifications/initialized") {
            send({ method: "ui/notifications/tool-result", params: window.TOOL_RESULT });
          } else if (message.method === "ui/notifications/size-changed") {
            frame.style.height = message.params.height + "px";
          } else if (message.method === "ui/message") {
            send({ id: message.id, result: {} });
          }
        });
        """

    @Test(.requires(Peers.browser)) func theCardShowsInASandboxedFrameAndItsButtonSpeaksThroughTheHost() async throws {
        let registry = try SkillRegistry([CardSkill()])
        let title = "Lunch <b>35.00</b>"
        let reply = await Agent(registry: registry).invoke(
            Invocation("test.card", arguments: ["title": .string(title)]))
        let result = ToolResult.result(for: reply, card: MCPApps.card(for: reply, language: .english))
        let outcome = try await Self.frame(result, registry: registry) { view in
            [
                ["waitUntil": .string("!!\(view).querySelector('#sk-app[data-sk-shown=result] .sk-card')")],
                ["evaluate": .string("\(view).querySelector('.sk-card-title').textContent")],
                ["evaluate": .string("\(view).documentElement.getAttribute('data-sk-theme')")],
                [
                    "waitUntil": .string(
                        "window.hostLog.some(m => m.method === 'ui/notifications/size-changed' && m.params.height > 60)"
                    )
                ],
                ["evaluate": .string("window.hostLog.map(m => m.method).slice(0, 2)")],
                ["evaluate": .string("document.getElementById('app').getBoundingClientRect().height")],
                ["evaluate": .string("\(view).querySelector('button[data-sk-action=undo]').click() || true")],
                ["waitUntil": .string("window.hostLog.some(m => m.method === 'ui/message')")],
                ["evaluate": .string("window.hostLog.find(m => m.method === 'ui/message').params")],
                // Markup put into the frame by anyone but our script cannot run: neither an inline event
                // handler nor a new inline script (the policy allows our script by its hash alone).
                [
                    "evaluate": .string(
                        """
                        new Promise((resolve) => {
                          const d = \(view);
                          const script = d.createElement('script');
                          script.textContent = 'window.parent.pwned = "script"';
                          d.body.appendChild(script);
                          const img = d.createElement('img');
                          img.setAttribute('onerror', 'window.parent.pwned = "handler"');
                          img.addEventListener('error', () => resolve(String(window.pwned)));
                          img.setAttribute('src', 'data:image/png;base64,AAAA');
                          d.body.appendChild(img);
                        })
                        """)
                ],
            ]
        }
        #expect(outcome["ok"] == true, "\(outcome.stableString())")
        let recorded = outcome["recorded"]?.arrayValue ?? []
        try #require(recorded.count == 7, "\(outcome.stableString())")
        #expect(recorded[0] == .string(title), "the card's title is shown as text, escaped by our renderer")
        #expect(recorded[1] == "dark", "the host's theme applies")
        #expect(recorded[2] == ["ui/initialize", "ui/notifications/initialized"])
        let height = recorded[3].doubleValue ?? 0
        #expect(height > 60, "the frame grew to the card: \(height) px")
        #expect(recorded[5] == ["role": "user", "content": [["type": "text", "text": .string("Undo — \(title)")]]])
        #expect(recorded[6] == "undefined", "injected markup ran: \(recorded[6])")
        print("measured: the card's frame grew to \(Int(height)) px after size-changed")
    }

    /// A failed call has no card: the View shows its text, marked as an error.
    @Test(.requires(Peers.browser)) func aFailedCallShowsItsTextInTheFrame() async throws {
        let registry = try SkillRegistry([CardSkill()])
        let reply = await Agent(registry: registry).invoke(Invocation("test.card", arguments: ["title": 42]))
        let result = ToolResult.result(for: reply, card: MCPApps.card(for: reply, language: .english))
        #expect(result["isError"] == true)
        let outcome = try await Self.frame(result, registry: registry) { view in
            [
                ["waitUntil": .string("!!\(view).querySelector('#sk-app[data-sk-shown=error] .sk-app-error')")],
                ["evaluate": .string("\(view).querySelector('.sk-app-error').textContent")],
            ]
        }
        #expect(outcome["ok"] == true, "\(outcome.stableString())")
        let text = outcome["recorded"]?[0]?.stringValue ?? ""
        #expect(text == result["content"]?[0]?["text"]?.stringValue && !text.isEmpty, "\(text)")
    }

    /// Serves a host page, the card document as `resources/read` answers it, and `result` as the
    /// tool result the host sends; loads the page and runs `steps`, given the expression that
    /// reaches the framed document.
    static func frame(
        _ result: JSONValue, registry: SkillRegistry, steps: (String) -> [JSONValue]
    ) async throws -> JSONValue {
        let read = try MCPApps.read(["uri": "ui://agentskill/test.card"], registry: registry, language: .english)
        let document = try #require(read["contents"]?[0]?["text"]?.stringValue)
        let host = """
            <!doctype html><html><head><meta charset="utf-8"><title>host</title></head><body>
            <iframe id="app" sandbox="allow-scripts allow-same-origin" src="/app.html" style="width: 400px; height: 40px"></iframe>
            <script src="/result.js"></script><script src="/host.js"></script></body></html>
            """
        let files: [String: (String, String)] = [
            "/host.html": ("text/html", host), "/app.html": ("text/html", document),
            "/host.js": ("text/javascript", Self.hostScript),
            "/result.js": ("text/javascript", "window.TOOL_RESULT = \(result.stableString());"),
        ]
        let server = try LocalHTTPServer { request in
            guard let (type, body) = files[request.path] else {
                return .response(status: 404, headers: [:], body: Array("not found".utf8))
            }
            return .response(status: 200, headers: ["Content-Type": type + "; charset=utf-8"], body: Array(body.utf8))
        }
        defer { server.stop() }
        let view = "document.getElementById('app').contentDocument"
        return try await browse([["goto": .string(server.url("/host.html").absoluteString)]] + steps(view))
    }

    /// Runs browser.py with `steps` (the suite takes its turn with the other heavy suites,
    /// ``HeavySuiteGate``: two Chromiums, or Chromium beside the model server, starve each other on
    /// two cores); its one JSON answer.
    static func browse(_ steps: [JSONValue]) async throws -> JSONValue {
        let python = try Peers.browser.executable()
        return try await TemporaryDirectory.with("agentskill-mcp-app") { folder in
            let stepsFile = folder.appending(path: "steps.json")
            try JSONValue.array(steps).stableData().write(to: stepsFile)
            let script = PackageRoot.appending("Tests/Browser/browser.py").path
            let run = try await TestProcess.run(
                python, ["-B", script, "--steps-file", stepsFile.path, "--timeout", "60"],
                environment: ProcessInfo.processInfo.environment, in: folder, killAfter: .seconds(90))
            let line = try #require(run.output.split(separator: "\n").last.map(String.init), "\(run.errors)")
            return try JSONValue.parse(line)
        }
    }
}

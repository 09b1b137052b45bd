import Foundation
import SkillJSON
import SkillUI
import SkillUIHTML
import TestSupport
import Testing

/// Proves the browser harness on pages we already have: SkillUI's rendered pages over `file://`,
/// and a static page with a script file over `http://127.0.0.1`. One browser run per test, several
/// steps each; serialized, so two Chromiums never compete for the two cores, and never beside the
/// real model server's suite (``HeavySuiteGate``).
/// Each test that drives a browser declares `.requires(Peers.browser)`: without Chromium,
/// chromedriver or selenium a bare `swift test` skips it and says to run `scripts/bootstrap`, and
/// `make test` (`AGENTSKILL_REQUIRE_PEERS=1`) runs it and fails with that message. The nested
/// robustness suite needs no browser and always runs.
@Suite("Browser: headless Chromium drives our pages", .serialized, .timeLimit(.minutes(2)), .takingTurns)
struct BrowserHarnessTests {
    /// The SkillUI gallery documents (``UIGallery/examples``), in name order.
    static func galleryDocuments() throws -> [(String, SKComponent)] {
        try UIGallery.examples.map { example in
            let component = try #require(
                UIDecoder.decode(json: example.json).component, "\(example.name) does not decode")
            return (example.name, component)
        }
    }

    /// Writes `html` to `page.html` in `folder` and returns its `file://` URL.
    static func write(_ html: String, in folder: URL) throws -> String {
        let file = folder.appending(path: "page.html")
        try html.write(to: file, atomically: true, encoding: .utf8)
        return file.absoluteString
    }

    /// Checks the file is a PNG of more than `minimumBytes` (10 KB unless told).
    static func expectPNG(
        at url: URL, minimumBytes: Int = 10_000, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let data = try Data(contentsOf: url)
        #expect(
            data.count > minimumBytes, "\(url.path) is only \(data.count) bytes", sourceLocation: sourceLocation)
        #expect(
            Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "\(url.path) is not a PNG",
            sourceLocation: sourceLocation)
    }

    @Test(.requires(Peers.browser)) func galleryPageRendersAndScreenshotsFullPage() async throws {
        let documents = try Self.galleryDocuments()
        #expect(documents.count >= 16)
        let gallery = SKComponent.stack(SKStack(spacing: 24, padding: 16, children: documents.map(\.1)))
        let shot = BrowserDriver.artifacts.appending(path: "browser-gallery.png")
        try? FileManager.default.removeItem(at: shot)
        let outcome = try await TemporaryDirectory.with("agentskill-browser") { folder in
            let url = try Self.write(HTMLRenderer().renderPage(gallery, title: "SkillUI gallery"), in: folder)
            return try await BrowserDriver.run(
                url: url,
                [
                    ["waitFor": "button[data-sk-action=delete_photos]"],
                    ["text": "button[data-sk-action=delete_photos]"],
                    ["evaluate": "document.title"],
                    ["evaluate": "document.querySelectorAll('button.sk-button').length > 3"],
                    ["evaluate": "document.documentElement.scrollHeight > window.innerHeight"],
                    ["screenshot": .string(shot.path), "fullPage": true],
                ])
        }
        #expect(outcome.ok, "\(outcome)")
        #expect(outcome.recorded == ["Delete", "SkillUI gallery", true, true])
        try Self.expectPNG(at: shot)
    }

    /// The inputs added with A2UI's catalog work with no script at all: chips and checkbox groups
    /// are real radio buttons and checkboxes, the slider and date inputs are native controls.
    @Test(.requires(Peers.browser)) func newInputsWorkWithoutScript() async throws {
        let documents = try Self.galleryDocuments().filter { ["19-trip-planner", "20-choices"].contains($0.0) }
        #expect(documents.count == 2)
        let page = SKComponent.stack(SKStack(spacing: 24, padding: 16, children: documents.map(\.1)))
        let shot = BrowserDriver.artifacts.appending(path: "browser-new-inputs.png")
        try? FileManager.default.removeItem(at: shot)
        let size = "fieldset[data-sk-id=order-size]"
        let outcome = try await TemporaryDirectory.with("agentskill-browser") { folder in
            let url = try Self.write(HTMLRenderer().renderPage(page, title: "New inputs"), in: folder)
            return try await BrowserDriver.run(
                url: url,
                [
                    ["waitFor": .string(size)],
                    ["click": .string("\(size) label:nth-of-type(3)")],
                    ["evaluate": "document.querySelector('input[name=size]:checked').value"],
                    [
                        "evaluate": .string(
                            "getComputedStyle(document.querySelector('\(size) label:nth-of-type(3)')).backgroundColor"
                                + " !== getComputedStyle(document.querySelector('\(size) label:nth-of-type(1)'))"
                                + ".backgroundColor")
                    ],
                    ["click": "fieldset[data-sk-id=order-extras] label:nth-of-type(2)"],
                    ["evaluate": "[...document.querySelectorAll('input[name=extras]:checked')].map(e => e.value)"],
                    [
                        "evaluate":
                            "[...document.querySelectorAll('input[name=budget], input[name=day]')].map(e => e.type)"
                    ],
                    ["evaluate": "document.querySelector('[data-sk-id=trip-icon]').getAttribute('aria-label')"],
                    ["screenshot": .string(shot.path), "fullPage": true],
                ])
        }
        #expect(outcome.ok, "\(outcome)")
        #expect(outcome.recorded == ["l", true, ["egg", "tofu", "chili"], ["date", "range"], "Destination"])
        try Self.expectPNG(at: shot)
    }

    /// Tabs switch pages and a modal opens and closes with no script: radio buttons with CSS, and
    /// the `popover` attribute.
    @Test(.requires(Peers.browser)) func tabsAndModalsWorkWithoutScript() async throws {
        let documents = try Self.galleryDocuments().filter { $0.0 == "21-tabs-modal" }
        let page = try #require(documents.first?.1)
        let shot = BrowserDriver.artifacts.appending(path: "browser-tabs-modal.png")
        try? FileManager.default.removeItem(at: shot)
        let shown: JSONValue = """
            [...document.querySelectorAll('.sk-tab-panel')].filter(p => getComputedStyle(p).display !== 'none')\
            .map(p => p.firstElementChild.getAttribute('data-sk-id'))
            """
        let open: JSONValue = "document.querySelector('#sk-forecast-details-dialog').matches(':popover-open')"
        let outcome = try await TemporaryDirectory.with("agentskill-browser") { folder in
            let url = try Self.write(HTMLRenderer().renderPage(page, title: "Tabs and modal"), in: folder)
            return try await BrowserDriver.run(
                url: url,
                [
                    ["waitFor": ".sk-tabs"],
                    ["evaluate": shown],
                    ["click": "label[for=sk-forecast-days-tab-2]"],
                    ["evaluate": shown],
                    ["evaluate": open],
                    ["click": "[data-sk-id=forecast-open]"],
                    ["evaluate": open],
                    ["screenshot": .string(shot.path), "fullPage": true],
                    ["click": "#sk-forecast-details-dialog .sk-modal-close"],
                    ["evaluate": open],
                ])
        }
        #expect(outcome.ok, "\(outcome)")
        #expect(outcome.recorded == [["tomorrow"], ["weekend"], false, true, false])
        try Self.expectPNG(at: shot)
    }

    @Test(.requires(Peers.browser)) func hostileTextStaysText() async throws {
        let hostile = [
            "<img src=x onerror=alert(1)>", "<script>window.pwned=1</script>", "\"><img src=x onerror=window.pwned=2>",
        ]
        let page = SKComponent.stack(
            SKStack(
                children: hostile.map { .text(SKText(content: $0)) } + [
                    .button(SKButton(title: hostile[0], action: hostile[1])),
                    .card(SKCard(title: hostile[1], subtitle: hostile[2])),
                ]))
        let shot = BrowserDriver.artifacts.appending(path: "browser-hostile-text.png")
        let outcome = try await TemporaryDirectory.with("agentskill-browser") { folder in
            let url = try Self.write(HTMLRenderer().renderPage(page, title: hostile[1]), in: folder)
            return try await BrowserDriver.run(
                url: url,
                [
                    ["waitFor": ".sk-root"],
                    ["evaluate": "window.pwned === undefined && !document.querySelector('img[src=x]')"],
                    ["evaluate": "document.querySelectorAll('script, img, iframe').length"],
                    ["text": ".sk-root"],
                    ["text": "button.sk-button"],
                    ["evaluate": "document.title"],
                    ["screenshot": .string(shot.path), "fullPage": true],
                ])
        }
        #expect(outcome.ok, "\(outcome)")
        guard outcome.recorded.count == 5 else {
            Issue.record("expected 5 recorded values: \(outcome)")
            return
        }
        #expect(outcome.recorded[0] == true)
        #expect(outcome.recorded[1] == 0)
        let visible = outcome.recorded[2].stringValue ?? ""
        for text in hostile { #expect(visible.contains(text), "\(text) is not shown as text in: \(visible)") }
        #expect(outcome.recorded[3] == .string(hostile[0]))
        #expect(outcome.recorded[4] == .string(hostile[1]))
        #expect(FileManager.default.fileExists(atPath: shot.path))
    }

    /// A static page whose script is a file (the server allows no inline script): typing into the
    /// `<input>` and pressing Enter adds a line, over `http://127.0.0.1`.
    @Test(.requires(Peers.browser)) func typesIntoAnInputOverHTTP() async throws {
        let shot = BrowserDriver.artifacts.appending(path: "browser-http-input.png")
        let outcome = try await TemporaryDirectory.with("agentskill-browser") { folder in
            let site = folder.appending(path: "site")
            try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
            try Self.echoPage.write(to: site.appending(path: "index.html"), atomically: true, encoding: .utf8)
            try Self.echoScript.write(to: site.appending(path: "echo.js"), atomically: true, encoding: .utf8)
            let server = try await LocalFileServer(serving: site)
            defer { server.stop() }
            return try await BrowserDriver.run(
                url: server.baseURL,
                [
                    ["waitFor": "#ask[data-ready]"],
                    ["type": "#ask", "text": "hello 你好 <b>"],
                    ["press": "Enter"],
                    ["waitText": "#log", "text": "hello 你好 <b>", "timeout": 5],
                    ["type": "#ask", "text": "second"],
                    ["press": "Enter"],
                    ["waitText": "#log li:last-child", "text": "second"],
                    ["text": "#log"],
                    ["evaluate": "[location.protocol, location.hostname, document.activeElement.id]"],
                    ["evaluate": "document.querySelector('#ask').value"],
                    ["screenshot": .string(shot.path), "fullPage": true],
                    ["consoleErrors": true],
                ])
        }
        #expect(outcome.ok, "\(outcome)")
        #expect(
            outcome.recorded == [
                "You said: hello 你好 <b>\nYou said: second", ["http:", "127.0.0.1", "ask"], "", [],
            ])
        #expect(FileManager.default.fileExists(atPath: shot.path))
    }

    /// A step that cannot finish ends the run with its index and reason; the browser is stopped.
    @Test(.requires(Peers.browser)) func aFailedWaitNamesTheStep() async throws {
        let outcome = try await TemporaryDirectory.with("agentskill-browser") { folder in
            let page = SKComponent.text(SKText(content: "Loaded"))
            let url = try Self.write(HTMLRenderer().renderPage(page, title: "t"), in: folder)
            return try await BrowserDriver.run(
                url: url,
                [
                    ["text": ".sk-root"],
                    ["waitText": ".sk-root", "text": "never there", "timeout": 0.3],
                    ["text": ".sk-root"],
                ])
        }
        #expect(!outcome.ok)
        #expect(outcome.failedStep == 2)
        #expect(outcome.error?.contains("never there") == true, "\(outcome)")
        #expect(outcome.recorded == ["Loaded"])
    }

    /// Without the venv or the browser the driver fails with a message that says what to run.
    @Test(.requires(Peers.browser)) func missingPeersSayToRunBootstrap() throws {
        let noPython = #expect(throws: BrowserDriver.Failure.self) {
            try BrowserDriver.python(environment: ["INTEROP_PYTHON": "/nonexistent/python"])
        }
        #expect(noPython?.description.contains("run scripts/bootstrap") == true)
        let python = try BrowserDriver.python()
        let noBrowser = #expect(throws: BrowserDriver.Failure.self) {
            try BrowserDriver.python(environment: [
                "INTEROP_PYTHON": python.path, "BROWSER_BINARY": "/nonexistent/chromium",
            ])
        }
        #expect(noBrowser?.description.contains("/nonexistent/chromium is missing — run scripts/bootstrap") == true)
        let noDriver = #expect(throws: BrowserDriver.Failure.self) {
            try BrowserDriver.python(environment: [
                "INTEROP_PYTHON": python.path, "CHROMEDRIVER": "/nonexistent/driver",
            ])
        }
        #expect(noDriver?.description.contains("chromium-driver") == true)
    }

    static let echoPage = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Echo</title>
        <link rel="icon" href="data:,">
        <script src="echo.js" defer></script>
        </head>
        <body>
        <label for="ask">Say something</label>
        <input id="ask" autocomplete="off">
        <ul id="log"></ul>
        </body>
        </html>
        """

    static let echoScript = """
        const ask = document.getElementById("ask");
        const log = document.getElementById("log");
        ask.addEventListener("keydown", (event) => {
          if (event.key !== "Enter" || ask.value === "") return;
          const line = document.createElement("li");
          line.textContent = "You said: " + ask.value;
          log.append(line);
          ask.value = "";
        });
        ask.dataset.ready = "";
        """
}

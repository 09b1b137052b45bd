import Foundation
import SkillJSON
import SkillUI
import SkillUIHTML
import TestSupport
import Testing

/// The A2UI gallery in headless Chromium: every document that has a tree, rendered to an HTML page
/// of its own, opens with its content showing and no console error, and is photographed into
/// `.build/test-artifacts/a2ui-gallery/`. Part of the serialized browser suite.
extension BrowserHarnessTests {
    /// Each A2UI gallery document's name and page; `42-missing-root` has no tree to show.
    static func a2uiPages() -> [(name: String, html: String)] {
        A2UIGallery.examples.compactMap { example in
            let (document, _) = A2UIDocument.read(example.json)
            guard let tree = document.render().component else { return nil }
            return (example.name, HTMLRenderer().renderPage(tree, title: "A2UI " + example.name))
        }
    }

    @Test(.requires(Peers.browser)) func everyA2UIGalleryDocumentShowsInChromium() async throws {
        let pages = Self.a2uiPages()
        #expect(pages.count == A2UIGallery.examples.count - 1)
        let folder = BrowserDriver.artifacts.appending(path: "a2ui-gallery")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Per page: its title, whether the root is there, and how many of its elements take space.
        let state: JSONValue = .string(
            "[document.title, !!document.querySelector('.sk-root'),"
                + " [...document.querySelectorAll('.sk-root *')].filter(e => e.getClientRects().length > 0).length]")
        let outcome = try await TemporaryDirectory.with("agentskill-a2ui-gallery") { pagesFolder in
            var steps: [JSONValue] = []
            for (name, html) in pages {
                let file = pagesFolder.appending(path: "\(name).html")
                try html.write(to: file, atomically: true, encoding: .utf8)
                steps.append(["goto": .string(file.absoluteString)])
                steps.append(["waitFor": ".sk-root"])
                steps.append(["evaluate": state])
                steps.append(["screenshot": .string(folder.appending(path: "\(name).png").path)])
            }
            steps.append(["consoleErrors": true])
            return try await BrowserDriver.run(steps, timeout: 100)
        }
        #expect(outcome.ok, "\(outcome)")
        #expect(outcome.recorded.count == pages.count + 1)
        // Documents whose tree is empty by design: an unknown function's text, a template over no array.
        let empty: Set<String> = ["44-unknown-function", "48-template-not-array"]
        for (index, page) in pages.enumerated() where index < outcome.recorded.count {
            let value = outcome.recorded[index]
            #expect(value[0] == .string("A2UI " + page.name) && value[1] == true, "\(page.name): \(value)")
            let shown = value[2]?.intValue ?? 0
            #expect(empty.contains(page.name) || shown > 0, "\(page.name) shows nothing")
            try Self.expectPNG(at: folder.appending(path: "\(page.name).png"), minimumBytes: 2_000)
        }
        #expect(Self.pageErrors(outcome.recorded.last ?? .null) == [])
        print("measured: \(pages.count) A2UI gallery documents shown in Chromium, screenshots in \(folder.path)")
    }
}

import Foundation
import SkillJSON
import SkillUI
import TestSupport
import Testing

@testable import AssistantCLI

/// `assistant render --from a2ui` and `--to a2ui`.
@Suite(.timeLimit(.minutes(1))) struct RenderA2UITests {
    func temporaryFile(_ text: String, suffix: String = "jsonl") throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("a2ui-\(UUID().uuidString).\(suffix)")
            .path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test(arguments: [
        (["render", "s.jsonl", "--from", "a2ui"], RenderRequest(source: "s.jsonl", input: .a2ui)),
        (["render", "c.json", "--to=a2ui"], RenderRequest(source: "c.json", output: .a2ui)),
        (
            ["render", "s.jsonl", "--from", "a2ui", "--to", "ui"],
            RenderRequest(source: "s.jsonl", input: .a2ui, output: .ui)
        ),
    ])
    func parsesFromAndTo(arguments: [String], expected: RenderRequest) throws {
        #expect(try ArgumentParser.parse(arguments).command == .render(expected))
    }

    @Test func refusesAnUnknownFormat() {
        do {
            _ = try ArgumentParser.parse(["render", "x", "--from", "html"])
            Issue.record("parsed")
        } catch {
            #expect(
                error.description
                    == "--from takes ui or a2ui, not 'html' — e.g. assistant render surface.jsonl --from a2ui")
        }
    }

    /// The README's A2UI section: its order card, rendered with `--from a2ui`, is the rendering
    /// shown below it, line for line, with nothing to warn about.
    @Test func theReadmesA2UIExampleRendersAsShown() async throws {
        let readme = try String(contentsOf: PackageRoot.appending("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "### A2UI\n")).upperBound
        let blocks = readme[section...].components(separatedBy: "```")
        // blocks[1] is the json block ("json\n…"), blocks[3] the rendering ("\n…").
        try #require(blocks.count > 3 && blocks[1].hasPrefix("json\n"))
        let document = String(blocks[1].dropFirst("json\n".count))
        let shown = String(blocks[3].drop(while: { $0 == "\n" }))
        let terminal = FakeTerminal()
        #expect(await terminal.run(["render", try temporaryFile(document), "--from", "a2ui"]) == 0)
        #expect(terminal.stdout == shown)
        #expect(terminal.stderr.isEmpty)
    }

    @Test func rendersAnA2UIDocumentForTheTerminalWithItsDiagnostics() async throws {
        let example = try #require(A2UIGallery.example(named: "41-dangling"))
        let terminal = FakeTerminal()
        #expect(await terminal.run(["render", try temporaryFile(example.json), "--from", "a2ui"]) == 0)
        #expect(terminal.stdout == "Here\n")
        #expect(
            terminal.stderr == """
                error: surface "main": $.root.children[1]: no component "missing"; skipped
                warning: surface "main": $: not reachable from root, so not shown: "card"

                """)
    }

    @Test func rendersA2UIAsHTMLAndReportsJSONDiagnosticsWithTheirOrigin() async throws {
        let example = try #require(A2UIGallery.example(named: "51-create-twice"))
        let terminal = FakeTerminal()
        let file = try temporaryFile(example.json)
        #expect(await terminal.run(["render", file, "--from", "a2ui", "--html", "--json-diagnostics"]) == 0)
        #expect(terminal.stdout.contains("Once"))
        let first = try JSONValue.parse(String(terminal.stderr.split(separator: "\n")[0]))
        #expect(first["origin"] == "line 2")
        #expect(first["path"] == "$.createSurface.surfaceId")
    }

    @Test func aMissingRootRendersNothingAndFails() async throws {
        let example = try #require(A2UIGallery.example(named: "42-missing-root"))
        let terminal = FakeTerminal()
        #expect(await terminal.run(["render", try temporaryFile(example.json), "--from", "a2ui"]) == 1)
        #expect(terminal.stderr.hasSuffix("error: nothing to render\n"))
    }

    @Test func convertsOurFormatToA2UIJSONL() async throws {
        let file = try temporaryFile(
            #"{"type":"card","title":"Hi","children":[{"type":"text","content":"x"}]}"#, suffix: "json")
        let terminal = FakeTerminal()
        #expect(await terminal.run(["render", file, "--to", "a2ui"]) == 0)
        let lines = terminal.stdout.split(separator: "\n").map { try? JSONValue.parse(String($0)) }
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0?["version"] == "v0.9" })
        #expect(
            terminal.stderr
                == "warning: $.root: a card's title and subtitle are written as Text at the top of its Column\n")
        // And back: the A2UI renders.
        let back = FakeTerminal()
        #expect(await back.run(["render", try temporaryFile(terminal.stdout), "--from", "a2ui"]) == 0)
        #expect(back.stdout.contains("Hi"))
    }

    /// `--from a2ui --to ui` of a surface with a template and bindings prints our bound document:
    /// the data model, the template once, the bindings relative to each order.
    @Test func convertsABoundSurfaceToOurBoundDocument() async throws {
        let example = try #require(A2UIGallery.example(named: "17-template"))
        let terminal = FakeTerminal()
        #expect(await terminal.run(["render", try temporaryFile(example.json), "--from", "a2ui", "--to", "ui"]) == 0)
        #expect(terminal.stderr.isEmpty)
        let document = try JSONValue.parse(terminal.stdout)
        #expect(document["$data"]?["orders"]?.arrayValue?.count == 2)
        #expect(document["children"]?["$each"] == "/orders")
        #expect(document["children"]?["template"]?["children"]?[0]?["content"] == ["$bind": "name"])
        // It renders like the surface.
        let shown = FakeTerminal()
        #expect(await shown.run(["render", try temporaryFile(terminal.stdout, suffix: "json")]) == 0)
        #expect(shown.stdout.contains("Lunch") && shown.stdout.contains("€3.00"))
        // A surface without bindings still prints the plain tree.
        let plain = FakeTerminal()
        let text = try #require(A2UIGallery.example(named: "01-text-variants"))
        #expect(await plain.run(["render", try temporaryFile(text.json), "--from", "a2ui", "--to", "ui"]) == 0)
        #expect(try JSONValue.parse(plain.stdout)["$data"] == nil)
    }

    /// `--to a2ui` of a bound document of ours writes its bindings and its template once.
    @Test func convertsOurBoundDocumentToA2UIWithItsBindings() async throws {
        let file = try temporaryFile(
            #"""
            {"$data": {"orders": [{"name": "Tea"}, {"name": "Cake"}], "title": "Orders"},
             "type": "stack", "children": [
               {"type": "text", "style": "title", "content": {"$bind": "/title"}},
               {"type": "stack", "children": {"$each": "/orders", "template": {"type": "text", "id": "row", "content": {"$bind": "name"}}}}]}
            """#, suffix: "json")
        let terminal = FakeTerminal()
        #expect(await terminal.run(["render", file, "--to", "a2ui"]) == 0)
        #expect(terminal.stderr.isEmpty)
        let messages = try terminal.stdout.split(separator: "\n").map { try JSONValue.parse(String($0)) }
        let components = messages.flatMap { $0["updateComponents"]?["components"]?.arrayValue ?? [] }
        #expect(components.contains { $0["text"] == ["path": "/title"] })
        #expect(components.contains { $0["children"] == ["componentId": "row", "path": "/orders"] })
        #expect(components.filter { $0["id"] == "row" }.count == 1)
        #expect(messages.last?["updateDataModel"]?["value"]?["title"] == "Orders")
        // And A2UI → A2UI keeps them too.
        let again = FakeTerminal()
        #expect(await again.run(["render", try temporaryFile(terminal.stdout), "--from", "a2ui", "--to", "a2ui"]) == 0)
        #expect(again.stdout.contains(#""children":{"componentId":"row","path":"/orders"}"#))
    }
}

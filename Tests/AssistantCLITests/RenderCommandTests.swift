import Foundation
import SkillJSON
import SkillUI
import TestSupport
import Testing

@testable import AssistantCLI

@Suite(.timeLimit(.minutes(1))) struct RenderCommandTests {
    static let welcome = """
        { "type": "stack", "direction": "vertical", "spacing": 16, "components": [
          { "type": "text", "content": "欢迎使用智能助手", "align": "center", "style": "title" },
          { "type": "button", "title": "点击获取今日推荐", "action": "fetch_recommendation" },
          { "type": "list", "items": [ {"title": "推荐一", "subtitle": "基于你的偏好"}, {"title": "推荐二", "subtitle": "社区热门"} ] } ] }
        """

    func temporaryFile(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString).json")
            .path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test(arguments: [
        (["render", "card.json"], RenderRequest(source: "card.json")),
        (["render", "-", "--html"], RenderRequest(source: "-", format: .html)),
        (
            ["render", "x.json", "--strict", "--json-diagnostics", "--terminal"],
            RenderRequest(source: "x.json", format: .terminal, strict: true, jsonDiagnostics: true)
        ),
    ])
    func parsesRenderOptions(arguments: [String], expected: RenderRequest) throws {
        #expect(try ArgumentParser.parse(arguments).command == .render(expected))
    }

    @Test(arguments: [
        (["ask", "hi", "--html"], "option '--html' is not for 'ask' — it belongs to 'assistant render'"),
        (["render"], "render needs a file to render, or - for standard input, e.g. assistant render card.json"),
        (["--strict"], "option '--strict' is not for 'chat' — it belongs to 'assistant render'"),
    ])
    func renderOptionErrors(arguments: [String], message: String) {
        #expect(throws: CLIError.self) { try ArgumentParser.parse(arguments) }
        do {
            _ = try ArgumentParser.parse(arguments)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func rendersTheWriteUpExampleForTheTerminal() async throws {
        let terminal = FakeTerminal()
        #expect(await terminal.run(["render", try temporaryFile(Self.welcome)]) == 0)
        #expect(terminal.stdout.contains("欢迎使用智能助手"))
        #expect(terminal.stdout.contains("[1] 点击获取今日推荐"))
        #expect(terminal.stdout.contains("推荐二"))
        #expect(!terminal.stdout.contains("\u{1B}"))
        #expect(terminal.stderr.isEmpty)
    }

    @Test func rendersHTMLFromStandardInput() async {
        let terminal = FakeTerminal(lines: Self.welcome.components(separatedBy: "\n"))
        #expect(await terminal.run(["render", "-", "--html"]) == 0)
        #expect(terminal.stdout.hasPrefix("<!doctype html>") || terminal.stdout.hasPrefix("<!DOCTYPE html>"))
        #expect(terminal.stdout.contains("<button"))
        #expect(terminal.stdout.contains("欢迎使用智能助手"))
    }

    @Test func strictModeStopsAtTheFirstProblem() async throws {
        let file = try temporaryFile(#"{"type":"stack","children":[{"type":"txet","content":"x"}]}"#)
        let strict = FakeTerminal()
        #expect(await strict.run(["render", file, "--strict", "--json-diagnostics"]) == 1)
        let line = try JSONValue.parse(strict.stderr.components(separatedBy: "\n")[0])
        #expect(line["severity"] == "error")
        #expect(line["path"] == "$.children[0].type")
        #expect(strict.stdout.isEmpty)
        let lenient = FakeTerminal()
        #expect(await lenient.run(["render", file]) == 0)
        #expect(lenient.stderr.hasPrefix("warning: $.children[0]"))
    }

    @Test func hostileTextComesOutInert() async throws {
        let hostile = #"""
            {"type":"card","title":"<script>alert(1)</script>","children":[
              {"type":"text","content":"\"><img src=x onerror=alert(1)> \u001b[2J"},
              {"type":"link","title":"click","url":"javascript:alert(1)"}]}
            """#
        let file = try temporaryFile(hostile)
        let html = FakeTerminal()
        #expect(await html.run(["render", file, "--html"]) == 0)
        #expect(!html.stdout.contains("<script>alert"))
        #expect(!html.stdout.contains("<img src=x"))
        #expect(!html.stdout.contains("href=\"javascript:"))
        let terminal = FakeTerminal()
        #expect(await terminal.run(["render", file]) == 0)
        #expect(!terminal.stdout.contains("\u{1B}"))
    }

    @Test func unreadableFileIsAnError() async {
        let terminal = FakeTerminal()
        #expect(await terminal.run(["render", "/nonexistent/card.json"]) == 1)
        #expect(terminal.stderr.hasPrefix("error: cannot read '/nonexistent/card.json'"))
    }

    /// With `--json-diagnostics`, a file that cannot be read, or one that renders nothing, is a
    /// JSON error line like any other diagnostic.
    @Test func failuresAreJSONLinesWithJSONDiagnostics() async throws {
        let missing = FakeTerminal()
        #expect(await missing.run(["render", "/nonexistent/card.json", "--json-diagnostics"]) == 1)
        let line = try JSONValue.parse(missing.stderr.trimmingCharacters(in: .newlines))
        #expect(line["severity"] == "error")
        #expect(line["path"] == "$")
        #expect(line["message"]?.stringValue?.hasPrefix("cannot read '/nonexistent/card.json'") == true)
        let nothing = FakeTerminal(lines: ["42"])
        #expect(await nothing.run(["render", "-", "--json-diagnostics"]) == 1)
        let lines = nothing.stderr.split(separator: "\n").map { try? JSONValue.parse(String($0)) }
        #expect(lines.allSatisfy { $0 != nil })
        #expect(lines.last??["message"] == "nothing to render")
    }

    /// A file larger than a UI document may be is refused before it is read whole.
    @Test func anOversizedFileIsRefusedBeforeItIsRead() async throws {
        try await TemporaryDirectory.with { folder in
            let file = folder.appending(path: "big.json")
            try Data(repeating: 0x20, count: UILimits.default.maxDocumentBytes + 1).write(to: file)
            let terminal = FakeTerminal()
            #expect(await terminal.run(["render", file.path]) == 2)
            #expect(terminal.stderr.contains("is too large: 4194305 bytes, the limit is 4194304 bytes"))
        }
    }
}

import Foundation
import SkillJSON
import TestSupport
import Testing

/// The built `assistant` importing a server on the official MCP Python SDK whose tools answer with
/// A2UI (Tests/Interop/mcp_a2ui_server.py): the card becomes the skill's UI, shown as JSON and
/// in the terminal; broken A2UI is a diagnostic in the data, not a crash.
@Suite(.requires(Peers.mcpPython), .timeLimit(.minutes(3))) struct MCPA2UIImportTests {
    /// Writes a config with the A2UI server as `shop` to `directory`.
    static func config(in directory: URL) throws -> String {
        let python = try Peers.mcpPython.executable().path
        let script = PackageRoot.appending("Tests/Interop/mcp_a2ui_server.py").path
        let shop: JSONValue = ["command": .string(python), "args": ["-B", .string(script)]]
        let config: JSONValue = ["mcpServers": ["shop": shop]]
        let file = directory.appending(path: "mcp.json")
        try Data(config.stableString().utf8).write(to: file)
        return file.path
    }

    @Test func anImportedToolsA2UICardIsTheSkillsUI() async throws {
        try await TemporaryDirectory.with { directory in
            let config = try Self.config(in: directory)
            let data = directory.appending(path: "data").path
            let (status, out, err) = try await AssistantBinaryTests.launch(
                ["run", "mcp.shop.card", "--args", "{}", "--json", "--mcp-config", config, "--data-dir", data])
            #expect(status == 0, "\(err)")
            let value = try JSONValue.parse(out)
            #expect(value["text"] == "Order 1042", "\(out)")
            let ui = try #require(value["ui"], "\(out)").stableString()
            #expect(ui.contains("Order 1042") && ui.contains("Total 35.00 CHF"), "\(ui)")
            #expect(value["data"]?["a2uiDiagnostics"] == nil, "\(out)")

            let (shown, terminal, terminalErr) = try await AssistantBinaryTests.launch(
                ["run", "mcp.shop.card", "--args", "{}", "--mcp-config", config, "--data-dir", data])
            #expect(shown == 0, "\(terminalErr)")
            #expect(terminal.contains("Total 35.00 CHF"), "the card is drawn: \(terminal)")
        }
    }

    @Test func brokenA2UIIsADiagnosticNotACard() async throws {
        try await TemporaryDirectory.with { directory in
            let config = try Self.config(in: directory)
            let (status, out, err) = try await AssistantBinaryTests.launch(
                [
                    "run", "mcp.shop.broken", "--args", "{}", "--json", "--mcp-config", config, "--data-dir",
                    directory.appending(path: "data").path,
                ])
            #expect(status == 0, "\(err)")
            let value = try JSONValue.parse(out)
            #expect(value["text"] == "broken card", "\(out)")
            #expect(value["ui"] == .null, "\(out)")
            let notes = value["data"]?["a2uiDiagnostics"]?.arrayValue ?? []
            #expect(notes.contains { $0.stringValue?.hasPrefix("error: line 1") == true }, "\(out)")
        }
    }
}

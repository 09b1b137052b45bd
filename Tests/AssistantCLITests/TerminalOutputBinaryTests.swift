import Foundation
import SkillJSON
import TestSupport
import Testing

/// The built `assistant` with its standard streams on a pseudo-terminal: escapes in replies, tool
/// lists, warnings and errors are shown, never obeyed — judged by the stream written to, whatever
/// standard input is — while piped output, and `--json`, stay exact.
@Suite(.timeLimit(.minutes(2))) struct TerminalOutputBinaryTests {
    static let escapes = "\u{1B}]0;PWNED\u{7}"
    static let shown = "^[]0;PWNED^G"

    static func environment(_ scratch: URL) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment["AGENTSKILL_DATA_DIR"] = scratch.appending(path: "data").path
        environment["XDG_CONFIG_HOME"] = scratch.appending(path: "config").path
        environment["AGENTSKILL_CONFIG"] = nil
        environment["AGENTSKILL_NOW"] = nil
        return environment
    }

    /// `assistant ask "echo ESC]0;PWNED BEL" </dev/null` at a terminal: standard input is not a
    /// terminal, standard output is.
    @Test(arguments: [
        ["ask", "echo \(escapes)", "--router", "keyword"],
        ["run", "echo", "--args", "{\"text\":\"\\u001b]0;PWNED\\u0007\"}"],
    ])
    func aReplyAtATerminalIsSanitizedEvenWithInputFromDevNull(arguments: [String]) async throws {
        try await TemporaryDirectory.with { scratch in
            let result = try await PseudoTerminal.run(
                try AssistantBinaryTests.executable(), arguments, environment: Self.environment(scratch),
                onTerminal: [.output])
            #expect(result.status == 0, "\(result.error)")
            #expect(result.terminal.contains(Self.shown), "\(result.terminal.debugDescription)")
            #expect(!result.terminal.contains("\u{1B}]"), "\(result.terminal.debugDescription)")
        }
    }

    @Test func anErrorAtATerminalIsSanitized() async throws {
        try await TemporaryDirectory.with { scratch in
            let result = try await PseudoTerminal.run(
                try AssistantBinaryTests.executable(), ["run", "no.such\(Self.escapes)skill"],
                environment: Self.environment(scratch), onTerminal: [.error])
            #expect(result.status != 0)
            #expect(result.terminal.contains("^[]0;PWNED^G"), "\(result.terminal.debugDescription)")
            #expect(!result.terminal.contains("\u{1B}"), "\(result.terminal.debugDescription)")
        }
    }

    /// A hostile MCP server: escapes in its tool's name and description and on its standard error.
    @Test func importedToolsAndServerMessagesAtATerminalAreSanitized() async throws {
        try await TemporaryDirectory.with { scratch in
            let config = try MCPImportBinaryTests.config(["evil": ["hostile"]], in: scratch)
            let result = try await PseudoTerminal.run(
                try AssistantBinaryTests.executable(), ["mcp-tools", "--mcp-config", config],
                environment: Self.environment(scratch), onTerminal: [.output, .error])
            #expect(result.terminal.contains("mcp.evil.evil^[]0;PWNED^G^[[2J\\u{9B}31m"), "\(result.terminal)")
            #expect(result.terminal.contains("hostile server says ^[]0;PWNED^G"), "\(result.terminal)")
            #expect(result.terminal.contains("'bravo'"), "\(result.terminal)")
            let controls = result.terminal.unicodeScalars.filter {
                ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
            }
            #expect(controls.isEmpty, "\(result.terminal.debugDescription)")
        }
    }

    /// Piped, the same list is the servers' text exactly; as JSON it parses to the same strings.
    @Test func pipedAndJSONOutputStayExact() async throws {
        try await TemporaryDirectory.with { scratch in
            let config = try MCPImportBinaryTests.config(["evil": ["hostile"]], in: scratch)
            let piped = try await PseudoTerminal.run(
                try AssistantBinaryTests.executable(), ["mcp-tools", "--mcp-config", config],
                environment: Self.environment(scratch), onTerminal: [])
            #expect(piped.output.contains("Does \u{1B}]0;PWNED\u{7}\u{1B}[2J\u{9B}31m things"), "\(piped.output)")
            let json = try await PseudoTerminal.run(
                try AssistantBinaryTests.executable(), ["mcp-tools", "--json", "--mcp-config", config],
                environment: Self.environment(scratch), onTerminal: [.output])
            let value = try JSONValue.parse(json.terminal)
            #expect(value["skills"]?[0]?["tool"]?.stringValue == "evil\u{1B}]0;PWNED\u{7}\u{1B}[2J\u{9B}31m")
            #expect(!json.terminal.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
        }
    }
}

import Foundation
import SkillJSON
import TestSupport
import Testing

/// The official MCP Python SDK's stdio client (Tests/Interop/mcp_client.py, mcp_reminders.py)
/// drives the real `assistant mcp`.
@Suite(.requires(Peers.mcpPython)) struct PythonSDKClientTests {
    @Test func theSDKClientInitializesListsCallsFailsAndCancels() async throws {
        _ = try await Self.run(
            "mcp_client.py",
            required: [
                "initialize", "tools listed", "schema echo", "schema ledger.add", "echo text", "echo structured",
                "ledger.add text", "ledger.add structured", "failing call isError", "cancelled call abandoned",
                "ping after cancel", "cancelled call stopped", "destructive refused without elicitation",
                "declined call not run", "accepted call runs", "elicitation names the entry in plain words",
            ])
    }

    /// Reminders ring as MCP notifications (`notifications/message`, logger `reminders`) at the
    /// SDK client once it asks for log messages, on the real clock.
    @Test func theSDKClientHearsRemindersRing() async throws {
        let checks = try await Self.run(
            "mcp_reminders.py",
            required: [
                "logging capability", "nothing before setLevel", "a reminder due before setLevel rings after it",
                "notification arrives", "level notice", "logger reminders", "text", "id", "due time",
                "rang within a second (program's record)", "reached the client",
                "repeating reminder says its next time", "nothing above the notifier's level",
            ])
        for check in checks where check["name"] == "rang within a second (program's record)" {
            print("measured: the MCP reminder rang \(check["detail"]?.stringValue ?? "?") after its time")
        }
    }

    /// Skills' cards as MCP Apps, read by the SDK's `Client` advertising the UI extension in both
    /// of its connect modes (legacy initialize; auto, which probes `server/discover` and falls back),
    /// by one that does not advertise it, and by one that lists A2UI's MIME type too (the card
    /// also as A2UI messages, valid against the official v0.9 schemas) or only the app's.
    @Test func theSDKClientReadsCardsAsMCPApps() async throws {
        let checks = try await Self.run(
            "mcp_apps_client.py",
            required: ["legacy", "auto"].flatMap { mode in
                [
                    "server declares the extension", "UI tools link their card", "other tools link nothing",
                    "every link is listed", "read MIME type ui://agentskill/ledger.add",
                    "_meta.ui.csp allows no outside origin ui://agentskill/weather",
                    "full document ui://agentskill/weather", "meta policy ui://agentskill/weather",
                    "script allowed by its hash ui://agentskill/weather", "card HTML from our renderer", "card tree",
                    "unknown resource is an error",
                ].map { "[\(mode)] \($0)" }
            } + [
                "[no extension] no tool links a card", "[no extension] no card in results",
                "[a2ui] card keeps html and tree", "[a2ui] card.a2ui opens a surface for the call",
                "[a2ui] embedded resource", "[a2ui] resource text is the messages as JSONL",
                "[a2ui] messages valid against the official schemas", "[apps only] no A2UI",
            ])
        let documents = checks.filter { ($0["name"]?.stringValue ?? "").hasPrefix("[legacy] full document") }
        print("measured: \(documents.count) ui:// card documents read and checked per connect mode")
        for check in checks where check["name"] == "[a2ui] messages valid against the official schemas" {
            print("measured: ledger.add's card as A2UI: \(check["detail"]?.stringValue ?? "?"), valid")
        }
    }

    /// Runs `Tests/Interop/<script> ASSISTANT SCRATCH STDERR` with the MCP venv's Python and returns
    /// the checks of its one-line JSON report, having recorded an issue for each one that failed,
    /// each `required` one missing, and a status other than 0.
    static func run(_ script: String, required: [String]) async throws -> [JSONValue] {
        let python = try Peers.mcpPython.executable()
        let assistant = try BuiltExecutable.url("assistant")
        let scratch = try TemporaryDirectory.create("agentskill-mcp")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let path = PackageRoot.appending("Tests/Interop/\(script)").path
        let run = try await TestProcess.run(
            python, ["-B", path, assistant.path, scratch.path, scratch.appending(path: "stderr").path],
            environment: ProcessInfo.processInfo.environment, in: scratch)
        // The client's own standard error goes to the test's, as it did when it was inherited.
        FileHandle.standardError.write(Data(run.errors.utf8))
        let line = try #require(run.output.split(separator: "\n").last.map(String.init), "no report from \(script)")
        let checks = try #require(try JSONValue.parse(line)["checks"]?.arrayValue)
        let names = checks.compactMap { $0["name"]?.stringValue }
        for name in required {
            #expect(names.contains(name), "\(script) did not report '\(name)'")
        }
        for check in checks where check["ok"] != true {
            Issue.record("\(check["name"]?.stringValue ?? "?"): \(check["detail"]?.stringValue ?? "")")
        }
        #expect(run.status == 0)
        return checks
    }
}

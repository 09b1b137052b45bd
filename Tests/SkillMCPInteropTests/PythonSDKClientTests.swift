import Foundation
import SkillJSON
import TestSupport
import Testing

/// The official MCP Python SDK's stdio client (Tests/Interop/mcp_client.py) drives the real `assistant mcp`.
@Suite(.requires(Peers.mcpPython)) struct PythonSDKClientTests {
    @Test func theSDKClientInitializesListsCallsFailsAndCancels() async throws {
        let python = try Peers.mcpPython.executable()
        let assistant = try BuiltExecutable.url("assistant")
        let scratch = try TemporaryDirectory.create("agentskill-mcp")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let script = PackageRoot.appending("Tests/Interop/mcp_client.py").path
        let run = try await TestProcess.run(
            python, ["-B", script, assistant.path, scratch.path, scratch.appending(path: "stderr").path],
            environment: ProcessInfo.processInfo.environment, in: scratch)
        // The client's own standard error goes to the test's, as it did when it was inherited.
        FileHandle.standardError.write(Data(run.errors.utf8))
        let (status, output) = (run.status, run.output)
        let line = try #require(output.split(separator: "\n").last.map(String.init), "no report from mcp_client.py")
        let checks = try #require(try JSONValue.parse(line)["checks"]?.arrayValue)
        let names = checks.compactMap { $0["name"]?.stringValue }
        for required in [
            "initialize", "tools listed", "schema echo", "schema ledger.add", "echo text", "echo structured",
            "ledger.add text", "ledger.add structured", "failing call isError", "cancelled call abandoned",
            "ping after cancel", "cancelled call stopped", "destructive refused without elicitation",
            "declined call not run", "accepted call runs", "elicitation names the entry in plain words",
        ] {
            #expect(names.contains(required), "mcp_client.py did not report '\(required)'")
        }
        for check in checks where check["ok"] != true {
            Issue.record("\(check["name"]?.stringValue ?? "?"): \(check["detail"]?.stringValue ?? "")")
        }
        #expect(status == 0)
    }

    /// Reminders ring as MCP notifications (`notifications/message`, logger `reminders`) at the
    /// SDK client once it asks for log messages, on the real clock (Tests/Interop/mcp_reminders.py).
    @Test func theSDKClientHearsRemindersRing() async throws {
        let python = try Peers.mcpPython.executable()
        let assistant = try BuiltExecutable.url("assistant")
        let scratch = try TemporaryDirectory.create("agentskill-mcp-reminders")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let script = PackageRoot.appending("Tests/Interop/mcp_reminders.py").path
        let run = try await TestProcess.run(
            python, ["-B", script, assistant.path, scratch.path, scratch.appending(path: "stderr").path],
            environment: ProcessInfo.processInfo.environment, in: scratch)
        FileHandle.standardError.write(Data(run.errors.utf8))
        let line = try #require(
            run.output.split(separator: "\n").last.map(String.init), "no report from mcp_reminders.py")
        let checks = try #require(try JSONValue.parse(line)["checks"]?.arrayValue)
        let names = checks.compactMap { $0["name"]?.stringValue }
        for required in [
            "logging capability", "nothing before setLevel", "a reminder due before setLevel rings after it",
            "notification arrives", "level notice", "logger reminders", "text", "id", "due time",
            "rang within a second (program's record)", "reached the client", "repeating reminder says its next time",
            "nothing above the notifier's level",
        ] {
            #expect(names.contains(required), "mcp_reminders.py did not report '\(required)'")
        }
        for check in checks {
            let detail = "\(check["name"]?.stringValue ?? "?"): \(check["detail"]?.stringValue ?? "")"
            if check["ok"] != true { Issue.record(Comment(rawValue: detail)) }
            if check["name"] == "rang within a second (program's record)" { print("measured: \(detail)") }
        }
        #expect(run.status == 0)
    }
}

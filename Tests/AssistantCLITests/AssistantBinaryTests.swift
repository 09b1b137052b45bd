import Foundation
import SkillJSON
import TestSupport
import Testing

/// Drives the real `assistant` executable through pipes, as a script would.
@Suite(.timeLimit(.minutes(1))) struct AssistantBinaryTests {
    /// The built `assistant`, next to this test bundle (or `$ASSISTANT_BIN`).
    static func executable() throws -> URL { try BuiltExecutable.url("assistant") }

    /// Runs the executable with `arguments`, feeding `input` on stdin; returns (status, stdout, stderr).
    ///
    /// The environment keeps the program away from the real home: data goes to `dataDirectory`
    /// (a throwaway directory when `nil`), and the config file is looked for in an empty place.
    /// `environment` adds or replaces variables.
    static func run(
        _ arguments: [String], input: String = "", dataDirectory: URL? = nil, environment: [String: String] = [:]
    ) throws -> (Int32, String, String) {
        try run(arguments, bytes: Data(input.utf8), dataDirectory: dataDirectory, environment: environment)
    }

    /// ``run(_:input:dataDirectory:environment:)`` on a thread of its own: waiting for the process
    /// does not hold one of Swift concurrency's few cooperative threads, which the other tests in
    /// this process (some of them serving real HTTP) need.
    static func launch(
        _ arguments: [String], input: String = "", dataDirectory: URL? = nil, environment: [String: String] = [:]
    ) async throws -> (Int32, String, String) {
        try await launch(arguments, bytes: Data(input.utf8), dataDirectory: dataDirectory, environment: environment)
    }

    /// ``launch(_:input:dataDirectory:environment:)`` with raw bytes on stdin.
    static func launch(
        _ arguments: [String], bytes input: Data, dataDirectory: URL? = nil, environment: [String: String] = [:]
    ) async throws -> (Int32, String, String) {
        try await onOwnThread {
            try run(arguments, bytes: input, dataDirectory: dataDirectory, environment: environment)
        }
    }

    /// ``run(_:input:dataDirectory:environment:)`` with raw bytes on stdin (they need not be UTF-8).
    static func run(
        _ arguments: [String], bytes input: Data, dataDirectory: URL? = nil, environment extra: [String: String] = [:]
    ) throws -> (Int32, String, String) {
        let process = SpawnedProcess()
        process.executableURL = try executable()
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        let scratch = TemporaryDirectory.url("agentskill-binary")
        defer { try? FileManager.default.removeItem(at: scratch) }
        environment["AGENTSKILL_DATA_DIR"] = (dataDirectory ?? scratch.appendingPathComponent("data")).path
        environment["XDG_CONFIG_HOME"] = scratch.appendingPathComponent("config").path
        environment["AGENTSKILL_CONFIG"] = nil
        environment["AGENTSKILL_NOW"] = nil
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test func pipedChatAnswersEachLine() async throws {
        let (status, out, err) = try await Self.launch([], input: "复读：你好\necho hello\n")
        #expect(status == 0)
        #expect(out == "你好\nhello\n")
        #expect(err.isEmpty)
    }

    @Test func askJSONNamesTheSkill() async throws {
        let (status, out, _) = try await Self.launch(["ask", "echo hi", "--json"])
        #expect(status == 0)
        let reply = try JSONValue.parse(out)
        #expect(reply["skill"] == "echo")
        #expect(reply["text"] == "hi")
        #expect(reply["ok"] == true)
    }

    @Test func unknownCommandExitsTwo() async throws {
        let (status, out, err) = try await Self.launch(["aks"])
        #expect(status == 2)
        #expect(out.isEmpty)
        #expect(err.contains("did you mean 'ask'?"))
    }

    @Test func runPrintsTheSkillsAnswer() async throws {
        let (status, out, err) = try await Self.launch(["run", "echo", "--args", #"{"text":"你好"}"#])
        #expect(status == 0)
        #expect(out == "你好\n")
        #expect(err.isEmpty)
        let (bad, _, message) = try await Self.launch(["run", "echo", "--args", "{"])
        #expect(bad == 2)
        #expect(message.hasPrefix("error: invalid --args: invalid JSON at line 1, column 2"))
    }

    @Test func calendarRoundTripsThroughTheStoreAndImportsOnce() async throws {
        let root = TemporaryDirectory.url("agentskill-roundtrip")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let data = root.appending(path: "data")
        let zone = ["--time-zone", "Asia/Shanghai", "--data-dir", data.path]
        let source = root.appending(path: "in.ics")
        try Data(DataCommandTests.meeting.utf8).write(to: source)

        let (imported, importOut, importErr) = try await Self.launch(["calendar", "import", source.path] + zone)
        #expect(imported == 0, "\(importErr)")
        #expect(importOut == "imported 1 new, 0 updated, 0 unchanged\n")

        let exported = root.appending(path: "out.ics")
        let (exportStatus, exportOut, _) = try await Self.launch(["calendar", "export", exported.path] + zone)
        #expect(exportStatus == 0)
        #expect(exportOut == "exported 1 event to \(exported.path)\n")
        let text = try String(contentsOf: exported, encoding: .utf8)
        #expect(text.contains("UID:standup@test\r\n"))
        #expect(text.contains("DTSTART;TZID=Asia/Shanghai:20261203T090000\r\n"))

        let (again, againOut, _) = try await Self.launch(["calendar", "import", "-"] + zone, input: text)
        #expect(again == 0)
        #expect(againOut == "imported 0 new, 0 updated, 1 unchanged\n")
        let (_, stdoutExport, _) = try await Self.launch(["calendar", "export", "-"] + zone)
        #expect(stdoutExport == text)
    }

    /// The issue's "done when": an event created by one process is listed by the next, and deleting
    /// it from a script needs `--yes`.
    @Test func anEventCreatedByOneRunIsListedByTheNextAndDeletingNeedsApproval() async throws {
        let root = TemporaryDirectory.url("agentskill-done-when")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let options = ["--time-zone", "Asia/Shanghai", "--data-dir", root.appending(path: "data").path, "--json"]
        let (created, createdOut, createdErr) = try await Self.launch(
            ["run", "calendar.create", "--args", #"{"title":"开会","start":"2026-12-03T15:00:00"}"#] + options)
        #expect(created == 0, "\(createdErr)")
        let event = try JSONValue.parse(createdOut)
        #expect(event["text"] == "已创建日程：开会 · 12月3日 周四 15:00–16:00")
        let uid = event["data"]?["uid"]?.stringValue ?? ""

        let listArguments = #"{"from":"2026-12-03","to":"2026-12-03"}"#
        let (listed, listedOut, _) = try await Self.launch(["run", "calendar.list", "--args", listArguments] + options)
        #expect(listed == 0)
        #expect(try JSONValue.parse(listedOut)["data"]?["events"]?[0]?["uid"] == .string(uid))

        let delete = ["run", "calendar.delete", "--args", #"{"id":"\#(uid)"}"#] + options
        let (denied, deniedOut, _) = try await Self.launch(delete)
        #expect(denied == 1)
        #expect(try JSONValue.parse(deniedOut)["error"]?["code"] == "permissionDenied")
        let (_, stillOut, _) = try await Self.launch(["run", "calendar.list", "--args", listArguments] + options)
        #expect(try JSONValue.parse(stillOut)["data"]?["events"]?.arrayValue?.count == 1)

        let (approved, _, _) = try await Self.launch(delete + ["--yes"])
        #expect(approved == 0)
        let (_, goneOut, _) = try await Self.launch(["run", "calendar.list", "--args", listArguments] + options)
        #expect(try JSONValue.parse(goneOut)["data"]?["events"] == [])
    }
}

import Foundation
import SkillJSON
import TestSupport
import Testing

/// The built `assistant` importing MCP servers (Tests/Interop/mcp_fake_server.py): on a data
/// directory that does not exist yet, every server's tools go to that server, a broken one is
/// reported, and no server — not even one that ignores the end of its input and SIGTERM — is left
/// running when the program exits.
@Suite(.timeLimit(.minutes(3))) struct MCPImportBinaryTests {
    static let script = PackageRoot.appending("Tests/Interop/mcp_fake_server.py").path

    /// Writes an MCP config with `servers` (name → arguments of the fake server) to `directory`.
    static func config(_ servers: [String: [String]], in directory: URL) throws -> String {
        var entries: [String: JSONValue] = [:]
        for (name, arguments) in servers {
            entries[name] = ["command": "python3", "args": .array((["-B", script] + arguments).map(JSONValue.string))]
        }
        entries["bravo"] = ["command": "/nonexistent/mcp-server"]
        let file = directory.appending(path: "mcp.json")
        try Data(JSONValue.object(["mcpServers": .object(entries)]).stableString().utf8).write(to: file)
        return file.path
    }

    /// Three servers, the middle one broken: with the release build of the old import, the
    /// skills went to the wrong server (or the lookup trapped: SIGILL) on a fresh data directory.
    @Test(arguments: [["mcp-tools", "--json"], ["run", "mcp.charlie.charlie_tool", "--args", "{}", "--json"]])
    func aFreshDataDirectoryImportsEachServersToolsForThatServer(arguments: [String]) async throws {
        try await TemporaryDirectory.with { directory in
            let config = try Self.config(
                ["alpha": ["named", "alpha_tool"], "charlie": ["named", "charlie_tool"]], in: directory)
            let data = directory.appending(path: "fresh/data")
            let (status, out, err) = try await AssistantBinaryTests.launch(
                arguments + ["--mcp-config", config, "--data-dir", data.path])
            #expect(status != 132 && status != 4, "crashed: \(err)")
            #expect(err.contains("'bravo'"), "the broken server is reported: \(err)")
            let value = try JSONValue.parse(out)
            if arguments[0] == "mcp-tools" {
                #expect(status == 1, "a server did not start: \(err)")
                let ids = value["skills"]?.arrayValue?.compactMap { $0["id"]?.stringValue }
                #expect(ids == ["mcp.alpha.alpha_tool", "mcp.charlie.charlie_tool"])
                #expect(value["problems"]?.arrayValue?.count == 1)
            } else {
                #expect(status == 0, "\(err)")
                #expect(value["text"] == "done", "\(out)")
            }
            #expect(FileManager.default.fileExists(atPath: data.appending(path: "agentskill.sqlite").path))
        }
    }

    /// The server writes its pid and its grandchild's, then ignores the end of its input and
    /// SIGTERM; when the program has exited, both are gone.
    @Test(arguments: [["mcp-tools"], ["run", "echo", "--args", "{\"text\":\"x\"}"]])
    func noServerOutlivesTheProgram(arguments: [String]) async throws {
        try await TemporaryDirectory.with { directory in
            let pidsFile = directory.appending(path: "pids")
            let config = try Self.config(["stubborn": ["stubborn", pidsFile.path]], in: directory)
            let (status, err) = try await Self.runUntilExit(
                arguments + ["--mcp-config", config, "--data-dir", directory.appending(path: "data").path],
                in: directory)
            #expect(status == (arguments[0] == "mcp-tools" ? 1 : 0), "\(err)")
            let pids = try #require(await ProcessProbe.pids(in: pidsFile), "the stubborn server never started")
            #expect(await ProcessProbe.eventually { !ProcessProbe.isRunning(pids.server) }, "server \(pids.server)")
            #expect(
                await ProcessProbe.eventually { !ProcessProbe.isRunning(pids.grandchild) },
                "grandchild \(pids.grandchild)")
        }
    }

    /// Runs the built `assistant` until it exits — not until its output ends, which a server that
    /// inherited it could hold open — with standard output and error in files; its status and
    /// standard error.
    static func runUntilExit(_ arguments: [String], in directory: URL) async throws -> (Int32, String) {
        let errorFile = directory.appending(path: "stderr")
        for file in [errorFile.path, directory.appending(path: "stdout").path] {
            try #require(FileManager.default.createFile(atPath: file, contents: nil), "cannot create \(file)")
        }
        let process = SpawnedProcess()
        process.executableURL = try AssistantBinaryTests.executable()
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = directory.appending(path: "config").path
        environment["AGENTSKILL_CONFIG"] = nil
        process.environment = environment
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        process.standardOutput = try FileHandle(forWritingTo: directory.appending(path: "stdout"))
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        let status = await onOwnThread {
            process.waitUntilExit()
            return process.terminationStatus
        }
        return (status, (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "")
    }
}

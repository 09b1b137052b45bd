import Foundation
import SkillMCP
import TestSupport
import Testing

/// MCP servers never outlive their client: each runs in a process group of its own with a clean
/// signal state, and stopping it — after a start timeout or a normal stop — ends the whole group,
/// with SIGKILL when it refuses SIGTERM (Tests/Interop/mcp_fake_server.py `stubborn` modes).
@Suite(.timeLimit(.minutes(2))) struct ChildProcessLifetimeTests {
    static let script = PackageRoot.appending("Tests/Interop/mcp_fake_server.py").path
    static let quickShutdown = Duration.milliseconds(200)

    @Test func aServerThatRefusesSIGTERMIsKilledWithItsGroupAfterTheStartTimeout() async throws {
        let scratch = try TemporaryDirectory.create("agentskill-mcp")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let leaderFile = scratch.appending(path: "leader")
        let pidsFile = scratch.appending(path: "pids")
        // The shell writes its pid at once and becomes the server (exec): the pid is known
        // however slowly Python starts, and it is the server's process group too.
        let config = MCPServerConfig(
            name: "stubborn", command: "/bin/sh",
            args: [
                "-c", "echo $$ > \"$0\"; exec python3 -B \"$1\" stubborn-silent \"$2\"", leaderFile.path,
                Self.script, pidsFile.path,
            ])
        let client = MCPClient(
            config, options: MCPClientOptions(startTimeout: .seconds(3), shutdownGrace: Self.quickShutdown))
        await #expect(throws: MCPError.self) { try await client.start() }
        let text = try String(contentsOf: leaderFile, encoding: .utf8)
        let leader = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(await ProcessProbe.eventually { !ProcessProbe.isRunning(leader) }, "server \(leader) still runs")
        #expect(await ProcessProbe.eventually { !ProcessProbe.groupIsRunning(leader) }, "its group still runs")
        if let grandchild = try? String(contentsOf: pidsFile, encoding: .utf8).split(separator: " ").last
            .flatMap({ pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        {
            #expect(await ProcessProbe.eventually { !ProcessProbe.isRunning(grandchild) })
        }
    }

    @Test func stoppingAServerThatIgnoresItsInputAndSIGTERMEndsItAndItsGroup() async throws {
        let scratch = try TemporaryDirectory.create("agentskill-mcp")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let pidsFile = scratch.appending(path: "pids")
        let client = MCPClient(
            MCPServerConfig(
                name: "stubborn", command: "python3", args: ["-B", Self.script, "stubborn", pidsFile.path]),
            options: MCPClientOptions(startTimeout: .seconds(60), shutdownGrace: Self.quickShutdown))
        #expect(try await client.start().map(\.name) == ["work"])
        let pids = try #require(await ProcessProbe.pids(in: pidsFile))
        #expect(await client.processID == pids.server)
        #expect(ProcessProbe.status(of: pids.grandchild)?.group == pids.server, "the grandchild is in its group")
        await client.stop()
        #expect(await ProcessProbe.eventually { !ProcessProbe.isRunning(pids.server) })
        #expect(await ProcessProbe.eventually { !ProcessProbe.isRunning(pids.grandchild) })
        #expect(await ProcessProbe.eventually { !ProcessProbe.groupIsRunning(pids.server) })
    }

    /// Swift's threads block most signals, and a signal we ignore stays ignored across `exec`: a
    /// server must inherit neither — else SIGTERM never reaches it — and must lead a process group
    /// of its own.
    @Test func aServerStartsWithACleanSignalStateInAGroupOfItsOwn() async throws {
        let scratch = try TemporaryDirectory.create("agentskill-mcp")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let probeFile = scratch.appending(path: "probe")
        let client = MCPClient(
            MCPServerConfig(name: "probe", command: "python3", args: ["-B", Self.script, "probe", probeFile.path]),
            options: MCPClientOptions(startTimeout: .seconds(60)))
        // Ignored here while the server starts (SIGHUP: nothing in the tests relies on it).
        let previous = signal(SIGHUP, SIG_IGN)
        let tools = try await client.start()
        signal(SIGHUP, previous)
        #expect(tools.map(\.name) == ["probe"])
        let pid = await client.processID
        await client.stop()
        var fields: [String: String] = [:]
        for line in try String(contentsOf: probeFile, encoding: .utf8).split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = parts[1].trimmingCharacters(in: .whitespaces) }
        }
        #expect(fields["SigBlk"] == "0000000000000000", "blocked signals: \(fields)")
        // Python ignores SIGPIPE and SIGXFSZ itself; nothing else of signals 1–31 may be ignored.
        let ignored = UInt64(fields["SigIgn"] ?? "", radix: 16).map { $0 & 0x7FFF_FFFF }
        let python = UInt64(1) << (SIGPIPE - 1) | UInt64(1) << (SIGXFSZ - 1)
        #expect(ignored.map { $0 & ~python } == 0, "ignored signals: \(fields)")
        #expect(fields["Pid"] == pid.map(String.init))
        #expect(fields["NSpgid"] == fields["Pid"], "a process group of its own: \(fields)")
    }
}

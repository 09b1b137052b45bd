import Foundation
import SkillJSON
import SkillMCP
import TestSupport
import Testing

/// Our client against Tests/Interop/mcp_fake_server.py: clear errors, no hang, no crash.
@Suite struct MisbehavingServerTests {
    static func client(_ mode: String, options: MCPClientOptions = .init()) -> MCPClient {
        let script = PackageRoot.appending("Tests/Interop/mcp_fake_server.py").path
        return MCPClient(MCPServerConfig(name: mode, command: "python3", args: ["-B", script, mode]), options: options)
    }

    @Test func aServerThatNeverAnswersInitializeTimesOutThenIsUnavailable() async throws {
        let client = Self.client("silent", options: MCPClientOptions(startTimeout: .milliseconds(300)))
        do {
            try await client.start()
            Issue.record("a silent server started")
        } catch {
            #expect(error.kind == .timedOut)
            #expect(error.message.contains("no answer to 'initialize'"))
            #expect(error.message.contains("starting MCP server 'silent'"))
        }
        // Restarted once (and silent again), then unavailable for good.
        await #expect(throws: MCPError.self) { try await client.start() }
        do {
            _ = try await client.call("work", arguments: [:])
            Issue.record("an unavailable server answered")
        } catch {
            #expect(error.kind == .unavailable)
            #expect(error.message.hasPrefix("MCP server unavailable: 'silent' stopped working"))
        }
    }

    @Test func aServerThatDiesMidCallIsRestartedOnceThenUnavailable() async throws {
        let client = Self.client("dies")
        #expect(try await client.start().map(\.name) == ["work"])
        for attempt in 1...2 {
            do {
                _ = try await client.call("work", arguments: [:])
                Issue.record("call \(attempt) returned")
            } catch {
                #expect(error.kind == .serverExited)
                #expect(error.message.contains("'dies' exited mid-call"))
            }
        }
        do {
            _ = try await client.call("work", arguments: [:])
            Issue.record("a twice-dead server answered")
        } catch {
            #expect(error.kind == .unavailable)
        }
        await client.stop()
    }

    @Test func garbageAndA10MBLineAreSkippedAndTheAnswersStillCome() async throws {
        // Generous timeouts: this is about skipping, and a machine busy with other tests may
        // take seconds to pipe 10 MB through a Python script.
        let client = Self.client(
            "noisy", options: MCPClientOptions(startTimeout: .seconds(120), callTimeout: .seconds(120)))
        #expect(try await client.start().map(\.name) == ["work"])
        let result = try await client.call("work", arguments: [:])
        #expect(result.text == "done")
        #expect(result.isError == false)
        await client.stop()
    }
}

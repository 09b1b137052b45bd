import AgentSkill
import Foundation
import SkillJSON
import SkillMCP
import TestSupport
import Testing

/// Our client imports the reference server `mcp-server-time` (PyPI) and runs its tools through the agent.
@Suite(.requires(Peers.mcpPython)) struct TimeServerTests {
    static func importTime() async throws -> MCPImport {
        let server = try Peers.mcpPython.program("mcp-server-time")
        let imported = await MCPImport.start(
            [MCPServerConfig(name: "time", command: server.path, args: ["--local-timezone", "UTC"])])
        #expect(imported.problems.isEmpty, "\(imported.problems)")
        return imported
    }

    @Test func itsToolsBecomeReadOnlySkillsWithTheirSchemas() async throws {
        let imported = try await Self.importTime()
        defer { Task { await imported.stop() } }
        let ids = imported.skills.map(\.id).sorted()
        #expect(ids == ["mcp.time.convert_time", "mcp.time.get_current_time"])
        for skill in imported.skills {
            #expect(skill.permissions == [.external])
            #expect(skill.parameters.type == .object)
            #expect(skill.effect == (skill.tool.readOnly ? .readOnly : .destructive))
        }
        let current = try #require(imported.skills.first { $0.tool.name == "get_current_time" })
        #expect(current.parameters.required == ["timezone"])
    }

    @Test func getCurrentTimeAndConvertTimeRunThroughTheAgent() async throws {
        let imported = try await Self.importTime()
        defer { Task { await imported.stop() } }
        var configuration = AgentConfiguration()
        configuration.permissionPolicy.rules += MCPImport.approvalRules(for: imported.skills)
        configuration.approver = .always(true)
        let agent = try Agent(skills: imported.skills, configuration: configuration)

        let now = await agent.invoke(Invocation("mcp.time.get_current_time", arguments: ["timezone": "Asia/Tokyo"]))
        #expect(now.error == nil, "\(now.text)")
        #expect(now.data?["timezone"] == "Asia/Tokyo")
        #expect(now.data?["datetime"]?.stringValue?.hasSuffix("+09:00") == true)

        let converted = await agent.invoke(
            Invocation(
                "mcp.time.convert_time",
                arguments: ["source_timezone": "UTC", "time": "12:00", "target_timezone": "Asia/Shanghai"]))
        #expect(converted.error == nil, "\(converted.text)")
        #expect(converted.data?["target"]?["datetime"]?.stringValue?.contains("T20:00:00") == true)

        let wrong = await agent.invoke(Invocation("mcp.time.get_current_time", arguments: ["timezone": "Mars/Base"]))
        #expect(wrong.error != nil)
        #expect(wrong.text.contains("Mars/Base"))
    }
}

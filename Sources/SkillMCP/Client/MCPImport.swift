import AgentSkill
import Foundation
import SkillJSON

/// The MCP servers of a config file, started and turned into skills.
///
/// ```swift
/// let imported = await MCPImport.start(try MCPServerConfig.servers(in: json, file: path))
/// let registry = try SkillRegistry(StandardSkills.all() + imported.skills)
/// ```
public struct MCPImport: Sendable {
    /// One client per server, in config order.
    public var clients: [MCPClient]
    /// The skills of every server that started, `mcp.<server>.<tool>`.
    public var skills: [MCPToolSkill]
    /// The servers that did not start, and why; their skills are missing, the rest works.
    public var problems: [MCPError]

    /// Starts every server at once and lists their tools; a server that fails is reported in
    /// ``problems`` and never stops the others.
    public static func start(
        _ servers: [MCPServerConfig], options: MCPClientOptions = .init(),
        environment: [String: String] = ProcessInfo.processInfo.environment,
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) async -> MCPImport {
        let clients = servers.map { MCPClient($0, options: options, environment: environment, log: log) }
        let outcomes = await withTaskGroup(of: (Int, Result<[MCPTool], MCPError>).self) { group in
            for (index, client) in clients.enumerated() {
                group.addTask {
                    do throws(MCPError) {
                        return (index, .success(try await client.start()))
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            var outcomes: [(Int, Result<[MCPTool], MCPError>)] = []
            for await outcome in group { outcomes.append(outcome) }
            return outcomes.sorted { $0.0 < $1.0 }
        }
        var imported = MCPImport(clients: clients, skills: [], problems: [])
        for (index, outcome) in outcomes {
            switch outcome {
            case .success(let tools):
                imported.skills += tools.map {
                    MCPToolSkill(tool: $0, client: clients[index], callTimeout: options.callTimeout)
                }
            case .failure(let error):
                imported.problems.append(error)
            }
        }
        return imported
    }

    /// `ask` rules for the imported skills that are not read-only, to go after the config's own
    /// rules: such tools need approval by default, and a rule of the config can still allow them.
    public static func approvalRules(for skills: [MCPToolSkill]) -> [PermissionRule] {
        skills.filter { $0.effect != .readOnly }.map {
            PermissionRule(skill: PermissionRule.NamePattern($0.id), decision: .ask)
        }
    }

    /// Stops every server.
    public func stop() async {
        for client in clients { await client.stop() }
    }
}

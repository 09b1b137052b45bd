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
        // Each child task hands back the client it started with its outcome, and skills are made
        // from that client: nothing is looked up by a position carried across the task group.
        // (Swift 6.3's optimizer miscompiled the former `return (index, .success(try await …))`
        // in the child closure: the index came back as garbage, so skills went to the wrong
        // server, or the lookup trapped.)
        var outcomes = await withTaskGroup(of: StartOutcome.self) { group in
            for (position, client) in clients.enumerated() {
                group.addTask { await StartOutcome.start(client, position: position) }
            }
            var outcomes: [StartOutcome] = []
            for await outcome in group { outcomes.append(outcome) }
            return outcomes
        }
        outcomes.sort { $0.position < $1.position }
        var imported = MCPImport(clients: clients, skills: [], problems: [])
        for outcome in outcomes {
            switch outcome.result {
            case .success(let tools):
                // The server's skills share its tool list (taps on a card call its tools by name)
                // and one store of live cards.
                let cards = MCPCardStore(capacity: options.a2ui.maxLiveCards)
                imported.skills += tools.map {
                    MCPToolSkill(
                        tool: $0, client: outcome.client, callTimeout: options.callTimeout, serverTools: tools,
                        cards: cards)
                }
            case .failure(let error):
                imported.problems.append(error)
            }
        }
        return imported
    }

    /// One server's start: the client, where it stands in the config, and its tools or why it failed.
    private struct StartOutcome: Sendable {
        let client: MCPClient
        let position: Int
        let result: Result<[MCPTool], MCPError>

        /// Starts `client` and keeps what happened.
        static func start(_ client: MCPClient, position: Int) async -> StartOutcome {
            let result: Result<[MCPTool], MCPError>
            do throws(MCPError) {
                result = .success(try await client.start())
            } catch {
                result = .failure(error)
            }
            return StartOutcome(client: client, position: position, result: result)
        }
    }

    /// `ask` rules for the imported skills that are not read-only, to go after the config's own
    /// rules: such tools need approval by default, and a rule of the config can still allow them.
    public static func approvalRules(for skills: [MCPToolSkill]) -> [PermissionRule] {
        skills.filter { $0.effect != .readOnly }.map {
            PermissionRule(skill: PermissionRule.NamePattern($0.id), decision: .ask)
        }
    }

    /// Stops every server, all at once (see ``MCPClient/stop()``); when it returns, they are gone.
    public func stop() async {
        await withTaskGroup(of: Void.self) { group in
            for client in clients { group.addTask { await client.stop() } }
        }
    }
}

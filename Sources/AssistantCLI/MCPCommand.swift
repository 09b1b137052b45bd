import AgentSkill
import Foundation
import SkillJSON
import SkillMCP

/// `assistant mcp` (serve the skills to an MCP client over stdio), `assistant mcp-tools` (list the
/// tools imported from the MCP config), and the import itself for the commands that build an agent.
///
/// The MCP config is `--mcp-config FILE` (which must exist), else `mcp.json` next to the settings
/// file (`$XDG_CONFIG_HOME/agentskill/mcp.json`; absent means no servers). Each server's tools
/// become skills `mcp.<server>.<tool>`; those not marked read-only are asked about before each
/// call unless a rule of the settings file allows them.
enum MCPCommand {
    /// Tools imported for an agent: the skills, and the rules that ask before calling those that
    /// are not read-only.
    struct Imported {
        var skills: [any Skill]
        var rules: [PermissionRule]
    }

    /// Starts the MCP config's servers (kept in `running`, which the program stops when the command
    /// ends) and returns their tools as skills; a server that fails is a warning.
    ///
    /// - Throws: ``CommandExit`` with status 2 when the MCP config is broken (the error printed).
    static func importTools(options: GlobalOptions, io: TerminalIO, servers running: MCPServers)
        async throws(CommandExit) -> Imported
    {
        let (imported, _) = try await start(options: options, io: io, servers: running)
        for problem in imported.problems { io.writeError("warning: \(problem.message)\n") }
        return Imported(skills: imported.skills, rules: MCPImport.approvalRules(for: imported.skills))
    }

    /// `assistant mcp-tools`: lists the tools of the MCP config's servers; 0 when every server
    /// answered, 1 when one failed (each failure printed as an error).
    static func listTools(options: GlobalOptions, io: TerminalIO, servers running: MCPServers) async throws(CommandExit)
        -> Int32
    {
        let (imported, servers) = try await start(options: options, io: io, servers: running)
        io.write(render(imported, servers: servers, json: options.json), as: options.json ? .json : .plain)
        for problem in imported.problems { io.writeError("error: \(problem.message)\n") }
        return imported.problems.isEmpty ? 0 : 1
    }

    /// Reads the MCP config and starts its servers.
    private static func start(options: GlobalOptions, io: TerminalIO, servers running: MCPServers)
        async throws(CommandExit) -> (MCPImport, [MCPServerConfig])
    {
        let servers: [MCPServerConfig]
        do {
            servers = try self.servers(options: options, environment: io.environment)
        } catch {
            io.writeError("error: \(error.message)\n")
            throw CommandExit(code: 2)
        }
        let log: @Sendable (String) -> Void = { io.writeError($0 + "\n") }
        let imported = await MCPImport.start(servers, environment: io.environment, log: log)
        running.add(imported)
        return (imported, servers)
    }

    /// Serves until the client closes standard input; 0 then. Reminders ring as notifications
    /// once the client asks for log messages (``MCPFollowUpNotifier``).
    static func serve(registry: SkillRegistry, configuration: AgentConfiguration, yes: Bool, io: TerminalIO) async
        -> Int32
    {
        let log: @Sendable (String) -> Void = { io.writeError($0 + "\n") }
        let server = MCPServer(
            registry: registry, configuration: configuration,
            options: MCPServerOptions(version: AssistantProgram.version, approvesEverything: yes), log: log,
            notifier: MCPFollowUpNotifier(registry: registry, configuration: configuration, log: log))
        await server.serve(StdioTransport())
        return 0
    }

    /// The servers of the MCP config, or none when there is no file at the default place.
    ///
    /// - Throws: ``SkillMCP/MCPError`` naming the file and the JSON path.
    static func servers(options: GlobalOptions, environment: [String: String]) throws(MCPError) -> [MCPServerConfig] {
        let explicit = options.mcpConfigPath.map { ConfigFile.expandingTilde($0, environment) }
        guard
            let path = explicit
                ?? ConfigFile.location(options: options, environment: environment).map({
                    URL(fileURLWithPath: $0.path).deletingLastPathComponent().appending(path: "mcp.json").path
                })
        else { return [] }
        guard FileManager.default.fileExists(atPath: path) else {
            guard explicit == nil else {
                throw MCPError(
                    .invalidConfig, "invalid MCP config", "no such file '\(path)'", while: "reading --mcp-config")
            }
            return []
        }
        let value: JSONValue
        do {
            value = try JSONValue.parse(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw MCPError(.invalidConfig, "invalid MCP config", "\(error)", while: "reading \(path)")
        }
        return try MCPServerConfig.servers(in: value, file: path)
    }

    /// One line per imported skill (`mcp.time.get_current_time  read-only  Get the current time…`),
    /// or with `--json` one object with the servers and their skills.
    static func render(_ imported: MCPImport, servers: [MCPServerConfig], json: Bool) -> String {
        if json {
            let skills: [JSONValue] = imported.skills.map { skill in
                [
                    "id": .string(skill.id), "tool": .string(skill.tool.name), "effect": .string(skill.effect.rawValue),
                    "description": .string(skill.description), "inputSchema": skill.tool.inputSchema,
                ]
            }
            let value: JSONValue = [
                "servers": .array(servers.map { .string($0.name) }), "skills": .array(skills),
                "problems": .array(imported.problems.map { .string($0.message) }),
            ]
            return value.stableString(pretty: true) + "\n"
        }
        guard !imported.skills.isEmpty else {
            return servers.isEmpty
                ? "No MCP servers configured: add them to mcp.json in the config directory, or pass --mcp-config.\n"
                : "No tools imported.\n"
        }
        let width = imported.skills.map(\.id.count).max() ?? 0
        return imported.skills.map { skill in
            let id = skill.id.padding(toLength: width, withPad: " ", startingAt: 0)
            let effect = skill.effect.description.padding(toLength: 11, withPad: " ", startingAt: 0)
            return "\(id)  \(effect)  \(skill.description.prefix { $0 != "\n" })\n"
        }.joined()
    }
}

extension AssistantCommand {
    /// `assistant mcp`: an MCP server on standard input and output.
    struct MCP: ParsableSubcommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                name: "mcp",
                abstract: "Serve the skills to an MCP client over standard input and output.",
                usage: "assistant mcp [--yes] [options]",
                examples: ["assistant mcp", "assistant mcp --data-dir ~/.agentskill --yes"]
            )
        }

        static func command(from arguments: [String]) throws(CLIError) -> CLICommand {
            if let extra = arguments.first { throw .unexpectedArgument(extra, command: "mcp") }
            return .mcp
        }

        /// Serves the skills (with the store) until the client closes standard input; 0 then.
        static func run(in environment: CommandEnvironment) async throws(CommandExit) -> Int32 {
            let configuration = try environment.agentConfiguration(for: .mcp)
            return await MCPCommand.serve(
                registry: try environment.registry(), configuration: configuration, yes: environment.options.yes,
                io: environment.io)
        }
    }

    /// `assistant mcp-tools`: the tools imported from the MCP config.
    struct MCPTools: ParsableSubcommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                name: "mcp-tools",
                abstract: "Start the MCP config's servers and list their tools as skills.",
                usage: "assistant mcp-tools [--mcp-config <file>] [--json] [options]",
                examples: ["assistant mcp-tools", "assistant mcp-tools --mcp-config mcp.json --json"]
            )
        }

        static func command(from arguments: [String]) throws(CLIError) -> CLICommand {
            if let extra = arguments.first { throw .unexpectedArgument(extra, command: "mcp-tools") }
            return .mcpTools
        }

        static func run(in environment: CommandEnvironment) async throws(CommandExit) -> Int32 {
            // (The store is opened as for every command that starts servers.)
            _ = try environment.agentConfiguration(for: .mcpTools)
            return try await MCPCommand.listTools(
                options: environment.options, io: environment.io, servers: environment.servers)
        }
    }
}

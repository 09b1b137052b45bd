import AgentSkill
import SkillLLM
import SkillNLU
import SkillStore
import StandardSkills

/// Why a subcommand stopped before or during its work: what went wrong is already printed, and
/// `code` is the exit status.
struct CommandExit: Error, Sendable {
    var code: Int32
}

/// What the subcommands share, each part built on first use.
///
/// The parts come in one fixed order, and each is built only after the ones before it: the
/// settings file, the agent configuration (time zone, locale, `$AGENTSKILL_NOW`), the model
/// settings, the skills, then the store in the data directory. A command that needs the store
/// therefore meets a broken settings file first, as it always has; one that needs only the skills
/// (`skills`, `nlu`) never opens, nor creates, a database file.
///
/// Each accessor prints its own error (`error: …`) and throws ``CommandExit`` with the exit status.
final class CommandEnvironment {
    /// The global options of the command line.
    let options: GlobalOptions
    /// Where input comes from and output goes.
    let io: TerminalIO
    /// The MCP servers the command starts, stopped by the program when the command ends.
    let servers: MCPServers
    private let givenSkills: [any Skill]?
    private var loadedSettings: AssistantConfig?
    private var builtConfiguration: AgentConfiguration?
    private var resolvedModel: OpenAIClient??
    private var builtRegistry: SkillRegistry?
    private var openedStore: SkillStore?

    /// An environment for one command. `skills`: the skills to offer instead of the standard ones.
    init(options: GlobalOptions, io: TerminalIO, skills: [any Skill]?, servers: MCPServers) {
        self.options = options
        self.io = io
        self.givenSkills = skills
        self.servers = servers
    }

    /// Prints `error` and returns the exit that carries its status.
    func failure(_ error: CLIError) -> CommandExit {
        CommandExit(code: FailureReport.print(error.description, exitCode: error.exitCode, json: options.json, io: io))
    }

    /// The settings file (``ConfigFile``), or the defaults when there is none.
    func settings() throws(CommandExit) -> AssistantConfig {
        if let loadedSettings { return loadedSettings }
        do {
            let settings = try ConfigFile.load(options: options, environment: io.environment)
            loadedSettings = settings
            return settings
        } catch {
            throw failure(error)
        }
    }

    /// The agent configuration the options and environment ask for, with the settings file's
    /// permission rules; no approver, store or audit log yet (see ``agentConfiguration(for:)``).
    func configuration() throws(CommandExit) -> AgentConfiguration {
        if let builtConfiguration { return builtConfiguration }
        let settings = try settings()
        do {
            var configuration = try AssistantProgram.configuration(for: options, environment: io.environment)
            configuration.permissionPolicy = settings.permissions
            builtConfiguration = configuration
            return configuration
        } catch {
            throw failure(error)
        }
    }

    /// The model client the options, the environment and the settings configure, or `nil`.
    func model() throws(CommandExit) -> OpenAIClient? {
        if let resolvedModel { return resolvedModel }
        let settings = try settings()
        _ = try configuration()
        do {
            let model = try AssistantProgram.model(for: options, settings: settings.model, environment: io.environment)
            resolvedModel = .some(model)
            return model
        } catch {
            throw failure(error)
        }
    }

    /// The skills: the given ones, or the standard ones with the settings' ledger currency and the
    /// weather endpoints of the environment; with a model, also `ui.generate` (in the settings'
    /// `ui.format`).
    func registry() throws(CommandExit) -> SkillRegistry {
        if let builtRegistry { return builtRegistry }
        let settings = try settings()
        let model = try model()
        var skills =
            givenSkills
            ?? StandardSkills.all(
                weatherService: WeatherService(configuration: .fromEnvironment(io.environment)),
                ledgerCurrency: settings.ledgerCurrency)
        if givenSkills == nil {
            for problem in StandardSkills.vocabularyProblems {
                io.writeError("warning: \(problem) — that skill has no keywords or examples, so no router picks it\n")
            }
        }
        if let model, !skills.contains(where: { $0.id == "ui.generate" }) {
            skills.append(UIGenerateSkill(model: model, format: settings.uiFormat))
        }
        do {
            let registry = try SkillRegistry(skills)
            builtRegistry = registry
            return registry
        } catch {
            throw CommandExit(code: FailureReport.print(error.description, exitCode: 1, json: options.json, io: io))
        }
    }

    /// The store in the data directory (``DataDirectory``), opened or created.
    func store() throws(CommandExit) -> SkillStore {
        if let openedStore { return openedStore }
        _ = try registry()
        do {
            let store = try DataDirectory.openStore(options: options, environment: io.environment)
            openedStore = store
            return store
        } catch {
            throw failure(error)
        }
    }

    /// The configuration an agent of `command` runs with: who approves (``AssistantProgram/approver(for:options:io:)``),
    /// and the store with its audit log and follow-ups. Opens the store. Every command files
    /// follow-ups under one conversation, `main` (the person is one): a timer set with `ask` is
    /// delivered by the next `chat` or `serve`. Reminders' alarms ring the same way (``ReminderFollowUps``).
    func agentConfiguration(for command: CLICommand) throws(CommandExit) -> AgentConfiguration {
        var configuration = try configuration()
        configuration.approver = AssistantProgram.approver(for: command, options: options, io: io)
        let store = try store()
        configuration.store = store
        configuration.auditLog = SQLiteAuditLog(store) { [io] error in
            io.writeError("agentskill: could not write the audit log: \(error)\n")
        }
        // Reminders ring through the follow-ups: due alarms come with them, missed ones as one
        // "while you were away" message.
        configuration.followUps = ReminderFollowUps(
            base: SQLiteFollowUpStore(store), store: store, started: configuration.clock.now(),
            language: ReplyLanguage(locale: configuration.locale))
        return configuration
    }

    /// Starts the MCP config's servers and registers their tools as skills (a tool that cannot be
    /// registered is a warning); returns the rules that ask before each call of a tool that is not
    /// read-only.
    func importMCPTools() async throws(CommandExit) -> [PermissionRule] {
        let registry = try registry()
        let imported = try await MCPCommand.importTools(options: options, io: io, servers: servers)
        for skill in imported.skills {
            do {
                try registry.register(skill)
            } catch {
                io.writeError("warning: MCP tool not imported: \(error.description)\n")
            }
        }
        return imported.rules
    }

    /// The NLU router over the skills.
    func nluRouter() throws(CommandExit) -> NLURouter {
        AssistantProgram.nluRouter(registry: try registry(), currency: try settings().ledgerCurrency)
    }

    /// The router `--router` names for `command` (``AssistantProgram/router(for:options:model:registry:settings:configuration:)``).
    func router(for command: CLICommand, configuration: AgentConfiguration) throws(CommandExit) -> (any Router)? {
        let registry = try registry()
        let settings = try settings()
        let model = try model()
        do {
            return try AssistantProgram.router(
                for: command, options: options, model: model, registry: registry, settings: settings,
                configuration: configuration)
        } catch {
            throw failure(error)
        }
    }

    /// An agent for `command`: the store opened, the MCP tools imported, and the router chosen.
    func agent(for command: CLICommand) async throws(CommandExit) -> Agent {
        var configuration = try agentConfiguration(for: command)
        configuration.permissionPolicy.rules += try await importMCPTools()
        let router = try router(for: command, configuration: configuration)
        return Agent(registry: try registry(), router: router, configuration: configuration)
    }
}

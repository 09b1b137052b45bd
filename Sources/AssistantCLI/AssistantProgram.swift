import AgentSkill
import Foundation
import SkillJSON
import SkillLLM
import SkillMCP
import SkillNLU
import SkillStore
import StandardSkills

/// The `assistant` program: parses the command line and runs one subcommand.
public enum AssistantProgram {
    /// The program's version.
    public static let version = "0.1.0"

    /// Runs the program and returns its exit code: 0 success, 1 a request failed (or a file
    /// could not be read or written), 2 usage, config file or data directory error.
    ///
    /// `help`, `--version` and `render` read nothing else; every other command reads the config
    /// file; `chat`, `ask`, `run`, `calendar`, `ledger`, `serve`, `mcp` and `mcp-tools` also open
    /// the store in the data directory (see ``DataDirectory``) — `skills` and `nlu` do not, so they
    /// never create a file. Each command builds what it needs through a ``CommandEnvironment``.
    ///
    /// `chat` and `ask` understand requests with the router `--router` names: by default an
    /// ``SkillNLU/NLURouter`` (one per agent: it holds the dialogue), or the keyword router.
    /// "Now" is the system clock unless `$AGENTSKILL_NOW` (or, for `nlu`, `--now`) fixes it.
    ///
    /// - Parameters:
    ///   - arguments: the command line without the program name.
    ///   - io: where input comes from and output goes.
    ///   - skills: the skills to offer; by default the standard ones, with the config file's
    ///     `ledger.currency` as the ledger's default currency and the weather endpoints of
    ///     `io.environment` (`AGENTSKILL_WEATHER_*_URL`).
    public static func run(
        arguments: [String], io: TerminalIO, skills: [any Skill]? = nil
    ) async -> Int32 {
        // The MCP servers a command starts are stopped when it ends, however it ends.
        let servers = MCPServers()
        let code = await run(arguments: arguments, io: io, skills: skills, servers: servers)
        await servers.stop()
        return code
    }

    /// ``run(arguments:io:skills:)``, keeping the MCP servers it starts in `servers`: parses the
    /// command line and runs the command (``CLICommand/run(in:)``) over a ``CommandEnvironment``.
    static func run(
        arguments: [String], io: TerminalIO, skills: [any Skill]?, servers: MCPServers
    ) async -> Int32 {
        let commandLine: ParsedCommandLine
        do {
            commandLine = try ArgumentParser.parse(arguments)
        } catch {
            // The options were not read: JSON was asked for when the line says `--json` anywhere.
            return FailureReport.print(
                error.description, exitCode: error.exitCode, json: arguments.contains("--json"), io: io)
        }
        let environment = CommandEnvironment(options: commandLine.options, io: io, skills: skills, servers: servers)
        do {
            return try await commandLine.command.run(in: environment)
        } catch {
            return error.code
        }
    }

    /// The agent configuration the options and environment ask for: time zone, locale, and the
    /// clock — fixed at `$AGENTSKILL_NOW` (a local date-time in that zone) when it is set.
    ///
    /// - Throws: ``CLIError/invalidNow(_:source:)`` when `$AGENTSKILL_NOW` is set but malformed.
    static func configuration(
        for options: GlobalOptions, environment: [String: String]
    ) throws(CLIError) -> AgentConfiguration {
        var configuration = AgentConfiguration(
            timeZone: options.timeZone ?? .current,
            locale: Locale(identifier: options.localeIdentifier ?? localeIdentifier(from: environment)))
        if let text = environment[nowVariable], !text.isEmpty {
            guard let now = LocalDateTimeArgument.parse(text), let date = now.date(in: configuration.timeZone) else {
                throw .invalidNow(text, source: "AGENTSKILL_NOW")
            }
            configuration.clock = .fixed(date)
        }
        return configuration
    }

    /// The environment variable that fixes "now" (`2026-12-02T10:00:00`, local), for tests and demos.
    static let nowVariable = "AGENTSKILL_NOW"

    /// The router for `command`: none of its own for `run` and `skills`, which route nothing (the
    /// agent's default keyword router, which costs nothing to build); otherwise what `--router`
    /// names, and by default a ``SkillLLM/HybridRouter`` when a model is configured, else an
    /// ``SkillNLU/NLURouter``.
    ///
    /// - Throws: ``CLIError/routerNeedsModel(_:)`` for `--router hybrid|llm` without a model.
    static func router(
        for command: CLICommand, options: GlobalOptions, model: (any ChatModel)?, registry: SkillRegistry,
        settings: AssistantConfig, configuration: AgentConfiguration
    ) throws(CLIError) -> (any Router)? {
        let choice = options.router ?? (model == nil ? .nlu : .hybrid)
        switch command {
        case .run, .skills: return nil
        default: break
        }
        func llmRouter(_ model: any ChatModel) -> LLMRouter {
            LLMRouter(model: model, registry: registry)
        }
        switch (choice, model) {
        case (.keyword, _):
            return nil
        case (.nlu, _):
            return nluRouter(registry: registry, currency: settings.ledgerCurrency)
        case (.hybrid, let model?):
            var hybrid = HybridRouter.Configuration()
            if let topK = settings.model.topK { hybrid.topK = topK }
            if let threshold = settings.model.threshold { hybrid.threshold = threshold }
            return HybridRouter(
                local: nluRouter(registry: registry, currency: settings.ledgerCurrency),
                model: llmRouter(model), configuration: hybrid)
        case (.llm, let model?):
            return llmRouter(model)
        case (.hybrid, nil), (.llm, nil):
            throw .routerNeedsModel(choice.rawValue)
        }
    }

    /// The model client the options, the environment and the config file's `llm` section
    /// configure, in that order, or `nil` for none (see
    /// ``SkillLLM/LLMConfiguration/resolve(baseURL:model:apiKey:environment:)``).
    ///
    /// - Throws: ``CLIError/invalidModelSettings(_:)`` when half-configured or the URL is not http(s).
    static func model(
        for options: GlobalOptions, settings: ModelSettings = ModelSettings(), environment: [String: String]
    ) throws(CLIError) -> OpenAIClient? {
        do {
            func given(_ flag: String?, _ name: String) -> String? {
                [flag, environment[name]].lazy.compactMap { $0 }.first { !$0.isEmpty }
            }
            guard
                var configuration = try LLMConfiguration.resolve(
                    baseURL: given(options.llmBaseURL, "AGENTSKILL_LLM_BASE_URL") ?? settings.baseURL,
                    model: given(options.llmModel, "AGENTSKILL_LLM_MODEL") ?? settings.model,
                    apiKey: options.llmAPIKey, environment: environment)
            else { return nil }
            if let timeout = settings.timeout { configuration.timeout = timeout }
            return OpenAIClient(configuration: configuration)
        } catch {
            guard case .notConfigured(let message) = error else { throw .invalidModelSettings(error.description) }
            throw .invalidModelSettings(message)
        }
    }

    /// An ``SkillNLU/NLURouter`` over `registry` with the standard recognizers; a bare amount
    /// ("花了35") is in `currency`. The clock and time zone come with each request.
    static func nluRouter(registry: SkillRegistry, currency: String) -> NLURouter {
        NLURouter(
            registry: registry,
            recognizers: StandardRecognizers.all(money: MoneyRecognizer.Options(defaultCurrency: currency)))
    }

    /// Who approves calls that need approval: everything with `--yes`; the person in an
    /// interactive chat or `run` at a terminal; otherwise nobody, so such calls are denied (`ask`, piped chat: the
    /// input holds requests, not answers).
    static func approver(for command: CLICommand, options: GlobalOptions, io: TerminalIO) -> Approver {
        if options.yes { return .always(true) }
        guard io.isInteractive else { return .nobody }
        switch command {
        case .chat: return .events
        case .run: return .handler { request in await ApprovalPrompt.ask(request, io: io) }
        default: return .nobody
        }
    }

    /// `zh_CN` from `LC_ALL`/`LC_MESSAGES`/`LANG` like `zh_CN.UTF-8`; `en_US` when unset or `C`/`POSIX`.
    static func localeIdentifier(from environment: [String: String]) -> String {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            let identifier = String(value.prefix { $0 != "." && $0 != "@" })
            if identifier == "C" || identifier == "POSIX" { return "en_US" }
            return identifier
        }
        return "en_US"
    }
}

import AgentSkill

/// How a command describes itself for dispatch and help; a tiny `CommandConfiguration`.
struct CommandConfiguration: Sendable {
    /// One labelled line in an `ARGUMENTS:` section.
    struct Argument: Sendable {
        var label: String
        var help: String
    }

    var name: String
    var abstract: String
    var usage: String
    var arguments: [Argument] = []
    var examples: [String]
}

/// A subcommand: describes itself, turns its positional arguments into a ``CLICommand`` and takes
/// its own options; its `run` (beside its work, in its own file) is reached through
/// ``CLICommand/run(in:)``.
///
/// Global options are already taken out by the time ``command(from:)`` runs, so a subcommand
/// only checks the words it owns.
protocol ParsableSubcommand {
    /// The name, summary, usage and examples shown in help.
    static var configuration: CommandConfiguration { get }
    /// The command for these positional arguments, or the usage error they make.
    static func command(from arguments: [String]) throws(CLIError) -> CLICommand
    /// `command` with one of this subcommand's own options applied (``GlobalOption/onlyFor``).
    static func apply(_ option: GlobalOption, value: String?, to command: CLICommand) throws(CLIError) -> CLICommand
    /// Checks the command once its own options are applied (e.g. "exactly one of two options").
    static func validate(_ command: CLICommand) throws(CLIError)
}

// MARK: - Default implementations

extension ParsableSubcommand {
    /// Most commands have no options of their own.
    static func apply(_ option: GlobalOption, value: String?, to command: CLICommand) throws(CLIError) -> CLICommand {
        command
    }

    /// Most commands are complete once their positional arguments are read.
    static func validate(_ command: CLICommand) throws(CLIError) {}
}

extension CLICommand {
    /// Runs the command over `environment`: each case by its subcommand's type.
    ///
    /// - Throws: ``CommandExit`` when a part the command needs could not be built (the error is
    ///   printed).
    func run(in environment: CommandEnvironment) async throws(CommandExit) -> Int32 {
        switch self {
        case .chat: try await AssistantCommand.Chat.run(in: environment)
        case .ask(let text): try await AssistantCommand.Ask.run(text, in: environment)
        case .skills: try AssistantCommand.Skills.run(in: environment)
        case .help(let topic): AssistantCommand.Help.run(topic: topic, io: environment.io)
        case .version: AssistantCommand.Help.version(io: environment.io)
        case .render(let request): await AssistantCommand.Render.run(request, io: environment.io)
        case .run(let request): try await AssistantCommand.Run.run(request, in: environment)
        case .calendarExport(let file): try await AssistantCommand.Calendar.export(to: file, in: environment)
        case .calendarImport(let file): try await AssistantCommand.Calendar.importEvents(from: file, in: environment)
        case .ledgerExport(let request): try await AssistantCommand.Ledger.export(request, in: environment)
        case .reminders: try await AssistantCommand.Reminders.run(in: environment)
        case .nlu(let request): try await AssistantCommand.NLU.run(request, in: environment)
        case .serve(let request): try await AssistantCommand.Serve.run(request, in: environment)
        case .mcp: try await AssistantCommand.MCP.run(in: environment)
        case .mcpTools: try await AssistantCommand.MCPTools.run(in: environment)
        }
    }
}

/// The root `assistant` command: its subcommands, with `chat` as the default.
enum AssistantCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "assistant",
            abstract: "A local assistant that answers requests with its skills.",
            usage: "assistant [<subcommand>] [options]",
            examples: [
                "assistant ask \"echo hi\" --json",
                "printf '复读：你好\\n' | assistant",
                "assistant skills --locale zh-Hans",
            ]
        )
    }

    static var subcommands: [any ParsableSubcommand.Type] {
        [
            Chat.self, Ask.self, Run.self, Skills.self, NLU.self, Calendar.self, Ledger.self, Reminders.self,
            Render.self, Serve.self, MCP.self, MCPTools.self, Help.self,
        ]
    }

    static var defaultSubcommand: any ParsableSubcommand.Type { Chat.self }

    static func subcommand(named name: String) -> (any ParsableSubcommand.Type)? {
        subcommands.first { $0.configuration.name == name }
    }

    /// The error for an unknown subcommand name.
    ///
    /// Alone, the name gets the closest subcommand or option (`version` suggests `--version`).
    /// Followed by more words, only subcommands that take arguments are suggested, and failing
    /// that the words are taken for a request that lacks `ask`.
    ///
    /// - Parameters:
    ///   - name: The unknown name.
    ///   - words: The positional words that follow it on the command line.
    static func unknownCommand(_ name: String, followedBy words: [String] = []) -> CLIError {
        // Closures rather than key paths: `\.configuration` on an existential metatype crashes
        // the Swift 6.3 compiler in SILGen.
        let candidates = subcommands.map { $0.configuration }
            .filter { words.isEmpty || !$0.arguments.isEmpty }
            .map { $0.name }
        if let suggestion = ClosestMatch.find(name, in: candidates) {
            return .unknownCommand(name, suggestion: suggestion)
        }
        if !words.isEmpty {
            return .requestWithoutAsk(command: name, text: ([name] + words).joined(separator: " "))
        }
        let option = ClosestMatch.find("--" + name, in: GlobalOption.allCases.map(\.name))
        return .unknownCommand(name, suggestion: option)
    }
}

// MARK: - Subcommands

/// Each subcommand is a small type nested in the root, as in swift-argument-parser's `Math.Add`.
extension AssistantCommand {
    /// `assistant [chat]`: an interactive chat over standard input.
    struct Chat: ParsableSubcommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                name: "chat",
                abstract: "Chat interactively over standard input.",
                usage: "assistant [chat] [options]",
                examples: ["assistant", "printf '复读：你好\\n' | assistant", "assistant chat --locale zh-Hans"]
            )
        }

        static func command(from arguments: [String]) throws(CLIError) -> CLICommand {
            if let extra = arguments.first { throw .unexpectedArgument(extra, command: "chat") }
            return .chat
        }
    }

    /// `assistant ask TEXT...`: one request, then exit.
    struct Ask: ParsableSubcommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                name: "ask",
                abstract: "Send one request and print the answer.",
                usage: "assistant ask <text> ... [options]",
                arguments: [
                    .init(
                        label: "<text>",
                        help: "The request; several words are joined with single spaces. "
                            + "Put -- before text that starts with '-'."
                    )
                ],
                examples: ["assistant ask \"echo hi\"", "assistant ask \"echo hi\" --json", "assistant ask -- --json"]
            )
        }

        static func command(from arguments: [String]) throws(CLIError) -> CLICommand {
            let text = arguments.joined(separator: " ")
            guard !text.allSatisfy(\.isWhitespace) else { throw .missingRequestText }
            return .ask(text: text)
        }
    }

    /// `assistant run SKILL [--args JSON]`: run one skill directly, for scripts and debugging.
    struct Run: ParsableSubcommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                name: "run",
                abstract: "Run one skill with JSON arguments, skipping routing.",
                usage: "assistant run <skill> [--args <json>] [options]",
                arguments: [
                    .init(label: "<skill>", help: "The id of the skill to run, as 'assistant skills' lists it.")
                ],
                examples: [
                    #"assistant run echo --args '{"text":"hi"}'"#,
                    #"assistant run ui.display_text --args '{"content":"Hello"}' --json"#,
                ]
            )
        }

        static func command(from arguments: [String]) throws(CLIError) -> CLICommand {
            guard let skillID = arguments.first else { throw .missingSkillID }
            if arguments.count > 1 { throw .unexpectedArgument(arguments[1], command: "run") }
            return .run(RunRequest(skillID: skillID))
        }

        static func apply(_ option: GlobalOption, value: String?, to command: CLICommand) throws(CLIError)
            -> CLICommand
        {
            guard case .run(var request) = command, option == .arguments else { return command }
            request.arguments = try ArgumentScan.skillArguments(value ?? "{}")
            return .run(request)
        }
    }

    /// `assistant calendar export|import FILE`: move events and reminders in and out as iCalendar.
    struct Calendar: ParsableSubcommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                name: "calendar",
                abstract: "Export or import events and to-dos as iCalendar.",
                usage: "assistant calendar export|import <file>|- [options]",
                arguments: [
                    .init(
                        label: "export",
                        help: "Write every event and every reminder (as a VTODO) to the file (- for standard "
                            + "output), replacing it."),
                    .init(
                        label: "import",
                        help: "Add the file's events and to-dos (- for standard input); one already stored "
                            + "(same UID) is updated, never duplicated. Times without a zone are read "
                            + "in --time-zone, else the system's zone. What cannot be kept is a warning "
                            + "naming its line."),
                ],
                examples: [
                    "assistant calendar export events.ics",
                    "assistant calendar import events.ics --time-zone Asia/Shanghai",
                    "assistant calendar export - | head",
                ]
            )
        }

        static let actions = ["export", "import"]

        static func command(from arguments: [String]) throws(CLIError) -> CLICommand {
            let file = try fileArgument(of: "calendar", actions: actions, in: arguments)
            return arguments[0] == "export" ? .calendarExport(file: file) : .calendarImport(file: file)
        }
    }

    /// `assistant ledger export --csv FILE | --beancount FILE`: write the ledger for other tools.
    struct Ledger: ParsableSubcommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                name: "ledger",
                abstract: "Export the ledger as CSV or Beancount.",
                usage: "assistant ledger export --csv <file> | --beancount <file> [options]",
                arguments: [
                    .init(
                        label: "export",
                        help: "Write every entry, oldest first, with exactly one of --csv or --beancount.")
                ],
                examples: [
                    "assistant ledger export --csv ledger.csv",
                    "assistant ledger export --beancount ledger.beancount",
                ]
            )
        }

        static func command(from arguments: [String]) throws(CLIError) -> CLICommand {
            guard let action = arguments.first else { throw .missingAction(command: "ledger", actions: ["export"]) }
            guard action == "export" else {
                throw .unknownAction(action, command: "ledger", suggestion: ClosestMatch.find(action, in: ["export"]))
            }
            if arguments.count > 1 { throw .unexpectedArgument(arguments[1], command: "ledger") }
            return .ledgerExport(LedgerExportRequest())
        }

        static func apply(_ option: GlobalOption, value: String?, to command: CLICommand) throws(CLIError)
            -> CLICommand
        {
            guard case .ledgerExport(var request) = command else { return command }
            switch option {
            case .csv: request.csvFile = value
            case .beancount: request.beancountFile = value
            default: break
            }
            return .ledgerExport(request)
        }

        static func validate(_ command: CLICommand) throws(CLIError) {
            guard case .ledgerExport(let request) = command, request.output != nil else {
                throw .needsOneExportFormat
            }
        }
    }

    /// `assistant reminders`: the reminders and to-dos, due, upcoming and done.
    struct Reminders: ParsableSubcommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                name: "reminders",
                abstract: "List reminders and to-dos: due, upcoming, done.",
                usage: "assistant reminders [options]",
                examples: ["assistant reminders", "assistant reminders --json"]
            )
        }

        static func command(from arguments: [String]) throws(CLIError) -> CLICommand {
            if let extra = arguments.first { throw .unexpectedArgument(extra, command: "reminders") }
            return .reminders
        }
    }

    /// `assistant skills`: list the available skills.
    struct Skills: ParsableSubcommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                name: "skills",
                abstract: "List the skills the assistant can use.",
                usage: "assistant skills [options]",
                examples: ["assistant skills", "assistant skills --json"]
            )
        }

        static func command(from arguments: [String]) throws(CLIError) -> CLICommand {
            if let extra = arguments.first { throw .unexpectedArgument(extra, command: "skills") }
            return .skills
        }
    }

    /// `assistant nlu [--now DATE-TIME] [--jsonl]`: how each line of standard input is understood.
    struct NLU: ParsableSubcommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                name: "nlu",
                abstract: "Show how each input line is understood; runs nothing.",
                usage: "assistant nlu [--now <date-time>] [--jsonl] [options]",
                examples: [
                    "assistant nlu --jsonl < utterances.txt",
                    "assistant nlu --jsonl --now 2026-12-02T10:00:00 --time-zone Asia/Shanghai",
                    "printf '明天下午3点开会\\n' | assistant nlu",
                ]
            )
        }

        static func command(from arguments: [String]) throws(CLIError) -> CLICommand {
            if let extra = arguments.first { throw .unexpectedArgument(extra, command: "nlu") }
            return .nlu(NLURequest())
        }

        static func apply(_ option: GlobalOption, value: String?, to command: CLICommand) throws(CLIError)
            -> CLICommand
        {
            guard case .nlu(var request) = command else { return command }
            switch option {
            case .now:
                guard let text = value, let moment = LocalDateTimeArgument.parse(text) else {
                    throw .invalidNow(value ?? "", source: "--now")
                }
                request.now = moment
            case .jsonl:
                request.jsonl = true
            default:
                break
            }
            return .nlu(request)
        }
    }

    /// `assistant render FILE|-`: render a UI document to the terminal or HTML.
    struct Render: ParsableSubcommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                name: "render",
                abstract: "Render a UI document as terminal text or HTML.",
                usage: "assistant render <file>|- [--html] [--from|--to a2ui] [options]",
                arguments: [.init(label: "<file>", help: "The UI document to render; - reads standard input.")],
                examples: [
                    "assistant render card.json", "assistant render - --html < card.json",
                    "assistant render card.json --strict --json-diagnostics",
                    "assistant render surface.jsonl --from a2ui", "assistant render card.json --to a2ui",
                ]
            )
        }

        static func command(from arguments: [String]) throws(CLIError) -> CLICommand {
            guard let source = arguments.first else { throw .missingRenderSource }
            if arguments.count > 1 { throw .unexpectedArgument(arguments[1], command: "render") }
            return .render(RenderRequest(source: source))
        }

        static func apply(_ option: GlobalOption, value: String?, to command: CLICommand) throws(CLIError)
            -> CLICommand
        {
            guard case .render(var request) = command else { return command }
            switch option {
            case .html: request.format = .html
            case .terminal: request.format = .terminal
            case .strict: request.strict = true
            case .jsonDiagnostics: request.jsonDiagnostics = true
            case .from, .to:
                let name = option == .from ? "--from" : "--to"
                guard let format = value.flatMap(RenderRequest.DocumentFormat.init(rawValue:)) else {
                    throw .invalidRenderFormat(value ?? "", option: name)
                }
                if option == .from { request.input = format } else { request.output = format }
            default: break
            }
            return .render(request)
        }
    }

    /// `assistant serve [--host HOST] [--port PORT] [--token TOKEN] [--sessions COUNT]`: the web page and JSON API.
    struct Serve: ParsableSubcommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                name: "serve",
                abstract: "Serve the chat page and JSON API until Ctrl-C.",
                usage: "assistant serve [--host <host>] [--port <port>] [--token <token>] [...]",
                examples: [
                    "assistant serve", "assistant serve --port 0",
                    "assistant serve --host 0.0.0.0 --port 8080 --token s3cret",
                    "assistant serve --approval-timeout 120 --public-url http://box.local:8080",
                ]
            )
        }

        static func command(from arguments: [String]) throws(CLIError) -> CLICommand {
            if let extra = arguments.first { throw .unexpectedArgument(extra, command: "serve") }
            return .serve(ServeRequest())
        }

        static func apply(_ option: GlobalOption, value: String?, to command: CLICommand) throws(CLIError)
            -> CLICommand
        {
            guard case .serve(var request) = command else { return command }
            switch option {
            case .host:
                request.host = value ?? request.host
            case .port:
                guard let text = value, let port = Int(text), (0...65_535).contains(port) else {
                    throw .invalidPort(value ?? "")
                }
                request.port = port
            case .token:
                request.token = value
            case .sessions:
                guard let text = value, let count = Int(text), (1...100_000).contains(count) else {
                    throw .invalidSessionCount(value ?? "")
                }
                request.sessions = count
            case .publicURL:
                request.publicURL = value
            case .approvalTimeout:
                guard let text = value, let seconds = Int(text), (1...86_400).contains(seconds) else {
                    throw .invalidApprovalTimeout(value ?? "")
                }
                request.approvalTimeout = seconds
            default:
                break
            }
            return .serve(request)
        }
    }

    /// `assistant help [COMMAND]`: help for `assistant` or one subcommand.
    struct Help: ParsableSubcommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                name: "help",
                abstract: "Show help for assistant or one of its subcommands.",
                usage: "assistant help [<subcommand>] [options]",
                arguments: [
                    .init(
                        label: "<subcommand>",
                        help:
                            "The subcommand to explain: chat, ask, run, skills, nlu, calendar, ledger, render, serve or help."
                    )
                ],
                examples: ["assistant help", "assistant help ask"]
            )
        }

        static func command(from arguments: [String]) throws(CLIError) -> CLICommand {
            guard let topic = arguments.first else { return .help(topic: nil) }
            if arguments.count > 1 { throw .unexpectedArgument(arguments[1], command: "help") }
            guard AssistantCommand.subcommand(named: topic) != nil else {
                throw AssistantCommand.unknownCommand(topic)
            }
            return .help(topic: topic)
        }

        /// Prints the help of `topic`, or of `assistant`.
        static func run(topic: String?, io: TerminalIO) -> Int32 {
            io.write(topic.flatMap(HelpText.command) ?? HelpText.root())
            return 0
        }

        /// `assistant --version`.
        static func version(io: TerminalIO) -> Int32 {
            io.write("assistant \(AssistantProgram.version)\n")
            return 0
        }
    }
}

/// The file of `<command> <action> <file>`, after checking the action and the word count.
private func fileArgument(of command: String, actions: [String], in arguments: [String]) throws(CLIError) -> String {
    guard let action = arguments.first else { throw .missingAction(command: command, actions: actions) }
    guard actions.contains(action) else {
        throw .unknownAction(action, command: command, suggestion: ClosestMatch.find(action, in: actions))
    }
    let usage = "assistant \(command) \(action) <file>|-"
    guard arguments.count > 1 else {
        let stream = action == "export" ? "standard output" : "standard input"
        throw .missingFile(command: "\(command) \(action)", stream: stream, usage: usage)
    }
    if arguments.count > 2 { throw .unexpectedArgument(arguments[2], command: command) }
    return arguments[1]
}

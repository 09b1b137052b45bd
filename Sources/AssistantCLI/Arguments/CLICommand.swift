import SkillJSON
import SkillNLU

/// What the user asked `assistant` to do.
public enum CLICommand: Sendable, Equatable {
    /// `assistant` or `assistant chat`: an interactive chat over standard input.
    case chat
    /// `assistant ask TEXT...`: one request, its words joined with single spaces.
    case ask(text: String)
    /// `assistant skills`: list the available skills.
    case skills
    /// `assistant help [COMMAND]`, or `--help`/`-h` anywhere: `topic` is the subcommand, if any.
    case help(topic: String?)
    /// `assistant --version`.
    case version
    /// `assistant render FILE|-`: render a UI document.
    case render(RenderRequest)
    /// `assistant run SKILL [--args JSON]`: run one skill directly, without routing.
    case run(RunRequest)
    /// `assistant calendar export FILE|-`: write every calendar event and reminder as iCalendar.
    case calendarExport(file: String)
    /// `assistant calendar import FILE|-`: add or update events and reminders from an iCalendar file.
    case calendarImport(file: String)
    /// `assistant ledger export --csv FILE | --beancount FILE`: write every ledger entry.
    case ledgerExport(LedgerExportRequest)
    /// `assistant reminders [--json]`: the reminders and to-dos that are due, upcoming and done.
    case reminders
    /// `assistant nlu [--now DATE-TIME] [--jsonl]`: what the language understanding makes of each
    /// line of standard input, without running anything.
    case nlu(NLURequest)
    /// `assistant serve [--host HOST] [--port PORT] [--token TOKEN] [--sessions COUNT]`: the web page and JSON API.
    case serve(ServeRequest)
    /// `assistant mcp`: serve the skills to an MCP client over standard input and output.
    case mcp
    /// `assistant mcp-tools`: start the MCP servers of the MCP config and list their tools as skills.
    case mcpTools
}

/// Where `assistant serve` listens.
public struct ServeRequest: Sendable, Equatable {
    /// `--host`: the address to listen on; loopback by default.
    public var host: String
    /// `--port`: the port; 8080 by default, 0 for any free one.
    public var port: Int
    /// `--token`: the secret every request must carry; required for a host other than loopback.
    public var token: String?
    /// `--sessions`: browser sessions (one agent each) kept at once; 64 by default.
    public var sessions: Int
    /// `--public-url`: the address people open, when it is not one of the machine's own.
    public var publicURL: String?
    /// `--approval-timeout`: seconds a call waits for an answer before it is denied; 300 by default.
    public var approvalTimeout: Int

    /// Creates a request.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, token: String? = nil, sessions: Int = 64,
        publicURL: String? = nil, approvalTimeout: Int = 300
    ) {
        self.host = host
        self.port = port
        self.token = token
        self.sessions = sessions
        self.publicURL = publicURL
        self.approvalTimeout = approvalTimeout
    }
}

/// What `assistant nlu` should do: read lines, print how each is understood.
public struct NLURequest: Sendable, Equatable {
    /// `--now`: the local date and time (in `--time-zone`) to resolve "明天" against; `nil` means
    /// `$AGENTSKILL_NOW`, else the clock.
    public var now: LocalMoment?
    /// `--jsonl`: one contract JSON object per line instead of the readable form.
    public var jsonl: Bool

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - now: The `--now` value.
    ///   - jsonl: Whether `--jsonl` was given.
    public init(now: LocalMoment? = nil, jsonl: Bool = false) {
        self.now = now
        self.jsonl = jsonl
    }
}

/// What `assistant run` should do: one skill, with its arguments.
public struct RunRequest: Sendable, Equatable {
    /// The id of the skill to run, as `assistant skills` lists it.
    public var skillID: String
    /// The `--args` object; empty when the option was not given.
    public var arguments: JSONValue

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - skillID: The skill to run.
    ///   - arguments: Its arguments, a JSON object; `{}` by default.
    public init(skillID: String, arguments: JSONValue = [:]) {
        self.skillID = skillID
        self.arguments = arguments
    }
}

/// What `assistant ledger export` should write: exactly one of the two formats is set once the
/// command line has been parsed.
public struct LedgerExportRequest: Sendable, Equatable {
    /// The export formats.
    public enum Format: Sendable, Equatable { case csv, beancount }

    /// `--csv FILE`: where to write CSV (`-` for standard output).
    public var csvFile: String?
    /// `--beancount FILE`: where to write a Beancount ledger (`-` for standard output).
    public var beancountFile: String?

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - csvFile: The `--csv` value.
    ///   - beancountFile: The `--beancount` value.
    public init(csvFile: String? = nil, beancountFile: String? = nil) {
        self.csvFile = csvFile
        self.beancountFile = beancountFile
    }

    /// The one format asked for and its file, or `nil` when none or both were given.
    public var output: (format: Format, file: String)? {
        switch (csvFile, beancountFile) {
        case (let file?, nil): (.csv, file)
        case (nil, let file?): (.beancount, file)
        default: nil
        }
    }
}

/// What `assistant render` should do.
public struct RenderRequest: Sendable, Equatable {
    /// The output format.
    public enum Format: Sendable, Equatable { case terminal, html }
    /// A document format: ours, or A2UI messages.
    public enum DocumentFormat: String, Sendable, Equatable { case ui, a2ui }

    /// A file path, or `-` for standard input.
    public var source: String
    public var format: Format
    /// Stop at the first problem instead of repairing.
    public var strict: Bool
    /// Print diagnostics as JSON lines.
    public var jsonDiagnostics: Bool
    /// The input's format (`--from`).
    public var input: DocumentFormat
    /// Print the document converted to this format instead of rendering it (`--to`).
    public var output: DocumentFormat?

    public init(
        source: String, format: Format = .terminal, strict: Bool = false, jsonDiagnostics: Bool = false,
        input: DocumentFormat = .ui, output: DocumentFormat? = nil
    ) {
        self.source = source
        self.format = format
        self.strict = strict
        self.jsonDiagnostics = jsonDiagnostics
        self.input = input
        self.output = output
    }
}

/// The result of parsing a command line: the command to run and the global options.
///
/// ```swift
/// let line = try ArgumentParser.parse(["ask", "echo", "hi", "--json"])
/// line.command       // .ask(text: "echo hi")
/// line.options.json  // true
/// ```
public struct ParsedCommandLine: Sendable, Equatable {
    /// The command to run.
    public var command: CLICommand
    /// The global options, wherever they appeared on the line.
    public var options: GlobalOptions

    /// Creates a parsed command line.
    ///
    /// - Parameters:
    ///   - command: The command to run.
    ///   - options: The global options; defaults to none given.
    public init(command: CLICommand, options: GlobalOptions = GlobalOptions()) {
        self.command = command
        self.options = options
    }
}

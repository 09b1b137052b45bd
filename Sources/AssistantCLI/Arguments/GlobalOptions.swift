import Foundation

/// Options every `assistant` subcommand accepts, before or after the subcommand name.
///
/// ```swift
/// let line = try ArgumentParser.parse(["skills", "--time-zone", "Asia/Shanghai", "--json"])
/// line.options.timeZone?.identifier  // "Asia/Shanghai"
/// line.options.json                  // true
/// ```
public struct GlobalOptions: Sendable, Equatable {
    /// `--data-dir DIR`: where the assistant keeps its data; `nil` means the program's default.
    public var dataDirectory: String?
    /// `--time-zone TZ`: an IANA time zone such as `Asia/Shanghai`; `nil` means the system's.
    public var timeZone: TimeZone?
    /// `--locale LOCALE`: a locale identifier such as `zh-Hans` or `en_US`; `nil` means the system's.
    public var localeIdentifier: String?
    /// `--json`: print data as JSON instead of text.
    public var json: Bool
    /// `--yes`: approve every call that needs approval, without asking.
    public var yes: Bool
    /// `--config FILE`: the config file to read instead of the default location.
    public var configPath: String?
    /// `--router hybrid|llm|nlu|keyword`: how requests are understood; `nil` means the default —
    /// `hybrid` when a model is configured, else `nlu`.
    public var router: RouterChoice?
    /// `--llm-base-url URL`: the OpenAI-compatible server's API root.
    public var llmBaseURL: String?
    /// `--llm-model NAME`: the model to ask.
    public var llmModel: String?
    /// `--llm-api-key KEY`: the server's key (sent as a bearer token; never printed).
    public var llmAPIKey: String?
    /// `--mcp-config FILE`: the MCP servers to import; `nil` means `mcp.json` in the config directory.
    public var mcpConfigPath: String?

    /// Creates options; every parameter defaults to "not given".
    ///
    /// - Parameters:
    ///   - dataDirectory: The `--data-dir` value.
    ///   - timeZone: The `--time-zone` value.
    ///   - localeIdentifier: The `--locale` value.
    ///   - json: Whether `--json` was given.
    ///   - yes: Whether `--yes` was given.
    ///   - configPath: The `--config` value.
    ///   - router: The `--router` value.
    ///   - llmBaseURL: The `--llm-base-url` value.
    ///   - llmModel: The `--llm-model` value.
    ///   - llmAPIKey: The `--llm-api-key` value.
    public init(
        dataDirectory: String? = nil,
        timeZone: TimeZone? = nil,
        localeIdentifier: String? = nil,
        json: Bool = false,
        yes: Bool = false,
        configPath: String? = nil,
        router: RouterChoice? = nil,
        llmBaseURL: String? = nil,
        llmModel: String? = nil,
        llmAPIKey: String? = nil
    ) {
        self.dataDirectory = dataDirectory
        self.timeZone = timeZone
        self.localeIdentifier = localeIdentifier
        self.json = json
        self.yes = yes
        self.configPath = configPath
        self.router = router
        self.llmBaseURL = llmBaseURL
        self.llmModel = llmModel
        self.llmAPIKey = llmAPIKey
    }
}

/// Which router the program gives its agent (`--router`).
public enum RouterChoice: String, Sendable, Equatable, CaseIterable {
    /// `HybridRouter`: the NLU when it is sure, the model (shown the most relevant skills) for the
    /// rest. The default when a model is configured; needs one.
    case hybrid
    /// `LLMRouter`: every request to the model, shown every skill. Needs a model.
    case llm
    /// `NLURouter` with the standard recognizers: understands free text, asks for what is
    /// missing, follows up. The default without a model.
    case nlu
    /// `KeywordRouter`: each skill's keywords (`echo hi`, `复读：你好`), nothing more.
    case keyword
}

/// The options the parser knows, each with its spelling, value name, example and help line.
///
/// The order here is the order in help text and the tie-break order for suggestions.
enum GlobalOption: CaseIterable, Sendable {
    case dataDirectory, timeZone, locale, config, mcpConfig, router, llmBaseURL, llmModel, llmAPIKey, json, yes, help
    case version
    /// Options of `render` only.
    case html, terminal, strict, jsonDiagnostics, from, to
    /// The option of `run` only.
    case arguments
    /// Options of `ledger` only.
    case csv, beancount
    /// Options of `nlu` only.
    case now, jsonl
    /// Options of `serve` only.
    case host, port, token, sessions, publicURL, approvalTimeout

    /// The subcommand an option belongs to, or `nil` for a global option.
    var onlyFor: String? {
        switch self {
        case .html, .terminal, .strict, .jsonDiagnostics, .from, .to: "render"
        case .arguments: "run"
        case .csv, .beancount: "ledger"
        case .now, .jsonl: "nlu"
        case .host, .port, .token, .sessions, .publicURL, .approvalTimeout: "serve"
        default: nil
        }
    }

    /// Looks an option up by its long spelling (`--time-zone`) or, for help, `-h`.
    init?(name: String) {
        guard let option = Self.allCases.first(where: { $0.name == name || $0.shortName == name })
        else { return nil }
        self = option
    }

    /// The long spelling, with its dashes.
    var name: String {
        switch self {
        case .dataDirectory: "--data-dir"
        case .timeZone: "--time-zone"
        case .locale: "--locale"
        case .config: "--config"
        case .mcpConfig: "--mcp-config"
        case .json: "--json"
        case .yes: "--yes"
        case .help: "--help"
        case .version: "--version"
        case .html: "--html"
        case .terminal: "--terminal"
        case .strict: "--strict"
        case .jsonDiagnostics: "--json-diagnostics"
        case .from: "--from"
        case .to: "--to"
        case .arguments: "--args"
        case .csv: "--csv"
        case .beancount: "--beancount"
        case .router: "--router"
        case .llmBaseURL: "--llm-base-url"
        case .llmModel: "--llm-model"
        case .llmAPIKey: "--llm-api-key"
        case .now: "--now"
        case .jsonl: "--jsonl"
        case .host: "--host"
        case .port: "--port"
        case .token: "--token"
        case .sessions: "--sessions"
        case .publicURL: "--public-url"
        case .approvalTimeout: "--approval-timeout"
        }
    }

    /// The one-letter spelling, if the option has one.
    var shortName: String? { self == .help ? "-h" : nil }

    /// The placeholder for the option's value in help, or `nil` for a flag.
    var valueName: String? {
        switch self {
        case .dataDirectory: "<dir>"
        case .timeZone: "<time-zone>"
        case .locale: "<locale>"
        case .config, .mcpConfig, .csv, .beancount: "<file>"
        case .arguments: "<json>"
        case .router: "<router>"
        case .llmBaseURL: "<url>"
        case .llmModel: "<model>"
        case .llmAPIKey: "<key>"
        case .now: "<date-time>"
        case .host: "<host>"
        case .port: "<port>"
        case .token: "<token>"
        case .sessions: "<count>"
        case .publicURL: "<url>"
        case .approvalTimeout: "<seconds>"
        case .from, .to: "<format>"
        case .json, .yes, .help, .version, .html, .terminal, .strict, .jsonDiagnostics, .jsonl: nil
        }
    }

    /// A complete example of the option in use, for error messages.
    var example: String {
        switch self {
        case .dataDirectory: "--data-dir ~/.assistant"
        case .timeZone: "--time-zone Asia/Shanghai"
        case .locale: "--locale zh-Hans"
        case .config: "--config ~/assistant.json"
        case .mcpConfig: "--mcp-config ~/mcp.json"
        case .arguments: #"--args '{"text":"hi"}'"#
        case .csv: "--csv ledger.csv"
        case .beancount: "--beancount ledger.beancount"
        case .router: "--router keyword"
        case .llmBaseURL: "--llm-base-url http://127.0.0.1:8080/v1"
        case .llmModel: "--llm-model qwen2.5-7b-instruct"
        case .llmAPIKey: "--llm-api-key sk-…"
        case .now: "--now 2026-12-02T10:00:00"
        case .host: "--host 127.0.0.1"
        case .port: "--port 8080"
        case .token: "--token s3cret"
        case .sessions: "--sessions 128"
        case .publicURL: "--public-url http://box.local:8080"
        case .approvalTimeout: "--approval-timeout 120"
        case .from: "--from a2ui"
        case .to: "--to a2ui"
        case .json, .yes, .help, .version, .html, .terminal, .strict, .jsonDiagnostics, .jsonl: name
        }
    }

    /// The one-line help shown in `OPTIONS:`.
    var help: String {
        switch self {
        case .dataDirectory:
            "Directory where the assistant keeps its data; default $AGENTSKILL_DATA_DIR, else $XDG_DATA_HOME/agentskill."
        case .timeZone: "IANA time zone, e.g. Asia/Shanghai or UTC."
        case .locale: "Locale for replies, e.g. zh-Hans or en_US."
        case .config: "Settings file; default $AGENTSKILL_CONFIG, else $XDG_CONFIG_HOME/agentskill/config.json."
        case .mcpConfig:
            "MCP servers whose tools become skills ({\"mcpServers\": {name: {command, args, env}}}); default mcp.json next to the settings file."
        case .router:
            "How requests are understood: hybrid (the default with a model: the NLU when sure, else the model), llm (the model only), nlu (the default without a model: free text, questions for what is missing) or keyword (each skill's keywords only)."
        case .llmBaseURL:
            "An OpenAI-compatible server's API root; default $AGENTSKILL_LLM_BASE_URL, else $OPENAI_BASE_URL. No model: the assistant works offline."
        case .llmModel: "The model to ask; default $AGENTSKILL_LLM_MODEL."
        case .llmAPIKey:
            "The server's API key; default $AGENTSKILL_LLM_API_KEY, else $OPENAI_API_KEY. Never printed."
        case .json: "Print data as JSON instead of text."
        case .yes:
            "Approve calls that need approval (deletes, undo, rules that ask) without asking; for scripts. Otherwise chat and run ask at a terminal, and deny them elsewhere."
        case .help: "Show help information."
        case .version: "Show the version."
        case .html: "render: print HTML instead of terminal text."
        case .terminal: "render: print terminal text (the default)."
        case .strict: "render: stop at the first problem; exit 1 on errors."
        case .jsonDiagnostics: "render: print diagnostics to stderr as JSON lines."
        case .from:
            "render: the input's format: ui (our UI format, the default) or a2ui (A2UI v0.9/v0.10 messages, JSONL or an array)."
        case .to: "render: print the document converted instead of rendered: a2ui (A2UI v0.9 JSONL) or ui (our format)."
        case .arguments: "run: the skill's arguments as JSON; default {}."
        case .csv: "ledger export: write CSV to the file; - for standard output."
        case .beancount: "ledger export: write a Beancount ledger to the file; - for standard output."
        case .now:
            "nlu: the local date and time \"now\" is, YYYY-MM-DDTHH:MM[:SS] in --time-zone; default $AGENTSKILL_NOW, else the clock."
        case .jsonl: "nlu: print one JSON object per input line (the evaluation contract)."
        case .host: "serve: the address to listen on; default 127.0.0.1 (any other needs --token)."
        case .port: "serve: the port to listen on; default 8080, 0 for any free port."
        case .token: "serve: a secret every request must carry (Authorization: Bearer, or ?token=)."
        case .sessions:
            "serve: browser sessions (one agent each) kept at once; default 64. The least recently used goes first; one unused for 30 minutes ends."
        case .publicURL:
            "serve: the address people open when it is not one of this machine's own (a DNS name, a proxy); its host is accepted."
        case .approvalTimeout:
            "serve: seconds a call waits for Confirm or Deny before it is denied; default 300."
        }
    }

    /// How the option appears in help: `-h, --help` or `--time-zone <time-zone>`.
    var label: String {
        let spelled = shortName.map { "\($0), \(name)" } ?? name
        return valueName.map { "\(spelled) \($0)" } ?? spelled
    }
}

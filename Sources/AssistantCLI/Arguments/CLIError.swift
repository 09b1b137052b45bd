/// A problem with the `assistant` command line, with a message that says what to type instead.
///
/// Every case is a usage error (or a broken config file, which is as much the user's to fix):
/// the program prints ``description`` to standard error and exits
/// with ``exitCode`` (2). Messages quote what the user typed and end with a suggestion:
///
/// ```swift
/// do {
///     _ = try ArgumentParser.parse(["aks", "echo hi"])
/// } catch {
///     print(error)  // unknown command 'aks' — did you mean 'ask'?
/// }
/// ```
public enum CLIError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The first word is not a subcommand; `suggestion` is the closest one, if any is close.
    case unknownCommand(String, suggestion: String?)
    /// The first word is not a subcommand, and more words follow it: probably a request that
    /// lacks `ask`. `text` is all those words joined with spaces.
    case requestWithoutAsk(command: String, text: String)
    /// A `-`/`--` word is not an option; `suggestion` is the closest option name, if any.
    case unknownOption(String, suggestion: String?)
    /// An option that takes a value came last, or was given an empty value.
    case missingValue(option: String)
    /// A flag such as `--json` was written with `=value`.
    case unexpectedValue(option: String, value: String)
    /// `--time-zone` named no time zone Foundation knows; `suggestion` is the closest identifier.
    case invalidTimeZone(String, suggestion: String?)
    /// `--locale` held characters other than letters, digits, `-` and `_`.
    case invalidLocale(String)
    /// `--router` named no router; `suggestion` is the closest of `nlu` and `keyword`, if close.
    case invalidRouter(String, suggestion: String?)
    /// `--router hybrid` or `--router llm` was given, but no model is configured.
    case routerNeedsModel(String)
    /// The model settings (`--llm-*` or `$AGENTSKILL_LLM_*`) are incomplete or malformed; the
    /// message says which and how to fix it (it never contains the key).
    case invalidModelSettings(String)
    /// `--now` or `$AGENTSKILL_NOW` (`source`) is not a local date and time `YYYY-MM-DDTHH:MM[:SS]`.
    case invalidNow(String, source: String)
    /// `ask` was given no text.
    case missingRequestText
    /// A subcommand got a positional argument it does not take.
    case unexpectedArgument(String, command: String)
    /// An option that belongs to another subcommand.
    case optionNotForCommand(String, command: String, owner: String)
    /// `render` without a file.
    case missingRenderSource
    /// `render --from`/`--to` named a format other than `ui` and `a2ui`.
    case invalidRenderFormat(String, option: String)
    /// `run` without a skill id.
    case missingSkillID
    /// `--args` is not JSON, or not a JSON object; `problem` names the line and column or the type.
    case invalidSkillArguments(problem: String)
    /// `calendar` or `ledger` without an action; `actions` are the ones it knows.
    case missingAction(command: String, actions: [String])
    /// `calendar`/`ledger` with an action it does not know; `suggestion` is the closest one.
    case unknownAction(String, command: String, suggestion: String?)
    /// `calendar export`/`import` without a file; `stream` is what `-` stands for, `usage` shows
    /// what to type.
    case missingFile(command: String, stream: String, usage: String)
    /// `ledger export` with neither or both of `--csv` and `--beancount`.
    case needsOneExportFormat
    /// The data directory cannot be created or opened, or holds a database from a newer version.
    case unusableDataDirectory(path: String, problem: String)
    /// The config file is unreadable, not JSON, or has settings that make no sense; `problem`
    /// names the line and column or the JSON path.
    case invalidConfig(file: String, problem: String)
    /// `--port` that is not a port number.
    case invalidPort(String)
    /// `--sessions` that is not a count from 1 to 100,000.
    case invalidSessionCount(String)
    /// `--approval-timeout` that is not a number of seconds from 1 to 86,400.
    case invalidApprovalTimeout(String)

    /// The process exit status for this error: 2, the usage-error status.
    public var exitCode: Int32 { 2 }

    /// The full message: what failed, the user's input in quotes, and a suggestion.
    public var description: String {
        switch self {
        case .unknownCommand(let name, let suggestion):
            return "unknown command '\(name)' — "
                + (suggestion.map { "did you mean '\($0)'?" }
                    ?? "run 'assistant --help' to see the subcommands")
        case .requestWithoutAsk(let name, let text):
            let quoted = text.reduce(into: "") { result, character in
                if "\"\\$`".contains(character) { result.append("\\") }
                result.append(character)
            }
            return "unknown command '\(name)' — to send a request, write: assistant ask \"\(quoted)\""
        case .unknownOption(let name, let suggestion):
            return "unknown option '\(name)' — "
                + (suggestion.map { "did you mean '\($0)'?" }
                    ?? "run 'assistant --help' to see the options")
        case .missingValue(let option):
            let example = GlobalOption(name: option)?.example ?? "\(option) VALUE"
            return "option '\(option)' needs a value, e.g. \(example)"
        case .unexpectedValue(let option, let value):
            return "option '\(option)' takes no value: got '\(option)=\(value)' — write '\(option)' alone"
        case .invalidTimeZone(let value, let suggestion):
            return "invalid time zone '\(value)': not an IANA identifier — "
                + (suggestion.map { "did you mean '\($0)'?" }
                    ?? "use one such as Asia/Shanghai or UTC")
        case .invalidLocale(let value):
            return "invalid locale '\(value)': use only letters, digits, '-' and '_'"
                + " — e.g. zh-Hans or en_US"
        case .invalidRouter(let value, let suggestion):
            return "unknown router '\(value)' — "
                + (suggestion.map { "did you mean '\($0)'?" }
                    ?? "use --router hybrid, llm, nlu or keyword (the default: hybrid with a model, else nlu)")
        case .routerNeedsModel(let router):
            return "--router \(router) needs a model — pass --llm-base-url and --llm-model (or set"
                + " AGENTSKILL_LLM_BASE_URL and AGENTSKILL_LLM_MODEL), or use --router nlu"
        case .invalidModelSettings(let message):
            return "model settings: \(message)"
        case .invalidNow(let value, let source):
            let fix = source == "--now" ? "e.g. --now 2026-12-02T10:00:00" : "fix or unset it"
            return "invalid \(source) '\(value)': expected a local date and time YYYY-MM-DDTHH:MM:SS"
                + " (seconds optional), read in --time-zone — \(fix)"
        case .missingRequestText:
            return "ask needs the text of a request, e.g. assistant ask \"echo hi\""
        case .optionNotForCommand(let option, let command, let owner):
            let shown = command.isEmpty ? "chat" : command
            return "option '\(option)' is not for '\(shown)' — it belongs to 'assistant \(owner)'"
        case .invalidConfig(let file, let problem):
            return "config file '\(file)': \(problem) — fix the file, or point --config at another one"
        case .invalidPort(let value):
            return "invalid --port '\(value)': expected a number from 0 to 65535, e.g. --port 8080"
        case .invalidSessionCount(let value):
            return "invalid --sessions '\(value)': expected a number from 1 to 100000, e.g. --sessions 128"
        case .invalidApprovalTimeout(let value):
            return
                "invalid --approval-timeout '\(value)': expected seconds from 1 to 86400, e.g. --approval-timeout 120"
        case .missingRenderSource:
            return "render needs a file to render, or - for standard input, e.g. assistant render card.json"
        case .invalidRenderFormat(let value, let option):
            return "\(option) takes ui or a2ui, not '\(value)' — e.g. assistant render surface.jsonl --from a2ui"
        case .missingSkillID:
            return "run needs the id of a skill, e.g. assistant run echo --args '{\"text\":\"hi\"}'"
                + " — 'assistant skills' lists them"
        case .invalidSkillArguments(let problem):
            return "invalid --args: \(problem) — pass a JSON object, e.g. --args '{\"text\":\"hi\"}'"
        case .missingAction(let command, let actions):
            let list = actions.map { "'\($0)'" }.joined(separator: " or ")
            let usage = AssistantCommand.subcommand(named: command)?.configuration.usage ?? "assistant --help"
            return "\(command) needs an action, \(list) — usage: \(usage)"
        case .unknownAction(let action, let command, let suggestion):
            return "unknown \(command) action '\(action)' — "
                + (suggestion.map { "did you mean '\($0)'?" } ?? "see 'assistant help \(command)'")
        case .missingFile(let command, let stream, let usage):
            return "\(command) needs a file, or - for \(stream) — usage: \(usage)"
        case .needsOneExportFormat:
            return "ledger export needs exactly one of --csv <file> or --beancount <file>,"
                + " e.g. assistant ledger export --csv ledger.csv"
        case .unusableDataDirectory(let path, let problem):
            return "data directory '\(path)': \(problem)"
                + " — pass --data-dir <dir> or set AGENTSKILL_DATA_DIR to use another"
        case .unexpectedArgument(let argument, let command):
            let usage = AssistantCommand.subcommand(named: command)?.configuration.usage ?? "assistant --help"
            return "unexpected argument '\(argument)' for '\(command)' — usage: \(usage)"
        }
    }
}

import AgentSkill
import Foundation
import SkillJSON

/// Parses the `assistant` command line into a ``ParsedCommandLine``.
///
/// Parsing runs in two steps:
/// 1. Scan the words left to right. Global options are taken out wherever they are
///    (`--opt value` or `--opt=value`; a repeated option keeps its last value); the first other
///    word names the subcommand; the rest are that subcommand's positional arguments. `--` ends
///    option parsing, so every later word is positional.
/// 2. Decide: `--help`/`-h` wins, then `--version`; otherwise the subcommand (`chat` by default)
///    checks its positional arguments.
///
/// ```swift
/// let line = try ArgumentParser.parse(["ask", "echo", "hi", "--json"])
/// // line.command == .ask(text: "echo hi"), line.options.json == true
/// ```
public enum ArgumentParser {
    /// Parses command-line arguments.
    ///
    /// - Parameter arguments: The arguments without the program name (`argv[1...]`).
    /// - Returns: The command to run and the global options.
    /// - Throws: ``CLIError`` for the first problem found, reading left to right.
    public static func parse(_ arguments: [String]) throws(CLIError) -> ParsedCommandLine {
        var scan = ArgumentScan()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            try scan.consume(argument, rest: &remaining)
        }
        return try scan.result()
    }
}

/// The state of step 1: what has been seen so far.
struct ArgumentScan {
    var options = GlobalOptions()
    var subcommand: (any ParsableSubcommand.Type)?
    var positionals: [String] = []
    var helpRequested = false
    var versionRequested = false
    /// Options of one subcommand (`--html`, `--args`…), with their values, in order.
    var commandOptions: [(option: GlobalOption, value: String?)] = []
    var endOfOptions = false

    /// Takes in one word, and the option's value from `rest` when the option needs one.
    mutating func consume(_ argument: String, rest: inout ArraySlice<String>) throws(CLIError) {
        guard !endOfOptions, Self.looksLikeOption(argument) else {
            return try addPositional(argument, rest: rest)
        }
        if argument == "--" {
            endOfOptions = true
            return
        }
        let (name, inlineValue) = Self.split(argument)
        guard let option = GlobalOption(name: name) else {
            let known = GlobalOption.allCases.map(\.name)
            throw .unknownOption(name, suggestion: ClosestMatch.find(name, in: known))
        }
        guard option.valueName != nil else {
            if let inlineValue { throw .unexpectedValue(option: option.name, value: inlineValue) }
            return setFlag(option)
        }
        var value = inlineValue
        if value == nil, let next = rest.first, !Self.looksLikeOption(next) {
            value = rest.removeFirst()
        }
        guard let value, !value.isEmpty else { throw .missingValue(option: option.name) }
        try setValue(value, for: option)
    }

    /// Step 2: the parsed command line, or the subcommand's usage error.
    func result() throws(CLIError) -> ParsedCommandLine {
        if helpRequested {
            return ParsedCommandLine(command: .help(topic: subcommand?.configuration.name), options: options)
        }
        if versionRequested {
            return ParsedCommandLine(command: .version, options: options)
        }
        let chosen = subcommand ?? AssistantCommand.defaultSubcommand
        var command = try chosen.command(from: positionals)
        for (option, value) in commandOptions {
            guard option.onlyFor == chosen.configuration.name else {
                throw .optionNotForCommand(option.name, command: chosen.configuration.name, owner: option.onlyFor ?? "")
            }
            command = try chosen.apply(option, value: value, to: command)
        }
        try chosen.validate(command)
        return ParsedCommandLine(command: command, options: options)
    }

    /// The `--args` text as a JSON object.
    static func skillArguments(_ text: String) throws(CLIError) -> JSONValue {
        let value: JSONValue
        do {
            value = try JSONValue.parse(text)
        } catch {
            throw .invalidSkillArguments(problem: error.description)
        }
        guard case .object = value else {
            throw .invalidSkillArguments(problem: "expected a JSON object, got \(value.typeName)")
        }
        return value
    }

    private mutating func addPositional(_ argument: String, rest: ArraySlice<String>) throws(CLIError) {
        guard subcommand == nil, positionals.isEmpty, !endOfOptions else {
            positionals.append(argument)
            return
        }
        guard let found = AssistantCommand.subcommand(named: argument) else {
            let words = rest.prefix { !Self.looksLikeOption($0) }
            throw AssistantCommand.unknownCommand(argument, followedBy: Array(words))
        }
        subcommand = found
    }

    private mutating func setFlag(_ option: GlobalOption) {
        switch option {
        case .json: options.json = true
        case .yes: options.yes = true
        case .help: helpRequested = true
        case .version: versionRequested = true
        case .html, .terminal, .strict, .jsonDiagnostics, .jsonl: commandOptions.append((option, nil))
        case .dataDirectory, .timeZone, .locale, .config, .mcpConfig, .router, .llmBaseURL, .llmModel, .llmAPIKey,
            .arguments, .csv, .beancount, .now, .host, .port, .token, .sessions, .publicURL, .approvalTimeout, .from,
            .to:
            break
        }
    }

    private mutating func setValue(_ value: String, for option: GlobalOption) throws(CLIError) {
        switch option {
        case .dataDirectory:
            options.dataDirectory = value
        case .config:
            options.configPath = value
        case .mcpConfig:
            options.mcpConfigPath = value
        case .timeZone:
            guard let zone = TimeZone(identifier: value) else {
                let known = ["UTC"] + TimeZone.knownTimeZoneIdentifiers
                throw .invalidTimeZone(value, suggestion: ClosestMatch.find(value, in: known))
            }
            options.timeZone = zone
        case .locale:
            guard value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
            else { throw .invalidLocale(value) }
            options.localeIdentifier = value
        case .router:
            guard let router = RouterChoice(rawValue: value) else {
                let names = RouterChoice.allCases.map(\.rawValue)
                throw .invalidRouter(value, suggestion: ClosestMatch.find(value, in: names))
            }
            options.router = router
        case .llmBaseURL:
            options.llmBaseURL = value
        case .llmModel:
            options.llmModel = value
        case .llmAPIKey:
            options.llmAPIKey = value
        case .arguments, .csv, .beancount, .now, .host, .port, .token, .sessions, .publicURL, .approvalTimeout, .from,
            .to:
            commandOptions.append((option, value))
        case .json, .yes, .help, .version, .html, .terminal, .strict, .jsonDiagnostics, .jsonl:
            break
        }
    }

    /// Whether a word is an option (or `--`) rather than a value: it starts with `-`, is not `-`
    /// alone (often "standard input"), and is not a negative number such as `-5`.
    static func looksLikeOption(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument.count > 1 else { return false }
        return !argument.dropFirst().allSatisfy { $0.isNumber || $0 == "." }
    }

    /// Splits `--name=value` into its name and value; other words have no inline value.
    static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

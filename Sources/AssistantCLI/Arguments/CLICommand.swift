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
}

/// What `assistant render` should do.
public struct RenderRequest: Sendable, Equatable {
    /// The output format.
    public enum Format: Sendable, Equatable { case terminal, html }

    /// A file path, or `-` for standard input.
    public var source: String
    public var format: Format
    /// Stop at the first problem instead of repairing.
    public var strict: Bool
    /// Print diagnostics as JSON lines.
    public var jsonDiagnostics: Bool

    public init(source: String, format: Format = .terminal, strict: Bool = false, jsonDiagnostics: Bool = false) {
        self.source = source
        self.format = format
        self.strict = strict
        self.jsonDiagnostics = jsonDiagnostics
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

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

    /// Creates options; every parameter defaults to "not given".
    ///
    /// - Parameters:
    ///   - dataDirectory: The `--data-dir` value.
    ///   - timeZone: The `--time-zone` value.
    ///   - localeIdentifier: The `--locale` value.
    ///   - json: Whether `--json` was given.
    public init(
        dataDirectory: String? = nil,
        timeZone: TimeZone? = nil,
        localeIdentifier: String? = nil,
        json: Bool = false
    ) {
        self.dataDirectory = dataDirectory
        self.timeZone = timeZone
        self.localeIdentifier = localeIdentifier
        self.json = json
    }
}

/// The options the parser knows, each with its spelling, value name, example and help line.
///
/// The order here is the order in help text and the tie-break order for suggestions.
enum GlobalOption: CaseIterable, Sendable {
    case dataDirectory, timeZone, locale, json, help, version
    /// Options of `render` only.
    case html, terminal, strict, jsonDiagnostics

    /// The subcommand an option belongs to, or `nil` for a global option.
    var onlyFor: String? {
        switch self {
        case .html, .terminal, .strict, .jsonDiagnostics: "render"
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
        case .json: "--json"
        case .help: "--help"
        case .version: "--version"
        case .html: "--html"
        case .terminal: "--terminal"
        case .strict: "--strict"
        case .jsonDiagnostics: "--json-diagnostics"
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
        case .json, .help, .version, .html, .terminal, .strict, .jsonDiagnostics: nil
        }
    }

    /// A complete example of the option in use, for error messages.
    var example: String {
        switch self {
        case .dataDirectory: "--data-dir ~/.assistant"
        case .timeZone: "--time-zone Asia/Shanghai"
        case .locale: "--locale zh-Hans"
        case .json, .help, .version, .html, .terminal, .strict, .jsonDiagnostics: name
        }
    }

    /// The one-line help shown in `OPTIONS:`.
    var help: String {
        switch self {
        case .dataDirectory: "Directory where the assistant keeps its data."
        case .timeZone: "IANA time zone, e.g. Asia/Shanghai or UTC."
        case .locale: "Locale for replies, e.g. zh-Hans or en_US."
        case .json: "Print data as JSON instead of text."
        case .help: "Show help information."
        case .version: "Show the version."
        case .html: "render: print HTML instead of terminal text."
        case .terminal: "render: print terminal text (the default)."
        case .strict: "render: stop at the first problem; exit 1 on errors."
        case .jsonDiagnostics: "render: print diagnostics to stderr as JSON lines."
        }
    }

    /// How the option appears in help: `-h, --help` or `--time-zone <time-zone>`.
    var label: String {
        let spelled = shortName.map { "\($0), \(name)" } ?? name
        return valueName.map { "\(spelled) \($0)" } ?? spelled
    }
}

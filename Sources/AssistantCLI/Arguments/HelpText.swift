/// The help text `assistant` prints for `--help`, `-h` and `help [COMMAND]`.
///
/// ```swift
/// let line = try ArgumentParser.parse(["ask", "--help"])
/// if case .help(let topic) = line.command {
///     print(topic.flatMap(HelpText.command) ?? HelpText.root())
/// }
/// ```
public enum HelpText {
    /// Help for `assistant` itself: usage, every subcommand, every global option and examples.
    public static func root() -> String {
        let root = AssistantCommand.configuration
        let subcommands = AssistantCommand.subcommands.map { command in
            let configuration = command.configuration
            let isDefault = command == AssistantCommand.defaultSubcommand
            return Row(label: configuration.name + (isDefault ? " (default)" : ""), help: configuration.abstract)
        }
        return render(
            root,
            sections: [("SUBCOMMANDS", subcommands), ("OPTIONS", optionRows(for: nil))],
            footer: "See 'assistant help <subcommand>' for detailed help."
        )
    }

    /// Help for one subcommand: its usage, arguments, the global options and examples.
    ///
    /// - Parameter name: A subcommand name such as `ask`.
    /// - Returns: The help text, or `nil` when `name` is not a subcommand.
    public static func command(_ name: String) -> String? {
        guard let configuration = AssistantCommand.subcommand(named: name)?.configuration else {
            return nil
        }
        let arguments = configuration.arguments.map { Row(label: $0.label, help: $0.help) }
        return render(configuration, sections: [("ARGUMENTS", arguments), ("OPTIONS", optionRows(for: name))])
    }

    private struct Row {
        var label: String
        var help: String
    }

    /// The command's own options first, then the global ones.
    private static func optionRows(for command: String?) -> [Row] {
        let own = GlobalOption.allCases.filter { command != nil && $0.onlyFor == command }
        let global = GlobalOption.allCases.filter { $0.onlyFor == nil }
        return (own + global).map { Row(label: $0.label, help: $0.help) }
    }

    /// Lays out overview, usage, labelled sections with aligned help, examples and a footer.
    private static func render(
        _ configuration: CommandConfiguration,
        sections: [(title: String, rows: [Row])],
        footer: String? = nil
    ) -> String {
        let width = sections.flatMap(\.rows).map(\.label.count).max().map { $0 + 4 } ?? 0
        var lines = ["OVERVIEW: \(configuration.abstract)", "", "USAGE: \(configuration.usage)"]
        for section in sections where !section.rows.isEmpty {
            lines += ["", "\(section.title):"]
            for row in section.rows {
                let help = wrap(row.help, width: max(lineWidth - width, 30))
                let padding = String(repeating: " ", count: width - row.label.count - 2)
                lines.append("  " + row.label + padding + (help.first ?? ""))
                lines += help.dropFirst().map { String(repeating: " ", count: width) + $0 }
            }
        }
        lines += ["", "EXAMPLES:"] + configuration.examples.map { "  " + $0 }
        if let footer { lines += ["", footer] }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The column help text should stay within.
    private static let lineWidth = 80

    /// Splits `text` into lines of at most `width` characters, breaking at spaces.
    private static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + [line]
    }
}

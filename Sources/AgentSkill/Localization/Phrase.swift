/// A sentence the program says to a person, worded once per language: the English table is in
/// `Phrase+English.swift`, the Chinese one in `Phrase+Chinese.swift`, and a test checks that
/// every phrase has both, with the same placeholders.
///
/// Placeholders are names in braces, filled by ``text(in:_:)``:
///
/// ```swift
/// Phrase.noMatch.text(in: .chinese, ["request": "订机票"])  // 没有技能能处理“订机票”。
/// ```
public enum Phrase: String, Sendable, CaseIterable {
    // The answer when no skill fits, and the list of what the agent can do.
    case noMatch
    case noSkillsRegistered
    case canHelpWith
    case skillLine
    case skillLineWithExample
    // Small talk: greetings, thanks, help, goodbyes, who the assistant is.
    case greeting
    case thanks
    case goodbye
    case introduction
    case help
    case tryThese
    case example
    case moreSkills
    // The skills table.
    case skillsHeader
    // Phases a front end shows while a request runs.
    case phaseThinking
    case phaseRunning
    case phaseRetrying
    case phaseWaitingForApproval
    case chooseByNumber
    // The terminal chat's own words.
    case chatWelcome
    case chatHelp
    case unknownCommand
    case didYouMean
    case messageTooLong
    case chatCancelled
    case historyNotKept
    // Approvals.
    case approvalQuestion
    case approvalWhy

    /// The wording in `language`, with `{name}` placeholders replaced from `values` (a
    /// placeholder without a value stays as written).
    public func text(in language: ReplyLanguage, _ values: [String: String] = [:]) -> String {
        let template = Self.template(self, in: language)
        guard !values.isEmpty, template.contains("{") else { return template }
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let name = String(rest[rest.index(after: open)..<close])
            result += values[name] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The raw wording, placeholders and all.
    public static func template(_ phrase: Phrase, in language: ReplyLanguage) -> String {
        switch language {
        case .english: english(phrase)
        case .chinese: chinese(phrase)
        }
    }

    /// The names in braces in `template`, in order.
    public static func placeholders(in template: String) -> [String] {
        var names: [String] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}

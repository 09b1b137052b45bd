extension Phrase {
    /// The English table.
    static func english(_ phrase: Phrase) -> String {
        switch phrase {
        case .noMatch: "I can't do “{request}” yet."
        case .noSkillsRegistered: "No skills are set up yet."
        case .canHelpWith: "I can help with:"
        case .skillLine: "• {name} — {description}"
        case .skillLineWithExample: "• {name} — {description} (try “{example}”)"
        case .greeting: "Hi! I'm your assistant."
        case .thanks: "You're welcome!"
        case .goodbye: "Bye! Come back any time."
        case .introduction: "I'm an assistant that keeps your calendar, your expenses and an eye on the weather."
        case .help: "Tell me what you need in your own words."
        case .tryThese: "For example:"
        case .example: "• {example}"
        case .moreSkills: "Ask “what can you do” for everything I know."
        case .skillsHeader: "Skill|What it does|For example"
        case .phaseThinking: "thinking…"
        case .phaseRunning: "{name}…"
        case .phaseWaitingForApproval: "waiting for your approval…"
        case .chooseByNumber: "type a number to choose"
        case .requestCancelled: "Stopped."
        case .approvalQuestion: "{summary}? [y/N] "
        case .approvalWhy: "This needs your approval: {reason}."
        }
    }
}

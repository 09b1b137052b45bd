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
        case .phaseRunning: "running {name}…"
        case .phaseRetrying: "{name} failed ({reason}); retry {attempt} in {delay}…"
        case .phaseWaitingForApproval: "waiting for your approval…"
        case .chooseByNumber: "type a number to choose"
        case .chatWelcome: "AgentSkill assistant {version} — type a request, /help for commands, Ctrl-D to quit."
        case .chatHelp:
            """
            Type a request, like “明天下午3点开会”, “午饭花了35元” or “echo hello”.
            When I ask a question, answer it on the next line.
              /skills  what I can do
              /help    this help
              /quit    leave (Ctrl-D works too)
            """
        case .unknownCommand: "unknown command '{command}'{hint} Type /help for the list."
        case .didYouMean: " — did you mean '{suggestion}'?"
        case .messageTooLong:
            "that message is {characters} characters; the limit is {limit} — it was not sent. Shorten it and send it again."
        case .chatCancelled: "cancelled (Ctrl-C) — the chat goes on: type another request, or Ctrl-D to leave."
        case .historyNotKept:
            "warning: could not keep the chat history in {path}: {reason} — history lasts for this session only"
        case .approvalQuestion: "{summary}? [y/N] "
        case .approvalWhy: "This needs your approval: {reason}."
        }
    }
}

import AgentSkill
import Foundation
import SkillUI
import SkillUITerminal

/// The interactive chat: reads lines, answers them, understands `/skills`, `/help`, `/quit`.
///
/// Every line goes to the same agent, so its router (the NLU router by default) sees the whole
/// dialogue: a question it asks ("哪个城市？") is printed like any answer, and the next line answers it.
///
/// At a terminal it shows a prompt and phase lines ("thinking…", "running echo…") as the agent
/// works, and asks `[y/N]` before a call that needs approval; when input is piped it prints only
/// the answers, one per request, so it can be scripted (and, without `--yes`, such calls are
/// denied: piped lines are requests, not answers).
///
/// When standard input and output are both terminals, lines are read with a ``LineEditor``
/// (editing, history, Ctrl-R): Ctrl-C drops the line being typed, or cancels the running request
/// (the chat goes on, the conversation intact), or declines the call an approval asks about and
/// cancels its request; Ctrl-D on an empty line leaves. A line longer than
/// ``messageCharacterLimit`` is not sent.
///
/// Everything the chat itself says — the welcome, phases, `/help`, `/skills`, approvals, Ctrl-C —
/// comes from the phrase table (``AgentSkill/Phrase``, ``ChatText``) in the person's language:
/// the configured locale's, or Chinese from the first request with Chinese in it (as the agent
/// answers), so a Chinese session reads Chinese throughout.
extension AssistantCommand.Chat {
    /// Chats with an agent with the store, the MCP tools and the chosen router until input ends.
    static func run(in environment: CommandEnvironment) async throws(CommandExit) -> Int32 {
        let agent = try await environment.agent(for: .chat)
        let language = ReplyLanguage(locale: try environment.configuration().locale)
        var session = ChatSession(agent: agent, io: environment.io, language: language)
        return await session.run()
    }
}

struct ChatSession {
    let agent: Agent
    let io: TerminalIO
    /// The language of the chat's own words: the locale's at first, then that of the latest
    /// request (Chinese when it has Chinese in it, else the locale's).
    private(set) var language: ReplyLanguage
    /// The configured locale's language.
    private let localeLanguage: ReplyLanguage
    /// The line editor when a person types at a terminal (see ``TerminalIO/makeLineEditor``).
    private let editor: (any LineEditing)?
    /// The numbered choices of the last UI shown, which a bare number picks.
    private var choices = Choices()

    /// The longest message, in characters, the chat sends when a person types at a terminal:
    /// 16,000. A longer line is not sent, and the person is told so
    /// (``ChatText/messageTooLong(characters:limit:)``); piped input is sent as it is.
    static let messageCharacterLimit = 16_000

    init(agent: Agent, io: TerminalIO, language: ReplyLanguage = .english) {
        self.agent = agent
        self.io = io
        self.language = language
        self.localeLanguage = language
        self.editor = io.makeLineEditor?(io.environment) { [io] warning in
            io.writeError(warning.text(in: language) + "\n")
        }
    }

    /// Numbered choices and the message whose UI offered them.
    struct Choices: Sendable {
        var messageID: Int?
        var list: [TerminalChoice] = []

        func first(where predicate: (TerminalChoice) -> Bool) -> TerminalChoice? { list.first(where: predicate) }
    }

    static let commands = ["/skills", "/help", "/quit", "/exit"]

    mutating func run() async -> Int32 {
        // Follow-ups that come due while the chat runs are printed as they arrive.
        let followUps = Task { [agent, io, editor] in
            await agent.runFollowUps(
                onDelivery: { message in
                    // Above the line being typed, if one is.
                    guard let editor else { return io.write(message.text + "\n") }
                    editor.print(io.output.safe(message.text + "\n", as: .plain))
                },
                onFailure: { error in io.writeError("agentskill: could not read follow-ups: \(error)\n") })
        }
        if io.isInteractive {
            io.write(Phrase.chatWelcome.text(in: language, ["version": AssistantProgram.version]) + "\n")
        }
        while true {
            guard let line = await nextLine() else { break }
            let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if text.isEmpty { continue }
            if io.isInteractive, text.count > Self.messageCharacterLimit {
                let tooLong = ChatText.messageTooLong(characters: text.count, limit: Self.messageCharacterLimit)
                io.write(tooLong.text(in: language) + "\n")
                continue
            }
            editor?.remember(text)
            // A request sets the language; a command or a choice's number keeps it.
            if !text.hasPrefix("/"), Int(text) == nil {
                language = ReplyLanguage.detect(in: text, fallback: localeLanguage)
            }
            if text.hasPrefix("/") {
                if handleCommand(text) { continue }
                break
            }
            let choice = Int(text).flatMap { number in choices.first { $0.number == number } }
            // One request, one handle: its own events (status lines, approvals), then its answer.
            let request =
                if let choice {
                    await agent.submit(choice.action, messageID: choices.messageID)
                } else {
                    await agent.submit(text)
                }
            // Ctrl-C while it runs cancels it; what follows the `^C` the terminal echoed starts a new line.
            editor?.onInterrupt { [io] in
                io.write("\n")
                request.cancel()
            }
            for await event in request.updates {
                show(event)
                if case .approvalRequested(let approval) = event.kind { await answer(approval, of: request) }
            }
            let reply = await request.result
            editor?.onInterrupt(nil)
            if editor != nil, reply.error == .cancelled {
                io.write(ChatText.requestCancelled.text(in: language) + "\n")
            } else {
                show(reply)
            }
        }
        // A follow-up being delivered is finished (claimed is shown); a sleeping loop just stops.
        followUps.cancel()
        await followUps.value
        if io.isInteractive { io.write("\n") }
        return 0
    }

    /// The next line typed or piped, or `nil` at the end of input. At the line editor, Ctrl-C
    /// just starts a fresh prompt.
    private func nextLine() async -> String? {
        guard let editor else {
            if io.isInteractive { io.write("› ") }
            return await io.readLine()
        }
        while true {
            switch await editor.read(prompt: "› ") {
            case .line(let line): return line
            case .interrupted: continue
            case .end: return nil
            }
        }
    }

    /// Asks the person about a call of `request` waiting for approval (see ``ApprovalPrompt``).
    /// Requests already answered (by `--yes`) are skipped. Ctrl-C at the line editor declines
    /// the call and cancels the request.
    private func answer(_ approval: ApprovalRequest, of request: AgentRequest) async {
        guard agent.pendingApprovals.contains(where: { $0.id == approval.id }) else { return }
        guard let editor else {
            agent.answerApproval(id: approval.id, approved: await ApprovalPrompt.ask(approval, io: io))
            return
        }
        guard let approved = await ApprovalPrompt.ask(approval, editor: editor, io: io) else {
            request.cancel()
            agent.answerApproval(id: approval.id, approved: false)
            return
        }
        agent.answerApproval(id: approval.id, approved: approved)
    }

    /// Prints an answer: its UI through the terminal renderer when it has one, else its text.
    private mutating func show(_ reply: Message) {
        let options = TerminalRenderer.Options.forEnvironment(io.environment, isTTY: io.output.isTerminal, width: nil)
        // A tree that renders as nothing (only hidden components) shows the text instead.
        guard let ui = reply.ui, reply.error == nil,
            case let rendering = TerminalRenderer(options: options).render(ui),
            !rendering.text.allSatisfy(\.isWhitespace)
        else {
            io.write(reply.text + "\n")
            return
        }
        io.write(rendering.text.hasSuffix("\n") ? rendering.text : rendering.text + "\n", as: .styled)
        choices = Choices(messageID: reply.id, list: rendering.choices)
        if !rendering.choices.isEmpty, io.isInteractive {
            status(Phrase.chooseByNumber.text(in: language))
        }
    }

    /// Runs a slash command; returns `false` when the chat should end.
    private func handleCommand(_ text: String) -> Bool {
        let command = String(text.prefix { !$0.isWhitespace }).lowercased()
        switch command {
        case "/quit", "/exit":
            return false
        case "/skills":
            let width = io.environment["COLUMNS"].flatMap { Int($0) } ?? 80
            io.write(
                AssistantCommand.Skills.render(agent.registry.skills, json: false, language: language, width: width))
        case "/help":
            io.write(Phrase.chatHelp.text(in: language) + "\n\n")
        default:
            let hint =
                ClosestMatch.find(command, in: Self.commands).map {
                    Phrase.didYouMean.text(in: language, ["suggestion": $0])
                } ?? ""
            io.write(Phrase.unknownCommand.text(in: language, ["command": command, "hint": hint]) + "\n")
        }
        return true
    }

    private func show(_ event: AgentEvent) {
        guard io.isInteractive else { return }
        switch event.kind {
        case .phaseChanged(.thinking):
            status(Phrase.phaseThinking.text(in: language))
        case .phaseChanged(.executing(let skillID)):
            status(Phrase.phaseRunning.text(in: language, ["name": name(of: skillID)]))
        case .skillRetrying(let skillID, let attempt, let delay, let reason):
            status(
                Phrase.phaseRetrying.text(
                    in: language,
                    ["name": name(of: skillID), "reason": reason, "attempt": "\(attempt)", "delay": "\(delay)"]))
        default:
            break
        }
    }

    /// The skill's name in the chat's language (its id when it has none).
    private func name(of skillID: String) -> String {
        agent.registry.skill(id: skillID)?.texts(in: language).name ?? skillID
    }

    /// A phase line on standard error, dimmed unless `NO_COLOR` is set.
    private func status(_ text: String) { io.status(text) }
}

import AgentSkill
import Foundation
import SkillUI

/// The interactive chat: reads lines, answers them, understands `/skills`, `/help`, `/quit`.
///
/// Every line goes to the same agent, so its router (the NLU router by default) sees the whole
/// dialogue: a question it asks ("哪个城市？") is printed like any answer, and the next line answers it.
///
/// At a terminal it shows a prompt and phase lines ("thinking…", "running echo…") as the agent
/// works, and asks `[y/N]` before a call that needs approval; when input is piped it prints only
/// the answers, one per request, so it can be scripted (and, without `--yes`, such calls are
/// denied: piped lines are requests, not answers).
extension AssistantCommand.Chat {
    /// Chats with an agent with the store, the MCP tools and the chosen router until input ends.
    static func run(in environment: CommandEnvironment) async throws(CommandExit) -> Int32 {
        var session = ChatSession(agent: try await environment.agent(for: .chat), io: environment.io)
        return await session.run()
    }
}

struct ChatSession {
    let agent: Agent
    let io: TerminalIO
    /// The numbered choices of the last UI shown, which a bare number picks.
    private var choices = Choices()

    init(agent: Agent, io: TerminalIO) {
        self.agent = agent
        self.io = io
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
        let followUps = Task { [agent, io] in
            await agent.runFollowUps(
                onDelivery: { message in io.write(message.text + "\n") },
                onFailure: { error in io.writeError("agentskill: could not read follow-ups: \(error)\n") })
        }
        defer { followUps.cancel() }
        if io.isInteractive {
            io.write(
                "AgentSkill assistant \(AssistantProgram.version) — type a request, /help for commands, Ctrl-D to quit.\n"
            )
        }
        while true {
            if io.isInteractive { io.write("› ") }
            guard let line = await io.readLine() else { break }
            let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if text.isEmpty { continue }
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
            for await event in request.updates {
                show(event)
                if case .approvalRequested(let approval) = event.kind { await answer(approval) }
            }
            show(await request.result)
        }
        if io.isInteractive { io.write("\n") }
        return 0
    }

    /// Asks the person about a call waiting for approval (see ``ApprovalPrompt``). Requests
    /// already answered (by `--yes`) are skipped.
    private func answer(_ request: ApprovalRequest) async {
        guard agent.pendingApprovals.contains(where: { $0.id == request.id }) else { return }
        agent.answerApproval(id: request.id, approved: await ApprovalPrompt.ask(request, io: io))
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
            status("type a number to choose")
        }
    }

    /// Runs a slash command; returns `false` when the chat should end.
    private func handleCommand(_ text: String) -> Bool {
        let command = String(text.prefix { !$0.isWhitespace }).lowercased()
        switch command {
        case "/quit", "/exit":
            return false
        case "/skills":
            io.write(AssistantCommand.Skills.render(agent.registry.skills, json: false))
        case "/help":
            io.write(
                """
                Type a request, like “明天下午3点开会”, “午饭花了35元” or “echo hello”.
                When I ask a question, answer it on the next line.
                  /skills  what I can do
                  /help    this help
                  /quit    leave (Ctrl-D works too)

                """)
        default:
            let hint = ClosestMatch.find(command, in: Self.commands).map { " — did you mean '\($0)'?" } ?? ""
            io.write("unknown command '\(command)'\(hint) Type /help for the list.\n")
        }
        return true
    }

    private func show(_ event: AgentEvent) {
        guard io.isInteractive else { return }
        switch event.kind {
        case .phaseChanged(.thinking):
            status("thinking…")
        case .phaseChanged(.executing(let skillID)):
            status("running \(skillID)…")
        case .skillRetrying(let skillID, let attempt, let delay, let reason):
            status("\(skillID) failed (\(reason)); retry \(attempt) in \(delay)…")
        default:
            break
        }
    }

    /// A phase line on standard error, dimmed unless `NO_COLOR` is set.
    private func status(_ text: String) { io.status(text) }
}

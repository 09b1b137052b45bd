import AgentSkill
import SkillUI
import SkillUITerminal

/// Prints one answer the way `ask` and `run` do: with `--json` the stable object of
/// ``AgentSkill/Message/jsonSummary``; otherwise the terminal rendering of its UI, or its text —
/// on standard error when it is an error. Each stream makes the text safe for a terminal showing it.
enum ReplyPrinter {
    static func print(_ reply: Message, json: Bool, io: TerminalIO) {
        if json {
            io.write(reply.jsonSummary.stableString(pretty: false) + "\n", as: .json)
        } else if let rendering = visibleRendering(of: reply, io: io) {
            io.write(rendering.hasSuffix("\n") ? rendering : rendering + "\n", as: .styled)
        } else if reply.error != nil {
            io.writeError(reply.text + "\n")
        } else {
            io.write(reply.text + "\n")
        }
        if case .permissionDenied(_, .unanswered) = reply.error {
            io.writeError("hint: nothing was run; add --yes to approve calls that need approval\n")
        }
    }

    /// The terminal rendering of the reply's UI, or `nil` when it has none, failed, or renders as
    /// nothing (only hidden components) — then its text is printed instead.
    private static func visibleRendering(of reply: Message, io: TerminalIO) -> String? {
        guard let ui = reply.ui, reply.error == nil else { return nil }
        let options = TerminalRenderer.Options.forEnvironment(io.environment, isTTY: io.output.isTerminal, width: nil)
        let rendering = TerminalRenderer(options: options).render(ui).text
        return rendering.allSatisfy(\.isWhitespace) ? nil : rendering
    }
}

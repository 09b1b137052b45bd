import AgentSkill
import SkillJSON
import SkillUI

/// `assistant ask TEXT [--json] [--yes]`: one request, one answer. Nobody is there to approve
/// a call that needs approval, so such a call is denied unless `--yes` approves it.
enum AskCommand {
    static func run(_ text: String, agent: Agent, json: Bool, io: TerminalIO) async -> Int32 {
        let reply = await agent.send(text)
        if json {
            io.write(reply.jsonSummary.stableString(pretty: false) + "\n")
        } else if let ui = reply.ui, reply.error == nil {
            let options = TerminalRenderer.Options.forEnvironment(io.environment, isTTY: io.isInteractive, width: nil)
            let rendering = TerminalRenderer(options: options).render(ui).text
            io.write(rendering.hasSuffix("\n") ? rendering : rendering + "\n")
        } else {
            let text = (io.isInteractive ? TerminalText.sanitized(reply.text) : reply.text) + "\n"
            if reply.error != nil { io.writeError(text) } else { io.write(text) }
        }
        if case .permissionDenied(_, .unanswered) = reply.error {
            io.writeError("hint: nothing was run; add --yes to approve calls that need approval\n")
        }
        return reply.error == nil ? 0 : 1
    }
}

extension Message {
    /// The stable JSON form printed by `assistant ask --json` (documented in the README).
    var jsonSummary: JSONValue {
        [
            "ok": .bool(error == nil),
            "skill": skillID.map(JSONValue.string) ?? .null,
            "text": .string(text),
            "data": data ?? .null,
            "ui": ui?.jsonValue ?? .null,
            "error": error.map { ["code": .string($0.code), "message": .string($0.description)] } ?? .null,
        ]
    }
}

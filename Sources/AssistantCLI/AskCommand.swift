import AgentSkill
import SkillJSON

/// `assistant ask TEXT [--json] [--yes]`: one request, one answer. Nobody is there to approve
/// a call that needs approval, so such a call is denied unless `--yes` approves it.
enum AskCommand {
    static func run(_ text: String, agent: Agent, json: Bool, io: TerminalIO) async -> Int32 {
        let reply = await agent.send(text)
        ReplyPrinter.print(reply, json: json, io: io)
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

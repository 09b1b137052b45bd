import AgentSkill
import SkillJSON

/// `assistant ask TEXT [--json] [--yes]`: one request, one answer. Nobody is there to approve
/// a call that needs approval, so such a call is denied unless `--yes` approves it.
extension AssistantCommand.Ask {
    /// Sends `text` to an agent with the store, the MCP tools and the chosen router; 0 when it
    /// was answered, 1 when it failed or its skill could not do its job (``SkillOutput/failure``).
    static func run(_ text: String, in environment: CommandEnvironment) async throws(CommandExit) -> Int32 {
        let agent = try await environment.agent(for: .ask(text: text))
        let reply = await agent.send(text)
        ReplyPrinter.print(reply, json: environment.options.json, io: environment.io)
        return reply.error == nil && reply.output.failure == nil ? 0 : 1
    }
}

extension Message {
    /// The stable JSON form printed by `assistant ask --json` (documented in the README).
    var jsonSummary: JSONValue {
        [
            "ok": .bool(error == nil && output.failure == nil),
            "skill": skillID.map(JSONValue.string) ?? .null,
            "text": .string(text),
            "data": data ?? .null,
            "ui": ui?.jsonValue ?? .null,
            "error": error.map { ["code": .string($0.code), "message": .string($0.description)] }
                ?? output.failure.map { ["code": .string($0.code), "message": .string($0.message)] } ?? .null,
        ]
    }
}

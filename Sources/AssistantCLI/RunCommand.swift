import AgentSkill

/// `assistant run SKILL [--args JSON] [--json] [--yes]`: one skill, run directly — the skill
/// panel of the original design, for scripts and debugging.
///
/// The call goes through ``AgentSkill/Agent/invoke(_:request:)``, so argument validation against
/// the skill's schema, the permission policy (asked with `[y/N]` at a terminal, approved by
/// `--yes`, otherwise denied), the timeout and the audit log all apply as for `ask`. The answer is
/// printed as `ask` prints it.
///
/// Exit status: 0 the skill ran; 1 it failed, timed out, was denied or could not do its job
/// (``AgentSkill/SkillOutput/failure``: a service unreachable, nothing matched); 2 the skill does not
/// exist or the arguments do not fit its schema (a usage error, like a malformed `--args`).
extension AssistantCommand.Run {
    static func run(_ request: RunRequest, in environment: CommandEnvironment) async throws(CommandExit) -> Int32 {
        let agent = try await environment.agent(for: .run(request))
        let reply = await agent.invoke(Invocation(request.skillID, arguments: request.arguments))
        ReplyPrinter.print(reply, json: environment.options.json, io: environment.io)
        if reply.error == nil, reply.output.failure != nil { return 1 }
        return exitCode(for: reply.error)
    }

    /// 0 for success, 2 for what the person typed wrong, 1 for everything else.
    static func exitCode(for error: AgentError?) -> Int32 {
        switch error {
        case nil: 0
        case .unknownSkill?, .invalidArguments?: 2
        default: 1
        }
    }
}

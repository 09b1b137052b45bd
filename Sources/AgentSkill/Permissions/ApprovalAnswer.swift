/// What ``Agent/answer(approval:approved:)`` came to.
public enum ApprovalAnswer: Sendable, Hashable {
    /// The request that asked was still waiting and goes on with the answer; its reply comes as
    /// that request's answer.
    case resumed
    /// The request that asked had ended (a reload, a restart): this message was posted to the
    /// conversation — the approved call's answer, or the refusal.
    case posted(Message)
}

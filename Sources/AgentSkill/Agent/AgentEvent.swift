import SkillJSON
import SkillUI

/// Something that happened inside the agent; front ends and tests observe these.
public enum AgentEvent: Sendable, Hashable {
    /// The phase changed.
    case phaseChanged(AgentPhase)
    /// A message was added to the conversation.
    case messageAppended(Message)
    /// A message was changed in place by a UI action; `patches` turn its old UI into the new one.
    case messageUpdated(Message, patches: [UIPatch])
    /// A skill is about to run with these (validated) arguments.
    case skillStarted(skillID: String, arguments: JSONValue)
    /// A skill finished successfully.
    case skillFinished(skillID: String, duration: Duration)
    /// An attempt failed with a retryable error; the next attempt starts after `delay`.
    case skillRetrying(skillID: String, attempt: Int, delay: Duration, reason: String)
    /// A skill failed, timed out, or was cancelled.
    case skillFailed(skillID: String, error: AgentError)
    /// A call needs approval before it runs; the configured ``Approver`` answers it, or, with
    /// ``Approver/events``, ``Agent/answerApproval(id:approved:)``.
    case approvalRequested(ApprovalRequest)
    /// An approval request was settled: approved, declined, unanswerable or cancelled.
    case approvalAnswered(id: Int, approved: Bool)
    /// The request in flight was cancelled.
    case requestCancelled
    /// The agent hit an internal inconsistency; it keeps serving, but this is a bug to report.
    case internalError(String)
}

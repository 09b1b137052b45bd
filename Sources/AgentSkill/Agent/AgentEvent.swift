import SkillJSON
import SkillUI

/// Something that happened inside the agent, and the request it belongs to; front ends and tests
/// observe these (all of them on ``Agent/events``, one request's on ``AgentRequest/updates``).
public struct AgentEvent: Sendable, Hashable {
    /// The request this happened in.
    public var requestID: RequestID
    /// What happened.
    public var kind: Kind

    /// Creates an event.
    public init(requestID: RequestID, kind: Kind) {
        self.requestID = requestID
        self.kind = kind
    }

    /// What happened.
    public enum Kind: Sendable, Hashable {
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
        /// The request was cancelled.
        case requestCancelled
        /// The agent hit an internal inconsistency (an impossible transition); it keeps serving,
        /// but this is a bug to report.
        case internalError(String)
        /// The request is over and this is its answer: the last event of every request.
        case requestFinished(Message)
    }
}

/// The number of one request to an agent: every ``AgentEvent`` carries it, and
/// ``AgentRequest/id`` names it. Increasing in the order requests arrived, unique per agent.
public struct RequestID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The number, from 1.
    public let rawValue: Int

    /// A request id.
    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    public static func < (lhs: RequestID, rhs: RequestID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "request \(rawValue)" }
}

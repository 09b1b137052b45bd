import Foundation
import SkillJSON

/// A call waiting for someone to say yes or no, carried by ``AgentEvent/approvalRequested(_:)``.
///
/// Answer it with ``Agent/answerApproval(id:approved:)`` (approver ``Approver/events``), or let
/// the configured ``Approver`` answer.
///
/// ```swift
/// for await event in agent.events {
///     if case .approvalRequested(let request) = event {
///         await agent.answerApproval(id: request.id, approved: ask("Allow \(request.summary)?"))
///     }
/// }
/// ```
public struct ApprovalRequest: Sendable, Hashable, Identifiable {
    /// Unique within one agent, counting from 1; for a durable approval
    /// (``AgentConfiguration/durableApprovals``), the store's id, unique in the store.
    public let id: Int
    /// The skill that wants to run.
    public let skillID: String
    /// One line saying what the call will do (``Skill/summary(for:)``).
    public let summary: String
    /// The call's effect.
    public let effect: SkillEffect
    /// The validated arguments.
    public let arguments: JSONValue
    /// Why approval is needed: a destructive effect or a numbered rule.
    public let reason: PermissionReason
    /// When it was asked, on the agent's clock; set for durable approvals, `nil` otherwise.
    public let created: Date?
    /// When it expires (``created`` plus ``AgentConfiguration/approvalTimeout``); `nil` when it
    /// is not durable or never expires.
    public let expires: Date?

    /// Creates a request; the agent does this for you.
    public init(
        id: Int, skillID: String, summary: String, effect: SkillEffect, arguments: JSONValue, reason: PermissionReason,
        created: Date? = nil, expires: Date? = nil
    ) {
        self.id = id
        self.skillID = skillID
        self.summary = summary
        self.effect = effect
        self.arguments = arguments
        self.reason = reason
        self.created = created
        self.expires = expires
    }

    /// The same request under another id (the one a store gave it).
    func withID(_ id: Int) -> ApprovalRequest {
        ApprovalRequest(
            id: id, skillID: skillID, summary: summary, effect: effect, arguments: arguments, reason: reason,
            created: created, expires: expires)
    }
}

/// Answers approval requests in code: `true` approves. It runs in its own task; cancelling the
/// request cancels that task and counts as cancelled, not as an answer.
public typealias ApprovalHandler = @Sendable (ApprovalRequest) async -> Bool

/// Who answers the policy's `ask` decisions.
///
/// The default is ``nobody``: an agent that nobody set up to ask is never stuck waiting for an
/// answer that cannot come, and never runs a destructive call unasked; the answer says that
/// nobody was there to approve it. A chat front end picks ``events`` and asks the person; a
/// script that means it picks `.always(true)`.
///
/// ```swift
/// var configuration = AgentConfiguration()
/// configuration.approver = .events  // the chat answers through agent.answerApproval(id:approved:)
/// ```
public enum Approver: Sendable {
    /// Nobody can answer: every call that needs approval is denied, and the answer says so.
    /// The default.
    case nobody
    /// Emit ``AgentEvent/approvalRequested(_:)`` and wait for ``Agent/answerApproval(id:approved:)``.
    /// When nobody subscribes to ``Agent/events`` the call is denied at once, because nobody
    /// could answer.
    case events
    /// Answer every request the same way without asking: `true` approves (`--yes`), `false` denies.
    case always(Bool)
    /// Ask a closure.
    case handler(ApprovalHandler)
}

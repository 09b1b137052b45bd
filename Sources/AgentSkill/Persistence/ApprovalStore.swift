import Foundation

/// Where an approval stands. Every approval starts ``pending`` and moves at most once more,
/// except that an ``approved`` one becomes ``performed`` once its call has gone through the
/// agent's pipeline.
///
/// ```
/// pending ──▶ approved ──▶ performed
///    ├──────▶ declined
///    ├──────▶ expired      (nobody answered before `expires`)
///    └──────▶ cancelled    (``Agent/cancelPendingApprovals()``)
/// ```
public enum ApprovalState: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Waiting for an answer.
    case pending
    /// Approved; the call is being run (or, after a crash, may have been): it is never run again.
    case approved
    /// Approved, and the call went through the agent's pipeline once; the answer and the audit
    /// log say how it ended.
    case performed
    /// Answered no; the call never ran.
    case declined
    /// Nobody answered before it expired; the call never ran.
    case expired
    /// Cancelled before anyone answered; the call never ran.
    case cancelled

    public var description: String { rawValue }

    /// The state in the given language, for messages.
    public func name(in language: ReplyLanguage) -> String {
        guard language == .chinese else { return rawValue }
        switch self {
        case .pending: return "等待中"
        case .approved: return "已批准"
        case .performed: return "已执行"
        case .declined: return "已拒绝"
        case .expired: return "已过期"
        case .cancelled: return "已取消"
        }
    }
}

/// One approval as a store keeps it: the request, the conversation it belongs to, and where it
/// stands.
public struct StoredApproval: Sendable, Hashable, Identifiable {
    /// The call waiting (or that waited) for an answer; its ``ApprovalRequest/id`` is the store's.
    public var request: ApprovalRequest
    /// The conversation it was asked in (``DurableApprovals/conversation``).
    public var conversation: String
    /// Where it stands. A pending approval past its expiry reads as ``ApprovalState/expired``.
    public var state: ApprovalState
    /// When it was answered, expired or cancelled; `nil` while pending.
    public var settled: Date?

    /// The approval's id, unique in its store.
    public var id: Int { request.id }

    /// Creates a stored approval.
    public init(request: ApprovalRequest, conversation: String, state: ApprovalState, settled: Date? = nil) {
        self.request = request
        self.conversation = conversation
        self.state = state
        self.settled = settled
    }
}

/// What ``ApprovalStore/change(_:in:from:to:at:)`` did.
public enum ApprovalChange: Sendable, Hashable {
    /// The approval moved to the new state; this is how it stands now.
    case changed(StoredApproval)
    /// The approval was not in the expected state (or had expired); this is how it stands.
    case unchanged(StoredApproval)
    /// No approval has this id in this conversation.
    case notFound
}

/// Keeps approvals beyond the life of one process, so a reloaded page or a restarted server can
/// show and answer them (``AgentConfiguration/durableApprovals``).
///
/// Three requirements; ``SQLiteApprovalStore`` is the implementation the program uses. A change
/// is one atomic step (in SQLite, one transaction), which is what makes an approval usable
/// exactly once: of two answers racing, one changes it and the other finds it answered.
///
/// ```swift
/// let approvals = SQLiteApprovalStore(store)
/// var configuration = AgentConfiguration()
/// configuration.approver = .events
/// configuration.durableApprovals = DurableApprovals(store: approvals, conversation: "web:\(sessionID)")
/// ```
public protocol ApprovalStore: Sendable {
    /// Stores `request` as pending in `conversation` and returns it with the store's id (ids are
    /// unique in the store and never reused; `request.id` is ignored).
    func insert(_ request: ApprovalRequest, conversation: String) async throws -> ApprovalRequest

    /// Moves approval `id` of `conversation` from `old` to `new` at `now`, atomically, if it is
    /// in `old`.
    ///
    /// A pending approval whose expiry is at or before `now` is expired instead: it is stored as
    /// ``ApprovalState/expired`` and comes back unchanged with that state.
    func change(
        _ id: Int, in conversation: String, from old: ApprovalState, to new: ApprovalState, at now: Date
    ) async throws -> ApprovalChange

    /// The approvals of `conversation`: the pending ones first, oldest first, then the others,
    /// newest first; at most `limit`. A pending one past its expiry at `now` is listed as expired.
    func approvals(in conversation: String, now: Date, limit: Int) async throws -> [StoredApproval]
}

/// Approvals that outlive the request that asked: where they are kept, and which conversation
/// this agent's are.
///
/// With it (and approver ``Approver/events``), each approval asked is stored before it is shown.
/// A request that stops waiting without an answer — its caller left or cancelled it, or
/// ``Agent/releasePendingApprovals()`` — ends with ``AgentError/approvalPending(skillID:approvalID:reason:)``
/// and the approval stays pending. ``Agent/answer(approval:approved:)`` answers it later, also from
/// another agent over the same store and conversation (after a restart): approved, the call runs
/// then, once. See `docs/PERMISSIONS.md`.
public struct DurableApprovals: Sendable {
    /// Where approvals are kept.
    public var store: any ApprovalStore
    /// The conversation this agent's approvals belong to (a browser session's id, say); an agent
    /// lists and answers only these.
    public var conversation: String

    /// Approvals of `conversation` kept in `store`.
    public init(store: any ApprovalStore, conversation: String) {
        self.store = store
        self.conversation = conversation
    }
}

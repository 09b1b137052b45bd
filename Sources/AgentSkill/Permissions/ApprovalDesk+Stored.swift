import Foundation

/// Answering approvals whose request may be gone, and listing them.
///
/// 1. A call still waiting here is answered in memory, exactly once (``answer(_:_:)``), and goes on.
/// 2. One answered here moments ago, whose new state is still being written, is refused as
///    already answered.
/// 3. Anything else is answered in the store: one atomic change from pending, which of two
///    racing answers only one can make. The agent then performs an approved call itself.
extension ApprovalDesk {
    /// What answering an approval came to.
    enum StoredAnswer: Sendable, Hashable {
        /// The request that asked was still waiting, and goes on with the answer.
        case resumed
        /// Nobody waits any more and the store took the approval: the agent runs the call now.
        case perform(StoredApproval)
        /// Nobody waits any more and the store took the refusal.
        case declined(StoredApproval)
    }

    /// Answers approval `id`, wherever it waits.
    ///
    /// - Throws: ``AgentError/approvalAlreadyAnswered(id:state:)``, ``AgentError/approvalExpired(id:skillID:)``,
    ///   ``AgentError/approvalNotFound(id:)`` or ``AgentError/approvalStoreFailed(reason:)``.
    func answer(stored id: Int, approved: Bool) async throws(AgentError) -> StoredAnswer {
        if answer(id, approved ? .approved : .declined) { return .resumed }
        if let state = settlingState(of: id) { throw .approvalAlreadyAnswered(id: id, state: state) }
        guard let durable else { throw .approvalNotFound(id: id) }
        let change: ApprovalChange
        do {
            change = try await durable.store.change(
                id, in: durable.conversation, from: .pending, to: approved ? .approved : .declined, at: now())
        } catch {
            throw .approvalStoreFailed(reason: SkillRunner.describe(error))
        }
        switch change {
        case .changed(let approval):
            return approved ? .perform(approval) : .declined(approval)
        case .unchanged(let approval) where approval.state == .expired:
            throw .approvalExpired(id: id, skillID: approval.request.skillID)
        case .unchanged(let approval):
            throw .approvalAlreadyAnswered(id: id, state: approval.state)
        case .notFound:
            throw .approvalNotFound(id: id)
        }
    }

    /// The conversation's approvals, pending first (see ``ApprovalStore/approvals(in:now:limit:)``);
    /// without a store, the calls waiting here.
    func approvals(limit: Int) async throws(AgentError) -> [StoredApproval] {
        guard let durable else {
            return pending.prefix(max(0, limit)).map { StoredApproval(request: $0, conversation: "", state: .pending) }
        }
        do {
            return try await durable.store.approvals(in: durable.conversation, now: now(), limit: limit)
        } catch {
            throw .approvalStoreFailed(reason: SkillRunner.describe(error))
        }
    }

    /// Records that approved call `id` went through the pipeline. A failure to write leaves it
    /// approved, which is never run again either.
    func markPerformed(_ id: Int) async {
        guard let durable else { return }
        _ = try? await durable.store.change(id, in: durable.conversation, from: .approved, to: .performed, at: now())
    }
}

import Foundation
import SkillJSON

/// How the runner shows approvals in the agent's phase: enter `awaitingApproval(skill)`, and
/// afterwards go back to the phase it left.
struct ApprovalPhases: Sendable {
    /// Moves to `awaitingApproval(skillID)` and returns the phase it left.
    var enter: @Sendable (_ skillID: String) async -> AgentPhase
    /// Moves back to `phase`, unless the agent has left `awaitingApproval(skillID)` meanwhile.
    var leave: @Sendable (_ skillID: String, _ phase: AgentPhase) async -> Void
}

/// A call to record in the audit log once it ends.
struct PendingAudit: Sendable {
    var skillID: String
    var date: Date
    var effect: SkillEffect
    var summary: String
    /// The durable approval the call was approved with, marked performed once the call ends.
    var approvalID: Int? = nil
}

extension SkillRunner {
    /// The permission stage: asks the policy about the call and, when it says ask, the approver.
    ///
    /// - Parameter nested: whether the call was invoked by another skill; then the phase goes
    ///   back to the invoking skill's even when the call is denied, since that skill goes on.
    /// - Parameter summary: the line approvals and the audit log show (made only when needed).
    /// - Parameter resumable: whether the call can be run again from its skill id and arguments
    ///   (not a tap on a card's button), so its approval may outlive the request.
    /// - Returns: what to record when the call ends, or `nil` when it is not audited.
    /// - Throws: ``AgentError/permissionDenied(skillID:reason:)`` (recorded as denied),
    ///   ``AgentError/cancelled`` when the request was cancelled while waiting,
    ///   ``AgentError/approvalPending(skillID:approvalID:reason:)`` when the wait for a durable
    ///   approval ended without an answer (nothing recorded: it is decided later), or
    ///   ``AgentError/approvalStoreFailed(reason:)`` (recorded as failed).
    func authorize(
        _ skill: any Skill, arguments: JSONValue, nested: Bool, summary: @autoclosure () -> String,
        resumable: Bool = true
    ) async throws(AgentError) -> PendingAudit? {
        let id = skill.id
        let effect = skill.effect(for: arguments)
        let policy = configuration.permissionPolicy
        let audited = effect.isAudited && configuration.auditLog != nil
        // The common case costs nothing: no rules, nothing to ask, nothing to record.
        if policy.rules.isEmpty && effect != .destructive && !audited { return nil }
        let call = PermissionCall(skillID: id, permissions: skill.permissions, effect: effect, arguments: arguments)
        let decision = policy.decide(call, session: desk.session)
        if decision == .allow && !audited { return nil }
        let audit = PendingAudit(
            skillID: id, date: configuration.clock.now(), effect: effect,
            summary: summary())
        switch decision {
        case .allow:
            return audit
        case .deny(let reason):
            throw await denied(audit, .policy(reason))
        case .ask(let reason, let rememberForSession):
            // A stored approval answered after its request ended: this request performs it.
            if let granted = desk.takeGrant(for: token.requestID, skillID: id, arguments: arguments) {
                if rememberForSession { desk.remember(id) }
                return PendingAudit(
                    skillID: id, date: audit.date, effect: effect, summary: audit.summary, approvalID: granted.id)
            }
            let left = await phases.enter(id)
            let settlement = await desk.ask(
                skillID: id, summary: audit.summary, effect: effect, arguments: arguments, reason: reason, token: token,
                resumable: resumable)
            let answer = settlement.answer
            if answer == .approved || (nested && answer != .cancelled) { await phases.leave(id, left) }
            switch answer {
            case .approved:
                if rememberForSession { desk.remember(id) }
                var approved = audit
                approved.approvalID = settlement.storedID
                return approved
            case .released:
                throw .approvalPending(skillID: id, approvalID: settlement.storedID ?? 0, reason: reason)
            case .storeFailed(let detail):
                let failure = AgentError.approvalStoreFailed(reason: detail)
                await record(audit, .failed(reason: failure.description))
                throw failure
            case .declined:
                throw await denied(audit, .declined(reason))
            case .unanswered:
                throw await denied(audit, .unanswered(reason))
            case .timedOut(let after):
                throw await denied(audit, .timedOut(reason, after: after))
            case .cancelled:
                await record(audit, .cancelled)
                throw .cancelled
            }
        }
    }

    /// Runs `body` and records how it ended; a durable approval it was approved with becomes
    /// performed.
    func recording(
        _ audit: PendingAudit?, _ body: () async throws(AgentError) -> SkillOutput
    ) async throws(AgentError) -> SkillOutput {
        guard let audit, configuration.auditLog != nil || audit.approvalID != nil else { return try await body() }
        let result: Result<SkillOutput, AgentError>
        do throws(AgentError) {
            result = .success(try await body())
        } catch {
            result = .failure(error)
        }
        if let approvalID = audit.approvalID { await desk.markPerformed(approvalID) }
        switch result {
        case .success: await record(audit, .succeeded)
        case .failure(let error):
            await record(audit, error == .cancelled ? .cancelled : .failed(reason: error.description))
        }
        return try result.get()
    }

    private func denied(_ audit: PendingAudit, _ denial: PermissionDenial) async -> AgentError {
        await record(audit, .denied(denial))
        return .permissionDenied(skillID: audit.skillID, reason: denial)
    }

    private func record(_ audit: PendingAudit, _ outcome: AuditEntry.Outcome) async {
        guard let log = configuration.auditLog else { return }
        await log.record(
            AuditEntry(
                skillID: audit.skillID, date: audit.date, effect: audit.effect, summary: audit.summary,
                outcome: outcome))
    }
}

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
}

extension SkillRunner {
    /// The permission stage: asks the policy about the call and, when it says ask, the approver.
    ///
    /// - Parameter nested: whether the call was invoked by another skill; then the phase goes
    ///   back to the invoking skill's even when the call is denied, since that skill goes on.
    /// - Parameter summary: the line the skill's preparation gave, else ``Skill/summary(for:)``'s.
    /// - Returns: what to record when the call ends, or `nil` when it is not audited.
    /// - Throws: ``AgentError/permissionDenied(skillID:reason:)`` (recorded as denied) or
    ///   ``AgentError/cancelled`` when the request was cancelled while waiting.
    func authorize(
        _ skill: any Skill, arguments: JSONValue, nested: Bool, summary: String? = nil
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
            summary: summary ?? skill.summary(for: arguments))
        switch decision {
        case .allow:
            return audit
        case .deny(let reason):
            throw await denied(audit, .policy(reason))
        case .ask(let reason, let rememberForSession):
            let left = await phases.enter(id)
            let answer = await desk.ask(
                skillID: id, summary: audit.summary, effect: effect, arguments: arguments, reason: reason, token: token)
            if answer == .approved || (nested && answer != .cancelled) { await phases.leave(id, left) }
            switch answer {
            case .approved:
                if rememberForSession { desk.remember(id) }
                return audit
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

    /// Runs `body` and records how it ended.
    func recording(
        _ audit: PendingAudit?, _ body: () async throws(AgentError) -> SkillOutput
    ) async throws(AgentError) -> SkillOutput {
        guard let audit, configuration.auditLog != nil else { return try await body() }
        do {
            let output = try await body()
            await record(audit, .succeeded)
            return output
        } catch {
            await record(audit, error == .cancelled ? .cancelled : .failed(reason: error.description))
            throw error
        }
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

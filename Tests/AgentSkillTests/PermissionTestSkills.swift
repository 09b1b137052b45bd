import AgentSkill
import Foundation
import SkillJSON
import Synchronization
import TestSupport

/// A destructive skill: "delete <text>".
struct DeleteSkill: Skill {
    let id = "notes.delete"
    let description = "Deletes a note"
    let counter: RunCounter
    var keywords: [String] { ["delete"] }
    var effect: SkillEffect { .destructive }
    var parameters: JSONSchema { .object(["text": .string(minLength: 1)], required: ["text"]) }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        counter.ran(id)
        return SkillOutput("deleted \(arguments["text"]?.stringValue ?? "")")
    }
}

/// A write skill with an amount: "pay <amount>".
struct PaySkill: Skill {
    let id = "ledger.add"
    let description = "Records a payment"
    let counter: RunCounter
    var keywords: [String] { ["pay"] }
    var permissions: [SkillPermission] { ["ledger.write"] }
    func arguments(for match: KeywordMatch) -> JSONValue { ["amount": .string(match.rest)] }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        counter.ran(id)
        return SkillOutput("paid \(arguments["amount"]?.stringValue ?? "")")
    }
}

/// A read-only network skill: "forecast".
struct ForecastSkill: Skill {
    let id = "forecast"
    let description = "Looks up the weather"
    let counter: RunCounter
    var keywords: [String] { ["forecast"] }
    var effect: SkillEffect { .readOnly }
    var permissions: [SkillPermission] { [.network] }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        counter.ran(id)
        return SkillOutput("sunny")
    }
}

/// A write skill that invokes `notes.delete` and reports what came back: "tidy <text>".
struct TidySkill: Skill {
    let id = "tidy"
    let description = "Tidies up by deleting a note"
    let counter: RunCounter
    var keywords: [String] { ["tidy"] }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        counter.ran(id)
        do {
            let output = try await context.invoke("notes.delete", arguments: arguments)
            return SkillOutput("tidied: \(output.text)")
        } catch let error as AgentError {
            return SkillOutput("kept: \(error.code)")
        }
    }
}

/// Records every approval request a handler sees and answers with `approve`.
final class ApprovalRecorder: Sendable {
    private let seen = Mutex<[ApprovalRequest]>([])
    let approve: Bool

    init(approve: Bool) { self.approve = approve }

    var requests: [ApprovalRequest] { seen.withLock { $0 } }

    var approver: Approver {
        .handler { [self] request in
            seen.withLock { $0.append(request) }
            return approve
        }
    }
}

extension AgentConfiguration {
    /// ``testing()`` with a permission setup.
    static func testing(
        approver: Approver, policy: PermissionPolicy = PermissionPolicy(), auditLog: (any AuditLog)? = nil
    ) -> AgentConfiguration {
        var configuration = AgentConfiguration.testing()
        configuration.approver = approver
        configuration.permissionPolicy = policy
        configuration.auditLog = auditLog
        return configuration
    }
}

/// Answers every approval request on `stream` with `approved`, until the agent is idle again.
func answerApprovals(on stream: AsyncStream<AgentEvent>, of agent: Agent, approved: Bool) async -> [AgentEvent.Kind] {
    var events: [AgentEvent.Kind] = []
    for await event in stream {
        events.append(event.kind)
        if case .approvalRequested(let request) = event.kind {
            agent.answerApproval(id: request.id, approved: approved)
        }
        if event.kind == .phaseChanged(.idle) { break }
    }
    return events
}

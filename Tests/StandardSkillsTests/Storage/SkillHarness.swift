import AgentSkill
import Foundation
import SkillJSON
import SkillStore
import TestSupport

@testable import StandardSkills

/// An agent over a real database file in a temporary directory, at a fixed moment in Shanghai:
/// 2026-12-02 (a Wednesday) 09:00 local time.
struct SkillHarness {
    static let now = Date(timeIntervalSince1970: 1_796_173_200)  // 2026-12-02T01:00:00Z
    static let shanghai = TimeZone(identifier: "Asia/Shanghai") ?? .gmt

    let directory: String
    let store: SkillStore
    let agent: Agent
    let audit: SQLiteAuditLog

    init(
        directory: String? = nil, approver: Approver = .always(true), policy: PermissionPolicy = PermissionPolicy(),
        timeZone: TimeZone = shanghai, locale: String = "zh_CN"
    ) throws {
        let path = directory ?? TemporaryDirectory.url("skill-harness").path
        self.directory = path
        store = try StandardSchema.openStore(in: path)
        audit = SQLiteAuditLog(store)
        agent = try Agent(
            skills: StandardSkills.calendarSkills() + StandardSkills.ledgerSkills(),
            // No timeout: a test of what a skill does must not depend on how fast a busy machine
            // runs it (a full parallel run queues each store call behind hundreds of tests).
            configuration: AgentConfiguration(
                defaultTimeout: nil, clock: .fixed(Self.now), timeZone: timeZone, locale: Locale(identifier: locale),
                permissionPolicy: policy, approver: approver, auditLog: audit, store: store))
    }

    /// Runs `skill` with `arguments` as if the person had typed `request`.
    func run(_ skill: String, _ arguments: JSONValue, request: String? = nil) async -> Message {
        await agent.invoke(Invocation(skill, arguments: arguments), request: request)
    }

    func cleanUp() { try? FileManager.default.removeItem(atPath: directory) }
}

import AgentSkill
import Foundation
import SkillStore
import StandardSkills
import Synchronization
import Testing

/// A failure to write the audit log reaches the handler the program gave; the library prints nothing.
@Suite struct AuditLogFailureTests {
    @Test func aFailedWriteGoesToTheHandlerAndRecordDoesNotThrow() async throws {
        // No migration: the `audit_log` table does not exist, so every write fails.
        let store = try SkillStore.inMemory()
        let failures = Mutex<[String]>([])
        let log = SQLiteAuditLog(store) { error in failures.withLock { $0.append("\(error)") } }
        let entry = AuditEntry(
            skillID: "ledger.add", date: Date(timeIntervalSince1970: 1_796_000_000), effect: .write,
            summary: "ledger.add {\"amount\":\"35\"}", outcome: .succeeded)
        await log.record(entry)
        let seen = failures.withLock { $0 }
        #expect(seen.count == 1)
        #expect(seen.first?.contains("audit_log") == true)
    }
}

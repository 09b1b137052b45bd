import Foundation
import SkillStore

/// The audit trail in the store's `audit_log` table: every write, destructive call and denial the
/// agent decided on (see `AgentConfiguration.auditLog`). No skill can read or change it.
///
/// A failure to write is handed to `onFailure` rather than thrown (the agent must answer even when
/// the disk is full); the program decides where the reason goes (the `assistant` CLI prints it on
/// standard error). The library itself prints nothing.
///
/// ```swift
/// let audit = SQLiteAuditLog(store) { error in log.error("audit log: \(error)") }
/// let agent = try Agent(skills: StandardSkills.all(), configuration: .init(auditLog: audit, store: store))
/// let recent = try audit.recent(limit: 20)
/// ```
public struct SQLiteAuditLog: AuditLog {
    /// The store that holds the table (migrated with ``AgentSchema``; the standard schema includes it).
    public let store: SkillStore
    /// Called with the error when an entry could not be written.
    public let onFailure: @Sendable (any Error) -> Void

    /// Creates a log over `store`; `onFailure` hears of each entry that could not be written.
    public init(_ store: SkillStore, onFailure: @escaping @Sendable (any Error) -> Void = { _ in }) {
        self.store = store
        self.onFailure = onFailure
    }

    /// Appends `entry`; a failure goes to ``onFailure`` rather than being thrown: the agent must
    /// answer even when the disk is full.
    public func record(_ entry: AuditEntry) async {
        do {
            try await append(entry)
        } catch {
            onFailure(error)
        }
    }

    /// Appends `entry`, throwing when the database fails.
    public func append(_ entry: AuditEntry) async throws {
        let summary = entry.outcome.detail.map { "\(entry.summary) — \($0)" } ?? entry.summary
        try await store.write { db in
            try db.execute(
                "INSERT INTO audit_log(time_ms, skill, effect, outcome, summary) VALUES (?, ?, ?, ?, ?)",
                [
                    Int64((entry.date.timeIntervalSince1970 * 1000).rounded()), entry.skillID, entry.effect.rawValue,
                    entry.outcome.code, summary,
                ])
        }
    }

    /// One stored entry.
    public struct Record: Sendable, Hashable {
        /// When the call was decided on.
        public var date: Date
        /// The skill.
        public var skillID: String
        /// `readOnly`, `write` or `destructive`.
        public var effect: String
        /// `succeeded`, `failed`, `denied` or `cancelled`.
        public var outcome: String
        /// The call and, for failures and denials, why.
        public var summary: String
    }

    /// The newest `limit` entries, newest first.
    public func recent(limit: Int = 50) async throws -> [Record] {
        try await store.read { db in
            try db.query(
                "SELECT time_ms, skill, effect, outcome, summary FROM audit_log ORDER BY id DESC LIMIT ?", [limit]
            ).map { row in
                Record(
                    date: Date(timeIntervalSince1970: Double(try row.decode("time_ms", as: Int64.self)) / 1000),
                    skillID: try row.decode("skill"), effect: try row.decode("effect"),
                    outcome: try row.decode("outcome"), summary: try row.decode("summary"))
            }
        }
    }
}

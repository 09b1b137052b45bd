import Foundation
import SkillStore

/// Sessions in the store's `agent_sessions` table (``AgentSchema``), remembered for
/// ``lifetime`` after their last recorded use. Recording a use also deletes the sessions unused
/// for longer.
public struct SQLiteSessionStore: SessionStore {
    /// The store that holds the table (migrated with ``AgentSchema``).
    public let store: SkillStore
    /// How long a session is remembered after its last recorded use; 30 minutes by default, the
    /// web server's idle limit.
    public let lifetime: Duration
    private let now: @Sendable () -> Date

    /// Sessions kept in `store`; `now` is the wall clock (inject a fixed one in tests).
    public init(
        _ store: SkillStore, lifetime: Duration = .seconds(30 * 60), now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.store = store
        self.lifetime = lifetime
        self.now = now
    }

    public func remember(_ id: String) async throws {
        let time = SQLiteApprovalStore.milliseconds(now())
        let cutoff = time - lifetimeMilliseconds
        try await store.write { db in
            try db.execute("DELETE FROM agent_sessions WHERE used_ms < ?", [cutoff])
            try db.execute(
                """
                INSERT INTO agent_sessions(id, created_ms, used_ms) VALUES (?1, ?2, ?2)
                ON CONFLICT(id) DO UPDATE SET used_ms = excluded.used_ms
                """, [id, time])
        }
    }

    public func remembers(_ id: String) async throws -> Bool {
        let cutoff = SQLiteApprovalStore.milliseconds(now()) - lifetimeMilliseconds
        return try await store.read { db in
            try db.scalar(
                "SELECT count(*) FROM agent_sessions WHERE id = ? AND used_ms >= ?", [id, cutoff], as: Int.self)
                == 1
        }
    }

    private var lifetimeMilliseconds: Int64 {
        let (seconds, attoseconds) = lifetime.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}

import SkillStore

/// The agent's own tables, as migrations to register with the skills' own (one migrator per
/// database: see `Migrator`): `audit_log` (``SQLiteAuditLog``) and `agent_follow_ups`
/// (``SQLiteFollowUpStore``). No skill reaches them (`StoreAccess.reservedNamespaces`).
public enum AgentSchema {
    /// Adds the agent's migrations (`audit-v1`, `agent-follow-ups-v1`) to `migrator`.
    public static func register(in migrator: inout Migrator) {
        migrator.register("audit-v1") { db in
            try db.executeScript(
                """
                CREATE TABLE audit_log(
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    time_ms INTEGER NOT NULL,
                    skill TEXT NOT NULL,
                    effect TEXT NOT NULL,
                    outcome TEXT NOT NULL,
                    summary TEXT NOT NULL
                );
                """)
        }
        migrator.register("agent-follow-ups-v1") { db in
            try db.executeScript(
                """
                CREATE TABLE agent_follow_ups(
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    conversation TEXT NOT NULL,
                    skill TEXT NOT NULL,
                    due_ms INTEGER NOT NULL,
                    action TEXT NOT NULL,
                    created_ms INTEGER NOT NULL,
                    delivered_ms INTEGER
                );
                CREATE INDEX agent_follow_ups_due ON agent_follow_ups(conversation, delivered_ms, due_ms);
                """)
        }
    }
}

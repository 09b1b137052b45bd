import SkillStore

/// The tables the agent itself keeps, as named forward-only migrations: the audit log
/// (``SQLiteAuditLog``), the follow-ups (``SQLiteFollowUpStore``), the durable approvals
/// (``SQLiteApprovalStore``) and the front ends' sessions (``SQLiteSessionStore``).
///
/// They live in the namespaces `agent` and `audit`, which no skill can reach whatever
/// permissions it declares (``StoreAccess/init(permissions:)``): a skill must not approve its own
/// calls.
/// A program registers them in the one migrator of its database, after its own:
///
/// ```swift
/// var migrator = Migrator()
/// // … the program's own tables …
/// AgentSchema.register(in: &migrator)
/// try migrator.migrate(store)
/// ```
public enum AgentSchema {
    /// Registers the agent's migrations, in order.
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
        migrator.register("agent-approvals-v1") { db in
            try db.executeScript(
                """
                CREATE TABLE agent_approvals(
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    conversation TEXT NOT NULL,
                    skill TEXT NOT NULL,
                    summary TEXT NOT NULL,
                    effect TEXT NOT NULL,
                    arguments TEXT NOT NULL,
                    reason_rule INTEGER,
                    reason_text TEXT,
                    created_ms INTEGER NOT NULL,
                    expires_ms INTEGER,
                    state TEXT NOT NULL CHECK (state IN
                        ('pending', 'approved', 'performed', 'declined', 'expired', 'cancelled')),
                    settled_ms INTEGER
                );
                CREATE INDEX agent_approvals_by_conversation ON agent_approvals(conversation, id);
                CREATE INDEX agent_approvals_by_age ON agent_approvals(created_ms);
                """)
        }
        migrator.register("agent-sessions-v1") { db in
            try db.executeScript(
                """
                CREATE TABLE agent_sessions(
                    id TEXT PRIMARY KEY NOT NULL,
                    created_ms INTEGER NOT NULL,
                    used_ms INTEGER NOT NULL
                ) WITHOUT ROWID;
                CREATE INDEX agent_sessions_by_use ON agent_sessions(used_ms);
                """)
        }
    }

    /// The namespace of the agent's tables (`agent_*`).
    public static let namespace = "agent"
}

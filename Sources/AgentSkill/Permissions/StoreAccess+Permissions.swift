import SkillStore

extension StoreAccess {
    /// The storage a skill may reach for its declared permissions: `X.read` reads the `X_*` tables,
    /// `X.write` reads and changes their rows. `nil` when no permission names storage. The
    /// agent's own namespaces (``reservedNamespaces``: its follow-ups, the audit log, the
    /// migrations) are never granted, whatever a skill declares.
    ///
    /// The agent's own namespaces (``reservedNamespaces``: its approvals and sessions, the audit
    /// log, the migrations) are never given, whatever a skill declares: a skill must not approve
    /// its own calls or rewrite the record of them.
    ///
    /// ```swift
    /// StoreAccess(permissions: ["calendar.read", "calendar.write"])  // .scoped(read: ["calendar"], write: ["calendar"])
    /// StoreAccess(permissions: [.network])                            // nil
    /// ```
    public init?(permissions: [SkillPermission]) {
        var read: Set<String> = []
        var write: Set<String> = []
        for permission in permissions {
            let parts = permission.rawValue.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[0].contains("_"),
                !Self.reservedNamespaces.contains(String(parts[0]))
            else { continue }
            switch parts[1] {
            case "read": read.insert(String(parts[0]))
            case "write": write.insert(String(parts[0]))
            default: continue
            }
        }
        guard !read.isEmpty || !write.isEmpty else { return nil }
        self = .scoped(read: read, write: write)
    }

    /// Namespaces that belong to the agent and the store, never to a skill: `agent_*`
    /// (``AgentSchema``: follow-ups, approvals, sessions), `audit_log`, `store_migrations`, and
    /// SQLite's own `sqlite_*`.
    public static let reservedNamespaces: Set<String> = [AgentSchema.namespace, "audit", "store", "sqlite"]
}

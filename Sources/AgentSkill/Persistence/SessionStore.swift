/// Remembers a front end's sessions across restarts, by id: a restarted web server recognizes
/// the cookie of a session it started, so the person's durable approvals are still theirs.
///
/// Only ids are kept — the conversation itself lives in memory and starts empty after a restart.
///
/// ```swift
/// let sessions = SQLiteSessionStore(store)
/// try await sessions.remember(id)           // a new session, or one used again
/// try await sessions.remembers(id)          // true until it goes unused for the lifetime
/// ```
public protocol SessionStore: Sendable {
    /// Records that session `id` was started or used now.
    func remember(_ id: String) async throws
    /// Whether session `id` was recorded and used recently enough to be recognized.
    func remembers(_ id: String) async throws -> Bool
}

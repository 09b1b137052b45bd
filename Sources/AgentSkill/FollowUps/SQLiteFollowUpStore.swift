import Foundation
import SkillJSON
import SkillStore

/// Follow-ups in the store's `agent_follow_ups` table (created by ``AgentSchema``): they survive
/// restarts, and ``claimDue(at:conversationID:)`` marks them delivered in the same write
/// transaction that reads them, so two processes over one file never deliver one twice.
public struct SQLiteFollowUpStore: FollowUpStore {
    /// The store that holds the table.
    public let store: SkillStore

    /// A follow-up store over `store`, migrated with ``AgentSchema`` (the standard schema includes it).
    public init(_ store: SkillStore) {
        self.store = store
    }

    public func add(
        conversationID: String, skillID: String, due: Date, action: FollowUp.Action, created: Date
    ) async throws -> FollowUp {
        let actionJSON = action.jsonValue.stableString()
        let id = try await store.write { db in
            try db.execute(
                """
                INSERT INTO agent_follow_ups(conversation, skill, due_ms, action, created_ms)
                VALUES (?, ?, ?, ?, ?)
                """, [conversationID, skillID, Self.milliseconds(due), actionJSON, Self.milliseconds(created)])
            return try db.scalar("SELECT last_insert_rowid()", as: Int.self) ?? 0
        }
        return FollowUp(
            id: id, conversationID: conversationID, skillID: skillID, due: due, action: action, created: created)
    }

    public func claimDue(at now: Date, conversationID: String) async throws -> [FollowUp] {
        let cutoff = Self.milliseconds(now)
        let rows = try await store.write { db in
            let due = try Self.rows(
                db, where: "conversation = ? AND delivered_ms IS NULL AND due_ms <= ?", [conversationID, cutoff])
            try db.execute(
                "UPDATE agent_follow_ups SET delivered_ms = ? WHERE conversation = ? AND delivered_ms IS NULL AND due_ms <= ?",
                [cutoff, conversationID, cutoff])
            return due
        }
        return rows
    }

    public func pending(conversationID: String) async throws -> [FollowUp] {
        try await store.read { db in
            try Self.rows(db, where: "conversation = ? AND delivered_ms IS NULL", [conversationID])
        }
    }

    public func cancel(id: Int) async throws -> Bool {
        try await store.write { db in
            try db.execute("DELETE FROM agent_follow_ups WHERE id = ? AND delivered_ms IS NULL", [id])
            return try db.scalar("SELECT changes()", as: Int.self) == 1
        }
    }

    private static func rows(
        _ db: Database, where condition: String, _ arguments: [any DatabaseValueConvertible]
    ) throws -> [FollowUp] {
        try db.query(
            """
            SELECT id, conversation, skill, due_ms, action, created_ms FROM agent_follow_ups
            WHERE \(condition) ORDER BY due_ms, id
            """, arguments
        ).compactMap { row in
            // A row whose action this version cannot read is skipped, not fatal.
            guard let action = FollowUp.Action(json: try JSONValue.parse(try row.decode("action", as: String.self)))
            else { return nil }
            return FollowUp(
                id: try row.decode("id"), conversationID: try row.decode("conversation"),
                skillID: try row.decode("skill"), due: date(try row.decode("due_ms")), action: action,
                created: date(try row.decode("created_ms")))
        }
    }

    private static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    private static func date(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}

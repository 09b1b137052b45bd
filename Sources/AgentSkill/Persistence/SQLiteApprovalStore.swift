import Foundation
import SkillJSON
import SkillStore

/// Durable approvals in the store's `agent_approvals` table (``AgentSchema``), which no skill can
/// reach.
///
/// Every change is one `IMMEDIATE` transaction that reads the row and writes its new state, so
/// two answers racing — two tabs, two processes over one file — cannot both succeed. Times are
/// whole milliseconds since 1970 (UTC). Approvals asked more than ``retention`` before a new one
/// are deleted when it is stored, unless they are still pending without an expiry.
///
/// ```swift
/// let approvals = SQLiteApprovalStore(store)
/// let listed = try await approvals.approvals(in: "web:4f…", now: Date(), limit: 50)
/// ```
public struct SQLiteApprovalStore: ApprovalStore {
    /// The store that holds the table (migrated with ``AgentSchema``).
    public let store: SkillStore
    /// How long answered, expired and cancelled approvals are kept; 30 days by default.
    public let retention: Duration

    /// Approvals kept in `store`.
    public init(_ store: SkillStore, retention: Duration = .seconds(30 * 24 * 3600)) {
        self.store = store
        self.retention = retention
    }

    public func insert(_ request: ApprovalRequest, conversation: String) async throws -> ApprovalRequest {
        let created = request.created ?? Date()
        let cutoff = Self.milliseconds(created) - Int64(retention.components.seconds) * 1000
        let reasonRule: Int?
        let reasonText: String?
        switch request.reason {
        case .effect: (reasonRule, reasonText) = (nil, nil)
        case .rule(let number, let text): (reasonRule, reasonText) = (number, text)
        }
        let id = try await store.write { db in
            try db.execute(
                """
                DELETE FROM agent_approvals WHERE created_ms < ?1
                    AND (state <> 'pending' OR (expires_ms IS NOT NULL AND expires_ms < ?1))
                """, [cutoff])
            try db.execute(
                """
                INSERT INTO agent_approvals(conversation, skill, summary, effect, arguments, reason_rule, reason_text,
                    created_ms, expires_ms, state)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending')
                """,
                [
                    conversation, request.skillID, request.summary, request.effect.rawValue,
                    request.arguments.stableString(), reasonRule, reasonText, Self.milliseconds(created),
                    request.expires.map(Self.milliseconds),
                ])
            return Int(db.lastInsertedRowID)
        }
        return request.withID(id)
    }

    public func change(
        _ id: Int, in conversation: String, from old: ApprovalState, to new: ApprovalState, at now: Date
    ) async throws -> ApprovalChange {
        try await store.write { db in
            guard
                let row = try db.queryFirst(
                    "SELECT * FROM agent_approvals WHERE id = ? AND conversation = ?", [id, conversation])
            else { return .notFound }
            var approval = try Self.approval(from: row, now: nil)
            if approval.state == .pending, let expires = approval.request.expires, expires <= now {
                try db.execute(
                    "UPDATE agent_approvals SET state = 'expired', settled_ms = ? WHERE id = ?",
                    [Self.milliseconds(expires), id])
                approval.state = .expired
                approval.settled = expires
                return .unchanged(approval)
            }
            guard approval.state == old else { return .unchanged(approval) }
            try db.execute(
                "UPDATE agent_approvals SET state = ?, settled_ms = ? WHERE id = ?",
                [new.rawValue, Self.milliseconds(now), id])
            approval.state = new
            approval.settled = now
            return .changed(approval)
        }
    }

    public func approvals(in conversation: String, now: Date, limit: Int) async throws -> [StoredApproval] {
        let nowMS = Self.milliseconds(now)
        return try await store.read { db in
            // Pending (and not expired) first, oldest first; then the rest, newest first.
            try db.query(
                """
                SELECT *, (state = 'pending' AND (expires_ms IS NULL OR expires_ms > ?1)) AS waiting
                FROM agent_approvals WHERE conversation = ?2
                ORDER BY waiting DESC, CASE WHEN waiting THEN id ELSE -id END
                LIMIT ?3
                """, [nowMS, conversation, max(0, limit)]
            ).map { row in try Self.approval(from: row, now: now) }
        }
    }

    /// An approval from its row; with `now`, a pending one past its expiry reads as expired.
    private static func approval(from row: Row, now: Date?) throws -> StoredApproval {
        let stateName: String = try row.decode("state")
        let effectName: String = try row.decode("effect")
        guard var state = ApprovalState(rawValue: stateName) else {
            throw StoreError(.decoding, message: "agent_approvals holds an unknown state '\(stateName)'")
        }
        guard let effect = SkillEffect(rawValue: effectName) else {
            throw StoreError(.decoding, message: "agent_approvals holds an unknown effect '\(effectName)'")
        }
        let argumentsText: String = try row.decode("arguments")
        let arguments: JSONValue
        do {
            arguments = try JSONValue.parse(argumentsText)
        } catch {
            throw StoreError(.decoding, message: "agent_approvals holds arguments that are not JSON: \(error)")
        }
        let reason: PermissionReason
        if let number = try row.decode("reason_rule", as: Int?.self) {
            reason = .rule(number: number, text: try row.decode("reason_text", as: String?.self) ?? "")
        } else {
            reason = .effect(effect)
        }
        let expires = try row.decode("expires_ms", as: Int64?.self).map(date)
        var settled = try row.decode("settled_ms", as: Int64?.self).map(date)
        if state == .pending, let now, let expires, expires <= now {
            state = .expired
            settled = expires
        }
        let request = ApprovalRequest(
            id: try row.decode("id"), skillID: try row.decode("skill"), summary: try row.decode("summary"),
            effect: effect, arguments: arguments, reason: reason, created: date(try row.decode("created_ms")),
            expires: expires)
        return StoredApproval(
            request: request, conversation: try row.decode("conversation"), state: state, settled: settled)
    }

    static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    private static func date(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}

import Foundation

/// Where the agent records write and destructive calls, and every denied call.
///
/// The agent awaits ``record(_:)`` before it answers, so a store that writes to disk has
/// recorded the call by the time the person sees the answer. ``InMemoryAuditLog`` keeps entries
/// in memory; a SQLite-backed log lives outside this module.
///
/// ```swift
/// let log = InMemoryAuditLog()
/// var configuration = AgentConfiguration()
/// configuration.auditLog = log
/// // … after some requests:
/// await log.entries.map(\.summary)  // ["ledger.add {\"amount\":\"35\"}"]
/// ```
public protocol AuditLog: Sendable {
    /// Records one entry; must not throw (log and drop failures inside).
    func record(_ entry: AuditEntry) async
}

/// One audited call: which skill, when, what it does, what it was asked to do, how it ended.
public struct AuditEntry: Sendable, Hashable {
    /// How an audited call ended.
    public enum Outcome: Sendable, Hashable {
        /// The skill ran and answered.
        case succeeded
        /// The skill ran and failed (or timed out); `reason` is the English error message.
        case failed(reason: String)
        /// The skill never ran.
        case denied(PermissionDenial)
        /// The request was cancelled, while waiting for approval or while the skill ran.
        case cancelled

        /// A stable name for storage: `succeeded`, `failed`, `denied`, `cancelled`.
        public var code: String {
            switch self {
            case .succeeded: "succeeded"
            case .failed: "failed"
            case .denied: "denied"
            case .cancelled: "cancelled"
            }
        }

        /// The reason for `failed` and `denied`, in English; `nil` otherwise.
        public var detail: String? {
            switch self {
            case .succeeded, .cancelled: nil
            case .failed(let reason): reason
            case .denied(let denial): denial.description
            }
        }
    }

    /// The skill's id.
    public var skillID: String
    /// When the call was decided on, from the agent's injected clock.
    public var date: Date
    /// The call's effect.
    public var effect: SkillEffect
    /// One line saying what the call did or would have done (``Skill/summary(for:)``).
    public var summary: String
    /// How it ended.
    public var outcome: Outcome

    /// Creates an entry.
    public init(skillID: String, date: Date, effect: SkillEffect, summary: String, outcome: Outcome) {
        self.skillID = skillID
        self.date = date
        self.effect = effect
        self.summary = summary
        self.outcome = outcome
    }
}

/// An ``AuditLog`` that keeps entries in memory, oldest first; for tests and previews.
public actor InMemoryAuditLog: AuditLog {
    /// Everything recorded so far.
    public private(set) var entries: [AuditEntry] = []

    /// Creates an empty log.
    public init() {}

    public func record(_ entry: AuditEntry) {
        entries.append(entry)
    }
}

import Foundation
import SkillStore

/// How an ``Agent`` behaves. Every field has a sensible default.
public struct AgentConfiguration: Sendable {
    /// What happens when a message arrives while another is still being handled.
    public enum ConcurrentRequestPolicy: Sendable, Hashable {
        /// Cancel the request in flight, then handle the new one.
        case cancelInFlight
        /// Handle requests one after another, in arrival order.
        case queue
    }

    /// The time limit for one attempt of a skill that declares none; `nil` means no limit.
    public var defaultTimeout: Duration?
    /// How retryable failures are retried when the skill declares no policy.
    public var retryPolicy: RetryPolicy
    /// What a new message does to the one in flight.
    public var concurrentRequests: ConcurrentRequestPolicy
    /// How many messages the history keeps; older ones are dropped.
    public var historyLimit: Int
    /// About how many bytes the history may hold (text, data and UI as JSON); the oldest
    /// messages are dropped past it, the newest is always kept. 4 MiB by default.
    public var historyByteLimit: Int
    /// How long a call waits for an approval before it is denied as unanswered; `nil` waits
    /// until it is answered or cancelled. 5 minutes by default.
    public var approvalTimeout: Duration?
    /// How many recent messages skills and routers see.
    public var contextTurns: Int
    /// How deep skills may invoke skills.
    public var maxInvocationDepth: Int
    /// The clock for timestamps, timeouts and backoff.
    public var clock: AgentClock
    /// The person's time zone.
    public var timeZone: TimeZone
    /// The person's locale; also the answer language when a request has no Chinese in it.
    public var locale: Locale
    /// Which calls run, which are refused, which are asked about; by default destructive calls
    /// are asked about and everything else runs.
    public var permissionPolicy: PermissionPolicy
    /// Who answers when the policy asks; by default nobody, so such calls are denied (see ``Approver``).
    public var approver: Approver
    /// Where write and destructive calls and all denials are recorded; `nil` records nothing.
    public var auditLog: (any AuditLog)?
    /// Where follow-ups skills schedule (``SkillContext/schedule(_:at:)``) wait; `nil` keeps them
    /// in memory for the agent's life. Use ``SQLiteFollowUpStore`` to keep them across restarts.
    public var followUps: (any FollowUpStore)?
    /// The conversation this agent serves, as its follow-ups are filed: one per chat, one per
    /// web session. `"main"` by default.
    public var conversationID: String
    /// The database skills store their data in; each skill sees only the tables its permissions
    /// name (see ``SkillContext/storage``). `nil`: skills get no storage.
    public var store: SkillStore?
    /// Where approvals are kept beyond the request that asked, and this agent's conversation
    /// there; `nil` (the default) keeps them in memory only. Used with approver ``Approver/events``
    /// (see ``DurableApprovals``).
    public var durableApprovals: DurableApprovals?

    /// Creates a configuration.
    public init(
        defaultTimeout: Duration? = .seconds(10),
        retryPolicy: RetryPolicy = RetryPolicy(),
        concurrentRequests: ConcurrentRequestPolicy = .queue,
        historyLimit: Int = 200,
        historyByteLimit: Int = 4 << 20,
        approvalTimeout: Duration? = .seconds(300),
        contextTurns: Int = 10,
        maxInvocationDepth: Int = 8,
        clock: AgentClock = .system,
        timeZone: TimeZone = .current,
        locale: Locale = Locale(identifier: "en_US"),
        permissionPolicy: PermissionPolicy = PermissionPolicy(),
        approver: Approver = .nobody,
        auditLog: (any AuditLog)? = nil,
        store: SkillStore? = nil,
        followUps: (any FollowUpStore)? = nil,
        conversationID: String = "main",
        durableApprovals: DurableApprovals? = nil
    ) {
        self.defaultTimeout = defaultTimeout
        self.retryPolicy = retryPolicy
        self.concurrentRequests = concurrentRequests
        self.historyLimit = max(1, historyLimit)
        self.historyByteLimit = max(0, historyByteLimit)
        self.approvalTimeout = approvalTimeout
        self.contextTurns = max(0, contextTurns)
        self.maxInvocationDepth = max(1, maxInvocationDepth)
        self.clock = clock
        self.timeZone = timeZone
        self.locale = locale
        self.permissionPolicy = permissionPolicy
        self.approver = approver
        self.auditLog = auditLog
        self.store = store
        self.followUps = followUps
        self.conversationID = conversationID
        self.durableApprovals = durableApprovals
    }
}

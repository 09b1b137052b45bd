import AgentSkill
import Foundation
import SkillJSON
import SkillStore
import Synchronization
import TestSupport
import Testing

/// A database file in `folder` with the agent's tables; every call opens a new connection, as a
/// second process (or a restarted one) would.
func agentDatabase(in folder: URL) throws -> SkillStore {
    let store = try SkillStore(path: folder.appending(path: "agent.sqlite").path)
    var migrator = Migrator()
    AgentSchema.register(in: &migrator)
    try migrator.migrate(store)
    return store
}

@Suite(.timeLimit(.minutes(1))) struct SQLiteApprovalStoreTests {
    static let asked = Date(timeIntervalSince1970: 1_800_000_000)

    static func request(
        _ skillID: String = "notes.delete", arguments: JSONValue = ["text": "old note"],
        reason: PermissionReason = .effect(.destructive), expiresAfter seconds: Double? = 300
    ) -> ApprovalRequest {
        ApprovalRequest(
            id: 0, skillID: skillID, summary: "\(skillID) \(arguments.stableString())", effect: .destructive,
            arguments: arguments, reason: reason, created: asked, expires: seconds.map { asked + $0 })
    }

    @Test func anApprovalRoundTripsWithTheStoresID() async throws {
        try await TemporaryDirectory.with("agentskill-approvals") { folder in
            let approvals = SQLiteApprovalStore(try agentDatabase(in: folder))
            let asked = Self.request(
                "ledger.add", arguments: ["amount": "1200.50", "note": "<b>rent</b> \"März\""],
                reason: .rule(number: 2, text: "ledger.add when amount above 1000 → ask"))
            let stored = try await approvals.insert(asked, conversation: "web:a")
            #expect(stored.id > 0)
            let listed = try await approvals.approvals(in: "web:a", now: Self.asked, limit: 10)
            #expect(listed == [StoredApproval(request: stored, conversation: "web:a", state: .pending)])
            #expect(listed.first?.request.arguments == asked.arguments)
            #expect(listed.first?.request.reason == asked.reason)
            #expect(listed.first?.request.expires == Self.asked + 300)
        }
    }

    /// Pending ones first (oldest first), then the rest (newest first); each conversation sees
    /// only its own.
    @Test func listingShowsPendingFirstAndOnlyTheConversationsOwn() async throws {
        try await TemporaryDirectory.with("agentskill-approvals") { folder in
            let approvals = SQLiteApprovalStore(try agentDatabase(in: folder))
            var ids: [Int] = []
            for index in 0..<4 {
                ids.append(
                    try await approvals.insert(
                        Self.request(arguments: ["text": .string("\(index)")]), conversation: "a"
                    ).id)
            }
            let other = try await approvals.insert(Self.request(), conversation: "b").id
            #expect(ids == ids.sorted() && Set(ids + [other]).count == 5)
            for id in [ids[0], ids[2]] {
                let change = try await approvals.change(id, in: "a", from: .pending, to: .declined, at: Self.asked)
                #expect(change.state == .declined)
            }
            let listed = try await approvals.approvals(in: "a", now: Self.asked, limit: 10)
            #expect(listed.map(\.id) == [ids[1], ids[3], ids[2], ids[0]])
            #expect(listed.map(\.state) == [.pending, .pending, .declined, .declined])
            #expect(listed[2].settled == Self.asked)
            #expect(
                try await approvals.approvals(in: "a", now: Self.asked, limit: 3).map(\.id) == [ids[1], ids[3], ids[2]])
            #expect(try await approvals.approvals(in: "b", now: Self.asked, limit: 10).map(\.id) == [other])
            // Another conversation's approval cannot be changed through this one.
            #expect(
                try await approvals.change(other, in: "a", from: .pending, to: .approved, at: Self.asked) == .notFound)
        }
    }

    /// Exactly once: of many answers racing over separate connections (as separate processes
    /// would), one approves; every other finds it approved.
    @Test func racingAnswersApproveExactlyOnce() async throws {
        try await TemporaryDirectory.with("agentskill-approvals") { folder in
            let id = try await SQLiteApprovalStore(try agentDatabase(in: folder)).insert(
                Self.request(), conversation: "a"
            )
            .id
            let stores = try (0..<8).map { _ in SQLiteApprovalStore(try agentDatabase(in: folder)) }
            let changes = try await withThrowingTaskGroup(of: ApprovalChange.self) { group in
                for store in stores {
                    group.addTask { try await store.change(id, in: "a", from: .pending, to: .approved, at: Self.asked) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(changes.filter { if case .changed = $0 { true } else { false } }.count == 1)
            #expect(changes.allSatisfy { $0.state == .approved })
            // approved → performed once, then never again.
            let performed = try await stores[0].change(id, in: "a", from: .approved, to: .performed, at: Self.asked)
            #expect(performed.state == .performed)
            let again = try await stores[1].change(id, in: "a", from: .approved, to: .performed, at: Self.asked)
            #expect(again == .unchanged(try #require(performed.approval)))
        }
    }

    /// Expiry is read from the clock given, no waiting: pending before, expired at and after; an
    /// expired approval cannot be approved, and stays expired.
    @Test func aPendingApprovalExpiresAtItsExpiry() async throws {
        try await TemporaryDirectory.with("agentskill-approvals") { folder in
            let approvals = SQLiteApprovalStore(try agentDatabase(in: folder))
            let id = try await approvals.insert(Self.request(expiresAfter: 60), conversation: "a").id
            let never = try await approvals.insert(Self.request(expiresAfter: nil), conversation: "a").id
            let before = Self.asked + 59.999
            #expect(
                try await approvals.approvals(in: "a", now: before, limit: 10).map(\.state) == [.pending, .pending])
            let later = Self.asked + 3600
            let listed = try await approvals.approvals(in: "a", now: later, limit: 10)
            #expect(listed.map(\.id) == [never, id])
            #expect(listed.map(\.state) == [.pending, .expired])
            #expect(listed.last?.settled == Self.asked + 60)
            let change = try await approvals.change(id, in: "a", from: .pending, to: .approved, at: Self.asked + 60)
            #expect(change.state == .expired)
            guard case .unchanged = change else {
                Issue.record("expected unchanged, got \(change)")
                return
            }
            // Written as expired: also at an earlier time it no longer reads as pending.
            #expect(
                try await approvals.approvals(in: "a", now: before, limit: 10).map(\.state) == [.pending, .expired])
        }
    }

    /// Settled approvals are deleted once older than the retention, when a new one is stored;
    /// pending ones without an expiry stay.
    @Test func oldSettledApprovalsAreDeleted() async throws {
        try await TemporaryDirectory.with("agentskill-approvals") { folder in
            let approvals = SQLiteApprovalStore(try agentDatabase(in: folder), retention: .seconds(3600))
            let old = try await approvals.insert(Self.request(), conversation: "a").id
            let waiting = try await approvals.insert(Self.request(expiresAfter: nil), conversation: "a").id
            _ = try await approvals.change(old, in: "a", from: .pending, to: .declined, at: Self.asked)
            var next = Self.request()
            next = ApprovalRequest(
                id: 0, skillID: next.skillID, summary: next.summary, effect: next.effect, arguments: next.arguments,
                reason: next.reason, created: Self.asked + 7200, expires: nil)
            let new = try await approvals.insert(next, conversation: "a").id
            let listed = try await approvals.approvals(in: "a", now: Self.asked + 7200, limit: 10)
            #expect(listed.map(\.id) == [waiting, new])
        }
    }

    @Test func sessionsAreRememberedForTheirLifetimeAfterTheLastUse() async throws {
        try await TemporaryDirectory.with("agentskill-sessions") { folder in
            let clock = MovableDate(Self.asked)
            let sessions = SQLiteSessionStore(try agentDatabase(in: folder), lifetime: .seconds(600)) { clock.now }
            #expect(try await sessions.remembers("a") == false)
            try await sessions.remember("a")
            clock.advance(by: 599)
            #expect(try await sessions.remembers("a"))
            try await sessions.remember("a")
            clock.advance(by: 599)
            // A restarted program (a new connection) remembers it too.
            let reopened = SQLiteSessionStore(try agentDatabase(in: folder), lifetime: .seconds(600)) { clock.now }
            #expect(try await reopened.remembers("a"))
            clock.advance(by: 2)
            #expect(try await reopened.remembers("a") == false)
        }
    }
}

extension ApprovalChange {
    /// The approval as the change left it (`nil` when not found).
    var approval: StoredApproval? {
        switch self {
        case .changed(let approval), .unchanged(let approval): approval
        case .notFound: nil
        }
    }

    var state: ApprovalState? { approval?.state }
}

/// A wall clock that stands still until a test moves it.
final class MovableDate: Sendable {
    private let date: Mutex<Date>

    init(_ date: Date) { self.date = Mutex(date) }

    var now: Date { date.withLock { $0 } }

    func advance(by seconds: TimeInterval) {
        date.withLock { $0 += seconds }
    }

    /// An agent clock reading this date, whose sleeps return at once and whose scheduled
    /// actions (approval timeouts) never fire.
    func clock() -> AgentClock {
        var clock = AgentClock(now: { [self] in now }, sleep: { _ in try Task.checkCancellation() })
        clock.schedule = { _, _ in {} }
        return clock
    }
}

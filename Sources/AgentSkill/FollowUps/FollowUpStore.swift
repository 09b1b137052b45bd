import Foundation
import Synchronization

/// Where follow-ups wait until they are due. Each is handed out by ``claimDue(at:conversationID:)``
/// exactly once, even to several processes over one database.
public protocol FollowUpStore: Sendable {
    /// Keeps a new follow-up and returns it with its id.
    func add(
        conversationID: String, skillID: String, due: Date, action: FollowUp.Action, created: Date
    ) async throws -> FollowUp
    /// Takes the follow-ups of `conversationID` due at `now`, oldest due first, marking them
    /// delivered in the same step so that nobody takes them again.
    func claimDue(at now: Date, conversationID: String) async throws -> [FollowUp]
    /// The follow-ups of `conversationID` not yet delivered, soonest first.
    func pending(conversationID: String) async throws -> [FollowUp]
    /// Drops a follow-up not yet delivered; `false` when there is none with that id.
    func cancel(id: Int) async throws -> Bool
}

/// Follow-ups in memory: what an agent uses when no store is configured (they are lost when the
/// program ends).
public final class InMemoryFollowUpStore: FollowUpStore {
    private struct State {
        var nextID = 1
        var waiting: [FollowUp] = []
    }

    private let state = Mutex(State())

    /// An empty store.
    public init() {}

    public func add(
        conversationID: String, skillID: String, due: Date, action: FollowUp.Action, created: Date
    ) async throws -> FollowUp {
        state.withLock { state in
            let followUp = FollowUp(
                id: state.nextID, conversationID: conversationID, skillID: skillID, due: due, action: action,
                created: created)
            state.nextID += 1
            state.waiting.append(followUp)
            return followUp
        }
    }

    public func claimDue(at now: Date, conversationID: String) async throws -> [FollowUp] {
        state.withLock { state in
            let due = state.waiting.filter { $0.conversationID == conversationID && $0.due <= now }
            state.waiting.removeAll { $0.conversationID == conversationID && $0.due <= now }
            return due.sorted { ($0.due, $0.id) < ($1.due, $1.id) }
        }
    }

    public func pending(conversationID: String) async throws -> [FollowUp] {
        state.withLock { state in
            state.waiting.filter { $0.conversationID == conversationID }.sorted { ($0.due, $0.id) < ($1.due, $1.id) }
        }
    }

    public func cancel(id: Int) async throws -> Bool {
        state.withLock { state in
            guard let index = state.waiting.firstIndex(where: { $0.id == id }) else { return false }
            state.waiting.remove(at: index)
            return true
        }
    }
}

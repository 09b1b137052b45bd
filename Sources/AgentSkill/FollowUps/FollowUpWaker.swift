import Foundation
import Synchronization

/// Lets the follow-up loop sleep until the next one is due or a skill files a new one, on the
/// agent's clock (so tests with an injected clock never really wait).
final class FollowUpWaker: Sendable {
    private struct State {
        var sleeper: CheckedContinuation<Void, Never>?
        /// A wake that came while nobody slept: the next sleep returns at once.
        var woken = false
    }

    private let state = Mutex(State())

    /// Wakes the sleeper now, or makes the next sleep return at once.
    func wake() {
        let sleeper = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard let sleeper = state.sleeper else {
                state.woken = true
                return nil
            }
            state.sleeper = nil
            return sleeper
        }
        sleeper?.resume()
    }

    /// Sleeps for `duration` on `clock`, or until ``wake()`` or the task's cancellation.
    func sleep(for duration: Duration, clock: AgentClock) async {
        let cancelTimer = clock.schedule(duration) { [self] in wake() }
        defer { cancelTimer() }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let now = state.withLock { state -> Bool in
                    if state.woken || Task.isCancelled {
                        state.woken = false
                        return true
                    }
                    state.sleeper = continuation
                    return false
                }
                if now { continuation.resume() }
            }
        } onCancel: {
            wake()
        }
        state.withLock { $0.woken = false }
    }
}

/// The agent's store, waking the delivery loop whenever a follow-up is filed.
struct WakingFollowUpStore: FollowUpStore {
    let base: any FollowUpStore
    let waker: FollowUpWaker

    func add(
        conversationID: String, skillID: String, due: Date, action: FollowUp.Action, created: Date
    ) async throws -> FollowUp {
        let followUp = try await base.add(
            conversationID: conversationID, skillID: skillID, due: due, action: action, created: created)
        waker.wake()
        return followUp
    }

    func claimDue(at now: Date, conversationID: String) async throws -> [FollowUp] {
        try await base.claimDue(at: now, conversationID: conversationID)
    }

    func pending(conversationID: String) async throws -> [FollowUp] {
        try await base.pending(conversationID: conversationID)
    }

    func cancel(id: Int) async throws -> Bool {
        try await base.cancel(id: id)
    }
}

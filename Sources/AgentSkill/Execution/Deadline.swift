import Synchronization

/// Thrown by ``runWithDeadline(_:clock:token:operation:)`` when the time limit passes first.
struct DeadlineExceeded: Error {}

/// Runs `operation` in its own task and returns its result, unless `timeout` passes first
/// (throws ``DeadlineExceeded``; counted from when the task starts running) or the request is cancelled (throws `CancellationError`).
///
/// The caller is released at once in both cases, even when the operation ignores cancellation:
/// the operation's task is cancelled and left to finish on its own. This is what keeps one
/// stuck skill from stalling the agent.
func runWithDeadline<T: Sendable>(
    _ timeout: Duration?, clock: AgentClock, token: RequestToken,
    operation: @escaping @Sendable () async throws -> T
) async throws -> T {
    let gate = FirstResultGate<T>()
    return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
        gate.install(continuation)
        let task = Task {
            // The time limit starts when the operation does: time spent waiting for a thread
            // (every cooperative thread busy elsewhere) is not the operation's.
            if let timeout {
                gate.whenDone(clock.schedule(timeout) { gate.finish(.failure(DeadlineExceeded())) })
            }
            do { gate.finish(.success(try await operation())) } catch { gate.finish(.failure(error)) }
        }
        gate.whenDone { task.cancel() }
        if let handler = token.onCancel({ gate.finish(.failure(CancellationError())) }) {
            gate.whenDone { token.removeHandler(handler) }
        }
    }
}

/// Resumes a continuation with the first result offered, exactly once, then runs the clean-ups
/// (cancel the losers, disarm the timer, drop the cancellation handler).
private final class FirstResultGate<T: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<T, any Error>?
        var result: Result<T, any Error>?
        var delivered = false
        var cleanups: [@Sendable () -> Void] = []
    }

    private let state = Mutex(State())

    func install(_ continuation: CheckedContinuation<T, any Error>) {
        let early: Result<T, any Error>? = state.withLock { state in
            if let result = state.result {
                state.delivered = true
                return result
            }
            state.continuation = continuation
            return nil
        }
        if let early {
            continuation.resume(with: early)
            runCleanups()
        }
    }

    /// Runs `cleanup` once a result has been delivered (at once if it already has).
    func whenDone(_ cleanup: @escaping @Sendable () -> Void) {
        let runNow = state.withLock { state in
            if state.delivered { return true }
            state.cleanups.append(cleanup)
            return false
        }
        if runNow { cleanup() }
    }

    func finish(_ result: Result<T, any Error>) {
        let continuation: CheckedContinuation<T, any Error>? = state.withLock { state in
            guard !state.delivered, state.result == nil else { return nil }
            state.result = result
            guard let continuation = state.continuation else { return nil }
            state.delivered = true
            state.continuation = nil
            return continuation
        }
        if let continuation {
            continuation.resume(with: result)
            runCleanups()
        }
    }

    private func runCleanups() {
        let cleanups = state.withLock { state in
            defer { state.cleanups = [] }
            return state.cleanups
        }
        for cleanup in cleanups { cleanup() }
    }
}

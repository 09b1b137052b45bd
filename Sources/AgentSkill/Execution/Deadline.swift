import Synchronization

/// Thrown by ``runWithDeadline(_:clock:operation:)`` when the time limit passes first.
struct DeadlineExceeded: Error {}

/// Runs `operation` in its own task and returns its result, unless `timeout` passes first
/// (throws ``DeadlineExceeded``) or the calling task is cancelled (throws `CancellationError`).
///
/// The caller is released at once in both cases, even when the operation ignores cancellation:
/// the operation's task is cancelled and left to finish on its own. This is what keeps one
/// stuck skill from stalling the agent.
func runWithDeadline<T: Sendable>(
    _ timeout: Duration?, clock: AgentClock, operation: @escaping @Sendable () async throws -> T
) async throws -> T {
    let gate = FirstResultGate<T>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
            gate.install(continuation)
            gate.track(
                Task {
                    do { gate.finish(.success(try await operation())) } catch { gate.finish(.failure(error)) }
                })
            if let timeout {
                gate.track(
                    Task {
                        do {
                            try await clock.sleep(timeout)
                            gate.finish(.failure(DeadlineExceeded()))
                        } catch {
                            // Cancelled because the operation finished first.
                        }
                    })
            }
        }
    } onCancel: {
        gate.finish(.failure(CancellationError()))
    }
}

/// Resumes a continuation with the first result offered, exactly once, then cancels the racers.
private final class FirstResultGate<T: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<T, any Error>?
        var result: Result<T, any Error>?
        var delivered = false
        var tasks: [Task<Void, Never>] = []
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
            cancelTasks()
        }
    }

    func track(_ task: Task<Void, Never>) {
        let cancelNow = state.withLock { state in
            if state.delivered { return true }
            state.tasks.append(task)
            return false
        }
        if cancelNow { task.cancel() }
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
            cancelTasks()
        }
    }

    private func cancelTasks() {
        let tasks = state.withLock { state in
            defer { state.tasks = [] }
            return state.tasks
        }
        for task in tasks { task.cancel() }
    }
}

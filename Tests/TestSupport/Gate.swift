import Synchronization

/// A gate a test opens by hand: tasks wait at it until ``open()``, and once open it lets
/// everyone through at once. No clock is involved, so a test decides exactly when waiting ends.
///
/// Two ways to wait:
/// - ``wait()`` ignores cancellation on purpose — for a skill that must stay stuck until the
///   test lets it go, whatever its caller does;
/// - ``sleep(_:)`` has the shape of `Task.sleep(for:)` and honours cancellation — inject it as a
///   watchdog's or a backoff's sleep, and ``open()`` makes every nap end as if its time had passed.
///
/// ```swift
/// let gate = Gate()
/// let stuck = Task { await gate.wait() }
/// gate.open()
/// await stuck.value
/// ```
public final class Gate: Sendable {
    private enum Waiter {
        case patient(CheckedContinuation<Void, Never>)
        case cancellable(CheckedContinuation<Void, any Error>)
    }

    private struct State {
        var isOpen: Bool
        var waiting: [Int: Waiter] = [:]
        var next = 0
    }

    private let state: Mutex<State>

    /// A gate, closed unless `open` is true.
    public init(open: Bool = false) {
        state = Mutex(State(isOpen: open))
    }

    /// Opens the gate for good: every waiter goes on, and later waits return at once.
    public func open() {
        let waiting = state.withLock { state in
            state.isOpen = true
            defer { state.waiting = [:] }
            return state.waiting
        }
        for waiter in waiting.values {
            switch waiter {
            case .patient(let continuation): continuation.resume()
            case .cancellable(let continuation): continuation.resume()
            }
        }
    }

    /// Waits until the gate is open, ignoring cancellation.
    public func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state in
                if state.isOpen { return true }
                state.waiting[state.next] = .patient(continuation)
                state.next += 1
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    /// A nap that lasts until the gate is open (whatever `duration` says), or until the napping
    /// task is cancelled.
    ///
    /// - Throws: `CancellationError` when the task is cancelled before the gate opens.
    public func sleep(_ duration: Duration) async throws {
        let id = state.withLock { state in
            defer { state.next += 1 }
            return state.next
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow = state.withLock { state in
                    if state.isOpen || Task.isCancelled { return true }
                    state.waiting[id] = .cancellable(continuation)
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let waiter = state.withLock { $0.waiting.removeValue(forKey: id) }
            if case .cancellable(let continuation) = waiter { continuation.resume(throwing: CancellationError()) }
        }
        try Task.checkCancellation()
    }
}

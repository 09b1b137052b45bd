import Dispatch
import Synchronization

/// Hands the response of an async handler to the blocked civetweb worker thread that waits for it.
///
/// Waits use Dispatch's monotonic clock, so a wall clock that jumps cannot stretch them.
final class ResponseSlot: Sendable {
    private let response = Mutex<HTTPResponse?>(nil)
    private let signal = DispatchSemaphore(value: 0)

    func fill(_ value: HTTPResponse) {
        response.withLock { $0 = value }
        signal.signal()
    }

    /// Waits up to `timeout` seconds; `nil` when no response came in time.
    func wait(timeout: Double) -> HTTPResponse? {
        if let ready = response.withLock({ $0 }) { return ready }
        _ = signal.wait(timeout: .now() + timeout)
        return response.withLock { $0 }
    }
}

/// Server-sent events on their way from an async stream to the worker thread that writes them.
final class EventQueue: Sendable {
    enum Next {
        case event(ServerSentEvent)
        case timeout
        case finished
    }

    private let state = Mutex((events: [ServerSentEvent](), finished: false))
    private let signal = DispatchSemaphore(value: 0)

    func push(_ event: ServerSentEvent) {
        state.withLock { $0.events.append(event) }
        signal.signal()
    }

    func finish() {
        state.withLock { $0.finished = true }
        signal.signal()
    }

    /// The next event, waiting up to `timeout` seconds.
    func next(timeout: Double) -> Next {
        let deadline = DispatchTime.now() + timeout
        while true {
            let next: Next? = state.withLock { state in
                if !state.events.isEmpty { return .event(state.events.removeFirst()) }
                return state.finished ? .finished : nil
            }
            if let next { return next }
            if signal.wait(timeout: deadline) == .timedOut { return .timeout }
        }
    }
}

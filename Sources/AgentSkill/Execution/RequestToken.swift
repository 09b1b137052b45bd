import Synchronization

/// The cancellation switch of one request: `Agent.cancel()`, a newer message (by policy) or the
/// caller's own task being cancelled flips it, and everything waiting on the request lets go.
final class RequestToken: Sendable {
    /// The request it cancels.
    let requestID: RequestID

    init(requestID: RequestID) {
        self.requestID = requestID
    }

    private struct State {
        var cancelled = false
        var nextID = 0
        var handlers: [Int: @Sendable () -> Void] = [:]
    }

    private let state = Mutex(State())

    var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// Cancels the request and runs every registered handler once.
    func cancel() {
        let handlers = state.withLock { state -> [@Sendable () -> Void] in
            guard !state.cancelled else { return [] }
            state.cancelled = true
            defer { state.handlers = [:] }
            return Array(state.handlers.values)
        }
        for handler in handlers { handler() }
    }

    /// Runs `handler` when the request is cancelled (at once if it already is); returns a key
    /// for ``removeHandler(_:)``, or `nil` when it ran at once.
    @discardableResult
    func onCancel(_ handler: @escaping @Sendable () -> Void) -> Int? {
        let id: Int? = state.withLock { state in
            guard !state.cancelled else { return nil }
            defer { state.nextID += 1 }
            state.handlers[state.nextID] = handler
            return state.nextID
        }
        if id == nil { handler() }
        return id
    }

    func removeHandler(_ id: Int) {
        _ = state.withLock { $0.handlers.removeValue(forKey: id) }
    }
}

import Foundation

/// Hands the response of an async handler to the blocked civetweb worker thread that waits for it.
final class ResponseSlot: @unchecked Sendable {
    // Guarded by `condition`.
    private let condition = NSCondition()
    private var response: HTTPResponse?

    func fill(_ value: HTTPResponse) {
        condition.lock()
        response = value
        condition.broadcast()
        condition.unlock()
    }

    /// Waits up to `timeout` seconds; `nil` when no response came in time.
    func wait(timeout: TimeInterval) -> HTTPResponse? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while response == nil {
            guard condition.wait(until: deadline) else { break }
        }
        return response
    }
}

/// Server-sent events on their way from an async stream to the worker thread that writes them.
final class EventQueue: @unchecked Sendable {
    enum Next {
        case event(ServerSentEvent)
        case timeout
        case finished
    }

    // Guarded by `condition`.
    private let condition = NSCondition()
    private var events: [ServerSentEvent] = []
    private var finished = false

    func push(_ event: ServerSentEvent) {
        condition.lock()
        events.append(event)
        condition.broadcast()
        condition.unlock()
    }

    func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next event, waiting up to `timeout` seconds.
    func next(timeout: TimeInterval) -> Next {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while events.isEmpty && !finished {
            guard condition.wait(until: deadline) else { return .timeout }
        }
        if !events.isEmpty { return .event(events.removeFirst()) }
        return .finished
    }
}

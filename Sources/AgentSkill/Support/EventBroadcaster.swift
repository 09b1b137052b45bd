import Synchronization

/// Fans events out to any number of `AsyncStream` subscribers.
final class EventBroadcaster<Event: Sendable>: Sendable {
    private struct State {
        var nextID = 0
        var subscribers: [Int: Subscriber] = [:]
        var finished = false
    }

    /// One stream, with the events it wants and the one after which it ends.
    private struct Subscriber {
        var continuation: AsyncStream<Event>.Continuation
        var wants: (@Sendable (Event) -> Bool)?
        var isLast: (@Sendable (Event) -> Bool)?
        /// Whether whoever reads the stream may answer what it is asked (approvals).
        var answers: Bool
    }

    private let state = Mutex(State())
    private let bufferLimit: Int

    init(bufferLimit: Int = 10_000) {
        self.bufferLimit = bufferLimit
    }

    /// A new stream that receives every event emitted from now on.
    func subscribe() -> AsyncStream<Event> {
        subscribe(where: nil, finishingAfter: nil, answers: true)
    }

    /// A new stream of the events from now on that `wants` accepts; it ends after the first
    /// one `isLast` accepts. `answers` says whether its reader may answer what it is asked.
    func subscribe(
        where wants: (@Sendable (Event) -> Bool)?, finishingAfter isLast: (@Sendable (Event) -> Bool)?,
        answers: Bool
    ) -> AsyncStream<Event> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: Event.self, bufferingPolicy: .bufferingNewest(bufferLimit))
        let id: Int? = state.withLock { state in
            guard !state.finished else { return nil }
            defer { state.nextID += 1 }
            state.subscribers[state.nextID] = Subscriber(
                continuation: continuation, wants: wants, isLast: isLast, answers: answers)
            return state.nextID
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    /// Subscribers whose readers may answer what they are asked.
    var answeringCount: Int { state.withLock { $0.subscribers.values.count(where: \.answers) } }

    func emit(_ event: Event) {
        let subscribers = state.withLock { Array($0.subscribers.values) }
        for subscriber in subscribers where subscriber.wants?(event) ?? true {
            subscriber.continuation.yield(event)
            if subscriber.isLast?(event) == true { subscriber.continuation.finish() }
        }
    }

    func finish() {
        let continuations = state.withLock { state in
            state.finished = true
            defer { state.subscribers = [:] }
            return state.subscribers.values.map(\.continuation)
        }
        for continuation in continuations { continuation.finish() }
    }
}

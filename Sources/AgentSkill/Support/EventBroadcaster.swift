import Synchronization

/// Fans events out to any number of `AsyncStream` subscribers.
final class EventBroadcaster<Event: Sendable>: Sendable {
    private struct State {
        var nextID = 0
        var continuations: [Int: AsyncStream<Event>.Continuation] = [:]
        var finished = false
    }

    private let state = Mutex(State())
    private let bufferLimit: Int

    init(bufferLimit: Int = 10_000) {
        self.bufferLimit = bufferLimit
    }

    /// A new stream that receives every event emitted from now on.
    func subscribe() -> AsyncStream<Event> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: Event.self, bufferingPolicy: .bufferingNewest(bufferLimit))
        let id: Int? = state.withLock { state in
            guard !state.finished else { return nil }
            defer { state.nextID += 1 }
            state.continuations[state.nextID] = continuation
            return state.nextID
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.continuations.removeValue(forKey: id) }
        }
        return stream
    }

    var subscriberCount: Int { state.withLock { $0.continuations.count } }

    func emit(_ event: Event) {
        let continuations = state.withLock { Array($0.continuations.values) }
        for continuation in continuations { continuation.yield(event) }
    }

    func finish() {
        let continuations = state.withLock { state in
            state.finished = true
            defer { state.continuations = [:] }
            return Array(state.continuations.values)
        }
        for continuation in continuations { continuation.finish() }
    }
}

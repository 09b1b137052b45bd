import AgentSkill
import Synchronization

/// One browser session: its agent, and what it is using now — requests running and event
/// streams open — against the per-session limits; and the requests its page may stop.
final class WebSession: Sendable {
    /// The id in the session cookie.
    let id: String
    /// The session's agent, which holds its conversation.
    let agent: Agent
    private let usage = Mutex((requests: 0, streams: 0))
    /// Delivers the agent's follow-ups while a page of this session listens.
    private let followUps = Mutex<Task<Void, Never>?>(nil)
    /// When the session store last recorded a use of this session.
    private let remembered = Mutex<ContinuousClock.Instant?>(nil)
    /// The requests of `POST /api/messages` that a page may stop.
    private let stoppable = Mutex(StoppableRequests())

    init(id: String, agent: Agent) {
        self.id = id
        self.agent = agent
    }

    /// Whether a request runs or an event stream is open.
    var isInUse: Bool { usage.withLock { $0.requests > 0 || $0.streams > 0 } }

    /// Event streams open now.
    var openStreams: Int { usage.withLock { $0.streams } }

    /// Takes a request place; `false` when `limit` requests already run.
    func beginRequest(limit: Int) -> Bool {
        usage.withLock { usage in
            guard usage.requests < limit else { return false }
            usage.requests += 1
            return true
        }
    }

    func endRequest() {
        usage.withLock { $0.requests -= 1 }
    }

    /// Takes an event-stream place; `false` when `limit` streams are already open. The first
    /// stream starts delivering the agent's follow-ups (``Agent/runFollowUps(onDelivery:onFailure:)``).
    func openStream(limit: Int) -> Bool {
        let first: Bool? = usage.withLock { usage in
            guard usage.streams < limit else { return nil }
            usage.streams += 1
            return usage.streams == 1
        }
        guard let first else { return false }
        // A page now listens: follow-ups that come due reach it as events.
        if first {
            let agent = agent
            followUps.withLock { task in
                task?.cancel()
                task = Task { await agent.runFollowUps() }
            }
        }
        return true
    }

    /// Gives back a stream place. When it was the last one, nobody is left to answer an
    /// approval now, so the waits end (``Agent/releasePendingApprovals()``): durable approvals
    /// stay pending for a reloaded page, the others are cancelled. Follow-ups wait (in the store)
    /// for the next page to listen.
    func closeStream() {
        let remaining = usage.withLock { usage in
            usage.streams -= 1
            return usage.streams
        }
        if remaining == 0 {
            agent.releasePendingApprovals()
            followUps.withLock { task in
                task?.cancel()
                task = nil
            }
        }
    }

    /// Whether a use at `time` should be recorded in the session store: the first, and then at
    /// most one per `interval`. Answering `true` counts as recording it.
    func isDueForRemembering(at time: ContinuousClock.Instant, every interval: Duration) -> Bool {
        remembered.withLock { last in
            if let last, time - last < interval { return false }
            last = time
            return true
        }
    }

    // MARK: - Stopping requests

    /// Makes `request` (for the message `text`) stoppable with ``stop(_:)`` until ``finished(_:)``.
    func started(_ request: AgentRequest, text: String) {
        stoppable.withLock { $0.start(request, text: text) }
    }

    /// The stoppable requests running now, oldest first, with their messages' text.
    var runningRequests: [(id: RequestID, text: String)] {
        stoppable.withLock { $0.running }
    }

    /// `request` answered: a later ``stop(_:)`` of it says so.
    func finished(_ request: AgentRequest) {
        stoppable.withLock { $0.finish(request.id) }
    }

    /// Cancels request `id` when it runs (``AgentRequest/cancel()``; it then answers
    /// "cancelled"), and says what it found.
    func stop(_ id: RequestID) -> StoppableRequests.Lookup {
        let found = stoppable.withLock { $0.lookup(id) }
        if case .running(let request) = found { request.cancel() }
        return found
    }
}

/// The requests of one session that its page may stop: those running, by id, and the ids of the
/// last ones that finished, so that a Stop that comes too late hears "finished", not "unknown".
struct StoppableRequests {
    /// What ``lookup(_:)`` found.
    enum Lookup {
        /// The request runs.
        case running(AgentRequest)
        /// The request was stoppable and has answered since.
        case finished
        /// No stoppable request of this session has that id (or it finished long ago).
        case unknown
    }

    /// How many finished ids are remembered.
    static let finishedMemory = 64

    private var requests: [RequestID: (request: AgentRequest, text: String)] = [:]
    /// Finished ids, oldest first, at most ``finishedMemory``.
    private var finished: [RequestID] = []

    /// The running requests, oldest first, with their messages' text.
    var running: [(id: RequestID, text: String)] {
        requests.sorted { $0.key < $1.key }.map { ($0.key, $0.value.text) }
    }

    mutating func start(_ request: AgentRequest, text: String) {
        requests[request.id] = (request, text)
    }

    mutating func finish(_ id: RequestID) {
        guard requests.removeValue(forKey: id) != nil else { return }
        finished.append(id)
        if finished.count > Self.finishedMemory { finished.removeFirst(finished.count - Self.finishedMemory) }
    }

    func lookup(_ id: RequestID) -> Lookup {
        if let running = requests[id] { return .running(running.request) }
        return finished.contains(id) ? .finished : .unknown
    }
}

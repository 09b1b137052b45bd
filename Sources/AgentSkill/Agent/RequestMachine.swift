/// The agent's requests as one value: which request holds the turn, in which phase, with which
/// provisional message, and which wait behind it. Every event is a method that changes the state
/// and returns what the actor must do (resume a waiter, cancel tokens, announce a phase); an
/// impossible event returns a description of the problem instead of being ignored.
///
/// Transitions:
/// - `idle → running(r)` when request `r` arrives;
/// - `running(r, waiting) → running(r, waiting + s)` when `s` arrives while `r` holds the turn;
/// - `running(r, [s, …]) → running(s, […])` when `r` finishes (its waiter is resumed);
/// - `running(r, []) → idle` when `r` finishes;
/// - inside `running`, the phase moves only along ``PhaseMachine``'s transitions.
struct RequestMachine: Sendable {
    /// A request that holds the turn.
    struct Running: Sendable {
        let token: RequestToken
        var phases = PhaseMachine()
        /// The message showing the partial answer, if a skill showed progress.
        var provisionalID: Int?
    }

    /// A request waiting for the turn.
    struct Waiting: Sendable {
        let token: RequestToken
        let continuation: CheckedContinuation<Void, Never>
    }

    private enum State: Sendable {
        case idle
        case running(Running, waiting: [Waiting])
    }

    private var state = State.idle
    private var lastID = 0

    /// What to do with a request that arrived.
    enum Arrival: Sendable, Equatable {
        /// It holds the turn: run it.
        case run
        /// Another holds the turn: wait (``wait(_:)``) until it is resumed.
        case wait
    }

    /// A token for a new request, numbered after every earlier one.
    mutating func newRequest() -> RequestToken {
        lastID += 1
        return RequestToken(requestID: RequestID(lastID))
    }

    /// Request `token` arrived: it runs now when nobody holds the turn.
    mutating func arrive(_ token: RequestToken) -> Arrival {
        guard case .idle = state else { return .wait }
        state = .running(Running(token: token), waiting: [])
        return .run
    }

    /// Queues a request that ``arrive(_:)`` told to wait; `false` (a bug) when nobody holds the turn.
    mutating func wait(_ waiting: Waiting) -> Bool {
        guard case .running(let running, var queue) = state else { return false }
        queue.append(waiting)
        state = .running(running, waiting: queue)
        return true
    }

    /// The request holding the turn is over: the next waiter (to resume) takes it, else idle.
    /// Throws when `id` does not hold the turn.
    mutating func finish(_ id: RequestID) throws(AgentError) -> CheckedContinuation<Void, Never>? {
        guard case .running(let running, var queue) = state, running.token.requestID == id else {
            throw .invalidRequestEvent("\(id) finished, but \(holder) holds the turn")
        }
        guard !queue.isEmpty else {
            state = .idle
            return nil
        }
        let next = queue.removeFirst()
        state = .running(Running(token: next.token), waiting: queue)
        return next.continuation
    }

    /// Moves the running request `id` to phase `next`; throws for no such request or a
    /// transition ``PhaseMachine`` does not allow.
    mutating func enter(_ next: AgentPhase, request id: RequestID) throws(AgentError) {
        guard case .running(var running, let queue) = state, running.token.requestID == id else {
            throw .invalidRequestEvent("\(id) entered \(next), but \(holder) holds the turn")
        }
        try running.phases.transition(to: next)
        state = .running(running, waiting: queue)
    }

    /// The running request's provisional message id, set or read.
    var provisionalID: Int? {
        get {
            guard case .running(let running, _) = state else { return nil }
            return running.provisionalID
        }
        set {
            guard case .running(var running, let queue) = state else { return }
            running.provisionalID = newValue
            state = .running(running, waiting: queue)
        }
    }

    /// The phase of the request holding the turn; ``AgentPhase/idle`` when none does.
    var phase: AgentPhase {
        guard case .running(let running, _) = state else { return .idle }
        return running.phases.phase
    }

    /// The request holding the turn, if any.
    var current: RequestID? {
        guard case .running(let running, _) = state else { return nil }
        return running.token.requestID
    }

    /// Every request's token: the running one first, then the waiting ones in order.
    var tokens: [RequestToken] {
        guard case .running(let running, let queue) = state else { return [] }
        return [running.token] + queue.map(\.token)
    }

    private var holder: String {
        current.map(\.description) ?? "no request"
    }
}

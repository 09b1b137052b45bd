/// A server's life as the client sees it, a plain value: stopped → running → (exited → running
/// again, at most ``restartLimit`` times) → failed for good.
///
/// ```swift
/// var life = ClientLifecycle(restartLimit: 1)
/// life.started()
/// life.exited(reason: "killed")  // .restart
/// ```
struct ClientLifecycle: Sendable, Hashable {
    /// What the client should do after an event.
    enum Action: Sendable, Hashable {
        /// Start the server (again).
        case start
        /// Use the running server.
        case use
        /// Answer with this error: the server is gone for good.
        case fail(String)
    }

    private enum State: Sendable, Hashable {
        case stopped
        case running
        case exited(reason: String)
        case failed(reason: String)
    }

    /// How many times a server that exited is started again.
    let restartLimit: Int
    private var state = State.stopped
    private(set) var restarts = 0

    init(restartLimit: Int = 1) {
        self.restartLimit = restartLimit
    }

    /// Before a call: what to do to have a server.
    mutating func beforeCall() -> Action {
        switch state {
        case .running: return .use
        case .stopped: return .start
        case .exited(let reason):
            guard restarts < restartLimit else {
                state = .failed(reason: reason)
                return .fail(reason)
            }
            restarts += 1
            return .start
        case .failed(let reason): return .fail(reason)
        }
    }

    /// The server started and answered initialize.
    mutating func started() {
        state = .running
    }

    /// The server exited, or could not be started or initialized.
    mutating func exited(reason: String) {
        if case .failed = state { return }
        state = .exited(reason: reason)
    }

    /// Whether the server is running now.
    var isRunning: Bool { state == .running }
}

import AgentSkill
import Foundation
import Synchronization

/// One ``Agent`` per browser session, by the id in the session cookie.
///
/// Two limits keep a long-running server from piling up agents:
///
/// - **Idle limit**: a session not used for ``Limits/idleLimit`` (30 minutes by default) is
///   dropped and its agent released. Expiry is checked on every lookup and every new session, so
///   an expired session is gone before its cookie could be honoured; a server that gets no
///   requests at all keeps its sessions until the next one.
/// - **Count limit**: at most ``Limits/count`` sessions (64 by default) at once; a new session
///   past it drops the one used longest ago.
///
/// A request already running keeps its agent until it ends, even when its session is dropped
/// meanwhile. Time comes from the injected `now`, a monotonic reading, so tests can move it.
final class SessionRegistry: Sendable {
    /// The cookie that carries the session id.
    static let cookieName = "agentskill_session"

    /// How many sessions are kept, and for how long without use.
    struct Limits: Sendable, Equatable {
        /// Sessions kept at once; a new one past this drops the least recently used.
        var count: Int
        /// How long a session may go unused before it is dropped.
        var idleLimit: Duration

        /// 64 sessions, each dropped after 30 minutes without a request.
        static let standard = Limits(count: 64, idleLimit: .seconds(30 * 60))
    }

    private let makeAgent: @Sendable () throws -> Agent
    private let limits: Limits
    private let now: @Sendable () -> ContinuousClock.Instant
    private let state = Mutex(State())

    private struct Session {
        var agent: Agent
        var lastUsed: ContinuousClock.Instant
    }

    private struct State {
        var sessions: [String: Session] = [:]
        /// Session ids, least recently used first (so their `lastUsed` never decreases).
        var order: [String] = []

        /// Drops the sessions last used at or before `cutoff`.
        mutating func dropUsed(atOrBefore cutoff: ContinuousClock.Instant) {
            while let oldest = order.first, let session = sessions[oldest], session.lastUsed <= cutoff {
                sessions[oldest] = nil
                order.removeFirst()
            }
        }

        /// Marks session `id` as used at `time`: it moves to the end of ``order``.
        mutating func touch(_ id: String, at time: ContinuousClock.Instant) {
            sessions[id]?.lastUsed = time
            if let index = order.firstIndex(of: id) { order.remove(at: index) }
            order.append(id)
        }
    }

    /// Creates an empty registry.
    ///
    /// - Parameters:
    ///   - limits: how many sessions are kept, and for how long without use.
    ///   - now: the current monotonic time; `ContinuousClock.now` by default.
    ///   - makeAgent: makes the agent of a new session.
    init(
        limits: Limits = .standard, now: @escaping @Sendable () -> ContinuousClock.Instant = { .now },
        makeAgent: @escaping @Sendable () throws -> Agent
    ) {
        self.limits = Limits(count: max(1, limits.count), idleLimit: limits.idleLimit)
        self.now = now
        self.makeAgent = makeAgent
    }

    /// Sessions kept now, expired ones included until the next lookup drops them.
    var count: Int { state.withLock { $0.sessions.count } }

    /// The agent of the session `id`, if there is one that has not expired; using it counts
    /// as a use, so the idle limit starts again.
    func agent(for id: String?) -> Agent? {
        state.withLock { state in
            // Read under the lock, so `order` stays sorted by the time of use.
            let time = now()
            state.dropUsed(atOrBefore: time - limits.idleLimit)
            guard let id, let agent = state.sessions[id]?.agent else { return nil }
            state.touch(id, at: time)
            return agent
        }
    }

    /// A new session: its id and agent. Expired sessions go first, then the least recently
    /// used ones while there are more than the count limit.
    func create() throws -> (id: String, agent: Agent) {
        let agent = try makeAgent()
        let id = Self.randomID()
        state.withLock { state in
            let time = now()
            state.dropUsed(atOrBefore: time - limits.idleLimit)
            state.sessions[id] = Session(agent: agent, lastUsed: time)
            state.order.append(id)
            while state.order.count > limits.count {
                state.sessions[state.order.removeFirst()] = nil
            }
        }
        return (id, agent)
    }

    /// 128 random bits as 32 hex digits.
    static func randomID() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// The `Set-Cookie` value for session `id`: HttpOnly, SameSite=Strict, for the whole site.
    static func cookie(for id: String) -> String {
        "\(cookieName)=\(id); Path=/; HttpOnly; SameSite=Strict"
    }
}

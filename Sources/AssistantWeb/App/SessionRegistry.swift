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
///   past it drops the one used longest ago among those not in use. A session with a request
///   running or an event stream open (an open page) is never dropped; when all are, no new
///   session starts.
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

    private let makeAgent: @Sendable (_ sessionID: String) throws -> Agent
    private let limits: Limits
    private let now: @Sendable () -> ContinuousClock.Instant
    private let state = Mutex(State())

    private struct Entry {
        var session: WebSession
        var lastUsed: ContinuousClock.Instant
    }

    private struct State {
        var entries: [String: Entry] = [:]
        /// Session ids, least recently used first.
        var order: [String] = []

        /// Drops the sessions last used at or before `cutoff`, but none that is in use now (an
        /// open page holds its event stream, so its session never expires under it).
        mutating func dropUsed(atOrBefore cutoff: ContinuousClock.Instant) {
            let expired = order.filter { id in
                guard let entry = entries[id] else { return true }
                return entry.lastUsed <= cutoff && !entry.session.isInUse
            }
            guard !expired.isEmpty else { return }
            for id in expired { entries[id] = nil }
            let gone = Set(expired)
            order.removeAll { gone.contains($0) }
        }

        /// Marks session `id` as used at `time`: it moves to the end of ``order``.
        mutating func touch(_ id: String, at time: ContinuousClock.Instant) {
            entries[id]?.lastUsed = time
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
    convenience init(
        limits: Limits = .standard, now: @escaping @Sendable () -> ContinuousClock.Instant = { .now },
        makeAgent: @escaping @Sendable () throws -> Agent
    ) {
        self.init(limits: limits, now: now, agentForSession: { _ in try makeAgent() })
    }

    /// Creates an empty registry whose agents know their session's id (`agentForSession`), to
    /// keep their durable approvals under it.
    init(
        limits: Limits = .standard, now: @escaping @Sendable () -> ContinuousClock.Instant = { .now },
        agentForSession: @escaping @Sendable (_ sessionID: String) throws -> Agent
    ) {
        self.limits = Limits(count: max(1, limits.count), idleLimit: limits.idleLimit)
        self.now = now
        self.makeAgent = agentForSession
    }

    /// Sessions kept now, expired ones included until the next lookup drops them.
    var count: Int { state.withLock { $0.entries.count } }

    /// The agent of the session `id`, if there is one that has not expired; using it counts
    /// as a use, so the idle limit starts again.
    func agent(for id: String?) -> Agent? {
        session(for: id)?.agent
    }

    /// The session `id`, if there is one that has not expired; using it counts as a use.
    func session(for id: String?) -> WebSession? {
        state.withLock { state in
            // Read under the lock, so `order` stays sorted by the time of use.
            let time = now()
            state.dropUsed(atOrBefore: time - limits.idleLimit)
            guard let id, let session = state.entries[id]?.session else { return nil }
            state.touch(id, at: time)
            return session
        }
    }

    /// A new session: its id and agent. See ``createSession()``.
    func create() throws -> (id: String, agent: Agent) {
        let session = try createSession()
        return (session.id, session.agent)
    }

    /// A new session. Expired sessions go first; then, while there are more than the count
    /// limit, the least recently used ones that are not in use (no request running, no event
    /// stream open).
    ///
    /// - Throws: ``WebError/tooManySessions(limit:)`` when every session is in use, so none can
    ///   make room; whatever `makeAgent` throws.
    func createSession() throws -> WebSession {
        let id = Self.randomID()
        return try add(WebSession(id: id, agent: try makeAgent(id)))
    }

    /// Session `id` again, with a new agent (an empty conversation): a session this server
    /// started before it restarted, which the session store remembers. When it is held here
    /// already, that one. Makes room as ``createSession()`` does.
    ///
    /// - Throws: ``WebError/tooManySessions(limit:)``; whatever `makeAgent` throws.
    func restoreSession(id: String) throws -> WebSession {
        if let session = session(for: id) { return session }
        return try add(WebSession(id: id, agent: try makeAgent(id)))
    }

    /// Keeps `session`, making room first; a session with its id added meanwhile wins.
    private func add(_ session: WebSession) throws -> WebSession {
        try state.withLock { (state) throws(WebError) -> WebSession in
            let time = now()
            state.dropUsed(atOrBefore: time - limits.idleLimit)
            if let held = state.entries[session.id]?.session {
                state.touch(session.id, at: time)
                return held
            }
            while state.order.count >= limits.count {
                guard let index = state.order.firstIndex(where: { state.entries[$0]?.session.isInUse != true }) else {
                    throw WebError.tooManySessions(limit: limits.count)
                }
                state.entries[state.order.remove(at: index)] = nil
            }
            state.entries[session.id] = Entry(session: session, lastUsed: time)
            state.order.append(session.id)
            return session
        }
    }

    /// Whether `id` has the shape of ``randomID()``'s ids (32 lowercase hex digits): only such a
    /// cookie is looked up in the session store.
    static func isWellFormed(_ id: String) -> Bool {
        id.utf8.count == 32 && id.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
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

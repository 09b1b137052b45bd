import AgentSkill
import Foundation
import Synchronization

/// One ``Agent`` per browser session, by the id in the session cookie.
final class SessionRegistry: Sendable {
    /// The cookie that carries the session id.
    static let cookieName = "agentskill_session"

    private let makeAgent: @Sendable () throws -> Agent
    private let limit: Int
    private let state = Mutex(State())

    private struct State {
        var agents: [String: Agent] = [:]
        /// Session ids, oldest first, for dropping the oldest past the limit.
        var order: [String] = []
    }

    init(limit: Int, makeAgent: @escaping @Sendable () throws -> Agent) {
        self.limit = limit
        self.makeAgent = makeAgent
    }

    /// The agent of the session `id`, if there is one.
    func agent(for id: String?) -> Agent? {
        guard let id else { return nil }
        return state.withLock { $0.agents[id] }
    }

    /// A new session: its id and agent. The oldest session goes when there are too many.
    func create() throws -> (id: String, agent: Agent) {
        let agent = try makeAgent()
        let id = Self.randomID()
        state.withLock { state in
            state.agents[id] = agent
            state.order.append(id)
            while state.order.count > limit {
                state.agents[state.order.removeFirst()] = nil
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

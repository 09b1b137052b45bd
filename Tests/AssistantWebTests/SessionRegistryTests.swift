import AgentSkill
import Foundation
import Synchronization
import Testing

@testable import AssistantWeb

/// A monotonic clock that stands still until a test moves it.
final class FakeMonotonicClock: Sendable {
    private let start = ContinuousClock.now
    private let elapsed = Mutex(Duration.zero)

    /// The current fake time.
    var now: ContinuousClock.Instant { start + elapsed.withLock { $0 } }

    /// Moves the time forward by `duration`.
    func advance(by duration: Duration) {
        elapsed.withLock { $0 += duration }
    }
}

/// Holds an agent without keeping it alive, to see when the registry lets it go.
final class WeakAgent: @unchecked Sendable {
    weak var value: Agent?
    init(_ value: Agent) { self.value = value }
}

@Suite struct SessionRegistryTests {
    static func registry(
        count: Int = 64, idleMinutes: Int64 = 30, clock: FakeMonotonicClock
    ) -> SessionRegistry {
        SessionRegistry(
            limits: .init(count: count, idleLimit: .seconds(idleMinutes * 60)), now: { clock.now },
            makeAgent: { try Agent(skills: [TestEchoSkill()]) })
    }

    /// A new session whose agent only the registry holds.
    static func session(in registry: SessionRegistry) throws -> (id: String, agent: WeakAgent) {
        let (id, agent) = try registry.create()
        return (id, WeakAgent(agent))
    }

    @Test(arguments: [(0, true), (29, true), (30, false), (31, false), (600, false)])
    func aSessionExpiresAfterTheIdleLimit(idleMinutes: Int64, survives: Bool) throws {
        let clock = FakeMonotonicClock()
        let registry = Self.registry(clock: clock)
        let (id, _) = try registry.create()
        clock.advance(by: .seconds(idleMinutes * 60))
        #expect((registry.agent(for: id) != nil) == survives)
    }

    @Test func eachUseStartsTheIdleLimitAgain() throws {
        let clock = FakeMonotonicClock()
        let registry = Self.registry(clock: clock)
        let (id, agent) = try registry.create()
        for _ in 0..<10 {
            clock.advance(by: .seconds(20 * 60))
            #expect(registry.agent(for: id) === agent)
        }
    }

    @Test func idleSessionsAreDroppedAndTheirAgentsReleasedWhileUsedOnesSurvive() throws {
        let clock = FakeMonotonicClock()
        let registry = Self.registry(clock: clock)
        let idle = try Self.session(in: registry)
        let used = try Self.session(in: registry)
        clock.advance(by: .seconds(20 * 60))
        #expect(registry.agent(for: used.id) != nil)
        clock.advance(by: .seconds(20 * 60))
        // Any lookup drops what expired, not only a lookup of the expired session itself.
        #expect(registry.agent(for: used.id) != nil)
        #expect(registry.count == 1)
        #expect(idle.agent.value == nil, "the idle session's agent is released")
        #expect(used.agent.value != nil)
        #expect(registry.agent(for: idle.id) == nil)
    }

    @Test func creatingASessionDropsExpiredOnes() throws {
        let clock = FakeMonotonicClock()
        let registry = Self.registry(clock: clock)
        for _ in 0..<5 { _ = try registry.create() }
        clock.advance(by: .seconds(31 * 60))
        _ = try registry.create()
        #expect(registry.count == 1)
    }

    /// Sessions 0, 1, 2 are made a second apart; `used` are then looked up in order; a fourth
    /// session pushes out the one used longest ago.
    @Test(arguments: [([Int](), 0), ([0], 1), ([0, 1], 2), ([2, 1, 0], 2), ([1, 0, 2], 1)])
    func theCountLimitDropsTheLeastRecentlyUsed(used: [Int], dropped: Int) throws {
        let clock = FakeMonotonicClock()
        let registry = Self.registry(count: 3, clock: clock)
        var ids: [String] = []
        for _ in 0..<3 {
            ids.append(try registry.create().id)
            clock.advance(by: .seconds(1))
        }
        for index in used {
            #expect(registry.agent(for: ids[index]) != nil)
            clock.advance(by: .seconds(1))
        }
        _ = try registry.create()
        #expect(registry.count == 3)
        for (index, id) in ids.enumerated() where index != dropped {
            #expect(registry.agent(for: id) != nil, "session \(index) stays")
        }
        #expect(registry.agent(for: ids[dropped]) == nil, "session \(dropped) was used longest ago")
    }

    @Test func unknownAndMissingIDsHaveNoAgent() throws {
        let registry = Self.registry(clock: FakeMonotonicClock())
        _ = try registry.create()
        #expect(registry.agent(for: nil) == nil)
        #expect(registry.agent(for: "0123456789abcdef0123456789abcdef") == nil)
    }

    @Test func theAppStartsANewSessionWhenTheOldOneExpired() async throws {
        let clock = FakeMonotonicClock()
        let app = WebApp(
            sessionIdleLimit: .seconds(60), now: { clock.now }, makeAgent: { try Agent(skills: [TestEchoSkill()]) })
        func start(_ cookie: String?) async -> HTTPResponse {
            var headers = ["Content-Type": "application/json"]
            if let cookie { headers["Cookie"] = cookie }
            return await app.handle(
                HTTPRequest(method: "POST", path: "/api/session", headers: headers, body: Data("{}".utf8)))
        }
        func setCookie(_ response: HTTPResponse) -> String? {
            response.headers.first { $0.name == "Set-Cookie" }?.value.split(separator: ";").first.map(String.init)
        }
        let cookie = try #require(setCookie(await start(nil)))
        clock.advance(by: .seconds(59))
        let resumed = await start(cookie)
        #expect(setCookie(resumed) == nil, "still the same session")
        if case .data(let body) = resumed.body { #expect(String(decoding: body, as: UTF8.self).contains("resumed")) }
        clock.advance(by: .seconds(60))
        // A GET never starts a session, even with a stale cookie.
        let get = await app.handle(HTTPRequest(method: "GET", path: "/api/messages", headers: ["Cookie": cookie]))
        #expect(setCookie(get) == nil)
        let renewed = try #require(setCookie(await start(cookie)))
        #expect(renewed != cookie)
    }
}

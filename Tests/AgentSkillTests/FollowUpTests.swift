import AgentSkill
import Foundation
import SkillJSON
import SkillStore
import Synchronization
import TestSupport
import Testing

/// A timer: schedules "time is up" `minutes` from now, or a `say` call when `say` is given.
private struct TimerSkill: Skill {
    let id = "timer.start"
    let description = "Starts a timer"
    var keywords: [String] { ["timer"] }
    func arguments(for match: KeywordMatch) -> JSONValue { ["minutes": .number(Double(Int(match.rest) ?? 0))] }
    var parameters: JSONSchema {
        .object(["minutes": .integer(minimum: 0), "say": .string()], required: ["minutes"])
    }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        let minutes = arguments["minutes"]?.intValue ?? 0
        let due = context.now.addingTimeInterval(Double(minutes) * 60)
        let action: FollowUp.Action =
            if let say = arguments["say"]?.stringValue {
                .run(Invocation("say", arguments: ["text": .string(say)]))
            } else {
                .message("⏰ \(minutes) minutes are up")
            }
        let followUp = try await context.schedule(action, at: due)
        return SkillOutput("Timer \(followUp.id) set for \(minutes) minutes")
    }
}

/// A clock a test moves by hand; timers armed on it fire when the time passes them.
private final class HandClock: Sendable {
    private struct State {
        var now: Date
        var timers: [(due: Date, id: Int, action: @Sendable () -> Void)] = []
        var nextID = 0
    }

    private let state: Mutex<State>

    init(_ start: Date) { state = Mutex(State(now: start)) }

    var clock: AgentClock {
        var clock = AgentClock(now: { [self] in state.withLock { $0.now } }, sleep: { _ in })
        clock.schedule = { [self] duration, action in
            let id = state.withLock { state -> Int in
                let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
                state.nextID += 1
                state.timers.append((state.now.addingTimeInterval(seconds), state.nextID, action))
                return state.nextID
            }
            return { [self] in state.withLock { $0.timers.removeAll { $0.id == id } } }
        }
        return clock
    }

    /// How many timers are armed.
    var armed: Int { state.withLock { $0.timers.count } }

    /// Moves the time on and fires every timer it passes.
    func advance(by seconds: TimeInterval) {
        let due = state.withLock { state -> [@Sendable () -> Void] in
            state.now = state.now.addingTimeInterval(seconds)
            let now = state.now
            let fired = state.timers.filter { $0.due <= now }
            state.timers.removeAll { $0.due <= now }
            return fired.map(\.action)
        }
        for action in due { action() }
    }
}

@Suite struct FollowUpTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    static func agent(
        clock: AgentClock, followUps: (any FollowUpStore)? = nil, conversationID: String = "main"
    ) throws -> Agent {
        let configuration = AgentConfiguration(
            defaultTimeout: nil, approvalTimeout: nil, clock: clock, timeZone: .gmt, followUps: followUps,
            conversationID: conversationID)
        return try Agent(skills: [TimerSkill(), SaySkill()], configuration: configuration)
    }

    @Test func aMessageIsDeliveredOnceWhenDue() async throws {
        let time = HandClock(Self.start)
        let agent = try Self.agent(clock: time.clock)
        #expect(await agent.send("timer 20").text == "Timer 1 set for 20 minutes")
        #expect(try await agent.pendingFollowUps().map(\.due) == [Self.start.addingTimeInterval(1200)])
        #expect(try await agent.deliverDueFollowUps().isEmpty)
        time.advance(by: 1200)
        let delivered = try await agent.deliverDueFollowUps()
        #expect(delivered.map(\.text) == ["⏰ 20 minutes are up"])
        #expect(delivered.first?.skillID == "timer.start")
        #expect(await agent.history.last == delivered.first)
        #expect(try await agent.deliverDueFollowUps().isEmpty)
        #expect(try await agent.pendingFollowUps().isEmpty)
    }

    @Test func aSkillCallRunsThroughTheAgentWhenDue() async throws {
        let time = HandClock(Self.start)
        let agent = try Self.agent(clock: time.clock)
        _ = await agent.invoke(Invocation("timer.start", arguments: ["minutes": 5, "say": "stretch"]))
        time.advance(by: 300)
        let events = agent.events
        let delivered = try await agent.deliverDueFollowUps()
        #expect(delivered.map(\.text) == ["stretch"])
        #expect(delivered.first?.skillID == "say")
        var kinds: [AgentEvent.Kind] = []
        for await event in events {
            kinds.append(event.kind)
            if case .requestFinished = event.kind { break }
        }
        #expect(kinds.contains(.skillStarted(skillID: "say", arguments: ["text": "stretch"])))
    }

    @Test func followUpsSurviveARestartAndAreDeliveredOnce() async throws {
        try await TemporaryDirectory.with("agentskill-follow-ups") { folder in
            let path = folder.appending(path: "store.sqlite").path
            var migrator = Migrator()
            AgentSchema.register(in: &migrator)
            let first = try SkillStore(path: path)
            try migrator.migrate(first)
            let time = HandClock(Self.start)
            let before = try Self.agent(clock: time.clock, followUps: SQLiteFollowUpStore(first))
            _ = await before.send("timer 1")
            // Another process (another store over the same file) starts later and delivers it.
            let second = try SkillStore(path: path)
            try migrator.migrate(second)
            time.advance(by: 60)
            let after = try Self.agent(clock: time.clock, followUps: SQLiteFollowUpStore(second))
            #expect(try await after.deliverDueFollowUps().map(\.text) == ["⏰ 1 minutes are up"])
            #expect(try await before.deliverDueFollowUps().isEmpty)
            #expect(try await after.deliverDueFollowUps().isEmpty)
        }
    }

    @Test func anotherConversationsFollowUpsStayThere() async throws {
        let time = HandClock(Self.start)
        let shared = InMemoryFollowUpStore()
        let chat = try Self.agent(clock: time.clock, followUps: shared, conversationID: "chat")
        let other = try Self.agent(clock: time.clock, followUps: shared, conversationID: "other")
        _ = await chat.send("timer 0")
        #expect(try await other.deliverDueFollowUps().isEmpty)
        #expect(try await chat.deliverDueFollowUps().count == 1)
    }

    @Test func theLoopWakesForANewFollowUpAndDeliversItWhenDue() async throws {
        let time = HandClock(Self.start)
        let agent = try Self.agent(clock: time.clock)
        let delivered = Mutex<[String]>([])
        let loop = Task {
            await agent.runFollowUps(onDelivery: { message in delivered.withLock { $0.append(message.text) } })
        }
        defer { loop.cancel() }
        try await waitUntil { time.armed == 1 }  // asleep for at most a minute
        _ = await agent.send("timer 20")
        // The new follow-up woke the loop; it sleeps again, now until the follow-up is due.
        time.advance(by: 60)
        try await waitUntil { time.armed == 1 }
        #expect(delivered.withLock { $0 }.isEmpty)
        time.advance(by: 1140)
        try await waitUntil { delivered.withLock { $0 } == ["⏰ 20 minutes are up"] }
    }

    @Test func aContextWithoutAnAgentCannotSchedule() async {
        let context = SkillContext(skillID: "timer.start")
        await #expect(throws: AgentError.followUpsUnavailable) {
            try await context.schedule(.message("hi"), at: Date())
        }
    }

    @Test(arguments: [
        FollowUp.Action.message("⏰ <b>done</b> \u{0}"), .run(Invocation("say", arguments: ["text": "a\"b"])),
    ])
    func actionsRoundTripThroughJSON(_ action: FollowUp.Action) {
        #expect(FollowUp.Action(json: action.jsonValue) == action)
    }

    @Test(arguments: ["agent.write", "audit.read", "store.write", "sqlite.read"])
    func theAgentsTablesAreNeverGrantedToSkills(_ permission: String) {
        #expect(StoreAccess(permissions: [SkillPermission(rawValue: permission)]) == nil)
    }
}

/// Waits (yielding, with no clock) until `condition` holds; fails after many tries.
private func waitUntil(_ condition: @Sendable () -> Bool) async throws {
    for _ in 0..<100_000 {
        if condition() { return }
        await Task.yield()
    }
    Issue.record("the condition never held")
}

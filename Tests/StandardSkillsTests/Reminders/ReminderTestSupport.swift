import AgentSkill
import Foundation
import SkillJSON
import SkillStore
import Synchronization
import TestSupport

@testable import StandardSkills

/// A clock a test moves by hand; timers armed on it fire when the time passes them, and sleeping
/// returns at once.
final class HandClock: Sendable {
    private struct State {
        var now: Date
        var timers: [(due: Date, id: Int, action: @Sendable () -> Void)] = []
        var nextID = 0
    }

    private let state: Mutex<State>

    init(_ start: Date) { state = Mutex(State(now: start)) }

    var clock: AgentClock {
        var clock = AgentClock(now: { [self] in now }, sleep: { _ in })
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

    /// The time now.
    var now: Date { state.withLock { $0.now } }

    /// When the armed timers are due, soonest first.
    var armed: [Date] { state.withLock { $0.timers.map(\.due).sorted() } }

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

/// An agent with the reminder skills over a real database file, its alarms ringing through a
/// ``ReminderFollowUps`` started at the clock's time: "now" is Wednesday 2026-12-02 10:00 in Shanghai.
struct ReminderHarness {
    /// 2026-12-02T10:00 in Shanghai.
    static let start = Date(timeIntervalSince1970: 1_796_176_800)
    static let shanghai = TimeZone(identifier: "Asia/Shanghai") ?? .gmt

    let directory: String
    let store: SkillStore
    let time: HandClock
    let agent: Agent

    init(
        directory: String? = nil, time: HandClock = HandClock(start), approver: Approver = .always(true),
        locale: String = "en_US"
    ) throws {
        let path = directory ?? TemporaryDirectory.url("reminders").path
        self.directory = path
        self.time = time
        store = try StandardSchema.openStore(in: path)
        let followUps = ReminderFollowUps(
            base: SQLiteFollowUpStore(store), store: store, started: time.now,
            language: ReplyLanguage(locale: Locale(identifier: locale)))
        agent = try Agent(
            skills: StandardSkills.reminderSkills(),
            configuration: AgentConfiguration(
                defaultTimeout: nil, approvalTimeout: nil, clock: time.clock, timeZone: Self.shanghai,
                locale: Locale(identifier: locale), approver: approver, store: store, followUps: followUps))
    }

    /// Runs `skill` with `arguments` as if the person had typed `request`; returns the answer's text.
    func run(_ skill: String, _ arguments: JSONValue, request: String) async -> String {
        await agent.invoke(Invocation(skill, arguments: arguments), request: request).text
    }

    /// The book, with full access.
    var book: ReminderBook { ReminderBook(ScopedStore(store, access: .full)) }

    func cleanUp() { try? FileManager.default.removeItem(atPath: directory) }
}

/// Polls `condition` every 10 ms for up to 60 seconds (generous: a loaded machine may take
/// seconds to run a task); a condition that holds returns at once.
func eventually(_ condition: @Sendable () async -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(60)
    while ContinuousClock.now < deadline {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return false
}

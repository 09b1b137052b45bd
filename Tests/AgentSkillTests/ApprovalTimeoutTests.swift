import AgentSkill
import Foundation
import SkillJSON
import Synchronization
import TestSupport
import Testing

/// A clock whose scheduled actions run only when the test fires them.
final class ManualTimers: Sendable {
    private let pending = Mutex<[(Duration, @Sendable () -> Void)]>([])
    var scheduled: [Duration] { pending.withLock { $0.map(\.0) } }

    func clock() -> AgentClock {
        var clock = SleepRecorder().clock()
        clock.schedule = { [self] duration, action in
            pending.withLock { $0.append((duration, action)) }
            return {}
        }
        return clock
    }

    /// Runs every action scheduled for `duration`.
    func fire(_ duration: Duration) {
        let due = pending.withLock { list in list.filter { $0.0 == duration }.map(\.1) }
        for action in due { action() }
    }
}

@Suite(.timeLimit(.minutes(1))) struct ApprovalTimeoutTests {
    /// Finding 1: an approval nobody answers ends at the timeout as a denial that says so, in
    /// both languages; the skill never runs and the agent is idle again.
    @Test func anUnansweredApprovalIsDeniedAtTheTimeout() async throws {
        let counter = RunCounter()
        let timers = ManualTimers()
        var configuration = AgentConfiguration.testing(approver: .events)
        configuration.approvalTimeout = .seconds(120)
        configuration.clock = timers.clock()
        let agent = try Agent(skills: [DeleteSkill(counter: counter)], configuration: configuration)
        let events = agent.events
        let watcher = Task {
            for await event in events {
                if case .approvalRequested = event.kind { return true }
            }
            return false
        }
        let reply = Task { await agent.send("delete old note") }
        #expect(await watcher.value)
        #expect(timers.scheduled.contains(.seconds(120)))
        timers.fire(.seconds(120))
        let answer = await reply.value
        let denial = PermissionDenial.timedOut(.effect(.destructive), after: .seconds(120))
        #expect(answer.error == .permissionDenied(skillID: "notes.delete", reason: denial))
        #expect(answer.text.contains("nobody answered within 2 minutes"), "\(answer.text)")
        #expect(denial.message(in: .chinese).contains("2 分钟内没有人回应"))
        #expect(counter.count("notes.delete") == 0)
        #expect(agent.pendingApprovals.isEmpty)
        #expect(await agent.phase == .idle)
        #expect(await agent.pendingRequests == 0)
    }

    /// A front end whose last page went away cancels what waits.
    @Test func cancellingPendingApprovalsAnswersTheRequest() async throws {
        let counter = RunCounter()
        let agent = try Agent(
            skills: [DeleteSkill(counter: counter)], configuration: .testing(approver: .events))
        let events = agent.events
        let watcher = Task {
            for await event in events {
                if case .approvalRequested = event.kind { return true }
            }
            return false
        }
        let reply = Task { await agent.send("delete x") }
        #expect(await watcher.value)
        #expect(agent.cancelPendingApprovals() == 1)
        #expect(await reply.value.error == .cancelled)
        #expect(counter.count("notes.delete") == 0)
    }
}

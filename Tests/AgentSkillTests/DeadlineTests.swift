import Foundation
import SkillJSON
import Synchronization
import TestSupport
import Testing

@testable import AgentSkill

/// The shared watchdog behind `AgentClock.system`, on the real clock with millisecond deadlines.
@Suite(.timeLimit(.minutes(1))) struct DeadlineWatchdogTests {
    /// Schedules on `watchdog` and returns a stream that yields once the action ran.
    func fired(_ watchdog: DeadlineWatchdog, after duration: Duration) -> (AsyncStream<Void>, @Sendable () -> Void) {
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
        let cancel = watchdog.schedule(after: duration) {
            continuation.yield()
            continuation.finish()
        }
        return (stream, cancel)
    }

    @Test func aDeadlineFires() async {
        let watchdog = DeadlineWatchdog()
        let (fired, _) = fired(watchdog, after: .milliseconds(2))
        var iterator = fired.makeAsyncIterator()
        #expect(await iterator.next() != nil)
        #expect(watchdog.pendingCount == 0)
    }

    @Test func aCancelledDeadlineNeverFires() async {
        let watchdog = DeadlineWatchdog()
        let ran = Mutex(false)
        let cancel = watchdog.schedule(after: .milliseconds(1)) { ran.withLock { $0 = true } }
        cancel()
        let (later, _) = fired(watchdog, after: .milliseconds(5))
        var iterator = later.makeAsyncIterator()
        _ = await iterator.next()
        #expect(ran.withLock { $0 } == false)
        #expect(watchdog.pendingCount == 0)
    }

    @Test func anEarlierDeadlineWakesTheWatchdogSooner() async {
        let watchdog = DeadlineWatchdog()
        let (slow, cancelSlow) = fired(watchdog, after: .seconds(3600))
        let (quick, _) = fired(watchdog, after: .milliseconds(2))
        var iterator = quick.makeAsyncIterator()
        #expect(await iterator.next() != nil)
        #expect(watchdog.pendingCount == 1)
        cancelSlow()
        #expect(watchdog.pendingCount == 0)
        _ = slow
    }

    @Test func manyDeadlinesFireInOrderOfTime() async {
        let watchdog = DeadlineWatchdog()
        let order = Mutex<[Int]>([])
        let (done, continuation) = AsyncStream.makeStream(of: Void.self)
        for (index, milliseconds) in [8, 2, 5].enumerated() {
            _ = watchdog.schedule(after: .milliseconds(milliseconds)) {
                let count = order.withLock { order in
                    order.append(index)
                    return order.count
                }
                if count == 3 { continuation.finish() }
            }
        }
        for await _ in done {}
        #expect(order.withLock { $0 } == [1, 2, 0])
    }
}

@Suite(.timeLimit(.minutes(1))) struct RealClockTimeoutTests {
    @Test func systemClockTimesOutAStuckSkill() async throws {
        let gate = Gate()
        let agent = try Agent(
            skills: [StuckSkill(gate: gate)],
            configuration: AgentConfiguration(defaultTimeout: .milliseconds(20), clock: .system, timeZone: .gmt))
        let reply = await agent.send("stuck")
        #expect(reply.text == "stuck timed out after 20 ms")
        gate.open()
    }
}

/// A pure skill that runs inline and records whether it ran.
final class InlineProbe: Skill {
    let id = "probe"
    let description = "Runs inline"
    let runs = Mutex(0)
    var keywords: [String] { ["probe"] }
    var execution: SkillExecution { .inline }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        runs.withLock { $0 += 1 }
        return SkillOutput("probed \(arguments["text"]?.stringValue ?? "")")
    }
}

@Suite(.timeLimit(.minutes(1))) struct InlineExecutionTests {
    @Test func inlineSkillsAnswerLikeAnyOther() async throws {
        let probe = InlineProbe()
        let agent = try Agent(skills: [probe], configuration: .testing(timeout: .seconds(10)))
        let events = agent.events
        #expect(await agent.send("probe me").text == "probed me")
        #expect(phases(await drain(events)) == [.thinking, .executing(skillID: "probe"), .responding, .idle])
        #expect(probe.runs.withLock { $0 } == 1)
    }

    @Test func aCancelledRequestNeverStartsAnInlineSkill() async throws {
        let gate = Gate()
        let probe = InlineProbe()
        let agent = try Agent(skills: [StuckSkill(gate: gate), probe], configuration: .testing(policy: .queue))
        let watcher = agent.events
        let first = Task { await agent.send("stuck") }
        await waitUntilExecuting("stuck", in: watcher)
        let second = Task { await agent.send("probe me") }
        while await agent.pendingRequests < 2 { await Task.yield() }
        await agent.cancel()
        #expect(await first.value.error == .cancelled)
        #expect(await second.value.error == .cancelled)
        #expect(probe.runs.withLock { $0 } == 0)
        gate.open()
    }
}

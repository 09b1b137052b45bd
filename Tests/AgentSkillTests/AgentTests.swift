import AgentSkill
import Foundation
import SkillJSON
import Synchronization
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1))) struct AgentTests {
    @Test func seedMockAnswersTestRequest() async throws {
        let agent = try Agent(skills: [MockSkill()], configuration: .testing())
        let reply = await agent.send("测试")
        #expect(reply.text == "测试成功")
        #expect(reply.skillID == "mock")
        #expect(await agent.history.map(\.text) == ["测试", "测试成功"])
        #expect(await agent.history.map(\.role) == [.user, .assistant])
    }

    @Test func successfulRequestGoesThroughEveryPhaseInOrder() async throws {
        let agent = try Agent(skills: [SaySkill()], configuration: .testing())
        let events = agent.events
        let reply = await agent.send("say hi")
        let log = await drain(events)
        #expect(reply.text == "hi")
        #expect(reply.data == ["text": "hi", "length": 2])
        #expect(phases(log) == [.thinking, .executing(skillID: "say"), .responding, .idle])
        #expect(log.contains(.skillStarted(skillID: "say", arguments: ["text": "hi"])))
        #expect(await agent.phase == .idle)
    }

    @Test func failingSkillBecomesAMessageAndTheAgentKeepsServing() async throws {
        let agent = try Agent(skills: [BoomSkill(), SaySkill()], configuration: .testing())
        let events = agent.events
        let failed = await agent.send("boom")
        #expect(failed.text == "boom failed: disk on fire")
        #expect(failed.error == .skillFailed(skillID: "boom", reason: "disk on fire"))
        #expect(failed.skillID == "boom")
        let log = await drain(events)
        #expect(phases(log) == [.thinking, .executing(skillID: "boom"), .responding, .idle])
        #expect(
            log.contains(.skillFailed(skillID: "boom", error: .skillFailed(skillID: "boom", reason: "disk on fire"))))
        #expect(await agent.send("say still alive").text == "still alive")
    }

    @Test func failureIsReportedInChineseForAChineseRequest() async throws {
        let agent = try Agent(skills: [BoomSkill()], configuration: .testing())
        #expect(await agent.send("boom 一下").text == "「boom」出错：disk on fire")
    }

    @Test func timeoutReleasesTheAgentEvenWhenTheSkillIgnoresCancellation() async throws {
        let gate = Gate()
        let recorder = SleepRecorder()
        let agent = try Agent(
            skills: [StuckSkill(gate: gate), SaySkill()],
            configuration: .testing(recorder: recorder, timeout: .seconds(10)))
        let events = agent.events
        let reply = await agent.send("stuck")
        #expect(reply.text == "stuck timed out after 10 s")
        #expect(reply.error == .timedOut(skillID: "stuck", after: .seconds(10)))
        #expect(recorder.recorded == [.seconds(10)])
        #expect(phases(await drain(events)) == [.thinking, .executing(skillID: "stuck"), .responding, .idle])
        gate.open()
    }

    @Test func skillTimeoutOverridesTheAgentDefault() async throws {
        struct Quick: Skill {
            let id = "quick"
            let description = "Has its own timeout"
            var keywords: [String] { ["quick"] }
            var timeout: Duration? { .milliseconds(1500) }
            func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
                try await Task.sleep(for: .seconds(3600))
                return SkillOutput("late")
            }
        }
        let recorder = SleepRecorder()
        let agent = try Agent(skills: [Quick()], configuration: .testing(recorder: recorder, timeout: .seconds(10)))
        #expect(await agent.send("quick").text == "quick timed out after 1.5 s")
        #expect(recorder.recorded == [.milliseconds(1500)])
    }

    @Test func retryableErrorsAreRetriedWithExponentialBackoff() async throws {
        let flaky = FlakySkill(failures: 2)
        let recorder = SleepRecorder()
        let agent = try Agent(skills: [flaky], configuration: .testing(recorder: recorder))
        let events = agent.events
        let reply = await agent.send("flaky")
        #expect(reply.text == "ok after 3")
        #expect(recorder.recorded == [.milliseconds(200), .milliseconds(400)])
        let log = await drain(events)
        #expect(
            log.filter { if case .skillRetrying = $0 { true } else { false } } == [
                .skillRetrying(skillID: "flaky", attempt: 1, delay: .milliseconds(200), reason: "connection reset"),
                .skillRetrying(skillID: "flaky", attempt: 2, delay: .milliseconds(400), reason: "connection reset"),
            ])
        #expect(phases(log) == [.thinking, .executing(skillID: "flaky"), .responding, .idle])
    }

    @Test func retriesStopAfterMaxAttempts() async throws {
        let flaky = FlakySkill(failures: 5)
        let agent = try Agent(skills: [flaky], configuration: .testing())
        #expect(await agent.send("flaky").text == "flaky failed: connection reset")
        #expect(flaky.attempts.withLock { $0 } == 3)
    }

    @Test func nonRetryableErrorsAreNotRetried() async throws {
        let flaky = FlakySkill(failures: 1, retryable: false)
        let recorder = SleepRecorder()
        let agent = try Agent(skills: [flaky], configuration: .testing(recorder: recorder))
        #expect(await agent.send("flaky").text == "flaky failed: bad request")
        #expect(flaky.attempts.withLock { $0 } == 1)
        #expect(recorder.recorded.isEmpty)
    }

    @Test func explicitCancelEndsTheRequestInFlight() async throws {
        let agent = try Agent(skills: [SleepySkill(), SaySkill()], configuration: .testing())
        let events = agent.events
        let watcher = agent.events
        let request = Task { await agent.send("sleepy") }
        await waitUntilExecuting("sleepy", in: watcher)
        await agent.cancel()
        let reply = await request.value
        #expect(reply.text == "cancelled")
        #expect(reply.error == .cancelled)
        let log = await drain(events)
        #expect(phases(log) == [.thinking, .executing(skillID: "sleepy"), .responding, .idle])
        #expect(log.contains(.requestCancelled))
        #expect(await agent.send("say next").text == "next")
    }

    @Test func cancellingTheCallerCancelsTheRequest() async throws {
        let agent = try Agent(skills: [SleepySkill()], configuration: .testing())
        let watcher = agent.events
        let request = Task { await agent.send("sleepy") }
        await waitUntilExecuting("sleepy", in: watcher)
        request.cancel()
        #expect(await request.value.error == .cancelled)
    }

    @Test func newMessageCancelsTheOneInFlightUnderThatPolicy() async throws {
        let agent = try Agent(skills: [SleepySkill(), SaySkill()], configuration: .testing(policy: .cancelInFlight))
        let watcher = agent.events
        let first = Task { await agent.send("sleepy") }
        await waitUntilExecuting("sleepy", in: watcher)
        let second = await agent.send("say second")
        #expect(await first.value.error == .cancelled)
        #expect(second.text == "second")
        #expect(await agent.history.map(\.text) == ["sleepy", "cancelled", "say second", "second"])
    }

    @Test func newMessageWaitsItsTurnUnderTheQueuePolicy() async throws {
        let gate = Gate()
        let agent = try Agent(skills: [StuckSkill(gate: gate), SaySkill()], configuration: .testing(policy: .queue))
        let watcher = agent.events
        let first = Task { await agent.send("stuck") }
        await waitUntilExecuting("stuck", in: watcher)
        let second = Task { await agent.send("say second") }
        while await agent.pendingRequests < 2 { await Task.yield() }
        #expect(await agent.phase == .executing(skillID: "stuck"))
        gate.open()
        #expect(await first.value.text == "stuck done")
        #expect(await second.value.text == "second")
        #expect(await agent.history.map(\.text) == ["stuck", "stuck done", "say second", "second"])
    }

    @Test func invalidArgumentsAreReportedWithPathsAndTheSkillNeverRuns() async throws {
        let agent = try Agent(skills: [SaySkill()], configuration: .testing())
        let events = agent.events
        let reply = await agent.send("say")
        #expect(
            reply.error == .invalidArguments(skillID: "say", problems: ["$.text: length 0 is shorter than minLength 1"])
        )
        #expect(reply.text == "say got invalid arguments: $.text: length 0 is shorter than minLength 1")
        #expect(!(await drain(events)).contains { if case .skillStarted = $0 { true } else { false } })
    }

    @Test func noMatchListsWhatTheAgentCanDo() async throws {
        let agent = try Agent(skills: [MockSkill(), SaySkill()], configuration: .testing())
        let reply = await agent.send("book a flight")
        #expect(
            reply.text == """
                I can't do “book a flight” yet. I can help with:
                • mock — Answers 测试成功
                • say — Says the text
                """)
        #expect(reply.skillID == nil)
        let chinese = await agent.send("订机票")
        #expect(chinese.text.hasPrefix("我还不会处理“订机票”。我会这些："))
    }

    @Test func historyIsBounded() async throws {
        let agent = try Agent(skills: [SaySkill()], configuration: .testing(historyLimit: 3))
        for word in ["one", "two", "three"] { await agent.send("say \(word)") }
        let history = await agent.history
        #expect(history.map(\.text) == ["two", "say three", "three"])
        #expect(history.map(\.id) == [4, 5, 6])
    }

    @Test func everySubscriberSeesEveryEvent() async throws {
        let agent = try Agent(skills: [SaySkill()], configuration: .testing())
        let first = agent.events
        let second = agent.events
        await agent.send("say hi")
        let a = await drain(first)
        let b = await drain(second)
        #expect(a == b)
        #expect(a.count >= 6)
    }

    @Test func messagesUseTheInjectedClock() async throws {
        let agent = try Agent(skills: [SaySkill()], configuration: .testing())
        let reply = await agent.send("say hi")
        #expect(reply.date == Date(timeIntervalSince1970: 1_800_000_000))
    }

    @Test func routerErrorsBecomeAnAnswer() async throws {
        struct BrokenRouter: Router {
            struct Broken: Error, CustomStringConvertible { var description: String { "model offline" } }
            func route(_ text: String, context: RoutingContext) async throws -> Routing { throw Broken() }
        }
        let agent = try Agent(skills: [SaySkill()], router: BrokenRouter(), configuration: .testing())
        let reply = await agent.send("say hi")
        #expect(reply.text == "could not route the request: model offline")
        #expect(await agent.send("说点什么").text == "无法理解这条请求：model offline")
    }

    @Test func routerSeesRecentTurns() async throws {
        final class Spy: Router {
            let seen = Mutex<[Int]>([])
            func route(_ text: String, context: RoutingContext) async throws -> Routing {
                seen.withLock { $0.append(context.conversation.turns.count) }
                return Routing(.reply("ok"))
            }
        }
        let spy = Spy()
        let agent = try Agent(skills: [], router: spy, configuration: .testing())
        await agent.send("a")
        await agent.send("b")
        #expect(spy.seen.withLock { $0 } == [1, 3])
    }
}

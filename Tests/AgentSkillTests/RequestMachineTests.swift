import Foundation
import SkillJSON
import TestSupport
import Testing

@testable import AgentSkill

/// The request state machine as a value: its events, and the impossible ones it reports.
@Suite struct RequestMachineTests {
    @Test func requestsTakeTheTurnInArrivalOrder() async throws {
        var machine = RequestMachine()
        let first = machine.newRequest()
        let second = machine.newRequest()
        #expect(first.requestID < second.requestID)
        #expect(machine.arrive(first) == .run)
        #expect(machine.current == first.requestID)
        #expect(machine.arrive(second) == .wait)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let queued = machine.wait(RequestMachine.Waiting(token: second, continuation: continuation))
            #expect(queued)
            let order = machine.tokens.map(\.requestID)
            #expect(order == [first.requestID, second.requestID])
            // The first is over: the second is handed the turn (its waiter is resumed).
            let next = try? machine.finish(first.requestID)
            let holder = machine.current
            #expect(holder == second.requestID)
            next?.resume()
        }
        #expect(machine.phase == .idle)
        #expect(try machine.finish(second.requestID) == nil)
        #expect(machine.current == nil)
    }

    @Test func phasesFollowThePhaseMachine() throws {
        var machine = RequestMachine()
        let token = machine.newRequest()
        _ = machine.arrive(token)
        try machine.enter(.thinking, request: token.requestID)
        try machine.enter(.executing(skillID: "say"), request: token.requestID)
        #expect(machine.phase == .executing(skillID: "say"))
        let refused = failure { () throws(AgentError) in try machine.enter(.idle, request: token.requestID) }
        #expect(refused == .invalidTransition(from: .executing(skillID: "say"), to: .idle))
        #expect(machine.phase == .executing(skillID: "say"))
    }

    @Test func impossibleEventsAreReportedNotIgnored() throws {
        var machine = RequestMachine()
        let token = machine.newRequest()
        let early = failure { () throws(AgentError) in try machine.enter(.thinking, request: token.requestID) }
        #expect(early == .invalidRequestEvent("request 1 entered thinking, but no request holds the turn"))
        let unstarted = failure { () throws(AgentError) in _ = try machine.finish(token.requestID) }
        #expect(unstarted != nil)
        _ = machine.arrive(token)
        let stranger = machine.newRequest()
        let wrong = failure { () throws(AgentError) in _ = try machine.finish(stranger.requestID) }
        #expect(wrong == .invalidRequestEvent("request 2 finished, but request 1 holds the turn"))
        #expect(machine.current == token.requestID)
    }

    @Test func eachHandleSeesOnlyItsOwnRequest() async throws {
        let gate = Gate()
        let agent = try Agent(skills: [SaySkill(), StuckSkill(gate: gate)], configuration: .testing())
        let slow = await agent.submit("stuck")
        let quick = await agent.submit("say hi")
        #expect(slow.id < quick.id)
        gate.open()
        var slowKinds: [AgentEvent.Kind] = []
        for await event in slow.updates {
            #expect(event.requestID == slow.id)
            slowKinds.append(event.kind)
        }
        var quickKinds: [AgentEvent.Kind] = []
        for await event in quick.updates {
            #expect(event.requestID == quick.id)
            quickKinds.append(event.kind)
        }
        #expect(await slow.result.text == "stuck done")
        #expect(await quick.result.text == "hi")
        #expect(slowKinds.last == .requestFinished(await slow.result))
        #expect(quickKinds.last == .requestFinished(await quick.result))
        #expect(phases(quickKinds) == [.thinking, .executing(skillID: "say"), .responding, .idle])
    }

    @Test func cancellingAHandleCancelsOnlyItsRequest() async throws {
        let agent = try Agent(skills: [SaySkill(), SleepySkill()], configuration: .testing())
        let sleepy = await agent.submit("sleepy")
        let next = await agent.submit("say after")
        sleepy.cancel()
        #expect(await sleepy.result.error == .cancelled)
        #expect(await next.result.text == "after")
        #expect(await agent.pendingRequests == 0)
    }
}

/// The error `body` throws, or `nil`.
private func failure(_ body: () throws(AgentError) -> Void) -> AgentError? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}

/// Who may answer a request's approvals: the holder of its handle, unless it says it does not.
@Suite struct HandleApprovalTests {
    static func agent(_ counter: RunCounter) throws -> Agent {
        var configuration = AgentConfiguration.testing()
        configuration.approver = .events
        return try Agent(skills: [DeleteSkill(counter: counter)], configuration: configuration)
    }

    @Test func theHandleThatAnswersIsAskedAndTheCallRuns() async throws {
        let counter = RunCounter()
        let agent = try Self.agent(counter)
        let request = await agent.submit("delete old note")
        for await event in request.updates {
            if case .approvalRequested(let approval) = event.kind {
                agent.answerApproval(id: approval.id, approved: true)
            }
        }
        #expect(await request.result.text == "deleted old note")
        #expect(counter.count("notes.delete") == 1)
    }

    @Test func aHandleThatDoesNotAnswerLeavesNobodyToAsk() async throws {
        let counter = RunCounter()
        let agent = try Self.agent(counter)
        let request = await agent.submit("delete old note", answersApprovals: false)
        let reply = await request.result
        #expect(reply.error == .permissionDenied(skillID: "notes.delete", reason: .unanswered(.effect(.destructive))))
        #expect(counter.count("notes.delete") == 0)
    }
}

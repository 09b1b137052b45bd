import AgentSkill
import Foundation
import SkillJSON
import SkillUI
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1))) struct ApprovalFlowTests {
    static let date = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func approvedDestructiveCallRunsAndIsAudited() async throws {
        let counter = RunCounter()
        let log = InMemoryAuditLog()
        let agent = try Agent(
            skills: [DeleteSkill(counter: counter)], configuration: .testing(approver: .events, auditLog: log))
        let events = agent.events
        async let answered = answerApprovals(on: events, of: agent, approved: true)
        let reply = await agent.send("delete old note")
        let log1 = await answered
        #expect(reply.text == "deleted old note")
        #expect(counter.count("notes.delete") == 1)
        let request = ApprovalRequest(
            id: 1, skillID: "notes.delete", summary: "notes.delete: text old note", effect: .destructive,
            arguments: ["text": "old note"], reason: .effect(.destructive))
        #expect(log1.contains(.approvalRequested(request)))
        #expect(log1.contains(.approvalAnswered(id: 1, approved: true)))
        #expect(
            phases(log1) == [
                .thinking, .executing(skillID: "notes.delete"), .awaitingApproval(skillID: "notes.delete"),
                .executing(skillID: "notes.delete"), .responding, .idle,
            ])
        #expect(
            await log.entries == [
                AuditEntry(
                    skillID: "notes.delete", date: Self.date, effect: .destructive,
                    summary: "notes.delete: text old note", outcome: .succeeded)
            ])
        #expect(agent.pendingApprovals.isEmpty)
    }

    @Test func declinedCallNeverRunsAndSaysSoInBothLanguages() async throws {
        let counter = RunCounter()
        let log = InMemoryAuditLog()
        let agent = try Agent(
            skills: [DeleteSkill(counter: counter)], configuration: .testing(approver: .events, auditLog: log))
        let events = agent.events
        async let answered = answerApprovals(on: events, of: agent, approved: false)
        let reply = await agent.send("delete old note")
        let log1 = await answered
        #expect(counter.count("notes.delete") == 0)
        let denial = PermissionDenial.declined(.effect(.destructive))
        #expect(reply.error == .permissionDenied(skillID: "notes.delete", reason: denial))
        #expect(reply.error?.code == "permissionDenied")
        #expect(
            reply.text
                == "notes.delete did not run: it needed approval (it deletes or undoes something) and was not approved. Nothing was changed."
        )
        #expect(
            reply.error?.message(in: .chinese) == "没有执行「notes.delete」：需要批准（这是删除或撤销操作），但没有获得批准。没有做任何更改。")
        #expect(
            phases(log1) == [
                .thinking, .executing(skillID: "notes.delete"), .awaitingApproval(skillID: "notes.delete"),
                .responding, .idle,
            ])
        #expect(!log1.contains { if case .skillStarted = $0 { true } else { false } })
        #expect(await log.entries.map(\.outcome) == [.denied(denial)])
    }

    @Test(arguments: [Approver.nobody, .events])
    func withNobodyToAnswerTheCallIsDenied(approver: Approver) async throws {
        let counter = RunCounter()
        let agent = try Agent(skills: [DeleteSkill(counter: counter)], configuration: .testing(approver: approver))
        // Nobody subscribes to the events, so nobody could answer them.
        let reply = await agent.send("delete x")
        #expect(counter.count("notes.delete") == 0)
        #expect(reply.error == .permissionDenied(skillID: "notes.delete", reason: .unanswered(.effect(.destructive))))
        #expect(reply.text.contains("nobody was there to approve it"))
    }

    @Test func defaultConfigurationDeniesDestructiveCallsAndRunsWrites() async throws {
        let counter = RunCounter()
        // The default permissions and approver; only the skill timeout is off, so a machine busy
        // with other tests cannot time the payment out (this test is about permissions).
        let agent = try Agent(
            skills: [DeleteSkill(counter: counter), PaySkill(counter: counter)],
            configuration: AgentConfiguration(defaultTimeout: nil))
        #expect(await agent.send("delete x").error?.code == "permissionDenied")
        #expect(await agent.send("pay 5000").text == "paid 5000")
        #expect(counter.count("notes.delete") == 0)
    }

    @Test func alwaysApprovingRunsAndStillReportsTheRequest() async throws {
        let counter = RunCounter()
        let agent = try Agent(skills: [DeleteSkill(counter: counter)], configuration: .testing(approver: .always(true)))
        let events = agent.events
        #expect(await agent.send("delete x").text == "deleted x")
        let log = await drain(events)
        #expect(log.contains(.approvalAnswered(id: 1, approved: true)))
        #expect(counter.count("notes.delete") == 1)
    }

    @Test(arguments: [true, false])
    func handlerAnswersWithTheRequestInHand(approve: Bool) async throws {
        let counter = RunCounter()
        let recorder = ApprovalRecorder(approve: approve)
        let agent = try Agent(
            skills: [DeleteSkill(counter: counter)], configuration: .testing(approver: recorder.approver))
        let reply = await agent.send("delete x")
        #expect(recorder.requests.map(\.summary) == ["notes.delete: text x"])
        #expect(counter.count("notes.delete") == (approve ? 1 : 0))
        #expect((reply.error == nil) == approve)
    }

    @Test(arguments: [true, false])
    func chainedInvokeOfADestructiveSkillIsAskedToo(approve: Bool) async throws {
        let counter = RunCounter()
        let log = InMemoryAuditLog()
        let agent = try Agent(
            skills: [DeleteSkill(counter: counter), TidySkill(counter: counter)],
            configuration: .testing(approver: .events, auditLog: log))
        let events = agent.events
        async let answered = answerApprovals(on: events, of: agent, approved: approve)
        let reply = await agent.send("tidy drafts")
        let seen = await answered
        #expect(reply.text == (approve ? "tidied: deleted drafts" : "kept: permissionDenied"))
        #expect(counter.count("notes.delete") == (approve ? 1 : 0))
        #expect(
            phases(seen) == [
                .thinking, .executing(skillID: "tidy"), .awaitingApproval(skillID: "notes.delete"),
                .executing(skillID: "tidy"), .responding, .idle,
            ])
        let outcomes = await log.entries.map { "\($0.skillID) \($0.outcome.code)" }
        #expect(
            outcomes
                == (approve
                    ? ["notes.delete succeeded", "tidy succeeded"] : ["notes.delete denied", "tidy succeeded"]))
    }

    @Test func cancellingWhileAwaitingApprovalRunsNothing() async throws {
        let counter = RunCounter()
        let log = InMemoryAuditLog()
        let agent = try Agent(
            skills: [DeleteSkill(counter: counter)], configuration: .testing(approver: .events, auditLog: log))
        let events = agent.events
        let request = Task { await agent.send("delete x") }
        var seen: [AgentEvent.Kind] = []
        for await event in events {
            seen.append(event.kind)
            if case .approvalRequested = event.kind {
                #expect(agent.pendingApprovals.map(\.id) == [1])
                #expect(await agent.phase == .awaitingApproval(skillID: "notes.delete"))
                await agent.cancel()
            }
            if event.kind == .phaseChanged(.idle) { break }
        }
        let reply = await request.value
        #expect(reply.error == .cancelled)
        #expect(counter.count("notes.delete") == 0)
        #expect(seen.contains(.approvalAnswered(id: 1, approved: false)))
        #expect(seen.contains(.requestCancelled))
        #expect(agent.pendingApprovals.isEmpty)
        #expect(agent.answerApproval(id: 1, approved: true) == false)
        #expect(await log.entries.map(\.outcome) == [.cancelled])
        #expect(counter.count("notes.delete") == 0)
    }

    @Test func cancellingTheCallersTaskWhileAwaitingApprovalRunsNothing() async throws {
        let counter = RunCounter()
        let agent = try Agent(skills: [DeleteSkill(counter: counter)], configuration: .testing(approver: .events))
        let events = agent.events
        let request = Task { await agent.send("delete x") }
        for await event in events {
            if case .approvalRequested = event.kind { request.cancel() }
            if event.kind == .phaseChanged(.idle) { break }
        }
        #expect(await request.value.error == .cancelled)
        #expect(counter.count("notes.delete") == 0)
    }

    @Test func rememberedApprovalIsAskedOncePerSession() async throws {
        let counter = RunCounter()
        let recorder = ApprovalRecorder(approve: true)
        let policy = PermissionPolicy(rules: [
            PermissionRule(skill: "notes.*", decision: .ask, rememberForSession: true)
        ])
        let agent = try Agent(
            skills: [DeleteSkill(counter: counter)],
            configuration: .testing(approver: recorder.approver, policy: policy))
        #expect(await agent.send("delete a").text == "deleted a")
        #expect(await agent.send("delete b").text == "deleted b")
        #expect(recorder.requests.count == 1)
        agent.forgetSessionApprovals()
        #expect(await agent.send("delete c").text == "deleted c")
        #expect(recorder.requests.count == 2)
        #expect(recorder.requests.first?.reason == .rule(number: 1, text: "notes.* → ask (once per session)"))
    }

    @Test func thresholdRuleAsksOnlyAboveTheAmount() async throws {
        let counter = RunCounter()
        let recorder = ApprovalRecorder(approve: false)
        let policy = try PermissionPolicy(json: [
            "rules": [["skill": "ledger.add", "when": ["argument": "amount", "above": 1000], "decision": "ask"]]
        ])
        let agent = try Agent(
            skills: [PaySkill(counter: counter)], configuration: .testing(approver: recorder.approver, policy: policy))
        #expect(await agent.send("pay 1000.00").text == "paid 1000.00")
        let denied = await agent.send("pay 1000.01")
        #expect(denied.error?.code == "permissionDenied")
        #expect(denied.text.contains("rule #1: ledger.add when amount above 1000 → ask"))
        #expect(counter.count("ledger.add") == 1)
    }

    @Test func denyRuleRefusesWithoutAskingAndIsAudited() async throws {
        let counter = RunCounter()
        let log = InMemoryAuditLog()
        let recorder = ApprovalRecorder(approve: true)
        let policy = PermissionPolicy(rules: [PermissionRule(permission: "network", decision: .deny)])
        let agent = try Agent(
            skills: [ForecastSkill(counter: counter)],
            configuration: .testing(approver: recorder.approver, policy: policy, auditLog: log))
        let reply = await agent.send("forecast")
        #expect(
            reply.text
                == "forecast did not run: the permission settings forbid it (rule #1: permission network → deny). Nothing was changed."
        )
        #expect(recorder.requests.isEmpty)
        #expect(counter.count("forecast") == 0)
        #expect(await log.entries.map(\.effect) == [.readOnly])
    }

    @Test func auditRecordsWritesAndFailuresButNotReads() async throws {
        let counter = RunCounter()
        let log = InMemoryAuditLog()
        let agent = try Agent(
            skills: [PaySkill(counter: counter), ForecastSkill(counter: counter), BoomSkill()],
            configuration: .testing(approver: .nobody, auditLog: log))
        _ = await agent.send("pay 35")
        _ = await agent.send("forecast")
        _ = await agent.send("boom")
        #expect(
            await log.entries == [
                AuditEntry(
                    skillID: "ledger.add", date: Self.date, effect: .write, summary: "ledger.add: amount 35",
                    outcome: .succeeded),
                AuditEntry(
                    skillID: "boom", date: Self.date, effect: .write, summary: "boom",
                    outcome: .failed(reason: "boom failed: disk on fire")),
            ])
    }

    @Test func answeringAnUnknownRequestDoesNothing() throws {
        let agent = try Agent(skills: [SaySkill()])
        #expect(agent.answerApproval(id: 42, approved: true) == false)
    }
}

/// The counter, but a tap on − counts as destructive.
struct GuardedCounterSkill: Skill {
    let id = "counter"
    let description = "Counts taps; decrementing needs approval"
    var keywords: [String] { ["counter"] }
    var uiActions: [String] { ["increment", "decrement"] }
    func effect(for arguments: JSONValue) -> SkillEffect {
        arguments["action"] == "decrement" ? .destructive : .readOnly
    }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        try await CounterSkill().execute(arguments, context: context)
    }
    func handle(_ action: UIAction, context: SkillContext) async throws -> SkillOutput {
        try await CounterSkill().handle(action, context: context)
    }
}

@Suite(.timeLimit(.minutes(1))) struct UIActionPermissionTests {
    @Test func aTapGoesThroughThePermissionStageToo() async throws {
        let agent = try Agent(skills: [GuardedCounterSkill()], configuration: .testing())
        _ = await agent.send("counter")
        let denied = await agent.perform(UIAction(componentID: "minus", action: "decrement", payload: ["by": 1]))
        #expect(
            denied.error == .permissionDenied(skillID: "counter", reason: .unanswered(.effect(.destructive))))
        let allowed = await agent.perform(UIAction(componentID: "plus", action: "increment", payload: ["by": 1]))
        #expect(allowed.text == "count: 1")
    }

    /// Without a summary from the skill, a tap is asked about by the skill's name and what the
    /// tapped control showed, never by its component id and payload.
    @Test func aTapIsAskedAboutByTheControlsLabel() async throws {
        let recorder = ApprovalRecorder(approve: false)
        let agent = try Agent(skills: [GuardedCounterSkill()], configuration: .testing(approver: recorder.approver))
        _ = await agent.send("counter")
        _ = await agent.perform(UIAction(componentID: "minus", action: "decrement", payload: ["by": 1]))
        #expect(recorder.requests.map(\.summary) == ["counter: −"])
    }
}

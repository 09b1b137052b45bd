import AgentSkill
import Foundation
import SkillJSON
import SkillStore
import SkillUI
import TestSupport
import Testing

/// Approvals kept in a real SQLite file: answered while the request waits, after it ended, by a
/// second agent over the same file (a restarted program), racing, late, and declined.
@Suite(.timeLimit(.minutes(1))) struct DurableApprovalTests {
    static let asked = Date(timeIntervalSince1970: 1_800_000_000)

    /// An agent whose approvals are kept in `folder`'s database under `conversation`; each call
    /// opens its own connection, as a restarted program would.
    static func agent(
        in folder: URL, conversation: String = "web:a", counter: RunCounter, clock: MovableDate = MovableDate(asked),
        auditLog: (any AuditLog)? = nil, timeout: Duration? = .seconds(300)
    ) throws -> Agent {
        var configuration = AgentConfiguration.testing(approver: .events, auditLog: auditLog)
        configuration.clock = clock.clock()
        configuration.approvalTimeout = timeout
        configuration.durableApprovals = DurableApprovals(
            store: SQLiteApprovalStore(try agentDatabase(in: folder)), conversation: conversation)
        return try Agent(
            skills: [DeleteSkill(counter: counter), TidySkill(counter: counter)], configuration: configuration)
    }

    /// Sends `text` with a page listening and returns the approval it asks for, and the reply.
    static func ask(
        _ agent: Agent, _ text: String
    ) async throws -> (request: ApprovalRequest, reply: Task<Message, Never>, events: AsyncStream<AgentEvent>) {
        let events = agent.events
        let watcher = agent.events
        let reply = Task { await agent.send(text) }
        for await event in watcher {
            if case .approvalRequested(let request) = event.kind { return (request, reply, events) }
        }
        throw CancellationError()
    }

    static func state(of id: Int, in folder: URL, conversation: String = "web:a") async throws -> ApprovalState? {
        try await SQLiteApprovalStore(try agentDatabase(in: folder)).approvals(
            in: conversation, now: asked, limit: 100
        ).first { $0.id == id }?.state
    }

    static func outcome(of agent: Agent, answering id: Int) async -> Result<ApprovalAnswer, AgentError> {
        do {
            return .success(try await agent.answer(approval: id, approved: true))
        } catch {
            return .failure(error)
        }
    }

    /// Within one process nothing changes for the person: the waiting request goes on, once.
    @Test func answeredWhileWaitingTheRequestGoesOnOnce() async throws {
        try await TemporaryDirectory.with("agentskill-durable") { folder in
            let counter = RunCounter()
            let agent = try Self.agent(in: folder, counter: counter)
            let (request, reply, _) = try await Self.ask(agent, "delete old note")
            #expect(request.id > 0)
            #expect(request.created == Self.asked && request.expires == Self.asked + 300)
            #expect(try await agent.approvals().map(\.state) == [.pending])
            #expect(try await agent.answer(approval: request.id, approved: true) == .resumed)
            #expect(await reply.value.text == "deleted old note")
            #expect(counter.count("notes.delete") == 1)
            #expect(try await Self.state(of: request.id, in: folder) == .performed)
            await #expect(throws: AgentError.approvalAlreadyAnswered(id: request.id, state: .performed)) {
                try await agent.answer(approval: request.id, approved: true)
            }
            #expect(counter.count("notes.delete") == 1)
        }
    }

    /// The page went away (its last stream closed, or the client hung up): the request ends
    /// saying what waits, the approval stays pending, and answering it later runs the call once
    /// through the pipeline (audited), posting its answer.
    @Test(arguments: [false, true])
    func aReleasedApprovalRunsOnceWhenApprovedLater(clientLeft: Bool) async throws {
        try await TemporaryDirectory.with("agentskill-durable") { folder in
            let counter = RunCounter()
            let log = InMemoryAuditLog()
            let agent = try Self.agent(in: folder, counter: counter, auditLog: log)
            let (request, reply, events) = try await Self.ask(agent, "delete old note")
            if clientLeft {
                reply.cancel()
            } else {
                #expect(agent.releasePendingApprovals() == 1)
            }
            let ended = await reply.value
            #expect(
                ended.error
                    == .approvalPending(skillID: "notes.delete", approvalID: request.id, reason: .effect(.destructive)))
            #expect(ended.text.contains("waiting for approval #\(request.id)"), "\(ended.text)")
            #expect(counter.count("notes.delete") == 0)
            #expect(await log.entries.isEmpty, "nothing is decided yet")
            #expect(try await agent.approvals().map(\.id) == [request.id])
            #expect(try await agent.approvals().map(\.state) == [.pending])

            guard case .posted(let message) = try await agent.answer(approval: request.id, approved: true) else {
                Issue.record("expected the call's answer to be posted")
                return
            }
            #expect(message.text == "deleted old note")
            #expect(message.role == .assistant && message.skillID == "notes.delete")
            #expect(await agent.history.last == message)
            #expect(counter.count("notes.delete") == 1)
            #expect(try await Self.state(of: request.id, in: folder) == .performed)
            #expect(await log.entries.map(\.outcome) == [.succeeded])
            // The events of the new request: the answer, the run, the posted message.
            var kinds: [AgentEvent.Kind] = []
            for await event in events {
                kinds.append(event.kind)
                if case .requestFinished(let finished) = event.kind, finished.id == message.id { break }
            }
            #expect(kinds.contains(.approvalAnswered(id: request.id, approved: true)))
            #expect(kinds.contains(.messageAppended(message)))
            #expect(kinds.filter { if case .approvalRequested = $0 { true } else { false } }.count == 1, "asked once")

            await #expect(throws: AgentError.approvalAlreadyAnswered(id: request.id, state: .performed)) {
                try await agent.answer(approval: request.id, approved: true)
            }
            #expect(counter.count("notes.delete") == 1)
        }
    }

    /// A restart: a new agent over the same file and conversation sees the approval and performs
    /// it once; the old one (or any other) then finds it answered. Another conversation sees
    /// nothing of it.
    @Test func aSecondAgentOverTheSameFilePerformsItOnce() async throws {
        try await TemporaryDirectory.with("agentskill-durable") { folder in
            let counter = RunCounter()
            let before = try Self.agent(in: folder, counter: counter)
            let (request, reply, _) = try await Self.ask(before, "delete old note")
            before.releasePendingApprovals()
            _ = await reply.value

            let after = try Self.agent(in: folder, counter: counter)
            let listed = try await after.approvals()
            #expect(listed.map(\.request) == [request])
            guard case .posted(let message) = try await after.answer(approval: request.id, approved: true) else {
                Issue.record("expected a posted answer")
                return
            }
            #expect(message.text == "deleted old note")
            #expect(counter.count("notes.delete") == 1)
            await #expect(throws: AgentError.approvalAlreadyAnswered(id: request.id, state: .performed)) {
                try await before.answer(approval: request.id, approved: true)
            }

            let stranger = try Self.agent(in: folder, conversation: "web:b", counter: counter)
            #expect(try await stranger.approvals().isEmpty)
            await #expect(throws: AgentError.approvalNotFound(id: request.id)) {
                try await stranger.answer(approval: request.id, approved: true)
            }
            #expect(counter.count("notes.delete") == 1)
        }
    }

    /// Two tabs (or two agents over one file) answering at once: one performs, the other is told
    /// it was answered.
    @Test func twoConcurrentAnswersPerformOnce() async throws {
        try await TemporaryDirectory.with("agentskill-durable") { folder in
            let counter = RunCounter()
            let asker = try Self.agent(in: folder, counter: counter)
            let (request, reply, _) = try await Self.ask(asker, "delete old note")
            asker.releasePendingApprovals()
            _ = await reply.value
            let first = try Self.agent(in: folder, counter: counter)
            let second = try Self.agent(in: folder, counter: counter)
            async let one = Self.outcome(of: first, answering: request.id)
            async let two = Self.outcome(of: second, answering: request.id)
            let results = await [one, two]
            let posted = results.filter { if case .success(.posted) = $0 { true } else { false } }
            #expect(posted.count == 1, "\(results)")
            #expect(
                results.contains { result in
                    guard case .failure(.approvalAlreadyAnswered(request.id, let state)) = result else { return false }
                    return state == .approved || state == .performed
                }, "\(results)")
            #expect(counter.count("notes.delete") == 1)
        }
    }

    /// Expiry on the injected clock, no waiting: an approval past its expiry lists as expired and
    /// cannot be approved; nothing runs.
    @Test func anExpiredApprovalIsListedAsExpiredAndCannotBeApproved() async throws {
        try await TemporaryDirectory.with("agentskill-durable") { folder in
            let counter = RunCounter()
            let clock = MovableDate(Self.asked)
            let agent = try Self.agent(in: folder, counter: counter, clock: clock, timeout: .seconds(120))
            let (request, reply, _) = try await Self.ask(agent, "delete old note")
            agent.releasePendingApprovals()
            _ = await reply.value
            clock.advance(by: 119)
            #expect(try await agent.approvals().map(\.state) == [.pending])
            clock.advance(by: 1)
            let listed = try await agent.approvals()
            #expect(listed.map(\.state) == [.expired])
            #expect(listed.first?.request.expires == Self.asked + 120)
            await #expect(throws: AgentError.approvalExpired(id: request.id, skillID: "notes.delete")) {
                try await agent.answer(approval: request.id, approved: true)
            }
            await #expect(throws: AgentError.approvalExpired(id: request.id, skillID: "notes.delete")) {
                try await agent.answer(approval: request.id, approved: false)
            }
            #expect(counter.count("notes.delete") == 0)
            #expect(AgentError.approvalExpired(id: 3, skillID: "x").message(in: .chinese).contains("已经过期"))
        }
    }

    /// The timeout in the process (its timer fired) stores the approval as expired too.
    @Test func theInProcessTimeoutStoresItAsExpired() async throws {
        try await TemporaryDirectory.with("agentskill-durable") { folder in
            let counter = RunCounter()
            let timers = ManualTimers()
            var configuration = AgentConfiguration.testing(approver: .events)
            configuration.approvalTimeout = .seconds(120)
            configuration.clock = timers.clock()
            configuration.durableApprovals = DurableApprovals(
                store: SQLiteApprovalStore(try agentDatabase(in: folder)), conversation: "web:a")
            let agent = try Agent(skills: [DeleteSkill(counter: counter)], configuration: configuration)
            let (request, reply, _) = try await Self.ask(agent, "delete old note")
            timers.fire(.seconds(120))
            let answer = await reply.value
            #expect(
                answer.error
                    == .permissionDenied(
                        skillID: "notes.delete", reason: .timedOut(.effect(.destructive), after: .seconds(120))))
            #expect(try await Self.state(of: request.id, in: folder) == .expired)
            await #expect(throws: AgentError.approvalExpired(id: request.id, skillID: "notes.delete")) {
                try await agent.answer(approval: request.id, approved: true)
            }
            #expect(counter.count("notes.delete") == 0)
        }
    }

    /// Declined after its request ended: the refusal is posted and audited; nothing runs.
    @Test func aReleasedApprovalDeclinedLaterPostsTheRefusal() async throws {
        try await TemporaryDirectory.with("agentskill-durable") { folder in
            let counter = RunCounter()
            let log = InMemoryAuditLog()
            let agent = try Self.agent(in: folder, counter: counter, auditLog: log)
            let (request, reply, _) = try await Self.ask(agent, "delete old note")
            agent.releasePendingApprovals()
            _ = await reply.value
            guard case .posted(let message) = try await agent.answer(approval: request.id, approved: false) else {
                Issue.record("expected the refusal to be posted")
                return
            }
            let denial = PermissionDenial.declined(.effect(.destructive))
            #expect(message.error == .permissionDenied(skillID: "notes.delete", reason: denial))
            #expect(try await Self.state(of: request.id, in: folder) == .declined)
            #expect(await log.entries.map(\.outcome) == [.denied(denial)])
            #expect(counter.count("notes.delete") == 0)
        }
    }

    /// Cancelling the approvals says no for good: they are stored as cancelled.
    @Test func cancelledApprovalsAreStoredAsCancelled() async throws {
        try await TemporaryDirectory.with("agentskill-durable") { folder in
            let counter = RunCounter()
            let agent = try Self.agent(in: folder, counter: counter)
            let (request, reply, _) = try await Self.ask(agent, "delete old note")
            #expect(agent.cancelPendingApprovals() == 1)
            #expect(await reply.value.error == .cancelled)
            #expect(try await Self.state(of: request.id, in: folder) == .cancelled)
            await #expect(throws: AgentError.approvalAlreadyAnswered(id: request.id, state: .cancelled)) {
                try await agent.answer(approval: request.id, approved: true)
            }
        }
    }

    /// Nobody listening: denied at once, as before, and nothing is stored.
    @Test func withNobodyListeningNothingIsStored() async throws {
        try await TemporaryDirectory.with("agentskill-durable") { folder in
            let counter = RunCounter()
            let agent = try Self.agent(in: folder, counter: counter)
            let reply = await agent.send("delete old note")
            guard case .permissionDenied(_, .unanswered) = reply.error else {
                Issue.record("expected an unanswered denial, got \(reply.text)")
                return
            }
            #expect(try await agent.approvals().isEmpty)
        }
    }

    /// A chained call's approval released: the invoking skill hears that it waits, and the
    /// approval runs the inner call alone once approved.
    @Test func aChainedCallsApprovalPerformsTheInnerCall() async throws {
        try await TemporaryDirectory.with("agentskill-durable") { folder in
            let counter = RunCounter()
            let agent = try Self.agent(in: folder, counter: counter)
            let (request, reply, _) = try await Self.ask(agent, "tidy old note")
            agent.releasePendingApprovals()
            #expect(await reply.value.text == "kept: approvalPending")
            guard case .posted(let message) = try await agent.answer(approval: request.id, approved: true) else {
                Issue.record("expected a posted answer")
                return
            }
            #expect(message.text == "deleted old note")
            #expect(counter.count("notes.delete") == 1)
            #expect(counter.count("tidy") == 1)
        }
    }

    /// A tap on a card's button cannot be replayed from its arguments: its approval stays in
    /// memory (a negative id, apart from the store's) and a released wait cancels it, as before.
    @Test func aTapsApprovalIsNotStored() async throws {
        try await TemporaryDirectory.with("agentskill-durable") { folder in
            var configuration = AgentConfiguration.testing(approver: .events)
            configuration.durableApprovals = DurableApprovals(
                store: SQLiteApprovalStore(try agentDatabase(in: folder)), conversation: "web:a")
            let agent = try Agent(skills: [GuardedCounterSkill()], configuration: configuration)
            let events = agent.events
            _ = await agent.send("counter")
            let tap = Task {
                await agent.perform(UIAction(componentID: "minus", action: "decrement", payload: ["by": 1]))
            }
            var asked: ApprovalRequest?
            for await event in events {
                if case .approvalRequested(let request) = event.kind {
                    asked = request
                    break
                }
            }
            #expect(asked?.id == -1)
            #expect(asked?.created == nil)
            #expect(agent.releasePendingApprovals() == 1)
            #expect(await tap.value.error == .cancelled)
            #expect(try await agent.approvals().isEmpty)
        }
    }
}

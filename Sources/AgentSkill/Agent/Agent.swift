import Foundation
import SkillJSON
import SkillUI

/// The manager between people and skills: understands a request, runs skills safely, answers.
///
/// Handling one request:
/// 1. append the person's message and enter ``AgentPhase/thinking``;
/// 2. ask the ``Router`` for a ``RouteDecision``;
/// 3. run the chosen skill or plan through the runner (validation, permission, timeout,
///    retries, cancellation), one ``AgentPhase/executing(skillID:)`` per step; a call the
///    ``PermissionPolicy`` asks about waits in ``AgentPhase/awaitingApproval(skillID:)`` for the
///    configured ``Approver``, and a denied call answers ``AgentError/permissionDenied(skillID:reason:)``
///    without running;
/// 4. enter ``AgentPhase/responding``, append the answer, return to ``AgentPhase/idle``.
///
/// A skill that throws or times out becomes an answer naming the skill and the reason; the
/// agent keeps serving. Every step is an ``AgentEvent`` on ``events``.
///
/// ```swift
/// let agent = try Agent(skills: [EchoSkill()])
/// let reply = await agent.send("复读：你好")
/// reply.text  // "你好"
/// ```
public actor Agent {
    /// The skills this agent can run.
    public nonisolated let registry: SkillRegistry
    /// How requests are mapped to skills.
    public nonisolated let router: any Router
    /// Timeouts, retries, clock, time zone and the rest.
    public nonisolated let configuration: AgentConfiguration

    private let broadcaster: EventBroadcaster<AgentEvent>
    /// Where skills' follow-ups wait (``AgentConfiguration/followUps``, else in memory).
    let followUpStore: any FollowUpStore
    /// Wakes ``runFollowUps(onDelivery:onFailure:)`` when a follow-up is filed.
    let followUpWaker = FollowUpWaker()
    /// Approvals remembered this session, and the requests waiting for an answer.
    private let desk: ApprovalDesk
    /// The answer language for requests without Chinese in them, from the configured locale.
    private let defaultLanguage: ReplyLanguage
    /// Which request holds the turn, its phase and provisional message, and who waits.
    private var requests = RequestMachine()
    /// The conversation, oldest first, at most ``AgentConfiguration/historyLimit`` messages and
    /// about ``AgentConfiguration/historyByteLimit`` bytes (the newest message always stays).
    public var history: [Message] { log.messages }
    private var log: ConversationLog
    /// What the routers remember between requests (``Routing/state``).
    private var dialogueState = DialogueState()
    /// What the last answer asked about and will run once answered (``Conversation/pending``).
    private var pendingQuestion: Invocation?
    private var nextMessageID = 1

    /// Creates an agent over `registry`; the router defaults to a ``KeywordRouter`` on it.
    public init(registry: SkillRegistry, router: (any Router)? = nil, configuration: AgentConfiguration = .init()) {
        self.registry = registry
        self.router = router ?? KeywordRouter(registry: registry)
        self.configuration = configuration
        self.log = ConversationLog(countLimit: configuration.historyLimit, byteLimit: configuration.historyByteLimit)
        self.defaultLanguage = ReplyLanguage(locale: configuration.locale)
        self.followUpStore = WakingFollowUpStore(
            base: configuration.followUps ?? InMemoryFollowUpStore(), waker: followUpWaker)
        let broadcaster = EventBroadcaster<AgentEvent>()
        self.broadcaster = broadcaster
        self.desk = ApprovalDesk(
            approver: configuration.approver, timeout: configuration.approvalTimeout, clock: configuration.clock,
            durable: configuration.durableApprovals, emit: { broadcaster.emit($0) },
            hasListeners: { broadcaster.answeringCount > 0 })
    }

    /// Creates an agent over a list of skills.
    ///
    /// - Throws: ``AgentError/duplicateSkill(_:)`` when two skills share an id.
    public init(
        skills: [any Skill], router: (any Router)? = nil, configuration: AgentConfiguration = .init()
    ) throws(AgentError) {
        self.init(registry: try SkillRegistry(skills), router: router, configuration: configuration)
    }

    deinit {
        broadcaster.finish()
    }

    /// A new stream of everything that happens from now on; subscribe as often as you like.
    public nonisolated var events: AsyncStream<AgentEvent> {
        broadcaster.subscribe()
    }

    /// The phase of the request holding the turn; ``AgentPhase/idle`` between requests.
    public var phase: AgentPhase { requests.phase }

    /// How many requests are running or waiting for their turn.
    public var pendingRequests: Int { requests.tokens.count }

    /// Handles one request and returns the answer (also appended to ``history``).
    ///
    /// A message sent while another is in flight waits its turn or cancels it, as
    /// ``AgentConfiguration/concurrentRequests`` says. Cancelling the calling task cancels this request.
    @discardableResult
    public func send(_ text: String) async -> Message {
        await takingTurns(requests.newRequest()) { token in await self.handle(text, token: token) }.message
    }

    /// Starts handling `text` and returns at once with a handle: the request's own events as they
    /// happen (``AgentRequest/updates``, ending with its answer) and the answer
    /// (``AgentRequest/result``). What a front end uses: no event of another request reaches it,
    /// and it needs no other channel for the answer.
    ///
    /// ```swift
    /// let request = await agent.submit("明天北京天气")
    /// for await event in request.updates { show(event) }
    /// let answer = await request.result
    /// ```
    ///
    /// - Parameter answersApprovals: whether the holder of the handle answers the approvals its
    ///   ``AgentRequest/updates`` ask for (with ``answerApproval(id:approved:)``), as the terminal
    ///   chat does. Pass `false` when someone else answers, or nobody (a web request whose page
    ///   answers on its own event stream): with approver ``Approver/events`` and no other
    ///   listener, such a call is then refused at once as nobody being there, not left waiting.
    public func submit(_ text: String, answersApprovals: Bool = true) -> AgentRequest {
        start(answersApprovals: answersApprovals) { agent, token in await agent.handle(text, token: token) }
    }

    /// ``submit(_:answersApprovals:)`` for a tap on UI (see ``perform(_:messageID:)``).
    public func submit(_ action: UIAction, messageID: Int? = nil, answersApprovals: Bool = true) -> AgentRequest {
        start(answersApprovals: answersApprovals) { agent, token in
            await agent.handle(action, messageID: messageID, token: token)
        }
    }

    /// Numbers a request, subscribes to its events, and runs it in a task of its own.
    private func start(
        answersApprovals: Bool,
        _ body: @escaping @Sendable (isolated Agent, RequestToken) async -> (message: Message, patches: [UIPatch])
    ) -> AgentRequest {
        let token = requests.newRequest()
        let id = token.requestID
        let updates = broadcaster.subscribe(
            where: { $0.requestID == id },
            finishingAfter: { if case .requestFinished = $0.kind { true } else { false } },
            answers: answersApprovals)
        let task = Task { await self.takingTurns(token) { token in await body(self, token) }.message }
        return AgentRequest(id: id, updates: updates, task: task)
    }

    /// Sends a tap on UI back to the skill that drew it, and returns the updated message.
    ///
    /// The component must be on screen in `messageID` (or, when `nil`, in the newest message that
    /// shows it), must offer exactly `action.action`, and the skill must list that action in
    /// ``Skill/uiActions``; otherwise the answer is an error message and nothing runs. On success
    /// the message is replaced in place and ``AgentEvent/Kind/messageUpdated(_:patches:)`` carries
    /// the patches from the old tree to the new one.
    @discardableResult
    public func perform(_ action: UIAction, messageID: Int? = nil) async -> Message {
        await performWithPatches(action, messageID: messageID).message
    }

    /// ``perform(_:messageID:)``, also returning the patches from the old tree to the new one
    /// (empty when nothing changed or the action failed) — what a front end applies in place.
    public func performWithPatches(
        _ action: UIAction, messageID: Int? = nil
    ) async -> (message: Message, patches: [UIPatch]) {
        await takingTurns(requests.newRequest()) { token in
            await self.handle(action, messageID: messageID, token: token)
        }
    }

    /// Runs one skill directly, skipping routing: what a skill panel, a script or `assistant run`
    /// does. Everything else is as for ``send(_:)``: argument validation against the skill's
    /// schema, the permission policy (approvals included), timeout, retries, events and history.
    ///
    /// - Parameter request: the user's words for the history (default: the skill id and the
    ///   arguments as JSON); it also picks the reply language.
    ///
    /// ```swift
    /// let reply = await agent.invoke(Invocation("calendar.list", arguments: ["from": "2026-12-01"]))
    /// ```
    @discardableResult
    public func invoke(_ invocation: Invocation, request: String? = nil) async -> Message {
        let text = request ?? "\(invocation.skillID) \(invocation.arguments.stableString())"
        return await takingTurns(requests.newRequest()) { token in
            let language = ReplyLanguage.detect(in: request ?? "", fallback: self.defaultLanguage)
            self.append(.user, text: text, token: token)
            self.setPhase(.thinking, token)
            guard !token.isCancelled else { return (self.respond(failure: .cancelled, token, language: language), []) }
            return (await self.run([invocation], token: token, language: language), [])
        }.message
    }

    /// Runs `body` when the request's turn comes, with its token, which cancellation of any kind
    /// flips; announces the answer as the request's last event, then hands the turn on.
    private func takingTurns(
        _ token: RequestToken, _ body: (RequestToken) async -> (message: Message, patches: [UIPatch])
    ) async -> (message: Message, patches: [UIPatch]) {
        if configuration.concurrentRequests == .cancelInFlight {
            for request in requests.tokens { request.cancel() }
        }
        return await withTaskCancellationHandler {
            if requests.arrive(token) == .wait {
                await withCheckedContinuation { continuation in
                    guard requests.wait(RequestMachine.Waiting(token: token, continuation: continuation)) else {
                        report(.invalidRequestEvent("\(token.requestID) was told to wait with the turn free"), token)
                        return continuation.resume()
                    }
                }
            }
            let reply = await body(token)
            emit(.requestFinished(reply.message), token)
            do throws(AgentError) {
                try requests.finish(token.requestID)?.resume()
            } catch {
                report(error, token)
            }
            return reply
        } onCancel: {
            token.cancel()
        }
    }

    /// Cancels the request in flight and any waiting behind it; each answers "cancelled".
    public func cancel() {
        for request in requests.tokens { request.cancel() }
    }

    /// Approves or declines a call waiting in ``AgentEvent/approvalRequested(_:)``.
    ///
    /// Only requests made with approver ``Approver/events`` wait for this; answering any other
    /// id (already answered, cancelled, unknown) does nothing. For a durable approval whose
    /// request has ended, use ``answer(approval:approved:)``.
    ///
    /// ```swift
    /// if case .approvalRequested(let request) = event {
    ///     await agent.answerApproval(id: request.id, approved: true)
    /// }
    /// ```
    /// - Returns: whether a request with this id was waiting.
    @discardableResult
    public nonisolated func answerApproval(id: Int, approved: Bool) -> Bool {
        desk.answer(id, approved ? .approved : .declined)
    }

    /// Cancels every call waiting for approval (each answers that it was cancelled): what a front
    /// end does when the last place that could answer goes away. Returns how many there were.
    @discardableResult
    public nonisolated func cancelPendingApprovals() -> Int {
        desk.cancelAll()
    }

    /// The calls waiting for approval now, oldest first.
    public nonisolated var pendingApprovals: [ApprovalRequest] { desk.pending }

    /// Ends every wait for approval without an answer: what a front end does when the last place
    /// that could answer goes away. Durable approvals (``AgentConfiguration/durableApprovals``)
    /// stay pending, their requests end with ``AgentError/approvalPending(skillID:approvalID:reason:)``,
    /// and ``answer(approval:approved:)`` answers them later; the others are cancelled, as by
    /// ``cancelPendingApprovals()``. Returns how many waited.
    @discardableResult
    public nonisolated func releasePendingApprovals() -> Int {
        desk.releaseAll()
    }

    /// This conversation's approvals, pending ones first (oldest first), then the others (newest
    /// first), at most `limit`: from the store with durable approvals, else the calls waiting now.
    ///
    /// - Throws: ``AgentError/approvalStoreFailed(reason:)``.
    public nonisolated func approvals(limit: Int = 50) async throws(AgentError) -> [StoredApproval] {
        try await desk.approvals(limit: limit)
    }

    /// Answers approval `id` of this conversation wherever it waits: what a front end calls when
    /// the person answers, also after a reload or a restart.
    ///
    /// 1. A call still waiting in this agent goes on with the answer: ``ApprovalAnswer/resumed``.
    /// 2. A durable approval whose request has ended is answered in the store. Approved, the call
    ///    runs now as a request of its own through the whole pipeline — validation, the skill's
    ///    look-up, the policy (the approval stands in for its question), timeout, audit — and its
    ///    answer is posted to the conversation; declined, the refusal is posted and audited.
    ///    ``ApprovalAnswer/posted(_:)`` carries that message.
    ///
    /// Only the first of several answers counts, also across agents over one store.
    ///
    /// ```swift
    /// let outcome = try await agent.answer(approval: 7, approved: true)
    /// ```
    /// - Throws: ``AgentError/approvalAlreadyAnswered(id:state:)``, ``AgentError/approvalExpired(id:skillID:)``,
    ///   ``AgentError/approvalNotFound(id:)``, ``AgentError/approvalStoreFailed(reason:)``.
    public func answer(approval id: Int, approved: Bool) async throws(AgentError) -> ApprovalAnswer {
        let settled = try await desk.answer(stored: id, approved: approved)
        guard case .perform(let approval) = settled else {
            guard case .declined(let approval) = settled else { return .resumed }
            let request = approval.request
            let denial = PermissionDenial.declined(request.reason)
            await configuration.auditLog?.record(
                AuditEntry(
                    skillID: request.skillID, date: configuration.clock.now(), effect: request.effect,
                    summary: request.summary, outcome: .denied(denial)))
            let language = ReplyLanguage.detect(in: request.summary, fallback: defaultLanguage)
            return .posted(
                await takingTurns(requests.newRequest()) { token in
                    self.emit(.approvalAnswered(id: id, approved: false), token)
                    self.setPhase(.thinking, token)
                    let failure = AgentError.permissionDenied(skillID: request.skillID, reason: denial)
                    return (self.respond(failure: failure, token, language: language), [])
                }.message)
        }
        let token = requests.newRequest()
        desk.grant(approval.request, to: token.requestID)
        let call = Invocation(approval.request.skillID, arguments: approval.request.arguments)
        let language = ReplyLanguage.detect(in: approval.request.summary, fallback: defaultLanguage)
        // In a task of its own: the approval is used up now, so the call runs even if whoever
        // answered stops waiting (a page that closes right after the click).
        let message = await Task {
            await self.takingTurns(token) { token in
                self.emit(.approvalAnswered(id: id, approved: true), token)
                self.setPhase(.thinking, token)
                return (await self.run([call], token: token, language: language), [])
            }.message
        }.value
        desk.revokeGrant(of: token.requestID)
        await desk.markPerformed(id)
        return .posted(message)
    }

    /// Forgets approvals given "once per session": the next such call is asked about again.
    public nonisolated func forgetSessionApprovals() {
        desk.forgetSession()
    }

    /// Forgets the conversation: the messages, the open question and the routers' dialogue state.
    public func clearHistory() {
        log.removeAll()
        dialogueState = DialogueState()
        pendingQuestion = nil
    }

    /// What the agent last asked about and will run once the person answers, or `nil`.
    public var openQuestion: Invocation? { pendingQuestion }

    // MARK: - Handling a request

    /// Posts a due follow-up as a request of its own: its message, or its skill call's answer.
    func deliver(_ followUp: FollowUp) async -> Message {
        await takingTurns(requests.newRequest()) { token in
            self.setPhase(.thinking, token)
            switch followUp.action {
            case .message(let text):
                return (self.respond(SkillOutput(text), token, skillID: followUp.skillID), [])
            case .run(let invocation):
                return (await self.run([invocation], token: token, language: self.defaultLanguage), [])
            }
        }.message
    }

    private func handle(_ text: String, token: RequestToken) async -> (message: Message, patches: [UIPatch]) {
        let language = ReplyLanguage.detect(in: text, fallback: defaultLanguage)
        append(.user, text: text, token: token)
        setPhase(.thinking, token)
        guard !token.isCancelled else { return (respond(failure: .cancelled, token, language: language), []) }
        let routing: Routing
        do {
            let router = self.router
            let context = RoutingContext(
                clock: configuration.clock, timeZone: configuration.timeZone, locale: configuration.locale,
                conversation: Conversation(turns: recentTurns, pending: pendingQuestion, state: dialogueState),
                skills: makeCaller(token: token))
            switch router.execution {
            case .inline:
                routing = try await router.route(text, context: context)
            case .isolated:
                routing = try await runWithDeadline(nil, clock: configuration.clock, token: token) {
                    try await router.route(text, context: context)
                }
            }
        } catch {
            let failure: AgentError =
                token.isCancelled ? .cancelled : .routingFailed(reason: SkillRunner.describe(error))
            return (respond(failure: failure, token, language: language), [])
        }
        guard !token.isCancelled else { return (respond(failure: .cancelled, token, language: language), []) }
        if let state = routing.state { dialogueState = state }
        if case .ask(_, let pending) = routing.decision {
            pendingQuestion = pending
        } else {
            pendingQuestion = nil
        }
        let message: Message
        switch routing.decision {
        case .reply(let answer), .ask(let answer, _):
            message = respond(SkillOutput(answer), token)
        case .noMatch, .plan([]):
            let answer =
                SmallTalk(text)?.reply(skills: registry.skills, language: language)
                ?? NoMatchReply.text(for: text, skills: registry.skills, language: language)
            message = respond(SkillOutput(answer), token)
        case .invoke(let invocation):
            message = await run([invocation], token: token, language: language)
        case .plan(let steps):
            message = await run(steps, token: token, language: language)
        case .answer(let output, let skillID):
            message = respond(output, token, skillID: skillID)
        }
        return (message, [])
    }

    /// The ``SkillCaller`` of one request: each call runs like a plan step (phase `executing`,
    /// the whole pipeline, a failure announced), then the phase goes back to `thinking`. Cheap
    /// to make: nothing is set up until a router makes its first call.
    private func makeCaller(token: RequestToken) -> SkillCaller {
        SkillCaller { [self] invocation async throws(AgentError) -> SkillOutput in
            let (runner, turns) = await enterStep(invocation.skillID, token: token)
            do throws(AgentError) {
                let output = try await runner.run(invocation, previous: nil, turns: turns, depth: 1)
                await leaveStep(failure: nil, skillID: invocation.skillID, token: token)
                return output
            } catch {
                await leaveStep(failure: error, skillID: invocation.skillID, token: token)
                throw error
            }
        }
    }

    private func enterStep(_ skillID: String, token: RequestToken) -> (SkillRunner, [Message]) {
        setPhase(.executing(skillID: skillID), token)
        return (makeRunner(token: token), recentTurns)
    }

    private func leaveStep(failure: AgentError?, skillID: String, token: RequestToken) {
        if let failure { emit(.skillFailed(skillID: skillID, error: failure), token) }
        if failure != .cancelled { setPhase(.thinking, token) }
    }

    private func run(_ steps: [Invocation], token: RequestToken, language: ReplyLanguage) async -> Message {
        let runner = makeRunner(token: token)
        let turns = recentTurns
        var output: SkillOutput?
        // Calls that take nothing from each other ("午饭35，晚饭80"; "记一笔打车30，再看看这个月花了多少"):
        // every answer is shown, not the last. Calls of one skill do not see each other's output.
        let showsEvery = steps.count > 1 && steps.allSatisfy(\.inputs.isEmpty)
        let independent = showsEvery && steps.allSatisfy { $0.skillID == steps[0].skillID }
        var outputs: [SkillOutput] = []
        for (index, step) in steps.enumerated() {
            setPhase(.executing(skillID: step.skillID), token)
            do {
                output = try await runner.run(step, previous: independent ? nil : output, turns: turns, depth: 1)
                if let output { outputs.append(output) }
            } catch {
                emit(.skillFailed(skillID: step.skillID, error: error), token)
                let failure: AgentError =
                    steps.count > 1 && error != .cancelled
                    ? .planStepFailed(step: index + 1, count: steps.count, skillID: step.skillID, reason: error)
                    : error
                return respond(failure: failure, token, skillID: step.skillID, language: language)
            }
        }
        if showsEvery, outputs.count > 1 {
            let cards = outputs.compactMap(\.ui)
            let combined = SkillOutput(
                outputs.map(\.text).joined(separator: "\n"), data: .array(outputs.map { $0.data ?? .null }),
                ui: cards.count > 1 ? .stack(SKStack(spacing: 8, children: cards)) : cards.first,
                failure: outputs.lazy.compactMap(\.failure).first)
            return respond(combined, token, skillID: steps.last?.skillID)
        }
        return respond(output ?? SkillOutput(""), token, skillID: steps.last?.skillID)
    }

    private func handle(_ action: UIAction, messageID: Int?, token: RequestToken) async -> (
        message: Message, patches: [UIPatch]
    ) {
        let language = defaultLanguage
        setPhase(.thinking, token)
        let componentID = action.componentID
        guard
            let shown = history.last(where: { message in
                (messageID == nil || message.id == messageID) && message.ui?.contains(componentID: componentID) == true
            }), let oldUI = shown.ui, let skillID = shown.skillID
        else {
            return (respond(failure: .unknownComponent(componentID), token, language: language), [])
        }
        guard let skill = registry.skill(id: skillID), skill.uiActions.contains(action.action),
            oldUI.actionOffered(by: componentID) == action.action
        else {
            return (
                respond(failure: .actionNotAllowed(skillID: skillID, action: action.action), token, language: language),
                []
            )
        }
        guard !token.isCancelled else { return (respond(failure: .cancelled, token, language: language), []) }
        setPhase(.executing(skillID: skillID), token)
        let runner = makeRunner(token: token)
        let output: SkillOutput
        do {
            output = try await runner.runAction(
                action, label: oldUI.actionLabel(of: componentID), skill: skill, turns: recentTurns)
        } catch {
            emit(.skillFailed(skillID: skillID, error: error), token)
            return (respond(failure: error, token, skillID: skillID, language: language), [])
        }
        setPhase(.responding, token)
        let updated = Message(
            id: shown.id, role: .assistant, output: output, skillID: skillID, date: configuration.clock.now())
        let patches: [UIPatch]
        if let newUI = output.ui {
            patches = UIDiff.diff(from: oldUI, to: newUI)
        } else {
            patches = [.remove(id: oldUI.id)]
        }
        if history.contains(where: { $0.id == shown.id }) { log.replace(updated) }
        emit(.messageUpdated(updated, patches: patches), token)
        setPhase(.idle, token)
        return (updated, patches)
    }

    private func makeRunner(token: RequestToken) -> SkillRunner {
        let broadcaster = self.broadcaster
        let id = token.requestID
        let phases = ApprovalPhases(
            enter: { skillID in await self.enterApproval(skillID, token: token) },
            leave: { skillID, phase in await self.leaveApproval(skillID, to: phase, token: token) })
        var runner = SkillRunner(
            registry: registry, configuration: configuration, token: token, desk: desk, phases: phases
        ) { broadcaster.emit(AgentEvent(requestID: id, kind: $0)) }
        runner.followUps = followUpStore
        runner.wakeFollowUps = { [followUpWaker] in followUpWaker.wake() }
        runner.progress = { [self] skillID, partial in
            guard !token.isCancelled else { return }
            await showProgress(skillID: skillID, partial, token: token)
        }
        return runner
    }

    private func enterApproval(_ skillID: String, token: RequestToken) -> AgentPhase {
        let left = requests.phase
        setPhase(.awaitingApproval(skillID: skillID), token)
        return left
    }

    private func leaveApproval(_ skillID: String, to phase: AgentPhase, token: RequestToken) {
        // Answered after the request moved on (cancelled, timed out): nothing to go back to.
        guard requests.current == token.requestID, requests.phase == .awaitingApproval(skillID: skillID) else {
            return
        }
        setPhase(phase, token)
    }

    // MARK: - Answering

    private func respond(
        failure: AgentError, _ token: RequestToken, skillID: String? = nil, language: ReplyLanguage
    ) -> Message {
        if failure == .cancelled { emit(.requestCancelled, token) }
        let registry = self.registry
        let text = failure.message(in: language) { id in
            registry.skill(id: id).map { $0.texts(in: language).name }.flatMap { $0 == id ? nil : $0 }
        }
        return respond(SkillOutput(text), token, skillID: skillID ?? failure.skillID, error: failure)
    }

    /// Shows the answer (in place of the partial one, if a skill showed progress) and ends the phases.
    private func respond(
        _ output: SkillOutput, _ token: RequestToken, skillID: String? = nil, error: AgentError? = nil
    ) -> Message {
        setPhase(.responding, token)
        let message: Message
        if let id = requests.provisionalID {
            message = replaceProvisional(id: id, output, skillID: skillID, error: error, token: token)
            requests.provisionalID = nil
        } else {
            message = append(.assistant, output, skillID: skillID, error: error, token: token)
        }
        setPhase(.idle, token)
        return message
    }

    /// Shows a step's partial output: the first as a new message, later ones as its updates.
    private func showProgress(skillID: String, _ partial: SkillOutput, token: RequestToken) {
        // Only while that step of this request runs: a skill that outlived its timeout cannot
        // reach a later request.
        guard requests.current == token.requestID, requests.phase == .executing(skillID: skillID) else { return }
        if let id = requests.provisionalID {
            replaceProvisional(id: id, partial, skillID: skillID, error: nil, token: token)
        } else {
            requests.provisionalID = append(.assistant, partial, skillID: skillID, token: token).id
        }
    }

    /// Replaces the provisional message `id` and announces the patches from its old UI.
    @discardableResult
    private func replaceProvisional(
        id: Int, _ output: SkillOutput, skillID: String?, error: AgentError?, token: RequestToken
    ) -> Message {
        let message = Message(
            id: id, role: .assistant, output: output, skillID: skillID, error: error, date: configuration.clock.now())
        let old = history.firstIndex { $0.id == id }
        let patches: [UIPatch]
        switch (old.flatMap { history[$0].ui }, output.ui) {
        case (let before?, let after?): patches = UIDiff.diff(from: before, to: after)
        case (let before?, nil): patches = [.remove(id: before.id)]
        default: patches = []
        }
        log.replace(message)
        emit(.messageUpdated(message, patches: patches), token)
        return message
    }

    @discardableResult
    private func append(_ role: Message.Role, text: String, token: RequestToken) -> Message {
        append(role, SkillOutput(text), skillID: nil, token: token)
    }

    @discardableResult
    private func append(
        _ role: Message.Role, _ output: SkillOutput, skillID: String?, error: AgentError? = nil, token: RequestToken
    ) -> Message {
        let message = Message(
            id: nextMessageID, role: role, output: output, skillID: skillID, error: error,
            date: configuration.clock.now())
        nextMessageID += 1
        log.append(message)
        emit(.messageAppended(message), token)
        return message
    }

    private func setPhase(_ next: AgentPhase, _ token: RequestToken) {
        do {
            try requests.enter(next, request: token.requestID)
            emit(.phaseChanged(next), token)
        } catch {
            report(error, token)
        }
    }

    private func emit(_ kind: AgentEvent.Kind, _ token: RequestToken) {
        broadcaster.emit(AgentEvent(requestID: token.requestID, kind: kind))
    }

    /// Announces an impossible event: the agent keeps serving, but it is a bug to report.
    private func report(_ error: AgentError, _ token: RequestToken) {
        emit(.internalError(error.description), token)
    }

    private var recentTurns: [Message] {
        Array(history.suffix(configuration.contextTurns))
    }
}

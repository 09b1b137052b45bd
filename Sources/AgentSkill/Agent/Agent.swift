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
    /// Approvals remembered this session, and the requests waiting for an answer.
    private let desk: ApprovalDesk
    /// The answer language for requests without Chinese in them, from the configured locale.
    private let defaultLanguage: ReplyLanguage
    private var machine = PhaseMachine()
    /// The conversation, oldest first, at most ``AgentConfiguration/historyLimit`` messages and
    /// about ``AgentConfiguration/historyByteLimit`` bytes (the newest message always stays).
    public var history: [Message] { log.messages }
    private var log: ConversationLog
    /// What the routers remember between requests (``Routing/state``).
    private var dialogueState = DialogueState()
    /// What the last answer asked about and will run once answered (``Conversation/pending``).
    private var pendingQuestion: Invocation?
    private var nextMessageID = 1
    /// The message showing the current request's partial answer, if a skill showed progress.
    private var provisionalID: Int?
    private var nextRequestID = 0
    /// The requests running or waiting for their turn, by request number.
    private var requests: [Int: RequestToken] = [:]
    /// Whether a request holds the turn; the others wait in `turnWaiters`, first come first served.
    private var busy = false
    private var turnWaiters: [CheckedContinuation<Void, Never>] = []

    /// Creates an agent over `registry`; the router defaults to a ``KeywordRouter`` on it.
    public init(registry: SkillRegistry, router: (any Router)? = nil, configuration: AgentConfiguration = .init()) {
        self.registry = registry
        self.router = router ?? KeywordRouter(registry: registry)
        self.configuration = configuration
        self.log = ConversationLog(countLimit: configuration.historyLimit, byteLimit: configuration.historyByteLimit)
        self.defaultLanguage = ReplyLanguage(locale: configuration.locale)
        let broadcaster = EventBroadcaster<AgentEvent>()
        self.broadcaster = broadcaster
        self.desk = ApprovalDesk(
            approver: configuration.approver, timeout: configuration.approvalTimeout, clock: configuration.clock,
            emit: { broadcaster.emit($0) },
            hasListeners: { broadcaster.subscriberCount > 0 })
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

    /// The current phase.
    public var phase: AgentPhase { machine.phase }

    /// How many requests are running or waiting for their turn.
    public var pendingRequests: Int { requests.count }

    /// Handles one request and returns the answer (also appended to ``history``).
    ///
    /// A message sent while another is in flight waits its turn or cancels it, as
    /// ``AgentConfiguration/concurrentRequests`` says. Cancelling the calling task cancels this request.
    @discardableResult
    public func send(_ text: String) async -> Message {
        await takingTurns { token in await self.handle(text, token: token) }
    }

    /// Sends a tap on UI back to the skill that drew it, and returns the updated message.
    ///
    /// The component must be on screen in `messageID` (or, when `nil`, in the newest message that
    /// shows it), must offer exactly `action.action`, and the skill must list that action in
    /// ``Skill/uiActions``; otherwise the answer is an error message and nothing runs. On success
    /// the message is replaced in place and ``AgentEvent/messageUpdated(_:patches:)`` carries the
    /// patches from the old tree to the new one.
    @discardableResult
    public func perform(_ action: UIAction, messageID: Int? = nil) async -> Message {
        await performWithPatches(action, messageID: messageID).message
    }

    /// ``perform(_:messageID:)``, also returning the patches from the old tree to the new one
    /// (empty when nothing changed or the action failed) — what a front end applies in place.
    public func performWithPatches(
        _ action: UIAction, messageID: Int? = nil
    ) async -> (message: Message, patches: [UIPatch]) {
        await takingTurns { token in await self.handle(action, messageID: messageID, token: token) }
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
        return await takingTurns { token in
            let language = ReplyLanguage.detect(in: request ?? "", fallback: self.defaultLanguage)
            self.append(.user, text: text)
            self.setPhase(.thinking)
            guard !token.isCancelled else { return self.respond(failure: .cancelled, language: language) }
            return await self.run([invocation], token: token, language: language)
        }
    }

    /// Runs `body` when its turn comes, with a token that cancellation of any kind flips.
    private func takingTurns<Reply: Sendable>(_ body: (RequestToken) async -> Reply) async -> Reply {
        let token = RequestToken()
        if configuration.concurrentRequests == .cancelInFlight {
            for request in requests.values { request.cancel() }
        }
        let requestID = nextRequestID
        nextRequestID += 1
        requests[requestID] = token
        return await withTaskCancellationHandler {
            await takeTurn()
            provisionalID = nil
            let reply = await body(token)
            requests[requestID] = nil
            releaseTurn()
            return reply
        } onCancel: {
            token.cancel()
        }
    }

    /// Cancels the request in flight and any waiting behind it; each answers "cancelled".
    public func cancel() {
        for request in requests.values { request.cancel() }
    }

    private func takeTurn() async {
        guard busy else {
            busy = true
            return
        }
        await withCheckedContinuation { turnWaiters.append($0) }
    }

    private func releaseTurn() {
        if turnWaiters.isEmpty {
            busy = false
        } else {
            turnWaiters.removeFirst().resume()
        }
    }

    /// Approves or declines a call waiting in ``AgentEvent/approvalRequested(_:)``.
    ///
    /// Only requests made with approver ``Approver/events`` wait for this; answering any other
    /// id (already answered, cancelled, unknown) does nothing.
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

    private func handle(_ text: String, token: RequestToken) async -> Message {
        let language = ReplyLanguage.detect(in: text, fallback: defaultLanguage)
        append(.user, text: text)
        setPhase(.thinking)
        guard !token.isCancelled else { return respond(failure: .cancelled, language: language) }
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
            return respond(failure: failure, language: language)
        }
        guard !token.isCancelled else { return respond(failure: .cancelled, language: language) }
        if let state = routing.state { dialogueState = state }
        if case .ask(_, let pending) = routing.decision {
            pendingQuestion = pending
        } else {
            pendingQuestion = nil
        }
        switch routing.decision {
        case .reply(let answer), .ask(let answer, _):
            return respond(text: answer)
        case .noMatch, .plan([]):
            return respond(text: NoMatchReply.text(for: text, skills: registry.skills, language: language))
        case .invoke(let invocation):
            return await run([invocation], token: token, language: language)
        case .plan(let steps):
            return await run(steps, token: token, language: language)
        case .answer(let answer):
            return respond(text: answer.text, skillID: answer.skillID, data: answer.data, ui: answer.ui)
        }
    }

    /// The ``SkillCaller`` of one request: each call runs like a plan step (phase `executing`,
    /// the whole pipeline, a failure announced), then the phase goes back to `thinking`.
    /// Cheap to make: nothing is set up until a router makes its first call.
    private func makeCaller(token: RequestToken) -> SkillCaller {
        SkillCaller { [self] invocation async throws(AgentError) -> SkillOutput in
            let (runner, turns) = await enterStep(invocation.skillID, token: token)
            do throws(AgentError) {
                let output = try await runner.run(invocation, previous: nil, turns: turns, depth: 1)
                await leaveStep(failure: nil, skillID: invocation.skillID)
                return output
            } catch {
                await leaveStep(failure: error, skillID: invocation.skillID)
                throw error
            }
        }
    }

    private func enterStep(_ skillID: String, token: RequestToken) -> (SkillRunner, [Message]) {
        setPhase(.executing(skillID: skillID))
        return (makeRunner(token: token), recentTurns)
    }

    private func leaveStep(failure: AgentError?, skillID: String) {
        if let failure { broadcaster.emit(.skillFailed(skillID: skillID, error: failure)) }
        if failure != .cancelled { setPhase(.thinking) }
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
            setPhase(.executing(skillID: step.skillID))
            do {
                output = try await runner.run(step, previous: independent ? nil : output, turns: turns, depth: 1)
                if let output { outputs.append(output) }
            } catch {
                broadcaster.emit(.skillFailed(skillID: step.skillID, error: error))
                let failure: AgentError =
                    steps.count > 1 && error != .cancelled
                    ? .planStepFailed(step: index + 1, count: steps.count, skillID: step.skillID, reason: error)
                    : error
                return respond(failure: failure, skillID: step.skillID, language: language)
            }
        }
        if showsEvery, outputs.count > 1 {
            let cards = outputs.compactMap(\.ui)
            return respond(
                text: outputs.map(\.text).joined(separator: "\n"), skillID: steps.last?.skillID,
                data: .array(outputs.map { $0.data ?? .null }),
                ui: cards.count > 1 ? .stack(SKStack(spacing: 8, children: cards)) : cards.first)
        }
        return respond(text: output?.text ?? "", skillID: steps.last?.skillID, data: output?.data, ui: output?.ui)
    }

    private func handle(_ action: UIAction, messageID: Int?, token: RequestToken) async -> (
        message: Message, patches: [UIPatch]
    ) {
        let language = defaultLanguage
        setPhase(.thinking)
        let componentID = action.componentID
        guard
            let shown = history.last(where: { message in
                (messageID == nil || message.id == messageID) && message.ui?.contains(componentID: componentID) == true
            }), let oldUI = shown.ui, let skillID = shown.skillID
        else {
            return (respond(failure: .unknownComponent(componentID), language: language), [])
        }
        guard let skill = registry.skill(id: skillID), skill.uiActions.contains(action.action),
            oldUI.actionOffered(by: componentID) == action.action
        else {
            return (
                respond(failure: .actionNotAllowed(skillID: skillID, action: action.action), language: language), []
            )
        }
        guard !token.isCancelled else { return (respond(failure: .cancelled, language: language), []) }
        setPhase(.executing(skillID: skillID))
        let runner = makeRunner(token: token)
        let output: SkillOutput
        do {
            output = try await runner.runAction(action, skill: skill, turns: recentTurns)
        } catch {
            broadcaster.emit(.skillFailed(skillID: skillID, error: error))
            return (respond(failure: error, skillID: skillID, language: language), [])
        }
        setPhase(.responding)
        let updated = Message(
            id: shown.id, role: .assistant, text: output.text, skillID: skillID, data: output.data, ui: output.ui,
            date: configuration.clock.now())
        let patches: [UIPatch]
        if let newUI = output.ui {
            patches = UIDiff.diff(from: oldUI, to: newUI)
        } else {
            patches = [.remove(id: oldUI.id)]
        }
        if history.contains(where: { $0.id == shown.id }) { log.replace(updated) }
        broadcaster.emit(.messageUpdated(updated, patches: patches))
        setPhase(.idle)
        return (updated, patches)
    }

    private func makeRunner(token: RequestToken) -> SkillRunner {
        let broadcaster = self.broadcaster
        let phases = ApprovalPhases(
            enter: { skillID in await self.enterApproval(skillID) },
            leave: { skillID, phase in await self.leaveApproval(skillID, to: phase) })
        var runner = SkillRunner(
            registry: registry, configuration: configuration, token: token, desk: desk, phases: phases
        ) { broadcaster.emit($0) }
        runner.progress = { [self] skillID, partial in
            guard !token.isCancelled else { return }
            await showProgress(skillID: skillID, partial)
        }
        return runner
    }

    private func enterApproval(_ skillID: String) -> AgentPhase {
        let left = machine.phase
        setPhase(.awaitingApproval(skillID: skillID))
        return left
    }

    private func leaveApproval(_ skillID: String, to phase: AgentPhase) {
        guard machine.phase == .awaitingApproval(skillID: skillID) else { return }
        setPhase(phase)
    }

    // MARK: - Answering

    private func respond(failure: AgentError, skillID: String? = nil, language: ReplyLanguage) -> Message {
        if failure == .cancelled { broadcaster.emit(.requestCancelled) }
        return respond(text: failure.message(in: language), skillID: skillID ?? failure.skillID, error: failure)
    }

    private func respond(
        text: String, skillID: String? = nil, data: JSONValue? = nil, ui: SKComponent? = nil, error: AgentError? = nil
    ) -> Message {
        setPhase(.responding)
        let message: Message
        if let id = provisionalID {
            // The answer replaces the partial one shown while the skill ran.
            message = replaceProvisional(
                id: id, text: text, skillID: skillID, data: data, ui: ui, error: error)
            provisionalID = nil
        } else {
            message = append(.assistant, text: text, skillID: skillID, data: data, ui: ui, error: error)
        }
        setPhase(.idle)
        return message
    }

    /// Shows a step's partial output: the first as a new message, later ones as its updates.
    private func showProgress(skillID: String, _ partial: SkillOutput) {
        // Only while that step runs: a skill that outlived its timeout cannot reach a later request.
        guard machine.phase == .executing(skillID: skillID) else { return }
        if let id = provisionalID {
            replaceProvisional(
                id: id, text: partial.text, skillID: skillID, data: partial.data, ui: partial.ui, error: nil)
        } else {
            provisionalID =
                append(.assistant, text: partial.text, skillID: skillID, data: partial.data, ui: partial.ui).id
        }
    }

    /// Replaces the provisional message `id` and announces the patches from its old UI.
    @discardableResult
    private func replaceProvisional(
        id: Int, text: String, skillID: String?, data: JSONValue?, ui: SKComponent?, error: AgentError?
    ) -> Message {
        let message = Message(
            id: id, role: .assistant, text: text, skillID: skillID, data: data, ui: ui, error: error,
            date: configuration.clock.now())
        let old = history.firstIndex { $0.id == id }
        let patches: [UIPatch]
        switch (old.flatMap { history[$0].ui }, ui) {
        case (let before?, let after?): patches = UIDiff.diff(from: before, to: after)
        case (let before?, nil): patches = [.remove(id: before.id)]
        default: patches = []
        }
        log.replace(message)
        broadcaster.emit(.messageUpdated(message, patches: patches))
        return message
    }

    @discardableResult
    private func append(
        _ role: Message.Role, text: String, skillID: String? = nil, data: JSONValue? = nil, ui: SKComponent? = nil,
        error: AgentError? = nil
    ) -> Message {
        let message = Message(
            id: nextMessageID, role: role, text: text, skillID: skillID, data: data, ui: ui, error: error,
            date: configuration.clock.now())
        nextMessageID += 1
        log.append(message)
        broadcaster.emit(.messageAppended(message))
        return message
    }

    private func setPhase(_ next: AgentPhase) {
        do {
            try machine.transition(to: next)
            broadcaster.emit(.phaseChanged(next))
        } catch {
            broadcaster.emit(.internalError(error.description))
        }
    }

    private var recentTurns: [Message] {
        Array(history.suffix(configuration.contextTurns))
    }
}

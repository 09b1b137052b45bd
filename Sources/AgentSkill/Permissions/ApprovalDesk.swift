import Foundation
import SkillJSON
import Synchronization

/// The agent's side of approvals: the session's remembered approvals and the requests waiting
/// for an answer, each answered exactly once — by the approver, by
/// ``Agent/answerApproval(id:approved:)``, by cancellation, or by the timeout.
///
/// With ``DurableApprovals`` (and approver ``Approver/events``) each approval is stored before it
/// is shown, every answer is written before the waiting call goes on, and a wait that ends
/// without an answer leaves it pending in the store (``Answer/released``); see
/// `ApprovalDesk+Stored.swift` for answering it then.
final class ApprovalDesk: Sendable {
    /// How a request was settled.
    enum Answer: Sendable, Hashable {
        case approved, declined, unanswered, cancelled
        /// Nobody answered within the timeout.
        case timedOut(after: Duration)
        /// The wait ended without an answer (the request was cancelled or released); the durable
        /// approval stays pending, to be answered later.
        case released
        /// The durable approval, or its answer, could not be stored: the call does not run.
        case storeFailed(String)

        /// The state a durable approval moves to with this answer; `nil` when it stays as it is.
        var storedState: ApprovalState? {
            switch self {
            case .approved: .approved
            case .declined: .declined
            case .timedOut: .expired
            case .cancelled: .cancelled
            case .unanswered, .released, .storeFailed: nil
            }
        }
    }

    /// How a call's approval was settled, with its durable approval's id when it was stored.
    struct Settlement: Sendable, Hashable {
        var answer: Answer
        var storedID: Int? = nil
    }

    private struct Waiting: Sendable {
        var request: ApprovalRequest
        var requestID: RequestID
        var continuation: CheckedContinuation<Answer, Never>
        var handlerTask: Task<Void, Never>?
        /// Whether the approval is in the store: its answer is written there, and a wait that
        /// ends without one leaves it pending.
        var stored: Bool
    }

    private struct State: Sendable {
        var session = PermissionSession()
        var nextID = 1
        var waiting: [Int: Waiting] = [:]
        /// Durable approvals answered here whose new state is being written: until it is, the
        /// store still says pending, so they are refused from here.
        var settling: [Int: ApprovalState] = [:]
        /// Approvals given before the call asks: a stored approval answered after its request
        /// ended, for the request that performs it.
        var grants: [RequestID: ApprovalRequest] = [:]
    }

    private let state = Mutex(State())
    private let approver: Approver
    private let emit: @Sendable (AgentEvent) -> Void
    private let hasListeners: @Sendable () -> Bool
    private let timeout: Duration?
    private let schedule: @Sendable (Duration, @escaping @Sendable () -> Void) -> @Sendable () -> Void
    /// The current date, for durable approvals' times.
    let now: @Sendable () -> Date
    /// Where approvals outlive their request; only with approver ``Approver/events``, the one
    /// whose answers can come later.
    let durable: DurableApprovals?

    init(
        approver: Approver, timeout: Duration? = nil, clock: AgentClock = .system, durable: DurableApprovals? = nil,
        emit: @escaping @Sendable (AgentEvent) -> Void, hasListeners: @escaping @Sendable () -> Bool
    ) {
        self.approver = approver
        self.timeout = timeout
        self.schedule = clock.schedule
        self.now = clock.now
        if case .events = approver { self.durable = durable } else { self.durable = nil }
        self.emit = emit
        self.hasListeners = hasListeners
    }

    /// What was approved for the rest of the session.
    var session: PermissionSession { state.withLock { $0.session } }

    /// The requests waiting for an answer, oldest first.
    var pending: [ApprovalRequest] {
        state.withLock { $0.waiting.values.map(\.request) }.sorted { $0.id < $1.id }
    }

    func remember(_ skillID: String) {
        state.withLock { $0.session.remember(skillID) }
    }

    func forgetSession() {
        state.withLock { $0.session = PermissionSession() }
    }

    /// Asks the approver about a call and waits for the answer, the request's cancellation, or
    /// the current task's cancellation, whichever comes first.
    ///
    /// - Parameter resumable: whether the call can be run again from its skill id and arguments
    ///   alone, so its approval may be stored and answered after the request ended (a tap on a
    ///   card's button cannot: its approval stays in memory, numbered from -1 down when approvals
    ///   are durable, so it never shares an id with a stored one).
    func ask(
        skillID: String, summary: String, effect: SkillEffect, arguments: JSONValue, reason: PermissionReason,
        token: RequestToken, resumable: Bool = true
    ) async -> Settlement {
        guard let durable, resumable else {
            let request = state.withLock { state in
                defer { state.nextID += 1 }
                return ApprovalRequest(
                    id: durable == nil ? state.nextID : -state.nextID, skillID: skillID, summary: summary,
                    effect: effect, arguments: arguments, reason: reason)
            }
            switch approver {
            case .nobody: return Settlement(answer: .unanswered)
            case .events where !hasListeners(): return Settlement(answer: .unanswered)
            default: break
            }
            return Settlement(answer: await wait(for: request, stored: false, token: token))
        }
        guard hasListeners() else { return Settlement(answer: .unanswered) }
        let created = now()
        let draft = ApprovalRequest(
            id: 0, skillID: skillID, summary: summary, effect: effect, arguments: arguments, reason: reason,
            created: created, expires: timeout.map { created.addingTimeInterval($0.timeInterval) })
        let request: ApprovalRequest
        do {
            request = try await durable.store.insert(draft, conversation: durable.conversation)
        } catch {
            return Settlement(answer: .storeFailed(SkillRunner.describe(error)))
        }
        return Settlement(answer: await wait(for: request, stored: true, token: token), storedID: request.id)
    }

    /// Registers `request` as waiting, announces it, and returns its answer.
    private func wait(for request: ApprovalRequest, stored: Bool, token: RequestToken) async -> Answer {
        let id = request.id
        // A stored approval outlives the request: its end leaves it pending.
        let ended: Answer = stored ? .released : .cancelled
        let key = token.onCancel { [self] in answer(id, ended) }
        defer { if let key { token.removeHandler(key) } }
        let stopTimer = timeout.map { limit in schedule(limit) { [self] in answer(id, .timedOut(after: limit)) } }
        defer { stopTimer?() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let registered = state.withLock { state in
                    guard !token.isCancelled, !Task.isCancelled else { return false }
                    state.waiting[id] = Waiting(
                        request: request, requestID: token.requestID, continuation: continuation, stored: stored)
                    return true
                }
                guard registered else { return continuation.resume(returning: ended) }
                emit(AgentEvent(requestID: token.requestID, kind: .approvalRequested(request)))
                switch approver {
                case .events, .nobody:
                    break
                case .always(let approved):
                    answer(id, approved ? .approved : .declined)
                case .handler(let handler):
                    let task = Task { [self] in
                        let approved = await handler(request)
                        answer(id, Task.isCancelled ? .cancelled : approved ? .approved : .declined)
                    }
                    state.withLock { $0.waiting[id]?.handlerTask = task }
                }
            }
        } onCancel: {
            answer(id, ended)
        }
    }

    /// Cancels every waiting request; returns how many there were. Stored approvals are
    /// cancelled too.
    @discardableResult
    func cancelAll() -> Int {
        let ids = state.withLock { Array($0.waiting.keys) }
        return ids.filter { answer($0, .cancelled) }.count
    }

    /// Ends every wait without an answer: stored approvals stay pending, the others are
    /// cancelled. Returns how many waits there were.
    @discardableResult
    func releaseAll() -> Int {
        let waits = state.withLock { $0.waiting.map { ($0.key, $0.value.stored) } }
        return waits.filter { id, stored in answer(id, stored ? .released : .cancelled) }.count
    }

    /// Settles request `id`; returns `false` when it is not waiting (already answered, or unknown).
    ///
    /// A stored approval's answer is written before the waiting call goes on; when the store does
    /// not take an approval (it failed, or found it expired), the call does not run.
    @discardableResult
    func answer(_ id: Int, _ answer: Answer) -> Bool {
        let writes = answer.storedState
        guard
            let waiting = state.withLock({ state -> Waiting? in
                guard let waiting = state.waiting.removeValue(forKey: id) else { return nil }
                if waiting.stored, let writes { state.settling[id] = writes }
                return waiting
            })
        else { return false }
        if answer == .cancelled || answer == .released { waiting.handlerTask?.cancel() }
        guard waiting.stored, let writes, let durable else {
            if answer != .released { announce(answer, of: id, to: waiting.requestID) }
            waiting.continuation.resume(returning: answer)
            return true
        }
        Task { [self] in
            let settled = await write(writes, of: id, in: durable, answer: answer)
            state.withLock { _ = $0.settling.removeValue(forKey: id) }
            announce(settled, of: id, to: waiting.requestID)
            waiting.continuation.resume(returning: settled)
        }
        return true
    }

    private func announce(_ answer: Answer, of id: Int, to requestID: RequestID) {
        emit(AgentEvent(requestID: requestID, kind: .approvalAnswered(id: id, approved: answer == .approved)))
    }

    /// Writes a stored approval's new state; returns the answer the waiting call gets. An
    /// approval the store did not take is not run.
    private func write(_ new: ApprovalState, of id: Int, in durable: DurableApprovals, answer: Answer) async -> Answer {
        let change: ApprovalChange
        do {
            change = try await durable.store.change(id, in: durable.conversation, from: .pending, to: new, at: now())
        } catch {
            return answer == .approved ? .storeFailed(SkillRunner.describe(error)) : answer
        }
        guard answer == .approved else { return answer }
        switch change {
        case .changed:
            return answer
        case .unchanged(let approval) where approval.state == .expired:
            return .timedOut(after: timeout ?? .zero)
        case .unchanged(let approval):
            return .storeFailed("approval #\(id) is \(approval.state) in the store, not pending")
        case .notFound:
            return .storeFailed("approval #\(id) is missing from the store")
        }
    }

    /// The state a stored approval answered here is being written as, if it is.
    func settlingState(of id: Int) -> ApprovalState? {
        state.withLock { $0.settling[id] }
    }

    /// Approves `request` in advance for the request `requestID`: its first call of the same
    /// skill with the same arguments that the policy asks about is approved without asking.
    func grant(_ request: ApprovalRequest, to requestID: RequestID) {
        state.withLock { $0.grants[requestID] = request }
    }

    /// Withdraws what ``grant(_:to:)`` gave and was not used.
    func revokeGrant(of requestID: RequestID) {
        _ = state.withLock { $0.grants.removeValue(forKey: requestID) }
    }

    /// The approval given in advance for this call of request `requestID`, used up by taking it.
    func takeGrant(for requestID: RequestID, skillID: String, arguments: JSONValue) -> ApprovalRequest? {
        state.withLock { state in
            guard let granted = state.grants[requestID], granted.skillID == skillID, granted.arguments == arguments
            else { return nil }
            state.grants[requestID] = nil
            return granted
        }
    }
}

extension Duration {
    /// The duration in seconds, as Foundation counts time.
    var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}

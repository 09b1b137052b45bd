import SkillJSON
import Synchronization

/// The agent's side of approvals: the session's remembered approvals and the requests waiting
/// for an answer, each answered exactly once — by the approver, by
/// ``Agent/answerApproval(id:approved:)``, by cancellation, or by the timeout.
final class ApprovalDesk: Sendable {
    /// How a request was settled.
    enum Answer: Sendable, Hashable {
        case approved, declined, unanswered, cancelled
        /// Nobody answered within the timeout.
        case timedOut(after: Duration)
    }

    private struct Waiting: Sendable {
        var request: ApprovalRequest
        var requestID: RequestID
        var continuation: CheckedContinuation<Answer, Never>
        var handlerTask: Task<Void, Never>?
    }

    private struct State: Sendable {
        var session = PermissionSession()
        var nextID = 1
        var waiting: [Int: Waiting] = [:]
    }

    private let state = Mutex(State())
    private let approver: Approver
    private let emit: @Sendable (AgentEvent) -> Void
    private let hasListeners: @Sendable () -> Bool
    private let timeout: Duration?
    private let schedule: @Sendable (Duration, @escaping @Sendable () -> Void) -> @Sendable () -> Void

    init(
        approver: Approver, timeout: Duration? = nil, clock: AgentClock = .system,
        emit: @escaping @Sendable (AgentEvent) -> Void, hasListeners: @escaping @Sendable () -> Bool
    ) {
        self.approver = approver
        self.timeout = timeout
        self.schedule = clock.schedule
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
    func ask(
        skillID: String, summary: String, effect: SkillEffect, arguments: JSONValue, reason: PermissionReason,
        token: RequestToken
    ) async -> Answer {
        let request = state.withLock { state in
            defer { state.nextID += 1 }
            return ApprovalRequest(
                id: state.nextID, skillID: skillID, summary: summary, effect: effect, arguments: arguments,
                reason: reason)
        }
        switch approver {
        case .nobody: return .unanswered
        case .events where !hasListeners(): return .unanswered
        default: break
        }
        let id = request.id
        let key = token.onCancel { [self] in answer(id, .cancelled) }
        defer { if let key { token.removeHandler(key) } }
        let stopTimer = timeout.map { limit in schedule(limit) { [self] in answer(id, .timedOut(after: limit)) } }
        defer { stopTimer?() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let registered = state.withLock { state in
                    guard !token.isCancelled, !Task.isCancelled else { return false }
                    state.waiting[id] = Waiting(
                        request: request, requestID: token.requestID, continuation: continuation)
                    return true
                }
                guard registered else { return continuation.resume(returning: .cancelled) }
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
            answer(id, .cancelled)
        }
    }

    /// Cancels every waiting request; returns how many there were.
    @discardableResult
    func cancelAll() -> Int {
        let ids = state.withLock { Array($0.waiting.keys) }
        return ids.filter { answer($0, .cancelled) }.count
    }

    /// Settles request `id`; returns `false` when it is not waiting (already answered, or unknown).
    @discardableResult
    func answer(_ id: Int, _ answer: Answer) -> Bool {
        guard let waiting = state.withLock({ $0.waiting.removeValue(forKey: id) }) else { return false }
        if answer == .cancelled { waiting.handlerTask?.cancel() }
        emit(AgentEvent(requestID: waiting.requestID, kind: .approvalAnswered(id: id, approved: answer == .approved)))
        waiting.continuation.resume(returning: answer)
        return true
    }
}

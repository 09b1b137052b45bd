import Observation
import SkillUI

/// An `@Observable` view model of an ``Agent`` for user interfaces (SwiftUI or any other).
///
/// It subscribes to the agent's events when created and mirrors them: the messages, the phase,
/// the skill running now. Views read its properties; ``send(_:)`` returns once the answer is
/// visible in ``messages``.
///
/// ```swift
/// let store = AgentStore(agent: agent)
/// await store.send("测试")
/// store.messages.last?.text  // "测试成功"
/// ```
@MainActor
@Observable
public final class AgentStore {
    /// The conversation as the UI shows it, oldest first.
    public private(set) var messages: [Message] = []
    /// What the agent is doing now.
    public private(set) var phase: AgentPhase = .idle
    /// The last failure reported by a skill, cleared when a new request starts.
    public private(set) var lastError: AgentError?
    /// Calls waiting for the person to approve them (approver ``Approver/events``), oldest first.
    public private(set) var pendingApprovals: [ApprovalRequest] = []

    /// The id of the skill running now, if any.
    public var currentSkillID: String? {
        if case .executing(let skillID) = phase { return skillID }
        return nil
    }

    /// Whether a request is being handled.
    public var isBusy: Bool { phase != .idle }

    @ObservationIgnored private let agent: Agent
    /// Callers waiting until everything of their request is shown, by request.
    @ObservationIgnored private var waiting: [RequestID: [CheckedContinuation<Void, Never>]] = [:]
    /// The last requests whose last event was applied (at most 64, newest last): a caller that
    /// starts waiting after that finds its request here.
    @ObservationIgnored private var finished: [RequestID] = []
    @ObservationIgnored private let messageLimit: Int

    /// Creates a store that follows `agent` from now on, keeping at most `messageLimit` messages.
    public init(agent: Agent, messageLimit: Int = 500) {
        self.agent = agent
        self.messageLimit = max(1, messageLimit)
        let events = agent.events
        Task { [weak self] in
            for await event in events {
                guard let self else { return }
                self.apply(event)
            }
        }
    }

    /// Sends a request and returns the answer once ``messages`` shows everything it did and the
    /// phase is idle again.
    @discardableResult
    public func send(_ text: String) async -> Message {
        lastError = nil
        return await shown(await agent.submit(text))
    }

    /// Sends a tap on UI back to its skill; returns the updated (or error) message once shown.
    @discardableResult
    public func perform(_ action: UIAction, messageID: Int? = nil) async -> Message {
        lastError = nil
        return await shown(await agent.submit(action, messageID: messageID))
    }

    /// The request's answer, once its last event has been applied.
    private func shown(_ request: AgentRequest) async -> Message {
        let reply = await request.result
        if !finished.contains(request.id) {
            await withCheckedContinuation { continuation in waiting[request.id, default: []].append(continuation) }
        }
        return reply
    }

    /// Approves or declines a waiting call; see ``Agent/answerApproval(id:approved:)``.
    public func answerApproval(id: Int, approved: Bool) {
        agent.answerApproval(id: id, approved: approved)
    }

    /// Cancels the request in flight.
    public func cancel() async {
        await agent.cancel()
    }

    /// Applies one agent event; the store does this itself for the agent it follows.
    public func apply(_ event: AgentEvent) {
        switch event.kind {
        case .phaseChanged(let next):
            phase = next
        case .messageAppended(let message):
            messages.append(message)
            if messages.count > messageLimit { messages.removeFirst(messages.count - messageLimit) }
            if let error = message.error { lastError = error }
        case .messageUpdated(let message, _):
            if let index = messages.firstIndex(where: { $0.id == message.id }) { messages[index] = message }
            if let error = message.error { lastError = error }
        case .skillFailed(_, let error):
            lastError = error
        case .approvalRequested(let request):
            pendingApprovals.append(request)
        case .approvalAnswered(let id, _):
            pendingApprovals.removeAll { $0.id == id }
        case .requestFinished:
            if let waiters = waiting.removeValue(forKey: event.requestID) {
                for waiter in waiters { waiter.resume() }
            }
            finished.append(event.requestID)
            if finished.count > 64 { finished.removeFirst() }
        case .skillStarted, .skillFinished, .skillRetrying, .requestCancelled, .internalError:
            break
        }
    }
}

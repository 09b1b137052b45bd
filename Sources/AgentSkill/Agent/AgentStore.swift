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
    /// Callers of `send` waiting for their answer, by message id.
    @ObservationIgnored private var waitingForReply: [Int: [CheckedContinuation<Void, Never>]] = [:]
    /// Callers whose answer is shown, waiting for the agent to return to idle.
    @ObservationIgnored private var waitingForIdle: [CheckedContinuation<Void, Never>] = []
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

    /// Sends a request and returns the answer once ``messages`` shows it and the phase is idle again.
    @discardableResult
    public func send(_ text: String) async -> Message {
        lastError = nil
        let reply = await agent.send(text)
        await waitUntilShown(reply)
        return reply
    }

    /// Returns once `reply` is in ``messages`` as it is now and the phase is idle again.
    private func waitUntilShown(_ reply: Message) async {
        if !messages.contains(reply) {
            await withCheckedContinuation { continuation in
                waitingForReply[reply.id, default: []].append(continuation)
            }
        } else if phase != .idle {
            await withCheckedContinuation { continuation in waitingForIdle.append(continuation) }
        }
    }

    /// Sends a tap on UI back to its skill; returns the updated (or error) message once shown.
    @discardableResult
    public func perform(_ action: UIAction, messageID: Int? = nil) async -> Message {
        lastError = nil
        let reply = await agent.perform(action, messageID: messageID)
        await waitUntilShown(reply)
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
        switch event {
        case .phaseChanged(let next):
            phase = next
            if next == .idle {
                let waiters = waitingForIdle
                waitingForIdle = []
                for waiter in waiters { waiter.resume() }
            }
        case .messageAppended(let message):
            messages.append(message)
            if messages.count > messageLimit { messages.removeFirst(messages.count - messageLimit) }
            if let error = message.error { lastError = error }
            waitingForIdle += waitingForReply.removeValue(forKey: message.id) ?? []
        case .messageUpdated(let message, _):
            if let index = messages.firstIndex(where: { $0.id == message.id }) { messages[index] = message }
            if let error = message.error { lastError = error }
            waitingForIdle += waitingForReply.removeValue(forKey: message.id) ?? []
        case .skillFailed(_, let error):
            lastError = error
        case .approvalRequested(let request):
            pendingApprovals.append(request)
        case .approvalAnswered(let id, _):
            pendingApprovals.removeAll { $0.id == id }
        case .skillStarted, .skillFinished, .skillRetrying, .requestCancelled, .internalError:
            break
        }
    }
}

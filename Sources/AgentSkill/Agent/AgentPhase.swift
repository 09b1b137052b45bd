/// What the agent is doing right now.
///
/// Every request goes `idle → thinking → (executing(skill))* → responding → idle`, with
/// `awaitingApproval(skill)` in between while a call waits for someone to approve it;
/// see ``PhaseMachine`` for the exact transitions.
public enum AgentPhase: Sendable, Hashable, CustomStringConvertible {
    /// Waiting for a request.
    case idle
    /// Understanding the request and choosing a skill.
    case thinking
    /// Running the skill with this id.
    case executing(skillID: String)
    /// Waiting for someone to approve a call of the skill with this id.
    case awaitingApproval(skillID: String)
    /// Writing the answer.
    case responding

    public var description: String {
        switch self {
        case .idle: "idle"
        case .thinking: "thinking"
        case .executing(let skillID): "executing(\(skillID))"
        case .awaitingApproval(let skillID): "awaitingApproval(\(skillID))"
        case .responding: "responding"
        }
    }
}

/// The agent's phase as a plain state machine, with no I/O.
///
/// Allowed transitions, and no others:
/// - `idle → thinking` (a request arrives)
/// - `thinking → executing(s)` (a skill was chosen)
/// - `thinking → responding` (a direct reply, a question, no match, a failure or a cancellation)
/// - `executing(s) → executing(t)` (the next step of a plan)
/// - `executing(s) → responding` (the skill or plan finished, failed or was cancelled)
/// - `executing(s) → awaitingApproval(t)` (a call of `t`, the step itself or one it invokes,
///   needs approval)
/// - `awaitingApproval(s) → awaitingApproval(t)` (a skill invoked several calls at once that
///   each need approval)
/// - `awaitingApproval(s) → executing(t)` (answered; the step or the invoking skill goes on)
/// - `awaitingApproval(s) → responding` (the step was denied or cancelled)
/// - `responding → idle` (the answer was appended)
public struct PhaseMachine: Sendable, Hashable {
    /// The current phase.
    public private(set) var phase: AgentPhase = .idle

    /// Creates a machine in ``AgentPhase/idle``.
    public init() {}

    /// Whether `from → to` is an allowed transition.
    public static func allows(from: AgentPhase, to: AgentPhase) -> Bool {
        switch (from, to) {
        case (.idle, .thinking), (.thinking, .executing), (.thinking, .responding),
            (.executing, .executing), (.executing, .responding), (.responding, .idle),
            (.executing, .awaitingApproval), (.awaitingApproval, .awaitingApproval),
            (.awaitingApproval, .executing), (.awaitingApproval, .responding),
            // A model's tool-call loop thinks again after each skill it called.
            (.executing, .thinking), (.awaitingApproval, .thinking):
            true
        default:
            false
        }
    }

    /// Moves to `next` and returns it.
    ///
    /// - Throws: ``AgentError/invalidTransition(from:to:)`` naming both phases; the phase stays unchanged.
    @discardableResult
    public mutating func transition(to next: AgentPhase) throws(AgentError) -> AgentPhase {
        guard Self.allows(from: phase, to: next) else { throw .invalidTransition(from: phase, to: next) }
        phase = next
        return next
    }
}

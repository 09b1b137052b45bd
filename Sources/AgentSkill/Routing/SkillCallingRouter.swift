import SkillJSON
import SkillUI

/// Runs skills for a router that calls them while it decides — a language model's tool-call
/// loop. Every call goes through the agent's whole pipeline: schema validation, the permission
/// policy and approvals, the audit log, timeouts, retries, cancellation and events. A router
/// holding one can never skip an approval.
public struct SkillCaller: Sendable {
    private let body: @Sendable (Invocation) async throws(AgentError) -> SkillOutput

    /// A caller that runs invocations with `body`.
    public init(_ body: @escaping @Sendable (Invocation) async throws(AgentError) -> SkillOutput) {
        self.body = body
    }

    /// Runs `invocation` and returns the skill's output.
    ///
    /// - Throws: ``AgentError`` — invalid arguments (naming each path and problem), an unknown
    ///   skill, a denied permission, a failure or timeout of the skill, cancellation.
    public func callAsFunction(_ invocation: Invocation) async throws(AgentError) -> SkillOutput {
        try await body(invocation)
    }
}

/// A router that calls skills itself while it decides, through a ``SkillCaller`` the agent
/// hands it, and may answer with what they produced (``RouteDecision/answer(_:)``).
///
/// The agent prefers ``route(_:conversation:skills:)`` for such routers; the plain
/// ``Router/route(_:conversation:)`` stays for callers without an agent.
public protocol SkillCallingRouter: Router {
    /// Decides how to answer `text`, running skills through `skills` as it goes.
    func route(_ text: String, conversation: Conversation, skills: SkillCaller) async throws -> RouteDecision
}

/// A finished answer from a ``SkillCallingRouter``: the words for the person, and the data and
/// UI of the skill call it rests on (or UI the router made).
public struct RoutedAnswer: Sendable, Hashable {
    /// What the person reads.
    public var text: String
    /// The skill whose output the answer carries, if any.
    public var skillID: String?
    /// That output's data.
    public var data: JSONValue?
    /// UI to show with the answer.
    public var ui: SKComponent?

    /// Creates an answer.
    public init(text: String, skillID: String? = nil, data: JSONValue? = nil, ui: SKComponent? = nil) {
        self.text = text
        self.skillID = skillID
        self.data = data
        self.ui = ui
    }
}

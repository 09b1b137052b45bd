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

/// A finished answer from a router that ran skills through ``RoutingContext/skills``: the words
/// for the person, and the data and UI of the skill call it rests on (or UI the router made).
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

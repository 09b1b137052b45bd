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

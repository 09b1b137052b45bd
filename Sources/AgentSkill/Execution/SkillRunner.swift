import Foundation
import SkillJSON

/// Runs one invocation safely: look up → bind plan inputs → validate → run with a time limit,
/// retrying retryable failures with exponential backoff.
struct SkillRunner: Sendable {
    let registry: SkillRegistry
    let configuration: AgentConfiguration
    let token: RequestToken
    let emit: @Sendable (AgentEvent) -> Void

    /// Runs `invocation`; `previous` is the prior plan step's output, `depth` counts nested invokes.
    func run(
        _ invocation: Invocation, previous: SkillOutput?, turns: [Message], depth: Int
    ) async throws(AgentError) -> SkillOutput {
        let id = invocation.skillID
        guard depth <= configuration.maxInvocationDepth else {
            throw .invocationTooDeep(skillID: id, limit: configuration.maxInvocationDepth)
        }
        guard let (skill, parameters) = registry.skillAndSchema(id: id) else {
            throw .unknownSkill(id, suggestion: registry.suggestion(for: id))
        }
        let arguments = try bindInputs(invocation, previous: previous)
        let problems = parameters.validate(arguments).filter { $0.severity == .error }
        guard problems.isEmpty else {
            throw .invalidArguments(skillID: id, problems: problems.map(\.description))
        }
        emit(.skillStarted(skillID: id, arguments: arguments))
        let context = SkillContext(
            skillID: id, clock: configuration.clock, timeZone: configuration.timeZone,
            locale: configuration.locale, recentTurns: turns, previousOutput: previous,
            invoker: { nested in try await self.run(nested, previous: nil, turns: turns, depth: depth + 1) })
        let policy = skill.retryPolicy ?? configuration.retryPolicy
        let timeout = skill.timeout ?? configuration.defaultTimeout
        let started = ContinuousClock.now
        var attempt = 1
        while true {
            do {
                let output: SkillOutput
                switch skill.execution {
                case .isolated:
                    output = try await runWithDeadline(timeout, clock: configuration.clock, token: token) {
                        try await skill.execute(arguments, context: context)
                    }
                case .inline:
                    if token.isCancelled { throw CancellationError() }
                    output = try await skill.execute(arguments, context: context)
                }
                emit(.skillFinished(skillID: id, duration: ContinuousClock.now - started))
                return output
            } catch is DeadlineExceeded {
                throw .timedOut(skillID: id, after: timeout ?? .zero)
            } catch {
                if token.isCancelled { throw .cancelled }
                if let agentError = error as? AgentError { throw agentError }
                guard let retryable = error as? any RetryableError, retryable.isRetryable,
                    attempt < policy.maxAttempts
                else {
                    throw .skillFailed(skillID: id, reason: Self.describe(error))
                }
                let delay = policy.delay(afterAttempt: attempt)
                emit(.skillRetrying(skillID: id, attempt: attempt, delay: delay, reason: Self.describe(error)))
                let clock = configuration.clock
                do {
                    try await runWithDeadline(nil, clock: clock, token: token) { try await clock.sleep(delay) }
                } catch {
                    throw .cancelled
                }
                attempt += 1
            }
        }
    }

    private func bindInputs(_ invocation: Invocation, previous: SkillOutput?) throws(AgentError) -> JSONValue {
        guard !invocation.inputs.isEmpty else { return invocation.arguments }
        let id = invocation.skillID
        guard let previous else {
            throw .invalidArguments(skillID: id, problems: ["inputs need a previous plan step, but there is none"])
        }
        var object = invocation.arguments.objectValue ?? [:]
        for (name, path) in invocation.inputs.sorted(by: { $0.key < $1.key }) {
            guard let value = previous.value(at: path) else {
                throw .invalidArguments(
                    skillID: id, problems: ["$.\(name): the previous step's output has nothing at '\(path)'"])
            }
            object[name] = value
        }
        return .object(object)
    }

    /// A readable reason for any error: its `LocalizedError` text, else its description.
    static func describe(_ error: any Error) -> String {
        if let localized = error as? any LocalizedError, let text = localized.errorDescription { return text }
        return String(describing: error)
    }
}

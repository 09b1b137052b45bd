import Foundation
import SkillJSON
import SkillStore
import SkillUI

/// Runs one invocation safely: look up → bind plan inputs → validate → prepare (the skill's own
/// look-up: resolve the arguments, or answer at once) → check permission (maybe waiting for
/// approval, with the prepared summary) → run with a time limit, retrying retryable failures with exponential
/// backoff → record write, destructive and denied calls in the audit log.
struct SkillRunner: Sendable {
    let registry: SkillRegistry
    let configuration: AgentConfiguration
    let token: RequestToken
    let desk: ApprovalDesk
    let phases: ApprovalPhases
    /// Announces what happens, as events of the request.
    let emit: @Sendable (AgentEvent.Kind) -> Void
    /// Keeps the follow-ups the skills schedule.
    var followUps: (any FollowUpStore)?
    /// Wakes the agent's follow-up loop (``SkillContext/followUpsChanged()``); `nil` for none.
    var wakeFollowUps: (@Sendable () -> Void)?
    /// Receives the partial outputs of the request's own steps (depth 1); `nil` for none.
    var progress: (@Sendable (_ skillID: String, _ partial: SkillOutput) async -> Void)? = nil

    /// Runs `invocation`; `previous` is the prior plan step's output, `depth` counts nested
    /// invokes (1 for a step of the request itself).
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
        var arguments = try bindInputs(invocation, previous: previous)
        let problems = parameters.validate(arguments).filter { $0.severity == .error }
        guard problems.isEmpty else {
            throw .invalidArguments(skillID: id, problems: problems.map(LocalizedReason.init(diagnostic:)))
        }
        let context = makeContext(for: skill, previous: previous, turns: turns, depth: depth)
        var summary: String?
        switch try await prepare(skill, arguments: arguments, context: context) {
        case .answer(var output):
            emit(.skillStarted(skillID: id, arguments: arguments))
            output.ui = output.ui?.withAssignedIDs()
            emit(.skillFinished(skillID: id, duration: .zero))
            return output
        case .proceed(let resolved, let line):
            if resolved != arguments {
                let problems = parameters.validate(resolved).filter { $0.severity == .error }
                guard problems.isEmpty else {
                    throw .invalidArguments(skillID: id, problems: problems.map(LocalizedReason.init(diagnostic:)))
                }
            }
            arguments = resolved
            summary = line
        }
        let prepared = arguments
        let audit = try await authorize(
            skill, arguments: arguments, nested: depth > 1,
            summary: summary ?? skill.summary(for: prepared, language: context.language))
        emit(.skillStarted(skillID: id, arguments: arguments))
        return try await recording(audit) { () async throws(AgentError) -> SkillOutput in
            try await perform(skill, context: context) { skill, context in
                try await skill.execute(prepared, context: context)
            }
        }
    }

    /// Runs `skill`'s handler for a UI action, with the same timeout, retries and cancellation,
    /// after its preparation (``Skill/prepare(_:context:)-(UIAction,_)``); `label` is what the
    /// tapped control showed, for the approval prompt when the skill gives no summary.
    func runAction(
        _ action: UIAction, label: String?, skill: any Skill, turns: [Message]
    ) async throws(AgentError) -> SkillOutput {
        var arguments: [String: JSONValue] = [
            "componentID": .string(action.componentID), "action": .string(action.action),
        ]
        if let payload = action.payload { arguments["payload"] = payload }
        if !action.formValues.isEmpty { arguments["formValues"] = .object(action.formValues) }
        // An action updates its own message; it shows no partial answers of its own.
        let context = makeContext(for: skill, previous: nil, turns: turns, depth: 1, showsProgress: false)
        let summary: String
        switch try await preparing(skill, { try await skill.prepare(action, context: context) }) {
        case .answer(var output):
            emit(.skillStarted(skillID: skill.id, arguments: .object(arguments)))
            output.ui = output.ui?.withAssignedIDs()
            emit(.skillFinished(skillID: skill.id, duration: .zero))
            return output
        case .proceed(let line):
            let language = context.language
            let name = skill.texts(in: language).name
            summary = line ?? label.map { language.sentences(name + (language == .chinese ? "：" : ":"), $0) } ?? name
        }
        // The tap cannot be replayed from the arguments alone, so its approval stays in memory.
        let audit = try await authorize(
            skill, arguments: .object(arguments), nested: false, summary: summary, resumable: false)
        emit(.skillStarted(skillID: skill.id, arguments: .object(arguments)))
        return try await recording(audit) { () async throws(AgentError) -> SkillOutput in
            try await perform(skill, context: context) { skill, context in
                try await skill.handle(action, context: context)
            }
        }
    }

    private func makeContext(
        for skill: any Skill, previous: SkillOutput?, turns: [Message], depth: Int, showsProgress: Bool = true
    ) -> SkillContext {
        let skillID = skill.id
        var shown: (@Sendable (SkillOutput) async -> Void)?
        if depth == 1, showsProgress, let report = progress {
            shown = { partial in await report(skillID, partial) }
        }
        return SkillContext(
            skillID: skill.id, clock: configuration.clock, timeZone: configuration.timeZone,
            locale: configuration.locale, recentTurns: turns, previousOutput: previous,
            storage: configuration.store.flatMap { store in
                StoreAccess(permissions: skill.permissions).map { ScopedStore(store, access: $0) }
            },
            invoker: { nested in try await self.run(nested, previous: nil, turns: turns, depth: depth + 1) },
            progress: shown, scheduler: scheduler(for: skillID), followUpWaker: wakeFollowUps)
    }

    /// What ``SkillContext/schedule(_:at:)`` calls: files the follow-up under this conversation.
    private func scheduler(for skillID: String) -> (@Sendable (FollowUp.Action, Date) async throws -> FollowUp)? {
        guard let store = followUps else { return nil }
        let conversationID = configuration.conversationID
        let clock = configuration.clock
        return { action, due in
            try await store.add(
                conversationID: conversationID, skillID: skillID, due: due, action: action, created: clock.now())
        }
    }

    /// The preparation stage: the skill's look-up before the permission check; its errors fail
    /// the call like the skill's own.
    private func prepare(
        _ skill: any Skill, arguments: JSONValue, context: SkillContext
    ) async throws(AgentError) -> SkillPreparation {
        try await preparing(skill) { try await skill.prepare(arguments, context: context) }
    }

    /// Runs a skill's look-up before the permission check; its errors become agent errors naming
    /// the skill.
    private func preparing<Result: Sendable>(
        _ skill: any Skill, _ lookUp: () async throws -> Result
    ) async throws(AgentError) -> Result {
        if token.isCancelled { throw .cancelled }
        do {
            return try await lookUp()
        } catch {
            if token.isCancelled { throw .cancelled }
            if let agentError = error as? AgentError { throw agentError }
            throw .skillFailed(skillID: skill.id, reason: LocalizedReason(describing: error))
        }
    }

    /// The attempt loop: run (isolated or inline), time out, retry retryable failures with backoff.
    private func perform(
        _ skill: any Skill, context: SkillContext,
        body: @escaping @Sendable (any Skill, SkillContext) async throws -> SkillOutput
    ) async throws(AgentError) -> SkillOutput {
        let id = skill.id
        let policy = skill.retryPolicy ?? configuration.retryPolicy
        let timeout = skill.timeout ?? configuration.defaultTimeout
        let started = ContinuousClock.now
        var attempt = 1
        while true {
            do {
                var output: SkillOutput
                switch skill.execution {
                case .isolated:
                    output = try await runWithDeadline(timeout, clock: configuration.clock, token: token) {
                        try await body(skill, context)
                    }
                case .inline:
                    if token.isCancelled { throw CancellationError() }
                    output = try await body(skill, context)
                }
                output.ui = output.ui?.withAssignedIDs()
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
                    throw .skillFailed(skillID: id, reason: LocalizedReason(describing: error))
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
            throw .invalidArguments(
                skillID: id,
                problems: [
                    LocalizedReason(
                        "inputs need a previous plan step, but there is none",
                        translations: [.chinese: "要用上一步的结果，但前面没有步骤"])
                ])
        }
        var object = invocation.arguments.objectValue ?? [:]
        for (name, path) in invocation.inputs.sorted(by: { $0.key < $1.key }) {
            guard let value = previous.value(at: path) else {
                throw .invalidArguments(
                    skillID: id,
                    problems: [
                        LocalizedReason(
                            "$.\(name): the previous step's output has nothing at '\(path)'",
                            translations: [.chinese: "$.\(name)：上一步的结果里没有“\(path)”"])
                    ])
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

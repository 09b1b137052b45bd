import AgentSkill
import Testing

@Suite struct PhaseMachineTests {
    static let allowed: [(AgentPhase, AgentPhase)] = [
        (.idle, .thinking), (.thinking, .executing(skillID: "a")), (.thinking, .responding),
        (.executing(skillID: "a"), .executing(skillID: "b")), (.executing(skillID: "a"), .responding),
        (.responding, .idle), (.executing(skillID: "a"), .awaitingApproval(skillID: "a")),
        (.executing(skillID: "a"), .awaitingApproval(skillID: "b")),
        (.awaitingApproval(skillID: "a"), .awaitingApproval(skillID: "b")),
        (.awaitingApproval(skillID: "a"), .executing(skillID: "a")),
        (.awaitingApproval(skillID: "b"), .executing(skillID: "a")), (.awaitingApproval(skillID: "a"), .responding),
        (.executing(skillID: "a"), .thinking), (.awaitingApproval(skillID: "a"), .thinking),
    ]
    static let forbidden: [(AgentPhase, AgentPhase)] = [
        (.idle, .idle), (.idle, .executing(skillID: "a")), (.idle, .responding), (.thinking, .idle),
        (.thinking, .thinking), (.executing(skillID: "a"), .idle),
        (.responding, .thinking), (.responding, .responding), (.responding, .executing(skillID: "a")),
        (.idle, .awaitingApproval(skillID: "a")), (.thinking, .awaitingApproval(skillID: "a")),
        (.responding, .awaitingApproval(skillID: "a")), (.awaitingApproval(skillID: "a"), .idle),
    ]

    @Test(arguments: allowed)
    func allowsTransition(from: AgentPhase, to: AgentPhase) {
        #expect(PhaseMachine.allows(from: from, to: to))
    }

    @Test(arguments: forbidden)
    func refusesTransition(from: AgentPhase, to: AgentPhase) {
        #expect(!PhaseMachine.allows(from: from, to: to))
    }

    @Test func refusedTransitionNamesBothPhasesAndKeepsState() throws {
        var machine = PhaseMachine()
        try machine.transition(to: .thinking)
        #expect(throws: AgentError.invalidTransition(from: .thinking, to: .idle)) {
            try machine.transition(to: .idle)
        }
        #expect(machine.phase == .thinking)
        #expect(
            AgentError.invalidTransition(from: .thinking, to: .idle).description
                == "invalid agent phase transition from thinking to idle")
    }

    @Test func fullRequestCycle() throws {
        var machine = PhaseMachine()
        for next: AgentPhase in [.thinking, .executing(skillID: "a"), .executing(skillID: "b"), .responding, .idle] {
            try machine.transition(to: next)
        }
        #expect(machine.phase == .idle)
    }
}

@Suite struct RetryPolicyTests {
    @Test(arguments: [
        (1, Duration.milliseconds(200)), (2, .milliseconds(400)), (3, .milliseconds(800)), (6, .milliseconds(6400)),
        (7, .seconds(10)), (20, .seconds(10)),
    ])
    func delayGrowsExponentiallyUpToTheCap(attempt: Int, expected: Duration) {
        let policy = RetryPolicy(
            maxAttempts: 10, initialDelay: .milliseconds(200), multiplier: 2, maxDelay: .seconds(10))
        #expect(policy.delay(afterAttempt: attempt) == expected)
    }

    @Test func attemptsBelowOneCountAsOne() {
        #expect(RetryPolicy(maxAttempts: 0).maxAttempts == 1)
        #expect(RetryPolicy.none.maxAttempts == 1)
    }
}

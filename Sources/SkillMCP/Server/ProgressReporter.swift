import AgentSkill
import SkillJSON

/// Sends `notifications/progress` for one call that carries a `progressToken`: when the skill
/// starts, retries or waits for confirmation, and a heartbeat every interval while it runs.
/// Progress only grows, as the spec requires; there is no total (the length of a call is unknown).
actor ProgressReporter {
    private let token: JSONValue
    private let connection: MCPConnection
    private var progress = 0

    init(token: JSONValue, connection: MCPConnection) {
        self.token = token
        self.connection = connection
    }

    /// Reports an agent event that says something about the call; others are skipped.
    func report(_ event: AgentEvent) async {
        switch event.kind {
        case .skillStarted(let skillID, _): await send("running \(skillID)")
        case .skillRetrying(let skillID, let attempt, _, let reason):
            await send("retrying \(skillID) after attempt \(attempt): \(reason)")
        case .approvalRequested(let request): await send("waiting for confirmation of \(request.summary)")
        default: break
        }
    }

    /// Reports that the call is still running.
    func heartbeat() async {
        await send("still running")
    }

    private func send(_ message: String) async {
        progress += 1
        await connection.notify(
            "notifications/progress",
            params: ["progressToken": token, "progress": .number(Double(progress)), "message": .string(message)])
    }
}

import AgentSkill
import SkillJSON
import SkillMCP
import StandardSkills
import Synchronization

/// `assistant mcp` speaking first: reminders that ring, and the other follow-ups, as MCP log
/// messages (`notifications/message`, level `notice`) while the client listens (``MCPNotifier``).
///
/// An agent of its own runs the follow-up loop (``AgentSkill/Agent/runFollowUps(onDelivery:onFailure:)``)
/// over the program's store: it sleeps until the next alarm, and each tool call wakes it (the
/// calls run on agents of their own, so a reminder set by one would not). Each reminder that rings
/// is one message of logger `reminders` whose `data` is ``StandardSkills/ReminderFollowUps/notice(for:now:)``
/// (`text`, `id`, `title`, `due`, `missed`, `repeat`, `next`); another follow-up's answer is one of
/// logger `follow-ups`, `{"text": …}`.
final class MCPFollowUpNotifier: MCPNotifier {
    let level = MCPLogLevel.notice
    private let agent: Agent
    private let relay: Relay
    private let log: @Sendable (String) -> Void

    /// The sending of the run that listens now, for the reminders' announcements.
    private final class Relay: Sendable {
        let send = Mutex<(@Sendable (MCPLogMessage) async -> Void)?>(nil)

        func callAsFunction(_ message: MCPLogMessage) async {
            guard let send = send.withLock({ $0 }) else { return }
            await send(message)
        }
    }

    /// A notifier over the program's skills and configuration (whose follow-ups, a
    /// ``StandardSkills/ReminderFollowUps``, it rings).
    init(registry: SkillRegistry, configuration: AgentConfiguration, log: @escaping @Sendable (String) -> Void) {
        let relay = Relay()
        var configuration = configuration
        if var reminders = configuration.followUps as? ReminderFollowUps {
            let clock = configuration.clock
            reminders.announce = { rung in
                let now = clock.now()
                for delivery in rung {
                    await relay(
                        MCPLogMessage(
                            level: .notice, logger: "reminders", data: ReminderFollowUps.notice(for: delivery, now: now)
                        ))
                }
            }
            configuration.followUps = reminders
        }
        self.relay = relay
        self.log = log
        agent = Agent(registry: registry, configuration: configuration)
    }

    func run(send: @escaping @Sendable (MCPLogMessage) async -> Void) async {
        relay.send.withLock { $0 = send }
        defer { relay.send.withLock { $0 = nil } }
        let log = log
        await agent.runFollowUps(
            onDelivery: { message in
                // A reminder was announced on its own as it rang.
                guard message.skillID != ReminderFollowUps.skillID else { return }
                await send(MCPLogMessage(level: .notice, logger: "follow-ups", data: ["text": .string(message.text)]))
            },
            onFailure: { error in log("mcp: could not read follow-ups: \(error)") })
    }

    func toolCallFinished() {
        agent.wakeFollowUps()
    }
}

import AgentSkill
import Foundation
import Observation
import SkillJSON
import SkillNLU
import SkillStore
import StandardSkills

/// The app's state: one agent over the standard skills, the `AgentStore` that mirrors it for the views, the
/// skills' forms, and the tab on screen.
@MainActor @Observable final class AssistantModel {
    /// The window's pages.
    enum Page: Hashable {
        case chat, skills, debug
    }

    /// The page on screen.
    var page: Page = .chat
    /// The conversation, the phase and the approvals waiting, as the agent reports them.
    let store: AgentStore
    /// Every skill with the form for its arguments, in the order the registry lists them.
    let skills: [SkillSummary]
    @ObservationIgnored private let agent: Agent

    /// An agent like the command line's: the standard skills, the offline language understanding, approvals
    /// asked of the person (the chat shows them), and the calendar, ledger and reminders kept in a SQLite file in
    /// Application Support, with the reminders' alarms as follow-ups (without the file, those skills answer that
    /// they have no storage).
    init() {
        let language = ReplyLanguage(locale: .current)
        let registry = (try? SkillRegistry(StandardSkills.all())) ?? SkillRegistry()
        var configuration = AgentConfiguration(locale: .current, approver: .events)
        if let database = Self.openStore() {
            configuration.store = database
            configuration.followUps = ReminderFollowUps(
                base: SQLiteFollowUpStore(database), store: database, started: configuration.clock.now(),
                language: language)
        }
        let router = NLURouter(registry: registry, recognizers: StandardRecognizers.all())
        agent = Agent(registry: registry, router: router, configuration: configuration)
        store = AgentStore(agent: agent)
        skills = registry.skills.map { SkillSummary(skill: $0, language: language) }
    }

    /// Delivers reminders and other follow-ups as they come due, into the chat, until the calling task ends.
    func deliverFollowUps() async {
        await agent.runFollowUps()
    }

    /// Runs `skill` with `arguments` straight away (no understanding needed), shown in the chat as `words`.
    func run(_ skill: SkillSummary, arguments: JSONValue, words: String) {
        page = .chat
        let agent = agent
        Task { await agent.invoke(Invocation(skill.id, arguments: arguments), request: words) }
    }

    /// The name people see for the skill `id`.
    func skillName(_ id: String) -> String {
        skills.first { $0.id == id }?.name ?? id
    }

    private static func openStore() -> SkillStore? {
        guard let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
        else { return nil }
        let directory = support.appendingPathComponent("AgentSkill", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            return try StandardSchema.openStore(in: directory.path)
        } catch {
            return nil
        }
    }
}

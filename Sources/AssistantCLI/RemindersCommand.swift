import AgentSkill
import Foundation
import SkillStore
import StandardSkills

/// `assistant reminders [--json]`: the reminders and to-dos in the store, in three groups — due
/// (an alarm rang or came due while nothing ran, or a deadline passed), upcoming, and the latest
/// done — read with ``StandardSkills/ReminderOverview``. Text in the locale's language; `--json`
/// prints `{"due": […], "upcoming": […], "done": […]}`. It rings nothing: alarms ring in `chat`
/// and `serve`.
///
/// Exit status: 0 listed; 1 the database failed.
extension AssistantCommand.Reminders {
    static func run(in environment: CommandEnvironment) async throws(CommandExit) -> Int32 {
        let configuration = try environment.configuration()
        let store = try environment.store()
        return await run(
            store: store, now: configuration.clock.now(), language: ReplyLanguage(locale: configuration.locale),
            json: environment.options.json, io: environment.io)
    }

    static func run(store: SkillStore, now: Date, language: ReplyLanguage, json: Bool, io: TerminalIO) async -> Int32 {
        do {
            let overview = try await ReminderOverview.load(from: store, at: now)
            if json {
                io.write(overview.jsonValue(now: now).stableString() + "\n", as: .json)
            } else {
                io.write(overview.text(in: language, now: now) + "\n")
            }
            return 0
        } catch {
            return CommandFailure("cannot read the reminders: \(error)").report(to: io)
        }
    }
}

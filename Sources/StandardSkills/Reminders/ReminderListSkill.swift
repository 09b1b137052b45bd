import AgentSkill
import Foundation
import SkillJSON
import SkillUI

/// `reminder.list`: the reminders and to-dos — what needs the person now (an alarm that rang, a
/// deadline passed), what is ahead, and on request what is done.
///
/// `{}` → "你的提醒：\n到期：\n• 给张总回电话 · 今天 12:00\n未到期：\n• 交报告 · 12月4日 周五前".
public struct ReminderListSkill: TypedSkill {
    /// What to show.
    public struct Arguments: Decodable, Sendable {
        /// `open` (the default: due and upcoming), `done`, or `all`.
        public var show: String?
    }

    public let id = "reminder.list"
    public var answersWithUI: Bool { true }
    public var name: String { Self.vocabulary.texts(in: .english).name }
    public var description: String { Self.vocabulary.texts(in: .english).description }
    public func texts(in language: ReplyLanguage) -> SkillTexts { Self.vocabulary.texts(in: language) }
    /// Requests to see the reminders ("我有哪些提醒") are routed here by role, whatever the id.
    public var roles: Set<SkillRole> { [.reminderList] }
    public var permissions: [SkillPermission] { [.reminderRead] }
    public var effect: SkillEffect { .readOnly }
    public var keywords: [String] { Self.vocabulary.keywords }
    public var examples: [SkillExample] { Self.vocabulary.examples }
    /// The keywords and examples, from `reminder.list.vocabulary.json` beside this file (read once).
    static let vocabulary = StandardVocabulary("reminder.list")
    public var parameters: JSONSchema {
        .object(
            [
                "show": .string(
                    description: "open (due and upcoming, the default), done, or all", enum: ["open", "done", "all"])
            ], additionalProperties: false)
    }

    /// Creates the skill.
    public init() {}

    public func run(_ arguments: Arguments, context: SkillContext) async throws -> SkillOutput {
        let book = ReminderBook(try context.requireStorage())
        let language = context.replyLanguage()
        let show = arguments.show ?? "open"
        let open = show == "done" ? [] : try await book.open()
        let done = show == "open" ? [] : try await book.done()
        return Self.output(open: open, done: done, language: language, now: context.now)
    }

    /// The answer for `open` and `done` reminders at `now`: a text in groups and a card.
    static func output(open: [Reminder], done: [Reminder], language: ReplyLanguage, now: Date) -> SkillOutput {
        let overview = ReminderOverview(open: open, done: done, at: now)
        let all = overview.groups.flatMap(\.1)
        let title = language == .chinese ? "你的提醒：" : "Your reminders:"
        guard !overview.isEmpty else {
            return SkillOutput(overview.text(in: language, now: now), data: ["reminders": []])
        }
        var children: [SKComponent] = []
        for (status, reminders) in overview.groups where !reminders.isEmpty {
            children.append(.text(SKText(content: heading(status, language: language), style: .headline)))
            children.append(
                .list(
                    SKList(
                        items: reminders.map { reminder in
                            SKList.Item(
                                title: reminder.title,
                                subtitle: ReminderWording.details(reminder, language: language, now: now))
                        })))
        }
        return SkillOutput(
            title + "\n" + overview.text(in: language, now: now),
            data: ["reminders": .array(all.map { ReminderWording.data($0, now: now) })],
            ui: .card(SKCard(title: title, children: children)))
    }

    /// `到期` / `Due`, `未到期` / `Upcoming`, `已完成` / `Done`.
    static func heading(_ status: Reminder.Status, language: ReplyLanguage) -> String {
        switch (status, language) {
        case (.due, .chinese): "到期："
        case (.due, .english): "Due:"
        case (.upcoming, .chinese): "未到期："
        case (.upcoming, .english): "Upcoming:"
        case (.done, .chinese): "已完成："
        case (.done, .english): "Done:"
        }
    }
}

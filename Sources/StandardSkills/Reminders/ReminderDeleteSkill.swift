import AgentSkill
import Foundation
import SkillJSON

/// `reminder.delete`: removes a reminder or to-do. Destructive: the permission policy asks first,
/// and ``prepare(_:context:)`` finds the reminder before it asks, so the approval names it
/// ("删除提醒“给张总回电话”（今天 12:00）") and the one approved is the one removed. Nothing
/// matching is answered at once, with nothing to approve.
public struct ReminderDeleteSkill: Skill {
    public let id = "reminder.delete"
    public var name: String { Self.vocabulary.texts(in: .english).name }
    public var description: String { Self.vocabulary.texts(in: .english).description }
    public func texts(in language: ReplyLanguage) -> SkillTexts { Self.vocabulary.texts(in: language) }
    /// Removals of reminders ("删掉给张总回电话的提醒") are routed here by role, whatever the id.
    public var roles: Set<SkillRole> { [.reminderRemove] }
    public var permissions: [SkillPermission] { [.reminderRead, .reminderWrite] }
    public var effect: SkillEffect { .destructive }
    public var keywords: [String] { Self.vocabulary.keywords }
    public var examples: [SkillExample] { Self.vocabulary.examples }
    /// The keywords and examples, from `reminder.delete.vocabulary.json` beside this file (read once).
    static let vocabulary = StandardVocabulary("reminder.delete")
    public var parameters: JSONSchema { ReminderTarget.schema }

    /// Creates the skill.
    public init() {}

    /// Finds the reminder first, so the call names it by id and the approval says which it is.
    public func prepare(_ arguments: JSONValue, context: SkillContext) async throws -> SkillPreparation {
        let book = ReminderBook(try context.requireStorage())
        let language = context.replyLanguage(hint: arguments["title"]?.stringValue ?? "")
        let all = try await book.open() + book.done(limit: 200)
        let found = ReminderLookup.find(arguments, candidates: all, lastFired: try await book.lastFired())
        guard case .one(let reminder) = found else {
            return .answer(ReminderTarget.notFound(found, language: language))
        }
        return .proceed(
            arguments: ["id": .number(Double(reminder.id))],
            summary: Self.summary(of: reminder, language: language, now: context.now))
    }

    /// `删除提醒“给张总回电话”（今天 12:00）` / `Delete reminder “Call mom” (today at 17:00)`: the approval's line.
    static func summary(of reminder: Reminder, language: ReplyLanguage, now: Date) -> String {
        let when = ReminderWording.when(reminder, language: language, now: now)
        return language == .chinese
            ? "删除提醒“\(reminder.title)”" + (when.map { "（\($0)）" } ?? "")
            : "Delete reminder “\(reminder.title)”" + (when.map { " (\($0))" } ?? "")
    }

    public func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        let book = ReminderBook(try context.requireStorage())
        let language = context.replyLanguage(hint: arguments["title"]?.stringValue ?? "")
        guard let id = arguments["id"]?.intValue else {
            // Called without `prepare` having named it (a plan's later step): find it now.
            let all = try await book.open() + book.done(limit: 200)
            let found = ReminderLookup.find(arguments, candidates: all, lastFired: try await book.lastFired())
            guard case .one(let reminder) = found else { return ReminderTarget.notFound(found, language: language) }
            return try await remove(reminder.id, book: book, language: language, now: context.now)
        }
        return try await remove(Int64(id), book: book, language: language, now: context.now)
    }

    private func remove(_ id: Int64, book: ReminderBook, language: ReplyLanguage, now: Date) async throws
        -> SkillOutput
    {
        guard let removed = try await book.delete(id: id) else {
            let text = language == .chinese ? "这条提醒已经不在了。" : "That reminder is already gone."
            return SkillOutput(text, data: ["removed": .null])
        }
        let line = ReminderWording.line(removed, language: language, now: now)
        let text = language == .chinese ? "已删除提醒：\(line)" : "Deleted the reminder: \(line)"
        return SkillOutput(text, data: ["removed": ReminderWording.data(removed, now: now)])
    }
}

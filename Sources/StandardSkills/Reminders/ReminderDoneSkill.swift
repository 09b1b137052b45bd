import AgentSkill
import Foundation
import SkillJSON

/// `reminder.done`: marks a reminder or to-do done, so it no longer shows as due. Which one:
/// ``ReminderLookup`` — by `id`, by the words of its title ("报告交了", "mark call mom as done"), or,
/// with no words, the one that rang last ("done", "好了，做完了").
public struct ReminderDoneSkill: Skill {
    public let id = "reminder.done"
    public var name: String { Self.vocabulary.texts(in: .english).name }
    public var description: String { Self.vocabulary.texts(in: .english).description }
    public func texts(in language: ReplyLanguage) -> SkillTexts { Self.vocabulary.texts(in: language) }
    /// Requests to tick a reminder off ("报告交了") are routed here by role, whatever the id.
    public var roles: Set<SkillRole> { [.reminderDone] }
    public var permissions: [SkillPermission] { [.reminderRead, .reminderWrite] }
    public var effect: SkillEffect { .write }
    public var keywords: [String] { Self.vocabulary.keywords }
    public var examples: [SkillExample] { Self.vocabulary.examples }
    /// The keywords and examples, from `reminder.done.vocabulary.json` beside this file (read once).
    static let vocabulary = StandardVocabulary("reminder.done")
    public var parameters: JSONSchema { ReminderTarget.schema }

    /// Creates the skill.
    public init() {}

    public func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        let book = ReminderBook(try context.requireStorage())
        let language = context.replyLanguage(hint: arguments["title"]?.stringValue ?? "")
        let found = ReminderLookup.find(
            arguments, candidates: try await book.open(), lastFired: try await book.lastFired())
        guard case .one(let reminder) = found else {
            return ReminderTarget.notFound(found, language: language)
        }
        guard let done = try await book.markDone(id: reminder.id, at: context.now) else {
            return ReminderTarget.notFound(.none(words: reminder.title), language: language)
        }
        // A repeating reminder goes on to its next time: the loop should look again.
        if done.done == nil, done.alarm { context.followUpsChanged() }
        return SkillOutput(
            ReminderWording.done(done, language: language, now: context.now),
            data: ["done": ReminderWording.data(done, now: context.now)])
    }
}

/// The arguments that name one reminder (`id`, `title`, `said`), shared by done, delete and snooze.
enum ReminderTarget {
    static let properties: [String: JSONSchema] = [
        "id": .integer(description: "The reminder's number, from a listing", minimum: 1),
        "title": .string(description: "Words of the reminder's title"),
        "said": .string(
            description: "The request as the person said it, to find the reminder when the title words match none",
            maxLength: 4_000),
    ]

    static var schema: JSONSchema { .object(properties, additionalProperties: false) }

    /// The answer when ``ReminderLookup`` found nothing.
    static func notFound(_ found: ReminderLookup.Found, language: ReplyLanguage) -> SkillOutput {
        guard case .none(let words) = found else { return SkillOutput("") }
        return SkillOutput(ReminderWording.noneFound(title: words, language: language), data: ["reminder": .null])
    }
}

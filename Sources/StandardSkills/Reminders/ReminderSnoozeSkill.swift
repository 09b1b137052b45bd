import AgentSkill
import Foundation
import SkillJSON

/// `reminder.snooze`: makes a reminder ring again later — by default the one that rang last
/// ("10分钟后再提醒我", "snooze 5 minutes"), or one named by its words ("把取快递的提醒推迟到晚上八点").
/// `duration` is a length from now; `at` a moment, when no length is given; else 10 minutes.
public struct ReminderSnoozeSkill: Skill {
    public let id = "reminder.snooze"
    public var name: String { Self.vocabulary.texts(in: .english).name }
    public var description: String { Self.vocabulary.texts(in: .english).description }
    public func texts(in language: ReplyLanguage) -> SkillTexts { Self.vocabulary.texts(in: language) }
    /// Requests to be reminded again ("10分钟后再提醒我") are routed here by role, whatever the id.
    public var roles: Set<SkillRole> { [.reminderSnooze] }
    public var permissions: [SkillPermission] { [.reminderRead, .reminderWrite] }
    public var effect: SkillEffect { .write }
    public var keywords: [String] { Self.vocabulary.keywords }
    public var examples: [SkillExample] { Self.vocabulary.examples }
    /// The keywords and examples, from `reminder.snooze.vocabulary.json` beside this file (read once).
    static let vocabulary = StandardVocabulary("reminder.snooze")
    public var parameters: JSONSchema {
        var properties = ReminderTarget.properties
        properties["duration"] = .string(
            description: "How much later, as ISO 8601 (PT10M, the default; PT1H)", format: "duration")
        properties["at"] = .string(
            description: "When to ring again instead: YYYY-MM-DDTHH:MM local time", format: "local-date-time")
        return .object(properties, additionalProperties: false)
    }

    /// How much later a snooze rings when no length or time is said: 10 minutes.
    public static let defaultSeconds = 600

    /// Creates the skill.
    public init() {}

    public func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        let book = ReminderBook(try context.requireStorage())
        let language = context.replyLanguage(hint: arguments["title"]?.stringValue ?? "")
        let now = context.now
        let ringAt: Date
        var length: Int?
        // A length first ("10分钟后" gives both a length and its moment), then a moment, else 10 minutes.
        if let duration = ReminderTime.nonEmpty(arguments["duration"]?.stringValue) {
            let seconds = try ReminderTime.seconds(duration, field: "duration")
            length = seconds
            ringAt = now.addingTimeInterval(Double(seconds))
        } else if let at = ReminderTime.nonEmpty(arguments["at"]?.stringValue) {
            let due = try ReminderTime.due(at: at, duration: nil, deadline: nil, now: now, timeZone: context.timeZone)
            ringAt = due.date ?? now
        } else {
            length = Self.defaultSeconds
            ringAt = now.addingTimeInterval(Double(Self.defaultSeconds))
        }
        let found = ReminderLookup.find(
            arguments, candidates: try await book.open(), lastFired: try await book.lastFired(), orTheOnlyOne: false)
        guard case .one(let reminder) = found, let snoozed = try await book.snooze(id: reminder.id, until: ringAt)
        else {
            return ReminderTarget.notFound(found, language: language)
        }
        context.followUpsChanged()
        let clock = ReminderWording.when(snoozed, language: language, now: now) ?? ""
        let text: String
        switch (length, language) {
        case (let seconds?, .chinese):
            text = "好的，\(ReminderTime.length(seconds, language: language))后（\(clock)）再提醒你：\(snoozed.title)"
        case (let seconds?, .english):
            text =
                "OK, I'll remind you again in \(ReminderTime.length(seconds, language: language)) (\(clock)): \(snoozed.title)"
        case (nil, .chinese): text = "好的，\(clock) 再提醒你：\(snoozed.title)"
        case (nil, .english): text = "OK, I'll remind you again \(clock): \(snoozed.title)"
        }
        return SkillOutput(text, data: ["reminder": ReminderWording.data(snoozed, now: now)])
    }
}

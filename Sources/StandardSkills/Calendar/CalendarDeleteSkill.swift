import AgentSkill
import SkillJSON
import SkillUI

/// `calendar.delete`: removes an event by id, or by title and/or date. Several matches are listed
/// with a delete button each instead of guessing. Destructive: the permission policy asks first.
public struct CalendarDeleteSkill: TypedSkill {
    /// Which event.
    public struct Arguments: Decodable, Sendable {
        /// The event's id (uid), from a listing.
        public var id: String?
        /// Part of the title.
        public var title: String?
        /// The day it is on: `YYYY-MM-DD` or today, tomorrow, 明天…
        public var date: String?
    }

    public let id = "calendar.delete"
    public let name = "删除日程 Delete event"
    public let description = "Deletes a calendar event by id, or by title and/or date"
    public var permissions: [SkillPermission] { [.calendarRead, .calendarWrite] }
    public var effect: SkillEffect { .destructive }
    public var keywords: [String] { ["delete event", "remove event", "删除日程", "取消日程"] }
    public var uiActions: [String] { ["delete"] }
    public var parameters: JSONSchema {
        .object(
            [
                "id": .string(description: "The event's id"),
                "title": .string(description: "Part of the event's title"),
                "date": .string(description: "The day: YYYY-MM-DD, today, tomorrow…"),
            ], additionalProperties: false)
    }
    public var examples: [SkillExample] {
        [SkillExample("删除明天的开会", arguments: ["title": "开会", "date": "明天"])]
    }

    /// Creates the skill.
    public init() {}

    public func run(_ arguments: Arguments, context: SkillContext) async throws -> SkillOutput {
        let language = context.replyLanguage(hint: arguments.title ?? "")
        guard arguments.id != nil || arguments.title != nil || arguments.date != nil else {
            throw StandardSkillError(.invalidArgument, "say which event to delete: its id, or its title and/or date")
        }
        let day = try arguments.date.map {
            try DateArgument.day($0, field: "date", today: context.today, fallback: context.today)
        }
        return try CalendarDeletion.delete(
            uid: arguments.id, title: arguments.title, day: day, context: context, language: language)
    }

    public func handle(_ action: UIAction, context: SkillContext) async throws -> SkillOutput {
        try await CalendarDeletion.handle(action, context: context)
    }
}

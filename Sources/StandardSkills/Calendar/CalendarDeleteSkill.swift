import AgentSkill
import SkillJSON
import SkillUI

/// `calendar.delete`: removes an event by id, or by title and/or date (without a date, the next
/// upcoming match; see ``CalendarEventMatch``). Several matches on the day said are listed with a
/// delete button each instead of guessing. Destructive: the permission policy asks first, and
/// ``prepare(_:context:)`` finds the event before that so the question names it.
///
/// An occurrence of a repeating event is deleted in its `scope` (``CalendarScope``): only it (an
/// `EXDATE`; the default when a day is said), it and every one after it (the series ends before
/// it), or the whole series (the default otherwise); the approval says which.
public struct CalendarDeleteSkill: TypedSkill {
    /// Which event.
    public struct Arguments: Decodable, Sendable {
        /// The event's id (uid), from a listing.
        public var id: String?
        /// Part of the title.
        public var title: String?
        /// The day it is on: `YYYY-MM-DD` or today, tomorrow, 明天…
        public var date: String?
        /// When on that day it starts (`HH:MM` or `HH:MM-HH:MM`), to tell events apart.
        public var during: String?
        /// For a repeating event: `occurrence`, `following` or `series`.
        public var scope: String?
        /// The request as the person said it: when the title words match no event, the event
        /// whose title it names is meant (``CalendarEventMatch``).
        public var said: String?
    }

    public let id = "calendar.delete"
    public var answersWithUI: Bool { true }
    public var name: String { Self.vocabulary.texts(in: .english).name }
    public var description: String { Self.vocabulary.texts(in: .english).description }
    public func texts(in language: ReplyLanguage) -> SkillTexts { Self.vocabulary.texts(in: language) }
    /// Removals of stored events ("取消明天的会") are routed here by role, whatever the id.
    public var roles: Set<SkillRole> { [.eventRemove] }
    public var permissions: [SkillPermission] { [.calendarRead, .calendarWrite] }
    public var effect: SkillEffect { .destructive }
    public var keywords: [String] { Self.vocabulary.keywords }
    public var examples: [SkillExample] { Self.vocabulary.examples }
    /// The keywords and examples, from `calendar.delete.vocabulary.json` beside this file (read once).
    static let vocabulary = StandardVocabulary("calendar.delete")
    public var uiActions: [String] { ["delete"] }
    public var parameters: JSONSchema {
        .object(
            [
                "id": .string(
                    description:
                        "The event's id from a listing: its uid, or uid#start (the listing's id) for one occurrence of a repeating event"
                ),
                "title": .string(description: "Part of the event's title"),
                "said": .string(
                    description:
                        "The request as the person said it, to find the event when the title words match none",
                    maxLength: 4_000),
                "date": .string(
                    description:
                        "The day: YYYY-MM-DD, today, tomorrow…; or the days it is among, YYYY-MM-DD/YYYY-MM-DD (next week's)"
                ),
                "scope": .string(
                    description:
                        "For a repeating event: only the occurrence on the day said (the default when a day is said), that one and all after it, or the whole series (the default when no day is said)",
                    enum: ["occurrence", "following", "series"]),
                "during": .string(
                    description:
                        "When on that day it starts, to tell events apart: HH:MM, or HH:MM-HH:MM for a part of the day (afternoon 12:00-18:00)"
                ),
            ], additionalProperties: false)
    }

    /// Creates the skill.
    public init() {}

    public func run(_ arguments: Arguments, context: SkillContext) async throws -> SkillOutput {
        let language = context.replyLanguage(hint: arguments.title ?? "")
        guard arguments.id != nil || arguments.title != nil || arguments.date != nil else {
            throw StandardSkillError(
                .invalidArgument, "say which event to delete: its id, or its title and/or date",
                chinese: "请说明要删除哪个日程：它的编号，或者它的标题、日期")
        }
        let days = try arguments.date.map { try DateArgument.days($0, field: "date", today: context.today) }
        return try await CalendarDeletion.delete(
            uid: arguments.id, title: arguments.title, days: days, during: arguments.during, scope: arguments.scope,
            context: context, language: language)
    }

    /// Finds the event before the permission check, so the approval names it; none or several
    /// matching answer at once.
    public func prepare(_ arguments: JSONValue, context: SkillContext) async throws -> SkillPreparation {
        try await CalendarEventLookup.prepare(skillID: id, arguments: arguments, context: context)
    }

    /// A card's delete button names its event before it asks, or answers when it is gone.
    public func prepare(_ action: UIAction, context: SkillContext) async throws -> ActionPreparation {
        try await CalendarDeletion.prepare(action, context: context)
    }

    public func handle(_ action: UIAction, context: SkillContext) async throws -> SkillOutput {
        try await CalendarDeletion.handle(action, context: context)
    }
}

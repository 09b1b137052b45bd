import AgentSkill
import SkillJSON
import SkillUI

/// `calendar.list`: the events from one day to another (default: the next 7 days), grouped by day.
///
/// Repeating events are listed occurrence by occurrence among the others (``CalendarStore``
/// expands them), each marked `↻`; in the data each carries `id` (`uid#start`, the address a
/// change or deletion of that one occurrence takes), `recurrenceID` and `repeats`. At most
/// ``limit`` events are listed, and the heading says when there were more.
public struct CalendarListSkill: TypedSkill {
    /// The range.
    public struct Arguments: Decodable, Sendable {
        /// The first day: `YYYY-MM-DD` or today, tomorrow, 明天…; default today.
        public var from: String?
        /// The last day, included; default six days after `from`.
        public var to: String?
    }

    public let id = "calendar.list"
    public var answersWithUI: Bool { true }
    public var name: String { Self.vocabulary.texts(in: .english).name }
    public var description: String { Self.vocabulary.texts(in: .english).description }
    public func texts(in language: ReplyLanguage) -> SkillTexts { Self.vocabulary.texts(in: language) }
    /// Look-ups of the calendar ("这周有什么安排") are routed here by role, whatever the id.
    public var roles: Set<SkillRole> { [.eventList] }
    public var permissions: [SkillPermission] { [.calendarRead] }
    public var effect: SkillEffect { .readOnly }
    public var keywords: [String] { Self.vocabulary.keywords }
    public var examples: [SkillExample] { Self.vocabulary.examples }
    /// The keywords and examples, from `calendar.list.vocabulary.json` beside this file (read once).
    static let vocabulary = StandardVocabulary("calendar.list")
    public var parameters: JSONSchema {
        .object(
            [
                "from": .string(description: "First day: YYYY-MM-DD, today, tomorrow… (default today)"),
                "to": .string(description: "Last day, included (default: 6 days after from)"),
            ], additionalProperties: false)
    }

    /// The most events one answer lists.
    static let limit = 200

    /// Creates the skill.
    public init() {}

    public func run(_ arguments: Arguments, context: SkillContext) async throws -> SkillOutput {
        let calendar = CalendarStore(try context.requireStorage())
        let language = context.replyLanguage()
        let zone = context.timeZone
        let today = context.today
        let from = try DateArgument.day(arguments.from, field: "from", today: today, fallback: today)
        let to = try DateArgument.day(arguments.to, field: "to", today: today, fallback: from.adding(days: 6))
        guard to >= from else {
            throw DateArgument.backwards(from: from, to: to)
        }
        let found = try await calendar.occurrences(
            from: from.start(in: zone), to: to.adding(days: 1).start(in: zone), limit: Self.limit)
        let shown = found.events
        let more = found.isTruncated
        let range =
            from == to
            ? CalendarWording.day(from, language: language, currentYear: today.year)
            : "\(CalendarWording.day(from, language: language, currentYear: today.year)) – \(CalendarWording.day(to, language: language, currentYear: today.year))"
        let data: JSONValue = [
            "from": .string(from.iso), "to": .string(to.iso),
            "events": .array(shown.map(Self.data)), "truncated": .bool(more),
        ]
        guard !shown.isEmpty else {
            let text = language == .chinese ? "\(range)没有日程。" : "Nothing on your calendar for \(range)."
            return SkillOutput(text, data: data, ui: .text(SKText(content: text)))
        }
        let heading =
            language == .chinese
            ? "\(range)共 \(more ? "\(Self.limit)+" : "\(shown.count)") 个日程："
            : "\(shown.count)\(more ? "+" : "") \(shown.count == 1 ? "event" : "events"), \(range):"
        let lines = shown.map {
            "- " + CalendarWording.line($0, language: language, timeZone: zone, currentYear: today.year)
        }
        let list = CalendarWording.dayList(shown, language: language, timeZone: zone, currentYear: today.year)
        return SkillOutput(
            ([heading] + lines).joined(separator: "\n"), data: data,
            ui: .stack(
                SKStack(
                    direction: .vertical, spacing: 8, children: [.text(SKText(content: heading, style: .title)), list]))
        )
    }

    /// One event of the list as data: `id` (the address to change or delete it by: the uid, or
    /// `uid#start` for an occurrence), `uid`, `title`, `start`, `end`, `allDay`, `location`, and for
    /// an occurrence of a repeating event `recurrenceID` (its original start) and `repeats`.
    static func data(_ event: CalendarEvent) -> JSONValue {
        var object: [String: JSONValue] = [
            "id": .string(CalendarEventAddress(event).text), "uid": .string(event.uid),
            "title": .string(event.title), "start": .string(RFC3339Time.string(event.start)),
            "end": .string(RFC3339Time.string(event.end)), "allDay": .bool(event.allDay),
            "location": event.location.map(JSONValue.string) ?? .null,
        ]
        if let recurrenceID = event.recurrenceID {
            object["recurrenceID"] = .string(RFC3339Time.string(recurrenceID))
            object["repeats"] = .bool(true)
            if let rule = event.recurrenceRule { object["repeat"] = .string(rule) }
        }
        return .object(object)
    }
}

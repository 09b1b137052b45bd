import AgentSkill
import Foundation
import SkillJSON
import SkillUI

/// `calendar.update`: moves or renames an event found by id, or by title and/or date (without a
/// date, the next upcoming match; see ``CalendarEventMatch``). The move is a full `start`, a
/// `new_date` (keeps the clock), a `new_time` (keeps the day) or a `shift`; it keeps the event's
/// length unless a new end, a new `length` or an `extend` is given. ``prepare(_:context:)`` finds the event before the
/// permission check, so an approval names it.
///
/// An occurrence of a repeating event changes in its `scope` (``CalendarScope``): only it (an
/// override; the default when a day is said), it and every one after it (a new series from it),
/// or the whole series (the default otherwise); the approval says which.
public struct CalendarUpdateSkill: TypedSkill {
    /// Which event, and what changes.
    public struct Arguments: Decodable, Sendable {
        /// The event's id (uid).
        public var id: String?
        /// Part of the current title (to find the event).
        public var title: String?
        /// The day it is on now (to find the event).
        public var date: String?
        /// The new title.
        public var newTitle: String?
        /// The new start.
        public var start: String?
        /// The new end.
        public var end: String?
        /// The new location.
        public var location: String?
        /// When on its day it starts (`HH:MM` or `HH:MM-HH:MM`), to tell events apart.
        public var during: String?
        /// For a repeating event: `occurrence`, `following` or `series`.
        public var scope: String?
        /// The new day (`YYYY-MM-DD`), keeping the event's clock time.
        public var newDate: String?
        /// The new clock time (`HH:MM`), keeping the event's day.
        public var newTime: String?
        /// How far to move it: a signed ISO 8601 duration (`PT30M`, `-PT1H`, `P7D`).
        public var shift: String?
        /// How long it lasts now, from its (new) start: an ISO 8601 duration (`PT2H`, 改成两个小时).
        public var length: String?
        /// How much longer (or, signed, shorter) it runs: an ISO 8601 duration added to its end
        /// (`PT30M` 延长半小时, `-PT15M` "cut 15 minutes").
        public var extend: String?
        /// The new clock was said without am/pm or a part of the day (改到七点一刻, "push it to
        /// 8:15"): the reading nearer the event's own clock is meant (``CalendarEventMatch``).
        public var amPmUnsaid: Bool?
        /// The part of the day it moves into (`HH:MM-HH:MM`, 改到周日晚上 → `18:00-24:00`): the event
        /// keeps its clock when that lies inside, else starts when the part begins.
        public var within: String?
        /// The request as the person said it: when the title words match no event, the event
        /// whose title it names is meant (``CalendarEventMatch``).
        public var said: String?

        enum CodingKeys: String, CodingKey {
            case id, title, date, during, start, end, location, shift, length, extend, within, said, scope
            case newTitle = "new_title"
            case newDate = "new_date"
            case newTime = "new_time"
            case amPmUnsaid = "am_pm_unsaid"
        }

        /// The arguments as JSON, for ``CalendarEventMatch``.
        var json: JSONValue {
            let pairs: [(String, String?)] = [
                ("id", id), ("title", title), ("date", date), ("during", during), ("new_title", newTitle),
                ("start", start), ("end", end),
                ("location", location), ("new_date", newDate), ("new_time", newTime), ("shift", shift),
                ("length", length), ("extend", extend), ("within", within), ("said", said), ("scope", scope),
            ]
            var object: [String: JSONValue] = [:]
            for (key, value) in pairs { if let value { object[key] = .string(value) } }
            if let amPmUnsaid { object["am_pm_unsaid"] = .bool(amPmUnsaid) }
            return .object(object)
        }
    }

    public let id = "calendar.update"
    public var answersWithUI: Bool { true }
    public var name: String { Self.vocabulary.texts(in: .english).name }
    public var description: String { Self.vocabulary.texts(in: .english).description }
    public func texts(in language: ReplyLanguage) -> SkillTexts { Self.vocabulary.texts(in: language) }
    /// Changes of stored events ("把周五的会改到下午4点") are routed here by role, whatever the id.
    public var roles: Set<SkillRole> { [.eventChange] }
    public var permissions: [SkillPermission] { [.calendarRead, .calendarWrite] }
    public var effect: SkillEffect { .write }
    public var keywords: [String] { Self.vocabulary.keywords }
    public var examples: [SkillExample] { Self.vocabulary.examples }
    /// The keywords and examples, from `calendar.update.vocabulary.json` beside this file (read once).
    static let vocabulary = StandardVocabulary("calendar.update")
    public var parameters: JSONSchema {
        .object(
            [
                "id": .string(
                    description:
                        "The event's id from a listing: its uid, or uid#start (the listing's id) for one occurrence of a repeating event"
                ),
                "title": .string(description: "Part of the current title, to find the event"),
                "said": .string(
                    description:
                        "The request as the person said it, to find the event when the title words match none",
                    maxLength: 4_000),
                "date": .string(
                    description:
                        "The event's current day, to find it; or the days it is among, YYYY-MM-DD/YYYY-MM-DD (next week's)"
                ),
                "scope": .string(
                    description:
                        "For a repeating event: only the occurrence on the day said (the default when a day is said), that one and all after it, or the whole series (the default when no day is said)",
                    enum: ["occurrence", "following", "series"]),
                "during": .string(
                    description:
                        "When on that day it starts, to tell events apart: HH:MM, or HH:MM-HH:MM for a part of the day (afternoon 12:00-18:00)"
                ),
                "new_title": .string(description: "The new title", minLength: 1, maxLength: 1_000),
                "start": .string(description: "The new start: YYYY-MM-DDTHH:MM (or a date for an all-day event)"),
                "end": .string(description: "The new end: YYYY-MM-DDTHH:MM, or HH:MM on the new start's day"),
                "new_date": .string(
                    description:
                        "Move to this day (YYYY-MM-DD), keeping the event's clock time: 推到周五, push it to Friday"
                ),
                "new_time": .string(
                    description: "Move to this clock time (HH:MM), keeping the event's day: 改到下午三点, move it to 4pm"),
                "shift": .string(
                    description:
                        "Move by a signed ISO 8601 duration: PT30M (推迟半小时), -PT1H (an hour earlier), P1D, P7D (back a week)"
                ),
                "length": .string(
                    description:
                        "How long it lasts now, from its start: an ISO 8601 duration — PT2H (改成两个小时, make it two hours)"
                ),
                "extend": .string(
                    description:
                        "How much longer it runs: a signed ISO 8601 duration added to its end — PT30M (延长半小时), -PT15M (15 minutes shorter)"
                ),
                "location": .string(description: "The new location", maxLength: 1_000),
                "within": .string(
                    description:
                        "The part of the day it moves into, HH:MM-HH:MM (改到周日晚上 → 18:00-24:00, with new_date): the event keeps its clock when inside, else starts when the part begins"
                ),
                "am_pm_unsaid": .boolean(
                    description:
                        "true when the new clock was said without am/pm or a part of the day (改到七点一刻, push it to 8:15): the reading nearer the event's own clock is taken"
                ),
            ], additionalProperties: false)
    }

    /// Creates the skill.
    public init() {}

    /// Finds the event and works out the change before the permission check, so an approval
    /// names the event and its new time; none or several matching answer at once.
    public func prepare(_ arguments: JSONValue, context: SkillContext) async throws -> SkillPreparation {
        try Self.requireChange(arguments)
        return try await CalendarEventLookup.prepare(skillID: id, arguments: arguments, context: context)
    }

    public func run(_ arguments: Arguments, context: SkillContext) async throws -> SkillOutput {
        let json = arguments.json
        try Self.requireChange(json)
        let calendar = CalendarStore(try context.requireStorage())
        let language = context.replyLanguage(hint: arguments.title ?? "")
        let zone = context.timeZone
        let today = context.today
        let found = try await CalendarEventLookup.find(skillID: id, arguments: json, context: context)
        let index: Int
        let resolved: JSONValue
        switch found.result {
        case .none:
            return CalendarEventLookup.noMatch(skillID: id, arguments: json, language: language)
        case .several(let indices):
            return CalendarEventLookup.several(
                skillID: id, indices.map { found.events[$0] }, language: language, context: context)
        case .one(let one, let arguments):
            index = one
            resolved = arguments
        }
        let before = found.events[index]
        var event = try CalendarEventMatch.apply(resolved.objectValue ?? [:], to: before, today: today, timeZone: zone)
        event.stamp = context.now
        if let scope = try CalendarScope.of(before, arguments: resolved.objectValue ?? [:]) {
            return try await CalendarSeriesChanges.update(
                before: before, after: event, scope: scope, context: context, language: language)
        }
        try await calendar.update(event)
        let line = CalendarWording.line(event, language: language, timeZone: zone, currentYear: today.year)
        return SkillOutput(
            language == .chinese ? "已修改日程：\(line)" : "Updated: \(line)",
            data: ["uid": .string(event.uid), "start": .string(RFC3339Time.string(event.start))],
            ui: CalendarWording.card(
                event, language: language, timeZone: zone, currentYear: today.year, deletable: false))
    }

    private static func requireChange(_ arguments: JSONValue) throws {
        let changes = ["new_title", "start", "end", "location", "new_date", "new_time", "shift", "length", "extend"]
        guard changes.contains(where: { arguments[$0] != nil }) else {
            throw StandardSkillError(
                .invalidArgument,
                "say what to change: new_title, start, new_date, new_time, shift, end, length, extend or location",
                chinese: "请说明要改什么：标题、开始时间、日期、时刻、提前或推后多久、结束时间、时长、延长多久或地点")
        }
    }
}

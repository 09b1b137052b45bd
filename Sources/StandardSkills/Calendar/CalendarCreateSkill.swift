import AgentSkill
import Foundation
import SkillJSON
import SkillUI

/// `calendar.create`: adds an event and points out any event it overlaps.
///
/// `{"title": "开会", "start": "2026-12-03T15:00:00"}` → an hour-long event at 15:00 in the
/// person's time zone. A bare date (`"2026-12-03"`, `"明天"`) makes an all-day event.
public struct CalendarCreateSkill: TypedSkill {
    /// The event to add.
    public struct Arguments: Decodable, Sendable {
        /// What the event is.
        public var title: String
        /// When it starts: `YYYY-MM-DDTHH:MM[:SS]` (local time, or with `Z`/`+08:00`), or a date.
        public var start: String
        /// When it ends; default one hour after the start (the end of the day for all-day events).
        public var end: String?
        /// Where.
        public var location: String?
        /// Anything else.
        public var notes: String?
        /// How it repeats: an RFC 5545 `RRULE` value (`FREQ=WEEKLY;BYDAY=WE`), if it does.
        public var `repeat`: String?
    }

    public let id = "calendar.create"
    public var answersWithUI: Bool { true }
    public var name: String { Self.vocabulary.texts(in: .english).name }
    public var description: String { Self.vocabulary.texts(in: .english).description }
    public func texts(in language: ReplyLanguage) -> SkillTexts { Self.vocabulary.texts(in: language) }
    /// New events ("明天下午3点开会") are routed here by role, whatever the id.
    public var roles: Set<SkillRole> { [.eventCreate] }
    public var permissions: [SkillPermission] { [.calendarRead, .calendarWrite] }
    public var effect: SkillEffect { .write }
    public var keywords: [String] { Self.vocabulary.keywords }
    public var examples: [SkillExample] { Self.vocabulary.examples }
    /// The keywords and examples, from `calendar.create.vocabulary.json` beside this file (read once).
    static let vocabulary = StandardVocabulary("calendar.create")
    public var uiActions: [String] { ["delete"] }
    public var parameters: JSONSchema {
        .object(
            [
                "title": .string(description: "What the event is", minLength: 1, maxLength: 1_000),
                // "local-date-time" (not validated: a bare date or an offset are accepted too) tells
                // NLURouter to fill these from a time entity's moment, written without an offset.
                "start": .string(
                    description: "Start: YYYY-MM-DDTHH:MM local time, or a date for all day", format: "local-date-time"),
                "end": .string(description: "End (default: one hour after the start)", format: "local-date-time"),
                "location": .string(description: "Where", maxLength: 1_000),
                "notes": .string(description: "Notes"),
                // "rrule" tells NLURouter to fill it from how the request says it repeats.
                "repeat": .string(
                    description:
                        "How it repeats: an RFC 5545 RRULE such as FREQ=WEEKLY;BYDAY=WE, ended by COUNT=10 or UNTIL=YYYYMMDD (through that day)",
                    maxLength: 1_000, format: "rrule"),
            ], required: ["title", "start"], additionalProperties: false)
    }

    /// Creates the skill.
    public init() {}

    public func effect(for arguments: JSONValue) -> SkillEffect {
        arguments["action"] == "delete" ? .destructive : .write
    }

    public func run(_ arguments: Arguments, context: SkillContext) async throws -> SkillOutput {
        let calendar = CalendarStore(try context.requireStorage())
        let language = context.replyLanguage(hint: arguments.title)
        let zone = context.timeZone
        let title = arguments.title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else {
            throw StandardSkillError(
                .invalidArgument, "the title is empty — say what the event is", chinese: "标题是空的——请说一下是什么日程")
        }
        let (start, dayOnly) = try DateArgument.moment(
            arguments.start, field: "start", today: context.today, timeZone: zone)
        var end = dayOnly ? LocalDate(start, in: zone).adding(days: 1).start(in: zone) : start.addingTimeInterval(3600)
        if let endText = arguments.end, !endText.trimmingCharacters(in: .whitespaces).isEmpty {
            let parsed = try DateArgument.moment(endText, field: "end", today: context.today, timeZone: zone)
            end = parsed.dayOnly ? LocalDate(parsed.date, in: zone).adding(days: 1).start(in: zone) : parsed.date
        }
        guard end >= start else {
            throw StandardSkillError(
                .invalidArgument, "the end (\(arguments.end ?? "")) is before the start — check the times",
                chinese: "结束时间（\(arguments.end ?? "")）早于开始时间——请检查时间")
        }
        var event = CalendarEvent(
            uid: UUID().uuidString.lowercased() + "@agentskill", title: title, start: start, end: end,
            timeZone: zone.identifier, location: arguments.location.flatMap { $0.isEmpty ? nil : $0 },
            notes: arguments.notes.flatMap { $0.isEmpty ? nil : $0 }, stamp: context.now, allDay: dayOnly)
        if let text = arguments.repeat, !text.trimmingCharacters(in: .whitespaces).isEmpty {
            let series = try CalendarRepeat.series(text, start: start, allDay: dayOnly, zone: zone)
            event.recurrenceRule = series.rule.text
            event.end = CalendarSeries(event).end(ofOccurrenceAt: series.start)
            event.start = series.start
            return try await Self.created(series: event, asked: start, calendar: calendar, context: context)
        }
        let overlapping = try await calendar.overlaps(with: event)
        try await calendar.insert(event)
        let year = context.today.year
        let line = CalendarWording.line(event, language: language, timeZone: zone, currentYear: year)
        var text = language == .chinese ? "已创建日程：\(line)" : "Added to your calendar: \(line)"
        var warning: String?
        if !overlapping.isEmpty {
            let shown = overlapping.prefix(3)
            if language == .chinese {
                warning = "与" + shown.map { "「\($0.title)」" }.joined(separator: "、") + "时间重叠"
                text += "（注意：\(warning ?? "")）"
            } else {
                warning = "Overlaps " + shown.map { "“\($0.title)”" }.joined(separator: ", ")
                text += ". Note: it overlaps " + shown.map { "“\($0.title)”" }.joined(separator: ", ") + "."
            }
        }
        let data: JSONValue = [
            "uid": .string(event.uid), "title": .string(event.title),
            "start": .string(RFC3339Time.string(event.start)), "end": .string(RFC3339Time.string(event.end)),
            "allDay": .bool(event.allDay), "overlaps": .array(overlapping.map { .string($0.uid) }),
        ]
        return SkillOutput(
            text, data: data,
            ui: CalendarWording.card(
                event, language: language, timeZone: zone, currentYear: year, note: warning, deletable: true))
    }

    /// A card's delete button names its event before it asks, or answers when it is gone.
    public func prepare(_ action: UIAction, context: SkillContext) async throws -> ActionPreparation {
        try await CalendarDeletion.prepare(action, context: context)
    }

    public func handle(_ action: UIAction, context: SkillContext) async throws -> SkillOutput {
        try await CalendarDeletion.handle(action, context: context)
    }
}

/// Instants as RFC 3339 UTC text (`2026-12-03T07:00:00Z`) for skill data.
enum RFC3339Time {
    static func string(_ date: Date) -> String {
        let wall = LocalDateTime(date, in: .gmt)
        func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(wall.date.iso)T\(pad(wall.hour)):\(pad(wall.minute)):\(pad(wall.second))Z"
    }
}

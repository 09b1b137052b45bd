import AgentSkill
import Foundation
import SkillJSON
import SkillUI

/// `calendar.update`: moves or renames an event found by id, or by title and/or date. Moving keeps
/// the event's length unless a new end is given.
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

        enum CodingKeys: String, CodingKey {
            case id, title, date, start, end, location
            case newTitle = "new_title"
        }
    }

    public let id = "calendar.update"
    public let name = "修改日程 Update event"
    public let description = "Moves or renames a calendar event found by id, or by title and/or date"
    public var permissions: [SkillPermission] { [.calendarRead, .calendarWrite] }
    public var effect: SkillEffect { .write }
    public var keywords: [String] { ["move event", "reschedule", "rename event", "修改日程", "改期", "推迟"] }
    public var parameters: JSONSchema {
        .object(
            [
                "id": .string(description: "The event's id"),
                "title": .string(description: "Part of the current title, to find the event"),
                "date": .string(description: "The event's current day, to find it"),
                "new_title": .string(description: "The new title", minLength: 1, maxLength: 1_000),
                "start": .string(description: "The new start: YYYY-MM-DDTHH:MM"),
                "end": .string(description: "The new end"),
                "location": .string(description: "The new location", maxLength: 1_000),
            ], additionalProperties: false)
    }
    public var examples: [SkillExample] {
        [SkillExample("把明天的开会改到下午4点", arguments: ["title": "开会", "date": "明天", "start": "2026-12-03T16:00"])]
    }

    /// Creates the skill.
    public init() {}

    public func run(_ arguments: Arguments, context: SkillContext) async throws -> SkillOutput {
        let calendar = CalendarStore(try context.requireStorage())
        let language = context.replyLanguage(hint: arguments.title ?? "")
        let zone = context.timeZone
        let today = context.today
        guard arguments.newTitle != nil || arguments.start != nil || arguments.end != nil || arguments.location != nil
        else {
            throw StandardSkillError(.invalidArgument, "say what to change: new_title, start, end or location")
        }
        var matches: [CalendarEvent]
        if let uid = arguments.id, !uid.isEmpty {
            matches = try calendar.event(uid: uid).map { [$0] } ?? []
        } else {
            guard arguments.title != nil || arguments.date != nil else {
                throw StandardSkillError(
                    .invalidArgument, "say which event to change: its id, or its title and/or date")
            }
            let day = try arguments.date.map { try DateArgument.day($0, field: "date", today: today, fallback: today) }
            matches = try calendar.find(
                title: arguments.title, from: day?.start(in: zone), to: day?.adding(days: 1).start(in: zone))
        }
        guard matches.count == 1, var event = matches.first else {
            if matches.isEmpty {
                return SkillOutput(language == .chinese ? "没有找到要修改的日程。" : "No event matches; nothing was changed.")
            }
            let text =
                language == .chinese
                ? "找到 \(matches.count) 个匹配的日程，请用 id 指明要修改哪一个："
                : "\(matches.count) events match; give the id of the one to change:"
            let lines = matches.map {
                "- \($0.uid): " + CalendarWording.line($0, language: language, timeZone: zone, currentYear: today.year)
            }
            return SkillOutput(
                ([text] + lines).joined(separator: "\n"), data: ["matches": .array(matches.map { .string($0.uid) })],
                ui: CalendarWording.dayList(matches, language: language, timeZone: zone, currentYear: today.year))
        }
        let length = event.end.timeIntervalSince(event.start)
        if let title = arguments.newTitle?.trimmingCharacters(in: .whitespacesAndNewlines), !title.isEmpty {
            event.title = title
        }
        if let location = arguments.location { event.location = location.isEmpty ? nil : location }
        if let startText = arguments.start {
            let (start, dayOnly) = try DateArgument.moment(startText, field: "start", today: today, timeZone: zone)
            event.start = start
            event.allDay = dayOnly
            event.end =
                dayOnly ? LocalDate(start, in: zone).adding(days: 1).start(in: zone) : start.addingTimeInterval(length)
        }
        if let endText = arguments.end {
            let (end, dayOnly) = try DateArgument.moment(endText, field: "end", today: today, timeZone: zone)
            event.end = dayOnly ? LocalDate(end, in: zone).adding(days: 1).start(in: zone) : end
        }
        guard event.end >= event.start else {
            throw StandardSkillError(.invalidArgument, "the new end is before the start — check the times")
        }
        event.stamp = context.now
        try calendar.update(event)
        let line = CalendarWording.line(event, language: language, timeZone: zone, currentYear: today.year)
        return SkillOutput(
            language == .chinese ? "已修改日程：\(line)" : "Updated: \(line)",
            data: ["uid": .string(event.uid), "start": .string(RFC3339Time.string(event.start))],
            ui: CalendarWording.card(
                event, language: language, timeZone: zone, currentYear: today.year, deletable: false))
    }
}

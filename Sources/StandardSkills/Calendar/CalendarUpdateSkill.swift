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
        [
            SkillExample(
                "把明天的开会改到下午4点", arguments: ["title": "开会", "date": "2026-12-03", "start": "2026-12-03T16:00:00"]),
            SkillExample(
                "明天的会议推迟到下午五点", arguments: ["title": "会议", "date": "2026-12-03", "start": "2026-12-03T17:00:00"]),
            SkillExample(
                "把周五的面试改到下周一上午十点", arguments: ["title": "面试", "date": "2026-12-04", "start": "2026-12-07T10:00:00"]),
            SkillExample("牙医预约改期到12月11日下午3点", arguments: ["title": "牙医预约", "start": "2026-12-11T15:00:00"]),
            SkillExample(
                "把今晚的瑜伽课改成八点", arguments: ["title": "瑜伽课", "date": "2026-12-02", "start": "2026-12-02T20:00:00"]),
            SkillExample(
                "修改日程：后天的聚餐改到晚上7点", arguments: ["title": "聚餐", "date": "2026-12-04", "start": "2026-12-04T19:00:00"]),
            SkillExample("同学聚会推迟一天到12月9日晚上6点", arguments: ["title": "同学聚会", "start": "2026-12-09T18:00:00"]),
            SkillExample(
                "把周六爬山挪到周日早上8点", arguments: ["title": "爬山", "date": "2026-12-05", "start": "2026-12-06T08:00:00"]),
            SkillExample("项目评审往后推到下午两点", arguments: ["title": "项目评审", "start": "2026-12-02T14:00:00"]),
            SkillExample(
                "明天的培训改期到后天上午11点", arguments: ["title": "培训", "date": "2026-12-03", "start": "2026-12-04T11:00:00"]),
            SkillExample("把健身换到明晚6点", arguments: ["title": "健身", "start": "2026-12-03T18:00:00"]),
            SkillExample("电话会提前到上午9点", arguments: ["title": "电话会", "start": "2026-12-02T09:00:00"]),
            SkillExample(
                "改一下周日钢琴课的时间，改成下午三点", arguments: ["title": "钢琴课", "date": "2026-12-06", "start": "2026-12-06T15:00:00"]),
            SkillExample("把和老板的一对一改到下周二", arguments: ["title": "和老板的一对一", "start": "2026-12-08"]),
            SkillExample(
                "今天的周会推迟半小时到三点半", arguments: ["title": "周会", "date": "2026-12-02", "start": "2026-12-02T15:30:00"]),
            SkillExample("帮我把体检改到下周一", arguments: ["title": "体检", "start": "2026-12-07"]),
            SkillExample("把明天的会改名叫产品评审", arguments: ["title": "会", "date": "2026-12-03", "new_title": "产品评审"]),
            SkillExample("接孩子的时间改成五点半", arguments: ["title": "接孩子", "start": "2026-12-02T17:30:00"]),
            SkillExample(
                "后天的出发时间改到早上五点", arguments: ["title": "出发", "date": "2026-12-04", "start": "2026-12-04T05:00:00"]),
            SkillExample("重新安排明天的银行办事到周五", arguments: ["title": "银行办事", "date": "2026-12-03", "start": "2026-12-04"]),
            SkillExample("把看电影改到周六晚上", arguments: ["title": "看电影", "start": "2026-12-05T19:00:00"]),
            SkillExample("面试挪到下午四点吧", arguments: ["title": "面试", "start": "2026-12-02T16:00:00"]),
            SkillExample("取快递的提醒推迟到晚上八点", arguments: ["title": "取快递", "start": "2026-12-02T20:00:00"]),
            SkillExample("把交周报的时间提前到周五", arguments: ["title": "交周报", "start": "2026-12-04"]),
            SkillExample("聚餐换个时间，改成周日中午", arguments: ["title": "聚餐", "start": "2026-12-06T12:00:00"]),
            SkillExample(
                "move my dentist appointment to Friday at 3pm",
                arguments: ["title": "dentist appointment", "start": "2026-12-04T15:00:00"]),
            SkillExample(
                "reschedule tomorrow's team meeting to 11am",
                arguments: ["title": "team meeting", "date": "2026-12-03", "start": "2026-12-03T11:00:00"]),
            SkillExample(
                "push the budget meeting to 4pm",
                arguments: ["title": "budget meeting", "start": "2026-12-02T16:00:00"]),
            SkillExample(
                "move lunch with Ann to Saturday", arguments: ["title": "lunch with Ann", "start": "2026-12-05"]),
            SkillExample(
                "change the interview to Monday at 10am",
                arguments: ["title": "interview", "start": "2026-12-07T10:00:00"]),
            SkillExample(
                "rename event standup to daily sync", arguments: ["title": "standup", "new_title": "daily sync"]),
            SkillExample(
                "can you move the haircut to Sunday at 1pm",
                arguments: ["title": "haircut", "start": "2026-12-06T13:00:00"]),
            SkillExample(
                "postpone the project review until next Monday",
                arguments: ["title": "project review", "start": "2026-12-07"]),
            SkillExample(
                "shift my gym session to 7am tomorrow", arguments: ["title": "gym", "start": "2026-12-03T07:00:00"]),
            SkillExample(
                "move event coffee with Sarah to 10:30",
                arguments: ["title": "coffee with Sarah", "start": "2026-12-02T10:30:00"]),
            SkillExample(
                "reschedule the doctor's appointment to December 11",
                arguments: ["title": "doctor's appointment", "start": "2026-12-11"]),
            SkillExample(
                "bring the call with the bank forward to 2pm",
                arguments: ["title": "call with the bank", "start": "2026-12-02T14:00:00"]),
            SkillExample(
                "delay tonight's yoga class by an hour to 8:30",
                arguments: ["title": "yoga class", "date": "2026-12-02", "start": "2026-12-02T20:30:00"]),
            SkillExample(
                "move Friday's interview to Thursday at 9",
                arguments: ["title": "interview", "date": "2026-12-04", "start": "2026-12-03T09:00:00"]),
            SkillExample(
                "push back the piano lesson to 6pm",
                arguments: ["title": "piano lesson", "start": "2026-12-02T18:00:00"]),
            SkillExample(
                "change the movie night to Sunday", arguments: ["title": "movie night", "start": "2026-12-06"]),
            SkillExample(
                "reschedule focus time to the afternoon at 3",
                arguments: ["title": "focus time", "start": "2026-12-02T15:00:00"]),
            SkillExample(
                "could you move the parent-teacher meeting to 5pm",
                arguments: ["title": "parent-teacher meeting", "start": "2026-12-02T17:00:00"]),
            SkillExample(
                "update my flight event to leave at 7am Saturday",
                arguments: ["title": "flight", "start": "2026-12-05T07:00:00"]),
            SkillExample(
                "rename the dinner with Mike to dinner with Mike and Jo",
                arguments: ["title": "dinner with Mike", "new_title": "dinner with Mike and Jo"]),
            SkillExample(
                "move the birthday party to 4pm on Sunday",
                arguments: ["title": "birthday party", "start": "2026-12-06T16:00:00"]),
            SkillExample(
                "reschedule my 1:1 with the boss to Tuesday",
                arguments: ["title": "1:1 with the boss", "start": "2026-12-08"]),
            SkillExample(
                "make tomorrow's standup start at 9:30",
                arguments: ["title": "standup", "date": "2026-12-03", "start": "2026-12-03T09:30:00"]),
            SkillExample(
                "move the passport renewal to Monday morning",
                arguments: ["title": "passport renewal", "start": "2026-12-07T09:00:00"]),
            SkillExample(
                "shift the plumber call to noon", arguments: ["title": "plumber call", "start": "2026-12-02T12:00:00"]),
        ]
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

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
    }

    public let id = "calendar.create"
    public let name = "新建日程 Create event"
    public let description = "Adds an event to the calendar: title, start time, optional end, location and notes"
    /// New events ("明天下午3点开会") are routed here by role, whatever the id.
    public var roles: Set<SkillRole> { [.eventCreate] }
    public var permissions: [SkillPermission] { [.calendarRead, .calendarWrite] }
    public var effect: SkillEffect { .write }
    public var keywords: [String] { ["create event", "add event", "新建日程", "添加日程", "创建日程"] }
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
            ], required: ["title", "start"], additionalProperties: false)
    }
    public var examples: [SkillExample] {
        [
            SkillExample("明天下午3点开会", arguments: ["title": "开会", "start": "2026-12-03T15:00:00"]),
            SkillExample(
                "lunch with Ann on Friday at noon",
                arguments: ["title": "Lunch with Ann", "start": "2026-12-04T12:00:00"]),
            SkillExample("提醒我明天早上8点去健身", arguments: ["title": "健身", "start": "2026-12-03T08:00:00"]),
            SkillExample("后天上午十点和客户开电话会", arguments: ["title": "和客户开电话会", "start": "2026-12-04T10:00:00"]),
            SkillExample("帮我安排周六晚上7点和朋友吃饭", arguments: ["title": "和朋友吃饭", "start": "2026-12-05T19:00:00"]),
            SkillExample("周日下午两点带孩子去上钢琴课", arguments: ["title": "带孩子去上钢琴课", "start": "2026-12-06T14:00:00"]),
            SkillExample(
                "下周一上午9点到11点项目评审",
                arguments: ["title": "项目评审", "start": "2026-12-07T09:00:00", "end": "2026-12-07T11:00:00"]),
            SkillExample("添加日程：明天晚上8点看电影", arguments: ["title": "看电影", "start": "2026-12-03T20:00:00"]),
            SkillExample("12月10日下午4点牙医预约", arguments: ["title": "牙医预约", "start": "2026-12-10T16:00:00"]),
            SkillExample("明早七点半提醒我赶高铁", arguments: ["title": "赶高铁", "start": "2026-12-03T07:30:00"]),
            SkillExample("今天下午五点接孩子放学", arguments: ["title": "接孩子放学", "start": "2026-12-02T17:00:00"]),
            SkillExample("记一下后天中午12点部门聚餐", arguments: ["title": "部门聚餐", "start": "2026-12-04T12:00:00"]),
            SkillExample("新建日程 周六上午10点 去医院体检", arguments: ["title": "去医院体检", "start": "2026-12-05T10:00:00"]),
            SkillExample(
                "周五下午三点到四点面试候选人",
                arguments: ["title": "面试候选人", "start": "2026-12-04T15:00:00", "end": "2026-12-04T16:00:00"]),
            SkillExample("提醒我今晚九点给妈妈打电话", arguments: ["title": "给妈妈打电话", "start": "2026-12-02T21:00:00"]),
            SkillExample(
                "明天下午两点半在会议室讨论预算",
                arguments: ["title": "讨论预算", "location": "会议室", "start": "2026-12-03T14:30:00"]),
            SkillExample("下周一早上八点交周报", arguments: ["title": "交周报", "start": "2026-12-07T08:00:00"]),
            SkillExample("帮我在日历上加一个明天上午11点的培训", arguments: ["title": "培训", "start": "2026-12-03T11:00:00"]),
            SkillExample("12月8日晚上6点同学聚会", arguments: ["title": "同学聚会", "start": "2026-12-08T18:00:00"]),
            SkillExample("后天早上6点出发去机场", arguments: ["title": "出发去机场", "start": "2026-12-04T06:00:00"]),
            SkillExample("创建日程：周日上午9点爬山", arguments: ["title": "爬山", "start": "2026-12-06T09:00:00"]),
            SkillExample("明天下午4点提醒我取快递", arguments: ["title": "取快递", "start": "2026-12-03T16:00:00"]),
            SkillExample("今天晚上7点半瑜伽课", arguments: ["title": "瑜伽课", "start": "2026-12-02T19:30:00"]),
            SkillExample("周六下午三点陪爸妈逛超市", arguments: ["title": "陪爸妈逛超市", "start": "2026-12-05T15:00:00"]),
            SkillExample("我明天上午十点要去银行办事", arguments: ["title": "去银行办事", "start": "2026-12-03T10:00:00"]),
            SkillExample("下周一下午1点和老板一对一", arguments: ["title": "和老板一对一", "start": "2026-12-07T13:00:00"]),
            SkillExample(
                "remind me to call the plumber tomorrow at 9am",
                arguments: ["title": "Call the plumber", "start": "2026-12-03T09:00:00"]),
            SkillExample(
                "schedule a team meeting on Monday at 10",
                arguments: ["title": "Team meeting", "start": "2026-12-07T10:00:00"]),
            SkillExample(
                "add dentist appointment December 10 at 4pm",
                arguments: ["title": "Dentist appointment", "start": "2026-12-10T16:00:00"]),
            SkillExample(
                "put yoga class on my calendar tonight at 7:30",
                arguments: ["title": "Yoga class", "start": "2026-12-02T19:30:00"]),
            SkillExample(
                "create an event: project review next Monday from 9 to 11am",
                arguments: ["title": "Project review", "start": "2026-12-07T09:00:00", "end": "2026-12-07T11:00:00"]),
            SkillExample(
                "remind me to pick up the kids at 5pm today",
                arguments: ["title": "Pick up the kids", "start": "2026-12-02T17:00:00"]),
            SkillExample(
                "book a haircut for Saturday at 2pm", arguments: ["title": "Haircut", "start": "2026-12-05T14:00:00"]),
            SkillExample(
                "dinner with Mike tomorrow at 7pm",
                arguments: ["title": "Dinner with Mike", "start": "2026-12-03T19:00:00"]),
            SkillExample(
                "add a call with the bank on Friday at 3",
                arguments: ["title": "Call with the bank", "start": "2026-12-04T15:00:00"]),
            SkillExample(
                "set up an interview tomorrow 2 to 3pm",
                arguments: ["title": "Interview", "start": "2026-12-03T14:00:00", "end": "2026-12-03T15:00:00"]),
            SkillExample(
                "remind me to submit the report Monday morning at 8",
                arguments: ["title": "Submit the report", "start": "2026-12-07T08:00:00"]),
            SkillExample(
                "I have a doctor's appointment on Sunday at 11am",
                arguments: ["title": "Doctor's appointment", "start": "2026-12-06T11:00:00"]),
            SkillExample(
                "new event: coffee with Sarah at 10am tomorrow",
                arguments: ["title": "Coffee with Sarah", "start": "2026-12-03T10:00:00"]),
            SkillExample(
                "schedule gym tomorrow morning at 6:30", arguments: ["title": "Gym", "start": "2026-12-03T06:30:00"]),
            SkillExample(
                "add parent-teacher meeting on December 9 at 4:30pm",
                arguments: ["title": "Parent-teacher meeting", "start": "2026-12-09T16:30:00"]),
            SkillExample(
                "remind me to water the plants tonight at 8",
                arguments: ["title": "Water the plants", "start": "2026-12-02T20:00:00"]),
            SkillExample(
                "put a flight to Chicago on Saturday at 6am in my calendar",
                arguments: ["title": "Flight to Chicago", "start": "2026-12-05T06:00:00"]),
            SkillExample(
                "birthday party for Emma on Sunday at 3pm",
                arguments: ["title": "Birthday party for Emma", "start": "2026-12-06T15:00:00"]),
            SkillExample(
                "block 1 to 2pm tomorrow for focus time",
                arguments: ["title": "Focus time", "start": "2026-12-03T13:00:00", "end": "2026-12-03T14:00:00"]),
            SkillExample(
                "remind me to take out the trash at 9pm",
                arguments: ["title": "Take out the trash", "start": "2026-12-02T21:00:00"]),
            SkillExample(
                "add a standup at 9:15 tomorrow", arguments: ["title": "Standup", "start": "2026-12-03T09:15:00"]),
            SkillExample(
                "schedule a dentist checkup next Monday at 2pm please",
                arguments: ["title": "Dentist checkup", "start": "2026-12-07T14:00:00"]),
            SkillExample(
                "I need to renew my passport Friday at 10am",
                arguments: ["title": "Renew my passport", "start": "2026-12-04T10:00:00"]),
            SkillExample(
                "movie night with friends on Saturday at 8pm",
                arguments: ["title": "Movie night with friends", "start": "2026-12-05T20:00:00"]),
            SkillExample(
                "could you add piano lesson tomorrow at 5pm",
                arguments: ["title": "Piano lesson", "start": "2026-12-03T17:00:00"]),
            SkillExample(
                "remind me about the budget meeting today at 3:30pm",
                arguments: ["title": "Budget meeting", "start": "2026-12-02T15:30:00"]),
            // Events over several days: a range of days is an all-day event, its end the last day.
            SkillExample("下周三到周五去深圳开会", arguments: ["title": "去深圳开会", "start": "2026-12-09", "end": "2026-12-11"]),
            SkillExample("1月10号到12号休年假", arguments: ["title": "休年假", "start": "2027-01-10", "end": "2027-01-12"]),
            SkillExample("3号至6号在外地培训", arguments: ["title": "在外地培训", "start": "2026-12-03", "end": "2026-12-06"]),
            SkillExample(
                "conference in Austin from the 9th to the 12th",
                arguments: ["title": "Conference in Austin", "start": "2026-12-09", "end": "2026-12-12"]),
            SkillExample(
                "vacation Monday through Thursday next week",
                arguments: ["title": "Vacation", "start": "2026-12-07", "end": "2026-12-10"]),
            SkillExample(
                "block off the 20th to the 23rd for the move",
                arguments: ["title": "The move", "start": "2026-12-20", "end": "2026-12-23"]),
            // Times from now and clock idioms (a reminder in twenty minutes is an event then).
            SkillExample("二十分钟后提醒我把衣服晾出去", arguments: ["title": "把衣服晾出去", "start": "2026-12-02T10:20:00"]),
            SkillExample("一小时以后提醒我回个电话", arguments: ["title": "回个电话", "start": "2026-12-02T11:00:00"]),
            SkillExample("明天这个时候提醒我续费", arguments: ["title": "续费", "start": "2026-12-03T10:00:00"]),
            SkillExample(
                "remind me to check the oven in 20 minutes",
                arguments: ["title": "Check the oven", "start": "2026-12-02T10:20:00"]),
            SkillExample(
                "move the car in an hour", arguments: ["title": "Move the car", "start": "2026-12-02T11:00:00"]),
            SkillExample(
                "dentist at a quarter to four tomorrow",
                arguments: ["title": "Dentist", "start": "2026-12-03T15:45:00"]),
            SkillExample("一刻钟后下楼取外卖", arguments: ["title": "下楼取外卖", "start": "2026-12-02T10:15:00"]),
            SkillExample(
                "feed the cat same time tomorrow", arguments: ["title": "Feed the cat", "start": "2026-12-03T10:00:00"]),
            SkillExample(
                "check the laundry in an hour and a half",
                arguments: ["title": "Check the laundry", "start": "2026-12-02T11:30:00"]),
        ]
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
            throw StandardSkillError(.invalidArgument, "the title is empty — say what the event is")
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
                .invalidArgument, "the end (\(arguments.end ?? "")) is before the start — check the times")
        }
        let event = CalendarEvent(
            uid: UUID().uuidString.lowercased() + "@agentskill", title: title, start: start, end: end,
            timeZone: zone.identifier, location: arguments.location.flatMap { $0.isEmpty ? nil : $0 },
            notes: arguments.notes.flatMap { $0.isEmpty ? nil : $0 }, stamp: context.now, allDay: dayOnly)
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

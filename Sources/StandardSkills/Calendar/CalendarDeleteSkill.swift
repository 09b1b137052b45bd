import AgentSkill
import SkillJSON
import SkillUI

/// `calendar.delete`: removes an event by id, or by title and/or date (without a date, the next
/// upcoming match; see ``CalendarEventMatch``). Several matches on the day said are listed with a
/// delete button each instead of guessing. Destructive: the permission policy asks first, and
/// ``prepare(_:context:)`` finds the event before that so the question names it.
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
        /// The request as the person said it: when the title words match no event, the event
        /// whose title it names is meant (``CalendarEventMatch``).
        public var said: String?
    }

    public let id = "calendar.delete"
    public let name = "删除日程 Delete event"
    public let description = "Deletes a calendar event by id, or by title and/or date"
    /// Removals of stored events ("取消明天的会") are routed here by role, whatever the id.
    public var roles: Set<SkillRole> { [.eventRemove] }
    public var permissions: [SkillPermission] { [.calendarRead, .calendarWrite] }
    public var effect: SkillEffect { .destructive }
    public var keywords: [String] { ["delete event", "remove event", "删除日程", "取消日程"] }
    public var uiActions: [String] { ["delete"] }
    public var parameters: JSONSchema {
        .object(
            [
                "id": .string(description: "The event's id"),
                "title": .string(description: "Part of the event's title"),
                "said": .string(
                    description:
                        "The request as the person said it, to find the event when the title words match none",
                    maxLength: 4_000),
                "date": .string(
                    description:
                        "The day: YYYY-MM-DD, today, tomorrow…; or the days it is among, YYYY-MM-DD/YYYY-MM-DD (next week's)"
                ),
                "during": .string(
                    description:
                        "When on that day it starts, to tell events apart: HH:MM, or HH:MM-HH:MM for a part of the day (afternoon 12:00-18:00)"
                ),
            ], additionalProperties: false)
    }
    public var examples: [SkillExample] {
        [
            SkillExample("删除明天的开会", arguments: ["title": "开会", "date": "2026-12-03"]),
            SkillExample("取消周五的面试", arguments: ["title": "面试", "date": "2026-12-04"]),
            SkillExample("把今晚的瑜伽课删掉", arguments: ["title": "瑜伽课", "date": "2026-12-02"]),
            SkillExample("删除日程：牙医预约", arguments: ["title": "牙医预约"]),
            SkillExample("后天的聚餐取消了", arguments: ["title": "聚餐", "date": "2026-12-04"]),
            SkillExample("不去爬山了，帮我删掉", arguments: ["title": "爬山"]),
            SkillExample("取消日程 同学聚会", arguments: ["title": "同学聚会"]),
            SkillExample("删掉明天上午的培训", arguments: ["title": "培训", "date": "2026-12-03"]),
            SkillExample("把周日的钢琴课取消", arguments: ["title": "钢琴课", "date": "2026-12-06"]),
            SkillExample("下周一的项目评审不开了，删了吧", arguments: ["title": "项目评审", "date": "2026-12-07"]),
            SkillExample("帮我去掉今天的健身安排", arguments: ["title": "健身", "date": "2026-12-02"]),
            SkillExample("电话会取消，从日历里删掉", arguments: ["title": "电话会"]),
            SkillExample("删除周六的看电影", arguments: ["title": "看电影", "date": "2026-12-05"]),
            SkillExample("取消明天取快递的提醒", arguments: ["title": "取快递", "date": "2026-12-03"]),
            SkillExample("把和老板的一对一删掉", arguments: ["title": "和老板的一对一"]),
            SkillExample("体检不用去了，删除日程", arguments: ["title": "体检"]),
            SkillExample("删掉今天所有的会", arguments: ["title": "会", "date": "2026-12-02"]),
            SkillExample("取消后天的出发提醒", arguments: ["title": "出发", "date": "2026-12-04"]),
            SkillExample("把银行办事那个日程删了", arguments: ["title": "银行办事"]),
            SkillExample("交周报的提醒不要了", arguments: ["title": "交周报"]),
            SkillExample("删除12月10日的日程", arguments: ["date": "2026-12-10"]),
            SkillExample("周六陪爸妈逛超市取消", arguments: ["title": "陪爸妈逛超市", "date": "2026-12-05"]),
            SkillExample("面试取消了，删掉它", arguments: ["title": "面试"]),
            SkillExample("撤掉明天晚上的看电影安排", arguments: ["title": "看电影", "date": "2026-12-03"]),
            SkillExample("清除周日的爬山计划", arguments: ["title": "爬山", "date": "2026-12-06"]),
            SkillExample("delete tomorrow's meeting", arguments: ["title": "meeting", "date": "2026-12-03"]),
            SkillExample("cancel my dentist appointment", arguments: ["title": "dentist appointment"]),
            SkillExample("remove event yoga class", arguments: ["title": "yoga class"]),
            SkillExample(
                "delete the team meeting on Monday", arguments: ["title": "team meeting", "date": "2026-12-07"]),
            SkillExample(
                "cancel lunch with Ann on Friday", arguments: ["title": "lunch with Ann", "date": "2026-12-04"]),
            SkillExample("get rid of the haircut on Saturday", arguments: ["title": "haircut", "date": "2026-12-05"]),
            SkillExample("the interview is off, delete it", arguments: ["title": "interview"]),
            SkillExample("cancel tonight's piano lesson", arguments: ["title": "piano lesson", "date": "2026-12-02"]),
            SkillExample("remove the budget meeting from my calendar", arguments: ["title": "budget meeting"]),
            SkillExample("delete event standup", arguments: ["title": "standup"]),
            SkillExample(
                "please cancel the project review next Monday",
                arguments: ["title": "project review", "date": "2026-12-07"]),
            SkillExample("take the gym session off my calendar", arguments: ["title": "gym session"]),
            SkillExample("I'm not going to the birthday party, remove it", arguments: ["title": "birthday party"]),
            SkillExample("delete everything on December 10", arguments: ["date": "2026-12-10"]),
            SkillExample(
                "cancel coffee with Sarah tomorrow", arguments: ["title": "coffee with Sarah", "date": "2026-12-03"]),
            SkillExample(
                "drop the movie night on Saturday", arguments: ["title": "movie night", "date": "2026-12-05"]),
            SkillExample("remove the flight to Chicago", arguments: ["title": "flight to Chicago"]),
            SkillExample("cancel the call with the bank", arguments: ["title": "call with the bank"]),
            SkillExample(
                "delete my doctor's appointment on Sunday",
                arguments: ["title": "doctor's appointment", "date": "2026-12-06"]),
            SkillExample(
                "erase the focus time block tomorrow", arguments: ["title": "focus time", "date": "2026-12-03"]),
            SkillExample("scrap the parent-teacher meeting", arguments: ["title": "parent-teacher meeting"]),
            SkillExample("cancel the plumber call", arguments: ["title": "plumber call"]),
            SkillExample("remove tomorrow's standup", arguments: ["title": "standup", "date": "2026-12-03"]),
            SkillExample("delete the dinner with Mike", arguments: ["title": "dinner with Mike"]),
            SkillExample(
                "cancel my passport appointment on Friday",
                arguments: ["title": "passport appointment", "date": "2026-12-04"]),
            SkillExample(
                "I'm not going to the concert on Friday", arguments: ["title": "concert", "date": "2026-12-04"]),
            SkillExample("the dinner with Mike got cancelled", arguments: ["title": "dinner with Mike"]),
            SkillExample(
                "I can't make tomorrow's yoga class, remove it",
                arguments: ["title": "yoga class", "date": "2026-12-03"]),
            SkillExample("the offsite is off", arguments: ["title": "offsite"]),
            SkillExample("明天的培训取消了", arguments: ["title": "培训", "date": "2026-12-03"]),
            SkillExample("take the dentist appointment off my calendar", arguments: ["title": "dentist appointment"]),
            SkillExample("周五的聚会不去了", arguments: ["title": "聚会", "date": "2026-12-04"]),
        ]
    }

    /// Creates the skill.
    public init() {}

    public func run(_ arguments: Arguments, context: SkillContext) async throws -> SkillOutput {
        let language = context.replyLanguage(hint: arguments.title ?? "")
        guard arguments.id != nil || arguments.title != nil || arguments.date != nil else {
            throw StandardSkillError(.invalidArgument, "say which event to delete: its id, or its title and/or date")
        }
        let days = try arguments.date.map { try DateArgument.days($0, field: "date", today: context.today) }
        return try await CalendarDeletion.delete(
            uid: arguments.id, title: arguments.title, days: days, during: arguments.during, context: context,
            language: language)
    }

    /// Finds the event before the permission check, so the approval names it; none or several
    /// matching answer at once.
    public func prepare(_ arguments: JSONValue, context: SkillContext) async throws -> SkillPreparation {
        try await CalendarEventLookup.prepare(skillID: id, arguments: arguments, context: context)
    }

    public func handle(_ action: UIAction, context: SkillContext) async throws -> SkillOutput {
        try await CalendarDeletion.handle(action, context: context)
    }
}

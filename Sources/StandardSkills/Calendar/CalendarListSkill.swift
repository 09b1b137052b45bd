import AgentSkill
import SkillJSON
import SkillUI

/// `calendar.list`: the events from one day to another (default: the next 7 days), grouped by day.
public struct CalendarListSkill: TypedSkill {
    /// The range.
    public struct Arguments: Decodable, Sendable {
        /// The first day: `YYYY-MM-DD` or today, tomorrow, 明天…; default today.
        public var from: String?
        /// The last day, included; default six days after `from`.
        public var to: String?
    }

    public let id = "calendar.list"
    public let name = "查看日程 List events"
    public let description = "Lists calendar events between two dates (default: the next 7 days)"
    /// Look-ups of the calendar ("这周有什么安排") are routed here by role, whatever the id.
    public var roles: Set<SkillRole> { [.eventList] }
    public var permissions: [SkillPermission] { [.calendarRead] }
    public var effect: SkillEffect { .readOnly }
    public var keywords: [String] { ["list events", "my calendar", "查看日程", "日程安排", "我的日程"] }
    public var parameters: JSONSchema {
        .object(
            [
                "from": .string(description: "First day: YYYY-MM-DD, today, tomorrow… (default today)"),
                "to": .string(description: "Last day, included (default: 6 days after from)"),
            ], additionalProperties: false)
    }
    public var examples: [SkillExample] {
        [
            SkillExample("明天有什么安排", arguments: ["from": "2026-12-03", "to": "2026-12-03"]),
            SkillExample("今天有什么日程", arguments: ["from": "2026-12-02", "to": "2026-12-02"]),
            SkillExample("我后天忙不忙", arguments: ["from": "2026-12-04", "to": "2026-12-04"]),
            SkillExample("看看这周的日程", arguments: ["from": "2026-11-30", "to": "2026-12-06"]),
            SkillExample("下周有哪些安排", arguments: ["from": "2026-12-07", "to": "2026-12-13"]),
            SkillExample("周六我有事吗", arguments: ["from": "2026-12-05", "to": "2026-12-05"]),
            SkillExample("查看日程", arguments: [:]),
            SkillExample("我的日程", arguments: [:]),
            SkillExample("明天上午有会吗", arguments: ["from": "2026-12-03", "to": "2026-12-03"]),
            SkillExample("这个月的日程安排", arguments: ["from": "2026-12-01", "to": "2026-12-31"]),
            SkillExample("列出明天的所有会议", arguments: ["from": "2026-12-03", "to": "2026-12-03"]),
            SkillExample("帮我看看周日有什么计划", arguments: ["from": "2026-12-06", "to": "2026-12-06"]),
            SkillExample("下周一要干嘛", arguments: ["from": "2026-12-07", "to": "2026-12-07"]),
            SkillExample("今天下午还有什么事", arguments: ["from": "2026-12-02", "to": "2026-12-02"]),
            SkillExample("我今天的行程是什么", arguments: ["from": "2026-12-02", "to": "2026-12-02"]),
            SkillExample("12月10日有什么安排", arguments: ["from": "2026-12-10", "to": "2026-12-10"]),
            SkillExample("未来几天的日程", arguments: [:]),
            SkillExample("最近有什么安排吗", arguments: [:]),
            SkillExample("后天有没有约", arguments: ["from": "2026-12-04", "to": "2026-12-04"]),
            SkillExample("日程安排给我看一下", arguments: [:]),
            SkillExample("这个周末有什么活动", arguments: ["from": "2026-12-05", "to": "2026-12-06"]),
            SkillExample("明天几点开会来着", arguments: ["from": "2026-12-03", "to": "2026-12-03"]),
            SkillExample("周五我有空吗", arguments: ["from": "2026-12-04", "to": "2026-12-04"]),
            SkillExample("今晚有安排吗", arguments: ["from": "2026-12-02", "to": "2026-12-02"]),
            SkillExample("打开我的日历看看下周", arguments: ["from": "2026-12-07", "to": "2026-12-13"]),
            SkillExample("我这周还有几个会", arguments: ["from": "2026-11-30", "to": "2026-12-06"]),
            SkillExample("what's on my calendar tomorrow", arguments: ["from": "2026-12-03", "to": "2026-12-03"]),
            SkillExample("what do I have today", arguments: ["from": "2026-12-02", "to": "2026-12-02"]),
            SkillExample("show my schedule for this week", arguments: ["from": "2026-11-30", "to": "2026-12-06"]),
            SkillExample("am I free on Saturday", arguments: ["from": "2026-12-05", "to": "2026-12-05"]),
            SkillExample("list events", arguments: [:]),
            SkillExample("my calendar", arguments: [:]),
            SkillExample("any meetings tomorrow morning", arguments: ["from": "2026-12-03", "to": "2026-12-03"]),
            SkillExample("what's happening next week", arguments: ["from": "2026-12-07", "to": "2026-12-13"]),
            SkillExample("do I have anything on Friday", arguments: ["from": "2026-12-04", "to": "2026-12-04"]),
            SkillExample(
                "show me my appointments for December 10", arguments: ["from": "2026-12-10", "to": "2026-12-10"]),
            SkillExample("what's my agenda for today", arguments: ["from": "2026-12-02", "to": "2026-12-02"]),
            SkillExample("what's coming up on my calendar", arguments: [:]),
            SkillExample("list my events for this month", arguments: ["from": "2026-12-01", "to": "2026-12-31"]),
            SkillExample("am I busy the day after tomorrow", arguments: ["from": "2026-12-04", "to": "2026-12-04"]),
            SkillExample("what's on Monday", arguments: ["from": "2026-12-07", "to": "2026-12-07"]),
            SkillExample("check my calendar for the weekend", arguments: ["from": "2026-12-05", "to": "2026-12-06"]),
            SkillExample("do I have plans tonight", arguments: ["from": "2026-12-02", "to": "2026-12-02"]),
            SkillExample("when is my next meeting", arguments: [:]),
            SkillExample("read me my schedule for tomorrow", arguments: ["from": "2026-12-03", "to": "2026-12-03"]),
            SkillExample("how busy am I this week", arguments: ["from": "2026-11-30", "to": "2026-12-06"]),
            SkillExample("show upcoming events", arguments: [:]),
            SkillExample("what have I got on Sunday", arguments: ["from": "2026-12-06", "to": "2026-12-06"]),
            SkillExample(
                "anything on my schedule this afternoon", arguments: ["from": "2026-12-02", "to": "2026-12-02"]),
            SkillExample(
                "tell me what's planned for next Monday", arguments: ["from": "2026-12-07", "to": "2026-12-07"]),
            SkillExample("open my calendar for today", arguments: ["from": "2026-12-02", "to": "2026-12-02"]),
            SkillExample("what's my day look like tomorrow", arguments: ["from": "2026-12-03", "to": "2026-12-03"]),
        ]
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
            throw StandardSkillError(.invalidArgument, "'to' (\(to.iso)) is before 'from' (\(from.iso))")
        }
        let events = try await calendar.events(
            from: from.start(in: zone), to: to.adding(days: 1).start(in: zone), limit: Self.limit + 1)
        let shown = Array(events.prefix(Self.limit))
        let range =
            from == to
            ? CalendarWording.day(from, language: language, currentYear: today.year)
            : "\(CalendarWording.day(from, language: language, currentYear: today.year)) – \(CalendarWording.day(to, language: language, currentYear: today.year))"
        let data: JSONValue = [
            "from": .string(from.iso), "to": .string(to.iso),
            "events": .array(
                shown.map {
                    [
                        "uid": .string($0.uid), "title": .string($0.title),
                        "start": .string(RFC3339Time.string($0.start)), "end": .string(RFC3339Time.string($0.end)),
                        "allDay": .bool($0.allDay), "location": $0.location.map(JSONValue.string) ?? .null,
                    ]
                }),
        ]
        guard !shown.isEmpty else {
            let text = language == .chinese ? "\(range)没有日程。" : "Nothing on your calendar for \(range)."
            return SkillOutput(text, data: data, ui: .text(SKText(content: text)))
        }
        let heading =
            language == .chinese
            ? "\(range)共 \(events.count > Self.limit ? "\(Self.limit)+" : "\(shown.count)") 个日程："
            : "\(shown.count)\(events.count > Self.limit ? "+" : "") \(shown.count == 1 ? "event" : "events"), \(range):"
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
}

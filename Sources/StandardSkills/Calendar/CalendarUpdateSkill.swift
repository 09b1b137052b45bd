import AgentSkill
import Foundation
import SkillJSON
import SkillUI

/// `calendar.update`: moves or renames an event found by id, or by title and/or date (without a
/// date, the next upcoming match; see ``CalendarEventMatch``). The move is a full `start`, a
/// `new_date` (keeps the clock), a `new_time` (keeps the day) or a `shift`; it keeps the event's
/// length unless a new end, a new `length` or an `extend` is given. ``prepare(_:context:)`` finds the event before the
/// permission check, so an approval names it.
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
            case id, title, date, during, start, end, location, shift, length, extend, within, said
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
                ("length", length), ("extend", extend), ("within", within), ("said", said),
            ]
            var object: [String: JSONValue] = [:]
            for (key, value) in pairs { if let value { object[key] = .string(value) } }
            if let amPmUnsaid { object["am_pm_unsaid"] = .bool(amPmUnsaid) }
            return .object(object)
        }
    }

    public let id = "calendar.update"
    public let name = "修改日程 Update event"
    public let description = "Moves or renames a calendar event found by id, or by title and/or date"
    /// Changes of stored events ("把周五的会改到下午4点") are routed here by role, whatever the id.
    public var roles: Set<SkillRole> { [.eventChange] }
    public var permissions: [SkillPermission] { [.calendarRead, .calendarWrite] }
    public var effect: SkillEffect { .write }
    public var keywords: [String] { ["move event", "reschedule", "rename event", "修改日程", "改期", "推迟"] }
    public var parameters: JSONSchema {
        .object(
            [
                "id": .string(description: "The event's id"),
                "title": .string(description: "Part of the current title, to find the event"),
                "said": .string(
                    description:
                        "The request as the person said it, to find the event when the title words match none",
                    maxLength: 4_000),
                "date": .string(
                    description:
                        "The event's current day, to find it; or the days it is among, YYYY-MM-DD/YYYY-MM-DD (next week's)"
                ),
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
            SkillExample("把复诊提前一天", arguments: ["title": "复诊", "shift": "-P1D"]),
            SkillExample("周会往后挪两天", arguments: ["title": "周会", "shift": "P2D"]),
            SkillExample("体检改名叫年度体检", arguments: ["title": "体检", "new_title": "年度体检"]),
            SkillExample("明天的面试换到5楼会议室", arguments: ["title": "面试", "date": "2026-12-03", "location": "5楼会议室"]),
            SkillExample("move the call 30 minutes earlier", arguments: ["title": "call", "shift": "-PT30M"]),
            SkillExample("the book club is at 7 now", arguments: ["title": "book club", "new_time": "19:00"]),
            SkillExample(
                "Friday's demo should start at 2pm",
                arguments: ["title": "demo", "date": "2026-12-04", "start": "2026-12-04T14:00:00"]),
            SkillExample(
                "rename the gym session to leg day", arguments: ["title": "gym session", "new_title": "leg day"]),
            SkillExample("change the dinner venue to Luigi's", arguments: ["title": "dinner", "location": "Luigi's"]),
            SkillExample("the party is now on Sunday", arguments: ["title": "party", "new_date": "2026-12-06"]),
            SkillExample("push the book club back a day", arguments: ["title": "book club", "shift": "P1D"]),
            SkillExample("把周会改名为项目同步会", arguments: ["title": "周会", "new_title": "项目同步会"]),
            SkillExample("读书会的地点改成图书馆", arguments: ["title": "读书会", "location": "图书馆"]),
            SkillExample("周五的聚餐改到周六同一时间", arguments: ["title": "聚餐", "date": "2026-12-04", "new_date": "2026-12-05"]),
            SkillExample("瑜伽课改到晚上八点", arguments: ["title": "瑜伽课", "new_time": "20:00"]),
            SkillExample("我的理发改到周六了", arguments: ["title": "理发", "new_date": "2026-12-05"]),
            SkillExample("push the standup back an hour", arguments: ["title": "standup", "shift": "PT1H"]),
            SkillExample("move the team lunch an hour later", arguments: ["title": "team lunch", "shift": "PT1H"]),
            SkillExample("push the offsite back a week", arguments: ["title": "offsite", "shift": "P7D"]),
            SkillExample("the workshop should start at 10am", arguments: ["title": "workshop", "new_time": "10:00"]),
            SkillExample(
                "tomorrow's run should start at 6:30",
                arguments: ["title": "run", "date": "2026-12-03", "start": "2026-12-03T06:30:00"]),
            SkillExample(
                "change the location of the workshop to the library",
                arguments: ["title": "workshop", "location": "the library"]),
            SkillExample(
                "the meeting with Bob is moving to Thursday",
                arguments: ["title": "meeting with Bob", "new_date": "2026-12-03"]),
        ]
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
        var event = try CalendarEventMatch.apply(
            resolved.objectValue ?? [:], to: found.events[index], today: today, timeZone: zone)
        event.stamp = context.now
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
                "say what to change: new_title, start, new_date, new_time, shift, end, length, extend or location")
        }
    }
}

/// A kind of request a skill serves, declared so that a router's built-in rules can find the
/// skill by what it does rather than by its id.
///
/// A router that understands requests on its own (the NLU router) has rules for a few kinds of
/// request — "明天下午3点开会" makes an event, "这个月花了多少" totals spending — and sends each to
/// the skill that declares the matching role in ``Skill/roles``. A skill may take any id and still
/// receive those requests; a skill that declares no role is routed by its examples, keywords and
/// arguments alone. Roles are open strings: the constants below are the ones the built-in rules
/// know, and a skill may declare others for routers of its own.
///
/// ```swift
/// struct MeetingSkill: Skill {
///     let id = "team.meeting.new"
///     var roles: Set<SkillRole> { [.eventCreate] }  // "明天下午3点开会" comes here
/// }
/// ```
public struct SkillRole: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The role's name, dotted like a permission: `"event.create"`.
    public let rawValue: String

    /// A role named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A role named by a string literal: `let role: SkillRole = "note.add"`.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The role's name, as ``rawValue``.
    public var description: String { rawValue }
}

// MARK: - Roles the built-in rules know

extension SkillRole {
    /// Makes a new event at a moment: "明天下午3点开会", "lunch with Dana on Friday at noon".
    public static let eventCreate: SkillRole = "event.create"
    /// Shows the events of a day or a period: "这周有什么安排", "what's on my calendar tomorrow?".
    public static let eventList: SkillRole = "event.list"
    /// Moves or renames a stored event: "把周五的会改到下午4点", "push the dentist to next Tuesday".
    public static let eventChange: SkillRole = "event.change"
    /// Removes a stored event: "取消明天的会", "cancel my 1:1 on Friday".
    public static let eventRemove: SkillRole = "event.remove"
    /// Records money spent or received: "午饭花了35元", "spent 12.5 dollars on coffee".
    public static let entryRecord: SkillRole = "entry.record"
    /// Lists the recorded entries: "最近记了哪些账", "show my last expenses".
    public static let entryList: SkillRole = "entry.list"
    /// Totals the entries of a period: "这个月花了多少", "how much did I spend on food in May?".
    public static let entrySummary: SkillRole = "entry.summary"
    /// Takes back the last entry: "撤销上一笔", "undo that last expense".
    public static let entryUndo: SkillRole = "entry.undo"
    /// Tells the weather of a place on a day: "北京明天天气怎么样", "what's the weather in Boston tomorrow".
    public static let weatherForecast: SkillRole = "weather.forecast"
    /// Advises whether the weather suits being outdoors, such as a run: "明天适合跑步吗",
    /// "is tomorrow good for a run in Boston?".
    public static let outdoorAdvice: SkillRole = "outdoor.advice"
    /// Keeps a reminder for a moment, or a to-do with a deadline: "两小时后提醒我给张总回电话",
    /// "remind me at 5pm to call mom", "周五前把报告交了".
    public static let reminderCreate: SkillRole = "reminder.create"
    /// Shows the reminders and to-dos: "我有哪些提醒", "what's on my to-do list".
    public static let reminderList: SkillRole = "reminder.list"
    /// Marks a reminder or to-do done: "报告交了", "mark call mom as done".
    public static let reminderDone: SkillRole = "reminder.done"
    /// Removes a reminder or to-do: "删掉给张总回电话的提醒", "delete the reminder to call mom".
    public static let reminderRemove: SkillRole = "reminder.remove"
    /// Puts off a reminder that fired: "10分钟后再提醒我", "snooze for 5 minutes".
    public static let reminderSnooze: SkillRole = "reminder.snooze"
}

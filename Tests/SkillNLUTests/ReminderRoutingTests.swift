import AgentSkill
import SkillJSON
import StandardSkills
import Testing

@testable import SkillNLU

/// Requests about reminders and to-dos, through the NLU router over the standard skills: the skill
/// and the arguments it fills. "Now" is Wednesday 2026-12-02 10:00 in Shanghai.
@Suite struct ReminderRoutingTests {
    /// `skill key=value …` for the arguments named in `keys` (absent ones left out).
    static func understood(_ text: String, keys: [String]) throws -> String {
        try LookUpAndPlaceRulesTests.calls(text, keys: keys).joined(separator: " | ")
    }

    @Test(
        arguments: [
            // An alarm at a moment: said from now, at a clock, on a day.
            ("两小时后提醒我给张总回电话", "reminder.create at=2026-12-02T12:00:00 duration=PT2H title=给张总回电话"),
            ("remind me at 5pm to call mom", "reminder.create at=2026-12-02T17:00:00 title=Call mom"),
            (
                "in 20 minutes remind me to check the oven",
                "reminder.create at=2026-12-02T10:20:00 duration=PT20M title=Check the oven"
            ),
            ("明天早上8点提醒我去健身", "reminder.create at=2026-12-03T08:00:00 title=去健身"),
            ("提醒我今晚九点给妈妈打电话", "reminder.create at=2026-12-02T21:00:00 title=给妈妈打电话"),
            (
                "remind me tomorrow at 9am to renew the passport",
                "reminder.create at=2026-12-03T09:00:00 title=Renew the passport"
            ),
            ("半小时后叫我关火", "reminder.create at=2026-12-02T10:30:00 duration=PT30M title=关火"),
            ("二十分钟后叫我出门跑步", "reminder.create at=2026-12-02T10:20:00 duration=PT20M title=出门跑步"),
            ("一个半小时后叫我 查航班", "reminder.create at=2026-12-02T11:30:00 duration=PT1H30M title=查航班"),
            (
                "first run on route 42 mon 5:40am, set a reminder",
                "reminder.create at=2026-12-07T05:40:00 title=First run on route 42"
            ),
            ("明天提醒我交电话费", "reminder.create at=2026-12-03 title=交电话费"),
            (
                "remind me in 15 min about the package pickup",
                "reminder.create at=2026-12-02T10:15:00 duration=PT15M title=The package pickup"
            ),
            ("下礼拜四早上八点半体检 记得提醒我", "reminder.create at=2026-12-10T08:30:00 title=体检"),
            ("下周一晚上八点的话剧，提醒我看", "reminder.create at=2026-12-07T20:00:00 title=话剧"),
            // After "remind me to" the verb is the activity; "ping me to" asks like it.
            (
                "remind me to set up the new router Saturday at 10am",
                "reminder.create at=2026-12-05T10:00:00 title=Set up the new router"
            ),
            (
                "ping me to water the plants tomorrow at 7pm",
                "reminder.create at=2026-12-03T19:00:00 title=Water the plants"
            ),
            // A wake-up call: an alarm in the morning (a bare 6 is 06:00, not 18:00), called the
            // wake-up itself when nothing else is said.
            ("wake me up at 6", "reminder.create at=2026-12-03T06:00:00 title=Wake up"),
            ("明早6点叫醒我", "reminder.create at=2026-12-03T06:00:00 title=起床"),
            ("6点叫我起床", "reminder.create at=2026-12-03T06:00:00 title=起床"),
            ("get me up at 5:30 tomorrow", "reminder.create at=2026-12-03T05:30:00 title=Wake up"),
            ("wake me up at 5 to catch the train", "reminder.create at=2026-12-03T05:00:00 title=Catch the train"),
            ("明天早上7点叫醒我去机场", "reminder.create at=2026-12-03T07:00:00 title=去机场"),
            // A to-do: a deadline and no alarm (a day's deadline is its last day; a clock's, the moment).
            ("周五前把报告交了", "reminder.create deadline=2026-12-04 title=交报告"),
            ("by Friday: send the report", "reminder.create deadline=2026-12-04 title=Send the report"),
            ("下周一之前交房租", "reminder.create deadline=2026-12-07 title=交房租"),
            ("今天下午五点前把周报发了", "reminder.create deadline=2026-12-02T17:00:00 title=发周报"),
            (
                "todo: pay the electricity bill by Monday",
                "reminder.create deadline=2026-12-07 title=Pay the electricity bill"
            ),
            ("待办：买牛奶", "reminder.create title=买牛奶"),
            // Seeing them, ticking them off, removing them, putting one off.
            ("我有哪些提醒", "reminder.list"),
            ("what's on my to-do list", "reminder.list"),
            ("已完成的提醒", "reminder.list"),
            // (The skills that find a reminder clean the title words of the request's own: ReminderLookup.)
            ("把给张总回电话标记为完成", "reminder.done said=把给张总回电话标记为完成"),
            ("mark call mom as done", "reminder.done said=mark call mom as done"),
            ("删除给张总回电话的提醒", "reminder.delete said=删除给张总回电话的提醒"),
            ("delete the reminder to call mom", "reminder.delete said=delete the reminder to call mom"),
            ("10分钟后再提醒我", "reminder.snooze at=2026-12-02T10:10:00 duration=PT10M said=10分钟后再提醒我"),
            ("snooze 10 minutes", "reminder.snooze said=snooze 10 minutes"),
            (
                "remind me again in 5 minutes",
                "reminder.snooze at=2026-12-02T10:05:00 duration=PT5M said=remind me again in 5 minutes"
            ),
            ("等会儿再提醒我", "reminder.snooze said=等会儿再提醒我"),
        ] as [(String, String)])
    func aReminderRequestIsUnderstood(_ text: String, _ expected: String) throws {
        let keys = ["at", "deadline", "duration", "said"]
        let titled = expected.hasPrefix("reminder.create") ? keys + ["title"] : keys
        #expect(try Self.understood(text, keys: titled) == expected, "\(text)")
    }

    /// Words of events, money and questions stay with their skills.
    @Test(
        arguments: [
            ("明天下午3点开会", "calendar.create"),
            ("lunch with Ann on Friday at noon", "calendar.create"),
            ("the tiler's coming monday 8am to start the bathroom", "calendar.create"),
            ("项目评审推迟一小时", "calendar.update"),
            ("postpone tomorrow's standup by 15 minutes", "calendar.update"),
            ("the BBQ is off, take it out", "calendar.delete"),
            ("月底前还要交啥", "calendar.list"),
            ("deadlines by the end of the year", "calendar.list"),
            ("老板说年前结账 周四上午十点去公司拿工钱", "calendar.create"),
            ("7月1号早上九点 在人民医院 体检 记得空腹", "calendar.create"),
            ("午饭花了35元", "ledger.add"),
            ("上周六跑团活动 AA 50", "ledger.add"),
        ] as [(String, String)])
    func otherRequestsKeepTheirSkills(_ text: String, _ skill: String) throws {
        #expect(try interpret(text).skillID == skill, "\(text)")
    }

    /// A reminder after an event in one message is a request of its own: a to-do with no time.
    @Test func anEventThenAReminder() throws {
        #expect(
            try Self.understood("明天下午3点开会，然后提醒我带电脑", keys: ["start", "title"])
                == "calendar.create start=2026-12-03T15:00:00 title=开会 | reminder.create title=带电脑")
    }

    /// "Mr." is no end of a sentence: the request stays one.
    @Test func aTitleBeforeANameDoesNotCut() throws {
        let interpretation = try interpret("tomorrow afternoon remind me to call Mr. Wang, at 3")
        #expect(interpretation.calls.isEmpty)
        #expect(interpretation.arguments["title"]?.stringValue == "Call Mr Wang")
    }

    @Test(
        arguments: [
            ("周五前", "2026-12-04"), ("by friday", "2026-12-04"), ("下午5点前", "2026-12-02T17:00:00"),
            ("by 5pm", "2026-12-02T17:00:00"), ("明天", nil), ("at 5pm", nil),
        ] as [(String, String?)])
    func aDeadlineSlotTakesTheEndOfADeadline(_ time: String, _ deadline: String?) throws {
        let interpretation = try interpret("交报告 " + time + " 提醒")
        #expect(interpretation.arguments["deadline"]?.stringValue == deadline, "\(time)")
    }
}

import AgentSkill
import Foundation
import SkillJSON
import StandardSkills
import Testing

@testable import SkillNLU

/// Repeating events and reminders, and which occurrences a change means, through the NLU router
/// over the standard skills (issue 18; CONVENTIONS §13 of the v2 corpus): the skill and the
/// arguments it fills. "Now" is Wednesday 2026-12-02 10:00 in Shanghai unless a row says otherwise;
/// the rows are written for the rules, not copied from the corpus.
@Suite struct RecurrenceRoutingTests {
    static let keys = ["at", "start", "end", "repeat", "title", "deadline", "duration"]

    /// `skill key=value …` for `keys`, as a new conversation at `now` understands `text`.
    static func understood(_ text: String, keys: [String] = keys, now: LocalMoment? = nil) throws -> String {
        guard let now else { return try LookUpAndPlaceRulesTests.calls(text, keys: keys).joined(separator: " | ") }
        let zone = RouterFixtures.timeZone
        let conversation = NLUConversation(
            router: try NLURouter(skills: StandardSkills.all(), recognizers: StandardRecognizers.all()),
            clock: .fixed(now.date(in: zone) ?? RouterFixtures.now), timeZone: zone)
        let interpretation = conversation.interpret(text)
        let calls =
            interpretation.calls.isEmpty
            ? interpretation.skillID.map { [Invocation($0, arguments: interpretation.arguments)] } ?? []
            : interpretation.calls
        return SeveralRequestsTests.describe(calls, keys: keys).joined(separator: " | ")
    }

    @Test(
        arguments: [
            // The first occurrence at or after now, at the clock said.
            (
                "每周三晚上7点打羽毛球",
                "calendar.create start=2026-12-02T19:00:00 repeat=FREQ=WEEKLY;BYDAY=WE title=打羽毛球"
            ),
            (
                "每周三早上8点晨会",
                "calendar.create start=2026-12-09T08:00:00 repeat=FREQ=WEEKLY;BYDAY=WE title=晨会"
            ),
            ("每天早上7点冥想", "calendar.create start=2026-12-03T07:00:00 repeat=FREQ=DAILY title=冥想"),
            (
                "每月最后一个周五部门聚餐",
                "calendar.create start=2026-12-25 repeat=FREQ=MONTHLY;BYDAY=-1FR title=部门聚餐"
            ),
            (
                "每年3月3日结婚纪念日",
                "calendar.create start=2027-03-03 repeat=FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3 title=结婚纪念日"
            ),
            (
                "weekdays at 8am gym",
                "calendar.create start=2026-12-03T08:00:00 repeat=FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR title=Gym"
            ),
            (
                "周一到周五早上7点半送孩子上学",
                "calendar.create start=2026-12-03T07:30:00 repeat=FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR title=送孩子上学"
            ),
            (
                "every weekend at 9am hike with the dog",
                "calendar.create start=2026-12-05T09:00:00 repeat=FREQ=WEEKLY;BYDAY=SA,SU title=Hike with the dog"
            ),
            // A start said: the first occurrence on or after it.
            (
                "every other Wednesday starting next week, choir at 7pm",
                "calendar.create start=2026-12-09T19:00:00 repeat=FREQ=WEEKLY;INTERVAL=2;BYDAY=WE title=Choir"
            ),
            (
                "从下周一开始每周一晚上8点上吉他课",
                "calendar.create start=2026-12-07T20:00:00 repeat=FREQ=WEEKLY;BYDAY=MO title=上吉他课"
            ),
            // Ends: a date (through its last day), a length from the first occurrence, a count.
            (
                "每周一例会到明年3月",
                "calendar.create start=2026-12-07 repeat=FREQ=WEEKLY;BYDAY=MO;UNTIL=20270331 title=例会"
            ),
            (
                "choir every Thursday at 7pm until March",
                "calendar.create start=2026-12-03T19:00:00 repeat=FREQ=WEEKLY;BYDAY=TH;UNTIL=20270331 title=Choir"
            ),
            (
                "swim lessons every Saturday at 10am for 10 weeks",
                "calendar.create start=2026-12-05T10:00:00 repeat=FREQ=WEEKLY;BYDAY=SA;UNTIL=20270212 title=Swim lessons"
            ),
            (
                "每周四下午两点复健，共6次",
                "calendar.create start=2026-12-03T14:00:00 repeat=FREQ=WEEKLY;BYDAY=TH;COUNT=6 title=复健"
            ),
            // A clock range: the end on the first occurrence's day.
            (
                "每周二晚上7点到9点合唱团",
                "calendar.create start=2026-12-08T19:00:00 end=2026-12-08T21:00:00 repeat=FREQ=WEEKLY;BYDAY=TU title=合唱团"
            ),
            // "every night" says the half of the day a bare clock does not.
            (
                "remind me every night at 10 to lock the door",
                "reminder.create at=2026-12-02T22:00:00 repeat=FREQ=DAILY title=Lock the door"
            ),
            // Reminders repeat with the same rules.
            ("每天早上8点提醒我吃药", "reminder.create at=2026-12-03T08:00:00 repeat=FREQ=DAILY title=吃药"),
            (
                "remind me every Friday at 5pm to submit the timesheet",
                "reminder.create at=2026-12-04T17:00:00 repeat=FREQ=WEEKLY;BYDAY=FR title=Submit the timesheet"
            ),
            // A reminder set for a day rings at 09:00: today's has passed.
            ("每天提醒我喝水", "reminder.create at=2026-12-03 repeat=FREQ=DAILY title=喝水"),
        ] as [(String, String)])
    func aRepeatingRequestIsUnderstood(_ text: String, _ expected: String) throws {
        #expect(try Self.understood(text) == expected, "\(text)")
    }

    /// Words that only name the event, and repetition said of something else, make no series.
    @Test(
        arguments: [
            ("weekly sync tomorrow at 10", "calendar.create start=2026-12-03T10:00:00 title=Weekly sync"),
            ("我每天都很累，明晚8点约个按摩", "calendar.create start=2026-12-03T20:00:00 title=按摩"),
            ("周三晚上7点打羽毛球", "calendar.create start=2026-12-02T19:00:00 title=打羽毛球"),
            ("下周一到周五出差", "calendar.create start=2026-12-07 end=2026-12-11 title=出差"),
            ("明天早上8点提醒我去健身", "reminder.create at=2026-12-03T08:00:00 title=去健身"),
        ] as [(String, String)])
    func aOneOffRequestDoesNotRepeat(_ text: String, _ expected: String) throws {
        #expect(try Self.understood(text) == expected, "\(text)")
    }

    /// The same words later in the week: the first occurrence moves with now.
    @Test(
        arguments: [
            // Wednesday 20:00: tonight's 19:00 has passed.
            ("每周三晚上7点打羽毛球", RouterFixtures.day(2, hour: 20), "start=2026-12-09T19:00:00"),
            // Friday 2026-12-25 at 08:00: today is the last Friday of December.
            ("每月最后一个周五下午4点复盘", RouterFixtures.day(25, hour: 8), "start=2026-12-25T16:00:00"),
            // Friday 2026-12-25 at 17:00: January's last Friday.
            ("每月最后一个周五下午4点复盘", RouterFixtures.day(25, hour: 17), "start=2027-01-29T16:00:00"),
        ] as [(String, LocalMoment, String)])
    func theFirstOccurrenceFollowsNow(_ text: String, _ now: LocalMoment, _ expected: String) throws {
        #expect(try Self.understood(text, keys: ["start"], now: now) == "calendar.create " + expected, "\(text)")
    }

    /// Which occurrences a removal or a change means.
    @Test(
        arguments: [
            ("skip this Friday's yoga", "calendar.delete scope=occurrence"),
            ("只取消这次的周会", "calendar.delete scope=occurrence"),
            ("cancel all my piano lessons", "calendar.delete scope=series"),
            ("把每周的羽毛球都取消", "calendar.delete scope=series"),
            ("不再上吉他课了", "calendar.delete scope=series"),
            ("stop the weekly book club", "calendar.delete scope=series"),
            ("从下个月起读书会取消", "calendar.delete scope=following"),
            ("以后的周会都改到上午10点", "calendar.update scope=following"),
            ("from now on the standup is at 9:30", "calendar.update scope=following"),
            ("move all my guitar lessons to 6pm", "calendar.update scope=series"),
            // Nothing said: the skill decides (one occurrence with a day, else all).
            ("取消下周三的羽毛球", "calendar.delete"),
            ("move next week's standup to 10", "calendar.update"),
        ] as [(String, String)])
    func theScopeIsWhatTheWordsSay(_ text: String, _ expected: String) throws {
        #expect(try Self.understood(text, keys: ["scope"]) == expected, "\(text)")
    }

    /// A new name said with the scope keeps only the name.
    @Test func aNewNameLeavesTheScopeWords() throws {
        #expect(
            try Self.understood("rename yoga to Hot yoga for all of them", keys: ["new_title", "scope"])
                == "calendar.update new_title=Hot yoga scope=series")
    }

    /// A repeating request is one call, whatever its commas and weekdays.
    @Test(arguments: ["每周二和周四晚上7点游泳", "每周一上午九点例会，共10次", "every Monday and Wednesday at 6pm, Mandarin class"])
    func aRepeatingRequestIsOneCall(_ text: String) throws {
        #expect(try interpret(text).calls.isEmpty, "\(text)")
    }
}

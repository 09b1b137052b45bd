import AgentSkill
import Foundation
import SkillJSON
import StandardSkills
import Testing

@testable import SkillNLU

/// How a change to a stored event is written for `calendar.update` (docs/NLU.md, "Changing and
/// deleting a stored event"). Rows written for the rules, not taken from the corpus.
@Suite struct EventEditTests {
    static let shanghai = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
    /// 2026-12-02T10:00:00 in Shanghai (a Wednesday).
    static let now = Date(timeIntervalSince1970: 1_796_176_800)

    static let router: NLUConversation? = try? NLUConversation(
        router: NLURouter(skills: StandardSkills.all(), recognizers: StandardRecognizers.all()), clock: .fixed(now),
        timeZone: shanghai)

    @Test(arguments: [
        ("周会往后挪一个小时", #"{"shift":"PT1H","title":"周会"}"#),
        ("把明天的例会改到后天", #"{"date":"2026-12-03","new_date":"2026-12-04","title":"例会"}"#),
        ("牙医改到下周三下午两点", #"{"start":"2026-12-09T14:00:00","title":"牙医"}"#),
        ("把体检提前一天", #"{"shift":"-P1D","title":"体检"}"#),
        ("会议地点改到302会议室", #"{"location":"302会议室","title":"会议"}"#),
        // Session 30: 在 and 开 around a new place, quotes around a new name, a new length.
        ("周五的例会换到五楼会议室开", #"{"date":"2026-12-04","location":"五楼会议室","title":"例会"}"#),
        ("把读书会改名为“读书分享会”", #"{"new_title":"读书分享会","title":"读书会"}"#),
        ("周会延长半小时", #"{"extend":"PT30M","title":"周会"}"#),
        ("retitle the offsite to Team retreat", #"{"new_title":"Team retreat","title":"offsite"}"#),
        ("add 15 minutes to tomorrow's 1:1", #"{"date":"2026-12-03","extend":"PT15M","title":"1:1"}"#),
        (
            "the sitter's off friday, so move date night to saturday same time",
            #"{"date":"2026-12-04","new_date":"2026-12-05","title":"date night"}"#
        ),
        ("把读书会改名为读书分享会", #"{"new_title":"读书分享会","title":"读书会"}"#),
        ("bump the sprint demo to 3:30", #"{"new_time":"15:30","title":"sprint demo"}"#),
        ("postpone the offsite by two weeks", #"{"shift":"P14D","title":"offsite"}"#),
        ("move the standup 30 minutes earlier", #"{"shift":"-PT30M","title":"standup"}"#),
        ("move the call with Wang forward half an hour", #"{"shift":"-PT30M","title":"call with Wang"}"#),
        ("rename my workout to leg day", #"{"new_title":"leg day","title":"workout"}"#),
        ("extend the workshop until 5pm", #"{"end":"17:00","title":"workshop"}"#),
        ("把周会的结束时间改到四点", #"{"end":"16:00","title":"周会"}"#),
        ("把周会推到下周", #"{"shift":"P7D","title":"周会"}"#),
        // The event is found among the days of its week.
        ("把下下周的例会推到下周", #"{"date":"2026-12-14/2026-12-20","shift":"-P7D","title":"例会"}"#),
        ("postpone tomorrow's standup by 15 minutes", #"{"date":"2026-12-03","shift":"PT15M","title":"standup"}"#),
        ("I need to move the vet appointment to the 14th", #"{"new_date":"2026-12-14","title":"vet appointment"}"#),
        ("the team offsite has been moved to March 3", #"{"new_date":"2027-03-03","title":"Team offsite"}"#),
        (
            "move the yoga class from Tuesday to Thursday",
            #"{"date":"2026-12-08","new_date":"2026-12-10","title":"yoga class"}"#
        ),
        ("把下周一的面试改到周三", #"{"date":"2026-12-07","new_date":"2026-12-09","title":"面试"}"#),
        ("下周一的面试改成电话面试", #"{"date":"2026-12-07","new_title":"电话面试","title":"面试"}"#),
        ("周会早半小时", #"{"shift":"-PT30M","title":"周会"}"#),
        ("读书会改为线上", #"{"title":"读书会"}"#),
        (
            "push the Halloween party an hour later",
            #"{"date":"2027-10-31","shift":"PT1H","title":"Halloween party"}"#
        ),
        (
            "could you reschedule the call with Sam to next Monday at 9",
            #"{"start":"2026-12-07T09:00:00","title":"Call with Sam"}"#
        ),
        // A dash or a colon sets off the change; change words may follow one another; a bare 1–7
        // is pm; an interjection before a comma names nothing.
        (
            "Friday's piano recital - 4:45 instead",
            #"{"date":"2026-12-04","start":"2026-12-04T16:45:00","title":"Piano recital"}"#
        ),
        ("hey, tomorrow's sync: make it 11", #"{"date":"2026-12-03","start":"2026-12-03T11:00:00","title":"Sync"}"#),
        (
            "the board call today, shift to 5",
            #"{"date":"2026-12-02","start":"2026-12-02T17:00:00","title":"Board call"}"#
        ),
        // "the 4 o'clock": an hour, not the 4th; an article alone names no event.
        (
            "the 4 o'clock on Friday - can it be 4:30",
            #"{"date":"2026-12-04","during":"16:00","start":"2026-12-04T16:30:00"}"#
        ),
        // A day alone "to" a clock alone is no range: the day finds, the clock is the new time.
        (
            "move the picnic on Christmas Eve to noon",
            #"{"date":"2026-12-24","start":"2026-12-24T12:00:00","title":"picnic"}"#
        ),
    ])
    func theChangeIsWrittenForTheSkill(_ text: String, _ arguments: String) throws {
        let interpretation = try #require(Self.router).interpret(text)
        #expect(interpretation.skillID == "calendar.update", "\(text)")
        var object = interpretation.arguments.objectValue ?? [:]
        object["am_pm_unsaid"] = nil
        // The request as said goes along, for the skill to fall back on when the title words miss.
        #expect(object.removeValue(forKey: "said") == .string(text))
        #expect(JSONValue.object(object).stableString() == arguments, "\(text)")
    }

    /// A new clock said without am/pm or a part of the day is flagged, so the skill takes the reading
    /// nearer the event's own clock (the dinner at 7pm pushed "to 8:15" goes to 20:15).
    @Test(arguments: [
        ("Valentine's dinner, push it to 8:15", true), ("周六骑行推迟到七点一刻出发", true),
        ("reschedule tomorrow's team meeting to 11", true), ("bump the sprint demo to 3:30", true),
        ("move the dentist to 4pm", false), ("把周会改到晚上八点", false), ("push the standup to 19:15", false),
        ("把周会改到十九点", false), ("move the call to noon", false), ("周会推迟半小时", false),
        ("the standup is now at 0930", false),
    ])
    func aClockWithoutItsHalfOfTheDayIsFlagged(_ text: String, _ flagged: Bool) throws {
        let interpretation = try #require(Self.router).interpret(text)
        #expect(interpretation.skillID == "calendar.update", "\(text)")
        #expect((interpretation.arguments["am_pm_unsaid"] == .bool(true)) == flagged, "\(text)")
    }

    @Test(arguments: [
        ("周会推迟半小时", "PT30M"), ("推迟两个小时", "PT2H"), ("往后推一天", "P1D"), ("推迟一周", "P7D"),
        ("延后一个半小时", "PT1H30M"), ("an hour earlier", "PT1H"), ("back a week", "P7D"),
        ("two and a half hours", "PT2H30M"), ("half an hour later", "PT30M"), ("by 45 minutes", "PT45M"),
    ])
    func durationsAreRead(_ text: String, _ iso: String) {
        let scalars = NormalizedText(text).scalars
        #expect(EventEdit.findShift(in: scalars)?.iso == iso, "\(text)")
    }

    @Test(arguments: ["周五周六", "把星期三天的会挪一下", "礼拜五天黑前"])
    func weekdaysAreNoDurations(_ text: String) {
        #expect(EventEdit.findShift(in: NormalizedText(text).scalars) == nil, "\(text)")
    }

    @Test func aDeleteKeepsThePartOfTheDayToTellEventsApart() throws {
        let interpretation = try #require(Self.router).interpret("delete tomorrow afternoon's interview")
        #expect(interpretation.skillID == "calendar.delete")
        #expect(interpretation.arguments["during"] == "12:00-18:00")
        #expect(interpretation.arguments["date"] == "2026-12-03")
    }
}

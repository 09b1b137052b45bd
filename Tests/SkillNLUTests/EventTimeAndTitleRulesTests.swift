import AgentSkill
import Foundation
import SkillJSON
import SkillNLU
import StandardSkills
import Testing

/// Session 27's rules for a new event's time and title, each with rows written for the rule (not
/// copied from the corpus). "Now" is Wednesday 2026-12-02 10:00 in Shanghai.
@Suite struct EventTimeAndTitleRulesTests {
    /// A clock said after a day-and-clock is the end on that day; a stretch of days named inside
    /// the title is no end; a day said beside a clock time on that same day adds nothing.
    @Test(arguments: [
        ("周五从上午九点一直忙到十一点的评审", "calendar.create start=2026-12-04T09:00:00 end=2026-12-04T11:00:00"),
        ("明天下午四点和老王聊下个月的排期", "calendar.create start=2026-12-03T16:00:00"),
        ("Christmas Eve dinner at Mom's, Dec 24, 6pm", "calendar.create start=2026-12-24T18:00:00"),
    ])
    func anEventTakesOneStartAndAnEndOnlyFromAClock(_ text: String, _ expected: String) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["start", "end"]) == [expected], "\(text)")
    }

    /// "Monday, Wednesday and Friday at 10am": every day of a comma list takes the clock.
    @Test func aListOfDaysSharesItsClock() throws {
        let got = try LookUpAndPlaceRulesTests.calls("yoga Tuesday, Thursday and Saturday at 7am", keys: ["start"])
        #expect(
            got == [
                "calendar.create start=2026-12-08T07:00:00", "calendar.create start=2026-12-03T07:00:00",
                "calendar.create start=2026-12-05T07:00:00",
            ])
    }

    /// Hyphenated words stay whole; a request phrase said on its own after a comma goes whole.
    @Test(arguments: [
        ("sign-in desk duty tomorrow at 8am", "Sign-in desk duty"),
        ("follow-up call with the bank Friday 3pm", "Follow-up call with the bank"),
        ("周六早上八点爬山，帮我建上", "爬山"),
        ("后天上午十点交水电费，帮我设个日程", "交水电费"),
        // A holiday celebrated beside the day that places the event is part of the activity.
        ("1月28号到2月2号回外婆家过年", "回外婆家过年"),
        // (Asked to be reminded — "remind me to", "ping me to", 提醒我看 — is a reminder: ReminderRoutingTests.)
        // 到 ending a verb stays (报到, 签到).
        ("下周一上午九点去新公司报到", "去新公司报到"),
        // Session 28: hedges, greetings and thanks are no part of the activity.
        ("嗯 那个 周五下午三点 去看房 谢谢", "去看房"),
        ("hi, could you please add a haircut Friday at 4pm, thank you so much", "Haircut"),
        ("um I think dinner with Lee Saturday 7pm", "Dinner with Lee"),
    ])
    func titlesKeepWordsAndDropRequests(_ text: String, _ title: String) throws {
        let got = try LookUpAndPlaceRulesTests.calls(text, keys: ["title"])
        #expect(got == ["calendar.create title=\(title)"], "\(text)")
    }
}

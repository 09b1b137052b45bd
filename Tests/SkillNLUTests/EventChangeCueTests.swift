import AgentSkill
import Foundation
import StandardSkills
import Testing

@testable import SkillNLU

/// A skill that changes or removes a stored event is chosen only when the request says to change
/// or remove something (the real recognizers and the standard skills, "now" 2026-12-02 10:00).
@Suite struct EventChangeCueTests {
    static let router: NLUConversation? = try? RouterFixtures.standardRouter()
    static let editors: Set<String> = ["calendar.update", "calendar.delete"]

    @Test(arguments: [
        "the third Friday of January party", "the Tuesday after next review", "the day before Thanksgiving flight",
        "anything left before the end of the year", "big things in the second half of the year",
        "let's do the design review Thursday. 9am to noon", "后天的复诊挂的是下午两点半的号，记一下",
    ])
    func noChangeWordChangesNothing(_ text: String) throws {
        let skill = try #require(Self.router).analyze(text).prediction.skillID
        #expect(skill.map { !Self.editors.contains($0) } ?? true, "\(text) → \(skill ?? "none")")
    }

    @Test(arguments: [
        ("move the dentist to 4pm", "calendar.update"), ("把周五的会改到下午三点", "calendar.update"),
        ("next Monday's online class should start at 7pm", "calendar.update"),
        ("cancel lunch with Ann", "calendar.delete"), ("明天的瑜伽课不去了，删掉", "calendar.delete"),
        ("the Denver trip is off, delete it", "calendar.delete"),
    ])
    func changeWordsStillChange(_ text: String, _ skill: String) throws {
        #expect(try #require(Self.router).analyze(text).prediction.skillID == skill, "\(text)")
    }

    /// Strong words give the request to the skill that changes or removes events, whatever the
    /// classifier leaned to; everyday uses of the same verbs do not.
    @Test(arguments: [
        ("push my physical back two days", "calendar.update"), ("看牙那个往后推一个小时", "calendar.update"),
        ("撤销明早的晨跑", "calendar.delete"), ("get rid of Monday morning's staff meeting", "calendar.delete"),
        ("初二去姥姥家那个日程删一下", "calendar.delete"),
        ("the company party moves from next Friday to next Saturday", "calendar.update"),
        ("bring the kids to the dentist Friday at 3pm", "calendar.create"),
        ("pull up my calendar for next week", "calendar.list"),
        ("周五下午牙医那个划掉", "calendar.delete"), ("体检晚半小时", "calendar.update"),
        ("后天那个周报会，往前提半个钟头", "calendar.update"), ("call off the bake sale on Saturday", "calendar.delete"),
        ("rain all day, kill tomorrow's picnic", "calendar.delete"),
        ("physio an hour earlier please", "calendar.update"),
        // Session 28: an arrow, minutes or hours later, a name moved "to" a clock; "take it out", "- delete".
        ("standup tomorrow -> 9:30", "calendar.update"), ("piano lesson 15 min later", "calendar.update"),
        ("Friday's checkup, two hours earlier", "calendar.update"), ("yoga to 6pm", "calendar.update"),
        ("Thursday's review to 10:30", "calendar.update"), ("the BBQ is off, take it out", "calendar.delete"),
        ("poker night - delete", "calendar.delete"),
        ("drive Mom to 5th Avenue tomorrow", "calendar.create"), ("standup 9 to 9:15 tomorrow", "calendar.create"),
        ("add swim practice to 6pm Friday", "calendar.create"),
        // Session 30: called off in its own words; an event let go with "can go".
        ("后天下午两点那个不开了", "calendar.delete"), ("跟李总的饭局作废", "calendar.delete"),
        ("今晚唱K不去了 嗓子疼", "calendar.delete"), ("the 4pm on monday is not happening", "calendar.delete"),
        ("the ski trip got axed", "calendar.delete"), ("ditch thursday's haircut", "calendar.delete"),
        ("tuesday's carpool can go, Sam is driving", "calendar.delete"),
        ("can I go for a run tomorrow morning", "running_advice"),
        ("复诊是周三下午两点 不是两点半", "calendar.update"), ("the party goes till 11 now", "calendar.update"),
        ("dentist back a week", "calendar.update"), ("the haircut friday, can we do 4 instead", "calendar.update"),
        ("rename the berlin flight to LH 441", "calendar.update"),
        ("the electrician can only do monday 9 to 11", "calendar.update"),
    ])
    func strongWordsDecide(_ text: String, _ skill: String) throws {
        #expect(try #require(Self.router).analyze(text).prediction.skillID == skill, "\(text)")
    }

    @Test func cuesAreWholeEnglishWords() {
        #expect(!EventChangeCues.said(in: NormalizedText("movie night on Friday")))
        #expect(!EventChangeCues.said(in: NormalizedText("a clearing walk tomorrow")))
        #expect(EventChangeCues.said(in: NormalizedText("move movie night to Friday")))
    }
}

/// English sentences that change an event by their shape (``EventChangeCues``): "instead", "make
/// it …", "make <event> <time>", "… now" at the end; and what keeps such words from changing
/// anything. Rows written for the rule.
@Suite struct EventChangeShapeTests {
    @Test(arguments: [
        ("piano lesson Thursday: 5 to 6 instead", "calendar.update"),
        ("make the book club Friday at 8", "calendar.update"),
        ("dinner with the Hendersons - make it 7:30", "calendar.update"),
        ("the offsite is in the Oak Room now", "calendar.update"),
        ("my haircut moved to Saturday at 11", "calendar.update"),
        // A new event, whatever else is said.
        ("make a dentist appointment for Friday at 3", "calendar.create"),
        ("the swim class moved to Monday at 6, add it", "calendar.create"),
        ("weather in Chicago two days from now", "weather"),
        // A cancel verb at the start with no change word removes; 撤掉 removes.
        ("drop the book fair Saturday", "calendar.delete"),
        ("周三的体检先撤掉", "calendar.delete"),
    ])
    func theShapeDecides(_ text: String, _ skill: String) throws {
        let router = try RouterFixtures.standardRouter()
        #expect(router.analyze(text).prediction.skillID == skill, "\(text)")
    }
}

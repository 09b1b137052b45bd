import SkillNLU
import Testing

/// Session 29's words for runs, holidays named "… Day", deliveries and days asked one by one.
/// "Now" is Wednesday 2026-12-02 10:00 in Shanghai.
@Suite struct RunAndHolidayWordsTests {
    /// A weather question about a run or a race asks for running advice.
    @Test(arguments: [
        ("New Year's Day 5k in Boston, good running weather?", "running_advice city=Boston date=2027-01-01"),
        ("Saturday morning half marathon in Austin - weather ok?", "running_advice city=Austin date=2026-12-05"),
        ("周六上午在杭州跑半马，天气怎么样", "running_advice city=Hangzhou date=2026-12-05"),
        ("weather in Boston on Saturday", "weather city=Boston date=2026-12-05"),
    ])
    func aRaceAsksForRunningAdvice(_ text: String, _ expected: String) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["city", "date"]) == [expected], "\(text)")
    }

    /// A holiday named "… Day" says when; one without "Day" may name what.
    @Test(arguments: [
        ("Valentine's Day dinner reservation at 7:30pm", "calendar.create title=Dinner reservation"),
        ("MLK Day volunteer shift at 9am", "calendar.create title=Volunteer shift"),
        ("Halloween party at 8pm", "calendar.create title=Halloween party"),
    ])
    func aHolidayDayIsWhen(_ text: String, _ expected: String) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["title"]) == [expected], "\(text)")
    }

    /// "drop off" delivers something: it removes no event.
    @Test func droppingOffIsAnErrand() throws {
        let got = try LookUpAndPlaceRulesTests.calls("drop off the documents at 8 today", keys: ["start", "title"])
        #expect(got == ["calendar.create start=2026-12-02T08:00:00 title=Drop off the documents"])
        let cancel = try LookUpAndPlaceRulesTests.calls("drop tomorrow's yoga", keys: ["date"])
        #expect(cancel == ["calendar.delete date=2026-12-03"])
    }

    /// Adjoining days asked about "each" are asked one by one.
    @Test func eachDayOnItsOwn() throws {
        let got = try LookUpAndPlaceRulesTests.calls("上周六和上周日各花了多少", keys: ["from", "to"])
        #expect(
            got == [
                "ledger.summary from=2026-11-28 to=2026-11-28", "ledger.summary from=2026-11-29 to=2026-11-29",
            ])
    }
}

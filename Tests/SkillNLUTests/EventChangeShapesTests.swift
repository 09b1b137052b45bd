import SkillNLU
import Testing

/// Session 29's shapes of a change to a stored event, with rows written for the rules. "Now" is
/// Wednesday 2026-12-02 10:00 in Shanghai.
@Suite struct EventChangeShapesTests {
    private static let keys = ["date", "new_date", "start", "end", "location", "title"]

    @Test(arguments: [
        (
            "pull next Monday's quarterly report up to this Friday",
            "calendar.update date=2026-12-07 new_date=2026-12-04 title=Quarterly report"
        ),
        (
            "bring the midyear review up to 1 this afternoon",
            "calendar.update start=2026-12-02T13:00:00 title=Midyear review"
        ),
        (
            "book club next Wednesday will be at Hannah's place",
            "calendar.update date=2026-12-09 location=Hannah's place title=Book club"
        ),
        (
            "company party location: the Marriott downtown",
            "calendar.update location=the Marriott downtown title=Company party"
        ),
        (
            "the contractor walkthrough Thursday, have it run till noon",
            "calendar.update date=2026-12-03 end=2026-12-03T12:00:00 title=Contractor walkthrough"
        ),
        (
            "it's late, just push tomorrow's client check-in to 10:30",
            "calendar.update date=2026-12-03 start=2026-12-03T10:30:00 title=client check-in"
        ),
    ])
    func changesSaidByTheirShape(_ text: String, _ expected: String) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: Self.keys) == [expected], "\(text)")
    }

    /// With a clock, a place label makes a new event.
    @Test func aLabelledPlaceWithATimeIsANewEvent() throws {
        let got = try LookUpAndPlaceRulesTests.calls(
            "team dinner tomorrow 7pm, location: Joe's Shanghai", keys: ["start", "location"])
        #expect(got == ["calendar.create start=2026-12-03T19:00:00 location=Joe's Shanghai"])
    }

    /// A weekday alone as the new day: in the event's week when that is before the event and not
    /// over, else the one after it.
    @Test(arguments: [
        ("周日的采购改到周六", "2026-12-05"),
        ("把下周一的面试改到周三", "2026-12-09"),
        ("move Friday's dentist to Monday", "2026-12-07"),
        ("把周五的会改到周二", "2026-12-08"),
    ])
    func aWeekdayAloneIsInTheEventsWeek(_ text: String, _ newDate: String) throws {
        let got = try LookUpAndPlaceRulesTests.calls(text, keys: ["new_date"])
        #expect(got == ["calendar.update new_date=\(newDate)"], "\(text)")
    }

    /// A clause before the one that removes an event says why; the event is named after it,
    /// unless that clause only points back or names nothing of its own.
    @Test(arguments: [
        ("it's pouring, delete my run this morning", "calendar.delete title=Run"),
        ("I don't have to work tomorrow after all, delete the shift", "calendar.delete title=Shift"),
        ("台风要来，周末露营删掉吧", "calendar.delete title=露营"),
        ("今晚不加班了，把加班那条删掉", "calendar.delete title=加班"),
        ("dentist Friday, delete it", "calendar.delete title=Dentist"),
        ("the test drive Saturday, delete", "calendar.delete title=Test drive"),
        // Typed without commas: a space between Chinese words ends a clause.
        ("小李放我鸽子了 中午吃饭那个删了吧", "calendar.delete title=吃饭"),
        ("初三人太多 庙会不去了 删掉", "calendar.delete title=庙会"),
        ("海边去不成了 要下雨 删掉吧", "calendar.delete title=海边"),
    ])
    func aReasonBeforeTheRemoval(_ text: String, _ expected: String) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["title"]) == [expected], "\(text)")
    }

    /// Questions about what a period holds list the calendar.
    @Test(arguments: [
        ("what's coming up in the next 5 days", "calendar.list from=2026-12-02 to=2026-12-06"),
        ("any meetings the first Wednesday of next month", "calendar.list from=2027-01-06 to=2027-01-06"),
        ("what's left before the end of the month", "calendar.list from=2026-12-02 to=2026-12-31"),
    ])
    func aPeriodAskedAboutIsListed(_ text: String, _ expected: String) throws {
        #expect(try LookUpAndPlaceRulesTests.calls(text, keys: ["from", "to"]) == [expected], "\(text)")
    }

    /// 前一天 moves earlier; a clause that only points (那个) names no event; "@" is "at".
    @Test func smallWordsOfAChange() throws {
        #expect(try LookUpAndPlaceRulesTests.calls("重阳节爬山那个 改到前一天", keys: ["shift"]) == ["calendar.update shift=-P1D"])
        #expect(
            try LookUpAndPlaceRulesTests.calls("下午六点那个 改到七点", keys: ["title", "during"])
                == ["calendar.update during=18:00"])
        #expect(
            try LookUpAndPlaceRulesTests.calls("coffee w/ Jo @ Blue Bottle tmrw 9am", keys: ["title", "location"])
                == ["calendar.create title=Coffee w/ Jo location=Blue Bottle"])
        #expect(
            try LookUpAndPlaceRulesTests.calls("can u add soccer practice thurs at 5:30", keys: ["title"])
                == ["calendar.create title=Soccer practice"])
    }

    /// "got bumped", an arrow, a colon before the change, and ", push it …" after a name that holds
    /// a change word of its own.
    @Test(arguments: [
        ("PT got bumped a week", "calendar.update shift=P7D title=PT"),
        (
            "car inspection wed -> thu 11am",
            "calendar.update date=2026-12-02 start=2026-12-03T11:00:00 title=Car inspection"
        ),
        ("barbecue at the lake: push it a day", "calendar.update shift=P1D title=Barbecue at the lake"),
        (
            "back to school night friday, push it half an hour",
            "calendar.update date=2026-12-04 shift=PT30M title=Back to school night"
        ),
    ])
    func moreShapesOfAChange(_ text: String, _ expected: String) throws {
        let got = try LookUpAndPlaceRulesTests.calls(text, keys: ["date", "start", "shift", "location", "title"])
        #expect(got == [expected], "\(text)")
    }

    /// The time denied (not, instead of, 而不是) finds the event; the other is the new one. A verb's
    /// particle and "do", "have", "start" are no part of the name.
    @Test(arguments: [
        ("the dentist is Tuesday not Monday", "calendar.update date=2026-12-07 new_date=2026-12-08 title=Dentist"),
        (
            "have the team lunch on Friday instead of Thursday",
            "calendar.update date=2026-12-03 new_date=2026-12-04 title=team lunch"
        ),
        (
            "the movers are coming Sunday now, not Saturday",
            "calendar.update date=2026-12-05 new_date=2026-12-06 title=Movers"
        ),
        ("push back the dentist by an hour", "calendar.update shift=PT1H title=dentist"),
    ])
    func aDeniedTimeFindsTheEvent(_ text: String, _ expected: String) throws {
        let got = try LookUpAndPlaceRulesTests.calls(text, keys: ["date", "new_date", "shift", "title"])
        #expect(got == [expected], "\(text)")
    }
}

import Testing

@testable import SkillNLU

/// Shapes found wrong by a public suite of time expressions we did not write (session 45; the
/// suite's own sentences are not copied here, these are ours). Said on Wednesday 2026-12-02 at
/// 10:00.
@Suite struct OutsidePhrasingTests {
    /// A part of the day before a range whose first hour has no 点 is one range; 今晨 is this
    /// morning.
    @Test(arguments: [
        ("晚上7到9点开会", "2026-12-02T19:00:00–2026-12-02T21:00:00 hour"),
        ("下午三到五点 改方案", "2026-12-02T15:00:00–2026-12-02T17:00:00 hour"),
        ("明天上午九到十一点半", "2026-12-03T09:00:00–2026-12-03T11:30:00 hour"),
        ("今晨6点到的", "2026-12-02T06:00:00–nil hour"),
        ("从17点55分23秒至18点33分02秒", "2026-12-02T17:55:00–2026-12-02T18:33:00 minute"),
        ("周五晚吃火锅", "2026-12-04T18:00:00–2026-12-05T00:00:00 hour"),
        ("礼拜五晚间", "2026-12-04T18:00:00–2026-12-05T00:00:00 hour"),
        ("周五晚到", "2026-12-04T00:00:00–nil day"),
    ])
    func chineseRanges(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }

    /// 和…之间: "between" said after its two ends.
    @Test(arguments: [
        ("下午3点和5点之间有空", "2026-12-02T15:00:00–2026-12-02T17:00:00 hour"),
        ("看看十月和二月之间的账", "2026-10-01T00:00:00–2027-03-01T00:00:00 day"),
        ("周一和周二都有课", "2026-12-07T00:00:00–nil day | 2026-12-08T00:00:00–nil day"),
    ])
    func chineseBetween(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }

    /// A range of months is resolved as one: the one that runs now, or into next year, rather
    /// than a start a year after its end; a year said at the end is the start's too.
    @Test(arguments: [
        ("from October to February", "2026-10-01T00:00:00–2027-03-01T00:00:00 day"),
        ("10月到2月的账", "2026-10-01T00:00:00–2027-03-01T00:00:00 day"),
        ("from june to august 2025", "2025-06-01T00:00:00–2025-09-01T00:00:00 day"),
        ("nov-feb 2028", "2027-11-01T00:00:00–2028-03-01T00:00:00 day"),
        ("march to may", "2027-03-01T00:00:00–2027-06-01T00:00:00 day"),
    ])
    func monthRanges(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }

    /// "later this week" runs from today to the week's end; "earlier this month" from its start
    /// up to today.
    @Test(arguments: [
        ("anything later this week?", "2026-12-02T00:00:00–2026-12-07T00:00:00 day"),
        ("we spoke earlier this month", "2026-12-01T00:00:00–2026-12-02T00:00:00 day"),
        ("earlier in the week", "2026-11-30T00:00:00–2026-12-02T00:00:00 day"),
        ("a trip later in the year", "2026-12-02T00:00:00–2027-01-01T00:00:00 day"),
        ("call you later", ""),
    ])
    func restOfAPeriod(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }

    /// "this past Monday" and "past tuesday" are the latest ones before today; "last monday"
    /// keeps its reading (last week's).
    @Test(arguments: [
        ("what did we do this past Monday", "2026-11-30T00:00:00–nil day"),
        ("gas past tuesday", "2026-12-01T00:00:00–nil day"),
        ("last monday", "2026-11-23T00:00:00–nil day"),
    ])
    func pastWeekday(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }

    /// A week named by a day in it, a weekday named with its week, the calendar week after or
    /// before this one, and a quarter or a half after its year.
    @Test(arguments: [
        ("offsite the week of the 14th", "2026-12-14T00:00:00–2026-12-21T00:00:00 day"),
        ("out the week of January 5", "2027-01-04T00:00:00–2027-01-11T00:00:00 day"),
        ("dentist tuesday of next week", "2026-12-08T00:00:00–nil day"),
        ("next week on thursday works", "2026-12-10T00:00:00–nil day"),
        ("the following week", "2026-12-07T00:00:00–2026-12-14T00:00:00 day"),
        ("the previous month", "2026-11-01T00:00:00–2026-12-01T00:00:00 day"),
        ("the coming quarter", "2027-01-01T00:00:00–2027-04-01T00:00:00 day"),
        ("budget for 2027 q2", "2027-04-01T00:00:00–2027-07-01T00:00:00 day"),
    ])
    func weeksAndQuarters(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }

    /// Years: a range of two written in four digits, two digits said one by one (零八年), a
    /// leading zero (07年), and the century of a short year (98年 is 1998).
    @Test(arguments: [
        ("spending from 2021 to 2024", "2021-01-01T00:00:00–2025-01-01T00:00:00 day"),
        ("2019-2022年的账", "2019-01-01T00:00:00–2023-01-01T00:00:00 day"),
        ("零八年那次", "2008-01-01T00:00:00–2009-01-01T00:00:00 day"),
        // (以后 after a year that is over makes it the open range after it: session 47.)
        ("07年以后", "2008-01-01T00:00:00–2100-01-01T00:00:00 day"),
        ("98年的照片", "1998-01-01T00:00:00–1999-01-01T00:00:00 day"),
        ("八年后", "2034-12-02T00:00:00–nil day"),
        ("from 1400 to 1600", "2026-12-02T14:00:00–2026-12-02T16:00:00 hour"),
        ("tel +86 2010-2015-86", ""),
        ("photos from the year 2008", "2008-01-01T00:00:00–2009-01-01T00:00:00 day"),
    ])
    func years(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }

    /// Spelled-out clocks with a hyphen, and a range of them after "from".
    @Test(arguments: [
        ("dinner at six-thirty tomorrow", "2026-12-03T18:30:00–nil minute"),
        ("class from two thirty to three thirty", "2026-12-02T14:30:00–2026-12-02T15:30:00 minute"),
    ])
    func spokenClocks(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }

    /// Vague counts in a window, the work week, a week that starts on a day, and a range of
    /// bare days of the month that runs now.
    @Test(arguments: [
        ("free over the next couple of weeks?", "2026-12-02T00:00:00–2026-12-16T00:00:00 day"),
        ("the next few days", "2026-12-02T00:00:00–2026-12-05T00:00:00 day"),
        ("back within a few hours", "2026-12-02T10:00:00–2026-12-02T13:00:00 minute"),
        ("this work week", "2026-11-30T00:00:00–2026-12-05T00:00:00 day"),
        ("next working week", "2026-12-07T00:00:00–2026-12-12T00:00:00 day"),
        ("the week beginning december 9", "2026-12-09T00:00:00–2026-12-16T00:00:00 day"),
        ("off from the 1st till the 4th", "2026-12-01T00:00:00–2026-12-05T00:00:00 day"),
        ("the 28th to the 3rd", "2026-12-28T00:00:00–2027-01-04T00:00:00 day"),
    ])
    func windowsAndWeeks(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }

    /// A clock typed with p after "at" is pm, not pence; a weekday with a day of the month and
    /// no month is the nearest month where they meet.
    @Test(arguments: [
        ("call mum at 9p", "2026-12-02T21:00:00–nil hour"),
        ("dinner @ 7p tmrw", "2026-12-03T19:00:00–nil hour"),
        ("party monday the 14th", "2026-12-14T00:00:00–nil day"),
        ("dinner friday the 13th", "2027-08-13T00:00:00–nil day"),
        ("fri 13th 3pm", "2027-08-13T15:00:00–nil hour"),
        ("what did i do sunday, nov 29", "2026-11-29T00:00:00–nil day"),
        ("friday, dec 4 at 7", "2026-12-04T19:00:00–nil hour"),
        ("friday 3", "2026-12-04T15:00:00–nil hour"),
        ("monday the twenty first", "2026-12-21T00:00:00–nil day"),
        ("the twenty third at six pm", "2026-12-23T18:00:00–nil hour"),
        ("for the second time", ""),
        ("back on the 15th day of next month", "2027-01-15T00:00:00–nil day"),
        ("the twenty third day of march", "2027-03-23T00:00:00–nil day"),
        ("the 3rd day of the trip", ""),
    ])
    func clocksAndWeekdayDates(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }

    /// Minutes with their unit before "past", and a day said before the end's clock that is the
    /// end's alone.
    @Test(arguments: [
        ("call at 20 min past eight tonight", "2026-12-02T20:20:00–nil minute"),
        ("out from 2pm till tomorrow 4:30pm", "2026-12-02T14:00:00–2026-12-03T16:30:00 hour"),
        ("from 9 to 5 tomorrow", "2026-12-03T09:00:00–2026-12-03T17:00:00 hour"),
    ])
    func endsOwnDay(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }

    /// Dates with dashes and a four-digit year, a year after "of", and a range up to now.
    @Test(arguments: [
        ("renewal 03-15-2027", "2027-03-15T00:00:00–nil day"),
        ("12-24-2026 to 01-02-2027", "2026-12-24T00:00:00–2027-01-03T00:00:00 day"),
        ("what did i spend between sept 1 and now", "2026-09-01T00:00:00–2026-12-03T00:00:00 day"),
        ("our move in june of 2019", "2019-06-01T00:00:00–2019-07-01T00:00:00 day"),
        ("july 4th of 2027", "2027-07-04T00:00:00–nil day"),
        ("20 bags of 10-10-10", ""),
        ("the code is 133-03-03-2020", ""),
        ("festival 9 to 12 of june", "2027-06-09T00:00:00–2027-06-13T00:00:00 day"),
        ("off from 23rd to 26th oct", "2027-10-23T00:00:00–2027-10-27T00:00:00 day"),
        ("conference 12 to 16 september", "2027-09-12T00:00:00–2027-09-17T00:00:00 day"),
        ("dentist 15 of february at 3pm", "2027-02-15T15:00:00–nil hour"),
        ("the call from 2 to 4 may run late", ""),
        ("next march 5", "2027-03-05T00:00:00–nil day"),
        ("budget for next march", "2027-03-01T00:00:00–2027-04-01T00:00:00 day"),
        ("sales this qtr", "2026-10-01T00:00:00–2027-01-01T00:00:00 day"),
        ("taxes for last yr", "2025-01-01T00:00:00–2026-01-01T00:00:00 day"),
    ])
    func datesWithYears(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }

    /// Words that only look like times: the verb "may" twice, a rate after "at".
    @Test(arguments: ["that may or may not help", "the loan is at 6.45 percent", "fixed at 4.25%"])
    func noTime(_ text: String) { TimeDeadlineTests.check(text, "") }
}

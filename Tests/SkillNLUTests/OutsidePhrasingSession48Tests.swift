import Testing

@testable import SkillNLU

/// Clocks and dates written the ways the outside suites' development rows showed we missed (the
/// sentences are ours). `TimeDeadlineTests.check` reads at 2026-12-02T10:00 (a Wednesday),
/// Asia/Shanghai.
@Suite struct SpokenMeridiemAndFormDatesTests {
    @Test(arguments: [
        // am and pm as speech is transcribed: the letters apart, with or without points.
        ("meeting at 9 a m tomorrow", "2026-12-03T09:00:00–nil hour"),
        ("dinner seven p m friday", "2026-12-04T19:00:00–nil hour"),
        ("call at 7 p . m . tomorrow", "2026-12-03T19:00:00–nil hour"),
        ("staff dinner seven p . m .", "2026-12-02T19:00:00–nil hour"),
        ("lunch with a m and j at noon", "2026-12-02T12:00:00–nil hour"),
        // A day in digits, then the month's name, as forms and logs write a date.
        ("appointment 22/Jan/2027", "2027-01-22T00:00:00–nil day"),
        ("flight 5-Mar-2027 at 9am", "2027-03-05T09:00:00–nil hour"),
        ("since 22/jan/2019", "2019-01-22T00:00:00–2026-12-03T00:00:00 day"),
        ("room 12/b", ""),
        ("12/jane", ""),
    ])
    func spokenAndFormWritten(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }

    @Test(arguments: [
        // Two years a few apart after "from" are years, not an evening clock.
        ("spending from 2019 to 2021", "2019-01-01T00:00:00–2022-01-01T00:00:00 day"),
        ("sales from 2015 through 2017", "2015-01-01T00:00:00–2018-01-01T00:00:00 day"),
        ("the range is from 2015 and 2016", ""),
        ("from 2007 to the end of 2008", "2008-12-31T00:00:00–nil day"),
        // Clocks a round number apart stay clocks.
        ("shift from 1900 to 2300 tomorrow", "2026-12-03T19:00:00–2026-12-03T23:00:00 hour"),
        ("meeting from 1930 to 2030 tomorrow", "2026-12-03T19:30:00–2026-12-03T20:30:00 minute"),
    ])
    func yearsAfterFrom(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }
}

/// "now" at the end of a message changes a stored event only when it says what the event now is.
@Suite struct NowAtTheEndTests {
    @Test(arguments: [
        ("let us meet now", "none"),
        ("can we talk now", "none"),
        ("lets talk now", "none"),
        ("the offsite is in the Oak Room now", "calendar.update"),
        ("the party goes till 11 now", "calendar.update"),
    ])
    func skill(_ text: String, _ expected: String) throws {
        #expect(try interpret(text).skillID ?? "none" == expected, "\(text)")
    }
}

/// A weather word inside a day's name (大雪 is a solar term) asks nothing about the weather; time
/// spent with someone in a town on a day is a plan.
@Suite struct WeatherWordsInsideADayTests {
    @Test(arguments: [
        ("大雪那天 到漳州", "calendar.create"),
        ("平安夜 在悉尼陪孙子", "calendar.create"),
        ("大雪那天 漳州冷不冷", "weather"),
        ("明天去漳州 会下雪吗", "weather"),
        ("明天深圳天气 晚上户外演出", "weather"),
        ("明天陪孩子去公园，天气怎么样", "weather"),
    ])
    func skill(_ text: String, _ expected: String) throws {
        #expect(try interpret(text).skillID ?? "none" == expected, "\(text)")
    }
}

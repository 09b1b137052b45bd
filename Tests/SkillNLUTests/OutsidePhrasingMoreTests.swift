import Testing

@testable import SkillNLU

/// More shapes found wrong by the outside suites' development rows (session 46; the sentences are
/// ours). Said on Wednesday 2026-12-02 at 10:00, Asia/Shanghai.
@Suite struct OutsidePhrasingMoreTests {
    /// 周一晚 at the end or before a break is Monday evening; 这一周, 下一个月 say the week and the
    /// month; 上年 and 下年 are last and next year (not 上年纪).
    @Test(arguments: [
        ("周一晚", "2026-12-07T18:00:00–2026-12-08T00:00:00 hour"),
        ("约在周五晚。", "2026-12-04T18:00:00–2026-12-05T00:00:00 hour"),
        ("这一周有什么安排", "2026-11-30T00:00:00–2026-12-07T00:00:00 day"),
        ("下一个月的房租", "2027-01-01T00:00:00–2027-02-01T00:00:00 day"),
        ("上年花了多少", "2025-01-01T00:00:00–2026-01-01T00:00:00 day"),
        ("下年度预算", "2027-01-01T00:00:00–2028-01-01T00:00:00 day"),
        ("上年纪的人", ""),
        // 两月 is two months, never February.
        ("两月前的账", "2026-10-02T00:00:00–nil day"),
        ("前两月", "2026-10-03T00:00:00–2026-12-03T00:00:00 day"),
        ("两月内", "2026-12-02T00:00:00–2027-02-02T00:00:00 day"),
    ])
    func chineseWeeksAndYears(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }

    /// 后三天, 前两个月, 上两周: a window opened by one character and a count of two or more, at the
    /// start of a clause; 比赛前三天 and 上三天班 are no windows, 下半年 stays a half.
    @Test(arguments: [
        ("后三天天气", "2026-12-02T00:00:00–2026-12-05T00:00:00 day"),
        ("前两个月花了多少", "2026-10-03T00:00:00–2026-12-03T00:00:00 day"),
        ("上两周的开销", "2026-11-19T00:00:00–2026-12-03T00:00:00 day"),
        ("比赛前三天", ""),
        ("上三天班", ""),
        ("下半年", "2026-07-01T00:00:00–2027-01-01T00:00:00 day"),
    ])
    func chineseOneCharacterWindows(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }

    /// Ranges whose second end is a bare numeral: a day (二月十三到十五), a weekday (星期三至四) or,
    /// before 月, both months (3到5月, 十二至一月 across the new year).
    @Test(arguments: [
        ("二月十三到十五出差", "2027-02-13T00:00:00–2027-02-16T00:00:00 day"),
        ("3月5号到十号", "2027-03-05T00:00:00–2027-03-11T00:00:00 day"),
        ("二月十三到十五个人", "2027-02-13T00:00:00–nil day"),
        ("星期三至四出差", "2026-12-02T00:00:00–2026-12-04T00:00:00 day"),
        ("周三至四点", "2026-12-02T16:00:00–nil hour"),
        ("3到5月的账单", "2027-03-01T00:00:00–2027-06-01T00:00:00 day"),
        ("十二至一月", "2026-12-01T00:00:00–2027-02-01T00:00:00 day"),
    ])
    func chineseBareSecondEnds(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }

    /// 月头 and 月尾, 年尾 (said in the south) are 月初, 月底, 年底; the month said again (下个月月底,
    /// 下个月的月底) is one; 阳历新年 is January 1, 新春 the Spring Festival.
    @Test(arguments: [
        ("月尾交房租", "2026-12-31T00:00:00–nil day"),
        ("三月头", "2027-03-01T00:00:00–2027-03-11T00:00:00 day"),
        ("年尾", "2026-12-31T00:00:00–nil day"),
        ("下个月月底", "2027-01-31T00:00:00–nil day"),
        ("下个月的月底", "2027-01-31T00:00:00–nil day"),
        ("阳历新年", "2027-01-01T00:00:00–nil day"),
        ("新春佳节", "2027-02-06T00:00:00–nil day"),
        ("新春装上市", ""),
        // Days by Easter (computus), and 今個 (said in the south) for this.
        ("耶稣受难日", "2027-03-26T00:00:00–nil day"),
        ("圣灵降临节", "2027-05-16T00:00:00–nil day"),
        ("棕枝主日", "2027-03-21T00:00:00–nil day"),
        ("受难者", ""),
        ("今個月12號到下個月3號", "2026-12-12T00:00:00–2027-01-04T00:00:00 day"),
    ])
    func chineseMonthEndsAndNewYears(_ text: String, _ expected: String) {
        TimeDeadlineTests.check(text, expected)
    }

    /// "early morning", "late in the afternoon": the first or last half of the part of the day
    /// (not "late night", mostly a kind of thing).
    @Test(arguments: [
        ("early morning run tomorrow", "2026-12-03T06:00:00–2026-12-03T09:00:00 hour"),
        ("late afternoon tomorrow", "2026-12-03T15:00:00–2026-12-03T18:00:00 hour"),
        ("tomorrow late in the evening", "2026-12-03T21:00:00–2026-12-04T00:00:00 hour"),
        ("early evening drinks on saturday", "2026-12-05T18:00:00–2026-12-05T21:00:00 hour"),
        ("watch the late night show", ""),
    ])
    func earlyAndLateParts(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }

    /// Weeks of a year, dotted clock ranges, a year and month in digits, and a day of the month
    /// coordinated with a date that names the month.
    @Test(arguments: [
        // Weeks of a year are ISO weeks: Monday to Sunday, week 1 holds January 4.
        ("the first week of 2019", "2018-12-31T00:00:00–2019-01-07T00:00:00 day"),
        ("last week of 2016", "2016-12-26T00:00:00–2017-01-02T00:00:00 day"),
        ("week 3 of 2027", "2027-01-18T00:00:00–2027-01-25T00:00:00 day"),
        ("week 27 of last year", "2025-06-30T00:00:00–2025-07-07T00:00:00 day"),
        ("week 3 of the course", ""),
        ("2027年第3周", "2027-01-18T00:00:00–2027-01-25T00:00:00 day"),
        ("meet 9.30-11.30 tomorrow", "2026-12-03T09:30:00–2026-12-03T11:30:00 minute"),
        ("prices 4.50-6.99 each", ""),
        ("expenses 2015-12", "2015-12-01T00:00:00–2016-01-01T00:00:00 day"),
        ("spent in 2026-11", "2026-11-01T00:00:00–2026-12-01T00:00:00 day"),
        ("the 18th and 19th of june", "2027-06-18T00:00:00–nil day | 2027-06-19T00:00:00–nil day"),
        // Bare days before a date that names the month: ordinals, or numbers after "on", "for"…
        ("free on 18 and 19 June", "2027-06-18T00:00:00–nil day | 2027-06-19T00:00:00–nil day"),
        (
            "3rd, 4th and 5th of may",
            "2027-05-03T00:00:00–nil day | 2027-05-04T00:00:00–nil day | 2027-05-05T00:00:00–nil day"
        ),
        ("room 12 and 19 june", "2027-06-19T00:00:00–nil day"),
    ])
    func englishDatesAndRanges(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }
}

/// English shapes from Duckling's corpus development rows (session 46; the sentences are ours).
@Suite struct OutsideEnglishIdiomsTests {
    /// "in about half an hour", "in a few minutes": hedges and vague counts after "in"; "untill";
    /// "current" is "this"; three digits after "at" with a time word after are a clock; a
    /// holiday "of next year".
    @Test(arguments: [
        ("call in a few minutes", "2026-12-02T10:03:00–nil minute"),
        ("remind me in about half an hour", "2026-12-02T10:30:00–nil minute"),
        ("in a couple of days", "2026-12-04T00:00:00–nil day"),
        ("in another 10 minutes", "2026-12-02T10:10:00–nil minute"),
        ("from 9:30 untill 11:00 on thursday", "2026-12-03T09:30:00–2026-12-03T11:00:00 minute"),
        ("the current month", "2026-12-01T00:00:00–2027-01-01T00:00:00 day"),
        ("my current account balance", ""),
        ("dinner at 730 tonight", "2026-12-02T19:30:00–nil minute"),
        ("sold at 730 each", ""),
        ("thanksgiving of next year", "2027-11-25T00:00:00–nil day"),
        ("memorial day of last year", "2025-05-26T00:00:00–nil day"),
    ])
    func idioms(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }

    /// Three or four digits that open a clock with minutes are no amount; a price with a point
    /// before a clock stays one.
    @Test(arguments: [("dinner at 730 tonight", 0), ("coffee 7.30 this morning", 1)])
    func digitsOpeningAClock(_ text: String, _ amounts: Int) {
        let normalized = NormalizedText(text)
        let context = TimeTestSupport.context("2026-12-02T10:00:00")
        let found =
            TimeEntityRecognizer().entities(in: normalized, context: context)
            + MoneyEntityRecognizer().entities(in: normalized, context: context)
        let entities = NLURouter.withoutAmountsInClocks(found)
        #expect(entities.filter { $0.kind == "money" }.count == amounts, "\(text)")
    }
}

/// A zone named after a clock: the clock is that zone's, given in the context's (Shanghai here).
@Suite struct TimeZoneWordsTests {
    @Test(arguments: [
        ("call at 9am PST tomorrow", "2026-12-04T01:00:00–nil hour"),
        ("Thursday 8:00 GMT", "2026-12-03T16:00:00–nil minute"),
        ("standup 10am ET friday", "2026-12-04T23:00:00–nil hour"),
        ("sync at 3pm UTC+8", "2026-12-02T15:00:00–nil hour"),
        ("sync at 9am UTC+8", "2026-12-03T09:00:00–nil hour"),
        ("webinar 4pm CET on the 10th", "2026-12-10T23:00:00–nil hour"),
        // Two letters only in capitals: "pt" is as often physical therapy.
        ("9-10am pt w/ jen", "2026-12-03T09:00:00–2026-12-03T10:00:00 hour"),
        // A place's time said before the clock, in Chinese.
        ("美东时间上午十点开会", "2026-12-02T23:00:00–nil hour"),
        ("明天伦敦时间下午3点", "2026-12-03T23:00:00–nil hour"),
        ("北京时间晚上8点", "2026-12-02T20:00:00–nil hour"),
        // The North American regions, said for their zones (not "central station").
        ("call 3:00 pm to 5:00 pm eastern tomorrow", "2026-12-04T04:00:00–2026-12-04T06:00:00 minute"),
        ("sync at 9am pacific time", "2026-12-04T01:00:00–nil hour"),
        ("meet at 3pm central station", "2026-12-02T15:00:00–nil hour"),
    ])
    func zones(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }
}

/// Years, quarters and ranges of dates from the Recognizers development rows (the sentences are
/// ours).
@Suite struct OutsideYearsAndQuartersTests {
    @Test(arguments: [
        // A year and a quarter anywhere, not only after "in".
        ("how about 2025 q1", "2025-01-01T00:00:00–2025-04-01T00:00:00 day"),
        ("sales during 2024-Q3", "2024-07-01T00:00:00–2024-10-01T00:00:00 day"),
        // A year after "after", "since" or "than" is no clock; "before 1930" stays one.
        ("we can move after 2028", "2028-01-01T00:00:00–2029-01-01T00:00:00 day"),
        ("be back before 1930", "2026-12-02T10:00:00–2026-12-02T19:30:00 minute"),
        // Whole calendar quarters before or after this one.
        ("sales for the last 2 quarters", "2026-04-01T00:00:00–2026-10-01T00:00:00 day"),
        ("the following 2 quarters", "2027-01-01T00:00:00–2027-07-01T00:00:00 day"),
        ("过去两个季度的开销", "2026-04-01T00:00:00–2026-10-01T00:00:00 day"),
        ("the previous 3 days", "2026-11-30T00:00:00–2026-12-03T00:00:00 day"),
        // A year after "of"; a spelled ordinal ending a range; "w/c"; a year after a holiday's span.
        ("from 26th june of 2027 to 28th june of 2027", "2027-06-26T00:00:00–2027-06-29T00:00:00 day"),
        ("off april ninth through seventeenth", "2027-04-09T00:00:00–2027-04-18T00:00:00 day"),
        ("w/c Feb 4", "2027-02-04T00:00:00–2027-02-11T00:00:00 day"),
        ("halloween weekend 2027", "2027-10-30T00:00:00–2027-11-01T00:00:00 day"),
        // Days and years said in words, as typed-out speech writes them.
        ("back on May twenty nine", "2027-05-29T00:00:00–nil day"),
        ("born January twenty five nineteen eighty six", "1986-01-25T00:00:00–nil day"),
        ("arrived 13 Sept nineteen seventy two", "1972-09-13T00:00:00–nil day"),
        ("in October two thousand and five", "2005-10-01T00:00:00–2005-11-01T00:00:00 day"),
        ("may ten people come", ""),
        // "next evening" is tomorrow's.
        ("out next evening from 7 to 9", "2026-12-03T19:00:00–2026-12-03T21:00:00 hour"),
        // Commas: "October, 1st", "October, 2025", "fourth of july, 1995"; dots: day.month.year.
        ("set it up for October, 1st", "2027-10-01T00:00:00–nil day"),
        ("spending in October, 2025", "2025-10-01T00:00:00–2025-11-01T00:00:00 day"),
        ("fourth of july, 1995", "1995-07-04T00:00:00–nil day"),
        ("meet 23.04.2027 at 14:55", "2027-04-23T14:55:00–nil minute"),
        ("due 4.23.2027", "2027-04-23T00:00:00–nil day"),
        // "may" the verb after "this"; a ratio of decimals.
        ("this may take longer than expected", ""),
        ("this may or may not work", ""),
        ("let us go this may", "2027-05-01T00:00:00–2027-06-01T00:00:00 day"),
        ("BUN/Cr of 30/4.85", ""),
    ])
    func yearsQuartersAndRanges(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }
}

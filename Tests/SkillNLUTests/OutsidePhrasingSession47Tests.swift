import Testing

@testable import SkillNLU

/// Dates written the ways the outside suites' development rows showed we missed (the sentences
/// are ours). `TimeDeadlineTests.check` reads at 2026-12-02T10:00 (a Wednesday), Asia/Shanghai.
@Suite struct OutsideDatesWrittenOtherwiseTests {
    @Test(arguments: [
        // A month name with a slash or hyphen and the day; a year may follow; the month of a year.
        ("back Oct/2", "2027-10-02T00:00:00–nil day"),
        ("about Jan/3 instead", "2027-01-03T00:00:00–nil day"),
        ("due Sep-23-2020", "2020-09-23T00:00:00–nil day"),
        ("the Oct-2020 report", "2020-10-01T00:00:00–2020-11-01T00:00:00 day"),
        ("Jan-Mar budget", "2027-01-01T00:00:00–2027-04-01T00:00:00 day"),
        ("may/june trip", ""),
        // A four-digit year first, then the month by its name.
        ("how about 2019/aug/01", "2019-08-01T00:00:00–nil day"),
        ("filed 2019-Aug-1", "2019-08-01T00:00:00–nil day"),
        // A space typed before the comma of a year.
        ("sold on Dec. 31 , 1994", "1994-12-31T00:00:00–nil day"),
        ("meet dec 5 , then lunch", "2026-12-05T00:00:00–nil day"),
        // An ordinal word of a month with "the" left out ("first of all" is no day).
        ("back second of Aug.", "2027-08-02T00:00:00–nil day"),
        ("twenty-first of june 2027 party", "2027-06-21T00:00:00–nil day"),
        ("fifth of next month", "2027-01-05T00:00:00–nil day"),
        ("first of all, lunch", ""),
        ("twenty people came", ""),
    ])
    func datesWrittenOtherwise(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }

    @Test(arguments: [
        // Two 24-hour clocks joined by a hyphen, the first with a leading zero or after a cue.
        ("where were you between 0730-0930?", "2026-12-03T07:30:00–2026-12-03T09:30:00 minute"),
        ("shift 0700-1500 tomorrow", "2026-12-03T07:00:00–2026-12-03T15:00:00 hour"),
        ("call from 1400-1500", "2026-12-02T14:00:00–2026-12-02T15:00:00 hour"),
        ("rooms 1204-1206", ""),
        ("call 1400-1500", ""),
        ("invoice 2019-2020", "2019-01-01T00:00:00–2021-01-01T00:00:00 day"),
        // "coming Thursday" is never today: said on a Wednesday, "coming wednesday" is next week's.
        ("coming wednesday", "2026-12-09T00:00:00–nil day"),
        ("this coming wednesday 3pm", "2026-12-09T15:00:00–nil hour"),
        ("this coming friday", "2026-12-04T00:00:00–nil day"),
        ("coming sat", "2026-12-05T00:00:00–nil day"),
    ])
    func clockRangesAndComingDays(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }

    @Test(arguments: [
        // A year said with the end of a range of dates is the start's too.
        ("leave from 5/1-5/7/2020", "2020-05-01T00:00:00–2020-05-08T00:00:00 day"),
        ("travel on 26 june to 28 june in 2020", "2020-06-26T00:00:00–2020-06-29T00:00:00 day"),
        ("from 12/28 to 1/3/2028", "2027-12-28T00:00:00–2028-01-04T00:00:00 day"),
        // A range of dates that runs now is this one, not next year's.
        ("vacation between 11/20-12/7", "2026-11-20T00:00:00–2026-12-08T00:00:00 day"),
        ("vacation between 11/20-11/30", "2027-11-20T00:00:00–2027-12-01T00:00:00 day"),
        // Ordinal weeks in digits: of a year (ISO weeks) and of a month.
        ("3rd week of 2018", "2018-01-15T00:00:00–2018-01-22T00:00:00 day"),
        ("the 2nd week of june", "2027-06-08T00:00:00–2027-06-15T00:00:00 day"),
        // A weekday and a day of the month past any hour, with a clock after it.
        ("meeting Monday 21 between 9:30 and 3:00 pm", "2026-12-21T09:30:00–2026-12-21T15:00:00 minute"),
        ("fri 25 at 10", "2026-12-25T10:00:00–nil hour"),
        ("monday 15 people", "2026-12-07T00:00:00–nil day"),
        // "as late as" is a deadline.
        ("leave as late as tomorrow", "2026-12-02T00:00:00–2026-12-04T00:00:00 day"),
        // "for N days from X" says how long from when (the event's length comes from the count);
        // "N days from X" alone is the day N days on.
        ("off for 10 days from 18th Dec", "2026-12-18T00:00:00–nil day"),
        ("10 days from dec 18", "2026-12-28T00:00:00–nil day"),
    ])
    func rangesWeeksAndDays(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }
}

/// Holidays counted from Easter, fixed days of Chinese public life, and characters folded.
@Suite struct OutsideHolidaysMoreTests {
    @Test(arguments: [
        ("maundy thursday", "2027-03-25T00:00:00–nil day"),
        ("holy saturday brunch", "2027-03-27T00:00:00–nil day"),
        ("shrove tuesday", "2027-02-09T00:00:00–nil day"),
        ("pancake day", "2027-02-09T00:00:00–nil day"),
        ("mardi gras 2028", "2028-02-29T00:00:00–nil day"),
        ("trinity sunday", "2027-05-23T00:00:00–nil day"),
        ("mass on corpus christi", "2027-05-27T00:00:00–nil day"),
        ("pentecost", "2027-05-16T00:00:00–nil day"),
        ("whit sunday", "2027-05-16T00:00:00–nil day"),
        ("earth day 2010", "2010-04-22T00:00:00–nil day"),
        // Corpus Christi, Texas; "holy" before anything but a weekday of Holy Week.
        ("meet in corpus christi", ""),
        ("corpus christi, tx office", ""),
        ("holy cow", ""),
        ("earth science class", ""),
        ("圣周四", "2027-03-25T00:00:00–nil day"),
        ("聖週六", "2027-03-27T00:00:00–nil day"),
        ("忏悔节", "2027-02-09T00:00:00–nil day"),
        ("圣三一主日", "2027-05-23T00:00:00–nil day"),
        ("基督圣体节", "2027-05-27T00:00:00–nil day"),
        ("圣灰礼仪日", "2027-02-10T00:00:00–nil day"),
        ("耶穌受難日", "2027-03-26T00:00:00–nil day"),
        ("三一五晚会", "2027-03-15T00:00:00–nil day"),
        ("澳门回归纪念日", "2026-12-20T00:00:00–nil day"),
        ("香港回归日", "2027-07-01T00:00:00–nil day"),
        ("第三一五", ""),
        ("三一五八", ""),
        ("下三个周", "2026-12-02T00:00:00–2026-12-23T00:00:00 day"),
    ])
    func holidays(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }
}

/// Spaces typed between numbers and Chinese words (as auto-spacing keyboards and many writers do).
@Suite struct ChineseSpacedNumbersTests {
    @Test(arguments: [
        ("明天 3 点开会", "2026-12-03T15:00:00–nil hour"),
        ("12 月 15 日去杭州", "2026-12-15T00:00:00–nil day"),
        ("下午 3 点到 5 点开会", "2026-12-02T15:00:00–2026-12-02T17:00:00 hour"),
        ("明天 下午 3 点 20 分 开会", "2026-12-03T15:20:00–nil minute"),
        ("2008 年 奥运会在北京举办", "2008-01-01T00:00:00–2009-01-01T00:00:00 day"),
        // Not between two amounts and the words between them.
        ("打车 28 晚饭 60", ""),
        // A year in numbers makes 八月十五 a date; 今年八月十五 stays the festival.
        ("二零零四年八月十五", "2004-08-15T00:00:00–nil day"),
        ("今年八月十五", "2026-09-25T00:00:00–nil day"),
        // 前/后 with a count of one in digits is a window; 前一周 may be "the week before".
        ("前1周", "2026-11-26T00:00:00–2026-12-03T00:00:00 day"),
        ("前一周", ""),
    ])
    func spaced(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }

    @Test func theSpanKeepsTheTextAsTyped() {
        let text = NormalizedText("明天 3 点开会")
        #expect(String(String.UnicodeScalarView(text.scalars)) == "明天3点开会")
        #expect(text.span(0..<4).text == "明天 3 点")
    }

    @Test func aNumberAttachedOnItsLeftKeepsItsSpace() {
        // 周 and 百 begin the next word here (周边, 百合), not a unit of the number.
        #expect(String(String.UnicodeScalarView(NormalizedText("演出费1500 周边620").scalars)) == "演出费1500 周边620")
        #expect(String(String.UnicodeScalarView(NormalizedText("玫瑰1800 百合650").scalars)) == "玫瑰1800 百合650")
        #expect(String(String.UnicodeScalarView(NormalizedText("12 月 15 日").scalars)) == "12月15日")
    }

    @Test func moneyReadsTheSpacedAmount() {
        let found = MoneyRecognizer().entities(
            in: NormalizedText("午饭花了 35 元"), context: NLUContext(now: .init(timeIntervalSince1970: 0), timeZone: .gmt))
        #expect(found.map(\.amount) == [35])
        #expect(found.first.map { $0.span.text } == "35 元")
    }
}

/// Seasons, fractions of an hour, o'clock with am/pm, and ordinal quarters in digits.
@Suite struct SeasonsAndClockWordsTests {
    @Test(arguments: [
        // Seasons by whole months; winter runs December to February. Said on December 2, 2026.
        ("vacation this summer", "2027-06-01T00:00:00–2027-09-01T00:00:00 day"),
        ("next summer", "2027-06-01T00:00:00–2027-09-01T00:00:00 day"),
        ("this winter", "2026-12-01T00:00:00–2027-03-01T00:00:00 day"),
        ("last winter", "2025-12-01T00:00:00–2026-03-01T00:00:00 day"),
        ("this fall", "2027-09-01T00:00:00–2027-12-01T00:00:00 day"),
        ("summer 2027", "2027-06-01T00:00:00–2027-09-01T00:00:00 day"),
        ("the winter of 2025", "2025-12-01T00:00:00–2026-03-01T00:00:00 day"),
        ("今年夏天花了多少", "2026-06-01T00:00:00–2026-09-01T00:00:00 day"),
        ("去年冬天", "2025-12-01T00:00:00–2026-03-01T00:00:00 day"),
        ("明年的春季", "2027-03-01T00:00:00–2027-06-01T00:00:00 day"),
        ("2025年秋天", "2025-09-01T00:00:00–2025-12-01T00:00:00 day"),
        ("summer dress 299", ""),
        ("i might fall", ""),
        // Fractions of an hour, and "more" before a unit.
        ("in 1/2 hour", "2026-12-02T10:30:00–nil minute"),
        ("in 3/4h", "2026-12-02T10:45:00–nil minute"),
        ("in 2 more minutes", "2026-12-02T10:02:00–nil minute"),
        // o'clock, with or without its apostrophe, and am or pm after it.
        ("3 oclock pm", "2026-12-02T15:00:00–nil hour"),
        ("3 o'clock am", "2026-12-03T03:00:00–nil hour"),
        ("meet at 7 oclock", "2026-12-02T19:00:00–nil hour"),
        // Ordinal quarters in digits.
        ("3rd quarter", "2027-07-01T00:00:00–2027-10-01T00:00:00 day"),
        ("4th qtr 2018", "2018-10-01T00:00:00–2019-01-01T00:00:00 day"),
    ])
    func seasonsAndClocks(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }
}

/// Cantonese day words and hours (个钟).
@Suite struct CantoneseTimeWordsTests {
    @Test(arguments: [
        ("聽日", "2026-12-03T00:00:00–nil day"),
        ("听日下午三点开会", "2026-12-03T15:00:00–nil hour"),
        ("尋日", "2026-12-01T00:00:00–nil day"),
        ("琴日食饭用咗80", "2026-12-01T00:00:00–nil day"),
        ("我们后日见", "2026-12-04T00:00:00–nil day"),
        ("三個鐘後", "2026-12-02T13:00:00–nil hour"),
        ("两个钟之前", "2026-12-02T08:00:00–nil hour"),
        ("听日记", ""),
        ("以后日子", ""),
        ("然后日本", ""),
        ("买了两个钟后来", ""),
        // 号 before a size is no day.
        ("三号圆针 买两盒", ""),
        ("五号字", ""),
    ])
    func cantonese(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }
}

/// What the session's time readings make of a new event, end to end through the router.
@Suite struct Session47NewEventTests {
    @Test(arguments: [
        ("off for 10 days from 18th Dec", "2026-12-18", "2026-12-27"),
        ("vacation this summer", "2027-06-01", "2027-08-31"),
        ("明天 下午 3 点 到 5 点 开会", "2026-12-03T15:00:00", "2026-12-03T17:00:00"),
        ("meeting Monday 21 between 9:30 and 3:00 pm", "2026-12-21T09:30:00", "2026-12-21T15:00:00"),
    ])
    func newEvent(_ text: String, _ start: String, _ end: String) throws {
        let interpretation = try interpret(text)
        #expect(interpretation.skillID == "calendar.create", "\(text)")
        #expect(interpretation.arguments["start"]?.stringValue == start, "\(text)")
        #expect(interpretation.arguments["end"]?.stringValue == end, "\(text)")
    }
}

/// Open ranges: before or after a whole month or year that is over, bounded by 1900-01-01 and
/// 2100-01-01 (the years the recognizer reads).
@Suite struct OpenRangeTests {
    @Test(arguments: [
        ("2015年前的账", "1900-01-01T00:00:00–2015-01-01T00:00:00 day"),
        ("07年以前", "1900-01-01T00:00:00–2007-01-01T00:00:00 day"),
        ("spent before 1995", "1900-01-01T00:00:00–1995-01-01T00:00:00 day"),
        ("2018年以后的支出", "2019-01-01T00:00:00–2100-01-01T00:00:00 day"),
        ("2018年后", "2019-01-01T00:00:00–2100-01-01T00:00:00 day"),
        ("after 2018", "2019-01-01T00:00:00–2100-01-01T00:00:00 day"),
        ("after Feb 2018", "2018-03-01T00:00:00–2100-01-01T00:00:00 day"),
        ("later than 2018", "2019-01-01T00:00:00–2100-01-01T00:00:00 day"),
        // A period still ahead stays a deadline (before) or itself (after); days and clocks are left alone.
        ("2030年以前", "2026-12-02T00:00:00–2030-01-01T00:00:00 day"),
        ("三月后", "2027-03-01T00:00:00–2027-04-01T00:00:00 day"),
        ("after friday", "2026-12-04T00:00:00–nil day"),
        ("下午三点以后", "2026-12-02T15:00:00–nil hour"),
        ("be back before 1930", "2026-12-02T10:00:00–2026-12-02T19:30:00 minute"),
        // "or later", "onwards", "or earlier" take the period itself too, said of any year.
        ("leave on 2018 or later", "2018-01-01T00:00:00–2100-01-01T00:00:00 day"),
        ("sales 2019 onwards", "2019-01-01T00:00:00–2100-01-01T00:00:00 day"),
        ("spending 2015 or earlier", "1900-01-01T00:00:00–2016-01-01T00:00:00 day"),
        ("sales from Feb 2018 onwards", "2018-02-01T00:00:00–2100-01-01T00:00:00 day"),
        ("meet at 3 or later", "2026-12-02T15:00:00–nil hour"),
    ])
    func openRanges(_ text: String, _ expected: String) { TimeDeadlineTests.check(text, expected) }

    @Test func aLedgerTotalBeforeAYear() throws {
        let interpretation = try interpret("2015年前花了多少")
        #expect(interpretation.skillID == "ledger.summary")
        #expect(interpretation.arguments["from"]?.stringValue == "1900-01-01")
        #expect(interpretation.arguments["to"]?.stringValue == "2014-12-31")
    }

    @Test func noEventSpansTheYearsAfterOne() throws {
        #expect(try interpret("2018年以后再说").skillID == "calendar.list")
    }
}

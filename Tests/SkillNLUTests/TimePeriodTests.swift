import Foundation
import Testing

@testable import SkillNLU

/// Parts of months, years and weeks, their ends and windows back from today (issue 15, item 2).
/// "Now" is Wednesday 2026-12-02 10:00 in Shanghai; rows written for the rules in docs/NLU.md, not
/// taken from the corpus. Ends are exclusive.
@Suite struct TimePeriodTests {
    static func check(_ text: String, _ expected: String, past: Bool = false) {
        let context = TimeTestSupport.context("2026-12-02T10:00:00", "Asia/Shanghai", past: past)
        let found = TimeRecognizer().entities(in: NormalizedText(text), context: context).map {
            "\($0.start)–\($0.end.map(\.description) ?? "nil") \($0.grain.rawValue)"
        }
        #expect(found.joined(separator: " | ") == expected, "\(text)")
    }

    @Test(arguments: [
        ("12月下旬放假", "2026-12-21T00:00:00–2027-01-01T00:00:00 day"),
        ("下个月初发奖金", "2027-01-01T00:00:00–2027-01-11T00:00:00 day"),
        ("明年3月中旬开工", "2027-03-11T00:00:00–2027-03-21T00:00:00 day"),
        ("上半个月出差", "2026-12-01T00:00:00–2026-12-16T00:00:00 day"),
        ("下旬去北京", "2026-12-21T00:00:00–2027-01-01T00:00:00 day"),
        ("这个月最后一周休假", "2026-12-25T00:00:00–2027-01-01T00:00:00 day"),
        ("下个月的第一周", "2027-01-01T00:00:00–2027-01-08T00:00:00 day"),
        // 月底 alone is the month's last day; with 前 it is a deadline.
        ("这个月底交房租", "2026-12-31T00:00:00–nil day"),
        ("下个月底", "2027-01-31T00:00:00–nil day"),
        ("月底前还信用卡", "2026-12-02T00:00:00–2027-01-01T00:00:00 day"),
        ("去年底", "2025-12-31T00:00:00–nil day"),
        ("年底之前", "2026-12-02T00:00:00–2027-01-01T00:00:00 day"),
        // January is over, so 年初 is next year's.
        ("年初", "2027-01-01T00:00:00–2027-02-01T00:00:00 day"),
        ("明年上半年", "2027-01-01T00:00:00–2027-07-01T00:00:00 day"),
        ("第三季度", "2027-07-01T00:00:00–2027-10-01T00:00:00 day"),
        ("本季度", "2026-10-01T00:00:00–2027-01-01T00:00:00 day"),
        ("下个季度", "2027-01-01T00:00:00–2027-04-01T00:00:00 day"),
        ("2028年Q1", "2028-01-01T00:00:00–2028-04-01T00:00:00 day"),
        ("7月中旬到8月底", "2027-07-11T00:00:00–2027-09-01T00:00:00 day"),
    ])
    func chinese(_ text: String, _ expected: String) { Self.check(text, expected) }

    @Test(arguments: [
        // A period with 内 / within: the period from today on.
        ("本周之内", "2026-12-02T00:00:00–2026-12-07T00:00:00 day"),
        ("下周内", "2026-12-07T00:00:00–2026-12-14T00:00:00 day"),
        ("年内完成", "2026-12-02T00:00:00–2027-01-01T00:00:00 day"),
        ("within this month", "2026-12-02T00:00:00–2027-01-01T00:00:00 day"),
        // What is left of a period (剩下的, "the rest of"): the same, from today on.
        ("这周剩下的安排", "2026-12-02T00:00:00–2026-12-07T00:00:00 day"),
        ("本月剩余的预算", "2026-12-02T00:00:00–2027-01-01T00:00:00 day"),
        ("the rest of this week", "2026-12-02T00:00:00–2026-12-07T00:00:00 day"),
        // 年前: by New Year's Eve of the lunar year (2027-02-05).
        ("年前回家", "2026-12-02T00:00:00–2027-02-06T00:00:00 day"),
        ("下周一截止", "2026-12-02T00:00:00–2026-12-08T00:00:00 day"),
        ("closed through the weekend", "2026-12-02T00:00:00–2026-12-07T00:00:00 day"),
        ("半个月内", "2026-12-02T00:00:00–2026-12-17T00:00:00 day"),
        ("within a week", "2026-12-02T00:00:00–2026-12-09T00:00:00 day"),
    ])
    func withinAndDeadlines(_ text: String, _ expected: String) { Self.check(text, expected) }

    @Test(arguments: [
        ("early December", "2026-12-01T00:00:00–2026-12-11T00:00:00 day"),
        ("a trip mid-January", "2027-01-11T00:00:00–2027-01-21T00:00:00 day"),
        ("late next month", "2027-01-21T00:00:00–2027-02-01T00:00:00 day"),
        ("the end of the month", "2026-12-31T00:00:00–nil day"),
        ("by the end of the month", "2026-12-02T00:00:00–2027-01-01T00:00:00 day"),
        ("before the end of the year", "2026-12-02T00:00:00–2027-01-01T00:00:00 day"),
        ("end of next week", "2026-12-13T00:00:00–nil day"),
        ("done by year end", "2026-12-02T00:00:00–2027-01-01T00:00:00 day"),
        // "year-end" before a noun names the thing: no time, unless a preposition makes it one.
        ("the year-end review", ""), ("month-end close", ""),
        ("by year-end review", "2026-12-02T00:00:00–2027-01-01T00:00:00 day"),
        // EOD is midnight ending the day: by EOD runs from now to 24:00.
        ("by EOD", "2026-12-02T10:00:00–2026-12-03T00:00:00 hour"),
        ("EOD tomorrow", "2026-12-04T00:00:00–nil hour"),
        ("the coming week", "2026-12-02T00:00:00–2026-12-09T00:00:00 day"),
        // A bare hour after until / after / before is a clock, unless more words follow.
        ("I'm in meetings until 5", "2026-12-02T10:00:00–2026-12-02T17:00:00 hour"),
        ("free after 4", "2026-12-02T16:00:00–nil hour"),
        ("after 5 years of work", ""),
        ("by COB", "2026-12-02T10:00:00–2026-12-02T17:00:00 hour"),
        ("the first week of April", "2027-04-01T00:00:00–2027-04-08T00:00:00 day"),
        ("the last week of December", "2026-12-25T00:00:00–2027-01-01T00:00:00 day"),
        ("the second half of next year", "2027-07-01T00:00:00–2028-01-01T00:00:00 day"),
        ("Q3 revenue report", "2027-07-01T00:00:00–2027-10-01T00:00:00 day"),
        ("Q1 2028 plan", "2028-01-01T00:00:00–2028-04-01T00:00:00 day"),
        ("next quarter", "2027-01-01T00:00:00–2027-04-01T00:00:00 day"),
        ("early next week", "2026-12-07T00:00:00–2026-12-09T00:00:00 day"),
        ("plans over the next week", "2026-12-02T00:00:00–2026-12-09T00:00:00 day"),
        ("late January to early February", "2027-01-21T00:00:00–2027-02-11T00:00:00 day"),
        // A month name alone is the month after a preposition of time, with a year, or in a range.
        ("January through March abroad", "2027-01-01T00:00:00–2027-04-01T00:00:00 day"),
        ("December 2027", "2027-12-01T00:00:00–2028-01-01T00:00:00 day"),
        ("we march in May", "2027-05-01T00:00:00–2027-06-01T00:00:00 day"),
        ("May I help you", ""),
        ("go to March", ""),
    ])
    func english(_ text: String, _ expected: String) { Self.check(text, expected) }

    @Test(arguments: [
        ("最近7天花了多少", "2026-11-26T00:00:00–2026-12-03T00:00:00 day"),
        ("过去两周", "2026-11-19T00:00:00–2026-12-03T00:00:00 day"),
        ("近一个月", "2026-11-03T00:00:00–2026-12-03T00:00:00 day"),
        ("spent in the last 3 days", "2026-11-30T00:00:00–2026-12-03T00:00:00 day"),
        ("the past week", "2026-11-26T00:00:00–2026-12-03T00:00:00 day"),
        ("last quarter", "2026-07-01T00:00:00–2026-10-01T00:00:00 day"),
        // Q4 has begun: this year's.
        ("Q4 costs", "2026-10-01T00:00:00–2027-01-01T00:00:00 day"),
    ])
    func past(_ text: String, _ expected: String) { Self.check(text, expected, past: true) }

    @Test(arguments: [
        ("下个月第二个周三开会", "2027-01-13T00:00:00–nil day"),
        ("这个月最后一个周四", "2026-12-31T00:00:00–nil day"),
        ("本月倒数第二个周五", "2026-12-18T00:00:00–nil day"),
        ("一月份最后一个周六", "2027-01-30T00:00:00–nil day"),
        ("这个月倒数第三天", "2026-12-29T00:00:00–nil day"),
        ("下个月最后一个工作日", "2027-01-29T00:00:00–nil day"),
        ("下个月第一个周末", "2027-01-02T00:00:00–2027-01-04T00:00:00 day"),
        ("明年的第一个周一", "2027-01-04T00:00:00–nil day"),
        ("the third Friday of January", "2027-01-15T00:00:00–nil day"),
        ("the last Monday in January", "2027-01-25T00:00:00–nil day"),
        ("the second-to-last day of December", "2026-12-30T00:00:00–nil day"),
        ("the last business day of next month", "2027-01-29T00:00:00–nil day"),
        ("the last Sunday of the year", "2026-12-27T00:00:00–nil day"),
        ("the last day of this week", "2026-12-06T00:00:00–nil day"),
        ("the month after next", "2027-02-01T00:00:00–2027-03-01T00:00:00 day"),
    ])
    func countedDays(_ text: String, _ expected: String) { Self.check(text, expected) }

    @Test(arguments: [
        // Words that only look like periods.
        ("月底薪5000", ""),
        ("the early bird", ""),
        ("written by Ann", ""),
        ("we got to the end", ""),
        ("蜜月中", ""),
        ("早年前的事", ""),
        ("三年内", "2026-12-02T00:00:00–2029-12-02T00:00:00 day"),
        ("本月内容", "2026-12-01T00:00:00–2027-01-01T00:00:00 day"),
        ("I'll be late tomorrow", "2026-12-03T00:00:00–nil day"),
    ])
    func notPeriods(_ text: String, _ expected: String) { Self.check(text, expected) }
}

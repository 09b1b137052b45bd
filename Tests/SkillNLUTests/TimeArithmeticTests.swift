import Foundation
import Testing

@testable import SkillNLU

/// Calendar arithmetic (issue 15, item 3). "Now" is Wednesday 2026-12-02 10:00 in Shanghai. The
/// rows are worked out by hand from a calendar, not taken from the corpus.
@Suite struct TimeArithmeticTests {
    static let now = TimeTestSupport.context("2026-12-02T10:00:00", "Asia/Shanghai")

    @Test(arguments: [
        // nth and last weekday, day, business day and weekend of a period
        ("下个月第二个周五交报告", "下个月第二个周五 2027-01-08T00:00:00–nil day"),
        ("这个月倒数第二个周一", "这个月倒数第二个周一 2026-12-21T00:00:00–nil day"),
        ("明年3月最后一个工作日", "明年3月最后一个工作日 2027-03-31T00:00:00–nil day"),
        ("2月的最后一天", "2月的最后一天 2027-02-28T00:00:00–nil day"),
        ("下下个月第一个周末", "下下个月第一个周末 2027-02-06T00:00:00–2027-02-08T00:00:00 day"),
        ("next year's first Monday", "next year's first Monday 2027-01-04T00:00:00–nil day"),
        ("the 2nd Tuesday in March", "the 2nd Tuesday in March 2027-03-09T00:00:00–nil day"),
        ("the second-to-last day of the month", "the second-to-last day of the month 2026-12-30T00:00:00–nil day"),
        // after next, before last
        ("the Thursday after next", "the Thursday after next 2026-12-17T00:00:00–nil day"),
        ("the Saturday before last", "the Saturday before last 2026-11-21T00:00:00–nil day"),
        ("the 3rd of the month after next", "the 3rd of the month after next 2027-02-03T00:00:00–nil day"),
        ("大大后天", "大大后天 2026-12-06T00:00:00–nil day"),
        ("大大前天", "大大前天 2026-11-28T00:00:00–nil day"),
        // counted from a day
        ("two weeks from Saturday", "two weeks from Saturday 2026-12-19T00:00:00–nil day"),
        ("a week from tomorrow at 3pm", "a week from tomorrow at 3pm 2026-12-10T15:00:00–nil hour"),
        ("two days before Christmas", "two days before Christmas 2026-12-23T00:00:00–nil day"),
        ("the Friday before Christmas", "the Friday before Christmas 2026-12-18T00:00:00–nil day"),
        ("国庆节后第三天", "国庆节后第三天 2027-10-04T00:00:00–nil day"),
        ("周五的前两天", "周五的前两天 2026-12-02T00:00:00–nil day"),
        ("下周一后的第一个周三", "下周一后的第一个周三 2026-12-09T00:00:00–nil day"),
        ("三个月后的今天", "三个月后的今天 2027-03-02T00:00:00–nil day"),
        ("三周前的周一", "三周前的周一 2026-11-09T00:00:00–nil day"),
        ("下周二之后的那个周四", "下周二之后的那个周四 2026-12-10T00:00:00–nil day"),
        ("元旦后的周一", "元旦后的周一 2027-01-04T00:00:00–nil day"),
    ])
    func arithmetic(_ text: String, _ expected: String) {
        #expect(TimeTestSupport.only(text, Self.now) == expected, "\(text)")
    }

    @Test(arguments: [
        // A weekday that does not exist, a scope that is not a period, a day followed by another day.
        ("the fifth Monday of February", "none"),
        ("the last day of the trip", "none"),
        ("明天后天都行", "several: [\"明天 2026-12-03T00:00:00–nil day\", \"后天 2026-12-04T00:00:00–nil day\"]"),
    ])
    func whatIsNotArithmetic(_ text: String, _ expected: String) {
        #expect(TimeTestSupport.only(text, Self.now) == expected, "\(text)")
    }

    /// A bare day number after a date and a connector is a day of that month (issue 15, item 1).
    @Test(arguments: [
        ("ski trip February 6th-9th", "February 6th-9th 2027-02-06T00:00:00–2027-02-10T00:00:00 day"),
        ("conference June 2 through 4", "June 2 through 4 2027-06-02T00:00:00–2027-06-05T00:00:00 day"),
        ("invoices 12/5 - 12/9", "12/5 - 12/9 2026-12-05T00:00:00–2026-12-10T00:00:00 day"),
    ])
    func dateRangesWithABareEnd(_ text: String, _ expected: String) {
        #expect(TimeTestSupport.only(text, Self.now) == expected, "\(text)")
    }
}

/// A bare weekday that is today rolls a week when its time is over (issue 15, item 7). "Now" is
/// Wednesday 2026-12-02 10:00 in Shanghai.
@Suite struct TimeRolloverTests {
    @Test(arguments: [
        ("周三早上七点", false, "周三早上七点 2026-12-09T07:00:00–nil hour"),
        ("周三下午四点", false, "周三下午四点 2026-12-02T16:00:00–nil hour"),
        ("Wednesday morning", false, "Wednesday morning 2026-12-02T06:00:00–2026-12-02T12:00:00 hour"),
        ("this Wednesday at 9am", false, "this Wednesday at 9am 2026-12-09T09:00:00–nil hour"),
        ("周三晚上", true, "周三晚上 2026-11-25T18:00:00–2026-11-26T00:00:00 hour"),
    ])
    func weekdayToday(_ text: String, _ past: Bool, _ expected: String) {
        let context = TimeTestSupport.context("2026-12-02T10:00:00", "Asia/Shanghai", past: past)
        #expect(TimeTestSupport.only(text, context) == expected, "\(text)")
    }
}

/// Coordinated times share what was said once (issue 15, item 9). "Now" is Wednesday 2026-12-02
/// 10:00 in Shanghai.
@Suite struct TimeCoordinationTests {
    @Test(arguments: [
        (
            "后天上午和下午都有课",
            "several: [\"后天上午 2026-12-04T08:00:00–2026-12-04T12:00:00 hour\", \"下午 2026-12-04T12:00:00–2026-12-04T18:00:00 hour\"]"
        ),
        (
            "下周一、周五值班",
            "several: [\"下周一 2026-12-07T00:00:00–nil day\", \"周五 2026-12-11T00:00:00–nil day\"]"
        ),
        ("明天，下午三点", "明天，下午三点 2026-12-03T15:00:00–nil hour"),
        (
            "closed January 2 and 3",
            "several: [\"January 2 2027-01-02T00:00:00–nil day\", \"3 2027-01-03T00:00:00–nil day\"]"
        ),
        (
            "Tue and Thu next week",
            "several: [\"Tue 2026-12-08T00:00:00–nil day\", \"Thu 2026-12-10T00:00:00–nil day\"]"
        ),
    ])
    func distribute(_ text: String, _ expected: String) {
        #expect(TimeTestSupport.only(text, TimeArithmeticTests.now) == expected, "\(text)")
    }
}

import Foundation
import Testing

@testable import SkillNLU

/// Ranges whose ends lean on each other (issue 15, item 1). "Now" is Wednesday 2026-12-02 10:00
/// in Shanghai; rows worked out from a calendar.
@Suite struct RangeFormsTests {
    static let now = TimeTestSupport.context("2026-12-02T10:00:00", "Asia/Shanghai")

    @Test(arguments: [
        ("9:30 to 11 on the 14th", "9:30 to 11 on the 14th 2026-12-14T09:30:00–2026-12-14T11:00:00 minute"),
        (
            "Sunday night shift, 11pm till 7 the next morning",
            "Sunday night shift, 11pm till 7 the next morning 2026-12-06T23:00:00–2026-12-07T07:00:00 hour"
        ),
        ("今明两天", "今明两天 2026-12-02T00:00:00–2026-12-04T00:00:00 day"),
        ("明后天有雨吗", "明后天 2026-12-03T00:00:00–2026-12-05T00:00:00 day"),
        ("今明后三天", "今明后三天 2026-12-02T00:00:00–2026-12-05T00:00:00 day"),
        ("从明天开始到周五", "明天开始到周五 2026-12-03T00:00:00–2026-12-05T00:00:00 day"),
        ("下周一起到周三", "下周一起到周三 2026-12-07T00:00:00–2026-12-10T00:00:00 day"),
        ("晚上11点到第二天凌晨1点", "晚上11点到第二天凌晨1点 2026-12-02T23:00:00–2026-12-03T01:00:00 hour"),
        ("周六晚上10点到次日早上6点", "周六晚上10点到次日早上6点 2026-12-05T22:00:00–2026-12-06T06:00:00 hour"),
        ("明天9点到下午5点", "明天9点到下午5点 2026-12-03T09:00:00–2026-12-03T17:00:00 hour"),
        ("周六上午到周日中午", "周六上午到周日中午 2026-12-05T08:00:00–2026-12-06T12:00:00 hour"),
        (
            "Friday through the Tuesday after",
            "Friday through the Tuesday after 2026-12-04T00:00:00–2026-12-09T00:00:00 day"
        ),
        (
            "the 3rd to the 7th of next month",
            "the 3rd to the 7th of next month 2027-01-03T00:00:00–2027-01-08T00:00:00 day"
        ),
        ("the 1st to the 4th of March", "the 1st to the 4th of March 2027-03-01T00:00:00–2027-03-05T00:00:00 day"),
        // A first day after the second's is in the month before; a month-day that would start
        // after the end is the one before it; a month's possessive is the month.
        ("the 20th to January 5", "the 20th to January 5 2026-12-20T00:00:00–2027-01-06T00:00:00 day"),
        ("from October 1 to today", "October 1 to today 2026-10-01T00:00:00–2026-12-03T00:00:00 day"),
        ("November's bills", "November 2027-11-01T00:00:00–2027-12-01T00:00:00 day"),
    ])
    func ranges(_ text: String, _ expected: String) {
        #expect(TimeTestSupport.only(text, Self.now) == expected, "\(text)")
    }
}

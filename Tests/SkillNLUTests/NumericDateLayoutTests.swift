import Foundation
import Testing

@testable import SkillNLU

/// Dates written with numbers in the common layouts (issue 15, item 6), and a weekday said beside
/// a date. "Now" is Wednesday 2026-12-02 10:00 in Shanghai; rows worked out from a calendar.
@Suite struct NumericDateLayoutTests {
    static let now = TimeTestSupport.context("2026-12-02T10:00:00", "Asia/Shanghai")

    @Test(arguments: [
        // compact and ordinal-first
        ("20270315", "20270315 2027-03-15T00:00:00–nil day"),
        ("14th March 2027", "14th March 2027 2027-03-14T00:00:00–nil day"),
        ("the 9th of January", "the 9th of January 2027-01-09T00:00:00–nil day"),
        ("07th Aug 2028", "07th Aug 2028 2028-08-07T00:00:00–nil day"),
        // a year said after the date, short or long
        ("Mar 2nd '28", "Mar 2nd '28 2028-03-02T00:00:00–nil day"),
        ("in 2029", "2029 2029-01-01T00:00:00–2030-01-01T00:00:00 day"),
        ("明年2.14", "明年2.14 2027-02-14T00:00:00–nil day"),
        ("后年5/1", "后年5/1 2028-05-01T00:00:00–nil day"),
        // a weekday beside the date restates it
        ("Monday the 14th", "Monday the 14th 2026-12-14T00:00:00–nil day"),
        ("Friday, February 5", "Friday, February 5 2027-02-05T00:00:00–nil day"),
        // month.day opening the message before a space and a part of the day
        ("4.2 下午三点 体检", "4.2 下午三点 2027-04-02T15:00:00–nil hour"),
    ])
    func numericDates(_ text: String, _ expected: String) {
        #expect(TimeTestSupport.only(text, Self.now) == expected, "\(text)")
    }

    @Test(arguments: [
        "20271345", "order 12345678", "'90s music", "19000229", "tracking number 20270105", "订单号20270105",
        "午饭 12.5 晚饭 30",
    ])
    func notDates(_ text: String) {
        #expect(TimeTestSupport.only(text, Self.now) == "none", "\(text)")
    }
}

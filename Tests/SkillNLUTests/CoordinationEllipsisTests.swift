import Foundation
import Testing

@testable import SkillNLU

/// Coordinated times where the second item leaves words out (issue 15, item 9). "Now" is
/// Wednesday 2026-12-02 10:00 in Shanghai; rows worked out from a calendar.
@Suite struct CoordinationEllipsisTests {
    static let now = TimeTestSupport.context("2026-12-02T10:00:00", "Asia/Shanghai")

    static func all(_ text: String) -> [String] {
        TimeRecognizer().entities(in: NormalizedText(text), context: now).map(TimeTestSupport.describe)
    }

    /// What the last item says is shared backwards: a day with the clocks before it, a clock with
    /// the days before it (CONVENTIONS "distribute").
    @Test(arguments: [
        (
            "either 3pm or 5pm tomorrow",
            ["3pm 2026-12-03T15:00:00–nil hour", "5pm tomorrow 2026-12-03T17:00:00–nil hour"]
        ),
        (
            "gym next Tuesday and Thursday at 7pm",
            ["next Tuesday 2026-12-08T19:00:00–nil hour", "Thursday at 7pm 2026-12-10T19:00:00–nil hour"]
        ),
        ("周四周五下午两点都有培训", ["周四 2026-12-03T14:00:00–nil hour", "周五下午两点 2026-12-04T14:00:00–nil hour"]),
        ("下周二、周四晚上七点都去健身", ["下周二 2026-12-08T19:00:00–nil hour", "周四晚上七点 2026-12-10T19:00:00–nil hour"]),
        ("at 12 noon tomorrow", ["12 noon tomorrow 2026-12-03T12:00:00–nil hour"]),
        (
            "wound dressing change Dec 12 and 14 at 3pm",
            ["Dec 12 2026-12-12T15:00:00–nil hour", "14 at 3pm 2026-12-14T15:00:00–nil hour"]
        ),
        ("请在8天之内提交", ["8天之内 2026-12-02T00:00:00–2026-12-10T00:00:00 day"]),
        (
            "swim lessons Jan 2, 4 and 6",
            ["Jan 2 2027-01-02T00:00:00–nil day", "4 2027-01-04T00:00:00–nil day", "6 2027-01-06T00:00:00–nil day"]
        ),
        (
            "gym next Monday, Wednesday and Friday",
            [
                "next Monday 2026-12-07T00:00:00–nil day", "Wednesday 2026-12-09T00:00:00–nil day",
                "Friday 2026-12-11T00:00:00–nil day",
            ]
        ),
        ("1月5号和6号下午三点", ["1月5号 2027-01-05T15:00:00–nil hour", "6号下午三点 2027-01-06T15:00:00–nil hour"]),
        ("Jan 2, 3 people", ["Jan 2 2027-01-02T00:00:00–nil day"]),
        ("a quarter to eleven meeting", ["a quarter to eleven 2026-12-02T10:45:00–nil minute"]),
        ("five to ten people", []),
    ])
    func sharedBackwards(_ text: String, _ expected: [String]) {
        #expect(Self.all(text) == expected, "\(text)")
    }

    @Test(arguments: [
        (
            "Friday or the day after",
            ["Friday 2026-12-04T00:00:00–nil day", "the day after 2026-12-05T00:00:00–nil day"]
        ),
        (
            "this Tuesday and the Tuesday after",
            ["this Tuesday 2026-12-08T00:00:00–nil day", "the Tuesday after 2026-12-15T00:00:00–nil day"]
        ),
        ("this Sunday or next", ["this Sunday 2026-12-06T00:00:00–nil day", "next 2026-12-13T00:00:00–nil day"]),
        (
            "this week or next",
            [
                "this week 2026-11-30T00:00:00–2026-12-07T00:00:00 day",
                "next 2026-12-07T00:00:00–2026-12-14T00:00:00 day",
            ]
        ),
        (
            "Saturday afternoon and evening",
            [
                "Saturday afternoon 2026-12-05T12:00:00–2026-12-05T18:00:00 hour",
                "evening 2026-12-05T18:00:00–2026-12-06T00:00:00 hour",
            ]
        ),
        (
            "June or July",
            ["June 2027-06-01T00:00:00–2027-07-01T00:00:00 day", "July 2027-07-01T00:00:00–2027-08-01T00:00:00 day"]
        ),
        ("下周二、四", ["下周二 2026-12-08T00:00:00–nil day", "四 2026-12-10T00:00:00–nil day"]),
        ("周六日都值班", ["周六 2026-12-05T00:00:00–nil day", "日 2026-12-06T00:00:00–nil day"]),
        ("周四天气", ["周四 2026-12-03T00:00:00–nil day"]),
        ("周六日程", ["周六 2026-12-05T00:00:00–nil day"]),
        ("may I come in", []),
        ("Sat or Sun", ["Sat 2026-12-05T00:00:00–nil day", "Sun 2026-12-06T00:00:00–nil day"]),
        ("I sat on the sun deck", []),
        // 时间 is a word, not 一时 (one o'clock).
        ("改到周日同一时间", ["周日 2026-12-06T00:00:00–nil day"]),
    ])
    func ellipses(_ text: String, _ expected: [String]) {
        #expect(Self.all(text) == expected, "\(text)")
    }
}

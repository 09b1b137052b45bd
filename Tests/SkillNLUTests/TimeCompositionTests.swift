import Foundation
import Testing

@testable import SkillNLU

/// A day and a time of day said apart become one time (issue 15, item 1). "Now" is Wednesday
/// 2026-12-02 10:00 in Shanghai. These rows are written for the rule, not taken from the corpus.
@Suite struct TimeCompositionTests {
    static func check(_ text: String, _ expected: String) {
        let found = TimeTestSupport.only(text, TimeTestSupport.context("2026-12-02T10:00:00", "Asia/Shanghai"))
        #expect(found == expected, "\(text)")
    }

    @Test(arguments: [
        // day …words… clock range
        ("后天聚餐，晚上六点到八点", "后天聚餐，晚上六点到八点 2026-12-04T18:00:00–2026-12-04T20:00:00 hour"),
        ("customer call on Friday from 2 to 4pm", "Friday from 2 to 4pm 2026-12-04T14:00:00–2026-12-04T16:00:00 hour"),
        // clock …words… day
        ("上午九点吧，下周一", "上午九点吧，下周一 2026-12-07T09:00:00–nil hour"),
        ("4:30pm works, Thursday", "4:30pm works, Thursday 2026-12-03T16:30:00–nil minute"),
        // a day with a part, and a bare clock later
        ("周四晚上去看电影，七点半", "周四晚上去看电影，七点半 2026-12-03T19:30:00–nil minute"),
        // bare-number ranges only beside a day
        ("yoga tomorrow, 6 to 7", "tomorrow, 6 to 7 2026-12-03T18:00:00–2026-12-03T19:00:00 hour"),
        (
            "workshop Saturday morning, 9 to 11",
            "Saturday morning, 9 to 11 2026-12-05T09:00:00–2026-12-05T11:00:00 hour"
        ),
    ])
    func aDayAndAClockSaidApartAreOneTime(_ text: String, _ expected: String) { Self.check(text, expected) }

    /// A weekday said as an aside after a date names the same day; its clock joins the date.
    @Test(arguments: [
        ("1月8号（周五）上午十点面试", "1月8号（周五）上午十点 2027-01-08T10:00:00–nil hour"),
        ("12月22号，也就是下周二，晚上七点", "12月22号，也就是下周二，晚上七点 2026-12-22T19:00:00–nil hour"),
        ("Jan 8 (Friday) 2 to 3pm", "Jan 8 (Friday) 2 to 3pm 2027-01-08T14:00:00–2027-01-08T15:00:00 hour"),
        ("Dec 22, that's a Tuesday, at 9am", "Dec 22, that's a Tuesday, at 9am 2026-12-22T09:00:00–nil hour"),
    ])
    func aWeekdayAsideJoinsItsDate(_ text: String, _ expected: String) { Self.check(text, expected) }

    @Test(arguments: [
        ("12月8号，周三下午三点", "12月8号 2026-12-08T00:00:00–nil day | 周三下午三点 2026-12-02T15:00:00–nil hour"),
        ("这周四、下周四", "这周四 2026-12-03T00:00:00–nil day | 下周四 2026-12-10T00:00:00–nil day"),
        ("pages 9 to 12 of the book", ""),
        ("下午三点开会；明天交报告", "下午三点 2026-12-02T15:00:00–nil hour | 明天 2026-12-03T00:00:00–nil day"),
    ])
    func whatIsNotComposed(_ text: String, _ expected: String) {
        let context = TimeTestSupport.context("2026-12-02T10:00:00", "Asia/Shanghai")
        let found = TimeRecognizer().entities(in: NormalizedText(text), context: context).map(TimeTestSupport.describe)
        #expect(found.joined(separator: " | ") == expected, "\(text)")
    }

    /// The title keeps the words between the pieces: only the pieces are removed.
    @Test func thePiecesAreWhatWasRead() {
        let context = TimeTestSupport.context("2026-12-02T10:00:00", "Asia/Shanghai")
        let text = "明天我得去趟医院，大概上午九点"
        let found = TimeRecognizer().entities(in: NormalizedText(text), context: context)
        #expect(found.count == 1)
        #expect(found.first?.pieces.map(\.text) == ["明天", "上午九点"])
    }
}

/// Dates written in numbers (issue 15, item 6). "Now" is Wednesday 2026-12-02 10:00 in Shanghai.
@Suite struct NumericDateTests {
    @Test(arguments: [
        ("11/30", "2027-11-30"), ("meet 12/20", "2026-12-20"), ("30/11 deadline", "2027-11-30"),
        ("3/4/2027", "2027-03-04"), ("2/14/27", "2027-02-14"), ("23/11/2027", "2027-11-23"),
        ("5.20约会", "2027-05-20"), ("12.24晚上聚餐", "2026-12-24"), ("27.6.1", "2027-06-01"),
        ("1-15交", "2027-01-15"), ("28年的计划", "2028-01-01"), ("Jan. 15, 2027", "2027-01-15"),
        ("Sept. 9th", "2027-09-09"),
    ])
    func numericDates(_ text: String, _ day: String) {
        let context = TimeTestSupport.context("2026-12-02T10:00:00", "Asia/Shanghai")
        let found = TimeRecognizer().entities(in: NormalizedText(text), context: context)
        #expect(found.first?.start.dateString == day, "\(text): \(found.map(TimeTestSupport.describe))")
    }

    /// Amounts, ratios and ranges stay what they are.
    @Test(arguments: ["午饭12.5", "3.5元", "coffee 3.15", "a 24/7 pharmacy", "rated 4.5 stars", "3-5点", "打车23.5块"])
    func notDates(_ text: String) {
        let context = TimeTestSupport.context("2026-12-02T10:00:00", "Asia/Shanghai")
        let found = TimeRecognizer().entities(in: NormalizedText(text), context: context)
        #expect(!found.contains { $0.grain == .day }, "\(text): \(found.map(TimeTestSupport.describe))")
    }
}

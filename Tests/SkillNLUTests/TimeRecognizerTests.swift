import Foundation
import Testing

@testable import SkillNLU

/// Focused tables per family; "now" is Wednesday 2026-12-02 10:00 in Shanghai unless a row says otherwise.
@Suite struct TimeRecognizerTests {
    static let wednesday = "2026-12-02T10:00:00"

    static func check(
        _ text: String, _ expected: String, now: String = wednesday, zone: String = "Asia/Shanghai", past: Bool = false
    ) {
        let found = TimeTestSupport.only(text, TimeTestSupport.context(now, zone, past: past))
        #expect(found == expected, "\(text)")
    }

    @Test(arguments: [
        ("今天", "今天 2026-12-02T00:00:00–nil day"), ("明天", "明天 2026-12-03T00:00:00–nil day"),
        ("后天", "后天 2026-12-04T00:00:00–nil day"), ("大后天", "大后天 2026-12-05T00:00:00–nil day"),
        ("昨天", "昨天 2026-12-01T00:00:00–nil day"), ("前天", "前天 2026-11-30T00:00:00–nil day"),
        ("today", "today 2026-12-02T00:00:00–nil day"), ("tomorrow", "tomorrow 2026-12-03T00:00:00–nil day"),
        ("the day after tomorrow", "the day after tomorrow 2026-12-04T00:00:00–nil day"),
        ("yesterday", "yesterday 2026-12-01T00:00:00–nil day"),
    ])
    func relativeDays(_ text: String, _ expected: String) { Self.check(text, expected) }

    @Test(arguments: [
        ("周三", "周三 2026-12-02T00:00:00–nil day"), ("星期五", "星期五 2026-12-04T00:00:00–nil day"),
        ("礼拜一", "礼拜一 2026-12-07T00:00:00–nil day"), ("这周五", "这周五 2026-12-04T00:00:00–nil day"),
        ("下周三", "下周三 2026-12-09T00:00:00–nil day"), ("上周一", "上周一 2026-11-23T00:00:00–nil day"),
        ("周末", "周末 2026-12-05T00:00:00–2026-12-07T00:00:00 day"),
        ("Monday", "Monday 2026-12-07T00:00:00–nil day"), ("this Friday", "this Friday 2026-12-04T00:00:00–nil day"),
        ("next Tuesday", "next Tuesday 2026-12-08T00:00:00–nil day"),
        ("this weekend", "this weekend 2026-12-05T00:00:00–2026-12-07T00:00:00 day"),
    ])
    func weekdays(_ text: String, _ expected: String) { Self.check(text, expected) }

    @Test func pastPreferenceFlipsWeekdaysDaysOfMonthAndClockTimes() {
        Self.check("周五花了50", "周五 2026-11-27T00:00:00–nil day", past: true)
        Self.check("周五开会", "周五 2026-12-04T00:00:00–nil day")
        Self.check("5号交的电费", "5号 2026-11-05T00:00:00–nil day", past: true)
        Self.check("下午3点花了20", "下午3点 2026-12-01T15:00:00–nil hour", past: true)
        Self.check("周末花了不少", "周末 2026-11-28T00:00:00–2026-11-30T00:00:00 day", past: true)
    }

    @Test(arguments: [
        ("12月20号", "12月20号 2026-12-20T00:00:00–nil day"), ("20号", "20号 2026-12-20T00:00:00–nil day"),
        ("2027年1月5日", "2027年1月5日 2027-01-05T00:00:00–nil day"),
        ("下个月1号", "下个月1号 2027-01-01T00:00:00–nil day"),
        ("December 18", "December 18 2026-12-18T00:00:00–nil day"),
        ("Dec 18th", "Dec 18th 2026-12-18T00:00:00–nil day"),
        ("2026-12-18", "2026-12-18 2026-12-18T00:00:00–nil day"),
    ])
    func dates(_ text: String, _ expected: String) { Self.check(text, expected) }

    @Test(arguments: [
        ("下午3点", "下午3点 2026-12-02T15:00:00–nil hour"), ("三点半", "三点半 2026-12-02T15:30:00–nil minute"),
        ("九点一刻", "九点一刻 2026-12-03T09:15:00–nil minute"), ("15:00", "15:00 2026-12-02T15:00:00–nil minute"),
        ("晚上8点", "晚上8点 2026-12-02T20:00:00–nil hour"), ("中午", "中午 2026-12-02T12:00:00–nil hour"),
        ("凌晨2点", "凌晨2点 2026-12-03T02:00:00–nil hour"), ("三点五分", "三点五分 2026-12-02T15:05:00–nil minute"),
        ("3pm", "3pm 2026-12-02T15:00:00–nil hour"), ("3:30 pm", "3:30 pm 2026-12-02T15:30:00–nil minute"),
        ("noon", "noon 2026-12-02T12:00:00–nil hour"), ("midnight", "midnight 2026-12-03T00:00:00–nil hour"),
        ("at 7", "7 2026-12-02T19:00:00–nil hour"), ("明天下午3点", "明天下午3点 2026-12-03T15:00:00–nil hour"),
    ])
    func clockTimes(_ text: String, _ expected: String) { Self.check(text, expected) }

    @Test func aClockTimeAlreadyPastRollsToTomorrowForScheduling() {
        Self.check("9点开会", "9点 2026-12-03T09:00:00–nil hour")
        Self.check("11点", "11点 2026-12-02T23:00:00–nil hour", now: "2026-12-02T22:30:00")
        Self.check("10点", "10点 2026-12-03T10:00:00–nil hour", now: "2026-12-02T22:30:00")
        Self.check("今晚8点", "今晚8点 2026-12-02T20:00:00–nil hour", now: "2026-12-02T22:30:00")
    }

    @Test(arguments: [
        ("早上", "早上 2026-12-03T06:00:00–2026-12-03T09:00:00 hour"),
        ("上午", "上午 2026-12-02T08:00:00–2026-12-02T12:00:00 hour"),
        ("下午", "下午 2026-12-02T12:00:00–2026-12-02T18:00:00 hour"),
        ("傍晚", "傍晚 2026-12-02T17:00:00–2026-12-02T19:00:00 hour"),
        ("晚上", "晚上 2026-12-02T18:00:00–2026-12-03T00:00:00 hour"),
        ("今晚", "今晚 2026-12-02T18:00:00–2026-12-03T00:00:00 hour"),
        ("明早", "明早 2026-12-03T06:00:00–2026-12-03T09:00:00 hour"),
        ("明天下午", "明天下午 2026-12-03T12:00:00–2026-12-03T18:00:00 hour"),
        ("tomorrow morning", "tomorrow morning 2026-12-03T06:00:00–2026-12-03T12:00:00 hour"),
        ("tonight", "tonight 2026-12-02T18:00:00–2026-12-03T00:00:00 hour"),
    ])
    func partsOfDay(_ text: String, _ expected: String) { Self.check(text, expected) }

    @Test(arguments: [
        ("两小时后", "两小时后 2026-12-02T12:00:00–nil hour"), ("半小时后", "半小时后 2026-12-02T10:30:00–nil minute"),
        ("3天后", "3天后 2026-12-05T00:00:00–nil day"), ("in 2 hours", "in 2 hours 2026-12-02T12:00:00–nil hour"),
        ("3 days from now", "3 days from now 2026-12-05T00:00:00–nil day"),
    ])
    func offsets(_ text: String, _ expected: String) { Self.check(text, expected) }

    @Test(arguments: [
        ("3点到5点", "3点到5点 2026-12-02T15:00:00–2026-12-02T17:00:00 hour"),
        ("下周三上午9点到11点", "下周三上午9点到11点 2026-12-09T09:00:00–2026-12-09T11:00:00 hour"),
        ("from 2pm to 4pm", "2pm to 4pm 2026-12-02T14:00:00–2026-12-02T16:00:00 hour"),
        ("2-4pm", "2-4pm 2026-12-02T14:00:00–2026-12-02T16:00:00 hour"),
        ("本周", "本周 2026-11-30T00:00:00–2026-12-07T00:00:00 day"),
        ("下周", "下周 2026-12-07T00:00:00–2026-12-14T00:00:00 day"),
        ("这个月", "这个月 2026-12-01T00:00:00–2027-01-01T00:00:00 day"),
        ("上个月", "上个月 2026-11-01T00:00:00–2026-12-01T00:00:00 day"),
        ("今年", "今年 2026-01-01T00:00:00–2027-01-01T00:00:00 day"),
        ("next month", "next month 2027-01-01T00:00:00–2027-02-01T00:00:00 day"),
        ("晚上10点到凌晨2点", "晚上10点到凌晨2点 2026-12-02T22:00:00–2026-12-03T02:00:00 hour"),
    ])
    func ranges(_ text: String, _ expected: String) { Self.check(text, expected) }

    @Test(arguments: [
        ("元旦", "元旦 2027-01-01T00:00:00–nil day"), ("春节", "春节 2027-02-06T00:00:00–nil day"),
        ("国庆", "国庆 2027-10-01T00:00:00–nil day"), ("中秋", "中秋 2027-09-15T00:00:00–nil day"),
        ("圣诞节", "圣诞节 2026-12-25T00:00:00–nil day"), ("Christmas", "Christmas 2026-12-25T00:00:00–nil day"),
        ("New Year's Day", "New Year's Day 2027-01-01T00:00:00–nil day"),
    ])
    func holidays(_ text: String, _ expected: String) { Self.check(text, expected) }

    @Test(arguments: [
        (Holiday.springFestival, 2026, "2026-02-17"), (.springFestival, 2027, "2027-02-06"),
        (.midAutumn, 2026, "2026-09-25"), (.midAutumn, 2027, "2027-09-15"), (.dragonBoat, 2026, "2026-06-19"),
        (.dragonBoat, 2027, "2027-06-09"), (.lunarNewYearsEve, 2027, "2027-02-05"),
        (.lanternFestival, 2027, "2027-02-20"),
        (.qingming, 2026, "2026-04-05"), (.thanksgiving, 2026, "2026-11-26"),
    ])
    func holidayDatesFromFoundationsChineseCalendar(_ holiday: Holiday, _ year: Int, _ expected: String) {
        let day = holiday.dayNumber(in: year)
        #expect(day.map { CivilCalendar.moment(day: $0, seconds: 0).dateString } == expected)
    }

    @Test func newYorkAroundTheMarchChange() {
        let zone = "America/New_York"
        Self.check("in 2 hours", "in 2 hours 2026-03-08T04:30:00–nil hour", now: "2026-03-08T01:30:00", zone: zone)
        Self.check(
            "in 30 minutes", "in 30 minutes 2026-03-08T03:00:00–nil minute", now: "2026-03-08T01:30:00", zone: zone)
        Self.check(
            "tomorrow at 3pm", "tomorrow at 3pm 2026-03-08T15:00:00–nil hour", now: "2026-03-07T10:00:00", zone: zone)
        Self.check(
            "next week", "next week 2026-03-09T00:00:00–2026-03-16T00:00:00 day", now: "2026-03-07T10:00:00", zone: zone
        )
    }

    @Test func edgeCases() {
        // 31号 in a 30-day month moves to the next month that has it.
        Self.check("31号", "31号 2026-12-31T00:00:00–nil day", now: "2026-11-10T10:00:00")
        Self.check("31号", "31号 2027-03-31T00:00:00–nil day", now: "2027-02-10T10:00:00")
        // 下周日 on a Sunday is a week away; 周日 is today.
        Self.check("下周日", "下周日 2026-12-13T00:00:00–nil day", now: "2026-12-06T09:00:00")
        Self.check("周日", "周日 2026-12-06T00:00:00–nil day", now: "2026-12-06T09:00:00")
        Self.check("大后天", "大后天 2027-01-02T00:00:00–nil day", now: "2026-12-30T10:00:00")
        // 半小时后 across midnight.
        Self.check("半小时后", "半小时后 2026-12-03T00:20:00–nil minute", now: "2026-12-02T23:50:00")
        // Month offsets clamp to the month's length.
        Self.check("一个月后", "一个月后 2027-02-28T00:00:00–nil day", now: "2027-01-31T10:00:00")
    }

    @Test(arguments: [
        "3块8", "我有3个苹果", "我的电话是13812345678", "iPhone 15", "一点也不好", "坐3号线", "有三点建议", "good morning",
        "I may be late", "call 555-1234",
    ])
    func textsWithoutTimes(_ text: String) { Self.check(text, "none") }

    @Test func adjacentPartsMakeOneEntityAndSpansPointIntoTheOriginal() {
        let text = NormalizedText("提醒我明天 下午３点开会，后天也行")
        let found = TimeRecognizer().entities(in: text, context: TimeTestSupport.context(Self.wednesday))
        #expect(found.map(\.span.text) == ["明天 下午３点", "后天"])
        #expect(found.first?.span.range == 3..<10)
    }

    @Test func civilCalendarRoundTrips() {
        for day in stride(from: -800_000, through: 800_000, by: 997) {
            let date = CivilCalendar.date(day)
            #expect(CivilCalendar.dayNumber(year: date.year, month: date.month, day: date.day) == day)
        }
        #expect(CivilCalendar.weekday(CivilCalendar.dayNumber(year: 2026, month: 12, day: 2)) == 3)
        #expect(CivilCalendar.addMonths(year: 2026, month: 12, 1) == (2027, 1))
        #expect(CivilCalendar.addMonths(year: 2026, month: 1, -1) == (2025, 12))
    }
}

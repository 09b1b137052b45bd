import Foundation
import Testing

@testable import SkillNLU

/// What the round-trip property test (`TimeRoundTripTests`) found wrong in the parser, one row per
/// fix. "Now" is Wednesday 2026-12-16 10:00 in Shanghai.
@Suite struct RoundTripFindingsTests {
    static func only(_ text: String) -> String {
        TimeTestSupport.only(text, TimeTestSupport.context("2026-12-16T10:00:00", "Asia/Shanghai"))
    }

    @Test(arguments: [
        // 一下 after a verb is "a moment": the weekday after it is bare, not 下周.
        ("帮我记一下周三开会", "周三 2026-12-16T00:00:00–nil day"),
        ("帮我看一下下周五的安排", "下周五 2026-12-25T00:00:00–nil day"),
        ("安排一下周六上午十点", "周六上午十点 2026-12-19T10:00:00–nil hour"),
        ("万一下周下雨", "下周 2026-12-21T00:00:00–2026-12-28T00:00:00 day"),
        // A clock in numerals right after a date in digits.
        ("2028/5/13四点十五开会", "2028/5/13四点十五 2028-05-13T16:15:00–nil minute"),
        ("2028-10-04十二点", "2028-10-04十二点 2028-10-04T12:00:00–nil hour"),
        // "the Nth of Month" keeps a year after it.
        ("the 26th of November 2025", "the 26th of November 2025 2025-11-26T00:00:00–nil day"),
        ("the 3rd of May, 2027 at 5pm", "the 3rd of May, 2027 at 5pm 2027-05-03T17:00:00–nil hour"),
        // A relative year or month after a date; ordinal words for the day.
        ("December 3 last year", "December 3 last year 2025-12-03T00:00:00–nil day"),
        ("March 4 next year at 3pm", "March 4 next year at 3pm 2027-03-04T15:00:00–nil hour"),
        ("the 21st of next month", "the 21st of next month 2027-01-21T00:00:00–nil day"),
        (
            "the 10th to the 20th of last month",
            "the 10th to the 20th of last month 2026-11-10T00:00:00–2026-11-21T00:00:00 day"
        ),
        ("the 3rd of the month after next", "the 3rd of the month after next 2027-02-03T00:00:00–nil day"),
        ("the fourth of March", "the fourth of March 2027-03-04T00:00:00–nil day"),
        ("on the twenty-first of June at 3pm", "the twenty-first of June at 3pm 2027-06-21T15:00:00–nil hour"),
        ("March fourth", "March fourth 2027-03-04T00:00:00–nil day"),
        ("the sixth of next month", "the sixth of next month 2027-01-06T00:00:00–nil day"),
        ("the first week of next month", "the first week of next month 2027-01-01T00:00:00–2027-01-08T00:00:00 day"),
        ("we may first check", "none"),
        // A deadline on a date in words; windows counted in digits.
        ("by October twenty-seventh", "by October twenty-seventh 2026-12-16T00:00:00–2027-10-28T00:00:00 day"),
        ("10天之内", "10天之内 2026-12-16T00:00:00–2026-12-26T00:00:00 day"),
        ("退款3天内到账", "3天内 2026-12-16T00:00:00–2026-12-19T00:00:00 day"),
        ("3个月之内", "3个月之内 2026-12-16T00:00:00–2027-03-16T00:00:00 day"),
        ("2024年内", "2024年 2024-01-01T00:00:00–2025-01-01T00:00:00 day"),
        // A full stop after a four-digit clock or a short year ends the sentence.
        ("at 1200.", "1200 2026-12-16T12:00:00–nil hour"),
        ("明天0930。", "明天0930 2026-12-17T09:30:00–nil minute"),
        ("Feb. 15 at 1330.", "Feb. 15 at 1330 2027-02-15T13:30:00–nil minute"),
        ("Dec 14th '26.", "Dec 14th '26 2026-12-14T00:00:00–nil day"),
        ("at 1130.5", "none"),
        // A short year after a date that follows a clock.
        ("at 5pm on Feb 5th '27", "5pm on Feb 5th '27 2027-02-05T17:00:00–nil hour"),
        // A bare-hour range right after a weekday numeral (周五2-4pm lost its start).
        ("周五2-4pm开会", "周五2-4pm 2026-12-18T14:00:00–2026-12-18T16:00:00 hour"),
        ("周五10-11am", "周五10-11am 2026-12-18T10:00:00–2026-12-18T11:00:00 hour"),
        // A part of the day said after the end of a range with its day is the start's too.
        (
            "call with Ann from 7:15 to 8:45 in the morning today",
            "7:15 to 8:45 in the morning today 2026-12-16T07:15:00–2026-12-16T08:45:00 minute"
        ),
        ("from 9 to 11 tonight", "9 to 11 tonight 2026-12-16T21:00:00–2026-12-16T23:00:00 hour"),
        // A bare end hour before "in N days" ends its range ("in the morning" still gives it a half).
        ("dentist 8:30-10 in 3 days", "8:30-10 in 3 days 2026-12-19T08:30:00–2026-12-19T10:00:00 minute"),
        (
            "8:30 until 9 the day after tomorrow",
            "8:30 until 9 the day after tomorrow 2026-12-18T08:30:00–2026-12-18T09:00:00 minute"
        ),
        (
            "10pm till 6 the next morning",
            "10pm till 6 the next morning 2026-12-16T22:00:00–2026-12-17T06:00:00 hour"
        ),
        // "12 noon" and "12 midnight" are one clock.
        ("lunch at 12 noon", "12 noon 2026-12-16T12:00:00–nil hour"),
        ("Friday at 12 noon", "Friday at 12 noon 2026-12-18T12:00:00–nil hour"),
        ("at 12 midnight on Friday", "12 midnight on Friday 2026-12-19T00:00:00–nil hour"),
        // 一点吧 after a part of the day is one o'clock, not "a bit".
        ("下午一点吧，20日", "下午一点吧，20日 2026-12-20T13:00:00–nil hour"),
        ("中午一点吧", "中午一点 2026-12-16T13:00:00–nil hour"),
        ("快一点吧", "none"),
        // A bare hour after 第二天 is the morning's; "six the next morning" may be in words.
        ("周五晚上10点到第二天6点", "周五晚上10点到第二天6点 2026-12-18T22:00:00–2026-12-19T06:00:00 hour"),
        ("晚上10点到第二天6点", "晚上10点到第二天6点 2026-12-16T22:00:00–2026-12-17T06:00:00 hour"),
        ("晚上10点到第二天晚上8点", "晚上10点到第二天晚上8点 2026-12-16T22:00:00–2026-12-17T20:00:00 hour"),
        (
            "Friday from 10pm till six the next morning",
            "Friday from 10pm till six the next morning 2026-12-18T22:00:00–2026-12-19T06:00:00 hour"
        ),
        ("at 10am to one person", "10am 2026-12-16T10:00:00–nil hour"),
        // One weekday before "next week" / "last week" is that week's.
        ("Tuesday next week", "Tuesday next week 2026-12-22T00:00:00–nil day"),
        ("Tuesday last week", "Tuesday last week 2026-12-08T00:00:00–nil day"),
        ("at 3pm Saturday next week", "3pm Saturday next week 2026-12-26T15:00:00–nil hour"),
        ("2-4pm Monday next week", "2-4pm Monday next week 2026-12-21T14:00:00–2026-12-21T16:00:00 hour"),
        // A date after "clock on weekday," restates the weekday; so does a weekday in brackets.
        ("3pm on Monday, May 10", "3pm on Monday, May 10 2027-05-10T15:00:00–nil hour"),
        (
            "Monday 3pm, Tuesday 4pm",
            "several: [\"Monday 3pm 2026-12-21T15:00:00–nil hour\", \"Tuesday 4pm 2026-12-22T16:00:00–nil hour\"]"
        ),
        // With a day at each end of a range, each clock is read alone.
        (
            "from Dec 31 at 1pm to Jan 4 at 9:30",
            "Dec 31 at 1pm to Jan 4 at 9:30 2026-12-31T13:00:00–2027-01-04T09:30:00 hour"
        ),
        ("周一上午9点到周三5点", "周一上午9点到周三5点 2026-12-21T09:00:00–2026-12-23T17:00:00 hour"),
        ("2-4pm", "2-4pm 2026-12-16T14:00:00–2026-12-16T16:00:00 hour"),
        // A full stop after an idiom's hour ends the sentence; "6.30" is no hour.
        ("the 17th at quarter to 6.", "the 17th at quarter to 6 2026-12-17T17:45:00–nil minute"),
        ("at half past 6.30", "none"),
        ("12月26号（周六）下午三点", "12月26号（周六）下午三点 2026-12-26T15:00:00–nil hour"),
        ("17:30到18:00，3月28号（周日）", "17:30到18:00，3月28号（周日） 2027-03-28T17:30:00–2027-03-28T18:00:00 minute"),
        ("一点吧", "none"),
        // 一点整, 一点钟 are always the clock; so is 一点 after 到.
        ("一点钟吧", "一点钟 2026-12-16T13:00:00–nil hour"),
        ("10点到一点整吧", "10点到一点整 2026-12-16T10:00:00–2026-12-16T13:00:00 hour"),
        ("10点到一点吧", "10点到一点 2026-12-16T10:00:00–2026-12-16T13:00:00 hour"),
    ])
    func parsesWhatTheRoundTripWrote(_ text: String, _ expected: String) {
        #expect(Self.only(text) == expected, "\(text)")
    }
}

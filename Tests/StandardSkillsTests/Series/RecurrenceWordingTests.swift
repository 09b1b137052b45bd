import Foundation
import Testing

@testable import StandardSkills

/// Rules in plain words, in both languages.
@Suite struct RecurrenceWordingTests {
    /// A rule from a first occurrence (wall clock in Shanghai) and its words.
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: String
        var start = "2026-12-09T19:00:00"  // a Wednesday
        var allDay = false
        var chinese: String
        var english: String
        var testDescription: String { rule }
    }

    static let cases: [Case] = [
        Case(rule: "FREQ=WEEKLY;BYDAY=WE", chinese: "每周三 19:00", english: "every Wednesday at 19:00"),
        Case(rule: "FREQ=WEEKLY", chinese: "每周三 19:00", english: "every Wednesday at 19:00"),
        Case(
            rule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", chinese: "每隔一周的周二 19:00", english: "every other Tuesday at 19:00"),
        Case(
            rule: "FREQ=WEEKLY;INTERVAL=3;BYDAY=MO,TH", chinese: "每3周的周一、周四 19:00",
            english: "every 3 weeks on Monday and Thursday at 19:00"),
        Case(
            rule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", start: "2026-12-09T08:00:00", chinese: "工作日 08:00",
            english: "every weekday at 08:00"),
        Case(
            rule: "FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR", start: "2026-12-09T08:00:00", chinese: "工作日 08:00",
            english: "every weekday at 08:00"),
        Case(rule: "FREQ=DAILY", chinese: "每天 19:00", english: "every day at 19:00"),
        Case(rule: "FREQ=DAILY;INTERVAL=2", chinese: "每隔一天 19:00", english: "every other day at 19:00"),
        Case(
            rule: "FREQ=DAILY;BYHOUR=8,12;BYMINUTE=30", chinese: "每天 08:30、12:30",
            english: "every day at 08:30 and 12:30"),
        Case(
            rule: "FREQ=MONTHLY;BYDAY=-1FR", start: "2026-12-25T18:00:00", chinese: "每月最后一个周五 18:00",
            english: "on the last Friday of every month at 18:00"),
        Case(
            rule: "FREQ=MONTHLY;BYDAY=2WE", chinese: "每月第二个周三 19:00",
            english: "on the second Wednesday of every month at 19:00"),
        Case(rule: "FREQ=MONTHLY", chinese: "每月9日 19:00", english: "on the 9th of every month at 19:00"),
        Case(
            rule: "FREQ=MONTHLY;BYMONTHDAY=1,-1", chinese: "每月1日、最后一天 19:00",
            english: "on the 1st and the last day of every month at 19:00"),
        Case(
            rule: "FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=15", chinese: "每隔一个月的15日 19:00",
            english: "on the 15th of every other month at 19:00"),
        Case(
            rule: "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", chinese: "每月最后一个工作日 19:00",
            english: "on the last weekday of every month at 19:00"),
        Case(
            rule: "FREQ=YEARLY", start: "2027-03-03T00:00:00", allDay: true, chinese: "每年3月3日",
            english: "every year on March 3"),
        Case(
            rule: "FREQ=YEARLY;BYMONTH=11;BYDAY=4TH", start: "2026-11-26T12:00:00", chinese: "每年11月第四个周四 12:00",
            english: "on the fourth Thursday of November every year at 12:00"),
        Case(
            rule: "FREQ=WEEKLY;BYDAY=WE;COUNT=10", chinese: "每周三 19:00，共10次",
            english: "every Wednesday at 19:00, 10 times"),
        Case(
            rule: "FREQ=WEEKLY;BYDAY=WE;UNTIL=20270331T155959Z", chinese: "每周三 19:00，到2027年3月31日",
            english: "every Wednesday at 19:00, until March 31, 2027"),
        Case(
            rule: "FREQ=YEARLY;UNTIL=20300303", start: "2027-03-03T00:00:00", allDay: true,
            chinese: "每年3月3日，到2030年3月3日", english: "every year on March 3, until March 3, 2030"),
        Case(
            rule: "FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO", chinese: "按规则重复（FREQ=YEARLY;BYDAY=MO;BYWEEKNO=20）",
            english: "repeating by the rule FREQ=YEARLY;BYDAY=MO;BYWEEKNO=20"),
    ]

    @Test(arguments: cases)
    func rulesReadInBothLanguages(_ example: Case) throws {
        let rule = try RecurrenceRule(parsing: example.rule)
        let start = try #require(RecurrenceText.local(example.start))
        let zone = RecurrenceText.zone("Asia/Shanghai")
        #expect(
            RecurrenceWording.text(rule, start: start, allDay: example.allDay, timeZone: zone, language: .chinese)
                == example.chinese)
        #expect(
            RecurrenceWording.text(rule, start: start, allDay: example.allDay, timeZone: zone, language: .english)
                == example.english)
    }

    @Test(arguments: [
        (1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"), (21, "21st"), (31, "31st"),
    ])
    func ordinalNumbers(_ number: Int, _ text: String) {
        #expect(RecurrenceWording.ordinalNumber(number) == text)
    }
}

import Foundation
import Testing

@testable import StandardSkills

/// Reading `RRULE` text: what is accepted and how it is written back, what is refused and with
/// which words (English and Chinese).
@Suite struct RecurrenceRuleTests {
    /// Accepted text and its canonical form: upper case, FREQ first, RFC 5545's order, sorted lists
    /// without repeats, no `INTERVAL=1` or `WKST=MO`.
    @Test(
        arguments: [
            ("FREQ=WEEKLY;INTERVAL=2;BYDAY=WE", "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE"),
            ("freq=monthly;byday=-1fr", "FREQ=MONTHLY;BYDAY=-1FR"),
            ("RRULE:FREQ=DAILY;COUNT=10", "FREQ=DAILY;COUNT=10"),
            ("  FREQ=DAILY;COUNT=10\r\n", "FREQ=DAILY;COUNT=10"),
            (
                "FREQ=WEEKLY;WKST=SU;BYDAY=TH,TU;INTERVAL=2;COUNT=8",
                "FREQ=WEEKLY;COUNT=8;INTERVAL=2;BYDAY=TU,TH;WKST=SU"
            ),
            ("FREQ=DAILY;INTERVAL=1;WKST=MO", "FREQ=DAILY"),
            ("FREQ=MONTHLY;BYMONTHDAY=-1,15,1,15,-2", "FREQ=MONTHLY;BYMONTHDAY=1,15,-1,-2"),
            ("FREQ=YEARLY;BYMONTH=5;BYDAY=+2SU", "FREQ=YEARLY;BYDAY=2SU;BYMONTH=5"),
            ("FREQ=MONTHLY;BYDAY=FR,-1FR,MO,1FR", "FREQ=MONTHLY;BYDAY=MO,FR,1FR,-1FR"),
            ("FREQ=DAILY;UNTIL=19971224T000000Z", "FREQ=DAILY;UNTIL=19971224T000000Z"),
            ("FREQ=DAILY;UNTIL=20261231", "FREQ=DAILY;UNTIL=20261231"),
            ("FREQ=DAILY;UNTIL=20261231t093000", "FREQ=DAILY;UNTIL=20261231T093000"),
            ("FREQ=DAILY;UNTIL=20261231T093000z", "FREQ=DAILY;UNTIL=20261231T093000Z"),
            ("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1"),
            ("FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO", "FREQ=YEARLY;BYDAY=MO;BYWEEKNO=20"),
            (
                "FREQ=YEARLY;INTERVAL=3;COUNT=10;BYYEARDAY=1,100,200",
                "FREQ=YEARLY;COUNT=10;INTERVAL=3;BYYEARDAY=1,100,200"
            ),
            ("FREQ=DAILY;BYHOUR=17,9;BYMINUTE=30;BYSECOND=0", "FREQ=DAILY;BYSECOND=0;BYMINUTE=30;BYHOUR=9,17"),
            ("FREQ=WEEKLY;BYDAY=MO;", "FREQ=WEEKLY;BYDAY=MO"),
            ("FREQ=DAILY;COUNT=1000000000", "FREQ=DAILY;COUNT=1000000000"),
            ("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", "FREQ=YEARLY;BYMONTHDAY=30;BYMONTH=2"),
        ])
    func readsAndWritesCanonicalText(input: String, canonical: String) throws {
        let rule = try RecurrenceRule(parsing: input)
        #expect(rule.text == canonical)
        #expect(rule.description == canonical)
        #expect(try RecurrenceRule(parsing: rule.text) == rule)
    }

    @Test func partsAreRead() throws {
        let rule = try RecurrenceRule(
            parsing: "FREQ=MONTHLY;INTERVAL=2;COUNT=10;BYDAY=1SU,-1SU;BYMONTH=1,7;BYSETPOS=2;WKST=SU")
        #expect(rule.frequency == .monthly)
        #expect(rule.interval == 2)
        #expect(rule.end == .count(10))
        #expect(rule.byDay == [.init(.sunday, ordinal: 1), .init(.sunday, ordinal: -1)])
        #expect(rule.byMonth == [1, 7])
        #expect(rule.bySetPosition == [2])
        #expect(rule.weekStart == .sunday)
        let utc = try RecurrenceRule(parsing: "FREQ=DAILY;UNTIL=19971224T000000Z")
        #expect(utc.end == .until(.utc(Date(timeIntervalSince1970: 882_921_600))))
        let floating = try RecurrenceRule(parsing: "FREQ=DAILY;UNTIL=20261231T093000")
        let day = try #require(LocalDate(year: 2026, month: 12, day: 31))
        #expect(floating.end == .until(.localTime(day, hour: 9, minute: 30, second: 0)))
    }

    /// Refused text, with the English message word for word.
    @Test(
        arguments: [
            ("", "the rule is empty — write one like FREQ=WEEKLY;BYDAY=MO"),
            ("INTERVAL=2", "FREQ is missing — say how often it repeats, like FREQ=WEEKLY"),
            (
                "FREQ=WEEKLY;FOO=1",
                "unknown part 'FOO' — use one of FREQ, UNTIL, COUNT, INTERVAL, BYSECOND, BYMINUTE, BYHOUR, BYDAY,"
                    + " BYMONTHDAY, BYYEARDAY, BYWEEKNO, BYMONTH, BYSETPOS, WKST"
            ),
            ("FREQ=WEEKLY;BYDAY", "part 'BYDAY' has no value — write NAME=VALUE, like INTERVAL=2"),
            (
                "FREQ=FORTNIGHTLY",
                "FREQ value 'FORTNIGHTLY' is not a frequency — use DAILY, WEEKLY, MONTHLY or YEARLY"
            ),
            (
                "FREQ=hourly;INTERVAL=3",
                "FREQ=HOURLY is not supported — the calendar repeats by the day at most often: use DAILY, WEEKLY,"
                    + " MONTHLY or YEARLY, with BYHOUR for several times a day"
            ),
            ("FREQ=DAILY;freq=WEEKLY", "part FREQ is given twice — give each part once"),
            (
                "FREQ=DAILY;COUNT=5;UNTIL=20261231",
                "COUNT and UNTIL are both given (COUNT=5, UNTIL=20261231) — keep one: COUNT ends after that many"
                    + " times, UNTIL at a date"
            ),
            ("FREQ=DAILY;COUNT=0", "COUNT value '0' is out of range — use 1 to 2147483647"),
            ("FREQ=DAILY;COUNT=99999999999", "COUNT value '99999999999' is out of range — use 1 to 2147483647"),
            ("FREQ=DAILY;COUNT=ten", "COUNT value 'ten' is not a whole number — use 1 to 2147483647"),
            ("FREQ=DAILY;INTERVAL=-2", "INTERVAL value '-2' is out of range — use 1 to 2147483647"),
            ("FREQ=MONTHLY;BYMONTHDAY=32", "BYMONTHDAY value '32' is out of range — use 1 to 31 or -31 to -1"),
            ("FREQ=MONTHLY;BYMONTHDAY=1,0", "BYMONTHDAY value '0' is out of range — use 1 to 31 or -31 to -1"),
            ("FREQ=YEARLY;BYMONTH=13", "BYMONTH value '13' is out of range — use 1 to 12"),
            ("FREQ=YEARLY;BYYEARDAY=367", "BYYEARDAY value '367' is out of range — use 1 to 366 or -366 to -1"),
            ("FREQ=YEARLY;BYWEEKNO=-54", "BYWEEKNO value '-54' is out of range — use 1 to 53 or -53 to -1"),
            ("FREQ=DAILY;BYHOUR=24", "BYHOUR value '24' is out of range — use 0 to 23"),
            ("FREQ=DAILY;BYMINUTE=1.5", "BYMINUTE value '1.5' is not a whole number — use 0 to 59"),
            ("FREQ=DAILY;BYSECOND=60", "BYSECOND value '60' is out of range — use 0 to 59"),
            (
                "FREQ=MONTHLY;BYDAY=MO,,WE",
                "BYDAY value 'MO,,WE' has an empty item — separate the values with single commas"
            ),
            (
                "FREQ=MONTHLY;BYDAY=XX",
                "BYDAY value 'XX' is not a weekday — use MO, TU, WE, TH, FR, SA or SU, with an optional number before"
                    + " it like 1MO or -1FR"
            ),
            (
                "FREQ=MONTHLY;BYDAY=1.MO",
                "BYDAY value '1.MO' is not a weekday — use MO, TU, WE, TH, FR, SA or SU, with an optional number"
                    + " before it like 1MO or -1FR"
            ),
            (
                "FREQ=MONTHLY;BYDAY=54MO",
                "BYDAY value '54MO' is out of range — the number before the weekday must be 1 to 53 or -53 to -1"
            ),
            (
                "FREQ=MONTHLY;BYDAY=0MO",
                "BYDAY value '0MO' is out of range — the number before the weekday must be 1 to 53 or -53 to -1"
            ),
            (
                "FREQ=WEEKLY;BYDAY=-1FR",
                "BYDAY value '-1FR' has a number, which only FREQ=MONTHLY or FREQ=YEARLY can use — write FR alone"
            ),
            (
                "FREQ=YEARLY;BYWEEKNO=20;BYDAY=1MO",
                "BYDAY value '1MO' has a number, which cannot be combined with BYWEEKNO — write MO alone"
            ),
            (
                "FREQ=MONTHLY;BYSETPOS=-1",
                "BYSETPOS needs another BY part to choose from — like BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1 (the last"
                    + " weekday)"
            ),
            ("FREQ=MONTHLY;BYDAY=MO;BYSETPOS=0", "BYSETPOS value '0' is out of range — use 1 to 366 or -366 to -1"),
            (
                "FREQ=WEEKLY;BYMONTHDAY=1",
                "BYMONTHDAY cannot be used with FREQ=WEEKLY — use BYDAY for days of the week, or FREQ=MONTHLY"
            ),
            ("FREQ=MONTHLY;BYYEARDAY=1", "BYYEARDAY cannot be used with FREQ=MONTHLY — only with FREQ=YEARLY"),
            ("FREQ=DAILY;BYWEEKNO=1", "BYWEEKNO cannot be used with FREQ=DAILY — only with FREQ=YEARLY"),
            (
                "FREQ=DAILY;UNTIL=20260230",
                "UNTIL value '20260230' is not a date (YYYYMMDD) or date-time (YYYYMMDDTHHMMSS, with Z for UTC)"
            ),
            (
                "FREQ=DAILY;UNTIL=2026-12-31",
                "UNTIL value '2026-12-31' is not a date (YYYYMMDD) or date-time (YYYYMMDDTHHMMSS, with Z for UTC)"
            ),
            (
                "FREQ=DAILY;UNTIL=20261231T093000+08",
                "UNTIL value '20261231T093000+08' is not a date (YYYYMMDD) or date-time (YYYYMMDDTHHMMSS, with Z for"
                    + " UTC)"
            ),
            (
                "FREQ=DAILY;UNTIL=20261231T250000Z",
                "UNTIL time '25:00:00' is not a time of day — use 00:00:00 to 23:59:59"
            ),
            ("FREQ=DAILY;WKST=XY", "WKST value 'XY' is not a weekday — use MO, TU, WE, TH, FR, SA or SU"),
            (
                "FREQ=DAILY;BYDAY=" + String(repeating: "MO", count: 30),
                "BYDAY value '" + String(repeating: "MO", count: 20)
                    + "…' is not a weekday — use MO, TU, WE, TH, FR, SA or SU, with an optional number before it like"
                    + " 1MO or -1FR"
            ),
        ])
    func refusesWithAMessageNamingThePart(input: String, message: String) {
        let error = Self.error(parsing: input)
        #expect(error?.code == .invalidRecurrenceRule)
        #expect(error?.message == "invalid recurrence rule: " + message)
    }

    /// The Chinese messages say the same, quoting the input as written.
    @Test(
        arguments: [
            ("FREQ=WEEKLY;FOO=1", "重复规则无效：不认识的部分“FOO”——可用的有 FREQ, UNTIL, COUNT, INTERVAL, BYSECOND,"),
            (
                "FREQ=DAILY;COUNT=5;UNTIL=20261231",
                "重复规则无效：同时写了 COUNT（5）和 UNTIL（20261231）——只能保留一个：COUNT 按次数结束，UNTIL 按日期结束"
            ),
            ("FREQ=MONTHLY;BYMONTHDAY=32", "重复规则无效：BYMONTHDAY 的值“32”超出范围——请用 1 到 31 或 -31 到 -1"),
            ("FREQ=WEEKLY;BYDAY=-1FR", "重复规则无效：BYDAY 的值“-1FR”带序号，只有 FREQ=MONTHLY 或 FREQ=YEARLY 能用——请只写 FR"),
            (
                "FREQ=MONTHLY;BYSETPOS=-1",
                "重复规则无效：BYSETPOS 需要另一个 BY 部分作为挑选范围——如 BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1（最后一个工作日）"
            ),
            ("FREQ=SECONDLY", "重复规则无效：不支持 FREQ=SECONDLY——日历最多每天重复：请用 DAILY、WEEKLY、MONTHLY 或 YEARLY，一天多次可加 BYHOUR"),
        ])
    func chineseMessagesSayTheSame(input: String, prefix: String) throws {
        let error = try #require(Self.error(parsing: input))
        #expect(error.message(in: .chinese).hasPrefix(prefix), "\(error.message(in: .chinese))")
    }

    @Test func aTooLongTextIsRefusedBeforeReading() {
        let text = "FREQ=DAILY;BYHOUR=" + Array(repeating: "1", count: 3_000).joined(separator: ",")
        let error = Self.error(parsing: text)
        #expect(error?.code == .inputTooLarge)
        #expect(error?.message == "invalid recurrence rule: it is 6017 characters long — at most 4096")
    }

    /// The parts initializer checks as the parser does, and sorts.
    @Test func partsAreCheckedWhenMadeInCode() throws {
        let lastWeekday = try RecurrenceRule(
            frequency: .monthly, byDay: [.init(.friday), .init(.monday), .init(.wednesday)], bySetPosition: [-1])
        #expect(lastWeekday.text == "FREQ=MONTHLY;BYDAY=MO,WE,FR;BYSETPOS=-1")
        #expect(throws: StandardSkillError.self) { try RecurrenceRule(frequency: .daily, interval: 0) }
        #expect(throws: StandardSkillError.self) { try RecurrenceRule(frequency: .monthly, bySetPosition: [1]) }
        #expect(throws: StandardSkillError.self) { try RecurrenceRule(frequency: .monthly, byHour: [24]) }
        #expect(throws: StandardSkillError.self) {
            try RecurrenceRule(frequency: .daily, end: .until(.utc(Date(timeIntervalSince1970: .nan))))
        }
        #expect(throws: StandardSkillError.self) {
            try RecurrenceRule(frequency: .daily, end: .until(.utc(.distantFuture.addingTimeInterval(1e12))))
        }
        let day = try #require(LocalDate(year: 2026, month: 1, day: 1))
        #expect(throws: StandardSkillError.self) {
            try RecurrenceRule(frequency: .daily, end: .until(.localTime(day, hour: 9, minute: 60, second: 0)))
        }
        let subSecond = try RecurrenceRule(
            frequency: .daily, end: .until(.utc(Date(timeIntervalSince1970: 882_921_600.75))))
        #expect(subSecond.text == "FREQ=DAILY;UNTIL=19971224T000000Z")
    }

    /// A rule encodes as its text and decodes through the parser, so a stored rule is checked again.
    @Test func codableIsTheText() throws {
        let rule = try RecurrenceRule(parsing: "FREQ=YEARLY;BYMONTH=5;BYDAY=2SU")
        let data = try JSONEncoder().encode([rule])
        #expect(String(decoding: data, as: UTF8.self) == #"["FREQ=YEARLY;BYDAY=2SU;BYMONTH=5"]"#)
        #expect(try JSONDecoder().decode([RecurrenceRule].self, from: data) == [rule])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([RecurrenceRule].self, from: Data(#"["FREQ=HOURLY"]"#.utf8))
        }
    }

    static func error(parsing text: String) -> StandardSkillError? {
        do {
            _ = try RecurrenceRule(parsing: text)
            return nil
        } catch {
            return error
        }
    }
}

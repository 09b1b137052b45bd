import Foundation
import Testing

@testable import StandardSkills

/// Expanding rules into occurrence starts: RFC 5545 §3.8.5.3's examples, daylight-saving changes,
/// dates that do not exist, `EXDATE` and `RDATE`, where we differ from python-dateutil on purpose,
/// and rules built to make the expansion work hard.
@Suite struct RecurrenceExpansionTests {
    /// One expansion to check: the rule, `DTSTART` (wall clock), the zone, and the starts expected,
    /// as wall-clock times with their offsets. `complete`: the rule ends and these are all of its
    /// occurrences in ten years; otherwise they are the first ones.
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: String
        var start: String
        var zone = "America/New_York"
        var expected: [String]
        var complete = true
        var testDescription: String { "\(rule) from \(start) in \(zone)" }
    }

    /// RFC 5545 §3.8.5.3's examples (all start in New York, whose clocks went back on 1997-10-26).
    static let rfcExamples: [Case] = [
        // Daily for 10 occurrences.
        Case(
            rule: "FREQ=DAILY;COUNT=10", start: "1997-09-02T09:00:00",
            expected: (2...11).map { "1997-09-\(zeroPadded($0, 2))T09:00-04:00" }),
        // Every 10 days, 5 occurrences.
        Case(
            rule: "FREQ=DAILY;INTERVAL=10;COUNT=5", start: "1997-09-02T09:00:00",
            expected: [
                "1997-09-02T09:00-04:00", "1997-09-12T09:00-04:00", "1997-09-22T09:00-04:00",
                "1997-10-02T09:00-04:00", "1997-10-12T09:00-04:00",
            ]),
        // Weekly for 10 occurrences: 09:00 before and after the change.
        Case(
            rule: "FREQ=WEEKLY;COUNT=10", start: "1997-09-02T09:00:00",
            expected: [
                "1997-09-02T09:00-04:00", "1997-09-09T09:00-04:00", "1997-09-16T09:00-04:00",
                "1997-09-23T09:00-04:00", "1997-09-30T09:00-04:00", "1997-10-07T09:00-04:00",
                "1997-10-14T09:00-04:00", "1997-10-21T09:00-04:00", "1997-10-28T09:00-05:00",
                "1997-11-04T09:00-05:00",
            ]),
        // Every other week on Tuesday and Thursday, for 8 occurrences.
        Case(
            rule: "FREQ=WEEKLY;INTERVAL=2;COUNT=8;WKST=SU;BYDAY=TU,TH", start: "1997-09-02T09:00:00",
            expected: [
                "1997-09-02T09:00-04:00", "1997-09-04T09:00-04:00", "1997-09-16T09:00-04:00",
                "1997-09-18T09:00-04:00", "1997-09-30T09:00-04:00", "1997-10-02T09:00-04:00",
                "1997-10-14T09:00-04:00", "1997-10-16T09:00-04:00",
            ]),
        // WKST matters with INTERVAL: the same rule with the week starting Monday, then Sunday.
        Case(
            rule: "FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO", start: "1997-08-05T09:00:00",
            expected: [
                "1997-08-05T09:00-04:00", "1997-08-10T09:00-04:00", "1997-08-19T09:00-04:00",
                "1997-08-24T09:00-04:00",
            ]),
        Case(
            rule: "FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SU", start: "1997-08-05T09:00:00",
            expected: [
                "1997-08-05T09:00-04:00", "1997-08-17T09:00-04:00", "1997-08-19T09:00-04:00",
                "1997-08-31T09:00-04:00",
            ]),
        // Monthly on the first Friday for 10 occurrences.
        Case(
            rule: "FREQ=MONTHLY;COUNT=10;BYDAY=1FR", start: "1997-09-05T09:00:00",
            expected: [
                "1997-09-05T09:00-04:00", "1997-10-03T09:00-04:00", "1997-11-07T09:00-05:00",
                "1997-12-05T09:00-05:00", "1998-01-02T09:00-05:00", "1998-02-06T09:00-05:00",
                "1998-03-06T09:00-05:00", "1998-04-03T09:00-05:00", "1998-05-01T09:00-04:00",
                "1998-06-05T09:00-04:00",
            ]),
        // Every other month on the first and last Sunday, for 10 occurrences.
        Case(
            rule: "FREQ=MONTHLY;INTERVAL=2;COUNT=10;BYDAY=1SU,-1SU", start: "1997-09-07T09:00:00",
            expected: [
                "1997-09-07T09:00-04:00", "1997-09-28T09:00-04:00", "1997-11-02T09:00-05:00",
                "1997-11-30T09:00-05:00", "1998-01-04T09:00-05:00", "1998-01-25T09:00-05:00",
                "1998-03-01T09:00-05:00", "1998-03-29T09:00-05:00", "1998-05-03T09:00-04:00",
                "1998-05-31T09:00-04:00",
            ]),
        // Monthly on the second-to-last Monday, for 6 months.
        Case(
            rule: "FREQ=MONTHLY;COUNT=6;BYDAY=-2MO", start: "1997-09-22T09:00:00",
            expected: [
                "1997-09-22T09:00-04:00", "1997-10-20T09:00-04:00", "1997-11-17T09:00-05:00",
                "1997-12-22T09:00-05:00", "1998-01-19T09:00-05:00", "1998-02-16T09:00-05:00",
            ]),
        // Monthly on the first and last day of the month, for 10 occurrences.
        Case(
            rule: "FREQ=MONTHLY;COUNT=10;BYMONTHDAY=1,-1", start: "1997-09-30T09:00:00",
            expected: [
                "1997-09-30T09:00-04:00", "1997-10-01T09:00-04:00", "1997-10-31T09:00-05:00",
                "1997-11-01T09:00-05:00", "1997-11-30T09:00-05:00", "1997-12-01T09:00-05:00",
                "1997-12-31T09:00-05:00", "1998-01-01T09:00-05:00", "1998-01-31T09:00-05:00",
                "1998-02-01T09:00-05:00",
            ]),
        // Every third year on the 1st, 100th and 200th day, for 10 occurrences.
        Case(
            rule: "FREQ=YEARLY;INTERVAL=3;COUNT=10;BYYEARDAY=1,100,200", start: "1997-01-01T09:00:00",
            expected: [
                "1997-01-01T09:00-05:00", "1997-04-10T09:00-04:00", "1997-07-19T09:00-04:00",
                "2000-01-01T09:00-05:00", "2000-04-09T09:00-04:00", "2000-07-18T09:00-04:00",
                "2003-01-01T09:00-05:00", "2003-04-10T09:00-04:00", "2003-07-19T09:00-04:00",
                "2006-01-01T09:00-05:00",
            ]),
        // Monday of week number 20.
        Case(
            rule: "FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO", start: "1997-05-12T09:00:00",
            expected: ["1997-05-12T09:00-04:00", "1998-05-11T09:00-04:00", "1999-05-17T09:00-04:00"], complete: false),
        // Every Friday the 13th (DTSTART is not one, so it is no occurrence: the RFC's EXDATE is not needed).
        Case(
            rule: "FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13", start: "1997-09-02T09:00:00",
            expected: [
                "1998-02-13T09:00-05:00", "1998-03-13T09:00-05:00", "1998-11-13T09:00-05:00",
                "1999-08-13T09:00-04:00", "2000-10-13T09:00-04:00",
            ], complete: false),
        // The third instance of Tuesday, Wednesday or Thursday, for the next 3 months.
        Case(
            rule: "FREQ=MONTHLY;COUNT=3;BYDAY=TU,WE,TH;BYSETPOS=3", start: "1997-09-04T09:00:00",
            expected: ["1997-09-04T09:00-04:00", "1997-10-07T09:00-04:00", "1997-11-06T09:00-05:00"]),
        // The second-to-last weekday of the month.
        Case(
            rule: "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-2", start: "1997-09-29T09:00:00",
            expected: [
                "1997-09-29T09:00-04:00", "1997-10-30T09:00-05:00", "1997-11-27T09:00-05:00",
                "1997-12-30T09:00-05:00", "1998-01-29T09:00-05:00", "1998-02-26T09:00-05:00",
                "1998-03-30T09:00-05:00",
            ], complete: false),
        // An invalid date (February 30) is skipped, not clamped.
        Case(
            rule: "FREQ=MONTHLY;BYMONTHDAY=15,30;COUNT=5", start: "2007-01-15T09:00:00",
            expected: [
                "2007-01-15T09:00-05:00", "2007-01-30T09:00-05:00", "2007-02-15T09:00-05:00",
                "2007-03-15T09:00-04:00", "2007-03-30T09:00-04:00",
            ]),
        // Every year on the second Sunday of May.
        Case(
            rule: "FREQ=YEARLY;BYMONTH=5;BYDAY=2SU", start: "2026-05-10T09:00:00",
            expected: ["2026-05-10T09:00-04:00", "2027-05-09T09:00-04:00", "2028-05-14T09:00-04:00"], complete: false),
        // The last weekday of the month.
        Case(
            rule: "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", start: "2026-01-30T09:00:00",
            expected: [
                "2026-01-30T09:00-05:00", "2026-02-27T09:00-05:00", "2026-03-31T09:00-04:00",
                "2026-04-30T09:00-04:00", "2026-05-29T09:00-04:00", "2026-06-30T09:00-04:00",
            ], complete: false),
    ]

    @Test(arguments: rfcExamples)
    func rfc5545Examples(_ example: Case) throws {
        try Self.check(example)
    }

    /// The example "daily until December 24, 1997": 113 days, 09:00 local throughout.
    @Test func untilInUTCEndsAcrossTheAutumnChange() throws {
        let rule = try RecurrenceRule(parsing: "FREQ=DAILY;UNTIL=19971224T000000Z")
        let starts = try Self.expand(rule, start: "1997-09-02T09:00:00")
        #expect(starts.count == 113)
        #expect(starts.first == "1997-09-02T09:00-04:00")
        #expect(starts.contains("1997-10-25T09:00-04:00") && starts.contains("1997-10-26T09:00-05:00"))
        #expect(starts.last == "1997-12-23T09:00-05:00")
    }

    /// Wall-clock time is kept across daylight-saving changes; a time in the spring gap moves
    /// forward by the gap, a time in the autumn's repeated hour is its first occurrence.
    static let daylightSaving: [Case] = [
        Case(
            rule: "FREQ=DAILY;COUNT=3", start: "2026-03-07T09:00:00",
            expected: ["2026-03-07T09:00-05:00", "2026-03-08T09:00-04:00", "2026-03-09T09:00-04:00"]),
        Case(
            rule: "FREQ=DAILY;COUNT=3", start: "2026-03-07T02:30:00",
            expected: ["2026-03-07T02:30-05:00", "2026-03-08T03:30-04:00", "2026-03-09T02:30-04:00"]),
        Case(
            rule: "FREQ=DAILY;COUNT=3", start: "2026-10-31T01:30:00",
            expected: ["2026-10-31T01:30-04:00", "2026-11-01T01:30-04:00", "2026-11-02T01:30-05:00"]),
        Case(
            rule: "FREQ=WEEKLY;COUNT=3", start: "2026-03-22T09:00:00", zone: "Europe/London",
            expected: ["2026-03-22T09:00+00:00", "2026-03-29T09:00+01:00", "2026-04-05T09:00+01:00"]),
        Case(
            rule: "FREQ=WEEKLY;COUNT=3", start: "2026-03-22T01:30:00", zone: "Europe/London",
            expected: ["2026-03-22T01:30+00:00", "2026-03-29T02:30+01:00", "2026-04-05T01:30+01:00"]),
        Case(
            rule: "FREQ=WEEKLY;COUNT=3", start: "2026-10-18T01:30:00", zone: "Europe/London",
            expected: ["2026-10-18T01:30+01:00", "2026-10-25T01:30+01:00", "2026-11-01T01:30+00:00"]),
        // Twice a day through the spring change: 02:00 is in the gap, read as 03:00 EDT.
        Case(
            rule: "FREQ=DAILY;COUNT=4;BYHOUR=2,14", start: "2026-03-07T02:00:00",
            expected: [
                "2026-03-07T02:00-05:00", "2026-03-07T14:00-05:00", "2026-03-08T03:00-04:00",
                "2026-03-08T14:00-04:00",
            ]),
        // Shanghai has had no daylight saving since 1991: 09:00 is 01:00 UTC all year.
        Case(
            rule: "FREQ=MONTHLY;COUNT=3;BYMONTHDAY=-1", start: "2026-01-31T09:00:00", zone: "Asia/Shanghai",
            expected: ["2026-01-31T09:00+08:00", "2026-02-28T09:00+08:00", "2026-03-31T09:00+08:00"]),
    ]

    @Test(arguments: daylightSaving)
    func wallClockTimeIsKeptAcrossDaylightSaving(_ example: Case) throws {
        try Self.check(example)
    }

    /// Dates that do not exist are skipped: the 31st in short months, February 29 outside leap years.
    static let missingDates: [Case] = [
        Case(
            rule: "FREQ=MONTHLY;COUNT=7;BYMONTHDAY=31", start: "2026-01-31T09:00:00", zone: "UTC",
            expected: [
                "2026-01-31T09:00+00:00", "2026-03-31T09:00+00:00", "2026-05-31T09:00+00:00",
                "2026-07-31T09:00+00:00", "2026-08-31T09:00+00:00", "2026-10-31T09:00+00:00",
                "2026-12-31T09:00+00:00",
            ]),
        Case(
            rule: "FREQ=MONTHLY;COUNT=3", start: "2026-01-31T09:00:00", zone: "UTC",
            expected: ["2026-01-31T09:00+00:00", "2026-03-31T09:00+00:00", "2026-05-31T09:00+00:00"]),
        Case(
            rule: "FREQ=YEARLY;COUNT=2", start: "2096-02-29T12:00:00", zone: "UTC",
            expected: ["2096-02-29T12:00+00:00", "2104-02-29T12:00+00:00"]),
        Case(
            rule: "FREQ=MONTHLY;COUNT=3;BYMONTHDAY=-1", start: "2028-01-31T00:00:00", zone: "UTC",
            expected: ["2028-01-31T00:00+00:00", "2028-02-29T00:00+00:00", "2028-03-31T00:00+00:00"]),
        Case(
            rule: "FREQ=YEARLY;COUNT=2;BYYEARDAY=366", start: "2026-01-01T08:00:00", zone: "UTC",
            expected: ["2028-12-31T08:00+00:00", "2032-12-31T08:00+00:00"]),
    ]

    @Test(arguments: missingDates)
    func datesThatDoNotExistAreSkipped(_ example: Case) throws {
        try Self.check(example)
    }

    /// `DTSTART` is an occurrence only when the rule yields it (python-dateutil's reading); COUNT
    /// counts the rule's occurrences from there.
    @Test func dtstartCountsOnlyWhenTheRuleMatchesIt() throws {
        let rule = try RecurrenceRule(parsing: "FREQ=MONTHLY;COUNT=2;BYDAY=1FR")
        #expect(
            try Self.expand(rule, start: "2026-01-05T09:00:00", zone: "UTC") == [
                "2026-02-06T09:00+00:00", "2026-03-06T09:00+00:00",
            ])
        #expect(
            try Self.expand(rule, start: "2026-01-02T09:00:00", zone: "UTC") == [
                "2026-01-02T09:00+00:00", "2026-02-06T09:00+00:00",
            ])
        // Same day, earlier time than DTSTART: not an occurrence.
        let twice = try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=3;BYHOUR=8,18")
        #expect(
            try Self.expand(twice, start: "2026-01-05T12:00:00", zone: "UTC") == [
                "2026-01-05T18:00+00:00", "2026-01-06T08:00+00:00", "2026-01-06T18:00+00:00",
            ])
    }

    /// Where RFC 5545 and python-dateutil 2.9 differ, we follow the RFC (and the property test
    /// leaves these shapes out).
    @Test func rfcOverDateutil() throws {
        // BYDAY is one list (RFC 5545 §3.3.10: BYDAY "specifies a COMMA-separated list of days"):
        // every Monday and the first Friday. dateutil keeps only days that are both, here none.
        let mixed = try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=MO,1FR")
        #expect(
            try Self.expand(mixed, start: "2026-01-02T09:00:00", zone: "UTC", limit: 7) == [
                "2026-01-02T09:00+00:00", "2026-01-05T09:00+00:00", "2026-01-12T09:00+00:00",
                "2026-01-19T09:00+00:00", "2026-01-26T09:00+00:00", "2026-02-02T09:00+00:00",
                "2026-02-06T09:00+00:00",
            ])
        // A WEEKLY period is a whole week from WKST, so BYSETPOS=1 is the week's first chosen day
        // (Monday the 5th, before DTSTART, so none that week). dateutil starts the first week at
        // DTSTART and yields Wednesday the 7th.
        let firstOfWeek = try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=MO,WE,FR;BYSETPOS=1")
        #expect(
            try Self.expand(firstOfWeek, start: "2026-01-07T09:00:00", zone: "UTC", limit: 2) == [
                "2026-01-12T09:00+00:00", "2026-01-19T09:00+00:00",
            ])
    }

    /// Week numbers are ISO 8601's with weeks from WKST: 2022-01-01, a Saturday, is in week 52 of
    /// 2021 (Python's `date(2022, 1, 1).isocalendar()` agrees). dateutil 2.9 misses it: it counts
    /// 2021's weeks with 2022's length and finds 53.
    @Test func weekNumbersAreISOWeeks() throws {
        let rule = try RecurrenceRule(parsing: "FREQ=YEARLY;COUNT=4;BYWEEKNO=52;BYDAY=SA")
        #expect(
            try Self.expand(rule, start: "2020-01-01T09:00:00", zone: "UTC") == [
                "2020-12-26T09:00+00:00", "2022-01-01T09:00+00:00", "2022-12-31T09:00+00:00",
                "2023-12-30T09:00+00:00",
            ])
        let first = try RecurrenceRule(parsing: "FREQ=YEARLY;COUNT=3;BYWEEKNO=1;BYDAY=MO;WKST=SU")
        #expect(
            try Self.expand(first, start: "2026-01-01T09:00:00", zone: "UTC") == [
                "2026-01-05T09:00+00:00", "2027-01-04T09:00+00:00", "2028-01-03T09:00+00:00",
            ])
    }

    /// A numbered weekday counts within the month when `BYMONTH` is given, so one past the month's
    /// fifth week names no day (dateutil has raised `IndexError` for such days); without `BYMONTH` it
    /// counts within the year.
    @Test func numberedWeekdaysCountWithinTheMonthOrTheYear() throws {
        let inMarch = try RecurrenceRule(parsing: "FREQ=YEARLY;BYMONTH=3;BYDAY=10SU,-5SU")
        #expect(
            try Self.expand(inMarch, start: "2026-01-01T09:00:00", zone: "UTC", years: 6) == [
                "2026-03-01T09:00+00:00", "2030-03-03T09:00+00:00", "2031-03-02T09:00+00:00",
            ])
        let inTheYear = try RecurrenceRule(parsing: "FREQ=YEARLY;COUNT=3;BYDAY=10SU,-53SU")
        #expect(
            try Self.expand(inTheYear, start: "2026-01-01T09:00:00", zone: "UTC") == [
                "2026-03-08T09:00+00:00", "2027-03-07T09:00+00:00", "2028-01-02T09:00+00:00",
            ])
    }

    /// A `UNTIL` date includes its whole day; a floating `UNTIL` is a wall-clock time in the zone.
    @Test func untilDateAndFloatingTime() throws {
        let date = try RecurrenceRule(parsing: "FREQ=DAILY;UNTIL=20260307")
        #expect(
            try Self.expand(date, start: "2026-03-05T21:00:00") == [
                "2026-03-05T21:00-05:00", "2026-03-06T21:00-05:00", "2026-03-07T21:00-05:00",
            ])
        let floating = try RecurrenceRule(parsing: "FREQ=DAILY;UNTIL=20260309T090000")
        #expect(
            try Self.expand(floating, start: "2026-03-07T09:00:00") == [
                "2026-03-07T09:00-05:00", "2026-03-08T09:00-04:00", "2026-03-09T09:00-04:00",
            ])
        let utc = try RecurrenceRule(parsing: "FREQ=DAILY;UNTIL=20260309T125959Z")
        #expect(
            try Self.expand(utc, start: "2026-03-07T09:00:00") == [
                "2026-03-07T09:00-05:00", "2026-03-08T09:00-04:00",
            ])
    }

    /// EXDATE removes exact instants (COUNT still counts them); RDATE adds, without repeats; with
    /// no rule, DTSTART and the RDATEs are the set.
    @Test func exdatesAndRdates() throws {
        let zone = RecurrenceText.zone("Asia/Shanghai")
        let start = try #require(RecurrenceText.local("2026-01-05T09:00:00"))
        let rule = try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=5")
        let sixth = try #require(RecurrenceText.utc("2026-01-06T01:00:00Z"))
        let seventh = try #require(RecurrenceText.utc("2026-01-07T01:00:00Z"))
        let twentieth = try #require(RecurrenceText.utc("2026-01-20T04:00:00Z"))
        let recurrence = Recurrence(
            rule: rule, start: start, timeZone: zone, inclusions: [twentieth, seventh],
            exclusions: [sixth, sixth.addingTimeInterval(1).addingTimeInterval(0.5)])
        let window = try Self.window(from: "2026-01-01T00:00:00Z", to: "2026-02-01T00:00:00Z")
        let starts = recurrence.occurrences(from: window.lowerBound, to: window.upperBound).starts
        #expect(
            starts.map { RecurrenceText.local($0, in: zone) } == [
                "2026-01-05T09:00+08:00", "2026-01-07T09:00+08:00", "2026-01-08T09:00+08:00",
                "2026-01-09T09:00+08:00", "2026-01-20T12:00+08:00",
            ])
        #expect(!recurrence.isOccurrence(sixth))
        #expect(recurrence.isOccurrence(seventh))
        #expect(recurrence.isOccurrence(twentieth))
        #expect(!recurrence.isOccurrence(seventh.addingTimeInterval(60)))
        // An EXDATE a fraction of a second off the occurrence still removes it (iCalendar has whole seconds).
        let fraction = Recurrence(
            rule: rule, start: start, timeZone: zone, exclusions: [seventh.addingTimeInterval(0.4)])
        #expect(!fraction.isOccurrence(seventh))
        // An RDATE outside the window, or excluded, is not listed.
        let single = Recurrence(
            rule: nil, start: start, timeZone: zone,
            inclusions: [twentieth, twentieth.addingTimeInterval(86_400 * 40)],
            exclusions: [twentieth])
        #expect(
            single.occurrences(from: window.lowerBound, to: window.upperBound).starts.map {
                RecurrenceText.local($0, in: zone)
            } == ["2026-01-05T09:00+08:00"])
    }

    /// The window is `[from, to)`, and `limit` keeps the first ones, saying more were left.
    @Test func windowAndLimit() throws {
        let zone = RecurrenceText.zone("UTC")
        let start = try #require(RecurrenceText.local("2026-01-01T09:00:00"))
        let recurrence = Recurrence(rule: try RecurrenceRule(parsing: "FREQ=DAILY"), start: start, timeZone: zone)
        let window = try Self.window(from: "2026-01-03T09:00:00Z", to: "2026-01-06T09:00:00Z")
        let all = recurrence.occurrences(from: window.lowerBound, to: window.upperBound)
        #expect(
            all.starts.map(RecurrenceText.utc) == [
                "2026-01-03T09:00:00Z", "2026-01-04T09:00:00Z", "2026-01-05T09:00:00Z",
            ])
        #expect(!all.isTruncated)
        let two = recurrence.occurrences(from: window.lowerBound, to: window.upperBound, limit: 2)
        #expect(two.starts.map(RecurrenceText.utc) == ["2026-01-03T09:00:00Z", "2026-01-04T09:00:00Z"])
        #expect(two.isTruncated)
        let none = recurrence.occurrences(from: window.upperBound, to: window.lowerBound)
        #expect(none.starts.isEmpty && none.periodsScanned == 0)
        let nan = recurrence.occurrences(from: Date(timeIntervalSince1970: .nan), to: window.upperBound)
        #expect(nan.starts.isEmpty)
        // The far future is the calendar's year 9999: the next occurrence after a moment is limit 1.
        let next = recurrence.occurrences(
            from: window.upperBound, to: .distantFuture.addingTimeInterval(1e15), limit: 1)
        #expect(next.starts.map(RecurrenceText.utc) == ["2026-01-06T09:00:00Z"])
        #expect(next.isTruncated)
        #expect(next.periodsScanned <= 10)
    }

    // MARK: - Bounded work

    /// Rules built to make an expansion work hard cost what the window holds: a billion COUNT, a
    /// DTSTART centuries back, a huge INTERVAL, a far UNTIL, a rule that can never match.
    struct Hostile: Sendable, CustomTestStringConvertible {
        var rule: String
        var start: String
        var from = "2026-01-01T00:00:00Z"
        var to = "2028-01-01T00:00:00Z"
        var count: Int
        var first: String?
        var maximumPeriods: Int
        var testDescription: String { "\(rule) from \(start), \(from) to \(to)" }
    }

    static let hostile: [Hostile] = [
        Hostile(
            rule: "FREQ=DAILY;COUNT=1000000000", start: "2026-01-01T09:00:00", count: 730,
            first: "2026-01-01T09:00:00Z", maximumPeriods: 740),
        // Counting from the year 1200 scans one 400-year cycle and multiplies.
        Hostile(
            rule: "FREQ=DAILY;COUNT=1000000000", start: "1200-01-01T09:00:00", count: 730,
            first: "2026-01-01T09:00:00Z", maximumPeriods: 2 * 146_097 + 740),
        Hostile(
            rule: "FREQ=DAILY;COUNT=301692", start: "1200-01-01T09:00:00", count: 1,
            first: "2026-01-01T09:00:00Z", maximumPeriods: 2 * 146_097 + 740),
        Hostile(
            rule: "FREQ=DAILY;COUNT=10", start: "0001-01-01T09:00:00", count: 0, first: nil, maximumPeriods: 20),
        Hostile(
            rule: "FREQ=MONTHLY;COUNT=1000000000;BYDAY=-1FR", start: "0001-01-01T09:00:00", count: 24,
            first: "2026-01-30T09:00:00Z", maximumPeriods: 2 * 4_800 + 30),
        Hostile(
            rule: "FREQ=DAILY;UNTIL=99991231T000000Z", start: "2026-01-01T09:00:00", count: 730,
            first: "2026-01-01T09:00:00Z", maximumPeriods: 740),
        Hostile(
            rule: "FREQ=DAILY;INTERVAL=2147483647", start: "2026-01-01T09:00:00", count: 1,
            first: "2026-01-01T09:00:00Z", maximumPeriods: 2),
        Hostile(
            rule: "FREQ=YEARLY;INTERVAL=2147483647;COUNT=1000000000", start: "1000-01-01T09:00:00", count: 0,
            first: nil, maximumPeriods: 2),
        Hostile(
            rule: "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", start: "2026-01-01T09:00:00", count: 0, first: nil,
            maximumPeriods: 3),
        // The same over the calendar's whole future: a 400-year cycle with nothing proves there is nothing.
        Hostile(
            rule: "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", start: "2026-01-01T09:00:00", to: "9999-12-31T00:00:00Z",
            count: 0, first: nil, maximumPeriods: 400),
        Hostile(
            rule: "FREQ=MONTHLY;BYDAY=6MO", start: "2026-01-01T09:00:00", to: "9999-12-31T00:00:00Z", count: 0,
            first: nil, maximumPeriods: 4_800),
        Hostile(
            rule: "FREQ=DAILY;BYMONTH=4;BYMONTHDAY=31", start: "2026-01-01T09:00:00", to: "9999-12-31T00:00:00Z",
            count: 0, first: nil, maximumPeriods: 146_097),
        Hostile(
            rule: "FREQ=YEARLY;COUNT=1000000000;BYMONTH=2;BYMONTHDAY=30", start: "0001-01-01T09:00:00", count: 0,
            first: nil, maximumPeriods: 405),
        // Every second of every day, weeks of 604,800 candidates: the window's first day fills the limit.
        Hostile(
            rule:
                "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU;BYHOUR=\((0...23).map(String.init).joined(separator: ","));BYMINUTE="
                + "\((0...59).map(String.init).joined(separator: ","));BYSECOND="
                + "\((0...59).map(String.init).joined(separator: ","))",
            start: "2026-01-01T00:00:00", from: "2026-06-01T00:00:00Z", count: 1_000,
            first: "2026-06-01T00:00:00Z", maximumPeriods: 2),
    ]

    @Test(arguments: hostile)
    func hostileRulesCostWhatTheWindowHolds(_ example: Hostile) throws {
        let recurrence = Recurrence(
            rule: try RecurrenceRule(parsing: example.rule),
            start: try #require(RecurrenceText.local(example.start)), timeZone: .gmt)
        let window = try Self.window(from: example.from, to: example.to)
        let result = recurrence.occurrences(from: window.lowerBound, to: window.upperBound)
        #expect(result.starts.count == example.count)
        #expect(result.starts.first.map(RecurrenceText.utc) == example.first)
        #expect(result.periodsScanned <= example.maximumPeriods)
    }

    // MARK: - Helpers

    static func check(_ example: Case, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let rule = try RecurrenceRule(parsing: example.rule)
        let starts = try expand(
            rule, start: example.start, zone: example.zone, years: 10,
            limit: example.complete ? Recurrence.defaultLimit : example.expected.count)
        #expect(starts == example.expected, sourceLocation: sourceLocation)
    }

    /// The starts from `DTSTART` on, for `years` years, as wall-clock times with offsets.
    static func expand(
        _ rule: RecurrenceRule, start: String, zone: String = "America/New_York", years: Int = 10,
        limit: Int = Recurrence.defaultLimit
    ) throws -> [String] {
        let timeZone = RecurrenceText.zone(zone)
        let wall = try #require(RecurrenceText.local(start))
        let from = wall.instant(in: timeZone)
        let recurrence = Recurrence(rule: rule, start: wall, timeZone: timeZone)
        let result = recurrence.occurrences(
            from: from, to: from.addingTimeInterval(Double(years) * 365.25 * 86_400), limit: limit)
        return result.starts.map { RecurrenceText.local($0, in: timeZone) }
    }

    static func window(from: String, to: String) throws -> Range<Date> {
        try #require(RecurrenceText.utc(from))..<#require(RecurrenceText.utc(to))
    }
}

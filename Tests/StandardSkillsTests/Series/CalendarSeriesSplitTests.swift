import Foundation
import Testing

@testable import StandardSkills

/// "This and following" splits a series in two whose occurrences together are the old ones, over
/// a range of rules (COUNT, UNTIL, endless, INTERVAL with EXDATE and RDATE, all-day, RDATEs alone,
/// several times a day); a change from the split point moves exactly the later ones.
@Suite struct CalendarSeriesSplitTests {
    /// A series to split: the rule, its first start (wall clock), zone, and extra dates.
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: String?
        var start: String
        var zone: String
        var allDay = false
        var rdates: [String] = []
        var exdates: [String] = []
        var testDescription: String { (rule ?? "RDATE only") + " from \(start) in \(zone)" }

        func series() throws -> CalendarEvent {
            let zone = RecurrenceText.zone(zone)
            let wall = try #require(RecurrenceText.local(start))
            let first = wall.instant(in: zone)
            func instants(_ texts: [String]) throws -> [Date] {
                try texts.map { try #require(RecurrenceText.local($0)).instant(in: zone) }
            }
            return CalendarEvent(
                uid: "s@agentskill", title: "x", start: first,
                end: allDay ? wall.date.adding(days: 1).start(in: zone) : first.addingTimeInterval(3_600),
                timeZone: zone.identifier, stamp: first, allDay: allDay, recurrenceRule: rule,
                recurrenceDates: try instants(rdates), exceptionDates: try instants(exdates))
        }
    }

    static let cases: [Case] = [
        Case(rule: "FREQ=WEEKLY;BYDAY=WE;COUNT=10", start: "2026-12-09T19:00:00", zone: "Asia/Shanghai"),
        Case(rule: "FREQ=DAILY;UNTIL=20270115", start: "2026-12-02T07:30:00", zone: "America/New_York"),
        Case(rule: "FREQ=DAILY;UNTIL=20270310T120000Z", start: "2027-03-01T09:00:00", zone: "America/New_York"),
        Case(rule: "FREQ=MONTHLY;BYDAY=-1FR", start: "2026-12-25T18:00:00", zone: "America/New_York"),
        Case(
            rule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;WKST=SU;COUNT=12", start: "2027-03-02T09:00:00",
            zone: "Europe/London", rdates: ["2027-03-05T09:00:00", "2027-04-01T10:00:00"],
            exdates: ["2027-03-04T09:00:00", "2027-03-30T09:00:00"]),
        Case(
            rule: "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3", start: "2027-03-03T00:00:00", zone: "Asia/Shanghai",
            allDay: true),
        Case(
            rule: nil, start: "2026-12-10T10:00:00", zone: "Asia/Shanghai",
            rdates: ["2026-12-12T10:00:00", "2026-12-20T15:00:00", "2027-01-02T10:00:00", "2027-02-03T08:00:00"]),
        Case(rule: "FREQ=DAILY;COUNT=7;BYHOUR=9,15", start: "2026-12-02T09:00:00", zone: "Asia/Shanghai"),
    ]

    /// The end of the window every expansion here looks at.
    static let horizon = RecurrenceText.utc("2032-01-01T00:00:00Z") ?? .distantPast

    /// Every start of `series` before ``horizon``, at most 1,000.
    static func starts(_ series: CalendarEvent?) -> [Date] {
        guard let series else { return [] }
        let whole = CalendarSeries(series)
        return whole.recurrence.occurrences(from: whole.span.start, to: horizon, limit: 1_000).starts
    }

    @Test(arguments: cases)
    func aSplitKeepsEveryOccurrenceOnOneSide(_ example: Case) throws {
        let series = try example.series()
        let all = Self.starts(series)
        #expect(all.count >= 5)
        for k in [0, 1, 2, 4] {
            let id = all[k]
            let (old, new) = try CalendarSeriesEdit.split(series, overrides: [], at: id, newUID: "n@agentskill")
            let before = Self.starts(old.series)
            let after = Self.starts(new.series)
            #expect(before == Array(all[..<k]), "split at \(k)")
            #expect(after == Array(all[k...]), "split at \(k)")
            #expect(after.first == id)
            #expect(new.series?.uid == "n@agentskill")
            #expect(k > 0 || old.series == nil)
        }
    }

    /// An hour later from the third occurrence on: the first two stay, the rest are an hour later
    /// on the same days, as a new series; overrides from there on move to it.
    @Test(arguments: cases.filter { !$0.allDay && !($0.rule ?? "").contains("BYHOUR") })
    func aChangeFromTheSplitMovesExactlyTheLaterOnes(_ example: Case) throws {
        let series = try example.series()
        let zone = RecurrenceText.zone(example.zone)
        let all = Self.starts(series)
        let whole = CalendarSeries(series)
        let before = whole.occurrence(at: all[2])
        var after = before
        after.start = before.start.addingTimeInterval(3_600)
        after.end = before.end.addingTimeInterval(3_600)
        var override = whole.occurrence(at: all[3])
        override.title = "moved"
        override.start = override.start.addingTimeInterval(7_200)
        override.end = override.end.addingTimeInterval(7_200)
        override.recurrenceRule = nil
        let outcome = try CalendarSeriesEdit.updateFollowing(
            before: before, after: after, series: series, overrides: [override], stamp: series.stamp,
            newUID: "n@agentskill")
        #expect(Self.starts(outcome.series) == Array(all[..<2]))
        let later = Self.starts(outcome.newSeries)
        let expected = all[2...].map { start in
            let wall = LocalDateTime(start, in: zone)
            return LocalDateTime(date: wall.date, hour: wall.hour + 1, minute: wall.minute, second: wall.second)
                .instant(in: zone)
        }
        // The last may cross the horizon an hour later.
        #expect(later == Array(expected.filter { $0 < Self.horizon }))
        let moved = outcome.rows.filter { $0.recurrenceID != nil }
        #expect(moved.map(\.uid) == ["n@agentskill"])
        #expect(moved.first?.recurrenceID == expected[1])
        #expect(moved.first?.start == override.start)  // moved on its own: it stays where it was put
        #expect(outcome.dropped == 0)
    }

    @Test func aSeveralTimesADayRuleRefusesANewClockForEveryOccurrence() throws {
        let series = try Self.cases[7].series()
        let first = CalendarSeries(series).occurrence(at: series.start)
        var after = first
        after.start = first.start.addingTimeInterval(1_800)
        after.end = first.end.addingTimeInterval(1_800)
        let error = #expect(throws: StandardSkillError.self) {
            try CalendarSeriesEdit.updateSeries(
                before: first, after: after, series: series, overrides: [], stamp: series.stamp)
        }
        #expect(error?.message(in: .english).contains("repeats at several times a day") == true)
    }

    /// A whole-series move keeps EXDATEs on their days, and drops one that named no occurrence.
    @Test func aSeriesMoveKeepsExceptionsAndDropsAStaleOne() throws {
        let zone = RecurrenceText.zone("Asia/Shanghai")
        var series = try Case(rule: "FREQ=WEEKLY;BYDAY=WE", start: "2026-12-09T19:00:00", zone: "Asia/Shanghai")
            .series()
        let skipped = try #require(RecurrenceText.local("2026-12-16T19:00:00")).instant(in: zone)
        let stale = try #require(RecurrenceText.local("2026-12-17T19:00:00")).instant(in: zone)
        series.exceptionDates = [skipped, stale]
        let first = CalendarSeries(series).occurrence(at: series.start)
        var after = first
        after.start = first.start.addingTimeInterval(-3_600)
        after.end = first.end.addingTimeInterval(-3_600)
        let outcome = try CalendarSeriesEdit.updateSeries(
            before: first, after: after, series: series, overrides: [], stamp: series.stamp)
        #expect(outcome.dropped == 1)
        #expect(outcome.series?.exceptionDates == [skipped.addingTimeInterval(-3_600)])
        #expect(
            Self.starts(outcome.series).prefix(3).map { RecurrenceText.local($0, in: zone) } == [
                "2026-12-09T18:00+08:00", "2026-12-23T18:00+08:00", "2026-12-30T18:00+08:00",
            ])
    }
}

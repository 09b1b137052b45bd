import Foundation
import SkillStore
import TestSupport
import Testing

@testable import StandardSkills

/// Repeating events in a real database file: every field stored and read back, the migration from
/// a database made before series, occurrences with overrides and `EXDATE`s, and bounded work.
@Suite struct CalendarSeriesStoreTests {
    static let shanghai = RecurrenceText.zone("Asia/Shanghai")
    static let stamp = Date(timeIntervalSince1970: 1_796_173_200)  // 2026-12-02T01:00:00Z

    /// An instant from `YYYY-MM-DDTHH:MM:SSZ` (1970 when malformed, which every expectation would catch).
    static func utc(_ text: String) -> Date {
        RecurrenceText.utc(text) ?? Date(timeIntervalSince1970: 0)
    }

    /// A series starting at `start` (UTC text) for `hours`, in `zone`.
    static func series(
        _ uid: String, _ title: String, rule: String?, start: String, hours: Double = 1, zone: String = "Asia/Shanghai",
        allDay: Bool = false
    ) -> CalendarEvent {
        let first = utc(start)
        return CalendarEvent(
            uid: uid, title: title, start: first, end: first.addingTimeInterval(hours * 3_600), timeZone: zone,
            stamp: stamp, allDay: allDay, recurrenceRule: rule)
    }

    /// A store in a fresh folder: a real SQLite file, reopened by `reopen`.
    struct FileStore {
        let folder = TemporaryDirectory.url("calendar-series").path

        func open() throws -> CalendarStore {
            CalendarStore(ScopedStore(try StandardSchema.openStore(in: folder), access: .full))
        }

        func cleanUp() { try? FileManager.default.removeItem(atPath: folder) }
    }

    @Test func everyFieldOfASeriesAndItsOverrideSurvivesAReopen() async throws {
        let files = FileStore()
        defer { files.cleanUp() }
        var badminton = Self.series(
            "b@agentskill", "羽毛球", rule: "freq=weekly;byday=we;until=20270331T155959Z", start: "2026-12-09T11:00:00Z")
        badminton.location = "体育馆"
        badminton.notes = "带球拍"
        badminton.recurrenceDates = [Self.utc("2026-12-11T11:00:00Z"), Self.utc("2026-12-25T11:00:00Z")]
        badminton.exceptionDates = [Self.utc("2026-12-16T11:00:00Z")]
        badminton.alarmOffsets = [-900, -86_400]
        var moved = Self.series("b@agentskill", "羽毛球（改到周四）", rule: nil, start: "2026-12-24T12:00:00Z", hours: 2)
        moved.recurrenceID = Self.utc("2026-12-23T11:00:00Z")
        moved.alarmOffsets = [-600]
        let calendar = try files.open()
        try await calendar.insert(badminton)
        try await calendar.insert(moved)

        let reopened = try files.open()
        var expected = badminton
        expected.recurrenceRule = "FREQ=WEEKLY;UNTIL=20270331T155959Z;BYDAY=WE"  // canonical
        #expect(try await reopened.event(uid: "b@agentskill") == expected)
        #expect(try await reopened.overrides(uid: "b@agentskill") == [moved])
        #expect(try await reopened.allEvents() == [expected, moved])
        // Importing what an export would hold changes nothing.
        #expect(
            try await reopened.importEvents([expected, moved])
                == CalendarStore.ImportResult(added: 0, updated: 0, unchanged: 2))
    }

    @Test func aSecondOverrideOfTheSameOccurrenceIsRefused() async throws {
        let calendar = calendarStore(try makeStandardStore())
        try await calendar.insert(Self.series("s", "x", rule: "FREQ=DAILY", start: "2026-12-09T11:00:00Z"))
        var override = Self.series("s", "y", rule: nil, start: "2026-12-10T12:00:00Z")
        override.recurrenceID = Self.utc("2026-12-10T11:00:00Z")
        try await calendar.insert(override)
        let error = await #expect(throws: StoreError.self) { try await calendar.insert(override) }
        #expect(error?.description.contains("UNIQUE constraint failed") == true)
        let second = await #expect(throws: StoreError.self) {
            try await calendar.insert(Self.series("s", "again", rule: nil, start: "2026-12-09T11:00:00Z"))
        }
        #expect(second?.description.contains("calendar_events.uid") == true)
    }

    /// A database written before `calendar-series-v1` keeps its events: same fields, listed, found,
    /// deleted, and its uids still unique.
    @Test func theMigrationKeepsEventsFromBeforeSeries() async throws {
        let files = FileStore()
        defer { files.cleanUp() }
        let old = try StoreLocation.openStore(in: files.folder)
        try StandardSchema.migrator(through: "reminders-v1").migrate(old)
        try await old.write { db in
            try db.execute(
                "INSERT INTO calendar_events(uid, title, start_utc, end_utc, time_zone, location, notes, stamp_utc,"
                    + " all_day) VALUES ('old@agentskill', '开会', 1796281200, 1796284800, 'Asia/Shanghai', '3F',"
                    + " NULL, 1796173200, 0), ('day@agentskill', '休假', 1796227200, 1796313600, 'Asia/Shanghai',"
                    + " NULL, '年假', 1796173200, 1)")
        }
        let calendar = try files.open()
        let meeting = CalendarEvent(
            uid: "old@agentskill", title: "开会", start: Date(timeIntervalSince1970: 1_796_281_200),
            end: Date(timeIntervalSince1970: 1_796_284_800), timeZone: "Asia/Shanghai", location: "3F",
            stamp: Self.stamp)
        #expect(try await calendar.event(uid: "old@agentskill") == meeting)
        let week = try await calendar.events(
            from: Self.utc("2026-12-01T00:00:00Z"), to: Self.utc("2026-12-08T00:00:00Z"))
        #expect(week.map(\.uid) == ["day@agentskill", "old@agentskill"])
        #expect(week.first?.allDay == true)
        #expect(week.first?.notes == "年假")
        await #expect(throws: StoreError.self) { try await calendar.insert(meeting) }
        #expect(try await calendar.delete(uid: "old@agentskill") == meeting)
    }

    /// The window query reaches series by searching the span index, not by reading every event.
    @Test func aWindowFindsSeriesBySearchingTheSpanIndex() async throws {
        let store = try makeStandardStore()
        let plan = try await store.read { db in
            try db.query("EXPLAIN QUERY PLAN " + CalendarStore.seriesInWindow, [1, 2, 2]).map {
                try $0.decode("detail", as: String.self)
            }
        }
        let searches = plan.filter { $0.hasPrefix("SEARCH") }
        #expect(searches.count == 2, "\(plan)")
        #expect(searches.allSatisfy { $0.contains("USING INDEX calendar_events_series_span") }, "\(plan)")
        #expect(!plan.contains { $0.hasPrefix("SCAN") }, "\(plan)")
    }

    // MARK: - Expansion

    @Test func occurrencesReplaceOverriddenOnesAndLeaveOutExceptions() async throws {
        let calendar = calendarStore(try makeStandardStore())
        // Every Wednesday 19:00 in Shanghai from 2 Dec 2026.
        var badminton = Self.series("b", "羽毛球", rule: "FREQ=WEEKLY;BYDAY=WE", start: "2026-12-02T11:00:00Z")
        badminton.exceptionDates = [Self.utc("2026-12-09T11:00:00Z")]
        try await calendar.insert(badminton)
        try await calendar.insert(Self.series("o", "开会", rule: nil, start: "2026-12-17T02:00:00Z"))
        // The 16th moved to Thursday the 17th 20:00; the 23rd moved out to January; the 30th
        // (outside the window) moved into it, on the 18th.
        for (id, start, title) in [
            ("2026-12-16T11:00:00Z", "2026-12-17T12:00:00Z", "羽毛球（周四）"),
            ("2026-12-23T11:00:00Z", "2027-01-05T11:00:00Z", "羽毛球（一月）"),
            ("2026-12-30T11:00:00Z", "2026-12-18T11:00:00Z", "羽毛球（提前）"),
        ] {
            var override = Self.series("b", title, rule: nil, start: start)
            override.recurrenceID = Self.utc(id)
            try await calendar.insert(override)
        }
        let window = try await calendar.occurrences(
            from: Self.utc("2026-12-01T16:00:00Z"), to: Self.utc("2026-12-27T16:00:00Z"))
        #expect(!window.isTruncated)
        #expect(
            window.events.map { "\($0.title) \(RecurrenceText.local($0.start, in: Self.shanghai))" } == [
                "羽毛球 2026-12-02T19:00+08:00", "开会 2026-12-17T10:00+08:00", "羽毛球（周四） 2026-12-17T20:00+08:00",
                "羽毛球（提前） 2026-12-18T19:00+08:00",
            ])
        #expect(window.events[0].recurrenceID == Self.utc("2026-12-02T11:00:00Z"))
        #expect(window.events[0].recurrenceRule == "FREQ=WEEKLY;BYDAY=WE")
        #expect(window.events[1].recurrenceID == nil)
        #expect(window.events[3].recurrenceID == Self.utc("2026-12-30T11:00:00Z"))
        // An occurrence that starts before the window and ends in it is in the window.
        let lateNight = try await calendar.events(
            from: Self.utc("2026-12-02T11:30:00Z"), to: Self.utc("2026-12-02T12:30:00Z"))
        #expect(lateNight.map(\.title) == ["羽毛球"])
    }

    /// A list cut at its limit is the start of the whole list, whatever mix of series and one-off
    /// events fills it (later series are expanded only up to the last event that can be listed).
    @Test(arguments: [1, 5, 17, 40, 200])
    func aCutListIsTheStartOfTheWholeList(_ limit: Int) async throws {
        let calendar = calendarStore(try makeStandardStore())
        try await calendar.insert(Self.series("a", "daily", rule: "FREQ=DAILY", start: "2026-12-02T01:00:00Z"))
        try await calendar.insert(
            Self.series("b", "weekly", rule: "FREQ=WEEKLY;BYDAY=MO,TH", start: "2026-12-03T01:00:00Z", hours: 3))
        try await calendar.insert(
            Self.series("c", "tie", rule: "FREQ=WEEKLY;COUNT=4", start: "2026-12-04T01:00:00Z"))
        for day in stride(from: 0, to: 30, by: 3) {
            let start = Self.utc("2026-12-04T01:00:00Z").addingTimeInterval(Double(day) * 86_400)
            try await calendar.insert(
                CalendarEvent(
                    uid: "o\(day)", title: "one-off", start: start, end: start.addingTimeInterval(1_800),
                    stamp: Self.stamp))
        }
        let from = Self.utc("2026-12-01T00:00:00Z")
        let to = Self.utc("2027-01-01T00:00:00Z")
        let whole = try await calendar.occurrences(from: from, to: to)
        #expect(!whole.isTruncated)
        #expect(whole.events.count == 53)  // 30 daily, 9 on Mondays and Thursdays, 4 weekly, 10 one-off
        let cut = try await calendar.occurrences(from: from, to: to, limit: limit)
        #expect(cut.events == Array(whole.events.prefix(limit)))
        #expect(cut.isTruncated == (whole.events.count > limit))
    }

    /// Events starting at the same moment as the last one listed are still weighed (by uid), even
    /// when a series read later holds them.
    @Test func aTieAtTheCutIsDecidedByUID() async throws {
        let calendar = calendarStore(try makeStandardStore())
        let start = "2026-12-04T01:00:00Z"
        try await calendar.insert(Self.series("y", "one-off", rule: nil, start: start))
        try await calendar.insert(Self.series("z", "ends", rule: "FREQ=DAILY;COUNT=3", start: start))
        try await calendar.insert(Self.series("a", "endless", rule: "FREQ=DAILY", start: start))
        let cut = try await calendar.occurrences(
            from: Self.utc("2026-12-01T00:00:00Z"), to: Self.utc("2027-01-01T00:00:00Z"), limit: 1)
        #expect(cut.events.map(\.uid) == ["a"])
        #expect(cut.isTruncated)
    }

    @Test func anEndlessDailyRuleOverTenYearsStopsAtTheLimit() async throws {
        let calendar = calendarStore(try makeStandardStore())
        try await calendar.insert(Self.series("d", "跑步", rule: "FREQ=DAILY", start: "2026-12-02T23:00:00Z"))
        let tenYears = try await calendar.occurrences(
            from: Self.utc("2026-12-01T00:00:00Z"), to: Self.utc("2036-12-01T00:00:00Z"), limit: 500)
        #expect(tenYears.events.count == 500)
        #expect(tenYears.isTruncated)
        #expect(Set(tenYears.events.compactMap(\.recurrenceID)).count == 500)
        // A year fits under the default limit.
        let year = try await calendar.occurrences(
            from: Self.utc("2027-01-01T00:00:00Z"), to: Self.utc("2028-01-01T00:00:00Z"))
        #expect(year.events.count == 365)
        #expect(!year.isTruncated)
    }

    @Test func aHugeCountListsNextWeekWithoutCountingItAll() async throws {
        let calendar = calendarStore(try makeStandardStore())
        let huge = Self.series(
            "h", "站会", rule: "FREQ=DAILY;COUNT=1000000000;BYHOUR=9,15", start: "2026-12-02T01:00:00Z")
        try await calendar.insert(huge)
        #expect(CalendarSeries(huge).span.end == nil)
        let week = try await calendar.occurrences(
            from: Self.utc("2030-06-02T16:00:00Z"), to: Self.utc("2030-06-09T16:00:00Z"))
        #expect(week.events.count == 14)
        #expect(!week.isTruncated)
        // Past what COUNT reaches in the calendar's years, nothing; and the work stays bounded.
        let plan = CalendarSeries(huge).recurrence.occurrences(
            from: Self.utc("9000-01-01T00:00:00Z"), to: Self.utc("9000-01-08T00:00:00Z"))
        #expect(plan.starts.count == 14)
        #expect(plan.periodsScanned < 2 * 146_097 + 20)
    }

    @Test(arguments: [
        ("FREQ=WEEKLY;COUNT=3", "2026-12-16T12:00:00Z"), ("FREQ=DAILY;UNTIL=20261205T235959Z", "2026-12-07T00:00:00Z"),
        ("FREQ=WEEKLY;BYDAY=MO", nil),
    ])
    func aSeriesSpanCoversItsLastOccurrence(_ rule: String, _ lastEnd: String?) async throws {
        let series = CalendarSeries(Self.series("s", "x", rule: rule, start: "2026-12-02T11:00:00Z"))
        #expect(series.span.start == Self.utc("2026-12-02T11:00:00Z"))
        if let lastEnd {
            let end = try #require(series.span.end)
            #expect(end >= Self.utc(lastEnd))
            #expect(end <= Self.utc(lastEnd).addingTimeInterval(2 * 86_400))
        } else {
            #expect(series.span.end == nil)
        }
    }

    @Test func aSeriesThatEndedIsNotReadForALaterWindow() async throws {
        let store = try makeStandardStore()
        let calendar = calendarStore(store)
        try await calendar.insert(Self.series("c", "课", rule: "FREQ=WEEKLY;COUNT=3", start: "2026-12-02T11:00:00Z"))
        let candidates = try await store.read { db in
            try db.query(
                CalendarStore.seriesInWindow,
                [
                    CalendarStore.seconds(Self.utc("2027-01-01T00:00:00Z")),
                    CalendarStore.seconds(Self.utc("2027-02-01T00:00:00Z")),
                    CalendarStore.seconds(Self.utc("2027-02-01T00:00:00Z")),
                ]
            ).count
        }
        #expect(candidates == 0)
        #expect(
            try await calendar.events(from: Self.utc("2026-12-01T00:00:00Z"), to: Self.utc("2027-01-01T00:00:00Z"))
                .count == 3)
    }

    // MARK: - Time zones

    /// 09:00 New York stays 09:00 across both changes of 2027 (14 March, 7 November).
    @Test func nineInNewYorkStaysNineAcrossBothChanges() async throws {
        let newYork = RecurrenceText.zone("America/New_York")
        let calendar = calendarStore(try makeStandardStore())
        try await calendar.insert(
            Self.series(
                "ny", "Stand-up", rule: "FREQ=WEEKLY;BYDAY=MO", start: "2027-03-08T14:00:00Z",
                zone: "America/New_York"))
        let spring = try await calendar.events(
            from: Self.utc("2027-03-07T00:00:00Z"), to: Self.utc("2027-03-21T00:00:00Z"))
        #expect(
            spring.map { RecurrenceText.local($0.start, in: newYork) } == [
                "2027-03-08T09:00-05:00", "2027-03-15T09:00-04:00",
            ])
        let autumn = try await calendar.events(
            from: Self.utc("2027-11-01T00:00:00Z"), to: Self.utc("2027-11-15T00:00:00Z"))
        #expect(
            autumn.map { RecurrenceText.local($0.start, in: newYork) } == [
                "2027-11-01T09:00-04:00", "2027-11-08T09:00-05:00",
            ])
        #expect(autumn.map { $0.end.timeIntervalSince($0.start) } == [3_600, 3_600])
    }

    @Test func anAllDaySeriesKeepsWholeDays() async throws {
        let calendar = calendarStore(try makeStandardStore())
        // Two days each, every year from 3 March 2027 (Shanghai midnight is 16:00 UTC the day before).
        let holiday = CalendarEvent(
            uid: "y", title: "纪念日", start: Self.utc("2027-03-02T16:00:00Z"), end: Self.utc("2027-03-04T16:00:00Z"),
            timeZone: "Asia/Shanghai", stamp: Self.stamp, allDay: true, recurrenceRule: "FREQ=YEARLY")
        try await calendar.insert(holiday)
        let found = try await calendar.events(
            from: Self.utc("2028-03-03T16:00:00Z"), to: Self.utc("2028-03-04T16:00:00Z"))
        #expect(
            found.map { [$0.start, $0.end].map(RecurrenceText.utc) } == [
                ["2028-03-02T16:00:00Z", "2028-03-04T16:00:00Z"]
            ])
        #expect(found.first?.allDay == true)
    }
}

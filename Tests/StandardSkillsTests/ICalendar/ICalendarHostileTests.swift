import Foundation
import StandardSkills
import Testing

/// Hostile iCalendar files: every problem is a diagnostic naming its line, the work stays bounded,
/// and nothing else in the file is lost.
@Suite(.timeLimit(.minutes(1))) struct ICalendarHostileTests {
    static func calendar(_ body: [String]) -> String { ICalendarSeriesTests.calendar(body) }

    static let fine = ["BEGIN:VEVENT", "UID:fine", "DTSTART:20260105T090000Z", "SUMMARY:fine", "END:VEVENT"]

    @Test func aHugeCountIsKeptAndCostsNothing() throws {
        let text = Self.calendar([
            "BEGIN:VEVENT", "UID:h", "DTSTART;TZID=America/New_York:20260105T090000",
            "RRULE:FREQ=DAILY;COUNT=1000000000;BYHOUR=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23",
            "RDATE:20260105T200000Z", "EXDATE:20260106T020000Z", "END:VEVENT",
        ])
        let result = try ICalendar.read(text, defaultTimeZone: .gmt)
        #expect(result.diagnostics == [])
        #expect(result.events.first?.recurrenceRule?.hasPrefix("FREQ=DAILY;COUNT=1000000000") == true)
        let again = try ICalendar.read(ICalendar.export(result.events), defaultTimeZone: .gmt)
        #expect(again.events == result.events)
    }

    /// The one expansion reading does — checking overrides against their series — stays bounded
    /// for the costliest rule there is: 86,400 times a day from the year 1, with overrides in the
    /// years 5000 and 9999. Endless, they are occurrences; with `COUNT=10⁹` the series ends in the
    /// year 32, so they are not (a warning each).
    @Test(arguments: [("", 0), (";COUNT=1000000000", 2)])
    func overridesOfAnExpensiveSeriesAreCheckedInBoundedWork(end: String, warnings: Int) throws {
        let sixty = (0..<60).map(String.init).joined(separator: ",")
        let hours = (0..<24).map(String.init).joined(separator: ",")
        let text = Self.calendar([
            "BEGIN:VEVENT", "UID:x", "DTSTART:00010101T000000Z", "SUMMARY:every second",
            "RRULE:FREQ=DAILY\(end);BYHOUR=\(hours);BYMINUTE=\(sixty);BYSECOND=\(sixty)", "END:VEVENT",
            "BEGIN:VEVENT", "UID:x", "RECURRENCE-ID:99991231T000000Z", "DTSTART:99991231T000000Z", "END:VEVENT",
            "BEGIN:VEVENT", "UID:x", "RECURRENCE-ID:50000101T000001Z", "DTSTART:50000101T000001Z", "END:VEVENT",
        ])
        let started = ContinuousClock.now
        let result = try ICalendar.read(text, defaultTimeZone: .gmt)
        #expect(result.events.count == 3)
        #expect(result.diagnostics.count == warnings, "\(result.diagnostics)")
        #expect(result.diagnostics.allSatisfy { $0.message.contains("is not an occurrence of 'every second'") })
        #expect(ContinuousClock.now - started < .seconds(20))
    }

    @Test(arguments: [
        ("RRULE:FREQ=SECONDLY", "FREQ=SECONDLY is not supported"),
        ("RRULE:FREQ=WEEKLY;BYDAY=XX", "BYDAY"),
        ("RRULE:FREQ=DAILY;COUNT=5;UNTIL=20270101", "COUNT and UNTIL are both given"),
        ("RRULE:" + String(repeating: "FREQ=DAILY;", count: 500), "4096"),
        ("RRULE:", "empty"),
    ])
    func aMalformedRuleKeepsTheEventAsASingleOne(rule: String, detail: String) throws {
        let text = Self.calendar(
            ["BEGIN:VEVENT", "UID:bad", "DTSTART:20260105T090000Z", "SUMMARY:Yoga", rule, "END:VEVENT"] + Self.fine)
        let result = try ICalendar.read(text, defaultTimeZone: .gmt)
        #expect(result.events.map(\.uid) == ["bad", "fine"])
        #expect(result.events.first?.recurrenceRule == nil)
        let problem = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(problem.line == 8 && problem.severity == .warning)
        #expect(problem.message.contains(detail), "\(problem.message)")
        #expect(problem.message.contains("kept without repeating"))
        #expect(problem.chineseMessage.contains("保留为不重复的日程"))
        #expect(problem.chineseDescription == "第 8 行：" + problem.chineseMessage)
        #expect(problem.description == "line 8: " + problem.message)
    }

    @Test func thousandsOfExdatesLeaveOnlyThatSeriesOut() throws {
        let many = (0..<5_000).map { "2026\(String(format: "%02d", $0 % 12 + 1))01T090000Z" }
        let text = Self.calendar(
            [
                "BEGIN:VEVENT", "UID:many", "DTSTART:20260105T090000Z", "RRULE:FREQ=DAILY", "SUMMARY:many",
                "EXDATE:" + many.prefix(600).joined(separator: ","),
                "EXDATE:" + many.dropFirst(600).joined(separator: ","),
                "END:VEVENT",
                "BEGIN:VEVENT", "UID:many", "RECURRENCE-ID:20260106T090000Z", "DTSTART:20260106T100000Z",
                "END:VEVENT",
            ] + Self.fine)
        let result = try ICalendar.read(text, defaultTimeZone: .gmt)
        #expect(result.events.map(\.uid) == ["fine"])
        #expect(result.diagnostics.map { "\($0.line) \($0.severity)" } == ["10 skipped", "12 skipped"])
        #expect(result.diagnostics.first?.message.contains("more than 1000 EXDATE values") == true)
        // At the limit, all are kept.
        let atLimit = Self.calendar([
            "BEGIN:VEVENT", "UID:limit", "DTSTART:20260105T090000Z", "RRULE:FREQ=DAILY",
            "EXDATE:" + (0..<1_000).map { _ in "20260106T090000Z" }.joined(separator: ","), "END:VEVENT",
        ])
        #expect(try ICalendar.read(atLimit, defaultTimeZone: .gmt).events.first?.exceptionDates.count == 1_000)
    }

    @Test func malformedExdateValuesAreDroppedOneByOne() throws {
        let text = Self.calendar(
            [
                "BEGIN:VEVENT", "UID:s", "DTSTART:20260105T090000Z", "RRULE:FREQ=DAILY",
                "EXDATE:20260106T090000Z,tomorrow,20261399T000000Z,,20260107T090000Z",
                "EXDATE;TZID=America/New_York:2026", "RDATE:99999999T000000Z", "END:VEVENT",
            ] + Self.fine)
        let result = try ICalendar.read(text, defaultTimeZone: .gmt)
        #expect(result.events.map(\.uid) == ["s", "fine"])
        #expect(result.events[0].exceptionDates == [Fixed.utc(2026, 1, 6, 9), Fixed.utc(2026, 1, 7, 9)])
        #expect(result.events[0].recurrenceDates == [])
        #expect(result.diagnostics.map(\.line) == [8, 8, 8, 9, 10])
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(result.diagnostics[0].message.contains("EXDATE value 'tomorrow' in '' dropped"))
    }

    @Test func anOverrideWithNoSeriesAndATodoWithNoSummary() throws {
        let text = Self.calendar(
            [
                "BEGIN:VEVENT", "UID:gone", "RECURRENCE-ID:20260112T090000Z", "DTSTART:20260112T110000Z",
                "SUMMARY:orphan", "END:VEVENT",
                "BEGIN:VEVENT", "UID:gone2", "RECURRENCE-ID:20260112T090000Z", "DTSTART:20260112T110000Z",
                "STATUS:CANCELLED", "END:VEVENT",
                "BEGIN:VTODO", "UID:t", "DUE:20260112T090000Z", "END:VTODO",
                "BEGIN:VTODO", "UID:t2", "SUMMARY:  ", "END:VTODO",
                "BEGIN:VTODO", "UID:t3", "SUMMARY:kept", "END:VTODO",
            ] + Self.fine)
        let result = try ICalendar.read(text, defaultTimeZone: .gmt)
        #expect(result.events.map(\.uid) == ["fine", "gone"])
        #expect(result.events.last?.recurrenceID == nil)
        #expect(result.todos.map(\.uid) == ["t3"])
        #expect(
            result.diagnostics.map { "\($0.line) \($0.severity)" } == [
                "4 warning", "10 skipped", "16 skipped", "20 skipped",
            ])
        #expect(result.diagnostics[2].message.contains("without a SUMMARY"))
        #expect(result.diagnostics[2].chineseMessage.contains("没有 SUMMARY"))
    }

    @Test func tooManyAlarmsAndOverrides() throws {
        let alarms = (0..<40).flatMap { ["BEGIN:VALARM", "TRIGGER:-PT\($0)M", "END:VALARM"] }
        var body = ["BEGIN:VEVENT", "UID:s", "DTSTART:20260105T090000Z", "RRULE:FREQ=DAILY"] + alarms + ["END:VEVENT"]
        for day in 0..<1_005 {
            let id = ICalendarSeriesTests.utcText(Fixed.utc(2026, 1, 6, 9).addingTimeInterval(Double(day) * 86_400))
            body += ["BEGIN:VEVENT", "UID:s", "RECURRENCE-ID:\(id)", "DTSTART:\(id)", "SUMMARY:o", "END:VEVENT"]
        }
        let result = try ICalendar.read(Self.calendar(body + Self.fine), defaultTimeZone: .gmt)
        #expect(result.events.first?.alarmOffsets.count == ICalendar.maximumAlarms)
        #expect(result.events.count == 1 + ICalendar.maximumOverrides + 1)
        #expect(result.diagnostics.count == 1 + 5)
        #expect(result.diagnostics.first?.line == 8 + 3 * ICalendar.maximumAlarms)
    }
}

extension ICalendarSeriesTests {
    /// `20260106T090000Z`.
    static func utcText(_ instant: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = .gmt
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: instant)
    }
}

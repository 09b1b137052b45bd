import Foundation
import StandardSkills
import Testing

@Suite struct ICalendarRoundTripTests {
    static let events: [CalendarEvent] = [
        Fixed.event(),
        Fixed.event(
            uid: "ny-july", start: Fixed.local(2026, 7, 14, 9, 30, in: Fixed.newYork), timeZone: "America/New_York"),
        Fixed.event(
            uid: "ny-january", start: Fixed.local(2026, 1, 15, 9, 30, in: Fixed.newYork), timeZone: "America/New_York"),
        Fixed.event(
            uid: "ny-across-dst", start: Fixed.local(2026, 3, 7, 22, 0, in: Fixed.newYork), minutes: 12 * 60,
            timeZone: "America/New_York"),
        Fixed.event(
            uid: "sh", title: "午饭", start: Fixed.local(2026, 12, 3, 12, 0, in: Fixed.shanghai),
            timeZone: "Asia/Shanghai",
            location: "食堂", notes: "带上 U 盘"),
        Fixed.event(uid: "ny-repeated-hour", start: Fixed.utc(2026, 11, 1, 6, 30), timeZone: "America/New_York"),
        Fixed.event(
            uid: "ny-inside-repeated-hour", start: Fixed.utc(2026, 11, 1, 6, 0), minutes: 30,
            timeZone: "America/New_York"),
        CalendarEvent(
            uid: "all-day-sh", title: "假期", start: Fixed.local(2026, 12, 3, 0, 0, in: Fixed.shanghai),
            end: Fixed.local(2026, 12, 5, 0, 0, in: Fixed.shanghai), timeZone: "Asia/Shanghai", stamp: Fixed.stamp,
            allDay: true),
        CalendarEvent(
            uid: "all-day-utc", title: "Deadline", start: Fixed.utc(2026, 12, 24), end: Fixed.utc(2026, 12, 25),
            stamp: Fixed.stamp, allDay: true),
        Fixed.event(uid: "empty-strings", title: "", location: "", notes: ""),
    ]

    @Test(arguments: events)
    func oneEventSurvivesExportAndParse(event: CalendarEvent) throws {
        #expect(try ICalendar.parse(ICalendar.export([event]), defaultTimeZone: .gmt) == [event])
    }

    @Test func manyEventsSurviveTogetherInOrder() throws {
        #expect(try ICalendar.parse(ICalendar.export(Self.events), defaultTimeZone: Fixed.shanghai) == Self.events)
    }

    @Test(arguments: [
        "He said \"hi\"; then left, quickly",
        "back\\slash \\n not a newline \\, \\;",
        "line one\nline two\n\nline four",
        "<script>alert('x')</script>",
        "'; DROP TABLE events; --",
        "Robert'); DELETE FROM ledger WHERE 1=1; --",
        "emoji 🎉👩‍👩‍👧‍👦🇨🇳 and 中文，标点；冒号：",
        "BEGIN:VEVENT\nEND:VCALENDAR",
        " leading and trailing spaces ",
        "\ttab",
        "=HYPERLINK(\"http://example.invalid\")",
        "^n ^' ^^ carets",
    ])
    func hostileStringsSurvive(text: String) throws {
        let event = Fixed.event(uid: "uid;with,odd:chars \(text.count)", title: text, location: text, notes: text)
        let back = try ICalendar.parse(ICalendar.export([event]), defaultTimeZone: .gmt)
        #expect(back == [event])
    }
}

@Suite struct ICalendarParseTests {
    /// Joins lines with CRLF, as a file would.
    static func file(_ lines: [String], separator: String = "\r\n") -> String {
        lines.joined(separator: separator) + separator
    }

    static func calendar(_ body: [String]) -> String {
        file(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN"] + body + ["END:VCALENDAR"])
    }

    @Test func readsFoldedLinesWithSpacesTabsAndLFOnly() throws {
        let text = Self.file(
            [
                "BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:fold", "DTSTART:20261203T013000Z", "SUMMARY:Long ti",
                "\ttle that",
                "  continues", "DESCRIPTION:中", " 文", "END:VEVENT", "END:VCALENDAR",
            ], separator: "\n")
        let event = try #require(try ICalendar.parse(text, defaultTimeZone: .gmt).first)
        #expect(event.title == "Long title that continues")
        #expect(event.notes == "中文")
    }

    @Test func readsTimesInEveryForm() throws {
        let text = Self.calendar([
            "BEGIN:VEVENT", "UID:utc", "DTSTART:20260714T133000Z", "DTEND:20260714T140000Z", "END:VEVENT",
            "BEGIN:VEVENT", "UID:tzid", "DTSTART;TZID=\"America/New_York\":20260714T093000", "DURATION:PT1H30M",
            "END:VEVENT",
            "BEGIN:VEVENT", "UID:floating", "DTSTART:20261203T093000", "END:VEVENT",
            "BEGIN:VEVENT", "UID:date", "DTSTART;VALUE=DATE:20261203", "END:VEVENT",
            "BEGIN:VEVENT", "UID:days", "DTSTART;VALUE=DATE:20261203", "DURATION:P1W", "END:VEVENT",
            "BEGIN:VEVENT", "UID:mozilla", "DTSTART;TZID=/mozilla.org/20050126_1/America/New_York:20260115T093000",
            "END:VEVENT",
            "BEGIN:VEVENT", "UID:gap", "DTSTART;TZID=America/New_York:20260308T023000", "END:VEVENT",
        ])
        let events = try ICalendar.parse(text, defaultTimeZone: Fixed.shanghai)
        let byUID = Dictionary(uniqueKeysWithValues: events.map { ($0.uid, $0) })
        #expect(byUID["utc"]?.start == Fixed.utc(2026, 7, 14, 13, 30))
        #expect(byUID["utc"]?.timeZone == nil)
        #expect(byUID["tzid"]?.start == Fixed.utc(2026, 7, 14, 13, 30))
        #expect(byUID["tzid"]?.end == Fixed.utc(2026, 7, 14, 15, 0))
        #expect(byUID["tzid"]?.timeZone == "America/New_York")
        #expect(byUID["floating"]?.start == Fixed.utc(2026, 12, 3, 1, 30))
        #expect(byUID["floating"]?.end == Fixed.utc(2026, 12, 3, 2, 30))
        #expect(byUID["floating"]?.timeZone == "Asia/Shanghai")
        #expect(byUID["date"]?.allDay == true)
        #expect(byUID["date"]?.start == Fixed.utc(2026, 12, 2, 16, 0))
        #expect(byUID["date"]?.end == Fixed.utc(2026, 12, 3, 16, 0))
        #expect(byUID["days"]?.end == Fixed.utc(2026, 12, 9, 16, 0))
        #expect(byUID["mozilla"]?.start == Fixed.utc(2026, 1, 15, 14, 30))
        #expect(byUID["mozilla"]?.timeZone == "America/New_York")
        // 02:30 does not exist that night; RFC 5545 reads it with the offset before the gap: 03:30 EDT.
        #expect(byUID["gap"]?.start == Fixed.utc(2026, 3, 8, 7, 30))
    }

    @Test func aDayDurationKeepsTheWallClockAcrossDaylightSaving() throws {
        let text = Self.calendar([
            "BEGIN:VEVENT", "UID:d", "DTSTART;TZID=America/New_York:20260307T090000", "DURATION:P1DT1H", "END:VEVENT",
        ])
        let event = try #require(try ICalendar.parse(text, defaultTimeZone: .gmt).first)
        #expect(event.end == Fixed.local(2026, 3, 8, 10, 0, in: Fixed.newYork))
        #expect(event.end.timeIntervalSince(event.start) == 24 * 3600)
    }

    @Test func skipsUnknownComponentsAndProperties() throws {
        let text = Self.calendar([
            "X-WR-CALNAME:Work",
            "BEGIN:VTODO", "UID:todo", "DTSTART:20261203T013000Z", "SUMMARY:not an event", "END:VTODO",
            "BEGIN:VEVENT", "UID:e", "DTSTART:20261203T013000Z", "SUMMARY;LANGUAGE=zh-CN:开会",
            "X-MADE-UP;X-P=1:whatever",
            "ATTENDEE;CN=\"Li, Lei\";ROLE=REQ-PARTICIPANT:mailto:li@example.invalid",
            "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Reminder", "TRIGGER:-PT15M", "END:VALARM",
            "END:VEVENT",
            "BEGIN:X-CUSTOM", "FOO:bar", "END:X-CUSTOM",
        ])
        let events = try ICalendar.parse(text, defaultTimeZone: .gmt)
        #expect(events.map(\.uid) == ["e"])
        #expect(events.first?.title == "开会")
        #expect(events.first?.notes == nil)
    }

    @Test func leavesOutCancelledEventsAndKeepsSingleOccurrenceOverrides() throws {
        let text = Self.calendar([
            "BEGIN:VEVENT", "UID:r", "DTSTART:20261203T013000Z", "RRULE:FREQ=WEEKLY", "END:VEVENT",
            "BEGIN:VEVENT", "UID:r", "RECURRENCE-ID:20261210T013000Z", "DTSTART:20261210T023000Z", "END:VEVENT",
            "BEGIN:VEVENT", "UID:c", "DTSTART:20261203T013000Z", "STATUS:CANCELLED", "END:VEVENT",
        ])
        let events = try ICalendar.parse(text, defaultTimeZone: .gmt)
        #expect(events.map(\.uid) == ["r", "r"])
        #expect(events.first?.start == Fixed.utc(2026, 12, 3, 1, 30))
        #expect(events.first?.recurrenceRule == "FREQ=WEEKLY")
        #expect(events.last?.recurrenceID == Fixed.utc(2026, 12, 10, 1, 30))
        #expect(events.last?.start == Fixed.utc(2026, 12, 10, 2, 30))
    }

    @Test func anEventWithoutUIDGetsAStableOneFromStartAndSummary() throws {
        func uid(_ summary: String, _ start: String) throws -> String? {
            let text = Self.calendar(["BEGIN:VEVENT", "DTSTART:\(start)", "SUMMARY:\(summary)", "END:VEVENT"])
            return try ICalendar.parse(text, defaultTimeZone: .gmt).first?.uid
        }
        let first = try uid("Dentist", "20261203T013000Z")
        #expect(first == (try uid("Dentist", "20261203T013000Z")))
        #expect(first != (try uid("Dentist", "20261203T023000Z")))
        #expect(first != (try uid("Dentist!", "20261203T013000Z")))
        #expect(first?.hasPrefix("ics-") == true)
        #expect(first?.count == 20)
    }

    @Test func stampPrefersLastModifiedThenDTStampThenStart() throws {
        let text = Self.calendar([
            "BEGIN:VEVENT", "UID:a", "DTSTART:20261203T013000Z", "DTSTAMP:20261201T000000Z",
            "LAST-MODIFIED:20261130T120000Z", "END:VEVENT",
            "BEGIN:VEVENT", "UID:b", "DTSTART:20261203T013000Z", "DTSTAMP:20261201T000000Z", "END:VEVENT",
            "BEGIN:VEVENT", "UID:c", "DTSTART:20261203T013000Z", "END:VEVENT",
        ])
        let stamps = try ICalendar.parse(text, defaultTimeZone: .gmt).map(\.stamp)
        #expect(stamps == [Fixed.utc(2026, 11, 30, 12), Fixed.utc(2026, 12, 1), Fixed.utc(2026, 12, 3, 1, 30)])
    }

    @Test func anUnknownTZIDUsesASimpleVTimezoneElseTheDefault() throws {
        let text = Self.calendar([
            "BEGIN:VTIMEZONE", "TZID:China Standard Time", "BEGIN:STANDARD", "DTSTART:16010101T000000",
            "TZOFFSETFROM:+0800", "TZOFFSETTO:+0800", "END:STANDARD", "END:VTIMEZONE",
            "BEGIN:VTIMEZONE", "TZID:India Standard Time", "BEGIN:STANDARD", "DTSTART:16010101T000000",
            "TZOFFSETFROM:+0530", "TZOFFSETTO:+0530", "END:STANDARD", "END:VTIMEZONE",
            "BEGIN:VTIMEZONE", "TZID:Eastern Standard Time",
            "BEGIN:STANDARD", "DTSTART:16011104T020000", "RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11",
            "TZOFFSETFROM:-0400", "TZOFFSETTO:-0500", "END:STANDARD",
            "BEGIN:DAYLIGHT", "DTSTART:16010311T020000", "RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3",
            "TZOFFSETFROM:-0500", "TZOFFSETTO:-0400", "END:DAYLIGHT", "END:VTIMEZONE",
            "BEGIN:VEVENT", "UID:cst", "DTSTART;TZID=China Standard Time:20261203T093000", "END:VEVENT",
            "BEGIN:VEVENT", "UID:ist", "DTSTART;TZID=India Standard Time:20261203T093000", "END:VEVENT",
            "BEGIN:VEVENT", "UID:est", "DTSTART;TZID=Eastern Standard Time:20261203T093000", "END:VEVENT",
            "BEGIN:VEVENT", "UID:none", "DTSTART;TZID=Nowhere/Special:20261203T093000", "END:VEVENT",
        ])
        let events = try ICalendar.parse(text, defaultTimeZone: Fixed.shanghai)
        #expect(
            events.map(\.start) == [
                Fixed.utc(2026, 12, 3, 1, 30), Fixed.utc(2026, 12, 3, 4, 0), Fixed.utc(2026, 12, 3, 1, 30),
                Fixed.utc(2026, 12, 3, 1, 30),
            ])
        #expect(events.map(\.timeZone) == ["Etc/GMT-8", nil, "Asia/Shanghai", "Asia/Shanghai"])
    }

    @Test(arguments: [
        ("", "invalid calendar file: it is empty — expected text starting with BEGIN:VCALENDAR"),
        ("hello world\r\n", "invalid calendar file, line 1: expected ':' after the name in 'hello world'"),
        (
            "{\"json\": true}",
            "invalid calendar file, line 1: expected a name (letters, digits, '-') at column 1 in '{\"json\": true}'"
        ),
        (
            "BEGIN:VEVENT\r\nEND:VEVENT\r\n",
            "invalid calendar file, line 1: expected BEGIN:VCALENDAR, found BEGIN:VEVENT — is this an iCalendar file?"
        ),
        (
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY hi\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
            "invalid calendar file, line 3: expected ':' after the name in 'SUMMARY hi'"
        ),
        (
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;TZID=\"Asia/Shanghai:20261203T093000\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
            "invalid calendar file, line 3: parameter TZID opens a quote that never closes in 'DTSTART;TZID=\"Asia/Shanghai:20261203T093000'"
        ),
        (
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20261203T013000Z\r\nEND:VTODO\r\nEND:VCALENDAR\r\n",
            "invalid calendar file, line 4: END:VTODO does not close BEGIN:VEVENT from line 2"
        ),
        (
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20261203T013000Z\r\n",
            "invalid calendar file, line 2: BEGIN:VEVENT is never closed by END:VEVENT"
        ),
        (
            "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\nEND:VCALENDAR\r\n",
            "invalid calendar file, line 3: END:VCALENDAR without a matching BEGIN"
        ),
        (
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n\r\nBEGIN:VEVENT\r\nSUMMARY:x\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
            "invalid calendar file, line 4: the VEVENT starting here has no DTSTART"
        ),
        (
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:2026-12-03\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
            "invalid calendar file, line 3: DTSTART value '2026-12-03' is not a date (YYYYMMDD) or date-time (YYYYMMDDTHHMMSS, with Z for UTC)"
        ),
        (
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20260230T093000\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
            "invalid calendar file, line 3: DTSTART value '20260230T093000' is not a date (YYYYMMDD) or date-time (YYYYMMDDTHHMMSS, with Z for UTC)"
        ),
        (
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20261203T013000Z\r\nDURATION:1 hour\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
            "invalid calendar file, line 4: DURATION '1 HOUR' is not a duration (like P1D, PT1H30M or P2W)"
        ),
        (
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20261203T013000Z\r\nDTEND:20261203T003000Z\r\nSUMMARY:x\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
            "invalid calendar file, line 4: the event 'x' ends before it starts"
        ),
    ])
    func malformedInputNamesTheLine(text: String, message: String) {
        #expect(throws: StandardSkillError(.invalidICalendar, message)) {
            try ICalendar.parse(text, defaultTimeZone: .gmt)
        }
    }

    @Test func refusesInputOverTheLimits() {
        let huge = String(repeating: "X", count: ICalendar.maximumInputBytes + 1)
        #expect(
            throws: StandardSkillError(
                .inputTooLarge,
                "calendar file too large: 16777217 bytes, the limit is 16777216 (16 MiB) — split it into smaller files")
        ) {
            try ICalendar.parse(huge, defaultTimeZone: .gmt)
        }
        let longLine =
            "BEGIN:VCALENDAR\r\nX-JUNK:" + String(repeating: "x", count: ICalendar.maximumLineBytes)
            + "\r\nEND:VCALENDAR\r\n"
        #expect(
            throws: StandardSkillError(
                .inputTooLarge, "calendar file line 2 too long: over 1048576 bytes (1 MiB) — is this an iCalendar file?"
            )
        ) {
            try ICalendar.parse(longLine, defaultTimeZone: .gmt)
        }
        let foldedLong =
            "BEGIN:VCALENDAR\r\nX-JUNK:x\r\n"
            + String(repeating: " " + String(repeating: "y", count: 70) + "\r\n", count: 15_000) + "END:VCALENDAR\r\n"
        #expect(
            throws: StandardSkillError(
                .inputTooLarge, "calendar file line 2 too long: over 1048576 bytes (1 MiB) — is this an iCalendar file?"
            )
        ) {
            try ICalendar.parse(foldedLong, defaultTimeZone: .gmt)
        }
    }
}

@Suite struct FormatValueCodingTests {
    @Test func eventsAndMoneyRoundTripThroughJSON() throws {
        let events = ICalendarRoundTripTests.events
        #expect(try JSONDecoder().decode([CalendarEvent].self, from: JSONEncoder().encode(events)) == events)
        let money = [try Money.parse("-0.05", currency: "usd"), try Money.parse("1,000", currency: "JPY")]
        let json = try JSONEncoder().encode(money)
        #expect(try JSONDecoder().decode([Money].self, from: json) == money)
    }
}

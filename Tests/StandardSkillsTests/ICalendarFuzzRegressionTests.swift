import Foundation
import Testing

@testable import StandardSkills

/// Inputs found by `scripts/fuzz ics`, each once a crash of the fuzz target: a case here fails on
/// the code before its fix.
@Suite struct ICalendarFuzzRegressionTests {
    /// A `TZID` with NUL bytes: Foundation returned a UTC zone carrying the malformed id, the export
    /// wrote it as `TZID=America/New_York` (control characters dropped), and the file read back as
    /// New York times — another instant.
    @Test(arguments: ["America/New_York" + String(repeating: "\u{0}", count: 17), "UTC\u{0}abc", "GMT\u{0}"])
    func aMalformedTZIDIsNotAZone(tzid: String) throws {
        let text =
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:t@x\r\nDTSTART;TZID=\(tzid):20261101T013615\r\n"
            + "SUMMARY:Odd zone\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let shanghai = try #require(TimeZone(identifier: "Asia/Shanghai"))
        let events = try ICalendar.parse(text, defaultTimeZone: shanghai)
        #expect(events.map(\.timeZone) == ["Asia/Shanghai"])
        let exported = ICalendar.export(events)
        let again = try ICalendar.parse(exported, defaultTimeZone: .gmt)
        #expect(again == events)
        #expect(ICalendar.export(again) == exported)
    }

    /// Control characters in TEXT: a `UID` of three NULs was kept, exported as an empty `UID:` (TEXT
    /// cannot hold them) and read back as a derived uid — another event. Import now normalizes text
    /// as export writes it.
    @Test(
        arguments: [
            ("\u{0}\u{0}\u{0}", "Stand-up", nil), ("a\u{1}b", "bell\u{7}s", "ab"), ("x", "line\rbreak", "x"),
        ] as [(String, String, String?)])
    func textReadsAsItWouldBeWritten(uid: String, title: String, expectedUID: String?) throws {
        let text =
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTART:20261203T013000Z\r\n"
            + "SUMMARY:\(title)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let events = try ICalendar.parse(text, defaultTimeZone: .gmt)
        let event = try #require(events.first)
        #expect(!event.uid.unicodeScalars.contains { $0.value < 0x20 })
        #expect(!event.title.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        if let expectedUID { #expect(event.uid == expectedUID) } else { #expect(event.uid.hasPrefix("ics-")) }
        let exported = ICalendar.export(events)
        #expect(try ICalendar.parse(exported, defaultTimeZone: .gmt) == events)
    }

    @Test func aMalformedStoredZoneExportsAsUTC() throws {
        let start = Date(timeIntervalSince1970: 1_796_000_000)
        let event = CalendarEvent(
            uid: "z@x", title: "Odd", start: start, end: start.addingTimeInterval(60), timeZone: "UTC\u{0}abc",
            stamp: start)
        let text = ICalendar.export([event])
        #expect(!text.contains("TZID"))
        #expect(try ICalendar.parse(text, defaultTimeZone: .gmt).map(\.start) == [start])
    }
}

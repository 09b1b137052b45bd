import Foundation
import StandardSkills
import Testing

@Suite struct ICalendarExportTests {
    @Test func aUTCEventHasTheExpectedShape() {
        let text = ICalendar.export([Fixed.event(location: "3F, Room 2", notes: "Agenda:\n1. demo")])
        #expect(
            text.physicalLines == [
                "BEGIN:VCALENDAR",
                "VERSION:2.0",
                "PRODID:-//AgentSkill//AgentSkill//EN",
                "CALSCALE:GREGORIAN",
                "BEGIN:VEVENT",
                "UID:evt-1@agentskill",
                "DTSTAMP:20261130T080000Z",
                "DTSTART:20261203T013000Z",
                "DTEND:20261203T020000Z",
                "SUMMARY:站会 Stand-up",
                "LOCATION:3F\\, Room 2",
                "DESCRIPTION:Agenda:\\n1. demo",
                "END:VEVENT",
                "END:VCALENDAR",
            ])
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        #expect(!text.replacing("\r\n", with: "").contains("\n"))
    }

    @Test(arguments: [
        ("a,b", "SUMMARY:a\\,b"),
        ("a;b", "SUMMARY:a\\;b"),
        ("back\\slash", "SUMMARY:back\\\\slash"),
        ("two\nlines", "SUMMARY:two\\nlines"),
        ("crlf\r\nend", "SUMMARY:crlf\\nend"),
        ("lone\rcr", "SUMMARY:lone\\ncr"),
        ("bell\u{07}null\u{00}", "SUMMARY:bellnull"),
        ("tab\there", "SUMMARY:tab\there"),
        ("colon: \"quoted\"", "SUMMARY:colon: \"quoted\""),
    ])
    func escapesText(title: String, line: String) {
        let lines = ICalendar.export([Fixed.event(title: title)]).physicalLines
        #expect(lines.contains(line))
    }

    @Test(arguments: [
        String(repeating: "中文标题", count: 50),
        String(repeating: "👩‍💻🎉", count: 40),
        "a" + String(repeating: "é", count: 120),
        String(repeating: "x", count: 74) + "中" + String(repeating: "y", count: 200),
    ])
    func foldsAt75OctetsWithoutSplittingCharacters(title: String) throws {
        let text = ICalendar.export([Fixed.event(title: title)])
        let bytes = Array(text.utf8)
        var pieces: [ArraySlice<UInt8>] = []
        var start = 0
        for index in bytes.indices.dropLast() where bytes[index] == 0x0D && bytes[index + 1] == 0x0A {
            pieces.append(bytes[start..<index])
            start = index + 2
        }
        #expect(start == bytes.count)
        for piece in pieces {
            #expect(piece.count <= 75)
            #expect(String(validating: piece, as: UTF8.self) != nil, "a fold split a character")
        }
        let summary = pieces.drop { !$0.starts(with: Array("SUMMARY:".utf8)) }
        #expect(summary.count > 2)
        #expect(summary.dropFirst().first?.first == 0x20)
        let parsed = try ICalendar.parse(text, defaultTimeZone: .gmt)
        #expect(parsed.map(\.title) == [title])
    }

    @Test func aChineseTitleOf200CharactersFoldsAndUnfoldsExactly() throws {
        let title = String(repeating: "会议纪要项目计划讨论", count: 20)
        #expect(title.count == 200)
        let text = ICalendar.export([Fixed.event(title: title)])
        let lines = text.physicalLines
        #expect(lines.allSatisfy { $0.utf8.count <= 75 })
        // 8 octets of "SUMMARY:" + 600 octets of title: 22 characters on the first line, 24 after.
        let fromSummary = lines.drop { !$0.hasPrefix("SUMMARY:") }
        let continuations = fromSummary.dropFirst().prefix { $0.hasPrefix(" ") }
        #expect(fromSummary.first?.utf8.count == 74)
        #expect(continuations.count == 8)
        #expect(continuations.dropLast().allSatisfy { $0.utf8.count == 73 })
        #expect(try ICalendar.parse(text, defaultTimeZone: .gmt).first?.title == title)
    }

    @Test func aNewYorkEventInSummerAndWinterGetsBothObservances() {
        let july = Fixed.event(
            uid: "july", start: Fixed.local(2026, 7, 14, 9, 30, in: Fixed.newYork), timeZone: "America/New_York")
        let january = Fixed.event(
            uid: "january", start: Fixed.local(2026, 1, 15, 9, 30, in: Fixed.newYork), timeZone: "America/New_York")
        let lines = ICalendar.export([july, january]).physicalLines
        #expect(lines.contains("DTSTART;TZID=America/New_York:20260714T093000"))
        #expect(lines.contains("DTEND;TZID=America/New_York:20260714T100000"))
        #expect(lines.contains("DTSTART;TZID=America/New_York:20260115T093000"))
        let zone = Array(lines.drop { $0 != "BEGIN:VTIMEZONE" }.prefix { $0 != "END:VTIMEZONE" })
        #expect(zone.filter { $0.hasPrefix("BEGIN:") } == ["BEGIN:VTIMEZONE", "BEGIN:STANDARD", "BEGIN:DAYLIGHT"])
        #expect(
            zone.filter { !$0.hasPrefix("TZNAME") } == [
                "BEGIN:VTIMEZONE", "TZID:America/New_York",
                "BEGIN:STANDARD", "DTSTART:20251102T020000", "TZOFFSETFROM:-0400", "TZOFFSETTO:-0500", "END:STANDARD",
                "BEGIN:DAYLIGHT", "DTSTART:20260308T020000", "TZOFFSETFROM:-0500", "TZOFFSETTO:-0400", "END:DAYLIGHT",
            ])
        #expect(lines.firstIndex(of: "END:VTIMEZONE") ?? 0 < lines.firstIndex(of: "BEGIN:VEVENT") ?? 0)
    }

    @Test func aZoneWithoutDaylightSavingGetsOneStandardObservance() {
        let event = Fixed.event(start: Fixed.local(2026, 12, 3, 9, 30, in: Fixed.shanghai), timeZone: "Asia/Shanghai")
        let lines = ICalendar.export([
            event, Fixed.event(uid: "2", start: Fixed.utc(2026, 3, 1, 4, 0), timeZone: "Asia/Shanghai"),
        ]).physicalLines
        #expect(lines.contains("DTSTART;TZID=Asia/Shanghai:20261203T093000"))
        #expect(lines.filter { $0 == "BEGIN:VTIMEZONE" }.count == 1)
        #expect(lines.filter { $0.hasPrefix("BEGIN:STANDARD") || $0.hasPrefix("BEGIN:DAYLIGHT") } == ["BEGIN:STANDARD"])
        #expect(lines.contains("TZOFFSETFROM:+0800"))
        #expect(lines.contains("TZOFFSETTO:+0800"))
    }

    @Test func anAllDayEventIsWrittenAsDatesWithItsZone() {
        let start = Fixed.local(2026, 12, 3, 0, 0, in: Fixed.shanghai)
        let event = CalendarEvent(
            uid: "holiday", title: "假期", start: start, end: start.addingTimeInterval(2 * 86_400),
            timeZone: "Asia/Shanghai", stamp: Fixed.stamp, allDay: true)
        let lines = ICalendar.export([event]).physicalLines
        #expect(lines.contains("DTSTART;VALUE=DATE:20261203"))
        #expect(lines.contains("DTEND;VALUE=DATE:20261205"))
        #expect(lines.contains("X-AGENTSKILL-TZID:Asia/Shanghai"))
        #expect(!lines.contains("BEGIN:VTIMEZONE"))
    }

    @Test func anUnknownZoneFallsBackToUTC() {
        let lines = ICalendar.export([Fixed.event(timeZone: "Mars/Olympus_Mons")]).physicalLines
        #expect(lines.contains("DTSTART:20261203T013000Z"))
        #expect(!lines.contains { $0.contains("Mars") })
    }

    @Test func theSecondOfARepeatedHourIsWrittenInUTC() {
        // 2026-11-01 01:30 happens twice in New York; 06:30Z is the second time (EST).
        let event = Fixed.event(start: Fixed.utc(2026, 11, 1, 6, 30), timeZone: "America/New_York")
        let lines = ICalendar.export([event]).physicalLines
        #expect(lines.contains("DTSTART:20261101T063000Z"))
        #expect(lines.contains("DTEND;TZID=America/New_York:20261101T020000"))
        #expect(!lines.contains { $0.hasPrefix("X-AGENTSKILL-TZID") })
        let inside = Fixed.event(start: Fixed.utc(2026, 11, 1, 6, 0), minutes: 30, timeZone: "America/New_York")
        let insideLines = ICalendar.export([inside]).physicalLines
        #expect(insideLines.contains("DTSTART:20261101T060000Z"))
        #expect(insideLines.contains("DTEND:20261101T063000Z"))
        #expect(insideLines.contains("X-AGENTSKILL-TZID:America/New_York"))
    }
}

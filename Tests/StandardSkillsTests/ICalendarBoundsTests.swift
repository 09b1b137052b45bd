import Foundation
import SkillStore
import TestSupport
import Testing

@testable import StandardSkills

/// Years 1 to 9999 end to end (issue 14, finding 8): whatever the calendar exports it imports, an
/// export never writes a year outside 1–9999, and events outside them are refused with the line.
@Suite struct ICalendarBoundsTests {
    static let zones = ["Asia/Shanghai", "America/New_York", "GMT"].compactMap(TimeZone.init(identifier:))

    /// An all-day event on 9999-12-31 ends at 10000-01-01, which `DTEND;VALUE=DATE` cannot say.
    @Test(arguments: zones)
    func theLastDayExportsAsADurationAndReadsBack(zone: TimeZone) throws {
        let day = try #require(LocalDate(year: 9999, month: 12, day: 31))
        let event = CalendarEvent(
            uid: "last@x", title: "End of days", start: day.start(in: zone),
            end: day.adding(days: 1).start(in: zone), timeZone: ICalendarZoneResolver.fieldID(zone),
            stamp: Fixed.stamp, allDay: true)
        #expect(CalendarBounds.problem(event) == nil)
        let text = ICalendar.export([event])
        #expect(!text.contains("100000101"))
        #expect(text.physicalLines.contains("DURATION:P1D"))
        #expect(try ICalendar.parse(text, defaultTimeZone: .gmt) == [event])
    }

    @Test func aTimedEventEndingAtTheLastMomentExportsAsADuration() throws {
        let start = Fixed.utc(9999, 12, 31, 22, 0)
        let event = CalendarEvent(
            uid: "eve@x", title: "Eve", start: start, end: start.addingTimeInterval(7200), stamp: Fixed.stamp)
        let text = ICalendar.export([event])
        #expect(text.physicalLines.contains("DURATION:PT7200S"))
        #expect(try ICalendar.parse(text, defaultTimeZone: .gmt) == [event])
    }

    /// Files from elsewhere whose events leave the calendar's years: refused, naming the line.
    @Test(arguments: [
        (
            "DTSTART;VALUE=DATE:99991231\r\nDURATION:P999999999W",
            "invalid calendar file, line 5: DURATION 'P999999999W' is longer than the calendar's years 1 to 9999"
        ),
        (
            "DTSTART:20260101T000000Z\r\nDURATION:P999999999999W",
            "invalid calendar file, line 5: DURATION 'P999999999999W' is longer than the calendar's years 1 to 9999"
        ),
        (
            "DTSTART:20260101T000000Z\r\nDURATION:P" + String(repeating: "9999999D", count: 1_000),
            "invalid calendar file, line 5: DURATION 'P9999999D9999999D9999999D9999999D9999999' is longer than the"
                + " calendar's years 1 to 9999"
        ),
        (
            "DTSTART:99991231T230000Z\r\nDURATION:PT2H",
            "invalid calendar file, line 5: the event 'Far' ends after the year 9999 — the calendar holds years 1 to 9999"
        ),
        (
            "DTSTART:20260101T000000Z\r\nDURATION:P3000000D",
            "invalid calendar file, line 5: the event 'Far' ends after the year 9999 — the calendar holds years 1 to 9999"
        ),
        (
            "DTSTART;TZID=Asia/Shanghai:00010101T050000\r\nDTEND:00010101T060000Z",
            "invalid calendar file, line 4: the event 'Far' starts before the year 1 — the calendar holds years 1 to 9999"
        ),
        (
            "DTSTART:00000101T000000Z",
            "invalid calendar file, line 4: DTSTART value '00000101T000000Z' is not a date (YYYYMMDD) or date-time"
                + " (YYYYMMDDTHHMMSS, with Z for UTC)"
        ),
    ])
    func eventsOutsideTheYearsAreRefusedByLine(times: String, message: String) {
        let text =
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:far@x\r\n\(times)\r\nSUMMARY:Far\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        #expect(throws: StandardSkillError(.invalidICalendar, message)) {
            try ICalendar.parse(text, defaultTimeZone: .gmt)
        }
    }

    /// Events made through the API (or stored before the bounds) outside the years: the export clamps
    /// them, so the file still imports and holds no year past 9999.
    /// (Seconds since 1970, not `Date`s: Foundation traps describing a `Date` this far out.)
    @Test(arguments: [
        (-1e15, 1e15, false), (1e15, 2e15, true), (Double.nan, Double.infinity, false),
        (Date.distantPast.timeIntervalSince1970, Date.distantFuture.timeIntervalSince1970, true),
    ])
    func outOfRangeEventsExportClamped(start: Double, end: Double, allDay: Bool) throws {
        let event = CalendarEvent(
            uid: "odd@x", title: "Odd", start: Date(timeIntervalSince1970: start),
            end: Date(timeIntervalSince1970: end), timeZone: "Asia/Shanghai",
            stamp: Date(timeIntervalSince1970: 1e16), allDay: allDay)
        let text = ICalendar.export([event])
        #expect(Self.years(in: text).allSatisfy { (1...9999).contains($0) }, "\(Self.years(in: text))")
        let back = try ICalendar.parse(text, defaultTimeZone: .gmt)
        #expect(back.count == 1)
        #expect(back.allSatisfy { CalendarBounds.problem($0) == nil })
    }

    @Test(arguments: [
        (Fixed.utc(9999, 12, 31, 23, 0).timeIntervalSince1970, 7200.0, "it ends after the year 9999"),
        (1e15, 0, "it starts after the year 9999"), (-1e15, 60, "it starts before the year 1"),
    ])
    func theStoreRefusesEventsOutsideTheYears(startSeconds: Double, seconds: Double, problem: String) async throws {
        let start = Date(timeIntervalSince1970: startSeconds)
        let store = try SkillStore.inMemory()
        try StandardSchema.migrator.migrate(store)
        let calendar = CalendarStore(ScopedStore(store, access: .full))
        let event = CalendarEvent(
            uid: "far@x", title: "Far", start: start, end: start.addingTimeInterval(seconds), stamp: Fixed.stamp)
        let error = await #expect(throws: StandardSkillError.self) { try await calendar.insert(event) }
        #expect(error?.message.contains(problem) == true)
        await #expect(throws: StandardSkillError.self) { try await calendar.importEvents([event]) }
    }

    // MARK: - Property: export → import is the identity

    /// Random events over the whole span — all-day and timed, zones with odd offsets and DST, long and
    /// empty durations, hostile text — read back exactly as they were written.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func exportThenImportGivesTheSameEvents(seed: UInt64) throws {
        var random = RandomEvents(seed: seed)
        let events = (0..<120).map { random.event(index: $0) }
        let text = ICalendar.export(events)
        #expect(Self.years(in: text).allSatisfy { (1...9999).contains($0) })
        let back = try ICalendar.parse(text, defaultTimeZone: TimeZone(identifier: "Asia/Tokyo") ?? .gmt)
        #expect(back.count == events.count)
        for (written, read) in zip(events, back) where written != read {
            Issue.record("seed \(seed): \(written) read back as \(read)")
        }
    }

    /// Every four-digit year written in a DATE or DATE-TIME value (`…:YYYYMMDD…`).
    static func years(in text: String) -> [Int] {
        text.physicalLines.compactMap { line -> Int? in
            guard line.hasPrefix("DTSTART") || line.hasPrefix("DTEND") || line.hasPrefix("DTSTAMP"),
                let colon = line.lastIndex(of: ":")
            else { return nil }
            let value = line[line.index(after: colon)...]
            guard [8, 15, 16].contains(value.count), let year = Int(value.prefix(4)) else { return -1 }
            return year
        }
    }
}

/// Seeded random calendar events within ``CalendarBounds``, in whole seconds.
struct RandomEvents {
    static let zones: [String?] = [
        nil, "Asia/Shanghai", "America/New_York", "Europe/London", "Pacific/Kiritimati", "Pacific/Pago_Pago",
        "Asia/Kathmandu", "Australia/Lord_Howe", "America/Sao_Paulo",
    ]
    static let pieces = [
        "", "a", ",", ";", "\\", ":", "\"", "\n", "\t", "中文", "👩‍💻", "BEGIN:VEVENT", "END:VCALENDAR", "\\n", "^n",
        "é", " ", "TZID=x", String(repeating: "长", count: 40), String(repeating: "x", count: 90),
    ]

    var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    mutating func text() -> String {
        (0..<int(0...6)).map { _ in Self.pieces[int(0...(Self.pieces.count - 1))] }.joined()
    }

    mutating func event(index: Int) -> CalendarEvent {
        let zoneID = Self.zones[int(0...(Self.zones.count - 1))]
        let zone = zoneID.flatMap(TimeZone.init(identifier:)) ?? .gmt
        let allDay = int(0...1) == 0
        let range = CalendarBounds.range(allDay: allDay, zone: zone)
        let start: Date
        let end: Date
        if allDay {
            let first = LocalDate(range.lowerBound, in: zone).daysSince1970
            let last = CalendarBounds.endDay.daysSince1970 - 1
            let day = edgeBiased(first...last)
            let length = [1, 1, int(1...40), int(1...(last - day + 1))][int(0...3)]
            start = LocalDate(daysSince1970: day).start(in: zone)
            end = LocalDate(daysSince1970: min(day + length, last + 1)).start(in: zone)
        } else {
            let low = Int(range.lowerBound.timeIntervalSince1970.rounded(.up))
            let high = Int(range.upperBound.timeIntervalSince1970.rounded(.down))
            let seconds = edgeBiased(low...(high - 1))
            let length = [0, int(1...3600), int(1...86_400 * 400), int(0...(high - seconds))][int(0...3)]
            start = Date(timeIntervalSince1970: Double(seconds))
            end = Date(timeIntervalSince1970: Double(min(seconds + length, high)))
        }
        let stampLow = Int(CalendarBounds.stamp(.distantPast).timeIntervalSince1970)
        let stampHigh = Int(CalendarBounds.stamp(Date(timeIntervalSince1970: 1e300)).timeIntervalSince1970)
        let hasLocation = int(0...1) == 0
        let hasNotes = int(0...1) == 0
        return CalendarEvent(
            uid: "e\(index)-" + text(), title: text(), start: start, end: end, timeZone: zoneID,
            location: hasLocation ? text() : nil, notes: hasNotes ? text() : nil,
            stamp: Date(timeIntervalSince1970: Double(edgeBiased(stampLow...stampHigh))), allDay: allDay)
    }

    /// A value of `range`, one time in four at or next to one of its ends.
    mutating func edgeBiased(_ range: ClosedRange<Int>) -> Int {
        switch int(0...7) {
        case 0: range.lowerBound
        case 1: range.upperBound
        case 2: min(range.lowerBound + int(0...100_000), range.upperBound)
        case 3: max(range.upperBound - int(0...100_000), range.lowerBound)
        default: int(range)
        }
    }
}

import Foundation
import StandardSkills
import TestSupport
import Testing

/// Real peers read what we write and write what we read: Python's `icalendar` and Beancount's own
/// loader and `bean-check` (versions pinned in `Tests/Interop/requirements.txt`).
/// Without the peers a bare `swift test` skips these tests, saying to run `scripts/bootstrap`; under
/// `make test` (`AGENTSKILL_REQUIRE_PEERS=1`) they run and fail with that message instead.
@Suite(
    "Interop: icalendar and Beancount read and write our formats", .timeLimit(.minutes(2)),
    .requires(Peers.interopPython))
struct InteropTests {
    /// One event as `Tests/Interop/ics_read.py` prints it.
    struct PeerEvent: Decodable, Equatable {
        var uid: String?
        var summary: String?
        var location: String?
        var description: String?
        var start: String
        var end: String
        var tzid: String?
    }

    static let longChineseTitle = String(repeating: "季度计划与预算讨论", count: 12) + " 🎉👩‍💻"

    static let events: [CalendarEvent] = [
        Fixed.event(
            uid: "ny-july@agentskill", title: longChineseTitle,
            start: Fixed.local(2026, 7, 14, 9, 30, in: Fixed.newYork),
            minutes: 45, timeZone: "America/New_York", location: "Room 5, Floor 3; East",
            notes: "Line one\nLine two \\ \"quoted\" <script>x</script>'; DROP TABLE events; --"),
        Fixed.event(
            uid: "ny-january", start: Fixed.local(2026, 1, 15, 9, 30, in: Fixed.newYork), timeZone: "America/New_York"),
        Fixed.event(
            uid: "sh", title: "午饭", start: Fixed.local(2026, 12, 3, 12, 0, in: Fixed.shanghai), minutes: 60,
            timeZone: "Asia/Shanghai"),
        Fixed.event(uid: "utc", title: "UTC call", start: Fixed.utc(2026, 12, 24, 8, 0), minutes: 60),
        CalendarEvent(
            uid: "holiday", title: "国庆", start: Fixed.local(2026, 10, 1, 0, 0, in: Fixed.shanghai),
            end: Fixed.local(2026, 10, 8, 0, 0, in: Fixed.shanghai), timeZone: "Asia/Shanghai", stamp: Fixed.stamp,
            allDay: true),
    ]

    @Test func icalendarReadsOurExport() async throws {
        let printed = try await TemporaryDirectory.with("agentskill-interop") { folder in
            let file = folder.appending(path: "ours.ics")
            try ICalendar.export(Self.events).write(to: file, atomically: true, encoding: .utf8)
            let result = try await InteropPeers.run("ics_read.py", [file.path], in: folder)
            #expect(result.status == 0, "ics_read.py failed: \(result.errors)")
            return result.output
        }
        let peer = try JSONDecoder().decode([PeerEvent].self, from: Data(printed.utf8))
        let notes = Self.events[0].notes
        #expect(
            peer == [
                PeerEvent(
                    uid: "ny-july@agentskill", summary: Self.longChineseTitle, location: "Room 5, Floor 3; East",
                    description: notes, start: "2026-07-14T13:30:00Z", end: "2026-07-14T14:15:00Z",
                    tzid: "America/New_York"),
                PeerEvent(
                    uid: "ny-january", summary: "站会 Stand-up", start: "2026-01-15T14:30:00Z",
                    end: "2026-01-15T15:00:00Z",
                    tzid: "America/New_York"),
                PeerEvent(
                    uid: "sh", summary: "午饭", start: "2026-12-03T04:00:00Z", end: "2026-12-03T05:00:00Z",
                    tzid: "Asia/Shanghai"),
                PeerEvent(uid: "utc", summary: "UTC call", start: "2026-12-24T08:00:00Z", end: "2026-12-24T09:00:00Z"),
                PeerEvent(uid: "holiday", summary: "国庆", start: "2026-10-01", end: "2026-10-08"),
            ])
    }

    @Test func weReadAFileIcalendarWrote() async throws {
        let text = try await TemporaryDirectory.with("agentskill-interop") { folder in
            let file = folder.appending(path: "peer.ics")
            let result = try await InteropPeers.run("ics_write.py", [file.path], in: folder)
            #expect(result.status == 0, "ics_write.py failed: \(result.errors)")
            return try String(contentsOf: file, encoding: .utf8)
        }
        #expect(text.contains("BEGIN:VTIMEZONE"))
        #expect(text.contains("DTSTART;TZID=America/New_York:20260714T093000"))
        let events = try ICalendar.parse(text, defaultTimeZone: .gmt)
        #expect(
            events == [
                CalendarEvent(
                    uid: "ny-summer", title: "项目评审会议：" + String(repeating: "季度计划与预算讨论", count: 6),
                    start: Fixed.utc(2026, 7, 14, 13, 30), end: Fixed.utc(2026, 7, 14, 14, 45),
                    timeZone: "America/New_York",
                    location: "Room 5, Floor 3; East", notes: "Line one\nLine two, with a comma", stamp: Fixed.stamp),
                CalendarEvent(
                    uid: "sh-winter", title: "午饭", start: Fixed.utc(2026, 12, 3, 4, 0),
                    end: Fixed.utc(2026, 12, 3, 5, 0),
                    timeZone: "Asia/Shanghai", stamp: Fixed.stamp),
                CalendarEvent(
                    uid: "utc", title: "UTC call", start: Fixed.utc(2026, 12, 24, 8, 0),
                    end: Fixed.utc(2026, 12, 24, 9, 0),
                    stamp: Fixed.stamp),
                CalendarEvent(
                    uid: "holiday", title: "国庆", start: Fixed.utc(2026, 10, 1), end: Fixed.utc(2026, 10, 8),
                    stamp: Fixed.stamp, allDay: true),
            ])
    }

    static func ledger() throws -> [LedgerEntry] {
        let day = try #require(LocalDate(iso: "2026-12-03"))
        return [
            try .fixed(1, amount: "35.5", note: "午饭 \"老地方\" \\ 🍜"),
            try .fixed(2, .income, amount: "12,000", category: .salary, on: "2026-12-01", note: "十二月工资"),
            try .fixed(3, amount: "3000", currency: "JPY", category: .transport, note: "Taxi\nto the airport"),
            try .fixed(4, amount: "1.250", currency: "KWD", category: .shopping, on: "2026-11-30"),
            try .fixed(5, amount: "19.99", currency: "USD", category: .entertainment, note: "'; DROP TABLE ledger; --"),
            try .fixed(6, .income, amount: "0.01", category: .other, on: "2026-12-02", note: "=1+1"),
        ]
            + LedgerCategory.allCases.enumerated().map { index, category in
                LedgerEntry(
                    id: 100 + Int64(index), kind: .expense,
                    amount: Money(minorUnits: 100 + Int64(index), currency: "CNY"),
                    category: category, date: day, created: Fixed.stamp)
            }
    }

    @Test func beanCheckAcceptsOurBeancountWithNoErrors() async throws {
        let entries = try Self.ledger()
        let text = LedgerExport.beancount(entries, openingDate: LocalDate(iso: "2026-01-01"))
        let (check, read) = try await TemporaryDirectory.with("agentskill-interop") { folder in
            let file = folder.appending(path: "ledger.beancount")
            try text.write(to: file, atomically: true, encoding: .utf8)
            let check = try await InteropPeers.run("-m beancount.scripts.check", [file.path], in: folder)
            let read = try await InteropPeers.run("bean_read.py", [file.path], in: folder)
            return (check, read)
        }
        #expect(check.status == 0)
        #expect(check.output == "", "bean-check reported: \(check.output)")
        #expect(check.errors == "", "bean-check reported: \(check.errors)")

        struct Loaded: Decodable {
            struct Transaction: Decodable {
                var date: String
                var narration: String
                var id: String?
                var postings: [[String]]
            }
            var errors: [String]
            var transactions: [Transaction]
        }
        #expect(read.status == 0, "bean_read.py failed: \(read.errors)")
        let loaded = try JSONDecoder().decode(Loaded.self, from: Data(read.output.utf8))
        #expect(loaded.errors == [])
        #expect(loaded.transactions.count == entries.count)
        let byID = Dictionary(uniqueKeysWithValues: loaded.transactions.map { ($0.id ?? "", $0) })
        #expect(byID["1"]?.narration == "午饭 \"老地方\" \\ 🍜")
        #expect(byID["1"]?.postings == [["Expenses:Food", "35.50", "CNY"], ["Assets:Cash", "-35.50", "CNY"]])
        #expect(byID["2"]?.postings == [["Assets:Cash", "12000.00", "CNY"], ["Income:Salary", "-12000.00", "CNY"]])
        #expect(byID["3"]?.narration == "Taxi to the airport")
        #expect(byID["4"]?.postings.first == ["Expenses:Shopping", "1.250", "KWD"])
        #expect(byID["5"]?.narration == "'; DROP TABLE ledger; --")
        #expect(byID["6"]?.narration == "=1+1")
        #expect(byID["4"]?.date == "2026-11-30")
    }
}

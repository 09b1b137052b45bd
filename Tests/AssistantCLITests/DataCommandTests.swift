import AgentSkill
import Foundation
import SkillStore
import StandardSkills
import TestSupport
import Testing

@testable import AssistantCLI

/// `calendar export/import` and `ledger export`, in-process, each in its own data directory.
@Suite(.timeLimit(.minutes(1))) struct DataCommandTests {
    static let shanghai = ["--time-zone", "Asia/Shanghai"]

    static let meeting = """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:-//Test//EN
        BEGIN:VEVENT
        UID:standup@test
        DTSTAMP:20261201T000000Z
        DTSTART:20261203T090000
        DTEND:20261203T093000
        SUMMARY:站会 Standup
        END:VEVENT
        END:VCALENDAR

        """

    @Test func exportOfAnEmptyStoreIsAValidCalendar() async throws {
        let terminal = FakeTerminal()
        #expect(await terminal.run(["calendar", "export", "-"] + Self.shanghai) == 0)
        #expect(terminal.stdout.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//AgentSkill//assistant "))
        #expect(terminal.stdout.hasSuffix("END:VCALENDAR\r\n"))
        #expect(!terminal.stdout.contains("BEGIN:VEVENT"))
        #expect(try ICalendar.parse(terminal.stdout, defaultTimeZone: .gmt).isEmpty)
    }

    @Test func importReadsFloatingTimesInTheGivenZoneAndTwiceAddsNothing() async throws {
        try await TemporaryDirectory.with { root in
            let file = root.appending(path: "in.ics")
            try Data(Self.meeting.utf8).write(to: file)
            let data = ["--data-dir", root.appending(path: "data").path]
            let first = FakeTerminal()
            #expect(await first.run(["calendar", "import", file.path] + data + Self.shanghai) == 0)
            #expect(first.stdout == "imported 1 new, 0 updated, 0 unchanged\n")
            let again = FakeTerminal(lines: Self.meeting.components(separatedBy: "\n"))
            #expect(await again.run(["calendar", "import", "-", "--json"] + data + Self.shanghai) == 0)
            #expect(again.stdout == #"{"added":0,"unchanged":1,"updated":0}"# + "\n")

            let store = try StandardSchema.openStore(in: root.appending(path: "data").path)
            let events = try await CalendarStore(ScopedStore(store, access: .full)).allEvents()
            #expect(events.map(\.title) == ["站会 Standup"])
            #expect(events.first?.start == Date(timeIntervalSince1970: 1_796_259_600))  // 09:00 +08:00
            let audit = try await SQLiteAuditLog(store).recent()
            #expect(audit.map(\.skillID) == ["calendar.import", "calendar.import"])
            #expect(audit.first?.summary == "calendar import -: imported 0 new, 0 updated, 1 unchanged")
        }
    }

    static let badCalendars: [(String, String)] = [
        (
            "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:x\nDTSTART:tomorrow\nEND:VEVENT\nEND:VCALENDAR\n",
            "error: cannot import standard input: invalid calendar file, line 4: DTSTART value 'tomorrow' is not a date (YYYYMMDD) or date-time (YYYYMMDDTHHMMSS, with Z for UTC)\n"
        ),
        ("BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:x\n", "error: cannot import standard input: "),
    ]

    @Test(arguments: badCalendars)
    func malformedCalendarExitsTwoNamingTheProblem(text: String, message: String) async {
        let terminal = FakeTerminal(lines: text.components(separatedBy: "\n"))
        #expect(await terminal.run(["calendar", "import", "-"] + Self.shanghai) == 2)
        #expect(terminal.stdout.isEmpty)
        #expect(terminal.stderr.hasPrefix(message))
    }

    @Test func tooLargeFileIsRefusedBeforeItIsRead() async throws {
        try await TemporaryDirectory.with { root in
            let file = root.appending(path: "huge.ics")
            #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
            let handle = try FileHandle(forWritingTo: file)
            try handle.truncate(atOffset: UInt64(ICalendar.maximumInputBytes + 1))
            try handle.close()
            let terminal = FakeTerminal()
            #expect(await terminal.run(["calendar", "import", file.path]) == 2)
            #expect(
                terminal.stderr
                    == "error: '\(file.path)' is too large: 16777217 bytes, the limit is 16777216 bytes — split it into smaller files\n"
            )
        }
    }

    @Test func missingFileAndMissingFolderAreErrors() async throws {
        try await TemporaryDirectory.with { root in
            let missing = FakeTerminal()
            #expect(await missing.run(["calendar", "import", root.appending(path: "nope.ics").path]) == 1)
            #expect(missing.stderr == "error: cannot read '\(root.path)/nope.ics': No such file or directory\n")
            let folder = FakeTerminal()
            #expect(await folder.run(["calendar", "export", root.appending(path: "no/out.ics").path]) == 1)
            #expect(folder.stderr == "error: cannot write '\(root.path)/no/out.ics': No such file or directory\n")
        }
    }

    @Test func exportReplacesTheFileAndLeavesNoTemporaryFiles() async throws {
        try await TemporaryDirectory.with { root in
            let out = root.appending(path: "out.ics")
            try Data("old contents".utf8).write(to: out)
            let terminal = FakeTerminal()
            #expect(await terminal.run(["calendar", "export", out.path]) == 0)
            #expect(terminal.stdout == "exported 0 events to \(out.path)\n")
            #expect(try String(contentsOf: out, encoding: .utf8).hasPrefix("BEGIN:VCALENDAR\r\n"))
            #expect(TemporaryDirectory.contents(of: root) == ["out.ics"])
        }
    }

    // MARK: - Ledger

    /// Two entries added straight through `LedgerBook` into `directory`'s store.
    static func addEntries(in directory: URL) async throws {
        let book = LedgerBook(ScopedStore(try StandardSchema.openStore(in: directory.path), access: .full))
        let created = Date(timeIntervalSince1970: 1_796_000_000)
        _ = try await book.add(
            kind: .expense, amount: try Money.parse("35.5", currency: "CNY"), category: .food,
            date: try #require(LocalDate(iso: "2026-12-01")), note: "午饭, \"面\"", created: created)
        _ = try await book.add(
            kind: .income, amount: try Money.parse("1000", currency: "CNY"), category: .other,
            date: try #require(LocalDate(iso: "2026-12-02")), note: nil, created: created)
    }

    @Test func csvExportHasTheHeaderAndEveryEntry() async throws {
        try await TemporaryDirectory.with { root in
            let data = root.appending(path: "data")
            try await Self.addEntries(in: data)
            let out = root.appending(path: "ledger.csv")
            let terminal = FakeTerminal()
            #expect(await terminal.run(["ledger", "export", "--csv", out.path, "--data-dir", data.path]) == 0)
            #expect(terminal.stdout == "exported 2 entries to \(out.path)\n")
            let lines = try String(contentsOf: out, encoding: .utf8).split(whereSeparator: \.isNewline)
            #expect(lines.first.map(String.init) == LedgerExport.csvHeader.joined(separator: ","))
            #expect(lines.count == 3)
            #expect(lines.dropFirst().first?.contains("2026-12-01") == true)
        }
    }

    @Test func beancountExportToStandardOutput() async throws {
        try await TemporaryDirectory.with { root in
            try await Self.addEntries(in: root)
            let terminal = FakeTerminal()
            #expect(await terminal.run(["ledger", "export", "--beancount", "-", "--data-dir", root.path]) == 0)
            let store = try StandardSchema.openStore(in: root.path)
            let entries = try await LedgerBook(ScopedStore(store, access: .full)).allEntries()
            #expect(terminal.stdout == LedgerExport.beancount(entries))
            #expect(terminal.stdout.contains("2026-12-01"))
        }
    }

    /// `bean-check` from the interop virtualenv (``Peers/interopPython``: `.build/interop-venv`, made by
    /// `scripts/bootstrap`, or beside `$INTEROP_PYTHON`), as the StandardSkills interop tests find it.
    @Test(.requires(Peers.interopPython)) func beanCheckAcceptsTheExport() async throws {
        let beanCheck = try Peers.interopPython.program("bean-check")
        try await TemporaryDirectory.with { root in
            let data = root.appending(path: "data")
            try await Self.addEntries(in: data)
            let out = root.appending(path: "ledger.beancount")
            let terminal = FakeTerminal()
            #expect(await terminal.run(["ledger", "export", "--beancount", out.path, "--data-dir", data.path]) == 0)
            let result = try await TestProcess.run(
                beanCheck, [out.path], environment: ProcessInfo.processInfo.environment, in: root)
            let output = result.output + result.errors
            #expect(result.status == 0, "bean-check reported: \(output)")
            #expect(output.isEmpty, "bean-check reported: \(output)")
        }
    }
}

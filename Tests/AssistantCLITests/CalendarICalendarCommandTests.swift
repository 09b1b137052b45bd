import AgentSkill
import Foundation
import SkillStore
import StandardSkills
import TestSupport
import Testing

@testable import AssistantCLI

/// `calendar import/export` with series, overrides, alarms and to-dos: diagnostics on standard
/// error by line, to-dos kept as reminders, and a second import adds nothing.
@Suite(.timeLimit(.minutes(1))) struct CalendarICalendarCommandTests {
    static let shanghai = ["--time-zone", "Asia/Shanghai"]

    static let file = """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:-//Test//EN
        BEGIN:VEVENT
        UID:badminton@test
        DTSTAMP:20261201T000000Z
        DTSTART;TZID=Asia/Shanghai:20261202T190000
        DTEND;TZID=Asia/Shanghai:20261202T210000
        RRULE:FREQ=WEEKLY;BYDAY=WE
        EXDATE;TZID=Asia/Shanghai:20261209T190000
        SUMMARY:羽毛球
        BEGIN:VALARM
        ACTION:DISPLAY
        DESCRIPTION:羽毛球
        TRIGGER:-PT30M
        END:VALARM
        END:VEVENT
        BEGIN:VEVENT
        UID:badminton@test
        DTSTAMP:20261201T000000Z
        RECURRENCE-ID;TZID=Asia/Shanghai:20261216T190000
        DTSTART;TZID=Asia/Shanghai:20261216T200000
        DTEND;TZID=Asia/Shanghai:20261216T220000
        SUMMARY:羽毛球 (late)
        END:VEVENT
        BEGIN:VEVENT
        UID:yoga@test
        DTSTAMP:20261201T000000Z
        DTSTART:20261203T010000Z
        RRULE:FREQ=MINUTELY
        SUMMARY:Yoga
        END:VEVENT
        BEGIN:VTODO
        UID:report@test
        DTSTAMP:20261201T000000Z
        DUE;VALUE=DATE:20261204
        SUMMARY:交报告
        END:VTODO
        BEGIN:VTODO
        UID:call@test
        DTSTAMP:20261201T000000Z
        DUE;TZID=Asia/Shanghai:20261203T170000
        SUMMARY:Call mom
        BEGIN:VALARM
        ACTION:DISPLAY
        DESCRIPTION:Call mom
        TRIGGER;RELATED=END:PT0S
        END:VALARM
        END:VTODO
        BEGIN:VTODO
        UID:nothing@test
        DTSTAMP:20261201T000000Z
        END:VTODO
        END:VCALENDAR

        """

    @Test func importKeepsTodosAsRemindersAndNamesEachProblemByLine() async throws {
        try await TemporaryDirectory.with { root in
            let input = root.appending(path: "in.ics")
            try Data(Self.file.utf8).write(to: input)
            let data = ["--data-dir", root.appending(path: "data").path]
            let first = FakeTerminal()
            #expect(await first.run(["calendar", "import", input.path] + data + Self.shanghai) == 0)
            #expect(
                first.stdout == "imported 3 new, 0 updated, 0 unchanged; to-dos: 2 new, 0 updated, 0 unchanged\n")
            let warnings = first.stderr.split(separator: "\n")
            #expect(warnings.count == 2, "\(first.stderr)")
            #expect(warnings.first?.hasPrefix("warning: line 30: RRULE 'FREQ=MINUTELY' dropped") == true)
            #expect(warnings.last?.hasPrefix("warning: line 50: a VTODO without a SUMMARY") == true)

            let store = try StandardSchema.openStore(in: root.appending(path: "data").path)
            // The series repeats in the store: its Wednesdays, less the excluded one, the moved one late.
            let december = try await CalendarStore(ScopedStore(store, access: .full)).occurrences(
                from: Date(timeIntervalSince1970: 1_796_140_800), to: Date(timeIntervalSince1970: 1_798_732_800))
            let badminton = december.events.filter { $0.uid == "badminton@test" }
            #expect(badminton.map(\.title) == ["羽毛球", "羽毛球 (late)", "羽毛球", "羽毛球"])
            #expect(badminton.map(\.alarmOffsets) == [[-1800], [], [-1800], [-1800]])
            let reminders = try await ReminderBook(ScopedStore(store, access: .full)).open()
            #expect(reminders.map(\.title) == ["Call mom", "交报告"])
            #expect(reminders.first?.alarm == true && reminders.last?.allDay == true)

            let again = FakeTerminal()
            #expect(await again.run(["calendar", "import", input.path, "--json"] + data + Self.shanghai) == 0)
            #expect(
                again.stdout
                    == #"{"added":0,"todos":{"added":0,"unchanged":2,"updated":0},"unchanged":3,"updated":0}"# + "\n")

            let export = FakeTerminal()
            let output = root.appending(path: "out.ics")
            #expect(await export.run(["calendar", "export", output.path] + data + Self.shanghai) == 0)
            #expect(export.stdout == "exported 3 events and 2 to-dos to \(output.path)\n")
            let text = try String(contentsOf: output, encoding: .utf8)
            let back = try ICalendar.read(text, defaultTimeZone: .gmt)
            #expect(back.todos.map(\.uid).sorted() == ["call@test", "report@test"])
            #expect(back.events.map(\.uid) == ["badminton@test", "badminton@test", "yoga@test"])
            let lines = text.components(separatedBy: "\r\n")
            for line in [
                "RRULE:FREQ=WEEKLY;BYDAY=WE", "EXDATE;TZID=Asia/Shanghai:20261209T190000",
                "RECURRENCE-ID;TZID=Asia/Shanghai:20261216T190000", "TRIGGER:-PT30M", "DUE;VALUE=DATE:20261204",
                "TRIGGER;RELATED=END:PT0S",
            ] {
                #expect(lines.contains(line), "the export has no '\(line)'")
            }

            // The export imports back as it is.
            let round = FakeTerminal()
            #expect(await round.run(["calendar", "import", output.path] + data + Self.shanghai) == 0)
            #expect(
                round.stdout == "imported 0 new, 0 updated, 3 unchanged; to-dos: 0 new, 0 updated, 2 unchanged\n")
            #expect(round.stderr == "")
        }
    }
}

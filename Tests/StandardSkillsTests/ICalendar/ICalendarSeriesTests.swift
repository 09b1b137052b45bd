import Foundation
import StandardSkills
import Testing

/// Series, overrides, alarms and to-dos through our own writer and reader: what we write reads
/// back equal, and what other calendars write reads as RFC 5545 means it.
@Suite struct ICalendarSeriesTests {
    static func calendar(_ body: [String]) -> String { ICalendarParseTests.calendar(body) }

    static let badminton = CalendarEvent(
        uid: "badminton@agentskill", title: "羽毛球", start: Fixed.local(2026, 3, 4, 19, 0, in: Fixed.newYork),
        end: Fixed.local(2026, 3, 4, 21, 0, in: Fixed.newYork), timeZone: "America/New_York", stamp: Fixed.stamp,
        recurrenceRule: "FREQ=WEEKLY;BYDAY=WE", recurrenceDates: [Fixed.local(2026, 3, 7, 10, 0, in: Fixed.newYork)],
        exceptionDates: [
            Fixed.local(2026, 3, 18, 19, 0, in: Fixed.newYork), Fixed.local(2026, 11, 4, 19, 0, in: Fixed.newYork),
        ], alarmOffsets: [-900, -86_400])
    static let moved = CalendarEvent(
        uid: "badminton@agentskill", title: "羽毛球 (moved)", start: Fixed.local(2026, 3, 12, 20, 0, in: Fixed.newYork),
        end: Fixed.local(2026, 3, 12, 22, 0, in: Fixed.newYork), timeZone: "America/New_York", location: "Gym B",
        stamp: Fixed.stamp, recurrenceID: Fixed.local(2026, 3, 11, 19, 0, in: Fixed.newYork), alarmOffsets: [0])
    static let birthday = CalendarEvent(
        uid: "birthday", title: "Mum's birthday", start: Fixed.local(2026, 3, 3, 0, 0, in: Fixed.shanghai),
        end: Fixed.local(2026, 3, 4, 0, 0, in: Fixed.shanghai), timeZone: "Asia/Shanghai", stamp: Fixed.stamp,
        allDay: true, recurrenceRule: "FREQ=YEARLY;UNTIL=20351231", recurrenceDates: [],
        exceptionDates: [Fixed.local(2028, 3, 3, 0, 0, in: Fixed.shanghai)], alarmOffsets: [-3600])
    static let standUp = CalendarEvent(
        uid: "standup", title: "Stand-up", start: Fixed.utc(2026, 1, 5, 9, 0), end: Fixed.utc(2026, 1, 5, 9, 15),
        stamp: Fixed.stamp, recurrenceRule: "FREQ=DAILY;COUNT=1000000000;BYDAY=MO,TU,WE,TH,FR",
        exceptionDates: [Fixed.utc(2026, 1, 6, 9, 0), Fixed.utc(2026, 1, 7, 9, 0)])

    static let todos: [ICalendarTodo] = [
        ICalendarTodo(
            uid: "call", title: "给张总回电话", due: Fixed.local(2026, 12, 3, 17, 0, in: Fixed.shanghai), alarm: true,
            timeZone: "Asia/Shanghai", created: Fixed.stamp),
        ICalendarTodo(
            uid: "report", title: "send the report", due: Fixed.local(2026, 12, 4, 0, 0, in: Fixed.newYork),
            allDay: true, timeZone: "America/New_York", completed: Fixed.utc(2026, 12, 3, 22, 0), created: Fixed.stamp),
        ICalendarTodo(
            uid: "run", title: "跑步", due: Fixed.local(2026, 12, 4, 7, 0, in: Fixed.shanghai), alarm: true,
            timeZone: "Asia/Shanghai", recurrenceRule: "FREQ=DAILY", created: Fixed.stamp),
        ICalendarTodo(uid: "someday", title: "learn the cello", created: Fixed.stamp),
    ]

    @Test func seriesOverridesAlarmsAndTodosSurviveExportAndRead() throws {
        // The override is given first: the export writes it after its series.
        let text = ICalendar.export([Self.moved, Self.standUp, Self.badminton, Self.birthday], todos: Self.todos)
        let back = try ICalendar.read(text, defaultTimeZone: .gmt)
        #expect(back.diagnostics == [])
        #expect(back.events == [Self.standUp, Self.badminton, Self.moved, Self.birthday])
        #expect(back.todos == Self.todos)
        let lines = text.physicalLines
        #expect(lines.contains("RRULE:FREQ=WEEKLY;BYDAY=WE"))
        #expect(lines.contains("EXDATE;TZID=America/New_York:20260318T190000,20261104T190000"))
        #expect(lines.contains("RDATE;TZID=America/New_York:20260307T100000"))
        #expect(lines.contains("RECURRENCE-ID;TZID=America/New_York:20260311T190000"))
        #expect(lines.contains("EXDATE;VALUE=DATE:20280303"))
        #expect(lines.contains("EXDATE:20260106T090000Z,20260107T090000Z"))
        #expect(lines.contains("TRIGGER:-PT15M") && lines.contains("TRIGGER:-PT24H") && lines.contains("TRIGGER:PT0S"))
        #expect(lines.contains("TRIGGER;RELATED=END:PT0S"))
        #expect(lines.contains("DUE;VALUE=DATE:20261204"))
        #expect(lines.contains("STATUS:COMPLETED") && lines.contains("COMPLETED:20261203T220000Z"))
        #expect(lines.contains("DTSTART;TZID=Asia/Shanghai:20261204T070000"))
        // The series' VTIMEZONE covers its daylight-saving changes, not only its first start.
        let newYork = lines.drop { $0 != "TZID:America/New_York" }.prefix { $0 != "END:VTIMEZONE" }
        #expect(newYork.filter { $0 == "BEGIN:DAYLIGHT" }.count >= 10)
        #expect(try ICalendar.read(ICalendar.export(back.events, todos: back.todos), defaultTimeZone: .gmt) == back)
    }

    @Test func exdateAndRdateInEveryForm() throws {
        let text = Self.calendar([
            "BEGIN:VEVENT", "UID:s", "DTSTART;TZID=America/New_York:20260105T090000", "RRULE:FREQ=DAILY;COUNT=30",
            "EXDATE;TZID=America/New_York:20260106T090000,20260107T090000",
            "EXDATE:20260108T140000Z", "EXDATE;VALUE=DATE:20260109", "EXDATE:20260110T090000",
            "RDATE;VALUE=PERIOD:20260301T150000Z/20260301T160000Z,20260302T150000Z/PT1H",
            "RDATE;TZID=Asia/Shanghai:20260303T220000", "END:VEVENT",
        ])
        let result = try ICalendar.read(text, defaultTimeZone: Fixed.newYork)
        let event = try #require(result.events.first)
        #expect(
            event.exceptionDates == [
                Fixed.utc(2026, 1, 6, 14), Fixed.utc(2026, 1, 7, 14), Fixed.utc(2026, 1, 8, 14),
                Fixed.local(2026, 1, 9, 0, 0, in: Fixed.newYork), Fixed.utc(2026, 1, 10, 14),
            ])
        #expect(
            event.recurrenceDates == [Fixed.utc(2026, 3, 1, 15), Fixed.utc(2026, 3, 2, 15), Fixed.utc(2026, 3, 3, 14)])
        #expect(result.diagnostics.map(\.line) == [12])
        #expect(result.diagnostics.first?.message.contains("only each period's start is kept") == true)
    }

    @Test func overridesCancellationsAndOrphans() throws {
        let text = Self.calendar([
            "BEGIN:VEVENT", "UID:o", "RECURRENCE-ID:20260112T090000Z", "DTSTART:20260112T110000Z",
            "SUMMARY:before its series", "END:VEVENT",
            "BEGIN:VEVENT", "UID:s", "DTSTART:20260105T090000Z", "RRULE:FREQ=WEEKLY", "SUMMARY:series", "END:VEVENT",
            "BEGIN:VEVENT", "UID:s", "RECURRENCE-ID:20260119T090000Z", "DTSTART:20260119T090000Z",
            "STATUS:CANCELLED", "END:VEVENT",
            "BEGIN:VEVENT", "UID:s", "RECURRENCE-ID;RANGE=THISANDFUTURE:20260126T090000Z",
            "DTSTART:20260126T100000Z", "SUMMARY:later", "END:VEVENT",
            "BEGIN:VEVENT", "UID:s", "RECURRENCE-ID:20260127T090000Z", "DTSTART:20260127T100000Z",
            "SUMMARY:not an occurrence", "END:VEVENT",
            "BEGIN:VEVENT", "UID:s", "RECURRENCE-ID:20260126T090000Z", "DTSTART:20260126T120000Z",
            "SUMMARY:twice", "END:VEVENT",
            "BEGIN:VEVENT", "UID:o", "RECURRENCE-ID:20260113T090000Z", "DTSTART:20260113T110000Z",
            "SUMMARY:second orphan", "END:VEVENT",
            "BEGIN:VEVENT", "UID:s", "RECURRENCE-ID:garbage", "DTSTART:20260126T120000Z", "END:VEVENT",
        ])
        let result = try ICalendar.read(text, defaultTimeZone: .gmt)
        #expect(result.events.map(\.uid) == ["s", "s", "s", "o", "o#20260113T090000Z"])
        #expect(
            result.events.map(\.title) == [
                "series", "later", "not an occurrence", "before its series", "second orphan",
            ])
        #expect(result.events[0].exceptionDates == [Fixed.utc(2026, 1, 19, 9)])
        #expect(result.events[1].recurrenceID == Fixed.utc(2026, 1, 26, 9))
        #expect(result.events[3].recurrenceID == nil)
        let lines = result.diagnostics.map { "\($0.line) \($0.severity)" }
        #expect(lines == ["4 warning", "24 warning", "28 warning", "34 skipped", "40 warning", "48 skipped"])
        #expect(result.diagnostics[1].message.contains("RANGE=THISANDFUTURE not kept"))
        #expect(result.diagnostics[2].message.contains("is not an occurrence of 'series'"))
        #expect(result.diagnostics[3].message.contains("a second change"))
    }

    @Test func alarmsRelativeToTheEndOrAtAFixedTimeAreConverted() throws {
        let text = Self.calendar([
            "BEGIN:VEVENT", "UID:one", "DTSTART:20260105T090000Z", "DTEND:20260105T100000Z",
            "BEGIN:VALARM", "ACTION:AUDIO", "TRIGGER;RELATED=END:-PT5M", "END:VALARM",
            "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER;VALUE=DATE-TIME:20260105T080000Z", "END:VALARM",
            "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-P1D", "END:VALARM",
            "BEGIN:VALARM", "ACTION:NONE", "TRIGGER:-PT1M", "END:VALARM",
            "BEGIN:VALARM", "ACTION:DISPLAY", "END:VALARM",
            "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:soon", "END:VALARM",
            "END:VEVENT",
            "BEGIN:VEVENT", "UID:series", "DTSTART:20260105T090000Z", "RRULE:FREQ=DAILY",
            "BEGIN:VALARM", "TRIGGER;VALUE=DATE-TIME:20260105T080000Z", "END:VALARM", "END:VEVENT",
        ])
        let result = try ICalendar.read(text, defaultTimeZone: .gmt)
        #expect(result.events.map(\.alarmOffsets) == [[3300, -3600, -86_400], []])
        #expect(result.diagnostics.map(\.line) == [24, 29, 36])
    }

    @Test func todosReadDueStartAlarmsStatusAndRule() throws {
        let text = Self.calendar([
            "BEGIN:VTODO", "UID:a", "SUMMARY:call", "DUE;TZID=Asia/Shanghai:20261203T170000",
            "BEGIN:VALARM", "TRIGGER:-PT10M", "END:VALARM", "END:VTODO",
            "BEGIN:VTODO", "UID:b", "SUMMARY:report", "DTSTART;VALUE=DATE:20261204", "STATUS:COMPLETED",
            "DTSTAMP:20261130T080000Z", "END:VTODO",
            "BEGIN:VTODO", "UID:c", "SUMMARY:fixed", "DTSTART:20261201T000000Z", "DUE:20261205T000000Z",
            "BEGIN:VALARM", "TRIGGER;RELATED=END:-PT1H", "END:VALARM",
            "BEGIN:VALARM", "TRIGGER;VALUE=DATE-TIME:20261204T120000Z", "END:VALARM",
            "RRULE:FREQ=WEEKLY;BYDAY=XX", "END:VTODO",
            "BEGIN:VTODO", "UID:d", "DUE:20261205T000000Z", "END:VTODO",
            "BEGIN:VTODO", "UID:e", "SUMMARY:cancelled", "STATUS:CANCELLED", "END:VTODO",
            "BEGIN:VTODO", "SUMMARY:no date", "BEGIN:VALARM", "TRIGGER:-PT1M", "END:VALARM",
            "RRULE:FREQ=DAILY", "END:VTODO",
        ])
        let result = try ICalendar.read(text, defaultTimeZone: Fixed.newYork)
        #expect(result.events == [])
        #expect(result.todos.map(\.uid).prefix(3) == ["a", "b", "c"])
        #expect(result.todos.count == 4)
        let call = result.todos[0]
        #expect(call.due == Fixed.utc(2026, 12, 3, 8, 50) && call.alarm && !call.allDay)
        #expect(call.timeZone == "Asia/Shanghai")
        let report = result.todos[1]
        #expect(report.allDay && !report.alarm && report.completed == Fixed.stamp)
        #expect(report.due == Fixed.local(2026, 12, 4, 0, 0, in: Fixed.newYork))
        #expect(result.todos[2].due == Fixed.utc(2026, 12, 4, 12) && result.todos[2].recurrenceRule == nil)
        #expect(result.todos[3].title == "no date" && result.todos[3].due == nil && !result.todos[3].alarm)
        #expect(result.todos[3].uid.hasPrefix("ics-"))
        #expect(
            result.diagnostics.map { "\($0.line) \($0.severity)" } == [
                "30 warning", "32 skipped", "43 warning", "46 warning",
            ])
    }
}

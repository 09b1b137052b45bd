import AgentSkill
import Foundation
import SkillStore
import Testing

@testable import StandardSkills

/// Reminders and to-dos through `VTODO`s: export, import into another store, import again.
@Suite struct ReminderICalendarTests {
    static let start = ReminderHarness.start
    static let zone = ReminderHarness.shanghai

    static func book() throws -> ReminderBook {
        let store = try SkillStore.inMemory()
        try StandardSchema.migrator.migrate(store)
        return ReminderBook(ScopedStore(store, access: .full))
    }

    /// A reminder, a day's to-do marked done, a dated to-do and one with no date.
    static func filled() async throws -> ReminderBook {
        let book = try book()
        let later = start.addingTimeInterval(7_200)
        _ = try await book.add(
            title: "给张总回电话", due: later, alarm: true, timeZone: zone, language: .chinese, created: start)
        let report = try await book.add(
            title: "send the report", due: LocalDate(start, in: zone).adding(days: 2).start(in: zone), allDay: true,
            alarm: false, timeZone: zone, language: .english, created: start)
        _ = try await book.markDone(id: report.id, at: start.addingTimeInterval(600))
        _ = try await book.add(
            title: "交水费", due: later.addingTimeInterval(86_400), alarm: false, timeZone: .gmt, language: .chinese,
            created: start)
        _ = try await book.add(
            title: "learn the cello", due: nil, alarm: false, timeZone: zone, language: .english, created: start)
        return book
    }

    @Test func remindersRoundTripThroughAnotherStoreAndImportTwiceAddsNothing() async throws {
        let source = try await Self.filled()
        let todos = try await source.icalendarTodos()
        #expect(todos.count == 4)
        #expect(Set(todos.map(\.uid)).count == 4 && todos.allSatisfy { $0.uid.hasSuffix("@agentskill") })
        #expect(todos[1].completed == Self.start.addingTimeInterval(600) && todos[1].allDay)
        let text = ICalendar.export([], todos: todos)
        let file = try ICalendar.read(text, defaultTimeZone: .gmt)
        #expect(file.diagnostics == [])
        #expect(file.todos == todos)

        let target = try Self.book()
        let first = try await target.importTodos(file.todos, language: .english, now: Self.start)
        #expect(first == ReminderBook.TodoImportResult(added: 4))
        #expect(try await target.icalendarTodos() == todos)
        let open = try await target.open()
        #expect(open.map(\.title) == ["给张总回电话", "交水费", "learn the cello"])
        #expect(open.first?.alarm == true && open.first?.fired == nil && open.first?.timeZone == Self.zone)
        let again = try await target.importTodos(file.todos, language: .english, now: Self.start)
        #expect(again == ReminderBook.TodoImportResult(unchanged: 4))

        // Changing one in the file updates it; the others stay.
        var changed = file.todos
        changed[0].title = "给张总回电话（改到下午）"
        changed[0].due = Self.start.addingTimeInterval(3 * 3600)
        let third = try await target.importTodos(changed, language: .english, now: Self.start)
        #expect(third == ReminderBook.TodoImportResult(updated: 1, unchanged: 3))
        #expect(try await target.open().first?.title == "给张总回电话（改到下午）")
        #expect(try await target.waitingAlarms().map(\.due) == [Self.start.addingTimeInterval(3 * 3600)])
    }

    @Test func anAlarmAlreadyPastIsMarkedRungWithoutRinging() async throws {
        let book = try Self.book()
        let past = ICalendarTodo(uid: "past", title: "old alarm", due: Self.start.addingTimeInterval(-60), alarm: true)
        let repeating = ICalendarTodo(
            uid: "daily", title: "跑步", due: Self.start.addingTimeInterval(3600), alarm: true,
            timeZone: "Asia/Shanghai", recurrenceRule: "FREQ=DAILY")
        _ = try await book.importTodos([past, repeating], language: .chinese, now: Self.start)
        #expect(try await book.fireDue(at: Self.start, missedBefore: Self.start).isEmpty)
        let reminders = try await book.open()
        #expect(reminders.map(\.title) == ["old alarm", "跑步"])
        #expect(reminders[0].fired == Self.start && reminders[0].status(at: Self.start) == .due)
        #expect(reminders[1].rule == "FREQ=DAILY" && reminders[1].language == .chinese)
    }

    @Test func theMigrationGivesEveryOldReminderAUID() async throws {
        let store = try SkillStore.inMemory()
        try StandardSchema.migrator(through: "reminders-v1").migrate(store)
        try await store.write { db in
            for title in ["a", "b"] {
                try db.execute(
                    "INSERT INTO reminder_items(title, due_ms, alarm, time_zone, language, created_ms)"
                        + " VALUES (?, NULL, 0, 'GMT', 'en', 0)", [title])
            }
        }
        try StandardSchema.migrator.migrate(store)
        let book = ReminderBook(ScopedStore(store, access: .full))
        _ = try await book.add(
            title: "c", due: nil, alarm: false, timeZone: .gmt, language: .english, created: Self.start)
        let uids = try await book.icalendarTodos().map(\.uid)
        #expect(uids.count == 3 && Set(uids).count == 3)
        #expect(uids.allSatisfy { $0.count == 32 + "@agentskill".count })
    }

    @Test func anOverLongTitleImportsNothing() async throws {
        let book = try Self.book()
        let long = ICalendarTodo(
            uid: "long", title: String(repeating: "x", count: StandardSchema.maxShortTextBytes + 1))
        await #expect(throws: StandardSkillError.self) {
            try await book.importTodos(
                [ICalendarTodo(uid: "ok", title: "ok"), long], language: .english, now: Self.start)
        }
        #expect(try await book.icalendarTodos().isEmpty)
    }
}

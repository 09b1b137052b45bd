import AgentSkill
import Foundation
import SkillStore

/// Reminders and to-dos as iCalendar `VTODO`s (``ICalendarTodo``), keyed by the `uid` column of
/// `reminders-ics-v1`.
///
/// A reminder is a to-do whose alarm rings at its due time; a to-do has a deadline (a day when
/// `allDay`) or no date; done is `COMPLETED`; the RRULE is kept as written.
///
/// ```swift
/// let book = ReminderBook(ScopedStore(store, access: .full))
/// let text = ICalendar.export(events, todos: try await book.icalendarTodos())
/// let file = try ICalendar.read(text, defaultTimeZone: zone)
/// let counts = try await book.importTodos(file.todos, language: .english, now: now)  // added 0, unchanged N
/// ```
extension ReminderBook {
    /// What an import of to-dos did.
    public struct TodoImportResult: Sendable, Hashable {
        /// To-dos whose `UID` was new.
        public var added = 0
        /// To-dos whose `UID` was kept with other contents, now replaced.
        public var updated = 0
        /// To-dos already kept exactly as in the file.
        public var unchanged = 0
    }

    /// Every reminder and to-do (done ones included), oldest first, as `VTODO`s.
    public func icalendarTodos() async throws -> [ICalendarTodo] {
        try await store.read { db in
            try db.query("SELECT \(Self.columns), uid FROM reminder_items ORDER BY created_ms, id").map { row in
                let reminder = try Self.reminder(row)
                let uid: String? = try row.decode("uid")
                return ICalendarTodo(
                    uid: uid ?? "reminder-\(reminder.id)@agentskill", title: reminder.title, due: reminder.due,
                    allDay: reminder.allDay, alarm: reminder.alarm,
                    timeZone: ICalendarZoneResolver.fieldID(reminder.timeZone), recurrenceRule: reminder.rule,
                    completed: reminder.done, created: reminder.created)
            }
        }
    }

    /// Adds or updates `todos` by `UID` in one transaction: importing the same file twice adds
    /// nothing.
    ///
    /// A new one is asked in `language`. An alarm whose time is past at `now` (and not done) is
    /// marked as rung without ringing — it came due in another calendar — and shows as due in
    /// `assistant reminders`; an update that moves the alarm makes it wait to ring again.
    ///
    /// - Throws: ``StandardSkillError`` for an over-long title or `UID` (nothing is imported);
    ///   ``SkillStore/StoreError`` when the database fails.
    public func importTodos(_ todos: [ICalendarTodo], language: ReplyLanguage, now: Date) async throws
        -> TodoImportResult
    {
        for todo in todos {
            _ = try checkLength(
                todo.title, field: "the title", chinese: "提醒内容", limit: StandardSchema.maxShortTextBytes)
            _ = try checkLength(todo.uid, field: "the uid", chinese: "编号", limit: StandardSchema.maxShortTextBytes)
        }
        let nowMilliseconds = Self.milliseconds(now)
        return try await store.write { db in
            var result = TodoImportResult()
            for todo in todos {
                let alarm = todo.alarm && todo.due != nil
                let due = todo.due.map(Self.milliseconds)
                let zone = todo.timeZone ?? "GMT"
                let done = todo.completed.map(Self.milliseconds)
                let rangPast = alarm && done == nil && (due ?? .max) <= nowMilliseconds ? nowMilliseconds : nil
                let existing = try db.queryFirst(
                    "SELECT \(Self.columns) FROM reminder_items WHERE uid = ?", [todo.uid]
                ).map(Self.reminder)
                guard let existing else {
                    try db.execute(
                        "INSERT INTO reminder_items(title, due_ms, all_day, alarm, time_zone, language, rule,"
                            + " created_ms, fired_ms, done_ms, uid) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        [
                            todo.title, due, todo.allDay ? 1 : 0, alarm ? 1 : 0, zone, language.code,
                            todo.recurrenceRule, Self.milliseconds(todo.created ?? now), rangPast, done, todo.uid,
                        ])
                    result.added += 1
                    continue
                }
                let same =
                    existing.title == todo.title && existing.due.map(Self.milliseconds) == due
                    && existing.allDay == todo.allDay && existing.alarm == alarm
                    && ICalendarZoneResolver.fieldID(existing.timeZone) == todo.timeZone
                    && existing.rule == todo.recurrenceRule && existing.done.map(Self.milliseconds) == done
                if same {
                    result.unchanged += 1
                    continue
                }
                let moved = existing.due.map(Self.milliseconds) != due || existing.alarm != alarm
                let fired = moved ? rangPast : existing.fired.map(Self.milliseconds)
                try db.execute(
                    "UPDATE reminder_items SET title = ?, due_ms = ?, all_day = ?, alarm = ?, time_zone = ?, rule = ?,"
                        + " fired_ms = ?, done_ms = ? WHERE id = ?",
                    [
                        todo.title, due, todo.allDay ? 1 : 0, alarm ? 1 : 0, zone, todo.recurrenceRule, fired, done,
                        existing.id,
                    ])
                result.updated += 1
            }
            return result
        }
    }
}

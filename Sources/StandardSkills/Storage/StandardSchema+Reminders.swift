import SkillStore

/// `reminders-v1`: the reminders and to-dos (``ReminderBook``), and a record of every time one fired.
///
/// - `reminder_items`: one row per reminder or to-do. `due_ms` is when its alarm rings, or the
///   deadline of a to-do (`alarm = 0`); `all_day = 1` makes it a day (a deadline "by Friday": the
///   start of that day in `time_zone`). `fired_ms` is set when the alarm for the current `due_ms`
///   rang and cleared when a snooze moves it; `done_ms` when the person says it is done. `language`
///   (`en` or `zh`) is the language it was asked in, which its alarm speaks. `rule` makes it repeat:
///   `DTSTART:…` and `RRULE:…` lines (``ReminderSeries``); its `due_ms` then moves on to the next
///   time when one rings, so it waits again while `due_ms > fired_ms`.
/// - `reminder_deliveries`: one row per alarm that rang, written in the same transaction that
///   sets `fired_ms` (``ReminderBook/fireDue(at:missedBefore:)``). `UNIQUE (reminder_id, due_ms)`
///   lets one due time ring once, whatever processes share the file.
extension StandardSchema {
    static func registerReminders(_ migrator: inout Migrator) {
        migrator.register("reminders-v1") { db in
            try db.executeScript(
                """
                CREATE TABLE reminder_items(
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    title TEXT NOT NULL,
                    due_ms INTEGER,
                    all_day INTEGER NOT NULL DEFAULT 0 CHECK (all_day IN (0, 1)),
                    alarm INTEGER NOT NULL DEFAULT 1 CHECK (alarm IN (0, 1)),
                    time_zone TEXT NOT NULL,
                    language TEXT NOT NULL CHECK (language IN ('en', 'zh')),
                    rule TEXT,
                    created_ms INTEGER NOT NULL,
                    fired_ms INTEGER,
                    done_ms INTEGER,
                    CHECK (alarm = 0 OR due_ms IS NOT NULL)
                );
                CREATE INDEX reminder_items_ringing ON reminder_items(due_ms)
                    WHERE alarm = 1 AND fired_ms IS NULL AND done_ms IS NULL;
                CREATE TABLE reminder_deliveries(
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    reminder_id INTEGER NOT NULL REFERENCES reminder_items(id) ON DELETE CASCADE,
                    due_ms INTEGER NOT NULL,
                    fired_ms INTEGER NOT NULL,
                    missed INTEGER NOT NULL CHECK (missed IN (0, 1)),
                    UNIQUE (reminder_id, due_ms)
                );
                CREATE INDEX reminder_deliveries_by_time ON reminder_deliveries(fired_ms, id);
                """)
        }
    }
}

import SkillStore

/// `reminders-ics-v1`: every reminder and to-do gets a lasting `uid`, the iCalendar `UID` of its
/// `VTODO` (``ReminderBook/icalendarTodos()``), so importing an exported file — or a file from
/// another calendar, whose `UID`s are kept — updates instead of duplicating.
///
/// Existing rows get a random one (`<32 hex digits>@agentskill`), and so does every row inserted
/// without one (a trigger), so the code that adds reminders need not know about it. `UNIQUE`.
extension StandardSchema {
    static func registerReminderUIDs(_ migrator: inout Migrator) {
        migrator.register("reminders-ics-v1") { db in
            try db.executeScript(
                """
                ALTER TABLE reminder_items ADD COLUMN uid TEXT;
                UPDATE reminder_items SET uid = lower(hex(randomblob(16))) || '@agentskill' WHERE uid IS NULL;
                CREATE UNIQUE INDEX reminder_items_by_uid ON reminder_items(uid);
                CREATE TRIGGER reminder_items_given_uid AFTER INSERT ON reminder_items WHEN NEW.uid IS NULL BEGIN
                    UPDATE reminder_items SET uid = lower(hex(randomblob(16))) || '@agentskill' WHERE id = NEW.id;
                END;
                """)
        }
    }
}

import AgentSkill
import SkillStore

/// The tables of the standard skills, as named forward-only migrations.
///
/// Tables are grouped by namespace (the part of the name before `_`), which is what a skill's
/// storage permission reaches: `calendar.read`/`calendar.write` → `calendar_*`,
/// `ledger.read`/`ledger.write` → `ledger_*`, `reminder.read`/`reminder.write` → `reminder_*`.
/// The `audit_log` belongs to the agent; no skill can
/// reach it, nor the agent's own `agent_*` tables (``AgentSchema``: durable approvals, sessions).
///
/// Instants are stored as whole seconds since 1970 (UTC); civil dates as `YYYY-MM-DD` text,
/// which sorts and compares correctly; money as integer minor units plus an ISO 4217 code.
public enum StandardSchema {
    /// Every migration of the standard skills, in order.
    public static var migrator: Migrator { migrator(through: nil) }

    /// The migrations in order, up to and including the one named `last` (all of them when `nil`):
    /// tests build a database as an older version left it.
    static func migrator(through last: String?) -> Migrator {
        var migrator = Migrator()
        func reachedLast() -> Bool { last.map { migrator.names.contains($0) } ?? false }
        migrator.register("calendar-v1") { db in
            try db.executeScript(
                """
                CREATE TABLE calendar_events(
                    uid TEXT PRIMARY KEY NOT NULL,
                    title TEXT NOT NULL,
                    start_utc INTEGER NOT NULL,
                    end_utc INTEGER NOT NULL CHECK (end_utc >= start_utc),
                    time_zone TEXT,
                    location TEXT,
                    notes TEXT,
                    stamp_utc INTEGER NOT NULL,
                    all_day INTEGER NOT NULL DEFAULT 0
                );
                CREATE INDEX calendar_events_by_start ON calendar_events(start_utc, end_utc);
                """)
        }
        if reachedLast() { return migrator }
        // The trigger bodies that keep `ledger_daily_totals`: add the new row, take away the old one.
        let countNew = """
            INSERT INTO ledger_daily_totals(date, kind, currency, category, total_minor, entry_count)
                VALUES (NEW.date, NEW.kind, NEW.currency, NEW.category, NEW.amount_minor, 1)
                ON CONFLICT DO UPDATE SET total_minor = total_minor + excluded.total_minor,
                    entry_count = entry_count + 1;
            """
        let uncountOld = """
            UPDATE ledger_daily_totals SET total_minor = total_minor - OLD.amount_minor,
                    entry_count = entry_count - 1
                WHERE date = OLD.date AND kind = OLD.kind AND currency = OLD.currency AND category = OLD.category;
            DELETE FROM ledger_daily_totals WHERE date = OLD.date AND kind = OLD.kind
                AND currency = OLD.currency AND category = OLD.category AND entry_count = 0;
            """
        migrator.register("ledger-v1") { db in
            try db.executeScript(
                """
                CREATE TABLE ledger_entries(
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    kind TEXT NOT NULL CHECK (kind IN ('expense', 'income')),
                    amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
                    currency TEXT NOT NULL CHECK (length(currency) = 3),
                    category TEXT NOT NULL,
                    date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
                    note TEXT,
                    created_ms INTEGER NOT NULL
                );
                CREATE INDEX ledger_entries_by_date ON ledger_entries(date, id);
                -- Totals per day, kept by triggers in the same transaction as each change, so a
                -- summary over any range of days reads a few rows per day, not every entry.
                -- typeof() = 'integer' turns a silent overflow to REAL into a failed write.
                CREATE TABLE ledger_daily_totals(
                    date TEXT NOT NULL,
                    kind TEXT NOT NULL,
                    currency TEXT NOT NULL,
                    category TEXT NOT NULL,
                    total_minor INTEGER NOT NULL CHECK (typeof(total_minor) = 'integer'),
                    entry_count INTEGER NOT NULL,
                    PRIMARY KEY (date, kind, currency, category)
                ) WITHOUT ROWID;
                CREATE TRIGGER ledger_entries_counted AFTER INSERT ON ledger_entries BEGIN
                \(countNew)
                END;
                CREATE TRIGGER ledger_entries_uncounted AFTER DELETE ON ledger_entries BEGIN
                \(uncountOld)
                END;
                CREATE TRIGGER ledger_entries_recounted AFTER UPDATE ON ledger_entries BEGIN
                \(uncountOld)
                \(countNew)
                END;
                """)
        }
        if reachedLast() { return migrator }
        // The agent's own tables (the audit log, follow-ups, approvals, sessions), in the audit
        // log's old place.
        AgentSchema.register(in: &migrator)
        if reachedLast() { return migrator }
        registerWideLedgerTotals(&migrator)
        if reachedLast() { return migrator }
        registerReminders(&migrator)
        if !reachedLast() { registerCalendarSeries(&migrator) }
        if !reachedLast() { registerReminderUIDs(&migrator) }
        return migrator
    }

    /// Opens the store in `directory` and brings its schema up to date.
    public static func openStore(in directory: String) throws -> SkillStore {
        let store = try StoreLocation.openStore(in: directory)
        try migrator.migrate(store)
        return store
    }

    /// The largest title, location or category text accepted, in UTF-8 bytes.
    public static let maxShortTextBytes = 4_096
    /// The largest note accepted, in UTF-8 bytes (1 MiB).
    public static let maxNoteBytes = 1_048_576
}

extension StandardSkillError.Code {
    /// Reading or writing the database failed.
    public static let storage: Self = "storage"
    /// A text is longer than the documented limit.
    public static let tooLong: Self = "tooLong"
    /// The skill was given no storage (its permissions or the agent's configuration lack it).
    public static let noStorage: Self = "noStorage"
}

/// `text` when it fits in `limit` UTF-8 bytes; otherwise a clear error naming the field (`field`
/// in English, `chinese` in Chinese) and the limit.
func checkLength(_ text: String?, field: String, chinese: String, limit: Int) throws(StandardSkillError) -> String? {
    guard let text else { return nil }
    let count = text.utf8.count
    guard count <= limit else {
        throw StandardSkillError(
            .tooLong, "\(field) is \(count) bytes long; the limit is \(limit) bytes — shorten it and try again",
            chinese: "\(chinese)长 \(count) 字节，上限是 \(limit) 字节——请缩短后再试")
    }
    return text
}

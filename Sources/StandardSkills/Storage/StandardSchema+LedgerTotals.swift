import SkillStore

/// `ledger-v2`: the per-day totals beside the ledger's entries, in a form no sum can overflow.
///
/// `ledger-v1` kept each day's total in one 64-bit integer, so a day holding more than 9.2 × 10¹⁸
/// minor units refused every further entry with a raw CHECK error, and a summary over such days
/// failed with "integer overflow". Now a day's total is two integers,
/// `total_high × 10¹⁶ + total_low` with `0 ≤ total_low < 10¹⁶`, kept by triggers that carry and
/// borrow like long addition:
///
/// 1. Adding an entry of `a` minor units adds `a / 10¹⁶` and the carry of `total_low + a % 10¹⁶` to
///    `total_high`. `total_low + a % 10¹⁶ < 2 × 10¹⁶` never overflows, and `total_high` grows by at
///    most 923 per entry (a 64-bit amount is below 923 × 10¹⁶), so overflowing it would take 10¹⁶
///    entries on one day.
/// 2. Removing an entry subtracts the same parts, borrowing one from `total_high` when `total_low`
///    is smaller than `a % 10¹⁶`.
/// 3. The new table is filled from the entries, one entry at a time, by the same upsert the insert
///    trigger runs, so entries saved before amounts had a maximum still add up exactly.
///
/// ``LedgerBook/summary(from:to:category:)`` adds the parts up in SQL in pieces that cannot
/// overflow either, and joins them in 128 bits.
extension StandardSchema {
    /// The base of `total_low`: 10¹⁶, above any ``Money/maximum(for:)`` in minor units.
    static let ledgerTotalBase: Int64 = 10_000_000_000_000_000

    static func registerWideLedgerTotals(_ migrator: inout Migrator) {
        let base = String(ledgerTotalBase)
        let countNew = """
            INSERT INTO ledger_daily_totals(date, kind, currency, category, total_high, total_low, entry_count)
                VALUES (NEW.date, NEW.kind, NEW.currency, NEW.category, NEW.amount_minor / \(base),
                    NEW.amount_minor % \(base), 1)
                ON CONFLICT DO UPDATE SET
                    total_high = total_high + excluded.total_high + (total_low + excluded.total_low) / \(base),
                    total_low = (total_low + excluded.total_low) % \(base),
                    entry_count = entry_count + 1;
            """
        let uncountOld = """
            UPDATE ledger_daily_totals SET
                    total_high = total_high - OLD.amount_minor / \(base)
                        - (CASE WHEN total_low < OLD.amount_minor % \(base) THEN 1 ELSE 0 END),
                    total_low = (total_low - OLD.amount_minor % \(base) + \(base)) % \(base),
                    entry_count = entry_count - 1
                WHERE date = OLD.date AND kind = OLD.kind AND currency = OLD.currency AND category = OLD.category;
            DELETE FROM ledger_daily_totals WHERE date = OLD.date AND kind = OLD.kind
                AND currency = OLD.currency AND category = OLD.category AND entry_count = 0;
            """
        migrator.register("ledger-v2-wide-totals") { db in
            try db.executeScript(
                """
                DROP TRIGGER ledger_entries_counted;
                DROP TRIGGER ledger_entries_uncounted;
                DROP TRIGGER ledger_entries_recounted;
                DROP TABLE ledger_daily_totals;
                CREATE TABLE ledger_daily_totals(
                    date TEXT NOT NULL,
                    kind TEXT NOT NULL,
                    currency TEXT NOT NULL,
                    category TEXT NOT NULL,
                    total_high INTEGER NOT NULL CHECK (typeof(total_high) = 'integer'),
                    total_low INTEGER NOT NULL
                        CHECK (typeof(total_low) = 'integer' AND total_low >= 0 AND total_low < \(base)),
                    entry_count INTEGER NOT NULL,
                    PRIMARY KEY (date, kind, currency, category)
                ) WITHOUT ROWID;
                INSERT INTO ledger_daily_totals(date, kind, currency, category, total_high, total_low, entry_count)
                    SELECT date, kind, currency, category, amount_minor / \(base), amount_minor % \(base), 1
                    FROM ledger_entries WHERE true
                    ON CONFLICT DO UPDATE SET
                        total_high = total_high + excluded.total_high + (total_low + excluded.total_low) / \(base),
                        total_low = (total_low + excluded.total_low) % \(base),
                        entry_count = entry_count + 1;
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
    }
}

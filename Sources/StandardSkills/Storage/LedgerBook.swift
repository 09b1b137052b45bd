import Foundation
import SkillStore

/// Ledger entries in the store's `ledger_*` tables: money as integer minor units plus a currency.
///
/// ```swift
/// let book = LedgerBook(ScopedStore(store, access: .scoped(read: ["ledger"], write: ["ledger"])))
/// let entry = try book.add(kind: .expense, amount: try Money.parse("35", currency: "CNY"),
///                          category: .food, date: today, note: "午饭", created: now)
/// let month = try book.summary(from: firstOfMonth, to: firstOfNextMonth)
/// ```
public struct LedgerBook: Sendable {
    /// The store, seen with the caller's access.
    public let store: ScopedStore

    /// Creates a ledger over `store`.
    public init(_ store: ScopedStore) {
        self.store = store
    }

    static let columns = "id, kind, amount_minor, currency, category, date, note, created_ms"

    /// Records one entry; returns it with its id.
    ///
    /// - Throws: ``StandardSkillError`` for an amount that is not positive, over ``Money/maximum(for:)``
    ///   or in a currency that is not on the ISO 4217 list, or a note over the limit;
    ///   ``SkillStore/StoreError`` when the database fails.
    public func add(
        kind: LedgerKind, amount: Money, category: LedgerCategory, date: LocalDate, note: String?, created: Date
    ) async throws -> LedgerEntry {
        try Self.validate(amount)
        let note = try checkLength(note, field: "the note", chinese: "备注", limit: StandardSchema.maxNoteBytes)
        let createdMilliseconds = Int64((created.timeIntervalSince1970 * 1000).rounded())
        let id = try await store.write { db in
            try db.execute(
                "INSERT INTO ledger_entries(kind, amount_minor, currency, category, date, note, created_ms)"
                    + " VALUES (?, ?, ?, ?, ?, ?, ?)",
                [
                    kind.rawValue, amount.minorUnits, amount.currency, category.rawValue, date.iso, note,
                    createdMilliseconds,
                ])
            return db.lastInsertedRowID
        }
        return LedgerEntry(
            id: id, kind: kind, amount: amount, category: category, date: date, note: note,
            created: Date(timeIntervalSince1970: Double(createdMilliseconds) / 1000))
    }

    /// Adds many entries in one transaction (imports and benchmarks); returns how many.
    ///
    /// - Throws: ``StandardSkillError`` for the first entry whose amount ``add(kind:amount:category:date:note:created:)``
    ///   would refuse (nothing is added); ``SkillStore/StoreError`` when the database fails.
    public func addAll(_ entries: [LedgerEntry]) async throws -> Int {
        for entry in entries { try Self.validate(entry.amount) }
        return try await store.write { db in
            for entry in entries {
                try db.execute(
                    "INSERT INTO ledger_entries(kind, amount_minor, currency, category, date, note, created_ms)"
                        + " VALUES (?, ?, ?, ?, ?, ?, ?)",
                    [
                        entry.kind.rawValue, entry.amount.minorUnits, entry.amount.currency, entry.category.rawValue,
                        entry.date.iso, entry.note, Int64((entry.created.timeIntervalSince1970 * 1000).rounded()),
                    ])
            }
            return entries.count
        }
    }

    /// Entries dated within `[from, to)` (both optional), newest first, at most `limit`.
    public func entries(
        from: LocalDate? = nil, to: LocalDate? = nil, category: LedgerCategory? = nil, limit: Int = 100
    ) async throws -> [LedgerEntry] {
        try await store.read { db in
            try db.query(
                "SELECT \(Self.columns) FROM ledger_entries WHERE date >= ? AND date < ?"
                    + " AND (? IS NULL OR category = ?) ORDER BY date DESC, id DESC LIMIT ?",
                [
                    from?.iso ?? "0000-00-00", to?.iso ?? "9999-99-99", category?.rawValue, category?.rawValue,
                    limit,
                ]
            ).map(Self.entry)
        }
    }

    /// Totals for a period: per currency and kind, and per category within each.
    public struct Summary: Sendable, Hashable {
        /// One total.
        public struct Total: Sendable, Hashable {
            /// Expense or income.
            public var kind: LedgerKind
            /// The category, or `nil` for the total over every category.
            public var category: LedgerCategory?
            /// The sum, exact (128-bit minor units, so it never overflows).
            public var amount: MoneyTotal
            /// How many entries.
            public var count: Int
        }

        /// Per currency and kind, over every category; largest first.
        public var totals: [Total]
        /// Per currency, kind and category; largest first.
        public var byCategory: [Total]
    }

    /// Sums entries dated within `[from, to)`, optionally of one category.
    ///
    /// Reads the per-day totals that triggers keep beside the entries, so the cost grows with the
    /// number of days, not of entries. Sums are exact and cannot overflow: a day's total is
    /// `total_high × 10¹⁶ + total_low` (see `StandardSchema+LedgerTotals.swift`); SQL adds up
    /// `total_high` (at most 923 per entry), and `total_low` split at 10⁸ into two parts below 10⁸
    /// each (a range has at most 3.7 million days, so each part's sum stays below 4 × 10¹⁴); the
    /// parts are joined in 128 bits.
    public func summary(from: LocalDate, to: LocalDate, category: LedgerCategory? = nil) async throws -> Summary {
        let rows = try await store.read { db in
            try db.query(
                "SELECT kind, currency, category, sum(total_high) AS high, sum(total_low / 100000000) AS middle,"
                    + " sum(total_low % 100000000) AS low, sum(entry_count) AS n"
                    + " FROM ledger_daily_totals WHERE date >= ? AND date < ? AND (? IS NULL OR category = ?)"
                    + " GROUP BY kind, currency, category",
                [from.iso, to.iso, category?.rawValue, category?.rawValue])
        }
        var byCategory: [Summary.Total] = []
        var totals: [String: Summary.Total] = [:]
        for row in rows {
            let kind = try Self.kind(row)
            let currency: String = try row.decode("currency")
            let high = Int128(try row.decode("high", as: Int64.self))
            let middle = Int128(try row.decode("middle", as: Int64.self))
            let low = Int128(try row.decode("low", as: Int64.self))
            let amount = MoneyTotal(
                minorUnits: high * Int128(StandardSchema.ledgerTotalBase) + middle * 100_000_000 + low,
                currency: currency)
            let count: Int = try row.decode("n")
            let categoryName: String = try row.decode("category")
            byCategory.append(
                Summary.Total(
                    kind: kind, category: LedgerCategory(rawValue: categoryName) ?? .other, amount: amount, count: count
                ))
            let key = kind.rawValue + currency
            var total =
                totals[key]
                ?? Summary.Total(
                    kind: kind, category: nil, amount: MoneyTotal(minorUnits: 0, currency: currency), count: 0)
            total.amount.minorUnits += amount.minorUnits  // under 2⁶³ entries of under 2⁶³ each: below 2¹²⁶
            total.count += count
            totals[key] = total
        }
        let order: (Summary.Total, Summary.Total) -> Bool = {
            ($0.kind.rawValue, $0.amount.currency, -$0.amount.minorUnits, $0.category?.rawValue ?? "")
                < ($1.kind.rawValue, $1.amount.currency, -$1.amount.minorUnits, $1.category?.rawValue ?? "")
        }
        return Summary(totals: totals.values.sorted(by: order), byCategory: byCategory.sorted(by: order))
    }

    /// Removes the most recently added entry; returns it, or `nil` when the ledger is empty.
    @discardableResult
    public func undoLast() async throws -> LedgerEntry? {
        try await store.write { db in
            guard let row = try db.queryFirst("SELECT \(Self.columns) FROM ledger_entries ORDER BY id DESC LIMIT 1")
            else { return nil }
            let entry = try Self.entry(row)
            try db.execute("DELETE FROM ledger_entries WHERE id = ?", [entry.id])
            return entry
        }
    }

    /// Removes the entry with `id`; returns it, or `nil` when there is none.
    @discardableResult
    public func delete(id: Int64) async throws -> LedgerEntry? {
        try await store.write { db in
            guard let row = try db.queryFirst("SELECT \(Self.columns) FROM ledger_entries WHERE id = ?", [id]) else {
                return nil
            }
            try db.execute("DELETE FROM ledger_entries WHERE id = ?", [id])
            return try Self.entry(row)
        }
    }

    /// The entry with `id`, if there is one.
    public func entry(id: Int64) async throws -> LedgerEntry? {
        try await store.read { db in
            try db.queryFirst("SELECT \(Self.columns) FROM ledger_entries WHERE id = ?", [id]).map(Self.entry)
        }
    }

    /// The most recently added entry, if any.
    public func lastEntry() async throws -> LedgerEntry? {
        try await store.read { db in
            try db.queryFirst("SELECT \(Self.columns) FROM ledger_entries ORDER BY id DESC LIMIT 1").map(Self.entry)
        }
    }

    /// Every entry, oldest first (for export).
    public func allEntries() async throws -> [LedgerEntry] {
        try await store.read { db in
            try db.query("SELECT \(Self.columns) FROM ledger_entries ORDER BY date, id").map(Self.entry)
        }
    }

    /// Checks an amount before it is stored: positive, at most ``Money/maximum(for:)``, in an ISO 4217
    /// currency with minor units.
    static func validate(_ amount: Money) throws(StandardSkillError) {
        _ = try CurrencyCodes.check(amount.currency)
        guard amount.minorUnits > 0 else {
            throw StandardSkillError(
                .invalidMoney, "the amount must be more than zero (got \(amount.decimalString) \(amount.currency))",
                chinese: "金额必须大于零（收到的是 \(amount.decimalString) \(amount.currency)）")
        }
        let maximum = Money.maximum(for: amount.currency)
        guard amount.minorUnits <= maximum.minorUnits else {
            throw Money.tooLarge(amount.decimalString, maximum: maximum)
        }
    }

    // MARK: - Rows

    static func entry(_ row: Row) throws -> LedgerEntry {
        let dateText: String = try row.decode("date")
        guard let date = LocalDate(iso: dateText) else {
            throw StoreError(.decoding, message: "ledger entry has an invalid date '\(dateText)'")
        }
        let categoryName: String = try row.decode("category")
        return LedgerEntry(
            id: try row.decode("id"), kind: try kind(row),
            amount: Money(minorUnits: try row.decode("amount_minor"), currency: try row.decode("currency")),
            category: LedgerCategory(rawValue: categoryName) ?? .other, date: date, note: try row.decode("note"),
            created: Date(timeIntervalSince1970: Double(try row.decode("created_ms", as: Int64.self)) / 1000))
    }

    private static func kind(_ row: Row) throws -> LedgerKind {
        let name: String = try row.decode("kind")
        guard let kind = LedgerKind(rawValue: name) else {
            throw StoreError(.decoding, message: "ledger entry has an unknown kind '\(name)'")
        }
        return kind
    }
}

import Foundation
import SkillStore
import Testing

@testable import StandardSkills

/// A migrated in-memory store and the ledger and calendar seen with their own permissions.
func makeStandardStore() throws -> SkillStore {
    let store = try SkillStore.inMemory()
    try StandardSchema.migrator.migrate(store)
    return store
}

func ledgerBook(_ store: SkillStore) -> LedgerBook {
    LedgerBook(ScopedStore(store, access: .scoped(read: ["ledger"], write: ["ledger"])))
}

func date(_ iso: String) -> LocalDate {
    LocalDate(iso: iso) ?? LocalDate(daysSince1970: 0)
}

@Suite struct LedgerBookTests {
    static let created = Date(timeIntervalSince1970: 1_796_000_000)

    func money(_ text: String, _ currency: String = "CNY") throws -> Money {
        try Money.parse(text, currency: currency)
    }

    @Test func entriesAddUpExactlyPerCurrencyAndCategory() async throws {
        let book = ledgerBook(try makeStandardStore())
        let rows: [(LedgerKind, String, String, LedgerCategory, String)] = [
            (.expense, "35", "CNY", .food, "2026-12-01"), (.expense, "0.10", "CNY", .food, "2026-12-02"),
            (.expense, "0.20", "CNY", .food, "2026-12-02"), (.expense, "12.5", "CNY", .transport, "2026-12-03"),
            (.expense, "4.50", "USD", .food, "2026-12-03"), (.income, "8000", "CNY", .salary, "2026-12-05"),
            (.expense, "99", "CNY", .food, "2026-11-30"), (.expense, "1", "CNY", .food, "2027-01-01"),
        ]
        for (kind, amount, currency, category, day) in rows {
            _ = try await book.add(
                kind: kind, amount: try money(amount, currency), category: category, date: date(day), note: nil,
                created: Self.created)
        }
        let summary = try await book.summary(from: date("2026-12-01"), to: date("2027-01-01"))
        let totals = summary.totals.map {
            "\($0.kind.rawValue) \($0.amount.decimalString) \($0.amount.currency) ×\($0.count)"
        }
        #expect(totals == ["expense 47.80 CNY ×4", "expense 4.50 USD ×1", "income 8000.00 CNY ×1"])
        let food = summary.byCategory.filter { $0.category == .food && $0.amount.currency == "CNY" }
        #expect(food.map(\.amount.minorUnits) == [3530])
        let onlyTransport = try await book.summary(
            from: date("2026-12-01"), to: date("2027-01-01"), category: .transport)
        #expect(onlyTransport.totals.map(\.amount.minorUnits) == [1250])
    }

    @Test func undoRemovesTheLastEntryOnly() async throws {
        let book = ledgerBook(try makeStandardStore())
        #expect(try await book.undoLast() == nil)
        let first = try await book.add(
            kind: .expense, amount: try money("1"), category: .other, date: date("2026-12-01"), note: "a",
            created: Self.created)
        let second = try await book.add(
            kind: .expense, amount: try money("2"), category: .other, date: date("2026-11-01"), note: "b",
            created: Self.created)
        #expect(try await book.undoLast() == second)
        #expect(try await book.allEntries() == [first])
    }

    static let hostileNotes: [String] = [
        "'); DROP TABLE ledger_entries; --", "nul\u{0}byte", "🏃‍♀️ 跑步鞋", "\"quoted\", comma\nnewline",
        String(repeating: "x", count: 1_000_000),
    ]

    @Test(arguments: hostileNotes)
    func hostileNotesComeBackVerbatim(_ note: String) async throws {
        let book = ledgerBook(try makeStandardStore())
        let entry = try await book.add(
            kind: .expense, amount: try money("1"), category: .other, date: date("2026-12-01"), note: note,
            created: Self.created)
        #expect(try await book.allEntries() == [entry])
        #expect(try await book.allEntries().first?.note == note)
    }

    @Test func aNoteOverTheLimitIsRefusedAndNothingIsWritten() async throws {
        let book = ledgerBook(try makeStandardStore())
        let error = await #expect(throws: StandardSkillError.self) {
            try await book.add(
                kind: .expense, amount: try money("1"), category: .other, date: date("2026-12-01"),
                note: String(repeating: "长", count: 400_000), created: Self.created)
        }
        #expect(
            error?.message == "the note is 1200000 bytes long; the limit is 1048576 bytes — shorten it and try again")
        #expect(try await book.allEntries().isEmpty)
    }

    @Test(arguments: ["0", "-5"])
    func nonPositiveAmountsAreRefused(_ amount: String) async throws {
        let book = ledgerBook(try makeStandardStore())
        await #expect(throws: StandardSkillError.self) {
            try await book.add(
                kind: .expense, amount: try money(amount), category: .food, date: date("2026-12-01"), note: nil,
                created: Self.created)
        }
    }

    @Test func theLedgerCannotReachTheCalendar() async throws {
        let store = try makeStandardStore()
        let book = ledgerBook(store)
        let error = await #expect(throws: StoreError.self) {
            try await book.store.read { db in try db.query("SELECT * FROM calendar_events") }
        }
        #expect(error?.kind == .notAuthorized)
        await #expect(throws: StoreError.self) {
            try await book.store.read { db in try db.query("SELECT * FROM audit_log") }
        }
    }
}

@Suite struct LedgerDailyTotalsTests {
    @Test func totalsFollowInsertsUpdatesAndDeletes() async throws {
        let store = try makeStandardStore()
        let book = ledgerBook(store)
        let created = Date(timeIntervalSince1970: 1_796_000_000)
        for amount in [100, 250, 50] as [Int64] {
            _ = try await book.add(
                kind: .expense, amount: Money(minorUnits: amount, currency: "CNY"), category: .food,
                date: date("2026-12-02"), note: nil, created: created)
        }
        func totals() async throws -> [Row] {
            try await store.read { db in try db.query("SELECT * FROM ledger_daily_totals ORDER BY date, category") }
        }
        #expect(try await totals().map { $0["total_low"] } == [.integer(400)])
        try await store.write { db in
            try db.execute("UPDATE ledger_entries SET category = 'other', date = '2026-12-03' WHERE amount_minor = 50")
        }
        #expect(try await totals().map { $0["total_low"] } == [.integer(350), .integer(50)])
        _ = try await book.undoLast()
        #expect(try await totals().map { $0["category"] } == [.text("food")])
        // The totals always equal a full recount.
        let recount = try await store.read { db in
            try db.scalar("SELECT sum(amount_minor) FROM ledger_entries", as: Int64.self)
        }
        #expect(recount == 350)
    }

    /// Amounts over the maximum never reach the database; the message names the maximum in English
    /// and Chinese (issue 14: 92233720368547758.07 was accepted and broke that day's totals).
    @Test(arguments: [Int64.max, 100_000_000_000_000, Int64.max - 10] as [Int64])
    func anAmountOverTheMaximumIsRefused(minorUnits: Int64) async throws {
        let book = ledgerBook(try makeStandardStore())
        let created = Date(timeIntervalSince1970: 1_796_000_000)
        let error = await #expect(throws: StandardSkillError.self) {
            try await book.add(
                kind: .income, amount: Money(minorUnits: minorUnits, currency: "CNY"), category: .salary,
                date: date("2026-12-02"), note: nil, created: created)
        }
        #expect(error?.code == .invalidMoney)
        #expect(error?.message.contains("at most 999,999,999,999.99 CNY") == true)
        #expect(error?.message.contains("单笔金额最多 999,999,999,999.99 CNY") == true)
        let largest = try await book.add(
            kind: .income, amount: Money.maximum(for: "CNY"), category: .salary, date: date("2026-12-02"), note: nil,
            created: created)
        #expect(largest.amount.minorUnits == 99_999_999_999_999)
        await #expect(throws: StandardSkillError.self) {
            try await book.addAll([
                LedgerEntry(
                    id: 0, kind: .income, amount: Money(minorUnits: minorUnits, currency: "CNY"), category: .salary,
                    date: date("2026-12-02"), note: nil, created: created)
            ])
        }
        #expect(try await book.allEntries().count == 1)
    }

    @Test(arguments: ["ZZZ", "XAU", "C", "cny1"])
    func anUnknownCurrencyIsRefused(currency: String) async throws {
        let book = ledgerBook(try makeStandardStore())
        let error = await #expect(throws: StandardSkillError.self) {
            try await book.add(
                kind: .expense, amount: Money(minorUnits: 100, currency: currency), category: .food,
                date: date("2026-12-02"), note: nil, created: Date(timeIntervalSince1970: 1_796_000_000))
        }
        #expect(error?.code == .invalidMoney)
        #expect(error?.message.contains("'\(currency.uppercased())'") == true)
    }

    /// Many entries at the maximum on one day, and entries saved before the maximum existed (written
    /// straight to the table): every further entry still goes in, and every total is exact.
    @Test func totalsNeverOverflow() async throws {
        let store = try makeStandardStore()
        let book = ledgerBook(store)
        let created = Date(timeIntervalSince1970: 1_796_000_000)
        let legacy = Int64.max - 10
        try await store.write { db in
            for day in ["2026-12-02", "2026-12-02", "2026-12-02", "2026-12-03"] {
                try db.execute(
                    "INSERT INTO ledger_entries(kind, amount_minor, currency, category, date, note, created_ms)"
                        + " VALUES ('income', ?, 'CNY', 'salary', ?, NULL, 0)", [legacy, day])
            }
        }
        let maximum = Money.maximum(for: "CNY")
        let entries = (0..<1_000).map { index in
            LedgerEntry(
                id: 0, kind: .income, amount: maximum, category: .salary, date: date("2026-12-02"), note: nil,
                created: created)
        }
        #expect(try await book.addAll(entries) == 1_000)
        let last = try await book.add(
            kind: .income, amount: try Money.parse("0.01", currency: "CNY"), category: .salary,
            date: date("2026-12-02"), note: nil, created: created)
        let expected = Int128(legacy) * 4 + Int128(maximum.minorUnits) * 1_000 + 1
        let summary = try await book.summary(from: date("2026-12-01"), to: date("2027-01-01"))
        #expect(summary.totals.map(\.amount.minorUnits) == [expected])
        #expect(summary.totals.map(\.count) == [1_005])
        #expect(summary.totals.first?.amount.decimalString == "369934881474191021.89")
        // Taking entries away borrows correctly: back to the legacy rows and the maxima.
        try await book.delete(id: last.id)
        try await store.write { db in try db.execute("DELETE FROM ledger_entries WHERE amount_minor = ?", [legacy]) }
        let after = try await book.summary(from: date("2026-12-01"), to: date("2027-01-01"))
        #expect(after.totals.map(\.amount.minorUnits) == [Int128(maximum.minorUnits) * 1_000])
    }

    /// A database written before `ledger-v2-wide-totals`, holding days whose totals add up past 64 bits
    /// (its summary failed with "integer overflow"): the migration recounts every total exactly.
    @Test func theMigrationRecountsOldTotals() async throws {
        let store = try SkillStore.inMemory()
        try StandardSchema.migrator(through: "ledger-v1").migrate(store)
        let amounts: [Int64] = [Int64.max / 2, Int64.max / 2 - 5, Int64.max - 100, 1]
        try await store.write { db in
            for (index, amount) in amounts.enumerated() {
                try db.execute(
                    "INSERT INTO ledger_entries(kind, amount_minor, currency, category, date, note, created_ms)"
                        + " VALUES ('expense', ?, 'USD', 'food', ?, NULL, 0)",
                    [amount, index < 2 ? "2026-12-01" : "2026-12-09"])
            }
        }
        try StandardSchema.migrator.migrate(store)
        let summary = try await ledgerBook(store).summary(from: date("2026-12-01"), to: date("2026-12-31"))
        #expect(summary.totals.map(\.amount.minorUnits) == [amounts.reduce(Int128(0)) { $0 + Int128($1) }])
        #expect(summary.byCategory.map(\.count) == [4])
    }
}

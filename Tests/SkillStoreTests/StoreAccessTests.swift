import Foundation
import Testing

@testable import SkillStore

@Suite struct StoreAccessTests {
    static let calendarAccess = StoreAccess.scoped(read: ["calendar"], write: ["calendar"])

    @Test func aScopedStoreReachesItsOwnTables() throws {
        let store = try SkillStore.inMemory()
        try makeStoreWithTables(store)
        let calendar = ScopedStore(store, access: Self.calendarAccess)
        try calendar.write { db in
            try db.execute("INSERT INTO calendar_events(title) VALUES (?)", ["开会"])
            try db.execute("UPDATE calendar_events SET title = ? WHERE id = 1", ["开会!"])
        }
        let titles = try calendar.read { db in try db.query("SELECT title FROM calendar_events") }
        #expect(titles.map { $0["title"] } == [.text("开会!")])
        try calendar.write { db in try db.execute("DELETE FROM calendar_events") }
    }

    @Test(arguments: [
        ("SELECT note FROM ledger_entries", "may not read table 'ledger_entries' (readable: calendar_*)"),
        ("SELECT * FROM calendar_events JOIN ledger_entries", "may not read table 'ledger_entries'"),
        ("INSERT INTO ledger_entries(amount) VALUES (1)", "may not insert into table 'ledger_entries'"),
        ("DELETE FROM notes", "may not delete from table 'notes'"),
        ("UPDATE ledger_entries SET amount = 0", "may not update table 'ledger_entries'"),
        ("DROP TABLE calendar_events", "may not change the schema"),
        ("CREATE TABLE calendar_more(x)", "may not change the schema"),
        ("CREATE TRIGGER calendar_t AFTER INSERT ON calendar_events BEGIN DELETE FROM notes; END", "may not"),
        ("PRAGMA writable_schema = ON", "may not run PRAGMA writable_schema"),
        ("ATTACH DATABASE ':memory:' AS other", "may not attach"),
        ("SELECT sql FROM sqlite_schema", "may not read table 'sqlite_master'"),
        ("BEGIN", "may not control transactions"),
    ])
    func aScopedStoreIsRefusedEverythingElse(_ sql: String, _ expected: String) throws {
        let store = try SkillStore.inMemory()
        try makeStoreWithTables(store)
        let calendar = ScopedStore(store, access: Self.calendarAccess)
        let error = #expect(throws: StoreError.self) { try calendar.write { db in try db.execute(sql) } }
        #expect(error?.kind == .notAuthorized)
        #expect(error?.description.contains(expected) == true, "\(error?.description ?? "nil")")
        // Nothing leaked or changed.
        let salary = try store.read { db in try db.scalar("SELECT amount FROM ledger_entries", as: Int.self) }
        #expect(salary == 100_000)
    }

    @Test func readsCannotWriteEvenInTheirOwnNamespace() throws {
        let store = try SkillStore.inMemory()
        try makeStoreWithTables(store)
        let calendar = ScopedStore(store, access: Self.calendarAccess)
        let error = #expect(throws: StoreError.self) {
            try calendar.read { db in try db.execute("INSERT INTO calendar_events(title) VALUES ('x')") }
        }
        #expect(error?.description.contains("may not insert into table 'calendar_events' (writable: none)") == true)
        let viaStore = #expect(throws: StoreError.self) {
            try store.read { db in try db.execute("DELETE FROM notes") }
        }
        #expect(viaStore?.kind == .notAuthorized)
    }

    @Test func aReadOnlyGrantCannotWrite() throws {
        let store = try SkillStore.inMemory()
        try makeStoreWithTables(store)
        let reader = ScopedStore(store, access: .scoped(read: ["ledger"], write: []))
        #expect(try reader.read { db in try db.scalar("SELECT count(*) FROM ledger_entries", as: Int.self) } == 1)
        #expect(throws: StoreError.self) {
            try reader.write { db in try db.execute("DELETE FROM ledger_entries") }
        }
    }

    @Test func aStatementPreparedWithFullAccessIsNotReusedByAScopedStore() throws {
        let store = try SkillStore.inMemory()
        try makeStoreWithTables(store)
        let sql = "SELECT count(*) FROM ledger_entries"
        #expect(try store.write { db in try db.scalar(sql, as: Int.self) } == 1)
        let calendar = ScopedStore(store, access: Self.calendarAccess)
        #expect(throws: StoreError.self) { try calendar.read { db in try db.scalar(sql, as: Int.self) } }
    }

    @Test(arguments: [("calendar_events", "calendar"), ("ledger", "ledger"), ("_x", ""), ("a_b_c", "a")])
    func namespacesArePrefixesBeforeTheFirstUnderscore(_ table: String, _ namespace: String) {
        #expect(StoreAccess.namespace(of: table) == namespace)
    }
}

import Foundation
import Testing

@testable import SkillStore

@Suite struct DatabaseValueTests {
    static let hostileTexts: [String] = [
        "", "午饭 35 元", "'); DROP TABLE notes; --", "Robert\"); DELETE FROM notes WHERE (\"1\"=\"1",
        "nul\u{0}inside\u{0}", "emoji 👩‍👩‍👧‍👦🏃‍♀️", "<script>alert(1)</script>", "line\nbreak\r\ttab\u{7}bell",
        String(repeating: "长", count: 350_000),
    ]

    @Test(arguments: hostileTexts)
    func textIsStoredAndReturnedVerbatim(_ text: String) throws {
        let store = try SkillStore.inMemory()
        try makeStoreWithTables(store)
        let id = try store.write { db in
            try db.execute("INSERT INTO notes(body) VALUES (?)", [text])
            return db.lastInsertedRowID
        }
        let back = try store.read { db in try db.scalar("SELECT body FROM notes WHERE id = ?", [id], as: String.self) }
        #expect(back == text)
        #expect(back?.utf8.count == text.utf8.count)
        let tables = try store.read { db in try db.scalar("SELECT count(*) FROM notes", as: Int.self) }
        #expect(tables == 1)
    }

    @Test(arguments: [
        DatabaseValue.null, .integer(0), .integer(Int64.max), .integer(Int64.min), .real(-0.5), .real(1e300),
        .text(""), .text("x"), .blob([]), .blob([0, 255, 0, 1]),
    ])
    func everyStorageClassRoundTrips(_ value: DatabaseValue) throws {
        let store = try SkillStore.inMemory()
        try store.write { db in try db.execute("CREATE TABLE demo_values(v)") }
        try store.write { db in try db.execute("INSERT INTO demo_values(v) VALUES (?)", [value]) }
        let row = try store.read { db in try db.queryFirst("SELECT v FROM demo_values") }
        #expect(row?.values.first == value)
    }

    @Test func typedDecodingNamesTheColumnAndTypes() throws {
        let row = Row(columns: ["id", "title"], values: [.integer(3), .text("会")])
        #expect(try row.decode("id", as: Int.self) == 3)
        #expect(try row.decode("title", as: String.self) == "会")
        #expect(try row.decode("title", as: String?.self) == "会")
        let wrongType = #expect(throws: StoreError.self) { try row.decode("title", as: Int.self) }
        #expect(wrongType?.description == "column 'title' holds TEXT, not Int")
        let missing = #expect(throws: StoreError.self) { try row.decode("when", as: Int.self) }
        #expect(missing?.description == "no column 'when' in the row (columns: id, title)")
    }

    @Test func optionalsBindAsNullAndReadBack() throws {
        let store = try SkillStore.inMemory()
        try makeStoreWithTables(store)
        let nothing: String? = nil
        try store.write { db in try db.execute("INSERT INTO notes(body) VALUES (?)", [nothing]) }
        let row = try store.read { db in try db.queryFirst("SELECT body FROM notes") }
        #expect(try row?.decode("body", as: String?.self) == .some(nil))
    }
}

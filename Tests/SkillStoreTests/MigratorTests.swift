import Foundation
import Testing

@testable import SkillStore

@Suite struct MigratorTests {
    static func migrator(failingSecond: Bool = false) -> Migrator {
        var migrator = Migrator()
        migrator.register("notes-v1") { db in try db.execute("CREATE TABLE notes(body TEXT)") }
        migrator.register("notes-v2") { db in
            try db.execute("ALTER TABLE notes ADD COLUMN pinned INTEGER NOT NULL DEFAULT 0")
            if failingSecond { try db.execute("THIS IS NOT SQL") }
        }
        return migrator
    }

    @Test func migrationsApplyOnceInOrder() throws {
        let store = try SkillStore.inMemory()
        #expect(try Self.migrator().migrate(store) == ["notes-v1", "notes-v2"])
        #expect(try Self.migrator().migrate(store) == [])
        #expect(try Self.migrator().appliedMigrations(in: store) == ["notes-v1", "notes-v2"])
        try store.write { db in try db.execute("INSERT INTO notes(body, pinned) VALUES ('a', 1)") }
    }

    @Test func aFailingMigrationIsRolledBackAndTheEarlierOnesStay() throws {
        let store = try SkillStore.inMemory()
        #expect(throws: StoreError.self) { try Self.migrator(failingSecond: true).migrate(store) }
        #expect(try Self.migrator().appliedMigrations(in: store) == ["notes-v1"])
        // The half-applied ALTER was rolled back, so the fixed migration applies cleanly.
        #expect(try Self.migrator().migrate(store) == ["notes-v2"])
    }

    @Test func aDatabaseFromANewerVersionIsRefused() throws {
        let store = try SkillStore.inMemory()
        var newer = Self.migrator()
        newer.register("notes-v3") { db in try db.execute("CREATE INDEX notes_body ON notes(body)") }
        try newer.migrate(store)
        let error = #expect(throws: StoreError.self) { try Self.migrator().migrate(store) }
        #expect(error?.kind == .unknownMigration)
        #expect(error?.description.contains("notes-v3") == true)
    }
}

import CSQLite
import Foundation
import Testing

@testable import SkillStore

@Suite struct SkillStoreTests {
    @Test func aFileStoreUsesWALAndKeepsDataAcrossReopening() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        do {
            let store = try SkillStore(path: directory.databasePath)
            try makeStoreWithTables(store)
            try store.write { db in try db.execute("INSERT INTO notes(body) VALUES (?)", ["kept"]) }
            let mode = try store.withoutTransaction { db in try db.scalar("PRAGMA journal_mode", as: String.self) }
            #expect(mode == "wal")
        }
        let reopened = try SkillStore(path: directory.databasePath)
        let body = try reopened.read { db in try db.scalar("SELECT body FROM notes", as: String.self) }
        #expect(body == "kept")
    }

    @Test func aThrowingWriteRollsEverythingBack() throws {
        struct Abort: Error {}
        let store = try SkillStore.inMemory()
        try makeStoreWithTables(store)
        #expect(throws: Abort.self) {
            try store.write { db in
                try db.execute("INSERT INTO notes(body) VALUES (?)", ["first"])
                try db.execute("INSERT INTO notes(body) VALUES (?)", ["second"])
                throw Abort()
            }
        }
        #expect(try store.read { db in try db.scalar("SELECT count(*) FROM notes", as: Int.self) } == 0)
    }

    @Test func errorsCarryCodeMessageAndSQLButNeverBoundValues() throws {
        let store = try SkillStore.inMemory()
        try store.write { db in try db.execute("CREATE TABLE demo_users(email TEXT UNIQUE)") }
        try store.write { db in try db.execute("INSERT INTO demo_users(email) VALUES (?)", ["private@example.com"]) }
        let error = #expect(throws: StoreError.self) {
            try store.write { db in
                try db.execute("INSERT INTO demo_users(email) VALUES (?)", ["private@example.com"])
            }
        }
        #expect(error?.kind == .sqlite)
        #expect(error?.primaryCode == SQLITE_CONSTRAINT)
        #expect(error?.code == SQLITE_CONSTRAINT | (8 << 8))  // SQLITE_CONSTRAINT_UNIQUE, a macro Swift cannot import
        #expect(error?.sql == "INSERT INTO demo_users(email) VALUES (?)")
        let text = error?.description ?? ""
        #expect(text.contains("UNIQUE constraint failed: demo_users.email"))
        #expect(text.contains("while running INSERT INTO demo_users(email) VALUES (?)"))
        #expect(!text.contains("private@example.com"))
    }

    @Test func aFileThatIsNotADatabaseIsRefusedClearly() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: directory.databasePath))
        let error = #expect(throws: StoreError.self) { try SkillStore(path: directory.databasePath) }
        #expect(error?.description.contains("file is not a database") == true)
        #expect(error?.description.contains(directory.databasePath) == true)
    }

    @Test(arguments: [
        ("SELECT 1; SELECT 2", "more than one statement"), ("", "holds no statement"),
        ("SELEKT 1", "syntax error"),
    ])
    func badSQLIsReportedWithTheSQL(_ sql: String, _ expected: String) throws {
        let store = try SkillStore.inMemory()
        let error = #expect(throws: StoreError.self) { try store.write { db in try db.execute(sql) } }
        #expect(error?.description.contains(expected) == true, "\(error?.description ?? "")")
    }

    @Test func aParameterCountMismatchIsAnError() throws {
        let store = try SkillStore.inMemory()
        try makeStoreWithTables(store)
        let error = #expect(throws: StoreError.self) {
            try store.write { db in try db.execute("INSERT INTO notes(body) VALUES (?)", ["a", "b"]) }
        }
        #expect(error?.description.contains("has 1 parameters but 2 values were given") == true)
    }

    @Test func concurrentWritersAllLand() async throws {
        let store = try SkillStore.inMemory()
        try makeStoreWithTables(store)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for item in 0..<50 {
                        _ = try? store.write { db in
                            try db.execute("INSERT INTO notes(body) VALUES (?)", ["\(task)-\(item)"])
                        }
                    }
                }
            }
        }
        #expect(
            try await store.read { db in try db.scalar("SELECT count(DISTINCT body) FROM notes", as: Int.self) } == 400)
    }

    @Test(arguments: [
        (["AGENTSKILL_DATA_DIR": "/data/x", "XDG_DATA_HOME": "/xdg"], "/data/x"),
        (["XDG_DATA_HOME": "/xdg"], "/xdg/agentskill"),
        (["XDG_DATA_HOME": "relative/ignored"], "/home/ann/.local/share/agentskill"),
        ([:], "/home/ann/.local/share/agentskill"),
    ])
    func theDataDirectoryFollowsTheEnvironment(_ environment: [String: String], _ expected: String) {
        #expect(StoreLocation.directory(environment: environment, home: "/home/ann") == expected)
    }

    @Test func openStoreCreatesAPrivateDirectory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let nested = directory.path + "/a/b"
        let store = try StoreLocation.openStore(in: nested)
        #expect(store.path == nested + "/agentskill.sqlite")
        let attributes = try FileManager.default.attributesOfItem(atPath: nested)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
    }
}

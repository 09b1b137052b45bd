import Foundation
import Testing

@testable import SkillStore

/// Async code reaches the store on the store's own thread, with the same transactions and
/// access rules as the synchronous calls.
@Suite struct AsyncAccessTests {
    /// The name of the store thread the caller runs on, or nil on any other thread.
    private static func currentThreadName() -> String? {
        Thread.current.threadDictionary[StoreThread.markKey] as? String
    }

    @Test func readsAndWritesRunOnTheStoresOwnThread() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let store = try SkillStore(path: directory.databasePath)
        try makeStoreWithTables(store)
        let writer = try await store.write { db in
            try db.execute("INSERT INTO notes(body) VALUES (?)", ["午饭"])
            return Self.currentThreadName()
        }
        #expect(Self.currentThreadName() == nil)
        let (count, reader) = try await store.read { db in
            (try db.scalar("SELECT count(*) FROM notes", as: Int.self), Self.currentThreadName())
        }
        #expect(count == 1)
        #expect(writer == "agentskill.store \(directory.databasePath)")
        #expect(reader == writer)
    }

    @Test func aFailedAsyncWriteRollsBackAndThrows() async throws {
        let store = try SkillStore.inMemory()
        try makeStoreWithTables(store)
        await #expect(throws: StoreError.self) {
            try await store.write { db in
                try db.execute("INSERT INTO notes(body) VALUES (?)", ["kept?"])
                try db.execute("INSERT INTO no_such_table VALUES (1)")
            }
        }
        #expect(try await store.read { db in try db.scalar("SELECT count(*) FROM notes", as: Int.self) } == 0)
    }

    @Test func aScopedStoreKeepsItsAccessRulesWhenAwaited() async throws {
        let store = try SkillStore.inMemory()
        try makeStoreWithTables(store)
        let ledger = ScopedStore(store, access: .scoped(read: ["ledger"], write: ["ledger"]))
        try await ledger.write { db in
            try db.execute("INSERT INTO ledger_entries(note, amount) VALUES (?, ?)", ["咖啡", 1800])
        }
        let error = await #expect(throws: StoreError.self) {
            try await ledger.read { db in try db.query("SELECT * FROM calendar_events") }
        }
        #expect(error?.kind == .notAuthorized)
        #expect(try await ledger.read { db in try db.query("SELECT note FROM ledger_entries").count } == 2)
    }

    @Test func manyConcurrentAsyncWritesAllCommit() async throws {
        let store = try SkillStore.inMemory()
        try makeStoreWithTables(store)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask {
                    try await store.write { db in try db.execute("INSERT INTO notes(body) VALUES (?)", ["\(index)"]) }
                }
            }
            try await group.waitForAll()
        }
        #expect(try await store.read { db in try db.scalar("SELECT count(*) FROM notes", as: Int.self) } == 200)
    }
}

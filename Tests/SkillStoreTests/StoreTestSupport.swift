import Foundation

@testable import SkillStore

/// A fresh directory under the temporary directory, removed by `cleanUp()`.
struct TemporaryDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "skillstore-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func cleanUp() { try? FileManager.default.removeItem(atPath: path) }

    var databasePath: String { path + "/test.sqlite" }
}

/// A store with a `calendar_events`, a `ledger_entries` and a `notes` table.
func makeStoreWithTables(_ store: SkillStore) throws {
    try store.write { db in
        try db.executeScript(
            """
            CREATE TABLE calendar_events(id INTEGER PRIMARY KEY, title TEXT NOT NULL);
            CREATE TABLE ledger_entries(id INTEGER PRIMARY KEY, note TEXT, amount INTEGER NOT NULL);
            CREATE TABLE notes(id INTEGER PRIMARY KEY, body TEXT);
            INSERT INTO ledger_entries(note, amount) VALUES ('secret salary', 100000);
            """)
    }
}

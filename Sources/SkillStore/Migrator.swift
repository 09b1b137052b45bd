/// Named, forward-only schema migrations, each applied once, in order.
///
/// Applied names are kept in the table `store_migrations`. A database that holds a migration this
/// version does not know was written by a newer version: opening it fails clearly instead of
/// guessing.
///
/// Safe when several processes start on the same new database at once: ``migrate(_:)`` runs in
/// one `IMMEDIATE` transaction, so it holds the write lock from before it reads which migrations
/// are applied until after it has applied the rest. A second process waits for that lock (the
/// store's busy timeout), then finds them applied and applies nothing.
///
/// ```swift
/// var migrator = Migrator()
/// migrator.register("calendar-v1") { db in
///     try db.executeScript("CREATE TABLE calendar_events(uid TEXT PRIMARY KEY, title TEXT NOT NULL)")
/// }
/// try migrator.migrate(store)
/// ```
public struct Migrator: Sendable {
    private var migrations: [(name: String, apply: @Sendable (Database) throws -> Void)] = []

    /// An empty migrator.
    public init() {}

    /// The registered names, in order.
    public var names: [String] { migrations.map(\.name) }

    /// Adds a migration after the ones registered so far. Names must be unique; a repeated name
    /// replaces nothing and is ignored (it would be applied once anyway).
    public mutating func register(_ name: String, _ apply: @escaping @Sendable (Database) throws -> Void) {
        guard !migrations.contains(where: { $0.name == name }) else { return }
        migrations.append((name, apply))
    }

    /// Applies every registered migration not yet applied, in order, all under one write lock
    /// (one `IMMEDIATE` transaction): which ones are applied is read after the lock is taken, so
    /// concurrent callers never apply one twice.
    ///
    /// - Returns: the names applied now.
    /// - Throws: ``StoreError`` (`.unknownMigration`) when the database has migrations this
    ///   version does not know; any error a migration throws (that migration is rolled back — it
    ///   runs in a savepoint — and the earlier ones stay).
    @discardableResult
    public func migrate(_ store: SkillStore) throws -> [String] {
        let (done, failure): ([String], (any Error)?) = try store.write { db in
            try db.execute(
                "CREATE TABLE IF NOT EXISTS store_migrations(name TEXT PRIMARY KEY NOT NULL, position INTEGER NOT NULL)"
            )
            let applied = try Self.appliedNames(db)
            let known = Set(names)
            let unknown = applied.filter { !known.contains($0) }
            guard unknown.isEmpty else {
                throw StoreError(
                    .unknownMigration,
                    message: "the database at \(store.path) was written by a newer version: it has migrations this"
                        + " version does not know (\(unknown.joined(separator: ", "))); upgrade AgentSkill or use"
                        + " another data directory")
            }
            var done: [String] = []
            for (position, migration) in migrations.enumerated() where !applied.contains(migration.name) {
                try db.execute("SAVEPOINT store_migration")
                do {
                    try migration.apply(db)
                    try db.execute(
                        "INSERT INTO store_migrations(name, position) VALUES (?, ?)", [migration.name, position])
                    try db.execute("RELEASE store_migration")
                } catch {
                    // Undo this migration only; the earlier ones are committed with the transaction.
                    try db.execute("ROLLBACK TO store_migration")
                    try db.execute("RELEASE store_migration")
                    return (done, error)
                }
                done.append(migration.name)
            }
            return (done, nil)
        }
        if let failure { throw failure }
        return done
    }

    /// The names of the migrations applied to `store`, in the order they were applied.
    public func appliedMigrations(in store: SkillStore) throws -> [String] {
        // SQLite's own catalog is closed to reads through `read`, so look outside a transaction.
        try store.withoutTransaction { db in
            let exists = try db.scalar(
                "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'store_migrations'", as: Int.self)
            guard exists == 1 else { return [] }
            return try Self.appliedNames(db)
        }
    }

    /// The names in `store_migrations`, which must exist, in the order they were applied.
    private static func appliedNames(_ db: Database) throws -> [String] {
        try db.query("SELECT name FROM store_migrations ORDER BY position").map { try $0.decode("name") }
    }
}

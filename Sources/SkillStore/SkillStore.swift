import CSQLite
import Foundation

/// A SQLite database file, shared safely: one connection, reached only inside ``read(_:)`` and
/// ``write(_:)``, which run one at a time.
///
/// Opening a store:
/// 1. opens (or creates) the file, with extended result codes;
/// 2. sets the busy timeout first, so every later step waits for other processes' locks;
/// 3. sets WAL journaling (readers never block the writer; a crash leaves the file consistent) —
///    retried until the busy timeout, because SQLite answers `SQLITE_BUSY` to this switch without
///    waiting when another connection is starting on the same new file;
/// 4. the configured `synchronous` level, and foreign keys.
///
/// Many processes may open one new file at the same moment; see ``Migrator`` for creating its
/// schema safely then.
///
/// Every ``write(_:)`` is one `IMMEDIATE` transaction: committed when the closure returns,
/// rolled back when it throws — so a crash or an error never leaves half an operation behind.
///
/// Async code awaits the same calls (`try await store.read { … }`): they run on the store's own
/// thread, so a slow query, or a wait for another process's lock, never holds one of the
/// cooperative pool's threads (two on a 2-core machine). Their closures are `@Sendable` and
/// return `Sendable` values; a ``Database`` never leaves the closure it is lent to.
///
/// ```swift
/// let store = try SkillStore(path: "/tmp/demo.sqlite")
/// try store.write { db in try db.execute("CREATE TABLE IF NOT EXISTS demo_notes(body TEXT)") }
/// let count = try store.read { db in try db.scalar("SELECT count(*) FROM demo_notes", as: Int.self) }
/// ```
public final class SkillStore: @unchecked Sendable {
    // @unchecked: the connection is only touched while `lock` is held.

    /// How a store is opened.
    public struct Configuration: Sendable, Hashable {
        /// How long a statement waits for another process's lock before failing with `SQLITE_BUSY`.
        public var busyTimeout: Duration
        /// `FULL` (the default) makes every commit durable even across power loss; `NORMAL` keeps
        /// commits durable across process crashes only, and writes faster.
        public var synchronous: Synchronous

        /// SQLite's `PRAGMA synchronous` levels that make sense with WAL.
        public enum Synchronous: String, Sendable, Hashable {
            case normal = "NORMAL"
            case full = "FULL"
        }

        /// Creates a configuration.
        public init(busyTimeout: Duration = .seconds(5), synchronous: Synchronous = .full) {
            self.busyTimeout = busyTimeout
            self.synchronous = synchronous
        }
    }

    /// The file path (`":memory:"` for an in-memory store).
    public let path: String
    private let database: Database
    private let lock = NSRecursiveLock()
    /// The store's own thread for the async `read` and `write`: a database call awaited from async
    /// code (and its wait for another process's lock) blocks this thread, never one of the
    /// cooperative pool's few threads.
    private let ownThread: StoreThread

    /// Opens or creates the database at `path`; the directory must exist.
    ///
    /// - Throws: ``StoreError`` when the file cannot be opened or is not a database.
    public init(path: String, configuration: Configuration = .init()) throws(StoreError) {
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        let status = sqlite3_open_v2(path, &handle, flags, nil)
        guard status == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_close_v2(handle)
            throw StoreError(.sqlite, code: status, message: "cannot open the database at \(path): \(message)")
        }
        self.path = path
        database = Database(handle: handle)
        ownThread = StoreThread(name: "agentskill.store \(path)")
        let milliseconds =
            configuration.busyTimeout.components.seconds * 1000
            + configuration.busyTimeout.components.attoseconds / 1_000_000_000_000_000
        sqlite3_busy_timeout(handle, Int32(clamping: milliseconds))
        do {
            // Reading the schema fails early and clearly when the file is not a database.
            try Self.retryingWhileBusy(for: configuration.busyTimeout) { () throws(StoreError) in
                _ = try database.scalar("PRAGMA journal_mode = WAL", as: String.self)
            }
            try database.execute("PRAGMA synchronous = \(configuration.synchronous.rawValue)")
            try database.execute("PRAGMA foreign_keys = ON")
        } catch {
            throw StoreError(
                error.kind, code: error.code, message: "cannot use the database at \(path): \(error.message)",
                sql: error.sql)
        }
    }

    /// Runs `body` until it does not fail with `SQLITE_BUSY`, for at most `timeout`: for the steps
    /// SQLite does not retry by itself through the busy timeout. Waits 1 ms, then twice as long
    /// each time, at most 50 ms.
    static func retryingWhileBusy(for timeout: Duration, _ body: () throws(StoreError) -> Void) throws(StoreError) {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var pause: Int32 = 1
        while true {
            do {
                return try body()
            } catch  where error.primaryCode == SQLITE_BUSY && clock.now < deadline {
                sqlite3_sleep(pause)
                pause = min(pause * 2, 50)
            }
        }
    }

    /// A private in-memory store, for tests and scratch work.
    public static func inMemory() throws(StoreError) -> SkillStore {
        try SkillStore(path: ":memory:")
    }

    deinit {
        ownThread.stop()
        sqlite3_close_v2(database.handle)
    }

    /// Runs `body` with read-only access to every table, in one transaction (a consistent snapshot).
    public func read<T>(_ body: (Database) throws -> T) throws -> T {
        try read(access: .readEverything, body)
    }

    /// Runs `body` in one `IMMEDIATE` transaction with full access: committed when it returns,
    /// rolled back when it throws.
    public func write<T>(_ body: (Database) throws -> T) throws -> T {
        try write(access: .full, body)
    }

    /// Runs `body` outside any transaction, with full access: for `VACUUM`, checkpoints and checks
    /// such as `PRAGMA integrity_check`.
    public func withoutTransaction<T>(_ body: (Database) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(database)
    }

    /// ``read(_:)``, run on the store's own thread: for async code, which must not block the
    /// cooperative pool's threads on the database.
    public func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await onStoreThread { try self.read(access: .readEverything, body) }
    }

    /// ``write(_:)``, run on the store's own thread: for async code, which must not block the
    /// cooperative pool's threads on the database.
    public func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await onStoreThread { try self.write(access: .full, body) }
    }

    /// Runs `work` on the store's own thread and resumes the caller with its result.
    func onStoreThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            ownThread.run { continuation.resume(with: Result { try work() }) }
        }
    }

    func read<T>(access: StoreAccess, _ body: (Database) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        try database.execute("BEGIN DEFERRED")
        do {
            let result = try database.withAccess(access.readingOnly) { try body(database) }
            try database.execute("COMMIT")
            return result
        } catch {
            try? database.execute("ROLLBACK")
            throw error
        }
    }

    func write<T>(access: StoreAccess, _ body: (Database) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        try database.execute("BEGIN IMMEDIATE")
        do {
            let result = try database.withAccess(access) { try body(database) }
            try database.execute("COMMIT")
            return result
        } catch {
            try? database.execute("ROLLBACK")
            throw error
        }
    }
}

/// A store seen through an access rule: what a skill's ``StoreAccess`` lets it read and write.
///
/// ```swift
/// let ledger = ScopedStore(store, access: .scoped(read: ["ledger"], write: ["ledger"]))
/// try ledger.write { db in try db.execute("INSERT INTO ledger_entries(note) VALUES (?)", ["午饭"]) }
/// ```
public struct ScopedStore: Sendable {
    /// The underlying store.
    public let store: SkillStore
    /// What this view may reach.
    public let access: StoreAccess

    /// Creates a view of `store` limited to `access`.
    public init(_ store: SkillStore, access: StoreAccess) {
        self.store = store
        self.access = access
    }

    /// Runs `body` in a read transaction; writes are refused.
    public func read<T>(_ body: (Database) throws -> T) throws -> T {
        try store.read(access: access, body)
    }

    /// Runs `body` in a write transaction, limited to ``access``.
    public func write<T>(_ body: (Database) throws -> T) throws -> T {
        try store.write(access: access, body)
    }

    /// ``read(_:)``, run on the store's own thread (for async code).
    public func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await store.onStoreThread { [store, access] in try store.read(access: access, body) }
    }

    /// ``write(_:)``, run on the store's own thread (for async code).
    public func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await store.onStoreThread { [store, access] in try store.write(access: access, body) }
    }
}

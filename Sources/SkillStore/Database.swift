import CSQLite

/// One SQLite connection, reachable only inside ``SkillStore/read(_:)`` and ``SkillStore/write(_:)``
/// (or a ``ScopedStore``), which serialize access and manage transactions.
///
/// ```swift
/// try store.write { db in
///     try db.execute("INSERT INTO ledger_entries(amount_minor, currency) VALUES (?, ?)", [3500, "CNY"])
///     return db.lastInsertedRowID
/// }
/// ```
public final class Database {
    let handle: OpaquePointer
    private var statements: [String: Statement] = [:]

    init(handle: OpaquePointer) {
        self.handle = handle
    }

    /// Runs one statement with `arguments` bound to its parameters, ignoring any rows.
    public func execute(_ sql: String, _ arguments: [any DatabaseValueConvertible] = []) throws(StoreError) {
        let statement = try cachedStatement(sql)
        defer { statement.reset() }
        try statement.bind(arguments)
        while try statement.step() {}
    }

    /// Runs every row of `sql` with `arguments` and returns them.
    public func query(_ sql: String, _ arguments: [any DatabaseValueConvertible] = []) throws(StoreError) -> [Row] {
        var rows: [Row] = []
        try forEachRow(sql, arguments) { rows.append($0) }
        return rows
    }

    /// Calls `body` for each row, without keeping them all in memory.
    public func forEachRow(
        _ sql: String, _ arguments: [any DatabaseValueConvertible] = [], _ body: (Row) throws(StoreError) -> Void
    ) throws(StoreError) {
        let statement = try cachedStatement(sql)
        defer { statement.reset() }
        try statement.bind(arguments)
        let columns = statement.columnNames
        while try statement.step() {
            try body(statement.currentRow(columns: columns))
        }
    }

    /// The first row, or `nil` when there is none.
    public func queryFirst(_ sql: String, _ arguments: [any DatabaseValueConvertible] = []) throws(StoreError) -> Row? {
        let statement = try cachedStatement(sql)
        defer { statement.reset() }
        try statement.bind(arguments)
        guard try statement.step() else { return nil }
        return statement.currentRow(columns: statement.columnNames)
    }

    /// The first column of the first row as `T`, or `nil` when there is no row or it is `NULL`.
    public func scalar<T: DatabaseValueConvertible>(
        _ sql: String, _ arguments: [any DatabaseValueConvertible] = [], as _: T.Type = T.self
    ) throws(StoreError) -> T? {
        guard let row = try queryFirst(sql, arguments), let value = row.values.first, value != .null else {
            return nil
        }
        return try row.decode(at: 0)
    }

    /// Runs several statements separated by `;` with no parameters (schema scripts in migrations).
    public func executeScript(_ sql: String) throws(StoreError) {
        var message: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &message)
        defer { sqlite3_free(message) }
        guard status == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            throw StoreError(
                status == SQLITE_AUTH ? .notAuthorized : .sqlite, code: sqlite3_extended_errcode(handle),
                message: text, sql: sql)
        }
    }

    /// A prepared statement for `sql`, reused from a cache while the connection lives.
    public func cachedStatement(_ sql: String) throws(StoreError) -> Statement {
        let key = (authorizer?.access.cacheKey ?? "") + "\u{0}" + sql
        if let statement = statements[key] { return statement }
        let statement = try prepare(sql)
        if statements.count >= 256 { statements.removeAll() }
        statements[key] = statement
        return statement
    }

    /// A new prepared statement for `sql` (not cached).
    public func makeStatement(_ sql: String) throws(StoreError) -> Statement {
        try prepare(sql)
    }

    private func prepare(_ sql: String) throws(StoreError) -> Statement {
        authorizer?.denial = nil
        do {
            return try Statement(connection: handle, sql: sql)
        } catch {
            if let denial = authorizer?.denial {
                throw StoreError(.notAuthorized, code: error.code, message: denial, sql: sql)
            }
            throw error
        }
    }

    /// The row id of the last successful `INSERT` on this connection.
    public var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// How many rows the last `INSERT`, `UPDATE` or `DELETE` changed.
    public var changedRowCount: Int { Int(sqlite3_changes64(handle)) }

    // MARK: - Access control

    /// The authorizer in force, if any (see ``StoreAccess``).
    var authorizer: Authorizer?

    /// Runs `body` with `access` enforced on every statement prepared meanwhile.
    func withAccess<T>(_ access: StoreAccess, _ body: () throws -> T) rethrows -> T {
        guard access != .full else { return try body() }
        let previous = authorizer
        let current = Authorizer(access: access)
        authorizer = current
        sqlite3_set_authorizer(handle, authorizerCallback, Unmanaged.passUnretained(current).toOpaque())
        defer {
            authorizer = previous
            if let previous {
                sqlite3_set_authorizer(handle, authorizerCallback, Unmanaged.passUnretained(previous).toOpaque())
            } else {
                sqlite3_set_authorizer(handle, nil, nil)
            }
        }
        return try withExtendedLifetime(current) { try body() }
    }

    /// The error for `status` on `connection`, with SQLite's message and the SQL.
    static func error(_ connection: OpaquePointer, _ status: Int32, sql: String?) -> StoreError {
        let code = sqlite3_extended_errcode(connection)
        let message = String(cString: sqlite3_errmsg(connection))
        return StoreError(
            status == SQLITE_AUTH ? .notAuthorized : .sqlite, code: code == 0 ? status : code, message: message,
            sql: sql)
    }
}

/// A connection belongs to its store's transaction: it must not leave the closure it was lent to.
@available(*, unavailable)
extension Database: Sendable {}

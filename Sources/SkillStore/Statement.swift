import CSQLite

/// A prepared SQL statement that owns its SQLite handle and finalizes it when it goes away.
///
/// Values are only ever bound as parameters (`?`, `?NNN`, `:name`), never spliced into SQL.
/// Reached through ``Database``; not `Sendable`, like the connection it belongs to.
public final class Statement {
    let handle: OpaquePointer
    /// The SQL text (no bound values).
    public let sql: String
    private let connection: OpaquePointer

    init(connection: OpaquePointer, sql: String) throws(StoreError) {
        var statement: OpaquePointer?
        var tail: UnsafePointer<CChar>?
        var leftover = ""
        let status = sql.withCString { text in
            let result = sqlite3_prepare_v3(connection, text, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, &tail)
            if let tail { leftover = String(cString: tail) }
            return result
        }
        guard status == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            if status == SQLITE_OK {
                throw StoreError(.sqlite, code: SQLITE_MISUSE, message: "the SQL holds no statement", sql: sql)
            }
            throw Database.error(connection, status, sql: sql)
        }
        guard leftover.allSatisfy({ $0.isWhitespace || $0 == ";" }) else {
            sqlite3_finalize(statement)
            throw StoreError(
                .sqlite, code: SQLITE_MISUSE,
                message: "the SQL holds more than one statement; run them one by one or with executeScript",
                sql: sql)
        }
        self.handle = statement
        self.connection = connection
        self.sql = sql
    }

    deinit { sqlite3_finalize(handle) }

    /// The number of parameters the SQL declares.
    public var parameterCount: Int { Int(sqlite3_bind_parameter_count(handle)) }

    /// The result column names.
    public var columnNames: [String] {
        (0..<sqlite3_column_count(handle)).map { String(cString: sqlite3_column_name(handle, $0)) }
    }

    /// Resets the statement and binds `arguments` to its parameters, in order.
    ///
    /// - Throws: ``StoreError`` when the count does not match or a value is too large for SQLite.
    public func bind(_ arguments: [any DatabaseValueConvertible]) throws(StoreError) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        guard arguments.count == parameterCount else {
            throw StoreError(
                .sqlite, code: SQLITE_RANGE,
                message: "the statement has \(parameterCount) parameters but \(arguments.count) values were given",
                sql: sql)
        }
        for (offset, argument) in arguments.enumerated() {
            try bind(argument.databaseValue, at: Int32(offset + 1))
        }
    }

    private func bind(_ value: DatabaseValue, at index: Int32) throws(StoreError) {
        let status: Int32
        switch value {
        case .null: status = sqlite3_bind_null(handle, index)
        case .integer(let number): status = sqlite3_bind_int64(handle, index, number)
        case .real(let number): status = sqlite3_bind_double(handle, index, number)
        case .text(var text):
            // With an explicit byte count, so text holding NUL bytes is stored whole.
            status = text.withUTF8 { bytes in
                guard let base = bytes.baseAddress, bytes.count > 0 else {
                    return sqlite3_bind_text(handle, index, "", 0, csqlite_transient())
                }
                guard bytes.count <= Int(Int32.max) else { return SQLITE_TOOBIG }
                return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    sqlite3_bind_text(handle, index, $0, Int32(bytes.count), csqlite_transient())
                }
            }
        case .blob(let bytes):
            status = bytes.withUnsafeBytes { raw in
                guard let base = raw.baseAddress, raw.count > 0 else { return sqlite3_bind_zeroblob(handle, index, 0) }
                guard raw.count <= Int(Int32.max) else { return SQLITE_TOOBIG }
                return sqlite3_bind_blob(handle, index, base, Int32(raw.count), csqlite_transient())
            }
        }
        guard status == SQLITE_OK else {
            if status == SQLITE_TOOBIG {
                throw StoreError(
                    .limit, code: status, message: "parameter \(index) is larger than SQLite's size limit", sql: sql)
            }
            throw Database.error(connection, status, sql: sql)
        }
    }

    /// Runs one step: `true` when a row is ready to read, `false` when the statement is done.
    public func step() throws(StoreError) -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let status:
            sqlite3_reset(handle)
            throw Database.error(connection, status, sql: sql)
        }
    }

    /// The current row (after ``step()`` returned `true`).
    public func currentRow(columns: [String]) -> Row {
        Row(columns: columns, values: (0..<Int32(columns.count)).map(value(at:)))
    }

    /// The value of column `index` in the current row.
    func value(at index: Int32) -> DatabaseValue {
        switch sqlite3_column_type(handle, index) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, index))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, index))
        case SQLITE_TEXT:
            guard let text = sqlite3_column_text(handle, index) else { return .text("") }
            let count = Int(sqlite3_column_bytes(handle, index))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(handle, index))
            guard let bytes = sqlite3_column_blob(handle, index), count > 0 else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default: return .null
        }
    }

    /// Ends the current run so the statement holds no read lock.
    func reset() { sqlite3_reset(handle) }
}

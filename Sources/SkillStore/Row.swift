/// One result row: its values by column, read by index or by name.
///
/// ```swift
/// for row in try db.query("SELECT id, title FROM calendar_events") {
///     let id: Int64 = try row.decode("id")
///     let title: String = try row.decode("title")
/// }
/// ```
public struct Row: Sendable, Hashable {
    /// The column names, in result order.
    public let columns: [String]
    /// The values, in result order.
    public let values: [DatabaseValue]

    /// Creates a row.
    public init(columns: [String], values: [DatabaseValue]) {
        self.columns = columns
        self.values = values
    }

    /// The value of the column named `name` (the first one, when a name repeats), or `nil`.
    public subscript(name: String) -> DatabaseValue? {
        columns.firstIndex(of: name).map { values[$0] }
    }

    /// The value of column `name` as `T`.
    ///
    /// - Throws: ``StoreError`` (`.decoding`) naming the column and both types when it is missing
    ///   or holds another type.
    public func decode<T: DatabaseValueConvertible>(_ name: String, as _: T.Type = T.self) throws(StoreError) -> T {
        guard let value = self[name] else {
            throw StoreError(
                .decoding, message: "no column '\(name)' in the row (columns: \(columns.joined(separator: ", ")))")
        }
        guard let decoded = T.fromDatabaseValue(value) else {
            throw StoreError(.decoding, message: "column '\(name)' holds \(value.storageClass), not \(T.self)")
        }
        return decoded
    }

    /// The value of column `index` as `T`.
    public func decode<T: DatabaseValueConvertible>(at index: Int, as _: T.Type = T.self) throws(StoreError) -> T {
        guard values.indices.contains(index) else {
            throw StoreError(.decoding, message: "no column \(index) in a row of \(values.count)")
        }
        guard let decoded = T.fromDatabaseValue(values[index]) else {
            throw StoreError(.decoding, message: "column \(index) holds \(values[index].storageClass), not \(T.self)")
        }
        return decoded
    }
}

extension DatabaseValue {
    /// SQLite's name for the storage class, for messages.
    var storageClass: String {
        switch self {
        case .null: "NULL"
        case .integer: "INTEGER"
        case .real: "REAL"
        case .text: "TEXT"
        case .blob: "BLOB"
        }
    }
}

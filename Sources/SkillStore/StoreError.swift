import CSQLite
import Foundation

/// The one error type of `SkillStore`: what failed, SQLite's result code and message, and the
/// SQL that failed — never the values bound to it, which may be a person's private data.
///
/// ```swift
/// do { try store.write { db in try db.execute("INSERT INTO nope VALUES (1)") } }
/// catch { print(error) }  // SQLite error 1 (SQLITE_ERROR): no such table: nope — while running INSERT INTO nope VALUES (1)
/// ```
public struct StoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure this is.
    public enum Kind: String, Sendable, Hashable {
        /// SQLite reported an error.
        case sqlite
        /// A statement touched data outside what the caller may reach (see ``StoreAccess``).
        case notAuthorized
        /// The database was written by a newer version (it has migrations this one does not know).
        case unknownMigration
        /// A value read from a row did not have the expected type, or a column is missing.
        case decoding
        /// An argument is out of range (a size or a count beyond a documented limit).
        case limit
    }

    /// What kind of failure this is.
    public let kind: Kind
    /// SQLite's extended result code (`SQLITE_OK`, 0, when the failure is not SQLite's).
    public let code: Int32
    /// What went wrong.
    public let message: String
    /// The SQL being run, without bound values; `nil` when no statement was involved.
    public let sql: String?

    /// Creates an error.
    public init(_ kind: Kind, code: Int32 = SQLITE_OK, message: String, sql: String? = nil) {
        self.kind = kind
        self.code = code
        self.message = message
        self.sql = sql
    }

    /// SQLite's primary result code (`code & 0xFF`), e.g. `SQLITE_CONSTRAINT` for every constraint kind.
    public var primaryCode: Int32 { code & 0xFF }

    public var description: String {
        var text: String
        switch kind {
        case .sqlite:
            let name = String(cString: sqlite3_errstr(code))
            text = "SQLite error \(code) (\(name)): \(message)"
        case .notAuthorized: text = "not authorized: \(message)"
        case .unknownMigration, .decoding, .limit: text = message
        }
        if let sql { text += " — while running \(Self.abbreviated(sql))" }
        return text
    }

    /// The SQL on one line, cut at 200 characters.
    static func abbreviated(_ sql: String) -> String {
        let oneLine = sql.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
        return oneLine.count > 200 ? String(oneLine.prefix(200)) + "…" : oneLine
    }
}

import CSQLite

/// What a caller may reach in the database, enforced by SQLite itself (an authorizer checks every
/// statement as it is prepared, including what triggers and views touch).
///
/// Tables belong to a *namespace*: the part of their name before the first `_`
/// (`calendar_events` → `calendar`). A skill that declared `calendar.read` and `calendar.write`
/// gets `.scoped(read: ["calendar"], write: ["calendar"])`: it can select, insert, update and
/// delete rows of `calendar_*` tables and nothing else — no other tables, no schema changes, no
/// `PRAGMA`, no `ATTACH`, no transaction control.
///
/// ```swift
/// let calendar = ScopedStore(store, access: .scoped(read: ["calendar"], write: ["calendar"]))
/// try calendar.read { db in try db.query("SELECT * FROM ledger_entries") }
/// // not authorized: may not read table 'ledger_entries' (readable: calendar_*)
/// ```
public enum StoreAccess: Sendable, Hashable {
    /// Everything, including schema changes: for migrations and the application itself.
    case full
    /// Reading any table of `namespaces` (`nil`: every table that is not SQLite's own), writing
    /// none; no schema changes.
    case readOnly(namespaces: Set<String>?)
    /// Reading tables of `read` and `write`, writing tables of `write`; no schema changes.
    case scoped(read: Set<String>, write: Set<String>)

    /// Read access to every namespace.
    public static var readEverything: StoreAccess { .readOnly(namespaces: nil) }

    /// The namespace of `table`: its name up to the first `_` (the whole name when it has none).
    public static func namespace(of table: String) -> String {
        String(table.prefix { $0 != "_" })
    }

    /// The same access without write rights (what a ``ScopedStore`` read uses).
    var readingOnly: StoreAccess {
        switch self {
        case .full: .readOnly(namespaces: nil)
        case .readOnly: self
        case .scoped(let read, let write): .readOnly(namespaces: read.union(write))
        }
    }

    func mayRead(_ table: String) -> Bool {
        if table.hasPrefix("sqlite_") { return false }
        switch self {
        case .full: return true
        case .readOnly(let namespaces): return namespaces?.contains(Self.namespace(of: table)) ?? true
        case .scoped(let read, let write):
            let namespace = Self.namespace(of: table)
            return read.contains(namespace) || write.contains(namespace)
        }
    }

    func mayWrite(_ table: String) -> Bool {
        switch self {
        case .full: return true
        case .readOnly: return false
        case .scoped(_, let write): return !table.hasPrefix("sqlite_") && write.contains(Self.namespace(of: table))
        }
    }

    /// Names the tables this access can read, for messages.
    var readableDescription: String {
        switch self {
        case .full, .readOnly(nil): return "every table"
        case .readOnly(let namespaces?): return Self.list(namespaces)
        case .scoped(let read, let write): return Self.list(read.union(write))
        }
    }

    var writableDescription: String {
        switch self {
        case .full: "every table"
        case .readOnly: "none"
        case .scoped(_, let write): Self.list(write)
        }
    }

    private static func list(_ namespaces: Set<String>) -> String {
        namespaces.isEmpty ? "none" : namespaces.sorted().map { "\($0)_*" }.joined(separator: ", ")
    }

    /// Distinguishes statement caches: a statement prepared under one access is never reused under another.
    var cacheKey: String {
        switch self {
        case .full: "full"
        case .readOnly(let namespaces): "r:" + (namespaces?.sorted().joined(separator: ",") ?? "*")
        case .scoped(let read, let write):
            "s:" + read.sorted().joined(separator: ",") + "|" + write.sorted().joined(separator: ",")
        }
    }
}

/// The authorizer's state for one access: the rules, and what it last refused (for the message).
final class Authorizer {
    let access: StoreAccess
    var denial: String?

    init(access: StoreAccess) {
        self.access = access
    }

    /// SQLite's question: may this statement perform `action` (with its two detail strings)?
    func decide(_ action: Int32, _ first: String?, _ second: String?) -> Int32 {
        switch action {
        case SQLITE_SELECT, SQLITE_FUNCTION, SQLITE_RECURSIVE:
            return SQLITE_OK
        case SQLITE_READ:
            guard let table = first else { return SQLITE_OK }
            if access.mayRead(table) { return SQLITE_OK }
            return deny("may not read table '\(table)' (readable: \(access.readableDescription))")
        case SQLITE_INSERT, SQLITE_UPDATE, SQLITE_DELETE:
            guard let table = first else { return SQLITE_OK }
            if access.mayWrite(table) { return SQLITE_OK }
            if table.hasPrefix("sqlite_") { return deny(Self.schemaChange) }
            let verb = action == SQLITE_INSERT ? "insert into" : action == SQLITE_UPDATE ? "update" : "delete from"
            return deny("may not \(verb) table '\(table)' (writable: \(access.writableDescription))")
        case SQLITE_TRANSACTION, SQLITE_SAVEPOINT:
            return deny("may not control transactions: the store runs each read and write in its own")
        case SQLITE_PRAGMA:
            return deny("may not run PRAGMA \(first ?? "")")
        case SQLITE_ATTACH, SQLITE_DETACH:
            return deny("may not attach or detach databases")
        default:
            return deny(Self.schemaChange)
        }
    }

    static let schemaChange = "may not change the schema (only reads and row changes are allowed here)"

    private func deny(_ message: String) -> Int32 {
        if denial == nil { denial = message }
        return SQLITE_DENY
    }
}

/// The C callback SQLite calls; `context` is the ``Authorizer`` in force.
let authorizerCallback:
    @convention(c) (
        UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
        UnsafePointer<CChar>?
    ) -> Int32 = { context, action, first, second, _, _ in
        guard let context else { return SQLITE_DENY }
        let authorizer = Unmanaged<Authorizer>.fromOpaque(context).takeUnretainedValue()
        return authorizer.decide(action, first.map { String(cString: $0) }, second.map { String(cString: $0) })
    }

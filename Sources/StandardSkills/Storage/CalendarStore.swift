import Foundation
import SkillStore

/// Calendar events in the store's `calendar_*` tables.
///
/// ```swift
/// let calendar = CalendarStore(ScopedStore(store, access: .scoped(read: ["calendar"], write: ["calendar"])))
/// try calendar.insert(event)
/// let week = try calendar.events(from: monday, to: nextMonday)
/// ```
public struct CalendarStore: Sendable {
    /// The store, seen with the caller's access.
    public let store: ScopedStore

    /// Creates a calendar over `store`.
    public init(_ store: ScopedStore) {
        self.store = store
    }

    static let columns = "uid, title, start_utc, end_utc, time_zone, location, notes, stamp_utc, all_day"

    /// Adds `event`; its uid must be new.
    public func insert(_ event: CalendarEvent) async throws {
        try Self.validate(event)
        try await store.write { db in try Self.insert(event, into: db) }
    }

    /// Events that overlap `[from, to)`, earliest first.
    public func events(from: Date, to: Date, limit: Int = 1_000) async throws -> [CalendarEvent] {
        try await store.read { db in
            try db.query(
                "SELECT \(Self.columns) FROM calendar_events WHERE start_utc < ? AND end_utc > ?"
                    + " ORDER BY start_utc, uid LIMIT ?",
                [Self.seconds(to), Self.seconds(from), limit]
            ).map(Self.event)
        }
    }

    /// Events that overlap `event`'s time, other than itself.
    public func overlaps(with event: CalendarEvent) async throws -> [CalendarEvent] {
        try await events(from: event.start, to: max(event.end, event.start.addingTimeInterval(1))).filter {
            $0.uid != event.uid
        }
    }

    /// The event with `uid`, if any.
    public func event(uid: String) async throws -> CalendarEvent? {
        try await store.read { db in
            try db.queryFirst("SELECT \(Self.columns) FROM calendar_events WHERE uid = ?", [uid]).map(Self.event)
        }
    }

    /// Events whose title contains `title` (case-insensitive for ASCII; `nil` matches all) within
    /// `[from, to)` when given.
    public func find(title: String?, from: Date?, to: Date?, limit: Int = 50) async throws -> [CalendarEvent] {
        let pattern = title.map { "%" + Self.escapeLike($0) + "%" } ?? "%"
        return try await store.read { db in
            try db.query(
                "SELECT \(Self.columns) FROM calendar_events WHERE title LIKE ? ESCAPE '\\'"
                    + " AND start_utc < ? AND end_utc > ? ORDER BY start_utc, uid LIMIT ?",
                [pattern, Self.seconds(to ?? .distantFuture), Self.seconds(from ?? .distantPast), limit]
            ).map(Self.event)
        }
    }

    /// Deletes the event with `uid`; returns it, or `nil` when there was none.
    @discardableResult
    public func delete(uid: String) async throws -> CalendarEvent? {
        try await store.write { db in
            guard
                let row = try db.queryFirst("SELECT \(Self.columns) FROM calendar_events WHERE uid = ?", [uid])
            else { return nil }
            try db.execute("DELETE FROM calendar_events WHERE uid = ?", [uid])
            return try Self.event(row)
        }
    }

    /// Replaces the stored event that has `event.uid`; returns `false` when there is none.
    @discardableResult
    public func update(_ event: CalendarEvent) async throws -> Bool {
        try Self.validate(event)
        return try await store.write { db in
            try db.execute(
                "UPDATE calendar_events SET title = ?, start_utc = ?, end_utc = ?, time_zone = ?, location = ?,"
                    + " notes = ?, stamp_utc = ?, all_day = ? WHERE uid = ?",
                [
                    event.title, Self.seconds(event.start), Self.seconds(event.end), event.timeZone, event.location,
                    event.notes, Self.seconds(event.stamp), event.allDay, event.uid,
                ])
            return db.changedRowCount == 1
        }
    }

    /// What an import did.
    public struct ImportResult: Sendable, Hashable {
        /// Events that were new.
        public var added = 0
        /// Events whose uid existed with different contents, now replaced.
        public var updated = 0
        /// Events already stored exactly as in the file.
        public var unchanged = 0
    }

    /// Adds or updates `events` by uid in one transaction (importing the same file twice adds nothing).
    public func importEvents(_ events: [CalendarEvent]) async throws -> ImportResult {
        for event in events { try Self.validate(event) }
        return try await store.write { db in
            var result = ImportResult()
            for event in events {
                let existing = try db.queryFirst(
                    "SELECT \(Self.columns) FROM calendar_events WHERE uid = ?", [event.uid]
                ).map(Self.event)
                switch existing {
                case nil:
                    try Self.insert(event, into: db)
                    result.added += 1
                case let stored? where Self.sameContents(stored, event):
                    result.unchanged += 1
                case _?:
                    try db.execute("DELETE FROM calendar_events WHERE uid = ?", [event.uid])
                    try Self.insert(event, into: db)
                    result.updated += 1
                }
            }
            return result
        }
    }

    /// Every event, earliest first (for export).
    public func allEvents() async throws -> [CalendarEvent] {
        try await store.read { db in
            try db.query("SELECT \(Self.columns) FROM calendar_events ORDER BY start_utc, uid").map(Self.event)
        }
    }

    // MARK: - Rows

    private static func insert(_ event: CalendarEvent, into db: Database) throws {
        try db.execute(
            "INSERT INTO calendar_events(\(columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                event.uid, event.title, seconds(event.start), seconds(event.end), event.timeZone, event.location,
                event.notes, seconds(event.stamp), event.allDay,
            ])
    }

    static func event(_ row: Row) throws -> CalendarEvent {
        CalendarEvent(
            uid: try row.decode("uid"), title: try row.decode("title"),
            start: Date(timeIntervalSince1970: Double(try row.decode("start_utc", as: Int64.self))),
            end: Date(timeIntervalSince1970: Double(try row.decode("end_utc", as: Int64.self))),
            timeZone: try row.decode("time_zone"), location: try row.decode("location"),
            notes: try row.decode("notes"),
            stamp: Date(timeIntervalSince1970: Double(try row.decode("stamp_utc", as: Int64.self))),
            allDay: try row.decode("all_day"))
    }

    static func seconds(_ date: Date) -> Int64 {
        let value = date.timeIntervalSince1970.rounded(.down)
        return value >= 9.2e18 ? Int64.max : value <= -9.2e18 ? Int64.min : Int64(value)
    }

    private static func sameContents(_ a: CalendarEvent, _ b: CalendarEvent) -> Bool {
        a.title == b.title && seconds(a.start) == seconds(b.start) && seconds(a.end) == seconds(b.end)
            && a.timeZone == b.timeZone && a.location == b.location && a.notes == b.notes && a.allDay == b.allDay
    }

    static func validate(_ event: CalendarEvent) throws(StandardSkillError) {
        _ = try checkLength(event.title, field: "the title", chinese: "标题", limit: StandardSchema.maxShortTextBytes)
        _ = try checkLength(
            event.location, field: "the location", chinese: "地点", limit: StandardSchema.maxShortTextBytes)
        _ = try checkLength(event.notes, field: "the notes", chinese: "备注", limit: StandardSchema.maxNoteBytes)
        _ = try checkLength(event.uid, field: "the uid", chinese: "日程编号", limit: StandardSchema.maxShortTextBytes)
        guard event.end >= event.start else {
            throw StandardSkillError(
                .invalidArgument, "the event ends before it starts — check the end time",
                chinese: "日程的结束时间早于开始时间——请检查结束时间")
        }
        if let violation = CalendarBounds.violation(event) {
            let title = event.title.prefix(40)
            throw StandardSkillError(
                .invalidArgument, "the event '\(title)' cannot be saved: \(violation.message)",
                chinese: "日程“\(title)”无法保存：\(violation.chineseDetail)")
        }
    }

    /// `text` with LIKE's wildcards (`%`, `_`) and the escape character made literal.
    static func escapeLike(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}

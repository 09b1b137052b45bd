import Foundation
import SkillStore

/// Calendar events in the store's `calendar_*` tables: one-off events, repeating series and
/// overrides of single occurrences (see `StandardSchema+CalendarSeries.swift` for the rows).
///
/// Reading a window expands series into occurrences (``CalendarSeries``), so a caller sees what is
/// on the calendar, not how it is stored; ``allEvents()`` and ``event(uid:)`` give the rows.
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

    static let columns =
        "uid, recurrence_id_utc, title, start_utc, end_utc, time_zone, location, notes, stamp_utc, all_day, rrule,"
        + " rdates, exdates, alarm_offsets"

    /// Adds `event` — a one-off event, a series, or (with ``CalendarEvent/recurrenceID``) an
    /// override of one occurrence; its uid (and recurrence id) must be new.
    public func insert(_ event: CalendarEvent) async throws {
        let event = try Self.validated(event)
        try await store.write { db in try Self.insert(event, into: db) }
    }

    /// What ``occurrences(from:to:limit:)`` found.
    public struct Occurrences: Sendable, Hashable {
        /// One-off events, occurrences of series and overrides that overlap the window, earliest
        /// first, at most the limit.
        public var events: [CalendarEvent]
        /// Whether the window holds more than the limit.
        public var isTruncated: Bool
    }

    /// The events that overlap `[from, to)` — one-off events, each occurrence of a series, and
    /// overrides — sorted by start, at most `limit`, and whether there were more.
    ///
    /// Series are expanded by ``CalendarSeries``: bounded by `limit`, whatever their rule says.
    public func occurrences(from: Date, to: Date, limit: Int = 1_000) async throws -> Occurrences {
        let limit = min(max(limit, 0), Recurrence.maximumLimit)
        return try await store.read { db in
            try Self.occurrences(from: from, to: to, limit: limit, in: db)
        }
    }

    /// The events that overlap `[from, to)`, earliest first (``occurrences(from:to:limit:)``'s events).
    public func events(from: Date, to: Date, limit: Int = 1_000) async throws -> [CalendarEvent] {
        try await occurrences(from: from, to: to, limit: limit).events
    }

    /// Events that overlap `event`'s time, other than itself (nor any occurrence of its series).
    public func overlaps(with event: CalendarEvent) async throws -> [CalendarEvent] {
        try await events(from: event.start, to: max(event.end, event.start.addingTimeInterval(1))).filter {
            $0.uid != event.uid
        }
    }

    /// The one-off event or series with `uid`, if any (not its overrides: ``overrides(uid:)``).
    public func event(uid: String) async throws -> CalendarEvent? {
        try await store.read { db in try Self.master(uid: uid, in: db) }
    }

    /// The stored overrides of the series `uid`, by recurrence id.
    public func overrides(uid: String) async throws -> [CalendarEvent] {
        try await store.read { db in try Self.overrides(uid: uid, in: db) }
    }

    /// Stored events (one-off events, series by their first occurrence, overrides) whose title
    /// contains `title` (case-insensitive for ASCII; `nil` matches all) within `[from, to)` when
    /// given.
    public func find(title: String?, from: Date?, to: Date?, limit: Int = 50) async throws -> [CalendarEvent] {
        let pattern = title.map { "%" + Self.escapeLike($0) + "%" } ?? "%"
        return try await store.read { db in
            try db.query(
                "SELECT \(Self.columns) FROM calendar_events WHERE title LIKE ? ESCAPE '\\'"
                    + " AND start_utc < ? AND end_utc > ? ORDER BY start_utc, uid, recurrence_id_utc LIMIT ?",
                [pattern, Self.seconds(to ?? .distantFuture), Self.seconds(from ?? .distantPast), limit]
            ).map(Self.event)
        }
    }

    /// Deletes the event with `uid` — a whole series with its overrides; returns it (or an
    /// override, when only overrides had the uid), or `nil` when there was none.
    @discardableResult
    public func delete(uid: String) async throws -> CalendarEvent? {
        try await store.write { db in
            let removed = try Self.master(uid: uid, in: db) ?? Self.overrides(uid: uid, in: db).first
            try db.execute("DELETE FROM calendar_events WHERE uid = ?", [uid])
            return removed
        }
    }

    /// Replaces the stored row with `event.uid` and `event.recurrenceID` (the series or one-off
    /// when it is nil, else that override); returns `false` when there is none.
    @discardableResult
    public func update(_ event: CalendarEvent) async throws -> Bool {
        let event = try Self.validated(event)
        return try await store.write { db in try Self.replace(event, in: db) }
    }

    /// What an import did.
    public struct ImportResult: Sendable, Hashable {
        /// Events that were new.
        public var added = 0
        /// Events whose uid (and recurrence id) existed with different contents, now replaced.
        public var updated = 0
        /// Events already stored exactly as in the file.
        public var unchanged = 0
    }

    /// Adds or updates `events` by uid and recurrence id (a series and each override are separate)
    /// in one transaction: importing the same file twice adds nothing.
    public func importEvents(_ events: [CalendarEvent]) async throws -> ImportResult {
        var checked: [CalendarEvent] = []
        for event in events { checked.append(try Self.validated(event)) }
        return try await store.write { [checked] db in
            var result = ImportResult()
            for event in checked {
                switch try Self.stored(uid: event.uid, recurrenceID: event.recurrenceID, in: db) {
                case nil:
                    try Self.insert(event, into: db)
                    result.added += 1
                case let stored? where Self.sameContents(stored, event):
                    result.unchanged += 1
                case _?:
                    _ = try Self.replace(event, in: db)
                    result.updated += 1
                }
            }
            return result
        }
    }

    /// Every stored event — one-off events, series (as stored, not expanded) and overrides —
    /// earliest first (for export).
    public func allEvents() async throws -> [CalendarEvent] {
        try await store.read { db in
            try db.query(
                "SELECT \(Self.columns) FROM calendar_events ORDER BY start_utc, uid, recurrence_id_utc"
            ).map(Self.event)
        }
    }

    // MARK: - Series

    /// The event with `uid` as a person addresses it: the one-off event, or for a series the
    /// occurrence with recurrence id `recurrenceID` (its override when it has one), or `nil` when
    /// there is none such. With no `recurrenceID` a series gives its stored row.
    func instance(uid: String, recurrenceID: Date?) async throws -> CalendarEvent? {
        try await store.read { db in
            guard let recurrenceID else { return try Self.master(uid: uid, in: db) }
            if let override = try Self.stored(uid: uid, recurrenceID: recurrenceID, in: db) { return override }
            guard let master = try Self.master(uid: uid, in: db), CalendarSeries.repeats(master) else { return nil }
            let series = CalendarSeries(master)
            return series.isOccurrence(recurrenceID) ? series.occurrence(at: recurrenceID) : nil
        }
    }

    /// Rewrites everything stored under `uid` in one transaction: `change` gets the series or
    /// one-off event (nil when none) and its overrides as stored, and returns the rows to store
    /// in their place — under any uids, each new or `uid` — and a result to pass on.
    ///
    /// - Throws: what `change` throws (nothing is written), a row that fails validation, store errors.
    func rewrite<Result: Sendable>(
        uid: String,
        _ change:
            @escaping @Sendable (CalendarEvent?, [CalendarEvent]) throws -> (rows: [CalendarEvent], result: Result)
    ) async throws -> Result {
        try await store.write { db in
            let master = try Self.master(uid: uid, in: db)
            let overrides = try Self.overrides(uid: uid, in: db)
            let (rows, result) = try change(master, overrides)
            let checked = try rows.map { event throws(StandardSkillError) in try Self.validated(event) }
            try db.execute("DELETE FROM calendar_events WHERE uid = ?", [uid])
            for row in checked { try Self.insert(row, into: db) }
            return result
        }
    }

    // MARK: - Reading a window

    private static func occurrences(from: Date, to: Date, limit: Int, in db: Database) throws -> Occurrences {
        let low = seconds(from)
        let high = seconds(to)
        // One-off events and overrides, by their own times.
        var events = try db.query(
            "SELECT \(columns) FROM calendar_events WHERE repeats = 0 AND start_utc < ? AND end_utc > ?"
                + " ORDER BY start_utc, uid, recurrence_id_utc LIMIT ?",
            [high, low, limit + 1]
        ).map(event)
        var isTruncated = events.count > limit
        // Past the limit-th event found so far, nothing more can be listed: later series expand
        // only up to it (a second on, for ties), so a long window costs about `limit` occurrences.
        var upper = to
        func keepFirst() {
            events.sort(by: startsBefore)
            guard events.count > limit else { return }
            events.removeLast(events.count - limit - 1)
            isTruncated = true
            upper = min(upper, events[limit].start.addingTimeInterval(1))
        }
        keepFirst()
        // Series whose occurrences may reach the window.
        let series = try db.query(seriesInWindow, [low, high, high]).map(event)
        for master in series {
            let expanded = CalendarSeries(master)
            // Occurrences replaced by an override, wherever the override now is.
            let reach = master.end.timeIntervalSince(master.start) + 3 * 86_400
            let replaced = try db.query(
                "SELECT recurrence_id_utc FROM calendar_events WHERE uid = ? AND recurrence_id_utc IS NOT NULL"
                    + " AND recurrence_id_utc >= ? AND recurrence_id_utc < ?",
                [master.uid, seconds(from.addingTimeInterval(-reach)), high]
            ).map { row in Date(timeIntervalSince1970: Double(try row.decode(at: 0, as: Int64.self))) }
            let found = expanded.instances(from: from, to: upper, limit: limit, replaced: Set(replaced))
            events += found.events
            isTruncated = isTruncated || found.isTruncated
            keepFirst()
        }
        return Occurrences(events: Array(events.prefix(limit)), isTruncated: isTruncated)
    }

    /// The series whose span reaches `[?1, ?2)` (bound: from, to, to): two searches of the span
    /// index, those that end after the window starts and those that never end.
    static let seriesInWindow =
        "SELECT \(columns) FROM calendar_events WHERE repeats = 1 AND span_end_utc > ? AND span_start_utc < ?"
        + " UNION ALL SELECT \(columns) FROM calendar_events WHERE repeats = 1 AND span_end_utc IS NULL"
        + " AND span_start_utc < ?"

    /// Start, then uid, then recurrence id: the order of every list.
    static func startsBefore(_ a: CalendarEvent, _ b: CalendarEvent) -> Bool {
        if a.start != b.start { return a.start < b.start }
        if a.uid != b.uid { return a.uid < b.uid }
        return (a.recurrenceID ?? .distantPast) < (b.recurrenceID ?? .distantPast)
    }

    // MARK: - Rows

    private static func master(uid: String, in db: Database) throws -> CalendarEvent? {
        try db.queryFirst(
            "SELECT \(columns) FROM calendar_events WHERE uid = ? AND recurrence_id_utc IS NULL", [uid]
        ).map(event)
    }

    private static func overrides(uid: String, in db: Database) throws -> [CalendarEvent] {
        try db.query(
            "SELECT \(columns) FROM calendar_events WHERE uid = ? AND recurrence_id_utc IS NOT NULL"
                + " ORDER BY recurrence_id_utc",
            [uid]
        ).map(event)
    }

    private static func stored(uid: String, recurrenceID: Date?, in db: Database) throws -> CalendarEvent? {
        guard let recurrenceID else { return try master(uid: uid, in: db) }
        return try db.queryFirst(
            "SELECT \(columns) FROM calendar_events WHERE uid = ? AND recurrence_id_utc = ?",
            [uid, seconds(recurrenceID)]
        ).map(event)
    }

    private static func insert(_ event: CalendarEvent, into db: Database) throws {
        try db.execute(
            "INSERT INTO calendar_events(\(columns), repeats, span_start_utc, span_end_utc)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            values(event))
    }

    /// Replaces the row with `event`'s uid and recurrence id; whether there was one.
    private static func replace(_ event: CalendarEvent, in db: Database) throws -> Bool {
        let all = values(event)
        let condition = event.recurrenceID == nil ? "recurrence_id_utc IS NULL" : "recurrence_id_utc = ?"
        try db.execute(
            "UPDATE calendar_events SET title = ?, start_utc = ?, end_utc = ?, time_zone = ?, location = ?,"
                + " notes = ?, stamp_utc = ?, all_day = ?, rrule = ?, rdates = ?, exdates = ?, alarm_offsets = ?,"
                + " repeats = ?, span_start_utc = ?, span_end_utc = ? WHERE uid = ? AND \(condition)",
            Array(all[2...]) + [all[0]] + (event.recurrenceID == nil ? [] : [all[1]]))
        return db.changedRowCount == 1
    }

    /// The values of every column, in ``columns`` order, then `repeats` and the span.
    private static func values(_ event: CalendarEvent) -> [any DatabaseValueConvertible] {
        let repeats = CalendarSeries.repeats(event)
        let span: (start: Date, end: Date?) = repeats ? CalendarSeries(event).span : (event.start, event.end)
        let spanEnd: any DatabaseValueConvertible = span.end.map(seconds) ?? DatabaseValue.null
        let recurrenceID: any DatabaseValueConvertible = event.recurrenceID.map(seconds) ?? DatabaseValue.null
        return [
            event.uid, recurrenceID, event.title, seconds(event.start), seconds(event.end), event.timeZone,
            event.location, event.notes, seconds(event.stamp), event.allDay, event.recurrenceRule,
            list(event.recurrenceDates.map(seconds)), list(event.exceptionDates.map(seconds)),
            list(event.alarmOffsets.map { seconds(Date(timeIntervalSince1970: $0)) }), repeats, seconds(span.start),
            spanEnd,
        ]
    }

    static func event(_ row: Row) throws -> CalendarEvent {
        func instant(_ column: String) throws -> Date {
            Date(timeIntervalSince1970: Double(try row.decode(column, as: Int64.self)))
        }
        let recurrenceID = try row.decode("recurrence_id_utc", as: Int64?.self)
        return CalendarEvent(
            uid: try row.decode("uid"), title: try row.decode("title"), start: try instant("start_utc"),
            end: try instant("end_utc"), timeZone: try row.decode("time_zone"), location: try row.decode("location"),
            notes: try row.decode("notes"), stamp: try instant("stamp_utc"), allDay: try row.decode("all_day"),
            recurrenceRule: try row.decode("rrule"),
            recurrenceDates: numbers(try row.decode("rdates")).map { Date(timeIntervalSince1970: Double($0)) },
            exceptionDates: numbers(try row.decode("exdates")).map { Date(timeIntervalSince1970: Double($0)) },
            recurrenceID: recurrenceID.map { Date(timeIntervalSince1970: Double($0)) },
            alarmOffsets: numbers(try row.decode("alarm_offsets")).map(Double.init))
    }

    /// Whole seconds as `1796173200,1796778000`.
    private static func list(_ values: [Int64]) -> String {
        values.map(String.init).joined(separator: ",")
    }

    /// The numbers of a ``list(_:)`` (an unreadable item is skipped).
    private static func numbers(_ text: String) -> [Int64] {
        text.split(separator: ",").compactMap { Int64($0) }
    }

    static func seconds(_ date: Date) -> Int64 {
        let value = date.timeIntervalSince1970.rounded(.down)
        return value >= 9.2e18 ? Int64.max : value <= -9.2e18 ? Int64.min : Int64(value)
    }

    private static func sameContents(_ a: CalendarEvent, _ b: CalendarEvent) -> Bool {
        func whole(_ dates: [Date]) -> [Int64] { dates.map(seconds) }
        return a.title == b.title && seconds(a.start) == seconds(b.start) && seconds(a.end) == seconds(b.end)
            && a.timeZone == b.timeZone && a.location == b.location && a.notes == b.notes && a.allDay == b.allDay
            && a.recurrenceRule == b.recurrenceRule && whole(a.recurrenceDates) == whole(b.recurrenceDates)
            && whole(a.exceptionDates) == whole(b.exceptionDates)
            && a.alarmOffsets.map { $0.rounded(.down) } == b.alarmOffsets.map { $0.rounded(.down) }
    }

    /// The most `RDATE`s, `EXDATE`s or alarms one event keeps.
    static let maximumDates = 10_000

    /// `event` checked for the store, with its rule in canonical text.
    static func validated(_ event: CalendarEvent) throws(StandardSkillError) -> CalendarEvent {
        try validate(event)
        var event = event
        if let text = event.recurrenceRule {
            guard event.recurrenceID == nil else {
                throw StandardSkillError(
                    .invalidArgument,
                    "the changed occurrence of '\(event.title.prefix(40))' has a rule of its own — only a series repeats",
                    chinese: "“\(event.title.prefix(40))”单独修改的那一次带有自己的重复规则——只有整个系列才能重复")
            }
            event.recurrenceRule = try RecurrenceRule(parsing: text).text
        }
        if event.recurrenceID != nil, !event.recurrenceDates.isEmpty || !event.exceptionDates.isEmpty {
            event.recurrenceDates = []
            event.exceptionDates = []
        }
        if event.recurrenceRule == nil, event.recurrenceDates.isEmpty { event.exceptionDates = [] }
        let largest = max(event.recurrenceDates.count, event.exceptionDates.count, event.alarmOffsets.count)
        guard largest <= maximumDates else {
            throw StandardSkillError(
                .inputTooLarge,
                "the event '\(event.title.prefix(40))' has \(largest) extra dates, exceptions or alarms — at most"
                    + " \(maximumDates) of each",
                chinese: "日程“\(event.title.prefix(40))”有 \(largest) 个附加日期、例外或提醒——每种最多 \(maximumDates) 个")
        }
        return event
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

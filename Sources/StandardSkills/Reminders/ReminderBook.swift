import AgentSkill
import Foundation
import SkillStore

/// Reminders and to-dos in the store's `reminder_*` tables (``StandardSchema``, `reminders-v1`).
///
/// Firing is one write transaction (``fireDue(at:missedBefore:)``): the due alarms are read, each
/// gets its row in `reminder_deliveries` and its `fired_ms`, and the transaction commits — or,
/// when the process dies first, none of it happened and the next run fires them. One due time
/// rings once (`UNIQUE (reminder_id, due_ms)`), even with several processes over one file.
///
/// ```swift
/// let book = ReminderBook(ScopedStore(store, access: .scoped(read: ["reminder"], write: ["reminder"])))
/// let call = try await book.add(
///     title: "给张总回电话", due: now.addingTimeInterval(7200), alarm: true, timeZone: zone,
///     language: .chinese, created: now)
/// let rang = try await book.fireDue(at: now.addingTimeInterval(7200), missedBefore: started)  // [call]
/// ```
public struct ReminderBook: Sendable {
    /// The store, seen with the caller's access.
    public let store: ScopedStore

    /// A book over `store`.
    public init(_ store: ScopedStore) {
        self.store = store
    }

    /// One alarm that rang: the reminder (with its new ``Reminder/fired``, and a repeating one's
    /// next ``Reminder/due``) and its delivery row.
    public struct Delivery: Sendable, Hashable {
        /// Its row in `reminder_deliveries`.
        public var id: Int64
        /// The reminder that rang.
        public var reminder: Reminder
        /// Whether it came due before `missedBefore`: while nothing ran to ring it.
        public var missed: Bool
        /// The time it was due, that rang (a repeating reminder's ``Reminder/due`` is the next one now).
        public var due: Date
        /// How many times of a repeating reminder came due and ring as this one (those that came
        /// due while nothing ran ring once, together): 1 for the others. At most 999.
        public var times: Int = 1
        /// The last of those times (``due`` when there is one).
        public var latest: Date
    }

    static let columns = "id, title, due_ms, all_day, alarm, time_zone, language, rule, created_ms, fired_ms, done_ms"

    /// Keeps a new reminder (`alarm`) or to-do and returns it with its id. With a `rule` it repeats:
    /// `due` is its first time, and what the rule counts from.
    ///
    /// - Throws: ``StandardSkillError`` for an empty or over-long title, an alarm without a time, or
    ///   a rule without a time; ``SkillStore/StoreError`` when the database fails.
    public func add(
        title: String, due: Date?, allDay: Bool = false, alarm: Bool, timeZone: TimeZone, language: ReplyLanguage,
        rule: RecurrenceRule? = nil, created: Date
    ) async throws -> Reminder {
        let series = rule.flatMap { rule in
            due.map { ReminderSeries(rule: rule, start: LocalDateTime($0, in: timeZone), timeZone: timeZone) }
        }
        if rule != nil, series == nil { throw Self.needsTime }
        return try await add(
            title: title, due: due, allDay: allDay, alarm: alarm, timeZone: timeZone, language: language,
            series: series, created: created)
    }

    /// ``add(title:due:allDay:alarm:timeZone:language:rule:created:)`` with the series as
    /// ``ReminderSeries/starting(_:given:now:timeZone:)`` made it.
    func add(
        title: String, due: Date?, allDay: Bool = false, alarm: Bool, timeZone: TimeZone, language: ReplyLanguage,
        series: ReminderSeries?, created: Date
    ) async throws -> Reminder {
        let title = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else {
            throw StandardSkillError(
                .invalidArgument, "the reminder says nothing — say what to remind you of",
                chinese: "提醒内容是空的——请说一下要提醒什么")
        }
        _ = try checkLength(title, field: "the title", chinese: "提醒内容", limit: StandardSchema.maxShortTextBytes)
        guard due != nil || !alarm else { throw Self.needsTime }
        var reminder = Reminder(
            id: 0, title: title, due: due.map(Self.rounded), allDay: allDay, alarm: alarm, timeZone: timeZone,
            language: language, rule: series?.rule.text, created: Self.rounded(created))
        reminder.ruleStart = series?.start
        let row = reminder
        let id = try await store.write { db in
            try db.execute(
                "INSERT INTO reminder_items(title, due_ms, all_day, alarm, time_zone, language, rule, created_ms)"
                    + " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    row.title, row.due.map(Self.milliseconds), row.allDay ? 1 : 0, row.alarm ? 1 : 0,
                    timeZone.identifier, language.code, series?.stored, Self.milliseconds(row.created),
                ])
            return db.lastInsertedRowID
        }
        var stored = reminder
        stored.id = id
        return stored
    }

    static let needsTime = StandardSkillError(
        .invalidArgument, "a reminder needs a time — say when to remind you",
        chinese: "提醒需要一个时间——请说一下什么时候提醒你")

    /// The reminder with `id`, or `nil`.
    public func reminder(id: Int64) async throws -> Reminder? {
        try await store.read { db in
            try db.query("SELECT \(Self.columns) FROM reminder_items WHERE id = ?", [id]).first.map(Self.reminder)
        }
    }

    /// The reminders and to-dos not done: dated ones soonest first, then those with no date, oldest first.
    public func open() async throws -> [Reminder] {
        try await store.read { db in
            try db.query(
                "SELECT \(Self.columns) FROM reminder_items WHERE done_ms IS NULL"
                    + " ORDER BY due_ms IS NULL, due_ms, id"
            ).map(Self.reminder)
        }
    }

    /// The reminders marked done, the latest first, at most `limit`.
    public func done(limit: Int = 20) async throws -> [Reminder] {
        try await store.read { db in
            try db.query(
                "SELECT \(Self.columns) FROM reminder_items WHERE done_ms IS NOT NULL"
                    + " ORDER BY done_ms DESC, id DESC LIMIT ?", [limit]
            ).map(Self.reminder)
        }
    }

    /// The reminder whose alarm rang last and is neither done nor waiting to ring again: what
    /// "10分钟后再提醒我" and "done" without a name mean; `nil` when none rang. Of several rung
    /// together, the one due last (shown last).
    public func lastFired() async throws -> Reminder? {
        try await store.read { db in
            try db.query(
                "SELECT \(Self.columns) FROM reminder_items WHERE fired_ms IS NOT NULL AND done_ms IS NULL"
                    + " ORDER BY fired_ms DESC, due_ms DESC, id DESC LIMIT 1"
            ).first.map(Self.reminder)
        }
    }

    /// Which rows wait to ring (``Reminder/isWaiting``): an alarm not done that has not rung for its
    /// `due_ms` — never rung, put off, or repeating and rung for an earlier time.
    static let waiting = "alarm = 1 AND done_ms IS NULL AND (fired_ms IS NULL OR due_ms > fired_ms)"

    /// The alarms waiting to ring, soonest first, at most `limit`.
    public func waitingAlarms(limit: Int = 20) async throws -> [Reminder] {
        try await store.read { db in
            try db.query(
                "SELECT \(Self.columns) FROM reminder_items"
                    + " WHERE \(Self.waiting) ORDER BY due_ms, id LIMIT ?", [limit]
            ).map(Self.reminder)
        }
    }

    /// Marks reminder `id` done at `time`; returns it, or `nil` when there is none (or it was done
    /// already).
    ///
    /// A repeating reminder is done one time at a time, as Apple's Reminders does it: the time that
    /// rang (when one rang and nobody said done since), else the time it waits for (which is then
    /// skipped). It then waits for its next time, its ``Reminder/done`` still `nil`; done at its
    /// last time, it is done.
    public func markDone(id: Int64, at time: Date) async throws -> Reminder? {
        try await store.write { db in
            guard
                var reminder = try db.query(
                    "SELECT \(Self.columns) FROM reminder_items WHERE id = ? AND done_ms IS NULL", [id]
                ).first.map(Self.reminder)
            else { return nil }
            if let series = reminder.series, let due = reminder.due {
                if let fired = reminder.fired, due > fired {
                    reminder.fired = nil
                } else if reminder.fired == nil, let next = series.next(after: max(time, due)) {
                    reminder.due = next
                } else {
                    reminder.done = Self.rounded(time)
                }
            } else {
                reminder.done = Self.rounded(time)
            }
            try db.execute(
                "UPDATE reminder_items SET due_ms = ?, fired_ms = ?, done_ms = ? WHERE id = ?",
                [
                    reminder.due.map(Self.milliseconds), reminder.fired.map(Self.milliseconds),
                    reminder.done.map(Self.milliseconds), id,
                ])
            return reminder
        }
    }

    /// Removes reminder `id` (and the record of its alarms); returns what was removed, or `nil`.
    public func delete(id: Int64) async throws -> Reminder? {
        try await store.write { db in
            let removed = try db.query("SELECT \(Self.columns) FROM reminder_items WHERE id = ?", [id]).first.map(
                Self.reminder)
            try db.execute("DELETE FROM reminder_items WHERE id = ?", [id])
            return removed
        }
    }

    /// Makes reminder `id` ring again at `time` (a moment, with an alarm, not done); returns it, or
    /// `nil` when there is none.
    public func snooze(id: Int64, until time: Date) async throws -> Reminder? {
        try await store.write { db in
            try db.execute(
                "UPDATE reminder_items SET due_ms = ?, all_day = 0, alarm = 1, fired_ms = NULL, done_ms = NULL"
                    + " WHERE id = ?", [Self.milliseconds(time), id])
            guard db.changedRowCount == 1 else { return nil }
            return try db.query("SELECT \(Self.columns) FROM reminder_items WHERE id = ?", [id]).first.map(
                Self.reminder)
        }
    }

    /// Rings every alarm due at `now`, in one transaction: each gets a row in
    /// `reminder_deliveries` and its `fired_ms`, and a repeating one its next `due_ms` (the first
    /// of its times after `now`). Those due before `missedBefore` are marked missed (they came due
    /// while nothing ran); a repeating one's times that came due meanwhile ring as one
    /// (``Delivery/times``). Soonest first.
    public func fireDue(at now: Date, missedBefore: Date) async throws -> [Delivery] {
        let cutoff = Self.milliseconds(now)
        let missedCutoff = Self.milliseconds(missedBefore)
        return try await store.write { db in
            let due = try db.query(
                "SELECT \(Self.columns) FROM reminder_items WHERE \(Self.waiting) AND due_ms <= ? ORDER BY due_ms, id",
                [cutoff]
            ).map(Self.reminder)
            var deliveries: [Delivery] = []
            for var reminder in due {
                let dueMilliseconds = reminder.due.map(Self.milliseconds) ?? cutoff
                let dueDate = Self.date(dueMilliseconds)
                let missed = dueMilliseconds < missedCutoff
                try db.execute(
                    "INSERT INTO reminder_deliveries(reminder_id, due_ms, fired_ms, missed) VALUES (?, ?, ?, ?)"
                        + " ON CONFLICT DO NOTHING", [reminder.id, dueMilliseconds, cutoff, missed ? 1 : 0])
                let delivered = db.changedRowCount == 1
                let delivery = delivered ? db.lastInsertedRowID : 0
                var times = 1
                var latest = dueDate
                if let series = reminder.series {
                    let came = series.occurrences(from: dueDate, through: now)
                    // A time put off (snoozed) is none of the rule's own: it rings as one more.
                    times = min(came.count + (came.first == dueDate ? 0 : 1), ReminderSeries.countLimit)
                    latest = came.last ?? dueDate
                    reminder.due = series.next(after: now).map(Self.rounded) ?? reminder.due
                }
                reminder.fired = Self.date(cutoff)
                try db.execute(
                    "UPDATE reminder_items SET due_ms = ?, fired_ms = ? WHERE id = ?",
                    [reminder.due.map(Self.milliseconds), cutoff, reminder.id])
                // Already rung for this due time (only a hand-edited file gets here): marked, not rung again.
                guard delivered else { continue }
                deliveries.append(
                    Delivery(
                        id: delivery, reminder: reminder, missed: missed, due: dueDate, times: times, latest: latest))
            }
            return deliveries
        }
    }

    /// How many times each reminder's alarm rang, by id (for checks and the crash probe).
    public func deliveryCounts() async throws -> [Int64: Int] {
        try await store.read { db in
            var counts: [Int64: Int] = [:]
            for row in try db.query("SELECT reminder_id, count(*) AS n FROM reminder_deliveries GROUP BY reminder_id") {
                counts[try row.decode("reminder_id", as: Int64.self)] = try row.decode("n", as: Int.self)
            }
            return counts
        }
    }

    // MARK: - Rows

    static func reminder(_ row: Row) throws -> Reminder {
        let zoneName: String = try row.decode("time_zone")
        let languageCode: String = try row.decode("language")
        let rule = try row.decode("rule", as: String?.self).map(ReminderSeries.parts(ofStored:))
        var reminder = Reminder(
            id: try row.decode("id"), title: try row.decode("title"),
            due: try row.decode("due_ms", as: Int64?.self).map(date),
            allDay: try row.decode("all_day", as: Int.self) == 1, alarm: try row.decode("alarm", as: Int.self) == 1,
            timeZone: TimeZone(identifier: zoneName) ?? .gmt, language: ReplyLanguage(code: languageCode) ?? .english,
            rule: rule?.rule, created: date(try row.decode("created_ms")),
            fired: try row.decode("fired_ms", as: Int64?.self).map(date),
            done: try row.decode("done_ms", as: Int64?.self).map(date))
        reminder.ruleStart = rule?.start
        return reminder
    }

    static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    static func date(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// `date` as the store keeps it (whole milliseconds), so what `add` returns equals what is read back.
    static func rounded(_ date: Date) -> Date {
        self.date(milliseconds(date))
    }
}

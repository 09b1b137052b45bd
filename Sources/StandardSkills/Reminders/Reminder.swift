import AgentSkill
import Foundation

/// A reminder (an alarm at a moment: "两小时后提醒我给张总回电话") or a to-do (a deadline and no
/// alarm: "周五前把报告交了"; or no date at all), as ``ReminderBook`` keeps it.
public struct Reminder: Sendable, Hashable, Identifiable {
    /// Its number in the store.
    public var id: Int64
    /// What to do: "给张总回电话", "Call mom".
    public var title: String
    /// When its alarm rings, or a to-do's deadline; `nil` for a to-do with no date.
    public var due: Date?
    /// Whether ``due`` is a day rather than a moment (a deadline "by Friday": the start of that day).
    public var allDay: Bool
    /// Whether it rings at ``due`` (a reminder) or only waits to be done (a to-do).
    public var alarm: Bool
    /// The time zone it was set in (its day and clock are read there).
    public var timeZone: TimeZone
    /// The language it was asked in, which its alarm speaks.
    public var language: ReplyLanguage
    /// The RFC 5545 RRULE it repeats by (canonical text: `FREQ=DAILY`), or `nil` when it rings once.
    /// Its occurrences count from ``due`` as it was made (kept beside the rule in the store).
    public var rule: String?
    /// The first time of its repetition, when the store said it (else ``due`` is taken).
    var ruleStart: LocalDateTime?
    /// When it was made.
    public var created: Date
    /// When its alarm last rang, while nobody has said it is done or put it off; `nil` while it
    /// waits (or has no alarm). A repeating reminder that rang already waits for its next
    /// ``due`` (which is then later than this).
    public var fired: Date?
    /// When it was marked done.
    public var done: Date?

    /// Creates a reminder value; ``ReminderBook`` does this.
    public init(
        id: Int64, title: String, due: Date?, allDay: Bool = false, alarm: Bool, timeZone: TimeZone,
        language: ReplyLanguage, rule: String? = nil, created: Date, fired: Date? = nil, done: Date? = nil
    ) {
        self.id = id
        self.title = title
        self.due = due
        self.allDay = allDay
        self.alarm = alarm
        self.timeZone = timeZone
        self.language = language
        self.rule = rule
        self.created = created
        self.fired = fired
        self.done = done
    }

    /// Where a reminder stands at a moment: what `assistant reminders` groups by.
    public enum Status: String, Sendable, Hashable, CaseIterable {
        /// Waiting: its alarm or deadline is still ahead, or it has no date.
        case upcoming
        /// Needs the person: its alarm rang (or came due while nothing ran), or its deadline passed,
        /// and it is not done.
        case due
        /// Marked done.
        case done
    }

    /// Where it stands at `now`.
    public func status(at now: Date) -> Status {
        if done != nil { return .done }
        guard let end = deadlineEnd else { return .upcoming }
        return end <= now || fired != nil ? .due : .upcoming
    }

    /// How it repeats, or `nil` when it does not (or its rule does not read).
    var series: ReminderSeries? {
        guard let rule, let parsed = try? RecurrenceRule(parsing: rule),
            let start = ruleStart ?? due.map({ LocalDateTime($0, in: timeZone) })
        else { return nil }
        return ReminderSeries(rule: parsed, start: start, timeZone: timeZone)
    }

    /// Whether its alarm waits to ring at ``due``: it has one, is not done, and has not rung for
    /// this ``due`` (a repeating reminder that rang waits for a later one).
    var isWaiting: Bool {
        guard alarm, done == nil, let due else { return false }
        return fired.map { due > $0 } ?? true
    }

    /// The moment it becomes due: its alarm, or the end of its deadline (a day's deadline ends when
    /// the next day starts); `nil` without a date.
    public var deadlineEnd: Date? {
        guard let due else { return nil }
        guard allDay else { return due }
        return LocalDate(due, in: timeZone).adding(days: 1).start(in: timeZone)
    }
}

import Foundation

/// A to-do as an iCalendar file holds it (`VTODO`, RFC 5545 §3.6.2), shaped like a reminder: one
/// moment, which is when its alarm rings (``alarm``) or its deadline.
///
/// Reading a `VTODO`:
/// - ``title`` is `SUMMARY`; a `VTODO` without one (or with an empty one) is left out, with a
///   diagnostic.
/// - ``due`` is `DUE`, else `DTSTART`; a `DATE` makes it ``allDay`` (the start of that day in its
///   zone).
/// - An alarm makes it ring: ``due`` becomes when the earliest `VALARM` rings (a trigger relative
///   to `DTSTART` — or to `DUE` when there is no `DTSTART` — or with `RELATED=END` to `DUE`, or
///   at a fixed time) and ``alarm`` is true. A reminder has one moment, so a deadline that differs
///   from the alarm is not kept.
/// - ``completed`` is `COMPLETED` (UTC), else the stamp when `STATUS:COMPLETED` says it is done;
///   `STATUS:CANCELLED` to-dos are left out.
/// - ``recurrenceRule`` is the `RRULE` in canonical form; one that does not parse (or a to-do with
///   no date to repeat from) is dropped with a diagnostic.
///
/// Writing: `UID`, `DTSTAMP` (``created``), `DUE` (a `DATE` when ``allDay``, else with the zone's
/// `TZID`, else UTC; the zone of a day, or of a to-do with no date, in `X-AGENTSKILL-TZID`), `DTSTART` equal to `DUE` when it repeats (RFC 5545 repeats from
/// `DTSTART`), `SUMMARY`, `STATUS` (`COMPLETED` or `NEEDS-ACTION`), `COMPLETED`, `RRULE`, and for
/// an alarm a `VALARM` ringing at `DUE` (`TRIGGER;RELATED=END:PT0S`).
///
/// ```swift
/// let call = ICalendarTodo(uid: "call@agentskill", title: "Call mom", due: fivePM, alarm: true, timeZone: "Asia/Shanghai")
/// ICalendar.export([], todos: [call])  // BEGIN:VTODO … DUE;TZID=Asia/Shanghai:20261203T170000 … BEGIN:VALARM …
/// ```
public struct ICalendarTodo: Sendable, Hashable {
    /// The `UID`: importing the same to-do again updates it.
    public var uid: String
    /// What to do (`SUMMARY`).
    public var title: String
    /// When its alarm rings (``alarm``), or its deadline; `nil` for a to-do with no date.
    public var due: Date?
    /// Whether ``due`` is a whole day (the start of that day in ``timeZone``).
    public var allDay: Bool
    /// Whether it rings at ``due``.
    public var alarm: Bool
    /// The IANA id of the zone ``due`` is in; `nil` means UTC.
    public var timeZone: String?
    /// How it repeats: a canonical RRULE value, or `nil`.
    public var recurrenceRule: String?
    /// When it was done, or `nil` while it is not.
    public var completed: Date?
    /// When it was made (`CREATED`, else `DTSTAMP`); written as `DTSTAMP`.
    public var created: Date?

    /// Creates a to-do.
    public init(
        uid: String, title: String, due: Date? = nil, allDay: Bool = false, alarm: Bool = false,
        timeZone: String? = nil, recurrenceRule: String? = nil, completed: Date? = nil, created: Date? = nil
    ) {
        self.uid = uid
        self.title = title
        self.due = due
        self.allDay = allDay
        self.alarm = alarm
        self.timeZone = timeZone
        self.recurrenceRule = recurrenceRule
        self.completed = completed
        self.created = created
    }
}

import Foundation

/// One event on the calendar: what, when, where, in which time zone.
///
/// Times are instants (`Date`); ``timeZone`` records the zone the event was made in, so an export
/// can say "09:30 in Shanghai" rather than "01:30 UTC" and a calendar app keeps it right across
/// daylight-saving changes. For an all-day event, ``start`` is the first moment of the first day in
/// that zone and ``end`` the first moment of the day after the last (exclusive, as in iCalendar).
/// iCalendar keeps whole seconds, so sub-second parts do not survive an export.
///
/// ```swift
/// let standUp = CalendarEvent(
///     uid: "a1b2@agentskill", title: "站会 Stand-up",
///     start: Date(timeIntervalSince1970: 1_796_000_400), end: Date(timeIntervalSince1970: 1_796_002_200),
///     timeZone: "Asia/Shanghai", location: "3F", stamp: Date(timeIntervalSince1970: 1_795_000_000))
/// ```
public struct CalendarEvent: Sendable, Hashable, Codable, Identifiable {
    /// A stable unique id; also the iCalendar `UID`, so re-importing an export updates instead of duplicating.
    public var uid: String
    /// What the event is (`SUMMARY`).
    public var title: String
    /// When it starts.
    public var start: Date
    /// When it ends (exclusive).
    public var end: Date
    /// The IANA id of the zone the event was created in ("Asia/Shanghai"); nil means UTC.
    public var timeZone: String?
    /// Where (`LOCATION`), if said.
    public var location: String?
    /// Free text (`DESCRIPTION`), if any.
    public var notes: String?
    /// When the event was last modified (`DTSTAMP` on export).
    public var stamp: Date
    /// Whether the event takes whole days rather than a time span.
    public var allDay: Bool
    /// How the event repeats: an RFC 5545 `RRULE` value in ``RecurrenceRule``'s canonical text
    /// (`FREQ=WEEKLY;BYDAY=WE`), or `nil` for a one-off event. ``start`` and ``end`` are then the
    /// first occurrence's (`DTSTART`/`DTEND`); each occurrence keeps their wall-clock times in
    /// ``timeZone``.
    public var recurrenceRule: String?
    /// More occurrence starts beyond the rule's (`RDATE`), as instants.
    public var recurrenceDates: [Date]
    /// Occurrence starts removed from the series (`EXDATE`), as instants, matched to the second.
    public var exceptionDates: [Date]
    /// For a changed occurrence of a series (an override, iCalendar's `RECURRENCE-ID`): the original
    /// start of the occurrence it replaces. It shares the series' ``uid``; `nil` for the series
    /// itself and for one-off events.
    public var recurrenceID: Date?
    /// Alarms (`VALARM` with a trigger relative to the start), as offsets in seconds from
    /// ``start``: `-900` rings 15 minutes before.
    public var alarmOffsets: [TimeInterval]

    /// The ``uid``, for `Identifiable`.
    public var id: String { uid }

    /// Creates an event.
    public init(
        uid: String, title: String, start: Date, end: Date, timeZone: String? = nil, location: String? = nil,
        notes: String? = nil, stamp: Date, allDay: Bool = false, recurrenceRule: String? = nil,
        recurrenceDates: [Date] = [], exceptionDates: [Date] = [], recurrenceID: Date? = nil,
        alarmOffsets: [TimeInterval] = []
    ) {
        self.uid = uid
        self.title = title
        self.start = start
        self.end = end
        self.timeZone = timeZone
        self.location = location
        self.notes = notes
        self.stamp = stamp
        self.allDay = allDay
        self.recurrenceRule = recurrenceRule
        self.recurrenceDates = recurrenceDates
        self.exceptionDates = exceptionDates
        self.recurrenceID = recurrenceID
        self.alarmOffsets = alarmOffsets
    }

    /// The zone the event's wall-clock times are in: ``timeZone`` when it is a well-formed id
    /// Foundation knows, else UTC.
    var resolvedTimeZone: TimeZone {
        knownTimeZone ?? .gmt
    }

    /// ``timeZone`` as a zone, when it is a well-formed id Foundation knows.
    var knownTimeZone: TimeZone? {
        timeZone.flatMap(ICalendarZoneResolver.zone(identifier:))
    }
}

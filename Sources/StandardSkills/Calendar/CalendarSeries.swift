import Foundation

/// A repeating event as stored — its first occurrence (`DTSTART`/`DTEND`), rule, `RDATE`s and
/// `EXDATE`s — and the one place its occurrences are made.
///
/// An occurrence is a ``CalendarEvent`` with the series' ``CalendarEvent/uid``, texts and alarms,
/// its own ``CalendarEvent/start`` and ``CalendarEvent/end``, ``CalendarEvent/recurrenceID`` set to
/// its start (the id an override replaces it by) and the series' rule in
/// ``CalendarEvent/recurrenceRule`` (so a list can say it repeats); it carries no `RDATE`s or
/// `EXDATE`s. The expansion:
///
/// 1. **Starts.** ``Recurrence`` lists the starts: the rule from `DTSTART`'s wall clock in the
///    event's zone (kept across daylight-saving changes), plus `RDATE`s, minus `EXDATE`s; bounded by
///    its limit, never the whole of an endless rule or a huge `COUNT`.
/// 2. **Ends.** A timed occurrence lasts as long as the first (in seconds); an all-day one as many
///    days as the first.
/// 3. **Overrides.** An occurrence whose start is the `RECURRENCE-ID` of a stored override is left
///    out: the override stands in its place, at its own time (``CalendarStore`` adds it where its
///    own time falls).
/// 4. **Window.** What overlaps `[from, to)` (starts before `to`, ends after `from`), sorted.
///
/// ```swift
/// let series = CalendarSeries(badminton)   // FREQ=WEEKLY;BYDAY=WE, 19:00 Asia/Shanghai
/// series.instances(from: monday, to: nextMonday, limit: 50, replaced: []).events
/// // [Badminton Wed 19:00–20:00, recurrenceID = that start]
/// ```
struct CalendarSeries: Sendable {
    /// The series as stored (``CalendarEvent/recurrenceID`` is nil).
    let event: CalendarEvent
    /// Its rule, when it has one that reads (a stored rule that does not read leaves `DTSTART`
    /// and the `RDATE`s).
    let rule: RecurrenceRule?
    /// The zone its wall-clock times are in.
    let zone: TimeZone

    /// `event` seen as a series.
    init(_ event: CalendarEvent) {
        self.event = event
        rule = event.recurrenceRule.flatMap { try? RecurrenceRule(parsing: $0) }
        zone = event.resolvedTimeZone
    }

    /// Whether `event` is a series: it has a rule or `RDATE`s and is no override.
    static func repeats(_ event: CalendarEvent) -> Bool {
        event.recurrenceID == nil && (event.recurrenceRule != nil || !event.recurrenceDates.isEmpty)
    }

    /// The set of starts, for ``Recurrence``: `DTSTART`'s wall clock in the zone, the rule, `RDATE`s
    /// and `EXDATE`s.
    var recurrence: Recurrence {
        Recurrence(
            rule: rule, start: LocalDateTime(event.start, in: zone), timeZone: zone, inclusions: event.recurrenceDates,
            exclusions: Set(event.exceptionDates))
    }

    /// How many days an all-day occurrence covers (as the first does).
    private var days: Int {
        max(0, LocalDate(event.end, in: zone).daysSince1970 - LocalDate(event.start, in: zone).daysSince1970)
    }

    /// The end of the occurrence that starts at `start`.
    func end(ofOccurrenceAt start: Date) -> Date {
        guard event.allDay else { return start.addingTimeInterval(event.end.timeIntervalSince(event.start)) }
        return LocalDate(start, in: zone).adding(days: days).start(in: zone)
    }

    /// The occurrence that starts at `start` (whether the series has one there or not: see
    /// ``isOccurrence(_:)``).
    func occurrence(at start: Date) -> CalendarEvent {
        let start = Recurrence.wholeSeconds(start)
        var occurrence = event
        occurrence.start = start
        occurrence.end = end(ofOccurrenceAt: start)
        occurrence.recurrenceDates = []
        occurrence.exceptionDates = []
        occurrence.recurrenceID = start
        return occurrence
    }

    /// Whether the series has an occurrence starting at `start` (after `RDATE`s and `EXDATE`s).
    func isOccurrence(_ start: Date) -> Bool {
        recurrence.isOccurrence(start)
    }

    /// How much earlier than a window an occurrence may start and still reach into it.
    private var reach: TimeInterval {
        event.end.timeIntervalSince(event.start) + (event.allDay ? 2 * 3_600 * Double(max(days, 1)) : 0)
    }

    /// The occurrences that overlap `[from, to)`, sorted, at most `limit`, leaving out those whose
    /// start is in `replaced` (their overrides stand instead); whether there were more.
    func instances(from: Date, to: Date, limit: Int, replaced: Set<Date> = []) -> (
        events: [CalendarEvent], isTruncated: Bool
    ) {
        let limit = max(0, limit)
        // Occurrences that start before the window but last into it; a few spare for those that
        // do not, and one for each override that stands in for one.
        let spare = 64 + replaced.count
        let found = recurrence.occurrences(
            from: from.addingTimeInterval(-reach), to: to, limit: min(limit + spare, Recurrence.maximumLimit))
        var events: [CalendarEvent] = []
        for start in found.starts where !replaced.contains(start) {
            let occurrence = occurrence(at: start)
            guard occurrence.start < to, occurrence.end > from else { continue }
            events.append(occurrence)
        }
        let isTruncated = found.isTruncated || events.count > limit
        return (Array(events.prefix(limit)), isTruncated)
    }

    /// The first occurrence that starts at or after `instant`, if any (an endless rule has one; an
    /// ended or emptied series may not). Bounded as ``Recurrence`` is.
    func firstOccurrence(atOrAfter instant: Date) -> CalendarEvent? {
        let end = CalendarBounds.endDay.start(in: .gmt)
        return recurrence.occurrences(from: instant, to: end, limit: 1).starts.first.map(occurrence(at:))
    }

    /// The instants every occurrence lies within: from the earliest start to the latest end, `nil`
    /// for the end when the series never ends, or its end is too many occurrences away
    /// (`COUNT` over ``countedExactly``) to work out cheaply. Never narrower than the truth: a
    /// store may skip the series for a window outside it.
    var span: (start: Date, end: Date?) {
        let start = ([event.start] + event.recurrenceDates).min() ?? event.start
        var last = ([event.start] + event.recurrenceDates).max() ?? event.start
        if let rule {
            switch rule.end {
            case .never: return (start, nil)
            case .count(let count):
                guard count <= Self.countedExactly else { return (start, nil) }
                let all = Recurrence(rule: rule, start: LocalDateTime(event.start, in: zone), timeZone: zone)
                    .occurrences(from: event.start, to: CalendarBounds.endDay.start(in: .gmt), limit: count)
                last = max(last, all.starts.last ?? last)
            case .until(let until):
                let bound =
                    switch until {
                    case .utc(let instant): instant
                    case .date(let day): day.adding(days: 1).start(in: zone)
                    case .localTime(let day, let hour, let minute, let second):
                        LocalDateTime(date: day, hour: hour, minute: minute, second: second).instant(in: zone)
                    }
                // A day's margin for a wall clock read in another offset.
                last = max(last, bound.addingTimeInterval(86_400))
            }
        }
        return (start, max(end(ofOccurrenceAt: last), last.addingTimeInterval(reach)))
    }

    /// The largest `COUNT` whose last occurrence ``span`` works out (at most this many starts).
    static let countedExactly = 1_000
}

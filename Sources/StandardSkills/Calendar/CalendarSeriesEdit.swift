import Foundation

/// The changes `calendar.delete` and `calendar.update` make to a repeating event, as pure
/// functions from the rows stored under its uid (the series and its overrides) to the rows to
/// store instead. ``CalendarStore/rewrite(uid:_:)`` runs them in one transaction.
///
/// - **One occurrence.** Deleting writes an `EXDATE` (and removes its override); changing writes an
///   override (`RECURRENCE-ID` = the occurrence's original start) with the new time and texts.
/// - **This and following** (``split(_:overrides:at:newUID:)``): the series ends just before the
///   occurrence — with `COUNT` cut to the occurrences before it, else `UNTIL` one second before it
///   (the day before, for all-day events) — and a change makes a new series (new uid) from it: the
///   rest of the `COUNT`, the same `UNTIL`, the `RDATE`s, `EXDATE`s and overrides from it on.
/// - **The whole series** (``changed(_:from:to:overrides:)``): the change an occurrence shows (a
///   new clock, days moved, a new length, title or place) is made to `DTSTART`; `BYDAY` weekdays
///   move with the days (a daily or weekly series by the weekday change, -3 to 3 days); `UNTIL`
///   moves as the occurrences do. `RDATE`s, `EXDATE`s and overrides
///   move with their occurrences; those that then name no occurrence are dropped and counted.
enum CalendarSeriesEdit {
    /// The rows a change leaves, and what it did.
    struct Outcome: Sendable {
        /// Every row to store under the old uid and any new one.
        var rows: [CalendarEvent]
        /// The series as it is after the change (nil when it is gone).
        var series: CalendarEvent?
        /// The new series a "this and following" change made.
        var newSeries: CalendarEvent?
        /// How many `EXDATE`s and overrides were dropped because they no longer name an occurrence.
        var dropped = 0
        /// Whether no occurrence is left, so nothing is stored.
        var removedAll: Bool { rows.isEmpty }
    }

    // MARK: - Delete

    /// Removes the occurrence with recurrence id `id`: an `EXDATE`, and its override gone. When no
    /// occurrence is left, nothing is.
    static func deleteOccurrence(_ id: Date, series: CalendarEvent?, overrides: [CalendarEvent], stamp: Date)
        -> Outcome
    {
        let others = overrides.filter { $0.recurrenceID != id }
        guard var series, CalendarSeries.repeats(series) else { return Outcome(rows: others, series: nil) }
        if !series.exceptionDates.contains(id) { series.exceptionDates.append(id) }
        series.stamp = stamp
        guard hasOccurrence(series) else { return Outcome(rows: [], series: nil) }
        return Outcome(rows: [series] + others, series: series)
    }

    /// Removes the occurrence with recurrence id `id` and every one after it.
    static func deleteFollowing(_ id: Date, series: CalendarEvent, overrides: [CalendarEvent], stamp: Date) throws
        -> Outcome
    {
        let parts = try split(series, overrides: overrides, at: id, newUID: series.uid)
        guard var old = parts.old.series else { return Outcome(rows: [], series: nil) }
        old.stamp = stamp
        return Outcome(rows: [old] + parts.old.overrides, series: old)
    }

    // MARK: - Update

    /// `changed` as the override of the occurrence with recurrence id `id`, in place of any before.
    static func updateOccurrence(
        _ id: Date, changed: CalendarEvent, series: CalendarEvent?, overrides: [CalendarEvent], stamp: Date
    ) -> Outcome {
        var override = changed
        override.recurrenceID = id
        override.recurrenceRule = nil
        override.recurrenceDates = []
        override.exceptionDates = []
        override.stamp = stamp
        let others = overrides.filter { $0.recurrenceID != id }
        return Outcome(rows: (series.map { [$0] } ?? []) + others + [override], series: series)
    }

    /// The whole series changed as `before` (an instance) became `after`.
    static func updateSeries(
        before: CalendarEvent, after: CalendarEvent, series: CalendarEvent, overrides: [CalendarEvent], stamp: Date
    ) throws(StandardSkillError) -> Outcome {
        var (changed, kept, dropped) = try Self.changed(series, from: before, to: after, overrides: overrides)
        changed.stamp = stamp
        return Outcome(rows: [changed] + kept, series: changed, dropped: dropped)
    }

    /// The occurrence `before` and every one after it changed as it became `after`: a new series
    /// from it (uid `newUID`); the old one ends before it. From the first occurrence on, the whole
    /// series changes.
    static func updateFollowing(
        before: CalendarEvent, after: CalendarEvent, series: CalendarEvent, overrides: [CalendarEvent], stamp: Date,
        newUID: String
    ) throws -> Outcome {
        guard let id = before.recurrenceID else {
            return try updateSeries(before: before, after: after, series: series, overrides: overrides, stamp: stamp)
        }
        let parts = try split(series, overrides: overrides, at: id, newUID: newUID)
        guard var old = parts.old.series else {
            return try updateSeries(before: before, after: after, series: series, overrides: overrides, stamp: stamp)
        }
        guard let rest = parts.new.series else { return Outcome(rows: [old] + parts.old.overrides, series: old) }
        var moved = before
        moved.uid = newUID
        var (new, kept, dropped) = try changed(rest, from: moved, to: after, overrides: parts.new.overrides)
        old.stamp = stamp
        new.stamp = stamp
        return Outcome(
            rows: [old] + parts.old.overrides + [new] + kept, series: old, newSeries: new, dropped: dropped)
    }

    // MARK: - Split

    /// A series and its overrides.
    struct Part: Sendable {
        var series: CalendarEvent?
        var overrides: [CalendarEvent]
    }

    /// `series` cut before the occurrence with recurrence id `id`: the occurrences before it, and
    /// those from it on as a series with uid `newUID`. Together they are the occurrences of
    /// `series`; either is `nil` when it has none.
    ///
    /// - Throws: ``StandardSkillError`` when more than ``Recurrence/maximumLimit`` occurrences before
    ///   `id` would have to be counted for its `COUNT`.
    static func split(_ series: CalendarEvent, overrides: [CalendarEvent], at id: Date, newUID: String)
        throws(StandardSkillError) -> (old: Part, new: Part)
    {
        let whole = CalendarSeries(series)
        let zone = whole.zone
        let span = whole.span
        let end = CalendarBounds.endDay.start(in: .gmt)
        let before = whole.recurrence.occurrences(from: span.start, to: id, limit: 1).starts
        // The rule alone: COUNT counts its occurrences, EXDATEs or not.
        let ruleOnly = Recurrence(rule: whole.rule, start: LocalDateTime(series.start, in: zone), timeZone: zone)
        var oldSeries: CalendarEvent?
        var newSeries: CalendarEvent?
        var counted = 0
        if let rule = whole.rule {
            let earlier = ruleOnly.occurrences(from: span.start, to: id, limit: Recurrence.maximumLimit)
            guard !earlier.isTruncated else {
                throw StandardSkillError(
                    .invalidArgument,
                    "'\(series.title.prefix(40))' has more than \(Recurrence.maximumLimit) occurrences before that"
                        + " one — change the whole series instead",
                    chinese: "“\(series.title.prefix(40))”在这一次之前已超过 \(Recurrence.maximumLimit) 次——请改为修改整个系列")
            }
            counted = earlier.starts.count
            var old = series
            old.recurrenceDates = series.recurrenceDates.filter { $0 < id }
            old.exceptionDates = series.exceptionDates.filter { $0 < id }
            if counted > 0 {
                let cut: RecurrenceRule.End
                if case .count = rule.end {
                    cut = .count(counted)
                } else if series.allDay {
                    cut = .until(.date(LocalDate(id, in: zone).adding(days: -1)))
                } else {
                    cut = .until(.utc(CalendarBounds.stamp(id.addingTimeInterval(-1))))
                }
                old.recurrenceRule = try rule.ending(cut).text
                oldSeries = old
            } else {
                // No rule occurrence before it: only RDATEs, listed.
                let earlier = whole.recurrence.occurrences(from: span.start, to: id, limit: Recurrence.maximumLimit)
                oldSeries = Self.listed(old, occurrences: earlier.starts)
            }
            var new = series
            new.uid = newUID
            new.recurrenceDates = series.recurrenceDates.filter { $0 >= id }
            new.exceptionDates = series.exceptionDates.filter { $0 >= id }
            if let first = ruleOnly.occurrences(from: id, to: end, limit: 1).starts.first {
                new.start = first
                new.end = whole.end(ofOccurrenceAt: first)
                if case .count(let count) = rule.end {
                    new.recurrenceRule = try rule.ending(.count(max(1, count - counted))).text
                }
                newSeries = new
            } else {
                new.recurrenceRule = nil
                let rest = whole.recurrence.occurrences(from: id, to: end, limit: Recurrence.maximumLimit).starts
                newSeries = Self.listed(new, occurrences: rest)
            }
        } else {
            // RDATEs alone: each part lists its own.
            let all = whole.recurrence.occurrences(from: span.start, to: end, limit: Recurrence.maximumLimit).starts
            oldSeries = Self.listed(series, occurrences: all.filter { $0 < id })
            var new = series
            new.uid = newUID
            newSeries = Self.listed(new, occurrences: all.filter { $0 >= id })
        }
        if before.isEmpty { oldSeries = nil }
        var moved = overrides.filter { ($0.recurrenceID ?? id) >= id }
        for index in moved.indices { moved[index].uid = newUID }
        return (
            Part(series: oldSeries, overrides: overrides.filter { ($0.recurrenceID ?? id) < id }),
            Part(series: newSeries, overrides: moved)
        )
    }

    /// `series` as a list of dates with no rule: the first occurrence its start, the rest `RDATE`s;
    /// `nil` for none.
    private static func listed(_ series: CalendarEvent, occurrences: [Date]) -> CalendarEvent? {
        guard let first = occurrences.first else { return nil }
        var listed = series
        listed.recurrenceRule = nil
        listed.end = CalendarSeries(series).end(ofOccurrenceAt: first)
        listed.start = first
        listed.recurrenceDates = Array(occurrences.dropFirst())
        listed.exceptionDates = []
        return listed
    }

    // MARK: - Moving a whole series

    /// `series` changed as its instance `before` became `after`, with its overrides moved along:
    /// the changed series, the overrides kept, and how many `EXDATE`s and overrides were dropped.
    static func changed(
        _ series: CalendarEvent, from before: CalendarEvent, to after: CalendarEvent, overrides: [CalendarEvent]
    ) throws(StandardSkillError) -> (series: CalendarEvent, overrides: [CalendarEvent], dropped: Int) {
        let old = CalendarSeries(series)
        let zone = old.zone
        let seen = LocalDateTime(before.start, in: zone)
        let wanted = LocalDateTime(after.start, in: zone)
        let dayShift = reduced(wanted.date.daysSince1970 - seen.date.daysSince1970, for: old.rule)
        let clockChanged =
            after.allDay != before.allDay
            || (wanted.hour, wanted.minute, wanted.second) != (seen.hour, seen.minute, seen.second)
        let lengthChanged =
            after.allDay != before.allDay
            || after.end.timeIntervalSince(after.start) != before.end.timeIntervalSince(before.start)
        // DTSTART takes the new clock (midnight for all-day) on its day moved by dayShift; every
        // other start (RDATE, EXDATE, recurrence id) moves by the same wall-clock shift.
        let oldStart = LocalDateTime(series.start, in: zone)
        var newStart = oldStart
        newStart.date = oldStart.date.adding(days: dayShift)
        if clockChanged {
            (newStart.hour, newStart.minute, newStart.second) =
                after.allDay ? (0, 0, 0) : (wanted.hour, wanted.minute, wanted.second)
        }
        let wallShift = newStart.secondsAsIfUTC - oldStart.secondsAsIfUTC
        /// An old start moved as the change says.
        func moved(_ instant: Date) -> Date {
            var wall = RecurrenceScan.localTime(wall: LocalDateTime(instant, in: zone).secondsAsIfUTC + wallShift)
            if after.allDay { (wall.hour, wall.minute, wall.second) = (0, 0, 0) }
            return wall.instant(in: zone)
        }
        var changed = series
        changed.start = newStart.instant(in: zone)
        changed.allDay = after.allDay
        if after.allDay {
            let days = LocalDate(after.end, in: zone).daysSince1970 - LocalDate(after.start, in: zone).daysSince1970
            changed.end = LocalDate(changed.start, in: zone).adding(days: max(0, days)).start(in: zone)
        } else {
            let length =
                lengthChanged ? after.end.timeIntervalSince(after.start) : series.end.timeIntervalSince(series.start)
            changed.end = changed.start.addingTimeInterval(max(0, length))
        }
        if after.title != before.title { changed.title = after.title }
        if after.location != before.location { changed.location = after.location }
        if after.notes != before.notes { changed.notes = after.notes }
        if let rule = old.rule {
            changed.recurrenceRule = try movedRule(
                rule, dayShift: dayShift, clock: clockChanged ? wanted : nil, allDay: after.allDay,
                wallShift: wallShift, zone: zone, title: series.title
            ).text
        }
        changed.recurrenceDates = series.recurrenceDates.map(moved)
        let result = CalendarSeries(changed)
        let exceptions = series.exceptionDates.map(moved)
        changed.exceptionDates = exceptions.filter(result.isOccurrence)
        var dropped = exceptions.count - changed.exceptionDates.count
        var kept: [CalendarEvent] = []
        for var override in overrides {
            guard let id = override.recurrenceID else { continue }
            let newID = moved(id)
            guard result.isOccurrence(newID) else {
                dropped += 1
                continue
            }
            // An override that kept its occurrence's time moves with it; one moved on its own stays.
            if override.start == id, override.end == old.end(ofOccurrenceAt: id), override.allDay == series.allDay {
                override.start = newID
                override.end = result.end(ofOccurrenceAt: newID)
                override.allDay = changed.allDay
            }
            if override.title == series.title { override.title = changed.title }
            if override.location == series.location { override.location = changed.location }
            if override.notes == series.notes { override.notes = changed.notes }
            override.recurrenceID = newID
            kept.append(override)
        }
        return (changed, kept, dropped)
    }

    /// A move of a daily or weekly series by `days` as the weekday change it means: none for every
    /// day, else -3 to 3 days (Monday to Tuesday is one day on, whichever Tuesday was said); a
    /// monthly or yearly series moves by the days said.
    private static func reduced(_ days: Int, for rule: RecurrenceRule?) -> Int {
        guard let rule else { return days }
        switch rule.frequency {
        case .daily where rule.byDay.isEmpty: return 0
        case .daily, .weekly: return ((days % 7) + 10) % 7 - 3
        case .monthly, .yearly: return days
        }
    }

    /// `rule` for a series whose days move by `dayShift` and clock becomes `clock`: weekdays move
    /// with the days, a single `BYHOUR`/`BYMINUTE`/`BYSECOND` takes the new clock, `UNTIL` moves
    /// by `wallShift` seconds of wall clock.
    ///
    /// - Throws: ``StandardSkillError`` when the rule's days cannot simply move (days of the month
    ///   or year, numbered weekdays, `BYSETPOS`), or it has several times a day and the clock changes.
    private static func movedRule(
        _ rule: RecurrenceRule, dayShift: Int, clock: LocalDateTime?, allDay: Bool, wallShift: Int, zone: TimeZone,
        title: String
    ) throws(StandardSkillError) -> RecurrenceRule {
        var byDay = rule.byDay
        if dayShift != 0 {
            let fixedDays =
                !rule.byMonthDay.isEmpty || !rule.byYearDay.isEmpty || !rule.byWeekNumber.isEmpty
                || !rule.bySetPosition.isEmpty || rule.byDay.contains { $0.ordinal != nil } || !rule.byMonth.isEmpty
            guard !fixedDays else {
                throw StandardSkillError(
                    .invalidArgument,
                    "every occurrence of '\(title.prefix(40))' cannot move by days: its rule (\(rule.text)) names"
                        + " fixed days — change one occurrence, or delete it and add it again with the new days",
                    chinese: "“\(title.prefix(40))”的重复规则（\(rule.text)）指定了固定的日期，无法整体挪到别的日子——"
                        + "请只改这一次，或删除后按新的日期重新添加")
            }
            byDay = rule.byDay.map { item in
                let index = ((item.weekday.index + dayShift) % 7 + 7) % 7
                return RecurrenceRule.WeekdayNumber(RecurrenceRule.Weekday.allCases[index])
            }
        }
        var byHour = rule.byHour
        var byMinute = rule.byMinute
        var bySecond = rule.bySecond
        if let clock {
            guard byHour.count <= 1, byMinute.count <= 1, bySecond.count <= 1 else {
                throw StandardSkillError(
                    .invalidArgument,
                    "'\(title.prefix(40))' repeats at several times a day (\(rule.text)) — change one occurrence, or"
                        + " give a new rule",
                    chinese: "“\(title.prefix(40))”每天重复多次（\(rule.text)）——请只改其中一次，或重新设定重复规则")
            }
            if !byHour.isEmpty { byHour = [allDay ? 0 : clock.hour] }
            if !byMinute.isEmpty { byMinute = [allDay ? 0 : clock.minute] }
            if !bySecond.isEmpty { bySecond = [allDay ? 0 : clock.second] }
        }
        var end = rule.end
        if case .until(let until) = rule.end {
            switch until {
            case .date(let day): end = .until(.date(day.adding(days: dayShift)))
            case .localTime(let day, let hour, let minute, let second):
                let shifted = movedUntil(
                    LocalDateTime(date: day, hour: hour, minute: minute, second: second), dayShift: dayShift,
                    wallShift: wallShift)
                end = .until(
                    .localTime(shifted.date, hour: shifted.hour, minute: shifted.minute, second: shifted.second))
            case .utc(let instant):
                let shifted = movedUntil(LocalDateTime(instant, in: zone), dayShift: dayShift, wallShift: wallShift)
                end = .until(.utc(CalendarBounds.stamp(shifted.instant(in: zone))))
            }
            // A series that became all-day (or timed) takes the UNTIL its start's type needs.
            if case .until(let moved) = end {
                end = .until(RecurrenceRule.until(moved, forAllDay: allDay, in: zone))
            }
        }
        return try RecurrenceRule(
            frequency: rule.frequency, interval: rule.interval, end: end, byDay: byDay, byMonthDay: rule.byMonthDay,
            byMonth: rule.byMonth, byYearDay: rule.byYearDay, byWeekNumber: rule.byWeekNumber, byHour: byHour,
            byMinute: byMinute, bySecond: bySecond, bySetPosition: rule.bySetPosition, weekStart: rule.weekStart)
    }

    /// An `UNTIL` wall clock moved with the occurrences: one at the end of a day ("through that
    /// day") by the days they move, so it still ends that day; any other (one second before an
    /// occurrence, after a split) by the whole wall-clock shift, so the same occurrences stay
    /// before it.
    private static func movedUntil(_ until: LocalDateTime, dayShift: Int, wallShift: Int) -> LocalDateTime {
        guard (until.hour, until.minute, until.second) != (23, 59, 59) else {
            return LocalDateTime(date: until.date.adding(days: dayShift), hour: 23, minute: 59, second: 59)
        }
        return RecurrenceScan.localTime(wall: until.secondsAsIfUTC + wallShift)
    }

    /// Whether `series` has any occurrence left (bounded: looks from its first possible start).
    static func hasOccurrence(_ series: CalendarEvent) -> Bool {
        let whole = CalendarSeries(series)
        return whole.firstOccurrence(atOrAfter: whole.span.start) != nil
    }
}

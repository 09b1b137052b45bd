import Foundation

/// A recurring event's set of start times (RFC 5545 §3.8.5): `DTSTART`'s wall-clock time and zone,
/// an `RRULE`, `RDATE`s and `EXDATE`s; ``occurrences(from:to:limit:)`` lists those in a window.
///
/// The expansion, in order:
///
/// 1. **Rule.** ``RecurrencePlan`` yields each period's wall-clock candidates; those before
///    `DTSTART` are dropped, then `COUNT` counts and `UNTIL` ends. As in python-dateutil, `DTSTART`
///    is an occurrence only when the rule yields it (RFC 5545 says `DTSTART` always counts as the
///    first, but also that a `DTSTART` the rule does not match gives an undefined set); with no
///    rule, `DTSTART` is the one occurrence.
/// 2. **Wall clock to instant.** Each candidate keeps its wall-clock time in ``timeZone`` across
///    daylight-saving changes (09:00 stays 09:00). A time the spring change skips is read with the
///    offset before the gap, so it moves forward by the gap (02:30 → 03:30 EDT); a time the autumn
///    change repeats is its first occurrence. This is RFC 5545 §3.3.5, and what dateutil does with
///    `zoneinfo` (whose `fold=0` means exactly this). A `UNTIL` in UTC is compared with the
///    instant; a `UNTIL` date or floating time with the wall-clock time (a date includes its day).
/// 3. **`RDATE`s** are added and **`EXDATE`s** removed (from both), matching exact instants to
///    the second; the same instant twice is one occurrence.
/// 4. **Window.** What falls in `[from, to)`, sorted, at most `limit`.
/// 5. *(`RECURRENCE-ID` overrides: ``CalendarSeries``.)* An occurrence's start instant is its
///    recurrence id; an override replaces the occurrence with that id (see ``isOccurrence(_:)``),
///    after step 3 without changing steps 1–3.
///
/// **Bounded work.** Nothing is materialized whole: the scan jumps to the period holding the
/// window's start and stops past the window's end, so an endless rule, a huge `INTERVAL` or a far
/// `UNTIL` costs what the window holds. A `COUNT` needs the occurrences before the window counted;
/// the calendar repeats every 400 years, so that count scans at most two cycles of periods
/// (``RecurrencePlan/cycleLength``: 146,097 for `DAILY`, 400 for `YEARLY`) and multiplies, whatever
/// `COUNT` says. A rule with no candidate for a whole cycle can have none later, so the scan stops
/// there (`FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30` scans 400 periods at most). Past the year 9999 it
/// stops too. ``Occurrences/periodsScanned`` reports the work, for tests.
///
/// ```swift
/// let newYork = TimeZone(identifier: "America/New_York")!
/// let start = LocalDateTime(date: LocalDate(year: 2026, month: 3, day: 2)!, hour: 9, minute: 0, second: 0)
/// let weekly = Recurrence(
///     rule: try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=MO,WE"), start: start, timeZone: newYork)
/// let from = start.instant(in: newYork)
/// weekly.occurrences(from: from, to: from.addingTimeInterval(14 * 86_400)).starts
/// // Mar 2, 4, 9, 11: 14:00 UTC, then 13:00 UTC after the change on the 8th — 09:00 in New York
/// ```
struct Recurrence: Sendable, Hashable {
    /// The `RRULE`, if any.
    var rule: RecurrenceRule?
    /// `DTSTART` as a wall-clock time in ``timeZone`` (an all-day event: midnight of its day).
    var start: LocalDateTime
    /// The zone the wall-clock times are in.
    var timeZone: TimeZone
    /// `RDATE`s: more start instants.
    var inclusions: [Date]
    /// `EXDATE`s: start instants to leave out, matched to the second.
    var exclusions: Set<Date>

    init(
        rule: RecurrenceRule?, start: LocalDateTime, timeZone: TimeZone, inclusions: [Date] = [],
        exclusions: Set<Date> = []
    ) {
        self.rule = rule
        self.start = start
        self.timeZone = timeZone
        self.inclusions = inclusions
        self.exclusions = exclusions
    }

    /// What ``occurrences(from:to:limit:)`` found.
    struct Occurrences: Sendable, Hashable {
        /// The start instants in the window, sorted, at most `limit`.
        var starts: [Date]
        /// Whether the window holds more than `limit`.
        var isTruncated: Bool
        /// How many of the rule's periods the expansion looked at (counting included): the work done.
        var periodsScanned: Int
    }

    /// The default and largest `limit`.
    static let defaultLimit = 1_000
    static let maximumLimit = 100_000

    /// The occurrences that start in `[from, to)`, sorted, at most `limit` (clamped to
    /// 0…``maximumLimit``).
    func occurrences(from: Date, to: Date, limit: Int = defaultLimit) -> Occurrences {
        let limit = min(max(limit, 0), Self.maximumLimit)
        let exclusions = Set(exclusions.map(Self.wholeSeconds))
        guard let window = Self.window(from: from, to: to) else {
            return Occurrences(starts: [], isTruncated: false, periodsScanned: 0)
        }
        var found: [Date]
        var periodsScanned = 0
        if let rule {
            var scan = RecurrenceScan(
                plan: RecurrencePlan(rule: rule, start: start), timeZone: timeZone, window: window,
                exclusions: exclusions, limit: limit)
            found = scan.run()
            periodsScanned = scan.periodsScanned
        } else {
            found = [start.instant(in: timeZone)].filter { window.contains($0) && !exclusions.contains($0) }
        }
        for instant in inclusions.map(Self.wholeSeconds) where window.contains(instant) {
            if !exclusions.contains(instant) { found.append(instant) }
        }
        let starts = Array(Set(found)).sorted()
        return Occurrences(
            starts: Array(starts.prefix(limit)), isTruncated: starts.count > limit, periodsScanned: periodsScanned)
    }

    /// Whether an occurrence starts at exactly `instant` (after `RDATE`s and `EXDATE`s): the check
    /// a `RECURRENCE-ID` override needs.
    func isOccurrence(_ instant: Date) -> Bool {
        let instant = Self.wholeSeconds(instant)
        return occurrences(from: instant, to: instant.addingTimeInterval(1), limit: 1).starts == [instant]
    }

    /// `[from, to)` cut to a week either side of the calendar's years, or nil when empty or not a
    /// number.
    static func window(from: Date, to: Date) -> Range<Date>? {
        let outer =
            CalendarBounds.firstDay.start(in: .gmt).addingTimeInterval(
                -7 * 86_400)...CalendarBounds.endDay.start(
                in: .gmt
            ).addingTimeInterval(7 * 86_400)
        guard !from.timeIntervalSince1970.isNaN, !to.timeIntervalSince1970.isNaN else { return nil }
        let lower = min(max(from, outer.lowerBound), outer.upperBound)
        let upper = min(max(to, outer.lowerBound), outer.upperBound)
        return lower < upper ? lower..<upper : nil
    }

    static func wholeSeconds(_ instant: Date) -> Date {
        Date(timeIntervalSince1970: instant.timeIntervalSince1970.rounded(.down))
    }
}

/// One expansion of a rule over a window: the state of ``Recurrence/occurrences(from:to:limit:)``'s
/// first step.
struct RecurrenceScan {
    let plan: RecurrencePlan
    let timeZone: TimeZone
    let window: Range<Date>
    let exclusions: Set<Date>
    let limit: Int
    private(set) var periodsScanned = 0

    init(plan: RecurrencePlan, timeZone: TimeZone, window: Range<Date>, exclusions: Set<Date>, limit: Int) {
        self.plan = plan
        self.timeZone = timeZone
        self.window = window
        self.exclusions = exclusions
        self.limit = limit
    }

    /// The rule's occurrences in the window, not yet sorted: at least the first `limit + 1` by
    /// instant when there are that many (wall-clock order can differ from instant order by a
    /// daylight-saving gap, so the scan goes on two days past the `limit + 1`th).
    mutating func run() -> [Date] {
        // Two days of margin either side: no zone's offset changes by more within the window.
        let firstDay = Self.day(ofWall: LocalDateTime(window.lowerBound, in: timeZone).secondsAsIfUTC) - 2
        let lastDay = min(
            Self.day(ofWall: LocalDateTime(window.upperBound, in: timeZone).secondsAsIfUTC) + 2,
            CalendarBounds.endDay.daysSince1970 - 1)
        let firstWall = firstDay * 86_400
        var remaining: Int?
        if case .count(let count) = plan.rule.end { remaining = count }
        var n = 0
        let jump = plan.periodIndex(containing: firstDay)
        if jump > 0 {
            if let count = remaining {
                let before = countBefore(period: jump, atMost: count)
                guard before < count else { return [] }
                remaining = count - before
            }
            n = jump
        }
        var found: [Date] = []
        var stopWall = Int.max
        var emptyPeriods = 0
        while plan.period(n).first <= min(lastDay, Self.day(ofWall: stopWall)) {
            guard plan.firstYear(ofPeriod: n) <= 9_999 else { break }
            periodsScanned += 1
            let candidates = plan.candidates(n)
            n += 1
            if candidates.count == 0 {
                emptyPeriods += 1
                if emptyPeriods >= plan.cycleLength { break }
                continue
            }
            emptyPeriods = 0
            // Candidates before DTSTART are none of the rule's; those before the window only count.
            let first = candidates.firstIndex(atOrAfter: plan.startWall)
            let inWindow = max(first, candidates.firstIndex(atOrAfter: firstWall))
            if inWindow > first {
                if isPastUntil(candidates[inWindow - 1]) { break }
                if let left = remaining {
                    guard left >= inWindow - first else { break }
                    remaining = left - (inWindow - first)
                }
            }
            for index in inWindow..<candidates.count {
                let wall = candidates[index]
                if wall > stopWall || isPastUntil(wall) { return found }
                if let left = remaining {
                    guard left > 0 else { return found }
                    remaining = left - 1
                }
                let instant = Self.localTime(wall: wall).instant(in: timeZone)
                guard window.contains(instant), !exclusions.contains(instant) else { continue }
                found.append(instant)
                if found.count == limit + 1 { stopWall = wall + 2 * 86_400 }
            }
            if remaining == 0 { break }
        }
        return found
    }

    /// How many occurrences (at most `atMost`) the periods before `period` yield.
    ///
    /// Periods `n` and `n + cycleLength` (n ≥ 1) yield as many, so past one cycle the count is
    /// multiplied instead of scanned: at most two cycles of periods are looked at.
    private mutating func countBefore(period: Int, atMost: Int) -> Int {
        let first = plan.candidates(0)
        periodsScanned += 1
        var total = first.count - first.firstIndex(atOrAfter: plan.startWall)
        guard total < atMost, period > 1 else { return min(total, atMost) }
        var next = 1
        let span = period - 1
        if span >= plan.cycleLength {
            var cycle = 0
            for k in 1...plan.cycleLength {
                cycle += countIn(k)
                if total + cycle >= atMost { return atMost }
            }
            guard cycle > 0 else { return total }
            let cycles = span / plan.cycleLength
            let (product, overflow) = cycles.multipliedReportingOverflow(by: cycle)
            guard !overflow, product < atMost - total else { return atMost }
            total += product
            next = 1 + cycles * plan.cycleLength
        }
        while next < period {
            total += countIn(next)
            if total >= atMost { return atMost }
            next += 1
        }
        return total
    }

    private mutating func countIn(_ n: Int) -> Int {
        periodsScanned += 1
        return plan.candidates(n).count
    }

    /// Whether a candidate is after `UNTIL`.
    private func isPastUntil(_ wall: Int) -> Bool {
        guard case .until(let until) = plan.rule.end else { return false }
        switch until {
        case .date(let date): return Self.day(ofWall: wall) > date.daysSince1970
        case .localTime(let date, let hour, let minute, let second):
            return wall > LocalDateTime(date: date, hour: hour, minute: minute, second: second).secondsAsIfUTC
        case .utc(let instant): return Self.localTime(wall: wall).instant(in: timeZone) > instant
        }
    }

    static func day(ofWall wall: Int) -> Int {
        wall == Int.max ? Int.max : CivilDays.floorDivide(wall, 86_400).quotient
    }

    static func localTime(wall: Int) -> LocalDateTime {
        let (day, second) = CivilDays.floorDivide(wall, 86_400)
        return LocalDateTime(
            date: LocalDate(daysSince1970: day), hour: second / 3_600, minute: second % 3_600 / 60, second: second % 60)
    }
}

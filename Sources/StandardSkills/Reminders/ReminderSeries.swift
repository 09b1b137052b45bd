import AgentSkill
import Foundation

/// How a repeating reminder repeats: an RRULE counted from its first time (`DTSTART`, a wall-clock
/// time in the reminder's zone), expanded by ``Recurrence`` — so 08:00 stays 08:00 across a
/// daylight-saving change, and an endless rule is never expanded whole.
///
/// Kept in `reminder_items.rule` as two iCalendar lines, the zone being the row's `time_zone`:
///
/// ```
/// DTSTART:20261203T080000
/// RRULE:FREQ=DAILY
/// ```
///
/// A bare RRULE (no `DTSTART` line) counts from the reminder's due time.
struct ReminderSeries: Sendable, Hashable {
    /// How it repeats.
    var rule: RecurrenceRule
    /// The first time, as a wall-clock time in ``timeZone`` (what `COUNT` counts from).
    var start: LocalDateTime
    /// The zone the wall-clock times are read in.
    var timeZone: TimeZone

    /// The most occurrences ``occurrences(from:through:)`` counts; past it, "999 or more".
    static let countLimit = 999

    /// A new series for `rule` whose first time is `given` (an alarm said, or the end of a length
    /// from now) or, when that has passed, the rule's first time from `now` on; with the due time
    /// of its first occurrence.
    ///
    /// `given` up to a minute ago still counts (as a one-off alarm does). Further back ("every day
    /// at 8" said at 10, with today's 8:00), the series starts at the rule's first occurrence after
    /// `now`, so `COUNT` counts what is ahead.
    ///
    /// - Throws: ``StandardSkillError`` when the rule has no occurrence from then on (an `UNTIL`
    ///   already past, a `BYMONTHDAY=30` with `BYMONTH=2`).
    static func starting(_ rule: RecurrenceRule, given: Date, now: Date, timeZone: TimeZone) throws(StandardSkillError)
        -> (series: ReminderSeries, first: Date)
    {
        let given = wholeSecondUp(given)
        var start = LocalDateTime(given, in: timeZone)
        var from = given
        if given < now.addingTimeInterval(-60) {
            from = wholeSecondUp(now)
            let endless = ReminderSeries(rule: rule.withoutEnd, start: start, timeZone: timeZone)
            guard let first = endless.first(atOrAfter: from) else { throw noTime(rule) }
            start = LocalDateTime(first, in: timeZone)
        }
        let series = ReminderSeries(rule: rule, start: start, timeZone: timeZone)
        guard let first = series.first(atOrAfter: from) else { throw noTime(rule) }
        return (series, first)
    }

    /// The first occurrence at or after `instant`, or `nil` when the series has ended.
    func first(atOrAfter instant: Date) -> Date? {
        recurrence.occurrences(from: instant, to: .distantFuture, limit: 1).starts.first
    }

    /// The first occurrence after `instant` (later than it by a whole second or more, as occurrences
    /// are whole seconds), or `nil` when the series has ended.
    func next(after instant: Date) -> Date? {
        first(atOrAfter: Recurrence.wholeSeconds(instant).addingTimeInterval(1))
    }

    /// The occurrences from `from` through `through`: how many (at most ``countLimit``), the first
    /// and the last.
    func occurrences(from: Date, through: Date) -> (count: Int, first: Date?, last: Date?) {
        let found = recurrence.occurrences(
            from: from, to: Recurrence.wholeSeconds(through).addingTimeInterval(1), limit: Self.countLimit)
        return (found.starts.count, found.starts.first, found.starts.last)
    }

    private var recurrence: Recurrence { Recurrence(rule: rule, start: start, timeZone: timeZone) }

    // MARK: - Stored form

    /// `DTSTART:…` and `RRULE:…` on two lines, as `reminder_items.rule` keeps it.
    var stored: String { "DTSTART:\(start.basicFormat)\nRRULE:\(rule.text)" }

    /// The RRULE and the first time of what ``stored`` wrote (`nil` for a part not there): a bare
    /// RRULE has no first time, and counts from the reminder's due time.
    static func parts(ofStored text: String) -> (rule: String?, start: LocalDateTime?) {
        var parts: (rule: String?, start: LocalDateTime?) = (nil, nil)
        for line in text.split(whereSeparator: \.isNewline) {
            if line.hasPrefix("DTSTART:") {
                parts.start = wallTime(line.dropFirst("DTSTART:".count))
            } else {
                parts.rule = String(line.hasPrefix("RRULE:") ? line.dropFirst("RRULE:".count) : line)
            }
        }
        return parts
    }

    init(rule: RecurrenceRule, start: LocalDateTime, timeZone: TimeZone) {
        self.rule = rule
        self.start = start
        self.timeZone = timeZone
    }

    /// `YYYYMMDDTHHMMSS` as a wall-clock time, or `nil`.
    static func wallTime(_ text: Substring) -> LocalDateTime? {
        let digits = Array(text.utf8)
        guard digits.count == 15, digits[8] == UInt8(ascii: "T") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            Int(String(decoding: digits[range], as: UTF8.self)).flatMap { $0 >= 0 ? $0 : nil }
        }
        guard let year = number(0..<4), let month = number(4..<6), let day = number(6..<8),
            let date = LocalDate(year: year, month: month, day: day), let hour = number(9..<11),
            let minute = number(11..<13), let second = number(13..<15), hour < 24, minute < 60, second < 60
        else { return nil }
        return LocalDateTime(date: date, hour: hour, minute: minute, second: second)
    }

    /// `instant` rounded up to a whole second: occurrences are whole seconds.
    static func wholeSecondUp(_ instant: Date) -> Date {
        Date(timeIntervalSince1970: instant.timeIntervalSince1970.rounded(.up))
    }

    /// The error for a rule with no time left.
    static func noTime(_ rule: RecurrenceRule) -> StandardSkillError {
        StandardSkillError(
            .invalidArgument,
            "the repetition '\(rule.text)' has no time left from then on — say when it starts or ends",
            chinese: "重复规则“\(rule.text)”从那时起没有可提醒的时间了——请说一下从什么时候开始、到什么时候结束")
    }
}

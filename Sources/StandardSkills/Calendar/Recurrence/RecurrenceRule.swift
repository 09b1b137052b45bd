import Foundation

/// A recurrence rule: the value of an iCalendar `RRULE` (RFC 5545 §3.3.10), saying how often an
/// event repeats, on which days and until when.
///
/// A rule is always valid: it is made by parsing the `RRULE` text (``init(parsing:)``) or from
/// its parts (``init(frequency:interval:end:byDay:byMonthDay:byMonth:byYearDay:byWeekNumber:byHour:byMinute:bySecond:bySetPosition:weekStart:)``),
/// and both refuse what RFC 5545 forbids, with a message that names the part. Lists are kept
/// sorted and without repeats, so two rules that mean the same are equal, and ``text`` writes the
/// one canonical form, which parses back to an equal rule. It encodes as that text.
///
/// Supported: `FREQ` of `DAILY`, `WEEKLY`, `MONTHLY` and `YEARLY` (the calendar repeats by the
/// day at most often; `BYHOUR`, `BYMINUTE` and `BYSECOND` give several times a day), `INTERVAL`,
/// `COUNT` or `UNTIL`, `BYDAY` (with week numbers such as `-1FR` for `MONTHLY` and `YEARLY`),
/// `BYMONTHDAY`, `BYMONTH`, `BYYEARDAY`, `BYWEEKNO`, `BYSETPOS` and `WKST`.
///
/// ```swift
/// let rule = try RecurrenceRule(parsing: "freq=monthly;byday=mo,tu,we,th,fr;bysetpos=-1")
/// rule.frequency   // .monthly
/// rule.text        // "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1"
/// try RecurrenceRule(parsing: "FREQ=HOURLY")  // throws: FREQ=HOURLY is not supported — …
/// ```
public struct RecurrenceRule: Sendable, Hashable, Codable, CustomStringConvertible {
    /// How often the rule's periods come (`FREQ`).
    public enum Frequency: String, Sendable, Hashable, CaseIterable {
        /// Every day (`FREQ=DAILY`).
        case daily = "DAILY"
        /// Every week (`FREQ=WEEKLY`).
        case weekly = "WEEKLY"
        /// Every month (`FREQ=MONTHLY`).
        case monthly = "MONTHLY"
        /// Every year (`FREQ=YEARLY`).
        case yearly = "YEARLY"
    }

    /// A day of the week, as iCalendar writes it (`MO` … `SU`).
    public enum Weekday: String, Sendable, Hashable, CaseIterable {
        /// Monday (`MO`).
        case monday = "MO"
        /// Tuesday (`TU`).
        case tuesday = "TU"
        /// Wednesday (`WE`).
        case wednesday = "WE"
        /// Thursday (`TH`).
        case thursday = "TH"
        /// Friday (`FR`).
        case friday = "FR"
        /// Saturday (`SA`).
        case saturday = "SA"
        /// Sunday (`SU`).
        case sunday = "SU"

        /// 0 for Monday … 6 for Sunday.
        var index: Int {
            switch self {
            case .monday: 0
            case .tuesday: 1
            case .wednesday: 2
            case .thursday: 3
            case .friday: 4
            case .saturday: 5
            case .sunday: 6
            }
        }
    }

    /// One `BYDAY` item: a weekday, optionally with its number within the month or year (`2WE`,
    /// the second Wednesday; `-1FR`, the last Friday).
    public struct WeekdayNumber: Sendable, Hashable, CustomStringConvertible {
        /// Which occurrence of the weekday within the month or year: 1 to 53 from the start, -1 to
        /// -53 from the end; `nil` for every such weekday.
        public let ordinal: Int?
        /// The day of the week.
        public let weekday: Weekday

        /// Creates a `BYDAY` item (``RecurrenceRule`` checks the ordinal's range).
        public init(_ weekday: Weekday, ordinal: Int? = nil) {
            self.weekday = weekday
            self.ordinal = ordinal
        }

        /// `MO`, `2WE`, `-1FR`.
        public var description: String { (ordinal.map(String.init) ?? "") + weekday.rawValue }
    }

    /// The last moment a rule may produce an occurrence at (`UNTIL`, inclusive).
    public enum Until: Sendable, Hashable {
        /// A date (`UNTIL=20261231`): occurrences on or before that day, in the event's zone.
        case date(LocalDate)
        /// A wall-clock time with no zone (`UNTIL=20261231T235959`), read in the event's zone.
        case localTime(LocalDate, hour: Int, minute: Int, second: Int)
        /// An instant in UTC (`UNTIL=20261231T235959Z`), whole seconds.
        case utc(Date)
    }

    /// How a rule ends.
    public enum End: Sendable, Hashable {
        /// It repeats forever.
        case never
        /// After that many occurrences (`COUNT`), 1 or more.
        case count(Int)
        /// At a date or time (`UNTIL`).
        case until(Until)
    }

    /// How often the periods come (`FREQ`).
    public let frequency: Frequency
    /// Every how many periods (`INTERVAL`, 1 or more; 1 is every period).
    public let interval: Int
    /// When the rule ends (`COUNT` or `UNTIL`).
    public let end: End
    /// The weekdays (`BYDAY`), sorted Monday first.
    public let byDay: [WeekdayNumber]
    /// The days of the month (`BYMONTHDAY`): 1 to 31, or -31 to -1 counting from the month's end.
    public let byMonthDay: [Int]
    /// The months (`BYMONTH`), 1 to 12.
    public let byMonth: [Int]
    /// The days of the year (`BYYEARDAY`): 1 to 366, or -366 to -1 counting from the year's end.
    public let byYearDay: [Int]
    /// The week numbers (`BYWEEKNO`, ISO 8601 weeks starting on ``weekStart``): 1 to 53, or -53 to -1.
    public let byWeekNumber: [Int]
    /// The hours (`BYHOUR`), 0 to 23; empty means the start's hour.
    public let byHour: [Int]
    /// The minutes (`BYMINUTE`), 0 to 59; empty means the start's minute.
    public let byMinute: [Int]
    /// The seconds (`BYSECOND`), 0 to 59; empty means the start's second.
    public let bySecond: [Int]
    /// Which of each period's occurrences to keep (`BYSETPOS`): 1 to 366, or -366 to -1 from the end.
    public let bySetPosition: [Int]
    /// The first day of the week (`WKST`), for `WEEKLY` periods and `BYWEEKNO`; Monday unless said.
    public let weekStart: Weekday

    /// The most `INTERVAL` or `COUNT` may say.
    public static let maximumNumber = 2_147_483_647
    /// The longest rule text ``init(parsing:)`` reads, in characters.
    public static let maximumTextLength = 4_096

    /// Creates a rule from its parts, checking them as ``init(parsing:)`` does; lists are sorted
    /// and their repeats dropped.
    ///
    /// ```swift
    /// // The last weekday of every month.
    /// let rule = try RecurrenceRule(
    ///     frequency: .monthly, byDay: [.init(.monday), .init(.tuesday), .init(.wednesday), .init(.thursday),
    ///     .init(.friday)], bySetPosition: [-1])
    /// ```
    ///
    /// - Throws: ``StandardSkillError`` (`invalidRecurrenceRule`) naming the part that is wrong: a
    ///   number out of range, `BYSETPOS` with no other `BY` part, a part `FREQ` cannot use.
    public init(
        frequency: Frequency, interval: Int = 1, end: End = .never, byDay: [WeekdayNumber] = [],
        byMonthDay: [Int] = [], byMonth: [Int] = [], byYearDay: [Int] = [], byWeekNumber: [Int] = [],
        byHour: [Int] = [], byMinute: [Int] = [], bySecond: [Int] = [], bySetPosition: [Int] = [],
        weekStart: Weekday = .monday
    ) throws(StandardSkillError) {
        typealias Check = RecurrenceRuleCheck
        try Check.number(interval, of: "INTERVAL", in: .positive)
        if case .count(let count) = end { try Check.number(count, of: "COUNT", in: .positive) }
        if case .until(.localTime(_, let hour, let minute, let second)) = end {
            guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else {
                throw Check.badUntilTime(hour: hour, minute: minute, second: second)
            }
        }
        if case .until(.utc(let instant)) = end,
            !instant.timeIntervalSince1970.isFinite || !Check.utcUntilRange.contains(instant)
        {
            throw Check.untilOutOfYears()
        }
        for item in byDay {
            guard let ordinal = item.ordinal else { continue }
            try Check.ordinal(item, ordinal: ordinal, frequency: frequency, hasWeekNumbers: !byWeekNumber.isEmpty)
        }
        try Check.numbers(byMonthDay, of: "BYMONTHDAY", in: .signed(31))
        try Check.numbers(byMonth, of: "BYMONTH", in: .plain(1...12))
        try Check.numbers(byYearDay, of: "BYYEARDAY", in: .signed(366))
        try Check.numbers(byWeekNumber, of: "BYWEEKNO", in: .signed(53))
        try Check.numbers(byHour, of: "BYHOUR", in: .plain(0...23))
        try Check.numbers(byMinute, of: "BYMINUTE", in: .plain(0...59))
        try Check.numbers(bySecond, of: "BYSECOND", in: .plain(0...59))
        try Check.numbers(bySetPosition, of: "BYSETPOS", in: .signed(366))
        try Check.combination(
            frequency: frequency, byMonthDay: !byMonthDay.isEmpty, byYearDay: !byYearDay.isEmpty,
            byWeekNumber: !byWeekNumber.isEmpty)
        let choosers = [
            byDay.isEmpty, byMonthDay.isEmpty, byMonth.isEmpty, byYearDay.isEmpty, byWeekNumber.isEmpty,
            byHour.isEmpty, byMinute.isEmpty, bySecond.isEmpty,
        ]
        if !bySetPosition.isEmpty, !choosers.contains(false) { throw Check.setPositionAlone() }

        self.frequency = frequency
        self.interval = interval
        if case .until(.utc(let instant)) = end {
            self.end = .until(.utc(Date(timeIntervalSince1970: instant.timeIntervalSince1970.rounded(.down))))
        } else {
            self.end = end
        }
        self.byDay = Set(byDay).sorted { Self.order($0) < Self.order($1) }
        self.byMonthDay = Self.canonical(byMonthDay)
        self.byMonth = Self.canonical(byMonth)
        self.byYearDay = Self.canonical(byYearDay)
        self.byWeekNumber = Self.canonical(byWeekNumber)
        self.byHour = Self.canonical(byHour)
        self.byMinute = Self.canonical(byMinute)
        self.bySecond = Self.canonical(bySecond)
        self.bySetPosition = Self.canonical(bySetPosition)
        self.weekStart = weekStart
    }

    /// Reads the value of an `RRULE` (`FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH`), optionally after
    /// `RRULE:`. Names and values may be in any case; parts may come in any order, each once.
    ///
    /// ```swift
    /// try RecurrenceRule(parsing: "FREQ=YEARLY;BYMONTH=5;BYDAY=2SU").text  // the same text
    /// try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=5;UNTIL=20261231")
    /// // throws: invalid recurrence rule: COUNT and UNTIL are both given — keep one …
    /// ```
    ///
    /// - Throws: ``StandardSkillError`` (`invalidRecurrenceRule`, or `inputTooLarge` past
    ///   ``maximumTextLength``), in English and Chinese, naming the part that is wrong and quoting
    ///   it: an unknown part, a bad or out-of-range value, a part given twice, `COUNT` with
    ///   `UNTIL`, `BYSETPOS` alone, a `FREQ` the calendar does not repeat by.
    public init(parsing text: String) throws(StandardSkillError) {
        self = try RecurrenceRuleParser.parse(text)
    }

    /// The canonical `RRULE` value: `FREQ` first, then the other parts in RFC 5545's order
    /// (`UNTIL` or `COUNT`, `INTERVAL`, `BYSECOND`, `BYMINUTE`, `BYHOUR`, `BYDAY`, `BYMONTHDAY`,
    /// `BYYEARDAY`, `BYWEEKNO`, `BYMONTH`, `BYSETPOS`, `WKST`), leaving out `INTERVAL=1` and `WKST=MO`.
    public var text: String {
        var parts = ["FREQ=" + frequency.rawValue]
        switch end {
        case .never: break
        case .count(let count): parts.append("COUNT=\(count)")
        case .until(.date(let date)): parts.append("UNTIL=" + date.basicFormat)
        case .until(.localTime(let date, let hour, let minute, let second)):
            parts.append("UNTIL=" + LocalDateTime(date: date, hour: hour, minute: minute, second: second).basicFormat)
        case .until(.utc(let instant)):
            parts.append("UNTIL=" + LocalDateTime(instant, offsetFromGMT: 0).basicFormat + "Z")
        }
        if interval != 1 { parts.append("INTERVAL=\(interval)") }
        func list(_ name: String, _ values: [some CustomStringConvertible]) {
            if !values.isEmpty { parts.append(name + "=" + values.map(\.description).joined(separator: ",")) }
        }
        list("BYSECOND", bySecond)
        list("BYMINUTE", byMinute)
        list("BYHOUR", byHour)
        list("BYDAY", byDay)
        list("BYMONTHDAY", byMonthDay)
        list("BYYEARDAY", byYearDay)
        list("BYWEEKNO", byWeekNumber)
        list("BYMONTH", byMonth)
        list("BYSETPOS", bySetPosition)
        if weekStart != .monday { parts.append("WKST=" + weekStart.rawValue) }
        return parts.joined(separator: ";")
    }

    /// The canonical ``text``.
    public var description: String { text }

    /// Decodes a rule from its `RRULE` text, checking it as ``init(parsing:)`` does.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            self = try RecurrenceRule(parsing: text)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.message))
        }
    }

    /// Encodes the rule as its canonical ``text``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    /// `BYDAY`'s order: by weekday from Monday; a plain weekday, then numbered ones as ``canonical(_:)``.
    private static func order(_ item: WeekdayNumber) -> (Int, Int, Int) {
        guard let ordinal = item.ordinal else { return (item.weekday.index, 0, 0) }
        return (item.weekday.index, ordinal > 0 ? 1 : 2, abs(ordinal))
    }

    /// Positive numbers ascending, then negative ones from -1 down, without repeats.
    private static func canonical(_ values: [Int]) -> [Int] {
        Set(values).sorted { ($0 < 0 ? 1 : 0, abs($0)) < ($1 < 0 ? 1 : 0, abs($1)) }
    }
}

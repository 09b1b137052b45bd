/// How often a request says something repeats, as the parts of an RFC 5545 `RRULE`: "每周三晚上7点",
/// "every other Wednesday", "weekdays at 8am", "the last Friday of every month", "every year on
/// March 3", 每月最后一个周五, 每年3月3日, 工作日每天早上8点, with an end said as a count ("共10次",
/// "10 times") or a length ("for 10 weeks", 持续10周).
///
/// It reads only the repetition; the first occurrence's day and clock come from the time
/// recognizer ("周三晚上7点"), and an end said as a date ("until March", 到明年3月) is left to it too
/// (``untilSpan`` says where). ``cueRanges`` are the words that said it, in the original text's
/// scalar offsets, so a title can leave them out ("每周三晚上7点打羽毛球" is "打羽毛球").
///
/// ```swift
/// RecurrencePhrase.find(in: "每隔一周周三下午3点钢琴课")?.rule  // "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE"
/// RecurrencePhrase.find(in: "the last Friday of every month at 4pm")?.rule  // "FREQ=MONTHLY;BYDAY=-1FR"
/// ```
public struct RecurrencePhrase: Sendable, Hashable {
    /// How often the rule repeats.
    public enum Frequency: String, Sendable, Hashable {
        case daily = "DAILY"
        case weekly = "WEEKLY"
        case monthly = "MONTHLY"
        case yearly = "YEARLY"
    }

    public var frequency: Frequency
    /// Every how many periods (1: every week; 2: every other week).
    public var interval: Int = 1
    /// Weekdays as RFC 5545 writes them (`MO`…`SU`), with an ordinal for monthly rules (`-1FR`, `2WE`).
    public var byDay: [String] = []
    /// Days of the month (`15`, `-1` for the last).
    public var byMonthDay: [Int] = []
    /// Months (1–12).
    public var byMonth: [Int] = []
    /// How many occurrences in all, when said ("共10次", "10 times").
    public var count: Int?
    /// How long it goes on, when said as a length ("for 10 weeks", 持续3个月): this many
    /// ``lengthUnit``s from the first occurrence; the caller turns it into an `UNTIL`.
    public var length: Int?
    /// The unit of ``length``.
    public var lengthUnit: Frequency?
    /// Where an end said as a date is ("until March", "到明年3月"): the date words after the cue,
    /// for the time recognizer's entity at that place.
    public var untilSpan: Range<Int>?
    /// The words that said the repetition, in original scalar offsets.
    public var cueRanges: [Range<Int>] = []
    /// Words that say how often but also name the event ("weekly" in "weekly sync", "daily" in
    /// "daily standup"): a title keeps them.
    public var namingRanges: [Range<Int>] = []
    /// Whether only such naming words said it ("weekly sync tomorrow at 10"): whether the event
    /// repeats is then the caller's to decide (a single day named says it does not).
    public var onlyInAName = false

    /// The rule's text without `UNTIL`: `FREQ=WEEKLY;INTERVAL=2;BYDAY=WE`.
    public var rule: String {
        var parts = ["FREQ=\(frequency.rawValue)"]
        if interval > 1 { parts.append("INTERVAL=\(interval)") }
        if !byMonth.isEmpty { parts.append("BYMONTH=" + byMonth.map(String.init).joined(separator: ",")) }
        if !byMonthDay.isEmpty { parts.append("BYMONTHDAY=" + byMonthDay.map(String.init).joined(separator: ",")) }
        if !byDay.isEmpty { parts.append("BYDAY=" + byDay.joined(separator: ",")) }
        if let count { parts.append("COUNT=\(count)") }
        return parts.joined(separator: ";")
    }

    init(frequency: Frequency) {
        self.frequency = frequency
    }

    /// The repetition `text` says, or `nil` when it says none.
    public static func find(in text: String) -> RecurrencePhrase? {
        var reader = RecurrenceReader(text)
        return reader.read()
    }
}

import Foundation

/// A value found in an utterance: a time, an amount of money or a place, with where it was.
///
/// Spans count Unicode scalars of the *original* text (`TextSpan`), so a front end can highlight
/// them and `text` is exactly what the person typed.
public enum NLUEntity: Sendable, Hashable {
    case time(TimeEntity)
    case money(MoneyEntity)
    case place(PlaceEntity)

    /// Where the entity is in the original text.
    public var span: TextSpan {
        switch self {
        case .time(let time): time.span
        case .money(let money): money.span
        case .place(let place): place.span
        }
    }

    /// The entity's kind, as the contract names it: `time`, `money` or `place`.
    public var kind: String {
        switch self {
        case .time: "time"
        case .money: "money"
        case .place: "place"
        }
    }
}

/// A range of an utterance: scalar offsets into the original text, and the text itself.
public struct TextSpan: Sendable, Hashable {
    /// Offsets of the first and past-the-last Unicode scalar in the original text.
    public var range: Range<Int>
    /// The original text of the span.
    public var text: String

    /// Creates a span.
    public init(range: Range<Int>, text: String) {
        self.range = range
        self.text = text
    }
}

/// How precisely a time was given.
public enum TimeGrain: String, Sendable, Hashable, Codable, Comparable {
    case day, hour, minute

    public static func < (lhs: TimeGrain, rhs: TimeGrain) -> Bool {
        let order: [TimeGrain] = [.day, .hour, .minute]
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}

/// A wall-clock moment in the utterance's time zone: what "明天下午3点" resolves to.
public struct LocalMoment: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int

    /// Creates a moment; the parts are not checked.
    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The wall-clock moment of `date` in `timeZone`.
    public init(_ date: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        self.init(
            year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1, hour: parts.hour ?? 0,
            minute: parts.minute ?? 0, second: parts.second ?? 0)
    }

    /// The instant this moment names in `timeZone` (a skipped hour moves forward, as `Calendar` does).
    public func date(in timeZone: TimeZone) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(
            from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))
    }

    /// `2026-12-03T15:00:00`: local, without an offset, as the evaluation contract writes times.
    public var description: String {
        func pad(_ value: Int, _ width: Int = 2) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month))-\(pad(day))T\(pad(hour)):\(pad(minute)):\(pad(second))"
    }

    /// `2026-12-03`.
    public var dateString: String { String(description.prefix(10)) }

    public static func < (lhs: LocalMoment, rhs: LocalMoment) -> Bool {
        (lhs.year, lhs.month, lhs.day, lhs.hour, lhs.minute, lhs.second)
            < (rhs.year, rhs.month, rhs.day, rhs.hour, rhs.minute, rhs.second)
    }
}

/// A time expression resolved against a reference time: a moment or a range.
public struct TimeEntity: Sendable, Hashable {
    /// Where it was: from its first word to its last, words between included when it was
    /// composed of separate pieces ("明天我得去趟医院，大概上午九点").
    public var span: TextSpan
    /// The pieces that were actually read: `[span]` for one phrase, or a day and a clock said
    /// apart (`明天`, `上午九点`). What is not in a piece is not part of the time (a title).
    public var pieces: [TextSpan]
    /// When it starts.
    public var start: LocalMoment
    /// When it ends, for ranges ("3点到5点", "this week"); `nil` for a moment.
    public var end: LocalMoment?
    /// How precisely it was given.
    public var grain: TimeGrain
    /// Whether a day was said (明天, Friday, 12月20号, 三天后), not only a clock or a part of the
    /// day: a clause that says none takes the day of the clause before it ("明天两点面试，七点聚餐").
    var saysDay = true
    /// Whether a day or a period was named (Friday, 12月20号, next week), not only reached by an
    /// offset from now ("an hour later", 三天后).
    var namesDay = false
    /// Whether it is only a yearly occasion with no year (Christmas, 端午, Black Friday): in a
    /// ledger entry that names what was bought for it ("Halloween costume 45"), not a day.
    var namesOccasion = false
    /// Whether it is a weekday said alone (周三, Friday, on Friday: not 下周三 or "next Friday").
    var weekdayAlone = false

    /// Creates a time entity.
    public init(
        span: TextSpan, start: LocalMoment, end: LocalMoment? = nil, grain: TimeGrain, pieces: [TextSpan]? = nil
    ) {
        self.span = span
        self.pieces = pieces ?? [span]
        self.start = start
        self.end = end
        self.grain = grain
    }
}

/// An amount of money: an exact decimal and an ISO 4217 currency.
public struct MoneyEntity: Sendable, Hashable {
    /// Where it was.
    public var span: TextSpan
    /// The amount, exact.
    public var amount: Decimal
    /// ISO 4217 code (`CNY`, `USD`…).
    public var currency: String

    /// Creates a money entity.
    public init(span: TextSpan, amount: Decimal, currency: String) {
        self.span = span
        self.amount = amount
        self.currency = currency
    }
}

/// A place from the built-in gazetteer.
public struct PlaceEntity: Sendable, Hashable {
    /// Where it was.
    public var span: TextSpan
    /// The English name (`Beijing`).
    public var name: String
    /// The Chinese name, when known (`北京`).
    public var chineseName: String?
    /// ISO 3166 country code (`CN`).
    public var country: String
    public var latitude: Double
    public var longitude: Double
    /// IANA time zone (`Asia/Shanghai`).
    public var timeZone: String

    /// Creates a place entity.
    public init(
        span: TextSpan, name: String, chineseName: String?, country: String, latitude: Double, longitude: Double,
        timeZone: String
    ) {
        self.span = span
        self.name = name
        self.chineseName = chineseName
        self.country = country
        self.latitude = latitude
        self.longitude = longitude
        self.timeZone = timeZone
    }
}

/// What an utterance is resolved against: the reference time and zone, and which way an
/// ambiguous day leans ("周五" is the coming Friday for scheduling, the past one for "周五花了50").
public struct NLUContext: Sendable, Hashable {
    /// Which way an ambiguous time leans.
    public enum Preference: Sendable, Hashable {
        case future, past
    }

    /// The reference time ("now").
    public var now: Date
    /// The person's time zone.
    public var timeZone: TimeZone
    /// Which way an ambiguous time leans.
    public var preference: Preference

    /// Creates a context.
    public init(now: Date, timeZone: TimeZone, preference: Preference = .future) {
        self.now = now
        self.timeZone = timeZone
        self.preference = preference
    }
}

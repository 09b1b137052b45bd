import Foundation

/// A day on the calendar, with no time and no time zone: the date of a ledger entry or of an
/// all-day event, as a person says it ("2026-12-03").
///
/// Always a real date of the proleptic Gregorian calendar, years 1 to 9999 when made from parts or
/// text. It encodes as its ISO 8601 string.
///
/// ```swift
/// let date = LocalDate(iso: "2026-12-03")   // year 2026, month 12, day 3
/// LocalDate(iso: "2026-02-30")              // nil: February has no 30th
/// date?.iso                                 // "2026-12-03"
/// ```
public struct LocalDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The year, 1...9999.
    public let year: Int
    /// The month, 1...12.
    public let month: Int
    /// The day of the month, 1...31.
    public let day: Int

    /// Creates a date from its parts, or nil when they name no real date (`2026-02-29`, month 13…).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...CivilDays.daysInMonth(year: year, month: month)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD` (exactly that shape, ASCII digits), or returns nil.
    ///
    /// ```swift
    /// LocalDate(iso: "2026-12-03")  // 2026-12-03
    /// LocalDate(iso: "2026-12-3")   // nil
    /// ```
    public init?(iso text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = Self.number(bytes[0..<4]), let month = Self.number(bytes[5..<7]),
            let day = Self.number(bytes[8..<10])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The calendar date of an instant as seen in a time zone.
    ///
    /// ```swift
    /// // 2026-12-02T18:30:00Z is already the 3rd in Shanghai.
    /// LocalDate(instant, in: TimeZone(identifier: "Asia/Shanghai")!).iso  // "2026-12-03"
    /// ```
    public init(_ date: Date, in timeZone: TimeZone) {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: date)
        self.init(daysSince1970: CivilDays.floorDivide(seconds, 86_400).quotient)
    }

    /// The date `days` days after 1970-01-01 (negative: before it).
    init(daysSince1970 days: Int) {
        (year, month, day) = CivilDays.date(days: days)
    }

    /// The number of days from 1970-01-01 to this date.
    var daysSince1970: Int { CivilDays.days(year: year, month: month, day: day) }

    /// `YYYY-MM-DD`.
    public var iso: String { "\(zeroPadded(year, 4))-\(zeroPadded(month, 2))-\(zeroPadded(day, 2))" }

    public var description: String { iso }

    /// The date `days` days later (earlier when negative).
    ///
    /// ```swift
    /// LocalDate(iso: "2026-12-31")!.adding(days: 1).iso  // "2027-01-01"
    /// ```
    public func adding(days: Int) -> LocalDate {
        LocalDate(daysSince1970: daysSince1970 + days)
    }

    /// The instant this day starts in a time zone (midnight, or the first moment after a DST gap).
    public func start(in timeZone: TimeZone) -> Date {
        LocalDateTime(date: self, hour: 0, minute: 0, second: 0).instant(in: timeZone)
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = LocalDate(iso: text) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "'\(text)' is not a calendar date (YYYY-MM-DD)"))
        }
        self = date
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }

    private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in bytes {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}

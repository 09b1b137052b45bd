import Foundation
import SkillNLU

/// Reads the local date and time of `--now` and `$AGENTSKILL_NOW`: `YYYY-MM-DDTHH:MM:SS`, or
/// `YYYY-MM-DDTHH:MM` (seconds zero). No offset: the time is read in `--time-zone`.
///
/// ```swift
/// LocalDateTimeArgument.parse("2026-12-02T10:00")  // 2026-12-02T10:00:00
/// LocalDateTimeArgument.parse("2026-02-30T10:00")  // nil: February has no 30th
/// ```
enum LocalDateTimeArgument {
    /// The moment `text` names, or `nil` when it is not exactly that shape or names no real day
    /// or time of day.
    static func parse(_ text: String) -> LocalMoment? {
        let bytes = Array(text.utf8)
        guard bytes.count == 16 || bytes.count == 19 else { return nil }
        // Positions of the separators: 2026-12-02T10:00:00
        let separators: [(Int, UInt8)] =
            [(4, UInt8(ascii: "-")), (7, UInt8(ascii: "-")), (13, UInt8(ascii: ":"))]
            + (bytes.count == 19 ? [(16, UInt8(ascii: ":"))] : [])
        guard separators.allSatisfy({ bytes[$0.0] == $0.1 }), bytes[10] == UInt8(ascii: "T")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16)
        else { return nil }
        let second = bytes.count == 19 ? number(17..<19) : 0
        guard let second, year >= 1, (1...12).contains(month), (1...daysIn(month, of: year)).contains(day),
            (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second)
        else { return nil }
        return LocalMoment(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    }

    /// The number of days of a month in the proleptic Gregorian calendar.
    static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

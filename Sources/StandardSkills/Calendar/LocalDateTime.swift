import Foundation

/// A wall-clock date and time with no zone ("2026-07-14 09:30:00"), and its exact conversions to
/// and from instants in a time zone, following RFC 5545 §3.3.5 for the awkward hours:
///
/// 1. A time that happens twice (the hour repeated when clocks go back) is the first occurrence.
/// 2. A time that never happens (the hour skipped when clocks go forward) is read with the offset
///    in force before the gap, so 02:30 on a New York spring-forward day is 03:30 EDT.
///
/// Integer arithmetic plus `TimeZone.secondsFromGMT(for:)`; no `Calendar`, no formatters.
struct LocalDateTime: Hashable, Sendable {
    var date: LocalDate
    var hour: Int
    var minute: Int
    var second: Int

    /// The wall-clock time of an instant in a zone (sub-second parts are dropped).
    init(_ instant: Date, in timeZone: TimeZone) {
        let seconds = Int(instant.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: instant)
        self.init(secondsSince1970AsIfUTC: seconds)
    }

    /// The wall-clock time of an instant at a fixed offset from UTC.
    init(_ instant: Date, offsetFromGMT offset: Int) {
        self.init(secondsSince1970AsIfUTC: Int(instant.timeIntervalSince1970.rounded(.down)) + offset)
    }

    init(date: LocalDate, hour: Int, minute: Int, second: Int) {
        self.date = date
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    private init(secondsSince1970AsIfUTC seconds: Int) {
        let (days, secondOfDay) = CivilDays.floorDivide(seconds, 86_400)
        date = LocalDate(daysSince1970: days)
        hour = secondOfDay / 3600
        minute = secondOfDay % 3600 / 60
        second = secondOfDay % 60
    }

    /// Seconds since 1970 if this wall time were UTC.
    var secondsAsIfUTC: Int { date.daysSince1970 * 86_400 + hour * 3600 + minute * 60 + second }

    /// The instant this wall time names in `timeZone` (see the type's rules for repeated and skipped times).
    func instant(in timeZone: TimeZone) -> Date {
        let wall = secondsAsIfUTC
        func offset(at seconds: Int) -> Int {
            timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds)))
        }
        let offsetBefore = offset(at: wall - 86_400)
        let candidates = Set([offsetBefore, offset(at: wall), offset(at: wall + 86_400)])
        let valid = candidates.map { wall - $0 }.filter { instant in offset(at: instant) == wall - instant }
        return Date(timeIntervalSince1970: Double(valid.min() ?? wall - offsetBefore))
    }

    /// The instant this wall time names at a fixed offset from UTC.
    func instant(offsetFromGMT seconds: Int) -> Date {
        Date(timeIntervalSince1970: Double(secondsAsIfUTC - seconds))
    }

    /// RFC 5545 basic form `YYYYMMDDTHHMMSS`.
    var basicFormat: String {
        date.basicFormat + "T" + zeroPadded(hour, 2) + zeroPadded(minute, 2) + zeroPadded(second, 2)
    }
}

extension LocalDate {
    /// RFC 5545 basic form `YYYYMMDD`.
    var basicFormat: String { zeroPadded(year, 4) + zeroPadded(month, 2) + zeroPadded(day, 2) }
}

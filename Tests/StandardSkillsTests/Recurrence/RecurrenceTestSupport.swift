import Foundation

@testable import StandardSkills

/// Small readable forms for the recurrence tests: wall-clock times as `1997-09-02T09:00:00`,
/// instants as `1997-09-02T13:00:00Z` or, seen in a zone, `1997-09-02T09:00-04:00`.
enum RecurrenceText {
    /// A zone the tests name; UTC for an unknown name (every name used is a real one).
    static func zone(_ identifier: String) -> TimeZone {
        TimeZone(identifier: identifier) ?? .gmt
    }

    /// `YYYY-MM-DDTHH:MM:SS` as a wall-clock time (nil when malformed).
    static func local(_ text: String) -> LocalDateTime? {
        let parts = text.split(separator: "T")
        guard parts.count == 2, let date = LocalDate(iso: String(parts[0])) else { return nil }
        let clock = parts[1].split(separator: ":").compactMap { Int($0) }
        guard clock.count == 3 else { return nil }
        return LocalDateTime(date: date, hour: clock[0], minute: clock[1], second: clock[2])
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` as an instant (nil when malformed).
    static func utc(_ text: String) -> Date? {
        guard text.hasSuffix("Z") else { return nil }
        return local(String(text.dropLast()))?.instant(offsetFromGMT: 0)
    }

    /// An instant as `YYYY-MM-DDTHH:MM:SSZ`.
    static func utc(_ instant: Date) -> String {
        let wall = LocalDateTime(instant, offsetFromGMT: 0)
        return wall.date.iso + "T" + clock(wall, seconds: true) + "Z"
    }

    /// An instant as its wall-clock time and offset in `zone`: `1997-10-28T09:00-05:00` (seconds
    /// only when not zero).
    static func local(_ instant: Date, in zone: TimeZone) -> String {
        let wall = LocalDateTime(instant, in: zone)
        let offset = zone.secondsFromGMT(for: instant)
        let sign = offset < 0 ? "-" : "+"
        let hours = zeroPadded(abs(offset) / 3_600, 2)
        let minutes = zeroPadded(abs(offset) % 3_600 / 60, 2)
        return wall.date.iso + "T" + clock(wall, seconds: wall.second != 0) + sign + hours + ":" + minutes
    }

    private static func clock(_ wall: LocalDateTime, seconds: Bool) -> String {
        zeroPadded(wall.hour, 2) + ":" + zeroPadded(wall.minute, 2) + (seconds ? ":" + zeroPadded(wall.second, 2) : "")
    }
}

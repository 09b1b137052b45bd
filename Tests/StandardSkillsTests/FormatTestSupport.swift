import Foundation
import StandardSkills
import Testing

/// Fixed instants and zones for the format tests: never the machine's clock or zone.
enum Fixed {
    /// The instant of a UTC wall time.
    static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0)
        -> Date
    {
        local(year, month, day, hour, minute, second, in: .gmt)
    }

    /// The instant of a wall time in a zone.
    static func local(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int = 0, in zone: TimeZone
    ) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
    }

    static let newYork = TimeZone(identifier: "America/New_York") ?? .gmt
    static let shanghai = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
    static let stamp = utc(2026, 11, 30, 8, 0, 0)

    /// A timed event with sensible defaults.
    static func event(
        uid: String = "evt-1@agentskill", title: String = "站会 Stand-up", start: Date = utc(2026, 12, 3, 1, 30),
        minutes: Int = 30, timeZone: String? = nil, location: String? = nil, notes: String? = nil
    ) -> CalendarEvent {
        CalendarEvent(
            uid: uid, title: title, start: start, end: start.addingTimeInterval(Double(minutes * 60)),
            timeZone: timeZone,
            location: location, notes: notes, stamp: stamp)
    }
}

extension String {
    /// The content lines of an export, split at CRLF (the last, empty piece dropped).
    var physicalLines: [String] {
        var lines = components(separatedBy: "\r\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

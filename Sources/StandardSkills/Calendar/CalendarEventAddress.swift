import Foundation

/// How skill arguments and data name an event: its uid, or for one occurrence of a repeating event
/// the uid and the occurrence's original start (its recurrence id), `uid#2026-12-09T11:00:00Z`.
///
/// ```swift
/// CalendarEventAddress(occurrence).text          // "a1b2@agentskill#2026-12-09T11:00:00Z"
/// CalendarEventAddress.readings(of: "a1b2@agentskill#2026-12-09T11:00:00Z")
/// // [the whole text as a uid, then a1b2@agentskill at 2026-12-09 11:00 UTC]
/// ```
struct CalendarEventAddress: Sendable, Hashable {
    /// The event's or series' uid.
    var uid: String
    /// The occurrence's original start, for one occurrence of a series.
    var recurrenceID: Date?

    init(uid: String, recurrenceID: Date? = nil) {
        self.uid = uid
        self.recurrenceID = recurrenceID
    }

    /// The address of `event` (with its recurrence id when it is an occurrence).
    init(_ event: CalendarEvent) {
        self.init(uid: event.uid, recurrenceID: event.recurrenceID)
    }

    /// `uid`, or `uid#<recurrence id in RFC 3339 UTC>`.
    var text: String {
        recurrenceID.map { uid + "#" + RFC3339Time.string($0) } ?? uid
    }

    /// What `text` may name, most literal first: the whole text as a uid (a uid may hold `#`), then,
    /// when it ends in `#` and a date-time, the uid before it at that instant.
    static func readings(of text: String) -> [CalendarEventAddress] {
        var readings = [CalendarEventAddress(uid: text)]
        if let hash = text.lastIndex(of: "#") {
            let uid = String(text[..<hash])
            let time = String(text[text.index(after: hash)...])
            if !uid.isEmpty, let parsed = DateArgument.parseDateTime(time), let offset = parsed.offsetSeconds {
                readings.append(
                    CalendarEventAddress(uid: uid, recurrenceID: parsed.wall.instant(offsetFromGMT: offset)))
            }
        }
        return readings
    }
}

import Foundation

/// Decides which time zone an iCalendar time is in, and what to store as the event's
/// ``CalendarEvent/timeZone``.
///
/// 1. A TZID Foundation knows is that zone; a path-like TZID is tried by its last two or three parts.
/// 2. An unknown TZID whose `VTIMEZONE` has a single offset is that fixed offset (stored as
///    `Etc/GMT±N` when it is whole hours, else as UTC).
/// 3. Anything else — floating times, dates, TZIDs nothing can resolve — is `defaultTimeZone`.
struct ICalendarZoneResolver {
    /// An instant, the zone it was read in (nil for UTC `…Z`), and the id to store on the event.
    struct Resolved {
        var instant: Date
        var zone: TimeZone?
        var fieldID: String?
    }

    /// A zone and the id to store on the event (nil for UTC).
    struct Zone {
        var zone: TimeZone
        var fieldID: String?
    }

    let declared: [String: [Int]]
    let defaultTimeZone: TimeZone

    func instant(_ value: ICalendarDateValue, allDayZone: TimeZone) -> Resolved {
        switch value {
        case .utc(let instant):
            return Resolved(instant: instant, zone: nil, fieldID: nil)
        case .date(let day):
            return Resolved(instant: day.start(in: allDayZone), zone: allDayZone, fieldID: Self.fieldID(allDayZone))
        case .local(let time, let tzid):
            let zone = tzid.map(zone(forTZID:)) ?? Zone(zone: defaultTimeZone, fieldID: Self.fieldID(defaultTimeZone))
            return Resolved(instant: time.instant(in: zone.zone), zone: zone.zone, fieldID: zone.fieldID)
        }
    }

    /// The zone of an all-day event: the one we wrote in `X-AGENTSKILL-TZID`, else the default.
    func allDayZone(_ id: String?) -> Zone {
        if let id, let zone = Self.knownZone(id) { return Zone(zone: zone, fieldID: Self.fieldID(zone)) }
        return Zone(zone: defaultTimeZone, fieldID: Self.fieldID(defaultTimeZone))
    }

    func zone(forTZID tzid: String) -> Zone {
        if let zone = Self.knownZone(tzid) { return Zone(zone: zone, fieldID: Self.fieldID(zone)) }
        if let offsets = declared[tzid], let offset = offsets.first, offsets.allSatisfy({ $0 == offset }) {
            if offset % 3600 == 0, offset != 0,
                let zone = TimeZone(identifier: "Etc/GMT\(offset > 0 ? "-" : "+")\(abs(offset) / 3600)")
            {
                return Zone(zone: zone, fieldID: zone.identifier)
            }
            if let zone = TimeZone(secondsFromGMT: offset) { return Zone(zone: zone, fieldID: nil) }
        }
        return Zone(zone: defaultTimeZone, fieldID: Self.fieldID(defaultTimeZone))
    }

    /// A zone Foundation knows by this id, or by the last parts of a path-like id.
    static func knownZone(_ id: String) -> TimeZone? {
        let trimmed = id.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        if let zone = zone(identifier: trimmed) { return zone }
        let parts = trimmed.split(separator: "/")
        for count in [3, 2] where parts.count > count {
            if let zone = zone(identifier: parts.suffix(count).joined(separator: "/")) { return zone }
        }
        return nil
    }

    /// The zone with exactly this IANA-shaped id (letters, digits, `/`, `_`, `-`, `+`), or `nil`.
    ///
    /// Foundation alone is not enough: it accepts some malformed ids (`UTC` followed by a NUL and
    /// more text) and returns a UTC zone carrying the malformed id, which an export would then write
    /// as a `TZID` naming another zone.
    static func zone(identifier: String) -> TimeZone? {
        let wellFormed =
            !identifier.isEmpty
            && identifier.utf8.allSatisfy { byte in
                (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || [UInt8(ascii: "/"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "+")].contains(byte)
            }
        return wellFormed ? TimeZone(identifier: identifier) : nil
    }

    private static let utcNames: Set<String> = [
        "GMT", "UTC", "UCT", "Zulu", "Universal", "GMT0", "Etc/GMT", "Etc/UTC", "Etc/UCT", "Etc/Zulu", "Etc/Universal",
        "Etc/GMT0", "Etc/GMT+0", "Etc/GMT-0",
    ]

    /// The id to store on an event: nil for UTC itself, else the zone's identifier.
    static func fieldID(_ zone: TimeZone) -> String? {
        utcNames.contains(zone.identifier) ? nil : zone.identifier
    }
}

import Foundation

/// Recent weather answers by city and date, each kept for a fixed lifetime on the injected clock.
///
/// Times come from the caller (the skill's `context.now`), never from the machine's clock, so
/// tests move time by moving their clock.
actor WeatherCache {
    private struct Key: Hashable {
        var city: String
        var date: LocalDate
    }

    private struct Entry {
        var report: WeatherReport
        var stored: Date
    }

    private let lifetime: TimeInterval
    private let capacity: Int
    private var entries: [Key: Entry] = [:]

    init(lifetime: Duration, capacity: Int = 256) {
        self.lifetime = lifetime.timeInterval
        self.capacity = max(1, capacity)
    }

    /// The stored report for `city` on `date`, if it is younger than the lifetime at `now`.
    func report(city: String, date: LocalDate, now: Date) -> WeatherReport? {
        let key = Key(city: Self.normalized(city), date: date)
        guard let entry = entries[key] else { return nil }
        let age = now.timeIntervalSince(entry.stored)
        guard age >= 0, age < lifetime else {
            entries[key] = nil
            return nil
        }
        return entry.report
    }

    /// Stores `report`; drops expired entries, then the oldest ones when over capacity.
    func store(_ report: WeatherReport, city: String, date: LocalDate, now: Date) {
        entries = entries.filter { _, entry in
            let age = now.timeIntervalSince(entry.stored)
            return age >= 0 && age < lifetime
        }
        if entries.count >= capacity, let oldest = entries.min(by: { $0.value.stored < $1.value.stored })?.key {
            entries[oldest] = nil
        }
        entries[Key(city: Self.normalized(city), date: date)] = Entry(report: report, stored: now)
    }

    private static func normalized(_ city: String) -> String {
        city.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}

import AgentSkill
import Foundation

/// Recent weather answers by city, date and language (the place's name is in the reply's language), each kept for a fixed lifetime on the injected clock.
///
/// Times come from the caller (the skill's `context.now`), never from the machine's clock, so
/// tests move time by moving their clock.
actor WeatherCache {
    /// What a report is stored under: the city as asked (case and surrounding spaces ignored),
    /// the day, and the language its place is named in.
    struct Key: Hashable, Sendable {
        var city: String
        var date: LocalDate
        var language: ReplyLanguage

        init(city: String, date: LocalDate, language: ReplyLanguage) {
            self.city = city.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            self.date = date
            self.language = language
        }
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

    /// The report stored under `key`, if it is younger than the lifetime at `now`.
    func report(for key: Key, now: Date) -> WeatherReport? {
        guard let entry = entries[key] else { return nil }
        let age = now.timeIntervalSince(entry.stored)
        guard age >= 0, age < lifetime else {
            entries[key] = nil
            return nil
        }
        return entry.report
    }

    /// Stores `report`; drops expired entries, then the oldest ones when over capacity.
    func store(_ report: WeatherReport, for key: Key, now: Date) {
        entries = entries.filter { _, entry in
            let age = now.timeIntervalSince(entry.stored)
            return age >= 0 && age < lifetime
        }
        if entries.count >= capacity, let oldest = entries.min(by: { $0.value.stored < $1.value.stored })?.key {
            entries[oldest] = nil
        }
        entries[key] = Entry(report: report, stored: now)
    }
}

import Foundation
import SkillStore
import StandardSkills

/// Ledger and calendar on a real SQLite file: bulk insert, a monthly summary over a million
/// entries, a one-week calendar query over 100,000 events, and single committed writes.
func storeBenchmarks() async throws -> [BenchmarkResult] {
    let directory = NSTemporaryDirectory() + "agentskill-store-bench-\(getpid())"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let store = try StandardSchema.openStore(in: directory)
    let book = LedgerBook(ScopedStore(store, access: .scoped(read: ["ledger"], write: ["ledger"])))
    let calendar = CalendarStore(ScopedStore(store, access: .scoped(read: ["calendar"], write: ["calendar"])))
    let created = Date(timeIntervalSince1970: 1_796_000_000)
    let categories = LedgerCategory.allCases
    let firstDay = LocalDate(year: 2024, month: 1, day: 1) ?? LocalDate(created, in: .gmt)

    /// Entries spread over three years, in three currencies, every category.
    func entries(_ range: Range<Int>) -> [LedgerEntry] {
        range.map { index in
            LedgerEntry(
                id: 0, kind: index % 10 == 0 ? .income : .expense,
                amount: Money(minorUnits: Int64(100 + index % 9_900), currency: index % 7 == 0 ? "USD" : "CNY"),
                category: categories[index % categories.count], date: firstDay.adding(days: index % 1_096),
                note: index % 3 == 0 ? "午饭 \(index)" : nil, created: created)
        }
    }

    var results: [BenchmarkResult] = []
    let batch = entries(0..<100_000)
    let clock = ContinuousClock()
    let insertStart = clock.now
    _ = try await book.addAll(batch)
    let insertTime = clock.now - insertStart
    results.append(
        BenchmarkResult(
            name: "ledger: insert 100,000 entries (one transaction)", iterations: 1,
            nanosecondsPerOperation: nanoseconds(insertTime), target: "—"))
    for start in stride(from: 100_000, to: 1_000_000, by: 100_000) {
        _ = try await book.addAll(entries(start..<start + 100_000))
    }
    var month = 0
    results.append(
        try await measure(
            "ledger: monthly summary by category, 1,000,000 entries", iterations: 20, target: "≤ 10 ms"
        ) {
            let year = 2024 + month / 12 % 3
            let from = LocalDate(year: year, month: month % 12 + 1, day: 1) ?? firstDay
            let to =
                LocalDate(year: month % 12 == 11 ? year + 1 : year, month: (month + 1) % 12 + 1, day: 1) ?? firstDay
            blackHole(try await book.summary(from: from, to: to))
            month += 1
        })
    var day = 0
    results.append(
        try await measure("ledger: add one entry (its own durable commit)", iterations: 50, target: "—") {
            day += 1
            blackHole(
                try await book.add(
                    kind: .expense, amount: Money(minorUnits: 3500, currency: "CNY"), category: .food,
                    date: firstDay.adding(days: day % 365), note: "午饭", created: created))
        })

    let base = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01
    let events = (0..<100_000).map { index in
        CalendarEvent(
            uid: "bench-\(index)@agentskill", title: "会议 \(index)",
            start: base.addingTimeInterval(Double(index) * 1_800),
            end: base.addingTimeInterval(Double(index) * 1_800 + 3_600),
            timeZone: "Asia/Shanghai", stamp: base)
    }
    _ = try await calendar.importEvents(events)
    var week = 0
    results.append(
        try await measure("calendar: one week's events, 100,000 events", iterations: 50, target: "—") {
            let from = base.addingTimeInterval(Double(week % 100) * 7 * 86_400)
            blackHole(try await calendar.events(from: from, to: from.addingTimeInterval(7 * 86_400)))
            week += 1
        })
    return results
}

func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

// A process that keeps adding reminders that are already due and rings them as fast as it can,
// reporting each reminder added and each alarm rung on stdout once its transaction committed, for
// the crash test, which kills it with SIGKILL at random moments. Each run also adds one reminder
// that repeats every day; the probe's "now" moves a day on at each ring (from the last ring the
// database recorded), so each ring is a new time of every repeating reminder.
//
// Usage: reminder-crash-probe DATABASE_PATH RUN_LABEL [--drain]
// With --drain it rings what is due once and exits (the test's last, unkilled run).
import AgentSkill
import Foundation
import SkillStore
import StandardSkills

let arguments = CommandLine.arguments
guard arguments.count == 3 || (arguments.count == 4 && arguments[3] == "--drain") else {
    FileHandle.standardError.write(Data("usage: reminder-crash-probe DATABASE_PATH RUN_LABEL [--drain]\n".utf8))
    exit(2)
}
/// Every alarm is due at 2026-12-02 10:00 UTC (a repeating one first); the probe first rings an
/// hour later, then a day after the last ring recorded.
let due = Date(timeIntervalSince1970: 1_796_205_600)
let ringing = due.addingTimeInterval(3_600)
let daily = try RecurrenceRule(parsing: "FREQ=DAILY")
do {
    let store = try SkillStore(path: arguments[1])
    try StandardSchema.migrator.migrate(store)
    let book = ReminderBook(ScopedStore(store, access: .scoped(read: ["reminder"], write: ["reminder"])))
    func ring() async throws {
        let last = try await store.read { db in
            try db.scalar("SELECT max(fired_ms) FROM reminder_deliveries", as: Int64.self)
        }
        let now = last.map { Date(timeIntervalSince1970: Double($0) / 1000 + 86_400) } ?? ringing
        for delivery in try await book.fireDue(at: now, missedBefore: due) {
            // Reported only after the transaction that recorded the delivery committed.
            let dueMilliseconds = Int64(delivery.due.timeIntervalSince1970 * 1000)
            FileHandle.standardOutput.write(Data("rang \(delivery.reminder.id) \(dueMilliseconds)\n".utf8))
        }
    }
    if arguments.count == 4 {
        try await ring()
        exit(0)
    }
    let repeating = try await book.add(
        title: "\(arguments[2])-daily", due: due, alarm: true, timeZone: .gmt, language: .english, rule: daily,
        created: due)
    FileHandle.standardOutput.write(Data("added \(repeating.id)\n".utf8))
    var count = 0
    while true {
        for _ in 0..<3 {
            count += 1
            let reminder = try await book.add(
                title: "\(arguments[2])-\(count)", due: due, alarm: true, timeZone: .gmt, language: .english,
                created: due)
            FileHandle.standardOutput.write(Data("added \(reminder.id)\n".utf8))
        }
        try await ring()
    }
} catch {
    FileHandle.standardError.write(Data("reminder-crash-probe: \(error)\n".utf8))
    exit(1)
}

// A process that keeps adding reminders that are already due and rings them as fast as it can,
// reporting each reminder added and each alarm rung on stdout once its transaction committed, for
// the crash test, which kills it with SIGKILL at random moments.
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
/// Every alarm is due at 2026-12-02 10:00 UTC; the probe rings at a fixed later moment.
let due = Date(timeIntervalSince1970: 1_796_205_600)
let ringing = due.addingTimeInterval(3_600)
do {
    let store = try SkillStore(path: arguments[1])
    try StandardSchema.migrator.migrate(store)
    let book = ReminderBook(ScopedStore(store, access: .scoped(read: ["reminder"], write: ["reminder"])))
    func ring() async throws {
        for delivery in try await book.fireDue(at: ringing, missedBefore: due) {
            // Reported only after the transaction that recorded the delivery committed.
            FileHandle.standardOutput.write(Data("rang \(delivery.reminder.id)\n".utf8))
        }
    }
    if arguments.count == 4 {
        try await ring()
        exit(0)
    }
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

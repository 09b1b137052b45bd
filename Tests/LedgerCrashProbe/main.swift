// A process that adds ledger entries as fast as it can and reports each commit on stdout, for the
// crash-safety test, which kills it with SIGKILL at random moments.
//
// Usage: ledger-crash-probe DATABASE_PATH RUN_LABEL
import Foundation
import SkillStore
import StandardSkills

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: ledger-crash-probe DATABASE_PATH RUN_LABEL\n".utf8))
    exit(2)
}
do {
    let store = try SkillStore(path: arguments[1])
    try StandardSchema.migrator.migrate(store)
    let book = LedgerBook(ScopedStore(store, access: .scoped(read: ["ledger"], write: ["ledger"])))
    let day = LocalDate(year: 2026, month: 12, day: 2) ?? LocalDate(Date(timeIntervalSince1970: 0), in: .gmt)
    var count = 0
    while true {
        count += 1
        let note = "\(arguments[2])-\(count)"
        let entry = try await book.add(
            kind: .expense, amount: Money(minorUnits: Int64(count), currency: "CNY"), category: .food, date: day,
            note: note, created: Date(timeIntervalSince1970: 1_796_000_000))
        // Reported only after the commit returned.
        FileHandle.standardOutput.write(Data("committed \(entry.id) \(note)\n".utf8))
    }
} catch {
    FileHandle.standardError.write(Data("ledger-crash-probe: \(error)\n".utf8))
    exit(1)
}

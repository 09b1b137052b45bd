import SkillStore
import StandardSkills

/// `assistant ledger export --csv FILE | --beancount FILE`: every ledger entry, oldest first,
/// read by the program itself with full access to the store and written with
/// ``StandardSkills/LedgerExport`` — CSV with the header `id,date,kind,category,amount,currency,note`,
/// or a Beancount ledger with the accounts opened. The file is replaced atomically; `-` prints it.
///
/// Exit status: 0 written; 1 the file cannot be written or the database failed.
extension AssistantCommand.Ledger {
    static func export(_ request: LedgerExportRequest, in environment: CommandEnvironment) async throws(CommandExit)
        -> Int32
    {
        await export(request, store: try environment.store(), io: environment.io)
    }

    static func export(_ request: LedgerExportRequest, store: SkillStore, io: TerminalIO) async -> Int32 {
        guard let (format, file) = request.output else {
            return CommandFailure(CLIError.needsOneExportFormat.description, exitCode: 2).report(to: io)
        }
        do {
            let entries: [LedgerEntry]
            do {
                entries = try await LedgerBook(ScopedStore(store, access: .full)).allEntries()
            } catch {
                throw CommandFailure("cannot read the ledger: \(error)")
            }
            let text =
                switch format {
                case .csv: LedgerExport.csv(entries)
                case .beancount: LedgerExport.beancount(entries)
                }
            try TextFile.write(text, to: file, io: io)
            if file != "-" {
                io.write("exported \(TerminalText.counted(entries.count, "entry", "entries")) to \(file)\n")
            }
            return 0
        } catch let failure as CommandFailure {
            return failure.report(to: io)
        } catch {
            return CommandFailure("\(error)").report(to: io)
        }
    }
}

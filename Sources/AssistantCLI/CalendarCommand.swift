import AgentSkill
import Foundation
import SkillJSON
import SkillStore
import StandardSkills

/// `assistant calendar export FILE|-` and `assistant calendar import FILE|-`: the calendar as an
/// iCalendar (RFC 5545) file, read and written by the program itself with full access to the
/// store (no skill runs, so no permission applies).
///
/// - Export writes every event, earliest first, replacing FILE atomically; `-` prints it.
/// - Import reads FILE (`-`: standard input; at most 16 MiB), reads times without a zone in
///   `timeZone`, and adds or updates events by UID in one transaction, so importing the same file
///   twice adds nothing. It prints `imported N new, M updated, K unchanged` (with `--json`, the
///   counts as an object) and records the import in the audit log as `calendar.import`.
///
/// Exit status: 0 done; 2 the file is too large, not UTF-8 or not valid iCalendar (the message
/// names the line); 1 it cannot be read or written, or the database failed.
extension AssistantCommand.Calendar {
    static func export(to file: String, in environment: CommandEnvironment) async throws(CommandExit) -> Int32 {
        await export(to: file, store: try environment.store(), io: environment.io)
    }

    static func importEvents(from file: String, in environment: CommandEnvironment) async throws(CommandExit)
        -> Int32
    {
        let configuration = try environment.configuration()
        let store = try environment.store()
        return await importEvents(
            from: file, store: store, timeZone: configuration.timeZone, json: environment.options.json,
            audit: SQLiteAuditLog(store), now: configuration.clock.now(), io: environment.io)
    }

    static func export(to file: String, store: SkillStore, io: TerminalIO) async -> Int32 {
        do {
            let events: [CalendarEvent]
            do {
                events = try await CalendarStore(ScopedStore(store, access: .full)).allEvents()
            } catch {
                throw CommandFailure("cannot read the calendar: \(error)")
            }
            let text = ICalendar.export(events, productID: "-//AgentSkill//assistant \(AssistantProgram.version)//EN")
            try TextFile.write(text, to: file, io: io)
            if file != "-" {
                io.write("exported \(TerminalText.counted(events.count, "event", "events")) to \(file)\n")
            }
            return 0
        } catch let failure as CommandFailure {
            return failure.report(to: io)
        } catch {
            return CommandFailure("\(error)").report(to: io)
        }
    }

    static func importEvents(
        from file: String, store: SkillStore, timeZone: TimeZone, json: Bool, audit: SQLiteAuditLog, now: Date,
        io: TerminalIO
    ) async -> Int32 {
        do {
            let name = file == "-" ? "standard input" : "'\(file)'"
            let text = try await TextFile.read(file, limit: ICalendar.maximumInputBytes, io: io)
            let events: [CalendarEvent]
            do {
                events = try ICalendar.parse(text, defaultTimeZone: timeZone)
            } catch {
                throw CommandFailure("cannot import \(name): \(error.message)", exitCode: 2)
            }
            let result: CalendarStore.ImportResult
            do {
                result = try await CalendarStore(ScopedStore(store, access: .full)).importEvents(events)
            } catch let error as StandardSkillError {
                throw CommandFailure("cannot import \(name): \(error.message)", exitCode: 2)
            } catch {
                throw CommandFailure("cannot import \(name): \(error)")
            }
            let summary = "imported \(result.added) new, \(result.updated) updated, \(result.unchanged) unchanged"
            await audit.record(
                AuditEntry(
                    skillID: "calendar.import", date: now, effect: .write,
                    summary: "calendar import \(file): \(summary)",
                    outcome: .succeeded))
            if json {
                let counts: JSONValue = [
                    "added": .number(Double(result.added)), "updated": .number(Double(result.updated)),
                    "unchanged": .number(Double(result.unchanged)),
                ]
                io.write(counts.stableString() + "\n", as: .json)
            } else {
                io.write(summary + "\n")
            }
            return 0
        } catch let failure as CommandFailure {
            return failure.report(to: io, json: json)
        } catch {
            return CommandFailure("\(error)").report(to: io, json: json)
        }
    }
}

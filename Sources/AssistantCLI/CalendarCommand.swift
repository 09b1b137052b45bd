import AgentSkill
import Foundation
import SkillJSON
import SkillStore
import StandardSkills

/// `assistant calendar export FILE|-` and `assistant calendar import FILE|-`: the calendar and the
/// reminders as an iCalendar (RFC 5545) file, read and written by the program itself with full
/// access to the store (no skill runs, so no permission applies).
///
/// - Export writes every event, earliest first, then every reminder and to-do as a `VTODO`
///   (``StandardSkills/ReminderBook/icalendarTodos()``), replacing FILE atomically; `-` prints it.
/// - Import reads FILE (`-`: standard input; at most 16 MiB) with
///   ``StandardSkills/ICalendar/read(_:defaultTimeZone:)``, reads times without a zone in
///   `timeZone`, and adds or updates events by UID (and recurrence id) in one transaction, then the `VTODO`s as
///   reminders by UID (new ones in the locale's language), so importing the same file twice adds
///   nothing. Each diagnostic (a value dropped, a component left out) is printed to standard error
///   as `warning: line N: …`. It prints `imported N new, M updated, K unchanged`, followed by
///   `; to-dos: …` when the file has any (with `--json`, the counts as an object, to-dos under
///   `todos`), and records the import in the audit log as `calendar.import`.
/// - Series keep their rule, `RDATE`s and `EXDATE`s, and each override of one occurrence is kept
///   beside its series (by UID and recurrence id); alarms are kept as offsets from the start.
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
            audit: SQLiteAuditLog(store), now: configuration.clock.now(),
            language: ReplyLanguage(locale: configuration.locale), io: environment.io)
    }

    static func export(to file: String, store: SkillStore, io: TerminalIO) async -> Int32 {
        do {
            let events: [CalendarEvent]
            let todos: [ICalendarTodo]
            do {
                let full = ScopedStore(store, access: .full)
                events = try await CalendarStore(full).allEvents()
                todos = try await ReminderBook(full).icalendarTodos()
            } catch {
                throw CommandFailure("cannot read the calendar: \(error)")
            }
            let text = ICalendar.export(
                events, todos: todos, productID: "-//AgentSkill//assistant \(AssistantProgram.version)//EN")
            try TextFile.write(text, to: file, io: io)
            if file != "-" {
                let reminders = todos.isEmpty ? "" : " and " + TerminalText.counted(todos.count, "to-do", "to-dos")
                io.write("exported \(TerminalText.counted(events.count, "event", "events"))\(reminders) to \(file)\n")
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
        language: ReplyLanguage = .english, io: TerminalIO
    ) async -> Int32 {
        let source = file
        do {
            let name = file == "-" ? "standard input" : "'\(file)'"
            let text = try await TextFile.read(file, limit: ICalendar.maximumInputBytes, io: io)
            let file: ICalendarImport
            do {
                file = try ICalendar.read(text, defaultTimeZone: timeZone)
            } catch {
                throw CommandFailure("cannot import \(name): \(error.message)", exitCode: 2)
            }
            for diagnostic in file.diagnostics {
                io.writeError("warning: \(diagnostic)\n")
            }
            let result: CalendarStore.ImportResult
            var todos: ReminderBook.TodoImportResult?
            do {
                let full = ScopedStore(store, access: .full)
                result = try await CalendarStore(full).importEvents(file.events)
                if !file.todos.isEmpty {
                    todos = try await ReminderBook(full).importTodos(file.todos, language: language, now: now)
                }
            } catch let error as StandardSkillError {
                throw CommandFailure("cannot import \(name): \(error.message)", exitCode: 2)
            } catch {
                throw CommandFailure("cannot import \(name): \(error)")
            }
            var summary = "imported \(result.added) new, \(result.updated) updated, \(result.unchanged) unchanged"
            if let todos {
                summary += "; to-dos: \(todos.added) new, \(todos.updated) updated, \(todos.unchanged) unchanged"
            }
            await audit.record(
                AuditEntry(
                    skillID: "calendar.import", date: now, effect: .write,
                    summary: "calendar import \(source): \(summary)",
                    outcome: .succeeded))
            if json {
                func counted(_ added: Int, _ updated: Int, _ unchanged: Int) -> [String: JSONValue] {
                    [
                        "added": .number(Double(added)), "updated": .number(Double(updated)),
                        "unchanged": .number(Double(unchanged)),
                    ]
                }
                var fields = counted(result.added, result.updated, result.unchanged)
                if let todos { fields["todos"] = .object(counted(todos.added, todos.updated, todos.unchanged)) }
                let counts = JSONValue.object(fields)
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

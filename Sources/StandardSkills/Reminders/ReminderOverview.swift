import AgentSkill
import Foundation
import SkillJSON
import SkillStore

/// The reminders at a glance, in three groups: what needs the person now, what is ahead, and the
/// latest done — what `assistant reminders` prints.
///
/// ```swift
/// let overview = try await ReminderOverview.load(from: store, at: now)
/// print(overview.text(in: .english, now: now))
/// // Due:
/// // • Call mom · today at 17:00
/// // Upcoming:
/// // • Send the report · by Fri 4 Dec
/// ```
public struct ReminderOverview: Sendable, Hashable {
    /// An alarm rang (or came due while nothing ran), or a deadline passed; not done. Soonest first.
    public var due: [Reminder]
    /// Ahead, or with no date; soonest first, those with no date last.
    public var upcoming: [Reminder]
    /// Marked done, the latest first.
    public var done: [Reminder]

    /// The groups of `open` and `done` reminders at `now`.
    public init(open: [Reminder], done: [Reminder], at now: Date) {
        due = open.filter { $0.status(at: now) == .due }
        upcoming = open.filter { $0.status(at: now) == .upcoming }
        self.done = done
    }

    /// Reads the reminders of `store` (migrated with ``StandardSchema``): every open one and the
    /// `doneLimit` latest done.
    ///
    /// - Throws: ``SkillStore/StoreError`` when the database cannot be read.
    public static func load(from store: SkillStore, at now: Date, doneLimit: Int = 20) async throws
        -> ReminderOverview
    {
        let book = ReminderBook(ScopedStore(store, access: .readOnly(namespaces: ["reminder"])))
        return ReminderOverview(open: try await book.open(), done: try await book.done(limit: doneLimit), at: now)
    }

    /// Whether there is nothing at all.
    public var isEmpty: Bool { due.isEmpty && upcoming.isEmpty && done.isEmpty }

    /// The groups as text in `language`: a heading each (`Due:` / `到期：`), one line per reminder
    /// (`• Call mom · today at 17:00`); a sentence when there is nothing.
    public func text(in language: ReplyLanguage, now: Date) -> String {
        guard !isEmpty else {
            return language == .chinese ? "没有提醒或待办。" : "You have no reminders or to-dos."
        }
        var lines: [String] = []
        for (status, reminders) in groups where !reminders.isEmpty {
            lines.append(ReminderListSkill.heading(status, language: language))
            lines += reminders.map { "• " + ReminderWording.line($0, language: language, now: now) }
        }
        return lines.joined(separator: "\n")
    }

    /// `{"due": […], "upcoming": […], "done": […]}`, each reminder as
    /// `{"id", "title", "due", "allDay", "alarm", "status", "fired", "done"}` (RFC 3339 UTC instants).
    public func jsonValue(now: Date) -> JSONValue {
        .object(
            Dictionary(
                uniqueKeysWithValues: groups.map { status, reminders in
                    (status.rawValue, JSONValue.array(reminders.map { ReminderWording.data($0, now: now) }))
                }))
    }

    /// The three groups in the order shown.
    var groups: [(Reminder.Status, [Reminder])] { [(.due, due), (.upcoming, upcoming), (.done, done)] }
}

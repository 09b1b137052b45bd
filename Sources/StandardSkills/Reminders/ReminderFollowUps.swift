import AgentSkill
import Foundation
import SkillJSON
import SkillStore

/// The agent's follow-ups, plus the reminders' alarms: what makes a reminder ring.
///
/// Reminders are rows of their own (`reminder_items`: done, snoozed, deleted, listed), not
/// follow-ups, but they ring through the agent's follow-up loop: this store hands out the
/// base store's follow-ups and, beside them, every alarm that is due, as a `.message` follow-up of
/// `reminder.create`. So an alarm reaches the person wherever follow-ups do — above the line
/// being typed in `assistant chat`, as an event on the page of `assistant serve` — and the loop's
/// sleep until the next one counts alarms too.
///
/// 1. ``claimDue(at:conversationID:)`` claims the base store's follow-ups, then rings the due
///    alarms with ``ReminderBook/fireDue(at:missedBefore:)``: one transaction that records each
///    delivery and marks each reminder fired, so a crash before it commits rings nothing (the
///    next run rings them) and after it never rings them again.
/// 2. An alarm that came due while nothing ran to ring it — before this store was made (the
///    program's start), or more than ``lateness`` before the claim (no page of `serve` was open) —
///    is *missed*: all such alarms of one claim come as one message, "⏰ 你不在时到期的提醒：…" /
///    "⏰ While you were away: …". The others ring one message each: "⏰ 提醒：给张总回电话".
/// 3. ``pending(conversationID:)`` lists the base store's follow-ups and the waiting alarms, soonest
///    first, so the loop wakes for the next alarm; ``SkillContext/followUpsChanged()`` (called by
///    the reminder skills) wakes it when one is added or moved.
///
/// Alarms belong to the person, not to a conversation: whichever front end claims first rings them.
///
/// ```swift
/// configuration.followUps = ReminderFollowUps(
///     base: SQLiteFollowUpStore(store), store: store, started: clock.now(), language: .chinese)
/// ```
public struct ReminderFollowUps: FollowUpStore {
    /// The store of the agent's other follow-ups.
    public let base: any FollowUpStore
    private let book: ReminderBook
    /// When the program started: alarms due before it were missed.
    public let started: Date
    /// The language of a "while you were away" message about reminders asked in both languages.
    public let language: ReplyLanguage
    /// How late an alarm may ring and still count as rung on time: 2 minutes. (The delivery loop
    /// wakes at each alarm, and at least once a minute.)
    public static let lateness: TimeInterval = 120

    /// Hears the alarms each claim rang, once their deliveries committed and before their messages
    /// are handed out: how `assistant mcp` sends each as a notification of its own (with
    /// ``notice(for:now:)``). `nil` (the default) hears nothing.
    public var announce: (@Sendable ([ReminderBook.Delivery]) async -> Void)?

    /// The id of ``claimDue(at:conversationID:)``'s messages, and of ``pending(conversationID:)``'s
    /// alarms (the negated reminder id): never one of the base store's.
    public static let skillID = "reminder.create"

    /// Rings the reminders of `store` (migrated with ``StandardSchema``) beside `base`'s follow-ups.
    ///
    /// - Parameters:
    ///   - started: when the program started (its clock's now); alarms due before were missed.
    ///   - language: the "while you were away" message's language when its reminders differ.
    public init(base: any FollowUpStore, store: SkillStore, started: Date, language: ReplyLanguage) {
        self.base = base
        self.book = ReminderBook(ScopedStore(store, access: .scoped(read: ["reminder"], write: ["reminder"])))
        self.started = started
        self.language = language
    }

    public func add(
        conversationID: String, skillID: String, due: Date, action: FollowUp.Action, created: Date
    ) async throws -> FollowUp {
        try await base.add(conversationID: conversationID, skillID: skillID, due: due, action: action, created: created)
    }

    public func claimDue(at now: Date, conversationID: String) async throws -> [FollowUp] {
        let followUps = try await base.claimDue(at: now, conversationID: conversationID)
        let missedBefore = max(started, now.addingTimeInterval(-Self.lateness))
        let rung = try await book.fireDue(at: now, missedBefore: missedBefore)
        if let announce, !rung.isEmpty { await announce(rung) }
        return (followUps + Self.messages(for: rung, conversationID: conversationID, language: language, now: now))
            .sorted { ($0.due, $0.id) < ($1.due, $1.id) }
    }

    public func pending(conversationID: String) async throws -> [FollowUp] {
        let alarms = try await book.waitingAlarms().compactMap { reminder -> FollowUp? in
            guard let due = reminder.due else { return nil }
            return FollowUp(
                id: -Int(reminder.id), conversationID: conversationID, skillID: Self.skillID, due: due,
                action: .message(ReminderWording.ringing(reminder)), created: reminder.created)
        }
        return (try await base.pending(conversationID: conversationID) + alarms)
            .sorted { ($0.due, $0.id) < ($1.due, $1.id) }
    }

    /// Cancels one of the base store's follow-ups (an alarm is removed with `reminder.delete`).
    public func cancel(id: Int) async throws -> Bool {
        guard id > 0 else { return false }
        return try await base.cancel(id: id)
    }

    /// One alarm rung, as JSON for a client that is not a person's screen (an MCP notification):
    /// `{"id", "title", "text", "due", "missed", "times", "repeat", "next"}` — `text` what the chat
    /// would show for it alone, `due` the time that rang and `next` a repeating one's next time
    /// (RFC 3339 UTC), `times` how many of its times rang as this one.
    public static func notice(for delivery: ReminderBook.Delivery, now: Date) -> JSONValue {
        let reminder = delivery.reminder
        let text =
            delivery.missed
            ? ReminderWording.missed([delivery], language: reminder.language, now: now)
            : ReminderWording.ringing(reminder)
        let next = reminder.isWaiting && reminder.rule != nil ? reminder.due : nil
        return [
            "id": .number(Double(reminder.id)), "title": .string(reminder.title), "text": .string(text),
            "due": .string(RFC3339Time.string(delivery.due)), "missed": .bool(delivery.missed),
            "times": .number(Double(delivery.times)), "repeat": reminder.rule.map(JSONValue.string) ?? .null,
            "next": next.map { .string(RFC3339Time.string($0)) } ?? .null,
        ]
    }

    /// The messages for alarms rung at `now`: one for all the missed ones ("while you were away"),
    /// then one each for the others.
    static func messages(
        for rung: [ReminderBook.Delivery], conversationID: String, language: ReplyLanguage, now: Date
    ) -> [FollowUp] {
        var messages: [FollowUp] = []
        let missed = rung.filter(\.missed)
        if let first = missed.first {
            let language = ReminderWording.language(of: missed.map(\.reminder), fallback: language)
            messages.append(
                FollowUp(
                    id: -Int(first.reminder.id), conversationID: conversationID, skillID: skillID, due: first.due,
                    action: .message(ReminderWording.missed(missed, language: language, now: now)), created: now))
        }
        for delivery in rung where !delivery.missed {
            let reminder = delivery.reminder
            messages.append(
                FollowUp(
                    id: -Int(reminder.id), conversationID: conversationID, skillID: skillID, due: delivery.due,
                    action: .message(ReminderWording.ringing(reminder)), created: reminder.created))
        }
        return messages
    }
}

import AgentSkill
import Foundation
import SkillJSON

/// `reminder.create`: a reminder that rings at a moment, or a to-do with a deadline (or none).
///
/// `{"title": "给张总回电话", "at": "2026-12-02T12:00:00"}` rings at noon in the person's time zone
/// ("两小时后提醒我给张总回电话"); `{"title": "Call mom", "duration": "PT20M"}` in 20 minutes;
/// `{"title": "把报告交了", "deadline": "2026-12-04"}` is a to-do due by the end of Friday, with no
/// alarm ("周五前把报告交了"). An alarm rings once, while `assistant chat`, a page of
/// `assistant serve` or an MCP client listening is open, or at the next start ("while you were
/// away") — see ``ReminderFollowUps``.
///
/// `{"title": "吃药", "at": "2026-12-03T08:00", "repeat": "FREQ=DAILY"}` rings every day at 08:00 in
/// the person's time zone (08:00 across daylight-saving changes too), from the first time the rule
/// gives at or after `at` ("每天早上8点提醒我吃药"); `UNTIL=20261231` means through that day,
/// `COUNT=10` ten times. Each time rings once; done is done for one time (``ReminderBook/markDone(id:at:)``),
/// delete ends the series.
public struct ReminderCreateSkill: TypedSkill {
    /// The reminder to keep.
    public struct Arguments: Decodable, Sendable {
        /// What to remind of.
        public var title: String
        /// When the alarm rings: `YYYY-MM-DDTHH:MM[:SS]` (local time, or with `Z`/`+08:00`), or a
        /// day (it rings at 09:00).
        public var at: String?
        /// When the alarm rings, as a length from now (ISO 8601: `PT20M`), when `at` is not given.
        public var duration: String?
        /// A to-do's deadline, with no alarm: a day (`2026-12-04`, done by its end) or a moment.
        public var deadline: String?
        /// How the alarm repeats: an RFC 5545 `RRULE` value (`FREQ=DAILY`), if it does.
        public var `repeat`: String?
    }

    public let id = "reminder.create"
    public var name: String { Self.vocabulary.texts(in: .english).name }
    public var description: String { Self.vocabulary.texts(in: .english).description }
    public func texts(in language: ReplyLanguage) -> SkillTexts { Self.vocabulary.texts(in: language) }
    /// New reminders and to-dos ("两小时后提醒我…", "by Friday: …") are routed here by role, whatever the id.
    public var roles: Set<SkillRole> { [.reminderCreate] }
    public var permissions: [SkillPermission] { [.reminderRead, .reminderWrite] }
    public var effect: SkillEffect { .write }
    public var keywords: [String] { Self.vocabulary.keywords }
    public var examples: [SkillExample] { Self.vocabulary.examples }
    /// The keywords and examples, from `reminder.create.vocabulary.json` beside this file (read once).
    static let vocabulary = StandardVocabulary("reminder.create")
    public var parameters: JSONSchema {
        .object(
            [
                "title": .string(description: "What to remind of", minLength: 1, maxLength: 1_000),
                // "local-date-time" tells NLURouter to fill it from a time said, without an offset.
                "at": .string(
                    description: "When the alarm rings: YYYY-MM-DDTHH:MM local time (a bare date rings at 09:00)",
                    format: "local-date-time"),
                "duration": .string(
                    description: "When the alarm rings, as a length from now (ISO 8601, e.g. PT20M), if no 'at'",
                    format: "duration"),
                // "rrule" tells NLURouter to fill it from how the request says it repeats.
                "repeat": .string(
                    description:
                        "How the alarm repeats: an RFC 5545 RRULE such as FREQ=WEEKLY;BYDAY=WE, ended by COUNT=10 or UNTIL=YYYYMMDD (through that day)",
                    maxLength: 1_000, format: "rrule"),
                "deadline": .string(
                    description:
                        "A to-do's deadline with no alarm: YYYY-MM-DD (done by the end of that day) or YYYY-MM-DDTHH:MM"
                ),
            ], required: ["title"], additionalProperties: false)
    }

    /// Creates the skill.
    public init() {}

    public func run(_ arguments: Arguments, context: SkillContext) async throws -> SkillOutput {
        let book = ReminderBook(try context.requireStorage())
        let rule = try ReminderTime.nonEmpty(arguments.repeat).map { text throws(StandardSkillError) in
            try RecurrenceRule(parsing: text)
        }
        let language = context.replyLanguage(hint: arguments.title)
        let now = context.now
        let zone = context.timeZone
        var due = try ReminderTime.due(
            at: arguments.at, duration: arguments.duration, deadline: arguments.deadline, now: now, timeZone: zone,
            repeating: rule != nil)
        var series: ReminderSeries?
        if let said = rule {
            guard let given = due.date else { throw ReminderBook.needsTime }
            // `UNTIL=YYYYMMDD` beside a timed first time becomes that day's last second, as a
            // calendar's series does, so every peer reading the exported to-do ends it there.
            let rule = try said.withUntil(forAllDay: due.allDay, in: zone)
            // A day's deadline lasts the day: today's still counts.
            let since = due.allDay ? LocalDate(now, in: zone).start(in: zone) : now
            let started = try ReminderSeries.starting(rule, given: given, now: since, timeZone: zone)
            series = started.series
            due.date = started.first
        }
        let reminder = try await book.add(
            title: arguments.title, due: due.date, allDay: due.allDay, alarm: due.alarm, timeZone: zone,
            language: language, series: series, created: now)
        // The delivery loop may be asleep until a later alarm: it should look again.
        if reminder.alarm { context.followUpsChanged() }
        return SkillOutput(
            ReminderWording.created(reminder, language: language, now: now),
            data: ReminderWording.data(reminder, now: now))
    }
}

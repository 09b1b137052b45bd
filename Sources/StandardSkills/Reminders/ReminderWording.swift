import AgentSkill
import Foundation
import SkillJSON

/// How reminders read in answers, alarms and lists, in Chinese and English.
enum ReminderWording {
    /// When it is due, relative to `now`: `今天 12:00`, `明天 08:00`, `12月4日 周五 17:00`; a deadline
    /// `12月4日 周五前` / `by Fri 4 Dec`; `nil` for a to-do with no date.
    static func when(_ reminder: Reminder, language: ReplyLanguage, now: Date) -> String? {
        guard let due = reminder.due else { return nil }
        let zone = reminder.timeZone
        let day = dayWord(LocalDate(due, in: zone), language: language, now: now, timeZone: zone)
        let clock = CalendarWording.time(due, in: zone)
        if reminder.alarm {
            return language == .chinese ? "\(day) \(clock)" : "\(day) at \(clock)"
        }
        let said = reminder.allDay ? day : "\(day) \(clock)"
        return language == .chinese ? "\(said)前" : "by \(said)"
    }

    /// `今天`, `明天` / `today`, `tomorrow`; otherwise `12月4日 周五` / `Fri 4 Dec`.
    static func dayWord(_ day: LocalDate, language: ReplyLanguage, now: Date, timeZone: TimeZone) -> String {
        let today = LocalDate(now, in: timeZone)
        switch day.daysSince1970 - today.daysSince1970 {
        case 0: return language == .chinese ? "今天" : "today"
        case 1: return language == .chinese ? "明天" : "tomorrow"
        case -1: return language == .chinese ? "昨天" : "yesterday"
        default: return CalendarWording.day(day, language: language, currentYear: today.year)
        }
    }

    /// How it repeats, in the calendar's words (``RecurrenceWording``): `每天 08:00` / `every day at
    /// 08:00`; `nil` when it does not.
    static func repetition(_ reminder: Reminder, language: ReplyLanguage) -> String? {
        reminder.series.map { series in
            RecurrenceWording.text(
                series.rule, start: series.start, allDay: reminder.allDay, timeZone: series.timeZone,
                language: language)
        }
    }

    /// One line: `给张总回电话 · 今天 12:00`, `Send the report · by Fri 4 Dec`, `Buy milk`; a repeating
    /// one says its next time, then how it repeats: `吃药 · 明天 08:00 · 每天 08:00`.
    static func line(_ reminder: Reminder, language: ReplyLanguage, now: Date) -> String {
        [reminder.title, details(reminder, language: language, now: now)].compactMap { $0 }.joined(separator: " · ")
    }

    /// When it is due and how it repeats, `明天 08:00 · 每天 08:00`, or `nil` when neither.
    static func details(_ reminder: Reminder, language: ReplyLanguage, now: Date) -> String? {
        let parts = [when(reminder, language: language, now: now), repetition(reminder, language: language)]
        return parts.contains { $0 != nil } ? parts.compactMap { $0 }.joined(separator: " · ") : nil
    }

    /// The answer to a new reminder or to-do: `好的，今天 12:00 提醒你：给张总回电话`; a repeating one
    /// says how, then its first time: `好的，每天 08:00 提醒你：吃药（第一次：明天 08:00）`.
    static func created(_ reminder: Reminder, language: ReplyLanguage, now: Date) -> String {
        let when = when(reminder, language: language, now: now)
        if let repetition = repetition(reminder, language: language) {
            let first = when.map { language == .chinese ? "（第一次：\($0)）" : " (first: \($0))" } ?? ""
            switch (reminder.alarm, language) {
            case (true, .chinese): return "好的，\(repetition) 提醒你：\(reminder.title)\(first)"
            case (true, .english): return "OK, I'll remind you \(repetition): \(reminder.title)\(first)"
            case (false, .chinese): return "已加入待办（\(repetition)）：\(reminder.title)\(first)"
            case (false, .english): return "Added to your to-dos (\(repetition)): \(reminder.title)\(first)"
            }
        }
        switch (reminder.alarm, language) {
        case (true, .chinese): return "好的，\(when ?? "") 提醒你：\(reminder.title)"
        case (true, .english): return "OK, I'll remind you \(when ?? ""): \(reminder.title)"
        case (false, .chinese): return "已加入待办：\(reminder.title)" + (when.map { "（\($0)）" } ?? "")
        case (false, .english): return "Added to your to-dos: \(reminder.title)" + (when.map { " (\($0))" } ?? "")
        }
    }

    /// The answer to `reminder.done`: `已完成：交报告 ✓`; for a repeating one that goes on, its next
    /// time: `已完成：吃药 ✓ 下次：明天 08:00` / `Done: Take pills ✓ Next: tomorrow at 08:00`.
    static func done(_ reminder: Reminder, language: ReplyLanguage, now: Date) -> String {
        let next = reminder.done == nil ? when(reminder, language: language, now: now) : nil
        switch language {
        case .chinese: return "已完成：\(reminder.title) ✓" + (next.map { " 下次：\($0)" } ?? "")
        case .english: return "Done: \(reminder.title) ✓" + (next.map { " Next: \($0)" } ?? "")
        }
    }

    /// What an alarm says when it rings: `⏰ 提醒：给张总回电话` / `⏰ Reminder: Call mom`.
    static func ringing(_ reminder: Reminder) -> String {
        reminder.language == .chinese ? "⏰ 提醒：\(reminder.title)" : "⏰ Reminder: \(reminder.title)"
    }

    /// The alarms that came due while nothing ran, in one message, each with when it was due:
    /// `你不在时到期的提醒：` / `While you were away:`, then one line each; a repeating one that came
    /// due several times is one line that says how many, at the last of them:
    /// `• 今天 08:00 吃药（到期3次）` / `• today 08:00 — Take pills (3 times)`.
    static func missed(_ deliveries: [ReminderBook.Delivery], language: ReplyLanguage, now: Date) -> String {
        let head = language == .chinese ? "⏰ 你不在时到期的提醒：" : "⏰ While you were away:"
        let lines = deliveries.map { delivery in
            let reminder = delivery.reminder
            let zone = reminder.timeZone
            let day = dayWord(LocalDate(delivery.latest, in: zone), language: language, now: now, timeZone: zone)
            let due = "\(day) \(CalendarWording.time(delivery.latest, in: zone))"
            let times =
                delivery.times < 2
                ? "" : language == .chinese ? "（到期\(delivery.times)次）" : " (\(delivery.times) times)"
            return "• " + due + (language == .chinese ? " " : " — ") + reminder.title + times
        }
        return ([head] + lines).joined(separator: "\n")
    }

    /// The language for a message about `reminders`: theirs when they agree, else `fallback`.
    static func language(of reminders: [Reminder], fallback: ReplyLanguage) -> ReplyLanguage {
        let languages = Set(reminders.map(\.language))
        return languages.count == 1 ? languages.first ?? fallback : fallback
    }

    /// A reminder as skill data: `{"id", "title", "due", "allDay", "alarm", "repeat", "status", "fired",
    /// "done"}`, instants in RFC 3339 UTC, `repeat` the RRULE or `null`.
    static func data(_ reminder: Reminder, now: Date) -> JSONValue {
        [
            "id": .number(Double(reminder.id)), "title": .string(reminder.title),
            "repeat": reminder.rule.map(JSONValue.string) ?? .null,
            "due": reminder.due.map { .string(RFC3339Time.string($0)) } ?? .null, "allDay": .bool(reminder.allDay),
            "alarm": .bool(reminder.alarm), "status": .string(reminder.status(at: now).rawValue),
            "fired": reminder.fired.map { .string(RFC3339Time.string($0)) } ?? .null,
            "done": reminder.done.map { .string(RFC3339Time.string($0)) } ?? .null,
        ]
    }

    /// The answer when nothing matches what was said (or nothing is stored).
    static func noneFound(title: String?, language: ReplyLanguage) -> String {
        switch (title, language) {
        case (let title?, .chinese): "没有找到“\(title)”这条提醒。"
        case (let title?, .english): "I found no reminder for “\(title)”."
        case (nil, .chinese): "还没有提醒响过，不知道是哪一条。请说一下提醒的内容。"
        case (nil, .english): "No reminder has gone off yet, so I don't know which one you mean — say what it is about."
        }
    }
}

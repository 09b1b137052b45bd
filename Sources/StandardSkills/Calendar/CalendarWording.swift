import AgentSkill
import Foundation
import SkillJSON
import SkillUI

/// How events read in answers and look on cards, in Chinese and English.
enum CalendarWording {
    static let chineseWeekdays = ["周日", "周一", "周二", "周三", "周四", "周五", "周六"]
    static let englishWeekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    static let englishMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `12月3日 周四` / `Thu 3 Dec` (plus the year when it is not `currentYear`).
    static func day(_ date: LocalDate, language: ReplyLanguage, currentYear: Int) -> String {
        let weekday = ((date.daysSince1970 % 7) + 7 + 4) % 7  // 1970-01-01 was a Thursday.
        let year = date.year == currentYear ? "" : (language == .chinese ? "\(date.year)年" : " \(date.year)")
        switch language {
        case .chinese: return "\(year)\(date.month)月\(date.day)日 \(chineseWeekdays[weekday])"
        case .english: return "\(englishWeekdays[weekday]) \(date.day) \(englishMonths[date.month - 1])\(year)"
        }
    }

    /// `15:00`.
    static func time(_ instant: Date, in timeZone: TimeZone) -> String {
        let wall = LocalDateTime(instant, in: timeZone)
        return (wall.hour < 10 ? "0" : "") + "\(wall.hour):" + (wall.minute < 10 ? "0" : "") + "\(wall.minute)"
    }

    /// `12月3日 周四 15:00–16:00`, `Thu 3 Dec, all day`, or across days `… 23:00 – 12月4日 周五 01:00`.
    static func span(_ event: CalendarEvent, language: ReplyLanguage, timeZone: TimeZone, currentYear: Int) -> String {
        let startDay = LocalDate(event.start, in: timeZone)
        let startText = day(startDay, language: language, currentYear: currentYear)
        if event.allDay {
            let lastDay = LocalDate(event.end.addingTimeInterval(-1), in: timeZone)
            let allDay = language == .chinese ? "全天" : "all day"
            if lastDay <= startDay {
                return language == .chinese ? "\(startText) \(allDay)" : "\(startText), \(allDay)"
            }
            return "\(startText) – \(day(lastDay, language: language, currentYear: currentYear))"
        }
        let endDay = LocalDate(event.end, in: timeZone)
        let from = time(event.start, in: timeZone)
        let to = time(event.end, in: timeZone)
        if endDay == startDay || event.end == event.start {
            return language == .chinese ? "\(startText) \(from)–\(to)" : "\(startText), \(from)–\(to)"
        }
        let endText = day(endDay, language: language, currentYear: currentYear)
        return language == .chinese
            ? "\(startText) \(from) – \(endText) \(to)" : "\(startText), \(from) – \(endText), \(to)"
    }

    /// The mark after the title of an occurrence of a repeating event.
    static let repeatMark = "↻"

    /// `event`'s title, marked ``repeatMark`` when it is an occurrence of a repeating event.
    static func title(_ event: CalendarEvent) -> String {
        event.recurrenceID == nil ? event.title : event.title + " " + repeatMark
    }

    /// One line for an event: `开会 · 12月3日 周四 15:00–16:00 · 会议室` (`羽毛球 ↻ · …` for an
    /// occurrence of a repeating event).
    static func line(_ event: CalendarEvent, language: ReplyLanguage, timeZone: TimeZone, currentYear: Int) -> String {
        let parts =
            [title(event), span(event, language: language, timeZone: timeZone, currentYear: currentYear)]
            + [event.location].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.joined(separator: " · ")
    }

    /// A card for one event, with a delete button when `deletable` (for an occurrence of a series,
    /// its payload names the occurrence). `repeating` says how a series repeats (`每周三 19:00`);
    /// an occurrence says it by itself.
    static func card(
        _ event: CalendarEvent, language: ReplyLanguage, timeZone: TimeZone, currentYear: Int, note: String? = nil,
        repeating: String? = nil, deletable: Bool
    ) -> SKComponent {
        var children: [SKComponent] = []
        let rule = repeating ?? (event.recurrenceID == nil ? nil : occurrenceNote(event, language: language))
        if let rule {
            children.append(.text(SKText(content: repeatMark + " " + rule, color: .semantic(.secondaryLabel))))
        }
        if let location = event.location, !location.isEmpty {
            children.append(.text(SKText(content: (language == .chinese ? "地点：" : "Where: ") + location)))
        }
        if let notes = event.notes, !notes.isEmpty {
            children.append(.text(SKText(content: notes, style: .caption, color: .semantic(.secondaryLabel))))
        }
        if let note {
            children.append(.badge(SKBadge(text: note, color: .semantic(.warning))))
        }
        if deletable {
            children.append(
                .button(
                    SKButton(
                        title: language == .chinese ? "删除" : "Delete", action: "delete",
                        payload: payload(event), role: .destructive)))
        }
        return .card(
            SKCard(
                title: event.title,
                subtitle: span(event, language: language, timeZone: timeZone, currentYear: currentYear),
                children: children))
    }

    /// Events grouped under a heading per day, each row with `action` (and the uid as payload) when given.
    static func dayList(
        _ events: [CalendarEvent], language: ReplyLanguage, timeZone: TimeZone, currentYear: Int,
        action: String? = nil
    ) -> SKComponent {
        var children: [SKComponent] = []
        var currentDay: LocalDate?
        var rows: [SKList.Item] = []
        func flush() {
            if let currentDay, !rows.isEmpty {
                children.append(
                    .text(
                        SKText(content: day(currentDay, language: language, currentYear: currentYear), style: .headline)
                    ))
                children.append(.list(SKList(items: rows)))
            }
            rows = []
        }
        for event in events {
            let eventDay = LocalDate(event.start, in: timeZone)
            if eventDay != currentDay {
                flush()
                currentDay = eventDay
            }
            let when =
                event.allDay
                ? (language == .chinese ? "全天" : "all day")
                : "\(time(event.start, in: timeZone))–\(time(event.end, in: timeZone))"
            rows.append(
                SKList.Item(
                    title: title(event), subtitle: when, trailing: event.location, action: action,
                    payload: action == nil ? nil : payload(event)))
        }
        flush()
        return .stack(SKStack(direction: .vertical, spacing: 8, children: children))
    }

    /// A button's or row's payload naming `event`: its uid, and for an occurrence of a series its
    /// recurrence id (RFC 3339 UTC).
    static func payload(_ event: CalendarEvent) -> JSONValue {
        guard let recurrenceID = event.recurrenceID else { return ["uid": .string(event.uid)] }
        return ["uid": .string(event.uid), "recurrenceID": .string(RFC3339Time.string(recurrenceID))]
    }

    /// How an occurrence's series repeats, or that it is one of a repeating event (`重复日程中的一次`).
    private static func occurrenceNote(_ event: CalendarEvent, language: ReplyLanguage) -> String {
        if event.recurrenceRule != nil { return RecurrenceWording.text(event, language: language) }
        return language == .chinese ? "重复日程中单独修改的一次" : "a changed occurrence of a repeating event"
    }
}

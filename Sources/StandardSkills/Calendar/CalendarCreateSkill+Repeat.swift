import AgentSkill
import Foundation
import SkillJSON
import SkillUI

extension CalendarCreateSkill {
    /// How many of a new series' first occurrences are checked for overlaps, within a year.
    static let overlapLookAhead = 10

    /// Stores a new series and answers with its rule in words, its first occurrence, the start
    /// asked for when the rule moved it, and the first occurrence that overlaps another event.
    static func created(
        series event: CalendarEvent, asked: Date, calendar: CalendarStore, context: SkillContext
    ) async throws -> SkillOutput {
        let language = context.replyLanguage(hint: event.title)
        let zone = context.timeZone
        let year = context.today.year
        let first = CalendarSeries(event).instances(
            from: event.start, to: event.start.addingTimeInterval(366 * 86_400), limit: overlapLookAhead
        ).events
        var clashes: [(occurrence: CalendarEvent, others: [CalendarEvent])] = []
        if let last = first.last {
            let nearby = try await calendar.events(
                from: event.start, to: max(last.end, last.start.addingTimeInterval(1)), limit: 1_000)
            for occurrence in first {
                let end = max(occurrence.end, occurrence.start.addingTimeInterval(1))
                let others = nearby.filter { $0.uid != event.uid && $0.start < end && $0.end > occurrence.start }
                if !others.isEmpty { clashes.append((occurrence, others)) }
            }
        }
        try await calendar.insert(event)

        let rule = RecurrenceWording.text(event, language: language)
        let span = CalendarWording.span(event, language: language, timeZone: zone, currentYear: year)
        let place = event.location.map { " · " + $0 } ?? ""
        var text =
            language == .chinese
            ? "已创建重复日程：\(event.title) · \(rule) · 首次 \(span)\(place)"
            : "Added a repeating event: \(event.title) · \(rule) · first \(span)\(place)"
        if asked != event.start {
            let said = moment(asked, allDay: event.allDay, language: language, zone: zone, year: year)
            let starts = moment(event.start, allDay: event.allDay, language: language, zone: zone, year: year)
            text +=
                language == .chinese
                ? "（\(said) 不是其中一次，所以从 \(starts) 开始）"
                : " (\(said) is not one of them, so it starts \(starts))"
        }
        var warning: String?
        if let clash = clashes.first {
            let day = CalendarWording.day(
                LocalDate(clash.occurrence.start, in: zone), language: language, currentYear: year)
            let shown = clash.others.prefix(3)
            let more = clashes.count > 1
            if language == .chinese {
                warning = "\(day) 那次与" + shown.map { "「\($0.title)」" }.joined(separator: "、") + "时间重叠"
                let rest = more ? "；前 \(first.count) 次中共有 \(clashes.count) 次与其他日程重叠" : ""
                text += "（注意：\(warning ?? "")\(rest)）"
            } else {
                warning = "The one on \(day) overlaps " + shown.map { "“\($0.title)”" }.joined(separator: ", ")
                let rest = more ? "; \(clashes.count) of the first \(first.count) overlap other events" : ""
                text +=
                    ". Note: the one on \(day) overlaps " + shown.map { "“\($0.title)”" }.joined(separator: ", ")
                    + rest + "."
            }
        }
        let overlapping = Array(Set(clashes.flatMap { $0.others.map(\.uid) })).sorted()
        let data: JSONValue = [
            "uid": .string(event.uid), "title": .string(event.title),
            "start": .string(RFC3339Time.string(event.start)), "end": .string(RFC3339Time.string(event.end)),
            "allDay": .bool(event.allDay), "repeat": .string(event.recurrenceRule ?? ""),
            "overlaps": .array(overlapping.map(JSONValue.string)),
            "firstOverlap": clashes.first.map { .string(RFC3339Time.string($0.occurrence.start)) } ?? .null,
        ]
        return SkillOutput(
            text, data: data,
            ui: CalendarWording.card(
                event, language: language, timeZone: zone, currentYear: year, note: warning, repeating: rule,
                deletable: true))
    }

    /// `12月3日 周四 15:00` / `Thu 3 Dec, 15:00`, or the day alone for an all-day event.
    private static func moment(
        _ instant: Date, allDay: Bool, language: ReplyLanguage, zone: TimeZone, year: Int
    ) -> String {
        let day = CalendarWording.day(LocalDate(instant, in: zone), language: language, currentYear: year)
        guard !allDay else { return day }
        let clock = CalendarWording.time(instant, in: zone)
        return language == .chinese ? "\(day) \(clock)" : "\(day), \(clock)"
    }
}

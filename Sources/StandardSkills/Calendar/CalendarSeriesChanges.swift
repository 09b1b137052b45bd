import AgentSkill
import Foundation
import SkillJSON
import SkillUI

/// `calendar.delete` and `calendar.update` on an occurrence of a repeating event, in a
/// ``CalendarScope``: the change (``CalendarSeriesEdit``) made in one transaction, and the answer
/// that says which occurrences it reached, in the reply's language.
enum CalendarSeriesChanges {
    /// Deletes `event` (an occurrence or override found by ``CalendarEventLookup``) in `scope`.
    static func delete(
        _ event: CalendarEvent, scope: CalendarScope, context: SkillContext, language: ReplyLanguage
    ) async throws -> SkillOutput {
        let calendar = CalendarStore(try context.requireStorage())
        let zone = context.timeZone
        let year = context.today.year
        let stamp = context.now
        let id = try occurrenceID(of: event)
        let outcome = try await calendar.rewrite(uid: event.uid) { series, overrides in
            let outcome: CalendarSeriesEdit.Outcome?
            switch scope {
            case .occurrence:
                outcome = CalendarSeriesEdit.deleteOccurrence(id, series: series, overrides: overrides, stamp: stamp)
            case .following:
                outcome = try series.map {
                    try CalendarSeriesEdit.deleteFollowing(id, series: $0, overrides: overrides, stamp: stamp)
                }
            case .series:
                outcome = nil
            }
            return (outcome?.rows ?? [], (outcome, series))
        }
        let series = outcome.1 ?? event
        let line = CalendarWording.line(event, language: language, timeZone: zone, currentYear: year)
        let day = CalendarWording.day(LocalDate(event.start, in: zone), language: language, currentYear: year)
        let text: String
        switch (outcome.0, scope) {
        case (let done?, .occurrence) where !done.removedAll:
            text =
                language == .chinese ? "已删除日程：\(line)（只删这一次，其他照旧）" : "Deleted: \(line) (this one only; the others stay)"
        case (let done?, .following) where !done.removedAll:
            text =
                language == .chinese
                ? "已删除日程：\(event.title) · \(day) 起的所有重复（之前的保留）"
                : "Deleted: \(event.title) from \(day) on (the earlier ones stay)"
        case (_?, .occurrence):
            text =
                language == .chinese
                ? "已删除日程：\(line)（这是最后一次，整个重复日程已删除）"
                : "Deleted: \(line) (it was the last one, so the repeating event is gone)"
        default:
            let rule = RecurrenceWording.text(series, language: language)
            text =
                language == .chinese
                ? "已删除重复日程：\(event.title) · \(rule)（全部）"
                : "Deleted every occurrence of \(event.title) (\(rule))"
        }
        return SkillOutput(
            text,
            data: [
                "deleted": [.string(event.uid)], "recurrenceID": .string(RFC3339Time.string(id)),
                "scope": .string(scope.rawValue),
            ],
            ui: CalendarDeletion.deletedCard(text, language: language))
    }

    /// The recurrence id of `event`, which must be an occurrence.
    private static func occurrenceID(of event: CalendarEvent) throws(StandardSkillError) -> Date {
        guard let id = event.recurrenceID else {
            throw StandardSkillError(
                .invalidArgument, "'\(event.title.prefix(40))' does not repeat",
                chinese: "“\(event.title.prefix(40))”不是重复日程")
        }
        return id
    }

    /// Changes `before` (an occurrence or override) into `after` in `scope`.
    static func update(
        before: CalendarEvent, after: CalendarEvent, scope: CalendarScope, context: SkillContext,
        language: ReplyLanguage
    ) async throws -> SkillOutput {
        let calendar = CalendarStore(try context.requireStorage())
        let zone = context.timeZone
        let year = context.today.year
        let stamp = context.now
        let id = try occurrenceID(of: before)
        let newUID = UUID().uuidString.lowercased() + "@agentskill"
        let outcome = try await calendar.rewrite(uid: before.uid) { series, overrides in
            let outcome: CalendarSeriesEdit.Outcome
            switch (scope, series) {
            case (.series, let series?):
                outcome = try CalendarSeriesEdit.updateSeries(
                    before: before, after: after, series: series, overrides: overrides, stamp: stamp)
            case (.following, let series?):
                outcome = try CalendarSeriesEdit.updateFollowing(
                    before: before, after: after, series: series, overrides: overrides, stamp: stamp, newUID: newUID)
            default:
                outcome = CalendarSeriesEdit.updateOccurrence(
                    id, changed: after, series: series, overrides: overrides, stamp: stamp)
            }
            return (outcome.rows, outcome)
        }
        var text: String
        var shown = after
        let dropped =
            outcome.dropped == 0
            ? ""
            : language == .chinese
                ? "（有 \(outcome.dropped) 个单独的修改或删除不再对应新的时间，已去掉）"
                : " (\(outcome.dropped) changed or removed occurrences no longer match the new times and were dropped)"
        switch (scope, outcome.newSeries, outcome.series) {
        case (.following, let new?, _):
            let rule = RecurrenceWording.text(new, language: language)
            let day = CalendarWording.day(LocalDate(before.start, in: zone), language: language, currentYear: year)
            shown = CalendarSeries(new).occurrence(at: new.start)
            text =
                language == .chinese
                ? "已修改日程：\(new.title) · 从 \(day) 起改为\(rule)（之前的不变）"
                : "Updated: \(new.title) from \(day) on: \(rule) (the earlier ones stay)"
        case (.series, _, let series?), (.following, nil, let series?):
            let rule = RecurrenceWording.text(series, language: language)
            let next =
                CalendarSeries(series).firstOccurrence(atOrAfter: context.now)
                ?? CalendarSeries(series)
                .occurrence(at: series.start)
            shown = next
            let span = CalendarWording.span(next, language: language, timeZone: zone, currentYear: year)
            text =
                language == .chinese
                ? "已修改重复日程：\(series.title) · \(rule) · 下次 \(span)"
                : "Updated the repeating event: \(series.title) · \(rule) · next \(span)"
        default:
            let line = CalendarWording.line(after, language: language, timeZone: zone, currentYear: year)
            text = language == .chinese ? "已修改日程：\(line)（只改这一次）" : "Updated: \(line) (this one only)"
        }
        text += dropped
        var data: [String: JSONValue] = [
            "uid": .string(shown.uid), "start": .string(RFC3339Time.string(shown.start)),
            "recurrenceID": .string(RFC3339Time.string(id)), "scope": .string(scope.rawValue),
            "dropped": .number(Double(outcome.dropped)),
        ]
        if let new = outcome.newSeries { data["newUID"] = .string(new.uid) }
        return SkillOutput(
            text, data: .object(data),
            ui: CalendarWording.card(shown, language: language, timeZone: zone, currentYear: year, deletable: false))
    }
}

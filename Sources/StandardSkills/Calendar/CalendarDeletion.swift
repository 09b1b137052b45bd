import AgentSkill
import Foundation
import SkillJSON
import SkillUI

/// Deleting events: by uid, or by title and/or day (found with ``CalendarEventMatch``), shared by `calendar.delete` and the delete
/// buttons on event cards and lists.
enum CalendarDeletion {
    /// Deletes the one event that matches, or lists several matches with a delete button each. An
    /// occurrence of a repeating event is deleted in its ``CalendarScope`` (`scope`, or the default).
    static func delete(
        uid: String?, title: String?, days: (first: LocalDate, last: LocalDate)?, during: String? = nil,
        scope: String? = nil, context: SkillContext, language: ReplyLanguage
    ) async throws -> SkillOutput {
        let calendar = CalendarStore(try context.requireStorage())
        let zone = context.timeZone
        let year = context.today.year
        var arguments: [String: JSONValue] = [:]
        if let uid, !uid.isEmpty { arguments["id"] = .string(uid) }
        if let title, !title.isEmpty { arguments["title"] = .string(title) }
        if let days {
            arguments["date"] = .string(days.first == days.last ? days.first.iso : days.first.iso + "/" + days.last.iso)
        }
        if let during { arguments["during"] = .string(during) }
        if let scope { arguments["scope"] = .string(scope) }
        let found = try await CalendarEventLookup.find(
            skillID: "calendar.delete", arguments: .object(arguments), context: context)
        switch found.result {
        case .none:
            if let uid, !uid.isEmpty, arguments["title"] == nil, arguments["date"] == nil {
                let text =
                    language == .chinese
                    ? "没有找到这个日程（编号 \(uid)），可能已经删除。" : "No event has the id \(uid); it may be deleted already."
                return SkillOutput(
                    text, data: ["deleted": [], "uid": .string(uid)],
                    failure: SkillFailure(code: "notFound", message: text))
            }
            return CalendarEventLookup.noMatch(
                skillID: "calendar.delete", arguments: .object(arguments), language: language)
        case .one(let index, let resolved):
            let only = found.events[index]
            if let scope = try CalendarScope.of(only, arguments: resolved.objectValue ?? [:]) {
                return try await CalendarSeriesChanges.delete(only, scope: scope, context: context, language: language)
            }
            if try await calendar.delete(uid: only.uid) != nil {
                return deleted(only, language: language, zone: zone, year: year)
            }
            return choices([only], language: language, zone: zone, year: year)
        case .several(let indices):
            return choices(indices.map { found.events[$0] }, language: language, zone: zone, year: year)
        }
    }

    /// Several matches, each with a delete button.
    static func choices(_ matches: [CalendarEvent], language: ReplyLanguage, zone: TimeZone, year: Int) -> SkillOutput {
        let text =
            language == .chinese
            ? "找到 \(matches.count) 个匹配的日程，请选择要删除的：" : "\(matches.count) events match; choose the one to delete:"
        let lines = matches.map {
            "- " + CalendarWording.line($0, language: language, timeZone: zone, currentYear: year)
        }
        return SkillOutput(
            ([text] + lines).joined(separator: "\n"),
            data: ["deleted": [], "matches": .array(matches.map { .string(CalendarEventAddress($0).text) })],
            ui: .stack(
                SKStack(
                    direction: .vertical, spacing: 8,
                    children: [.text(SKText(content: text, style: .headline))]
                        + matches.map {
                            CalendarWording.card(
                                $0, language: language, timeZone: zone, currentYear: year, deletable: true)
                        })))
    }

    private static func deleted(_ event: CalendarEvent, language: ReplyLanguage, zone: TimeZone, year: Int)
        -> SkillOutput
    {
        let line = CalendarWording.line(event, language: language, timeZone: zone, currentYear: year)
        let text = language == .chinese ? "已删除日程：\(line)" : "Deleted: \(line)"
        return SkillOutput(text, data: ["deleted": [.string(event.uid)]], ui: deletedCard(text, language: language))
    }

    /// The card of an answer that deleted something: its text and a "Deleted" badge.
    static func deletedCard(_ text: String, language: ReplyLanguage) -> SKComponent {
        .card(
            SKCard(
                title: text,
                children: [
                    .badge(SKBadge(text: language == .chinese ? "已删除" : "Deleted", color: .semantic(.secondaryLabel)))
                ]))
    }

    /// Before a delete button's approval: names the event it deletes ("删除日程“开会” 12月3日 周四
    /// 15:00–16:00"; an occurrence's button "… 这一次", a series' card "…的所有重复（每周三 19:00）"),
    /// or answers at once when it is gone, with nothing to approve.
    static func prepare(_ action: UIAction, context: SkillContext) async throws -> ActionPreparation {
        guard action.action == "delete", let id = address(action) else { return .proceed(summary: nil) }
        let language = context.replyLanguage()
        let calendar = CalendarStore(try context.requireStorage())
        guard let event = try await calendar.instance(uid: id.uid, recurrenceID: id.recurrenceID) else {
            return .answer(try await delete(uid: id.text, title: nil, days: nil, context: context, language: language))
        }
        let zone = context.timeZone
        let year = context.today.year
        if CalendarSeries.repeats(event) || event.recurrenceID != nil {
            let scope: CalendarScope = event.recurrenceID == nil ? .series : .occurrence
            let series = try await calendar.event(uid: event.uid) ?? event
            let rule = RecurrenceWording.text(series, language: language)
            return .proceed(
                summary: scope.deletion(event, rule: rule, language: language, timeZone: zone, currentYear: year))
        }
        let span = CalendarWording.span(event, language: language, timeZone: zone, currentYear: year)
        return .proceed(
            summary: language == .chinese ? "删除日程“\(event.title)” \(span)" : "Delete “\(event.title)” \(span)")
    }

    /// The event a button's payload names: `uid`, and `recurrenceID` for one occurrence.
    private static func address(_ action: UIAction) -> CalendarEventAddress? {
        guard let uid = action.payload?["uid"]?.stringValue, !uid.isEmpty else { return nil }
        let recurrenceID = action.payload?["recurrenceID"]?.stringValue.flatMap {
            CalendarEventAddress.readings(of: uid + "#" + $0).last?.recurrenceID
        }
        return CalendarEventAddress(uid: uid, recurrenceID: recurrenceID)
    }

    /// A tap on a delete button or row: `payload.uid` names the event (`payload.recurrenceID` one
    /// occurrence of a series, which alone is deleted; a series' own card deletes it all).
    static func handle(_ action: UIAction, context: SkillContext) async throws -> SkillOutput {
        let language = context.replyLanguage()
        guard action.action == "delete", let id = address(action) else {
            throw StandardSkillError(
                .invalidArgument, "unknown calendar action '\(action.action)' — only delete is offered",
                chinese: "日程卡片没有“\(action.action)”这个操作，只能删除")
        }
        return try await delete(uid: id.text, title: nil, days: nil, context: context, language: language)
    }
}

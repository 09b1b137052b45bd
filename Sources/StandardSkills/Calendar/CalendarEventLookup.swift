import AgentSkill
import Foundation
import SkillJSON
import SkillUI

/// `calendar.update` and `calendar.delete` against the store: the events read, the one meant
/// found with ``CalendarEventMatch``, and the answers when none or several match.
enum CalendarEventLookup {
    /// What a look-up in the store found: the stored events and the match among them.
    struct Found {
        var events: [CalendarEvent]
        var result: CalendarEventMatch.Result
    }

    /// Resolves `arguments` of `skillID` against every stored event.
    ///
    /// - Throws: ``StandardSkillError`` when no event is named (no id, title or date) or an
    ///   argument cannot be read; store errors.
    static func find(skillID: String, arguments: JSONValue, context: SkillContext) async throws -> Found {
        let object = arguments.objectValue ?? [:]
        let names = ["id", "title", "date"].contains { key in object[key]?.stringValue.map { !$0.isEmpty } ?? false }
        guard names else {
            let delete = skillID == "calendar.delete"
            throw StandardSkillError(
                .invalidArgument,
                "say which event to \(delete ? "delete" : "change"): its id, or its title and/or date",
                chinese: "请说明要\(delete ? "删除" : "修改")哪个日程：它的编号，或者它的标题、日期")
        }
        let calendar = CalendarStore(try context.requireStorage())
        let events = try await calendar.allEvents()
        let result = try CalendarEventMatch.resolve(
            skillID: skillID, arguments: arguments, events: events, now: context.now, timeZone: context.timeZone)
        return Found(events: events, result: result)
    }

    /// The preparation of an update or delete call: proceed with the resolved arguments and a
    /// summary that names the event, or answer at once when none or several match.
    static func prepare(skillID: String, arguments: JSONValue, context: SkillContext) async throws -> SkillPreparation {
        let found = try await find(skillID: skillID, arguments: arguments, context: context)
        let language = context.replyLanguage(hint: arguments["title"]?.stringValue ?? "")
        let zone = context.timeZone
        let year = context.today.year
        switch found.result {
        case .none:
            return .answer(noMatch(skillID: skillID, arguments: arguments, language: language))
        case .several(let indices):
            let matches = indices.map { found.events[$0] }
            return .answer(several(skillID: skillID, matches, language: language, context: context))
        case .one(let index, let resolved):
            let event = found.events[index]
            let quoted = language == .chinese ? "“\(event.title)”" : "“\(event.title)”"
            let span = CalendarWording.span(event, language: language, timeZone: zone, currentYear: year)
            guard skillID == "calendar.update" else {
                return .proceed(
                    arguments: resolved,
                    summary: language == .chinese ? "删除日程\(quoted) \(span)" : "Delete \(quoted) \(span)")
            }
            let changed = try CalendarEventMatch.apply(
                resolved.objectValue ?? [:], to: event, today: context.today, timeZone: zone)
            var line = (language == .chinese ? "修改日程" : "Update ") + quoted + " " + span
            if changed.start != event.start || changed.end != event.end {
                line += " → " + CalendarWording.span(changed, language: language, timeZone: zone, currentYear: year)
            }
            if changed.title != event.title {
                line += language == .chinese ? "，改名为“\(changed.title)”" : ", renamed “\(changed.title)”"
            }
            if changed.location != event.location, let place = changed.location {
                line += language == .chinese ? "，地点：\(place)" : ", at \(place)"
            }
            return .proceed(arguments: resolved, summary: line)
        }
    }

    /// The answer when no event matches.
    static func noMatch(skillID: String, arguments: JSONValue, language: ReplyLanguage) -> SkillOutput {
        // A run of days reads as one: 2026-12-07 – 2026-12-13.
        let what = ["title", "date"].compactMap { arguments[$0]?.stringValue }.joined(separator: " ")
            .replacingOccurrences(of: "/", with: " – ")
        if what.isEmpty, let uid = arguments["id"]?.stringValue {
            // Only an id was given: name it.
            let delete = skillID == "calendar.delete"
            let text =
                language == .chinese
                ? "没有找到这个日程（编号 \(uid)），\(delete ? "可能已经删除" : "没有做任何修改")。"
                : "No event has the id \(uid); \(delete ? "it may be deleted already" : "nothing was changed")."
            return SkillOutput(
                text, data: delete ? ["deleted": [], "matches": []] : ["matches": []],
                failure: SkillFailure(code: "notFound", message: text))
        }
        if skillID == "calendar.delete" {
            let text = language == .chinese ? "没有找到匹配的日程（\(what)）。" : "No event matches \(what)."
            return SkillOutput(
                text, data: ["deleted": [], "matches": []], failure: SkillFailure(code: "notFound", message: text))
        }
        let text = language == .chinese ? "没有找到要修改的日程（\(what)）。" : "No event matches \(what); nothing was changed."
        return SkillOutput(text, data: ["matches": []], failure: SkillFailure(code: "notFound", message: text))
    }

    /// The answer when several events match: a list (with a delete button each for a delete).
    static func several(
        skillID: String, _ matches: [CalendarEvent], language: ReplyLanguage, context: SkillContext
    ) -> SkillOutput {
        let zone = context.timeZone
        let year = context.today.year
        if skillID == "calendar.delete" {
            return CalendarDeletion.choices(matches, language: language, zone: zone, year: year)
        }
        let text =
            language == .chinese
            ? "找到 \(matches.count) 个匹配的日程，请用编号指明要修改哪一个："
            : "\(matches.count) events match; give the id of the one to change:"
        let lines = matches.map {
            "- \($0.uid): " + CalendarWording.line($0, language: language, timeZone: zone, currentYear: year)
        }
        return SkillOutput(
            ([text] + lines).joined(separator: "\n"), data: ["matches": .array(matches.map { .string($0.uid) })],
            ui: CalendarWording.dayList(matches, language: language, timeZone: zone, currentYear: year))
    }
}

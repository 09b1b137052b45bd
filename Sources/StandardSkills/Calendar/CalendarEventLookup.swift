import AgentSkill
import Foundation
import SkillJSON
import SkillUI

/// `calendar.update` and `calendar.delete` against the store: the events read, the one meant
/// found with ``CalendarEventMatch``, and the answers when none or several match.
///
/// Repeating events take part as their occurrences (``CalendarSeries``): with a `date`, each
/// occurrence on those days; without one, each series' next occurrence (or its first, when none is
/// left) and its overrides still to come — so "delete badminton" finds the series by its next
/// occurrence, and "cancel Wednesday's badminton" that Wednesday's. An `id` is a uid, or
/// `uid#start` for one occurrence (``CalendarEventAddress``). The match's resolved arguments name
/// an occurrence by `uid#start` and carry its ``CalendarScope``, so the call that runs after the
/// approval reaches what the approval said.
enum CalendarEventLookup {
    /// What a look-up in the store found: the events considered and the match among them.
    struct Found {
        var events: [CalendarEvent]
        var result: CalendarEventMatch.Result
    }

    /// The most occurrences of one series considered on the days said.
    static let occurrencesPerSeries = 200

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
        let zone = context.timeZone
        let dateText = object["date"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
        let window = try dateText.map { text in
            let days = try DateArgument.days(text, field: "date", today: context.today)
            return (days.first.start(in: zone), days.last.adding(days: 1).start(in: zone))
        }
        var plain = object
        let events: [CalendarEvent]
        if let id = object["id"]?.stringValue, !id.isEmpty {
            events = try await addressed(id, window: window, calendar: calendar, now: context.now)
            guard let first = events.first else { return Found(events: [], result: .none) }
            guard events.count == 1 else {
                return Found(events: events, result: .several(Array(events.indices)))
            }
            plain["id"] = .string(first.uid)
        } else {
            events = try await candidates(window: window, calendar: calendar, now: context.now)
        }
        var result = try CalendarEventMatch.resolve(
            skillID: skillID, arguments: .object(plain), events: events, now: context.now, timeZone: zone)
        if case .one(let index, let resolved) = result, var resolved = resolved.objectValue {
            let event = events[index]
            resolved["id"] = .string(CalendarEventAddress(event).text)
            if let scope = try CalendarScope.of(event, arguments: object) {
                resolved["scope"] = .string(scope.rawValue)
            }
            result = .one(index: index, arguments: .object(resolved))
        }
        return Found(events: events, result: result)
    }

    /// The events an `id` names: the one-off event; the occurrence `uid#start`; for a series named
    /// by its uid, its occurrences in `window` when a day was said, else its next one.
    private static func addressed(
        _ id: String, window: (Date, Date)?, calendar: CalendarStore, now: Date
    ) async throws -> [CalendarEvent] {
        for address in CalendarEventAddress.readings(of: id) {
            if let recurrenceID = address.recurrenceID {
                if let one = try await calendar.instance(uid: address.uid, recurrenceID: recurrenceID) { return [one] }
                continue
            }
            guard let stored = try await calendar.event(uid: address.uid) else {
                let overrides = try await calendar.overrides(uid: address.uid)
                if !overrides.isEmpty { return overrides }
                continue
            }
            guard CalendarSeries.repeats(stored) else { return [stored] }
            if let (from, to) = window {
                return try await calendar.occurrences(from: from, to: to, limit: 10_000).events.filter {
                    $0.uid == stored.uid
                }
            }
            let overrides = try await calendar.overrides(uid: stored.uid)
            return next(of: stored, overrides: overrides, now: now)
        }
        return []
    }

    /// Every stored event a title or date may name: one-off events, and occurrences of series (see
    /// the type's notes).
    private static func candidates(window: (Date, Date)?, calendar: CalendarStore, now: Date) async throws
        -> [CalendarEvent]
    {
        let stored = try await calendar.allEvents()
        var events = stored.filter { $0.recurrenceID == nil && !CalendarSeries.repeats($0) }
        if let (from, to) = window {
            let found = try await calendar.occurrences(from: from, to: to, limit: 10_000).events
            var perSeries: [String: Int] = [:]
            for event in found where event.recurrenceID != nil {
                perSeries[event.uid, default: 0] += 1
                if perSeries[event.uid, default: 0] <= occurrencesPerSeries { events.append(event) }
            }
            return events
        }
        let overrides = Dictionary(grouping: stored.filter { $0.recurrenceID != nil }, by: \.uid)
        var seriesUIDs: Set<String> = []
        for series in stored where CalendarSeries.repeats(series) {
            seriesUIDs.insert(series.uid)
            events += next(of: series, overrides: overrides[series.uid] ?? [], now: now)
        }
        // Overrides whose series is gone stand alone.
        for (uid, orphans) in overrides where !seriesUIDs.contains(uid) { events += orphans }
        return events
    }

    /// A series as a look-up without a day sees it: its next occurrence (or override) not yet
    /// ended and its overrides still to come; its first occurrence when none is left.
    private static func next(of stored: CalendarEvent, overrides: [CalendarEvent], now: Date) -> [CalendarEvent] {
        let series = CalendarSeries(stored)
        let replaced = Set(overrides.compactMap(\.recurrenceID))
        let end = CalendarBounds.endDay.start(in: .gmt)
        let coming = overrides.filter { $0.end > now }
        var found = series.instances(from: now, to: end, limit: 1, replaced: replaced).events + coming
        if found.isEmpty {
            found = series.instances(from: series.span.start, to: end, limit: 1, replaced: replaced).events
        }
        return found.isEmpty ? overrides.prefix(1).map { $0 } : found
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
            let object = resolved.objectValue ?? [:]
            let scope = try CalendarScope.of(event, arguments: object)
            let series =
                scope == nil ? nil : try await CalendarStore(try context.requireStorage()).event(uid: event.uid)
            let quoted = "“\(event.title)”"
            let span = CalendarWording.span(event, language: language, timeZone: zone, currentYear: year)
            guard skillID == "calendar.update" else {
                if let scope, let series {
                    let rule = RecurrenceWording.text(series, language: language)
                    return .proceed(
                        arguments: resolved,
                        summary: scope.deletion(
                            event, rule: rule, language: language, timeZone: zone, currentYear: year))
                }
                return .proceed(
                    arguments: resolved,
                    summary: language == .chinese ? "删除日程\(quoted) \(span)" : "Delete \(quoted) \(span)")
            }
            let changed = try CalendarEventMatch.apply(object, to: event, today: context.today, timeZone: zone)
            var line = (language == .chinese ? "修改日程" : "Update ") + quoted + " " + span
            if scope == .series, let series {
                // The whole series: its rule before and after, in words.
                let rule = RecurrenceWording.text(series, language: language)
                let moved = try CalendarSeriesEdit.changed(series, from: event, to: changed, overrides: []).series
                let after = RecurrenceWording.text(moved, language: language)
                line =
                    language == .chinese
                    ? "修改日程\(quoted)的所有重复（\(rule)）" : "Update every occurrence of \(quoted) (\(rule))"
                if after != rule { line += " → " + after }
                if !moved.allDay, moved.end.timeIntervalSince(moved.start) != series.end.timeIntervalSince(series.start)
                {
                    let clock =
                        CalendarWording.time(moved.start, in: zone) + "–" + CalendarWording.time(moved.end, in: zone)
                    line += language == .chinese ? "，每次 \(clock)" : ", each \(clock)"
                }
            } else if changed.start != event.start || changed.end != event.end {
                line += " → " + CalendarWording.span(changed, language: language, timeZone: zone, currentYear: year)
            }
            if changed.title != event.title {
                line += language == .chinese ? "，改名为“\(changed.title)”" : ", renamed “\(changed.title)”"
            }
            if changed.location != event.location, let place = changed.location {
                line += language == .chinese ? "，地点：\(place)" : ", at \(place)"
            }
            if let scope, scope != .series { line += scope.updateNote(language: language) }
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
            "- \(CalendarEventAddress($0).text): "
                + CalendarWording.line($0, language: language, timeZone: zone, currentYear: year)
        }
        return SkillOutput(
            ([text] + lines).joined(separator: "\n"),
            data: ["matches": .array(matches.map { .string(CalendarEventAddress($0).text) })],
            ui: CalendarWording.dayList(matches, language: language, timeZone: zone, currentYear: year))
    }
}

import AgentSkill
import Foundation
import SkillJSON

/// Which part of a repeating event a `calendar.delete` or `calendar.update` reaches (the `scope`
/// argument).
///
/// The default, when `scope` is not said: ``occurrence`` when the request named a day (a `date`
/// argument) or the `id` names one occurrence (`uid#start`), else ``series``. A one-off event has
/// no scope: it is deleted or changed as it is.
enum CalendarScope: String, Sendable, Hashable, CaseIterable {
    /// Only the occurrence meant: an `EXDATE` (delete) or an override (`RECURRENCE-ID`, update).
    case occurrence
    /// The occurrence meant and every one after it: the series ends before it, and a change makes
    /// a new series from it.
    case following
    /// Every occurrence: the whole series.
    case series

    /// The scope for `event` (an instance found by ``CalendarEventLookup``): `nil` for a one-off
    /// event; the one said in `arguments`; else the default.
    ///
    /// - Throws: ``StandardSkillError`` when `scope` is not one of the three.
    static func of(_ event: CalendarEvent, arguments: [String: JSONValue]) throws(StandardSkillError)
        -> CalendarScope?
    {
        guard event.recurrenceID != nil else { return nil }
        if let said = arguments["scope"]?.stringValue, !said.isEmpty {
            guard let scope = CalendarScope(rawValue: said.lowercased()) else {
                throw StandardSkillError(
                    .invalidArgument, "scope '\(said)' is not one of occurrence, following or series",
                    chinese: "范围“\(said)”无效——请用 occurrence（这一次）、following（这一次及以后）或 series（全部）")
            }
            return scope
        }
        let namedADay = arguments["date"]?.stringValue.map { !$0.isEmpty } ?? false
        let namedAnOccurrence =
            arguments["id"]?.stringValue.map { CalendarEventAddress.readings(of: $0).count > 1 } ?? false
        return namedADay || namedAnOccurrence ? .occurrence : .series
    }

    /// `这一次` / `only`, `这一次以及之后的所有` / `and every one after it`, for an approval after the
    /// occurrence's time; `nil` for ``series``, which names the rule instead.
    func occurrenceWords(language: ReplyLanguage) -> String? {
        switch (self, language) {
        case (.occurrence, .chinese): "这一次"
        case (.occurrence, .english): "only"
        case (.following, .chinese): "这一次以及之后的所有"
        case (.following, .english): "and every one after it"
        case (.series, _): nil
        }
    }

    /// The summary of deleting `event` (an instance) in this scope: `删除日程“羽毛球” 12月9日 周三
    /// 19:00–20:00 这一次` / `Delete “Badminton” Wed 9 Dec, 19:00–20:00 only`; for the whole
    /// series `删除日程“羽毛球”的所有重复（每周三 19:00）` / `Delete every occurrence of “Badminton”
    /// (every Wednesday at 19:00)`, with `rule` the series' rule in words.
    func deletion(
        _ event: CalendarEvent, rule: String, language: ReplyLanguage, timeZone: TimeZone, currentYear: Int
    ) -> String {
        let span = CalendarWording.span(event, language: language, timeZone: timeZone, currentYear: currentYear)
        guard let words = occurrenceWords(language: language) else {
            return language == .chinese
                ? "删除日程“\(event.title)”的所有重复（\(rule)）" : "Delete every occurrence of “\(event.title)” (\(rule))"
        }
        return language == .chinese
            ? "删除日程“\(event.title)” \(span) \(words)" : "Delete “\(event.title)” \(span) \(words)"
    }

    /// What an update reaches, after its summary: `（仅这一次）` / ` (this one only)`,
    /// `（这一次以及之后的所有）` / ` (this one and every one after it)`, `（所有重复）` / ` (every occurrence)`.
    func updateNote(language: ReplyLanguage) -> String {
        switch (self, language) {
        case (.occurrence, .chinese): "（仅这一次）"
        case (.occurrence, .english): " (this one only)"
        case (.following, .chinese): "（这一次以及之后的所有）"
        case (.following, .english): " (this one and every one after it)"
        case (.series, .chinese): "（所有重复）"
        case (.series, .english): " (every occurrence)"
        }
    }
}

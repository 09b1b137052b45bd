import Foundation
import SkillJSON
import SkillNLU
import StandardSkills

// Scoring repetition and which occurrences (CONVENTIONS §13): a `repeat` rule compared with what
// the start implies filled in, and a stored series (`given` with `repeat`) expanded into its
// occurrences so that a delete or an update is scored by the occurrences it touches.

/// Whether two `RRULE` values mean the same for calls that start at `wantStart` and `gotStart`:
/// both are read as the calendar reads them, the parts RFC 5545 takes from the start (`BYDAY`
/// of a weekly rule, `BYMONTHDAY` of a monthly one, `BYMONTH` and `BYMONTHDAY` of a yearly one)
/// filled in, and the canonical texts compared. A rule the calendar cannot read matches only the
/// same text.
func sameRule(_ want: String, _ got: String, wantStart: String?, gotStart: String?) -> Bool {
    guard let wanted = impliedRule(want, start: wantStart), let produced = impliedRule(got, start: gotStart) else {
        return want == got
    }
    return wanted == produced
}

/// The canonical text of `rule` with the parts its first occurrence `start` implies written out.
private func impliedRule(_ rule: String, start: String?) -> String? {
    guard let parsed = try? RecurrenceRule(parsing: rule) else { return nil }
    guard let start, let day = localMoment(start.count == 10 ? start + "T00:00:00" : start) else { return parsed.text }
    var extra: [String] = []
    let datedByDay = !parsed.byDay.isEmpty || !parsed.byMonthDay.isEmpty
    switch parsed.frequency {
    case .weekly where parsed.byDay.isEmpty:
        extra.append("BYDAY=" + weekdayCode(year: day.year, month: day.month, day: day.day))
    case .monthly where !datedByDay:
        extra.append("BYMONTHDAY=\(day.day)")
    case .yearly:
        if parsed.byMonth.isEmpty { extra.append("BYMONTH=\(day.month)") }
        if !datedByDay { extra.append("BYMONTHDAY=\(day.day)") }
    default:
        break
    }
    guard !extra.isEmpty else { return parsed.text }
    return (try? RecurrenceRule(parsing: ([parsed.text] + extra).joined(separator: ";")))?.text
}

/// `MO` … `SU` for a civil date.
private func weekdayCode(year: Int, month: Int, day: Int) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    guard let date = calendar.date(from: DateComponents(year: year, month: month, day: day)) else { return "MO" }
    return ["SU", "MO", "TU", "WE", "TH", "FR", "SA"][calendar.component(.weekday, from: date) - 1]
}

/// One stored event of a row's `given` list, or one occurrence of a stored series.
struct GivenEvent {
    /// The event as the skills' matcher sees it.
    var event: CalendarEvent
    /// The position of the `given` item it comes from.
    var series: Int
    /// Whether that item repeats.
    var repeats: Bool
}

/// The row's `given` events, a repeating one (`repeat`) as its occurrences from its first through
/// 2027-12-31 (at most 800): uid `given-N` for a single event, `given-N@YYYY-MM-DD` for an
/// occurrence. `nil` when an item cannot be read.
func givenEvents(_ given: [JSONValue], zone: TimeZone) -> [GivenEvent]? {
    func instant(_ text: String?) -> Date? {
        guard let text else { return nil }
        return localMoment(text.count == 10 ? text + "T00:00:00" : text)?.date(in: zone)
    }
    var events: [GivenEvent] = []
    for (index, stored) in given.enumerated() {
        guard let start = instant(stored["start"]?.stringValue), let last = instant(stored["end"]?.stringValue) else {
            return nil
        }
        // An all-day event's `end` in the corpus is its last day (as calendar.create's, CONVENTIONS §12);
        // stored, it ends the next midnight.
        let allDay = stored["allDay"] == true
        let end = allDay ? LocalDate(last, in: zone).adding(days: 1).start(in: zone) : last
        let title = stored["title"]?.stringValue ?? ""
        guard let text = stored["repeat"]?.stringValue else {
            events.append(
                GivenEvent(
                    event: CalendarEvent(
                        uid: "given-\(index)", title: title, start: start, end: end, timeZone: zone.identifier,
                        stamp: start, allDay: allDay),
                    series: index, repeats: false))
            continue
        }
        guard let rule = try? RecurrenceRule(parsing: text) else { return nil }
        for occurrence in occurrenceStarts(of: rule, from: start, in: zone) {
            let day = LocalDate(occurrence, in: zone).iso
            events.append(
                GivenEvent(
                    event: CalendarEvent(
                        uid: "given-\(index)@\(day)", title: title, start: occurrence,
                        end: occurrence.addingTimeInterval(end.timeIntervalSince(start)), timeZone: zone.identifier,
                        stamp: start, allDay: allDay),
                    series: index, repeats: true))
        }
    }
    return events
}

/// The starts of `rule` from `start` (its first occurrence) through 2027-12-31, at most 800: the
/// shapes the corpus stores (DAILY, WEEKLY with BYDAY, MONTHLY with BYMONTHDAY or a numbered
/// BYDAY, YEARLY; INTERVAL; COUNT or a date UNTIL), the wall clock kept.
private func occurrenceStarts(of rule: RecurrenceRule, from start: Date, in zone: TimeZone) -> [Date] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    calendar.firstWeekday = 2
    let first = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: start)
    guard let firstYear = first.year, let firstMonth = first.month, let firstDay = first.day,
        let firstWeekday = first.weekday,
        let firstMidnight = calendar.date(from: DateComponents(year: firstYear, month: firstMonth, day: firstDay))
    else { return [] }
    let codes = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]
    var starts: [Date] = []
    var day = firstMidnight
    let last = calendar.date(from: DateComponents(year: 2027, month: 12, day: 31)) ?? start
    while day <= last, starts.count < 800 {
        defer { day = calendar.date(byAdding: .day, value: 1, to: day) ?? last.addingTimeInterval(1) }
        let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: day)
        guard let year = parts.year, let month = parts.month, let date = parts.day, let weekday = parts.weekday,
            let length = calendar.range(of: .day, in: .month, for: day)?.count
        else { continue }
        let days = calendar.dateComponents([.day], from: firstMidnight, to: day).day ?? 0
        let months = (year - firstYear) * 12 + month - firstMonth
        let weeks: Int = {
            let mondayOffset = (firstWeekday + 5) % 7
            return (days + mondayOffset) / 7
        }()
        let inPeriod =
            switch rule.frequency {
            case .daily: days % rule.interval == 0
            case .weekly: weeks % rule.interval == 0
            case .monthly: months % rule.interval == 0
            case .yearly: (year - firstYear) % rule.interval == 0
            }
        guard inPeriod else { continue }
        if !rule.byMonth.isEmpty, !rule.byMonth.contains(month) { continue }
        if rule.byMonth.isEmpty, rule.frequency == .yearly, month != firstMonth { continue }
        if !rule.byMonthDay.isEmpty, !rule.byMonthDay.contains(where: { $0 == date || $0 == date - length - 1 }) {
            continue
        }
        if !rule.byDay.isEmpty {
            let matches = rule.byDay.contains { item in
                guard item.weekday.rawValue == codes[weekday - 1] else { return false }
                guard let ordinal = item.ordinal else { return true }
                return ordinal > 0 ? (date - 1) / 7 + 1 == ordinal : (length - date) / 7 + 1 == -ordinal
            }
            if !matches { continue }
        } else if rule.byMonthDay.isEmpty {
            switch rule.frequency {
            case .weekly where weekday != firstWeekday: continue
            case .monthly where date != firstDay, .yearly where date != firstDay: continue
            default: break
            }
        }
        switch rule.end {
        case .until(.date(let until)) where LocalDate(day, in: zone) > until: return starts
        case .count(let count) where starts.count >= count: return starts
        default: break
        }
        if let occurrence = calendar.date(
            bySettingHour: first.hour ?? 0, minute: first.minute ?? 0, second: first.second ?? 0, of: day)
        {
            starts.append(occurrence)
        }
    }
    return starts
}

/// What a call that finds occurrence `found` of a repeating stored event does to it, for scoring
/// by effect: which occurrences (`scopeInEffect`: `scope`, or when left out the skills' default —
/// `occurrence` with a day said, `series` without), the occurrence's day (`occurrence`), and how far
/// the change moves its start and end (`startShift`, `endShift`, seconds).
func seriesEffect(
    _ resolved: [String: JSONValue], said arguments: JSONValue, found: CalendarEvent, zone: TimeZone
) -> [String: JSONValue] {
    var effect = resolved
    let daySaid = arguments["date"]?.stringValue.map { !$0.isEmpty } ?? false
    effect["scopeInEffect"] =
        arguments["scopeInEffect"] ?? arguments["scope"] ?? .string(daySaid ? "occurrence" : "series")
    effect["occurrence"] = .string(LocalDate(found.start, in: zone).iso)
    func shift(_ key: String, from old: Date) -> Double {
        guard let text = resolved[key]?.stringValue, let moment = localMoment(text), let new = moment.date(in: zone)
        else { return 0 }
        return new.timeIntervalSince(old)
    }
    effect["startShift"] = .number(shift("start", from: found.start))
    effect["endShift"] = .number(shift("end", from: found.end))
    for key in ["start", "end", "scope"] { effect[key] = nil }
    return effect
}

/// The uid of the occurrence of series `target` an expectation means: the one on its `date`, or
/// the next not yet ended.
func expectedOccurrence(_ events: [GivenEvent], target: Int, date: String?, now: Date, zone: TimeZone) -> String? {
    let ofSeries = events.filter { $0.series == target }
    if let date {
        return ofSeries.first { LocalDate($0.event.start, in: zone).iso == date }?.event.uid
    }
    return (ofSeries.first { $0.event.end > now } ?? ofSeries.last)?.event.uid
}

/// Whether two effects on a repeating stored event are the same: the series, the occurrences in
/// effect, the occurrence (unless the whole series), the shifts, the new title and the location.
func sameSeriesEffect(_ want: JSONValue, _ got: JSONValue) -> Bool {
    guard want["targetIndex"]?.intValue == got["targetIndex"]?.intValue,
        want["scopeInEffect"]?.stringValue == got["scopeInEffect"]?.stringValue,
        want["startShift"]?.doubleValue == got["startShift"]?.doubleValue,
        want["endShift"]?.doubleValue == got["endShift"]?.doubleValue
    else { return false }
    if want["scopeInEffect"]?.stringValue != "series",
        want["occurrence"]?.stringValue != got["occurrence"]?.stringValue
    {
        return false
    }
    return true
}

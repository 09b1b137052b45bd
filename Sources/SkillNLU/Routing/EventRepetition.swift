import Foundation
import SkillJSON

/// A request to keep something that repeats ("每周三晚上7点打羽毛球", "remind me every Friday at 5pm
/// to submit the timesheet"), read for a skill with an `rrule` argument (`repeat`):
///
/// 1. ``RecurrencePhrase`` says how often, how many times or for how long, and where an end date is;
/// 2. the times said are sorted: the end date's ("until March", 到明年3月), a start's ("starting
///    next week", 从下周一开始), and the rest, which give the clock (and a day the rule leaves open);
/// 3. the first occurrence is the first day at or after now (or the start said) that the rule
///    allows, at that clock — 每天早上8点 said at 10:00 is tomorrow 08:00;
/// 4. the end becomes `COUNT=n` or `UNTIL=YYYYMMDD` (the last day a length covers from the first
///    occurrence, or the last day of the date said);
/// 5. the title leaves out the words of the repetition, its end and its start.
///
/// CONVENTIONS §13 of the v2 corpus says the same with examples.
struct EventRepetition {
    /// The rule, with its end: `FREQ=WEEKLY;BYDAY=WE;UNTIL=20270331`.
    let rule: String
    /// The first occurrence: a date, or a date and clock.
    let first: LocalMoment
    /// Whether a clock was said (else the first occurrence is a day).
    let hasClock: Bool
    /// The end of the first occurrence when a clock range was said ("7点到9点").
    let end: LocalMoment?
    /// The request with the words of the repetition blanked, for the title.
    let blanked: NLUAnalysis

    /// The repetition `analysis` says, or `nil` when it says none (or says it only of something
    /// else: "我每天都很忙，周六下午3点约个理发"). `ringsAtNine`: a day said without a clock rings at
    /// 09:00 (a reminder), so a day whose 09:00 has passed is not the first.
    static func read(_ analysis: NLUAnalysis, ringsAtNine: Bool) -> EventRepetition? {
        let text = analysis.text
        guard let phrase = RecurrencePhrase.find(in: text.original) else { return nil }
        let times = analysis.times
        // "weekly sync tomorrow at 10": a word that names the event, and one day: no repetition.
        if phrase.onlyInAName, times.contains(where: { $0.saysDay || namesADay($0) }) { return nil }
        if habitClause(phrase, times: times, in: text) != nil { return nil }
        let original = text.originalScalars
        let until = phrase.untilSpan
        var startTime: TimeEntity?
        var removed = phrase.cueRanges + (until.map { [$0] } ?? [])
        var clockTimes: [TimeEntity] = []
        for time in times {
            if let until, time.pieces.contains(where: { $0.range.overlaps(until) }) {
                // "every Saturday at 9am until the end of February" read as one range: its start
                // still says the clock.
                if time.span.range.lowerBound < until.lowerBound - 6, time.grain != .day {
                    var start = time
                    start.end = nil
                    clockTimes.append(start)
                }
                continue
            }
            if let cue = startCue(around: time.span.range, in: original) {
                startTime = time
                removed.append(cue)
                continue
            }
            clockTimes.append(time)
        }
        removed += Self.onceWords(in: original)
        let now = LocalMoment(analysis.context.now, in: analysis.context.timeZone)
        let today = CivilCalendar.dayNumber(year: now.year, month: now.month, day: now.day)
        // The clock: the first time said with one; the part of the day of "every night" when the
        // time said none.
        // (周一到周五早上7点50 is read as a run of days that ends at the clock: the clock of each.)
        let run = clockTimes.first { time in
            time.grain == .day && time.end.map { $0.hour != 0 || $0.minute != 0 } == true
        }
        let clocked = clockTimes.first { $0.grain != .day }
        var hour = clocked?.start.hour ?? run?.end?.hour
        var endClock = clocked.flatMap { time -> (Int, Int)? in
            guard let end = time.end, end.dateString == time.start.dateString else { return nil }
            return (end.hour, end.minute)
        }
        if let said = hour, let half = Self.halfOfDay(phrase, in: original) {
            hour = half == .pm && said < 12 ? said + 12 : half == .am && said >= 12 ? said - 12 : said
            if let (endHour, endMinute) = endClock, half == .pm, endHour < 12 { endClock = (endHour + 12, endMinute) }
        }
        let minute = clocked?.start.minute ?? run?.end?.minute ?? 0
        // Where to start looking: the start said, else a day said that the rule words do not hold
        // ("every two weeks on Thursday"), else today.
        var from = today
        let named =
            startTime
            ?? clockTimes.first { time in
                time.saysDay
                    && !time.pieces.contains { piece in phrase.cueRanges.contains { $0.overlaps(piece.range) } }
            }
        if let named {
            from = max(
                from, CivilCalendar.dayNumber(year: named.start.year, month: named.start.month, day: named.start.day))
        }
        // "I work Mondays, so put the dentist on Tuesday at 3": one day named that the rule does not
        // allow is the event's; the repetition was said of something else.
        if startTime == nil, let named, named.end == nil || named.grain != .day,
            !allows(
                phrase,
                day: CivilCalendar.dayNumber(year: named.start.year, month: named.start.month, day: named.start.day))
        {
            return nil
        }
        let clock = hour.map { $0 * 60 + minute }
        guard
            let day = firstDay(
                of: phrase, from: from, today: today,
                laterToday: {
                    if let clock { return clock >= now.hour * 60 + now.minute }
                    return !ringsAtNine || now.hour < 9
                })
        else { return nil }
        let civil = CivilCalendar.date(day)
        let first = LocalMoment(year: civil.year, month: civil.month, day: civil.day, hour: hour ?? 0, minute: minute)
        var end: LocalMoment?
        if let (endHour, endMinute) = endClock, clock.map({ $0 < endHour * 60 + endMinute }) == true {
            end = LocalMoment(year: civil.year, month: civil.month, day: civil.day, hour: endHour, minute: endMinute)
        }
        var rule = phrase.rule
        // The end date read alone (明年3月, "in March"): a month is through its last day.
        let untilTime = until.flatMap { span -> TimeEntity? in
            let said = String(String.UnicodeScalarView(original[span]))
            for candidate in [said, "in " + said] {
                if let time = TimeRecognizer().entities(in: NormalizedText(candidate), context: analysis.context).first
                {
                    return time
                }
            }
            return nil
        }
        if phrase.count == nil, let last = lastDay(of: phrase, first: day, until: untilTime), last >= day {
            let date = CivilCalendar.date(last)
            rule += String(format: ";UNTIL=%04d%02d%02d", date.year, date.month, date.day)
        }
        var blanked = NLUAnalysis(
            text: NormalizedText(text, blanking: text.scalarsInside(removed)), entities: analysis.entities,
            prediction: analysis.prediction, context: analysis.context)
        blanked.unsaid = removed
        return EventRepetition(rule: rule, first: first, hasClock: hour != nil, end: end, blanked: blanked)
    }

    /// Writes the repetition into `arguments` of `skill`: its `rrule` argument, the first
    /// occurrence as its moment (and the end of a clock range), no length from now or deadline.
    func fill(_ arguments: inout [String: JSONValue], skill: SkillSlots) {
        for (name, kind) in skill.schema.slots {
            switch kind {
            case .recurrence: arguments[name] = .string(rule)
            case .moment: arguments[name] = .string(hasClock ? first.description : first.dateString)
            case .momentEnd: arguments[name] = end.map { .string($0.description) }
            case .duration, .deadline: arguments[name] = nil
            default: break
            }
        }
    }

    // MARK: - The first occurrence

    /// The first day from `from` that the rule allows (today only when `laterToday` says the clock
    /// is still ahead), looking at most four years on.
    private static func firstDay(
        of phrase: RecurrencePhrase, from: Int, today: Int, laterToday: () -> Bool
    ) -> Int? {
        var day = from
        while day < from + 1_462 {
            defer { day += 1 }
            if day == today, !laterToday() { continue }
            if allows(phrase, day: day) { return day }
        }
        return nil
    }

    /// Whether the rule's days (`BYMONTH`, `BYMONTHDAY`, `BYDAY` with its number in the month)
    /// include day number `day`; a rule that names none allows every day (its first sets them).
    static func allows(_ phrase: RecurrencePhrase, day: Int) -> Bool {
        let date = CivilCalendar.date(day)
        let length = CivilCalendar.daysInMonth(year: date.year, month: date.month)
        if !phrase.byMonth.isEmpty, !phrase.byMonth.contains(date.month) { return false }
        if !phrase.byMonthDay.isEmpty,
            !phrase.byMonthDay.contains(where: { $0 == date.day || $0 == date.day - length - 1 })
        {
            return false
        }
        guard !phrase.byDay.isEmpty else { return true }
        let code = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"][CivilCalendar.weekday(day) - 1]
        return phrase.byDay.contains { item in
            guard item.hasSuffix(code) else { return false }
            guard let ordinal = Int(item.dropLast(2)) else { return true }
            return ordinal > 0 ? (date.day - 1) / 7 + 1 == ordinal : (length - date.day) / 7 + 1 == -ordinal
        }
    }

    /// The last day the repetition covers: a length counted from the first occurrence (`first` +
    /// N days − 1, N weeks, or the day before the same date N months or years on), else the last
    /// day of the end date said.
    private static func lastDay(of phrase: RecurrencePhrase, first: Int, until: TimeEntity?) -> Int? {
        if let length = phrase.length, length > 0, length <= 1_000, let unit = phrase.lengthUnit {
            switch unit {
            case .daily: return first + length - 1
            case .weekly: return first + 7 * length - 1
            case .monthly, .yearly:
                let date = CivilCalendar.date(first)
                let (year, month) = CivilCalendar.addMonths(
                    year: date.year, month: date.month, unit == .monthly ? length : 12 * length)
                let day = min(date.day, CivilCalendar.daysInMonth(year: year, month: month))
                return CivilCalendar.dayNumber(year: year, month: month, day: day) - 1
            }
        }
        guard let until else { return nil }
        let last = until.end.map { SlotFiller.lastDay(of: until.start, end: $0) } ?? until.start.dateString
        let parts = last.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        return CivilCalendar.dayNumber(year: parts[0], month: parts[1], day: parts[2])
    }

    // MARK: - Words

    /// Whether a day word is among `time`'s pieces ("from 1:30 to 3 today": the day said last).
    private static func namesADay(_ time: TimeEntity) -> Bool {
        let said = time.pieces.map { $0.text.lowercased() }.joined(separator: " ")
        return dayWords.contains { said.contains($0) }
    }

    private static let dayWords = [
        "today", "tonight", "tomorrow", "tmrw", "今天", "今晚", "明天", "明晚", "明早", "后天",
    ]

    private enum HalfOfDay { case am, pm }

    /// The half of the day the repetition's own words say: every night/evening, 每晚 → pm; every
    /// morning, 每早 → am.
    private static func halfOfDay(_ phrase: RecurrencePhrase, in original: [Unicode.Scalar]) -> HalfOfDay? {
        let said = phrase.cueRanges.map { String(String.UnicodeScalarView(original[$0])).lowercased() }
        if said.contains(where: { $0.contains("night") || $0.contains("evening") || $0.contains("每晚") }) {
            return .pm
        }
        if said.contains(where: { $0.contains("morning") || $0.contains("每早") }) { return .am }
        return nil
    }

    /// The words that mark `range` as where the repetition starts: 从…开始, …起, "starting …",
    /// "beginning …", "from … on", "as of …" — their range, or `nil`.
    private static func startCue(around range: Range<Int>, in original: [Unicode.Scalar]) -> Range<Int>? {
        let before = String(String.UnicodeScalarView(original[max(0, range.lowerBound - 12)..<range.lowerBound]))
            .lowercased()
        let after = String(
            String.UnicodeScalarView(original[range.upperBound..<min(original.count, range.upperBound + 8)])
        )
        .lowercased()
        let inside = String(String.UnicodeScalarView(original[range])).lowercased()
        for opener in ["starting ", "beginning ", "as of ", "effective ", "start "] where before.hasSuffix(opener) {
            return (range.lowerBound - opener.unicodeScalars.count)..<range.upperBound
        }
        for closer in ["开始", "起"] {
            if after.hasPrefix(closer) {
                let opener = before.hasSuffix("从") ? 1 : 0
                return (range.lowerBound - opener)..<(range.upperBound + closer.unicodeScalars.count)
            }
            if inside.hasSuffix(closer) {
                return (range.lowerBound - (before.hasSuffix("从") ? 1 : 0))..<range.upperBound
            }
        }
        if before.hasSuffix("from "), after.hasPrefix(" on") {
            return (range.lowerBound - 5)..<(range.upperBound + 3)
        }
        return nil
    }

    /// 一次 in "每隔两天浇一次花": how often, said again inside the activity.
    private static func onceWords(in original: [Unicode.Scalar]) -> [Range<Int>] {
        let once: [Unicode.Scalar] = ["一", "次"]
        guard original.count >= 2 else { return [] }
        return (0..<(original.count - 1)).filter { original[$0] == once[0] && original[$0 + 1] == once[1] }
            .map { $0..<($0 + 2) }
    }

    /// The clause (with its comma) that says a repetition of something else than what is asked,
    /// when it states a habit ("我每天都很忙", "I go to the gym every day anyway") and says no clock
    /// while another clause gives the request its clock: words a title leaves out.
    static func habitClause(in analysis: NLUAnalysis) -> Range<Int>? {
        guard let phrase = RecurrencePhrase.find(in: analysis.text.original) else { return nil }
        return habitClause(phrase, times: analysis.times, in: analysis.text)
    }

    private static func habitClause(_ phrase: RecurrencePhrase, times: [TimeEntity], in text: NormalizedText)
        -> Range<Int>?
    {
        guard let cue = phrase.cueRanges.first else { return nil }
        let original = text.originalScalars
        let breaks = original.indices.filter { ",，;；".unicodeScalars.contains(original[$0]) }
        guard !breaks.isEmpty else { return nil }
        let lower = breaks.last { $0 < cue.lowerBound }.map { $0 + 1 } ?? 0
        let upper = breaks.first { $0 >= cue.upperBound } ?? original.count
        let clause = lower..<upper
        let clocks = times.filter { $0.grain != .day }
        guard !clocks.contains(where: { clause.overlaps($0.span.range) }),
            clocks.contains(where: { !clause.overlaps($0.span.range) })
        else { return nil }
        let said = " " + String(String.UnicodeScalarView(original[clause])).lowercased() + " "
        guard ["都", "也", " anyway", " already", " i ", " we ", "我", "我们"].contains(where: { said.contains($0) })
        else { return nil }
        // The "but" that turns to the request goes with it.
        var end = min(original.count, upper + 1)
        while end < original.count, original[end] == " " { end += 1 }
        let rest = String(String.UnicodeScalarView(original[end...])).lowercased()
        for turn in ["but ", "但是", "不过", "可是", "但"] where rest.hasPrefix(turn) {
            end += turn.unicodeScalars.count
            break
        }
        return lower..<end
    }
}

import Foundation
import SkillJSON

/// Finding the stored event a `calendar.update` or `calendar.delete` call means, and what the
/// change makes of it. One function for the skills (before approval and when they run) and for
/// the corpus bench.
///
/// Which event:
/// 1. an `id` names it;
/// 2. else the `date` said keeps the events on that day, `during` (`HH:MM` or `HH:MM-HH:MM`, the
///    clock or part of the day said with it) those starting then when any do, and the `title` words keep those whose
///    title matches, best first: the same title; a title that ends with the words (发布会 →
///    产品发布会 before 发布会彩排, "meeting" → "Team meeting"); a title that contains them; a close
///    match (a shared word, or Chinese characters shared with half the words: 会议 → 开会);
/// 3. several equally good without a date said → the next upcoming one (one not yet ended,
///    earliest first; else the latest past); with a date said they are several (ask which).
///
/// What changes (update): `start` in full; `new_date` (the day, keeping the event's clock);
/// `new_time` `HH:MM` (the clock, keeping the event's day); `length` and `extend` (ISO 8601
/// durations: how long it lasts now, how much longer it runs); `shift` (a signed ISO 8601 duration
/// added to the stored start: `PT30M`, `-PT1H`, `P7D`); the length is kept unless `end` is
/// given (in full, or `HH:MM` on the new start's day). `new_title` and `location` replace.
/// `am_pm_unsaid` (the new clock was said without am/pm: "push it to 8:15") takes the other
/// half-day reading of a new `start` or `new_time` (08:15 ↔ 20:15) when it is nearer the event's
/// own clock — the dinner at 19:00 goes to 20:15, the 06:30 ride to 07:15 — and keeps the reading
/// given on a tie (a new range moves its `end` with it: 改成七点到八点半 for a 07:30 check-up is
/// 07:00–08:30); a new `end` `HH:MM` that would come before the start is read 12 hours on
/// (said without am/pm), or on the next day (凌晨一点 after a 20:00 start).
///
/// ```swift
/// let result = CalendarEventMatch.resolve(
///     skillID: "calendar.update", arguments: ["title": "dentist", "new_time": "16:00"],
///     events: stored, now: now, timeZone: zone)
/// if case .one(let index, let resolved) = result { … resolved["start"] … }
/// ```
public enum CalendarEventMatch {
    /// What a look-up found.
    public enum Result: Sendable, Equatable {
        /// No event matches.
        case none
        /// One event (its index in the events given) and the call's arguments resolved against
        /// it: `id`, the title words as they appear in its title, and for an update the concrete
        /// `start`/`end` (local wall time `YYYY-MM-DDTHH:MM:SS`, or dates for an all-day event).
        case one(index: Int, arguments: JSONValue)
        /// Several match equally well (indices, by start).
        case several([Int])
    }

    /// Finds the event `arguments` mean among `events` and resolves the change.
    ///
    /// - Throws: ``StandardSkillError`` when a date, time or duration argument cannot be read.
    public static func resolve(
        skillID: String, arguments: JSONValue, events: [CalendarEvent], now: Date, timeZone: TimeZone
    ) throws -> Result {
        let today = LocalDate(now, in: timeZone)
        let object = arguments.objectValue ?? [:]
        let indices = try candidates(arguments: object, events: events, now: now, timeZone: timeZone)
        guard let index = indices.first else { return .none }
        guard indices.count == 1 else { return .several(indices) }
        let event = events[index]
        var resolved = object
        resolved["id"] = .string(event.uid)
        if let words = object["title"]?.stringValue, let said = matchedWords(words, in: event.title) {
            resolved["title"] = .string(said)
        } else if let words = object["said"]?.stringValue, let said = requestNames(words, event.title) {
            resolved["title"] = .string(said)
        }
        resolved["said"] = nil
        if skillID == "calendar.update" {
            let changed = try apply(object, to: event, today: today, timeZone: timeZone)
            for key in ["new_date", "new_time", "shift", "length", "extend", "within"] { resolved[key] = nil }
            if changed.start != event.start || changed.end != event.end {
                resolved["start"] = .string(wallTime(changed.start, allDay: changed.allDay, zone: timeZone))
                let end = changed.allDay ? changed.end.addingTimeInterval(-1) : changed.end
                resolved["end"] = .string(wallTime(end, allDay: changed.allDay, zone: timeZone))
            }
        }
        return .one(index: index, arguments: .object(resolved))
    }

    /// The indices of the events `arguments` (`id`, `title`, `date`) mean, best first; one
    /// index when the choice is clear.
    static func candidates(
        arguments: [String: JSONValue], events: [CalendarEvent], now: Date, timeZone: TimeZone
    ) throws -> [Int] {
        if let uid = arguments["id"]?.stringValue, !uid.isEmpty {
            return events.indices.filter { events[$0].uid == uid }
        }
        let today = LocalDate(now, in: timeZone)
        var indices = Array(events.indices)
        let dateText = arguments["date"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
        if let dateText {
            // One day, or a run of them ("next week's piano lesson": 2026-12-07/2026-12-13).
            let days = try DateArgument.days(dateText, field: "date", today: today)
            let from = days.first.start(in: timeZone)
            let to = days.last.adding(days: 1).start(in: timeZone)
            indices = indices.filter { events[$0].start < to && (events[$0].end > from || events[$0].start >= from) }
        }
        if let window = arguments["during"]?.stringValue.flatMap(Self.window) {
            // A part of the day said with the day ("tomorrow morning's training"): kept when it
            // leaves any event, ignored when it leaves none.
            let inside = indices.filter {
                let wall = LocalDateTime(events[$0].start, in: timeZone)
                let minute = wall.hour * 60 + wall.minute
                return window.upperBound == window.lowerBound ? minute == window.lowerBound : window.contains(minute)
            }
            if !inside.isEmpty { indices = inside }
        }
        if let words = arguments["title"]?.stringValue, !words.trimmingCharacters(in: .whitespaces).isEmpty {
            let scored = indices.map { ($0, score(words, events[$0].title)) }.filter { $0.1 > 0 }
            if let best = scored.map(\.1).max() {
                indices = scored.filter { $0.1 >= best - 0.0001 }.map(\.0)
            } else if let said = arguments["said"]?.stringValue, let named = namedIn(said, indices, events) {
                indices = named  // 周五的夜班不上了 跟人换了: the title words missed, the request names 夜班
            } else if !(dateText != nil && indices.count == 1 && saysAKindOnly(words)) {
                return []
            }
        }
        indices.sort { events[$0].start < events[$1].start }
        guard indices.count > 1, dateText == nil else { return indices }
        // Next upcoming: the first not yet ended, else the latest past.
        if let next = indices.first(where: { events[$0].end > now }) { return [next] }
        return indices.last.map { [$0] } ?? []
    }

    // MARK: - Title words

    /// Whether the words only say what kind of thing the event is, one Chinese character (那个会,
    /// 那顿饭, 那节课): the one event on the day said is meant whatever its title.
    private static func saysAKindOnly(_ words: String) -> Bool {
        let scalars = words.unicodeScalars.filter { !$0.properties.isWhitespace }
        return scalars.count == 1 && scalars.allSatisfy { $0.properties.isIdeographic }
    }

    /// How well `words` name `title`: 4 the same, 3 its ending, 2 inside it, 1–2 a close match, 0 none.
    static func score(_ words: String, _ title: String) -> Double {
        let query = folded(words)
        let stored = folded(title)
        guard !query.isEmpty, !stored.isEmpty else { return 0 }
        if query == stored { return 4 }
        if stored.hasSuffix(query) { return 3 }
        if stored.contains(query) { return 2 }
        if saidWhole(stored, in: query) { return 1.95 }
        // Every word said, in another order ("period 2 conferences" for "Conferences – Period 2
        // parents"), beats a longer run of fewer of them ("conferences" in "Conferences – Period 5 …").
        let anyOrder = sameWordsAnyOrder(query, stored).map { 1 + 0.8 * Double($0.count) / Double(stored.count) } ?? 0
        guard let shared = sharedPart(query, stored) else { return anyOrder }
        // Ties between runs of the same length (带猫打针 against 带猫去打针 and 带狗去打针) go to
        // the title that keeps more of the words in order.
        let inOrder = 0.04 * Double(commonSubsequence(query, stored)) / Double(query.count)
        return max(anyOrder, 1 + 0.9 * Double(shared.count) / Double(max(query.count, stored.count)) + inOrder)
    }

    /// The length of the longest common subsequence of two short texts' characters.
    private static func commonSubsequence(_ a: String, _ b: String) -> Int {
        let left = Array(a)
        let right = Array(b)
        var previous = [Int](repeating: 0, count: right.count + 1)
        for character in left {
            var current = [Int](repeating: 0, count: right.count + 1)
            for j in right.indices {
                current[j + 1] = character == right[j] ? previous[j] + 1 : max(previous[j + 1], current[j])
            }
            previous = current
        }
        return previous[right.count]
    }

    /// The part of `title` the words match: the words themselves when the title contains them,
    /// else the shared part as the title writes it (会议 in 开会 → 会; "Denver trip" → Denver).
    static func matchedWords(_ words: String, in title: String) -> String? {
        let query = folded(words)
        let stored = folded(title)
        if stored.contains(query) { return words.trimmingCharacters(in: .whitespaces) }
        if saidWhole(stored, in: query) { return title }
        guard let shared = sharedPart(query, stored) ?? sameWordsAnyOrder(query, stored) else { return nil }
        return title.range(of: shared, options: .caseInsensitive).map { String(title[$0]) } ?? shared
    }

    /// Whether the words hold the whole stored title among other words ("师傅说来不了修空调" holds
    /// 修空调): two characters or more, or a word of three letters or more that is not a filler.
    private static func saidWhole(_ stored: String, in query: String) -> Bool {
        guard query.contains(stored) else { return false }
        if stored.unicodeScalars.contains(where: { $0.properties.isIdeographic }) { return stored.count >= 2 }
        guard stored.split(separator: " ").contains(where: { $0.count >= 3 && !stopWords.contains(String($0)) })
        else { return false }
        // Whole words only: "art" is not said in "party".
        return (" " + query + " ").contains(" " + stored + " ")
    }

    /// Lowercased, with punctuation and runs of spaces as one space ("Follow-up call" →
    /// "follow up call").
    private static func folded(_ text: String) -> String {
        var text = text
        // 老王那个会, 周四那个饭局: the pointer between the words names nothing.
        for pointer in ["那个", "这个", "那顿", "这顿", "那场", "这场", "那节", "这节", "那次", "这次"]
        where text.contains(pointer) && text.count > 3 {
            text = text.replacingOccurrences(of: pointer, with: "")
        }
        return text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "'" }).joined(
            separator: " ")
    }

    private static let stopWords: Set<String> = [
        "the", "a", "an", "my", "our", "with", "and", "to", "of", "at", "in", "on", "for", "event", "meeting",
        "appointment", "appt", "reminder", "call",
    ]

    /// The events among `indices` whose titles the whole request names when its title words name
    /// none ("周五的夜班不上了 跟人换了" names 夜班; "got moved to the 6:50pm flight" names "Flight"):
    /// those sharing the longest part, or `nil` when none shares two Chinese characters or a word
    /// of three letters that is not a filler.
    private static func namedIn(_ said: String, _ indices: [Int], _ events: [CalendarEvent]) -> [Int]? {
        let named = indices.compactMap { index in requestNames(said, events[index].title).map { (index, $0.count) } }
        guard let best = named.map(\.1).max() else { return nil }
        return named.filter { $0.1 == best }.map(\.0)
    }

    /// The part of `title` the request `said` names: the longest run of Chinese characters the two
    /// share (two or more), or the longest run of words in the same order holding a word of three
    /// letters or more that is not a filler.
    static func requestNames(_ said: String, _ title: String) -> String? {
        let query = folded(said)
        let stored = folded(title)
        guard !query.isEmpty, !stored.isEmpty else { return nil }
        if stored.unicodeScalars.contains(where: { $0.properties.isIdeographic }) {
            let run = longestSharedRun(query, stored)
            guard run.count >= 2, run.unicodeScalars.allSatisfy({ $0.properties.isIdeographic }) else { return nil }
            return run
        }
        guard let words = sharedWords(query, stored) else { return nil }
        return title.range(of: words, options: .caseInsensitive).map { String(title[$0]) } ?? words
    }

    /// The longest run of characters two texts share.
    private static func longestSharedRun(_ query: String, _ stored: String) -> String {
        let a = Array(query)
        let b = Array(stored)
        var best = 0
        var bestEnd = 0
        var previous = [Int](repeating: 0, count: b.count + 1)
        for i in 0..<a.count {
            var current = [Int](repeating: 0, count: b.count + 1)
            for j in 0..<b.count where a[i] == b[j] {
                current[j + 1] = previous[j] + 1
                if current[j + 1] > best {
                    best = current[j + 1]
                    bestEnd = i + 1
                }
            }
            previous = current
        }
        return String(a[(bestEnd - best)..<bestEnd])
    }

    /// A close match: for words with Chinese characters, the longest run of characters shared
    /// with `stored` when it covers at least half the words or is three characters long; else the longest run of words shared
    /// in the same order that holds a word of three letters or more that is not a filler like
    /// "the" or "meeting".
    private static func sharedPart(_ query: String, _ stored: String) -> String? {
        if query.unicodeScalars.contains(where: { $0.properties.isIdeographic }) {
            let run = longestSharedRun(query, stored)
            let best = run.count
            // Half the words, or three characters in a row (修空调 in 师傅说来不了修空调 and 师傅上门修空调).
            guard best > 0, 2 * best >= query.count || best >= 3 else {
                // A character typed wrong (瑜珈课 for 瑜伽课): two thirds of the words, in order, and
                // half the title.
                let inOrder = commonSubsequence(query, stored)
                return inOrder >= 2 && 3 * inOrder >= 2 * query.count && 2 * inOrder >= stored.count ? stored : nil
            }
            return run
        }
        return sharedWords(query, stored)
    }

    /// The longest run of words two texts share in the same order ("get the pta meeting off" and
    /// "PTA meeting" share "pta meeting"), holding at least one word that is not a filler.
    private static func sharedWords(_ query: String, _ stored: String) -> String? {
        func words(_ text: String) -> [String] {
            text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        }
        let said = words(query).map(stem)
        let title = words(stored)
        let titleStems = title.map(stem)
        var best: Range<Int>?
        for i in said.indices {
            for j in titleStems.indices where said[i] == titleStems[j] {
                var length = 0
                while i + length < said.count, j + length < titleStems.count,
                    said[i + length] == titleStems[j + length]
                {
                    length += 1
                }
                let run = j..<(j + length)
                guard title[run].contains(where: { $0.count >= 3 && !stopWords.contains($0) }) else { continue }
                if let current = best,
                    current.count > run.count
                        || (current.count == run.count
                            && title[current].joined().count >= title[run].joined().count)
                {
                    continue
                }
                best = run
            }
        }
        return best.map { title[$0].joined(separator: " ") }
    }

    /// Every word the person named the event by is in the title, in another order ("li's call"
    /// and "Call with Li", "sam dinner" and "Dinner with Sam"): the title's words they share, in the
    /// title's order. Fillers do not count, a name of two letters does; English only.
    private static func sameWordsAnyOrder(_ query: String, _ stored: String) -> String? {
        guard !query.unicodeScalars.contains(where: { $0.properties.isIdeographic }) else { return nil }
        func words(_ text: String) -> [String] {
            text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        }
        // A number names as much as a word: "period 5" is not "Period 2".
        let said = words(query).filter { ($0.count >= 2 || $0.allSatisfy(\.isNumber)) && !stopWords.contains($0) }
            .map(stem)
        let title = words(stored)
        let titleStems = title.map(stem)
        // "dentst" for "dentist": a word of five letters or more may be one letter off.
        func same(_ word: String, _ titleWord: String) -> Bool {
            word == titleWord || (min(word.count, titleWord.count) >= 5 && oneEditApart(word, titleWord))
        }
        guard !said.isEmpty, said.allSatisfy({ word in titleStems.contains { same(word, $0) } }),
            said.contains(where: { $0.count >= 3 }) || title.count <= 3
        else { return nil }
        let kept = title.filter { word in said.contains { same($0, stem(word)) } || stopWords.contains(word) }
        let trimmed = kept.drop(while: stopWords.contains).reversed().drop(while: stopWords.contains).reversed()
        return trimmed.isEmpty ? nil : trimmed.joined(separator: " ")
    }

    /// Whether two words differ by one letter left out, added or changed.
    private static func oneEditApart(_ a: String, _ b: String) -> Bool {
        let left = Array(a)
        let right = Array(b)
        guard abs(left.count - right.count) <= 1 else { return false }
        var i = 0
        var j = 0
        var edits = 0
        while i < left.count, j < right.count {
            if left[i] == right[j] {
                i += 1
                j += 1
                continue
            }
            edits += 1
            if edits > 1 { return false }
            if left.count > right.count {
                i += 1
            } else if left.count < right.count {
                j += 1
            } else {
                i += 1
                j += 1
            }
        }
        return edits + (left.count - i) + (right.count - j) <= 1
    }

    private static func stem(_ word: String) -> String {
        word.count > 3 && word.hasSuffix("s") ? String(word.dropLast()) : word
    }

    // MARK: - The change

    /// `event` with the change in `arguments` applied.
    static func apply(
        _ arguments: [String: JSONValue], to event: CalendarEvent, today: LocalDate, timeZone zone: TimeZone
    ) throws -> CalendarEvent {
        var event = event
        let wasAllDay = event.allDay
        let length = event.end.timeIntervalSince(event.start)
        if let title = arguments["new_title"]?.stringValue?.trimmingCharacters(in: .whitespacesAndNewlines),
            !title.isEmpty
        {
            event.title = title
        }
        if let location = arguments["location"]?.stringValue { event.location = location.isEmpty ? nil : location }
        let current = LocalDateTime(event.start, in: zone)
        if let text = arguments["start"]?.stringValue {
            let (start, dayOnly) = try DateArgument.moment(text, field: "start", today: today, timeZone: zone)
            event.start = start
            event.allDay = dayOnly
            event.end =
                dayOnly ? LocalDate(start, in: zone).adding(days: 1).start(in: zone) : start.addingTimeInterval(length)
        } else if let text = arguments["new_date"]?.stringValue {
            let day = try DateArgument.day(text, field: "new_date", today: today, fallback: today)
            event.start =
                event.allDay
                ? day.start(in: zone)
                : LocalDateTime(date: day, hour: current.hour, minute: current.minute, second: current.second)
                    .instant(in: zone)
            event.end = event.start.addingTimeInterval(length)
        } else if let text = arguments["new_time"]?.stringValue {
            guard let (hour, minute) = clock(text) else {
                throw StandardSkillError(
                    .invalidArgument, "new_time '\(text)' is not a clock time — use HH:MM",
                    chinese: "新时间“\(text)”无效——请写成 15:30 这样的时刻")
            }
            event.start = LocalDateTime(date: current.date, hour: hour, minute: minute, second: 0).instant(in: zone)
            event.end = event.start.addingTimeInterval(event.allDay ? 3_600 : length)
            event.allDay = false
        } else if let text = arguments["shift"]?.stringValue {
            guard let shift = Shift(iso: text) else {
                throw StandardSkillError(
                    .invalidArgument, "shift '\(text)' is not a duration — use ISO 8601 like PT30M, -PT1H or P7D",
                    chinese: "挪动的时间“\(text)”不是时长——请写成 PT30M（推后 30 分钟）、-PT1H（提前 1 小时）"
                        + "或 P7D（推后 7 天）这样")
            }
            let moved = LocalDateTime(
                date: current.date.adding(days: shift.days), hour: current.hour, minute: current.minute,
                second: current.second
            ).instant(in: zone).addingTimeInterval(Double(shift.seconds))
            event.start = moved
            event.end = moved.addingTimeInterval(length)
        }
        if let text = arguments["within"]?.stringValue {
            // 改到周日晚上: the event's clock if it lies in the evening, else the evening's start.
            guard let window = window(text), !window.isEmpty else {
                throw StandardSkillError(
                    .invalidArgument, "within '\(text)' is not a part of the day — use HH:MM-HH:MM like 18:00-24:00",
                    chinese: "时段“\(text)”不是一天中的一段时间——请写成 18:00-24:00 这样")
            }
            let moved = LocalDateTime(event.start, in: zone)
            if event.allDay || !window.contains(moved.hour * 60 + moved.minute) {
                event.start = LocalDateTime(
                    date: moved.date, hour: window.lowerBound / 60, minute: window.lowerBound % 60, second: 0
                ).instant(in: zone)
                event.end = event.start.addingTimeInterval(wasAllDay ? 3_600 : length)
                event.allDay = false
            }
        }
        // A new clock range said without am/pm (改成七点到八点半) moves its end with its start.
        var startFlip: TimeInterval?
        if arguments["am_pm_unsaid"]?.boolValue == true, !wasAllDay, !event.allDay,
            arguments["start"] != nil || arguments["new_time"] != nil
        {
            let nearer = nearerHalf(of: event.start, to: current, zone: zone)
            if arguments["end"] == nil {
                event.start = nearer
                event.end = event.start.addingTimeInterval(length)
            } else {
                startFlip = nearer.timeIntervalSince(event.start)
                event.start = nearer
            }
        }
        if let text = arguments["length"]?.stringValue {
            guard let length = Shift(iso: text), length.days >= 0, length.seconds >= 0, length.days + length.seconds > 0
            else {
                throw StandardSkillError(
                    .invalidArgument, "length '\(text)' is not a positive duration — use ISO 8601 like PT2H or PT45M",
                    chinese: "时长“\(text)”不是大于零的时长——请写成 PT2H（2 小时）或 PT45M（45 分钟）这样")
            }
            event.end = event.start.addingTimeInterval(Double(86_400 * length.days + length.seconds))
        }
        if let text = arguments["extend"]?.stringValue {
            guard let extra = Shift(iso: text) else {
                throw StandardSkillError(
                    .invalidArgument, "extend '\(text)' is not a duration — use ISO 8601 like PT30M or -PT15M",
                    chinese: "延长的时间“\(text)”不是时长——请写成 PT30M（延长 30 分钟）或 -PT15M（缩短 15 分钟）这样")
            }
            event.end = event.end.addingTimeInterval(Double(86_400 * extra.days + extra.seconds))
        }
        let storedEnd = event.end
        if let text = arguments["end"]?.stringValue {
            var dayOnly = false
            if let (hour, minute) = clock(text) {
                let day = LocalDateTime(event.start, in: zone).date
                event.end = LocalDateTime(date: day, hour: hour, minute: minute, second: 0).instant(in: zone)
            } else {
                let (end, onlyADay) = try DateArgument.moment(text, field: "end", today: today, timeZone: zone)
                dayOnly = onlyADay
                event.end = dayOnly ? LocalDate(end, in: zone).adding(days: 1).start(in: zone) : end
            }
            // "the bbq goes till 9", "sunday's dinner should end at 9", 到站时间改成十点零五 (without
            // am/pm): the reading after the start that is nearest the end it had (21:00 for an 18:00
            // dinner; 10:05, not 22:05, for a train due at 11:25).
            if startFlip != nil, !dayOnly {
                // 改成十点到十二点: the end is the first reading of its clock after the new start.
                let readings = [-12.0, 0, 12, 24].map { event.end.addingTimeInterval($0 * 3_600) }
                event.end = readings.filter { $0 > event.start }.min() ?? event.end
            } else if let startFlip {
                event.end = event.end.addingTimeInterval(startFlip)
            } else if !dayOnly, arguments["am_pm_unsaid"]?.boolValue == true {
                let other = event.end.addingTimeInterval(
                    LocalDateTime(event.end, in: zone).hour < 12 ? 12 * 3_600 : -12 * 3_600)
                let candidates = [event.end, other].filter { $0 > event.start }
                if let nearest = candidates.min(by: {
                    abs($0.timeIntervalSince(storedEnd)) < abs($1.timeIntervalSince(storedEnd))
                }) {
                    event.end = nearest
                }
            }
            // 跨年演唱会结束时间改成凌晨一点: an end before the start on the start's own day is after
            // midnight.
            let wall = LocalDateTime(event.end, in: zone)
            if event.end <= event.start, !event.allDay, wall.date == LocalDateTime(event.start, in: zone).date {
                event.end = LocalDateTime(
                    date: wall.date.adding(days: 1), hour: wall.hour, minute: wall.minute, second: wall.second
                ).instant(in: zone)
            }
        }
        guard event.end >= event.start else {
            throw StandardSkillError(
                .invalidArgument, "the new end is before the start — check the times",
                chinese: "新的结束时间早于开始时间——请检查时间")
        }
        return event
    }

    /// `start`, or the same clock in the other half of its day (08:15 ↔ 20:15), whichever is nearer
    /// the clock of `current`; `start` on a tie and for 0 and 12 o'clock.
    private static func nearerHalf(of start: Date, to current: LocalDateTime, zone: TimeZone) -> Date {
        let moment = LocalDateTime(start, in: zone)
        guard moment.hour % 12 != 0 else { return start }
        let otherHour = moment.hour < 12 ? moment.hour + 12 : moment.hour - 12
        let was = current.hour * 60 + current.minute
        let reading = moment.hour * 60 + moment.minute
        let other = otherHour * 60 + moment.minute
        guard abs(other - was) < abs(reading - was) else { return start }
        return LocalDateTime(date: moment.date, hour: otherHour, minute: moment.minute, second: moment.second)
            .instant(in: zone)
    }

    /// `HH:MM` or `HH:MM-HH:MM` as minutes of the day (a clock alone is an empty range at it).
    static func window(_ text: String) -> Range<Int>? {
        let parts = text.split(separator: "-")
        guard let first = parts.first.flatMap({ clock(String($0)) }) else { return nil }
        let from = first.0 * 60 + first.1
        guard parts.count == 2 else { return from..<from }
        let last = String(parts[1]) == "24:00" ? (24, 0) : clock(String(parts[1]))
        guard let last, last.0 * 60 + last.1 > from else { return nil }
        return from..<(last.0 * 60 + last.1)
    }

    /// `HH:MM` (or `H:MM`) as hour and minute.
    private static func clock(_ text: String) -> (Int, Int)? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ":")
        guard parts.count == 2, parts[1].count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]),
            (0..<24).contains(hour), (0..<60).contains(minute)
        else { return nil }
        return (hour, minute)
    }

    /// A signed ISO 8601 duration: whole days (added on the calendar, keeping the clock) and seconds.
    struct Shift: Equatable {
        var days = 0
        var seconds = 0

        /// A shift of whole calendar days and seconds.
        init(days: Int, seconds: Int) {
            self.days = days
            self.seconds = seconds
        }

        /// Reads `[+-]P[nW][nD][T[nH][nM][nS]]`; `nil` when it is not one.
        init?(iso text: String) {
            var scalars = Substring(text.trimmingCharacters(in: .whitespaces).uppercased())
            var sign = 1
            if scalars.hasPrefix("-") {
                sign = -1
                scalars.removeFirst()
            } else if scalars.hasPrefix("+") {
                scalars.removeFirst()
            }
            guard scalars.hasPrefix("P"), scalars.count > 1 else { return nil }
            scalars.removeFirst()
            var inTime = false
            var number = ""
            var read = false
            for character in scalars {
                if character == "T" {
                    guard !inTime, number.isEmpty else { return nil }
                    inTime = true
                } else if character.isNumber || character == "." {
                    number.append(character)
                } else {
                    guard let value = Double(number) else { return nil }
                    number = ""
                    read = true
                    switch (character, inTime) {
                    case ("W", false): days += Int(value * 7)
                    case ("D", false):
                        days += Int(value)
                        seconds += Int((value - value.rounded(.down)) * 86_400)
                    case ("H", true): seconds += Int(value * 3_600)
                    case ("M", true): seconds += Int(value * 60)
                    case ("S", true): seconds += Int(value)
                    default: return nil
                    }
                }
            }
            guard read, number.isEmpty else { return nil }
            days *= sign
            seconds *= sign
        }
    }

    /// `2026-12-03T15:00:00` in `zone`, or `2026-12-03` for an all-day event.
    static func wallTime(_ date: Date, allDay: Bool, zone: TimeZone) -> String {
        let wall = LocalDateTime(date, in: zone)
        guard !allDay else { return wall.date.iso }
        func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(wall.date.iso)T\(pad(wall.hour)):\(pad(wall.minute)):\(pad(wall.second))"
    }
}

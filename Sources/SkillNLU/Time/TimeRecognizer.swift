import Foundation

/// Finds time expressions in Chinese and English and resolves them against the reference time,
/// time zone and past/future preference of an `NLUContext`.
///
/// ```swift
/// let times = TimeRecognizer().entities(in: NormalizedText("明天下午3点开会"), context: context)
/// // [明天下午3点: 2026-12-03T15:00:00, grain hour]
/// ```
///
/// The work is three stages:
/// 1. **Read** — one pass over the normalized scalars; at each position the first scalar picks the
///    rules to try (digits, Chinese numerals, a few keyword scalars, English word starts); each rule
///    reads a *component*: a day, a period, a part of day, a clock time or an offset.
/// 2. **Combine** — adjacent components join into one point ("明天" + "下午" + "3点", "next tuesday"
///    + "at 7pm"), and two points joined by 到, 至, -, ~, to, until or through make a range.
/// 3. **Resolve** — `TimeResolver` turns the point or range into wall-clock moments with integer
///    day arithmetic (`CivilCalendar`); lunar holidays come from Foundation's Chinese calendar.
///
/// Results are non-overlapping and left to right; spans leave out a leading `at`, `on`, `from` or
/// `between`.
///
/// ## Conventions
/// - **A day alone** ("明天", "Friday", "12月20号") starts at 00:00:00, grain `day`, no end.
/// - **Ranges have exclusive ends**: the first moment after them. A week is Monday 00:00 to the next
///   Monday 00:00, a weekend Saturday 00:00 to Monday 00:00, a month or year likewise, all grain
///   `day`. An explicit range ends at its second point ("3点到5点" ends at 17:00); when that point is a
///   day, at the end of that day ("周一到周五" ends Saturday 00:00).
/// - **Parts of day** are ranges of grain `hour`: 凌晨 00–06, 早上/早晨/清晨/今早/明早 06–09,
///   上午 08–12, English morning 06–12, 下午/afternoon 12–18, 傍晚 17–19, 晚上/今晚/夜里/evening/
///   tonight/night 18–24, 深夜 23–03. 中午 and noon are the moment 12:00 (grain `hour`); midnight is
///   24:00 of its day (the next day's 00:00).
/// - **Clock times** are grain `minute` when minutes are written (`3:00`, `三点半`), else `hour`.
///   With a part of day: 下午/傍晚/pm add 12 to 1–11; 晚上 adds 12 to 5–11, makes 12 midnight and
///   1–4 the next early morning; 中午 adds 12 to 1–5; 凌晨12点 is 00:00; 12am is 00:00, 12pm 12:00;
///   深夜 (半夜, 午夜 before a clock) makes 12 midnight, adds 12 to 7–11 and keeps 1–6 (rolled to the
///   coming night). Idioms (差十分八点, "ten to eight") name the hour and then take minutes off.
///   Without one, 0 and 13–24 and anything written with a leading zero (`07:00`) are 24-hour; 12 is
///   noon; **1–7 mean the afternoon or evening** (13–19) and 8–11 the morning — what people mean by
///   "3点开会" or "at 7".
/// - **A clock time or part of day with no day** is today's; if it has already passed, the future
///   preference moves it to tomorrow — except that a morning reading of 8–11 said after noon becomes
///   the evening when that is still ahead ("10点" at 21:00 is 22:00). The past preference moves one
///   that is still ahead to yesterday.
/// - **Weekdays**: "周三"/"Wednesday"/"this Wednesday" is the nearest Wednesday on the preferred side
///   (today counts); "这周三"/"下周三"/"上周三" and "next/last Wednesday" are in the current/next/
///   previous Monday-based week. "周末"/"weekend" is this week's weekend, or for the past preference
///   on a weekday, last week's.
/// - **Dates without a year or month** ("12月20号", "20号", "Christmas") are the nearest on the
///   preferred side, today included; a day missing from a month ("31号" in November) moves to the
///   next (previous) month that has it.
/// - **Offsets** ("两小时后", "in 30 minutes", "3 days ago") count from now: minutes and hours exactly
///   (grain `minute`/`hour`, seconds dropped), days and weeks as calendar days (grain `day`), months
///   and years as the same day of month, clamped to the month's length.
public struct TimeRecognizer: Sendable {
    /// Creates a recognizer.
    public init() {}

    /// Every time expression in `text`, resolved against `context`, left to right.
    ///
    /// - Parameters:
    ///   - text: the normalized utterance.
    ///   - context: the reference time, the time zone and which way ambiguous times lean.
    /// - Returns: non-overlapping entities in text order.
    public func entities(in text: NormalizedText, context: NLUContext) -> [TimeEntity] {
        entities(in: read(text), context: context)
    }

    /// What `text` says about time before any of it is resolved: the work that does not depend on
    /// the reference time or the preference (stages 1 and 2), so that one reading can be resolved
    /// under several contexts (the router reads a ledger request again leaning to the past).
    public struct Reading: Sendable {
        /// The text read.
        public let text: NormalizedText
        let composed: [TimeComposition.Composed]
        let windows: [TimeWindows.Candidate]
    }

    /// Reads `text` (stages 1 and 2); ``entities(in:context:)-(Reading,_)`` resolves the reading.
    public func read(_ text: NormalizedText) -> Reading {
        let grammar = TimeGrammar(s: text.scalars)
        var phrases: [TimePhrase] = []
        var index = 0
        let count = text.scalars.count
        while index < count {
            guard grammar.mayStart(at: index), let phrase = grammar.phrase(at: index) else {
                index += 1
                continue
            }
            phrases.append(phrase)
            index = max(phrase.range.upperBound, index + 1)
            if let ellipsis = grammar.englishEllipsis(after: phrase) {
                phrases.append(ellipsis)
                index = ellipsis.range.upperBound
            }
        }
        let coordinated = TimeCoordination.distribute(phrases, in: text)
        return Reading(
            text: text, composed: TimeComposition.compose(coordinated, in: text.scalars),
            windows: TimeWindows.candidates(in: text.scalars))
    }

    /// Whether words of the morning stand in `text` (a cheap scan for their first letters first).
    static func saysMorning(_ text: NormalizedText) -> Bool {
        let s = text.scalars
        for index in s.indices {
            switch s[index] {
            case "b", "d", "w", "s", "m", "g", "早", "晨", "送", "叫", "喊", "起":
                for word in morningWords
                where word[0] == s[index] && index + word.count <= s.count
                    && s[index..<(index + word.count)].elementsEqual(word)
                {
                    return true
                }
            default: continue
            }
        }
        return false
    }

    private static let morningWords: [[Unicode.Scalar]] = [
        "breakfast", "drop off", "drop-off", "dropoff", "wake up", "before work", "school run", "早饭", "早餐", "早起",
        "早班", "晨跑", "送孩子上学", "送娃上学",
        // A wake-up call at 6 is 06:00: "wake me up at 6", "get me up at 5:30", 6点叫醒我, 6点叫我起床.
        "wake me", "get me up", "叫醒", "叫我起床", "喊我起床", "起床",
        // "morning walk with the dog at 7": an activity of the morning named before its hour.
        "morning walk", "morning run", "morning jog", "morning swim", "morning ride", "morning shift",
        "morning practice", "morning class",
    ].map { Array($0.unicodeScalars) }

    /// Every time expression of `reading`, resolved against `context` (stage 3), left to right.
    public func entities(in reading: Reading, context: NLUContext) -> [TimeEntity] {
        let text = reading.text
        var resolver = TimeResolver(context)
        resolver.text = text
        var entities: [(range: Range<Int>, entity: TimeEntity)] = []
        // Whether the last entity is a date alone (12月8号, "Dec 8"): a weekday aside may follow it.
        var lastIsDate = false
        for composed in reading.composed {
            let phrase = composed.phrase
            var range = phrase.range
            var pieces = composed.pieces
            var resolution =
                phrase.second.map { resolver.resolveRange(phrase.first, $0) } ?? resolver.resolve(phrase.first)
            if resolution == nil, phrase.second != nil, phrase.firstEnd > phrase.range.lowerBound, pieces.count == 1 {
                // A range that does not hold together (its end before its start) keeps its first point.
                resolution = resolver.resolve(phrase.first)
                range = phrase.range.lowerBound..<phrase.firstEnd
                pieces = [range]
            }
            guard var resolution else { continue }
            // A phrase inside words the last time took as its marker ("since we left tuesday nov 1").
            if let last = entities.last, range.lowerBound < last.range.upperBound { continue }
            if let last = entities.last, TimeResolver.restatesDay(phrase, resolution, after: last) { continue }
            if let last = entities.last, case .holiday? = phrase.first.day, last.entity.grain == .day,
                last.entity.end == nil, range.lowerBound - last.range.upperBound <= 2,
                CivilCalendar.floorDivide(resolution.start, 86_400)
                    == CivilCalendar.dayNumber(
                        year: last.entity.start.year, month: last.entity.start.month, day: last.entity.start.day)
            {
                // 明天儿童节，下午四点: the holiday names the day just said; one time, not two.
                let whole = last.range.lowerBound..<range.upperBound
                var merged = TimeEntity(
                    span: text.span(whole), start: CivilCalendar.moment(day: 0, seconds: resolution.start),
                    end: resolution.end.map { CivilCalendar.moment(day: 0, seconds: $0) }, grain: resolution.grain,
                    pieces: last.entity.pieces + pieces.map { text.span($0) })
                merged.saysDay = true
                entities[entities.count - 1] = (whole, merged)
                lastIsDate = false
                continue
            }
            if let deadline = TimeDeadlines.apply(resolution, range: range, scalars: text.scalars, resolver: resolver),
                entities.last.map({ deadline.marker.lowerBound >= $0.range.upperBound }) ?? true
            {
                resolution = deadline.resolution
                range =
                    min(
                        range.lowerBound, deadline.marker.lowerBound)..<max(
                        range.upperBound, deadline.marker.upperBound)
                if !deadline.marker.isEmpty { pieces.append(deadline.marker) }
            }
            if resolution.grain == .minute || resolution.grain == .hour,
                let zone = TimeZoneWords.zone(in: text, near: range), zone.zone != context.timeZone
            {
                // "9am PST": that zone's clock, given in the context's.
                resolution = TimeZoneWords.shifted(resolution, from: zone.zone, to: context.timeZone)
                let first = phrase.first
                if resolver.future, first.day == nil, first.period == nil, first.offset == nil, first.shift == nil,
                    resolution.start < resolver.nowLocal
                {
                    // "at 3pm UTC+8" with no day: the next such moment, as for any clock alone.
                    resolution.start += 86_400
                    resolution.end = resolution.end.map { $0 + 86_400 }
                }
                // (The zone's words are part of the time, not of a title.)
                range = min(range.lowerBound, zone.range.lowerBound)..<max(range.upperBound, zone.range.upperBound)
                if !pieces.contains(where: {
                    $0.lowerBound <= zone.range.lowerBound && zone.range.upperBound <= $0.upperBound
                }) {
                    pieces.append(zone.range)
                }
            }
            var entity = TimeEntity(
                span: text.span(range),
                start: CivilCalendar.moment(day: 0, seconds: resolution.start),
                end: resolution.end.map { CivilCalendar.moment(day: 0, seconds: $0) },
                grain: resolution.grain, pieces: pieces.map { text.span($0) })
            let first = phrase.first
            entity.saysDay = first.day != nil || first.period != nil || first.offset != nil
            entity.namesDay = first.day != nil || first.period != nil
            // 妇女节那天, 圣诞当天: "that day" makes it the day, not the occasion.
            let thatDay =
                range.count >= 2 && range.upperBound <= text.scalars.count
                && (text.scalars[range.upperBound - 1] == "天" || text.scalars[range.upperBound - 1] == "日")
                && (text.scalars[range.upperBound - 2] == "那" || text.scalars[range.upperBound - 2] == "当")
            if phrase.second == nil, first.clock == nil, first.part == nil, first.shift == nil, !thatDay,
                case .holiday(_, nil)? = first.day
            {
                entity.namesOccasion = true
            }
            if phrase.second == nil, first.shift == nil, first.period == nil, case .weekday(_, .nearest)? = first.day {
                // "this Friday", 这周五, 本周五 name this week.
                let said = text.scalars[range.clamped(to: 0..<text.scalars.count)]
                entity.weekdayAlone =
                    !said.contains("这") && !said.contains("本") && !said.starts(with: "this".unicodeScalars)
                    && !said.starts(with: "coming".unicodeScalars)
            }
            if lastIsDate, case .weekday? = first.day, let last = entities.last,
                last.range.upperBound <= range.lowerBound,
                var merged = TimeApposition.merged(
                    last.entity, entity, gap: text.scalars[last.range.upperBound..<range.lowerBound])
            {
                // The aside (也就是, "that's") is read too: it is no part of a title.
                let whole = last.range.lowerBound..<range.upperBound
                merged.span = text.span(whole)
                merged.pieces =
                    last.entity.pieces + [text.span(last.range.upperBound..<range.lowerBound)] + entity.pieces
                entities[entities.count - 1] = (whole, merged)
                lastIsDate = false
                continue
            }
            // "mother's day cake orders mother's day": the same occasion named twice is one time.
            if entity.namesOccasion, let last = entities.last, last.entity.namesOccasion,
                last.entity.start == entity.start, last.entity.end == entity.end, last.entity.grain == entity.grain,
                text.scalars[last.range].elementsEqual(text.scalars[range])
            {
                entities[entities.count - 1].entity.pieces += entity.pieces
                continue
            }
            lastIsDate = phrase.second == nil && first.day?.isDate == true && first.clock == nil
            entities.append((range, entity))
        }
        // Windows from now (两周以内, within 3 days) where no phrase was read.
        for window in TimeWindows.resolve(reading.windows, taken: entities.map(\.range), resolver: resolver) {
            let resolution = window.resolution
            entities.append(
                (
                    window.range,
                    TimeEntity(
                        span: text.span(window.range),
                        start: CivilCalendar.moment(day: 0, seconds: resolution.start),
                        end: resolution.end.map { CivilCalendar.moment(day: 0, seconds: $0) },
                        grain: resolution.grain)
                ))
        }
        var sorted = Self.withoutLengths(entities, in: text)
            .sorted { $0.range.lowerBound < $1.range.lowerBound }.map(\.entity)
        // (One time alone needs none of the filters that weigh times against each other.)
        guard sorted.count >= 2 else { return sorted }
        sorted = Self.withoutHolidayModifiers(sorted, in: text)
        sorted = Self.withoutHolidaysGoneFor(sorted, in: text)
        let today = CivilCalendar.moment(day: resolver.today, seconds: 0).dateString
        return Self.withoutPartsInsideDays(Self.withoutOwnerDays(sorted, in: text, today: today))
    }

    /// `entities` without a holiday said after "for" beside the dates of the stay: in "home for the
    /// new year jan 22 thru feb 5" the new year is why, the dates are when.
    static func withoutHolidaysGoneFor(_ entities: [TimeEntity], in text: NormalizedText) -> [TimeEntity] {
        let original = String(String.UnicodeScalarView(text.originalScalars)).lowercased()
        let scalars = Array(original.unicodeScalars)
        guard scalars.count == text.originalScalars.count,
            entities.contains(where: { $0.grain == .day && $0.end != nil && !isAfterFor($0, in: scalars) })
        else { return entities }
        return entities.filter { entity in
            !(entity.grain == .day && entity.end == nil && isAfterFor(entity, in: scalars)
                && !entity.span.text.unicodeScalars.contains(where: { NumberReader.asciiDigit($0) != nil }))
        }
    }

    private static func isAfterFor(_ entity: TimeEntity, in scalars: [Unicode.Scalar]) -> Bool {
        let start = entity.span.range.lowerBound
        return ["for the ", "for "].contains { word in
            let prefix = Array(word.unicodeScalars)
            return start >= prefix.count && scalars[(start - prefix.count)..<start].elementsEqual(prefix)
        }
    }

    /// `entities` without a part of the day said with no day after a range of days: in "9月13号到14号
    /// 包船出海 晚上住船上" the evenings are those days', not tonight.
    static func withoutPartsInsideDays(_ entities: [TimeEntity]) -> [TimeEntity] {
        guard let first = entities.firstIndex(where: { $0.grain == .day && $0.end != nil && $0.namesDay }) else {
            return entities
        }
        return entities.enumerated().filter { index, entity in
            !(index > first && !entity.saysDay && entity.grain != .day && entity.end != nil)
        }.map(\.element)
    }

    /// `entities` without a bare number that is a length ("push it by 15 minutes": no 15:00).
    private static func withoutLengths(_ entities: [(range: Range<Int>, entity: TimeEntity)], in text: NormalizedText)
        -> [(range: Range<Int>, entity: TimeEntity)]
    {
        let s = text.scalars
        return entities.filter { item in
            let end = item.range.upperBound
            guard end + 4 <= s.count, s[end] == " ",
                s[item.range].allSatisfy({
                    NumberReader.asciiDigit($0) != nil || $0 == " " || $0.properties.isAlphabetic
                }),
                s[item.range].contains(where: { NumberReader.asciiDigit($0) != nil }),
                !s[item.range].contains(where: { $0 == ":" })
            else { return true }
            let next = String(String.UnicodeScalarView(s[(end + 1)...].prefix { $0.properties.isAlphabetic }))
            return !["min", "mins", "minute", "minutes", "hour", "hours", "hr", "hrs"].contains(next)
        }
    }

    /// `entities` without a day or a period that owns a thing ("tmrw's lesson list", 明天的课表,
    /// "next month's snacks") beside a deadline from today ("by 10pm", 今晚十点前, 这周内): the
    /// deadline is the time said.
    static func withoutOwnerDays(_ entities: [TimeEntity], in text: NormalizedText, today: String) -> [TimeEntity] {
        // (Not a length: "postpone tomorrow's standup by 15 minutes".)
        func isDeadline(_ entity: TimeEntity) -> Bool {
            guard entity.end != nil, entity.start.dateString == today else { return false }
            return !["min", "hour", "hr", "分钟", "小时", "钟头"].contains(where: { entity.span.text.contains($0) })
        }
        guard entities.count >= 2, entities.contains(where: isDeadline) else { return entities }
        let original = text.originalScalars
        return entities.filter { entity in
            guard entity.grain == .day, !isDeadline(entity) else { return true }
            let after = entity.span.range.upperBound
            let owns =
                (after + 2 < original.count && original[after] == "'" && original[after + 1] == "s"
                    && original[after + 2] == " ")
                || (after + 1 < original.count && original[after] == "的" && TextResidue.isHan(original[after + 1]))
            return !owns
        }
    }

    /// `entities` without the holidays that only name a thing ("new year market", 跨年集市) when
    /// another time says the day and the clock it happens at ("… next fri 6pm", 下周五晚上六点 …). A
    /// clock with no day of its own ("八点 跨年夜包场", "push the Halloween party an hour later")
    /// keeps the holiday's day.
    static func withoutHolidayModifiers(_ entities: [TimeEntity], in text: NormalizedText) -> [TimeEntity] {
        guard entities.count >= 2 else { return entities }
        let clockNamed = entities.contains(where: { $0.grain != .day && $0.namesDay })
        let original = text.originalScalars
        func modifies(_ entity: TimeEntity) -> Bool {
            // "weekend shift next sat 8am to 4pm", 2月18号上午十点 周末骑行集合, "weekend workshop apr
            // 16-17", 9月17号到18号 周末工作坊: a kind of shift, ride or workshop, when another time
            // names its day.
            if entity.grain == .day, entity.end != nil, ["weekend", "周末"].contains(entity.span.text.lowercased()) {
                let after = entity.span.range.upperBound
                guard entities.contains(where: { $0.namesDay && $0.span.range != entity.span.range }) else {
                    return false
                }
                return after + 1 < original.count
                    && (TextResidue.isHan(original[after])
                        || (original[after] == " " && original[after + 1].properties.isAlphabetic
                            && original[after + 1].isASCII))
            }
            guard clockNamed else { return false }
            return entity.grain == .day && entity.end == nil
                && entity.pieces.allSatisfy { piece in
                    isHolidayModifier(piece.range, in: text) || isChineseHolidayInsideAName(piece.range, in: text)
                        || (piece.range.lowerBound > 0 && isChineseHolidayModifier(piece.range, in: text))
                }
        }
        let kept = entities.filter { !modifies($0) }
        return kept.isEmpty ? entities : kept
    }
}

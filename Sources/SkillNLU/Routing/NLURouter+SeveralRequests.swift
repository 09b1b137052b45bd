import AgentSkill
import Foundation
import SkillJSON

/// Several requests in one message (issue 15, item 11): "午饭35，晚饭80" is two ledger entries,
/// "明天和后天北京的天气" the weather of each day, "明天上午十点开会，下午三点去医院" two events.
/// Each part becomes a complete invocation of the same skill, or nothing splits at all: a part
/// that would need a question keeps the message one request.
extension NLURouter {
    /// The most calls one message makes.
    static let maxSeveralCalls = 14

    /// The invocations of `analysis` when it holds several requests of its predicted skill.
    func severalRequests(_ analysis: NLUAnalysis, model: Model) -> [Invocation]? {
        guard let skillID = analysis.prediction.skillID, let skill = model.skills[skillID] else { return nil }
        let kinds = skill.schema.slots.map(\.kind)
        if skill.recordsEntries, analysis.money.count >= 2 {
            return atEachAmount(analysis, skill: skill, model: model)
        }
        if kinds.contains(.place), kinds.contains(.day), !kinds.contains(.moment) {
            return eachDayAndPlace(analysis, skill: skill, model: model)
        }
        if kinds.contains(.rangeFrom), kinds.contains(.rangeTo), kinds.contains(.category), !skill.recordsEntries,
            let split = eachCategory(analysis, skill: skill, model: model)
        {
            return split
        }
        if kinds.contains(.rangeFrom), kinds.contains(.rangeTo), analysis.times.count >= 2 {
            return eachSeparateDay(analysis, skill: skill, model: model)
        }
        if kinds.contains(.moment), kinds.contains(.title), !skill.findsAndMoves, analysis.times.count >= 2 {
            return eachClause(analysis, skill: skill, model: model)
        }
        return nil
    }

    // MARK: - Ledger: one entry per amount

    /// "午饭35，晚饭80", "电影90爆米花35", "coffee 4.5 and a bagel 3": the text is cut between each two
    /// amounts; a part that says no time takes the time of the part before it.
    private func atEachAmount(_ analysis: NLUAnalysis, skill: SkillSlots, model: Model) -> [Invocation]? {
        let original = analysis.text.originalScalars
        let money = analysis.money
        guard money.count <= Self.maxSeveralCalls, let first = money.first else { return nil }
        // Between two amounts the cut is at the first comma, semicolon or line break ("coffee 4 this
        // morning, then a sandwich 9": the morning is the coffee's), else before " and ", else right
        // after the amount.
        let cuts = zip(money, money.dropFirst()).map { previous, next in
            let gap = previous.span.range.upperBound..<next.span.range.lowerBound
            if let mark = gap.first(where: { ",，;；、\n\r".unicodeScalars.contains(original[$0]) }) { return mark + 1 }
            // "spent 40 on gas and 12 on parking": the item after the amount stays with it.
            let and = Array(" and ".unicodeScalars)
            if let found = gap.first(where: {
                $0 + and.count <= gap.upperBound && original[$0..<$0 + and.count].elementsEqual(and)
            }) {
                return found + 1
            }
            // 保险赔款20万到账 律师费3500: a verb right after the amount, up to a space, is its own.
            if let space = gap.first(where: { original[$0] == " " }), space > gap.lowerBound,
                Self.verbsAfterAnAmount.contains(Self.text(original[gap.lowerBound..<space]))
            {
                return space
            }
            return gap.lowerBound
        }
        var parts = Self.parts(of: original, cutAt: cuts)
        // 昨天的账：打车48，咖啡32; "today's spending: muffin 4, parking 12": a heading before a colon
        // names no item; its day is every entry's.
        if let colon = original[..<first.span.range.lowerBound].lastIndex(where: { $0 == ":" || $0 == "：" }) {
            let heading = analysis.times.first { $0.span.range.upperBound <= colon }
            let rest = Self.text(
                original[(colon + 1)..<(cuts.first ?? original.count)])
            // The heading's day set off by a comma: "Christmas, handbag …" names no "Christmas handbag".
            parts[0] = (heading.map { $0.span.text + ", " } ?? "") + rest
        }
        parts = parts.map { String($0.reversed().drop { $0.isNewline || " ,，;；、".contains($0) }.reversed()) }
        // "spent 40 on gas and 12 on parking yesterday": one day said after every amount is every
        // entry's day.
        if analysis.times.count == 1, let day = analysis.times.first, day.saysDay,
            let last = money.last, day.span.range.lowerBound >= last.span.range.upperBound, parts.count >= 2
        {
            for index in parts.indices.dropLast() { parts[index] += " " + day.span.text }
        }
        parts = Self.withWeekdaysInFull(parts)
        guard
            let calls = invocations(
                of: parts, like: analysis, skill: skill, model: model, needsNote: true, amounts: money)
        else { return nil }
        return sharingOneCategory(calls, parts: parts, skill: skill)
    }

    /// Verbs said right after an amount that belong to its entry: 20万到账, 3000收到了, "500 came in".
    private static let verbsAfterAnAmount: Set<String> = [
        "到账", "到账了", "到了", "收到", "收到了", "进账", "入账", "付了", "交了", "结了", "已付", "已收", "收了", "花了",
    ]

    /// "sat swim lessons 240, sun school uniforms 95": in a list whose first item opens with its
    /// day, "sat" and "sun" opening a later item are days too, said in full.
    private static func withWeekdaysInFull(_ parts: [String]) -> [String] {
        func firstWord(_ part: String) -> String {
            String(withoutJoiner(part).lowercased().prefix { $0.isLetter })
        }
        guard let first = parts.first, weekdayWords.contains(firstWord(first)) else { return parts }
        return [first]
            + parts.dropFirst().map { part in
                let text = withoutJoiner(part)
                guard let full = shortWeekendDays[firstWord(text)] else { return part }
                return full + text.dropFirst(3)
            }
    }

    private static let weekdayWords: Set<String> = [
        "mon", "monday", "tue", "tues", "tuesday", "wed", "weds", "wednesday", "thu", "thur", "thurs", "thursday",
        "fri",
        "friday", "sat", "saturday", "sun", "sunday",
    ]

    /// Whether an item says only a payment, not a thing bought: "balance 3500", "labor 1200", 搬运300.
    private static func onlyPays(_ part: String) -> Bool {
        let words = part.lowercased().split { !$0.isLetter }.map(String.init)
        return !words.isEmpty && words.allSatisfy { paymentWords.contains($0) }
    }

    private static func hiredHands(_ part: String) -> Bool {
        let lowered = part.lowercased()
        return hands.contains { lowered.contains($0) }
    }

    private static let hands = [
        "雇工", "雇人", "小工", "零工", "短工", "帮工", "工钱", "pickers", "workers", "helpers", "crew", "labor", "labour",
        "day laborers", "farmhands", "farm hands",
    ]

    private static let paymentWords: Set<String> = [
        "balance", "deposit", "labor", "labour", "delivery", "installation", "install", "rest", "remainder", "hauling",
        "the", "and", "final", "paid", "尾款", "定金", "订金", "押金", "搬运", "安装", "安装费", "人工", "人工费", "工钱", "运费", "送货",
    ]

    /// "瓷砖8600 美缝1200 搬运300", "carpenter deposit 1500 and balance 3500": in a list whose items all
    /// name one category, an expense that names none (搬运, balance) is of that category too.
    private func sharingOneCategory(_ calls: [Invocation], parts: [String], skill: SkillSlots) -> [Invocation] {
        guard calls.count == parts.count,
            let categoryName = skill.schema.slots.first(where: { $0.kind == .category })?.name,
            let kindName = skill.schema.slots.first(where: { $0.kind == .entryKind })?.name
        else { return calls }
        let named = parts.map { configuration.categories.category(in: NormalizedText($0)) }
        let said = Set(named.compactMap { $0 })
        guard said.count == 1, let shared = said.first, shared != "other", named.contains(nil) else { return calls }
        // Two items name it, or the unnamed item is only a payment ("hair trial 120, uber 31" is no ride).
        let namedTwice = named.compactMap { $0 }.count >= 2
        return zip(calls, zip(named, parts)).map { call, item in
            let (category, part) = item
            // 化肥4650 雇工450, "fertilizer 1865, pickers 360": hired hands are paid, not bought (a
            // renovation's labour is part of the renovation).
            guard category == nil, namedTwice || Self.onlyPays(part), shared != "shopping" || !Self.hiredHands(part),
                case .object(var arguments) = call.arguments,
                arguments[kindName] == .string("expense"),
                // `shopping` here is the default for a thing no word names (ThingsBought).
                arguments[categoryName] == .string("other") || arguments[categoryName] == .string("shopping")
            else { return call }
            arguments[categoryName] = .string(shared)
            return Invocation(call.skillID, arguments: .object(arguments))
        }
    }

    // MARK: - Weather: one call per day and place

    /// "明天和后天北京的天气", "周五周六杭州会下雨吗", "未来三天广州的天气", "weather in New York and
    /// Boston tomorrow": the arguments of one request, once per day and per place.
    private func eachDayAndPlace(_ analysis: NLUAnalysis, skill: SkillSlots, model: Model) -> [Invocation]? {
        var days: [String] = []
        // 元旦早上…想跑个新年第一跑: a holiday naming a first time (新年第一跑) is no second day.
        let times = analysis.times
        let original = analysis.text.originalScalars
        for time in times
        where times.count == 1
            || !time.pieces.allSatisfy({ piece in
                piece.range.upperBound + 1 < original.count && original[piece.range.upperBound] == "第"
                    && original[piece.range.upperBound + 1] == "一"
                    && TimeRecognizer.isChineseHolidayInsideAName(piece.range, in: analysis.text)
            })
        {
            days += Self.days(of: time)
        }
        var unique: [String] = []
        for day in days where !unique.contains(day) { unique.append(day) }
        let places = analysis.placeNames
        var fresh = Dialogue()
        guard unique.count >= 2 || places.count >= 2, unique.count * max(1, places.count) <= Self.maxSeveralCalls,
            case .invoke(let single) = fresh.respond(to: analysis, skills: model.skills, filler: filler),
            case .object(let arguments) = single.arguments,
            let dayName = skill.schema.slots.first(where: { $0.kind == .day })?.name,
            let placeName = skill.schema.slots.first(where: { $0.kind == .place })?.name
        else { return nil }
        var calls: [Invocation] = []
        // "周六上海天气 和 周日杭州天气", "Boston saturday and Chicago sunday": each place with its own
        // day, said in turn, is asked of that day only.
        if let pairs = Self.placesWithTheirDays(analysis), pairs.count == places.count {
            for (place, day) in pairs {
                var call = arguments
                call[dayName] = JSONValue.string(day)
                call[placeName] = JSONValue.string(place)
                calls.append(Invocation(single.skillID, arguments: .object(call)))
            }
            return calls
        }
        for place in places.isEmpty ? [nil] : places.map(Optional.some) {
            for day in unique.isEmpty ? [nil] : unique.map(Optional.some) {
                var call = arguments
                if let day { call[dayName] = JSONValue.string(day) }
                if let place { call[placeName] = JSONValue.string(place) }
                calls.append(Invocation(single.skillID, arguments: .object(call)))
            }
        }
        return calls.count >= 2 ? calls : nil
    }

    /// Each known place with the one day said next to it, when two or more places and as many
    /// single days take turns in the text (day, place, day, place or place, day, place, day);
    /// `nil` otherwise ("Boston and Chicago on saturday and sunday" asks every day of each).
    private static func placesWithTheirDays(_ analysis: NLUAnalysis) -> [(String, String)]? {
        let places = analysis.places
        let times = analysis.times
        guard places.count >= 2, times.count == places.count, analysis.placeNames.count == places.count,
            times.allSatisfy({ days(of: $0).count == 1 })
        else { return nil }
        let marks = (places.map { ($0.span.range.lowerBound, true) } + times.map { ($0.span.range.lowerBound, false) })
            .sorted { $0.0 < $1.0 }
        guard zip(marks, marks.dropFirst()).allSatisfy({ $0.1 != $1.1 }) else { return nil }
        // Taking turns, the n-th place goes with the n-th day, whichever comes first.
        return places.indices.map { index in (analysis.placeNames[index], days(of: times[index])[0]) }
    }

    /// The arguments of one call per day when `analysis` names several days for a skill of a
    /// place and a day but lacks what each call needs ("后天大后天都有雨吗": no city yet), for the
    /// dialogue to ask once; `nil` otherwise.
    func severalIncomplete(_ analysis: NLUAnalysis, model: Model) -> (skill: SkillSlots, calls: [[String: JSONValue]])?
    {
        guard let skillID = analysis.prediction.skillID, let skill = model.skills[skillID] else { return nil }
        let kinds = skill.schema.slots.map(\.kind)
        guard kinds.contains(.place), kinds.contains(.day), !kinds.contains(.moment), analysis.placeNames.isEmpty,
            let dayName = skill.schema.slots.first(where: { $0.kind == .day })?.name
        else { return nil }
        var days: [String] = []
        for time in analysis.times {
            for day in Self.days(of: time) where !days.contains(day) { days.append(day) }
        }
        guard days.count >= 2, days.count <= Self.maxSeveralCalls else { return nil }
        var fresh = Dialogue()
        guard case .ask(_, let pending?) = fresh.respond(to: analysis, skills: model.skills, filler: filler),
            pending.skillID == skillID, case .object(let arguments) = pending.arguments
        else { return nil }
        return (
            skill,
            days.map { day in
                var call = arguments
                call[dayName] = .string(day)
                return call
            }
        )
    }

    /// The days a time covers, at most a week of them: one for a moment, each for a range of days.
    private static func days(of time: TimeEntity) -> [String] {
        guard let end = time.end, time.grain == .day,
            let start = time.start.date(in: .gmt), let stop = end.date(in: .gmt)
        else { return [time.start.dateString] }
        let count = Int((stop.timeIntervalSince(start) / 86_400).rounded())
        guard count >= 2, count <= 7 else { return [time.start.dateString] }
        return (0..<count).map { LocalMoment(start.addingTimeInterval(Double($0) * 86_400), in: .gmt).dateString }
    }

    // MARK: - Look-ups: one call per separate day

    /// "what's on this Saturday and next Saturday", 这周六和下周六有什么安排: days that are not one
    /// run are looked up one by one (days that are, 周五周六, make one range in the slots).
    private func eachSeparateDay(_ analysis: NLUAnalysis, skill: SkillSlots, model: Model) -> [Invocation]? {
        let times = analysis.times
        guard times.count <= Self.maxSeveralCalls else { return nil }
        if times.allSatisfy({ $0.end != nil && $0.grain == .day }) {
            return eachPeriod(analysis, skill: skill, model: model)
        }
        guard times.allSatisfy({ $0.end == nil && $0.grain == .day }) else { return nil }
        var days: [LocalMoment] = []
        for time in times where !days.contains(time.start) { days.append(time.start) }
        let instants = days.sorted().compactMap { $0.date(in: .gmt) }
        let consecutive = zip(instants, instants.dropFirst()).allSatisfy { $1.timeIntervalSince($0) == 86_400 }
        // 上周六和上周日各花了多少, "each of Saturday and Sunday": days asked one by one.
        guard days.count >= 2, !consecutive || RequestShape.contains(analysis.text.scalars, Self.eachWords) else {
            return nil
        }
        return calls(of: analysis, skill: skill, model: model, ranges: days.map { ($0.dateString, $0.dateString) })
    }

    private static let eachWords = RequestShape.Cues(["各", "分别", "each", "respectively", "separately"])

    /// "这个月和上个月分别花了多少", "what did I spend this month and last month": periods joined by
    /// 和 、 and or are compared, one call each in the order said, even when they adjoin.
    private func eachPeriod(_ analysis: NLUAnalysis, skill: SkillSlots, model: Model) -> [Invocation]? {
        let times = analysis.times
        guard times.count >= 2, SlotFiller.coordinatorGaps(between: times, in: analysis.text).count == times.count - 1
        else { return nil }
        let ranges = times.compactMap { time in
            time.end.map { (time.start.dateString, SlotFiller.lastDay(of: time.start, end: $0)) }
        }
        return calls(of: analysis, skill: skill, model: model, ranges: ranges)
    }

    /// "how much did I spend this month and how much of it was food", "food this month and
    /// transport this month", "total for August, and transport in August on its own": one period
    /// asked about twice, the second time for a kind of spending — one call each, the period
    /// shared, each with the category its own part names (the first may name none).
    private func eachCategory(_ analysis: NLUAnalysis, skill: SkillSlots, model: Model) -> [Invocation]? {
        let s = analysis.text.scalars
        guard let join = Self.categoryJoin(in: s),
            let categoryName = skill.schema.slots.first(where: { $0.kind == .category })?.name
        else { return nil }
        let lexicon = configuration.categories
        let firstPart = NormalizedText(Self.text(s[..<join.lowerBound]))
        let first = lexicon.category(in: firstPart)
        guard let second = lexicon.category(in: NormalizedText(Self.text(s[join.upperBound...]))), first != second
        else { return nil }
        // A first part with no category of its own asks for the total ("how much … and how much of
        // it was food"); 跟老王和小李吃饭花了多少 asks one thing.
        if first == nil, !RequestShape.contains(firstPart.scalars, Self.totalWords) { return nil }
        // One period: every time said covers the same days.
        let ranges = Set(analysis.times.map { "\($0.start.dateString)…\($0.end?.dateString ?? "")" })
        guard ranges.count <= 1 else { return nil }
        var fresh = Dialogue()
        guard case .invoke(let single) = fresh.respond(to: analysis, skills: model.skills, filler: filler),
            case .object(let arguments) = single.arguments
        else { return nil }
        return [first, second].map { category in
            var call = arguments
            call[categoryName] = category.map { .string($0) }
            return Invocation(single.skillID, arguments: .object(call))
        }
    }

    /// Where " and " (", and ") or 和 / 还有 / 以及 joins two questions, or `nil`.
    private static func categoryJoin(in s: [Unicode.Scalar]) -> Range<Int>? {
        for word in categoryJoins {
            guard word.count < s.count else { continue }
            for index in 1..<(s.count - word.count) where s[index..<index + word.count].elementsEqual(word) {
                return index..<(index + word.count)
            }
        }
        // 四月花了多少 吃饭又花了多少: two questions typed with a space between them.
        for index in s.indices.dropFirst().dropLast()
        where s[index] == " " && TextResidue.isHan(s[index - 1]) && TextResidue.isHan(s[index + 1]) {
            return index..<(index + 1)
        }
        return nil
    }

    private static let totalWords = RequestShape.Cues([
        "how much", "total", "spend", "spent", "spending", "多少", "花了", "一共", "总共",
    ])

    private static let categoryJoins: [[Unicode.Scalar]] = [", and ", " and ", "，还有", "还有", "以及", "和"].map {
        Array($0.unicodeScalars)
    }

    /// The call `analysis` makes on its own, once per range (`from`, `to`: dates).
    private func calls(
        of analysis: NLUAnalysis, skill: SkillSlots, model: Model, ranges: [(from: String, to: String)]
    ) -> [Invocation]? {
        var fresh = Dialogue()
        guard case .invoke(let single) = fresh.respond(to: analysis, skills: model.skills, filler: filler),
            case .object(let arguments) = single.arguments,
            let from = skill.schema.slots.first(where: { $0.kind == .rangeFrom })?.name,
            let to = skill.schema.slots.first(where: { $0.kind == .rangeTo })?.name
        else { return nil }
        return ranges.map { range in
            var call = arguments
            call[from] = .string(range.from)
            call[to] = .string(range.to)
            return Invocation(single.skillID, arguments: .object(call))
        }
    }

    // MARK: - Calendar: one event per clause

    /// "明天上午十点开会，下午三点去医院", "interview tomorrow at 2pm, dinner at 7pm": clauses
    /// (split at commas and semicolons, or at "and"/和 between two times), each with its own time;
    /// a clause with no time joins the one before it.
    private func eachClause(_ analysis: NLUAnalysis, skill: SkillSlots, model: Model) -> [Invocation]? {
        let original = analysis.text.originalScalars
        // 30号下午三点月底对账: a day right after a day and a clock names the event (月底对账); it is
        // no time of its own.
        var times: [TimeEntity] = []
        for time in analysis.times {
            if let previous = times.last, time.grain == .day, previous.grain != .day, previous.saysDay,
                time.span.range.lowerBound == previous.span.range.upperBound
            {
                continue
            }
            times.append(time)
        }
        guard times.count >= 2 else { return nil }
        if SlotFiller.coordinatorGaps(between: times, in: analysis.text).count == times.count - 1 {
            return sameEventAtEachTime(analysis, skill: skill, model: model)  // 周二和周四晚上七点健身
        }
        // Cut between consecutive times, at the last clause break before the next time.
        var cuts: [Int] = []
        for (previous, next) in zip(times, times.dropFirst()) {
            let gap = previous.span.range.upperBound..<next.span.range.lowerBound
            // 下午三点开会 五点结束, "3pm review, ends at 5": the second time ends the first event.
            let after = String(String.UnicodeScalarView(original[next.span.range.upperBound...].prefix(6)))
                .lowercased()
            let before = String(String.UnicodeScalarView(original[gap].suffix(8))).lowercased()
            // 吃完下午两点去看房: 完 and 散 before the next time say what comes after, not an end.
            guard
                !Self.endingWords.contains(where: { word in
                    after.hasPrefix(word) || (before.hasSuffix(word) && word != "完" && word != "散")
                }),
                let cut = Self.clauseBreak(in: original, gap)
            else {
                return cuts.isEmpty ? sameEventAtEachTime(analysis, skill: skill, model: model) : nil
            }
            cuts.append(cut)
        }
        // "… then 10-11 pt w/ rob": bare hours take their "then" along (it makes them hours).
        var raw = Self.parts(of: original, cutAt: cuts)
        for index in raw.indices.dropFirst()
        where raw[index].first?.isNumber == true && raw[index - 1].lowercased().hasSuffix(" then ") {
            raw[index - 1].removeLast(" then ".count)
            raw[index] = "then " + raw[index]
        }
        // A part ends before the word that goes on to the next ("haircut at 3 then …", 开会 然后…).
        let parts = raw.map { part in
            var part = part
            while let word = Self.goOnWords.first(where: { part.unicodeScalars.reversed().starts(with: $0.reversed()) })
            {
                part.unicodeScalars.removeLast(word.count)
            }
            return part
        }
        // 今天累死了 明天中午十二点…: a clause that only says how things are (ends in 了, no clock)
        // sets the scene; it is no event of its own.
        if parts.contains(where: Self.setsTheScene) { return nil }
        // "gym next Tuesday and Thursday at 7pm": no clause holds a request of its own.
        return invocations(of: parts, like: analysis, skill: skill, model: model, needsNote: false)
            ?? sameEventAtEachTime(analysis, skill: skill, model: model)
    }

    /// "下周二、周四晚上七点都去健身", "gym next Tuesday and Thursday at 7pm": times joined by 和 、 or
    /// "and" (or side by side) with one activity are one event at each time.
    private func sameEventAtEachTime(_ analysis: NLUAnalysis, skill: SkillSlots, model: Model) -> [Invocation]? {
        let times = analysis.times
        guard SlotFiller.areCoordinated(times, in: analysis.text) else { return nil }
        var fresh = Dialogue()
        guard case .invoke(let single) = fresh.respond(to: analysis, skills: model.skills, filler: filler),
            case .object(let arguments) = single.arguments,
            let startName = skill.schema.slots.first(where: { $0.kind == .moment })?.name
        else { return nil }
        let endName = skill.schema.slots.first(where: { $0.kind == .momentEnd })?.name
        let shared = Self.clockSharedByTheDays(times)
        return times.map { time in
            var call = arguments
            call[startName] = .string(SlotFiller.moment(time))
            if let endName {
                call[endName] = time.end.flatMap { end in time.grain == .day ? nil : JSONValue.string(end.description) }
            }
            if let shared, time.start.dateString != shared.start.dateString {
                // 11月2号和4号 遛狗师傅下午一点来: the clock said once, after the last day, is every day's.
                let day = time.start.dateString
                call[startName] = .string(day + shared.start.description.dropFirst(10))
                if let endName {
                    call[endName] = shared.end.flatMap { end in
                        end.dateString == shared.start.dateString ? .string(day + end.description.dropFirst(10)) : nil
                    }
                }
            }
            return Invocation(single.skillID, arguments: .object(call))
        }
    }

    /// The last of coordinated times when it alone carries a clock, said apart from its day after
    /// the other days ("11月2号和4号 … 下午一点", "tmrw and the day after at 6am", 周六周日上午都有课
    /// 十点): the others are days, or parts of a day, with no clock of their own.
    private static func clockSharedByTheDays(_ times: [TimeEntity]) -> TimeEntity? {
        guard times.count >= 2, let last = times.last, last.grain != .day, last.pieces.count >= 2,
            last.end.map({ $0.dateString == last.start.dateString }) ?? true
        else { return nil }
        let others = times.dropLast()
        guard
            others.allSatisfy({ time in
                (time.grain == .day && time.end == nil)
                    || (time.grain != .day
                        && time.end.map { $0.dateString == time.start.dateString } == true
                        && time.start.description.hasSuffix(":00:00")
                        && time.end?.description.hasSuffix(":00:00") == true
                        && last.start.description.dropFirst(11) != time.start.description.dropFirst(11))
            })
        else { return nil }
        return last
    }

    /// Where a clause ends inside `gap`: after the last comma, semicolon or line break; else after a
    /// word that goes on to the next request (然后, 再, 还有, "then", "also", "plus"); else before an
    /// "and" that joins two requests; else, between Chinese words, after a space (明天上午九点体检
    /// 下午三点去银行: typed or dictated without punctuation).
    private static func clauseBreak(in s: [Unicode.Scalar], _ gap: Range<Int>) -> Int? {
        guard !gap.isEmpty else { return nil }
        for index in gap.reversed() where "，,;；。\n\r".unicodeScalars.contains(s[index]) { return index + 1 }
        for index in gap {
            for word in goOnWords where index + word.count <= gap.upperBound {
                guard s[index..<index + word.count].elementsEqual(word) else { continue }
                // 再 must not begin 再次 / 再见; ASCII words stand between spaces (they carry them).
                if word == ["再"], index + 1 < s.count, "次见说".unicodeScalars.contains(s[index + 1]) { continue }
                return index + word.count
            }
        }
        let and: [Unicode.Scalar] = Array(" and ".unicodeScalars)
        for index in gap where index + and.count <= gap.upperBound {
            if s[index..<index + and.count].elementsEqual(and) { return index + 1 }
        }
        for index in gap.reversed() where s[index] == " " || s[index] == "\u{3000}" {
            guard index > 0, index + 1 < s.count, TextResidue.isHan(s[index - 1]) else { continue }
            return index + 1
        }
        return nil
    }

    /// Words beside a second time that make it the first event's end.
    private static let endingWords = [
        "结束", "散", "完", "为止", "收工", " end", " finish", " wrap", "end at ", "ends at ", "until ", "till ",
        "to ", "到", "至",
    ]

    /// Whether a clause ends in 了 and holds no clock (今天累死了, 这周过得太快了).
    private static func setsTheScene(_ part: String) -> Bool {
        let said = part.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
        guard !said.unicodeScalars.contains(where: { $0 == "点" || ($0.value >= 0x30 && $0.value <= 0x39) }) else {
            return false
        }
        // 今天学校放假 不用执勤: a day with nothing to do says why, it is no event; 老板说年前结账,
        // "boss says he'll pay up this week": what someone said is why.
        return said.hasSuffix("了") || dayOffWords.contains { said.contains($0) } || reportsSpeech(said)
    }

    /// Whether `clause` reports what someone said: 老板说…, "boss says …", "she said …".
    static func reportsSpeech(_ clause: String) -> Bool {
        let lowered = " " + clause.lowercased() + " "
        if [" says ", " said ", " told me ", " told us "].contains(where: { lowered.contains($0) }) { return true }
        guard let say = clause.firstIndex(of: "说"), say > clause.startIndex else { return false }
        // 说好, 说明, 小说: no report.
        let after = clause[clause.index(after: say)...]
        return !["好", "明", "完", "话", "服", "法"].contains(where: { after.hasPrefix($0) })
            && !clause[..<say].hasSuffix("小")
    }

    static let dayOffWords = ["不用", "放假", "不上班", "不上学", "停课", "没课", "休息一天", "歇业", "不营业"]

    /// Words that end one request and go on to the next, longest first.
    private static let goOnWords: [[Unicode.Scalar]] = [
        " and then ", " after that ", " then ", " also ", " plus ", "然后呢", "然后", "之后再", "接着", "还有", "另外", "顺便", "再",
    ].map { Array($0.unicodeScalars) }

    // MARK: - Parts

    /// One complete invocation of `skill` per part, or `nil`.
    ///
    /// `amounts`: the amount each part holds, read in the whole message, where a part read alone
    /// may not see it ("spent 60 at Costco, 25 on the phone bill").
    private func invocations(
        of parts: [String], like analysis: NLUAnalysis, skill: SkillSlots, model: Model, needsNote: Bool,
        amounts: [MoneyEntity] = []
    ) -> [Invocation]? {
        guard parts.count >= 2 else { return nil }
        var calls: [Invocation] = []
        var previousDay: String?
        var previousTimeText: String?
        var previousNote: String?
        var previousEnd: String?
        let noteName = skill.schema.slots.first(where: { $0.kind == .note })?.name
        func hasMoney(_ entities: [NLUEntity]) -> Bool {
            entities.contains { if case .money = $0 { true } else { false } }
        }
        func respond(_ text: String, _ entities: [NLUEntity]) -> Invocation? {
            let sub = NLUAnalysis(
                text: NormalizedText(text), entities: entities, prediction: analysis.prediction,
                context: analysis.context)
            var fresh = Dialogue()
            guard case .invoke(let call) = fresh.respond(to: sub, skills: model.skills, filler: filler),
                call.skillID == skill.id
            else { return nil }
            let noted =
                !skill.schema.slots.contains { $0.kind == .note }
                || skill.schema.slots.contains { $0.kind == .note && call.arguments[$0.name] != nil }
            return !needsNote || noted ? call : nil
        }
        // A bare amount takes the currency the whole message gives bare amounts: "lunch花了35 然后dinner
        // 88" is yuan in both parts, though the second part alone reads as English.
        let bareCurrency = Self.bareCurrency(of: analysis)
        func recognizePart(_ text: String) -> [NLUEntity] {
            Self.entities(recognize(NormalizedText(text), context: analysis.context), bareCurrency: bareCurrency)
        }
        for (index, part) in parts.enumerated() {
            var text = Self.withoutJoiner(part)
            var entities = recognizePart(text)
            let time = entities.lazy.compactMap { if case .time(let time) = $0 { time } else { nil } }.first
            if time == nil, let previousTimeText {
                // 昨天午饭35，晚饭80: the second entry is yesterday's too.
                text = previousTimeText + ", " + text
                entities = recognizePart(text)
            }
            var answer: Invocation?
            if index < amounts.count, !hasMoney(entities), let found = Self.amount(amounts[index], in: text) {
                answer = respond(text, entities + [.money(found)])  // spent 60 at Costco, 25 on the phone bill
            }
            if answer == nil, needsNote, let previousNote, !hasMoney(entities) {
                // uber 18 there and 22 back: a bare price takes the item of the part before it.
                let scalars = Array(text.unicodeScalars)
                let digit = scalars.firstIndex { $0.value >= 0x30 && $0.value <= 0x39 } ?? 0
                text = previousNote + " " + Self.text(scalars[digit...])
                entities = recognize(NormalizedText(text), context: analysis.context)
            }
            guard var call = answer ?? respond(text, entities) else { return nil }
            if let time, !time.saysDay, let previousDay {
                call.arguments = Self.moved(call.arguments, to: previousDay, skill: skill)
                // 上午九点到十点 张姐私教 十点到十一点 刘哥私教: a clock said without its half of the day goes on
                // from the clause before, the first reading after it.
                if let previousEnd, !Self.saysHalfOfDay(time.span.text) {
                    call.arguments = Self.earlierHalf(call.arguments, after: previousEnd, skill: skill)
                }
            }
            previousEnd = Self.lastMoment(of: call.arguments, skill: skill) ?? previousEnd
            if let noteName { previousNote = call.arguments[noteName]?.stringValue ?? previousNote }
            if let time {
                previousDay = time.saysDay ? time.start.dateString : previousDay ?? time.start.dateString
                previousTimeText = time.span.text
            }
            calls.append(call)
        }
        return calls
    }

    /// `arguments` with the day of its moments set to `day` (a clause that said only a clock).
    private static func moved(_ arguments: JSONValue, to day: String, skill: SkillSlots) -> JSONValue {
        guard case .object(var object) = arguments else { return arguments }
        for (name, kind) in skill.schema.slots where kind == .moment || kind == .momentEnd {
            guard let value = object[name]?.stringValue, value.count > 10 else { continue }
            object[name] = .string(day + value.dropFirst(10))
        }
        return .object(object)
    }

    /// Whether a time's words say the half of the day (上午, 晚上, am, "in the evening").
    private static func saysHalfOfDay(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return [
            "上午", "下午", "早上", "早晨", "中午", "晚上", "傍晚", "凌晨", "夜", "晚", "早", "am", "pm", "a.m", "p.m",
            "morning", "afternoon", "evening", "night", "noon", "tonight",
        ].contains { lowered.contains($0) }
    }

    /// The latest moment among `arguments`' start and end, if any has a clock.
    private static func lastMoment(of arguments: JSONValue, skill: SkillSlots) -> String? {
        guard case .object(let object) = arguments else { return nil }
        return skill.schema.slots.filter { $0.kind == .moment || $0.kind == .momentEnd }
            .compactMap { object[$0.name]?.stringValue }.filter { $0.count > 10 }.max()
    }

    /// `arguments` with its moments twelve hours earlier when they are afternoon or evening and the
    /// earlier reading still comes at or after `previous` (on the same day).
    private static func earlierHalf(_ arguments: JSONValue, after previous: String, skill: SkillSlots) -> JSONValue {
        guard case .object(var object) = arguments else { return arguments }
        let names = skill.schema.slots.filter { $0.kind == .moment || $0.kind == .momentEnd }.map(\.name)
        var changed: [String: String] = [:]
        for name in names {
            guard let value = object[name]?.stringValue, value.count >= 19,
                let hour = Int(value.dropFirst(11).prefix(2)), hour >= 12
            else { continue }
            changed[name] = String(value.prefix(11)) + String(format: "%02d", hour - 12) + String(value.dropFirst(13))
        }
        guard let start = names.first.flatMap({ changed[$0] }), start >= previous,
            start.prefix(10) == previous.prefix(10), changed.count == names.filter({ object[$0] != nil }).count
        else { return arguments }
        for (name, value) in changed { object[name] = .string(value) }
        return .object(object)
    }

    /// `amount` where its words stand in `text` (the last place they do), or `nil`.
    private static func amount(_ amount: MoneyEntity, in text: String) -> MoneyEntity? {
        let normalized = NormalizedText(text)
        let words = NormalizedText(amount.span.text).scalars
        let scalars = normalized.scalars
        guard !words.isEmpty, scalars.count >= words.count else { return nil }
        for start in stride(from: scalars.count - words.count, through: 0, by: -1)
        where scalars[start..<start + words.count].elementsEqual(words) {
            var found = amount
            found.span = normalized.span(start..<start + words.count)
            return found
        }
        return nil
    }

    /// The currency the whole message gives an amount written as a bare number, if it has one.
    static func bareCurrency(of analysis: NLUAnalysis) -> String? {
        analysis.money.first(where: isBare)?.currency
    }

    /// `entities` with every bare amount in `bareCurrency` (when given): a part of a message is
    /// read with the currency of the whole.
    static func entities(_ entities: [NLUEntity], bareCurrency: String?) -> [NLUEntity] {
        guard let bareCurrency else { return entities }
        return entities.map { entity in
            guard case .money(var money) = entity, isBare(money), money.currency != bareCurrency else { return entity }
            money.currency = bareCurrency
            return .money(money)
        }
    }

    /// Whether an amount was written as a bare number (digits, separators), with no currency said.
    private static func isBare(_ money: MoneyEntity) -> Bool {
        money.span.text.unicodeScalars.allSatisfy { ($0.value >= 0x30 && $0.value <= 0x39) || $0 == "." || $0 == "," }
    }

    /// A part without the separators and joining words in front of it (，和 and plus 再 然后).
    static func withoutJoiner(_ part: String) -> String {
        var text = Substring(part)
        var changed = true
        while changed {
            changed = false
            text = text.drop { $0.isNewline || " ,，;；、。".contains($0) }
            for joiner in [
                "还有", "以及", "然后呢", "然后", "顺便", "另外", "同时", "接着", "并且", "和", "跟", "帮我再", "再帮我", "再", "+", "and ",
                "plus ",
                "then ", "also ", "after that ",
            ] where text.hasPrefix(joiner) {
                // "then 10-11 pt w/ rob": "then" before bare hours is what makes them hours.
                if joiner == "then ", text.dropFirst(joiner.count).first?.isNumber == true { continue }
                text = text.dropFirst(joiner.count)
                changed = true
            }
        }
        // "bonus hit today, 12,000 - and how much …": a dash left before the next request; "fuel card
        // 500, what's …": the comma.
        while let last = text.last,
            last == " " || last == "-" || last == "–" || last == "—" || last == ","
                || last == "，"
        {
            text = text.dropLast()
        }
        return String(text)
    }

    /// The text of `scalars` cut at `cuts` (ascending offsets), the last part running to the end.
    static func parts(of scalars: [Unicode.Scalar], cutAt cuts: [Int]) -> [String] {
        var parts: [String] = []
        var lower = 0
        for cut in cuts + [scalars.count] {
            parts.append(text(scalars[lower..<cut]))
            lower = cut
        }
        return parts
    }

    private static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}

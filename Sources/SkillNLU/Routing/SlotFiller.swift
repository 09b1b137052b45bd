import Foundation
import SkillJSON

/// Turns what was recognized in an utterance into a skill's arguments, slot by slot (see
/// ``SlotKind`` for which argument takes what).
struct SlotFiller: Sendable {
    let categories: CategoryLexicon
    let incomeWords: CategoryLexicon

    /// The arguments of `skill` that `analysis` fills; for a skill that keeps repeating things,
    /// how the request says it repeats and its first occurrence (``EventRepetition``).
    func arguments(for skill: SkillSlots, from analysis: NLUAnalysis) -> [String: JSONValue] {
        if skill.schema.slots.contains(where: { $0.kind == .scope }) {
            var arguments = plainArguments(for: skill, from: analysis)
            if let title = arguments["new_title"]?.stringValue {
                arguments["new_title"] = .string(EventScope.withoutScopeWords(title))
            }
            return arguments
        }
        guard skill.schema.slots.contains(where: { $0.kind == .recurrence }) else {
            return plainArguments(for: skill, from: analysis)
        }
        if let repetition = EventRepetition.read(analysis, ringsAtNine: skill.roles.contains(.reminderCreate)) {
            var arguments = plainArguments(for: skill, from: repetition.blanked)
            repetition.fill(&arguments, skill: skill)
            return arguments
        }
        // 我每天都很忙，周六下午3点约个理发: the habit is no part of the title.
        guard let habit = EventRepetition.habitClause(in: analysis) else {
            return plainArguments(for: skill, from: analysis)
        }
        let text = analysis.text
        var withoutHabit = NLUAnalysis(
            text: NormalizedText(text, blanking: text.scalarsInside([habit])), entities: analysis.entities,
            prediction: analysis.prediction, context: analysis.context)
        withoutHabit.unsaid = [habit]
        return plainArguments(for: skill, from: withoutHabit)
    }

    /// The arguments of `skill` that `analysis` fills, slot by slot.
    private func plainArguments(for skill: SkillSlots, from analysis: NLUAnalysis) -> [String: JSONValue] {
        // "company party moves from next Friday to next Saturday, still 6pm": a clock said again
        // after "still" is the event's own, kept by the move; it neither finds nor moves.
        if skill.findsAndMoves, analysis.times.count >= 2,
            let restated = analysis.times.last, Self.saidStill(restated, in: analysis.text)
        {
            let kept = analysis.entities.filter {
                if case .time(let time) = $0 { time.span.range != restated.span.range } else { true }
            }
            var without = NLUAnalysis(
                text: analysis.text, entities: kept, prediction: analysis.prediction, context: analysis.context)
            without.unsaid = analysis.unsaid
            return plainArguments(for: skill, from: without)
        }
        var arguments: [String: JSONValue] = [:]
        let split = skill.findsAndMoves && analysis.times.count >= 2
        for (name, kind) in skill.schema.slots {
            var value: JSONValue?
            if split, kind == .day {
                value = analysis.times.first.map { .string($0.start.dateString) }
            } else if split, kind == .moment {
                value = .string(Self.moment(analysis.times[1]))
            } else {
                value = self.value(kind, skill: skill, analysis: analysis)
            }
            if let value { arguments[name] = value }
        }
        if skill.findsAndMoves, skill.findsEvent {
            EventEdit.fill(&arguments, analysis: analysis, keywords: skill.keywords)
        } else if skill.findsEvent, skill.schema.slots.contains(where: { $0.kind == .day }) {
            EventEdit.fillWindow(&arguments, analysis: analysis)
        }
        return arguments
    }

    /// Whether `time` is said after "still" or 仍然 (the event's own clock, said again).
    static func saidStill(_ time: TimeEntity, in text: NormalizedText) -> Bool {
        let original = text.originalScalars
        let start = time.span.range.lowerBound
        guard start > 0, start <= original.count else { return false }
        let before = String(String.UnicodeScalarView(original[max(0, start - 10)..<start])).lowercased()
        // (还是 may also take a choice back: 改到周四 算了 还是周五.)
        return ["still ", "still at ", "仍然", "照旧", "时间不变"].contains { before.hasSuffix($0) }
    }

    /// The value of one slot, or `nil` when the utterance does not say it.
    func value(_ kind: SlotKind, skill: SkillSlots, analysis: NLUAnalysis) -> JSONValue? {
        let times = analysis.times
        switch kind {
        case .place:
            return (analysis.placeNames.first ?? Self.townAfterIn(analysis)).map { .string($0) }
        case .day, .rangeFrom:
            if kind == .day, skill.recordsEntries, !times.isEmpty {
                return .string(
                    Self.entryDay(Self.paidOn(times, in: analysis.text), in: analysis.text, now: analysis.context))
            }
            // "anything else this week", "anything left on the calendar this week": what is left of
            // a period that holds today starts today.
            if kind == .rangeFrom, times.count == 1, let time = times.first, let end = time.end,
                RequestShape.contains(analysis.text.scalars, Self.whatIsLeft)
            {
                let today = LocalMoment(analysis.context.now, in: analysis.context.timeZone)
                if time.start < today, today < end { return .string(today.dateString) }
            }
            // 昨天和前天花了多少: coordinated days span from the earliest.
            if kind == .rangeFrom, times.count >= 2, times[0].end == nil {
                return times.prefix(2).map(\.start.dateString).min().map { .string($0) }
            }
            return times.first.map { .string($0.start.dateString) }
        case .rangeTo:
            guard let first = times.first else { return nil }
            if let end = first.end { return .string(Self.lastDay(of: first.start, end: end)) }
            if times.count >= 2 {
                let second = times[1]
                let last = second.end.map { Self.lastDay(of: second.start, end: $0) } ?? second.start.dateString
                return .string(max(last, first.start.dateString))
            }
            return .string(first.start.dateString)
        case .moment:
            // Beside a deadline slot (a to-do's), a deadline is no moment: 周五前 is not "from today".
            let moments =
                skill.schema.slots.contains(where: { $0.kind == .deadline })
                ? times.filter { !Self.isDeadline($0, now: analysis.context) } : times
            return Self.eventTimes(moments, in: analysis.text).first.map { .string(Self.moment($0)) }
        case .momentEnd:
            let times = Self.eventTimes(times, in: analysis.text)
            guard let first = times.first else { return nil }
            if let end = first.end, first.grain != .day { return .string(end.description) }
            // A range of days ("12月15日到18日", "Monday through Thursday"): the last day, which
            // an event's date-only end includes.
            if let end = first.end, first.grain == .day {
                let last = Self.lastDay(of: first.start, end: end)
                return last == first.start.dateString ? nil : .string(last)
            }
            if times.count >= 2, !skill.findsAndMoves, let end = Self.end(of: first, at: times[1]) {
                return .string(Self.moment(end))
            }
            // "trip to denver friday for 3 days", 下周四起连休五天: a day and how many days it lasts.
            if times.count == 1, first.grain == .day, !skill.findsEvent,
                let length = EventLength.days(in: analysis.text, outside: times)
            {
                return .string(EventLength.lastDay(from: first.start, count: length.count))
            }
            // "meeting at 3pm for 2 hours", 明天下午三点开会 两个小时: a clock and how long it lasts.
            if times.count == 1, first.grain != .day, first.end == nil, !skill.findsEvent,
                let length = EventLength.minutes(in: analysis.text, outside: times),
                let start = first.start.date(in: .gmt)
            {
                return .string(LocalMoment(start.addingTimeInterval(Double(length.count) * 60), in: .gmt).description)
            }
            return nil
        case .amount:
            return Self.entryAmount(analysis).map { .string("\($0.amount)") }
        case .currency:
            return Self.entryAmount(analysis).map { .string($0.currency) }
        case .entryKind:
            return .string(isIncome(analysis) ? "income" : "expense")
        case .category:
            // An income is pay (`salary`) or anything else (`other`): "sold my old phone for 800".
            // 给洗碗阿姨发工资: wages handed out are spending of no category of their own.
            if skill.recordsEntries, Self.paysWages(analysis.text) || Self.paidOut(analysis.text),
                categories.category(in: analysis.text) == "salary"
            {
                return .string("other")  // 乐队尾款付了6000: a balance paid is no pay received
            }
            if skill.recordsEntries, Self.paysWages(analysis.text) || Self.takenOff(analysis.text) {
                return .string("other")
            }
            if skill.recordsEntries, isIncome(analysis) {
                // 闲鱼卖旧自行车 收入400: money from selling something is no pay, whatever it is called.
                // A shop's or a trainer's sales are its pay: 直播卖了4280, 这个月店铺销售额, "sold a 10 session package".
                if Self.sellingWords.category(in: analysis.text) != nil {
                    // 蜂蜜卖了960: food sold is produce, a business's sales.
                    let business =
                        Self.businessSales.category(in: analysis.text) != nil || Self.soldStock(analysis.text)
                        || (categories.category(in: analysis.text) == "food"
                            && !RequestShape.contains(analysis.text.scalars, Self.ownThings))
                    return .string(business ? "salary" : "other")
                }
                // "pear sales 410", 这周卖菜收入: sales are a business's pay.
                if Self.salesNouns.category(in: analysis.text) != nil { return .string("salary") }
                if Self.clientRenewed(analysis.text) { return .string("salary") }
                // A refund or money paid back is no pay either ("security deposit refunded 500").
                if Self.refundWords.category(in: analysis.text) != nil { return .string("other") }
                // "unit 1 tenant paid rent 1,725", 新租客押金收了 8400: a landlord's income.
                if Self.rentWords.category(in: analysis.text) != nil { return .string("housing") }
                if Self.salaryWords.category(in: analysis.text) != nil { return .string("salary") }
                // "deposit this morning 1500": money paid into the account, the work's pay.
                if Self.depositAlone(analysis) { return .string("salary") }
                // "got the wedding dress balance 2,650": a balance paid in is for the work, whatever it was.
                if RequestShape.contains(analysis.text.scalars, Self.balanceWords) { return .string("salary") }
                // Money earned by work is pay (演出费到了1800, 遛狗收了300, "made 300 on walks"); gifts,
                // allowances, a shop's takings, deposits, interest and winnings are not.
                // "got 300 cash from the Parkers": money got from someone, of no stated kind.
                let other = Self.otherIncome.category(in: analysis.text) != nil || Self.receivedFrom(analysis)
                return .string(other ? "other" : "salary")
            }
            // 今年以来流水多少, "stall takings month to date": a stall's takings looked up, filed as other.
            if !skill.recordsEntries, RequestShape.contains(analysis.text.scalars, Self.takingsWords) {
                return .string("other")
            }
            // 本月至今收了多少房租, "rent collected this year": a landlord's rent looked up.
            if !skill.recordsEntries, Self.rentWords.category(in: analysis.text) != nil,
                analysis.text.scalars.contains("收") || RequestShape.contains(analysis.text.scalars, Self.rentCollected)
            {
                return .string("housing")
            }
            // 这个月卖果子一共收了多少, 本月至今卖菜收了多少: sales looked up are the business's pay.
            if !skill.recordsEntries, analysis.text.scalars.contains("收"), Self.soldStock(analysis.text) {
                return .string("salary")
            }
            // "book sales this quarter", 这个月的销售额: sales looked up are a business's pay, whatever was sold.
            if !skill.recordsEntries, Self.salesNouns.category(in: analysis.text) != nil,
                !RequestShape.contains(analysis.text.scalars, Self.spendingAsked)
            {
                return .string("salary")
            }
            // "how much did i make from gigs", 这个月演出一共挣了多少, 最近30天遛狗收了多少: what work earned.
            if !skill.recordsEntries, RequestShape.contains(analysis.text.scalars, Self.earningAsked),
                Self.otherIncome.category(in: analysis.text) == nil
            {
                return .string("salary")
            }
            // "tutoring income in october", "how much did clients pay me", "tips month to date": pay
            // looked up, whatever the work was.
            if !skill.recordsEntries, Self.otherIncome.category(in: analysis.text) == nil,
                !RequestShape.contains(analysis.text.scalars, Self.spendingAsked)
            {
                if RequestShape.contains(analysis.text.scalars, Self.earningsNamed) { return .string("salary") }
                // "client fees in Q4", "load pay year to date": fees or pay of no thing bought.
                if categories.category(in: analysis.text) == nil,
                    RequestShape.contains(analysis.text.scalars, Self.payNouns)
                {
                    return .string("salary")
                }
            }
            if let category = categories.category(in: analysis.text) {
                // 修烤箱 1200, "oven repair 420": a thing's repair is a service, not the thing bought.
                if category == "shopping", skill.recordsEntries,
                    RequestShape.contains(analysis.text.scalars, Self.repairs)
                {
                    return .string("other")
                }
                return .string(category)
            }
            if !skill.recordsEntries, RequestShape.contains(analysis.text.scalars, Self.depositsAsked),
                !RequestShape.contains(analysis.text.scalars, Self.spendingAsked)
            {
                return .string("salary")  // 这个月收了多少定金, "the last 5 deposits": deposits taken
            }
            // "what did needles and ink cost last month", 第四季度色料花了多少: things bought.
            if !skill.recordsEntries,
                let item = ThingsBought.itemAskedAbout(
                    in: analysis.text, removing: times.map(\.span.range)),
                ThingsBought.isThing(item)
            {
                return .string("shopping")
            }
            guard skill.recordsEntries else { return nil }
            // "bottles 36", 纸杯 280: a thing bought that no category word names.
            // 中秋花了500: a holiday left as the note is when, not what.
            if !isIncome(analysis), let note = note(in: analysis, times: times, skill: skill),
                !times.contains(where: { $0.span.text == note }), ThingsBought.isThing(note),
                !ThingsBought.paidSomeone(note, in: analysis.text)
            {
                return .string("shopping")
            }
            return .string("other")
        case .title:
            // Beside a text slot (`ui.display_text`), a title is a heading nobody said.
            if skill.schema.slots.contains(where: { $0.kind == .text }) { return nil }
            // 30号下午三点月底对账: a day right after a day and a clock is part of the name (月底对账).
            let naming = times.filter { time in
                time.grain == .day
                    && times.contains {
                        $0.grain != .day && $0.saysDay && $0.span.range.upperBound == time.span.range.lowerBound
                    }
            }
            let owners = times.count >= 2 ? times.filter { Self.namesAThing($0, in: analysis.text) } : []
            var spans = times.filter { !naming.contains($0) && !owners.contains($0) }.flatMap {
                $0.pieces.map(\.range)
            }.filter {
                !TimeRecognizer.isHolidayModifier($0, in: analysis.text)  // "Halloween party"
                    && !TimeRecognizer.isChineseHolidayInsideAName($0, in: analysis.text)  // 跑团新年拉练
                    && !(times.count >= 2 && TimeRecognizer.isCelebratedHoliday($0, in: analysis.text))  // 回老家过年
                    // 八点 跨年夜包场: beside a time that places it, a holiday before a name is part of it.
                    // (Opening the message it is the day: 母亲节订个餐厅.)
                    && !($0.lowerBound > 0 && times.flatMap(\.pieces).count >= 2
                        && TimeRecognizer.isChineseHolidayModifier($0, in: analysis.text))
                    && !Self.weekdayNamesTheEvent($0, in: analysis.text)  // "sunday service 9:30am"
            }
            spans += Self.coordinatorGaps(between: times, in: analysis.text)  // 这周六和下周六去打球
            spans += analysis.unsaid  // 每周三, 共10次, "until March"
            if !skill.findsEvent, times.count == 1, times[0].grain == .day, times[0].end == nil,
                let length = EventLength.days(in: analysis.text, outside: times)
            {
                spans.append(length.range)  // "for 3 days"
            }
            if !skill.findsEvent, times.count == 1, times[0].grain != .day, times[0].end == nil,
                let length = EventLength.minutes(in: analysis.text, outside: times)
            {
                spans.append(length.range)  // "for 2 hours", 两个小时
            }
            spans += Self.approximations(around: spans, in: analysis.text)  // 大概八点左右, around 8ish
            if skill.schema.slots.contains(where: { $0.kind == .venue }),
                let venue = VenueFinder.find(in: analysis.text, times: spans)
            {
                spans += venue.removed
            }
            if !skill.findsEvent, let aside = RequestInContext.trailingConfirmation(in: analysis.text) {
                spans.append(aside)  // "…, they just confirmed"
            }
            if skill.findsEvent, let reason = RequestInContext.trailingWeatherReason(in: analysis.text) {
                spans.append(reason)  // "drop saturday's long ride, rain all day"
            }
            if !skill.findsEvent, let context = RequestInContext.contextSpan(in: analysis.text) {
                spans.append(context)  // "my sister lands Friday so can you put pickup at …"
            } else if !skill.findsEvent,
                let reason = RequestInContext.reasonBeforeSo(
                    in: analysis.text, times: times.flatMap { $0.pieces.map(\.range) })
                    ?? RequestInContext.whoSaid(in: analysis.text)
            {
                // "mom says tutoring moved so english fri 6-8pm", "wife says movie night w/ the kids fri 7pm"
                spans.append(reason)
            }
            if !skill.findsEvent,
                let context = RequestInContext.chineseContextSpan(
                    in: analysis.text,
                    clocks: times.filter { $0.grain != .day }.compactMap { $0.pieces.last?.range }, removed: spans)
            {
                spans.append(context)  // 今天累死了 明天睡个懒觉 中午十二点约了闺蜜吃火锅
            }
            if !skill.findsEvent,
                let context = RequestInContext.englishContextClause(
                    in: analysis.text,
                    clocks: times.filter { $0.grain != .day }.compactMap { $0.pieces.last?.range }, removed: spans)
            {
                spans.append(context)  // "friday after i get off, passport appt 10am"
            }
            if !skill.findsEvent, let dayOff = RequestInContext.leadingDayOffClause(in: analysis.text) {
                spans.append(dayOff)  // "good friday no work, fishing"
            }
            if !skill.findsEvent,
                let state = RequestInContext.chineseTrailingClause(
                    in: analysis.text, times: times.flatMap { $0.pieces.map(\.range) })
            {
                spans.append(state)  // 明天早上五点半早班 跟老刘换的
            }
            if !skill.findsEvent,
                let state = RequestInContext.trailingStateClause(
                    in: analysis.text, times: times.flatMap { $0.pieces.map(\.range) })
            {
                spans.append(state)  // "walk rocky, owner's out of town"
            }
            if skill.findsEvent, !skill.findsAndMoves,
                let named = Self.nameAfterAReason(analysis.text, removing: spans, skill: skill)
            {
                return .string(named)
            }
            // A wake-up call with nothing else ("wake me up at 6", 明早6点叫醒我) is the wake-up itself.
            let woken = skill.roles.contains(.reminderCreate) && ReminderCues.asksToBeWoken(analysis.text)
            let title = TextResidue.title(
                in: analysis.text, removing: spans, extraFillers: skill.keywords, keepLastWord: !woken)
            let name = title.map {
                skill.findsEvent
                    ? EventWords.name(in: $0) : TextResidue.eventTitle(TextResidue.verbFirst($0, in: analysis.text))
            }
            if let name, !name.isEmpty { return .string(name) }
            if woken {
                return .string(
                    ReminderCues.wakeUpTitle(chinese: analysis.text.scalars.contains(where: TextResidue.isHan)))
            }
            return nil
        case .venue:
            let spans = times.flatMap { $0.pieces.map(\.range) }
            return VenueFinder.find(in: analysis.text, times: spans).map { .string($0.name) }
        case .note:
            return note(in: analysis, times: times, skill: skill).map { .string($0) }
        case .text:
            let rest = TextResidue.rest(after: skill.keywords, in: analysis.text)
            return rest.isEmpty ? nil : .string(rest)
        case .count:
            return Self.count(in: analysis.text, outside: analysis.times).map { .number(Double($0)) }
        case .request:
            let said = analysis.text.original.trimmingCharacters(in: .whitespacesAndNewlines)
            return said.isEmpty ? nil : .string(said)
        case .duration:
            return Self.duration(in: analysis, times: times).map { .string($0) }
        case .deadline:
            guard let time = times.first(where: { Self.isDeadline($0, now: analysis.context) }), let end = time.end
            else { return nil }
            return .string(time.grain == .day ? Self.lastDay(of: time.start, end: end) : end.description)
        case .recurrence:
            return nil  // (filled with the first occurrence by EventRepetition)
        case .scope:
            return EventScope.said(in: analysis.text).map { .string($0.rawValue) }
        }
    }

    /// Whether `time` is a deadline from now (周五前, "by 5pm", 三天内): a range that starts today at
    /// midnight (said in days) or at the current minute (said with a clock).
    static func isDeadline(_ time: TimeEntity, now context: NLUContext) -> Bool {
        guard time.end != nil else { return false }
        let now = LocalMoment(context.now, in: context.timeZone)
        guard time.start.dateString == now.dateString else { return false }
        if time.grain == .day { return time.start.hour == 0 && time.start.minute == 0 }
        return time.start.hour == now.hour && time.start.minute == now.minute
    }

    /// How long the message says, as ISO 8601: a length ("for 20 minutes", 二十分钟, 一个半小时; one
    /// minute to a day), else the time from now until a clock said from now ("in 2 minutes",
    /// 两小时后, "an hour from now"; up to a week).
    static func duration(in analysis: NLUAnalysis, times: [TimeEntity]) -> String? {
        if let length = EventLength.minutes(in: analysis.text, outside: times, allowing: 1...1_440) {
            return isoDuration(seconds: length.count * 60)
        }
        // A reply that is only a length ("20 minutes", "an hour and a half"), read as "for …".
        let said = analysis.text.original.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if !said.hasPrefix("for "), said.unicodeScalars.first.map({ $0.isASCII }) == true,
            let length = EventLength.minutes(in: NormalizedText("for " + said), outside: [], allowing: 1...1_440),
            length.range.upperBound == said.unicodeScalars.count + 4
        {
            return isoDuration(seconds: length.count * 60)
        }
        let now = analysis.context.now
        for time in times where time.grain != .day && time.end == nil && saidFromNow(time) {
            guard let moment = time.start.date(in: analysis.context.timeZone) else { continue }
            let seconds = Int(moment.timeIntervalSince(now).rounded())
            if (1...7 * 86_400).contains(seconds) { return isoDuration(seconds: seconds) }
        }
        return nil
    }

    /// Whether `time` is said as a span from now: "in 20 minutes", "an hour from now", "2 hours
    /// later", 20分钟后, 两个小时以后, 过一刻钟.
    private static func saidFromNow(_ time: TimeEntity) -> Bool {
        let text = time.span.text.lowercased()
        return text.hasPrefix("in ") || text.hasSuffix(" from now") || text.hasSuffix(" later")
            || text.hasPrefix("过") || ["后", "以后", "之后"].contains { text.hasSuffix($0) }
    }

    /// `seconds` as an ISO 8601 duration: `PT45S`, `PT20M`, `PT1H30M`, `P1DT2H`.
    static func isoDuration(seconds: Int) -> String {
        let days = seconds / 86_400
        let hours = seconds % 86_400 / 3_600
        let minutes = seconds % 3_600 / 60
        let rest = seconds % 60
        var text = "P" + (days > 0 ? "\(days)D" : "")
        guard hours > 0 || minutes > 0 || rest > 0 else { return days > 0 ? text : "PT0S" }
        text += "T"
        if hours > 0 { text += "\(hours)H" }
        if minutes > 0 { text += "\(minutes)M" }
        if rest > 0 { text += "\(rest)S" }
        return text
    }

    /// The ledger note: what is left beside the amount, the time and the money verbs ("午饭花了35元" →
    /// 午饭). A holiday or a month that names the item stays in it: 国庆值班费, 圣诞树和彩灯, 9月工资.
    private func note(in analysis: NLUAnalysis, times: [TimeEntity], skill: SkillSlots) -> String? {
        let spans =
            times.flatMap { $0.pieces.map(\.range) }.filter {
                !TimeRecognizer.isHolidayModifier($0, in: analysis.text)
                    && !TimeRecognizer.isChineseHolidayModifier($0, in: analysis.text)
                    && !monthNamesTheItem($0, in: analysis.text)
            }
            + analysis.money.map(\.span.range)
            + analysis.places.map(\.span.range).filter { Self.saysWhere($0, in: analysis.text) }
        let note = TextResidue.title(
            in: analysis.text, removing: spans, extraFillers: skill.keywords + TextResidue.noteFillers,
            keepLastWord: false, keeping: categories
        ).map { LedgerNote.tidy($0, words: categories) }
        // 差旅报销到账 12000: 报销 right after what was paid back names the item with it.
        if let note, !note.hasSuffix("报销"), analysis.text.original.contains(note + "报销") { return note + "报销" }
        // 报销到账3420: the verb that names the money is the item when nothing else does.
        return note ?? Self.namingVerbs.first { analysis.text.original.contains($0) }
    }

    /// How many entries are asked for: a number before 笔 or 条 (最近10笔, 最近的二十条), or after
    /// "last", "latest", "recent" or "top" ("the last 20", "my 5 most recent").
    static func count(in text: NormalizedText, outside times: [TimeEntity]) -> Int? {
        let scalars = text.scalars
        // "the last 7 days" is a period, not seven entries.
        let timeSpans = times.flatMap { $0.pieces.map(\.range) } + times.map(\.span.range)
        for number in NumberReader.numbers(in: scalars) where !number.hasFraction {
            guard number.range.lowerBound < text.origins.count,
                !timeSpans.contains(where: { $0.contains(text.origins[number.range.lowerBound]) })
            else { continue }
            guard let value = Int(exactly: NSDecimalNumber(decimal: number.value).doubleValue),
                (1...500).contains(value)
            else { continue }
            let after = number.range.upperBound
            if after < scalars.count, scalars[after] == "笔" || scalars[after] == "条" { return value }
            let before = String(
                String.UnicodeScalarView(scalars[max(0, number.range.lowerBound - 8)..<number.range.lowerBound]))
            let next = String(String.UnicodeScalarView(scalars[after..<min(scalars.count, after + 12)]))
            if ["last ", "latest ", "recent ", "top ", "first "].contains(where: { before.hasSuffix($0) })
                || next.hasPrefix(" most recent") || next.hasPrefix(" latest") || next.hasPrefix(" transactions")
                || next.hasPrefix(" entries") || next.hasPrefix(" records")
            {
                return value
            }
        }
        // "show the last ten", "my latest five expenses": the count in words.
        for opener in ["last ", "latest ", "recent ", "top "] {
            let word = Array(opener.unicodeScalars)
            var index = 0
            while index + word.count < scalars.count {
                defer { index += 1 }
                guard scalars[index..<(index + word.count)].elementsEqual(word),
                    index == 0 || scalars[index - 1] == " ",
                    let number = EnglishNumberWords.read(scalars, at: index + word.count), !number.hasFraction,
                    let value = Int(exactly: NSDecimalNumber(decimal: number.value).doubleValue),
                    (2...100).contains(value)
                else { continue }
                // ("the last two weeks" is a period.)
                let after = String(String.UnicodeScalarView(scalars[number.range.upperBound...]))
                if ["day", "week", "month", "year", "night", "hour", "weekend"].contains(where: {
                    after.hasPrefix(" " + $0)
                }) {
                    continue
                }
                return value
            }
        }
        return nil
    }

    /// A value for `kind` from a bare reply to a question ("北京", "35", "开会"), when no entity
    /// gave one.
    func bareValue(_ kind: SlotKind, skill: SkillSlots, analysis: NLUAnalysis) -> JSONValue? {
        let scalars = analysis.text.scalars
        switch kind {
        case .place:
            let text = TextResidue.rest(after: [], in: analysis.text)
            let letters = text.unicodeScalars.filter { $0.properties.isAlphabetic }.count
            guard letters > 0, scalars.count <= 24 else { return nil }
            return .string(text)
        case .amount:
            return Self.bareNumber(in: scalars).map(JSONValue.string)
        case .title:
            return TextResidue.title(in: analysis.text, removing: [], extraFillers: []).map(JSONValue.string)
        case .text:
            let text = TextResidue.rest(after: [], in: analysis.text)
            return text.isEmpty ? nil : .string(text)
        default:
            return nil
        }
    }

    /// "weekend weather in cape may": an English town the gazetteer does not hold, read from the
    /// one to three words after "in" (up to a time, a comma or a word that is no name), in title
    /// case; `nil` when they are no name ("in the morning", "in here", "in 3 days").
    static func townAfterIn(_ analysis: NLUAnalysis) -> String? {
        let original = analysis.text.originalScalars
        guard !original.contains(where: TextResidue.isHan) else { return nil }
        let timed = analysis.times.flatMap { $0.pieces.map(\.range) }
        if let town = townOpeningAForecast(original, timed: timed) { return town }
        let lowered = Array(String(String.UnicodeScalarView(original)).lowercased().unicodeScalars)
        var index = 0
        while index + 3 < original.count {
            defer { index += 1 }
            // "in montauk", and "weather for montauk", "how windy is montauk".
            var opener = 0
            if index == 0 || original[index - 1] == " ",
                original[index] == "i" || original[index] == "I", original[index + 1] == "n", original[index + 2] == " "
            {
                opener = 3
            } else if index == 0 || original[index - 1] == " ", lowered.count == original.count,
                let words = Self.forecastOpeners.first(where: { words in
                    index + words.count <= lowered.count && lowered[index..<(index + words.count)].elementsEqual(words)
                })
            {
                opener = words.count
            }
            guard opener > 0 else { continue }
            var words: [String] = []
            var position = index + opener
            while words.count < 4, position < original.count {
                var end = position
                while end < original.count,
                    original[end].properties.isAlphabetic || original[end] == "'"
                        || original[end] == "."
                {
                    end += 1
                }
                guard end > position, !timed.contains(where: { $0.contains(position) }) else { break }
                let word = String(String.UnicodeScalarView(original[position..<end]))
                guard !notTownWords.contains(word.lowercased().trimmingCharacters(in: .punctuationCharacters)) else {
                    break
                }
                words.append(word)
                guard end < original.count, original[end] == " " else { break }
                position = end + 1
            }
            guard (1...3).contains(words.count) else { continue }
            return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
                .trimmingCharacters(in: .punctuationCharacters)
        }
        return nil
    }

    /// Words after which a town's name is asked the weather of.
    private static let forecastOpeners = ["weather for ", "forecast for ", "how windy is ", "how's the wind in "].map {
        Array($0.unicodeScalars)
    }

    /// "montauk weather tmrw", "outer banks weather tmrw and the day after": one or two words opening
    /// the message right before "weather" or "forecast", no time and no common word.
    private static func townOpeningAForecast(_ original: [Unicode.Scalar], timed: [Range<Int>]) -> String? {
        let said = String(String.UnicodeScalarView(original)).lowercased()
        guard let marker = [" weather", " forecast"].compactMap({ said.range(of: $0) }).first else { return nil }
        let head = said[..<marker.lowerBound]
        let words = head.split(separator: " ").map(String.init)
        guard (1...2).contains(words.count),
            words.allSatisfy({ word in
                word.allSatisfy({ $0.isLetter }) && !notTownWords.contains(word)
                    && !notTownsBeforeWeather.contains(word)
            })
        else { return nil }
        let length = head.unicodeScalars.count
        guard !timed.contains(where: { $0.lowerBound < length }) else { return nil }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// Words that say what kind of weather, or whose, before "weather": "good weather", "local weather".
    private static let notTownsBeforeWeather: Set<String> = [
        "good", "nice", "bad", "great", "local", "current", "running", "run", "beach", "hiking", "bike", "biking",
        "ski", "skiing", "weekend", "outdoor", "what", "whats", "what's", "how", "hows", "how's", "any", "check",
        "show", "get", "need", "want", "rain", "snow", "sunny", "windy", "cold", "hot", "warm", "wet", "dry",
        "market", "game", "race", "picnic", "wedding", "golf", "fishing", "boat", "sailing", "travel",
    ]

    /// Words that end or are no town's name after "in".
    private static let notTownWords: Set<String> = [
        "the", "a", "an", "my", "our", "here", "there", "it", "this", "that", "those", "these", "them", "next", "case",
        "time", "general",
        "advance", "and", "or", "for", "with", "to", "on", "at", "is", "was", "be", "will", "today", "tomorrow",
        "tonight", "morning", "afternoon", "evening", "night", "days", "weeks", "hours", "minutes", "if", "so",
        "but", "rain", "snow", "weather", "good", "ok", "okay", "run", "running", "go", "am", "pm", "i", "we",
        "should", "can", "could", "would", "taking", "going", "about", "around", "any", "too", "also", "please",
        "pls", "weekend", "week", "shorts", "layers", "person", "town", "city", "downtown", "area",
    ]

    /// Whether the town at `range` says where the money went (在香港, "in London", "at Tokyo"), not
    /// which item it was: 东京酒店定金, 伦敦房租, "rome hotel" keep their town in the note.
    static func saysWhere(_ range: Range<Int>, in text: NormalizedText) -> Bool {
        let scalars = text.originalScalars
        var end = min(range.lowerBound, scalars.count)
        while end > 0, scalars[end - 1] == " " { end -= 1 }
        guard end > 0 else { return false }
        if ["在", "于", "從", "从"].contains(scalars[end - 1]) { return true }
        var start = end
        while start > 0, scalars[start - 1].properties.isAlphabetic, scalars[start - 1].isASCII { start -= 1 }
        let word = String(String.UnicodeScalarView(scalars[start..<end])).lowercased()
        return ["in", "at", "from", "near"].contains(word)
    }

    /// Whether a month said alone (9月, 十二月) stands right before a category word (工资, 房租): the
    /// item's name, not the entry's day.
    private func monthNamesTheItem(_ range: Range<Int>, in text: NormalizedText) -> Bool {
        guard let first = text.origins.firstIndex(of: range.lowerBound),
            let last = text.origins.lastIndex(of: range.upperBound - 1)
        else { return false }
        let scalars = text.scalars
        guard last + 1 < scalars.count, scalars[last] == "月", last - first <= 2,
            scalars[first..<last].allSatisfy({
                NumberReader.asciiDigit($0) != nil || NumberReader.chineseDigit($0) != nil
            })
        else { return false }
        return (categories.wordLength(startingAt: last + 1, in: scalars) ?? 0) >= 2
    }

    private func isIncome(_ analysis: NLUAnalysis) -> Bool {
        (incomeWords.category(in: analysis.text) != nil || Self.receivedFrom(analysis) || Self.gotForAJob(analysis)
            || Self.clientRenewed(analysis.text) || Self.customerPaid(analysis.text)
            || Self.givenBySomeone(analysis.text) || Self.amountIn(analysis) || Self.depositAlone(analysis)
            // "usd invoice cleared 1,850", "yen invoice tuesday": a word of pay is money earned.
            || categories.category(in: analysis.text) == "salary")
            && !Self.paysWages(analysis.text) && !Self.paidOut(analysis.text) && !Self.takenOff(analysis.text)
            && !Self.tipAddedOn(analysis.text)
    }

    /// "deposit this morning 1500", "deposit on veterans day 100": an entry that says only
    /// "deposit" beside its day and amount is money paid in (a deposit paid out names what for:
    /// "wedding deposit", "security deposit").
    static func depositAlone(_ analysis: NLUAnalysis) -> Bool {
        // Cheaply first: every entry's kind and category ask.
        guard RequestShape.contains(analysis.text.scalars, Self.depositWord) else { return false }
        let original = analysis.text.originalScalars
        let spans = analysis.times.flatMap { $0.pieces.map(\.range) } + analysis.money.map(\.span.range)
        var kept = String.UnicodeScalarView()
        for (offset, scalar) in original.enumerated() where !spans.contains(where: { $0.contains(offset) }) {
            kept.append(scalar)
        }
        let words = String(kept).lowercased().split { !$0.isLetter }.filter { !["on", "the", "a", "in"].contains($0) }
        return words == ["deposit"] || words == ["deposits"] || words == ["direct", "deposit"]
    }

    private static let depositWord = RequestShape.Cues(["deposit"])

    /// 理发30+小费5: a tip added to a price paid.
    static func tipAddedOn(_ text: NormalizedText) -> Bool {
        guard text.scalars.contains("+") else { return false }
        let said = String(String.UnicodeScalarView(text.scalars)).replacingOccurrences(of: " ", with: "")
        return said.contains("+小费") || said.contains("+tip")
    }

    /// 儿子给的红包1000, 妈给的压岁钱, 客人付的定金, 18个家长交的队费, 王姐付了定金: money someone else
    /// gave or paid (给的 after anyone who is not the speaker; 付的, 交的, 付了 after a person word),
    /// not money given away (我给的份子钱, 刚付的房租).
    static func givenBySomeone(_ text: NormalizedText) -> Bool {
        let scalars = text.scalars
        for index in 1..<max(1, scalars.count - 1) where "给付交结".unicodeScalars.contains(scalars[index]) {
            guard "的了".unicodeScalars.contains(scalars[index + 1]) else { continue }
            let before = scalars[index - 1]
            if scalars[index] == "给", scalars[index + 1] == "的" {
                if before.properties.isIdeographic, !["我", "俺", "咱", "交", "付", "送", "寄", "还"].contains(before) {
                    return true
                }
                continue
            }
            // (给工长付了工程款: the person after 给 is paid, not paying.)
            if payers.contains(before), index < 2 || scalars[index - 2] != "我",
                !scalars[max(0, index - 4)..<index].contains("给")
            {
                return true
            }
            // 儿子给了1000, 闺女付的: a grown child giving, not money paid for one (给孩子交了学费).
            if index >= 2, children.contains(where: { scalars[(index - 2)..<index].elementsEqual($0.unicodeScalars) }),
                index < 3 || scalars[index - 3] != "给"
            {
                return true
            }
            // 超市结了蜂蜜货款: a shop or a firm settling for goods it bought.
            if scalars[index] == "结", buyingFirms.contains(before), RequestShape.contains(scalars, Self.goodsPaid) {
                return true
            }
        }
        // "grandpa sent 300 for audition travel", "grandma gave me 200 friday": family giving money.
        let words = String(String.UnicodeScalarView(scalars)).split(separator: " ")
        return zip(words, words.dropFirst()).contains { who, verb in
            let giving = ["gave", "sent", "venmoed", "zelled", "transferred", "wired"].contains(verb)
            return familyGivers.contains(String(who)) && giving
                || clientPayers.contains(String(who)) && (giving || verb == "paid")
        }
    }

    /// Family and clients who give or pay the speaker money, in English.
    private static let familyGivers: Set<String> = [
        "grandma", "grandpa", "gran", "granny", "grandad", "granddad", "nana", "grandparents", "mom", "dad", "mum",
        "parents", "aunt", "uncle", "auntie", "son", "daughter", "kids", "children",
    ]

    /// Who pays the speaker for work, in English: "hk agency paid HK$4,200", "client paid the 650
    /// balance" (family paying is for the speaker's spending: "mom paid the sat prep course").
    private static let clientPayers: Set<String> = [
        "agency", "client", "clients", "customer", "customers", "publisher", "employer",
    ]

    private static let children = ["儿子", "女儿", "闺女"]

    /// Last characters of shops and firms that buy goods: 超市, 商店, 公司, 商场, 工厂, 车行.
    private static let buyingFirms = Set("市店司场厂行".unicodeScalars)
    private static let goodsPaid = RequestShape.Cues(["货款", "货钱"])

    /// Last characters of words for people who pay the speaker: 客人, 家长, 学员, 客户, 王姐, 张总.
    private static let payers = Set("人长员户姐哥总叔姨婶生士方东板妈爸奶婆爷公姥舅姑".unicodeScalars)

    /// 平台佣金扣了255, "booking site took 31 commission": money taken off the speaker's takings.
    static func takenOff(_ text: NormalizedText) -> Bool {
        let said = String(String.UnicodeScalarView(text.scalars)).lowercased()
        guard
            ["佣金", "提成", "抽成", "commission", "platform fee", "service fee", "their cut"].contains(where: {
                said.contains($0)
            })
        else { return false }
        return ["扣", "抽", "took", "deducted", "withheld", "charged", "kept"].contains { said.contains($0) }
    }

    /// 乐队尾款付了6000, 付给花艺师8800: money the speaker paid, with no one else named paying it
    /// (客户付了尾款 is money in).
    static func paidOut(_ text: NormalizedText) -> Bool {
        let said = String(String.UnicodeScalarView(text.scalars))
        guard let paid = ["付了", "付给", "付清", "结清了", "付的"].compactMap({ said.range(of: $0) }).first else { return false }
        let before = said[..<paid.lowerBound]
        // 王姐付了定金: a person word right before 付了 is who paid.
        if let last = before.unicodeScalars.last, payers.contains(last), !before.hasSuffix("我") { return false }
        return !["客户", "顾客", "甲方", "学员", "家长", "租客", "房客", "他", "她", "对方", "老板", "公司", "人家"].contains {
            before.contains($0)
        } && !said.contains("收")
    }

    /// 给洗碗阿姨发工资, 付了小王工资, 发红包给员工, "paid the staff": pay handed out is spent, not earned.
    static func paysWages(_ text: NormalizedText) -> Bool {
        let said = String(String.UnicodeScalarView(text.scalars))
        // 给员工发红包 (not 妈妈给我发了红包: money to me).
        if let give = said.range(of: "给"),
            !["我", "俺", "咱", "的"].contains(where: { said[give.upperBound...].hasPrefix($0) }),
            ["工资", "红包", "奖金"].contains(where: { said[give.upperBound...].contains($0) })
        {
            return true
        }
        // 护工阿姨8月工资 5500, "nanny's wages": pay of someone hired to help at home.
        if hiredHelp.category(in: text) != nil,
            ["工资", "薪水", "费", "pay", "wage", "salary"].contains(where: { said.lowercased().contains($0) })
        {
            return true
        }
        return ["付了", "付工资", "发工资给", "发红包给", "paid the staff", "paid my staff", "paid wages", "paid the crew"]
            .contains { word in
                said.contains(word) && (word != "付了" || said.contains("工资"))
            }
    }

    /// People hired to help at home, whose pay is spending.
    private static let hiredHelp = CategoryLexicon([
        "other": [
            "护工", "保姆", "阿姨", "钟点工", "月嫂", "育儿嫂", "家政", "caregiver", "carer", "nanny", "housekeeper",
            "home aide", "health aide", "cleaner", "cleaning lady",
        ]
    ])

    /// 王姐续了十节课 3000, "sarah renewed 750": a client (a name, or a person word before 续) renewing is
    /// money in; 健身卡续了, "renewed my membership" are spending.
    static func clientRenewed(_ text: NormalizedText) -> Bool {
        let said = String(String.UnicodeScalarView(text.scalars))
        if let renew = said.range(of: "续") {
            // 视频会员续费 is a fee paid: 续费 is no client's renewal.
            if said[renew.upperBound...].hasPrefix("费") { return false }
            let before = said[..<renew.lowerBound]
            return ["姐", "哥", "总", "叔", "姨", "老师", "先生", "女士", "学员", "客户"].contains { before.hasSuffix($0) }
        }
        let words = said.split(separator: " ")
        guard words.count >= 2, words[1] == "renewed" || words[1] == "re-upped" else { return false }
        return !["i", "we", "just", "also", "finally", "and", "so", "then"].contains(String(words[0]))
    }

    /// Money a customer handed over: 收张师傅修车款860 (收 opening the entry, then what was paid
    /// for), "mr kim paid for his service 860", "ms lee left a 200 deposit", "balance from sunday's
    /// customer 540".
    static func customerPaid(_ text: NormalizedText) -> Bool {
        let said = String(String.UnicodeScalarView(text.scalars)).lowercased()
        if let receive = said.firstIndex(of: "收") {
            let before = said[..<receive].trimmingCharacters(in: .whitespaces)
            let after = said[said.index(after: receive)...].prefix(10)
            if before.isEmpty || ["天", "日", "号", "午", "晚", "早", "上"].contains(where: { before.hasSuffix($0) }),
                !["拾", "纳", "藏", "据", "银", "音", "货", "费", "尾", "到", "了", "入", "益", "款"].contains(where: {
                    after.hasPrefix($0)
                }),
                ["款", "定金", "订金", "押金", "钱", "费", "租"].contains(where: { after.contains($0) })
            {
                return true
            }
        }
        // 孙老师转了300, 王太太付了400: someone addressed by title sent money (not 转给 anyone).
        if text.scalars.contains(where: { $0 == "转" || $0 == "付" || $0 == "结" }), !said.contains("给") {
            for verb in ["转了", "转来", "付了", "结了", "微信转了"] {
                guard let found = said.range(of: verb) else { continue }
                let who = said[..<found.lowerBound].trimmingCharacters(in: .whitespaces)
                if (2...5).contains(who.count),
                    ["老师", "先生", "太太", "女士", "阿姨", "小姐", "姐", "哥", "总"].contains(where: who.hasSuffix)
                {
                    return true
                }
            }
        }
        let words = said.split(separator: " ")
        if words.count >= 3, ["mr", "mrs", "ms", "miss", "dr", "mr.", "mrs.", "ms.", "dr."].contains(String(words[0])),
            ["paid", "left", "sent", "venmoed", "zelled", "dropped", "settled", "prepaid"].contains(String(words[2]))
        {
            return true
        }
        // "got the wedding balance 3000", "got the dalton fee, 450", "got a donation 300": money handed
        // over for work or given.
        if words.first == "got",
            words.contains(where: {
                ["balance", "deposit", "fee", "fee,", "payment", "check", "donation", "tip", "tips", "grant"]
                    .contains($0)
            })
        {
            return true
        }
        // "emma paid for tutoring 120": someone named (no pronoun, no kin, no item) paid.
        // ("noah paid sunday 60", "liz paid today 120": the day it was paid.)
        if words.count >= 3, words[1] == "paid",
            ["for", "me", "us", "the", "her", "his", "their", "today", "yesterday", "cash"].contains(words[2])
                || Self.paidOnDays.contains(String(words[2])),
            words[0].count >= 3, words[0].allSatisfy({ $0.isLetter }),
            !nonPayers.contains(String(words[0])),
            CategoryLexicon.standard.category(in: NormalizedText(String(words[0]))) == nil
        {
            return true
        }
        // "the millers paid the invoice, 2400": a family or a firm named in the plural paid.
        if words.count >= 3, words[0] == "the", words[1].count > 3, words[1].hasSuffix("s"),
            ["paid", "sent", "venmoed", "zelled", "transferred"].contains(String(words[2]))
        {
            return true
        }
        // "the co-op paid for the honey, 1350", "the school paid the invoice": a buyer paid.
        if words.count >= 3, words[0] == "the", buyers.contains(String(words[1])), words[2] == "paid" {
            return true
        }
        // "cafe paid 1860", "cafe paid their invoice 900", "cafe invoice paid thursday 620": a buyer
        // named first paid.
        if words.count >= 2, buyers.contains(String(words[0])),
            words[1] == "paid" || (words.count >= 3 && words[1] == "invoice" && words[2] == "paid")
        {
            return true
        }
        return ["balance from", "deposit from", "payment from", "installment from", "instalment from", "paid in full"]
            .contains { said.contains($0) }
    }

    /// Businesses that buy from the speaker or pay for work.
    private static let buyers: Set<String> = [
        "co-op", "coop", "store", "shop", "school", "client", "customer", "cafe", "café", "bakery", "restaurant",
        "company", "hotel", "venue", "theater", "theatre", "gallery", "studio", "church", "agency", "publisher",
    ]

    /// Days said right after "paid": "noah paid sunday 60".
    private static let paidOnDays = EnglishWeekdayNames.all.union(["last", "this"])

    /// First words that are not someone paying the speaker: "we paid for the tickets", "mom paid for lunch".
    private static let nonPayers: Set<String> = [
        "you", "she", "they", "we", "and", "also", "just", "already", "finally", "then", "mom", "dad", "mum",
        "mommy", "daddy", "wife", "husband", "hubby", "grandma", "grandpa", "parents", "insurance", "company",
        "work", "boss", "who", "what", "have", "has", "had", "was", "were", "not", "never", "still", "bill", "bills",
        "rent", "tuition", "invoice", "fine", "tax", "taxes", "dinner", "lunch", "breakfast",
        // "friday paid the egg supplier 320": a day, then what the speaker paid.
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "tues", "wed",
        "thu", "thur", "thurs", "fri", "sat", "sun", "yesterday", "today", "tonight", "tomorrow", "tmrw", "this",
        "last",
    ]

    /// "deposit 100 in, groceries 96.30", "order money 42 in": an amount marked as coming in.
    static func amountIn(_ analysis: NLUAnalysis) -> Bool {
        let original = analysis.text.originalScalars
        return analysis.money.contains { money in
            let after = String(String.UnicodeScalarView(original[min(money.span.range.upperBound, original.count)...]))
                .lowercased()
            // 赞助费1.5万到了: an amount that has arrived.
            if after.hasPrefix("到了") || after.hasPrefix(" 到了") { return true }
            guard after.hasPrefix(" in") else { return false }
            let rest = after.dropFirst(3)
            return rest.isEmpty || rest.first.map { ",.;!".contains($0) } == true
        }
    }

    /// The amount an entry records: the first, or a total said after a price per piece or per hour
    /// (订场3小时 每小时80 共240 → 240, "3 hours at 80 each, 240 total").
    static func entryAmount(_ analysis: NLUAnalysis) -> MoneyEntity? {
        guard analysis.money.count >= 2 else { return analysis.money.first }
        let original = analysis.text.originalScalars
        let total = analysis.money.dropFirst().last { money in
            let range = money.span.range
            guard range.upperBound <= original.count else { return false }
            let before = String(String.UnicodeScalarView(original[..<range.lowerBound])).lowercased()
                .trimmingCharacters(in: .whitespaces)
            let after = String(String.UnicodeScalarView(original[range.upperBound...])).lowercased()
                .trimmingCharacters(in: .whitespaces)
            return ["共", "一共", "总共", "合计", "共计", "总计", "total", "in total", "altogether"].contains {
                before.hasSuffix($0)
            } || after.hasPrefix("total") || after.hasPrefix("in total") || after.hasPrefix("altogether")
        }
        return total ?? analysis.money.first
    }

    /// "got 480 for the water heater repair", "got 340 from grooming today": pay got for a job,
    /// opening the message.
    static func gotForAJob(_ analysis: NLUAnalysis) -> Bool {
        let original = analysis.text.originalScalars
        return analysis.money.contains { money in
            let range = money.span.range
            guard range.upperBound <= original.count else { return false }
            let before = String(String.UnicodeScalarView(original[..<range.lowerBound])).lowercased()
            let after = String(String.UnicodeScalarView(original[range.upperBound...])).lowercased()
            return (before == "got " || before == "just got ") && (after.hasPrefix(" for the ") || fromWork(after))
        }
    }

    /// Whether the words after an amount say it came from a piece of work: " from grooming today".
    private static func fromWork(_ after: String) -> Bool {
        after.hasPrefix(" from ") && after.dropFirst(6).split(separator: " ").first?.hasSuffix("ing") == true
    }

    /// "got $300 from the Parkers", "got 300 cash from mom": an amount got from someone.
    static func receivedFrom(_ analysis: NLUAnalysis) -> Bool {
        let original = analysis.text.originalScalars
        return analysis.money.contains { money in
            let range = money.span.range
            guard range.lowerBound >= 4, range.upperBound <= original.count else { return false }
            let before = String(String.UnicodeScalarView(original[..<range.lowerBound])).lowercased()
            let after = String(String.UnicodeScalarView(original[range.upperBound...])).lowercased()
            // ("got 340 from grooming today": from the work, which is pay.)
            return (before.hasSuffix(" got ") || before == "got ") && !fromWork(after)
                && (after.hasPrefix(" from ") || after.hasPrefix(" in cash from ") || after.hasPrefix(" cash from "))
        }
    }

    /// The only number in `scalars` ("35", "12.5块"), as a decimal string.
    static func bareNumber(in scalars: [Unicode.Scalar]) -> String? {
        var digits = String.UnicodeScalarView()
        var runs = 0
        var inRun = false
        for scalar in scalars {
            let isDigit = scalar.value >= 0x30 && scalar.value <= 0x39
            let isPoint = scalar == "." && inRun
            if isDigit || isPoint {
                if !inRun { runs += 1 }
                inRun = true
                if runs == 1 { digits.append(scalar) }
            } else {
                inRun = false
            }
        }
        guard runs == 1 else { return nil }
        var text = String(digits)
        if text.hasSuffix(".") { text.removeLast() }
        return Decimal(string: text).map { "\($0)" }
    }

    /// `2026-12-03T15:00:00`, or the day alone for a time given only to the day.
    /// The words that join consecutive times (和, 、, a comma, "and", "or"): part of the times, not a
    /// title.
    static func coordinatorGaps(between times: [TimeEntity], in text: NormalizedText) -> [Range<Int>] {
        zip(times, times.dropFirst()).compactMap { previous, next in
            let gap = previous.span.range.upperBound..<next.span.range.lowerBound
            return !gap.isEmpty && isCoordinator(gap, in: text) ? gap : nil
        }
    }

    /// Whether every gap between consecutive times is empty (周四周五) or a coordinator.
    static func areCoordinated(_ times: [TimeEntity], in text: NormalizedText) -> Bool {
        zip(times, times.dropFirst()).allSatisfy { previous, next in
            let gap = previous.span.range.upperBound..<next.span.range.lowerBound
            // "dialysis next mon wed and fri 8am": English weekdays side by side, a space between.
            if !gap.isEmpty, text.originalScalars[gap].allSatisfy({ $0 == " " }) {
                return isWeekday(previous.span.text.split(separator: " ").last)
                    && isWeekday(next.span.text.split(separator: " ").first)
            }
            return gap.isEmpty || isCoordinator(gap, in: text)
        }
    }

    private static func isWeekday(_ word: Substring?) -> Bool {
        guard let word = word?.lowercased(), word.count >= 3 else { return false }
        return ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].contains(String(word.prefix(3)))
    }

    /// Whether `gap` (original offsets) holds one coordinating word and spaces.
    private static func isCoordinator(_ gap: Range<Int>, in text: NormalizedText) -> Bool {
        let original = text.originalScalars
        guard gap.lowerBound >= 0, gap.upperBound <= original.count else { return false }
        let words = original[gap].split(separator: " ").map { String(String.UnicodeScalarView($0)).lowercased() }
        // "in September and in October": a preposition may repeat after the coordinator.
        if words.count == 2, coordinators.contains(words[0]), ["in", "on", "at", "for", "during"].contains(words[1]) {
            return true
        }
        guard words.count == 1, let word = words.first else { return false }
        return coordinators.contains(word)
    }

    private static let coordinators: Set<String> = [
        "和", "、", "或", "及", "与", "跟", "对比", "and", "or", "&", ",", "，", "vs", "vs.", "versus",
    ]

    /// Words that open a clause asking for a removal.
    private static let removalVerbs = ["取消", "删", "cancel ", "delete ", "remove ", "scrap ", "drop ", "take "]

    /// The event named in the one clause that removes it, when clauses before it say why ("it's
    /// pouring, delete my run this morning", 台风要来，周末露营删掉吧); `nil` when no clause
    /// does, or that clause names nothing of its own ("dentist Friday, delete it").
    static func nameAfterAReason(_ text: NormalizedText, removing spans: [Range<Int>], skill: SkillSlots) -> String? {
        let scalars = text.scalars
        // Clauses end at commas, and at spaces between Chinese words typed without punctuation.
        let clauses = clauses(of: scalars)
        guard clauses.count >= 2 else { return nil }
        var asking = clauses.filter { clause in
            let said = String(String.UnicodeScalarView(scalars[clause])).trimmingCharacters(in: .whitespaces)
            let words = NormalizedText(said)
            // "teacher's out, no piano next wednesday": "no X" on a day asks too (not "no pickup needed",
            // which says what is not needed of the event named before).
            return EventChangeCues.said(in: words)
                || (said.hasPrefix("no ") && !said.hasSuffix("needed") && EventChangeCues.request(in: words) == .cancel)
        }
        // 客户那边说不用来了，把拜访取消: when every clause calls it off, the one that asks for it.
        if asking.count == clauses.count {
            asking = asking.filter { clause in
                let said = String(String.UnicodeScalarView(scalars[clause])).trimmingCharacters(in: .whitespaces)
                return said.hasPrefix("把") || removalVerbs.contains { said.lowercased().hasPrefix($0) }
            }
        }
        guard !asking.isEmpty, asking.count < clauses.count, asking != [clauses[0]] else { return nil }
        // The last clause that asks and names something of its own: 庙会不去了 删掉 names 庙会.
        for clause in asking.reversed() {
            let others = clauses.filter { $0 != clause }.map {
                text.origins[$0.lowerBound]..<text.origins[$0.upperBound]
            }
            guard let title = TextResidue.title(in: text, removing: spans + others, extraFillers: skill.keywords)
            else { continue }
            let name = EventWords.name(in: title)
            // 店长说不用来了: who said it is no name.
            guard !name.isEmpty, !pointers.contains(name.lowercased()), !name.hasSuffix("说") else { continue }
            // "jordan's out sick, scrap tomorrow's 1:1 with him": the person the reason names is the
            // one the event is with.
            if let person = personOfTheReason(in: scalars, clauses: clauses), saysPronoun(name) { return person }
            return name
        }
        return nil
    }

    /// Whether an English name points at a person with a pronoun ("1:1 with him", "her physical").
    private static func saysPronoun(_ name: String) -> Bool {
        name.lowercased().split(separator: " ").contains { ["him", "her", "his", "them", "their"].contains($0) }
    }

    /// Who the first clause is about, when it says what a person did or how they are ("jordan's out
    /// sick", "mrs patel cancelled tmrw"): one to three words before the verb.
    private static func personOfTheReason(in scalars: [Unicode.Scalar], clauses: [Range<Int>]) -> String? {
        guard let first = clauses.first else { return nil }
        let said = String(String.UnicodeScalarView(scalars[first])).trimmingCharacters(in: .whitespaces)
        let lower = said.lowercased()
        guard let verb = personVerbs.compactMap({ lower.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound })
        else { return nil }
        let person = String(said[..<verb.lowerBound]).trimmingCharacters(in: .whitespaces)
        let words = person.split(separator: " ")
        guard (1...3).contains(words.count), person.allSatisfy({ $0.isLetter || $0 == " " || $0 == "." }),
            !["i", "we", "it", "she", "he", "they", "you"].contains(person.lowercased())
        else { return nil }
        return person
    }

    private static let personVerbs = [
        "'s ", " is ", " cancelled", " canceled", " bailed", " called", " can't", " cant", " won't", " texted",
        " moved", " rescheduled",
    ]

    /// Clauses: the text between commas, and between Chinese words typed with a space between.
    /// "swapped trips w/ jen, friday's red-eye is now saturday", 跟小林换了班 周五的红眼改成周六.
    static func clauses(of scalars: [Unicode.Scalar]) -> [Range<Int>] {
        let breaks = scalars.indices.filter { index in
            let scalar = scalars[index]
            if scalar == "," || scalar == "，" { return true }
            return scalar == " " && index > 0 && index + 1 < scalars.count && TextResidue.isHan(scalars[index - 1])
                && TextResidue.isHan(scalars[index + 1])
        }
        let bounds = [-1] + breaks + [scalars.count]
        return zip(bounds, bounds.dropFirst()).map { ($0 + 1)..<$1 }.filter { !$0.isEmpty }
    }

    /// Words that point back or name no event of their own ("…, delete", "delete the reminder").
    private static let pointers: Set<String> = [
        "it", "this", "that", "them", "它", "这个", "那个", "那条", "delete", "cancel", "remove", "删掉", "删了", "删除", "取消",
        "reminder", "event", "appointment", "thing", "plan", "plans", "booking", "reservation", "entry", "提醒", "日程",
        "安排", "预约", "活动", "那件事", "吧", "了", "啦", "呗",
    ]

    /// The times that date an entry: not a day the money is for ("turkey and sides for thursday
    /// 142" is bought today for Thursday), unless that day is past ("for last weekend").
    static func paidOn(_ times: [TimeEntity], in text: NormalizedText) -> [TimeEntity] {
        let original = text.originalScalars
        return times.filter { time in
            let start = time.span.range.lowerBound
            guard start >= 4, String(String.UnicodeScalarView(original[(start - 4)..<start])).lowercased() == "for "
            else { return true }
            let said = time.span.text.lowercased()
            return ["last", "yesterday", "ago", "past"].contains { said.contains($0) }
        }
    }

    /// The day of a ledger entry among the `times` it says (read leaning to the past):
    /// - a day said ("paid next quarter's rent today") before a longer period;
    /// - a yearly occasion the entry was bought for ("Halloween costume 45", 端午粽子礼盒) is
    ///   today's unless it was within the last half year or is said as the day itself ("headset on
    ///   veterans day 149", 处暑那天 换了根链条 260): before it comes, one buys for it;
    /// - a period that holds today (this month, 这周) or lasts a month or more (8月工资到了,
    ///   "piano lessons this month") is today's; a shorter one starts the entry (上周, 15号到18号).
    static func entryDay(_ times: [TimeEntity], in text: NormalizedText, now context: NLUContext) -> String {
        let today = LocalMoment(context.now, in: context.timeZone)
        func days(_ from: LocalMoment, _ to: LocalMoment) -> Int {
            guard let start = from.date(in: .gmt), let end = to.date(in: .gmt) else { return 0 }
            return Int((end.timeIntervalSince(start) / 86_400).rounded(.down))
        }
        let oneDay = times.first { time in
            guard let end = time.end else { return true }
            return time.grain != .day || lastDay(of: time.start, end: end) == time.start.dateString
        }
        if let day = oneDay {
            if day.namesOccasion, days(day.start, today) > 182, !saidAsTheDay(day, in: text) {
                return today.dateString
            }
            return day.start.dateString
        }
        guard let first = times.first, let end = first.end else { return today.dateString }
        if first.start <= today, today < end { return today.dateString }
        return days(first.start, end) >= 28 ? today.dateString : first.start.dateString
    }

    /// Whether an occasion is said as the day something happened: "on" before it, 那天 or 当天 after.
    private static func saidAsTheDay(_ time: TimeEntity, in text: NormalizedText) -> Bool {
        let said = time.span.text
        if said.hasSuffix("那天") || said.hasSuffix("当天") { return true }
        let original = text.originalScalars
        let start = time.span.range.lowerBound
        guard start >= 3 else { return false }
        let before = String(String.UnicodeScalarView(original[(start - 3)..<start])).lowercased()
        return before == "on " && (start == 3 || original[start - 4] == " ")
    }

    /// The times that place an event: a day said beside a clock time on that same day gives no
    /// time of its own ("NYE party … Dec 31, 8pm", "Easter egg hunt at noon on Easter Sunday").
    /// A holiday celebrated (过年, 过万圣节) beside another time is the activity, not the day.
    static func eventTimes(_ times: [TimeEntity], in text: NormalizedText) -> [TimeEntity] {
        guard times.count >= 2 else { return times }
        // "archive this year's books at 11", "tonight 10pm go over next wk's route": a period said
        // as the owner of a thing names the thing; the other times place the event.
        let owned = times.filter { namesAThing($0, in: text) }
        if !owned.isEmpty, owned.count < times.count {
            return eventTimes(times.filter { !owned.contains($0) }, in: text)
        }
        let clockDays = Set(times.filter { $0.grain != .day }.map(\.start.dateString))
        let kept = times.filter { time in
            !(time.grain == .day && isOneDay(time) && clockDays.contains(time.start.dateString))
                && !time.pieces.allSatisfy { TimeRecognizer.isCelebratedHoliday($0.range, in: text) }
                // 12月31号晚上 跨年聚餐 六点半: a part of the day gives way to a clock said inside it.
                && !(time.grain != .day
                    && time.end.map { end in
                        times.contains { other in
                            other.grain != .day && other.end == nil && other.start >= time.start && other.start < end
                        }
                    } ?? false)
        }
        return kept.isEmpty ? times : kept
    }

    /// Whether `time` is a period longer than a day said as an owner ("this year's", "next wk's",
    /// "下周的" is not: Chinese says the day of the event so).
    static func namesAThing(_ time: TimeEntity, in text: NormalizedText) -> Bool {
        guard time.grain == .day, let end = time.end, !isOneDay(time),
            end.dateString > time.start.dateString
        else { return false }
        let original = text.originalScalars
        let after = time.span.range.upperBound
        if after + 2 < original.count, original[after] == "'" || original[after] == "’", original[after + 1] == "s",
            original[after + 2] == " "
        {
            return true
        }
        // "Q4 estimated taxes due jan 15", "march rent due the 1st": a named quarter, month or
        // year right before a noun.
        let said = time.span.text.lowercased()
        let named =
            (said.count == 2 && said.hasPrefix("q") && "1234".contains(said.last ?? " "))
            || (said.count == 4 && said.allSatisfy(\.isNumber))
            || (said.count >= 3 && said.allSatisfy(\.isLetter) && namedMonths.contains(String(said.prefix(3))))
        guard named, after + 1 < original.count, original[after] == " ", TextResidue.isLetter(original[after + 1])
        else { return false }
        var wordEnd = after + 1
        while wordEnd < original.count, TextResidue.isLetter(original[wordEnd]) { wordEnd += 1 }
        let next = String(String.UnicodeScalarView(original[(after + 1)..<wordEnd])).lowercased()
        return !notThings.contains(next)
    }

    private static let namedMonths: Set<String> = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ]

    /// Words after a named period that go on with the time, not name a thing.
    private static let notThings: Set<String> = [
        "to", "through", "thru", "till", "until", "and", "or", "at", "on", "in", "from", "before", "after", "by", "is",
        "was", "the", "next", "this", "last", "first", "second", "third", "fourth", "end", "start", "beginning",
        "middle", "mid", "early", "late",
    ]

    /// The end a second time gives an event that starts at `first`, or `nil` when it gives none:
    /// after a clock time only a clock time (on the start's day when it says no day of its own:
    /// "下周四从下午两点一直开到五点"); after a day only a single later day. A stretch of days
    /// ("讨论明年预算") and a time before the start are not an end.
    static func end(of first: TimeEntity, at second: TimeEntity) -> TimeEntity? {
        guard isOneDay(second) else { return nil }
        var end = second
        if first.grain != .day {
            guard second.grain != .day else { return nil }
            if !second.saysDay {
                end.start = LocalMoment(
                    year: first.start.year, month: first.start.month, day: first.start.day, hour: second.start.hour,
                    minute: second.start.minute)
            }
        } else {
            guard second.grain == .day else { return nil }
        }
        // 晚上八点 夜班 到早上八点, "night shift 10pm … till 6 in the morning": a morning end after an
        // evening start is the next morning.
        if end.start <= first.start, first.grain != .day, !second.saysDay, first.start.hour >= 17,
            end.start.hour < 12, let date = end.start.date(in: .gmt)
        {
            end.start = LocalMoment(date.addingTimeInterval(86_400), in: .gmt)
        }
        return end.start > first.start ? end : nil
    }

    /// Whether a time lies within one day: a moment, or a range that ends by the next midnight.
    private static func isOneDay(_ time: TimeEntity) -> Bool {
        guard let end = time.end else { return true }
        return lastDay(of: time.start, end: end) == time.start.dateString
    }

    static func moment(_ time: TimeEntity) -> String {
        time.grain == .day ? time.start.dateString : time.start.description
    }

    /// Whether a weekday said at `range` names the event after it: "sunday service", "sunday school",
    /// "friday prayers" (said with a clock or a date of their own).
    static func weekdayNamesTheEvent(_ range: Range<Int>, in text: NormalizedText) -> Bool {
        let original = text.originalScalars
        guard range.upperBound < original.count, original[range.upperBound] == " " else { return false }
        let said = String(String.UnicodeScalarView(original[range])).lowercased()
        guard ["sunday", "saturday", "friday", "wednesday"].contains(said) else { return false }
        let next = String(
            String.UnicodeScalarView(original[(range.upperBound + 1)...].prefix { $0.properties.isAlphabetic })
        )
        .lowercased()
        return ["service", "services", "school", "mass", "worship", "prayers", "prayer"].contains(next)
    }

    /// The words that make a time approximate or a window, just before or after one of `spans`
    /// (original ranges): 大概, 大约, 差不多, around, about, roughly, "window" before; 左右, 前后, "ish",
    /// "window", 那个窗口 after. They belong to the time, not to a title.
    static func approximations(around spans: [Range<Int>], in text: NormalizedText) -> [Range<Int>] {
        let original = text.originalScalars
        let lowered = String(String.UnicodeScalarView(original)).lowercased()
        let scalars = Array(lowered.unicodeScalars)
        guard scalars.count == original.count else { return [] }
        func matches(_ word: [Unicode.Scalar], at index: Int) -> Bool {
            index >= 0 && index + word.count <= scalars.count && Array(scalars[index..<(index + word.count)]) == word
        }
        var found: [Range<Int>] = []
        for span in spans {
            var start = span.lowerBound
            while start > 0, scalars[start - 1] == " " || scalars[start - 1] == "," || scalars[start - 1] == "，" {
                start -= 1
            }
            // ("internet install window next mon 8am to noon": a window before a day names the job.)
            let clockFirst = span.lowerBound < scalars.count && NumberReader.asciiDigit(scalars[span.lowerBound]) != nil
            for word in approximateBefore
            where matches(word, at: start - word.count)
                && (start - word.count == 0 || word[0].value > 0x7F || scalars[start - word.count - 1] == " ")
                && (clockFirst
                    || !word.starts(with: "window".unicodeScalars) && !word.starts(with: "the window".unicodeScalars))
            {
                found.append((start - word.count)..<span.lowerBound)
                break
            }
            for word in approximateAfter where matches(word, at: span.upperBound) {
                found.append(span.upperBound..<(span.upperBound + word.count))
                break
            }
        }
        return found
    }

    private static let approximateBefore = [
        "sometime around", "大概", "大约", "差不多", "around", "about", "roughly", "approximately", "like",
        "the window is", "window is", "window",
    ].map { Array($0.unicodeScalars) }
    private static let approximateAfter = ["左右", "前后", "ish", " window", "那个窗口", "的窗口", "窗口"].map {
        Array($0.unicodeScalars)
    }

    /// The last day a range covers: an end at midnight after the start is exclusive.
    static func lastDay(of start: LocalMoment, end: LocalMoment) -> String {
        guard end.hour == 0, end.minute == 0, end.second == 0, end > start else { return end.dateString }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        guard let date = end.date(in: .gmt), let previous = calendar.date(byAdding: .day, value: -1, to: date) else {
            return end.dateString
        }
        return LocalMoment(previous, in: .gmt).dateString
    }

    /// Words that make a ledger entry an income; the blocked ones are spending (`收了我20`).
    static let standardIncomeWords = CategoryLexicon(
        [
            "income": [
                "收入", "工资", "薪水", "薪资", "月薪", "年薪", "奖金", "年终奖", "进账", "入账", "到账", "收到", "收款", "赚了",
                "赚", "挣了", "挣", "报销", "退款", "营业额", "营收", "收了", "退钱", "卖了", "卖掉", "卖出", "发工资", "发了工资", "提成", "加班费", "补贴",
                "津贴", "分红", "利息", "中奖", "抢到", "收红包", "收了红包", "收益", "稿费", "回款", "转给我", "还了我", "还我",
                "income", "salary", "paycheck", "pay check", "earned", "received", "got paid", "bonus", "refund",
                "refunded", "reimbursed", "reimbursement", "payday", "sold", "commission", "dividend", "dividends",
                "cashback", "cash back", "freelancing", "freelance", "stipend", "wages", "paid me", "paid back",
                "payroll",
                // Paid for work: 客户打款, 尾款到账, "client payment came in", "invoice paid".
                // Fees and dues collected from others: "club dues collected 480", "court fees collected".
                "collected", "dues in", "fees in",
                "打款", "尾款", "稿酬", "劳务费", "报酬", "佣金", "外快", "课时费", "came in", "client payment", "client paid",
                "invoice paid", "paid invoice", "payout", "royalties", "退休金", "养老金", "pension", "social security",
                // Money in from side work and travel: "my side gig paid 450", "per diem came in", "300 cash from".
                "side gig", "side hustle", "per diem", "direct deposit", "cash from", "takings", "brought in",
                "took in",
                "taken in",
                "deposits came in", "came thru", "came through",
                // Paid for a show or a job done: 演出费到了1800, "last night's gig paid 350", "made 300 on
                // walks", "venmo from the garcias".
                "费到了", "钱到了", "款到了", "金到了", "发票款", "片酬", "酬劳", "installment from", "instalment from",
                // 当事人打来的律师费, 王阿姨转来的团购款: money sent to the speaker.
                "打来的", "转来的", "汇来的", "转过来的", "打过来的", "打过来", "转过来", "汇过来", "owner paid", "owners paid", "customer paid",
                "patient paid", "family paid", "retainer", "团购款", "overtime check", "结了工钱", "工钱", "奖学金",
                "scholarship", "referral fee", "finder's fee", "演出费", "出场费",
                "gig paid", "gigs paid", "show paid", "job paid", "shift paid",
                "i made", "made", "venmo from", "zelle from", "paypal from", "cash app from", "tips",
                // 带团小费 400: tips taken (not given: 给小费, 理发30+小费5).
                "小费",
                // 今天餐车流水 4100: a stall's or a shop's takings; overtime and on-call pay are pay.
                "流水", "overtime", "on call pay", "on-call pay", "call pay", "备班费", "饭补", "餐补", "meal allowance",
                // A referee's pay: 裁判费, 吹比赛的钱, "ref fees", "got 75 for reffing".
                "裁判费", "吹比赛", "ref fee", "ref fees", "referee fee", "referee fees", "reffing",
                // A delivery driver's pay: 跑单奖励到账, "doordash paid 610".
                "跑单", "冲单奖", "doordash paid", "uber eats paid", "grubhub paid", "instacart paid", "lyft paid",
                "uber paid",
                // Shift pay, and rent from tenants: "night diff 210", 值班费到账, "unit 1 tenant paid rent".
                "night diff", "night differential", "shift differential", "holiday pay", "hazard pay", "ot pay",
                "shift pay", "weekend pay", "my pay", "pay came in", "pay from",
                "overtime pay", "值班费", "夜班费", "夜班补贴", "加班工资", "tenant paid", "from tenant", "from new tenant",
                "from the tenant", "rent came in", "收房租", "收租", "租金到账", "房租收到", "收到房租", "租客交",
                "租客转", "rent in", "tenant sent",
                // A shop's sales and gifts received: 店铺销售额, "etsy sales", 周四收的份子钱, "shower gift from aunt lisa".
                "销售额", "sales", "收的", "gift from", "gifts from", "check from",
                // A church's or a drive's takings: "easter offering 2300", "donation sat 200", 奉献收了.
                "offering", "offerings", "donation", "donations", "tithe", "tithes", "奉献", "募捐", "捐款",
                // Money given to us: "uncle joe gave us 500 for the baby".
                "gave us", "gave me", "gifted us", "gifted me", "gave the kids", "gave the baby", "gave our kids",
                "gave the girls", "gave the boys", "收到红包",
                // A sponsor's or a prize's money: "sponsor paid 3000", 赞助费1.5万到了, "prize money 1500".
                "sponsor paid", "sponsorship", "赞助费", "赞助", "prize money", "奖金到了",
                // An insurer paying out: "insurance paid 250k", 保险赔款到账.
                "insurance paid", "insurance payout", "insurance check", "保险赔款", "理赔款",
            ]
        ],
        blocked: [
            // Money given away: "donated 50", "made a donation", 捐了200, 捐给, 给募捐买米面油.
            "donated", "made a donation", "gave a donation", "donation to", "捐了", "捐给", "给募捐", "捐出",
            "收了我", "收我", "卖家", "买卖", "报销单", "还款", "sales tax", "收的费", "加小费", "给小费", "付小费", "给了小费",
            "付了小费", "小费给", "含小费", "加上小费", "流水线", "流水账", "after overtime", "overtime shift",
        ])

    /// Pay words: an income with one of them is `salary`, any other income `other`.
    /// Words that say an income came from selling something.
    static let sellingWords = CategoryLexicon([
        "other": ["卖", "卖了", "卖掉", "出掉", "转手", "转卖", "闲鱼", "二手", "sold", "sell", "selling", "craigslist", "ebay"]
    ])
    /// Sales said as a noun: a business's takings.
    static let salesNouns = CategoryLexicon([
        "salary": ["sales", "销售额", "销售收入", "卖菜钱", "卖菜收入", "卖货收入", "revenue"]
    ])

    /// Whether "sold" is followed by an amount or by goods in the plural with no article ("sold 540
    /// at the market", "sold pumpkins friday 920"): stock sold, not one's own things ("sold my old
    /// phone", "sold the couch").
    static func soldStock(_ text: NormalizedText) -> Bool {
        // 卖梨收了1860, 卖菜收了680: 卖 right before the goods, none of them one's own old things.
        let scalars = text.scalars
        if let sell = scalars.firstIndex(of: "卖"), sell + 1 < scalars.count, NumberReader.isCJK(scalars[sell + 1]),
            !"了掉出给个房车旧二的完光".unicodeScalars.contains(scalars[sell + 1]),
            !RequestShape.contains(scalars, ownThings)
        {
            return true
        }
        let words = String(String.UnicodeScalarView(text.scalars)).lowercased().split { !$0.isLetter && !$0.isNumber }
        guard let sold = words.firstIndex(of: "sold"), sold + 1 < words.count else { return false }
        let next = words[sold + 1]
        if next.allSatisfy(\.isNumber) { return true }
        return next.count > 3 && next.hasSuffix("s") && !next.hasSuffix("ss")
            && !["this", "his", "hers", "ours", "yours"].contains(next)
    }

    private static let earningAsked = RequestShape.Cues([
        "did i make", "did we make", "have i made", "i made", "did i earn", "i earned", "挣了", "赚了", "收了多少", "收入多少",
        "进账多少", "bring in", "brought in", "bringing in", "brings in",
    ])

    private static let balanceWords = RequestShape.Cues(["balance", "尾款", "余款"])

    /// Words that name money earned.
    private static let earningsNamed = RequestShape.Cues([
        "income", "earnings", "paid me", "pay me", "paid us", "pay us", "tips", "funding", "融资", "融了", "小费",
        "deposits received", "money in",
    ])
    /// Nouns of money that is pay when nothing bought is named beside them.
    private static let payNouns = RequestShape.Cues(["fees", "fee", "pay", "money", "费"])
    /// Words that ask what was spent.
    private static let repairs = RequestShape.Cues(["修", "维修", "repair", "repairs", "fix", "fixed", "fixing"])

    private static let takingsWords = RequestShape.Cues(["流水", "takings", "营业额", "营收"])

    private static let rentCollected = RequestShape.Cues(["collected", "came in", "received", "rent in"])

    private static let depositsAsked = RequestShape.Cues(["定金", "订金", "deposit", "deposits"])

    private static let spendingAsked = RequestShape.Cues([
        "spend", "spent", "spending", "paid for", "pay for", "cost", "costs", "花", "支出", "付", "交",
    ])

    private static let namingVerbs = ["报销", "退款", "提成", "分红", "稿费", "收入", "营业额", "income"]

    private static let whatIsLeft = RequestShape.Cues([
        "anything else", "anything left", "what else", "whats left", "what's left", "what is left", "还有什么", "还有啥", "还剩",
    ])

    private static let ownThings = RequestShape.Cues(["旧", "二手", "闲鱼", "转转", "用过"])

    /// Words that say the selling is a business's: sales, orders, a live stream, a package of lessons,
    /// a market stall.
    static let businessSales = CategoryLexicon([
        "salary": [
            "销售额", "营业额", "营收", "流水", "直播", "店铺", "网店", "淘宝店", "小店", "订单", "单子", "课包", "私教课", "课程",
            "赶集", "集市", "集上", "摆摊", "摊位", "收购商", "批发", "卖菜",
            "sales", "orders", "order", "shop", "store", "etsy", "package", "packages", "session", "sessions",
            "classes", "live stream", "livestream", "stream", "market", "farmers market", "stall", "booth",
            "farm stand",
        ]
    ])
    /// Words that say an income is money coming back.
    static let refundWords = CategoryLexicon([
        "other": [
            "退款", "退钱", "退回", "退还", "报销", "还了我", "还我", "refund", "refunded", "reimbursed", "reimbursement",
            "cashback", "cash back", "paid back", "paid me back",
        ]
    ])
    static let salaryWords = CategoryLexicon([
        "salary": (CategoryLexicon.standardWords["salary"] ?? []) + [
            "got paid", "发薪", "发薪水", "paid me", "on call pay", "on-call pay", "call pay", "备班费", "饭补", "餐补",
            "裁判费", "吹比赛", "ref fee", "ref fees", "referee fee", "referee fees", "reffing",
            "meal allowance",
            // A client's payment for a job, said as income: 定金到账, 拍摄费到账.
            "定金", "拍摄费", "摄影费", "跟拍费", "deposit", "shoot fee", "session fee",
        ]
    ])
    /// Words that say an income is no pay for work: gifts and family money, allowances and per diems,
    /// a shop's or a restaurant's takings, deposits, interest, winnings, payouts.
    static let otherIncome = CategoryLexicon([
        "other": [
            "红包", "压岁钱", "份子钱", "礼金", "随礼", "礼物", "捐款", "募捐", "善款", "donation", "donations", "gift", "gifts",
            "offering", "offerings", "tithe", "tithes", "奉献",
            "birthday", "wedding", "shower", "mom", "dad",
            "grandma", "grandpa", "aunt", "uncle", "parents", "妈", "爸", "奶奶", "爷爷", "姥姥", "外婆", "姑", "舅", "姨", "补贴",
            "儿子", "女儿", "闺女", "son", "daughter", "grandson", "granddaughter",
            "津贴",
            "allowance", "pocket money", "零花钱", "stipend", "takings", "流水", "营业额", "营收", "service",
            "brought in", "定金", "订金", "押金",
            "deposit", "deposits", "利息", "理财", "收益", "分红", "interest", "dividend", "dividends", "cashback", "cash back",
            "中奖", "彩票", "lottery", "winnings", "won", "payout", "赔偿", "保险", "insurance", "tax refund", "退税", "公积金",
            "收入",
            // Fees collected for a team or a club: 家长交的队费, "team fees collected"; neighbours paying
            // for a group buy.
            "队费", "班费", "team fees", "team fee", "团购款", "group order", "group buy",
        ]
    ])

    /// Words that say an income is rent or a deposit from a tenant: `housing`.
    static let rentWords = CategoryLexicon([
        "housing": ["房租", "租金", "押金", "rent", "security deposit", "tenant"]
    ])
}

import AgentSkill
import SkillJSON

/// Requests for different skills in one message (issue 15, item 11): "记一笔打车30，再看看这个月花了
/// 多少" records an entry and then sums the month; "move Monday's meeting to 10am and add an
/// interview Tuesday at 3pm" changes one event and creates another. The message is cut at a
/// sentence end, at a comma before a word that opens another request (再, 然后, 还有, then, plus),
/// and at " and " before a request verb (add, cancel, move, show, what's, …); each part is
/// understood on its own, after the words that point back at the part before (那天, "there",
/// "what about tomorrow": ``PartReferences``) are replaced by what they point at. The cut holds
/// only when every part is a complete request and at least two skills are asked (or a part
/// follows the one before up). Other parts of one skill are left to ``severalRequests(_:model:)``.
extension NLURouter {
    /// One invocation per part when `text` holds complete requests for at least two skills.
    ///
    /// When the request words cut nothing, every comma is tried: "下周一季度复盘改到三点，聚餐取消"
    /// changes one event and removes another — accepted only when every clause is a complete
    /// request, every clause changes or removes a stored event, and they ask different skills.
    func mixedRequests(_ text: String, model: Model, bareCurrency: String? = nil) -> [Invocation]? {
        let scalars = Array(text.unicodeScalars)
        if let calls = weatherThenRun(scalars, model: model) { return calls }
        // "move study group to sunday 3pm and laundry to saturday": one verb, two changes.
        if let (parts, cut) = Self.sharedChangeVerb(scalars),
            let calls = mixedRequests(parts, cuts: [cut], model: model, oneSkill: true),
            calls.count == 2, calls.allSatisfy({ $0.skillID == model.eventChanger }),
            calls.allSatisfy({ call in
                call.arguments["title"]?.stringValue.map { !Self.pointers.contains($0.lowercased()) } ?? false
            })
        {
            return calls
        }
        if let calls = mixedRequests(
            scalars, cuts: Self.requestBreaks(in: scalars), model: model, bareCurrency: bareCurrency)
        {
            return calls
        }
        var commas = scalars.indices.filter { scalars[$0] == "，" || scalars[$0] == "," }.map { $0 + 1 }
        // 今晚健身不去了 改成明早七点跑步: Chinese clauses typed with a space between them, read only
        // as changes and removals below.
        let spaced = commas.isEmpty
        if spaced {
            // (房产税2150 这个月…: a price may end the clause before the space.)
            commas = scalars.indices.dropFirst().dropLast().filter {
                scalars[$0] == " " && TextResidue.isHan(scalars[$0 + 1])
                    && (TextResidue.isHan(scalars[$0 - 1]) || NumberReader.asciiDigit(scalars[$0 - 1]) != nil)
            }.map { $0 + 1 }
        }
        guard !commas.isEmpty else { return nil }
        // 礼拜三晚上七点跟老王吃饭，这个月吃饭花了多少: a question of another skill, with a time, place
        // or amount of its own, after a request (not 后天想在青岛跑步，天气允许吗: one question).
        if !spaced, commas.count == 1, Self.endsAQuestion(scalars),
            !analyze(String(String.UnicodeScalarView(scalars[commas[0]...])), model: model).entities.isEmpty,
            let calls = mixedRequests(scalars, cuts: commas, model: model, bareCurrency: bareCurrency),
            calls.count == 2
        {
            return calls
        }
        // 今晚打车回来四十五 明天早上九点去银行办卡, 给老爸买礼物 六百 周日晚上六点家庭聚餐记一下: Chinese
        // requests for different skills typed with a space between them, cut at every space or at one.
        if spaced, commas.count <= 4 {
            for cuts in [commas] + (commas.count > 1 ? commas.map { [$0] } : []) {
                if let calls = mixedRequests(scalars, cuts: cuts, model: model, bareCurrency: bareCurrency),
                    calls.count == cuts.count + 1,
                    zip(calls, Self.parts(of: scalars, cutAt: cuts)).allSatisfy({
                        Self.standsAlone($0.0, said: $0.1, model: model)
                    })
                {
                    return calls
                }
            }
        }
        // Only a message that says to change or remove something is read clause by clause again.
        guard EventChangeCues.said(in: NormalizedText(text)) else { return nil }
        // "lunch w mark isn't happening today, move it to monday 12:30": one event moved.
        if EventChangeCues.request(in: NormalizedText(text)) == .change,
            Self.parts(of: scalars, cutAt: commas).contains(where: {
                EventChangeCues.callsOffInPassing(NormalizedText($0))
            })
        {
            return nil
        }
        // Every clause changes or removes a stored event: a clause that creates one beside a change
        // ("周六接机时间变了，改成下午五点四十") names the event the change is about.
        // Each names its own event: "…, delete it" and "…, rename it to …" point back at one.
        // A removal may name its event by its time alone (周五上午那个删了); a new event right after
        // a removal makes it again (约会取消，明晚七点改成跟爸妈吃饭).
        // Two changes of two named events typed with a space between them are two requests of one
        // skill (牙医改到下周一 项目评审推迟一小时); two removals are one said twice (面试取消了 删了吧).
        let clauses = Self.parts(of: scalars, cutAt: commas)
        guard
            let found = mixedRequests(
                scalars, cuts: commas, model: model, oneSkill: spaced, bareCurrency: bareCurrency)
        else { return nil }
        let calls = Self.withTitlesCarried(found, clauses: clauses, model: model)
        guard calls.count == clauses.count,
            !calls.allSatisfy({ $0.skillID == model.eventRemover }),
            calls.indices.allSatisfy({ index in
                let call = calls[index]
                let named = call.arguments["title"]?.stringValue.map {
                    !Self.pointers.contains($0.lowercased())
                        && !($0.unicodeScalars.count == 1 && $0.unicodeScalars.allSatisfy(TextResidue.isHan))
                }
                if call.skillID == model.eventRemover {
                    return named ?? (call.arguments["date"] != nil || call.arguments["during"] != nil)
                }
                if call.skillID == model.eventCreator {
                    // 周四下午三点加个面试，牙医取消: a clause that says to add one is a new event.
                    // "drop saturday's long ride, rain all day": the weather is why, no new event.
                    let clause = NormalizedText(clauses[index]).scalars
                    return index > 0 && calls[index - 1].skillID == model.eventRemover
                        && !RequestShape.contains(clause, Self.weatherReasons)
                        || RequestShape.contains(clause, Self.addWords)
                }
                return call.skillID == model.eventChanger
                    && Self.changeArguments.contains { call.arguments[$0] != nil } && named == true
            })
        else { return nil }
        return calls
    }

    /// 周二的游泳删了 周四的改到六点: a change that names its event only by its day (周四的) is about
    /// the event the clause before it named.
    private static func withTitlesCarried(_ calls: [Invocation], clauses: [String], model: Model) -> [Invocation] {
        guard calls.count == clauses.count else { return calls }
        var carried = calls
        for index in carried.indices.dropFirst() where carried[index].skillID == model.eventChanger {
            let title = carried[index].arguments["title"]?.stringValue
            guard title == nil || title == "的", let previous = carried[index - 1].arguments["title"],
                carried[index - 1].skillID == model.eventRemover || carried[index - 1].skillID == model.eventChanger,
                clauses[index].contains("的")
            else { continue }
            var arguments = carried[index].arguments.objectValue ?? [:]
            arguments["title"] = previous
            carried[index].arguments = .object(arguments)
        }
        return carried
    }

    /// Weather said as the reason for a removal: "rain all day", 下大雨.
    static let weatherReasons = RequestShape.Cues([
        "rain", "raining", "rainy", "snow", "snowing", "storm", "storms", "thunderstorm", "windy", "sleet", "hail",
        "heat wave", "下雨", "有雨", "大雨", "暴雨", "下雪", "台风", "大风", "雷阵雨", "高温",
    ])

    /// The calls of a message that holds several requests: for different skills
    /// (``mixedRequests(_:model:)``), for one skill (``severalRequests(_:model:)``), or, when
    /// neither reads it, complete requests of one skill said one after the other ("how much this
    /// week and how much last week", 今年花了多少 还有今年工资一共进了多少); `nil` for one request.
    func plannedCalls(_ text: String, analysis: NLUAnalysis, model: Model) -> [Invocation]? {
        if keepsARepetition(analysis, model: model) { return nil }
        let bareCurrency = Self.bareCurrency(of: analysis)
        if let calls = mixedRequests(text, model: model, bareCurrency: bareCurrency)
            ?? severalRequests(analysis, model: model)
        {
            // 月底30号 下午三点 报销截止: parts that come out as the same call are one request; a
            // call made twice (明天杭州下雨吗 后天呢 大后天呢) is made once.
            let unique = calls.reduce(into: [Invocation]()) { if !$0.contains($1) { $0.append($1) } }
            if Self.sceneBeforeWeather(unique, text: text, model: model) { return nil }
            return unique.count == 1 ? nil : unique
        }
        let scalars = Array(text.unicodeScalars)
        // Not at a question mark or a full stop: "下周二晚上一起吃个饭？六点，帮我记上" and "call Mr.
        // Wang" are one request.
        let cuts = Self.requestBreaks(in: scalars).filter { cut in
            let before = scalars[..<cut].last { $0 != " " }
            // "what's left this week? and next week?": a follow-up question opened by "and" / "what
            // about" after a question mark is a request of its own.
            if before == "?" || before == "？", Self.followUpQuestion(scalars, from: cut) { return true }
            return before.map { !"?？.!！".unicodeScalars.contains($0) } ?? true
        }
        guard let calls = mixedRequests(scalars, cuts: cuts, model: model, oneSkill: true, bareCurrency: bareCurrency),
            Set(calls).count == calls.count
        else { return nil }
        return calls
    }

    private func mixedRequests(
        _ scalars: [Unicode.Scalar], cuts: [Int], model: Model, oneSkill: Bool = false, bareCurrency: String? = nil
    ) -> [Invocation]? {
        guard !cuts.isEmpty, cuts.count < Self.maxSeveralCalls else { return nil }
        var calls: [Invocation] = []
        var saidCancel: [Bool] = []  // per call: its part says to call something off
        var lower = 0
        var previous: (text: String, analysis: NLUAnalysis)?
        var followsUp = false
        for cut in cuts + [scalars.count] {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[lower..<cut])
            lower = cut
            var part = Self.withoutJoiner(String(view))
            // "and next week?": a follow-up keeps the "and" that marks it.
            let said = String(view).trimmingCharacters(in: .whitespacesAndNewlines)
            let spoken = said.lowercased().hasPrefix("and ") && said.hasSuffix("?") ? said : part
            // 那天, "there", "what about tomorrow": the words of the part before, said again.
            if let previous,
                let resolved = PartReferences.resolved(
                    spoken, previous: previous.text, analysis: previous.analysis,
                    recognize: { recognize($0, context: previous.analysis.context) })
            {
                part = resolved.text
                followsUp = followsUp || resolved.followUp
            }
            var analysis = analyze(part, model: model)
            // "rain in Austin tomorrow? also should I go for a run there": a weather question that
            // says no day asks about the day of the part before;
            // 明天上海下雨吗？适合跑步吗: nor a place.
            if let before = previous?.analysis, let skillID = analysis.prediction.skillID,
                model.skills[skillID]?.asksOfAPlaceAndDay == true
            {
                var said: [String] = []
                if analysis.placeNames.isEmpty, let place = before.places.first {
                    said.append(place.span.text)
                } else if analysis.placeNames.isEmpty, before.places.isEmpty,
                    let city = calls.last?.arguments["city"]?.stringValue, city.unicodeScalars.allSatisfy(\.isASCII),
                    !part.unicodeScalars.contains(where: TextResidue.isHan)
                {
                    // "weather in Albany tomorrow and is it good for a run": a town the gazetteer does
                    // not hold, read from the words around it, is said again.
                    said.append("in " + city)
                }
                // 周六苏州下雨吗 早上能跑步吗: a part of the day alone is on the day of the part before
                // (said after the place, so that the day and the part of the day compose around nothing).
                if !analysis.times.contains(where: \.saysDay), let time = before.times.first, time.saysDay {
                    // "sat" and "sun" are days only where they stand; said again, in full.
                    let day = time.span.text
                    said.append(Self.shortWeekendDays[day.lowercased()] ?? day)
                }
                if !said.isEmpty {
                    part = (said + [part]).joined(separator: " ")
                    analysis = analyze(part, model: model)
                }
            }
            // 周五上午那个删了 下午的牙医改到四点: a change or removal that gives a part of the day
            // but no day is on the day of the part before; so does a new event after a removal
            // ("cancel soccer tomorrow and put swim lesson at 4pm instead").
            // 明天苏州天气 八点开车去拍摄: so does a new event after the weather of a day.
            let afterWeather =
                previous.flatMap { $0.analysis.prediction.skillID }.map {
                    model.skills[$0]?.asksOfAPlaceAndDay == true
                } ?? false
            if let before = previous?.analysis, let skillID = analysis.prediction.skillID,
                skillID == model.eventChanger || skillID == model.eventRemover
                    || (skillID == model.eventCreator && (saidCancel.last == true || afterWeather)),
                !analysis.times.isEmpty,
                !analysis.times.contains(where: \.saysDay), let day = before.times.first(where: \.saysDay),
                // "… and move the recital to 7:30pm": a clock after the change word is the new time,
                // on the event's own day.
                !(skillID == model.eventChanger && Self.newTimeOnly(analysis))
            {
                part = day.start.dateString + " " + part  // the day alone, not its part of the day
                analysis = analyze(part, model: model)
            }
            // "lunch花了35 然后dinner 88": a bare amount is in the currency of the whole message.
            analysis = NLUAnalysis(
                text: analysis.text, entities: Self.entities(analysis.entities, bareCurrency: bareCurrency),
                prediction: analysis.prediction, context: analysis.context)
            previous = (part, analysis)
            let cancels = EventChangeCues.request(in: analysis.text) == .cancel
            if let several = severalRequests(analysis, model: model) {
                calls += several
                saidCancel += Array(repeating: cancels, count: several.count)
                continue
            }
            var fresh = Dialogue()
            guard case .invoke(var call) = fresh.respond(to: analysis, skills: model.skills, filler: filler) else {
                return nil
            }
            // "log pension 2310 then show meds this month": after an entry, a spending category shown
            // over a period is what was spent on it.
            if model.roles.plays(call.skillID, .eventList),
                calls.contains(where: { $0.skillID == model.entryRecorder }),
                let summary = model.roles.skill(for: .entrySummary),
                let category = configuration.categories.category(in: analysis.text),
                case .object(var arguments) = call.arguments
            {
                arguments["category"] = .string(category)
                call = Invocation(summary, arguments: .object(arguments))
            }
            calls.append(call)
            saidCancel.append(cancels)
        }
        calls = rebooked(calls, saidCancel: saidCancel, model: model)
        // 游泳课删了吧 国庆期间不上: a part that says what will not happen makes no event.
        if let creator = model.eventCreator,
            calls.contains(where: { call in
                call.skillID == creator && (call.arguments["title"]?.stringValue.map { $0.hasPrefix("不") } ?? false)
            })
        {
            return nil
        }
        // One skill asked twice is left to `severalRequests`, unless a part follows the one before up.
        guard Set(calls.map(\.skillID)).count >= 2 || ((followsUp || oneSkill) && calls.count >= 2),
            calls.count <= Self.maxSeveralCalls
        else { return nil }
        return calls
    }

    /// Whether every time in a change comes after its change word ("move the recital to 7:30pm",
    /// 演出改到七点半): the new time, not the one that finds the event.
    private static func newTimeOnly(_ analysis: NLUAnalysis) -> Bool {
        let said = String(String.UnicodeScalarView(analysis.text.scalars))
        guard let first = analysis.times.map(\.span.range.lowerBound).min(),
            let move = [" to ", "改到", "挪到", "推到", "改成", "换到", "提前到", "延到"].compactMap({ said.range(of: $0) }).first
        else { return false }
        let moveAt = said.unicodeScalars.distance(from: said.unicodeScalars.startIndex, to: move.lowerBound)
        let firstAt = analysis.text.origins.firstIndex(where: { $0 >= first }) ?? Int.max
        // 改成下午四点去游泳 names no event before its change word: after a removal it is a new event.
        return moveAt > 0 && moveAt < firstAt
    }

    /// "open house tmrw, will it rain in boston", "field trip friday, rain in boston?": an all-day
    /// plan named without a word that asks to add it, then the weather of its day, is the reason for
    /// the question — the weather is asked, nothing is added.
    private static func sceneBeforeWeather(_ calls: [Invocation], text: String, model: Model) -> Bool {
        guard calls.count == 2, calls[0].skillID == model.eventCreator,
            let skill = model.skills[calls[1].skillID], skill.asksOfAPlaceAndDay,
            let start = calls[0].arguments["start"]?.stringValue, start.count == 10,
            calls[1].arguments["date"]?.stringValue == start, calls[0].arguments["end"] == nil
        else { return false }
        // "清明回老家 查一下那天成都天气", "visiting mom for easter, whats the weather in chicago that
        // day": the weather asked of "that day" points back at a plan said as one of its own.
        let scalars = NormalizedText(text).scalars
        return !RequestShape.contains(scalars, sceneAddWords) && !RequestShape.contains(scalars, pointsBack)
    }

    private static let pointsBack = RequestShape.Cues(["那天", "当天", "that day", "that night", "that weekend"])

    private static let sceneAddWords = RequestShape.Cues([
        "add", "put", "book", "schedule", "calendar", "remind", "记", "加", "安排", "日程", "提醒", "建",
    ])

    /// "weather in Boston today, good for a run?", 明天杭州天气咋样 适合跑步吗: a weather question, then
    /// a question about running, each answered (the run on the weather's day and place). Not 后天
    /// 想在青岛跑步，天气允许吗: one question about a run.
    private func weatherThenRun(_ s: [Unicode.Scalar], model: Model) -> [Invocation]? {
        let whole = NormalizedText(String(String.UnicodeScalarView(s)))
        guard RequestShape.asksWeather(whole), RequestShape.asksRun(whole) else { return nil }
        if RequestShape.contains(whole.scalars, Self.weatherAndRun) { return bothForecasts(s, model: model) }
        let marked = s.indices.dropFirst().filter { index in
            switch s[index - 1] {
            case ",", "，", "?", "？", ";", "；": return true
            case " ": return index >= 2 && TextResidue.isHan(s[index - 2]) && TextResidue.isHan(s[index])
            default: return false
            }
        }
        // "weather in Albany tomorrow and is it good for a run": after an "and" only when no mark cuts
        // ("weather in Denver tomorrow and Wednesday, and can I run there tomorrow").
        let joined = s.indices.dropFirst().filter { s[$0 - 1] == " " && Self.joinerEnds(s, at: $0) }
        // "bootcamp tmrw 6am in prospect park, weather in new york tmrw and is it ok to run": a request
        // of another kind first, then the weather and the run.
        for cut in marked + joined {
            guard RequestShape.asksRun(NormalizedText(String(String.UnicodeScalarView(s[cut...])))),
                let opening = marked.last(where: { $0 < cut })
            else { continue }
            let first = NormalizedText(String(String.UnicodeScalarView(s[..<opening])))
            let middle = NormalizedText(String(String.UnicodeScalarView(s[opening..<cut])))
            guard !RequestShape.asksWeather(first), !RequestShape.asksRun(first), RequestShape.asksWeather(middle),
                !RequestShape.asksRun(middle),
                let calls = mixedRequests(s, cuts: [opening, cut], model: model), calls.count == 3,
                model.skills[calls[0].skillID]?.asksOfAPlaceAndDay == false,
                calls.dropFirst().allSatisfy({ model.skills[$0.skillID]?.asksOfAPlaceAndDay == true }),
                Set(calls.dropFirst().map(\.skillID)).count == 2
            else { continue }
            return calls
        }
        for cut in marked + joined {
            let first = NormalizedText(String(String.UnicodeScalarView(s[..<cut])))
            let second = NormalizedText(String(String.UnicodeScalarView(s[cut...])))
            guard RequestShape.asksWeather(first), !RequestShape.asksRun(first), RequestShape.asksRun(second),
                !RequestShape.asksWeather(second),
                let calls = mixedRequests(s, cuts: [cut], model: model), Set(calls.map(\.skillID)).count == 2,
                calls.allSatisfy({ model.skills[$0.skillID]?.asksOfAPlaceAndDay == true })
            else { continue }
            return calls
        }
        return nil
    }

    /// "weather + running in Boston thursday", 明天北京的天气和跑步建议: both asked at once, of one
    /// place and day.
    private func bothForecasts(_ s: [Unicode.Scalar], model: Model) -> [Invocation]? {
        let analysis = analyze(String(String.UnicodeScalarView(s)), model: model)
        var calls: [Invocation] = []
        for skillID in model.roles.skills(for: [.weatherForecast, .outdoorAdvice]) {
            var prediction = analysis.prediction
            prediction.skillID = skillID
            prediction.best = skillID
            let asked = NLUAnalysis(
                text: analysis.text, entities: analysis.entities, prediction: prediction, context: analysis.context)
            var fresh = Dialogue()
            guard case .invoke(let call) = fresh.respond(to: asked, skills: model.skills, filler: filler) else {
                return nil
            }
            calls.append(call)
        }
        return calls.count == 2 ? calls : nil
    }

    private static let weatherAndRun = RequestShape.Cues([
        "weather and running", "weather + running", "weather & running", "weather and run ", "weather + run ",
        "weather & run ", "天气和跑步", "天气跟跑步",
    ])

    /// "move A to X and B to Y" said as "move A to X" and "move B to Y", with where the second
    /// starts; `nil` unless the words after " and " move another event ("… and laundry to
    /// saturday"), not go on with the first ("… and make it longer"). With no verb ("lunch with dana
    /// to 1pm and the review to 4") each half is read on its own, and the caller keeps the cut only
    /// when both are changes of named events.
    static func sharedChangeVerb(_ s: [Unicode.Scalar]) -> ([Unicode.Scalar], Int)? {
        let text = String(String.UnicodeScalarView(s)).lowercased()
        let verb = movingVerbs.first(where: { text.hasPrefix($0) }) ?? ""
        guard let and = text.range(of: " and "), text[..<and.lowerBound].contains(" to ")
        else { return nil }
        let rest = text[and.upperBound...]
        let restWords = rest.split(separator: " ")
        guard let to = restWords.firstIndex(of: "to"), (1...4).contains(to),
            !["it", "that", "then", "make", "have", "move", "push", "also"].contains(String(restWords[0])),
            to + 1 < restWords.count
        else { return nil }
        let head = Array(text[..<and.lowerBound].unicodeScalars)
        let second = Array(verb.unicodeScalars) + Array(rest.unicodeScalars)
        return (head + Array(". ".unicodeScalars) + second, head.count + 2)
    }

    /// "sat" and "sun" in full: alone they are days only where they stand.
    static let shortWeekendDays = ["sat": "saturday", "sun": "sunday"]

    private static let movingVerbs = ["move ", "push ", "shift ", "bump ", "reschedule ", "change "]

    /// Whether " and ", " & " or " + " ends just before `index`.
    private static func joinerEnds(_ s: [Unicode.Scalar], at index: Int) -> Bool {
        joiners.contains { joiner in
            index >= joiner.count && Array(s[(index - joiner.count)..<index]) == joiner
        }
    }

    private static let joiners: [[Unicode.Scalar]] = [" and ", " & ", " + "].map { Array($0.unicodeScalars) }

    /// Whether a call cut out at a space could be a request of its own: a new event at one clock
    /// (周三下午的周会 alone is how a change names its event; 周六早上想跑个半马 is a plan, not an
    /// appointment), an entry with its item (两个人 ¥438 is the price of what was named before), a
    /// look-up or a forecast asked as a question (周六我有空 asks nothing) — never a change, removal
    /// or undo, which the clauses around them qualify.
    private static func standsAlone(_ call: Invocation, said part: String, model: Model) -> Bool {
        guard let skill = model.skills[call.skillID], !skill.findsEvent, !skill.schema.slots.isEmpty else {
            return false
        }
        let kinds = Dictionary(skill.schema.slots.map { ($0.kind, $0.name) }, uniquingKeysWith: { first, _ in first })
        func argument(_ kind: SlotKind) -> String? { kinds[kind].flatMap { call.arguments[$0]?.stringValue } }
        if call.skillID == model.eventCreator {
            return (argument(.moment)?.count ?? 0) > 10 && argument(.momentEnd) == nil
        }
        if call.skillID == model.entryRecorder { return (argument(.note)?.count ?? 0) >= 2 }
        let scalars = Array(part.unicodeScalars)
        // 明天苏州天气: the weather of a town named is asked whole.
        if skill.asksOfAPlaceAndDay, argument(.place) != nil, RequestShape.asksWeather(NormalizedText(part)) {
            return true
        }
        return endsAQuestion(scalars) || RequestShape.contains(scalars, lookUpWords)
    }

    private static let lookUpWords = RequestShape.Cues([
        "查", "看看", "看下", "看一下", "什么", "啥", "多少", "怎么样", "如何", "列出", "列一下", "列个",
    ])

    /// "cancel tomorrow's flu shot and book it for next monday 8am instead", 约会取消，明晚七点改成跟
    /// 爸妈吃饭, "delete the acme call and set up a new one tuesday at 2pm": after a removal, a part
    /// that makes a new event with no name of its own ("a new one", "book it") takes the removed
    /// event's name, and a change that names no stored event before its change word (改成…, "book
    /// it …") is that new event — a removal and a new event, not a change of the removed one.
    /// Only after a part that says to call something off (周日聚餐的时间变了 says no such thing).
    private func rebooked(_ calls: [Invocation], saidCancel: [Bool], model: Model) -> [Invocation] {
        guard calls.count >= 2, let remover = model.eventRemover, let creator = model.eventCreator,
            let changer = model.eventChanger, let schema = model.skills[creator]?.schema,
            let momentName = schema.slots.first(where: { $0.kind == .moment })?.name,
            let titleName = schema.slots.first(where: { $0.kind == .title })?.name
        else { return calls }
        var result = calls
        for index in result.indices.dropFirst() where result[index - 1].skillID == remover && saidCancel[index - 1] {
            guard case .object(var arguments) = result[index].arguments else { continue }
            let removed = result[index - 1].arguments["title"]?.stringValue
            let raw = arguments["title"]?.stringValue ?? ""
            let said = Self.withoutLeadingChange(raw)
            let ownName = said.isEmpty || Self.rebookPointers.contains(said.lowercased()) ? nil : said
            if result[index].skillID == creator {
                guard ownName == nil, let removed else { continue }
                arguments[titleName] = .string(removed)
                result[index] = Invocation(creator, arguments: .object(arguments))
                continue
            }
            // "cancel monday's design review and move wednesday's to 10am": a change that finds its
            // event by a day alone moves the other one of that name.
            if result[index].skillID == changer, ownName == nil, let removed, arguments["date"] != nil,
                arguments["during"] == nil, arguments["new_title"] == nil
            {
                arguments["title"] = .string(removed)
                result[index] = Invocation(changer, arguments: .object(arguments))
                continue
            }
            // The change must name nothing before its change word: 下午的牙医改到四点 moves the dentist.
            guard result[index].skillID == changer, ownName == nil || said != raw || arguments["new_title"] != nil,
                let (start, partEnd) = Self.newStart(arguments)
            else { continue }
            var created: [String: JSONValue] = [momentName: .string(start)]
            // 明天的家教取消 改成周六下午两点到四点: the new event's end comes along; 游泳取消 周二下午改去图书馆
            // 看书: a part of the day is its span.
            if let endName = schema.slots.first(where: { $0.kind == .momentEnd })?.name,
                let end = arguments["end"]?.stringValue.flatMap({ $0.count > 10 ? $0 : nil }) ?? partEnd
            {
                created[endName] = .string(end)
            }
            if let name = arguments["new_title"]?.stringValue ?? ownName ?? removed {
                created[titleName] = .string(name)
            }
            if let location = arguments["location"] { created["location"] = location }
            result[index] = Invocation(creator, arguments: .object(created))
        }
        return result
    }

    /// The full new start a change says: `start`, or a day and one clock it was found by.
    /// A part of the day it was found by (`12:00-18:00`) gives the end too.
    private static func newStart(_ arguments: [String: JSONValue]) -> (start: String, end: String?)? {
        if let start = arguments["start"]?.stringValue, start.count > 10 { return (start, nil) }
        guard let date = arguments["date"]?.stringValue, date.count == 10,
            let clock = arguments["during"]?.stringValue
        else { return nil }
        if clock.count == 5 { return (date + "T" + clock + ":00", nil) }
        let ends = clock.split(separator: "-")
        // A part of the day that runs to midnight (晚上, 18:00-24:00) has no end on its day.
        guard ends.count == 2, ends.allSatisfy({ $0.count == 5 }), ends[1] != "24:00" else { return nil }
        return (date + "T" + ends[0] + ":00", date + "T" + ends[1] + ":00")
    }

    /// `title` without a change word at its start (改成跑步 → 跑步, "Book" → "").
    private static func withoutLeadingChange(_ title: String) -> String {
        for word in ["改成", "换成", "改为", "改到", "改", "换"] where title.hasPrefix(word) {
            return String(title.dropFirst(word.count)).trimmingCharacters(in: .whitespaces)
        }
        return title
    }

    /// Whether the point at `index` ends a title before a name ("Mr. Wang", "Dr. Lee"), which no
    /// request starts after.
    private static func endsATitle(_ s: [Unicode.Scalar], at index: Int) -> Bool {
        var start = index
        while start > 0, s[start - 1].isASCII, s[start - 1].properties.isAlphabetic { start -= 1 }
        guard start == 0 || !s[start - 1].properties.isAlphabetic else { return false }
        var word = String.UnicodeScalarView()
        word.append(contentsOf: s[start..<index])
        return nameTitles.contains(String(word).lowercased())
    }

    private static let nameTitles: Set<String> = ["mr", "mrs", "ms", "dr", "prof", "st", "jr", "sr"]

    /// Names that are no name: what a rebooking says instead of one.
    private static let rebookPointers: Set<String> = [
        "book", "book it", "new one", "a new one", "one", "it", "another", "another one", "重新约一个", "约一个", "一个",
        "新的", "重新约", "再约一个", "加一个的", "加个的", "再加一个的", "一个的", "instead", "him", "her", "them", "put him in", "put her in",
        "put them in",
    ]

    /// Where another request may start: after the end of a sentence (。！？；, a line break, or . ! ?
    /// ; before a space), after a comma before 再 / 然后 / "then" / "and" + a request verb, or after " and ",
    /// " also ", " then " or " plus " before a request verb.
    private static func requestBreaks(in s: [Unicode.Scalar]) -> [Int] {
        var cuts: [Int] = []
        var index = 0
        while index < s.count {
            let scalar = s[index]
            var next = index + 1
            if "。！？!?；;\n\r".unicodeScalars.contains(scalar)
                || (scalar == "." && next < s.count && s[next] == " " && !Self.endsATitle(s, at: index))
            {
                while next < s.count, s[next] == " " || s[next] == "\n" || s[next] == "\r" { next += 1 }
                if next < s.count, next > 1 { cuts.append(next) }
            } else if "，,".unicodeScalars.contains(scalar) {
                while next < s.count, s[next] == " " { next += 1 }
                if next > 1, startsWith(s, at: next, "and "),
                    startsRequest(s, at: next + 4) || namesWeather(s, from: next + 4)
                {
                    cuts.append(next)
                } else if next > 1, startsClause(s, at: next) || asksWeather(s, at: next) {
                    cuts.append(next)
                } else if next > 1, asksAfterAnAmount(s, comma: index, next: next) {
                    cuts.append(next)  // "medals 240, certificates 35, what did prizes cost in march"
                }
            } else if scalar == " ",
                let joiner = spokenJoiners.first(where: { startsWith(s, at: index, $0) }),
                startsRequest(s, at: index + joiner.count) || namesWeather(s, from: index + joiner.count)
            {
                cuts.append(index + 1)
                next = index + joiner.count
            } else if scalar == " " || scalar == "\u{3000}", index > 0, let after = spokenClauseStart(s, after: index) {
                cuts.append(after)  // 今年花了多少 还有今年工资…, 这周花了多少 上周呢: typed without punctuation
                next = after
            }
            index = next
        }
        return cuts
    }

    /// Whether a question opens after the comma at `comma` and an amount ends the words before it:
    /// entries, then what something cost ("boots 149, what's work gear cost me this month").
    private static func asksAfterAnAmount(_ s: [Unicode.Scalar], comma: Int, next: Int) -> Bool {
        guard comma > 0, NumberReader.asciiDigit(s[comma - 1]) != nil else { return false }
        return startsWithAny(of: questionOpeners, s, at: next)
    }

    private static let questionOpeners: [[Unicode.Scalar]] = [
        "what's ", "whats ", "what did ", "what has ", "what have ", "how much ", "how many ",
    ].map { Array($0.unicodeScalars) }

    /// Where a Chinese request typed without punctuation starts after the space at `index`: before
    /// a word that opens another request (还有, 顺便, 再 but not 再次, 查下, 看一下), or before a short follow-up
    /// that ends the message with 呢 (上周呢); `nil` otherwise.
    private static func spokenClauseStart(_ s: [Unicode.Scalar], after index: Int) -> Int? {
        var start = index + 1
        while start < s.count, s[start] == " " || s[start] == "\u{3000}" { start += 1 }
        guard start < s.count, s[start].value > 0x2E7F else { return nil }
        if let opener = chineseOpeners.first(where: { startsWith(s, at: start, $0) }) {
            let rest = start + opener.count
            if opener == ["再"], rest < s.count, "次见说".unicodeScalars.contains(s[rest]) { return nil }
            return start
        }
        var end = s.count
        while end > start, "?？ ".unicodeScalars.contains(s[end - 1]) { end -= 1 }
        guard end > start + 1, end - start <= 10, s[end - 1] == "呢",
            !s[start..<end].contains(where: { $0 == " " || $0 == "，" || $0 == "," })
        else { return nil }
        return start
    }

    private static let chineseOpeners: [[Unicode.Scalar]] = [
        "还有", "顺便", "另外", "然后呢", "然后", "同时", "接着", "再",
        // 明天上午九点打羽毛球 查下明天深圳天气: a look-up verb opens another request.
        "查下", "查一下", "帮我查", "看下", "看一下", "帮我看",
        // 删了明天早班船 加一个周五早上六点的: another event asked for after a removal.
        "加一个", "加个", "再加一个",
    ].map { Array($0.unicodeScalars) }

    /// Whether the text from `start` is a short follow-up question: "and next week?", "what about
    /// Friday?", "how about tomorrow?" (at most six words, ending with a question mark).
    private static func followUpQuestion(_ s: [Unicode.Scalar], from start: Int) -> Bool {
        var index = start
        while index < s.count, s[index] == " " { index += 1 }
        guard
            ["and ", "what about ", "how about ", "and what about "].contains(where: {
                startsWith(s, at: index, Array($0.unicodeScalars))
            })
        else { return false }
        var end = s.count
        while end > index, s[end - 1] == " " { end -= 1 }
        guard end > index, s[end - 1] == "?" || s[end - 1] == "？" else { return false }
        return s[index..<end].split(separator: " ").count <= 6
    }

    /// Whether the message ends with a question: 多少, 吗, 呢, 没有, a question mark, "how much …".
    private static func endsAQuestion(_ s: [Unicode.Scalar]) -> Bool {
        var end = s.count
        while end > 0, s[end - 1] == " " { end -= 1 }
        guard end > 1 else { return false }
        if s[end - 1] == "?" || s[end - 1] == "？" || s[end - 1] == "吗" || s[end - 1] == "呢" { return true }
        let last = String(String.UnicodeScalarView(s[(end - 2)..<end]))
        // 下周有什么安排, 周五几点开会: a question word in the last words.
        return ["多少", "没有", "安排", "几点", "哪天", "怎样", "如何", "咋样"].contains(last)
            || s[max(0, end - 6)..<end].contains("什")
    }

    /// Whether the clause from `start` (to the next comma or sentence end) asks for the weather
    /// without a verb: "… and the Boston weather for tomorrow", "… and Pittsburgh weather Monday".
    private static func namesWeather(_ s: [Unicode.Scalar], from start: Int) -> Bool {
        var end = start
        while end < s.count, !",，。.!?！？;；".unicodeScalars.contains(s[end]) { end += 1 }
        guard end - start <= 60 else { return false }
        let clause = String(String.UnicodeScalarView(s[start..<end])).lowercased()
        return clause.contains("weather") || clause.contains("forecast")
    }

    /// Whether a question about the weather starts at `start`: "…, is it gonna rain in Newark
    /// saturday", "…, any storms sunday".
    private static func asksWeather(_ s: [Unicode.Scalar], at start: Int) -> Bool {
        guard startsRequest(s, at: start) || startsWith(s, at: start, "any ".unicodeScalars) else { return false }
        var end = start
        while end < s.count, !",，。.!?！？;；".unicodeScalars.contains(s[end]) { end += 1 }
        guard end - start <= 60 else { return false }
        let clause = String(String.UnicodeScalarView(s[start..<end])).lowercased()
        // "…, how cold will boston be tmrw": the questions RequestShape knows, and rain, snow or a storm.
        return RequestShape.asksWeather(NormalizedText(clause))
            || ["rain", "snow", "storm"].contains { clause.contains($0) }
    }

    /// Titles that point back at an event named before, or are only a request verb ("rename it").
    /// Words that ask for a new event in a clause beside a change or a removal.
    private static let addWords = RequestShape.Cues([
        "加个", "加一个", "添加", "新建", "新增", "加上", "add", "schedule", "book a", "book an", "put in", "set up",
    ])

    private static let pointers: Set<String> = [
        "it", "this", "that", "them", "它", "这个", "那个", "rename", "move", "push", "change", "delete", "cancel", "remove",
        "改成", "改到", "改为", "改", "挪到", "推到",
        // 地点改成小区门口 after a change of the same event: what changes, not an event.
        "地点", "时间", "地方", "地址", "location", "place", "time",
    ]
    /// What a change says (an update that says none changes nothing: 改天再约).
    private static let changeArguments = ["start", "end", "new_date", "new_time", "shift", "new_title", "location"]

    /// Words said without a comma between two requests ("… at 10am also what's the weather …").
    private static let spokenJoiners: [[Unicode.Scalar]] = [" and ", " also ", " then ", " plus ", " + "].map {
        Array($0.unicodeScalars)
    }

    /// Words that open another request after "and": "… and then …", "… and add …".
    private static let requestOpeners: [[Unicode.Scalar]] = [
        "then ", "also ", "add ", "put ", "cancel ", "delete ", "remove ", "move ", "push ", "show ", "what's ",
        "what ", "whats ",
        "check ", "remind ", "book ", "schedule ", "log ", "record ", "how ", "is it ", "will it ", "list ", "drop ",
        "set up ", "create ", "make ", "tell me ", "note ", "can i ", "should i ", "do i ",
    ].map { Array($0.unicodeScalars) }

    /// Words that open another request after a comma: 再, 然后, "then", "plus".
    private static let clauseOpeners: [[Unicode.Scalar]] = [
        "再", "然后呢", "然后", "顺便", "另外", "还有", "同时", "接着", "并且", "也帮我", "还要", "还想", "帮我再", "再帮我", "then ", "also ",
        "plus ",
        "after that ",
    ].map { Array($0.unicodeScalars) }

    private static func startsClause(_ s: [Unicode.Scalar], at index: Int) -> Bool {
        clauseOpeners.contains { startsWith(s, at: index, $0) }
    }

    private static func startsRequest(_ s: [Unicode.Scalar], at index: Int) -> Bool {
        startsWithAny(of: requestOpeners, s, at: index)
    }

    /// Whether one of `openers` (lower case, at most 12 scalars) starts at `index`, capitalized or not
    /// ("What's", "can I").
    private static func startsWithAny(of openers: [[Unicode.Scalar]], _ s: [Unicode.Scalar], at index: Int) -> Bool {
        let lowered = s[index..<min(s.count, index + 12)].map { scalar in
            scalar.value >= 0x41 && scalar.value <= 0x5A ? Unicode.Scalar(UInt8(scalar.value | 0x20)) : scalar
        }
        return openers.contains { startsWith(lowered, at: 0, $0) }
    }

    private static func startsWith<S: Sequence>(_ s: [Unicode.Scalar], at index: Int, _ word: S) -> Bool
    where S.Element == Unicode.Scalar {
        var position = index
        for scalar in word {
            guard position < s.count, s[position] == scalar else { return false }
            position += 1
        }
        return true
    }

    private static func startsWith(_ s: [Unicode.Scalar], at index: Int, _ word: String) -> Bool {
        startsWith(s, at: index, word.unicodeScalars)
    }
}

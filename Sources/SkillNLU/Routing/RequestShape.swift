import AgentSkill

/// Words that say what kind of request a sentence is, whatever the classifier's n-grams made of
/// it: a question about the calendar ("12月15号到20号我忙吗", "am I busy December 15th to 20th")
/// asks to list, not to create an event called "忙吗"; a question about money over a period
/// ("11月1号到15号的账单", "list expenses November 1-15") asks the ledger.
///
/// It corrects a prediction of the skill that makes events (or no skill) on a sentence with a time,
/// and a prediction of the one that lists them on a sentence that asks nothing and shows nothing
/// ("周四到周日回老家" is a trip to create), and only towards skills the router has: each rule names
/// the ``AgentSkill/SkillRole`` it sends a request to, and ``RoleTable`` says which skill serves it.
enum RequestShape {
    /// The prediction, or the skill the sentence's shape names.
    ///
    /// `dayPeriods` are the ranges of the times that span days ("late august", "next week");
    /// `begunPeriods` those of them that are not still ahead (all of them when `nil`).
    static func adjusted(
        _ prediction: IntentClassifier.Prediction, text: NormalizedText, hasTime: Bool, dayPeriods: [Range<Int>] = [],
        begunPeriods: [Range<Int>]? = nil, hasMoney: Bool = false, roles: RoleTable
    ) -> IntentClassifier.Prediction {
        let scalars = text.scalars
        let spansDays = !dayPeriods.isEmpty
        var prediction = prediction
        if prediction.skillID == nil || roles.plays(prediction.skillID, .eventCreate)
            || roles.plays(prediction.skillID, .eventList),
            !hasMoney, asksCost(text),
            let summary = roles.skill(for: .entrySummary)
        {
            // "what has the trip cost since we left nov 1", "how much did the party cost": spending asked.
            return chosen(summary, over: prediction)
        }
        if prediction.skillID == nil || roles.plays(prediction.skillID, .eventCreate), !hasMoney,
            let summary = roles.skill(for: .entrySummary), spendingNamedAlone(text, periods: begunPeriods ?? dayPeriods)
        {
            // "fuel late august", "takeout this quarter": what was spent on a thing over a period.
            return chosen(summary, over: prediction)
        }
        if roles.plays(prediction.skillID, .entryUndo), hasTime, !contains(scalars, undoWords) {
            // "board meeting the last friday of april": "last" with a day, and no entry taken back.
            prediction.skillID = nil
        }
        if roles.plays(prediction.skillID, .entryUndo), contains(scalars, showWords),
            let entries = roles.skill(for: .entryList)
        {
            // "list the last 5", 列出最近10笔: the last entries shown, not the last one undone.
            return chosen(entries, over: prediction)
        }
        if roles.plays(prediction.skillID, .entryList) || roles.plays(prediction.skillID, .entrySummary) {
            // 下个月的安排都给我列出来: plans, not money.
            if contains(scalars, calendarWords), !contains(scalars, ledgerCues), let list = roles.skill(for: .eventList)
            {
                return chosen(list, over: prediction)
            }
            return ledgerShape(prediction, scalars: scalars, roles: roles)
        }
        if roles.plays(prediction.skillID, .eventList), !contains(scalars, calendarWords),
            contains(scalars, ledgerCues) || contains(scalars, totalWords)
        {
            // "list what I spent on Halloween", "since January 1, what's my food total": money asked.
            return ledgerShape(prediction, scalars: scalars, roles: roles, otherwise: .entryList)
        }
        if roles.plays(prediction.skillID, .eventList), let creator = roles.skill(for: .eventCreate),
            !contains(withoutActivities(scalars), lookUpCues), !contains(scalars, calendarQuestionCues),
            !endsWithCalendarNoun(text), !(spansDays && (contains(scalars, bookingLookUps) || namesKindAlone(text)))
        {
            // "周四到周日回老家", "Maine trip this Friday through next Monday": a plan, not a question.
            return chosen(creator, over: prediction)
        }
        guard hasTime, prediction.skillID == nil || roles.plays(prediction.skillID, .eventCreate) else {
            return prediction
        }
        let target: SkillRole
        if contains(scalars, ledgerCues) {
            target = ledgerTarget(scalars) ?? .entryList
        } else if spansDays, contains(scalars, totalWords), !contains(scalars, calendarWords) {
            target = .entrySummary  // "december total", "q3 totals"
        } else if contains(scalars, calendarQuestionCues) || looksAtTheCalendar(scalars)
            || (spansDays && (contains(scalars, bookingLookUps) || periodsThingsAlone(scalars)))
            || (spansDays
                && (contains(scalars, periodLookUpCues) || endsWithCalendarNoun(text) || namesKindAlone(text)
                    || ((scalars.last == "?" || scalars.last == "？" || scalars.last == "吗") && !asksWeather(text))
                    // "any lessons or handovers this weekend": what a period holds, asked.
                    || (scalars.starts(with: "any ".unicodeScalars) && !asksWeather(text))))
        {
            target = .eventList
        } else {
            return prediction
        }
        guard let skill = roles.skill(for: target) else { return prediction }
        return chosen(skill, over: prediction)
    }

    /// A ledger look-up: the entries when they are asked to be shown or listed (账单列一下, 哪些,
    /// "show me October's expenses") and no total is asked; the total when a total or a spending
    /// noun is said (多少, 打车费, 支出, "food spending over the last 7 days", "health costs").
    private static func ledgerShape(
        _ prediction: IntentClassifier.Prediction, scalars: [Unicode.Scalar], roles: RoleTable,
        otherwise: SkillRole? = nil
    ) -> IntentClassifier.Prediction {
        guard let target = ledgerTarget(scalars) ?? otherwise, let skill = roles.skill(for: target) else {
            return prediction
        }
        return chosen(skill, over: prediction)
    }

    private static let showWords = cues(["list", "show", "pull up", "列出", "列一下", "看看", "显示"])
    /// Words that take an entry back.
    private static let undoWords = cues([
        "undo", "take back", "take that back", "scratch that", "delete", "remove", "wrong", "mistake", "entry", "撤销",
        "撤回",
        "撤", "删", "记错", "不对", "那笔", "上一笔", "刚才",
    ])

    private static let totalWords = cues(["total", "totals", "合计", "总计"])

    /// Whether the message ends with the calendar as a noun ("june calendar pls", "next 3 days
    /// calendar", "second half of june schedule?"): a period's calendar asked for, not an event.
    private static func endsWithCalendarNoun(_ text: NormalizedText) -> Bool {
        if endsWithChineseRoster(text.scalars) { return true }
        guard contains(text.scalars, calendarNouns) else { return false }  // (a cheap test first)
        var words = String(String.UnicodeScalarView(text.scalars)).lowercased()
            .split(whereSeparator: { $0 == " " || $0 == "?" || $0 == "!" || $0 == "." })
        while let last = words.last, ["pls", "please", "plz"].contains(last) { words.removeLast() }
        guard words.count >= 2, let last = words.last else { return false }
        return ["calendar", "schedule", "agenda"].contains(last)
    }

    /// Whether a short message names a kind of thing in the plural and little else ("trips early
    /// april", "any jobs this weekend", "standby days next wk"): over a period of days, what it
    /// holds is asked — nobody makes an all-day event called "Trips".
    private static func namesKindAlone(_ text: NormalizedText) -> Bool {
        guard text.scalars.contains("s") else { return false }  // no plural (a cheap test first)
        var words = String(String.UnicodeScalarView(text.scalars)).lowercased()
            .split(whereSeparator: { $0 == " " || $0 == "?" || $0 == "!" || $0 == "." || $0 == "," })
        guard (2...9).contains(words.count), !speaksOfMoney(text),
            SlotFiller.standardIncomeWords.category(in: text) == nil
        else { return false }
        let asked = words[0] == "any" || words[0] == "which"
        if asked { words.removeFirst() }
        // The kind is the first word, or the second of a compound after "any"/"which" or naming
        // bookings ("wedding bookings Q1 next year"; not "day shifts mon thru wed").
        for index in 0..<min(2, words.count) {
            let kind = words[index]
            guard kind.count >= 4, kind.hasSuffix("s"), !kind.hasSuffix("ss"), !notKinds.contains(String(kind)),
                kind.allSatisfy({ $0.isLetter || $0 == "-" }), kind.first?.isLetter == true,
                index == 0 || asked || bookingNouns.contains(String(kind)),
                eventKinds.contains(String(kind)) || thingsBought.category(in: NormalizedText(String(kind))) == nil
            else { continue }
            guard index + 1 < words.count else { return index == 0 }
            var next = String(words[index + 1])
            // "any filings due by the end of the month".
            if next == "due" || next == "still" || next == "left", index + 2 < words.count {
                next = String(words[index + 2])
            }
            return !kindFollowers.contains(next)
                && (periodOpeners.contains(next) || periodOpeners.contains(String(next.prefix(3))))
        }
        return false
    }

    /// Whether the message is a thing money is spent on and one period of days, nothing else ("fuel
    /// late august", "takeout this quarter", 这个月外卖): the spending on it over the period is asked.
    private static func spendingNamedAlone(_ text: NormalizedText, periods: [Range<Int>]) -> Bool {
        guard periods.count == 1, let period = periods.first else { return false }
        let original = text.originalScalars
        guard period.lowerBound <= original.count, period.upperBound <= original.count else { return false }
        let rest =
            (String(String.UnicodeScalarView(original[..<period.lowerBound])) + " "
            + String(String.UnicodeScalarView(original[period.upperBound...]))).lowercased()
        let words = rest.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "?" || $0 == "的" })
            .filter { !["on", "for", "in", "the", "my", "spend", "spending", "spent", "costs", "total"].contains($0) }
        guard (1...3).contains(words.count) else { return false }
        let thing = words.joined(separator: " ")
        guard !contains(Array(thing.unicodeScalars), calendarWords) else { return false }
        // "gym next week", 下周健身: a period ahead holds plans, not spending.
        let said = String(String.UnicodeScalarView(original[period])).lowercased()
        guard !contains(Array(said.unicodeScalars), periodAheadWords) else { return false }
        // Every word names the money ("overtime", "client fees", "rent and utilities", "load pay"):
        // a thing the lexicon knows, with at most words that only say it is money.
        var unread = Array(thing.unicodeScalars)
        var named = false
        while !unread.isEmpty {
            if let length = thingsBought.wordLength(startingAt: 0, in: unread),
                length == unread.count || unread[length] == " "
            {
                named = true
                unread.removeFirst(min(unread.count, length + 1))
                continue
            }
            let word = String(String.UnicodeScalarView(unread.prefix(while: { $0 != " " })))
            // "client fees", "load pay": one word of what the pay was for, before the money noun.
            let forWhat =
                unread.count > word.unicodeScalars.count && !named && words.count <= 3
                && ["fees", "pay", "money", "income", "tips"].contains(words.last.map(String.init) ?? "")
            guard moneyNouns.contains(word) || forWhat else { return false }
            unread.removeFirst(min(unread.count, word.unicodeScalars.count + 1))
        }
        guard named, let category = thingsBought.category(in: NormalizedText(thing)) else {
            // "fees year to date", "client fees in Q4", "load pay last quarter": pay over a period.
            let last = words.last.map(String.init) ?? ""
            return ["fees", "pay", "income", "money", "tips", "earnings", "funding", "deposits"].contains(last)
                || holds(rest, "received")
        }
        return ["food", "transport", "shopping", "housing", "salary"].contains(category)
    }

    private static let calendarNouns = cues(["calendar", "schedule", "agenda"])
    /// Words that put a period ahead ("gym next week", 下周健身).
    private static let periodAheadWords = cues(["next", "coming", "下", "明年", "未来", "接下来"])

    /// Whether `text` holds `piece`, compared by scalars (Foundation's `contains` goes through
    /// NSString, many times slower).
    private static func holds(_ text: String, _ piece: String) -> Bool {
        let haystack = Array(text.unicodeScalars)
        let needle = Array(piece.unicodeScalars)
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }

    /// Words that only say a thing named beside them is money: "client fees", "load pay".
    private static let moneyNouns: Set<String> = [
        "fees", "fee", "pay", "income", "money", "and", "received", "in", "bills", "bill", "tips", "earnings",
        "funding", "deposits",
    ]

    /// Whether a look verb opens a request that ends with the calendar as a noun (看看 2036年4月18日
    /// 日程, 查一下周五的安排): the day's plans asked for, with any words between.
    private static func looksAtTheCalendar(_ s: [Unicode.Scalar]) -> Bool {
        var end = s.count
        while end > 0, " ?？吧呢啊。".unicodeScalars.contains(s[end - 1]) { end -= 1 }
        guard end >= 4 else { return false }
        let last = String(String.UnicodeScalarView(s[(end - 2)..<end]))
        guard ["日程", "安排", "行程"].contains(last) else { return false }
        return contains(Array(s[..<(end - 2)]), lookVerbs)
    }

    private static let lookVerbs = cues(["看看", "看下", "看一下", "查查", "查下", "查一下", "瞧瞧"])

    /// The lexicon's things bought, without the places ("cabs" is spending; "trips" may be plans).
    private static let thingsBought = CategoryLexicon(
        CategoryLexicon.standardWords, blocked: CategoryLexicon.standardBlocked)

    /// Plurals of things that happen, though the lexicon files their tickets as spending
    /// ("concerts before the end of the year", "games this weekend").
    private static let eventKinds: Set<String> = [
        "concerts", "games", "matches", "shows", "gigs", "lessons", "tours", "parties", "rehearsals", "performances",
        "recitals", "tournaments", "shoots", "races", "classes",
    ]

    private static let bookingNouns: Set<String> = [
        "bookings", "orders", "jobs", "clients", "appointments", "appts", "deliveries", "filings", "pickups", "loads",
        "check-ins", "checkins", "arrivals",
        "reservations", "sessions",
    ]

    /// Words that open the period after a plural ("trips early april", "jobs this weekend",
    /// "standby days next wk"): weekdays and months by their first three letters.
    private static let periodOpeners: Set<String> = [
        "this", "next", "last", "early", "mid", "late", "the", "tmrw", "tomorrow", "today", "tonight", "on", "in",
        "over", "during", "before", "by", "until", "till", "thru", "through", "between", "coming", "rest", "mon",
        "tue", "wed", "thu", "fri", "sat", "sun", "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep",
        "oct", "nov", "dec", "q1", "q2", "q3", "q4", "all",
    ]

    private static let notKinds: Set<String> = [
        "this", "tues", "thurs", "weds", "days", "hours", "mins", "plus", "lets", "let's", "thanks", "weeks", "months",
        "friends", "parents", "kids", "guys", "boss", "class", "tennis", "glasses", "dress", "news", "physics",
        "always", "towards", "afterwards", "sometimes", "nails", "lunchs",
    ]
    /// Words after a plural that make it the subject of a sentence ("kids are off", "friends
    /// visiting"): no look-up.
    private static let kindFollowers: Set<String> = [
        "are", "were", "have", "had", "will", "visiting", "coming", "come", "arrive", "arriving", "leave", "leaving",
        "off", "due", "at", "with", "from", "to", "for",
    ]

    /// Whether the message ends with a worker's roster (9月的排班给我看下, 接下来三天的班, 未来两周的班表):
    /// the shifts of a period asked for, not a thing to do (把排班发群里).
    private static func endsWithChineseRoster(_ s: [Unicode.Scalar]) -> Bool {
        guard s.contains("班") else { return false }  // every roster word holds 班 (a cheap test first)
        var text = String(String.UnicodeScalarView(s)).trimmingCharacters(in: .whitespaces)
        var trimmed = true
        while trimmed {
            trimmed = false
            for tail in rosterTails where text.hasSuffix(tail) && text.count > tail.count {
                text.removeLast(tail.count)
                text = text.trimmingCharacters(in: .whitespaces)
                trimmed = true
            }
        }
        return rosters.contains { text.hasSuffix($0) }
    }

    private static let rosters = ["排班", "班表", "排班表", "值班表", "的班"]
    private static let rosterTails = ["给我看下", "给我看看", "给我看一下", "看下", "看看", "看一下", "发我", "呢", "吗", "?", "？"]

    /// The entries listed or their total as the words say, or `nil` when they say neither.
    private static func ledgerTarget(_ scalars: [Unicode.Scalar]) -> SkillRole? {
        let total = contains(scalars, totalCues)
        if !total, contains(scalars, entryListCues) { return .entryList }
        if total || contains(scalars, spendingCues) { return .entrySummary }
        return nil
    }

    /// Whether the message asks what something cost: "what has debate cost …", "what did the trip
    /// cost", "how much has the roof cost us so far".
    static func asksCost(_ text: NormalizedText) -> Bool {
        guard costOpenings.contains(where: { text.scalars.starts(with: $0) }) else { return false }
        let said = String(String.UnicodeScalarView(text.scalars)).lowercased()
        let words = said.split { !$0.isLetter && $0 != "'" }.map(String.init)
        // "cost" as the verb: at the end or before whom and since when, not "the cost review".
        return words.indices.dropFirst(2).contains { index in
            // "what did groceries run us this month".
            if words[index] == "run", index + 1 < words.count {
                return words[index + 1] == "us" || words[index + 1] == "me"
            }
            return words[index] == "cost" && (index + 1 == words.count || costFollowers.contains(words[index + 1]))
        }
    }

    private static let costFollowers: Set<String> = [
        "me", "us", "them", "so", "since", "this", "last", "in", "over", "overall", "altogether", "total", "for",
        "from", "to", "year", "month", "week", "ytd", "mtd",
    ]

    private static let costOpenings = [
        "what has ", "what have ", "what did ", "how much has ", "how much have ", "how much did ", "what's ", "whats ",
        "so what has ", "so what did ",
    ].map { Array($0.unicodeScalars) }

    private static let entryListCues = cues([
        "列", "明细", "账单", "流水", "记录", "哪些", "每一笔", "每笔", "的账", "账目", "list", "transactions",
        "entries", "records", "itemized", "what did i buy", "every", "everything",
    ])
    private static let spendingCues = cues([
        "花费", "支出", "开销", "消费", "花销", "费", "收入", "spending", "costs", "spent", "expenditure", "outlay", "money",
        "income", "earnings", "takings", "营业额", "营收", "sales", "revenue", "销售额",
    ])

    /// `prediction`, or a new event when the classifier chose no skill for a sentence that
    /// names a coming day or a clock and asks nothing: "清明节回老家扫墓", "last Friday of next month,
    /// team offsite", "今晚八点在星巴克和Lily碰个面". A bare today ("今天好热啊", "it's so hot today"),
    /// a past day, an amount or a question keeps it no skill.
    static func plannedEvent(
        _ prediction: IntentClassifier.Prediction, text: NormalizedText, entities: [NLUEntity], today: String,
        roles: RoleTable
    ) -> IntentClassifier.Prediction {
        guard prediction.skillID == nil, let creator = roles.skill(for: .eventCreate) else { return prediction }
        var plans = false
        for entity in entities {
            switch entity {
            case .money: return prediction
            case .time(let time):
                let day = time.start.dateString
                if day > today || (day == today && time.grain != .day) { plans = true }
            default: continue
            }
        }
        guard plans, !contains(withoutActivities(text.scalars), lookUpCues), !contains(text.scalars, greetings) else {
            return prediction
        }
        return chosen(creator, over: prediction)
    }

    /// `prediction`, or the calendar's list when a message says a period of days and next to nothing
    /// else: "the next 3 days?", "next week's travel", "this weekend?" — a period asked about, not
    /// an event to make.
    static func periodAlone(
        _ prediction: IntentClassifier.Prediction, text: NormalizedText, entities: [NLUEntity], roles: RoleTable
    ) -> IntentClassifier.Prediction {
        guard prediction.skillID == nil || roles.plays(prediction.skillID, .eventCreate), entities.count == 1,
            case .time(let time) = entities[0], time.end != nil, time.grain == .day,
            let list = roles.skill(for: .eventList)
        else { return prediction }
        func listed(_ prediction: IntentClassifier.Prediction) -> IntentClassifier.Prediction {
            chosen(list, over: prediction)
        }
        let original = Array(text.original.unicodeScalars)
        let rest = String(String.UnicodeScalarView(original[time.span.range.upperBound...])).lowercased()
        let before = String(String.UnicodeScalarView(original[..<time.span.range.lowerBound])).lowercased()
        let words = (before + " " + rest).split { !$0.isLetter && $0 != "'" && $0 != "’" }.map(String.init)
        let question = rest.unicodeScalars.contains("?") || rest.unicodeScalars.contains("？")
        if words.isEmpty, question { return listed(prediction) }
        // "next 5 days", 接下来五天, "anything may 1": a coming period said alone, or after "anything".
        var period = time.span.text.lowercased()
        for opening in ["in ", "within ", "over ", "for "] where period.hasPrefix(opening) {
            period.removeFirst(opening.count)  // "swim lessons in the next 7 days"
        }
        let coming = ["next", "the next", "接下来", "未来", "往后"].contains(where: { period.hasPrefix($0) })
        if words.isEmpty || words == ["anything"], coming {
            return listed(prediction)
        }
        // "next 5 days, when's everyone arriving", 接下来五天 保洁单排满没: a coming period and a question.
        if coming, !contains(text.scalars, ledgerCues),
            words.contains(where: { Self.questionWords.contains($0) })
                || ["吗", "啥", "什么", "哪", "几", "没"].contains(where: {
                    rest.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters)).hasSuffix($0)
                        || holds(rest, $0) && $0 != "没"
                })
        {
            return listed(prediction)
        }
        // "flights the next 5 days", "house calls in the next 7 days", "my roster next week": the things
        // of a period asked for by their plural name.
        // Also several kinds ("shifts and dialysis next week"), "any" ("next 3 days, any camp stuff"),
        // someone's ("maddie's ice the next 3 days") and what is booked ("moves booked next week").
        let asked = words.filter { !["my", "our", "the", "in", "any", "all", "and", "or"].contains($0) }
        let plural = { (word: String) in
            word.hasSuffix("s") && !word.hasSuffix("ss") && !word.hasSuffix("'s") && !word.hasSuffix("’s")
        }
        if (1...3).contains(asked.count), let last = asked.last,
            period.hasPrefix("next") || period.hasPrefix("the next"),
            plural(last) || ["roster", "schedule", "calendar", "agenda"].contains(last)
                || (asked.count == 3 && words.contains("and") && asked.contains(where: plural))
                || words.contains("any") || asked.first.map({ $0.hasSuffix("'s") || $0.hasSuffix("’s") }) == true
                || ["booked", "scheduled", "planned"].contains(last),
            !asked.contains(where: { $0.hasSuffix("ing") || Self.pluralMoneyNouns.contains($0) }),
            !contains(text.scalars, ledgerCues)
        {
            return listed(prediction)
        }
        // "next week's travel": the period's own things.
        if rest.hasPrefix("'s ") || rest.hasPrefix("’s "), words.count == 2,
            before.allSatisfy({ $0 == " " }), !contains(text.scalars, ledgerCues)
        {
            return listed(prediction)
        }
        return prediction
    }

    /// `prediction`, or the calendar's list when nothing was chosen for a message that opens with
    /// "anything" and says a day ("anything may 1", "anything tmrw, first of the month"): what is on.
    static func anythingOnADay(
        _ prediction: IntentClassifier.Prediction, text: NormalizedText, entities: [NLUEntity], roles: RoleTable
    ) -> IntentClassifier.Prediction {
        guard prediction.skillID == nil, let list = roles.skill(for: .eventList),
            text.scalars.starts(with: "anything ".unicodeScalars),
            entities.allSatisfy({ $0.kind == "time" }),
            entities.contains(where: { if case .time(let time) = $0 { time.grain == .day } else { false } })
        else { return prediction }
        return chosen(list, over: prediction)
    }

    /// Words that ask: "when's everyone arriving", "what do i have".
    private static let questionWords: Set<String> = [
        "when", "when's", "whens", "what", "what's", "whats", "who", "who's", "whos", "anything", "how", "which",
    ]

    /// Plural nouns of money, whose period is asked of the ledger ("tips next week" is no event list).
    private static let pluralMoneyNouns: Set<String> = [
        "tips", "fees", "purchases", "sales", "costs", "expenses", "gas", "deposits", "payments", "bills", "takings",
        "earnings", "donations", "refunds", "groceries", "supplies", "snacks", "drinks", "meals",
    ]

    /// `prediction`, or the calendar's list when no skill was chosen for a question about who or
    /// what is booked on a day or a period: 下周都约了啥, 未来三天都约了谁, 初五那天排了啥, "who's
    /// booked friday".
    static func bookedAsked(
        _ prediction: IntentClassifier.Prediction, text: NormalizedText, entities: [NLUEntity], roles: RoleTable
    ) -> IntentClassifier.Prediction {
        // (12月7号有啥事 taken for an event named 啥事 is asked too; 元旦前都约了哪些看房 taken for the ledger.)
        let ledgerTaken =
            (roles.plays(prediction.skillID, .entryList) || roles.plays(prediction.skillID, .entrySummary))
            && !contains(text.scalars, ledgerCues)
        guard prediction.skillID == nil || roles.plays(prediction.skillID, .eventCreate) || ledgerTaken,
            let list = roles.skill(for: .eventList),
            entities.contains(where: { $0.kind == "time" }), !entities.contains(where: { $0.kind == "money" }),
            contains(text.scalars, bookedQuestions)
        else { return prediction }
        return chosen(list, over: prediction)
    }

    private static let bookedQuestions = cues([
        "约了啥", "约了什么", "约了谁", "约了哪些", "约了几个", "排了啥", "排了什么", "排了哪些", "安排了啥", "安排了什么",
        "有谁来", "谁要来", "还剩几", "还有几场", "还剩啥", "有啥事", "有什么事", "几趟", "who's booked", "who is booked",
        "who's coming in", "who's scheduled", "what's booked", "any more",
    ])

    /// `prediction`, or a new event when a look-up of the ledger was chosen for a sentence that
    /// gives a clock time and asks nothing: "周日晚上七点到九点 跟合伙人对这个月的账" plans an hour of
    /// bookkeeping; money over a period is asked by days, not by clock times.
    static func clockedBookkeeping(
        _ prediction: IntentClassifier.Prediction, text: NormalizedText, entities: [NLUEntity], roles: RoleTable
    ) -> IntentClassifier.Prediction {
        guard roles.plays(prediction.skillID, .entryList) || roles.plays(prediction.skillID, .entrySummary),
            let creator = roles.skill(for: .eventCreate),
            entities.contains(where: { if case .time(let time) = $0 { time.grain != .day } else { false } }),
            !entities.contains(where: { $0.kind == "money" }), !contains(text.scalars, lookUpCues),
            !contains(text.scalars, totalCues), contains(text.scalars, bookkeepingWords)
        else { return prediction }
        return chosen(creator, over: prediction)
    }

    /// `prediction`, or a new event when a sentence says to pay something on a coming day and gives
    /// no amount and asks nothing: "月底 交排练室的钱", "pay for the rehearsal room end of the month" —
    /// a payment to remember, not an entry or a look-up.
    static func plannedPayment(
        _ prediction: IntentClassifier.Prediction, text: NormalizedText, entities: [NLUEntity], today: String,
        roles: RoleTable
    ) -> IntentClassifier.Prediction {
        guard
            prediction.skillID == nil || roles.plays(prediction.skillID, .entryList)
                || roles.plays(prediction.skillID, .entrySummary),
            let creator = roles.skill(for: .eventCreate), !entities.contains(where: { $0.kind == "money" }),
            entities.contains(where: { if case .time(let time) = $0 { time.start.dateString >= today } else { false } }
            ),
            contains(text.scalars, paymentVerbs), !contains(text.scalars, lookUpCues),
            !contains(text.scalars, totalCues),
            !contains(text.scalars, entryListCues)
        else { return prediction }
        return chosen(creator, over: prediction)
    }

    /// Whether `text` says to pay something (交房租, "pay for …").
    static func saysPayment(_ text: NormalizedText) -> Bool { contains(text.scalars, paymentVerbs) }

    private static let paymentVerbs = cues([
        "交房租", "交学费", "交物业费", "交电费", "交水费", "交钱", "交排练", "付款", "付房租", "付钱", "还款", "还信用卡", "缴费", "pay for",
        "pay the", "pay rent", "pay my", "pay back", "pay off",
    ])

    private static let bookkeepingWords = cues([
        "对账", "对一下账", "对这个月的账", "对上个月的账", "算账", "做账", "理账", "reconcile", "bookkeeping", "do the books",
        "go over the books",
    ])

    /// `prediction` with `skill` chosen instead.
    private static func chosen(_ skill: String, over prediction: IntentClassifier.Prediction)
        -> IntentClassifier.Prediction
    {
        var changed = prediction
        changed.skillID = skill
        changed.best = skill
        return changed
    }

    /// `scalars` with the activities that hold a look-up character blanked: 去看爷爷, 看电影, 检查作业,
    /// 复查 are things to do, not "看" or "查" asked of the calendar.
    private static func withoutActivities(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        guard scalars.contains(where: { $0 == "看" || $0 == "查" }) else { return scalars }
        var result = scalars
        for activity in lookingActivities {
            var index = 0
            while index + activity.count <= result.count {
                if result[index..<(index + activity.count)].elementsEqual(activity) {
                    for offset in 0..<activity.count { result[index + offset] = " " }
                    index += activity.count
                } else {
                    index += 1
                }
            }
        }
        return result
    }

    private static let lookingActivities: [[Unicode.Scalar]] = [
        "检查", "复查", "体检", "看望", "看爷爷", "看奶奶", "看外婆", "看外公", "看姥姥", "看姥爷", "看爸妈", "看父母", "看病", "看医生",
        "看牙", "看电影", "看演出", "看展", "看球", "看比赛", "看房", "看书", "看孩子", "看演唱会", "看话剧", "看朋友", "看烟花",
        "看猫", "看狗", "看店", "看家", "看宝宝", "看孙子", "看孙女", "看外孙", "看儿子", "看女儿", "看老人",
        "看灯", "看花灯", "看灯会", "看流星", "看星星", "看月亮", "看月食", "看日食", "看日出", "看日落", "看海", "看雪", "看花", "看樱花", "看升旗", "看晚会",
        "看春晚",
        "看音乐剧", "看舞剧", "看画展", "看车展", "看秀",
        // Work done by looking: 看场地, 看图纸, 查航班, 查房 (a ward round).
        "去看", "去查", "看场地", "看图纸", "看现场", "看样板", "看样品", "看车", "看方案", "查航班", "查房", "查资料",
        // Inspections and checks done as work: 查勘屋顶漏水, 排查线路, 把产包再查一遍.
        "查勘", "勘查", "排查", "巡查", "核查", "抽查", "查验", "查一遍", "再查",
    ].map { Array($0.unicodeScalars) }

    /// `prediction`, or the weather when the classifier made an event (or nothing) of a sentence that
    /// names the weather and asks for no event: "Seattle weather Dec 27, 28 and 29", "27号、28号、
    /// 29号大连天气" — several days in a row look like a trip to the n-grams.
    static func weatherAsked(
        _ prediction: IntentClassifier.Prediction, text: NormalizedText, roles: RoleTable, saysClock: Bool = false,
        timeSpans: [Range<Int>] = []
    ) -> IntentClassifier.Prediction {
        // "wake me for a run in 20 min": a wake-up call, not the weather for a run.
        if roles.plays(prediction.skillID, .weatherForecast) || roles.plays(prediction.skillID, .outdoorAdvice),
            let creator = roles.skill(for: .eventCreate),
            contains(text.scalars, wakeCues), !asksWeather(text), !contains(text.scalars, weatherHints)
        {
            return chosen(creator, over: prediction)
        }
        // 国庆节去杭州玩: a trip to a town on a day, with no word of the weather, is a plan; so is
        // anything at a clock time (九点半跟纽约的投资人连线).
        // (The weather's words count outside the times: 大雪那天 is a day, not snow.)
        if roles.plays(prediction.skillID, .weatherForecast), let creator = roles.skill(for: .eventCreate),
            saysClock || contains(text.scalars, tripVerbs) || contains(text.scalars, gatheringWords),
            case let outside = withoutTimes(text, timeSpans), !asksWeather(outside),
            !contains(outside.scalars, weatherHints),
            !text.scalars.contains("?"),
            !text.scalars.contains("？")
        {
            return chosen(creator, over: prediction)
        }
        // "what's on late october, after the philly run", "what's next week look like, boston trip":
        // the calendar asked about, with a town beside it.
        if roles.plays(prediction.skillID, .weatherForecast), let list = roles.skill(for: .eventList),
            !asksWeather(text), contains(text.scalars, scheduleQuestions)
        {
            return chosen(list, over: prediction)
        }
        // "orlando weather this weekend, meet's at the outdoor pool": the weather asked, with where
        // an event is said beside it, changes nothing.
        if roles.plays(prediction.skillID, .eventChange), let forecast = roles.skill(for: .weatherForecast),
            contains(text.scalars, weatherWords), !contains(text.scalars, changeVerbs)
        {
            return chosen(forecast, over: prediction)
        }
        guard
            prediction.skillID == nil || roles.plays(prediction.skillID, .eventCreate)
                || (roles.plays(prediction.skillID, .eventList) && opensWithWeather(text)),
            let forecast = roles.skill(for: .weatherForecast)
        else {
            return prediction
        }
        let scalars = text.scalars
        guard asksWeather(text) || opensWithWeather(text), !contains(scalars, eventRequestWords) else {
            return prediction
        }
        return chosen(forecast, over: prediction)
    }

    /// `text` with the scalars inside `spans` (ranges of the text as typed: the pieces of its times)
    /// blanked.
    private static func withoutTimes(_ text: NormalizedText, _ spans: [Range<Int>]) -> NormalizedText {
        guard !spans.isEmpty else { return text }
        let blanked = text.scalarsInside(spans)
        return blanked.contains(true) ? NormalizedText(text, blanking: blanked) : text
    }

    /// Questions about what the calendar holds.
    private static let scheduleQuestions = Cues([
        "what's on", "whats on", "what is on", "look like", "looks like", "what do i have", "what have i got",
        "anything on", "what's happening", "whats happening",
    ])

    /// Whether a short message opens with the weather it asks about: "rain in pittsfield sunday?",
    /// "snow tomorrow?" (not "rain check on dinner friday", "rain jacket 80").
    private static func opensWithWeather(_ text: NormalizedText) -> Bool {
        let scalars = text.scalars
        let firstEnd = scalars.firstIndex(of: " ") ?? scalars.count
        guard (4...6).contains(firstEnd),
            weatherOpeners.contains(String(String.UnicodeScalarView(scalars[..<firstEnd])))
        else { return false }
        let words = String(String.UnicodeScalarView(text.scalars)).lowercased()
            .split { $0 == " " || $0 == "?" || $0 == "," || $0 == "." }
        guard (2...6).contains(words.count), weatherOpeners.contains(String(words[0])) else { return false }
        return !notWeatherAfterOpener.contains(String(words[1]))
    }

    private static let weatherOpeners: Set<String> = [
        "rain", "snow", "storms", "sleet", "hail", "frost", "rainy", "snowy",
    ]
    private static let notWeatherAfterOpener: Set<String> = [
        "check", "jacket", "jackets", "boots", "coat", "gear", "barrel", "gutter", "gutters", "pants", "shoes", "tires",
        "shovel", "blower", "plow", "removal", "date",
    ]

    /// Events held in a town: "debate tournament in albany fri thru sun", 苏州比赛.
    private static let gatheringWords = cues([
        "tournament", "conference", "meet", "game", "match", "wedding", "reunion", "race", "比赛", "婚礼", "聚会", "年会",
        "interviews", "interview", "training", "fieldwork", "workshop", "course", "面试", "培训", "调研", "进修", "开会",
        // "chicago show feb 20", "boston concert saturday": a show in a town.
        "show", "concert", "gig", "recital", "performance", "festival", "parade", "演出", "音乐会", "巡演", "展会",
        "teaching", "lesson", "lessons", "class", "classes",
        // 在悉尼陪孙子: time spent with someone.
        "陪",
    ])
    /// Words of going somewhere: 去杭州玩, 飞深圳, "drive to Albany".
    private static let tripVerbs = cues([
        "去", "到", "玩", "出差", "旅游", "旅行", "飞", "回老家", "驻场", "驻点", "外派", "trip", "visit", "visiting", "fly to",
        "drive to",
        "heading to", "on site", "onsite", "workshop",
        // Nights away: 成都过夜, "honolulu layover", "flying to nashville".
        "过夜", "住一晚", "住一宿", "layover", "layovers", "overnight", "flying to", "flying into", "flight to",
        "driving to",
    ])
    /// Words that ask about the weather without naming it: 冷不冷, "is it hot", 带伞.
    private static let weatherHints = cues([
        "冷", "热", "晴", "雨", "雪", "风", "度", "伞", "穿", "怎么样", "如何", "咋样", "hot", "cold", "sunny", "rain",
        "snow", "wind", "umbrella", "jacket", "coat", "warm", "how's", "what's", "how is", "what is", "like", "humid",
        "muggy", "foggy", "is it", "will it", "闷", "潮",
    ])

    /// `prediction`, or running advice when a weather question is about a run or a race ("New
    /// Year's Day 5k in Boston, good running weather?", 周六上午半马，天气行不行).
    static func runAsked(
        _ prediction: IntentClassifier.Prediction, text: NormalizedText, roles: RoleTable
    ) -> IntentClassifier.Prediction {
        // "providence half marathon march 27": a race on a day, asked nothing about, is an event.
        if roles.plays(prediction.skillID, .outdoorAdvice) || roles.plays(prediction.skillID, .weatherForecast),
            let creator = roles.skill(for: .eventCreate),
            contains(text.scalars, raceWords),
            !asksWeather(text), !contains(text.scalars, runAdviceQuestions), !contains(text.scalars, weatherHints),
            !text.scalars.contains("?"), !text.scalars.contains("？")
        {
            return chosen(creator, over: prediction)
        }
        // "brisk walk tmrw morning in stamford ok?", 明天能出去走走吗: a walk outdoors, asked about, is
        // the advice for a run (the one skill that judges the weather for exercise).
        if roles.plays(prediction.skillID, .weatherForecast) || prediction.skillID == nil
            || roles.plays(prediction.skillID, .eventCreate),
            text.scalars.contains(where: { $0 == "?" || $0 == "？" || $0 == "吗" }),
            let advice = roles.skill(for: .outdoorAdvice),
            contains(text.scalars, walkWords), !contains(text.scalars, eventRequestWords)
        {
            return chosen(advice, over: prediction)
        }
        guard roles.plays(prediction.skillID, .weatherForecast), let advice = roles.skill(for: .outdoorAdvice),
            contains(text.scalars, runWords), !contains(text.scalars, eventRequestWords)
        else { return prediction }
        return chosen(advice, over: prediction)
    }

    /// Whether the message asks something of a run or of the weather (适合吗, "ok to run?", "how
    /// cold"), rather than saying when one happens.
    static func asksAdvice(_ text: NormalizedText) -> Bool {
        text.scalars.contains(where: { $0 == "?" || $0 == "？" }) || contains(text.scalars, runAdviceQuestions)
            || asksWeather(text) || contains(text.scalars, adviceWords)
    }

    private static let adviceWords = cues([
        "能", "可以", "行不行", "怎么样", "如何", "会不会", "合适", "太冷", "太热", "ok", "okay", "good", "should", "safe",
        "how", "will it", "too", "yes or no",
    ])

    private static let walkWords = cues([
        "brisk walk", "for a walk", "go walking", "morning walk", "evening walk", "出去走走", "散步", "快走",
    ])

    private static let raceWords = cues([
        "marathon", "half marathon", "race", "5k race", "10k race", "triathlon", "马拉松", "半马", "全马", "比赛",
    ])
    /// What asks for running advice: "good for", "ok to", 适合, 能不能.
    private static let runAdviceQuestions = cues([
        "good for", "ok to", "okay to", "can i", "should i", "advice", "conditions", "适合", "能不能", "能跑", "可以跑", "吗",
    ])

    /// Whether `text` speaks of the weather (天气, "weather", "forecast").
    static func asksWeather(_ text: NormalizedText) -> Bool {
        (contains(text.scalars, weatherWords) || contains(text.scalars, weatherQuestions)) && !stormAsANoun(text)
    }

    /// Whether `text` speaks of a run (跑步, "a run", "running", a 10k).
    static func asksRun(_ text: NormalizedText) -> Bool {
        contains(text.scalars, runWords) || contains(text.scalars, runQuestions)
    }

    private static let runQuestions = cues([
        "good for a run", "ok for running", "run outside", "go for a run", "跑个步", "morning run", "evening run",
        "long run", "do a run", "can i run", "ok to run", "okay to run", "should i run", "safe to run", "good to run",
    ])

    /// `prediction`, or the ledger's list when nothing was predicted and the words ask for the last
    /// entries by count ("pull up my last 10 expenses", "last 5 transactions", 最近十笔).
    static func lastEntriesAsked(
        _ prediction: IntentClassifier.Prediction, text: NormalizedText, roles: RoleTable
    ) -> IntentClassifier.Prediction {
        // (最近8笔洗护收入 taken for a sum: the last entries are listed.)
        // ("last 8 transactions, need the hotel one" taken for an undo: nothing says to take one back.)
        let undoneUnsaid = roles.plays(prediction.skillID, .entryUndo) && !contains(text.scalars, takeBackWords)
        guard prediction.skillID == nil || roles.plays(prediction.skillID, .entrySummary) || undoneUnsaid,
            let entries = roles.skill(for: .entryList),
            contains(text.scalars, recentWords), contains(text.scalars, countedEntries),
            text.scalars.contains(where: NumberReader.canStart)
        else { return prediction }
        return chosen(entries, over: prediction)
    }

    private static let recentWords = cues(["last", "latest", "recent", "most recent", "最近", "最新"])
    private static let takeBackWords = cues([
        "undo", "delete", "remove", "take back", "take off", "cancel", "scratch", "drop", "撤销", "删", "撤回", "去掉", "取消",
    ])
    private static let countedEntries = cues([
        "expenses", "transactions", "purchases", "entries", "charges", "records", "payments", "笔", "条记录", "条账",
    ])

    /// Whether every word of running in `text` is inside the name of something bought for it
    /// (跑步机, "running shoes"): "618 买跑步机" plans a purchase, it asks nothing about a run.
    static func runOnlyInGoods(_ text: NormalizedText) -> Bool {
        guard contains(text.scalars, runningGoodsCues) else { return false }  // the common case, cheaply
        var said = String(String.UnicodeScalarView(text.scalars))
        let before = said
        for goods in runningGoods { said = said.replacingOccurrences(of: goods, with: " ") }
        return said != before && !contains(Array(said.unicodeScalars), runWords) && !said.contains("run")
            && !said.contains("跑")
    }

    /// Whether "storm" in `text` only names the work a storm left ("storm follow-up wed 2pm", "storm
    /// week gas so far this month", 台风 claims) and nothing else asks about the weather.
    static func stormAsANoun(_ text: NormalizedText) -> Bool {
        guard contains(text.scalars, stormCompounds) else { return false }  // the common case, cheaply
        var said = String(String.UnicodeScalarView(text.scalars))
        for compound in stormCompoundList { said = said.replacingOccurrences(of: compound, with: " ") }
        let rest = Array(said.unicodeScalars)
        return !contains(rest, weatherWords) && !contains(rest, weatherQuestions) && !said.contains("?")
            && !said.contains("weather") && !said.contains("forecast")
    }

    private static let stormCompoundList = [
        "storm follow-ups", "storm follow-up", "storm follow up", "storm followups", "storm followup", "storm week",
        "storm damage", "storm claims", "storm claim", "storm cleanup", "storm clean-up", "storm clean up",
        "storm prep", "storm door", "storm doors", "storm drain", "storm window", "storm windows", "storm season",
        "storm inspections", "storm inspection", "storm jobs", "storm job", "storm repairs", "storm repair",
    ]
    private static let stormCompounds = cues(stormCompoundList)

    private static let runningGoods = [
        "跑步机", "跑步鞋", "跑鞋", "跑步服", "跑步手表", "treadmill", "running shoes", "running shorts", "running watch",
        "running belt", "running jacket", "running tights", "running gear", "跑步装备", "跑步用品",
    ]

    private static let runningGoodsCues = cues(runningGoods)

    private static let runWords = cues([
        "跑步", "夜跑", "晨跑", "慢跑", "马拉松", "半马", "全马", "5k", "10k", "half marathon", "marathon", "a run", "running",
        "jog", "jogging", "turkey trot", "fun run", "trail run", "parkrun",
    ])

    /// Questions about rain, snow or storms: "any storms saturday in Newark", 周六会下雨吗.
    private static let weatherQuestions = cues([
        "storm", "storms", "stormy", "thunderstorm", "thunderstorms", "snowing", "raining", "gonna rain",
        "going to rain", "will it rain", "will it snow", "any rain", "any snow", "chance of rain", "need an umbrella",
        "下雨吗", "下雪吗", "会下雨", "会下雪", "会不会下雨", "下不下雨", "要带伞", "带伞吗", "刮不刮风", "下不下雪", "有没有雨",
        // 北京冷不冷, "how cold is it in Albany".
        "冷不冷", "热不热", "冷吗", "热吗", "多少度", "几度", "刮风吗", "有雨吗", "how cold", "how hot", "how warm",
        "is it cold", "is it hot", "will it be cold", "will it be hot",
        // "cold in savannah tonight?", "hot in phoenix tomorrow?": how it will feel there, asked.
        "cold in", "hot in", "warm in", "chilly in", "freezing in", "humid in",
        // "windy in madison today?", "is it going to be windy tomorrow": wind asked of a day.
        "windy", "be windy", "gusty", "how windy", "is it windy", "大风吗", "风大吗", "风大不大",
        // Frost before spraying or planting: "frost risk in lancaster", "is it gonna freeze", 会不会打霜.
        // (Not "freeze" alone: a code freeze, a hiring freeze.)
        "frost", "frost risk", "gonna freeze", "going to freeze", "will it freeze", "freeze warning", "freeze tonight",
        "a freeze", "freezing", "hard freeze", "打霜", "霜冻", "结霜", "会不会冻", "降温",
    ])
    private static let weatherWords = cues([
        "天气", "气温", "天气预报", "weather", "forecast", "temperature", "temperatures",
    ])
    /// Verbs that change or call off an event.
    private static let changeVerbs = cues([
        "move", "change", "push", "reschedule", "cancel", "shift", "bump", "改", "挪", "推", "取消", "删", "换",
    ])
    /// Words that ask for an event or a reminder, whatever the weather.
    private static let eventRequestWords = cues([
        "提醒", "日程", "日历", "安排", "记一下", "记得", "别忘", "remind", "reminder", "calendar", "schedule", "add", "put",
        "set", "book", "check the weather", "看天气", "查天气",
    ])

    /// `prediction`, or a look-up of the ledger when the classifier chose no skill or an event for
    /// a sentence whose times are all periods already over and that names a kind of spending or
    /// earning: "shopping in Q4 of last year", "income the month before last", "上上个月的医疗" — or
    /// periods of a week or more that hold today, when a category is named by its own name ("food
    /// this month").
    /// Nobody plans an event in a period that is over; an amount (an entry) or a calendar word keeps
    /// the prediction.
    static func pastSpending(
        _ prediction: IntentClassifier.Prediction, text: NormalizedText, entities: [NLUEntity], today: LocalMoment,
        categories: CategoryLexicon, roles: RoleTable
    ) -> IntentClassifier.Prediction {
        guard prediction.skillID == nil || roles.plays(prediction.skillID, .eventCreate) else { return prediction }
        let day = CivilCalendar.dayNumber(year: today.year, month: today.month, day: today.day)
        let tomorrow = CivilCalendar.moment(day: day + 1, seconds: 0)
        var periods = 0
        let scalars = text.scalars
        // "food this month and transport this month": a kind of spending named by its own name
        // over a period that holds today (a week or longer) is a look-up too.
        let named = contains(scalars, categoryNames)
        for entity in entities {
            switch entity {
            case .money: return prediction
            case .time(let time):
                // Over: it began before today and ends by the end of today ("the past 30 days").
                guard let end = time.end else { return prediction }
                let over = time.start.dateString < today.dateString && end <= tomorrow
                let holdsToday =
                    named && time.start.dateString <= today.dateString && end >= tomorrow
                    && CivilCalendar.dayNumber(year: end.year, month: end.month, day: end.day)
                        - CivilCalendar.dayNumber(year: time.start.year, month: time.start.month, day: time.start.day)
                        >= 7
                guard over || holdsToday else { return prediction }
                periods += 1
            default: continue
            }
        }
        guard periods > 0, categories.category(in: text) != nil, !contains(scalars, calendarWords),
            !contains(scalars, alarmCues)
        else { return prediction }
        guard let skill = roles.skill(for: ledgerTarget(scalars) ?? .entrySummary) else { return prediction }
        return chosen(skill, over: prediction)
    }

    /// The ledger's categories said by their own names.
    private static let categoryNames = cues([
        "food", "groceries", "transport", "transportation", "shopping", "entertainment", "health", "healthcare",
        "education", "housing", "餐饮", "吃饭", "交通", "购物", "娱乐", "医疗", "教育", "住房", "居住",
    ])

    /// Cue words, with a 1,024-bit filter of their first scalars (value modulo 1,024), so most
    /// positions of a text cost one bit test. The words sit in one flat buffer, grouped by first
    /// scalar, so a hit compares only the words that start with it and retains nothing.
    struct Cues: Sendable {
        /// Every word's scalars, one after another, grouped by first scalar.
        private let flat: [Unicode.Scalar]
        /// Each word's place in `flat`, in the same order.
        private let bounds: [Range<Int>]
        /// Each distinct first scalar with the range of `bounds` of the words it starts.
        private let groups: [(first: Unicode.Scalar, words: Range<Int>)]
        /// The words that start with each ASCII scalar (an empty range for none): no search per
        /// scalar of English text.
        private let asciiGroups: [Range<Int>]
        private let firsts: [UInt64]
        /// A 4,096-bit filter of every word's first two scalars, and a 1,024-bit one of the first
        /// scalars of one-scalar words: a position whose pair starts no word is passed over without
        /// comparing any.
        private let pairs: [UInt64]
        private let singles: [UInt64]
        /// Each word's tags (a bit for every list it came from), in the order of `bounds`.
        private let tags: [UInt32]

        init(_ words: [String]) {
            self.init(tagged: words.map { ($0, 1) })
        }

        /// Words from several lists, each tagged with its list's bit, so one scan of a text finds
        /// which lists occur in it (``RequestShape/tags(_:_:)``).
        init(tagged words: [(word: String, tag: UInt32)]) {
            var merged: [[Unicode.Scalar]: UInt32] = [:]
            for (word, tag) in words {
                let scalars = NormalizedText(word).scalars
                if !scalars.isEmpty { merged[scalars, default: 0] |= tag }
            }
            let sorted = merged.sorted { left, right in
                if left.key[0] != right.key[0] { return left.key[0].value < right.key[0].value }
                if left.key.count != right.key.count { return left.key.count > right.key.count }
                return left.key.lexicographicallyPrecedes(right.key) { $0.value < $1.value }
            }
            var flat: [Unicode.Scalar] = []
            var bounds: [Range<Int>] = []
            var groups: [(first: Unicode.Scalar, words: Range<Int>)] = []
            var firsts = [UInt64](repeating: 0, count: 16)
            var pairs = [UInt64](repeating: 0, count: 64)
            var singles = [UInt64](repeating: 0, count: 16)
            var tags: [UInt32] = []
            for (word, tag) in sorted {
                if groups.last?.first != word[0] { groups.append((word[0], bounds.count..<bounds.count)) }
                bounds.append(flat.count..<flat.count + word.count)
                flat += word
                tags.append(tag)
                groups[groups.count - 1].words = groups[groups.count - 1].words.lowerBound..<bounds.count
                firsts[Int(word[0].value & 1023) / 64] |= 1 << UInt64(word[0].value & 63)
                if word.count == 1 {
                    singles[Int(word[0].value & 1023) / 64] |= 1 << UInt64(word[0].value & 63)
                } else {
                    let pair = Self.pairBit(word[0], word[1])
                    pairs[pair / 64] |= 1 << UInt64(pair % 64)
                }
            }
            self.pairs = pairs
            self.singles = singles
            self.flat = flat
            self.bounds = bounds
            self.groups = groups
            var asciiGroups = [Range<Int>](repeating: 0..<0, count: 128)
            for group in groups where group.first.value < 128 { asciiGroups[Int(group.first.value)] = group.words }
            self.asciiGroups = asciiGroups
            self.firsts = firsts
            self.tags = tags
        }

        @inline(__always)
        func mayStart(_ scalar: Unicode.Scalar) -> Bool {
            firsts[Int(scalar.value & 1023) / 64] & (1 << UInt64(scalar.value & 63)) != 0
        }

        /// The lengths of the words that occur in `scalars` at `start`, longest first.
        func matches(in scalars: [Unicode.Scalar], at start: Int, _ body: (Int) -> Bool) -> Bool {
            matches(in: scalars, at: start) { count, _ in body(count) }
        }

        @inline(__always)
        private static func pairBit(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Int {
            Int((first.value &* 31 &+ second.value &* 0x9E37) & 4095)
        }

        /// Whether some word may start at `start`, by the filters alone (no false "no").
        @inline(__always)
        private func mayStart(in scalars: [Unicode.Scalar], at start: Int) -> Bool {
            let first = scalars[start]
            if singles[Int(first.value & 1023) / 64] & (1 << UInt64(first.value & 63)) != 0 { return true }
            guard start + 1 < scalars.count else { return false }
            let pair = Self.pairBit(first, scalars[start + 1])
            return pairs[pair / 64] & (1 << UInt64(pair % 64)) != 0
        }

        /// The lengths and tags of the words that occur in `scalars` at `start`, longest first.
        func matches(in scalars: [Unicode.Scalar], at start: Int, _ body: (Int, UInt32) -> Bool) -> Bool {
            guard mayStart(in: scalars, at: start) else { return false }
            let first = scalars[start]
            let words: Range<Int>
            if first.value < 128 {
                words = asciiGroups[Int(first.value)]
            } else if let group = groups.first(where: { $0.first == first }) {
                words = group.words
            } else {
                return false
            }
            return flat.withUnsafeBufferPointer { flat in
                for index in words {
                    let word = bounds[index]
                    let end = start + word.count
                    guard end <= scalars.count else { continue }
                    var same = true
                    var position = start + 1
                    for offset in word.lowerBound + 1..<word.upperBound {
                        if flat[offset] != scalars[position] {
                            same = false
                            break
                        }
                        position += 1
                    }
                    if same, body(word.count, tags[index]) { return true }
                }
                return false
            }
        }
    }

    private static func cues(_ words: [String]) -> Cues { Cues(words) }

    /// A question about what is planned.
    private static let calendarQuestionCues = cues([
        "忙吗", "忙不忙", "有空吗", "有没有空", "空不空", "有什么安排", "有哪些安排", "有什么事", "有哪些事", "有几个会",
        // 明儿上什么班: which shift a day holds.
        "上什么班", "什么班", "啥班", "上啥班", "which shift", "what shift",
        "有几场", "有几次", "有几节", "几场会", "几场训练", "how many meetings", "how many shoots", "how many mtgs",
        "的日程", "的安排", "日程表", "行程表", "哪些日程", "什么日程", "哪些会", "am i busy", "am i free", "how busy", "how packed",
        "what's on",
        "what is on", "what do i have", "anything on", "my calendar for", "my schedule for", "what's planned",
        // "what's coming up in the next 5 days", "walk me through next week's calendar".
        "coming up", "what's left", "anything left", "walk me through", "any meetings", "what have i got",
        "what's happening", "what's going on", "what does my", "look like", "有啥安排", "什么活动", "哪些活动",
        "how's my week", "how's my weekend", "how does my week", "looking like",
        // "next 5 days schedule", "this week's schedule": the schedule as a noun.
        "days schedule", "day schedule", "week schedule", "week's schedule", "weekend schedule", "month's schedule",
        "schedule for the", "days agenda", "week's agenda",
        // "busy this weekend?", "how is next week shaping up", 下周出差怎么排的.
        "busy this", "busy next", "busy on", "shaping up", "怎么排", "咋排", "排得怎么样", "还有啥活", "有啥活",
        // "interviews left by next fri": what is left before a deadline.
        "left by", "left before", "left until", "left till",
        // "late september looking busy?", "what time's the open house tmrw".
        "looking busy", "look busy", "what time's", "what time is", "what time does",
        // "itinerary for early october", "clinic schedule the next 5 days", "schedule till the end of the month".
        "itinerary for", "schedule the next", "schedule till", "schedule through", "any games", "any matches", "的行程",
        // "site schedule by the end of the year": a schedule named as a thing, up to a deadline.
        "schedule by", "schedule before", "schedule until", "work schedule", "site schedule", "shift schedule",
        "class schedule", "crew schedule", "team schedule",
        "行程安排", "的日程安排", "那天日程", "当天日程", "看看日程", "看下日程", "查下日程", "查一下日程",
        // "how many cars booked tmrw", 明天店里约了几台车.
        "how many", "约了几", "订了几", "约了多少", "有几台", "几台车", "几位客", "几单", "几件活",
        // "who's checking in next week", 未来五天都有谁入住: who is booked in a period.
        "who's checking", "who is checking", "who's coming", "who is coming", "who's booked", "who's staying",
        "有谁", "都有谁", "谁入住", "谁来住", "的入住", "几点训练", "几点上课", "几点集合",
        // 端午前还要开几次庭, 双十一前团购几次: how many times before a day.
        "几次", "几回", "几台手术", "几场手术",
        // 下周有几家要调琴: how many households, shows or jobs a period holds.
        "有几家", "几家要", "有几场", "有几个活", "几件",
    ])
    /// Over a period of days (a deadline, a window, a quarter), words that ask what it holds:
    /// "anything before June 10?", "meetings within the next 3 days", 明年第一季度的会议,
    /// 3月下旬都排了些啥. Nobody makes an all-day event called "Meetings".
    private static let periodLookUpCues = cues([
        "anything", "everything", "show me", "meetings", "events", "appointments", "big things", "plans", "how many",
        "schedule until", "sessions", "appts", "mtgs", "shifts", "clients", "booked", "walks", "deadlines", "due dates",
        "排了", "排了些啥", "有哪些", "满不满", "排得满", "排满",
        "都排", "的会议", "有啥", "啥事", "交啥", "干啥", "做啥", "忙啥",
        // A worker's shifts: 这周还剩哪些班, "my shifts the next 3 days".
        "哪些班", "my shifts", "shift schedule", "work schedule", "roster", "rota", "rotation",

    ])
    /// `prediction`, or a look-up of the calendar for "what's on now", "anything on right now?",
    /// 现在有什么安排: "now" in a question of what is on changes nothing ("is now at 7" does).
    static func onNowAsked(_ prediction: IntentClassifier.Prediction, text: NormalizedText, roles: RoleTable)
        -> IntentClassifier.Prediction
    {
        guard let list = roles.skill(for: .eventList), prediction.skillID != list,
            contains(text.scalars, onNowQuestions), contains(text.scalars, nowWords), !EventChangeCues.said(in: text)
        else { return prediction }
        return chosen(list, over: prediction)
    }

    private static let onNowQuestions = cues([
        "what's on", "what is on", "whats on", "anything on", "what do i have", "现在有什么", "现在有啥", "现在在干嘛",
    ])
    private static let nowWords = cues(["now", "现在"])

    /// 这周末的演出, 年底前的音乐会, 下个月的会议: a period, 的, and a short name of things, nothing
    /// else — what that period holds of them is asked.
    private static func periodsThingsAlone(_ s: [Unicode.Scalar]) -> Bool {
        guard let de = s.lastIndex(of: "的"), de > 0 else { return false }
        let things = s[(de + 1)...]
        guard (1...4).contains(things.count), things.allSatisfy(TextResidue.isHan),
            !contains(Array(things), spendingLists), !contains(Array(things), categoryNames),
            !speaksOfMoney(NormalizedText(String(String.UnicodeScalarView(s))))
        else { return false }  // 今年12月的购物清单 asks the ledger
        return s[..<de].allSatisfy { periodScalars.contains($0) || NumberReader.asciiDigit($0) != nil }
    }

    private static let spendingLists = cues(["清单", "账", "支出", "开销", "花销", "消费", "费", "购物"])
    private static let periodScalars = Set(
        "这那上下本今明后前年月周末日号天星期礼拜个季度初中旬底一二三四五六七八九十两元旦春节国庆中秋端午清明除夕之以内到至和未来接近".unicodeScalars)

    /// A trade's bookings over a period: 下周的单子, 五一前的装货预约, 15号之前的报税客户, "which weekends in
    /// may are still open".
    private static let bookingLookUps = cues([
        "的单子", "的预约", "的客户", "还有几个", "still open", "still free", "which weekends", "which days",
    ])
    /// Words that make a sentence a look-up of the calendar (a question, or show / list / check);
    /// without one, a sentence the classifier took for a look-up names an event.
    private static let lookUpCues = cues([
        "吗", "什么", "啥", "哪些", "哪天", "几个", "几天", "几号", "几点", "几月", "几场", "几次", "几节", "多久", "有没有", "还有", "安排", "日程", "行程",
        // (有空, 空吗: free time asked; 星空派对 names a party.)
        "忙", "有空", "没空", "空吗", "空不", "空闲", "有事",
        "有会", "的会", "看", "查",
        "列", "显示", "大事", "?", "？", "am i", "show", "list", "check", "any", "anything", "what", "what's", "which",
        "how", "when", "do i", "my calendar", "my schedule", "schedule", "agenda", "planned", "plans", "meetings",
        "events", "busy", "am i free", "are we free", "i'm free", "im free", "we're free", "left", "big things",
        "my shifts",
    ])
    /// An alarm is not a look-up of the ledger ("明早六点叫我起床", "wake me up at 6"); a greeting
    /// is no event ("晚上好", "good evening"). A wake-up call at a time is an event, as the corpus
    /// writers of rounds 1, 12 and 22–24 all read it (半小时以后叫我开会, "wake me 4am to leave").
    private static let alarmCues = cues([
        "叫我", "叫醒", "闹钟", "wake me", "alarm", "早上好", "上午好", "中午好", "下午好", "晚上好", "晚安", "good morning",
        "good afternoon", "good evening", "good night",
    ])
    private static let greetings = cues([
        "早上好", "上午好", "中午好", "下午好", "晚上好", "晚安", "good morning", "good afternoon", "good evening",
        "good night",
    ])
    /// Asking to be woken or called at a time: 二十分钟后叫我出门跑步, "wake me for a run in 20 min".
    private static let wakeCues = cues(["叫我", "叫醒我", "wake me"])
    /// Whether `text` speaks of money at all: a ledger word, a total, a list of entries, a
    /// spending noun or a money word. A ledger look-up without one ("这个月最后一个周四聚餐") is
    /// something else.
    static func speaksOfMoney(_ text: NormalizedText) -> Bool {
        let scalars = text.scalars
        return contains(scalars, ledgerCues) || contains(scalars, totalCues) || contains(scalars, entryWords)
            || contains(scalars, spendingCues) || contains(scalars, moneyWords)
    }

    /// The words of ``entryListCues`` that are the ledger's own ("show me everything" is not).
    private static let entryWords = cues([
        "列", "明细", "账单", "流水", "记录", "哪些", "每一笔", "每笔", "的账", "账目", "list", "transactions", "transaction",
        "entries", "records", "itemized", "what did i buy", "purchases", "purchase",
    ])

    private static let moneyWords = cues([
        "花", "钱", "账", "元", "块", "收入", "收支", "工资", "预算", "买", "付", "$", "¥", "€", "£", "spend", "money", "cost",
        "itemize",
        "expense", "income", "paid", "pay", "budget", "bought", "buy", "dollars", "bucks",
        // "deposits this month", 这个月收了多少定金: deposits taken are money.
        "deposit", "deposits", "定金", "押金",
    ])

    /// Words for what a calendar holds.
    private static let calendarWords = cues([
        "安排", "日程", "行程", "会议", "calendar", "schedule", "meetings", "appointments", "events", "agenda",
    ])
    /// Money over a period: a list of entries unless a total is asked for.
    private static let ledgerCues = cues([
        "账单", "的账", "账目", "流水", "花了多少", "花费", "支出", "开销", "消费", "打车费", "餐费", "收入",
        "expenses", "spending", "spent", "costs", "transactions", "how much did i", "total for", "totals", "income",
        "reimbursements", "sales", "money",
        "takings",
        "earnings",
    ])
    private static let totalCues = cues([
        "多少", "总共", "一共", "合计", "汇总", "统计", "total", "how much", "sum", "altogether", "year to date",
        "month to date", "ytd", "mtd",
    ])

    /// The length of the longest of `cues` at `start` (an English cue as whole words), or `nil`.
    static func cueLength(_ scalars: [Unicode.Scalar], at start: Int, _ cues: Cues) -> Int? {
        guard start < scalars.count, cues.mayStart(scalars[start]) else { return nil }
        var length: Int?
        _ = cues.matches(in: scalars, at: start) { count in
            guard !runsOn(scalars, start: start, count: count) else { return false }
            length = count
            return true
        }
        return length
    }

    /// The tags of every one of `cues` that `scalars` hold (an English cue as whole words), in
    /// one scan: which of the lists the cues were built from occur.
    static func tags(_ scalars: [Unicode.Scalar], _ cues: Cues) -> UInt32 {
        var found: UInt32 = 0
        for start in scalars.indices where cues.mayStart(scalars[start]) {
            if startsInsideAWord(scalars, start) { continue }
            _ = cues.matches(in: scalars, at: start) { count, tag in
                if !runsOn(scalars, start: start, count: count) { found |= tag }
                return false
            }
        }
        return found
    }

    /// Whether `scalars` hold one of `cues` (an English cue as whole words).
    static func contains(_ scalars: [Unicode.Scalar], _ cues: Cues) -> Bool {
        for start in scalars.indices where cues.mayStart(scalars[start]) {
            // An English cue is whole words.
            if startsInsideAWord(scalars, start) { continue }
            let found = cues.matches(in: scalars, at: start) { count in !runsOn(scalars, start: start, count: count) }
            if found { return true }
        }
        return false
    }

    /// Whether a cue at `start` would begin inside an English word ("art" in "party"). A cue that
    /// begins with a sign ("->", "'s off") may follow anything.
    private static func startsInsideAWord(_ scalars: [Unicode.Scalar], _ start: Int) -> Bool {
        start > 0 && isWordScalar(scalars[start]) && isWordScalar(scalars[start - 1])
    }

    /// Whether a cue of `count` scalars at `start` would end inside an English word ("push" in
    /// "pushy"). A cue that ends with a sign ("location:") may be followed by anything.
    private static func runsOn(_ scalars: [Unicode.Scalar], start: Int, count: Int) -> Bool {
        let end = start + count
        return end < scalars.count && isWordScalar(scalars[end - 1]) && isWordScalar(scalars[end])
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value >= 0x61 && scalar.value <= 0x7A) || (scalar.value >= 0x30 && scalar.value <= 0x39)
    }
}

import AgentSkill
import SkillJSON

/// The dialogue state of one conversation, as a plain value: the request waiting for a missing
/// argument, and the last request run (for follow-ups). ``NLURouter`` keeps one per conversation
/// and feeds it every analysed utterance; ``respond(to:skills:filler:)`` returns the decision.
///
/// Rules:
/// 1. **Answering a question.** While a request waits for an argument, a reply that gives it —
///    an entity of the right kind, or a bare value ("北京", "35", a title) — fills it, and the
///    request runs (or asks for the next missing argument). A reply that does not is asked
///    again, at most ``maximumReasks`` times; then the request is dropped with a clear answer.
///    A reply the classifier confidently reads as another skill drops the waiting request and
///    is handled as new.
/// 2. **Follow-ups.** After a request ran, an utterance shaped like a follow-up ("那后天呢？",
///    "明天呢", "and on Friday?", "what about Shanghai?", or a bare time or place the
///    classifier does not claim) re-runs the same skill with the changed time or place slots.
/// 3. **New requests.** The classifier's skill, with its slots filled from the utterance; a
///    missing required time or place slot is taken from the last request when that had the same
///    argument ("上海天气" then "明天适合跑步吗"), and so is the day when the request names
///    neither place nor day and goes on about the same place in another skill ("北京明天天气怎么样"
///    then "适合跑步吗": Beijing, tomorrow); anything still missing is asked for.
struct Dialogue: Sendable {
    /// A request waiting for one argument.
    struct Pending: Sendable, Hashable {
        var skillID: String
        var arguments: [String: JSONValue]
        var missing: String
        var kind: SlotKind
        var question: String
        var reasks: Int
        var chinese: Bool
        /// Further requests of the same skill waiting for the same answer ("后天大后天都有雨吗" asks
        /// the city once for both days): their arguments, in order.
        var others: [[String: JSONValue]] = []
    }

    /// How many times an unanswered question is asked again before the request is dropped.
    static let maximumReasks = 2

    private(set) var pending: Pending?
    private(set) var last: Invocation?

    /// The skill of the question waiting for an answer, else of the last request: the one a
    /// message with no skill of its own goes on with.
    var skillInPlay: String? {
        // (Read through the optionals: binding `pending` would copy its arguments.)
        pending?.skillID ?? last?.skillID
    }

    /// Forgets everything.
    mutating func reset() {
        pending = nil
        last = nil
    }

    /// The decision for `analysis`, updating the state.
    mutating func respond(to analysis: NLUAnalysis, skills: [String: SkillSlots], filler: SlotFiller)
        -> RouteDecision
    {
        if let waiting = pending, let skill = skills[waiting.skillID] {
            if let decision = answer(waiting, skill: skill, analysis: analysis, skills: skills, filler: filler) {
                return decision
            }
        } else {
            pending = nil
        }
        if let decision = followUp(analysis, skills: skills, filler: filler) { return decision }
        guard let skillID = analysis.prediction.skillID, let skill = skills[skillID] else { return .noMatch }
        var arguments = filler.arguments(for: skill, from: analysis)
        if let last, case .object(let previous) = last.arguments {
            let carriesTheDay = Self.carriesTheDay(from: last.skillID, previous, to: skill, said: arguments)
            for (name, kind) in skill.schema.slots where kind.followsUp && arguments[name] == nil {
                guard let value = previous[name] else { continue }
                if skill.schema.required.contains(name) || (kind == .day && carriesTheDay) { arguments[name] = value }
            }
        }
        if skill.datesDefaultToToday {
            for (name, kind) in skill.schema.slots where kind == .day && arguments[name] == nil {
                arguments[name] = .string(LocalMoment(analysis.context.now, in: analysis.context.timeZone).dateString)
            }
        }
        return proceed(skill, arguments: arguments, chinese: DialogueWording.isChinese(analysis.text))
    }

    /// Whether a new request of `skill` that names neither a place nor a day goes on with the last
    /// request's day as well as its place: "北京明天天气怎么样" then "适合跑步吗" asks about Beijing
    /// *tomorrow*. Only for another skill about the same place (a place slot of the same name), so
    /// "午饭花了35元" after a weather question is still today's expense, and "上海天气" after
    /// "北京明天天气" is a new question about today.
    private static func carriesTheDay(
        from lastSkill: String, _ previous: [String: JSONValue], to skill: SkillSlots, said: [String: JSONValue]
    ) -> Bool {
        guard lastSkill != skill.id else { return false }
        var sharesAPlace = false
        for (name, kind) in skill.schema.slots {
            if (kind == .place || kind == .day) && said[name] != nil { return false }
            if kind == .place && previous[name] != nil { sharesAPlace = true }
        }
        return sharesAPlace
    }

    /// Asks once for what several requests of one skill all lack (the city of "后天大后天都有雨吗"),
    /// then runs them all; `nil` when they lack different things or nothing.
    mutating func askOnce(for calls: [[String: JSONValue]], of skill: SkillSlots, chinese: Bool) -> RouteDecision? {
        guard let first = calls.first, calls.count >= 2, let (name, kind) = skill.missing(in: first),
            calls.allSatisfy({ skill.missing(in: $0)?.name == name })
        else { return nil }
        let question = DialogueWording.question(for: kind, name: name, chinese: chinese)
        pending = Pending(
            skillID: skill.id, arguments: first, missing: name, kind: kind, question: question, reasks: 0,
            chinese: chinese, others: Array(calls.dropFirst()))
        return .ask(question: question, pending: Invocation(skill.id, arguments: .object(first)))
    }

    /// Runs the request, or asks for its first missing argument.
    private mutating func proceed(_ skill: SkillSlots, arguments: [String: JSONValue], chinese: Bool)
        -> RouteDecision
    {
        guard let (name, kind) = skill.missing(in: arguments) else {
            let invocation = Invocation(skill.id, arguments: .object(arguments))
            pending = nil
            last = invocation
            return .invoke(invocation)
        }
        let question = DialogueWording.question(for: kind, name: name, chinese: chinese)
        pending = Pending(
            skillID: skill.id, arguments: arguments, missing: name, kind: kind, question: question, reasks: 0,
            chinese: chinese)
        return .ask(question: question, pending: Invocation(skill.id, arguments: .object(arguments)))
    }

    /// The reply to a question: fills it, asks again, gives up, or (`nil`) leaves it for a new request.
    private mutating func answer(
        _ waiting: Pending, skill: SkillSlots, analysis: NLUAnalysis, skills: [String: SkillSlots], filler: SlotFiller
    ) -> RouteDecision? {
        let predicted = analysis.prediction.skillID
        let other = predicted != nil && predicted != waiting.skillID
        var value = filler.value(waiting.kind, skill: skill, analysis: analysis)
        // A reply that is nothing but a number answers "how much?", whatever the classifier makes of it.
        let onlyANumber = waiting.kind == .amount && Self.isOnlyANumber(analysis.text.scalars)
        if value == nil, !other || onlyANumber {
            value = filler.bareValue(waiting.kind, skill: skill, analysis: analysis)
        }
        if other && !onlyANumber && (value == nil || waiting.kind == .title || waiting.kind == .text) {
            pending = nil  // a new request: drop the waiting one
            return nil
        }
        guard let value else {
            guard waiting.reasks < Self.maximumReasks else {
                pending = nil
                return .reply(DialogueWording.giveUp(chinese: waiting.chinese))
            }
            var again = waiting
            again.reasks += 1
            pending = again
            return .ask(
                question: DialogueWording.reask(waiting.question, chinese: waiting.chinese),
                pending: Invocation(waiting.skillID, arguments: .object(waiting.arguments)))
        }
        var arguments = waiting.arguments
        arguments[waiting.missing] = value
        // The reply may say more than was asked ("明天北京" for the city): keep what it adds.
        for (name, slotValue) in filler.arguments(for: skill, from: analysis)
        where arguments[name] == nil && skill.schema.kind(of: name)?.entityKind.isEmpty == false {
            arguments[name] = slotValue
        }
        if !waiting.others.isEmpty, skill.missing(in: arguments) == nil {
            // The same answer completes every waiting request.
            let calls =
                [arguments]
                + waiting.others.map { others in
                    var filled = others
                    filled[waiting.missing] = value
                    return filled
                }
            guard calls.allSatisfy({ skill.missing(in: $0) == nil }) else {
                return proceed(skill, arguments: arguments, chinese: waiting.chinese)
            }
            pending = nil
            let invocations = calls.map { Invocation(skill.id, arguments: .object($0)) }
            last = invocations.last
            return .plan(invocations)
        }
        return proceed(skill, arguments: arguments, chinese: waiting.chinese)
    }

    /// Digits with at most one decimal point, and nothing else ("42", "12.5").
    static func isOnlyANumber(_ scalars: [Unicode.Scalar]) -> Bool {
        var digits = 0
        var points = 0
        for scalar in scalars {
            switch scalar {
            case "0"..."9": digits += 1
            case ".": points += 1
            default: return false
            }
        }
        return digits > 0 && points <= 1
    }

    /// A follow-up to the last request, re-run with the changed time or place.
    private mutating func followUp(_ analysis: NLUAnalysis, skills: [String: SkillSlots], filler: SlotFiller)
        -> RouteDecision?
    {
        guard let last, let skill = skills[last.skillID], case .object(var arguments) = last.arguments else {
            return nil
        }
        let predicted = analysis.prediction.skillID
        let marked = FollowUpShape.isMarked(analysis.text)
        let claimedElsewhere =
            predicted != nil && predicted != last.skillID
            && analysis.prediction.confidence >= FollowUpShape.overrulingConfidence
        let isFollowUp =
            (marked && !claimedElsewhere) || (predicted == nil && FollowUpShape.isMostlyEntities(analysis))
        guard isFollowUp else { return nil }
        var changed = false
        for (name, slotValue) in filler.arguments(for: skill, from: analysis)
        where skill.schema.kind(of: name)?.followsUp == true {
            arguments[name] = slotValue
            changed = true
        }
        guard changed else { return nil }
        let invocation = Invocation(skill.id, arguments: .object(arguments))
        self.last = invocation
        return .invoke(invocation)
    }
}

/// Whether an utterance reads as a follow-up: "那后天呢？", "明天呢", "and on Friday?",
/// "what about Shanghai?", or little besides its entities ("后天？").
enum FollowUpShape {
    /// A marked follow-up still counts unless the classifier is at least this sure of another skill.
    static let overrulingConfidence = 0.85

    private static let chinesePrefixes = ["那么", "那", "还有", "换成", "改成", "换到", "如果是"]
    private static let englishPrefixes = ["and ", "what about", "how about", "what if", "same for", "and for"]

    /// Ends in 呢, or starts with 那 / and / what about / how about….
    static func isMarked(_ text: NormalizedText) -> Bool {
        let scalars = text.scalars
        var end = scalars.count
        while end > 0, TextResidue.isSeparator(scalars[end - 1]) { end -= 1 }
        if end > 0, scalars[end - 1] == "呢" { return true }
        let text = String(String.UnicodeScalarView(scalars[0..<end]))
        return chinesePrefixes.contains(where: text.hasPrefix) || englishPrefixes.contains(where: text.hasPrefix)
    }

    /// Some entities, and at most two other letters or characters.
    static func isMostlyEntities(_ analysis: NLUAnalysis) -> Bool {
        let scalars = analysis.text.scalars
        var end = scalars.count
        while end > 0, TextResidue.isSeparator(scalars[end - 1]) { end -= 1 }
        var other = 0
        for index in 0..<end where !TextResidue.isSeparator(scalars[index]) {
            let origin = analysis.text.origins[index]
            if !analysis.entities.contains(where: { $0.span.range.contains(origin) }) { other += 1 }
        }
        return !analysis.entities.isEmpty && other <= 2
    }
}

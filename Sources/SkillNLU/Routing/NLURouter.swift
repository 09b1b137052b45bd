import AgentSkill
import Foundation
import SkillJSON
import Synchronization

/// Routes with the embedded language understanding: entities, an intent classifier trained on
/// the skills' examples, slot filling, questions for what is missing, and follow-ups.
///
/// Handling one request:
/// 1. normalize the text (``NormalizedText``);
/// 2. run the injected ``EntityRecognizer``s (times, money, places) against the clock and time
///    zone of the request's ``AgentSkill/RoutingContext``;
/// 3. classify with the ``IntentClassifier`` (words plus the entity kinds found); when the skill
///    leans to the past (the ledger: "周五花了50" is last Friday), recognize again with
///    ``NLUContext/Preference/past``;
/// 4. fill the chosen skill's arguments from its parameter schema (see ``SlotKind`` for the
///    rules: `city` ← a place, `date` ← a day, `start`/`end` ← a moment or range, `amount` and
///    `currency` ← money, `category` ← ``CategoryLexicon``, `title` ← the text without time
///    expressions and fillers, `text` ← what follows the keyword);
/// 5. decide with the dialogue state (see `Dialogue`): run it, ask for a missing argument
///    (``RouteDecision/ask(question:pending:)``: "哪个城市？" / "Which city?"), take the answer to
///    the last question, re-run the last skill for a follow-up ("那后天呢？"), or
///    ``RouteDecision/noMatch`` when no skill is likely enough (a later tier may take over).
///
/// The router keeps no conversation: the dialogue state travels in the context
/// (``AgentSkill/Conversation/state``) and comes back updated in ``AgentSkill/Routing/state``, so
/// one router, trained once, serves every conversation. Outside an agent, ``NLUConversation``
/// keeps one conversation's state for you.
///
/// ```swift
/// let registry = try SkillRegistry(StandardSkills.all())
/// let router = NLURouter(registry: registry, recognizers: [TimeRecognizer(), MoneyRecognizer()])
/// let agent = Agent(registry: registry, router: router)
/// await agent.send("午饭花了35元")  // ledger.add {"amount": "35", "currency": "CNY", "category": "food", …}
/// ```
public final class NLURouter: Router {
    /// The classifier settings and lexicons. The clock and time zone are not here: they come with
    /// each request (``AgentSkill/RoutingContext``, or the ``NLUContext`` of the direct calls).
    public struct Configuration: Sendable {
        /// How the classifier trains, and its "no skill" threshold.
        public var classifier: IntentClassifier.Configuration
        /// The moment the skills' examples are read at while training (their entity kinds, not
        /// their dates, matter): Wednesday 2 December 2026 10:00 in Shanghai, when the standard
        /// examples were written, so that training never depends on today's date.
        public var trainingMoment: NLUContext
        /// Category words for `category` arguments.
        public var categories: CategoryLexicon
        /// More skills whose ambiguous days lean to the past ("周五花了50" is last Friday), besides
        /// those whose ``AgentSkill/Skill/dateReading`` says ``AgentSkill/DateReading/leansToPast``.
        public var pastLeaningSkills: Set<String>
        /// More skills whose absent `date` argument means today, besides those whose
        /// ``AgentSkill/Skill/dateReading`` says ``AgentSkill/DateReading/defaultsToToday``.
        public var datesDefaultToToday: Set<String>

        /// Creates a configuration.
        public init(
            classifier: IntentClassifier.Configuration = .init(),
            trainingMoment: NLUContext = Configuration.standardTrainingMoment, categories: CategoryLexicon = .standard,
            pastLeaningSkills: Set<String> = [],
            datesDefaultToToday: Set<String> = []
        ) {
            self.classifier = classifier
            self.trainingMoment = trainingMoment
            self.categories = categories
            self.pastLeaningSkills = pastLeaningSkills
            self.datesDefaultToToday = datesDefaultToToday
        }

        /// 2026-12-02 10:00 in Asia/Shanghai.
        public static let standardTrainingMoment = NLUContext(
            now: Date(timeIntervalSince1970: 1_796_176_800), timeZone: TimeZone(identifier: "Asia/Shanghai") ?? .gmt)
    }

    /// The skills it routes to.
    public let registry: SkillRegistry
    /// The entity recognizers, run in order on every request.
    public let recognizers: [any EntityRecognizer]
    /// The classifier settings and lexicons.
    public let configuration: Configuration

    let filler: SlotFiller
    /// For explicit commands ("echo …", "复读：…") and skills that only have keywords.
    private let keywordRouter: KeywordRouter
    private let trainedModel: Mutex<Trained?>

    /// The trained model, read at one request's moment with its conversation's skill in play:
    /// what every rule of the router consults.
    @dynamicMemberLookup
    struct Model: Sendable {
        let trained: Trained
        /// "Now" and the time zone of the request.
        let context: NLUContext
        /// The skill the conversation goes on with (the open question's, else the last request's).
        let skillInPlay: String?

        subscript<Value>(dynamicMember path: KeyPath<Trained, Value>) -> Value {
            trained[keyPath: path]
        }
    }

    /// The classifier and slots of one registry version.
    final class Trained: Sendable {
        let version: Int
        let classifier: IntentClassifier
        let skills: [String: SkillSlots]
        /// The skill that serves each role the skills declare (``AgentSkill/Skill/roles``): the
        /// routing rules for a kind of request ("这个月花了多少" totals a period) send it to that
        /// skill, and stay silent when no skill declares the role.
        let roles: RoleTable
        /// The skill that records ledger entries, if any: the one that declares
        /// ``AgentSkill/SkillRole/entryRecord``, else the first by id with a `kind` slot.
        ///
        /// This and the other skills found by their arguments below (``eventChanger``,
        /// ``eventRemover``, ``eventCreator``) prefer the declared role, and fall back on the
        /// shape of the arguments for skills that declare none.
        let entryRecorder: String?
        /// The skills that find a stored event to change or remove it.
        let eventFinders: Set<String>
        /// The skills that look up ledger entries over a period (a range and a category).
        let ledgerLookUps: Set<String>
        /// The skills that only create an event or look something up (a title, a place, or a range
        /// without a category, and no amount): strong change words take requests from them.
        let onlyCreateOrLook: Set<String>
        /// The skill that moves a found event, and the one that removes it: the one that declares
        /// ``AgentSkill/SkillRole/eventChange`` (``AgentSkill/SkillRole/eventRemove``), else the
        /// first by id that finds an event with (without) a day and a moment to move it to.
        let eventChanger: String?
        let eventRemover: String?
        /// The skill that makes a new event at a moment: the one that declares
        /// ``AgentSkill/SkillRole/eventCreate``, else the first by id with a title and a start.
        let eventCreator: String?
        /// The keywords of each skill of free text only (echo): such a skill is asked for by name.
        let freeTextKeywords: [String: RequestShape.Cues]

        init(version: Int, classifier: IntentClassifier, skills: [String: SkillSlots]) {
            self.version = version
            self.classifier = classifier
            self.skills = skills
            let roles = RoleTable(skills.values)
            self.roles = roles
            entryRecorder = roles.skill(for: .entryRecord) ?? skills.values.filter(\.recordsEntries).map(\.id).min()
            eventFinders = Set(skills.values.filter(\.findsEvent).map(\.id))
            ledgerLookUps = Set(
                skills.values.filter { skill in
                    let kinds = skill.schema.slots.map(\.kind)
                    return kinds.contains(.rangeFrom) && kinds.contains(.category)
                }.map(\.id))
            onlyCreateOrLook = Set(
                skills.values.filter { skill in
                    let kinds = skill.schema.slots.map(\.kind)
                    let looks =
                        kinds.contains(.title) || kinds.contains(.place)
                        || (kinds.contains(.rangeFrom) && !kinds.contains(.category))
                    return looks && !kinds.contains(.amount) && !skill.findsEvent
                }.map(\.id))
            eventChanger =
                roles.skill(for: .eventChange)
                ?? skills.values.filter { $0.findsEvent && $0.findsAndMoves }.map(\.id).min()
            eventRemover =
                roles.skill(for: .eventRemove)
                ?? skills.values.filter { $0.findsEvent && !$0.findsAndMoves }.map(\.id).min()
            eventCreator =
                roles.skill(for: .eventCreate)
                ?? skills.values.filter { skill in
                    let kinds = skill.schema.slots.map(\.kind)
                    return !skill.findsEvent && kinds.contains(.moment) && kinds.contains(.title)
                }.map(\.id).min()
            var freeTextKeywords: [String: RequestShape.Cues] = [:]
            for skill in skills.values
            where !skill.keywords.isEmpty && !skill.schema.slots.isEmpty
                && skill.schema.slots.allSatisfy({ $0.kind == .text })
            {
                freeTextKeywords[skill.id] = RequestShape.Cues(skill.keywords)
            }
            self.freeTextKeywords = freeTextKeywords
        }
    }

    /// A router over `registry`, trained now on its skills (and again when the registry changes).
    public init(
        registry: SkillRegistry, recognizers: [any EntityRecognizer] = [], configuration: Configuration = .init()
    ) {
        self.registry = registry
        self.recognizers = recognizers
        self.configuration = configuration
        self.filler = SlotFiller(categories: configuration.categories, incomeWords: SlotFiller.standardIncomeWords)
        self.keywordRouter = KeywordRouter(registry: registry)
        self.trainedModel = Mutex(nil)
        _ = currentModel()
    }

    /// A router over a fixed list of skills.
    ///
    /// - Throws: ``AgentError/duplicateSkill(_:)`` when two skills share an id.
    public convenience init(
        skills: [any Skill], recognizers: [any EntityRecognizer] = [], configuration: Configuration = .init()
    ) throws(AgentError) {
        self.init(registry: try SkillRegistry(skills), recognizers: recognizers, configuration: configuration)
    }

    /// Always ``AgentSkill/RouterExecution/inline``: understanding takes microseconds and never waits.
    public var execution: RouterExecution { .inline }

    /// Decides at the context's clock and time zone, with the dialogue state the context carries,
    /// and returns the state updated.
    public func route(_ text: String, context: RoutingContext) async throws -> Routing {
        var state = context.conversation.state
        let decision = decide(text, at: NLUContext(now: context.clock.now(), timeZone: context.timeZone), state: &state)
        return Routing(decision, state: state)
    }

    /// The synchronous core of ``route(_:context:)``: decides `text` at `moment`, reading and
    /// updating the dialogue state in `state`.
    public func decide(_ text: String, at moment: NLUContext, state: inout DialogueState) -> RouteDecision {
        var dialogue = state[Dialogue.self] ?? Dialogue()
        defer { state[Dialogue.self] = dialogue }
        return decide(text, at: moment, dialogue: &dialogue)
    }

    private func decide(_ text: String, at moment: NLUContext, dialogue: inout Dialogue) -> RouteDecision {
        let model = model(at: moment, dialogue: dialogue)
        let text = withoutAfterthought(corrected(text, at: moment), model: model)
        if let explicit = explicitCommand(text, model: model) ?? keywordOnlySkill(text) {
            dialogue.reset()
            return explicit
        }
        let analysis = analyze(text, model: model)
        if dialogue.pending == nil, let calls = plannedCalls(text, analysis: analysis, model: model) {
            dialogue.reset()
            return .plan(calls)
        }
        if dialogue.pending == nil, let event = withoutScene(text, analysis: analysis, model: model) {
            return dialogue.respond(to: event.analysis, skills: model.skills, filler: filler)
        }
        if dialogue.pending == nil, let several = severalIncomplete(analysis, model: model),
            let asked = dialogue.askOnce(
                for: several.calls, of: several.skill, chinese: DialogueWording.isChinese(analysis.text))
        {
            return asked
        }
        return dialogue.respond(to: analysis, skills: model.skills, filler: filler)
    }

    /// The local answer to `text` when the rules or the classifier are sure of it, else `nil`
    /// with the dialogue state untouched — for a hybrid router that asks a language model otherwise.
    ///
    /// Sure means: an explicit command ("复读：…") or a keyword-only skill; an answer to the
    /// question the dialogue is waiting on; or a prediction of a skill with confidence of at
    /// least `threshold` whose decision is not "no skill".
    public func confidentDecision(
        _ text: String, threshold: Double, at moment: NLUContext, state: inout DialogueState
    ) -> RouteDecision? {
        let dialogue = state[Dialogue.self] ?? Dialogue()
        let model = model(at: moment, dialogue: dialogue)
        if let explicit = explicitCommand(text, model: model) ?? keywordOnlySkill(text) {
            state[Dialogue.self] = Dialogue()
            return explicit
        }
        let analysis = analyze(text, model: model)
        var trial = dialogue
        let decision = trial.respond(to: analysis, skills: model.skills, filler: filler)
        let sure =
            dialogue.pending != nil
            || (analysis.prediction.skillID != nil && analysis.prediction.confidence >= threshold)
        switch decision {
        case .invoke, .plan, .ask:
            guard sure else { return nil }
            state[Dialogue.self] = trial
            return decision
        case .reply, .noMatch, .answer:
            return nil
        }
    }

    /// The skill ids the classifier ranks highest for `text`, best first (at most `limit`; the
    /// "no skill" class left out).
    public func rankedSkills(for text: String, limit: Int, at moment: NLUContext) -> [String] {
        let normalized = NormalizedText(text)
        let entities = EntityKinds(recognize(normalized, context: moment))
        return currentModel().classifier.probabilities(normalized, entities: entities)
            .sorted { $0.p > $1.p }
            .compactMap(\.skillID)
            .prefix(max(0, limit))
            .map { $0 }
    }

    /// An utterance that starts with a keyword of a skill that takes free text (`echo 明天下午3点开会`,
    /// `复读：你好！`, `repeat after me: I spent 35 dollars`) runs that skill with the rest verbatim:
    /// the person named the skill, so nothing in the text is read as a time, an amount or a request.
    private func explicitCommand(_ text: String, model: Model) -> RouteDecision? {
        guard case .invoke(let invocation) = keywordRouter.decide(text),
            let textSlots = model.skills[invocation.skillID]?.schema.slots.filter({ $0.kind == .text }),
            !textSlots.isEmpty,
            // The keyword alone ("复读") says nothing to repeat: the dialogue asks for it.
            textSlots.allSatisfy({ invocation.arguments[$0.name]?.stringValue?.isEmpty == false }),
            let skill = registry.skill(id: invocation.skillID)
        else { return nil }
        let folded = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard skill.keywords.contains(where: { folded.hasPrefix($0.lowercased()) }) else { return nil }
        return .invoke(invocation)
    }

    /// A skill that gives no examples (only keywords) is unknown to the classifier, so a hit on its
    /// keyword is the only evidence there is: it runs, with the arguments its `arguments(for:)`
    /// makes of the match ("a new skill is one small file" holds with the NLU router too).
    private func keywordOnlySkill(_ text: String) -> RouteDecision? {
        guard case .invoke(let invocation) = keywordRouter.decide(text),
            registry.skill(id: invocation.skillID)?.examples.isEmpty == true
        else { return nil }
        return .invoke(invocation)
    }

    /// Entities and intent of `text` at `moment`, as the first message of a conversation.
    public func analyze(_ text: String, at moment: NLUContext) -> NLUAnalysis {
        analyze(text, model: Model(trained: currentModel(), context: moment, skillInPlay: nil))
    }

    /// The classifier trained on the current skills.
    public var classifier: IntentClassifier { currentModel().classifier }

    /// The trained model read at `moment`, in a conversation whose dialogue is `dialogue`.
    func model(at moment: NLUContext, dialogue: Dialogue) -> Model {
        Model(trained: currentModel(), context: moment, skillInPlay: dialogue.skillInPlay)
    }

    /// The skills that keep a reminder, put one off or tick one off when `text` says nothing of
    /// the kind (``ReminderCues``): a new one must ask to be reminded (or, after the other rules,
    /// say a deadline: see the end of `analyze`); putting one off must say again, later or snooze;
    /// ticking one off must say done, and no time ahead (周五前把报告交了 is a to-do, not done).
    static func remindersNotAsked(_ text: NormalizedText, skills: some Sequence<SkillSlots>, saysATime: Bool)
        -> Set<String>
    {
        var unasked: Set<String> = []
        for skill in skills where !skill.roles.isDisjoint(with: [.reminderCreate, .reminderSnooze, .reminderDone]) {
            let asked =
                (skill.roles.contains(.reminderCreate) && ReminderCues.asksToBeReminded(text))
                || (skill.roles.contains(.reminderSnooze) && ReminderCues.asksAgain(text))
                || (skill.roles.contains(.reminderDone) && ReminderCues.saysDone(text) && !saysATime)
            if !asked { unasked.insert(skill.id) }
        }
        return unasked
    }

    /// Roles of skills that find a stored reminder and say what to do with it in words of their
    /// own ("mark it done", "10分钟后再提醒我"), which the event-change cues do not know: the
    /// classifier's choice of them stands without such a cue.
    static let ownWordsChanges: Set<SkillRole> = [.reminderDone, .reminderSnooze, .reminderRemove]

    func analyze(_ text: String, model: Model) -> NLUAnalysis {
        let normalized = NormalizedText(text)
        var context = model.context
        // Recognizers that read the preference read once; the past reading is resolved at most once.
        let readings = recognizers.map { $0.readsPreference ? $0.reading(of: normalized) : nil }
        var found = recognizers.indices.map {
            readings[$0]?.entities(context: context) ?? recognizers[$0].entities(in: normalized, context: context)
        }
        var pastFound: [Int: [NLUEntity]]?
        func past() -> [Int: [NLUEntity]] {
            if let pastFound { return pastFound }
            var leaning = context
            leaning.preference = .past
            var read: [Int: [NLUEntity]] = [:]
            for (index, reading) in readings.enumerated() {
                if let reading { read[index] = reading.entities(context: leaning) }
            }
            pastFound = read
            return read
        }
        if let reread = amountsBesideADay(normalized, found: found, readings: readings, context: context) {
            for (index, amounts) in reread { found[index] += amounts }
        }
        var entities = Self.withoutTimesInPlaceNames(
            Self.withoutAmountsInClocks(found.count == 1 ? found[0] : found.flatMap { $0 }))
        let masked = TimeMask.masked(normalized, entities: entities)
        var prediction = model.classifier.classify(masked, entities: EntityKinds(entities))
        // "the tiler's coming monday 8am", "项目评审推迟一小时": the reminder skills only for words
        // of reminders (a deadline said instead makes a to-do below, unless the sentence asks).
        var excluded = Self.remindersNotAsked(
            normalized, skills: model.skills.values,
            saysATime: entities.contains {
                if case .time(let time) = $0 {
                    (time.end ?? time.start) > LocalMoment(context.now, in: context.timeZone)
                } else {
                    false
                }
            })
        if let predicted = prediction.skillID, excluded.contains(predicted) {
            prediction = model.classifier.classify(masked, entities: EntityKinds(entities), excluding: excluded)
        }
        if model.roles.plays(prediction.skillID, .eventCreate), ReminderCues.asksToBeWoken(normalized),
            let reminder = model.roles.skill(for: .reminderCreate), !excluded.contains(reminder)
        {
            // 明早6点叫醒我, "wake me up at 6": a wake-up call is an alarm, not an event (CONVENTIONS §12).
            prediction.skillID = reminder
            prediction.best = reminder
        }
        if let predicted = prediction.skillID, let keywords = model.freeTextKeywords[predicted] {
            // 复活节 休息 is no "复读": a skill of free text is asked for by name (its keywords), never
            // guessed from the shape of the words.
            if !RequestShape.contains(normalized.scalars, keywords) {
                excluded.insert(predicted)
                prediction = model.classifier.classify(masked, entities: EntityKinds(entities), excluding: excluded)
            }
        }
        if let predicted = prediction.skillID, model.skills[predicted]?.findsEvent == true,
            model.skills[predicted]?.roles.isDisjoint(with: Self.ownWordsChanges) ?? true,
            !EventChangeCues.said(in: normalized)
        {
            // Nothing says to change or remove a stored event: the best of the other skills.
            excluded.formUnion(model.eventFinders)
            prediction = model.classifier.classify(masked, entities: EntityKinds(entities), excluding: excluded)
        }
        if let predicted = prediction.skillID, model.ledgerLookUps.contains(predicted),
            !entities.contains(where: { $0.kind == "money" }), !RequestShape.speaksOfMoney(normalized)
        {
            // No money in a look-up of money: the best of the other skills (and still none that
            // changes a stored event, when nothing says to).
            if !EventChangeCues.said(in: normalized) { excluded.formUnion(model.eventFinders) }
            excluded.formUnion(model.ledgerLookUps)
            prediction = model.classifier.classify(masked, entities: EntityKinds(entities), excluding: excluded)
        }
        if model.roles.plays(prediction.skillID, .weatherForecast), RequestShape.stormAsANoun(normalized) {
            // "storm follow-up wed 2pm": the work a storm left, not a question about one.
            excluded.formUnion(model.roles.skills(for: [.outdoorAdvice, .weatherForecast]))
            prediction = model.classifier.classify(masked, entities: EntityKinds(entities), excluding: excluded)
        }
        if model.roles.plays(prediction.skillID, .outdoorAdvice), RequestShape.runOnlyInGoods(normalized) {
            // 618 买跑步机, "treadmill 899": running named in what is bought asks nothing about a run.
            excluded.formUnion(model.roles.skills(for: [.outdoorAdvice, .weatherForecast]))
            prediction = model.classifier.classify(masked, entities: EntityKinds(entities), excluding: excluded)
        }
        prediction = ledgerEntryPrediction(
            prediction, text: normalized, entities: entities, model: model, context: context,
            pastEntities: { past().values.flatMap { $0 } })
        prediction = RequestShape.adjusted(
            prediction, text: normalized, hasTime: entities.contains { $0.kind == "time" },
            dayPeriods: entities.compactMap {
                if case .time(let time) = $0, time.end != nil, time.grain == .day { time.span.range } else { nil }
            },
            begunPeriods: Self.begunPeriods(entities, context: context),
            hasMoney: entities.contains { $0.kind == "money" }, roles: model.roles)
        prediction = eventChangePrediction(
            prediction, text: normalized, model: model, hasMoney: entities.contains { $0.kind == "money" })
        prediction = seriesChangePrediction(prediction, text: normalized, model: model)
        if model.roles.plays(prediction.skillID, .eventCreate), let changer = model.eventChanger,
            EventChangeCues.movesToATime(
                normalized,
                times: entities.compactMap { if case .time(let time) = $0 { time.span.range } else { nil } })
        {
            // "client review to next tue 3pm": an event named, then " to " and its new time, is moved.
            prediction = IntentClassifier.Prediction(skillID: changer, confidence: prediction.confidence, best: changer)
        }
        prediction = RequestShape.weatherAsked(
            prediction, text: normalized, roles: model.roles,
            saysClock: entities.contains {
                if case .time(let time) = $0 {
                    time.grain == .minute || (time.grain == .hour && time.end == nil)
                } else {
                    false
                }
            },
            timeSpans: model.roles.plays(prediction.skillID, .weatherForecast)
                ? entities.flatMap { entity -> [Range<Int>] in
                    if case .time(let time) = entity { time.pieces.map(\.range) } else { [] }
                } : [])
        prediction = RequestShape.runAsked(prediction, text: normalized, roles: model.roles)
        if model.roles.plays(prediction.skillID, .outdoorAdvice), let creator = model.roles.skill(for: .eventCreate),
            entities.contains(where: {
                if case .time(let time) = $0 { time.grain != .day && time.end == nil } else { false }
            }),
            !RequestShape.asksAdvice(normalized)
        {
            // 早上七点 去江边跑步, 早上五点出门跑步: a run at a clock, asked nothing about, is a plan.
            prediction = IntentClassifier.Prediction(
                skillID: creator, confidence: prediction.confidence, best: creator)
        }
        prediction = RequestShape.onNowAsked(prediction, text: normalized, roles: model.roles)
        prediction = RequestShape.lastEntriesAsked(prediction, text: normalized, roles: model.roles)
        prediction = RequestShape.periodAlone(prediction, text: normalized, entities: entities, roles: model.roles)
        prediction = RequestShape.anythingOnADay(
            prediction, text: normalized, entities: entities, roles: model.roles)
        prediction = RequestShape.bookedAsked(prediction, text: normalized, entities: entities, roles: model.roles)
        prediction = RequestShape.clockedBookkeeping(
            prediction, text: normalized, entities: entities, roles: model.roles)
        if prediction.skillID == nil || model.ledgerLookUps.contains(prediction.skillID ?? ""),
            RequestShape.saysPayment(normalized), entities.contains(where: { $0.kind == "time" })
        {
            // (Today's date costs a calendar look-up: only for a sentence that says to pay.)
            prediction = RequestShape.plannedPayment(
                prediction, text: normalized, entities: entities,
                today: LocalMoment(context.now, in: context.timeZone).dateString, roles: model.roles)
        }
        if prediction.skillID == nil, entities.contains(where: { $0.kind == "time" }) {
            // Today's date costs a calendar look-up: only for a sentence that may name a plan.
            prediction = RequestShape.plannedEvent(
                prediction, text: normalized, entities: entities,
                today: LocalMoment(context.now, in: context.timeZone).dateString, roles: model.roles)
        }
        if entities.contains(where: { $0.kind == "time" }) {
            if prediction.skillID == nil || model.roles.plays(prediction.skillID, .eventCreate) {
                // Today's date costs a calendar look-up: only for a prediction the rule may change.
                prediction = RequestShape.pastSpending(
                    prediction, text: normalized, entities: entities,
                    today: LocalMoment(context.now, in: context.timeZone), categories: configuration.categories,
                    roles: model.roles)
            }
            let skillID =
                prediction.skillID ?? model.skillInPlay
            if let skillID, model.skills[skillID]?.leansToPast == true {
                for (index, read) in past() { found[index] = read }
                context.preference = .past
                entities = Self.withoutTimesInPlaceNames(Self.withoutAmountsInClocks(found.flatMap { $0 }))
            }
        }
        if model.roles.plays(prediction.skillID, .eventCreate), let list = model.roles.skill(for: .eventList),
            entities.contains(where: {
                if case .time(let time) = $0 { TimeDeadlines.isOpen(time) } else { false }
            })
        {
            // "2018年以后再说": every day before or after a year is no event to make; what it holds is asked.
            prediction = IntentClassifier.Prediction(skillID: list, confidence: prediction.confidence, best: list)
        }
        if prediction.skillID == nil || model.roles.plays(prediction.skillID, .eventCreate),
            let reminder = model.roles.skill(for: .reminderCreate), ReminderCues.asksToBeReminded(normalized),
            prediction.skillID != nil || entities.contains(where: { $0.kind == "time" })
        {
            // "ping me to water the plants tomorrow at 7pm", 下周一晚上八点的话剧，提醒我看: asked to be
            // reminded of it, not to put it in the calendar.
            prediction = IntentClassifier.Prediction(
                skillID: reminder, confidence: prediction.confidence, best: reminder)
        }
        if prediction.skillID == nil || model.roles.plays(prediction.skillID, .eventCreate),
            let todo = model.roles.skill(for: .reminderCreate), !ReminderCues.asksAQuestion(normalized),
            case let times = entities.compactMap({ entity -> TimeEntity? in
                if case .time(let time) = entity { time } else { nil }
            }),
            !times.isEmpty, times.allSatisfy({ SlotFiller.isDeadline($0, now: context) })
        {
            // 周五前把报告交了, "by Friday: send the report": a thing to be done by a deadline from now
            // (and at no other time) is a to-do, not an event lasting until then.
            prediction = IntentClassifier.Prediction(skillID: todo, confidence: prediction.confidence, best: todo)
        }
        return NLUAnalysis(text: normalized, entities: entities, prediction: prediction, context: context)
    }

    /// The amounts read again with the days blanked, when the first reading found none: a price
    /// after a day that the money rules do not take for a day word ("处暑那天 换了根链条 260",
    /// "goggles on st. patrick's day 18") reads as it would with no day said. By recognizer index;
    /// `nil` when nothing new is found.
    private func amountsBesideADay(
        _ text: NormalizedText, found: [[NLUEntity]], readings: [EntityReading?], context: NLUContext
    ) -> [Int: [NLUEntity]]? {
        guard let last = text.scalars.last, NumberReader.asciiDigit(last) != nil else { return nil }
        var days: [Range<Int>] = []
        for entities in found {
            for entity in entities {
                switch entity {
                case .money: return nil
                case .time(let time) where time.grain == .day && time.end == nil: days += time.pieces.map(\.range)
                default: continue
                }
            }
        }
        // The message ends with digits outside the day ("jan 17" is no price).
        guard !days.isEmpty, let lastOrigin = text.origins.dropLast().last,
            !days.contains(where: { $0.contains(lastOrigin) })
        else { return nil }
        let scalars = text.scalars
        var blanked = text.scalarsInside(days)
        // "… on st. patrick's day 18": the "on" of the day goes with it.
        for start in blanked.indices where blanked[start] && (start == 0 || !blanked[start - 1]) {
            if start >= 3, scalars[start - 1] == " ", scalars[start - 2] == "n", scalars[start - 3] == "o",
                start == 3 || scalars[start - 4] == " "
            {
                blanked[start - 3] = true
                blanked[start - 2] = true
            }
        }
        let rest = NormalizedText(text, blanking: blanked)
        var reread: [Int: [NLUEntity]] = [:]
        for index in recognizers.indices where readings[index] == nil {
            let amounts = recognizers[index].entities(in: rest, context: context).filter { $0.kind == "money" }
            if !amounts.isEmpty { reread[index] = amounts }
        }
        return reread.isEmpty ? nil : reread
    }

    /// The ranges of the times that span days and have begun ("late august", "this quarter"): a
    /// period still ahead ("moving june 27-28", 6月27号到28号 搬家) holds plans, not spending.
    static func begunPeriods(_ entities: [NLUEntity], context: NLUContext) -> [Range<Int>] {
        let periods = entities.compactMap { entity -> TimeEntity? in
            if case .time(let time) = entity, time.end != nil, time.grain == .day { time } else { nil }
        }
        guard !periods.isEmpty else { return [] }
        // (A month part already over, "fuel late april" in May, reads as next year's when leaning
        // ahead: only a period within half a year is taken for one still to come.)
        let now = LocalMoment(context.now, in: context.timeZone)
        let today = CivilCalendar.dayNumber(year: now.year, month: now.month, day: now.day)
        return periods.filter { period in
            let start = CivilCalendar.dayNumber(
                year: period.start.year, month: period.start.month, day: period.start.day)
            return start <= today || start - today > 183
        }.map(\.span.range)
    }

    /// `entities` without the times that begin inside a place's name: 昆明天气 is Kunming's weather,
    /// not 明天 (tomorrow).
    static func withoutTimesInPlaceNames(_ entities: [NLUEntity]) -> [NLUEntity] {
        let names = entities.compactMap { if case .place(let place) = $0 { place.span.range } else { nil } }
        guard !names.isEmpty else { return entities }
        return entities.filter { entity in
            guard case .time(let time) = entity else { return true }
            return !time.pieces.contains { piece in
                names.contains { $0.lowerBound < piece.range.lowerBound && piece.range.lowerBound < $0.upperBound }
            }
        }
    }

    /// `entities` without an amount read inside a clock, after its start ("brunch at eleven thirty"
    /// is no 30).
    static func withoutAmountsInClocks(_ entities: [NLUEntity]) -> [NLUEntity] {
        var clocks: [Range<Int>] = []
        var minuteClocks: [Range<Int>] = []
        var days: [Range<Int>] = []
        var amounts = false
        for entity in entities {
            switch entity {
            case .time(let time) where time.grain != .day:
                clocks += time.pieces.map(\.range)
                if time.grain == .minute { minuteClocks += time.pieces.map(\.range) }
            case .time(let time): days += time.pieces.map(\.range)
            case .money: amounts = true
            default: break
            }
        }
        guard amounts, !clocks.isEmpty || !days.isEmpty else { return entities }
        return entities.filter { entity in
            guard case .money(let money) = entity else { return true }
            let range = money.span.range
            // Strictly inside a clock: "tea 5 this morning" may still be 5 for tea; a day said in
            // Chinese numerals is no amount (五一的高铁票: May Day, not 51).
            // "at 730 tonight": three or four digits that open a clock with minutes are its hour and
            // minutes (a price with a point, "coffee 7.30 this morning", stays).
            let digitsOpenAClock =
                money.span.text.count >= 3 && money.span.text.allSatisfy({ $0.isASCII && $0.isNumber })
                && minuteClocks.contains { $0.lowerBound == range.lowerBound && range.upperBound <= $0.upperBound }
            return !digitsOpenAClock
                && !clocks.contains { $0.lowerBound < range.lowerBound && range.upperBound <= $0.upperBound }
                && !days.contains { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound }
        }
    }

    /// `prediction`, or the skill that changes (or removes) stored events when strong words say
    /// so and the prediction is no skill, or a skill that only creates or looks (``EventChangeCues``);
    /// a removal the words call a change (and no cancel word) becomes the change.
    private func eventChangePrediction(
        _ prediction: IntentClassifier.Prediction, text: NormalizedText, model: Model, hasMoney: Bool
    ) -> IntentClassifier.Prediction {
        // (The strong words are read at most once: most rules below ask for them.)
        lazy var request = EventChangeCues.request(in: text)
        // "book fair postponed a week", 旧书展延期一周: a change word and how far it moves an event.
        if prediction.skillID == nil, let changer = model.eventChanger, EventChangeCues.said(in: text),
            request != .cancel,
            EventEdit.findShift(in: text.scalars) != nil || EventEdit.movesToARoom(text.scalars)
        {
            return IntentClassifier.Prediction(skillID: changer, confidence: prediction.confidence, best: changer)
        }
        // "so cancel our 1:1": an entry with no amount that says to call something off removes it;
        // 复查往后挪一天 taken for a skill of free text (echo) is a change.
        if let predicted = prediction.skillID,
            (predicted == model.entryRecorder && !hasMoney)
                || model.skills[predicted].map({ skill in
                    !skill.schema.slots.isEmpty && skill.schema.slots.allSatisfy { $0.kind == .text }
                }) == true,
            let request,
            let target = request == .change ? model.eventChanger : model.eventRemover,
            predicted != model.entryRecorder || request == .cancel || EventChangeCues.saysNowThenAClock(text)
        {
            return IntentClassifier.Prediction(skillID: target, confidence: prediction.confidence, best: target)
        }
        if let predicted = prediction.skillID, !model.onlyCreateOrLook.contains(predicted) {
            // "rename the philly train to Amtrak 171": a number in a new name is no amount.
            if predicted == model.entryRecorder, let changer = model.eventChanger, EventChangeCues.opensWithRename(text)
            {
                return IntentClassifier.Prediction(skillID: changer, confidence: prediction.confidence, best: changer)
            }
            if predicted == model.eventChanger || predicted == model.eventRemover,
                let creator = model.roles.skill(for: .eventCreate),
                EventChangeCues.asksForNewEvent(in: text)
            {
                return IntentClassifier.Prediction(skillID: creator, confidence: prediction.confidence, best: creator)
            }
            // 改名成…, "push it back": a removal nobody asked for is a change; "drop the draft
            // Sunday", 撤掉: a change nobody asked for is a removal.
            if predicted == model.eventRemover, let changer = model.eventChanger, request == .change {
                return IntentClassifier.Prediction(skillID: changer, confidence: prediction.confidence, best: changer)
            }
            if predicted == model.eventChanger, let remover = model.eventRemover, request == .cancel,
                !EventChangeCues.said(change: text)
            {
                return IntentClassifier.Prediction(skillID: remover, confidence: prediction.confidence, best: remover)
            }
            return prediction
        }
        guard let request else { return prediction }
        guard let target = request == .change ? model.eventChanger : model.eventRemover
        else { return prediction }
        return IntentClassifier.Prediction(skillID: target, confidence: max(prediction.confidence, 0.6), best: target)
    }

    func recognize(_ text: NormalizedText, context: NLUContext) -> [NLUEntity] {
        if recognizers.count == 1, let only = recognizers.first { return only.entities(in: text, context: context) }
        var entities: [NLUEntity] = []
        for recognizer in recognizers { entities += recognizer.entities(in: text, context: context) }
        return entities
    }

    func currentModel() -> Trained {
        let version = registry.version
        if let model = trainedModel.withLock({ $0 }), model.version == version { return model }
        // Version first: a skill registered in between makes the next call train again.
        let skillList = registry.skills
        let classifier = IntentClassifier(
            skills: skillList, recognizers: recognizers, context: configuration.trainingMoment,
            configuration: configuration.classifier)
        var skills: [String: SkillSlots] = [:]
        for skill in skillList {
            skills[skill.id] = SkillSlots(
                skill, datesDefaultToToday: configuration.datesDefaultToToday.contains(skill.id),
                leansToPast: configuration.pastLeaningSkills.contains(skill.id))
        }
        let fresh = Trained(version: version, classifier: classifier, skills: skills)
        trainedModel.withLock { $0 = fresh }
        return fresh
    }
}

// MARK: - Stateless interpretation

extension NLURouter {
    /// What the router makes of `text` on its own, with no conversation before it: the skill, the
    /// confidence, the arguments it would run (or has so far, when it would ask for more) and the
    /// entities. The dialogue state is neither read nor changed — this is what
    /// `assistant nlu --jsonl` prints for evaluation tools.
    ///
    /// ```swift
    /// router.interpret("明天下午3点开会", at: moment).arguments  // {"title":"开会","start":"2026-12-03T15:00:00"}
    /// ```
    public func interpret(_ text: String, at moment: NLUContext) -> NLUInterpretation {
        let model = Model(trained: currentModel(), context: moment, skillInPlay: nil)
        var text = withoutAfterthought(corrected(text, at: moment), model: model)
        var analysis = analyze(text, model: model)
        let calls = plannedCalls(text, analysis: analysis, model: model) ?? []
        if calls.isEmpty, let event = withoutScene(text, analysis: analysis, model: model) {
            (text, analysis) = event
        }
        var fresh = Dialogue()
        var arguments: JSONValue = [:]
        var skillID = analysis.prediction.skillID
        let decision =
            explicitCommand(text, model: model) ?? keywordOnlySkill(text)
            ?? fresh.respond(to: analysis, skills: model.skills, filler: filler)
        switch decision {
        case .invoke(let invocation):
            arguments = invocation.arguments
            skillID = invocation.skillID
        case .ask(_, let pending?):
            arguments = pending.arguments
            skillID = pending.skillID
        case .ask, .reply, .noMatch, .plan, .answer:
            break
        }
        return NLUInterpretation(
            analysis: analysis, skillID: skillID, confidence: analysis.prediction.confidence, arguments: arguments,
            calls: calls)
    }
}

/// One utterance as the router understands it, without dialogue (see ``NLURouter/interpret(_:)``).
public struct NLUInterpretation: Sendable {
    /// The normalized text, entities, prediction and context.
    public let analysis: NLUAnalysis
    /// The skill chosen, or `nil` for "no skill".
    public let skillID: String?
    /// The classifier's calibrated confidence in its best skill.
    public let confidence: Double
    /// The arguments filled from the utterance (an object).
    public let arguments: JSONValue
    /// When the message holds several requests ("午饭35，晚饭80"), one invocation each; the
    /// router answers them as a plan. Empty for one request.
    public var calls: [Invocation] = []

    /// The evaluation contract's line: `{"text","skill","confidence","arguments","entities"}`, and
    /// `"calls": [{"skill","arguments"}…]` when the message holds several requests.
    public var contractJSON: JSONValue {
        var object: [String: JSONValue] = [
            "text": .string(analysis.text.original), "skill": skillID.map(JSONValue.string) ?? .null,
            "confidence": .number((confidence * 10_000).rounded() / 10_000), "arguments": arguments,
            "entities": .array(analysis.entities.map(\.contractJSON)),
        ]
        if !calls.isEmpty {
            object["calls"] = .array(
                calls.map { ["skill": .string($0.skillID), "arguments": $0.arguments] as JSONValue })
        }
        return .object(object)
    }
}

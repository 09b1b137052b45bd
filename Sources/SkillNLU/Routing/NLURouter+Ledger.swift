/// Bare ledger entries (issue 15, item 10): "一双鞋一百五", "高铁票553.5", "doctor's visit 150",
/// "got my paycheck, 4200" say no spending verb, so the classifier, trained on requests, may
/// see no skill in them — or a calendar entry in "subway this morning 2.90". An amount beside
/// what it bought or earned is a ledger entry unless something says otherwise.
extension NLURouter {
    /// `prediction`, or the skill that records ledger entries when `entities` hold an amount and
    /// the text names what was bought or earned (``CategoryLexicon``, income words), and nothing
    /// speaks for another skill: no question (多少, how much), no calendar word (提醒, meeting),
    /// no day after today (read as the past: `pastEntities`, what the recognizers that read the
    /// preference find leaning to the past), and no prediction of a skill that takes amounts itself.
    func ledgerEntryPrediction(
        _ prediction: IntentClassifier.Prediction, text: NormalizedText, entities: [NLUEntity], model: Model,
        context: NLUContext, pastEntities: () -> [NLUEntity]
    ) -> IntentClassifier.Prediction {
        guard entities.contains(where: { if case .money = $0 { true } else { false } }) else { return prediction }
        if let predicted = prediction.skillID, let skill = model.skills[predicted],
            skill.schema.slots.contains(where: { $0.kind == .amount })
        {
            // "the condo i like is listed at 340 grand", 挂牌价三百万: a price talked about, nothing paid.
            if RequestShape.contains(text.scalars, Self.priceTalk), !RequestShape.contains(text.scalars, Self.paidWords)
            {
                return IntentClassifier.Prediction(skillID: nil, confidence: prediction.confidence, best: predicted)
            }
            return prediction  // ledger.add itself
        }
        guard let recorder = model.entryRecorder else { return prediction }
        guard
            configuration.categories.category(in: text) != nil
                || SlotFiller.standardIncomeWords.category(in: text) != nil
                || RequestShape.contains(text.scalars, Self.paidWords)  // 给我妈转了两千 生活费
                || RequestShape.contains(text.scalars, Self.boughtWords)  // 周五晚上训练买水 96 (no future day)
                || Self.thingThenAmount(text, entities: entities)  // "headset on veterans day 149"
                || SlotFiller.givenBySomeone(text)  // "grandpa sent 300 for audition travel"
        else { return prediction }
        guard Self.otherSkillWords.category(in: text) == nil, !text.scalars.contains("?"),
            !RequestShape.contains(text.scalars, Self.priceTalk) || RequestShape.contains(text.scalars, Self.paidWords)
        else { return prediction }
        // A day after today even when read as the past (明天, next Friday) is a plan, not a record;
        // a bare weekday (周五上午修车四百五) is the last one.
        // Money already paid (双十一预售付了定金 三百, "paid the deposit for the trip") is a record
        // whatever day it was for.
        if entities.contains(where: { if case .time = $0 { true } else { false } }),
            !RequestShape.contains(text.scalars, Self.paidWords)
        {
            let today = LocalMoment(context.now, in: context.timeZone).dateString
            for entity in pastEntities() {
                if case .time(let time) = entity, time.start.dateString > today { return prediction }
            }
        }
        return IntentClassifier.Prediction(
            skillID: recorder, confidence: max(prediction.confidence, 0.9), best: recorder)
    }

    /// Prices quoted, not paid: a listing, an asking price, an offer.
    private static let priceTalk = RequestShape.Cues([
        "listed at", "listed for", "asking price", "asking for", "they're asking", "on the market for", "priced at",
        "quoted", "挂牌价", "挂牌", "报价", "要价", "开价",
    ])

    /// Verbs of money already spent or received.
    private static let paidWords = RequestShape.Cues([
        "付了", "花了", "交了", "买了", "收了", "转了", "充了", "paid", "spent", "bought", "买的", "付的", "交的",
    ])

    /// Whether the message is a thing bought, a day and its price last: "headset on veterans day 149".
    static func thingThenAmount(_ text: NormalizedText, entities: [NLUEntity]) -> Bool {
        let original = text.originalScalars
        guard let money = entities.last(where: { $0.kind == "money" }),
            original[money.span.range.upperBound...].allSatisfy({ $0 == " " || $0 == "." || $0 == "!" })
        else { return false }
        let spans = entities.filter { $0.kind == "time" || $0.kind == "money" }.map(\.span.range)
        var kept = String.UnicodeScalarView()
        for (offset, scalar) in original.enumerated() where !spans.contains(where: { $0.contains(offset) }) {
            kept.append(scalar)
        }
        let words = String(kept).lowercased().split(separator: " ").filter { !["on", "at", "for", "the"].contains($0) }
        let item = words.joined(separator: " ")
        let han = item.unicodeScalars.filter(TextResidue.isHan).count
        guard han == 0 ? (1...3).contains(words.count) : (2...6).contains(han) else { return false }
        return ThingsBought.isThing(item)
    }

    /// Verbs of buying, which make an entry of a day that is over: 昨天下午买的婴儿推车 1899.
    /// Words of a thing bought or a share paid (上周六跑团活动 AA 50).
    private static let boughtWords = RequestShape.Cues(["买", "bought", "picked up", "aa", "aa制"])

    /// Words that speak for another skill than a ledger entry: questions, reminders and events.
    static let otherSkillWords = CategoryLexicon([
        "question": [
            "多少", "吗", "哪", "什么", "查", "查询", "看看", "统计", "汇总", "明细", "列出", "账单", "预算",
            "how much", "how many", "what", "which", "when", "show", "list", "summary", "summarize", "total spent",
            "did i", "do i", "have i", "budget",
        ],
        "calendar": [
            "提醒", "日程", "会议", "开会", "会议室", "预约", "安排", "闹钟", "面试", "约会", "计划", "记得", "别忘",
            "remind", "reminder", "schedule", "calendar", "meeting", "appointment", "event", "alarm", "don't forget",
            "interview", "room", "验收", "inspection", "walkthrough",
        ],
        "forecast": ["天气", "下雨", "气温", "weather", "rain", "forecast", "temperature", "跑步", "run", "running"],
    ])
}

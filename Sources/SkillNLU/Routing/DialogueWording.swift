/// What the router says when it needs more: questions for missing arguments, in Chinese or English.
enum DialogueWording {
    /// The question for a missing argument.
    static func question(for kind: SlotKind, name: String, chinese: Bool) -> String {
        switch kind {
        case .place: chinese ? "哪个城市？" : "Which city?"
        case .day, .rangeFrom, .rangeTo, .moment, .momentEnd: chinese ? "什么时候？" : "When?"
        case .amount: chinese ? "多少钱？" : "How much?"
        case .title: chinese ? "是什么事？" : "What is it about?"
        case .venue: chinese ? "在哪里？" : "Where?"
        case .note: chinese ? "备注是什么？" : "What is it for?"
        case .text, .request: chinese ? "要我说什么？" : "What should I say?"
        case .count: chinese ? "要几条？" : "How many?"
        case .duration: chinese ? "多长时间？" : "For how long?"
        case .deadline: chinese ? "什么时候之前？" : "By when?"
        case .recurrence: chinese ? "多久重复一次？" : "How often does it repeat?"
        case .scope: chinese ? "只改这一次，这次及以后，还是全部？" : "Just this one, this and the following ones, or all of them?"
        case .currency, .entryKind, .category: chinese ? "\(name)是什么？" : "What is the \(name)?"
        }
    }

    /// The question again, after a reply that did not answer it.
    static func reask(_ question: String, chinese: Bool) -> String {
        chinese ? "没听明白。\(question)" : "Sorry, I didn't get that. \(question)"
    }

    /// The answer after the last re-ask went unanswered too.
    static func giveUp(chinese: Bool) -> String {
        chinese
            ? "还是没弄清楚，这个请求先放下了。需要时请完整地再说一遍。"
            : "I still didn't get it, so I've set that request aside — say it again in full whenever you like."
    }

    /// Whether `text` is Chinese enough to be answered in Chinese.
    static func isChinese(_ text: NormalizedText) -> Bool {
        text.scalars.contains { TextResidue.isHan($0) }
    }
}

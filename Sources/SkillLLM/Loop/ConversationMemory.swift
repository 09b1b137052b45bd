import AgentSkill

/// The earlier conversation as chat messages within a token budget.
///
/// The newest turns are kept whole while they fit; older ones are dropped first and summed up in
/// one short note (the person's earlier requests, cut short) so the model still knows the thread.
/// The system prompt, the current request and the tool calls of the current turn are not part
/// of this budget and are never dropped.
public struct ConversationMemory: Sendable, Hashable {
    /// Tokens the earlier turns may take (estimated; see ``estimatedTokens(_:)``).
    public var tokenBudget: Int
    /// Characters of each dropped request kept in the note.
    public var noteExcerptLength = 40
    /// Dropped requests named in the note, newest first.
    public var noteRequests = 5

    /// A memory of `tokenBudget` tokens (1,500 by default).
    public init(tokenBudget: Int = 1_500) {
        self.tokenBudget = tokenBudget
    }

    /// A cheap, conservative token estimate: one per CJK character (and other characters outside
    /// Latin scripts), one per four other characters, plus four per message for the wrapping.
    public static func estimatedTokens(_ text: String) -> Int {
        var wide = 0
        var narrow = 0
        for scalar in text.unicodeScalars {
            if scalar.value >= 0x2E80 { wide += 1 } else { narrow += 1 }
        }
        return wide + (narrow + 3) / 4 + 4
    }

    /// `turns` (oldest first, without the request being answered) as messages that fit the budget,
    /// and how many turns were dropped.
    public func messages(for turns: [Message]) -> (messages: [ChatMessage], dropped: Int) {
        var kept: [ChatMessage] = []
        var used = 0
        var index = turns.count
        while index > 0 {
            let turn = turns[index - 1]
            let message = Self.chatMessage(turn)
            let cost = Self.estimatedTokens(message.content ?? "")
            guard used + cost <= tokenBudget else { break }
            used += cost
            kept.append(message)
            index -= 1
        }
        kept.reverse()
        guard index > 0 else { return (kept, 0) }
        let dropped = turns[..<index]
        let requests = dropped.filter { $0.role == .user }.suffix(noteRequests).map { turn in
            turn.text.count > noteExcerptLength ? turn.text.prefix(noteExcerptLength) + "…" : Substring(turn.text)
        }
        var note = "(\(dropped.count) earlier messages are left out."
        if !requests.isEmpty { note += " Earlier requests: " + requests.joined(separator: " | ") + "." }
        note += ")"
        return ([.system(note)] + kept, dropped.count)
    }

    /// A turn as the model sees it: the person's words, or the assistant's answer (with the skill
    /// that produced it, and an error said as such).
    static func chatMessage(_ turn: Message) -> ChatMessage {
        switch turn.role {
        case .user:
            return .user(turn.text)
        default:
            var text = turn.text
            if let skill = turn.skillID { text = "[\(skill)] " + text }
            if turn.error != nil { text = "[failed] " + text }
            return .assistant(text)
        }
    }
}

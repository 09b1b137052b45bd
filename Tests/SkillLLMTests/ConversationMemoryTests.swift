import AgentSkill
import Foundation
import Testing

@testable import SkillLLM

@Suite struct ConversationMemoryTests {
    static func turns(_ count: Int, length: Int = 40) -> [Message] {
        (0..<count).map { index in
            Message(
                id: index + 1, role: index.isMultiple(of: 2) ? .user : .assistant,
                text: "turn \(index) " + String(repeating: "x", count: length), date: Date(timeIntervalSince1970: 0))
        }
    }

    @Test(arguments: [("hello world", 7), ("明天下午三点开会", 12), ("", 4)])
    func tokenEstimates(text: String, tokens: Int) {
        #expect(ConversationMemory.estimatedTokens(text) == tokens)
    }

    @Test func everythingFitsUnderALargeBudget() {
        let (messages, dropped) = ConversationMemory(tokenBudget: 10_000).messages(for: Self.turns(6))
        #expect(dropped == 0)
        #expect(messages.count == 6)
        #expect(messages.first == .user("turn 0 " + String(repeating: "x", count: 40)))
    }

    @Test func theOldestGoFirstAndANoteNamesTheirRequests() {
        let memory = ConversationMemory(tokenBudget: 50)
        let (messages, dropped) = memory.messages(for: Self.turns(10))
        #expect(dropped == 7)
        #expect(messages.count == 4)
        let note = messages.first?.content ?? ""
        #expect(messages.first?.role == .system)
        #expect(note.hasPrefix("(7 earlier messages are left out. Earlier requests: turn 0 "), "\(note)")
        #expect(messages.last?.content?.hasPrefix("turn 9") == true)
    }

    @Test func skillAnswersAndFailuresAreMarked() {
        let turns = [
            Message(id: 1, role: .assistant, text: "Sunny", skillID: "weather", date: Date(timeIntervalSince1970: 0)),
            Message(
                id: 2, role: .assistant, text: "No", skillID: "calendar.delete", error: .cancelled,
                date: Date(timeIntervalSince1970: 0)),
        ]
        let (messages, _) = ConversationMemory().messages(for: turns)
        #expect(messages.map(\.content) == ["[weather] Sunny", "[failed] [calendar.delete] No"])
    }
}

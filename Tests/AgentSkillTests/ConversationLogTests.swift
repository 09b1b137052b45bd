import Foundation
import SkillJSON
import Testing

@testable import AgentSkill

/// Finding 5: the history is bounded in bytes as well as in messages.
@Suite struct ConversationLogTests {
    static func message(_ id: Int, bytes: Int) -> Message {
        Message(
            id: id, role: .assistant, text: String(repeating: "x", count: bytes), date: Date(timeIntervalSince1970: 0))
    }

    @Test(arguments: [
        // (messages of this size, byte limit, count limit) → messages kept
        (1_000, 10_000, 200, 9), (1_000, 1_000_000, 5, 5), (50_000, 10_000, 200, 1), (10, 0, 200, 1),
    ])
    func theOldestGoFirstAndTheNewestAlwaysStays(size: Int, byteLimit: Int, countLimit: Int, kept: Int) {
        var log = ConversationLog(countLimit: countLimit, byteLimit: byteLimit)
        for id in 1...40 { log.append(Self.message(id, bytes: size)) }
        #expect(log.messages.count == kept)
        #expect(log.messages.last?.id == 40)
        #expect(log.messages.map(\.id) == Array((41 - kept)...40))
        #expect(log.bytes == log.messages.map(ConversationLog.size(of:)).reduce(0, +))
        #expect(log.bytes <= max(byteLimit, ConversationLog.size(of: Self.message(0, bytes: size))))
    }

    @Test func replacingAMessageKeepsTheCountRight() {
        var log = ConversationLog(countLimit: 10, byteLimit: 5_000)
        for id in 1...3 { log.append(Self.message(id, bytes: 1_000)) }
        log.replace(Self.message(2, bytes: 3_000))
        #expect(log.messages.map(\.id) == [2, 3])
        #expect(log.bytes == log.messages.map(ConversationLog.size(of:)).reduce(0, +))
        log.removeAll()
        #expect(log.messages.isEmpty && log.bytes == 0)
    }
}

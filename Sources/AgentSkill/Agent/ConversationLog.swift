import SkillJSON
import SkillUI

/// The agent's history as a plain value: messages oldest first, kept within a count and an
/// approximate byte budget.
///
/// The size of a message is its text plus its data and UI tree as JSON, in UTF-8 bytes. Past
/// either limit the oldest messages go first; the newest message always stays, however large,
/// so the answer just given can still be read back.
struct ConversationLog: Sendable {
    private(set) var messages: [Message] = []
    private var sizes: [Int] = []
    /// The approximate bytes held now.
    private(set) var bytes = 0
    let countLimit: Int
    let byteLimit: Int

    init(countLimit: Int, byteLimit: Int) {
        self.countLimit = max(1, countLimit)
        self.byteLimit = max(0, byteLimit)
    }

    mutating func append(_ message: Message) {
        let size = Self.size(of: message)
        messages.append(message)
        sizes.append(size)
        bytes += size
        trim()
    }

    /// Replaces the message with `message.id`; appends it when no such message is kept.
    mutating func replace(_ message: Message) {
        guard let index = messages.firstIndex(where: { $0.id == message.id }) else { return append(message) }
        let size = Self.size(of: message)
        bytes += size - sizes[index]
        messages[index] = message
        sizes[index] = size
        trim()
    }

    mutating func removeAll() {
        messages.removeAll()
        sizes.removeAll()
        bytes = 0
    }

    private mutating func trim() {
        var drop = 0
        var remaining = bytes
        while messages.count - drop > 1, messages.count - drop > countLimit || remaining > byteLimit {
            remaining -= sizes[drop]
            drop += 1
        }
        guard drop > 0 else { return }
        messages.removeFirst(drop)
        sizes.removeFirst(drop)
        bytes = remaining
    }

    /// The approximate bytes a message holds: text, data and UI tree as JSON.
    static func size(of message: Message) -> Int {
        var size = message.text.utf8.count + 64
        if let data = message.data { size += data.stableString().utf8.count }
        if let ui = message.ui { size += ui.jsonValue.stableString().utf8.count }
        return size
    }
}

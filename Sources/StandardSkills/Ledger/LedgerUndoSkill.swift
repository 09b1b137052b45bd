import AgentSkill
import SkillJSON
import SkillUI

/// `ledger.undo`: removes the most recently added entry. Destructive: the permission policy asks first.
public struct LedgerUndoSkill: Skill {
    public let id = "ledger.undo"
    public var name: String { Self.vocabulary.texts(in: .english).name }
    public var description: String { Self.vocabulary.texts(in: .english).description }
    public func texts(in language: ReplyLanguage) -> SkillTexts { Self.vocabulary.texts(in: language) }
    /// Requests to take back an entry ("撤销上一笔") are routed here by role, whatever the id.
    public var roles: Set<SkillRole> { [.entryUndo] }
    public var permissions: [SkillPermission] { [.ledgerRead, .ledgerWrite] }
    public var effect: SkillEffect { .destructive }
    public var keywords: [String] { Self.vocabulary.keywords }
    public var examples: [SkillExample] { Self.vocabulary.examples }
    /// The keywords and examples, from `ledger.undo.vocabulary.json` beside this file (read once).
    static let vocabulary = StandardVocabulary("ledger.undo")
    public var parameters: JSONSchema { .object([:], additionalProperties: false) }

    /// Creates the skill.
    public init() {}

    public func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        try await Self.undo(expectedID: nil, context: context)
    }

    /// Removes entry `expectedID` (a card's undo button), or the newest entry when `nil`.
    static func undo(expectedID: Int64?, context: SkillContext) async throws -> SkillOutput {
        let book = LedgerBook(try context.requireStorage())
        let language = context.replyLanguage()
        let removed: LedgerEntry?
        if let expectedID {
            removed = try await book.delete(id: expectedID)
        } else {
            removed = try await book.undoLast()
        }
        guard let removed else {
            let text =
                expectedID == nil
                ? (language == .chinese ? "账本是空的，没有可以撤销的记录。" : "The ledger is empty; there is nothing to undo.")
                : (language == .chinese ? "这笔记录已经不在了。" : "That entry is already gone.")
            return SkillOutput(text, data: ["removed": .null])
        }
        let line = LedgerWording.line(removed, language: language)
        let text = language == .chinese ? "已撤销：\(line)" : "Removed: \(line)"
        return SkillOutput(
            text, data: ["removed": LedgerWording.data(removed)],
            ui: .card(
                SKCard(
                    title: text,
                    children: [
                        .badge(
                            SKBadge(text: language == .chinese ? "已撤销" : "Undone", color: .semantic(.secondaryLabel)))
                    ])))
    }
}
